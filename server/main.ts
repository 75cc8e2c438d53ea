import { buildApp } from './app';
import { games } from './services/games';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteThread: config.pgliteThread });
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
// the replay threads load the games' machines now, not on the first round's submission
app.replays.warm(games().replaySource);
console.log(`小键盘侠 is running at http://localhost:${config.port} (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
