import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm run test:busy` — the suite on a machine whose CPU is half taken, as a school's PC is while its
 * antivirus scans: one busy-looping process per two cores (BUSY_LOOPS overrides the count) runs beside
 * `npm test` for its whole length and is stopped when it ends. The suite must pass here with no retries
 * and nothing skipped; its time limits scale to the machine (tests/machine.ts) and its worker count to
 * the cores left free (vitest.config.ts).
 *
 * Any other command can be run the same way: `tsx scripts/busy.ts npm run test:e2e`.
 */
const loops = Number(process.env.BUSY_LOOPS ?? Math.max(1, Math.floor(availableParallelism() / 2)));
const command = process.argv.slice(2);
if (command.length === 0) command.push('npm', 'test');

const busy: ChildProcess[] = [];
for (let i = 0; i < loops; i++) {
  // a plain loop at normal priority: it takes its core's whole time slice, like a scan or an update would
  busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
const stopBusy = () => {
  for (const b of busy) b.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

console.log(`── busy: ${loops} busy-looping process${loops === 1 ? '' : 'es'} beside \`${command.join(' ')}\` on ${availableParallelism()} cores`);
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_BUSY: String(loops) } });
child.on('close', (code) => {
  console.log(`── busy: \`${command.join(' ')}\` ended with ${code} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  stopBusy();
  process.exit(code ?? 1);
});
