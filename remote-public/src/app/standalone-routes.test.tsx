import { StandaloneApp } from '@statusdeck/shared';
import { initTestI18n } from '@statusdeck/shared/testing';
import { render, screen } from '@testing-library/react';
import { StandaloneRoutes } from './standalone-routes';

beforeAll(initTestI18n);

beforeEach(() => localStorage.clear());

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <StandaloneApp>
      <StandaloneRoutes />
    </StandaloneApp>,
  );
}

it('shows the public page notice at /public-page', async () => {
  openAt('/public-page');
  expect(await screen.findByRole('heading', { name: 'The public status page is being built' })).toBeVisible();
});

it('sends any other path of its origin to /public-page', async () => {
  openAt('/somewhere/else');
  expect(await screen.findByRole('heading', { name: 'The public status page is being built' })).toBeVisible();
  expect(window.location.pathname).toBe('/public-page');
});

it('shows the not-found screen for an unknown public page path', async () => {
  openAt('/public-page/nope');
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
});
