import { appConfig, ExternalLink, resolveUrl } from '@statusdeck/shared';
import { Trans } from 'react-i18next';

/**
 * A sentence whose <terms> and <privacy> parts link to the Terms of Service and the Privacy Policy where
 * the configuration puts them (the product's default pages on the API server, or the operator's own), in
 * a new tab so a half-filled form is not lost.
 */
export function LegalSentence({ i18nKey }: { i18nKey: 'auth.register.terms' | 'auth.footer.terms' }) {
  const { termsUrl, privacyUrl } = appConfig();
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        terms: <ExternalLink href={resolveUrl(termsUrl)} />,
        privacy: <ExternalLink href={resolveUrl(privacyUrl)} />,
      }}
    />
  );
}
