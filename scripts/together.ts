import { spawn } from 'node:child_process';

/**
 * Runs npm scripts side by side and fails when any of them fails (`tsx scripts/together.ts typecheck lint build:test`).
 * `npm test` starts with the type check, the lint and the test build together: each is one process
 * that mostly waits on a single core, so on a 2-core machine the three take about as long as the
 * slowest rather than their sum. Each script's output is printed whole when it ends, so the three
 * never interleave.
 */
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: tsx scripts/together.ts <npm script>…');
  process.exit(2);
}

function run(name: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => out.push(b));
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString().trimEnd();
      const status = code === 0 ? 'ok' : `FAILED (exit ${code})`;
      console.log(`── npm run ${name}: ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s${text ? `\n${text}` : ''}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
