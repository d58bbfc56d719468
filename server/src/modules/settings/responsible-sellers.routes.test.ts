import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { userIdOf } from '../../../test/item-factory.js';
import { callAs, officeIdsOf, organisationIdOf } from '../../../test/settings-helpers.js';

describe.each(backends)('default responsible salespeople (%s)', (backend) => {
  let t: TestContext;
  let call: ReturnType<typeof callAs>;
  let autotalo: number;
  let seller: string;
  let office: number;
  const people: number[] = [];
  beforeEach(async () => {
    t = await createTestContext(backend);
    call = callAs(t);
    autotalo = await organisationIdOf(t, 'Demo Autotalo Oy');
    seller = await t.signIn('seller@demo.test');
    [office] = (await officeIdsOf(t, autotalo)) as [number];
    people.length = 0;
    // Start from no defaults (the demo seeds some).
    await t.db.deleteFrom('defaultResponsibleSalespeople').execute();
    // Four more members, so that a fourth visible person can be tried.
    for (const email of [
      'buyer@demo.test',
      'trader@demo.test',
      'probuyer@demo.test',
      'nobody@demo.test',
    ]) {
      const userId = await userIdOf(t.db, email);
      await t.db.insertInto('memberships').values({ userId, organisationId: autotalo }).execute();
      people.push(userId);
    }
  });
  afterEach(() => t.close());

  const add = (userId: number, showInAuction: boolean) =>
    call(seller, 'POST', '/api/Settings/ResponsibleSalespeople/AddDefault', {
      organisationId: autotalo,
      officeId: office,
      userId,
      showInAuction,
    });

  it('at most 3 shown in the auction: a fourth is refused, adding it hidden works, showing it is refused', async () => {
    for (const userId of people.slice(0, 3)) expect((await add(userId, true)).statusCode).toBe(200);
    const fourth = await add(people[3]!, true);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().error.fields).toEqual({ showInAuction: 'too_many_visible_salespersons' });
    const hidden = await add(people[3]!, false);
    expect(hidden.statusCode).toBe(200);
    const id = hidden.json<{ id: number }>().id;
    const patch = (rowId: number, showInAuction: boolean) =>
      call(
        seller,
        'PATCH',
        `/api/Settings/ResponsibleSalespeople/DefaultResponsibleSalesPerson/${rowId}`,
        {
          id: rowId,
          showInAuction,
        },
      );
    expect((await patch(id, true)).statusCode).toBe(422);
    const defaults = (
      await call(
        seller,
        'GET',
        `/api/Settings/ResponsibleSalespeople/Defaults?organisationId=${autotalo}`,
      )
    ).json<Array<{ id: number; showInAuction: boolean; firstName: string }>>();
    expect(defaults.filter((person) => person.showInAuction)).toHaveLength(3);
    expect((await patch(defaults[0]!.id, false)).statusCode).toBe(200);
    expect((await patch(id, true)).json()).toMatchObject({ id, showInAuction: true });
    expect(
      (await call(seller, 'DELETE', `/api/Settings/ResponsibleSalespeople/RemoveDefault/${id}`))
        .statusCode,
    ).toBe(204);
  });

  it('a new draft of the office takes its defaults, the creator first when the setting says so', async () => {
    await add(people[0]!, true);
    await add(people[1]!, false);
    const draft = (
      await call(seller, 'POST', '/api/AuctionItems/Create', {
        organisationId: autotalo,
        officeId: office,
      })
    ).json<{ id: number }>();
    const rows = await t.db
      .selectFrom('auctionItemResponsiblePersons')
      .select(['userId', 'showInAuction'])
      .where('auctionItemId', '=', draft.id)
      .execute();
    const sellerId = await userIdOf(t.db, 'seller@demo.test');
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: sellerId, showInAuction: true },
        { userId: people[0], showInAuction: true },
        { userId: people[1], showInAuction: false },
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('another organisation’s office, member or row is 404; a non-manager 403', async () => {
    const vaihtoautot = await organisationIdOf(t, 'Demo Vaihtoautot Oy');
    const [foreignOffice] = await officeIdsOf(t, vaihtoautot);
    expect(
      (
        await call(seller, 'POST', '/api/Settings/ResponsibleSalespeople/AddDefault', {
          organisationId: autotalo,
          officeId: foreignOffice,
          userId: people[0],
          showInAuction: true,
        })
      ).statusCode,
    ).toBe(404);
    const row = (await add(people[0]!, true)).json<{ id: number }>();
    const buyer = await t.signIn('trader@demo.test');
    // trader is now a member of Autotalo without the manage right: 403, not 404.
    expect(
      (await call(buyer, 'DELETE', `/api/Settings/ResponsibleSalespeople/RemoveDefault/${row.id}`))
        .statusCode,
    ).toBe(403);
    const konekauppa = await t.signIn('probuyer@demo.test');
    await t.db
      .deleteFrom('memberships')
      .where('userId', '=', people[2]!)
      .where('organisationId', '=', autotalo)
      .execute();
    expect(
      (
        await call(
          konekauppa,
          'DELETE',
          `/api/Settings/ResponsibleSalespeople/RemoveDefault/${row.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      await t.db.selectFrom('defaultResponsibleSalespeople').select('id').execute(),
    ).toHaveLength(1);
  });
});
