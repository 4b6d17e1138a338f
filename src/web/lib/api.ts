import i18n, { currentReaderTag } from '../i18n/index.ts';

/** A failed API call: `message` is already in the interface language (the server renders it). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The request field a refusal concerns, when the server names one (a new password too easy to guess). */
  readonly field: string | undefined;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** fetch, with a dropped connection turned into a readable ApiError instead of a TypeError. */
export async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    throw new ApiError(0, 'network', i18n.t('errors.network'));
  }
}

/** The server's error body (`{error: {code, message}}`, message already translated) as an ApiError. */
export async function failure(response: Response): Promise<ApiError> {
  const error = (
    safeJson(await response.text()) as { error?: { code?: string; message?: string; field?: unknown } } | null
  )?.error;
  return new ApiError(
    response.status,
    error?.code ?? `http_${response.status}`,
    error?.message ?? i18n.t('errors.generic'),
    typeof error?.field === 'string' ? error.field : undefined,
  );
}

/**
 * JSON over fetch on the same origin. The interface language travels as Accept-Language so the server
 * answers errors in it.
 */
export async function api<T>(
  path: string,
  options: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': currentReaderTag(), accept: 'application/json' };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await send(path, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  return (text ? safeJson(text) : null) as T;
}

/**
 * A file from the API (a PDF report), saved under the name the server gives it. Errors arrive as JSON
 * like any other call's, so the page can show them (an upgrade path, say) instead of saving them.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, { headers: { 'accept-language': currentReaderTag() } });
  if (!response.ok) throw await failure(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task can free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
