/**
 * `npm run dev`: the API server with reload on change (tsx watch) on API_PORT, and vite with hot
 * module reload on PORT proxying /api, /ws, /pay and /oauth to it. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const port = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, CLIENT_DIR: 'dist-dev-none', HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
