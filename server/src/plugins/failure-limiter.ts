import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { type AppError, fail } from '../lib/errors';
import type { AttemptStore } from './attempt-store';

export type FailureRule = {
  name: string;
  rule: RateLimitRule;
  keyOf: (request: FastifyRequest) => string;
  /** A success forgets this rule's failures (e.g. the (e-mail, IP) pair of the person who just signed in). */
  clearOnSuccess?: boolean;
  /**
   * A ceiling over many clients (an e-mail's, whoever guesses it) refuses only clients that have failed
   * themselves: once it is reached, an attempt still runs when it is its client's first under every rule
   * before this one. Strangers' failures then cannot lock the owner out (OWASP's account-lockout advice),
   * while each guessing client gets one try per window instead of the pair's allowance.
   */
  refusesOnlyFailedClients?: boolean;
};

export type FailureLimiter = {
  /** preHandler: 429 when a rule's failures are used up; otherwise reserves one attempt under every rule. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Runs the attempt; only an outcome `isFailure` accepts keeps its reservation. */
  track<T>(
    request: FastifyRequest,
    attempt: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T>;
};

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return fail('TOO_MANY_REQUESTS', `Too many requests; retry in ${retryAfterSeconds} seconds`);
}

/**
 * Counts failures, not requests: a successful sign-in costs nothing, so a stranger guessing from another
 * address cannot lock the owner out. Attempts are reserved before they run, so a burst of concurrent
 * guesses cannot slip past the limit; a refused attempt reserves nothing, so it cannot exhaust another
 * rule (a stranger hammering one pair does not use up the e-mail's ceiling).
 */
export function createFailureLimiter(store: AttemptStore, rules: FailureRule[]): FailureLimiter {
  const keyOf = (rule: FailureRule, request: FastifyRequest) => `${rule.name}:${rule.keyOf(request)}`;
  const refund = (request: FastifyRequest, taken: FailureRule[]) =>
    Promise.all(taken.map((rule) => store.refund(keyOf(rule, request))));

  return {
    async check(request, reply) {
      const taken: FailureRule[] = [];
      // Reservations count too, so a burst from one new client is still one client's first attempt.
      let clientHasFailed = false;
      for (const rule of rules) {
        const { count, ttlMs } = await store.take(keyOf(rule, request), rule.rule.windowMs);
        taken.push(rule);
        const spared = rule.refusesOnlyFailedClients === true && !clientHasFailed;
        if (!rule.refusesOnlyFailedClients && count > 1) clientHasFailed = true;
        if (count > rule.rule.max && !spared) {
          await refund(request, taken);
          const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
          reply.header('retry-after', String(seconds));
          throw tooManyRequests(seconds);
        }
      }
    },
    async track(request, attempt, isFailure) {
      try {
        const result = await attempt();
        await Promise.all(
          rules.map((rule) =>
            rule.clearOnSuccess ? store.clear(keyOf(rule, request)) : store.refund(keyOf(rule, request)),
          ),
        );
        return result;
      } catch (error) {
        if (!isFailure(error)) await refund(request, rules);
        throw error;
      }
    },
  };
}
