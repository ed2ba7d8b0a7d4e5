import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderThemed } from '../testing/render-themed';
import { LinkTabs } from './link-tabs';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderInRouter(path: string, ui: ReactElement) {
  const user = userEvent.setup();
  renderThemed(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Location />
    </MemoryRouter>,
  );
  return { user };
}

const items = [
  { to: '/statuspages/p1', label: 'Overview', end: true },
  { to: '/statuspages/p1/incidents', label: 'Incidents' },
  { to: '/statuspages/p1/subscribers', label: 'Subscribers' },
];

describe('LinkTabs', () => {
  it('is a named navigation of links; the current route is aria-current="page"', () => {
    renderInRouter('/statuspages/p1/incidents', <LinkTabs items={items} aria-label="Status page sections" />);
    const nav = screen.getByRole('navigation', { name: 'Status page sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Incidents' })).toHaveAttribute('aria-current', 'page');
    // `end`: the overview is not current below its own path.
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Subscribers' })).toHaveAttribute(
      'href',
      '/statuspages/p1/subscribers',
    );
  });

  it('wraps onto more rows on a narrow screen instead of hiding tabs past the edge', () => {
    renderInRouter('/statuspages/p1', <LinkTabs items={items} aria-label="Sections" />);
    const list = screen.getByRole('list');
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(getComputedStyle(list).overflowX).not.toBe('auto');
  });

  it('moves focus with the arrow keys, Home and End, and follows a link on Enter', async () => {
    const { user } = renderInRouter('/statuspages/p1', <LinkTabs items={items} aria-label="Sections" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Incidents' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Subscribers' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(await screen.findByRole('link', { name: 'Subscribers', current: 'page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/statuspages/p1/subscribers');
  });
});
