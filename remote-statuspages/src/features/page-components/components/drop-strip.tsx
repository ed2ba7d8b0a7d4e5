import styled from 'styled-components';
import { Section } from './group-section';
import { SectionEmpty } from './section-list';

/**
 * "Without a group" when every component is grouped: only a slim drop target for taking one out
 * (pointer or keyboard), with no heading. It keeps its size while dragging, since dnd-kit measures
 * the targets when a drag starts, and is outlined in the accent colour then (`$active`).
 */
export const DropStrip = styled(Section)<{ $active: boolean }>`
  border-style: dashed;
  border-color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  & ul {
    min-height: 0;
  }
  & ${SectionEmpty} {
    border-top: 0;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
