// `npm test`: every check — types and lint across the workspaces, then every test: domain,
// server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web, and the browser journeys
// (skipped with a clear message when Chromium is missing). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';

const root = path.resolve(import.meta.dirname, '..');
const step = (title, command, args) => {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
};

ensureInstalled();
ensureBuilt();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitestArguments = process.argv.slice(2);
if (vitestArguments.length === 0) {
  step('Types', npm, ['run', '--silent', 'typecheck']);
  step('Lint and format', npm, ['run', '--silent', 'lint']);
}
step('Tests', process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  ...vitestArguments,
]);
