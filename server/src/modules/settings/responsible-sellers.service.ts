import { maxVisibleResponsibleSalespeople, RefusedError } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { accessRepository } from '../access/access.repository.js';
import { requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { responsibleSellersRepository as repository } from './responsible-sellers.repository.js';
import { requireOwnSettingsRow, requireSettingsManager } from './settings-access.js';

const tooManyVisible = () =>
  RefusedError.rule(
    `At most ${maxVisibleResponsibleSalespeople} people are shown in the auction.`,
    {
      showInAuction: 'too_many_visible_salespersons',
    },
  );

/** A default as answered: its creation time as ISO 8601. */
const shapeDefault = <T extends { created: Date }>({ created, ...row }: T) => ({
  ...row,
  created: created.toISOString(),
});

export async function listDefaults(db: Db, caller: Caller, organisationId: number) {
  await requireMembership(db, caller, organisationId);
  return (await repository.findDefaults(db, organisationId)).map(shapeDefault);
}

/**
 * POST AddDefault: a member of the organisation as a default responsible salesperson of one of
 * its offices; shown in the auction only while fewer than 3 are (spec 4, 9).
 */
export async function addDefault(
  db: Db,
  caller: Caller,
  row: { organisationId: number; officeId: number; userId: number; showInAuction: boolean },
) {
  await requireSettingsManager(db, caller, row.organisationId, 'seller');
  return db.transaction().execute(async (trx) => {
    if (
      !(await accessRepository.isOwnOffice(trx, row.organisationId, row.officeId)) ||
      !(await accessRepository.isMember(trx, row.userId, row.organisationId))
    )
      throw RefusedError.notFound('No such office or member.');
    await repository.lockOffice(trx, row.officeId);
    if (await repository.exists(trx, row.officeId, row.userId))
      throw RefusedError.rule('The person is already a default of the office.', {
        userId: 'item_already_exists',
      });
    if (
      row.showInAuction &&
      (await repository.countVisible(trx, row.officeId)) >= maxVisibleResponsibleSalespeople
    )
      throw tooManyVisible();
    const { id } = await repository.insert(trx, row);
    return shapeDefault(
      (await repository.findDefaults(trx, row.organisationId, row.officeId)).find(
        (person) => person.id === id,
      )!,
    );
  });
}

async function ownDefault(db: Db, caller: Caller, id: number) {
  const row = await repository.find(db, id);
  return requireOwnSettingsRow(
    db,
    caller,
    row,
    'seller',
    'No such default responsible salesperson.',
  );
}

export async function setShowInAuction(db: Db, caller: Caller, id: number, showInAuction: boolean) {
  const row = await ownDefault(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await repository.lockOffice(trx, row.officeId);
    if (
      showInAuction &&
      !row.showInAuction &&
      (await repository.countVisible(trx, row.officeId)) >= maxVisibleResponsibleSalespeople
    )
      throw tooManyVisible();
    await repository.setShowInAuction(trx, id, showInAuction);
    return shapeDefault(
      (await repository.findDefaults(trx, row.organisationId, row.officeId)).find(
        (person) => person.id === id,
      )!,
    );
  });
}

export async function removeDefault(db: Db, caller: Caller, id: number) {
  await ownDefault(db, caller, id);
  await repository.delete(db, id);
}
