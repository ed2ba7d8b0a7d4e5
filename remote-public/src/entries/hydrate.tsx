/**
 * The lean, non-federated bundle of the server-rendered public page: hydrates the markup the server
 * rendered from the input it embedded. React, styled-components and i18next with the inlined public
 * strings only — no router, no session, no SWR, no module federation runtime.
 */
import { hydrateRoot } from 'react-dom/client';
import { readEmbeddedInput } from './embedded-input';
import { installIntlCache } from './intl-cache';
import { createPublicI18n } from './public-i18n';
import { PublicRoot } from './public-root';

installIntlCache();

export function hydratePublicPage(doc: Document = document) {
  const input = readEmbeddedInput(doc);
  const container = doc.getElementById('root');
  if (!input || !container) return null;
  return hydrateRoot(container, <PublicRoot input={input} i18n={createPublicI18n(input.language)} />);
}
