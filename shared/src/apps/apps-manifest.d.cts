type AppFields = {
  /** Workspace folder at the repository root; its build lands in `<folder>/dist`. */
  folder: string;
  /** Module-federation container name; also the key of the remote in `/app-config.json`. */
  mfName: string;
  /** `rspack serve` port on 127.0.0.1. */
  devPort: number;
  /** Where the all-in-one server mounts the built app. */
  mountPrefix: string;
};

export type HostApp = AppFields & { role: 'host'; envVar: null };

/** `envVar` moves the remote's manifest elsewhere (split deployment). */
export type RemoteApp = AppFields & { role: 'remote'; envVar: string };

export type AppEntry = HostApp | RemoteApp;

/** The apps of a parsed apps.json by their id, in the file's order; throws naming the field at fault. */
export function parseAppManifest(parsed: unknown, file?: string): Record<string, AppEntry>;
