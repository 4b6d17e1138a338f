import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does for one request. */
export type FakeStep =
  | { kind: 'reply'; content: string }
  | { kind: 'status'; status: number; body?: unknown }
  /** A redirect elsewhere (`location`, an absolute URL): the provider's client must not follow it. */
  | { kind: 'redirect'; location: string }
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A chat-completions response as OpenAI sends it. */
export const completion = (content: string, model = 'fake-model') => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
  ],
  usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
});

/**
 * A small server on 127.0.0.1 that speaks OpenAI's chat-completions protocol, so the real `openai`
 * SDK is exercised end to end (headers, retries, timeouts, JSON). Steps are consumed in order; when
 * none is queued it answers with `fallbackStep`. While `held`, replies wait until `release()`.
 */
export async function startFakeOpenAI(options: { fallbackStep?: FakeStep; port?: number } = {}) {
  const requests: RecordedRequest[] = [];
  const steps: FakeStep[] = [];
  const hanging: http.ServerResponse[] = [];
  let held = false;
  let waiting: (() => void)[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.url?.startsWith('/__control/')) return control(req.url, res);
    requests.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    const step = steps.shift() ?? options.fallbackStep ?? { kind: 'status', status: 500 };
    if (step.kind === 'hang') {
      hanging.push(res);
      return;
    }
    if (step.kind === 'redirect') {
      res.writeHead(302, { location: step.location }).end();
      return;
    }
    if (step.kind === 'status') {
      res.writeHead(step.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(step.body ?? { error: { message: 'fake failure', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(step.content, String(requests.at(-1)?.body.model ?? 'fake-model'))));
  });

  /** Lets a separate process (the end-to-end tests) hold and release replies over HTTP. */
  function control(url: string, res: http.ServerResponse) {
    if (url === '/__control/hold') held = true;
    if (url === '/__control/release') release();
    res.writeHead(204).end();
  }

  function release() {
    held = false;
    for (const resolve of waiting) resolve();
    waiting = [];
  }

  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    enqueue: (...more: FakeStep[]) => steps.push(...more),
    /** Forgets queued steps, so no test inherits another's script. */
    reset: () => {
      steps.length = 0;
    },
    hold: () => {
      held = true;
    },
    release,
    async close() {
      release();
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

/** A valid advice reply, marked so tests can tell it from the built-in advisor's. */
export function modelAdvice(marker = 'MODEL') {
  return {
    summary: `${marker}: your results show real care for each other and clear places to grow together.`,
    strengths: [`${marker} strength one`, `${marker} strength two`, `${marker} strength three`],
    improvements: [`${marker} improvement one`, `${marker} improvement two`, `${marker} improvement three`],
    recommendations: [
      `${marker} recommendation one`,
      `${marker} recommendation two`,
      `${marker} recommendation three`,
      `${marker} recommendation four`,
      `${marker}: retake this assessment in 3-6 months`,
    ],
    conversationStarters: [`${marker} question one?`, `${marker} question two?`, `${marker} question three?`],
  };
}
