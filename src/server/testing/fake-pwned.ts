import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small server on 127.0.0.1 that speaks the Pwned Passwords range API: `GET /range/{5 hex}` answers
 * `SUFFIX:COUNT` lines (CRLF) for every known hash under the prefix and, when asked with `Add-Padding:
 * true`, zero-count decoys as the real service does. It records each path asked for, so a test can see
 * that no more than the prefix left the app. `failing` makes it answer 503.
 */
export async function startFakePwned(breached: string[]) {
  const known = new Map(breached.map((p) => [createHash('sha1').update(p, 'utf8').digest('hex').toUpperCase(), 42]));
  const requests: { path: string; padding: string | undefined }[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    const padding = req.headers['add-padding'] as string | undefined;
    requests.push({ path, padding });
    const prefix = /^\/range\/([0-9A-Fa-f]{5})$/.exec(path)?.[1]?.toUpperCase();
    if (!prefix) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('The hash prefix was not in a valid format');
      return;
    }
    if (state.failing) {
      res.writeHead(503).end();
      return;
    }
    const lines = [...known].filter(([hash]) => hash.startsWith(prefix)).map(([hash, n]) => `${hash.slice(5)}:${n}`);
    if (padding === 'true') {
      for (let i = 0; i < 5; i++) lines.push(`${randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`);
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
