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

export type NoticeProps = { title: string; description?: string; action?: ReactNode };

/** Empty states and "being built" notices. */
export function Notice({ title, description, action }: NoticeProps) {
  return (
    <Root>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
