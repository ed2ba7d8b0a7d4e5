import { FORMAT_FILES } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../../lib/http-schemas';
import { requestedLanguage } from '../render/request-query';
import type { CalendarReader, PageDocuments } from './documents';
import type { DocumentServer } from './serve-document';

const schema = {
  tags: ['public'],
  summary: "A published status page's maintenance as an iCalendar feed",
  description:
    'RFC 5545 (METHOD:PUBLISH), one VEVENT per maintenance: upcoming, in progress, ended in the last 30 days, ' +
    'and deleted in the last 30 days (STATUS:CANCELLED). UID `{maintenance id}@{PUBLIC_URL host}`; SEQUENCE ' +
    'rises with every change (window, title, status, updates); times in UTC. No authentication; the public ' +
    'ETag (304 on If-None-Match), Cache-Control and CORS headers. Also served at /maintenance.ics on the ' +
    "page's custom domain.",
  params: {
    type: 'object',
    required: ['slug'],
    properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: {
    200: {
      description: 'The calendar',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    },
    301: { description: 'The page was renamed: Location is the calendar at its new slug', type: 'null' },
    304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
    ...errors(404),
  },
} as const;

/** The page's maintenance calendar: /status/{slug}/maintenance.ics, and the same on its custom domain. */
export function calendarRoutes(
  app: FastifyInstance,
  documents: PageDocuments,
  server: DocumentServer,
  read: CalendarReader,
): void {
  server.route(
    app,
    `/${FORMAT_FILES.calendar}`,
    (snapshot, request) => documents.calendar(snapshot, read, requestedLanguage(request)),
    schema,
  );
}
