import { useCallback, useEffect, useRef, useState } from 'react';
import type { Application } from 'pixi.js';
import { useSnapshot } from 'valtio';
import { THEMES, THEME_LABELS } from '../../engines/core/types';
import { FINGER_COLORS, KEYBOARD_THEMES, keyForCode, keyLabel, mix, type KeyDef, type KeyStroke } from '../../engines/keys';
import { loadCoreKit, type CoreKit } from '../../engines/registry';
import { lookupPolicy, type LookupBoard } from '../host/lookupPolicy';
import { useLoaded } from '../host/useLoaded';
import { createStageHost, type StageHost } from '../host/stageHost';
import { PixiCanvas } from '../host/PixiCanvas';
import { setSetting, settings } from '../state/settings';
import { Dialog } from '../ui/Dialog';
import { Tabs } from '../ui/Tabs';
import styles from './FingeringDialog.module.css';

type Board = LookupBoard;
/** the settings the lookup's stage follows: the user's, with the keyboard and its finger hints always shown */
const lookupSettings = () => ({ ...settings, showKeyboard: true, fingerHint: true });
type Panel = InstanceType<CoreKit['KeyboardPanel']>;
const BOARDS: { key: Board; label: string }[] = [
  { key: 'standard', label: '标准键盘' },
  { key: 'numpad', label: '数字键盘' },
];

/** Scrolls the keyboard strip (when it is wider than the screen) so a picked key is on screen. */
function bringIntoView(scroller: HTMLElement, panel: Panel, keyId: string): void {
  const r = panel.view.keyRect(keyId);
  if (!r || scroller.scrollWidth <= scroller.clientWidth) return;
  const left = panel.view.x + r.x;
  const right = left + r.width;
  if (left >= scroller.scrollLeft && right <= scroller.scrollLeft + scroller.clientWidth) return;
  scroller.scrollTo({ left: (left + right) / 2 - scroller.clientWidth / 2, behavior: 'smooth' });
}

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** What the caption says about the picked key. */
function Caption({ stroke, typed }: { stroke: KeyStroke | null; typed: string | null }) {
  if (!stroke) return <p className={styles.prompt}>按一下键盘上的键，或者点一点下面的键，看看该用哪根手指！</p>;
  const { key, shiftKey } = stroke;
  const label = typed && shiftKey ? typed : keyLabel(key);
  const finger = (k: KeyDef) => (
    <strong className={styles.finger} style={{ color: hex(mix(FINGER_COLORS[k.hand][k.finger], 0x000000, 0.22)) }}>
      {k.code === 'Space' ? '左手或右手大拇指' : k.hint}
    </strong>
  );
  return (
    <p className={styles.caption}>
      <span className={styles.keyName}>「{label}」</span>
      {key.zh && key.code !== 'Space' && <span className={styles.zh}>{key.zh}</span>}用{finger(key)}
      {shiftKey && <span className={styles.shift}>，{finger(shiftKey)}按住 Shift</span>}
    </p>
  );
}

/**
 * The keyboard fingering lookup shared by the /fingering page and the full-screen dialog:
 * tabs 标准键盘 / 数字键盘, a theme picker, and a keyboard with hands that shows which finger of
 * which hand types a key pressed on the real keyboard or tapped on the screen.
 */
