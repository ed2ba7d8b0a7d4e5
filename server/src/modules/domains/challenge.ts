/** The TXT record a page's owner publishes to prove a domain: `_statusdeck-challenge.<domain>`. */
export const CHALLENGE_LABEL = '_statusdeck-challenge';

export const challengeName = (domain: string) => `${CHALLENGE_LABEL}.${domain}`;
