import { assign, setup } from 'xstate';

/**
 * A test-only machine for pool.test.ts: a key 'Spin' holds its thread for the key's code in ms
 * (a replay that outruns its budget), 'Crash' throws (a machine bug a log reaches), 'End' ends the
 * round with the keys counted so far as its score.
 */
export const spinMachines = {
  spin: {
    machine: setup({ types: { context: {} as { keys: number }, events: {} as { type: string; key?: string; code?: string } } }).createMachine({
      context: { keys: 0 },
      initial: 'playing',
      states: {
        playing: {
          on: {
            'input.key': [
              { guard: ({ event }) => event.key === 'End', target: 'over' },
              {
                actions: [
                  ({ event }) => {
                    if (event.key === 'Crash') throw new Error('spin machine crashed');
                    if (event.key === 'Spin') for (const until = Date.now() + Number(event.code); Date.now() < until; );
                  },
                  assign({ keys: ({ context }) => context.keys + 1 }),
                ],
              },
            ],
          },
        },
        over: { type: 'final' },
      },
      output: ({ context }) => ({ score: context.keys }),
    }),
  },
};
