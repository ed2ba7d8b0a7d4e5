import type { IntegrationKind } from '../../../lib/enums';
import type { ChatMessage } from './chat-message';
import { discordMessage } from './discord';
import { slackMessage } from './slack';
import { teamsMessage } from './teams';

const FORMATS: Record<IntegrationKind, (message: ChatMessage) => object> = {
  slack: slackMessage,
  teams: teamsMessage,
  discord: discordMessage,
};

/** The body posted to an integration of `kind`, built once when the event happens (retries send these bytes). */
export const chatBody = (kind: IntegrationKind, message: ChatMessage): string =>
  JSON.stringify(FORMATS[kind](message));
