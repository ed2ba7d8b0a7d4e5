import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

export type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link that opens in a new tab, so the screen the reader is on (a half-filled form, the console) stays
 * as it is; screen readers are told it opens a new tab, and the new page gets no hold on this one.
 */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
    </a>
  );
}
