import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Description = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

type Props = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** One part of a settings screen: an h2 (naming the region), what it is, its actions, its content. */
export function Section({ title, description, actions, children }: Props) {
  const id = useId();
  return (
    <Root aria-labelledby={id}>
      <Head>
        <Heading>
          <Title id={id}>{title}</Title>
          {description ? <Description>{description}</Description> : null}
        </Heading>
        {actions ? <Actions>{actions}</Actions> : null}
      </Head>
      {children}
    </Root>
  );
}

/** A note in muted text under a control or heading: why something is read-only or disabled. */
export const Reason = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
