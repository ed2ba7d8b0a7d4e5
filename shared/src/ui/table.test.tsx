import { screen, within } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { Table } from './table';

type Component = { id: string; name: string; status: string };

const rows: Component[] = [
  { id: 'c1', name: 'API', status: 'Operational' },
  { id: 'c2', name: 'Website', status: 'Major outage' },
];

const columns = [
  { id: 'name', header: 'Name', cell: (row: Component) => row.name, rowHeader: true },
  { id: 'status', header: 'Status', cell: (row: Component) => row.status },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button>, hideHeader: true },
];

describe('Table', () => {
  it('is a captioned table with column headers and a header cell naming each row', () => {
    renderThemed(<Table caption="Components" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Components' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Status', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Website' })).toBeInTheDocument();
    const website = within(table).getAllByRole('row')[2];
    if (!website) throw new Error('row missing');
    expect(within(website).getByRole('cell', { name: 'Major outage' })).toBeInTheDocument();
  });

  it('scrolls sideways in a named region that the keyboard can reach', () => {
    renderThemed(<Table caption="Components" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getByRole('region', { name: 'Components' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps its visually hidden headers inside its scroll box, so they cannot widen the page', () => {
    renderThemed(<Table caption="Components" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    // The hidden "Actions" header is position: absolute; its containing block must be the scroller.
    const hidden = screen.getByText('Actions');
    expect(getComputedStyle(hidden).position).toBe('absolute');
    const region = screen.getByRole('region', { name: 'Components' });
    expect(getComputedStyle(region).position).toBe('relative');
    expect(getComputedStyle(region).overflowX).toBe('auto');
  });

  it('can keep its caption for screen readers only', () => {
    renderThemed(
      <Table caption="Components" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    expect(screen.getByRole('table', { name: 'Components' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  describe('stacked on narrow screens', () => {
    const stacked = () =>
      renderThemed(
        <Table stackOnNarrow caption="Components" columns={columns} rows={rows} rowKey={(row) => row.id} />,
      );

    it('keeps its table semantics, with explicit roles that survive display: block', () => {
      stacked();
      const table = screen.getByRole('table', { name: 'Components' });
      expect(table).toHaveAttribute('role', 'table');
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(within(table).getByRole('rowheader', { name: 'Website' })).toHaveAttribute('role', 'rowheader');
      expect(within(table).getByRole('cell', { name: 'Major outage' })).toHaveAttribute('role', 'cell');
      expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    });

    it('labels each value cell with its column for sighted users only, and never labels the actions', () => {
      stacked();
      const website = screen.getAllByRole('row')[2];
      if (!website) throw new Error('row missing');
      const status = within(website).getByRole('cell', { name: 'Major outage' });
      const label = within(status).getByText('Status');
      expect(label).toHaveAttribute('aria-hidden', 'true');
      const actions = within(website).getByRole('button', { name: 'Edit' }).closest('td');
      expect(actions?.textContent).toBe('Edit');
      // The row header is the card's title, without a label.
      expect(within(website).getByRole('rowheader').textContent).toBe('Website');
    });

    it('switches to cards below 600px and lets the actions wrap instead of scrolling sideways', () => {
      stacked();
      const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
      expect(css).toMatch(/@media \(max-width: ?599\.98px\)\{[^@]*display: ?block/);
      expect(css).toMatch(/@media \(max-width: ?599\.98px\)\{[^@]*overflow-x: ?visible/);
    });

    it('leaves tables that do not ask for it unchanged', () => {
      renderThemed(<Table caption="Components" columns={columns} rows={rows} rowKey={(row) => row.id} />);
      expect(screen.getByRole('table', { name: 'Components' })).not.toHaveAttribute('role');
      expect(screen.getByRole('cell', { name: 'Major outage' }).textContent).toBe('Major outage');
    });
  });
});
