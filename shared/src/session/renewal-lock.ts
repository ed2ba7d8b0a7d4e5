import { RENEWAL_LEASE_KEY } from './storage-keys';

/** The Web Lock every tab of the origin takes to renew; the browser frees it when a tab closes or reloads. */
const LOCK_NAME = 'statusdeck-token-renewal';
/** A tab that reloaded or died holding the fallback lease frees it after this; a renewal takes far less. */
const LEASE_MS = 10_000;
/** A claim counts once it survived this long: a claim written by another tab at the same moment wins. */
const CLAIM_SETTLE_MS = 25;
/** How often a waiting tab looks again when no storage event tells it the lease was freed. */
const RECHECK_MS = 100;

type Lease = { holder: string; until: number };

/**
 * Runs `task` while no other tab of this origin runs one: one renewal at a time across tabs, so a tab
 * never presents a refresh token another tab is rotating. Web Locks where the browser has them, else a
 * lease in localStorage. The server copes with overlapping renewals too; this only avoids them.
 */
export function withRenewalLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return locks.request(LOCK_NAME, task);
  return withStorageLease(task);
}

function readLease(): Lease | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RENEWAL_LEASE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { holder, until } = value as Partial<Lease>;
    return typeof holder === 'string' && typeof until === 'number' ? { holder, until } : null;
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when another tab changes the lease, or after `ms` at the latest. */
function leaseChangeOr(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === RENEWAL_LEASE_KEY || event.key === null) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
  });
}

async function claim(holder: string): Promise<boolean> {
  const lease = readLease();
  if (lease && lease.until > Date.now()) return false;
  localStorage.setItem(RENEWAL_LEASE_KEY, JSON.stringify({ holder, until: Date.now() + LEASE_MS }));
  await pause(CLAIM_SETTLE_MS);
  return readLease()?.holder === holder;
}

async function withStorageLease<T>(task: () => Promise<T>): Promise<T> {
  const holder = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  while (!(await claim(holder))) await leaseChangeOr(RECHECK_MS);
  try {
    return await task();
  } finally {
    if (readLease()?.holder === holder) localStorage.removeItem(RENEWAL_LEASE_KEY);
  }
}
