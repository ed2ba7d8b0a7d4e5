/**
 * The access forms of a private page (no JavaScript needed), at `/status/{slug}/access/…` and at
 * `/access/…` of the page's custom domain:
 *   POST …/access/password  (field `password`) → the reader's session cookie and 303 to the page; a wrong
 *                            password → the access screen again, 401; too many → 429.
 *   POST …/access/link       (field `email`) → an audience page mails a sign-in link if the address may
 *                            read it; the same answer whatever the address (the screen: "if this address…").
 *   GET  …/access/{token}    → consumes the link: the reader's cookie and 303 to the page; used, expired or
 *                            the address no longer allowed → the access screen saying so (401).
 *   POST …/access/sign-out   → the cookie cleared, 303 to the page (its access screen).
 * Wrong passwords are limited per client address and page (a success clears that client's count) and per
 * page under a generous ceiling that refuses only clients that have failed themselves: a stranger guessing
 * cannot lock the page's readers out (plugins/failure-limiter.ts, as sign-in).
 */
import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../../config';
import { AppError, fail } from '../../../../lib/errors';
import { isLanguage } from '../../../../lib/language';
import { verifyPassword } from '../../../../lib/password';
import type { ServiceContext } from '../../../../lib/service-context';
import { withTransaction } from '../../../../lib/transaction';
import type { LimiterFactory } from '../../../../plugins/rate-limit';
import { consumeAccessLink, mailAccessLink } from '../../../page-access/access-links';
import { isMemberOfPageOrganization } from '../../../page-access/member-preview';
import { findPageAccess } from '../../../page-access/repository';
import { addressOfPublicPage } from '../../../pages/page-address';
import { CUSTOM_DOMAIN_CONSTRAINT, CUSTOM_HOST } from '../../formats/custom-domain';
import { hostName } from '../../snapshot/snapshots';
import { accessBase, sendAccessScreen } from '../access-screen';
import { requestedLanguage } from '../request-query';
import { formOf, formPosts } from '../subscription-form';

/** The language the form was shown in (its hidden `lang` field). */
const formLanguage = (request: FastifyRequest) => {
  const { lang } = formOf(request);
  return isLanguage(lang) ? lang : null;
};

type Deps = {
  ctx: ServiceContext;
  limiter: LimiterFactory;
  config: Pick<Config, 'rateLimits' | 'publicUrl' | 'pagesDomain'>;
};

const wrongPassword = () => fail('invalid_password', 'Wrong password');
const isWrongPassword = (error: unknown) => error instanceof AppError && error.code === 'invalid_password';

