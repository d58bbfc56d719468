import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

describe.each(backends)('organisation calls (%s)', (backend) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(backend);
  });
  afterEach(() => t.close());

  const idOf = async (name: string) =>
    (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const permissionsOf = async (cookie: string, organisationId: number) =>
    (
      await call(
        cookie,
        'GET',
        `/api/Organisation/GetProductPermissions?organisationId=${organisationId}`,
      )
    ).json<
      Array<{
        id: number;
        key: string;
        roles: number[];
        assignedToOrganisation: boolean;
        selected: boolean;
      }>
    >();
  const snapshot = () =>
    Promise.all([
      t.db
        .selectFrom('permissionGrants')
        .selectAll()
        .orderBy(['organisationId', 'productPermissionId'])
        .execute(),
      t.db
        .selectFrom('permissionRoles')
        .selectAll()
        .orderBy(['organisationId', 'productPermissionId', 'roleId'])
        .execute(),
    ]);

  it('reads the own organisation, its offices by name, roles and images; other organisations are 403', async () => {
    const cookie = await t.signIn('seller@demo.test');
    const autotalo = await idOf('Demo Autotalo Oy');
    const organisation = (await call(cookie, 'GET', `/api/Organisation/${autotalo}`)).json();
    expect(organisation).toMatchObject({
      name: 'Demo Autotalo Oy',
      businessIdentityCode: expect.stringMatching(/^\d{7}-\d$/),
    });
    const offices = (
      await call(cookie, 'GET', `/api/Organisation/GetOffices?organisationId=${autotalo}`)
    ).json();
    expect(offices.map((office: { name: string }) => office.name)).toEqual([
      'Helsinki, Pitäjänmäki',
      'Tampere, Lakalaiva',
    ]);
    const roles = (
      await call(cookie, 'GET', `/api/Organisation/GetOrganisationRoles?organisationId=${autotalo}`)
    ).json();
    expect(roles).toHaveLength(3);
    expect(
      (await call(cookie, 'GET', `/api/Organisation/GetImages?organisationId=${autotalo}`))
        .statusCode,
    ).toBe(200);

    const other = await idOf('Demo Konekauppa Oy');
    for (const url of [
      `/api/Organisation/${other}`,
      `/api/Organisation/GetOffices?organisationId=${other}`,
      `/api/Organisation/GetOrganisationRoles?organisationId=${other}`,
      `/api/Organisation/GetProductPermissions?organisationId=${other}`,
      `/api/Organisation/GetImages?organisationId=${other}`,
    ]) {
      const response = await call(cookie, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('lets a platform admin read any organisation', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const response = await call(
      cookie,
      'GET',
      `/api/Organisation/${await idOf('Demo Konekauppa Oy')}`,
    );
    expect(response.statusCode).toBe(200);
  });

  it('offers only the permissions the subscriptions cover', async () => {
    const cookie = await t.signIn('buyer@demo.test');
    const keys = (await permissionsOf(cookie, await idOf('Demo Vaihtoautot Oy'))).map(
      (permission) => permission.key,
    );
    expect(keys).toEqual(['manage_user_permissions', 'bid']);
  });

  it('a manager grants a permission to roles; the holders follow', async () => {
    const vaihtoautot = await idOf('Demo Vaihtoautot Oy');
    const manager = await t.signIn('buyer@demo.test');
    const roles = (
      await call(
        manager,
        'GET',
        `/api/Organisation/GetOrganisationRoles?organisationId=${vaihtoautot}`,
      )
    ).json<Array<{ id: number; name: string }>>();
    const bid = (await permissionsOf(manager, vaihtoautot)).find(
      (permission) => permission.key === 'bid',
    )!;
    const nobody = await t.signIn('nobody@demo.test');
    const permissionsUrl = `/api/User/GetUserPermissions?organisationId=${vaihtoautot}`;
    expect((await call(nobody, 'GET', permissionsUrl)).json().isBuyer).toBe(false);

    const roleIds = roles.filter((role) => role.name !== 'Pääkäyttäjä').map((role) => role.id);
    const updated = await call(
      manager,
      'POST',
      `/api/Organisation/${vaihtoautot}/UpdatePermission`,
      {
        productPermissionId: bid.id,
        roleIds,
        organisationId: vaihtoautot,
      },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().roles).toEqual([...roleIds].sort((a, b) => a - b));
    expect((await call(nobody, 'GET', permissionsUrl)).json().isBuyer).toBe(true);
  });

  it('organisation-wide grants give everyone the permission until unassigned', async () => {
    const vaihtoautot = await idOf('Demo Vaihtoautot Oy');
    const manager = await t.signIn('buyer@demo.test');
    const nobody = await t.signIn('nobody@demo.test');
    const bid = (await permissionsOf(manager, vaihtoautot)).find(
      (permission) => permission.key === 'bid',
    )!;
    const base = `/api/Organisation/${vaihtoautot}`;
    const assigned = await call(
      manager,
      'POST',
      `${base}/AssignOrganisationWideProductPermission/${bid.id}`,
    );
    expect(assigned.json()).toMatchObject({ assignedToOrganisation: true });
    expect((await call(nobody, 'GET', `/api/User/GetCurrentUser`)).json().isBuyer).toBe(true);
    const unassigned = await call(
      manager,
      'DELETE',
      `${base}/UnAssignOrganisationWideProductPermission/${bid.id}`,
    );
    expect(unassigned.json()).toMatchObject({ assignedToOrganisation: false });
    expect((await call(nobody, 'GET', `/api/User/GetCurrentUser`)).json().isBuyer).toBe(false);
  });

  it('refuses permission changes that are not allowed, and writes nothing', async () => {
    const autotalo = await idOf('Demo Autotalo Oy');
    const vaihtoautot = await idOf('Demo Vaihtoautot Oy');
    const before = await snapshot();
    const dual = await t.signIn('dual@demo.test'); // a member of Autotalo without the manage right
    const manager = await t.signIn('buyer@demo.test');
    const permissions = await permissionsOf(manager, vaihtoautot);
    const bid = permissions.find((permission) => permission.key === 'bid')!;
    const foreignRole = (
      await call(
        await t.signIn('seller@demo.test'),
        'GET',
        `/api/Organisation/GetOrganisationRoles?organisationId=${autotalo}`,
      )
    ).json()[0].id as number;
    const cases: Array<[string, number, string, string, object?]> = [
      [
        'not a manager',
        403,
        'POST',
        `/api/Organisation/${autotalo}/AssignOrganisationWideProductPermission/1`,
      ],
      [
        'another organisation in the path',
        403,
        'POST',
        `/api/Organisation/${autotalo}/UpdatePermission`,
        { productPermissionId: bid.id, roleIds: [], organisationId: autotalo },
      ],
      [
        'path and body differ',
        400,
        'POST',
        `/api/Organisation/${vaihtoautot}/UpdatePermission`,
        { productPermissionId: bid.id, roleIds: [], organisationId: autotalo },
      ],
      [
        'a role of another organisation',
        422,
        'POST',
        `/api/Organisation/${vaihtoautot}/UpdatePermission`,
        { productPermissionId: bid.id, roleIds: [foreignRole], organisationId: vaihtoautot },
      ],
      [
        'a permission the subscriptions lack',
        422,
        'POST',
        `/api/Organisation/${vaihtoautot}/AssignOrganisationWideProductPermission/2`,
      ],
      [
        'role ids of the wrong type',
        400,
        'POST',
        `/api/Organisation/${vaihtoautot}/UpdatePermission`,
        { productPermissionId: bid.id, roleIds: 'all', organisationId: vaihtoautot },
      ],
    ];
    for (const [name, status, method, url, payload] of cases) {
      const cookie = name === 'not a manager' ? dual : manager;
      const response = await call(cookie, method as 'POST', url, payload);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().error.code, name).toBeTypeOf('string');
    }
    expect(await snapshot()).toEqual(before);
  });
});
