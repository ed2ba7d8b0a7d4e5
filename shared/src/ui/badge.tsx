import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { BadgeTone } from './status-tone';

// Text colours are the darker shade of each family so they pass WCAG AA on the subtle background.
const TONES: Record<BadgeTone, (theme: DefaultTheme) => { dot: string; bg: string; fg: string }> = {
  neutral: (theme) => ({
    dot: theme.colors.textMuted,
    bg: theme.colors.surfaceHover,
    fg: theme.colors.textSubtle,
  }),
  info: (theme) => ({ dot: theme.colors.primary, bg: '#e9f2ff', fg: '#0055cc' }),
  success: (theme) => ({ dot: theme.colors.success, bg: theme.colors.successSubtle, fg: '#216e4e' }),
  warning: (theme) => ({ dot: theme.colors.warning, bg: theme.colors.warningSubtle, fg: '#7f5f01' }),
  orange: () => ({ dot: '#e56910', bg: '#fff3eb', fg: '#a54800' }),
  danger: (theme) => ({ dot: theme.colors.danger, bg: theme.colors.dangerSubtle, fg: '#ae2e24' }),
  maintenance: () => ({ dot: '#1d7afc', bg: '#e9f2ff', fg: '#0055cc' }),
};

const Root = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 18px;
  white-space: nowrap;
  background: ${({ theme, $tone }) => TONES[$tone](theme).bg};
  color: ${({ theme, $tone }) => TONES[$tone](theme).fg};
`;

const Dot = styled.span<{ $tone: BadgeTone }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => TONES[$tone](theme).dot};
`;

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  /** A coloured dot before the text, as status lists show. */
  dot?: boolean;
};

/**
 * A short label. Colour is never the only signal: the text says the status too.
 * For statuses: `<Badge tone={componentStatusTone(c.status)} dot>{t(...)}</Badge>`.
 */
export function Badge({ children, tone = 'neutral', dot = false }: BadgeProps) {
  return (
    <Root $tone={tone} data-tone={tone}>
      {dot ? <Dot $tone={tone} aria-hidden="true" /> : null}
      {children}
    </Root>
  );
}