export function FingeringLookup() {
  const [board, setBoard] = useState<Board>('standard');
  const [app, setApp] = useState<Application | null>(null);
  const [picked, setPicked] = useState<{ stroke: KeyStroke; typed: string | null } | null>(null);
  const { keyboardTheme, sound: soundOn } = useSnapshot(settings);
  const hostRef = useRef<StageHost | null>(null);
  // the keyboard panel, input and sound come with the engines' kit (engines/registry.ts), as for a chapter
  const { value: kit } = useLoaded('kit', loadCoreKit);
  const soundRef = useRef<ReturnType<CoreKit['createSound']> | null>(null);
  const scrollerRef = useRef<HTMLDivElement | null>(null);

  const show = useCallback((stroke: KeyStroke | null, typed: string | null) => {
    const panel = hostRef.current?.panel;
    if (!stroke || !panel) return;
    panel.view.setTarget(stroke.key.key_id, stroke.shiftKey?.key_id ?? null);
    panel.view.pressed(stroke.key.key_id);
    panel.pointer.pointTo(stroke.key.key_id, stroke.shiftKey?.key_id ?? null);
    if (scrollerRef.current) bringIntoView(scrollerRef.current, panel, stroke.key.key_id);
    soundRef.current?.click();
    setPicked({ stroke, typed });
  }, []);

  useEffect(() => {
    if (!kit) return;
    const sound = kit.createSound({ enabled: settings.sound });
    soundRef.current = sound;
    return () => {
      soundRef.current = null;
      sound.unload();
    };
  }, [kit]);
  useEffect(() => soundRef.current?.setEnabled(soundOn), [soundOn]);

  // One stage per board on the one application: the stage host with the lookup's policy (the board
  // filling the canvas, no engine); the host routes the real keyboard to it and follows the size.
  useEffect(() => {
    if (!app || !kit) return;
    const host = createStageHost({ app, kit, settings: lookupSettings() }, lookupPolicy(board, show));
    const panel = host.panel!;
    panel.view.on('keytap', (id: string) => show({ key: keyForCode(id)!, shift: false }, null));
    hostRef.current = host;
    // a strip wider than the screen opens on its middle: the home keys F and J
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    setPicked(null);
    return () => {
      hostRef.current = null;
      host.dispose();
    };
  }, [app, kit, board, show]);

  // the theme picked in the lookup's swatches (settings.keyboardTheme, which keyboardTheme follows)
  useEffect(() => hostRef.current?.setSettings(lookupSettings()), [keyboardTheme, app, kit, board]);

  const onReady = useCallback((a: Application) => {
    setApp(a);
    return () => setApp(null);
  }, []);

  return (
    <div className={styles.lookup}>
      <div className={styles.toolbar}>
        <Tabs<Board> tabs={BOARDS} value={board} onChange={setBoard} label="键盘类型" />
        <div className={styles.themes} role="radiogroup" aria-label="键盘皮肤">
          {THEMES.map((t) => {
            const th = KEYBOARD_THEMES[t];
            return (
              <button
                key={t}
                type="button"
                role="radio"
                aria-checked={t === keyboardTheme}
                className={`${styles.theme} ${t === keyboardTheme ? styles.themeOn : ''}`}
                onClick={() => setSetting('keyboardTheme', t)}
              >
                <span className={styles.swatch} style={{ background: `linear-gradient(135deg, ${hex(th.board.fill)} 50%, ${hex(th.target.fill)} 50%)` }} />
                {THEME_LABELS[t]}
              </button>
            );
          })}
        </div>
      </div>
      <div className={styles.captionBox} aria-live="polite" data-testid="fingering-caption">
        <Caption stroke={picked?.stroke ?? null} typed={picked?.typed ?? null} />
      </div>
      {/* on a narrow screen the keys keep a readable size and the strip scrolls sideways (CSS) */}
      <div className={`${styles.stage} ${board === 'standard' ? styles.standard : ''}`}>
        <div ref={scrollerRef} className={styles.scroller} role="region" aria-label="键盘，可左右滑动" tabIndex={0} data-testid="fingering-scroller">
          <div className={styles.canvasBox}>
            <PixiCanvas onReady={onReady} />
          </div>
        </div>
        <p className={styles.swipeHint} aria-hidden="true">
          👆 左右滑动，看整个键盘
        </p>
      </div>
    </div>
  );
}

/** 键盘指法查询, full screen (SPEC §2 dialogs). */
export default function FingeringDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog title="键盘指法查询" onClose={onClose} size="full">
      <FingeringLookup />
    </Dialog>
  );
}
