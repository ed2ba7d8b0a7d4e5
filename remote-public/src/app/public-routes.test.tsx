import { initTestI18n, renderAt } from '@statusdeck/shared/testing';
import { screen } from '@testing-library/react';
import PublicRoutes from './public-routes';

beforeAll(initTestI18n);

it.each(['/public-page', '/public-page/incident/7'])(
  'says the public page is being built at %s',
  async (path) => {
    renderAt(path, '/public-page', <PublicRoutes />);
    expect(
      await screen.findByRole('heading', { name: 'The public status page is being built' }),
    ).toBeVisible();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  },
);

it.each(['/public-page/nope', '/public-page/incident', '/public-page/incident/7/more'])(
  'shows the not-found screen at %s',
  async (path) => {
    renderAt(path, '/public-page', <PublicRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'A browser window with a puzzled face' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('The public status page is being built')).not.toBeInTheDocument();
  },
);
