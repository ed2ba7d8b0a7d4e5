import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import lite from './i18next';
import LanguageDetector from './language-detector';
import { initReactI18next, Trans, useTranslation } from './react-i18next';

const resources = {
  en: {
    translation: {
      hello: 'Hello',
      legal: 'I agree to the <terms>Terms</terms> and the <privacy>Policy</privacy>.',
    },
  },
  ru: {
    translation: {
      hello: 'Привет',
      legal: 'Я принимаю <terms>Условия</terms> и <privacy>Политику</privacy>.',
    },
  },
};

/** Trans gives each tag's text as the component's children. */
function Link({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

function Greeting() {
  const { t } = useTranslation();
  return (
    <p>
      {t('hello')}{' '}
      <Trans
        i18nKey="legal"
        components={{ terms: <Link href="/terms" />, privacy: <Link href="/privacy" /> }}
      />
    </p>
  );
}

it('renders through the default instance, Trans with its named tags, and re-renders on a language change', async () => {
  localStorage.setItem('i18nextLng', 'en');
  const i18n = lite.createInstance().use(LanguageDetector).use(initReactI18next);
  await i18n.init({ supportedLngs: ['en', 'ru'], fallbackLng: 'ru', resources });
  render(<Greeting />);
  expect(screen.getByText(/Hello/)).toHaveTextContent('Hello I agree to the Terms and the Policy.');
  expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Policy' })).toHaveAttribute('href', '/privacy');
  await act(async () => {
    await i18n.changeLanguage('ru');
  });
  expect(screen.getByRole('link', { name: 'Условия' })).toHaveAttribute('href', '/terms');
  expect(screen.getByText(/Привет/)).toBeInTheDocument();
  expect(localStorage.getItem('i18nextLng')).toBe('ru');
});
