import { initI18n } from '@statusdeck/shared';
import { useEffect, useState } from 'react';

let initialisation: Promise<unknown> | null = null;

/** Starts i18next once per page (StrictMode runs effects twice) and reports when it settled. */
export function useI18nReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    initialisation ??= initI18n().catch((error: unknown) => {
      // Missing translations must not keep the app behind a spinner; keys show instead.
      console.error('Translations failed to load', error);
    });
    void initialisation.then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return ready;
}
