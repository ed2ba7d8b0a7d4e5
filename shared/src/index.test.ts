import * as shared from './index';

describe('public API', () => {
  it('exports exactly the contract names', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        'ACTIVITY_RENEWAL_DELAY_MS',
        'ApiError',
        'AppProviders',
        'Avatar',
        'Banner',
        'Button',
        'CURRENT_USER_KEY',
        'Card',
        'Checkbox',
        'FALLBACK_LANGUAGE',
        'GlobalStyle',
        'Input',
        'LanguageSwitcher',
        'Menu',
        'Notice',
        'NotFoundScreen',
        'RENEWAL_INTERVAL_MS',
        'STORAGE_KEYS',
        'SUPPORTED_LANGUAGES',
        'SessionProvider',
        'Spinner',
        'Tabs',
        'TextField',
        'Toaster',
        'apiFetch',
        'avatarLetter',
        'configureApi',
        'decodeTokenExp',
        'fetcher',
        'initI18n',
        'notify',
        'notifyApiError',
        'renewSession',
        'swrConfig',
        'theme',
        'useRegisterNavigate',
        'useSession',
      ].sort(),
    );
  });
});
