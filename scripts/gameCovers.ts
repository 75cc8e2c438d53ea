import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * A game's cover lives with its art (assets/games/<name>/cover.svg, issue 26: a game is one
 * folder); the browser asks for it at /game-covers/<name>.svg, the path the game API answers
 * (levels/games/catalog.ts gameCoverPath). This vite plugin puts each cover there: written into
 * the build (so the server's static files and the service worker's precache carry it as before)
 * and served by the dev server. Test builds add the covers of tests/fixtures/games/.
 */
export function gameCovers(testBuild: boolean): Plugin {
  const roots = ['assets/games', ...(testBuild ? ['tests/fixtures/games'] : [])];
  const covers = () =>
    new Map(
      roots.flatMap((root) =>
        readdirSync(root, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(`${root}/${d.name}/cover.svg`))
          .map((d) => [d.name, `${root}/${d.name}/cover.svg`] as const),
      ),
    );
  return {
    name: 'game-covers',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/game-covers\/([a-z0-9_]+)\.svg$/.exec((req.url ?? '').split('?')[0]!)?.[1];
        const file = name ? covers().get(name) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of covers()) this.emitFile({ type: 'asset', fileName: `game-covers/${name}.svg`, source: readFileSync(file) });
    },
  };
}
