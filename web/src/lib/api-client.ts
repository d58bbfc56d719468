import {
  endpointUrl,
  isErrorBody,
  routePaths,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResponse,
  type ErrorCode,
} from '@dealer/domain';

/** Failures that never reach the server's error body: translated like the API's codes. */
export const clientErrorCodes = ['network_error', 'unexpected_response'] as const;
export type ClientErrorCode = ErrorCode | (typeof clientErrorCodes)[number];

/** A failed call: the HTTP status (0 when the network failed) and the stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Facts to recover with, e.g. the current price of a `price_changed` answer. */
    readonly details?: Record<string, number | string | null>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

// The router is not known here; the app registers how to reach the sign-in page. The default is
// a full page load, which is always correct, only slower.
let handleUnauthenticated: () => void = () => window.location.assign(routePaths.signIn);

/** Registers what happens when a call finds the session missing or expired. */
export function setUnauthenticatedHandler(handler: () => void): void {
  handleUnauthenticated = handler;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Called with the answer's headers before its body is read (e.g. the list's version). */
  onHeaders?: (headers: Headers) => void;
  /** The login call answers 401 for a wrong password: that must not leave the page. */
  isSignInCall?: boolean;
  /** Headers besides the JSON ones, e.g. the Idempotency-Key of a money call. */
  headers?: Record<string, string>;
  /** The answer can be megabytes (the items list): its body is read whole (see `readBody`). */
  isLarge?: boolean;
}

/**
 * Calls an endpoint of the domain's contract: the URL from its path and the given params and
 * query, the body as JSON (or the form, for an upload), and the answer typed by its response
 * schema. The server's serializer holds the answer to that schema.
 */
export function callApi<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body, form } = input as {
    params?: Record<string, string | number | boolean>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    form?: FormData;
  };
  const url = endpointUrl(endpoint, params, query);
  return request<EndpointResponse<E>>(endpoint.method, url, form ?? body, options);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A form (a file upload) is sent as multipart: the browser writes its Content-Type boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      // A redirect to a sign-in address means the session is gone (spec 6: 401 or 302).
      redirect: 'manual',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  const status = response.type === 'opaqueredirect' ? 401 : response.status;
  if (status >= 200 && status < 300) {
    options.onHeaders?.(response.headers);
    return readBody<T>(response, status, options.isLarge);
  }

  const error = await toApiError(response, status);
  if (status === 401 && !options.isSignInCall) handleUnauthenticated();
  throw error;
}

async function readBody<T>(response: Response, status: number, isLarge = false): Promise<T> {
  // A large body is taken whole as a Blob, which the browser receives away from the page's
  // thread, and decoded at once; `text()` streams it through that thread chunk by chunk, which
  // for the 10 MB list took 400–500 ms of it (docs/decisions.md, "The items list's body is taken
  // whole"). Other answers are a chunk or two, for which streaming costs nothing.
  const text = isLarge ? await (await response.blob()).text() : await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(status, 'unexpected_response', 'The response was not JSON');
  }
}

async function toApiError(response: Response, status: number): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) {
    const { code, message, fields, details } = body.error;
    return new ApiError(status, code, message, fields, details);
  }
  const fallback: ClientErrorCode =
    status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'unexpected_response';
  return new ApiError(status, fallback, `HTTP ${status}`);
}
