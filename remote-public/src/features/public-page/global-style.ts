import { createGlobalStyle } from 'styled-components';
import { documentThemeCss, type PublicTheme } from './theme';

/**
 * html and body in the public page's theme (light, dark, or the system's for auto), body margin 0.
 * Rendered by PublicPageApp, so the server-rendered page, the standalone page and the page inside
 * the console all get it; styled-components removes it when the page unmounts (back to the console).
 */
export const PublicDocumentStyle = createGlobalStyle<{ $theme: PublicTheme }>`
  ${({ $theme }) => documentThemeCss($theme)}
`;
