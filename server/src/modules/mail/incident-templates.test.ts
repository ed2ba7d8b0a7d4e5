import { incidentNotificationMail } from './incident-templates';

const base = {
  pageName: 'Acme',
  timeZone: 'Europe/Berlin',
  incidentName: 'Upgrade',
  status: 'scheduled' as const,
  body: 'Short downtime',
  components: [],
  incidentUrl: 'https://status.acme.test/incident/1',
  postedAt: new Date('2026-11-26T12:49:00Z'),
  window: { start: new Date('2026-11-28T09:00:00Z'), end: new Date('2026-11-28T10:30:00Z') },
};

describe('incident mail times', () => {
  it('writes them in the page’s zone, British English, the zone named', () => {
    const { text, html } = incidentNotificationMail({ ...base, language: 'en' });
    expect(text).toContain('Posted: 26 Nov 2026, 13:49 CET\n');
    expect(text).toContain('Scheduled: 28 Nov 2026, 10:00 CET – 28 Nov 2026, 11:30 CET\n');
    expect(html).toContain('<p>Posted: 26 Nov 2026, 13:49 CET</p>');
  });

  it('in Russian, keeps each year beside its г.', () => {
    const { text } = incidentNotificationMail({ ...base, language: 'ru' });
    expect(text).toContain('Опубликовано: 26 нояб. 2026\u00a0г., 13:49 GMT+1\n');
    expect(text).toContain(
      'Время: 28 нояб. 2026\u00a0г., 10:00 GMT+1 – 28 нояб. 2026\u00a0г., 11:30 GMT+1\n',
    );
    expect(text).not.toContain(' г.');
  });

  it('a reminder names no posting time', () => {
    const { text } = incidentNotificationMail({
      ...base,
      language: 'en',
      postedAt: undefined,
      reminder: true,
    });
    expect(text).not.toContain('Posted:');
    expect(text).toContain('Scheduled: 28 Nov 2026, 10:00 CET');
  });
});
