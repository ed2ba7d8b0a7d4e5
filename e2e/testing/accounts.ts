// Builds the accounts a test needs through the real API and the real mailbox: each test makes
// its own user, so tests never depend on each other or on seed data.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SIGN_IN_SHELL } from '../../shared/src/app/sign-in-shell';
import { waitForLink } from './mailbox';
import { MAIL_DIR } from './ports';

let counter = 0;

export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.test`;
}

export const PASSWORD = 'correct horse battery';

/** Registers and verifies an account through the API and the verification mail. */
export async function createVerifiedAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const registered = await request.post('/v1/register', { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const path = await waitForLink(MAIL_DIR, email, '/activate/');
  const token = path.split('/').pop();
  const verified = await request.post('/v1/users/verify-email', { data: { token } });
  expect(verified.ok()).toBe(true);
  return email;
}

/**
 * Opens a sign-in address and waits until the app's screen has taken over from the server's copy: until
 * then both forms are in the page (the copy shown, the app's hidden), and a label would name two fields.
 * sign-in-first-paint.spec.ts is where typing into the copy itself is tested.
 */
export async function openAuth(page: Page, path = '/auth'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).not.toHaveAttribute(SIGN_IN_SHELL.stateAttribute);
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openAuth(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
}
