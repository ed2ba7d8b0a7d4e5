import { theme } from '@statusdeck/shared';
import { initTestI18n } from '@statusdeck/shared/testing';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ThemeProvider } from 'styled-components';
import ru from '../../../../../locales/ru/translation.json';
import { UsageBars } from './usage-bars';

const METRICS = [
  { metric: 'components', used: 0, limit: 100 },
  { metric: 'subscribers', used: 1200, limit: 5000 },
] as const;

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('ru', 'translation', ru, true, true);
});
afterAll(() => act(() => i18next.changeLanguage('en')));

// jsdom lays nothing out: the e2e settings-russian spec checks the one line at 1280 px in Chromium.
it.each([
  ['en', ['0 of 100', '1,200 of 5,000']],
  ['ru', ['0 из 100', '1\u00a0200 из 5\u00a0000']],
])('keeps each figure on one line, beside a name that may wrap (%s)', async (language, figures) => {
  await act(() => i18next.changeLanguage(language));
  render(
    <ThemeProvider theme={theme}>
      <UsageBars metrics={METRICS.map((metric) => ({ ...metric }))} plan="pro" />
    </ThemeProvider>,
  );
  for (const figure of figures) {
    const amount = screen.getByText(figure, { exact: true, normalizer: (text) => text });
    expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(amount).flexShrink).toBe('0');
    // The wrapping is the name's job.
    expect(getComputedStyle(amount.previousElementSibling as Element).whiteSpace).not.toBe('nowrap');
  }
});
