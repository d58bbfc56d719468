import { describe, expect, it } from 'vitest';
import { isServedBy, routesOfOpenApi, scanWebApiCalls } from './web-api-calls.js';

const scan = (files: Record<string, string>) => scanWebApiCalls(new Map(Object.entries(files)));
const found = (files: Record<string, string>) =>
  scan(files).calls.map(({ method, path }) => `${method} ${path}`);

describe('the scanner of the web API calls', () => {
  it('reads literal paths, template values as parameters, and drops query strings', () => {
    expect(
      found({
        'a.ts': `
          export const list = () => apiGet<Row[]>('/api/AuctionItems', { signal });
          export const one = (itemId: number) => apiGet(\`/api/AuctionItems/\${itemId}\`);
          export const perms = (id: number) =>
            apiGet(\`/api/Organisation/GetProductPermissions?organisationId=\${id}\`);
          export const locale = (locale: string) =>
            apiSend<User>('PATCH', \`/api/User/SetUserLocale/\${locale}\`);
        `,
      }),
    ).toEqual([
      'GET /api/AuctionItems',
      'GET /api/AuctionItems/{}',
      'GET /api/Organisation/GetProductPermissions',
      'PATCH /api/User/SetUserLocale/{}',
    ]);
  });

  it('reads a call of the contract by its endpoint, and refuses one it cannot find', () => {
    const contract = (object: string, property: string) =>
      object === 'reviewsApi' && property === 'add'
        ? { method: 'POST', path: '/api/AuctionItems/:itemId/AddReview' }
        : null;
    const files = {
      'c.ts': `
        export const add = (itemId: number) =>
          callApi(reviewsApi.add, { params: { itemId }, body: {} });
        export const upload = (xhr: XMLHttpRequest, itemId: number) =>
          xhr.open('POST', endpointUrl(reviewsApi.add, { itemId }));
        export const either = (flag: boolean) =>
          callApi(flag ? reviewsApi.add : reviewsApi.add, {});
        export const lost = () => callApi(madeUp.call, {});
      `,
    };
    const { calls, problems } = scanWebApiCalls(new Map(Object.entries(files)), contract);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/AuctionItems/{}/AddReview',
      'POST /api/AuctionItems/{}/AddReview',
      'POST /api/AuctionItems/{}/AddReview',
      'POST /api/AuctionItems/{}/AddReview',
    ]);
    expect(problems).toEqual(['c.ts:8: callApi of something not in the contract']);
  });

  it('follows constants a path builds on, and both branches of a choice', () => {
    expect(
      found({
        'b.tsx': `
          function send(itemId: number, change: Change) {
            const base = \`/api/AuctionItems/\${itemId}\`;
            const path = \`\${base}/ResponsiblePerson\`;
            switch (change.kind) {
              case 'add': return apiSend('POST', path, change);
              case 'remove': return apiSend('DELETE', \`\${path}/\${change.id}\`);
            }
          }
          const toggle = (on: boolean, id: number) =>
            on ? apiSend('POST', \`/api/AuctionItems/\${id}/AddFavorite\`)
               : apiSend(on ? 'POST' : 'DELETE', '/api/AuctionItems/' + id + '/DeleteFavorite');
          export const Star = () => <button onClick={() => toggle(true, 1)} />;
        `,
      }),
    ).toEqual([
      'POST /api/AuctionItems/{}/ResponsiblePerson',
      'DELETE /api/AuctionItems/{}/ResponsiblePerson/{}',
      'POST /api/AuctionItems/{}/AddFavorite',
      'POST /api/AuctionItems/{}/DeleteFavorite',
      'DELETE /api/AuctionItems/{}/DeleteFavorite',
    ]);
  });

  it('reads fetch and XMLHttpRequest calls, not window.open', () => {
    expect(
      found({
        'c.ts': `
          fetch('/api/Settings/timestamp');
          fetch(\`/api/File/Files\`, { method: 'POST', body });
          const request = new XMLHttpRequest();
          request.open('POST', '/api/File/Files');
          window.open('/ilmoitukset/1', '_blank');
        `,
      }),
    ).toEqual(['GET /api/Settings/timestamp', 'POST /api/File/Files', 'POST /api/File/Files']);
  });

  it('names what it cannot read instead of passing over it', () => {
    const { calls, problems } = scan({
      'client.ts': `
        export function apiGet(path: string) { return fetch(path); }
      `,
      'd.ts': `
        import { itemBase } from './paths';
        let changing = '/api/AuctionItems/Create';
        export const a = (path: string) => apiGet(path);
        export const b = () => apiGet(\`\${itemBase}/Office\`);
        export const c = (method: string) => apiSend(method, '/api/auth/logout');
        export const d = () => apiSend('POST', changing);
        export const lost = '/api/Settings/clientconfig';
      `,
    });
    expect(calls).toEqual([]);
    expect(problems).toEqual([
      'd.ts:4: the path of this call cannot be read',
      'd.ts:5: the path of this call cannot be read',
      'd.ts:6: the method of this call cannot be read',
      'd.ts:7: the path of this call cannot be read',
      'd.ts:3: "/api/AuctionItems/Create" is an API address that no read call uses',
      'd.ts:8: "/api/Settings/clientconfig" is an API address that no read call uses',
    ]);
  });
});

describe('matching a web call with the server routes', () => {
  const routes = routesOfOpenApi({
    paths: {
      '/api/AuctionItems/': { get: {} },
      '/api/AuctionItems/Create': { post: {} },
      '/api/AuctionItems/{itemId}': { get: {} },
      '/api/AuctionItems/{itemId}/ResponsiblePerson': { post: {}, patch: {}, parameters: [] },
      '/api/AuctionItems/{itemId}/ResponsiblePerson/{responsiblePersonId}': { delete: {} },
    },
  });
  const served = (method: string, path: string) =>
    routes.some((route) => isServedBy(route, { method, path }));

  it.each([
    ['GET', '/api/AuctionItems', true],
    ['GET', '/api/AuctionItems/', true],
    ['GET', '/api/AuctionItems/{}', true],
    ['POST', '/api/AuctionItems/Create', true],
    ['PATCH', '/api/AuctionItems/{}/ResponsiblePerson', true],
    ['DELETE', '/api/AuctionItems/{}/ResponsiblePerson/{}', true],
    // The bug of issue 14: a path the server does not have.
    ['POST', '/api/AuctionItems/{}/ItemResponsiblePerson', false],
    // The right path with a method it does not take.
    ['DELETE', '/api/AuctionItems/{}/ResponsiblePerson', false],
    // A value the web fills in never stands for a fixed segment.
    ['POST', '/api/AuctionItems/{}', false],
    ['GET', '/api/auctionitems/{}', false],
    ['GET', '/api/AuctionItems/{}/ResponsiblePerson/{}/x', false],
  ])('%s %s: %s', (method, path, expected) => {
    expect(served(method, path)).toBe(expected);
  });
});
