import { captureStream } from '../../testing/capture-stream';
import type { OutboxRow } from './repository';
import { createLogTransport, mailBlock } from './transport';

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
  it('prints each mail as a boxed block: To, Subject and its links first, then its text', async () => {
    const output = captureStream();
    const logged: { obj: object; msg: string }[] = [];
    const transport = createLogTransport({ info: (obj, msg) => logged.push({ obj, msg }) }, output.stream);

    await transport.send({
      ...mail,
      text_body: `${mail.text_body}\n\nManage: http://localhost:4571/settings. Again: http://localhost:4571/activate/AbC-123_x`,
    });

    const lines = output.text().split('\n');
    expect(lines[0]).toBe('');
    expect(lines[1]).toMatch(/^╭─ Mail, printed here instead of sent \(SMTP_URL is not set\) ─+$/);
    expect(lines.slice(2, -3)).toEqual([
      '│ To:      newcomer@example.test',
      '│ Subject: Confirm your e-mail address for Statusdeck',
      '│ Links:   http://localhost:4571/activate/AbC-123_x',
      '│          http://localhost:4571/settings',
      '│',
      '│ Welcome!',
      '│',
      '│ http://localhost:4571/activate/AbC-123_x',
      '│',
      '│ The link is valid for 48 hours.',
      '│',
      '│ Manage: http://localhost:4571/settings. Again: http://localhost:4571/activate/AbC-123_x',
    ]);
    expect(lines.slice(-3)).toEqual([expect.stringMatching(/^╰─{71}$/), '', '']);
    // The structured log still records that a mail went out, without the link's token.
    expect(logged).toEqual([
      {
        obj: { mail: { to: mail.to_address, subject: mail.subject } },
        msg: expect.stringContaining('printed'),
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('AbC-123_x');
  });

  it('prints no links line for a mail without links', () => {
    const block = mailBlock({ ...mail, text_body: 'No links here.' });
    expect(block).not.toContain('Links:');
    expect(block).toContain('│ No links here.');
  });
});
