import { loadAppConfig, theme } from '@statusdeck/shared';
import { installFakeFetch, routes } from '@statusdeck/shared/testing';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { ThemeProvider } from 'styled-components';
import { initTestI18n } from '../../../testing/render-app';
import { BrandPanel, initials } from './brand-panel';

beforeAll(initTestI18n);

/** The panel as the app starts it: after /app-config.json was read with the operator's quote, or none. */
async function renderPanel(signInQuote: unknown) {
  installFakeFetch(routes({ 'GET /app-config.json': { status: 200, body: { apiBase: '', signInQuote } } }));
  await loadAppConfig();
  render(
    <ThemeProvider theme={theme}>
      <BrandPanel />
    </ThemeProvider>,
  );
  // Hidden below 768 px; jsdom matches no media query.
  return within(screen.getByRole('complementary', { hidden: true }));
}

it('quotes a line about the product, signed by nobody, when the operator set no quote', async () => {
  const panel = await renderPanel(null);
  const quote = panel.getByText(/Tell your customers what is happening before they have to ask/);
  expect(quote.closest('figure')?.querySelector('figcaption')).toBeNull();
});

it("shows the operator's quote with its author's name, initials and role", async () => {
  const panel = await renderPanel({
    text: 'Our customers check the page before they call.',
    author: 'Anna Petrova',
    role: 'Support lead, Example Ltd',
  });
  expect(panel.getByText('“Our customers check the page before they call.”')).toBeInTheDocument();
  expect(panel.queryByText(/Tell your customers/)).toBeNull();
  expect(panel.getByText('Anna Petrova')).toBeInTheDocument();
  expect(panel.getByText('AP')).toBeInTheDocument();
  expect(panel.getByText('Support lead, Example Ltd')).toBeInTheDocument();
});

it('leaves the author line out when the quote has no author, and the role out when it has none', async () => {
  const unsigned = await renderPanel({ text: 'Status first.', author: null, role: null });
  expect(unsigned.getByText('“Status first.”').closest('figure')?.querySelector('figcaption')).toBeNull();
  document.body.innerHTML = '';

  const noRole = await renderPanel({ text: 'Status first.', author: 'Ops', role: null });
  const caption = noRole.getByText('Ops').closest('figcaption');
  expect(caption).toHaveTextContent(/^OOps$/);
});

it('takes the initials of the first two words', () => {
  expect(initials('maria  von ivanova')).toBe('MV');
  expect(initials('Ops')).toBe('O');
});

it('quotes with the language’s own marks: « » in Russian', async () => {
  await i18next.changeLanguage('ru');
  try {
    const panel = await renderPanel({ text: 'Сначала статус.', author: null, role: null });
    expect(panel.getByText('«Сначала статус.»')).toBeInTheDocument();
  } finally {
    await i18next.changeLanguage('en');
  }
});
