import { buildApp } from './app';
import { games } from './services/games';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { gracefulStop } from './shutdown';
import { CHAPTER_SOURCE } from './services/replay/pool';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteThread: config.pgliteThread });
const app = await buildApp({ config, database });
const stopper = gracefulStop(app, config.net.shutdownGraceMs);
await app.listen({ port: config.port, host: config.host });
// the replay threads load the games' and the typing engines' machines now, not on the first submission
app.replays.warm(games().replaySource, CHAPTER_SOURCE);
console.log(`小键盘侠 is running at http://localhost:${config.port} (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);

// SIGTERM: stop accepting, let what is in flight finish within SHUTDOWN_GRACE_MS, then exit (server/shutdown.ts).
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // Whatever hangs below (a database that does not answer), the process is gone shortly after the grace.
    setTimeout(() => process.exit(1), config.net.shutdownGraceMs + 5_000).unref();
    const { cut } = await stopper.drain();
    if (cut > 0) app.log.warn({ cut }, 'shutdown: connections still open after the grace were cut');
    await app.close();
    await database.close();
    process.exit(0);
  });
