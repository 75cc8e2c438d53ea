import { Container } from 'pixi.js';
import type { Tweens } from '../../core/game/tween';
import { hintingAt } from '../../core/game/props';
import { LilyPadView, padSizes } from './LilyPadView';
import { targetOf } from './frog_river.logic';
import { padPositionOf, wordsOnRiver } from './frog_river.selectors';
import type { FrogRiverContext } from './frog_river.types';

/**
 * The lily pads on the river: one LilyPadView per pad of every word on it, placed where the
 * snapshot's time puts them; a pad grows in when its word surfaces and sinks when the word is
 * over (a missed one with a splash, which the scene draws). Pads are keyed `word:pad`.
 */
export class LilyPadField extends Container {
  private readonly views = new Map<string, LilyPadView>();
  private readonly sinking = new Set<string>();
  sizes = padSizes(150, 300);

  constructor(
    private readonly tweens: Tweens,
    /** droplets where a missed word's pad goes under */
    private readonly splash: (x: number, y: number, n: number) => void,
  ) {
    super();
  }

  /** the pad `pad` of word `word`, when it is drawn */
  padOf(word: number, pad: number): LilyPadView | undefined {
    return this.views.get(`${word}:${pad}`);
  }

  /** new pad sizes (a resize): the pads are made again at the new size */
  setSizes(sizes: ReturnType<typeof padSizes>): void {
    if (sizes.rx === this.sizes.rx) return;
    this.sizes = sizes;
    this.dropAll();
  }

  /** every pad gone (made again by the next draw): a new size or a new text resolution */
  dropAll(): void {
    for (const v of this.views.values()) v.destroy({ children: true });
    this.views.clear();
    this.sinking.clear();
  }

  /** the pads of the words on the river at the snapshot's time, across a river `width` wide, on the lane at `laneY` */
  draw(context: FrogRiverContext, width: number, laneY: number, resolution: number): void {
    const target = targetOf(context);
    const hinting = hintingAt(context.props, context.now);
    // pads of words that are over sink (a classic round has thousands of words: only the pads drawn are looked at)
    for (const [key, view] of this.views) {
      if (this.sinking.has(key)) continue;
      const word = context.words[Number(key.slice(0, key.indexOf(':')))];
      if (word && word.fate !== 'drifting') this.sink(key, view, word.fate === 'missed');
    }
    for (const word of wordsOnRiver(context)) {
      word.pads.forEach((pad, i) => {
        const key = `${word.id}:${i}`;
        let view = this.views.get(key);
        if (!view) {
          view = new LilyPadView(pad, this.sizes, resolution);
          this.views.set(key, view);
          this.addChild(view);
          const v = view;
          v.scale.set(0.2);
          // pads are dropped and made again when the resolution changes: a tween outliving its pad does nothing
          this.tweens.add({ duration: 380, ease: 'backOut', onUpdate: (p) => !v.destroyed && v.scale.set(0.2 + 0.8 * p) });
        }
        // the river flows right to left, so a word's first pad leads on the left and the word reads left to right
        view.position.set((1 - padPositionOf(word, i, context.now)) * width, laneY);
        const isTarget = target?.id === word.id && i === word.reached;
        // 提示 (a prop): the syllable to type lights up, its next letter biggest
        view.setProgress(i < word.reached ? pad.letters.length : isTarget ? word.typed : 0, isTarget, isTarget && hinting);
      });
    }
  }

  step(dt: number): void {
    for (const v of this.views.values()) v.step(dt);
  }

  /** a pad leaves the river: it fades under the surface (a missed one with a splash) */
  private sink(key: string, view: LilyPadView, splash: boolean): void {
    this.sinking.add(key);
    if (splash) this.splash(view.x, view.y, 14);
    this.tweens.add({
      duration: splash ? 450 : 700,
      ease: 'quadOut',
      onUpdate: (p) => {
        if (view.destroyed) return;
        view.alpha = 1 - p;
        view.scale.set(1 - 0.3 * p);
      },
      onComplete: () => {
        if (view.destroyed) return; // dropped with every pad meanwhile (a resolution change)
        this.views.delete(key);
        this.sinking.delete(key);
        view.destroy({ children: true });
      },
    });
  }
}
