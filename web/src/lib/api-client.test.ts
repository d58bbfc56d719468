import { endpoint, type HttpMethod } from '@dealer/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, mockApi } from '../test/mock-api';
import { ApiError, callApi, setUnauthenticatedHandler } from './api-client';

/** Endpoints of the shape the tests need: any body, any answer. */
const withBody = (method: Exclude<HttpMethod, 'GET'>, path = '/api/x') =>
  endpoint({ method, path, body: z.unknown(), response: z.unknown() });
const getX = endpoint({ method: 'GET', path: '/api/x', response: z.unknown() });
const upload = endpoint({ method: 'PUT', path: '/api/x', multipart: true, response: z.unknown() });

describe('api client', () => {
  const onUnauthenticated = vi.fn();
  setUnauthenticatedHandler(onUnauthenticated);
  afterEach(() => onUnauthenticated.mockClear());

  it('sends JSON with the session cookie and reads JSON back', async () => {
    const { fetchMock } = mockApi({ 'PATCH /api/x': { body: { ok: true } } });
    await expect(callApi(withBody('PATCH'), { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('builds the URL from the endpoint: its parameters encoded, the query’s defined values', async () => {
    const { fetchMock } = mockApi({ 'GET /api/items/a%2Fb/bids': { body: [] } });
    const bids = endpoint({
      method: 'GET',
      path: '/api/items/:itemId/bids',
      params: z.object({ itemId: z.string() }),
      query: z.object({ q: z.string().optional(), since: z.string().optional() }),
      response: z.array(z.number()),
    });
    await expect(
      callApi(bids, { params: { itemId: 'a/b' }, query: { q: 'a b', since: undefined } }),
    ).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/items/a%2Fb/bids?q=a+b');
  });

  it('sends a form as it is, leaving its multipart Content-Type to the browser', async () => {
    const { fetchMock } = mockApi({ 'PUT /api/x': { body: { ok: true } } });
    const form = new FormData();
    form.append('files', new File(['x'], 'logo.png'));
    await expect(callApi(upload, { form })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns the error body into an ApiError', async () => {
    mockApi({
      'POST /api/x': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'bad', fields: { email: 'required' } },
        },
      },
    });
    const error = await callApi(withBody('POST'), { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'required' },
    });
  });

  it('sends extra headers and reads the details of an error', async () => {
    const { calls } = mockApi({
      'POST /api/x': apiError(409, 'price_changed', {
        fields: { price: 'price_changed' },
        details: { priceNow: 5200, minimumBid: 5220 },
      }),
    });
    const error = await callApi(
      withBody('POST'),
      { body: {} },
      { headers: { 'Idempotency-Key': 'k-1' } },
    )
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(calls[0]!.headers).toMatchObject({
      'Idempotency-Key': 'k-1',
      'Content-Type': 'application/json',
    });
    expect(error).toMatchObject({
      status: 409,
      code: 'price_changed',
      fields: { price: 'price_changed' },
      details: { priceNow: 5200, minimumBid: 5220 },
    });
  });

  it('reads a large answer whole, as a Blob, never streamed as text', async () => {
    const rows = [{ make: 'Škoda', note: 'Hämeenlinna 100 € 🚚' }];
    const answer = {
      type: 'basic',
      status: 200,
      headers: new Headers(),
      text: vi.fn(() => Promise.reject(new Error('streamed as text'))),
      blob: () => Promise.resolve(new Blob([JSON.stringify(rows)])),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer)),
    );
    await expect(callApi(getX, {}, { isLarge: true })).resolves.toEqual(rows);
    expect(answer.text).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(getX, {})).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('sends the user to sign in on 401, except from the login call itself', async () => {
    mockApi({
      'GET /api/x': apiError(401, 'session_expired'),
      'POST /api/auth/login': apiError(401, 'invalid_credentials'),
    });
    await expect(callApi(getX, {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    await expect(
      callApi(withBody('POST', '/api/auth/login'), { body: {} }, { isSignInCall: true }),
    ).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('treats a redirect (to a sign-in address) as 401', async () => {
    const redirect = { type: 'opaqueredirect', status: 0, json: () => Promise.reject(new Error()) };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(redirect)),
    );
    await expect(callApi(getX, {})).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});
