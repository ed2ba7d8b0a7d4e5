/** Design tokens, in the spirit of Atlassian's palette that Statuspage users know. */
const breakpoints = { sm: '640px', md: '768px', lg: '1024px' } as const;

export const theme = {
  colors: {
    primary: '#0c66e4',
    primaryHover: '#0055cc',
    primaryActive: '#09326c',
    onPrimary: '#ffffff',
    text: '#172b4d',
    textSubtle: '#44546f',
    textMuted: '#626f86',
    background: '#f7f8f9',
    surface: '#ffffff',
    surfaceHover: '#f1f2f4',
    surfacePressed: '#dcdfe4',
    border: '#dcdfe4',
    borderStrong: '#8590a2',
    focus: '#388bff',
    success: '#1f845a',
    successSubtle: '#dcfff1',
    danger: '#c9372c',
    dangerHover: '#ae2e24',
    dangerSubtle: '#ffeceb',
    onDanger: '#ffffff',
    warning: '#e2b203',
    warningSubtle: '#fff7d6',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', round: '9999px' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  font: {
    family:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, monospace",
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  shadows: {
    raised: '0 1px 1px rgba(9, 30, 66, 0.25), 0 0 1px rgba(9, 30, 66, 0.31)',
    overlay: '0 8px 12px rgba(9, 30, 66, 0.15), 0 0 1px rgba(9, 30, 66, 0.31)',
  },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm})`,
    md: `@media (min-width: ${breakpoints.md})`,
    lg: `@media (min-width: ${breakpoints.lg})`,
    /** Phones: narrower than `sm`, for what must be laid out differently there (never desktop). */
    belowSm: `@media (max-width: calc(${breakpoints.sm} - 0.02px))`,
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
