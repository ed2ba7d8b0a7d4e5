export type User = { id: string; email: string; organization_id?: string; role?: string };

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'string' && typeof candidate.email === 'string';
}
