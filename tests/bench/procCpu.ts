import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms, user + system, all threads) a process has used, from /proc/<pid>/stat (clock ticks of 10 ms); throws without /proc. */
export function processCpuMs(pid: number | string): number {
  return cpuOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

const cpuOfStat = (stat: string) => {
  const fields = stat.split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

/** CPU time (ms) of every PostgreSQL process on this machine (its backends serve the bench's database; quiet otherwise); throws without /proc. */
export function postgresCpuMs(): number {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (stat.includes('(postgres)')) sum += cpuOfStat(stat);
  }
  return sum;
}
