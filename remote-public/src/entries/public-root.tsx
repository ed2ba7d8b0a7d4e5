import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { PublicPageApp } from './public-page-app';
import { appProps, type PublicRenderInput } from './render-input';

/** The one tree the server renders and the browser hydrates (or renders, standalone). */
export function PublicRoot({ input, i18n }: { input: PublicRenderInput; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PublicPageApp {...appProps(input)} />
    </I18nextProvider>
  );
}
