import type { ErrorBody, ErrorCode } from '@dealer/domain';
import { vi } from 'vitest';
import { clientConfig, makeUser, offices, organisations } from './fixtures';
import type { CurrentUser, PermissionFlags } from '@dealer/domain';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);

/** Routes keyed by "METHOD /path" (without the query string). */
export type MockRoutes = Record<string, Route>;

export const apiError = (
  status: number,
  code: ErrorCode,
  extra: Pick<ErrorBody['error'], 'fields' | 'details'> = {},
): MockResponse => ({
  status,
  body: { error: { code, message: code, ...extra } },
});

/** Replaces fetch; unknown routes answer 404. Returns the calls made, for assertions. */
export function mockApi(routes: MockRoutes) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const request = { method, path: url.pathname, url, body, headers };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const response = typeof route === 'function' ? await route(request) : route;
    const {
      status = 200,
      body: responseBody,
      headers: responseHeaders,
    } = response ?? apiError(404, 'route_not_found');
    return new Response(
      responseBody === undefined || status === 204 ? null : JSON.stringify(responseBody),
      { status, headers: { 'Content-Type': 'application/json', ...responseHeaders } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The start sequence's calls answering for one user with the given flags. */
export function sessionRoutes(
  flags: PermissionFlags,
  user: CurrentUser = makeUser(flags),
): MockRoutes {
  return {
    'GET /api/User/GetCurrentUser': { body: user },
    'GET /api/User/GetUserOrganisationBasicInfos': { body: organisations },
    'GET /api/User/GetUserPermissions': { body: flags },
    'GET /api/Organisation/GetOffices': { body: offices },
    'GET /api/Settings/timestamp': { body: { timestamp: new Date().toISOString() } },
    'GET /api/Settings/clientconfig': { body: clientConfig },
  };
}
