import { Spinner } from '@statusdeck/shared';
import { ReleaseSignInShell } from '@statusdeck/shared/release-sign-in-shell';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteComponents } from '../remote-loader-context';
import type { RemoteModuleId, RemoteProps } from '../remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Mounts one exposed module behind a lazy loader and an error boundary with a working Retry. */
export function RemoteSlot({ id, props }: { id: RemoteModuleId; props?: RemoteProps }) {
  const { t } = useTranslation();
  const components = useRemoteComponents();
  // A new key remounts the boundary, clearing its error; `get` then returns a fresh lazy component.
  // The id is part of the key because routes reuse this slot when moving to another remote.
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = components.get(id);
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<Spinner label={t('remote.loading')} />}>
        <RemoteComponent {...props} />
        <ReleaseSignInShell />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
