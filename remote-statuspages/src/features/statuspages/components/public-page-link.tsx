import { paths, VisuallyHidden } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';

/** The page's public address, opened in a new tab so the console stays where it is. */
export function PublicPageLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const href = paths.publicPage(slug);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
      <span aria-hidden="true"> ↗</span>
      <VisuallyHidden> ({t('statuspages.opensInNewTab')})</VisuallyHidden>
    </a>
  );
}
