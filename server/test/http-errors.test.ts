import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-context.js';

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

  it('sets secure headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
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
