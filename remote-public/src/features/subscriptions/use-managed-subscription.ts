import type { ManagedState, ManagedSubscription } from '@statusdeck/shared/public-site';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getManagedSubscription } from './api/manage-subscription';

/**
 * The subscription a manage or unsubscribe link names: loading / invalid link / failed (retry) / ready.
 * `initial`: the state the server rendered (it loaded the subscription): kept, not loaded again.
 */
export function useManagedSubscription(apiOrigin: string, token: string | null, initial?: ManagedState) {
  const [state, setState] = useState<ManagedState>(
    initial ?? (token ? { kind: 'loading' } : { kind: 'invalid' }),
  );
  const given = useRef(initial !== undefined);

  const load = useCallback(async () => {
    if (!token) return;
    setState({ kind: 'loading' });
    const result = await getManagedSubscription(apiOrigin, token);
    if (result.ok) setState({ kind: 'ready', subscription: result.data });
    else if (result.failure.status === 400) setState({ kind: 'invalid' });
    else setState({ kind: 'failed', failure: result.failure });
  }, [apiOrigin, token]);

  useEffect(() => {
    if (!given.current) void load();
  }, [load]);

  const replace = useCallback(
    (subscription: ManagedSubscription) => setState({ kind: 'ready', subscription }),
    [],
  );
  return { state, reload: load, replace };
}
