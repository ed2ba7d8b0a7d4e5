import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const Section = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const SectionName = styled.h3`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A component's checkbox and, once ticked, its status menu. Side by side on wider screens; on a phone
 * the menu would take all but a few pixels of the row (the name read "AP" for "API"), so it goes on
 * its own line under the name, and a name wraps between its words.
 */
export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(10rem, 14rem);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ theme }) => theme.media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
    padding-block: ${({ theme }) => theme.space.sm};
    & > label {
      overflow-wrap: break-word;
    }
    /* The menu lines up with the name, past the checkbox (16px) and its gap. */
    & > :not(label) {
      padding-inline-start: calc(16px + ${({ theme }) => theme.space.sm});
    }
  }
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
