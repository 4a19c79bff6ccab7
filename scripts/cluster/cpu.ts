// CPU time of a process and everything under it, from Linux's /proc (0 elsewhere): the cluster
// benchmark splits the machine's CPU between the instances, PostgreSQL and the proxy with it.
import { readdirSync, readFileSync } from 'node:fs';

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks: children that ended are counted in their parent */
  ticks: number;
}

function readStats(): Stat[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  const out: Stat[] = [];
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // the fields after the command, which may hold spaces, in parentheses
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.push({ pid: Number(pid), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch {
      /* ended meanwhile */
    }
  }
  return out;
}

/** ms of CPU (user + system) used so far by each root's process tree, in the order given. */
export function treeCpuMs(roots: number[]): number[] {
  const stats = readStats();
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  return roots.map((root) => {
    let ticks = 0;
    const todo = byPid.has(root) ? [byPid.get(root)!] : [];
    while (todo.length) {
      const s = todo.pop()!;
      ticks += s.ticks;
      todo.push(...(children.get(s.pid) ?? []));
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  });
}
