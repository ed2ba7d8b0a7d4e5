import { selectChevronStyles } from '@statusdeck/shared';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** A compact native select for a table cell; the caller names it (aria-label) and explains it. */
export const InlineSelect = styled.select<ComponentPropsWithRef<'select'>>`
  min-height: 32px;
  padding: 0 ${({ theme }) => `${theme.space.xl} 0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${selectChevronStyles}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** A reason under a disabled control, tied to it by aria-describedby. */
export const CellNote = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;
  max-width: 16rem;
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  /* Stacked tables (Table stackOnNarrow, below 600px): actions start their own line, like Remove. */
  @media (max-width: 599.98px) {
    justify-content: flex-start;
  }
`;
