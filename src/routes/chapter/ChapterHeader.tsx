import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { settings, setSetting } from '../../state/settings';
import { THEMES, THEME_LABELS, type ThemeName } from '../../../engines/core/types';
import { HeaderSwitch } from './HeaderSwitch';
import { Icon } from '../../ui/Icon';
import styles from './ChapterHeader.module.css';

export interface ChapterHeaderProps {
  title: string;
  backHref: string;
  /** engine flags from the registry */
  pinyinSwitches: boolean;
  fingerHintSwitch: boolean;
  keyboard: boolean;
  /** the chapter is typed on keys or the number pad: the 触屏键盘 switch (isPhone) applies */
  touchTyping: boolean;
  /** why read-along cannot speak here, if it cannot */
  readAlongUnavailable?: string;
  onRestart(): void;
  onHelp(): void;
  onFullscreen(): void;
  fullscreen: boolean;
}

/** The chapter header of SPEC.md §2: restart, pinyin and read-along, finger hints, help, back. */
export function ChapterHeader(p: ChapterHeaderProps) {
  const s = useSnapshot(settings);
  // with touch typing the on-screen keyboard replaces the drawn one, and its switches
  const drawnKeyboard = p.keyboard && !(p.touchTyping && s.isPhone);
  return (
    <header className={styles.header}>
      <Link href={p.backHref} className={`btn btn-ghost ${styles.back}`} aria-label="返回课程">
        ← 返回
      </Link>
      <h1 className={styles.title}>{p.title}</h1>
      <div className={styles.tools}>
        {p.pinyinSwitches && (
          <>
            <HeaderSwitch label="拼音" on={s.showPinyin} onChange={(v) => setSetting('showPinyin', v)} testId="switch-pinyin" />
            <HeaderSwitch
              label="跟读"
              on={s.autoRead && !p.readAlongUnavailable}
              note={p.readAlongUnavailable}
              onChange={(v) => setSetting('autoRead', v)}
              testId="switch-read"
            />
          </>
        )}
        {p.fingerHintSwitch && <HeaderSwitch label="指法提示" on={s.fingerHint} onChange={(v) => setSetting('fingerHint', v)} testId="switch-finger" />}
        {p.touchTyping && <HeaderSwitch label="触屏键盘" on={s.isPhone} onChange={(v) => setSetting('isPhone', v)} testId="switch-touch" />}
        {drawnKeyboard && <HeaderSwitch label="键盘" on={s.showKeyboard} onChange={(v) => setSetting('showKeyboard', v)} testId="switch-keyboard" />}
        <HeaderSwitch label="声音" on={s.sound} onChange={(v) => setSetting('sound', v)} testId="switch-sound" />
        {drawnKeyboard && (
          <label className={styles.theme}>
            <span className="sr-only">键盘主题</span>
            <select value={s.keyboardTheme} onChange={(e) => setSetting('keyboardTheme', e.target.value as ThemeName)} aria-label="键盘主题">
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {THEME_LABELS[t]}键盘
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className="btn btn-sky" onClick={p.onRestart} data-testid="restart">
          ↻ 重新开始
        </button>
        <button type="button" className="btn btn-ghost" onClick={p.onHelp}>
          <Icon name="help" size={20} /> 帮助
        </button>
        <button type="button" className="btn btn-ghost" onClick={p.onFullscreen} aria-pressed={p.fullscreen}>
          {p.fullscreen ? '退出全屏' : '全屏'}
        </button>
      </div>
    </header>
  );
}
