// Shared by `npm start` and `npm test`: install dependencies when missing or out of date, and
// build the web app and the server when their sources are newer than the build. Plain Node, no
// dependencies, so it runs on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

function newest(directory) {
  let latest = mtime(directory);
  if (!fs.existsSync(directory) || !fs.statSync(directory).isDirectory()) return latest;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(directory, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : mtime(full));
  }
  return latest;
}

export function ensureInstalled() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (mtime(installed) === 0 || mtime(installed) < mtime(lock)) {
    console.log('Installing dependencies (npm ci)...');
    run('npm ci --no-audit --no-fund');
  }
}

export function ensureBuilt() {
  const domain = newest(path.join(root, 'packages/domain/src'));
  const webSources = Math.max(
    domain,
    newest(path.join(root, 'web/src')),
    mtime(path.join(root, 'web/index.html')),
    mtime(path.join(root, 'web/vite.config.ts')),
    mtime(path.join(root, 'web/vite-precompress.ts')),
  );
  const serverSources = Math.max(
    domain,
    newest(path.join(root, 'server/src')),
    mtime(path.join(root, 'server/build.mjs')),
  );
  if (mtime(path.join(root, 'web/dist/index.html')) < webSources) {
    console.log('Building the web app...');
    run('npm run build -w web');
  }
  if (mtime(path.join(root, 'server/dist/main.js')) < serverSources) {
    console.log('Building the server...');
    run('npm run build -w server');
  }
}
