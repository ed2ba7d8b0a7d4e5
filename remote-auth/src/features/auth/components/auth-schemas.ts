import { boolean, object, ref, string } from 'yup';

/** Registration password minimum 8, organisation name maximum 100: the product's specified limits. */
export const PASSWORD_MIN_LENGTH = 8;
/** The server rejects longer passwords (400 validation_failed), so the forms say so first. */
export const PASSWORD_MAX_LENGTH = 128;
export const ORG_NAME_MAX_LENGTH = 100;

// Messages are translation keys; the forms render them with t().
const email = string()
  .trim()
  .required('auth.validation.emailRequired')
  .email('auth.validation.emailRequired');

/** Login rules: a valid e-mail and any password; rememberMe stays in the form and is never sent. */
export const loginSchema = object({
  email,
  password: string().required('auth.validation.passwordRequired').min(1, 'auth.validation.passwordRequired'),
  rememberMe: boolean().optional(),
});

const newPassword = string()
  .required('auth.validation.passwordMin')
  .min(PASSWORD_MIN_LENGTH, 'auth.validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'auth.validation.passwordMax');

/** Registration rules: valid e-mail, password length, optional organisation name, accepted terms. */
export const registerSchema = object({
  email,
  password: newPassword,
  org_name: string().max(ORG_NAME_MAX_LENGTH, 'auth.validation.orgNameMaxLength'),
  terms: boolean().required('auth.validation.termsRequired').oneOf([true], 'auth.validation.termsRequired'),
});

/** Reset uses the registration password rule, plus a confirmation that must match. */
export const resetPasswordSchema = object({
  password: newPassword,
  confirmPassword: string()
    .required('auth.validation.passwordsMismatch')
    .oneOf([ref('password')], 'auth.validation.passwordsMismatch'),
});

/** The request-reset and resend-verification forms ask for an e-mail address only. */
export const emailOnlySchema = object({ email });

/** Joining through an invitation with a new account: a new password, confirmed (as on reset). */
export const joinNewAccountSchema = resetPasswordSchema;

/** Joining through an invitation with an existing account: that account's password (login rule). */
export const joinExistingAccountSchema = object({
  password: string().required('auth.validation.passwordRequired').min(1, 'auth.validation.passwordRequired'),
});
