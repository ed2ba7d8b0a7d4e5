import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

/** What a section says when it has no rows. */
export const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One titled section of the incidents tab (active, in progress, upcoming, history). */
export function IncidentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Section>
  );
}
