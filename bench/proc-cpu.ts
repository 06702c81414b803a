// CPU seconds spent by a set of processes, from /proc (Linux): where a bench round's time went, whatever else
// the machine runs. NaN elsewhere.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; ticks: number; childTicks: number };

function stat(pid: number): Stat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: +f[1], ticks: +f[11] + +f[12], childTicks: +f[13] + +f[14] };
  } catch {
    return null;
  }
}

function all(): Stat[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .flatMap((d) => stat(Number(d)) ?? []);
  } catch {
    return [];
  }
}

/** CPU seconds of a process and its children, the ones that ended included (the hall API; a postmaster and its backends). */
export function treeCpu(rootPid: number): number {
  const procs = all();
  const root = procs.find((p) => p.pid === rootPid);
  if (!root) return NaN;
  return (root.ticks + root.childTicks + procs.filter((p) => p.ppid === rootPid).reduce((n, p) => n + p.ticks, 0)) / TICKS_PER_SECOND;
}

/** The current process. */
export const selfCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
