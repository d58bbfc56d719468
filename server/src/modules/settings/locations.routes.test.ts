import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { callAs, officeIdsOf, organisationIdOf } from '../../../test/settings-helpers.js';
import { settingsRepository } from './settings.repository.js';

describe.each(backends)('locations (%s)', (backend) => {
  let t: TestContext;
  let call: ReturnType<typeof callAs>;
  let vaihtoautot: number;
  let buyer: string;
  beforeEach(async () => {
    t = await createTestContext(backend);
    call = callAs(t);
    vaihtoautot = await organisationIdOf(t, 'Demo Vaihtoautot Oy');
    buyer = await t.signIn('buyer@demo.test');
  });
  afterEach(() => t.close());

  const location = (change: object = {}) => ({
    organisationId: vaihtoautot,
    name: 'Vastaanotto',
    streetAddress: 'Hatanpään valtatie 34',
    postalAreaCode: '33100',
    postOfficeName: 'Tampere',
    officeId: null,
    locationPurpose: 30,
    locationType: 20,
    deliveryDescription: 'Portti 3',
    pickUpEnabled: false,
    deliveryEnabled: true,
    ...change,
  });
  const rows = () =>
    t.db
      .selectFrom('organisationLocations')
      .selectAll()
      .where('organisationId', '=', vaihtoautot)
      .execute();

  it('imports one delivery location per office not yet imported, then none', async () => {
    const url = `/api/Settings/locations/import?organisationId=${vaihtoautot}&locationType=20`;
    const first = await call(buyer, 'POST', url);
    expect(first.statusCode).toBe(200);
    const [office] = await officeIdsOf(t, vaihtoautot);
    expect(first.json()).toEqual([
      expect.objectContaining({
        officeId: office,
        locationType: 20,
        locationPurpose: 30,
        deliveryEnabled: true,
      }),
    ]);
    expect((await call(buyer, 'POST', url)).json()).toEqual([]);
    const delivery = (
      await call(buyer, 'GET', `/api/Settings/locations/delivery?organisationId=${vaihtoautot}`)
    ).json();
    expect(delivery).toHaveLength(1);
  });

  it.each(['name', 'streetAddress', 'postalAreaCode', 'postOfficeName'])(
    'refuses a location without %s with 422 naming it, nothing written',
    async (field) => {
      const refused = await call(
        buyer,
        'POST',
        '/api/Settings/locations',
        location({ [field]: ' ' }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields).toEqual({ [field]: 'mandatory' });
      expect(await rows()).toEqual([]);
    },
  );

  it('the default delivery location keeps delivery access and cannot be deleted', async () => {
    const created = (await call(buyer, 'POST', '/api/Settings/locations', location())).json();
    const settings = (
      await call(buyer, 'GET', `/api/Settings/organisation/${vaihtoautot}/settings`)
    ).json();
    expect(
      (
        await call(buyer, 'PATCH', `/api/Settings/organisation/${vaihtoautot}/settings`, {
          ...settings,
          registrationCertificateNotRequired: true,
          defaultDeliveryLocationType: 20,
          defaultDeliveryLocationId: created.id,
        })
      ).statusCode,
    ).toBe(200);
    const off = await call(
      buyer,
      'PATCH',
      `/api/Settings/locations/${created.id}`,
      location({ deliveryEnabled: false }),
    );
    expect(off.statusCode).toBe(422);
    expect(off.json().error.fields).toEqual({ deliveryEnabled: 'default_delivery_location' });
    expect((await call(buyer, 'DELETE', `/api/Settings/locations/${created.id}`)).statusCode).toBe(
      422,
    );
    expect(await rows()).toHaveLength(1);
    expect(await settingsRepository.deliverySettingsOf(t.db, vaihtoautot)).toMatchObject({
      defaultDeliveryLocationType: 20,
      defaultDeliveryLocation: { id: created.id, name: 'Vastaanotto' },
    });
    const renamed = await call(
      buyer,
      'PATCH',
      `/api/Settings/locations/${created.id}`,
      location({ name: 'Uusi' }),
    );
    expect(renamed.json()).toMatchObject({ name: 'Uusi', deliveryEnabled: true });
  });

  it('another organisation’s location or office is 404; non-managers 403', async () => {
    const autotalo = await organisationIdOf(t, 'Demo Autotalo Oy');
    const foreign = await t.db
      .selectFrom('organisationLocations')
      .select('id')
      .where('organisationId', '=', autotalo)
      .executeTakeFirstOrThrow();
    expect(
      (await call(buyer, 'PATCH', `/api/Settings/locations/${foreign.id}`, location())).statusCode,
    ).toBe(404);
    expect((await call(buyer, 'DELETE', `/api/Settings/locations/${foreign.id}`)).statusCode).toBe(
      404,
    );
    const [foreignOffice] = await officeIdsOf(t, autotalo);
    expect(
      (await call(buyer, 'POST', '/api/Settings/locations', location({ officeId: foreignOffice })))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(buyer, 'POST', '/api/Settings/locations', location({ organisationId: autotalo })))
        .statusCode,
    ).toBe(403);
    const nobody = await t.signIn('nobody@demo.test');
    expect((await call(nobody, 'POST', '/api/Settings/locations', location())).statusCode).toBe(
      403,
    );
    expect(await rows()).toEqual([]);
  });
});
