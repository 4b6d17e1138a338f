import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';

/**
 * Over a real socket, as main.ts serves the app (@hono/node-server on a loopback port the kernel
 * picks): a request refused before its body was read must not break the next request on the same
 * keep-alive connection. Before the fix, every second request after a 413 failed with "socket hang up".
 */

let ctx: TestContext;
let server: ServerType;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  socket: unknown;
}

/** One request through `agent`; the body as one string (with Content-Length) or as chunks (chunked). */
function send(agent: http.Agent, method: string, path: string, body?: string | Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { origin: ctx.env.appUrl, 'content-type': 'application/json' };
    if (typeof body === 'string') headers['content-length'] = Buffer.byteLength(body);
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: text,
          socket: request.socket,
        }),
      );
    });
    request.on('error', reject);
    if (Array.isArray(body)) {
      void (async () => {
        for (const chunk of body) {
          if (request.destroyed) return;
          if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve));
        }
        request.end();
      })().catch(() => {});
    } else request.end(body);
  });
}

const oversized = JSON.stringify({ name: 'Layla', email: 'a@b.co', message: 'x'.repeat(300 * 1024) });

describe('a keep-alive connection', () => {
  it('is reused by ordinary requests (so the checks below test one socket)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await send(agent, 'GET', '/api/health');
    const second = await send(agent, 'GET', '/api/health');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  });

  it('survives an oversized body: 413 with Connection: close, then the next requests succeed', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let round = 0; round < 3; round++) {
      const refused = await send(agent, 'POST', '/api/contact', oversized);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'payload_too_large' } });
      for (let i = 0; i < 2; i++) expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    }
    agent.destroy();
  });

  it('survives an oversized chunked body the same way', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let round = 0; round < 3; round++) {
      const chunks = Array.from({ length: 100 }, () => Buffer.alloc(4096, 0x20));
      const refused = await send(agent, 'POST', '/api/contact', chunks);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      for (let i = 0; i < 2; i++) expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    }
    agent.destroy();
  });

  it('survives any refusal sent before a body was read (a body that is not JSON)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ message: 'x'.repeat(200 * 1024) });
    const refused = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          agent,
          headers: { origin: ctx.env.appUrl, 'content-type': 'text/plain' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(refused).toBe(415);
    for (let i = 0; i < 2; i++) expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    agent.destroy();
  });
});
