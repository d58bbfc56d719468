import type { Db } from '../db/database.js';
import { demoPassword, demoUsers } from '../cli/demo/demo-data.js';
import { usersRepository } from '../modules/users/users.repository.js';

// Issue 14 point 13: when the server is ready, one line tells a person what to do next — the
// address to open and, when the demo data is there, whom to sign in as.

export interface DemoSignIn {
  email: string;
  /** A few words on what the account is for (README, "Demo sign-ins"). */
  role: string;
}

/** The address a person opens: PUBLIC_URL when set, else this host (any-address as localhost). */
export function addressToOpen(listening: { publicUrl?: string; host: string; port: number }) {
  if (listening.publicUrl) return listening.publicUrl.replace(/\/+$/, '');
  const anyAddress = ['0.0.0.0', '::', '', '::0'].includes(listening.host);
  const host = anyAddress ? 'localhost' : listening.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}`;
}

/** The one human line `npm start` prints when the server is ready. */
export function readyLine(url: string, demoSignIns: readonly DemoSignIn[]): string {
  const open = `Dealer auction is ready: open ${url}`;
  if (demoSignIns.length === 0) return open;
  const accounts = demoSignIns.map((account) => `${account.email} (${account.role})`).join(', ');
  return `${open} — demo sign-ins, password ${demoPassword}: ${accounts}`;
}

/** The demo accounts present in the database, in the README's order; none without demo data. */
export async function findDemoSignIns(db: Db): Promise<DemoSignIn[]> {
  const present = new Set(
    await usersRepository.findExistingEmails(
      db,
      demoUsers.map((user) => user.email),
    ),
  );
  return demoUsers
    .filter((user) => present.has(user.email))
    .map((user) => ({ email: user.email, role: user.role }));
}
