import { randomBytes } from 'node:crypto';
import {
  draftFieldNames,
  helsinkiClock,
  helsinkiDateKey,
  helsinkiInstant,
  ItemStatus,
  type DraftFields,
} from '@dealer/domain';
import { TZDate } from '@date-fns/tz';
import type { Db } from '../../db/database.js';
import { itemsRepository } from '../../modules/items/items.repository.js';
import type { MediaStorage } from '../../modules/files/storage/media-storage.js';
import { isSpecialDay } from '../../modules/settings/special-days.js';
import { seedDemoBidding, type DemoBidding, type DemoBuyer } from './demo-bids.js';
import { demoDetailsOf } from './demo-item-details.js';
import { demoViews, drawDemoPhoto, streamOf } from './demo-images.js';

type Body = 'car' | 'van' | 'truck' | 'tractor';
type State = 'active' | 'endsToday' | 'scheduled' | 'endedRecently' | 'endedEarlier' | 'draft';

interface DemoItem {
  state: State;
  body: Body;
  colour: string;
  days: number;
  fields: Partial<DraftFields>;
  bidding?: DemoBidding;
}

const car = { vehicleType: 7, trailerTransportable: true } as const;
const van = { vehicleType: 6, trailerTransportable: true } as const;

/** A dozen items of Demo Autotalo Oy in every state, so the demo shows a living marketplace. */
const demoItems: DemoItem[] = [
  {
    state: 'active',
    body: 'car',
    colour: '#b8bcc0',
    days: 2,
    fields: {
      ...car,
      licenseNumber: 'KXR-512',
      make: 'Toyota',
      model: 'Corolla',
      type: '1.8 Hybrid Active Touring Sports',
      modelYear: 2021,
      mileage: 64000,
      bodyType: 5,
      driveType: 1,
      fuelType: 1,
      transmissionType: 2,
      hybridType: 3,
      color: 4,
      powerKw: 90,
      co2EmissionWltp: 101,
      startPrice: 14500,
      vehicleIdentificationNumber: 'SB1Z93BE40E123401',
    },
    bidding: {
      steps: [
        { by: 'vaihtoautot', bid: 14600, hoursAgo: 5 },
        { by: 'autokauppa', bid: 14800, hoursAgo: 4 },
        { by: 'vaihtoautot', machine: 16000, hoursAgo: 3 },
        { by: 'autokauppa', bid: 15500, hoursAgo: 1 },
      ],
    },
  },
  {
    state: 'active',
    body: 'van',
    colour: '#f4f4f2',
    days: 4,
    fields: {
      ...van,
      licenseNumber: 'GTN-838',
      make: 'Volkswagen',
      model: 'Transporter',
      type: '2.0 TDI 110 kW pitkä',
      modelYear: 2019,
      mileage: 142000,
      bodyType: 1,
      driveType: 1,
      fuelType: 2,
      transmissionType: 1,
      hybridType: 1,
      color: 1,
      powerKw: 110,
      startPrice: 16900,
      vehicleIdentificationNumber: 'WV1ZZZ7HZKH123402',
    },
  },
  {
    state: 'endsToday',
    body: 'car',
    colour: '#243b55',
    days: 0,
    fields: {
      ...car,
      licenseNumber: 'MLO-207',
      make: 'Skoda',
      model: 'Octavia',
      type: 'Combi 2.0 TDI Style',
      modelYear: 2020,
      mileage: 98000,
      bodyType: 5,
      driveType: 1,
      fuelType: 2,
      transmissionType: 2,
      hybridType: 1,
      color: 5,
      powerKw: 110,
      startPrice: 13900,
      vehicleIdentificationNumber: 'TMBJJ7NE0L0123403',
    },
    bidding: {
      steps: [
        { by: 'konekauppa', bid: 14000, hoursAgo: 6 },
        { by: 'autokauppa', bid: 14300, hoursAgo: 2 },
      ],
    },
  },
  {
    state: 'active',
    body: 'car',
    colour: '#c0392b',
    days: 6,
    fields: {
      ...car,
      licenseNumber: 'EVT-330',
      make: 'Tesla',
      model: 'Model 3',
      type: 'Long Range AWD',
      modelYear: 2021,
      mileage: 71000,
      bodyType: 2,
      driveType: 3,
      fuelType: 3,
      transmissionType: 2,
      hybridType: 1,
      color: 6,
      powerKw: 324,
      range: 560,
      batteryCapacity: 75,
      electricConsumptionCombined: 14.8,
      startPrice: 26500,
      vehicleIdentificationNumber: '5YJ3E7EB1MF123404',
    },
  },
  {
    state: 'active',
    body: 'truck',
    colour: '#1f5fa8',
    days: 8,
    fields: {
      vehicleType: 4,
      trailerTransportable: false,
      licenseNumber: 'ZYF-915',
      make: 'Volvo',
      model: 'FH 500',
      type: '6x2 Globetrotter',
      modelYear: 2018,
      mileage: 612000,
      bodyType: 12,
      driveType: 2,
      fuelType: 2,
      transmissionType: 2,
      hybridType: 1,
      color: 5,
      powerKw: 368,
      startPrice: 42000,
      minimumRaise: 250,
      vehicleIdentificationNumber: 'YV2RT40A6JB123405',
    },
  },
  {
    state: 'scheduled',
    body: 'car',
    colour: '#5d6d7e',
    days: 12,
    fields: {
      ...car,
      licenseNumber: 'NRO-441',
      make: 'Kia',
      model: 'Niro',
      type: '1.6 GDI Plug-in Hybrid EX',
      modelYear: 2020,
      mileage: 88000,
      bodyType: 8,
      driveType: 1,
      fuelType: 1,
      transmissionType: 2,
      hybridType: 4,
      color: 3,
      batteryCapacity: 8.9,
      range: 49,
      startPrice: 17900,
      vehicleIdentificationNumber: 'KNACC81GFL5123406',
    },
  },
  {
    state: 'scheduled',
    body: 'van',
    colour: '#e5e8e8',
    days: 9,
    fields: {
      ...van,
      licenseNumber: 'FTC-619',
      make: 'Ford',
      model: 'Transit Custom',
      type: '2.0 TDCi 130 hv L2H1',
      modelYear: 2019,
      mileage: 119000,
      bodyType: 1,
      driveType: 1,
      fuelType: 2,
      transmissionType: 1,
      hybridType: 1,
      color: 1,
      startPrice: 15900,
      vehicleIdentificationNumber: 'WF0YXXTTGYKS23407',
    },
  },
  {
    state: 'endedRecently',
    body: 'van',
    colour: '#d5d8dc',
    days: -1,
    fields: {
      ...van,
      licenseNumber: 'SPR-316',
      make: 'Mercedes-Benz',
      model: 'Sprinter',
      type: '316 CDI keskipitkä',
      modelYear: 2017,
      mileage: 201000,
      bodyType: 1,
      driveType: 2,
      fuelType: 2,
      transmissionType: 1,
      hybridType: 1,
      color: 4,
      startPrice: 12900,
      openBid: true,
      vehicleIdentificationNumber: 'WDB9066351S123408',
    },
    // An open-bid item: at its end it waits for the seller to choose the buyer.
    bidding: {
      steps: [
        { by: 'vaihtoautot', bid: 13000, hoursAgo: 20 },
        { by: 'autokauppa', bid: 13200, hoursAgo: 10 },
        { by: 'vaihtoautot', bid: 13500, hoursAgo: 7 },
      ],
    },
  },
  {
    state: 'endedEarlier',
    body: 'car',
    colour: '#17202a',
    days: -3,
    fields: {
      ...car,
      licenseNumber: 'XFV-530',
      make: 'BMW',
      model: 'X5',
      type: 'xDrive30d M Sport',
      modelYear: 2018,
      mileage: 156000,
      bodyType: 8,
      driveType: 3,
      fuelType: 2,
      transmissionType: 2,
      hybridType: 1,
      color: 2,
      startPrice: 31900,
      vehicleIdentificationNumber: 'WBAKS410900123409',
    },
    bidding: {
      steps: [
        { by: 'autokauppa', bid: 32000, hoursAgo: 80 },
        { by: 'vaihtoautot', bid: 32200, hoursAgo: 79 },
        { by: 'autokauppa', bid: 32800, hoursAgo: 76 },
        { by: 'vaihtoautot', bid: 33300, hoursAgo: 74 },
      ],
      isConfirmedSold: true,
    },
  },
  {
    state: 'draft',
    body: 'tractor',
    colour: '#c0392b',
    days: 14,
    fields: {
      vehicleType: 8,
      trailerTransportable: false,
      licenseNumber: 'ZX-771',
      make: 'Valtra',
      model: 'N175',
      type: 'Direct',
      modelYear: 2016,
      mileage: 7400,
      bodyType: 1,
      driveType: 3,
      fuelType: 2,
      transmissionType: 2,
      hybridType: 1,
      color: 6,
      startPrice: 48000,
      vehicleIdentificationNumber: 'HN175D123410',
    },
  },
  {
    state: 'draft',
    body: 'car',
    colour: '#7b8a8b',
    days: 14,
    fields: {
      ...car,
      licenseNumber: 'AUD-640',
      make: 'Audi',
      model: 'A6',
      type: 'Avant 40 TDI quattro S tronic',
      modelYear: 2019,
      mileage: 132000,
      bodyType: 5,
      driveType: 3,
      fuelType: 2,
      transmissionType: 2,
      hybridType: 1,
      color: 3,
    },
  },
  {
    state: 'draft',
    body: 'van',
    colour: '#f0f3f4',
    days: 14,
    fields: {
      ...van,
      vehicleType: 7,
      licenseNumber: 'HLX-224',
      make: 'Toyota',
      model: 'Hilux',
      type: '2.4 D-4D Double Cab 4WD',
      modelYear: 2019,
      mileage: 109000,
      bodyType: 10,
      driveType: 3,
      fuelType: 2,
      transmissionType: 1,
      hybridType: 1,
      color: 1,
      startPrice: 24900,
      openBid: true,
      vehicleIdentificationNumber: 'AHTKB8CD402123412',
    },
  },
];

