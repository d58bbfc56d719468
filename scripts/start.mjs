// `npm start`: install and build when needed, then run the server (embedded database and demo
// data in ./data unless DATABASE_URL is set). Signals pass through for a graceful shutdown.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();
const root = path.resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
