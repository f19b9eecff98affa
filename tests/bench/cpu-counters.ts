import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time from the kernel's own per-process counters (Linux /proc, clock ticks of 10 ms), in ms.
 *
 * A process tree's CPU is the root's own time, the time of the children it has already reaped (cutime + cstime: the
 * kernel adds an exited child's time there when its parent waits for it) and the time of its live children. PostgreSQL's
 * postmaster reaps every backend and parallel worker, so this total only grows: a backend that ends between two readings
 * still counts. Summing the live `postgres` processes alone lost the time of those that ended, and once read a negative
 * CPU for a line of the bench (tests/bench/results.md, 2026-11-26).
 */
export function processTreeCpuMs(rootPid: number): number {
  // Two races are read again a few milliseconds later: a child reaped while the children are listed (its time moves
  // into cutime: counted twice or not at all), and a child that has exited but is not reaped yet (a zombie shows no
  // time of its own and is not in cutime yet).
  for (let attempt = 0; ; attempt++) {
    const before = statOf(rootPid);
    if (!before) return 0;
    let children = 0;
    let zombie = false;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === rootPid) continue;
      const s = statOf(Number(entry));
      if (s?.ppid !== rootPid) continue;
      zombie ||= s.state === 'Z';
      children += s.utime + s.stime;
    }
    const after = statOf(rootPid);
    if (!after) return 0;
    const steady = before.cutime + before.cstime === after.cutime + after.cstime && !zombie;
    if (steady || attempt === 50) return (after.utime + after.stime + after.cutime + after.cstime + children) * TICK_MS;
    Atomics.wait(pause, 0, 0, 2);
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** A single process's own user + system CPU so far, in ms. */
export function processCpuMs(pid: number): number {
  const s = statOf(pid);
  return s ? (s.utime + s.stime) * TICK_MS : 0;
}

/** The parent of a process (the postmaster, for a PostgreSQL backend's `pg_backend_pid()`). */
export function parentPid(pid: number): number | null {
  return statOf(pid)?.ppid ?? null;
}

const TICK_MS = 10;

interface Stat { state: string; ppid: number; utime: number; stime: number; cutime: number; cstime: number }

function statOf(pid: number): Stat | null {
  try {
    // The command name may hold spaces or parentheses: the fields start after the last ") ".
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    // Fields after the name, from 0: state, ppid (1), …, utime (11), stime (12), cutime (13), cstime (14).
    return { state: f[0], ppid: Number(f[1]), utime: Number(f[11]), stime: Number(f[12]), cutime: Number(f[13]), cstime: Number(f[14]) };
  } catch {
    return null; // ended between listing and reading
  }
}
