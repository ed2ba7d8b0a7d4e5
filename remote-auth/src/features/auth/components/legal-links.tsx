import { appConfig, resolveUrl, VisuallyHidden } from '@statusdeck/shared';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/** Opens in a new tab, so a half-filled form is not lost; screen readers are told so. */
function LegalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{t('auth.legal.newTab')}</VisuallyHidden>
    </a>
  );
}

/**
 * A sentence whose <terms> and <privacy> parts link to the Terms of Service and the Privacy Policy where
 * the configuration puts them: the product's default pages on the API server, or the operator's own.
 */
export function LegalSentence({ i18nKey }: { i18nKey: 'auth.register.terms' | 'auth.footer.terms' }) {
  const { termsUrl, privacyUrl } = appConfig();
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        terms: <LegalLink href={resolveUrl(termsUrl)} />,
        privacy: <LegalLink href={resolveUrl(privacyUrl)} />,
      }}
    />
  );
}
