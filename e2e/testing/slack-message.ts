// Reads a message the product posted to a Slack incoming webhook, checking on the way that it is one
// Slack accepts: a `text` fallback, Block Kit `blocks` (a header, the update's text, the page and link as
// context) and one attachment whose `color` is the status bar beside the facts (status, components).
import { expect } from '@playwright/test';

type TextObject = { type: 'plain_text' | 'mrkdwn'; text: string; emoji?: boolean };
type Block =
  | { type: 'header'; text: TextObject }
  | { type: 'section'; text?: TextObject; fields?: TextObject[] }
  | { type: 'context'; elements: TextObject[] };

export type SlackPayload = {
  text: string;
  blocks: Block[];
  attachments: Array<{ color: string; fallback: string; blocks: Block[] }>;
};

export type SlackMessage = {
  /** The `text` fallback notifications show. */
  fallback: string;
  /** The header block's plain text. */
  title: string;
  /** The section block's text (the update's message), '' when there is none. */
  body: string;
  /** The context block's mrkdwn: the page's name in bold and `<url|label>`. */
  context: string;
  /** The link in the context: where "view on the status page" leads. */
  link: { url: string; label: string };
  /** The attachment's bar colour, `#rrggbb`. */
  colour: string;
  /** The attachment's fields by label ("Status", "Affected components", "Previously"). */
  facts: Record<string, string>;
};

const LINK = /<([^|>]+)\|([^>]+)>/;

/** Parses a received body as a Slack message, failing the test when Slack would refuse or misread it. */
export function readSlackMessage(body: string): SlackMessage {
  const payload = JSON.parse(body) as SlackPayload;
  expect(typeof payload.text).toBe('string');
  expect(payload.text.length).toBeGreaterThan(0);
  expect(payload.text.length).toBeLessThanOrEqual(3000);
  expect(payload.blocks.map((block) => block.type)).toEqual(expect.arrayContaining(['header', 'context']));
  const header = payload.blocks.find((block) => block.type === 'header');
  const section = payload.blocks.find((block) => block.type === 'section');
  const context = payload.blocks.find((block) => block.type === 'context');
  if (header?.type !== 'header' || context?.type !== 'context') throw new Error('no header or context');
  expect(header.text.type).toBe('plain_text');
  expect(header.text.text.length).toBeLessThanOrEqual(150);
  expect(context.elements).toHaveLength(1);
  const contextText = context.elements[0]?.text ?? '';
  const link = LINK.exec(contextText);
  if (!link?.[1] || !link[2]) throw new Error(`no link in the context: ${contextText}`);

  expect(payload.attachments).toHaveLength(1);
  const [attachment] = payload.attachments;
  if (!attachment) throw new Error('no attachment');
  expect(attachment.color).toMatch(/^#[0-9a-f]{6}$/);
  expect(attachment.fallback.length).toBeGreaterThan(0);
  const facts: Record<string, string> = {};
  for (const block of attachment.blocks) {
    if (block.type !== 'section') continue;
    for (const field of block.fields ?? []) {
      expect(field.type).toBe('mrkdwn');
      const match = /^\*([^*]+)\*\n([\s\S]*)$/.exec(field.text);
      if (!match?.[1]) throw new Error(`a field that is not "*label*\\nvalue": ${field.text}`);
      facts[match[1]] = match[2] ?? '';
    }
  }
  return {
    fallback: payload.text,
    title: header.text.text,
    body: section?.type === 'section' ? (section.text?.text ?? '') : '',
    context: contextText,
    link: { url: link[1], label: link[2] },
    colour: attachment.color,
    facts,
  };
}
