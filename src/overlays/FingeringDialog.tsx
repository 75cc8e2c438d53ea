import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Application } from 'pixi.js';
import { useSnapshot } from 'valtio';
import { KEY_POINTER_MIN_WIDTH } from '../../contract/constants';
import { THEMES, THEME_LABELS } from '../../engines/core/types';
import { FINGER_COLORS, KEYBOARD_THEMES, keyForCode, keyLabel, mix, strokeFor, type KeyDef, type KeyStroke } from '../../engines/keys';
import { listenLookupKeys, lookupSound, mountLookupBoard, type LookupPanel } from '../host/lookupBoard';
import { PixiCanvas } from '../host/PixiCanvas';
import { setSetting, settings } from '../state/settings';
import { Dialog } from '../ui/Dialog';
import { Tabs } from '../ui/Tabs';
import styles from './FingeringDialog.module.css';

type Board = 'standard' | 'numpad';
const BOARDS: { key: Board; label: string }[] = [
  { key: 'standard', label: '标准键盘' },
  { key: 'numpad', label: '数字键盘' },
];

const wideQuery = `(min-width: ${KEY_POINTER_MIN_WIDTH + 1}px)`;
const subscribeWide = (fn: () => void) => {
  const mq = window.matchMedia(wideQuery);
  mq.addEventListener('change', fn);
  return () => mq.removeEventListener('change', fn);
};
/** SPEC §2: the key pointer (the hands) needs a viewport wider than 435 px. */
const useWideViewport = () => useSyncExternalStore(subscribeWide, () => window.matchMedia(wideQuery).matches, () => true);

/** Scrolls the keyboard strip (when it is wider than the screen) so a picked key is on screen. */
function bringIntoView(scroller: HTMLElement, panel: LookupPanel, keyId: string): void {
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
  const wide = useWideViewport();
  const panelRef = useRef<LookupPanel | null>(null);
  const soundRef = useRef<ReturnType<typeof lookupSound> | null>(null);
  const scrollerRef = useRef<HTMLDivElement | null>(null);

  const show = useCallback((stroke: KeyStroke | null, typed: string | null) => {
    const panel = panelRef.current;
    if (!stroke || !panel) return;
    panel.view.setTarget(stroke.key.key_id, stroke.shiftKey?.key_id ?? null);
    panel.view.pressed(stroke.key.key_id);
    panel.pointer.pointTo(stroke.key.key_id, stroke.shiftKey?.key_id ?? null);
    if (scrollerRef.current) bringIntoView(scrollerRef.current, panel, stroke.key.key_id);
    soundRef.current?.click();
    setPicked({ stroke, typed });
  }, []);

  useEffect(() => {
    const sound = lookupSound(settings.sound);
    soundRef.current = sound;
    return () => sound.unload();
  }, []);
  useEffect(() => soundRef.current?.setEnabled(soundOn), [soundOn]);

  // One panel per board, living in the one application.
  useEffect(() => {
    if (!app) return;
    const { panel, dispose } = mountLookupBoard(app, board, {
      theme: settings.keyboardTheme,
      pointerVisible: window.matchMedia(wideQuery).matches,
      onTap: (id) => show({ key: keyForCode(id)!, shift: false }, null),
    });
    panelRef.current = panel;
    // a strip wider than the screen opens on its middle: the home keys F and J
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    setPicked(null);
    return () => {
      panelRef.current = null;
      dispose();
    };
  }, [app, board, show]);

  useEffect(() => panelRef.current?.setTheme(keyboardTheme), [keyboardTheme, app, board]);
  useEffect(() => panelRef.current?.setPointerVisible(wide), [wide, app, board]);

  // The real keyboard: the number pad tab hears only digits, . / * - + and Enter.
  useEffect(
    () =>
      listenLookupKeys(window, board === 'numpad' ? 'numpad' : 'keys', (e) => {
        if (e.type !== 'input.key') return;
        const stroke = board === 'numpad' ? strokeFor(e.code, 'numpad') : (strokeFor(e.key) ?? strokeFor(e.code));
        show(stroke, e.key);
      }),
    [board, show],
  );

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
