import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Icon = styled.div`
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Description = styled.p`
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** A decorative picture or icon (hidden from screen readers: the title says it all). */
  icon?: ReactNode;
  /** The one next step, e.g. `<Button>Add a status page</Button>` or a link. */
  action?: ReactNode;
  /** Heading level: 2 on a page, 3 inside a section that already has an h2. */
  headingLevel?: 2 | 3;
};

/** What a list shows when there is nothing in it yet, and how to start: a region named by its title. */
export function EmptyState(props: EmptyStateProps) {
  return <Placard {...props} label={props.title} />;
}

/** The dashed, centred block of empty states and notices; `label` makes it a named region. */
export function Placard({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  label,
}: EmptyStateProps & { label?: string }) {
  return (
    <Root aria-label={label}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
