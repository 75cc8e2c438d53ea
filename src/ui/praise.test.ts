import { describe, expect, it } from 'vitest';
import { chapterPraise, recordLine } from './praise';

describe('chapterPraise', () => {
  it('says 完美 only for three stars at 100%', () => {
    expect(chapterPraise(3, 100)).toContain('完美');
    expect(chapterPraise(3, 99.9)).not.toContain('完美');
    // a chapter whose accuracy target is 85 gives three stars at 89%: good, not perfect
    expect(chapterPraise(3, 89)).not.toContain('完美');
    expect(chapterPraise(2, 100)).not.toContain('完美');
  });

  it('never names more stars than were earned', () => {
    expect(chapterPraise(3, 95)).toContain('三颗星');
    expect(chapterPraise(2, 95)).toContain('再快一点');
    for (const stars of [0, 1]) {
      expect(chapterPraise(stars, 40)).not.toMatch(/太棒|完美|三颗星/);
    }
  });
});

describe('recordLine', () => {
  it('celebrates a best round that earned a star', () => {
    expect(recordLine({ stars: 2, score: 120, best: 120 })).toEqual({ celebrate: true, text: '🎉 新纪录！' });
  });

  it('does not celebrate a 0-star round, even the first one', () => {
    // a first round at 4% accuracy: its score is the best there is, but it earned nothing
    expect(recordLine({ stars: 0, score: 10, best: 10 })).toEqual({ celebrate: false, text: '最好成绩 10 分' });
    expect(recordLine({ stars: 0, score: 0, best: 0 }).celebrate).toBe(false);
  });

  it('shows the best score when this round is below it', () => {
    expect(recordLine({ stars: 3, score: 80, best: 200 })).toEqual({ celebrate: false, text: '最好成绩 200 分' });
  });
});
