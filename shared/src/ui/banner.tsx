import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 18px;
  line-height: 1;
  padding: 2px 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

export type BannerProps = { variant: BannerVariant; children: ReactNode; onDismiss?(): void };

/** An inline message; errors are announced as alerts. Dismissible when onDismiss is given. */
export function Banner({ variant, children, onDismiss }: BannerProps) {
  const { t } = useTranslation();
  return (
    <Root $variant={variant} role={variant === 'error' ? 'alert' : 'status'} data-variant={variant}>
      <Content>{children}</Content>
      {onDismiss ? (
        <Close type="button" aria-label={t('common.close')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Close>
      ) : null}
    </Root>
  );
}
