import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { PublicPageApp } from '../features/public-page/public-page-app';
import { appProps, isSubscriptionView, type PublicRenderInput } from './render-input';
import { SubscriptionRoot } from './subscription-root';

/** The one tree the server renders and the browser hydrates (or renders, standalone). */
export function PublicRoot({ input, i18n }: { input: PublicRenderInput; i18n: i18n }) {
  const { view } = input;
  return (
    <I18nextProvider i18n={i18n}>
      {isSubscriptionView(view) ? (
        <SubscriptionRoot view={view} lang={input.language} />
      ) : (
        <PublicPageApp {...appProps({ ...input, view })} />
      )}
    </I18nextProvider>
  );
}
