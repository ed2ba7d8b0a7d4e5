import '../testing/global-fetch-placeholder';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { navigateTo } from '../http/navigation';
import { installFakeFetch } from '../testing/fake-fetch';
import { en } from '../testing/test-i18n';
import { startStandaloneApp } from './start-standalone-app';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('auth.login.title')}</h1>;
}

let root: Root | undefined;

afterEach(() => act(() => root?.unmount()));

it('renders the routes into #root with translations and the API base from /app-config.json', async () => {
  localStorage.setItem('i18nextLng', 'en');
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/standalone');
  const { calls } = installFakeFetch(({ url }) =>
    url === '/app-config.json'
      ? { status: 200, body: { apiBase: 'https://api.example.com' } }
      : { status: 200, body: en },
  );

  await act(async () => {
    root = await startStandaloneApp(
      <Routes>
        <Route path="/standalone" element={<Title />} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>,
    );
  });

  expect(await screen.findByRole('heading', { name: en.auth.login.title })).toBeVisible();
  const urls = calls.map((call) => call.url);
  expect(urls[0]).toBe('/app-config.json');
  expect(urls).toContain('https://api.example.com/locales/en/translation.json');

  // Shared's redirects go through the router (no reload), so the new route renders in place.
  await act(async () => navigateTo('/elsewhere'));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  expect(window.location.pathname).toBe('/elsewhere');
});

it('refuses a page without #root', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = '';
  installFakeFetch(() => ({ status: 404 }));
  await expect(startStandaloneApp(null)).rejects.toThrow('index.html has no #root element');
  jest.restoreAllMocks();
});
