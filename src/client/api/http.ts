// The HTTP helper (docs/product.md#api, docs/product.md#errors): every browser call to /api goes
// through it.
import { AppError, isErrorCode } from '../../shared/errors';
import type { FieldErrors } from '../../shared/errors';
import { SYSTEM_API } from '../../shared/routes/system-api';
import type { ErrorLogEntry } from '../../shared/contracts/system';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A failed answer without a known error code (or a non-HTTP failure such as bad JSON). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  /** Spec §8: a 400 answer is a validation-type error. */
  get isValidation(): boolean {
    return this.status === 400;
  }
}

export type StatusCallback = (error: Error, response: Response) => void;

export interface RequestOptions {
  /** Run when the answer has this status (docs/product.md#errors), before the rethrow. */
  onStatus?: Partial<Record<number, StatusCallback>>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  /** Looked up per call so tests and non-browser callers can swap it. */
  fetch?: () => typeof fetch;
  /** The current page URL, sent as Referer and logged as referringUrl. */
  currentUrl?: () => string;
  now?: () => Date;
}

export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

// The access token is set by the identity code once a user signs in.
let accessToken: string | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function getAccessToken(): string | null {
  return accessToken;
}

/** True for an AppError with the validation code or a bare 400 answer. */
export function isValidationError(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'validation';
  return error instanceof HttpError && error.isValidation;
}

/** The field messages of a 400 answer, when the server sent any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof AppError ? (error.fieldErrors ?? {}) : {};
}

// fetch rejects with a TypeError whose text differs per browser when the network is down.
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_FAILURE.test(error.message);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageFromBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  if (typeof body === 'string') return body;
  if (isRecord(body) && typeof body.message === 'string') return body.message;
  return JSON.stringify(body);
}

/** A failed answer as the error the client throws: an AppError with its field messages when coded. */
export function errorFromAnswer(status: number, body: unknown): Error {
  const message = messageFromBody(body);
  if (isRecord(body) && isErrorCode(body.code)) {
    const fieldErrors = isRecord(body.fieldErrors) ? (body.fieldErrors as FieldErrors) : undefined;
    return new AppError(body.code, message || undefined, fieldErrors);
  }
  return new HttpError(status, message, body);
}

/** An answer's text as JSON, or the text itself when it is not JSON (a proxy's page). */
export function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseAnswer(await response.text());
}

// The log-error contract caps these fields; a longer entry would itself be refused.
const LOG_LIMITS = { source: 200, message: 2000, referringUrl: 2050, otherInformation: 8000 };
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function browserUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const getFetch = options.fetch ?? (() => globalThis.fetch.bind(globalThis));
  const currentUrl = options.currentUrl ?? browserUrl;
  const now = options.now ?? (() => new Date());

  async function logFailure(method: HttpMethod, url: string, error: Error, status?: number) {
    const referringUrl = currentUrl();
    const entry: ErrorLogEntry = {
      source: clip(`http ${method} ${url}`, LOG_LIMITS.source),
      message: clip(error.message || `${error.name} (HTTP ${status ?? 'n/a'})`, LOG_LIMITS.message),
      referringUrl: clip(referringUrl, LOG_LIMITS.referringUrl),
      otherInformation: clip(
        JSON.stringify({
          name: error.name,
          status,
          ...(error instanceof AppError ? { code: error.code } : {}),
          ...(error instanceof HttpError ? { body: error.body } : {}),
        }),
        LOG_LIMITS.otherInformation,
      ),
      clientDate: now().toISOString(),
    };
    try {
      await getFetch()(SYSTEM_API.logError, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(entry),
      });
    } catch {
      // Logging must never hide the original failure.
    }
  }

  async function request<T>(
    method: HttpMethod,
    url: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const referer = currentUrl();
    // Browsers drop a Referer header silently and use `referrer` instead; other runtimes keep it.
    if (referer) headers.Referer = referer;
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    const init: RequestInit = {
      method,
      headers: { ...headers, ...requestOptions.headers },
      credentials: 'same-origin',
    };
    if (payload !== undefined) init.body = payload;
    if (requestOptions.signal) init.signal = requestOptions.signal;
    if (referer) {
      init.referrer = referer;
      // The API is same-origin: send the full page URL even where the page's policy is stricter.
      init.referrerPolicy = 'same-origin';
    }

    let response: Response;
    try {
      response = await getFetch()(url, init);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!isNetworkFailure(failure) && !isAbort(failure)) await logFailure(method, url, failure);
      throw failure;
    }

    if (response.status >= 400 && response.status <= 599) {
      const failure = errorFromAnswer(response.status, await readBody(response));
      requestOptions.onStatus?.[response.status]?.(failure, response);
      if (url !== SYSTEM_API.logError) await logFailure(method, url, failure, response.status);
      throw failure;
    }

    if (response.status === 204 || response.redirected) return undefined as T;

    const text = await response.text();
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      const failure = new HttpError(response.status, 'The server sent an unreadable answer.', text);
      await logFailure(method, url, failure, response.status);
      throw failure;
    }
  }

  return {
    get: (url, requestOptions) => request('GET', url, undefined, requestOptions),
    put: (url, body, requestOptions) => request('PUT', url, body, requestOptions),
    post: (url, body, requestOptions) => request('POST', url, body, requestOptions),
    delete: (url, body, requestOptions) => request('DELETE', url, body, requestOptions),
  };
}

/** The browser's client; safe to import on the server because nothing runs until a call. */
export const http: HttpClient = createHttpClient();
