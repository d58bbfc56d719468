// npm run seed:demo — puts the demo organisations and users into the configured database.
// It refuses a database that already has users or organisations.
import { systemClock } from '../clock.js';
import { seedDemoItems } from './demo/demo-items.js';
import { NotEmptyError, seedDemo } from './demo/seed-demo.js';
import { mediaStorageFor } from '../modules/files/storage/media-storage.js';
import { openConfiguredDatabase } from './open-configured-database.js';

const handle = await openConfiguredDatabase();
try {
  await seedDemo(handle.db);
  await seedDemoItems(handle.db, mediaStorageFor(handle.config), systemClock.now());
  console.log(
    'Demo data added. Sign in as seller@demo.test (and the others in the README) with demo1234.',
  );
} catch (error) {
  if (!(error instanceof NotEmptyError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
