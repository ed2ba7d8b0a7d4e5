import type { i18n } from 'i18next';

/** When the public API cannot be reached: says so, in the visitor's language, with a retry. */
export function StandaloneFailure({ i18n, onRetry }: { i18n: i18n; onRetry: () => void }) {
  const t = i18n.getFixedT(i18n.language);
  return (
    <main
      style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{t('public.standalone.loadFailedTitle')}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('public.standalone.loadFailedDescription')}</p>
      <button type="button" onClick={onRetry}>
        {t('public.standalone.retry')}
      </button>
    </main>
  );
}
