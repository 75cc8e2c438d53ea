import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable, offline app (SPEC §2 添加到桌面, §4 service worker; issue 12), built by
 * vite-plugin-pwa (Workbox). The service worker:
 * - precaches the whole built client (every engine's chunk, sounds, icons, game art) so a chapter
 *   opened once plays again without a network;
 * - answers every in-app navigation with index.html (the SPA shell), never the API, pay or socket paths;
 * - keeps the last answer of the GET calls a chapter needs (course data, the account, its roles)
 *   and of the game list and levels, network-first, so online is always fresh and offline falls
 *   back to what was last seen. Never kept: ranks and the points balance — a stale board or
 *   balance would mislead (offline the page keeps the last figure it saw, or shows none).
 * It never activates by itself (`registerType: 'prompt'`): src/offline/pwa.ts decides when the new
 * version takes over, so code is never swapped under a typing child.
 */
export const API_CACHE = 'api-get';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'logo.svg', 'icons/apple-touch-icon.png', 'icons/favicon-32.png'],
  manifest: {
    id: '/',
    name: '小键盘侠 · 玩着学打字',
    short_name: '小键盘侠',
    description: '给孩子的打字学校：指法、拼音、汉字、英文和小键盘课程，还有打字游戏。',
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#fff8ef',
    theme_color: '#ff8a3d',
    categories: ['education', 'kids', 'games'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,wav,mp3,ogg,webm,json,woff2,txt}'],
    // the Pixi engine chunk and game art are bigger than Workbox's 2 MiB default
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/pay/, /^\/oauth/, /^\/ws/, /^\/support\//, /^\/healthz/],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && request.method === 'GET' && /^\/api\/client\/v1\/(course|user|auth\/userInfo|student\/keyStats|game\/(groups|courses\/|levelDetail\/))/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
