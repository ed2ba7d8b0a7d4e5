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
};

/** A semantic data table (caption, th scope=col, optional row headers) that scrolls on narrow screens. */
export function Table<Row>({ columns, rows, rowKey, caption, hideCaption = false }: TableProps<Row>) {
  return (
    // tabIndex: a scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        {hideCaption ? (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : (
          <Caption>{caption}</Caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.id} scope="col" $align={column.align ?? 'start'}>
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <RowHeader key={column.id} $align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </RowHeader>
                ) : (
                  <Td key={column.id} $align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </Td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
