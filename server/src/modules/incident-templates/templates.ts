import type { VerbArgs } from '../../lib/actor';
import { fail, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { type IncidentTemplate, presentTemplate, presentTemplates } from './present-template';
import {
  countTemplatesOfPage,
  deleteTemplateRow,
  findTemplateOfPage,
  insertTemplate,
  listTemplatesOfPage,
  type TemplateRow,
  updateTemplateRow,
} from './repository';
import { INCIDENT_TEMPLATES_PER_PAGE } from './schemas';
import { checkTemplate, type TemplateInput } from './template-input';

type PageInput = { pageId: string };
type ItemInput = { pageId: string; id: string };

/** A template id in the path: another page's, unknown or malformed are all 404. */
async function requireTemplate(
  db: Parameters<typeof findTemplateOfPage>[0],
  pageId: string,
  id: string,
): Promise<TemplateRow> {
  const template = isUuid(id) ? await findTemplateOfPage(db, pageId, id) : null;
  if (!template) throw notFound('Incident template not found');
  return template;
}

export async function listTemplates({ ctx, actor, input }: VerbArgs<PageInput>): Promise<IncidentTemplate[]> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  return presentTemplates(ctx.db, page.id, await listTemplatesOfPage(ctx.db, page.id));
}

export async function getTemplate({ ctx, actor, input }: VerbArgs<ItemInput>): Promise<IncidentTemplate> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  return presentTemplate(ctx.db, await requireTemplate(ctx.db, page.id, input.id));
}

/** Adds a template within the page's limit; the page row is locked so two creates cannot both take the last place. */
export async function createTemplate({
  ctx,
  actor,
  input,
}: VerbArgs<TemplateInput & PageInput & { name: string; title: string }>): Promise<IncidentTemplate> {
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const template = await checkTemplate(tx, page, input);
    if ((await countTemplatesOfPage(tx, page.id)) >= INCIDENT_TEMPLATES_PER_PAGE) {
      throw fail(
        'incident_template_limit_reached',
        `A status page has at most ${INCIDENT_TEMPLATES_PER_PAGE} incident templates`,
      );
    }
    return presentTemplate(tx, await insertTemplate(tx, page.id, template));
  });
}

export async function updateTemplate({
  ctx,
  actor,
  input,
}: VerbArgs<TemplateInput & ItemInput>): Promise<IncidentTemplate> {
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    const stored = await requireTemplate(tx, page.id, input.id);
    const template = await checkTemplate(tx, page, input, stored);
    return presentTemplate(tx, await updateTemplateRow(tx, stored.id, template));
  });
}

export async function deleteTemplate({ ctx, actor, input }: VerbArgs<ItemInput>): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    await deleteTemplateRow(tx, (await requireTemplate(tx, page.id, input.id)).id);
  });
}
