import { initI18n } from '@statusdeck/shared';
import { useEffect, useState } from 'react';

let initialisation: Promise<void> | null = null;

/**
 * Starts loading translations once per page. Call it before the first render so providers that
 * translate (the session's toasts) find i18next already bound to React.
 */
export function startI18n(): Promise<void> {
  initialisation ??= initI18n().then(
    () => undefined,
    (error: unknown) => {
      // Missing translations must not keep the app behind a spinner; keys show instead.
      console.error('Translations failed to load', error);
    },
  );
  return initialisation;
}

/** True once translations have loaded (or failed for good). */
export function useI18nReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void startI18n().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return ready;
}
