import { measureMachine } from './machine';

/**
 * The timed files (api-timed, e2e-timed) run alone after every other file, minutes after vitest
 * measured the machine at its start (vitest.config.ts). What else runs on the machine may have
 * changed since — a build, a bench, another person's suite — and their budgets are wall-clock
 * times. So each timed file measures the machine again as it begins (the other test files are done
 * by then: what it sees busy is other work) and takes the larger of the two scales. A scale the
 * person running the suite fixed (`TEST_TIME_SCALE` given to `npm test`) is kept as it is.
 */
if (!process.env.TEST_TIME_SCALE_GIVEN) {
  const now = measureMachine({ ...process.env, TEST_TIME_SCALE: undefined });
  const atStart = Number(process.env.TEST_TIME_SCALE) || 1;
  if (now.timeScale > atStart) {
    console.log(`timed file: the machine is busier than at the run's start (${now.freeCores} of ${now.cores} cores free, one core ${now.slowness}×) → limits ×${now.timeScale}, not ×${atStart}`);
    process.env.TEST_TIME_SCALE = String(now.timeScale);
  }
}
