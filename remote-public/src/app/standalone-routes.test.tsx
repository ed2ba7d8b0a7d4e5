import { StandaloneApp } from '@statusdeck/shared';
import { serveApi } from '@statusdeck/shared/testing';
import { render, screen } from '@testing-library/react';
import { snapshot } from '../features/public-page/testing/fixtures';
import { initPublicI18n } from '../features/public-page/testing/render-public';
import { StandaloneRoutes } from './standalone-routes';

beforeAll(initPublicI18n);

beforeEach(() => {
  localStorage.clear();
  serveApi((call) => (call.path === '/v1/public/pages/acme' ? { status: 200, body: snapshot() } : undefined));
});

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <StandaloneApp>
      <StandaloneRoutes />
    </StandaloneApp>,
  );
}

it('shows the public page named by ?page=', async () => {
  openAt('/public-page?page=acme');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
});

it('sends any other path of its origin to /public-page', async () => {
  openAt('/somewhere/else');
  expect(await screen.findByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
  expect(window.location.pathname).toBe('/public-page');
});

it('shows the public not-found screen for an unknown public page path', async () => {
  openAt('/public-page/nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
});
