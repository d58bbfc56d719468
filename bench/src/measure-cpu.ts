// The CPU a stretch of the bench used: the machine's, the server's and PostgreSQL's (Linux /proc).
// A load figure on two cores depends on what else is busy; these say how close the machine was to
// full, so that a figure from one machine can be read against another's.
import fs from 'node:fs';

/** Linux counts process and machine CPU time in ticks of 10 ms (USER_HZ 100). */
const msPerTick = 10;

const readTicks = (pid: string) => {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** PostgreSQL's processes on this machine (its server, its connections' backends) by pid. */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        ticks.set(pid, readTicks(pid));
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks;
}

/** The machine's busy and total ticks over all cores (the first line of /proc/stat). */
function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

export interface CpuUse {
  /** The machine's cores busy, as a share of all of them. */
  machineBusyShare: number;
  serverMs: number;
  postgresMs: number;
  /** The bench's own process: the load it sends runs on the same two cores. */
  benchMs: number;
}

/**
 * Starts counting; the returned function stops and answers what was used since (null where
 * there is no /proc). A PostgreSQL backend that started meanwhile counts from nothing; one that
 * ended meanwhile is left out (the server's pool keeps its connections).
 */
export function startCpuUse(serverPid: number): () => CpuUse | null {
  if (!fs.existsSync('/proc/stat')) return () => null;
  const server = String(serverPid);
  const before = {
    machine: machineTicks(),
    server: readTicks(server),
    postgres: postgresTicks(),
    bench: process.cpuUsage(),
  };
  return () => {
    const machine = machineTicks();
    const bench = process.cpuUsage(before.bench);
    let postgres = 0;
    for (const [pid, ticks] of postgresTicks()) postgres += ticks - (before.postgres.get(pid) ?? 0);
    return {
      machineBusyShare:
        (machine.busy - before.machine.busy) / (machine.total - before.machine.total),
      serverMs: (readTicks(server) - before.server) * msPerTick,
      postgresMs: postgres * msPerTick,
      benchMs: (bench.user + bench.system) / 1000,
    };
  };
}

/** "machine 92 % busy; per bid: server 1.20 ms, PostgreSQL 1.50 ms, bench 0.60 ms". */
export function cpuPerRequest(use: CpuUse | null, requests: number): string {
  if (!use) return 'CPU not measured (no /proc)';
  const per = (ms: number) => (ms / requests).toFixed(2);
  return `machine ${(use.machineBusyShare * 100).toFixed(0)} % busy; per bid: server ${per(use.serverMs)} ms, PostgreSQL ${per(use.postgresMs)} ms, bench ${per(use.benchMs)} ms`;
}
