import type { AnswersPatch } from '../../../domain/assessment/requests.ts';
import { unsentKey } from '../../lib/unsent-answers.ts';

export type SaveState = 'saved' | 'saving' | 'offline';

interface Pending {
  responses: Record<string, number>;
  importance: Record<string, boolean>;
}

const RETRY_START_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Autosave that never loses an answer. Each answer is written to this device first (localStorage,
 * synchronously, so a killed browser keeps it), then sent to the server in the background, one request
 * at a time, merging whatever piled up meanwhile. A failed send is retried with back-off and as soon as
 * the browser is back online. Nothing here blocks the next click.
 */
export class AnswerQueue {
  private pending: Pending;
  private inFlight = false;
  private running = false;
  private retryDelay = RETRY_START_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private state: SaveState = 'saved';
  private readonly listeners = new Set<(state: SaveState) => void>();
  private readonly storageKey: string;
  private readonly send: (patch: AnswersPatch) => Promise<unknown>;
  private readonly onOnline = () => {
    this.retryDelay = RETRY_START_MS;
    void this.flush();
  };

  constructor(assessmentId: string, send: (patch: AnswersPatch) => Promise<unknown>) {
    this.storageKey = unsentKey(assessmentId);
    this.send = send;
    this.pending = readPending(this.storageKey);
  }

  /** Starts sending (answers left from an earlier visit first) and listens for the network coming back. */
  start() {
    this.running = true;
    window.addEventListener('online', this.onOnline);
    void this.flush();
  }

  /** Stops retrying and listening; pending answers stay on the device for the next start. */
  stop() {
    this.running = false;
    clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.onOnline);
  }

  /** Answers kept on this device that the server may not have yet (they win over the server's copy). */
  get unsent(): Pending {
    return { responses: { ...this.pending.responses }, importance: { ...this.pending.importance } };
  }

  get saveState(): SaveState {
    return this.state;
  }

  subscribe(listener: (state: SaveState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(patch: AnswersPatch) {
    this.pending = {
      responses: { ...this.pending.responses, ...patch.responses },
      importance: { ...this.pending.importance, ...patch.importance },
    };
    writePending(this.storageKey, this.pending);
    void this.flush();
  }

  async flush(): Promise<void> {
    if (this.inFlight || isEmpty(this.pending)) {
      if (!this.inFlight) this.setState('saved');
      return;
    }
    clearTimeout(this.retryTimer);
    this.inFlight = true;
    this.setState('saving');
    const batch = this.unsent;
    try {
      await this.send(batch);
      this.retryDelay = RETRY_START_MS;
      this.forget(batch);
      this.inFlight = false;
      await this.flush();
    } catch (error) {
      this.inFlight = false;
      if (isPermanent(error)) {
        // The server refused these answers for good (e.g. the assessment was completed elsewhere):
        // retrying cannot help, and the page reloads the assessment's real state.
        this.forget(batch);
        this.setState('saved');
        return;
      }
      this.setState('offline');
      if (!this.running) return; // stopped while the request was out: the next start sends it
      this.retryTimer = setTimeout(() => void this.flush(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
    }
  }

  /** After a successful completion the server holds everything: drop the device copy. */
  clear() {
    this.pending = { responses: {}, importance: {} };
    localStorage.removeItem(this.storageKey);
    this.setState('saved');
  }

  /** Drops what was sent, unless it changed while the request was in flight. */
  private forget(sent: Pending) {
    for (const [key, value] of Object.entries(sent.responses)) {
      if (this.pending.responses[key] === value) delete this.pending.responses[key];
    }
    for (const [key, value] of Object.entries(sent.importance)) {
      if (this.pending.importance[key] === value) delete this.pending.importance[key];
    }
    writePending(this.storageKey, this.pending);
  }

  private setState(state: SaveState) {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

const isEmpty = (p: Pending) => Object.keys(p.responses).length === 0 && Object.keys(p.importance).length === 0;
/**
 * A 4xx that retrying cannot fix. 401 is not one: the answers are still good, the session ran out (or
 * was signed out in another tab), and once the person signs in again the next try or start sends them.
 */
const isPermanent = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
};

/** Answers kept on this device for an assessment, without starting a queue (e.g. to count them). */
export const unsentAnswers = (assessmentId: string): Pending => readPending(unsentKey(assessmentId));

function readPending(key: string): Pending {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Pending> | null;
    return { responses: stored?.responses ?? {}, importance: stored?.importance ?? {} };
  } catch {
    return { responses: {}, importance: {} };
  }
}

function writePending(key: string, pending: Pending) {
  try {
    if (isEmpty(pending)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(pending));
  } catch {
    // Storage full or disabled: the server copy is still being sent.
  }
}
