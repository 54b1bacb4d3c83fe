import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * CPU seconds a process has used so far, all its threads, user and system (Linux /proc). On a
 * shared machine a job's wall time grows with everyone else's load; the CPU it costs does not,
 * so this is what a core's throughput is worked out from.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return (userTicks + systemTicks) / TICKS_PER_SECOND;
}
