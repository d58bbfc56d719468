import {
  AuditLogType,
  defaultOrganisationRoles,
  RefusedError,
  type AdminOffice,
  type AdminOfficeRequest,
  type AdminOrganisation,
  type AdminOrganisationRequest,
  type AdminOrganisationRow,
  type Caller,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { runChange, type ChangeScope } from '../items/item-pipeline.js';
import { organisationsAdminRepository as repository } from './organisations-admin.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;

/** A page of the admin's lists. */
export const adminListLimit = 100;

const describe = (organisation: AdminOrganisationRequest) =>
  `${organisation.name} (${organisation.businessIdentityCode}); subscriptions [${organisation.products.join(', ')}]; licence ${organisation.hasLicence ? 'on' : 'off'}`;

/** GET /api/admin/organisations?search=. */
export async function listOrganisations(
  ctx: Pick<AppContext, 'db'>,
  search: string | undefined,
): Promise<AdminOrganisationRow[]> {
  return repository.list(ctx.db, search, adminListLimit);
}

/** GET /api/admin/organisations/{organisationId}: the organisation, its offices, roles and members. */
export async function getOrganisation(db: Db, id: number): Promise<AdminOrganisation> {
  const organisation = await repository.find(db, id);
  if (!organisation) throw RefusedError.notFound('No such organisation.');
  const [offices, roles, members] = await Promise.all([
    repository.findOffices(db, id),
    repository.findRoles(db, id),
    repository.findMembers(db, id),
  ]);
  return {
    ...organisation,
    products: organisation.products as AdminOrganisationRequest['products'],
    offices,
    roles,
    members,
  };
}

/** 409 when another organisation holds the code (the column is unique: nothing is written). */
async function assertCodeFree(scope: ChangeScope, code: string, ownId: number | null) {
  const holder = await repository.findByBusinessIdentityCode(scope.trx, code);
  if (holder && holder.id !== ownId)
    throw RefusedError.conflict('Another organisation has this business identity code.', {
      businessIdentityCode: 'item_already_exists',
    });
}

/** POST /api/admin/organisations: with its subscriptions and the default roles; audited. */
export function createOrganisation(
  ctx: Ctx,
  caller: Caller,
  request: AdminOrganisationRequest,
): Promise<AdminOrganisation> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      await assertCodeFree(scope, request.businessIdentityCode, null);
      const { products, ...fields } = request;
      const id = await repository.insert(scope.trx, fields);
      await repository.setProducts(scope.trx, id, products);
      await repository.insertRoles(scope.trx, id, defaultOrganisationRoles);
      scope.audit(null, [
        {
          type: AuditLogType.OrganisationCreated,
          organisationId: id,
          description: `Organisation created: ${describe(request)}`,
        },
      ]);
      return getOrganisation(scope.trx, id);
    },
    'administer',
  );
}

/** PUT /api/admin/organisations/{organisationId}: fields, subscriptions and licence; audited. */
export function updateOrganisation(
  ctx: Ctx,
  caller: Caller,
  id: number,
  request: AdminOrganisationRequest,
): Promise<AdminOrganisation> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      if (!(await repository.lock(scope.trx, id)))
        throw RefusedError.notFound('No such organisation.');
      await assertCodeFree(scope, request.businessIdentityCode, id);
      const { products, ...fields } = request;
      await repository.update(scope.trx, id, fields);
      await repository.setProducts(scope.trx, id, products);
      scope.audit(null, [
        {
          type: AuditLogType.OrganisationUpdated,
          organisationId: id,
          description: `Organisation updated: ${describe(request)}`,
        },
      ]);
      return getOrganisation(scope.trx, id);
    },
    'administer',
  );
}

/** POST /api/admin/organisations/{organisationId}/offices; audited. */
export function addOffice(
  ctx: Ctx,
  caller: Caller,
  organisationId: number,
  request: AdminOfficeRequest,
): Promise<AdminOffice> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      if (!(await repository.lock(scope.trx, organisationId)))
        throw RefusedError.notFound('No such organisation.');
      const office = await repository.insertOffice(scope.trx, organisationId, request);
      scope.audit(null, [
        {
          type: AuditLogType.OfficeAdded,
          organisationId,
          description: `Office ${office.id} added: ${office.name}, ${office.streetAddress}, ${office.postalAreaCode} ${office.postOfficeName}`,
        },
      ]);
      return office;
    },
    'administer',
  );
}

/** PUT /api/admin/organisations/{organisationId}/offices/{officeId}; audited. */
export function updateOffice(
  ctx: Ctx,
  caller: Caller,
  organisationId: number,
  officeId: number,
  request: AdminOfficeRequest,
): Promise<AdminOffice> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const office = await repository.updateOffice(scope.trx, organisationId, officeId, request);
      if (!office) throw RefusedError.notFound('No such office in this organisation.');
      scope.audit(null, [
        {
          type: AuditLogType.OfficeUpdated,
          organisationId,
          description: `Office ${office.id} updated: ${office.name}, ${office.streetAddress}, ${office.postalAreaCode} ${office.postOfficeName}`,
        },
      ]);
      return office;
    },
    'administer',
  );
}
