import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) of every process on this machine whose command is `command`, read
 * from /proc; null where /proc is not readable (another OS). The PostgreSQL server's backends are
 * processes of their own, so this is how a bench sees the database's share of the work when the
 * server runs on the same machine; a server elsewhere reads as 0 here.
 */
export function processCpuSeconds(command: string): number | null {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid … : comm may hold spaces, so fields are counted after its closing parenthesis.
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    if (stat.slice(open + 1, close) !== command) continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5); here, after pid and comm, indexes 11 and 12.
    // cutime and cstime (16, 17) are those of its children that have ended: PostgreSQL's postmaster
    // holds there the CPU of backends that exited meanwhile (a pool closing idle connections), which
    // would otherwise vanish from the sum.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  // USER_HZ is 100 on every Linux Node runs on.
  return ticks / 100;
}

/** This process's CPU seconds, user + system. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
