import type { PublicRenderInput } from '@statusdeck/shared/public-site';

/** The input the renderer takes (the contract with remote-public); its JSON is embedded in the page for the hydration bundle. */
export type RenderInput = PublicRenderInput;

export type RenderOutput = {
  html: string;
  styleTags: string;
  head: { title: string; description: string; siteName: string | null };
  embedded: string;
};

export type PublicRenderer = {
  /** In a worker thread for the built bundle; in-process when running from source (tests, dev). */
  render(input: RenderInput): Promise<RenderOutput>;
  close(): Promise<void>;
  /** Absolute URL paths of the hydration bundle's scripts, in order. */
  scripts: string[];
  /** Where the renderer came from, for the start-up log. */
  source: string;
};
