import type { Queryable } from '../../db/db';
import { type Impact, type IncidentStatus, LANGUAGES, type Language } from '../../lib/enums';
import { SERVER_COPY, STARTER_TEMPLATES, type StarterTemplate } from '../../lib/server-copy';
import { insertTemplate, type TemplateTranslations } from './repository';

/** What each starter template reports; their words are locales' `server.templates`. */
const STARTER_SETTINGS: Record<StarterTemplate, { status: IncidentStatus; impact: Impact }> = {
  investigating: { status: 'investigating', impact: 'minor' },
  degraded: { status: 'identified', impact: 'minor' },
  outage: { status: 'investigating', impact: 'critical' },
  planned: { status: 'scheduled', impact: 'maintenance' },
  readOnly: { status: 'scheduled', impact: 'maintenance' },
};

/**
 * A new page's starting templates: written in its default language, with the same templates' words in
 * the product's other languages as their translations. The page's editors change or delete them freely.
 */
export async function insertStarterTemplates(tx: Queryable, pageId: string, language: Language) {
  for (const key of STARTER_TEMPLATES) {
    const words = SERVER_COPY[language].templates[key];
    const translations: TemplateTranslations = {};
    for (const other of LANGUAGES) {
      if (other === language) continue;
      const { title, body } = SERVER_COPY[other].templates[key];
      translations[other] = { title, body };
    }
    await insertTemplate(tx, pageId, {
      name: words.name,
      title: words.title,
      body: words.body,
      ...STARTER_SETTINGS[key],
      components: [],
      translations,
    });
  }
}
