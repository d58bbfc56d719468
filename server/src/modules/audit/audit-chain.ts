import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { auditChainRepository, type ChainRow } from './audit-chain.repository.js';

/**
 * A row's hash as migration 0016b's trigger computes it: sha256 over the previous hash and the
 * row's canonical fields, joined with line feeds (NULL as empty). Written again here, apart from
 * the database, so that the check does not trust the code it checks.
 */
export function auditRowHash(previousHash: string | null, row: ChainRow): string {
  const text = [
    previousHash ?? '',
    row.chainKey,
    row.chainSeq,
    row.auctionItemId ?? '',
    row.organisationId ?? '',
    row.userId ?? '',
    row.actorType,
    row.auditLogType,
    row.createdMicros,
    row.description,
  ].join('\n');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The first broken link of a chain: the row, and why. */
export interface BrokenLink {
  chainKey: string;
  id: string;
  chainSeq: string;
  reason: 'hash_mismatch' | 'missing_row';
}

export interface AuditChainReport {
  chains: number;
  rows: number;
  broken: BrokenLink[];
}

/**
 * Walks every chain in order and recomputes each hash from the previous one; a chain's first
 * row whose hash differs (an edited row, or any row after a removed or reordered one) or whose
 * place skips one (a removed row) is its broken link.
 */
export async function verifyAuditChains(db: Db, pageSize = 5000): Promise<AuditChainReport> {
  const report: AuditChainReport = { chains: 0, rows: 0, broken: [] };
  let chainKey: string | null = null;
  let previous: { hash: string; seq: number } | null = null;
  let isBroken = false;
  let after: { chainKey: string; chainSeq: string } | null = null;
  for (;;) {
    const rows = await auditChainRepository.findRowsAfter(db, after, pageSize);
    for (const row of rows) {
      report.rows++;
      if (row.chainKey !== chainKey) {
        chainKey = row.chainKey;
        previous = null;
        isBroken = false;
        report.chains++;
      }
      if (isBroken) continue;
      const expectedSeq = (previous?.seq ?? 0) + 1;
      const reason =
        Number(row.chainSeq) !== expectedSeq
          ? 'missing_row'
          : auditRowHash(previous?.hash ?? null, row) !== row.hash
            ? 'hash_mismatch'
            : null;
      if (reason) {
        report.broken.push({ chainKey: row.chainKey, id: row.id, chainSeq: row.chainSeq, reason });
        isBroken = true;
      }
      previous = { hash: row.hash, seq: Number(row.chainSeq) };
    }
    if (rows.length < pageSize) return report;
    const last = rows.at(-1)!;
    after = { chainKey: last.chainKey, chainSeq: last.chainSeq };
  }
}
