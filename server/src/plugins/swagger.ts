import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { REPO_ROOT } from '../lib/paths';

/** Where the interactive API documentation is served; the console's API tokens screen links to it. */
export const DOCS_PREFIX = '/v1/docs';
export const DOCS_TITLE = 'Statusdeck API';

/** The product's icon (the one the front ends use as favicon), served as the docs' favicon and logo. */
const ICON_FILE = 'statusdeck.svg';

/**
 * The docs page's own policy: its scripts, styles and the specification come from this server only (the
 * bundle, its initializer and our theme are files, nothing inline), images may be data: URIs (Swagger UI's
 * stylesheet draws its icons so), and, like every other page, it cannot be framed. Other routes keep the
 * policy of plugins/security.ts.
 */
export function docsContentSecurityPolicy(config: Config): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.publicUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * The product's top bar, a plain script file (the policy allows no inline script): its icon (the page's
 * favicon link) and name, linking to the console. Swagger UI's own top bar is left out (BaseLayout below):
 * it draws Swagger's logo, an inline SVG whose <style> the policy refuses.
 */
const THEME_JS = `(function () {
  var icon = document.querySelector('link[rel="icon"]');
  var header = document.createElement('header');
  header.className = 'statusdeck-topbar';
  var home = document.createElement('a');
  home.href = '/';
  var image = document.createElement('img');
  image.src = icon ? icon.href : '';
  image.alt = '';
  image.width = 32;
  image.height = 32;
  var name = document.createElement('span');
  name.textContent = ${JSON.stringify(DOCS_TITLE)};
  home.append(image, name);
  header.append(home);
  document.body.insertBefore(header, document.body.firstChild);
})();
`;

const THEME_CSS = `
body { margin: 0; }
.statusdeck-topbar { padding: 0.75rem 1.25rem; background: #0f172a; }
.statusdeck-topbar a { display: inline-flex; align-items: center; gap: 0.75rem; color: #f8fafc;
  text-decoration: none; font: 700 1.25rem/1 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
`;

/** Registered before the routes: the OpenAPI document is generated from their schemas. */
export async function setupSwagger(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: DOCS_TITLE, version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Schemas added with addSchema keep their $id as their name under components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  const icon = readFileSync(path.join(REPO_ROOT, 'assets', 'favicon.svg'));
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Replaces the headers of plugins/security.ts on the docs' routes only.
    staticCSP: docsContentSecurityPolicy(config),
    uiConfig: { layout: 'BaseLayout' },
    theme: {
      title: DOCS_TITLE,
      favicon: [{ filename: ICON_FILE, rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: icon }],
      css: [{ filename: 'statusdeck.css', content: THEME_CSS }],
      js: [{ filename: 'statusdeck.js', content: THEME_JS }],
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
