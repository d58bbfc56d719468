import {
  AuditLogType,
  canSendSalesBrochure,
  isEnded,
  RefusedError,
  resolveLocale,
  type Caller,
  type StoredItem,
} from '@dealer/domain';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { mediaStorageFor } from '../files/storage/media-storage.js';
import { findReadableItem } from '../items/item-reads.js';
import { runItemCommand, type ItemCommand } from '../items/item-pipeline.js';
import { queueMail } from '../mail/mail-outbox.js';
import { afterSaleRepository as repository } from './after-sale.repository.js';
import { renderBrochurePdf, titleOf } from './brochure-pdf.js';
import { brochureTexts } from './brochure-texts.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs' | 'config'>;

/** The brochure shows the first image large and six more on its second page. */
const brochureImageCount = 7;

const menuFactsOf = (item: StoredItem, now: Date) => ({
  status: item.status,
  isDraft: item.status === 0,
  isEnded: isEnded(item, now),
  bidCount: item.bidCount,
  hasWinner: item.winnerOrganisationId !== null,
});

function refuseUnlessSendable(item: StoredItem, now: Date) {
  if (!canSendSalesBrochure(menuFactsOf(item, now)))
    throw RefusedError.rule('The sales brochure is for published items that have not ended.', {
      auctionItemId: 'not_active',
    });
}

/** Each image as a JPEG the PDF can hold, turned as the item shows it and at most 1200 px wide. */
async function loadImages(ctx: Ctx, itemId: number): Promise<Buffer[]> {
  const storage = mediaStorageFor(ctx.config);
  const files = await repository.findFirstImages(ctx.db, itemId, brochureImageCount);
  const images = await Promise.all(
    files.map(async (file) => {
      try {
        const stored = await storage.get(file.storageKey);
        const transformer = sharp({ failOn: 'error' })
          .rotate(file.angle)
          .resize({ width: 1200, withoutEnlargement: true })
          .jpeg({ quality: 75 });
        return await stored.stream.pipe(transformer).toBuffer();
      } catch {
        // A missing or broken original leaves a gap, not a failed brochure.
        return null;
      }
    }),
  );
  return images.flatMap((image) => (image ? [image] : []));
}

async function sellerOf(db: Db, item: StoredItem) {
  const [organisation, salespeople] = await Promise.all([
    repository.findOrganisation(db, item.organisationId),
    item.showResponsibleSalesPeople ? repository.findShownSalespeople(db, item.id) : [],
  ]);
  if (!organisation) throw RefusedError.notFound('No such organisation.');
  return {
    name: organisation.name,
    address: `${organisation.streetAddress}, ${organisation.postalAreaCode} ${organisation.postOfficeName}`,
    phoneNumber: organisation.organisationPhoneNumber ?? organisation.phoneNumber,
    emailAddress: organisation.organisationEmailAddress ?? organisation.emailAddress,
    salespeople: salespeople.map((person) => ({
      name: `${person.firstName} ${person.lastName}`,
      phoneNumber: person.phoneNumber,
      emailAddress: person.email,
    })),
  };
}

/** The mail with the PDF queued in the command's transaction, and the audit row beside it. */
const sendBrochure = (
  mail: { toAddress: string; subject: string; body: string; fileName: string; pdf: Buffer },
  caller: Caller,
): ItemCommand<{ emailAddress: string }> => ({
  action: 'read',
  async run({ trx, item, now }) {
    refuseUnlessSendable(item, now);
    await queueMail(trx, {
      auctionItemId: item.id,
      userId: caller.userId,
      kind: 'sales_brochure',
      toAddress: mail.toAddress,
      subject: mail.subject,
      body: mail.body,
      attachment: { filename: mail.fileName, contentType: 'application/pdf', content: mail.pdf },
      now,
    });
    return {
      audit: [{ type: AuditLogType.SalesBrochureSent, description: mail.toAddress }],
      value: { emailAddress: mail.toAddress },
    };
  },
});

/**
 * GET salesbrochure (spec 7): the brochure made as a PDF and mailed to the caller's own address.
 * The PDF is made before the item is locked (it takes a while with images); the command checks
 * the rule again under the lock.
 */
export async function sendSalesBrochure(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<{ emailAddress: string }> {
  const { item } = await findReadableItem(ctx, caller, itemId);
  refuseUnlessSendable(item, ctx.clock.now());
  const user = caller.userId ? await repository.findUserEmail(ctx.db, caller.userId) : undefined;
  if (!user) throw RefusedError.forbidden('The brochure goes to a user’s own e-mail.');
  const locale = resolveLocale(user.locale);
  const texts = brochureTexts[locale];
  const [images, seller] = await Promise.all([loadImages(ctx, item.id), sellerOf(ctx.db, item)]);
  const link = ctx.config.PUBLIC_URL
    ? new URL(`/ilmoitukset/${item.id}`, ctx.config.PUBLIC_URL).toString()
    : null;
  const pdf = await renderBrochurePdf({ item, images, seller, link, locale, texts });
  const title = titleOf(item);
  const safeName = (item.licenseNumber ?? String(item.id)).replace(/[^A-Za-z0-9-]/g, '');
  return runItemCommand(
    ctx,
    caller,
    itemId,
    sendBrochure(
      {
        toAddress: user.email,
        subject: texts.subject(title),
        body: texts.body(title),
        fileName: `${texts.fileName}-${safeName || item.id}.pdf`,
        pdf,
      },
      caller,
    ),
  );
}
