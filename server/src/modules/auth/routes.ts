import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { preferredLanguage } from '../../lib/language';
import { bearerToken } from '../../lib/secure-token';
import { emailAndIpKey, emailKey } from '../../plugins/rate-limit';
import type { RouteDeps } from '../route-deps';
import { invalidRefreshToken } from './errors';
import { login } from './login';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import {
  emailOnlySchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './schemas';
import { verifyEmail } from './verify-email';

type Credentials = { email: string; password: string };

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { ctx, limiter }) => {
  const limits = ctx.config.rateLimits;
  const perIp = (name: string, rule = limits.loginPerIp) => limiter(name, rule, (request) => request.ip);
  // Wrong passwords only, per (e-mail, IP) and under a per-e-mail ceiling that refuses only addresses that
  // have failed for that e-mail themselves: strangers elsewhere cannot lock the owner out, and the owner's
  // successful sign-in clears their own pair.
  const loginFailures = limiter.failures([
    { name: 'login-pair', rule: limits.loginPerPair, keyOf: emailAndIpKey, clearOnSuccess: true },
    { name: 'login-email', rule: limits.loginPerEmail, keyOf: emailKey, refusesOnlyFailedClients: true },
  ]);
  const isWrongPassword = (error: unknown) =>
    error instanceof AppError && error.code === 'invalid_credentials';

  app.post<{ Body: Credentials & { org_name?: string } }>(
    '/v1/register',
    { schema: registerSchema, onRequest: perIp('register', limits.register) },
    async (request, reply) => {
      const { email, password, org_name: orgName } = request.body;
      const language = preferredLanguage(request.headers['accept-language']);
      const user = await registerUser({ ctx, input: { email, password, orgName, language } });
      return reply.status(201).send({ user });
    },
  );

  app.post<{ Body: { token: string } }>(
    '/v1/users/verify-email',
    { schema: verifyEmailSchema, onRequest: perIp('verify-email-ip', limits.verifyEmail) },
    async (request) => {
      return verifyEmail({ ctx, input: request.body });
    },
  );

  app.post<{ Body: { email: string } }>(
    '/v1/users/resend-verification',
    {
      schema: emailOnlySchema('Mail a new verification link (answers the same for unknown e-mails)'),
      preHandler: limiter('resend-verification', limits.resendVerification, emailKey),
      onRequest: perIp('resend-verification-ip', limits.resendVerification),
    },
    async (request, reply) => {
      const language = preferredLanguage(request.headers['accept-language']);
      await resendVerification({ ctx, input: { email: request.body.email, language } });
      return reply.status(202).send({ ok: true });
    },
  );

  app.post<{ Body: Credentials }>(
    '/v1/login',
    { schema: loginSchema, onRequest: perIp('login-ip'), preHandler: loginFailures.check },
    async (request) =>
      loginFailures.track(request, () => login({ ctx, input: request.body }), isWrongPassword),
  );

  app.post('/v1/refresh', { schema: refreshSchema }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw invalidRefreshToken();
    return refreshSession({ ctx, input: { refreshToken: token } });
  });

  app.post('/v1/logout', { schema: logoutSchema }, async (request, reply) => {
    await logout({ ctx, input: { refreshToken: bearerToken(request.headers.authorization) } });
    return reply.status(204).send();
  });

  app.post<{ Body: { email: string } }>(
    '/v1/users/request-password-reset',
    {
      schema: emailOnlySchema('Mail a password reset link (answers the same for unknown e-mails)'),
      onRequest: perIp('password-reset-ip', limits.passwordResetPerIp),
      // Per pair first: a stranger's requests for someone else's e-mail do not block that person's own.
      preHandler: [
        limiter('password-reset', limits.passwordReset, emailAndIpKey),
        limiter('password-reset-email', limits.passwordResetPerEmail, emailKey),
      ],
    },
    async (request, reply) => {
      const language = preferredLanguage(request.headers['accept-language']);
      await requestPasswordReset({ ctx, input: { email: request.body.email, language } });
      return reply.status(202).send({ ok: true });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/v1/users/reset-password',
    { schema: resetPasswordSchema, onRequest: perIp('reset-password-ip', limits.resetPassword) },
    async (request, reply) => {
      await resetPassword({ ctx, input: request.body });
      return reply.status(204).send();
    },
  );
};
