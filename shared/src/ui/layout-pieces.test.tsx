import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderThemed } from '../testing/render-themed';
import { initTestI18n } from '../testing/test-i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { Skeleton } from './skeleton';
import { useDocumentTitle } from './use-document-title';

beforeAll(initTestI18n);

describe('Skeleton', () => {
  it('is one busy status announced by its label, its bars hidden', () => {
    const { container } = renderThemed(<Skeleton lines={3} label="Loading components" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading components');
    expect(container.querySelectorAll('[data-skeleton][aria-hidden="true"]')).toHaveLength(3);
  });

  it('draws one block of the given height and says "Loading…" by default', () => {
    const { container } = renderThemed(<Skeleton height="120px" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(1);
  });
});

describe('EmptyState', () => {
  it('names itself by its title and offers the next step', () => {
    renderThemed(
      <EmptyState
        icon={<svg />}
        title="No components yet"
        description="Components are the parts of your service that visitors see."
        action={<Button>Add component</Button>}
      />,
    );
    expect(screen.getByRole('region', { name: 'No components yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No components yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add component' })).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('has the h1, the actions, a back link and breadcrumbs whose last one is the current page', () => {
    renderThemed(
      <MemoryRouter>
        <PageHeader
          title="Acme status"
          description="status.acme.com"
          actions={<Button>Add incident</Button>}
          back={{ to: '/statuspages', label: 'Status pages' }}
          breadcrumbs={[{ label: 'Status pages', to: '/statuspages' }, { label: 'Acme status' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Acme status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add incident' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(trail).toHaveTextContent('Status pages');
    expect(screen.getByText('Acme status', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Status pages/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/statuspages', '/statuspages']);
  });
});

describe('PageHeader layout', () => {
  it('lets the title block take the line, so wrapped actions start a line of their own', () => {
    renderThemed(
      <MemoryRouter>
        <PageHeader
          title="Страницы статуса"
          description="A long description"
          actions={<Button>Create</Button>}
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 1 }).parentElement;
    if (!heading) throw new Error('no title block');
    // Grows into the free space (actions at the far end) and may shrink below its text's width.
    expect(getComputedStyle(heading).flexGrow).toBe('1');
    expect(getComputedStyle(heading).minWidth).toBe('0');
    const actions = screen.getByRole('button', { name: 'Create' }).parentElement;
    if (!actions) throw new Error('no actions');
    expect(getComputedStyle(actions).alignItems).toBe('center');
  });
});

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('sets "<title> · Statusdeck", follows changes and restores the old title on unmount', () => {
    document.title = 'Before';
    const view = render(<Titled title="Dashboard" />);
    expect(document.title).toBe('Dashboard · Statusdeck');
    view.rerender(<Titled title="Обзор" />);
    expect(document.title).toBe('Обзор · Statusdeck');
    view.unmount();
    expect(document.title).toBe('Before');
  });
});
