import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderThemed } from '../testing/render-themed';
import { initTestI18n } from '../testing/test-i18n';
import { NotFoundScreen } from './not-found-screen';

beforeAll(initTestI18n);

function renderScreen(fullPage?: boolean) {
  return renderThemed(
    <MemoryRouter>
      <NotFoundScreen fullPage={fullPage} />
    </MemoryRouter>,
  );
}

it('shows 404, a translated title, a picture, a description and a link home', () => {
  renderScreen();
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible();
  expect(screen.getByRole('img', { name: 'A browser window with a puzzled face' })).toHaveAttribute(
    'src',
    'test-file-stub',
  );
  expect(screen.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
});

it('is the main landmark as a page of its own', () => {
  renderScreen();
  expect(screen.getByRole('main')).toHaveTextContent('404');
});

it('adds no second main landmark inside a layout that has one', () => {
  renderScreen(false);
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
});

it('names the browser tab "Page not found · Statusdeck"', () => {
  renderScreen();
  expect(document.title).toBe('Page not found · Statusdeck');
});
