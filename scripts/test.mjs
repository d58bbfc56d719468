// `npm test`: every test — domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), web, and the browser journeys (skipped with a clear message when Chromium is missing).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
