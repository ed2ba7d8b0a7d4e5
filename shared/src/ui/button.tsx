import type { ComponentPropsWithRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { SpinnerCircle } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; loading?: boolean };

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; }
    &:active:not(:disabled) { background: ${theme.colors.primaryActive}; }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled) { background: ${theme.colors.surfaceHover}; }
    &:active:not(:disabled) { background: ${theme.colors.surfacePressed}; }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.colors.textSubtle};
    &:hover:not(:disabled) { background: ${theme.colors.surfaceHover}; }
    &:active:not(:disabled) { background: ${theme.colors.surfacePressed}; }
  `,
  danger: (theme) => css`
    background: ${theme.colors.danger};
    color: ${theme.colors.onDanger};
    &:hover:not(:disabled) { background: ${theme.colors.dangerHover}; }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 500;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 120ms ease;
  ${({ theme, $variant }) => variants[$variant](theme)}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A button; `loading` disables it and shows a spinner next to its label. */
export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type ?? 'button'}
      $variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <SpinnerCircle $size={14} aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
}