/** The next working day (no weekend, no special day) `days` from now, at `hour` Helsinki time. */
function businessEnd(now: Date, days: number, hour: number): Date {
  const today = new TZDate(now.getTime(), 'Europe/Helsinki');
  let offset = days;
  for (;;) {
    const candidate = helsinkiInstant(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      hour,
      0,
    );
    const { weekday } = helsinkiClock(candidate);
    if (weekday !== 0 && weekday !== 6 && !isSpecialDay(helsinkiDateKey(candidate)))
      return candidate;
    offset += days < 0 ? -1 : 1;
  }
}

function timesOf(
  state: State,
  days: number,
  now: Date,
): { start: Date; end: Date; status: ItemStatus } {
  const hour = 3_600_000;
  switch (state) {
    case 'active':
      return {
        start: new Date(now.getTime() - 2 * 24 * hour),
        end: businessEnd(now, days, 15),
        status: ItemStatus.Published,
      };
    case 'endsToday':
      return {
        start: new Date(now.getTime() - 7 * 24 * hour),
        end: new Date(now.getTime() + 3 * hour),
        status: ItemStatus.Published,
      };
    case 'scheduled':
      return {
        start: new Date(now.getTime() + 26 * hour),
        end: businessEnd(now, days, 16),
        status: ItemStatus.Published,
      };
    case 'endedRecently':
      return {
        start: new Date(now.getTime() - 10 * 24 * hour),
        end: new Date(now.getTime() - 5 * hour),
        status: ItemStatus.Published,
      };
    case 'endedEarlier':
      return {
        start: new Date(now.getTime() - 14 * 24 * hour),
        end: new Date(now.getTime() - 3 * 24 * hour),
        status: ItemStatus.Ended,
      };
    case 'draft':
      return {
        start: new Date(now.getTime()),
        end: businessEnd(now, days, 18),
        status: ItemStatus.Draft,
      };
  }
}

