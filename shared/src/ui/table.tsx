import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

// Wide tables scroll sideways inside their own box instead of widening the page on phones.
// position: relative makes the box the containing block of absolutely positioned content (the
// visually hidden header of an actions column): without it that content escapes the scroll box
// and widens the whole page (the subscribers table made a 390px page 587px wide).
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Caption = styled.caption`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: start;
  font-weight: 600;
`;

const cellPadding = ({ theme }: { theme: { space: { sm: string; lg: string } } }) =>
  `${theme.space.sm} ${theme.space.lg}`;

const Th = styled.th<{ $align: 'start' | 'end' }>`
  padding: ${cellPadding};
  text-align: ${({ $align }) => $align};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Td = styled.td<{ $align: 'start' | 'end' }>`
  padding: ${cellPadding};
  text-align: ${({ $align }) => $align};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  tr:last-child > & {
    border-bottom: 0;
  }
`;

const RowHeader = styled(Td).attrs({ as: 'th', scope: 'row' })`
  font-weight: 500;
`;

/** A cell's column name, shown only in the stacked layout (the header row is hidden there). */
const CellLabel = styled.span`
  display: none;
`;

const STACK_BELOW = '599.98px'; // below 600px

// On phones, each row becomes a card: the row header is its title, every other cell a label/value
// line, the row actions a line of their own — nothing hides off-screen behind a sideways scroll.
// Table semantics stay (explicit roles keep them where display changes would drop them); the
// header row is visually hidden, so screen readers still hear each cell's column.
const StackedTable = styled(StyledTable)`
  @media (max-width: ${STACK_BELOW}) {
    &,
    & > tbody,
    & > tbody > tr,
    & > tbody > tr > * {
      display: block;
    }
    & > thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    & > tbody > tr {
      padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & > tbody > tr:last-child {
      border-bottom: 0;
    }
    & > tbody > tr > * {
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: 0;
      text-align: start;
      overflow-wrap: anywhere;
    }
    & > tbody > tr > th {
      font-size: ${({ theme }) => theme.fontSizes.md};
      font-weight: 600;
    }
    & ${CellLabel} {
      display: block;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textSubtle};
    }
  }
`;

const StackedScroller = styled(Scroller)`
  @media (max-width: ${STACK_BELOW}) {
    overflow-x: visible;
  }
`;

export type TableColumn<Row> = {
  /** Unique within the table; also the React key. */
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  align?: 'start' | 'end';
  /** Names each row for screen readers (th scope=row), e.g. the page or component name. */
  rowHeader?: boolean;
  /** Keep the header for screen readers but do not show it (a column of row actions). */
  hideHeader?: boolean;
};

export type TableProps<Row> = {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The table's name, shown above it unless `hideCaption`; also names the scroll region. */
  caption: string;
  hideCaption?: boolean;
  /**
   * Below 600px wide, show each row as a card (row header as its title, every other cell under its
   * column name, actions on their own line) instead of scrolling sideways: for tables whose last
   * column holds row actions that must stay on screen on a phone.
   */
  stackOnNarrow?: boolean;
};

/** A semantic data table (caption, th scope=col, optional row headers) that scrolls on narrow screens. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  stackOnNarrow = false,
}: TableProps<Row>) {
  const Box = stackOnNarrow ? StackedScroller : Scroller;
  const Grid = stackOnNarrow ? StackedTable : StyledTable;
  // Explicit roles: a table whose parts are display: block (stacked) keeps its semantics everywhere.
  const role = <T extends string>(name: T) => (stackOnNarrow ? { role: name } : {});
  return (
    // tabIndex: a scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <Box role="region" aria-label={caption} tabIndex={0}>
      <Grid {...role('table')}>
        {hideCaption ? (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : (
          <Caption>{caption}</Caption>
        )}
        <thead {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((column) => (
              <Th key={column.id} scope="col" $align={column.align ?? 'start'} {...role('columnheader')}>
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...role('row')}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <RowHeader key={column.id} $align={column.align ?? 'start'} {...role('rowheader')}>
                    {column.cell(row)}
                  </RowHeader>
                ) : (
                  <Td key={column.id} $align={column.align ?? 'start'} {...role('cell')}>
                    {stackOnNarrow && !column.hideHeader ? (
                      <CellLabel aria-hidden="true">{column.header}</CellLabel>
                    ) : null}
                    {column.cell(row)}
                  </Td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Box>
  );
}
