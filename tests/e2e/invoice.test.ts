import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypingInvoiceActivity } from '../../contract/levels';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { chapterUrl, savedStars, signInAs, smallestChapter } from './helpers';

/** typing_invoice in chromium: a short invoice typed on the number pad keys, NumpadEnter after each field. */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** The number-pad key (KeyboardEvent.code) that types a character of an invoice value. */
const NUMPAD: Record<string, string> = { '.': 'NumpadDecimal', '/': 'NumpadDivide', '*': 'NumpadMultiply', '-': 'NumpadSubtract', '+': 'NumpadAdd' };
const padKey = (ch: string) => (/[0-9]/.test(ch) ? `Numpad${ch}` : NUMPAD[ch]!);

const place = smallestChapter(
  (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_invoice',
  (p) => (p.chapter.activity as TypingInvoiceActivity).invoices.reduce((n, inv) => n + inv.fields.reduce((m, f) => m + f.value.length + 1, 0), 0),
);

/** A new student on the invoice chapter, its stage drawn; the fields to type. */
async function openInvoice() {
  const fields = (place.chapter.activity as TypingInvoiceActivity).invoices.flatMap((inv) => inv.fields);
  const page = await t.newPage({ width: 1280, height: 800 });
  const who = await signInAs(t, page);
  await page.goto(chapterUrl(place));
  await page.waitForSelector('canvas[data-renderer]');
  return { fields, page, who };
}

describe('typing_invoice: the number pad', () => {
  it('fills an invoice on the number pad: letters are ignored, one wrong digit is counted, NumpadEnter ends each field; the result is saved', async () => {
    const { fields, page, who } = await openInvoice();
    // SPEC §2: no finger-hint switch on invoice chapters, but the keyboard switch is there
    expect(await page.getByTestId('switch-finger').count()).toBe(0);
    await page.getByTestId('switch-keyboard').waitFor();
    await page.waitForTimeout(300);

    for (const [i, field] of fields.entries()) {
      for (const [j, ch] of Array.from(field.value).entries()) {
        if (i === 1 && j === 0) {
          // a letter is not a number-pad key: nothing happens
          await page.keyboard.press('KeyA');
          await page.waitForTimeout(150);
          expect(await page.getByTestId('hud-accuracy').textContent()).toBe('100');
          // a wrong digit is counted
          await page.keyboard.press(ch === '9' ? 'Numpad8' : 'Numpad9');
          await page.waitForTimeout(150);
          await expect.poll(async () => Number(await page.getByTestId('hud-accuracy').textContent())).toBeLessThan(100);
          await page.screenshot({ path: `${SCREENSHOTS}/invoice-typing.png` });
        }
        await page.keyboard.press(padKey(ch));
        await page.waitForTimeout(140);
      }
      await page.keyboard.press('NumpadEnter');
      await page.waitForTimeout(140);
    }

    const card = page.getByTestId('result-card');
    await card.waitFor({ timeout: within(15_000) });
    await page.getByText(/成绩已保存/).waitFor({ timeout: within(15_000) });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${SCREENSHOTS}/invoice-result.png` });
    const keys = fields.reduce((n, f) => n + f.value.length + 1, 0);
    const accuracy = Number((await page.getByTestId('result-accuracy').textContent())!.replace('%', ''));
    expect(accuracy).toBeCloseTo((keys / (keys + 1)) * 100, 0);
    const stars = await savedStars(t, who, place);
    expect(stars).toBeGreaterThan(0);
    expect(Number(await card.locator('[data-stars]').getAttribute('data-stars'))).toBe(stars);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a form typed faster than any hand (no gap between keys) is refused by the server: the card says why and offers no useless 再试一次', async () => {
    const { fields, page, who } = await openInvoice();
    await page.getByTestId('switch-keyboard').waitFor();
    // every key in one task of the page, so no two are apart by more than the dispatch itself, however slow
    // or busy the machine (typed through playwright one by one, each key took a round trip to the page, and
    // on a busy machine that gap was a plausible hand)
    const codes = fields.flatMap((field) => [...[...field.value].map(padKey), 'NumpadEnter']);
    await page.evaluate((codes) => {
      const keyOf = (code: string) => ({ NumpadEnter: 'Enter', NumpadDecimal: '.', NumpadDivide: '/', NumpadMultiply: '*', NumpadSubtract: '-', NumpadAdd: '+' })[code] ?? code.replace('Numpad', '');
      for (const code of codes) window.dispatchEvent(new KeyboardEvent('keydown', { key: keyOf(code), code, bubbles: true, cancelable: true }));
    }, codes);
    await page.getByTestId('result-card').waitFor({ timeout: within(15_000) });
    await expect.poll(() => page.getByTestId('result-refused').textContent()).toBe('成绩没有保存：速度不可能这么快');
    expect(await page.getByRole('button', { name: '再试一次' }).count()).toBe(0);
    expect(await savedStars(t, who, place)).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
