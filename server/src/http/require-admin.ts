import { authorizeAdministration, RefusedError } from '@dealer/domain';
import type { FastifyRequest } from 'fastify';
import { callerOf } from './authenticate.js';

/**
 * An onRequest hook for platform admins' routes (spec 6): after `requireCaller`, a caller
 * without the admin flag (an API key never has it) is answered 403 before the body is read.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const refusal = authorizeAdministration(callerOf(request));
  if (refusal) throw new RefusedError(refusal);
}
