import type { Application } from 'pixi.js';
import { attachInput } from '../../engines/core/input';
import { createSound, type Sound } from '../../engines/core/sound';
import type { ThemeName } from '../../engines/core/types';
import { KeyboardPanel } from '../../engines/core/view/KeyboardPanel';

export type LookupBoardKind = 'standard' | 'numpad';
export type LookupPanel = KeyboardPanel;

/**
 * The fingering lookup's board (FingeringDialog.tsx): a keyboard with hands on the page's Pixi
 * application, no engine. Host code because it composes engines/core's kit, as the stage host does;
 * the lookup keeps this panel of its own until it runs on the stage host (docs/ARCHITECTURE.md).
 */
export function mountLookupBoard(app: Application, board: LookupBoardKind, o: { theme: ThemeName; pointerVisible: boolean; onTap(keyId: string): void }): { panel: LookupPanel; dispose(): void } {
  const panel = new KeyboardPanel({ board, theme: o.theme, ticker: app.ticker });
  panel.setPointerVisible(o.pointerVisible);
  panel.resize(app.screen.width, app.screen.height);
  const onResize = (w: number, h: number) => panel.resize(w, h);
  app.renderer.on('resize', onResize);
  panel.view.on('keytap', o.onTap);
  app.stage.addChild(panel);
  return {
    panel,
    dispose() {
      app.renderer.off('resize', onResize);
      panel.destroy({ children: true });
    },
  };
}

/** The lookup's click sound. */
export const lookupSound = (enabled: boolean): Sound => createSound({ enabled });

/** The real keyboard for the lookup: the number pad hears only its keys. */
export const listenLookupKeys = attachInput;
