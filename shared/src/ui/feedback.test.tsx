import { act, fireEvent, screen } from '@testing-library/react';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import ru from '../../../locales/ru/translation.json';
import { renderThemed } from '../testing/render-themed';
import { en, initTestI18n } from '../testing/test-i18n';
import { Banner } from './banner';
import { Notice } from './notice';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

beforeAll(initTestI18n);

describe('Spinner', () => {
  it('is a status with a visually hidden, translated default label', () => {
    renderThemed(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent(en.common.loading);
  });

  it('uses the given label', () => {
    renderThemed(<Spinner label="Loading pages" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pages');
  });
});

describe('before the translations have arrived', () => {
  /** An i18next instance whose translation file is still on its way until `arrive()`, as at start-up. */
  async function startingI18n(language: 'en' | 'ru') {
    let asked: (deliver: () => void) => void = () => {};
    const requested = new Promise<() => void>((resolve) => {
      asked = resolve;
    });
    const backend: BackendModule = {
      type: 'backend',
      init: () => {},
      read: (lng, _ns, callback) => asked(() => callback(null, (lng === 'ru' ? ru : en) as ResourceKey)),
    };
    const instance = i18next.createInstance().use(backend);
    const initialised = instance.init({ lng: language, fallbackLng: false, react: { useSuspense: false } });
    return {
      instance,
      arrive: async () => {
        await act(async () => {
          (await requested)();
          await initialised;
        });
      },
    };
  }

  it.each([
    ['Spinner', <Spinner key="spinner" />],
    ['Skeleton', <Skeleton key="skeleton" />],
  ] as [string, ReactElement][])(
    '%s has no label, never the raw key, then the translated one (en and ru)',
    async (_name, ui) => {
      for (const [language, strings] of [
        ['en', en],
        ['ru', ru],
      ] as const) {
        const { instance, arrive } = await startingI18n(language);
        const { unmount } = renderThemed(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
        expect(screen.getByRole('status')).toHaveTextContent(/^$/);
        expect(screen.getByRole('status').textContent).not.toContain('common.loading');
        await arrive();
        expect(await screen.findByRole('status')).toHaveTextContent(strings.common.loading);
        unmount();
      }
    },
  );

  it('a given label shows at once', async () => {
    const { instance } = await startingI18n('ru');
    renderThemed(
      <I18nextProvider i18n={instance}>
        <Spinner label={ru.layout.loadingSession} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ru.layout.loadingSession);
  });
});

describe('Banner', () => {
  it('announces errors as alerts and can be dismissed with a translated close button', () => {
    const onDismiss = jest.fn();
    renderThemed(
      <Banner variant="error" onDismiss={onDismiss}>
        Something failed
      </Banner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    fireEvent.click(screen.getByRole('button', { name: en.common.close }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows success as a status without a close button when not dismissible', () => {
    renderThemed(<Banner variant="success">Account created</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Account created');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Notice', () => {
  it('shows a heading, a description and an action', () => {
    renderThemed(
      <Notice title="No status pages yet" description="Create one" action={<a href="/x">Add</a>} />,
    );
    expect(screen.getByRole('heading', { name: 'No status pages yet' })).toBeInTheDocument();
    expect(screen.getByText('Create one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
  });
});
