import { integrationDisabledMail } from './integration-templates';
import { webhookDisabledMail } from './webhook-templates';

const pageUrl = 'https://status.example.com/acme';

const integrationMail = (language: 'en' | 'ru', retriedForMs: number) =>
  integrationDisabledMail({
    to: 'owner@example.com',
    language,
    reason: 'failed',
    pageName: 'Acme',
    integrationName: 'Ops room',
    service: 'Slack',
    urlHint: 'https://hooks.slack.com/…/x7Qa',
    retriedForMs,
    pageUrl,
  });

const webhookMail = (language: 'en' | 'ru') =>
  webhookDisabledMail({
    to: 'ops@example.com',
    language,
    pageName: 'Acme',
    endpoint: 'https://hooks.example.com/statusdeck',
    retriedForMs: 24 * 3_600_000,
    pageUrl,
  });

describe('the mail of a disabled chat integration', () => {
  it('says how long it was retried in real words, from the schedule', () => {
    expect(integrationMail('en', 24 * 3_600_000).text).toContain('every attempt over 24 hours failed');
    expect(integrationMail('en', 2).text).toContain('every attempt over 1 second failed');
    expect(integrationMail('ru', 5 * 60_000).text).toContain('все попытки за 5 минут');
    expect(integrationMail('ru', 2 * 3_600_000).text).toContain('все попытки за 2 часа');
  });

  it('shows the masked webhook address as text no mail program turns into a link', () => {
    const mail = integrationMail('en', 60_000);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('https://hooks');
      expect(body).not.toContain('hooks.slack.com');
      // Without the invisible joiners it reads as the hint it is.
      expect(body.replaceAll('\u2060', '')).toContain('https://hooks.slack.com/…/x7Qa');
    }
    // The status page is the mail's only link.
    expect(mail.html.match(/href=/g)).toHaveLength(1);
    expect(mail.html).toContain(`href="${pageUrl}"`);
  });
});

describe('the mail of a disabled webhook, to its contact', () => {
  it('says the retry span with plurals and that the page team can enable it again', () => {
    const en = webhookMail('en');
    expect(en.text).toContain('every attempt over 24 hours failed');
    expect(en.text).not.toContain('(s)');
    expect(en.text).toContain('enable the webhook again');
    expect(en.text).not.toContain('subscribe it again');
    const ru = webhookMail('ru');
    expect(ru.text).toContain('все попытки за 24 часа');
    expect(ru.text).toContain('снова включить вебхук');
    expect(ru.text).not.toContain('подпишите');
  });
});
