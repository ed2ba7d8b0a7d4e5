import type { Tone } from '@statusdeck/shared/public-site/status-colours';
import type { ChatMessage } from './chat-message';

/**
 * Adaptive Cards name their colours rather than take hex values, so each of the public page's tones maps to
 * the card colour closest to it.
 */
const CARD_COLOURS: Record<Tone, 'Good' | 'Warning' | 'Attention' | 'Accent' | 'Default'> = {
  success: 'Good',
  warning: 'Warning',
  orange: 'Warning',
  danger: 'Attention',
  maintenance: 'Accent',
  neutral: 'Default',
};

/**
 * A Microsoft Teams message as the Workflows (Power Automate) "post to a channel when a webhook request is
 * received" flow takes it: one Adaptive Card 1.4 with the page, the title in the status colour, the text,
 * the facts and a button to the public page.
 */
export function teamsMessage(message: ChatMessage) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: message.pageName, size: 'Small', isSubtle: true, wrap: true },
            {
              type: 'TextBlock',
              text: message.title,
              size: 'Large',
              weight: 'Bolder',
              color: CARD_COLOURS[message.tone],
              wrap: true,
            },
            ...(message.text ? [{ type: 'TextBlock', text: message.text, wrap: true }] : []),
            ...(message.facts.length
              ? [
                  {
                    type: 'FactSet',
                    facts: message.facts.map((fact) => ({ title: fact.label, value: fact.value })),
                  },
                ]
              : []),
          ],
          actions: [{ type: 'Action.OpenUrl', title: message.link.label, url: message.link.url }],
          msteams: { width: 'Full' },
        },
      },
    ],
  };
}
