import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-context.js';

/** Sends `head` on a raw socket, then `body` one byte every `intervalMs`; answers what came back. */
function sendSlowly(port: number, head: string, body = '', intervalMs = 100) {
  return new Promise<{ answer: string; elapsedMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < body.length && socket.writable) socket.write(body[sent++]!);
    }, intervalMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      resolve({ answer, elapsedMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(trickle);
      socket.destroy();
      reject(new Error(`not cut off; got ${answer}`));
    }, 10_000);
  });
}

const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('the error body and HTTP basics', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    cookie = await t.signIn('buyer@demo.test');
  });
  afterAll(() => t.close());

  const localeOf = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUser', headers: { cookie } })
    ).json().locale;

  it('answers malformed JSON with 400 invalid_json and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/User/SetUserPhoneNumber',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"phoneNumber": "040',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_json', message: expect.any(String) },
    });
  });

  it('refuses a 10 MB JSON body with 413', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/User/SetUserPhoneNumber',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(await localeOf()).toBe('fi-fi');
  });

  it('answers an unknown API route with 404 route_not_found', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/NoSuchThing',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('route_not_found');
  });

  it('answers a non-numeric id in the path with 400 and the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Organisation/abc',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('organisationId');
  });

  // Issue 15: the router's 414 came in Fastify's own shape.
  it.each(['/media/', '/api/AuctionItems/', '/api/Organisation/'])(
    'answers an over-long path segment after %s with 414 and the error body',
    async (prefix) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${prefix}${'a'.repeat(300)}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        error: { code: 'uri_too_long', message: expect.any(String) },
      });
    },
  );

  it('answers a request Node cannot parse with the error body and closes', async () => {
    const server = await createTestContext('pglite');
    try {
      const address = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
      const { answer } = await sendSlowly(Number(address.port), 'NOT HTTP AT ALL\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(answer)).toEqual({
        error: { code: 'validation_failed', message: expect.any(String) },
      });
    } finally {
      await server.close();
    }
  });

  // Issue 15: a body trickled byte by byte held the connection for ever.
  it('cuts off a request body that arrives too slowly with 408, and changes nothing', async () => {
    const server = await createTestContext('pglite', { BODY_TIMEOUT_SECONDS: '1' });
    try {
      const address = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
      const sessionCookie = await server.signIn('buyer@demo.test');
      const phoneNumber = async () =>
        (
          await server.app.inject({
            method: 'GET',
            url: '/api/User/GetCurrentUser',
            headers: { cookie: sessionCookie },
          })
        ).json().phoneNumber as string | null;
      const before = await phoneNumber();
      const body = JSON.stringify({ phoneNumber: '040 765 4321' });
      const head =
        `PATCH /api/User/SetUserPhoneNumber HTTP/1.1\r\nHost: ${address.host}\r\n` +
        `Cookie: ${sessionCookie}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`;
      // 30 bytes at 10 a second would take 3 s; the server allows 1.
      const { answer, elapsedMs } = await sendSlowly(Number(address.port), head, body);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(bodyOf(answer)).toEqual({
        error: { code: 'request_timeout', message: expect.any(String) },
      });
      expect(elapsedMs).toBeLessThan(2500);
      expect(await phoneNumber()).toBe(before);
      // A body that arrives in time is taken as before.
      const quick = await server.app.inject({
        method: 'PATCH',
        url: '/api/User/SetUserPhoneNumber',
        headers: { cookie: sessionCookie },
        payload: { phoneNumber: '040 765 4321' },
      });
      expect(quick.statusCode).toBe(200);
      expect(await phoneNumber()).not.toBe(before);
    } finally {
      await server.close();
    }
  });

  it('sets secure headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('sets the same secure headers on every kind of answer, refusals and unknown paths too', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/api/AuctionItems', headers: { cookie } }),
      t.app.inject({ method: 'GET', url: '/api/AuctionItems' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
          "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      );
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      // HSTS is the TLS-terminating proxy's to set.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('documents every API route in the OpenAPI document at /api/docs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const expected of [
      'POST /api/auth/login',
      'GET /api/User/GetCurrentUser',
      'PATCH /api/User/SetUserLocale/{locale}',
      'POST /api/Organisation/{organisationId}/UpdatePermission',
      'DELETE /api/Organisation/{organisationId}/UnAssignOrganisationWideProductPermission/{productPermissionId}',
      'GET /api/Settings/timestamp',
    ]) {
      expect(documented).toContain(expected);
    }
    expect(routes).toContain('GetCurrentUser');
  });

  it('serves the banners only while configured', async () => {
    const hidden = (
      await t.app.inject({ method: 'GET', url: '/api/Settings/serviceadnotification' })
    ).json();
    expect(hidden).toEqual({ isVisible: false, title: null, text: null, readMoreLink: null });
    const configured = await createTestContext('pglite', {
      SERVICE_AD_TITLE: 'Talvirenkaat',
      SERVICE_AD_TEXT: 'Katso tarjous',
      SERVICE_AD_LINK: 'https://example.fi/talvi',
    });
    const shown = (
      await configured.app.inject({ method: 'GET', url: '/api/Settings/serviceadnotification' })
    ).json();
    await configured.close();
    expect(shown).toEqual({
      isVisible: true,
      title: 'Talvirenkaat',
      text: 'Katso tarjous',
      readMoreLink: 'https://example.fi/talvi',
    });
  });

  it('serves the server time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Settings/timestamp' });
    expect(response.json()).toEqual({ timestamp: t.clock.now().toISOString() });
  });
});
