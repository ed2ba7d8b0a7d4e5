import { captureStream } from '../../testing/capture-stream';
import type { OutboxRow } from './repository';
import { createLogTransport } from './transport';

const mail: OutboxRow = {
  id: 'mail-1',
  to_address: 'newcomer@example.test',
  subject: 'Confirm your e-mail address for Statusdeck',
  text_body: 'Welcome!\n\nhttp://localhost:4571/activate/AbC-123_x\n\nThe link is valid for 48 hours.',
  html_body: '<p>Welcome!</p>',
  headers: {},
  attachments: [],
  status: 'pending',
  attempts: 1,
  last_error: null,
};

describe('the log transport (no SMTP_URL)', () => {
  it('prints each mail as a readable block with its subject, text and links on their own lines', async () => {
    const output = captureStream();
    const logged: { obj: object; msg: string }[] = [];
    const transport = createLogTransport({ info: (obj, msg) => logged.push({ obj, msg }) }, output.stream);

    await transport.send(mail);

    const lines = output.text().split('\n');
    const rule = lines[0] ?? '';
    expect(rule).toMatch(/^-{20,}$/);
    expect(lines).toEqual([
      rule,
      'Mail to newcomer@example.test (SMTP_URL is not set, so it is printed here instead of sent)',
      'Subject: Confirm your e-mail address for Statusdeck',
      '',
      'Welcome!',
      '',
      'http://localhost:4571/activate/AbC-123_x',
      '',
      'The link is valid for 48 hours.',
      rule,
      '',
    ]);
    // The structured log still records that a mail went out, without the link's token.
    expect(logged).toEqual([
      {
        obj: { mail: { to: mail.to_address, subject: mail.subject } },
        msg: expect.stringContaining('printed'),
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('AbC-123_x');
  });
});
