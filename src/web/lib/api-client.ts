import { type ClientResponse, hc } from 'hono/client';
// The one place the browser reads the server: its route types, erased at build (decision 027).
import type { App, SessionUser } from '../../server/app.ts';
import { currentReaderTag } from '../i18n/index.ts';
import { failure, safeJson, send } from './api.ts';

/**
 * The server's `/api` routes as typed calls: paths, parameters and response bodies come from the routes
 * themselves, so a renamed field breaks the build instead of a page. The interface language travels as
 * Accept-Language on every call so the server answers errors in it.
 */
export const client = hc<App>('/', {
  headers: () => ({ 'accept-language': currentReaderTag(), accept: 'application/json' }),
  fetch: (input: RequestInfo | URL, init?: RequestInit) => send(input, init),
}).api;

/** The signed-in person as the session routes answer (better-auth's user, from the server's types). */
export type { SessionUser };

/** The JSON body a route answers with (null for an empty 204). */
export type Body<R> = R extends ClientResponse<infer T, number, string> ? T : never;
/** The body of a typed call, e.g. `Answer<typeof client.assessments[':id']['$get']>`. */
export type Answer<F extends (...args: never[]) => unknown> = Body<Awaited<ReturnType<F>>>;

/** A typed call's body, or its failure as an ApiError whose message the server already translated. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Body<R>> {
  const response = await request;
  if (!response.ok) throw await failure(response as unknown as Response);
  const text = await response.text();
  return (text ? safeJson(text) : null) as Body<R>;
}

/**
 * A call's arguments with a JSON body. The routes validate bodies inside the handler with the shared
 * zod schemas (readJson), which hono/client cannot see; the callers type `json` with those schemas' types.
 */
export const withJson = <A extends object>(args: A, json: unknown): A => ({ ...args, json });
/** The same for a query string the handler reads itself. */
export const withQuery = <A extends object>(args: A, query: Record<string, string>): A => ({ ...args, query });
