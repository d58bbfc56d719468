import type { TransportProvider } from '@dealer/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { queueMail } from '../mail/mail-outbox.js';

/** What a provider is told (spec 3: the item, where it is, where it goes, whom to answer). */
export interface TransportRequest {
  auctionItemId: number;
  item: {
    licenseNumber: string | null;
    make: string | null;
    model: string | null;
    vehicleIdentificationNumber: string | null;
    link: string | null;
  };
  pickupLocation: Address | null;
  deliveryLocation: Address | null;
  buyer: {
    organisationName: string;
    name: string;
    phoneNumber: string | null;
    emailAddress: string;
  };
}
interface Address {
  name: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
}

export type TransportTarget =
  { kind: 'email'; address: string } | { kind: 'http'; url: string } | { kind: 'none' };

const targetSettings = {
  makinen: 'TRANSPORT_MAKINEN_TARGET',
  sjoberg: 'TRANSPORT_SJOBERG_TARGET',
} as const satisfies Record<TransportProvider, keyof Config>;

/** The adapter configuration chose for a provider (README: TRANSPORT_*_TARGET). */
export function transportTargetOf(config: Config, provider: TransportProvider): TransportTarget {
  const target = config[targetSettings[provider]];
  if (!target) return { kind: 'none' };
  if (target.startsWith('mailto:'))
    return { kind: 'email', address: decodeURIComponent(target.slice('mailto:'.length)) };
  return { kind: 'http', url: target };
}

const addressText = (address: Address | null) =>
  address
    ? `${address.name}, ${address.streetAddress}, ${address.postalAreaCode} ${address.postOfficeName}`
    : '–';

/** The e-mail adapter: queued in the request's transaction (the providers read Finnish). */
export async function queueTransportMail(
  db: Db,
  address: string,
  request: TransportRequest,
  now: Date,
): Promise<void> {
  const { item, buyer } = request;
  const title = [item.licenseNumber, item.make, item.model].filter(Boolean).join(' ');
  await queueMail(db, {
    auctionItemId: request.auctionItemId,
    userId: null,
    kind: 'delivery_offer_request',
    toAddress: address,
    subject: `Kuljetustarjouspyyntö: ${title}`,
    body: [
      'Pyydämme kuljetustarjousta seuraavalle ajoneuvolle.',
      '',
      `Ajoneuvo: ${title}`,
      `Valmistenumero: ${item.vehicleIdentificationNumber ?? '–'}`,
      `Ilmoitus: ${item.link ?? `#${request.auctionItemId}`}`,
      '',
      `Noutopaikka: ${addressText(request.pickupLocation)}`,
      `Toimituspaikka: ${addressText(request.deliveryLocation)}`,
      '',
      `Tilaaja: ${buyer.organisationName}`,
      `Yhteyshenkilö: ${buyer.name}`,
      `Puhelin: ${buyer.phoneNumber ?? '–'}`,
      `Sähköposti: ${buyer.emailAddress}`,
    ].join('\n'),
    now,
  });
}

/** The HTTP adapter: POST JSON; a 2xx answer within the time limit is a success. */
export async function postTransportRequest(
  url: string,
  request: TransportRequest,
  timeoutMs: number,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
