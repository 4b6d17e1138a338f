import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswersPatch } from '../../../domain/assessment/requests.ts';
import { saveAnswers } from '../../lib/assessments-api.ts';
import { AnswerQueue, type SaveState, unsentAnswers } from './answer-queue.ts';

// The queue is driven the way the page drives it: its `send` is the real saveAnswers (so errors arrive as
// the ApiError the app really throws), over a fake fetch standing in for the server and the network.
// localStorage is an in-memory Storage that outlives queue instances, like the browser's does a tab.

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** What the fake network does with the next request. */
type Reply =
  | 'ok'
  | 'network' // the connection dropped: fetch rejects
  | { status: number; code?: string; headers?: Record<string, string> }
  | { held: Promise<void> }; // stays in flight until the test lets it go (then succeeds)

class FakeServer {
  readonly responses: Record<string, number> = {};
  readonly importance: Record<string, boolean> = {};
  /** Every PATCH that reached the fetch call, with the fake clock's time. */
  readonly requests: { at: number; body: AnswersPatch }[] = [];
  /** Replies for the next requests, in order; afterwards `otherwise` answers. */
  readonly script: Reply[] = [];
  otherwise: Reply = 'ok';

  readonly fetch = async (url: string, init: RequestInit): Promise<Response> => {
    expect(url).toBe(`/api/assessments/${ID}/answers`);
    expect(init.method).toBe('PATCH');
    const body = JSON.parse(String(init.body)) as AnswersPatch;
    this.requests.push({ at: Date.now(), body });
    const reply = this.script.shift() ?? this.otherwise;
    if (reply === 'network') throw new TypeError('fetch failed');
    if (typeof reply === 'object' && 'held' in reply) await reply.held;
    if (reply === 'ok' || 'held' in reply) {
      Object.assign(this.responses, body.responses);
      Object.assign(this.importance, body.importance);
      return Response.json({ id: ID, responses: { responses: this.responses, importance: this.importance } });
    }
    return Response.json(
      { error: { code: reply.code ?? `http_${reply.status}`, message: 'refused' } },
      { status: reply.status, headers: reply.headers },
    );
  };

  get sentTimes() {
    return this.requests.map((r) => r.at);
  }
}

const ID = 'a-1';
const KEY = `wifaq.pending-answers.${ID}`;
let storage: MemoryStorage;
let server: FakeServer;
let states: SaveState[];

