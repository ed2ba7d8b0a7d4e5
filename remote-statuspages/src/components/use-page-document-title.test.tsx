import { initTestI18n } from '@statusdeck/shared/testing';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import ru from '../../../locales/ru/translation.json';
import { usePageDocumentTitle } from './use-page-document-title';

beforeAll(initTestI18n);
afterEach(() => i18next.changeLanguage('en'));

it("puts the status page's name after the screen's, and the brand last", () => {
  const { rerender } = renderHook(({ name }) => usePageDocumentTitle('Report an incident', name), {
    initialProps: { name: undefined as string | undefined },
  });
  expect(document.title).toBe('Report an incident · Statusdeck');
  rerender({ name: 'Acme & Co — Статус' });
  expect(document.title).toBe('Report an incident · Acme & Co — Статус · Statusdeck');
});

it('reads the same way in Russian', async () => {
  i18next.addResourceBundle('ru', 'translation', ru);
  await i18next.changeLanguage('ru');
  renderHook(() => usePageDocumentTitle('Инциденты', 'Acme'));
  expect(document.title).toBe('Инциденты · Acme · Statusdeck');
});
