import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../../../locales/en/translation.json';
import ru from '../../../../../locales/ru/translation.json';
import { PublicPageApp, type PublicPageAppProps } from '../public-page-app';

/** Both languages in memory, as the lean bundle inlines them (only test files import this). */
export async function initPublicI18n(): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en }, ru: { translation: ru } },
      interpolation: { escapeValue: false },
    });
  }
}

const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** Makes the "browser" report `zone` as its time zone (what the page reads after hydration). */
export function setVisitorTimeZone(zone: string): void {
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: zone };
  });
}

/** Renders the page as a browser in `visitorZone` sees it after hydration. */
export function renderPublic(
  props: Partial<PublicPageAppProps> & Pick<PublicPageAppProps, 'view'>,
  visitorZone = 'UTC',
) {
  setVisitorTimeZone(visitorZone);
  return render(<PublicPageApp links={publicPagePaths({ slug: 'acme' })} {...props} />);
}