/** Lets every promise the queue is waiting on run (fetch, response body), without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const goOnline = () => window.dispatchEvent(new Event('online'));
const stored = () => JSON.parse(storage.getItem(KEY) ?? 'null') as { responses: Record<string, number> } | null;

function openQueue() {
  const queue = new AnswerQueue(ID, (patch) => saveAnswers(ID, patch));
  queue.subscribe((state) => states.push(state));
  queue.start();
  return queue;
}

function deferred() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  storage = new MemoryStorage();
  server = new FakeServer();
  states = [];
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnswerQueue', () => {
  it('writes an answer to the device before any request, and forgets it once the server has it', async () => {
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 3 } });
    // Synchronously, before the request has even been answered.
    expect(stored()?.responses).toEqual({ q1_phase1: 3 });
    expect(queue.saveState).toBe('saving');

    await settle();
    expect(server.responses).toEqual({ q1_phase1: 3 });
    expect(storage.getItem(KEY)).toBeNull();
    expect(queue.saveState).toBe('saved');
    expect(states).toEqual(['saving', 'saved']);
  });

  it('keeps answers typed offline and sends them together when the network returns', async () => {
    server.otherwise = 'network';
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 2 }, importance: { q1: false } });
    await settle();
    queue.add({ responses: { q2_phase1: 4 }, importance: { q2: true } });
    await settle();

    expect(queue.saveState).toBe('offline');
    expect(server.responses).toEqual({});
    expect(stored()).toEqual({ responses: { q1_phase1: 2, q2_phase1: 4 }, importance: { q1: false, q2: true } });
    expect(queue.unsent.responses).toEqual({ q1_phase1: 2, q2_phase1: 4 });

    server.otherwise = 'ok';
    const before = server.requests.length;
    goOnline();
    await settle();

    // One request, at once (not at the next back-off step), with everything that piled up.
    expect(server.requests.slice(before)).toEqual([
      { at: Date.now(), body: { responses: { q1_phase1: 2, q2_phase1: 4 }, importance: { q1: false, q2: true } } },
    ]);
    expect(server.responses).toEqual({ q1_phase1: 2, q2_phase1: 4 });
    expect(server.importance).toEqual({ q1: false, q2: true });
    expect(storage.getItem(KEY)).toBeNull();
    expect(queue.saveState).toBe('saved');
  });

  it('retries a dropped connection with back-off, 1 s doubling to 30 s, and loses nothing', async () => {
    server.otherwise = 'network';
    const queue = openQueue();
    const start = Date.now();
    queue.add({ responses: { q1_phase1: 5 } });
    await settle();
    await wait(120_000);

    const gaps = server.sentTimes.map((at) => at - start);
    expect(gaps.slice(0, 8)).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000, 61_000, 91_000]);
    expect(queue.saveState).toBe('offline');
    expect(stored()?.responses).toEqual({ q1_phase1: 5 });

    server.otherwise = 'ok';
    await wait(30_000);
    expect(server.responses).toEqual({ q1_phase1: 5 });
    expect(storage.getItem(KEY)).toBeNull();
    expect(queue.saveState).toBe('saved');
  });

  it('retries a 503 on its own back-off (Retry-After is not read) and starts the back-off over after a success', async () => {
    server.script.push(
      { status: 503, code: 'busy', headers: { 'retry-after': '120' } },
      { status: 503, code: 'busy', headers: { 'retry-after': '120' } },
    );
    const queue = openQueue();
    const start = Date.now();
    queue.add({ responses: { q1_phase1: 1 } });
    await settle();
    expect(queue.saveState).toBe('offline');
    expect(stored()?.responses).toEqual({ q1_phase1: 1 });

    await wait(1_000);
    expect(server.sentTimes.map((at) => at - start)).toEqual([0, 1_000]);
    await wait(2_000);
    expect(server.sentTimes.map((at) => at - start)).toEqual([0, 1_000, 3_000]);
    expect(server.responses).toEqual({ q1_phase1: 1 });
    expect(storage.getItem(KEY)).toBeNull();

    // The next failure waits 1 s again, not where the last run of failures left off.
    server.script.push({ status: 502 });
    const later = Date.now();
    queue.add({ responses: { q2_phase1: 2 } });
    await settle();
    await wait(1_000);
    expect(server.sentTimes.slice(3).map((at) => at - later)).toEqual([0, 1_000]);
    expect(server.responses).toEqual({ q1_phase1: 1, q2_phase1: 2 });
  });

  it('retries 408 and 429 like a 5xx: the server asked to be tried again', async () => {
    server.script.push({ status: 408 }, { status: 429, headers: { 'retry-after': '5' } });
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 3 } });
    await settle();
    await wait(1_000);
    expect(queue.saveState).toBe('offline');
    expect(stored()?.responses).toEqual({ q1_phase1: 3 });
    await wait(2_000);
    expect(server.requests).toHaveLength(3);
    expect(server.responses).toEqual({ q1_phase1: 3 });
    expect(queue.saveState).toBe('saved');
  });

  it('lets the newest answer to a question win over an older unsent one', async () => {
    server.otherwise = 'network';
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 2 }, importance: { q1: true } });
    await settle();
    queue.add({ responses: { q1_phase1: 5 }, importance: { q1: false } });
    await settle();
    expect(stored()).toEqual({ responses: { q1_phase1: 5 }, importance: { q1: false } });

    server.otherwise = 'ok';
    goOnline();
    await settle();
    expect(server.requests.at(-1)?.body).toEqual({ responses: { q1_phase1: 5 }, importance: { q1: false } });
    expect(server.responses).toEqual({ q1_phase1: 5 });
    expect(server.importance).toEqual({ q1: false });
  });

  it('sends one request at a time, and an answer changed while one was in flight is sent after it', async () => {
    const first = deferred();
    server.script.push({ held: first.held });
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 2 } });
    await settle();
    queue.add({ responses: { q1_phase1: 4, q2_phase1: 1 } });
    await settle();
    expect(server.requests).toHaveLength(1); // still waiting for the first

    first.release();
    await settle();
    // The server took 2, then the change: the device copy was not dropped with the first batch.
    expect(server.requests.map((r) => r.body.responses)).toEqual([{ q1_phase1: 2 }, { q1_phase1: 4, q2_phase1: 1 }]);
    expect(server.responses).toEqual({ q1_phase1: 4, q2_phase1: 1 });
    expect(storage.getItem(KEY)).toBeNull();
    expect(queue.saveState).toBe('saved');
  });

  it('keeps an answer changed in flight on the device even if the tab dies before it is sent', async () => {
    const first = deferred();
    server.script.push({ held: first.held });
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 2 } });
    await settle();
    queue.add({ responses: { q1_phase1: 4 } });
    queue.stop(); // the page goes away with the first request still out
    server.otherwise = 'network';
    first.release();
    await settle();
    expect(server.responses).toEqual({ q1_phase1: 2 });
    expect(stored()?.responses).toEqual({ q1_phase1: 4 });
  });

  it('resends what a killed tab left behind from a new queue over the same storage', async () => {
    server.otherwise = 'network';
    const killed = openQueue();
    killed.add({ responses: { q1_phase1: 1 } });
    killed.add({ responses: { q2_phase1: 5 }, importance: { q2: true } });
    await settle();
    // The tab is killed: no stop(), no clean-up, the in-memory queue is simply gone.
    vi.stubGlobal('window', new EventTarget());
    server.otherwise = 'ok';

    expect(unsentAnswers(ID)).toEqual({ responses: { q1_phase1: 1, q2_phase1: 5 }, importance: { q2: true } });
    const reopened = new AnswerQueue(ID, (patch) => saveAnswers(ID, patch));
    expect(reopened.unsent).toEqual({ responses: { q1_phase1: 1, q2_phase1: 5 }, importance: { q2: true } });
    reopened.start();
    await settle();
    expect(server.requests.at(-1)?.body).toEqual({
      responses: { q1_phase1: 1, q2_phase1: 5 },
      importance: { q2: true },
    });
    expect(server.responses).toEqual({ q1_phase1: 1, q2_phase1: 5 });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('resends an answer whose request was still out when the tab was killed', async () => {
    server.script.push({ held: new Promise(() => {}) }); // never answered: the tab died first
    const killed = openQueue();
    killed.add({ responses: { q1_phase1: 3 } });
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(stored()?.responses).toEqual({ q1_phase1: 3 });

    vi.stubGlobal('window', new EventTarget());
    openQueue();
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(server.responses).toEqual({ q1_phase1: 3 });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('drops a batch the server refuses for good (409, 400, 404) and does not retry it', async () => {
    for (const status of [409, 400, 404]) {
      storage.clear();
      const before = server.requests.length;
      server.script.push({ status });
      const queue = openQueue();
      queue.add({ responses: { q1_phase1: 2 } });
      await settle();
      await wait(10 * 60_000);
      expect(server.requests.length - before, `status ${status}`).toBe(1);
      expect(storage.getItem(KEY), `status ${status}`).toBeNull();
      expect(queue.saveState).toBe('saved');
      queue.stop();
    }
  });

  it('keeps answers through a 401 (signed out) and sends them once the session is back', async () => {
    server.script.push({ status: 401, code: 'unauthorized' }, { status: 401, code: 'unauthorized' });
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 4 } });
    await settle();
    expect(queue.saveState).toBe('offline');
    expect(stored()?.responses).toEqual({ q1_phase1: 4 });
    // Signed in again (in another tab, say): the next try goes through.
    await wait(1_000 + 2_000);
    expect(server.responses).toEqual({ q1_phase1: 4 });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('stops retrying when stopped, keeps the answers, and sends them on the next start', async () => {
    server.otherwise = 'network';
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 1 } });
    await settle();
    queue.stop();
    await wait(10 * 60_000);
    goOnline();
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(stored()?.responses).toEqual({ q1_phase1: 1 });

    server.otherwise = 'ok';
    queue.start();
    await settle();
    expect(server.responses).toEqual({ q1_phase1: 1 });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('keeps each assessment’s answers apart, and clear() forgets only its own', async () => {
    server.otherwise = 'network';
    storage.setItem('wifaq.pending-answers.other', JSON.stringify({ responses: { x_phase1: 1 }, importance: {} }));
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 2 } });
    await settle();
    expect(unsentAnswers('other').responses).toEqual({ x_phase1: 1 });
    expect(server.requests.every((r) => !('x_phase1' in (r.body.responses ?? {})))).toBe(true);

    queue.clear(); // after a successful completion
    expect(storage.getItem(KEY)).toBeNull();
    expect(unsentAnswers('other').responses).toEqual({ x_phase1: 1 });
    queue.stop();
  });

  it('survives unreadable device data and storage that refuses writes', async () => {
    storage.setItem(KEY, '{not json');
    expect(unsentAnswers(ID)).toEqual({ responses: {}, importance: {} });
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const queue = openQueue();
    queue.add({ responses: { q1_phase1: 3 } });
    await settle();
    expect(server.responses).toEqual({ q1_phase1: 3 });
    expect(queue.saveState).toBe('saved');
  });
});
