import {
  indicatorTone,
  LIGHT_TONES,
  statusTone,
  type Tone,
} from '@statusdeck/shared/public-site/status-colours';
import type { ComponentStatus, Impact, IncidentStatus } from '../../../lib/enums';
import { RESOLVING_STATUSES } from '../../../lib/enums';
import type { ChatCopy } from '../chat-copy';

/**
 * What every chat message says, before a service's format (slack.ts, teams.ts, discord.ts) shapes it:
 * the page, a title, the status in words, the text, a few labelled facts, the status colour and a link.
 */
export type ChatMessage = {
  pageName: string;
  title: string;
  text: string;
  facts: Array<{ label: string; value: string }>;
  /** The public page's tone for the status, and its colour (the light theme's fill, `#rrggbb`). */
  tone: Tone;
  colour: string;
  link: { url: string; label: string };
  at: Date;
  /** A test message, marked as one in every format. */
  test: boolean;
};

const colourOf = (tone: Tone) => LIGHT_TONES[tone].fill;

/**
 * An incident's update. Its colour is the impact's, as the public page shows the incident, until the
 * update resolves (or completes) it: then the page's "all is well" colour.
 */
export function incidentMessage(
  copy: ChatCopy,
  facts: {
    pageName: string;
    incidentName: string;
    impact: Impact;
    status: IncidentStatus;
    body: string;
    components: ReadonlyArray<{ name: string; status: ComponentStatus }>;
    url: string;
    at: Date;
  },
): ChatMessage {
  const resolved = (RESOLVING_STATUSES as readonly IncidentStatus[]).includes(facts.status);
  const tone = indicatorTone(resolved ? 'none' : facts.impact);
  const affected = facts.components
    .map((component) => `${component.name} (${copy.componentStatus[component.status]})`)
    .join(', ');
  return {
    pageName: facts.pageName,
    title: facts.incidentName,
    text: facts.body,
    facts: [
      { label: copy.statusLabel, value: copy.status[facts.status] },
      ...(affected ? [{ label: copy.affected, value: affected }] : []),
    ],
    tone,
    colour: colourOf(tone),
    link: { url: facts.url, label: copy.viewIncident },
    at: facts.at,
    test: false,
  };
}

/** A component's status change: "<component> is now <status>", in the new status's colour. */
export function componentMessage(
  copy: ChatCopy,
  facts: {
    pageName: string;
    componentName: string;
    oldStatus: ComponentStatus;
    newStatus: ComponentStatus;
    url: string;
    at: Date;
  },
): ChatMessage {
  const tone = statusTone(facts.newStatus);
  const now = copy.componentStatus[facts.newStatus];
  return {
    pageName: facts.pageName,
    title: copy.componentNow(facts.componentName, now),
    text: '',
    facts: [
      { label: copy.statusLabel, value: now },
      { label: copy.previously, value: copy.componentStatus[facts.oldStatus] },
    ],
    tone,
    colour: colourOf(tone),
    link: { url: facts.url, label: copy.viewPage },
    at: facts.at,
    test: false,
  };
}

/** The test message: says what will arrive, and is marked as a test. */
export function testMessage(copy: ChatCopy, facts: { pageName: string; url: string; at: Date }): ChatMessage {
  const tone: Tone = 'neutral';
  return {
    pageName: facts.pageName,
    title: copy.testTitle,
    text: copy.testText(facts.pageName),
    facts: [],
    tone,
    colour: colourOf(tone),
    link: { url: facts.url, label: copy.viewPage },
    at: facts.at,
    test: true,
  };
}
