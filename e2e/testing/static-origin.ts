// A bare static host standing in for a CDN: serves one app's dist/ at the root of its own origin,
// with the CORS header module federation needs, and an /app-config.json naming the API's origin.
// This is how a remote is deployed alone (README, "Split deployment"). An app that ships a config.js
// (remote-public's standalone page) gets it as a deployer edits it: the API's origin filled in.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
};

export function startStaticOrigin(dist: string, port: number, apiOrigin: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (path === '/app-config.json') {
      response.writeHead(200, { 'content-type': TYPES['.json'] });
      response.end(JSON.stringify({ apiBase: apiOrigin, remotes: {} }));
      return;
    }
    if (path === '/config.js' && existsSync(join(dist, 'config.js'))) {
      // The shipped file with its one edit, comments kept: a changed format fails the standalone tests.
      const shipped = readFileSync(join(dist, 'config.js'), 'utf8');
      response.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-cache' });
      response.end(shipped.replace(/apiOrigin:\s*''/, `apiOrigin: '${apiOrigin}'`));
      return;
    }
    const file = normalize(join(dist, path));
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const target = found ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
