import { createFetch, type $Fetch } from 'ofetch';
import { sessionEndedStatuses, Status, type Envelope } from '../../contract/envelope';
import { REQUEST_TIMEOUT_MS, ERROR_TOAST_MS } from '../../contract/constants';

/** A failed call: `status` is the envelope status, or 0 when the network (or a timeout) failed. */
export class ApiError extends Error {
  status: number;
  data: unknown;
  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/**
 * The server's final word on a request (a business error such as 速度不可能这么快): sending it again
 * cannot change the answer. A transport failure (status 0) or a server fault (5xxxx) can pass.
 */
export const isRefusal = (e: unknown): e is ApiError => e instanceof ApiError && e.status !== 0 && e.status < 50000;

/** The server is busy with this role's work (42900: its replays wait a few at a time): a finished attempt is sent again later, not dropped. */
export const isBusy = (e: unknown): boolean => e instanceof ApiError && e.status === 42900;

/** The session behind the request has ended (10000/10001/10002): signing in again changes the answer. */
export const isSessionEnded = (e: unknown): e is ApiError => e instanceof ApiError && sessionEndedStatuses.includes(e.status);

/** Everything request() needs from the outside world; main.tsx wires the real ones, tests fakes. */
export interface HttpDeps {
  fetch: typeof globalThis.fetch;
  getToken(): string | null;
  getRoleId(): string | null;
  /** SPEC §8: status 10000/10001/10002 — the dialog that asks to sign in again (src/state/sessionEnded.ts) */
  onSessionEnded(message: string): void;
  /** SPEC §8: any other failure — an error toast shown for `ms` */
  onError(message: string, ms: number): void;
}

export const API_BASE = '/api/client/v1';

const deps: HttpDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  getToken: () => null,
  getRoleId: () => null,
  onSessionEnded: () => {},
  onError: () => {},
};
let client: $Fetch = build();

function build(): $Fetch {
  return createFetch({ fetch: deps.fetch, Headers: globalThis.Headers, AbortController: globalThis.AbortController });
}

/** Replace some of request()'s collaborators (token source, fetch, toast, dialog). */
export function configureHttp(next: Partial<HttpDeps>): void {
  Object.assign(deps, next);
  if (next.fetch) client = build();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** no toast or dialog: the caller shows the failure itself */
  silent?: boolean;
  /** send as this role instead of the active one (work queued offline belongs to the role that did it) */
  roleId?: string | null;
  /** the Authorization header for this token instead of the session's (a login not yet stored) */
  token?: string;
}

const isEnvelope = (x: unknown): x is Envelope =>
  typeof x === 'object' && x !== null && typeof (x as Envelope).status === 'number' && 'data' in x;

/** Friendly Chinese text for a transport failure (children read it, not developers). */
function networkMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return '现在没有联网，这件事需要网络。连上网络后再试吧';
  if (/timeout|TimeoutError|aborted/i.test(text)) return '网络有点慢，请求超时了，请稍后再试';
  return '网络连接失败，请检查网络后再试';
}

/**
 * Call the API (SPEC.md §7/§8): unwraps the envelope and returns `data` on status 200.
 * Failures show the catalogue's dialog or toast (unless silent) and throw ApiError.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const token = opts.token ?? deps.getToken();
  if (token) headers.Authorization = token;
  const roleId = opts.roleId !== undefined ? opts.roleId : deps.getRoleId();
  if (roleId) headers.userRoleId = roleId;
  const query = opts.query ? Object.fromEntries(Object.entries(opts.query).filter(([, v]) => v !== undefined)) : undefined;

  let body: unknown;
  try {
    body = await client(path, {
      baseURL: API_BASE,
      method: opts.method ?? 'GET',
      headers,
      query,
      body: opts.body as Record<string, unknown> | undefined,
      timeout: REQUEST_TIMEOUT_MS,
      retry: false,
      // business failures arrive as envelopes, even with HTTP 4xx/5xx (API.md "Transport")
      ignoreResponseError: true,
    });
  } catch (error) {
    const message = networkMessage(error);
    if (!opts.silent) deps.onError(message, ERROR_TOAST_MS);
    throw new ApiError(0, message);
  }

  if (/\.(xml|json)$/i.test(path)) return body as T;
  if (!isEnvelope(body)) {
    const message = '服务器开小差了，请稍后再试';
    if (!opts.silent) deps.onError(message, ERROR_TOAST_MS);
    throw new ApiError(Status.serverError, message, body);
  }
  if (body.status === Status.ok) return body.data as T;

  const message = body.message || 'Error';
  if (!opts.silent) {
    if (sessionEndedStatuses.includes(body.status)) deps.onSessionEnded(message);
    else deps.onError(message, ERROR_TOAST_MS);
  }
  throw new ApiError(body.status, message, body.data);
}

/**
 * A file from the API (the gradebook CSV) with the session's headers, as a Blob and the name the
 * server gave it (RFC 5987 filename*). A refusal arrives as an envelope: its message shows and throws.
 */
export async function requestFile(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const headers: Record<string, string> = {};
  const token = deps.getToken();
  if (token) headers.Authorization = token;
  const roleId = deps.getRoleId();
  if (roleId) headers.userRoleId = roleId;
  let res: Response;
  try {
    res = await deps.fetch(`${API_BASE}${path}`, { headers });
  } catch (error) {
    const message = networkMessage(error);
    deps.onError(message, ERROR_TOAST_MS);
    throw new ApiError(0, message);
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await res.json()) as Envelope;
    const message = body.message || '服务器开小差了，请稍后再试';
    if (sessionEndedStatuses.includes(body.status)) deps.onSessionEnded(message);
    else deps.onError(message, ERROR_TOAST_MS);
    throw new ApiError(body.status, message, body.data);
  }
  const star = /filename\*=UTF-8''([^;]+)/i.exec(res.headers.get('content-disposition') ?? '');
  return { blob: await res.blob(), filename: star ? decodeURIComponent(star[1]!) : null };
}
