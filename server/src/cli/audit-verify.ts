// npm run audit:verify
// Recomputes every audit log chain (migration 0016b) and names the first broken link of each;
// exits with 1 when any chain is broken, so that a scheduled run can alert.
import { verifyAuditChains } from '../modules/audit/audit-chain.js';
import { openConfiguredDatabase } from './open-configured-database.js';

const handle = await openConfiguredDatabase();
try {
  const report = await verifyAuditChains(handle.db);
  for (const link of report.broken)
    console.error(
      `Broken: chain ${link.chainKey}, audit_log row ${link.id} (place ${link.chainSeq}): ${link.reason === 'hash_mismatch' ? 'its hash does not match its fields and the previous row' : 'a row before it is missing'}`,
    );
  console.log(
    `${report.rows} audit rows in ${report.chains} chains: ${report.broken.length === 0 ? 'all intact' : `${report.broken.length} broken`}`,
  );
  if (report.broken.length > 0) process.exitCode = 1;
} finally {
  await handle.close();
}
