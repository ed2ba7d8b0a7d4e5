import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import ru from '../../../locales/ru/translation.json';
import { en } from '../testing/test-i18n';
import { theme } from '../ui/theme';
import { i18nOptions } from './i18n-options';
import { LanguageSwitcher } from './language-switcher';

beforeAll(async () => {
  localStorage.setItem('i18nextLng', 'en');
  const { backend: _backend, ...options } = i18nOptions('/unused');
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({ ...options, resources: { en: { translation: en }, ru: { translation: ru } } });
});

describe('LanguageSwitcher', () => {
  it('offers English and Русский under a translated label', () => {
    render(
      <ThemeProvider theme={theme}>
        <LanguageSwitcher />
      </ThemeProvider>,
    );
    const select = screen.getByRole('combobox', { name: en.language.label });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Русский']);
  });

  it('switches the language at once and saves it', async () => {
    render(
      <ThemeProvider theme={theme}>
        <LanguageSwitcher />
      </ThemeProvider>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ru' } });
    expect(await screen.findByRole('combobox', { name: ru.language.label })).toHaveValue('ru');
    expect(i18next.language).toBe('ru');
    expect(localStorage.getItem('i18nextLng')).toBe('ru');
  });
});
