import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseButton } from './close-button';

export type BannerVariant = 'success' | 'error';

const Root = styled.div<{ $variant: BannerVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid
    ${({ theme, $variant }) => ($variant === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $variant }) =>
    $variant === 'success' ? theme.colors.successSubtle : theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Close = styled(CloseButton)`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 18px;
  padding: 2px 4px;
`;

export type BannerProps = { variant: BannerVariant; children: ReactNode; onDismiss?(): void };

/** An inline message; errors are announced as alerts. Dismissible when onDismiss is given. */
export function Banner({ variant, children, onDismiss }: BannerProps) {
  return (
    <Root $variant={variant} role={variant === 'error' ? 'alert' : 'status'} data-variant={variant}>
      <Content>{children}</Content>
      {onDismiss ? <Close onClick={onDismiss} /> : null}
    </Root>
  );
}
