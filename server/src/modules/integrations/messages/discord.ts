import type { ChatMessage } from './chat-message';

/** Discord refuses a webhook name holding these (and one of "everyone" or "here"). */
const REFUSED_IN_NAME = /discord|clyde|```|[@#:]/gi;

/** The page's name as the message's author: 1–80 characters Discord accepts. */
function username(pageName: string): string {
  const name = pageName.replace(REFUSED_IN_NAME, '').trim().slice(0, 80);
  return name === '' || /^(everyone|here)$/i.test(name) ? 'Statusdeck' : name;
}

/** An embed's limits: title 256, description 4096, a field's name 256 and value 1024 characters. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A Discord webhook message: posted under the page's name, one embed with the title linking to the public
 * page, the text, the facts as inline fields, the status colour as an integer and the time. No mention in
 * the text pings anyone.
 */
export function discordMessage(message: ChatMessage) {
  return {
    username: username(message.pageName),
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: cut(message.title, 256),
        ...(message.text ? { description: cut(message.text, 4096) } : {}),
        url: message.link.url,
        color: Number.parseInt(message.colour.slice(1), 16),
        fields: message.facts.map((fact) => ({
          name: cut(fact.label, 256),
          value: cut(fact.value, 1024),
          inline: true,
        })),
        footer: { text: cut(message.pageName, 2048) },
        timestamp: message.at.toISOString(),
      },
    ],
  };
}
