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
});
