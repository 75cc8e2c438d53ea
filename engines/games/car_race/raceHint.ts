import { isHan } from '../../core/han';
import { hintingAt } from '../../core/game/props';
import { nextKey, type CarRaceSnapshot } from './car_race.selectors';

/**
 * The hint prop's text for the passage card: the next character (the space bar by name; a 汉字
 * with its pinyin), or null while no hint shows. For a 汉字 race it loads pinyin-pro (a large
 * dictionary, so only then); offline without that chunk the hint shows the 汉字 alone.
 */
export function raceHint(hanzi: boolean): (snapshot: CarRaceSnapshot) => string | null {
  let pinyinOf: ((hanzi: string) => string) | null = null;
  if (hanzi) {
    void import('pinyin-pro').then(
      (m) => (pinyinOf = (h) => m.pinyin(h)),
      () => undefined,
    );
  }
  return (snapshot) => {
    const { context } = snapshot;
    if (!hintingAt(context.props, context.now)) return null;
    const key = nextKey(snapshot)?.key;
    if (key === undefined) return null;
    if (key === ' ') return '空格';
    if (pinyinOf && isHan(key)) return `${key} ${pinyinOf(key)}`;
    return key;
  };
}
