import { ExternalLink, paths } from '@statusdeck/shared';

/** The page's public address, opened in a new tab so the console stays where it is. */
export function PublicPageLink({ slug }: { slug: string }) {
  const href = paths.publicPage(slug);
  return (
    <ExternalLink href={href}>
      {href}
      <span aria-hidden="true"> ↗</span>
    </ExternalLink>
  );
}
