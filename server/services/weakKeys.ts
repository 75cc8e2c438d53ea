import type { FingerWeakness, KeyWeakness, WeakKeys } from '../../contract/weakKeys';
import type { KeyStats } from '../../contract/student';
import { STANDARD_KEYS, fingerHint, keyLabel, type KeyDef } from '../../engines/core/keyboard';
import { pct, random, weakest } from './weakness';

/** A key needs this many presses before it can be called weak. */
const MIN_PRESSES = 3;
const byCode = new Map(STANDARD_KEYS.map((k) => [k.code, k]));

/** Keys a passage can train: the ones that type a character (not Shift, Tab, Enter…). */
const typable = (k: KeyDef) => k.qchar.length === 1 && k.code !== 'Space';

/**
 * The weakest keys (lowest accuracy, with at least one miss) and the weakest fingers, from per-key
 * counts. Pure: the report shows it and the weak-key chapter is made from it.
 */
export function weakKeysOf(stats: KeyStats, limit = 5): WeakKeys {
  const keys: { id: string; hit: number; miss: number }[] = [];
  const fingers = new Map<string, FingerWeakness>();
  for (const [code, { hit, miss }] of Object.entries(stats)) {
    const key = byCode.get(code);
    if (!key) continue;
    if (key.finger !== 'thumb') {
      const id = `${key.hand}-${key.finger}`;
      const f = fingers.get(id) ?? { hand: key.hand, finger: key.finger, name: fingerHint(key.hand, key.finger), hit: 0, miss: 0, accuracy: 100 };
      f.hit += hit;
      f.miss += miss;
      fingers.set(id, f);
    }
    if (typable(key)) keys.push({ id: code, hit, miss });
  }
  const weakKeys: KeyWeakness[] = weakest(keys, MIN_PRESSES, limit).map(({ id, hit, miss, accuracy }) => ({ code: id, label: keyLabel(byCode.get(id)!), hit, miss, accuracy }));
  const fingerList = [...fingers.values()]
    .map((f) => ({ ...f, accuracy: pct(f.hit, f.miss) }))
    .filter((f) => f.miss > 0)
    .sort((a, b) => a.accuracy - b.accuracy || b.miss - a.miss);
  return { keys: weakKeys, fingers: fingerList.slice(0, 2) };
}

/** Easy English words children type in the courses; the weak-key passage picks from these. */
const WORDS = (
  'a all and any apple are arm art ask at bag ball bed big bird blue book box boy bus but cake can car cat cold come cow cup cut dad day desk dog doll door duck ear egg eye fan farm fast fat fish five flag fly fox frog fun gift girl give glad go good green hand hat have he hen hill home hop hot ice ink jam jar jet job jog joy juice jump just keep key kid kind king kite lake lamp leg let like lion look love low map milk mom moon mop nap net new nice nine nose not nut off old one owl pan park pen pet pig pink play pot quack queen quick quiet quiz rain red ring road rock run sad sea see sheep ship shop sit six sky snow sock sun tail talk tea ten tiger top toy tree two up us van very vest vet wall want warm wax web wet wind wolf x-ray yak yard yes yo-yo you zebra zero zip zoo'
).split(' ').filter((w) => /^[a-z]+$/.test(w));

/**
 * A short typing_text passage for the weak keys: a line of letter groups (the key alone and next
 * to the home keys) and two lines of real words that use those keys. Only lower-case letters,
 * ; , . / and spaces, so it is typed without Shift.
 */
export function weakPassage(codes: readonly string[], seed: number): string {
  const rand = random(seed);
  const chars = codes.map((c) => byCode.get(c)?.qchar).filter((c): c is string => !!c && c.length === 1 && c !== ' ');
  const letters = chars.filter((c) => /[a-z]/.test(c));
  const groups: string[] = [];
  for (const c of chars.slice(0, 4)) groups.push(c.repeat(3), `${c}f${c}`, `j${c}${c}`);
  const scored = WORDS.map((w) => ({ w, n: [...w].filter((ch) => letters.includes(ch)).length, r: rand() })).filter((x) => x.n > 0);
  scored.sort((a, b) => b.n - a.n || a.r - b.r);
  const words = scored.slice(0, 16).sort((a, b) => a.r - b.r).map((x) => x.w);
  const pick = words.length >= 4 ? words : [...words, 'asdf', 'jkl', 'fjfj', 'dkdk'];
  const lines = [groups.slice(0, 8).join(' '), pick.slice(0, 5).join(' '), pick.slice(5, 10).join(' ')].filter(Boolean);
  return lines.join('\n');
}
