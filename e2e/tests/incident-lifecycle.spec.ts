import { test } from '@playwright/test';
import { EN, RU } from '../testing/incident-copy';
import { runIncident } from '../testing/incident-flow';

// Two mailbox round trips, six screens and four notifications: more than the default minute on a busy machine.
const INCIDENT_TIMEOUT_MS = 150_000;

test('an on-call engineer reports an incident on two components, updates, corrects and resolves it; subscribers are mailed once per update', async ({
  page,
  request,
}) => {
  test.setTimeout(INCIDENT_TIMEOUT_MS);
  await runIncident(page, request, EN);
});

test.describe('in Russian', () => {
  // The console follows the browser's language; the page's own language (ru) sets its mails'.
  test.use({ locale: RU.locale });

  test('the whole incident runs in Russian, and its mails are in Russian', async ({ page, request }) => {
    test.setTimeout(INCIDENT_TIMEOUT_MS);
    await runIncident(page, request, RU);
  });
});
