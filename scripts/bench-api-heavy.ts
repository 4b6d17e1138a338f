/**
 * The heavy person of `npm run bench:api`'s "one heavy person" scenario, run in a worker thread so that
 * making and reading these requests does not run on the server's event loop (the autosaves it is set
 * against are measured there). One account, `connections` loops at once, each going round the
 * expensive routes (decision 051): the export, a result, progress, the timeline, a new assessment
 * completed, a PDF report. Posts back how many answers each route gave, by status.
 */
import { parentPort, workerData } from 'node:worker_threads';

export interface HeavyPerson {
  url: string;
  cookie: string;
  origin: string;
  password: string;
  /** A completed assessment of theirs: its result and PDF are read. */
  resultId: string;
  /** Every answer of a 'values' assessment, to complete a new one in one request. */
  responses: Record<string, number>;
  connections: number;
}
/** What the bench tells the loops; they answer `'idle'` once paused with nothing in flight, and their answers once stopped. */
export type HeavyState = 'run' | 'pause' | 'stop';
/** Answers per route and status, e.g. `{ result: { 200: 812 } }`. */
export type HeavyAnswers = Record<string, Record<number, number>>;

const person = workerData as HeavyPerson;
/** Paused until the bench says run. */
let state: HeavyState = 'pause';
let inFlight = 0;
/** Loops waiting for the state to leave 'pause'. */
const paused: (() => void)[] = [];
const idleNow = () => state === 'pause' && inFlight === 0 && parentPort?.postMessage('idle');
parentPort?.on('message', (next: HeavyState) => {
  state = next;
  if (state !== 'pause') for (const wake of paused.splice(0)) wake();
  idleNow();
});
const headers = { cookie: person.cookie, origin: person.origin, 'accept-language': 'en' };
const json = { ...headers, 'content-type': 'application/json' };

const answers: HeavyAnswers = {};
const count = (route: string, status: number) => {
  const counts = answers[route] ?? {};
  counts[status] = (counts[status] ?? 0) + 1;
  answers[route] = counts;
};

/**
 * One request of a round: counted under `route`, its body read to the end as a client would. A request
 * that fails outright is counted under status 0 and the loop goes on.
 */
async function ask(route: string, path: string, init: RequestInit = {}) {
  inFlight++;
  try {
    const response = await fetch(`${person.url}${path}`, { headers, ...init });
    const body = await response.arrayBuffer();
    count(route, response.status);
    return { status: response.status, body };
  } catch {
    count(route, 0);
    return { status: 0, body: new ArrayBuffer(0) };
  } finally {
    inFlight--;
    idleNow();
  }
}

/** Whether the loops may send another request: waits while the bench has them paused; false once stopped. */
async function going() {
  while (state === 'pause') await new Promise<void>((wake) => paused.push(wake));
  return state === 'run';
}

/** One round of the expensive routes; `created` carries a new assessment's id to its completion. */
const round: ((loop: { created?: string }) => Promise<unknown>)[] = [
  // Since issue 26 the export asks for the password, as deletion does.
  () =>
    ask('export', '/api/account/export', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password: person.password }),
    }),
  () => ask('result', `/api/assessments/${person.resultId}/result`),
  () => ask('progress', '/api/progress'),
  () => ask('timeline', '/api/timeline'),
  async (loop) => {
    const created = await ask('new assessment', '/api/assessments', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ assessment_type: 'values' }),
    });
    loop.created =
      created.status === 201 ? (JSON.parse(new TextDecoder().decode(created.body)) as { id: string }).id : undefined;
  },
  // Without a new one (its creation refused), completing the old one again reads its result back.
  (loop) =>
    ask('complete', `/api/assessments/${loop.created ?? person.resultId}/complete`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ responses: person.responses }),
    }),
  () => ask('PDF', `/api/assessments/${person.resultId}/report.pdf`),
];

/**
 * One loop: round after round, one request at a time, as long as the bench lets it. Plain fetch rather
 * than autocannon: a new assessment's id is needed to complete it, and a refusal that closes the
 * connection (an unread body, http/close-after-refusal.ts) made autocannon count answers under the
 * wrong request.
 */
async function loop() {
  const state = {};
  for (let step = 0; await going(); step = (step + 1) % round.length) await round[step]?.(state);
}

await Promise.all(Array.from({ length: person.connections }, () => loop()));
parentPort?.postMessage({ answers });
