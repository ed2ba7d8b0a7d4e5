import type { Api } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OVERALL_LABEL_KEYS } from '../../../components/page-status-badge';
import { BRAND_COLOR_PATTERN } from '../page-rules';

type Palette = { background: string; text: string; muted: string; border: string };

const PALETTES: Record<'light' | 'dark', Palette> = {
  light: { background: '#ffffff', text: '#172b4d', muted: '#626f86', border: '#dcdfe4' },
  dark: { background: '#1d2125', text: '#dee4ea', muted: '#9fadbc', border: '#38414a' },
};

/** White or near-black text, whichever reads better on the brand colour (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#172b4d' : '#ffffff';
}

function resolvedTheme(theme: Api.Page['theme']): 'light' | 'dark' {
  if (theme !== 'auto') return theme;
  const dark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return dark ? 'dark' : 'light';
}

const Frame = styled.figure<{ $palette: Palette }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ $palette }) => $palette.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $palette }) => $palette.background};
  color: ${({ $palette }) => $palette.text};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Logo = styled.img`
  max-height: 40px;
  max-width: 160px;
  object-fit: contain;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

// The public page's status colours: green fine, yellow minor, orange major, red critical,
// blue maintenance. The brand colour is for the page's own controls, not for its health.
const STATUS_COLORS: Record<string, string> = {
  none: '#1f845a',
  minor: '#e2b203',
  major: '#e56910',
  critical: '#c9372c',
  maintenance: '#1d7afc',
};

const Subscribe = styled.span<{ $color: string }>`
  margin-left: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  color: ${({ $color }) => textOn($color)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

const StatusBanner = styled.div<{ $color: string }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  color: ${({ $color }) => textOn($color)};
  font-weight: 600;
`;

const Caption = styled.figcaption<{ $muted: string }>`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ $muted }) => $muted};
`;

type HeaderPreviewProps = {
  name: string;
  logoUrl?: string;
  brandColor: string;
  theme: Api.Page['theme'];
  /** The page's overall status now, so the preview shows what visitors would read. */
  status: string | undefined;
};

/** The top of the public page as visitors will see it, redrawn on every edit. */
export function HeaderPreview({ name, logoUrl, brandColor, theme, status }: HeaderPreviewProps) {
  const { t } = useTranslation();
  const mode = resolvedTheme(theme);
  const palette = PALETTES[mode];
  // A half-typed colour keeps the last one the preview could draw: the default blue.
  const color = BRAND_COLOR_PATTERN.test(brandColor) ? brandColor : '#2563eb';
  const overall = status && Object.hasOwn(STATUS_COLORS, status) ? status : 'none';
  const statusColor = STATUS_COLORS[overall] ?? '#1f845a';
  return (
    <Frame
      $palette={palette}
      data-testid="appearance-preview"
      data-theme={mode}
      aria-label={t('statuspages.appearance.preview')}
    >
      <Header>
        {logoUrl ? <Logo src={logoUrl} alt={t('statuspages.appearance.logoAlt', { name })} /> : null}
        <Name>{name}</Name>
        <Subscribe $color={color} data-testid="appearance-preview-brand" data-color={color}>
          {t('statuspages.appearance.previewSubscribe')}
        </Subscribe>
      </Header>
      <StatusBanner $color={statusColor} data-testid="appearance-preview-banner" data-color={statusColor}>
        {t(OVERALL_LABEL_KEYS[overall] ?? 'statuspages.overall.none')}
      </StatusBanner>
      <Caption $muted={palette.muted}>{t('statuspages.appearance.previewCaption')}</Caption>
    </Frame>
  );
}
