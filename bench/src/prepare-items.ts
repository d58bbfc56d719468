import { openPglite, migrateToLatest } from '../../server/src/db/database.js';
import { seedDemo } from '../../server/src/cli/demo/seed-demo.js';

/** An embedded database with the demo organisations and `count` published, active items. */
export async function prepareItemsDatabase(dataDir: string, count: number): Promise<void> {
  const handle = await openPglite({ dataDir });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  const seller = await handle.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Autotalo Oy')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const makes = [
    'Toyota',
    'Volkswagen',
    'Skoda',
    'Volvo',
    'Ford',
    'BMW',
    'Audi',
    'Kia',
    'Mercedes-Benz',
    'Tesla',
  ];
  for (let first = 0; first < count; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - first) }, (_, offset) => {
      const index = first + offset;
      return {
        organisationId: seller.id,
        status: 1 as const,
        startTime: new Date(now - 86_400_000),
        endTime: new Date(now + (1 + (index % 14)) * 86_400_000),
        createdAt: new Date(now),
        updatedAt: new Date(now),
        startAnnouncedAt: new Date(now),
        licenseNumber: `BEN-${String(index).padStart(5, '0')}`,
        make: makes[index % makes.length]!,
        model: `Malli ${index % 37}`,
        type: 'Bench 2.0',
        modelYear: 2005 + (index % 20),
        mileage: (index * 7919) % 400_000,
        fuelType: 1 + (index % 4),
        hybridType: 1,
        startPrice: 1000 + (index % 50) * 500,
        minimumRaise: 100,
        auctioneerDescription: 'Huollettu säännöllisesti, kaksi avainta, talvi- ja kesärenkaat.',
        trailerTransportable: false,
        vatDeductable: true,
        openBid: false,
        fixedEndTime: false,
        questionsAllowed: true,
        showInBasicAuction: true,
        showResponsibleSalesPeople: true,
      };
    });
    await handle.db.insertInto('auctionItems').values(rows).execute();
  }
  await handle.close();
}