/**
 * Demo items with drawn photos for Demo Autotalo Oy (after `seedDemo`). Each photo is stored
 * through the media storage and recorded as the organisation's upload.
 */
export async function seedDemoItems(db: Db, storage: MediaStorage, now: Date): Promise<void> {
  const organisation = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Autotalo Oy')
    .executeTakeFirstOrThrow();
  const seller = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'seller@demo.test')
    .executeTakeFirstOrThrow();
  const offices = await db
    .selectFrom('offices')
    .select('id')
    .where('organisationId', '=', organisation.id)
    .orderBy('name')
    .execute();
  const locations = await db
    .selectFrom('organisationLocations')
    .select(['id', 'officeId'])
    .where('organisationId', '=', organisation.id)
    .execute();
  const responsible = await db
    .selectFrom('defaultResponsibleSalespeople')
    .select(['userId', 'officeId', 'showInAuction'])
    .where('organisationId', '=', organisation.id)
    .execute();
  const bidders = await findDemoBidders(db);
  const empty = Object.fromEntries(
    draftFieldNames.map((name) => [name, null]),
  ) as unknown as DraftFields;

  const photos: Array<{
    externalServiceId: string;
    storageKey: string;
    bytes: Buffer;
    item: number;
    order: number;
  }> = [];
  for (const [index, demo] of demoItems.entries()) {
    for (const [order, view] of demoViews.entries()) {
      const externalServiceId = randomBytes(16).toString('base64url');
      const bytes = await drawDemoPhoto({
        body: demo.body,
        colour: demo.colour,
        view,
        seed: index + order,
      });
      photos.push({
        externalServiceId,
        storageKey: `${externalServiceId.slice(0, 2)}/${externalServiceId}`,
        bytes,
        item: index,
        order,
      });
    }
  }
  for (const photo of photos)
    await storage.put(photo.storageKey, streamOf(photo.bytes), 'image/jpeg');

  await db.transaction().execute(async (trx) => {
    for (const [index, demo] of demoItems.entries()) {
      const office = offices[index % offices.length]!;
      const { start, end, status } = timesOf(demo.state, demo.days, now);
      const fields: DraftFields = {
        ...empty,
        trailerTransportable: false,
        vatDeductable: true,
        openBid: false,
        fixedEndTime: false,
        questionsAllowed: true,
        showInBasicAuction: true,
        showResponsibleSalesPeople: true,
        minimumRaise: 100,
        commissionFee: 290,
        hoursOpenAfterFirstBid: 24,
        ...demoDetailsOf(demo.fields.licenseNumber!, now, start),
        ...demo.fields,
        start: start.toISOString(),
        end: end.toISOString(),
        officeId: office.id,
        locationId: locations.find((location) => location.officeId === office.id)?.id ?? null,
      };
      const { start: _start, end: _end, ...draft } = fields;
      const id = await itemsRepository.insert(trx, {
        ...draft,
        start,
        end,
        status,
        organisationId: organisation.id,
        createdBy: seller.id,
        createdAt: new Date(start.getTime() - 86_400_000),
        updatedAt: now,
        publishedAt: status === ItemStatus.Draft ? null : start,
      });
      const media = await trx
        .insertInto('mediaFiles')
        .values(
          photos
            .filter((photo) => photo.item === index)
            .map((photo) => ({
              externalServiceId: photo.externalServiceId,
              kind: 1,
              contentType: 'image/jpeg',
              byteSize: photo.bytes.length,
              width: 1200,
              height: 800,
              storageKey: photo.storageKey,
              originalName: `${demo.fields.make ?? 'kuva'}-${photo.order + 1}.jpg`,
              organisationId: organisation.id,
              uploadedBy: seller.id,
              createdAt: now,
            })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('auctionItemFiles')
        .values(
          media.map((file, order) => ({
            auctionItemId: id,
            mediaFileId: file.id,
            orderNumber: order,
            angle: 0,
          })),
        )
        .execute();
      if (demo.bidding) {
        await seedDemoBidding(
          trx,
          {
            id,
            status,
            startPrice: fields.startPrice,
            minimumRaise: fields.minimumRaise,
            endTime: end,
            hoursOpenAfterFirstBid: fields.hoursOpenAfterFirstBid,
            sellerUserId: seller.id,
          },
          demo.bidding,
          bidders,
          now,
        );
      }
      const people = responsible.filter((person) => person.officeId === office.id);
      if (people.length > 0) {
        await trx
          .insertInto('auctionItemResponsiblePersons')
          .values(
            people.map((person) => ({
              auctionItemId: id,
              userId: person.userId,
              showInAuction: person.showInAuction,
            })),
          )
          .execute();
      }
    }
  });
}

/** The buying demo organisations and the member who bids for each. */
async function findDemoBidders(db: Db) {
  const buyers: Array<[DemoBuyer, string, string]> = [
    ['vaihtoautot', 'Demo Vaihtoautot Oy', 'buyer@demo.test'],
    ['konekauppa', 'Demo Konekauppa Oy', 'probuyer@demo.test'],
    ['autokauppa', 'Demo Autokauppa Oy', 'trader@demo.test'],
  ];
  const organisationIds = new Map<DemoBuyer, number>();
  const userIds = new Map<DemoBuyer, number>();
  for (const [key, organisation, email] of buyers) {
    organisationIds.set(
      key,
      (
        await db
          .selectFrom('organisations')
          .select('id')
          .where('name', '=', organisation)
          .executeTakeFirstOrThrow()
      ).id,
    );
    userIds.set(
      key,
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  return { organisationIds, userIds };
}
