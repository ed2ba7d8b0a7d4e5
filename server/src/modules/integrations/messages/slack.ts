import type { ChatMessage } from './chat-message';

/** Slack's mrkdwn treats these three as markup (links, mentions); user text must not. */
const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Block Kit's limits: a header's text 150 characters, a section's 3000, a field's 2000. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** `<url|label>`: the label may not hold the characters that end the link. */
const link = (url: string, label: string) => `<${url}|${escapeMrkdwn(label).replace(/\|/g, '¦')}>`;

/**
 * A Slack incoming-webhook message: `text` for notifications and clients without blocks, Block Kit
 * `blocks` (header, the update's text, the page and link as context) and one attachment whose `color` is
 * the bar beside the facts (status, affected components).
 */
export function slackMessage(message: ChatMessage) {
  const facts = message.facts.map((fact) => `${fact.label}: ${fact.value}`).join(' · ');
  // Slack reads `text` as mrkdwn too (notifications show it), so it is escaped like the blocks.
  const fallback = escapeMrkdwn(
    [`[${message.pageName}] ${message.title}`, facts, message.text].filter(Boolean).join(' — '),
  );
  return {
    text: cut(fallback, 3000),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: cut(message.title, 150), emoji: true } },
      ...(message.text
        ? [{ type: 'section', text: { type: 'mrkdwn', text: cut(escapeMrkdwn(message.text), 3000) } }]
        : []),
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: `*${escapeMrkdwn(message.pageName)}* · ${link(message.link.url, message.link.label)}`,
          },
        ],
      },
    ],
    attachments: [
      {
        color: message.colour,
        fallback: cut(escapeMrkdwn(facts || message.title), 3000),
        blocks: message.facts.length
          ? [
              {
                type: 'section',
                fields: message.facts.map((fact) => ({
                  type: 'mrkdwn',
                  text: cut(`*${escapeMrkdwn(fact.label)}*\n${escapeMrkdwn(fact.value)}`, 2000),
                })),
              },
            ]
          : [{ type: 'section', text: { type: 'mrkdwn', text: link(message.link.url, message.link.label) } }],
      },
    ],
  };
}
