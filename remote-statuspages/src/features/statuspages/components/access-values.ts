import * as yup from 'yup';
import {
  PAGE_ACCESS_MODES,
  type Page,
  type PageAccess,
  type PageChanges,
} from '../../../api/page-access-types';
import {
  ACCESS_EMAIL_DOMAINS_MAX,
  ACCESS_PASSWORD_MAX,
  ACCESS_PASSWORD_MIN,
  isHostName,
} from '../page-rules';

/** The access form: the allowed e-mail domains as typed (commas or new lines between them). */
export type AccessValues = {
  access: PageAccess;
  /** Empty keeps the current password. */
  access_password: string;
  access_email_domains: string;
};

export function accessOf(page: Page): AccessValues {
  return {
    access: page.access,
    access_password: '',
    access_email_domains: page.access_email_domains.join('\n'),
  };
}

/** The domains typed: split at commas, spaces and new lines, lower-cased, each once, in order. */
export function parseDomains(text: string): string[] {
  const names = text
    .split(/[\s,;]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)];
}

/**
 * The server's rules: a password is required when the page becomes password-protected without one,
 * 8–128 characters when given; the e-mail domains are host names, at most 20.
 */
export function accessSchema(passwordSet: boolean) {
  return yup.object({
    access: yup.string().oneOf(PAGE_ACCESS_MODES).required(),
    access_password: yup
      .string()
      .when('access', ([access], rule) =>
        access === 'password' && !passwordSet
          ? rule.required('statuspages.accessSettings.validation.passwordRequired')
          : rule,
      )
      .test(
        'length',
        'statuspages.accessSettings.validation.passwordLength',
        (password) =>
          !password || (password.length >= ACCESS_PASSWORD_MIN && password.length <= ACCESS_PASSWORD_MAX),
      ),
    access_email_domains: yup
      .string()
      .test('hosts', 'statuspages.accessSettings.validation.domainsInvalid', (text = '') =>
        parseDomains(text).every(isHostName),
      )
      .test(
        'count',
        'statuspages.accessSettings.validation.domainsTooMany',
        (text = '') => parseDomains(text).length <= ACCESS_EMAIL_DOMAINS_MAX,
      ),
  });
}

/** Only what changed: the mode, a new password (for a password page), the domains list. */
export function accessChanges(page: Page, values: AccessValues): PageChanges {
  const changes: PageChanges = {};
  if (values.access !== page.access) changes.access = values.access;
  if (values.access === 'password' && values.access_password !== '') {
    changes.access_password = values.access_password;
  }
  const domains = parseDomains(values.access_email_domains);
  if (domains.join(',') !== page.access_email_domains.join(',')) changes.access_email_domains = domains;
  return changes;
}
