import { loadConfig, type Config } from '../config.js';
import { migrateToLatest, openPglite, openPostgres, type DatabaseHandle } from '../db/database.js';

/** The database the environment names (DATABASE_URL, else the embedded one in DATA_DIR), migrated. */
export async function openConfiguredDatabase(): Promise<DatabaseHandle & { config: Config }> {
  const config = loadConfig();
  const handle = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, 2)
    : await openPglite({ dataDir: config.dataDir });
  await migrateToLatest(handle.db);
  return { ...handle, config };
}
