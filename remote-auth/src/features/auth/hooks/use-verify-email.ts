import { useCallback, useEffect, useState } from 'react';
import { apiErrorCode, failureMessageKey } from '../api/api-error';
import { type VerifyEmailResponse, verifyEmail } from '../api/verify-email';

export type VerifyEmailState =
  | { status: 'verifying' }
  | { status: 'verified' }
  | { status: 'alreadyVerified' }
  | { status: 'invalid' }
  | { status: 'failed'; messageKey: string };

// A verification token is single use: a second POST would answer invalid_token and turn a success
// into a failure. StrictMode runs effects twice and remounts re-run them, so every mount for a token
// shares one request. A failed request is forgotten so that "try again" really tries again.
const requests = new Map<string, Promise<VerifyEmailResponse>>();

function verifyOnce(token: string): Promise<VerifyEmailResponse> {
  let request = requests.get(token);
  if (!request) {
    request = verifyEmail(token);
    requests.set(token, request);
    request.catch(() => requests.delete(token));
  }
  return request;
}

/** Verifies the e-mail address behind `token` once, on mount. */
export function useVerifyEmail(token: string): { state: VerifyEmailState; retry(): void } {
  const [state, setState] = useState<VerifyEmailState>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` restarts the effect for "try again"; the shared request makes repeats harmless.
    void attempt;
    let active = true;
    setState({ status: 'verifying' });
    verifyOnce(token).then(
      (result) => {
        if (active) setState({ status: result.already_verified ? 'alreadyVerified' : 'verified' });
      },
      (error: unknown) => {
        if (!active) return;
        if (apiErrorCode(error) === 'invalid_token') setState({ status: 'invalid' });
        else
          setState({
            status: 'failed',
            messageKey: failureMessageKey(error, 'auth.activate.failedDescription'),
          });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, retry };
}
