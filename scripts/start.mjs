// `npm start`: install and build when needed, then run the server (embedded database and demo
// data in ./data unless DATABASE_URL is set). Signals pass through for a graceful shutdown.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();
const root = path.resolve(import.meta.dirname, '..');
// Two malloc arenas keep glibc from holding a large heap per image-processing thread (bench: an
// upload of 20 photos peaks at 63 MB instead of 125 MB); an explicit setting wins.
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