export async function accessScreenRoutes(
  app: FastifyInstance,
  { ctx, limiter, config }: Deps,
): Promise<void> {
  const limits = config.rateLimits;
  /** The page a request names: `/status/{slug}/…` on any host, or the custom domain's root. */
  const pageKey = (request: FastifyRequest) => {
    const { slug } = (request.params ?? {}) as { slug?: string };
    return slug ? `slug:${slug}` : `domain:${hostName(request.headers.host ?? '')}`;
  };
  const perIp = limiter('page-access-ip', limits.loginPerIp, (request) => request.ip);
  const failures = limiter.failures([
    {
      name: 'page-password-pair',
      rule: limits.loginPerPair,
      keyOf: (request) => `${pageKey(request)}|${request.ip}`,
      clearOnSuccess: true,
    },
    {
      name: 'page-password-page',
      rule: limits.loginPerEmail,
      keyOf: pageKey,
      refusesOnlyFailedClients: true,
    },
  ]);

  const pageOf = async (request: FastifyRequest) => {
    const { slug } = (request.params ?? {}) as { slug?: string };
    const served = slug
      ? await app.publicSnapshots.get(slug)
      : await app.publicSnapshots.getByDomain(request.headers.host ?? '');
    return served && served.snapshot.page.access !== 'public' ? served.snapshot.page : null;
  };

  /** The page's own address (the status page), in the language the form was shown in. */
  const pageAddress = (request: FastifyRequest, slug: string, onDomain: boolean) => {
    const lang = formLanguage(request) ?? undefined;
    return onDomain ? publicPagePaths({ base: '' }).page(lang) : publicPagePaths({ slug }).page(lang);
  };

  const password = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageOf(request);
    if (page?.access !== 'password') return reply.code(404).send({ code: 'not_found', message: 'Not found' });
    const onDomain = !(request.params as { slug?: string }).slug;
    const language = formLanguage(request) ?? page.default_language;
    const base = accessBase(page, onDomain);
    try {
      await perIp(request, reply);
      await failures.check(request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) {
        return sendAccessScreen(reply, page, { language, base, message: 'tooMany', status: 429 });
      }
      throw error;
    }
    const given = formOf(request).password;
    try {
      const access = await failures.track(
        request,
        async () => {
          const row = await findPageAccess(ctx.db, page.id);
          const ok =
            row?.access === 'password' &&
            row.access_password_hash !== null &&
            typeof given === 'string' &&
            given.length > 0 &&
            given.length <= 128 &&
            (await verifyPassword(given, row.access_password_hash));
          if (!ok || !row) throw wrongPassword();
          return row;
        },
        isWrongPassword,
      );
      app.pageGate.startSession(request, reply, access, null);
      return reply
        .code(303)
        .header('location', pageAddress(request, page.slug, onDomain))
        .send();
    } catch (error) {
      if (!isWrongPassword(error)) throw error;
      return sendAccessScreen(reply, page, { language, base, message: 'wrongPassword' });
    }
  };

  const linkPerIp = limiter('page-access-link-ip', limits.passwordResetPerIp, (request) => request.ip);
  const linkPerAddress = limiter('page-access-link', limits.passwordReset, (request) => {
    const email = formOf(request).email;
    return `${pageKey(request)}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  });

  const link = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageOf(request);
    if (page?.access !== 'audience') return reply.code(404).send({ code: 'not_found', message: 'Not found' });
    const onDomain = !(request.params as { slug?: string }).slug;
    const language = formLanguage(request) ?? page.default_language;
    const base = accessBase(page, onDomain);
    try {
      await linkPerIp(request, reply);
      await linkPerAddress(request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) {
        return sendAccessScreen(reply, page, { language, base, message: 'tooMany', status: 429 });
      }
      throw error;
    }
    const given = formOf(request).email;
    const email = typeof given === 'string' ? given.trim() : '';
    if (email.length > 0 && email.length <= 254 && email.includes('@')) {
      await withTransaction(ctx, async (tx) => {
        const access = await findPageAccess(tx, page.id, email);
        if (access?.access === 'audience' && access.email_allowed) {
          await mailAccessLink(
            tx,
            ctx,
            { ...page, address: addressOfPublicPage(config, page) },
            email,
            'sign_in',
          );
        }
      });
    }
    return sendAccessScreen(reply, page, { language, base, message: 'linkSent', status: 200 });
  };

  const openLink = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageOf(request);
    if (!page) return reply.code(404).send({ code: 'not_found', message: 'Not found' });
    const { token } = request.params as { token: string };
    const onDomain = !(request.params as { slug?: string }).slug;
    const language = requestedLanguage(request) ?? page.default_language;
    const base = accessBase(page, onDomain);
    const holder = await consumeAccessLink(ctx.db, page.id, token);
    if (holder?.user_id) {
      // A member's console preview: any private page of their organisation, while they remain a member.
      const access = await findPageAccess(ctx.db, page.id);
      if (!access || !(await isMemberOfPageOrganization(ctx.db, page.id, holder.user_id))) {
        return sendAccessScreen(reply, page, { language, base, message: 'linkUsed' });
      }
      app.pageGate.startSession(request, reply, access, null, holder.user_id);
    } else {
      const email = page.access === 'audience' ? (holder?.email ?? null) : null;
      const access = email ? await findPageAccess(ctx.db, page.id, email) : null;
      if (!email || access?.access !== 'audience' || !access.email_allowed) {
        return sendAccessScreen(reply, page, { language, base, message: 'linkUsed' });
      }
      await ctx.db.query(
        'UPDATE page_viewers SET last_signed_in_at = now() WHERE page_id = $1 AND lower(email) = lower($2)',
        [page.id, email],
      );
      app.pageGate.startSession(request, reply, access, email);
    }
    // In the link's language (its mail's), when it names one.
    const lang = requestedLanguage(request) ?? undefined;
    const address = onDomain
      ? publicPagePaths({ base: '' }).page(lang)
      : publicPagePaths({ slug: page.slug }).page(lang);
    return reply.code(303).header('location', address).header('referrer-policy', 'no-referrer').send();
  };

  const onDomainRoute = { schema: { hide: true }, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } };
  app.get('/status/:slug/access/:token', { schema: { hide: true } }, openLink);
  app.get('/access/:token', onDomainRoute, openLink);

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageOf(request);
    if (!page) return reply.code(404).send({ code: 'not_found', message: 'Not found' });
    const onDomain = !(request.params as { slug?: string }).slug;
    app.pageGate.endSession(request, reply, page.id);
    return reply
      .code(303)
      .header('location', pageAddress(request, page.slug, onDomain))
      .send();
  };

  await formPosts(app, (forms) => {
    const onDomain = { schema: { hide: true }, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } };
    forms.post('/status/:slug/access/password', { schema: { hide: true } }, password);
    forms.post('/access/password', onDomain, password);
    forms.post('/status/:slug/access/link', { schema: { hide: true } }, link);
    forms.post('/access/link', onDomain, link);
    forms.post('/status/:slug/access/sign-out', { schema: { hide: true } }, signOut);
    forms.post('/access/sign-out', onDomain, signOut);
  });
}
