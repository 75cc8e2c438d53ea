import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/offline/pwaOptions.ts';
import { gameCovers } from './scripts/gameCovers.ts';
import { noTestFixtures } from './scripts/noTestFixtures.ts';

const apiPort = Number(process.env.API_PORT ?? 8081);

// The client is built into dist/ and served by the Fastify server on one port (server/main.ts).
// In development (`npm run dev`) vite serves the client and proxies the API to the server.
export default defineConfig(({ mode }) => ({
  // the test build (`vite build --mode test`, src/testBuild.ts) keeps the test hooks; production drops them
  define: { __TEST_BUILD__: JSON.stringify(mode === 'test') },
  // and the tests' own engines (package.json "imports" #test-engines: tests/fixtures/testEngines.ts)
  resolve: { conditions: mode === 'test' ? ['test-engines', ...defaultClientConditions] : [...defaultClientConditions] },
  plugins: [react(), gameCovers(mode === 'test'), noTestFixtures(mode === 'test'), VitePWA(pwaOptions)],
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/pay': `http://127.0.0.1:${apiPort}`,
      '/oauth': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: {
    outDir: mode === 'test' ? 'dist-test' : 'dist',
    chunkSizeWarningLimit: 1200,
  },
}));
