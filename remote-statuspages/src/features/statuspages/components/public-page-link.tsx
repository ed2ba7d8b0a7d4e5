import { ExternalLink } from '@statusdeck/shared';

/**
 * The page's public address (the server's `address`: its verified custom domain, else its subdomain, else
 * /public-page?page=<slug>), opened in a new tab so the console stays where it is.
 */
export function PublicPageLink({ address }: { address: string }) {
  return (
    <ExternalLink href={address}>
      {address}
      <span aria-hidden="true"> ↗</span>
    </ExternalLink>
  );
}
