// One person in three tabs for about two minutes, with access tokens that live 20 seconds: reloads at
// random moments and inside a renewal, a renewal whose answer is dropped after the server answered, a
// tab frozen longer than a token lives, then the whole browser asleep (a laptop lid closed). Nobody may
// be signed out: no tab reaches /auth, no renewal is refused, the server never detects reuse.
// The run is seeded (E2E_SESSIONS_SEED repeats one); every wait is for an outcome, so machine speed
// changes how many rounds fit in the time, not what is asserted.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ACTIVITY_MS,
  dropAnswer,
  expectWorking,
  freeze,
  LOST_ANSWER_LOG,
  logFile,
  openTab,
  REUSE_LOG,
  reloadAndExpectWorking,
  reloadAtRandom,
  reloadWhileAnswerHeld,
  reloadWhileRequestHeld,
  seededRandom,
  sleptLongerThanAToken,
  stir,
  type Tab,
  type Tally,
  wake,
  watch,
  withSessionsServer,
  work,
} from '../testing/sessions-endurance';

withSessionsServer();

test('one person in three tabs is never signed out by their own browser', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const seed = Number(process.env.E2E_SESSIONS_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`sessions endurance seed: ${seed} (E2E_SESSIONS_SEED=${seed} repeats this run)`);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const random = seededRandom(seed);
  const email = await createVerifiedAccount(request, 'sessions');

  await signIn(page, email);
  const tabs: Tab[] = [await openTab(context, 'tab 1', page)];
  for (const name of ['tab 2', 'tab 3']) tabs.push(await openTab(context, name));
  for (const tab of tabs.slice(1)) {
    await tab.page.goto('/');
    await expect(tab.page.getByTestId('dashboard-welcome')).toContainText(email);
  }
  const tally: Tally = {
    signOuts: [],
    refused: [],
    renewals: 0,
    reloads: 0,
    heldAnswered: 0,
    heldUnanswered: 0,
    dropped: 0,
    frozen: 0,
  };
  for (const tab of tabs) watch(tab, tally);

  // Every third round is one of the hard cases, in turn, so every seed covers each of them.
  const hardCases = ['heldAnswered', 'dropped', 'frozen', 'heldUnanswered', 'randomReload'] as const;
  const started = Date.now();
  for (let round = 0; Date.now() - started < ACTIVITY_MS; round += 1) {
    for (const tab of tabs) if (sleptLongerThanAToken(tab)) await wake(tab, email, random);
    const awake = tabs.filter((tab) => tab.frozenAt === null);
    const tab = awake[Math.floor(random() * awake.length)] as Tab;
    const action = round % 3 === 2 ? hardCases[Math.floor(round / 3) % hardCases.length] : undefined;
    await test.step(`round ${round}: ${tab.name} ${action ?? 'works'}`, async () => {
      if (action === 'heldAnswered') {
        await reloadWhileAnswerHeld(tab, email, random);
        tally.heldAnswered += 1;
      } else if (action === 'heldUnanswered') {
        await reloadWhileRequestHeld(tab, email, random);
        tally.heldUnanswered += 1;
      } else if (action === 'dropped') {
        await dropAnswer(tab, email, random);
        tally.dropped += 1;
      } else if (action === 'frozen' && awake.length > 1) {
        await freeze(tab, random);
        tally.frozen += 1;
      } else if (action === 'randomReload' || random() < 0.3) {
        await reloadAtRandom(tab, email, random);
        tally.reloads += 1;
      } else {
        await work(tab, email, random);
      }
    });
  }
  await test.step('the whole browser sleeps longer than an access token lives, then every tab wakes', async () => {
    for (const tab of tabs) if (tab.frozenAt === null) await freeze(tab, random);
    // Every stored token was issued before the last tab fell asleep, so all have expired after this
    // (a tab frozen earlier sleeps on).
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_SECONDS + 2) * 1000));
    await Promise.all(tabs.map((tab) => tab.cdp.send('Page.setWebLifecycleState', { state: 'active' })));
    for (const tab of tabs) tab.frozenAt = null;
    // All tabs act at once: one renews, the ones that waited for the lock adopt its tokens.
    const renewalsBefore = tally.renewals;
    await Promise.all(tabs.map((tab) => stir(tab.page, random)));
    await expect.poll(() => tally.renewals).toBeGreaterThan(renewalsBefore);
    await Promise.all(tabs.map((tab) => expectWorking(tab.page, email)));
  });

  await test.step('every tab still works after a reload', async () => {
    for (const tab of tabs) await reloadAndExpectWorking(tab.page, email);
  });

  const log = readFileSync(logFile, 'utf8');
  const lostAnswers = log.split('\n').filter((line) => line.includes(LOST_ANSWER_LOG)).length;
  console.log(
    `sessions endurance: ${tally.renewals} renewals, ${tally.reloads} random reloads, ${tally.heldAnswered} reloads ` +
      `with the answer held, ${tally.heldUnanswered} with the request held, ${tally.dropped} dropped answers, ` +
      `${tally.frozen} frozen tabs; the server issued ${lostAnswers} successors for lost answers`,
  );
  expect(tally.signOuts).toEqual([]);
  expect(tally.refused).toEqual([]);
  expect(log).not.toContain(REUSE_LOG);
  expect(tally.heldAnswered + tally.dropped).toBeGreaterThan(0);
  expect(lostAnswers).toBeGreaterThan(0);
});
