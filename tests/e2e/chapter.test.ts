import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../levels/index';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { countReactCommits, reactCommits, signInAs, typePassage } from './helpers';
import { cursorShare, partialMatchesWhole, settledKeyboardPicture } from './picture';
import { differingShare } from './gamePicture';

let t: E2E;
/** What these tests call of the chapter's probe (src/host/engineProbe.ts) beyond the picture helpers. */
type Probe = { layersWarmed(): number; freeze(on: boolean): void };
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** The first free typing_text practice chapter of the keyboard course, with its place. */
function firstTextChapter() {
  const course = courses.find((c) => c.id === 'keyboard')!;
  for (const section of course.sections.filter((s) => !s.vip))
    for (const lesson of section.lessons)
      for (const chapter of lesson.chapters)
        if (chapter.activity.render_engine === 'typing_text') return { section, lesson, chapter, text: chapter.activity.text };
  throw new Error('no free typing_text chapter');
}

describe('a student plays a typing_text chapter in chromium', () => {
  it('types the whole chapter without a React render per key, then sees the result card and the saved progress', async () => {
    // at 2× density, where a frozen stage was seen (issue 9)
    const page = await t.newPage({ width: 1366, height: 900, deviceScaleFactor: 2 });
    await countReactCommits(page);
    const { token, roleId } = await signInAs(t, page);
    const { section, lesson, chapter, text } = firstTextChapter();
    await page.goto(`/chapter/${section.id}/${lesson.id}/${chapter.id}`);
    await page.waitForSelector('canvas[data-renderer]');
    // this machine's WebGL is software (SwiftShader): the chapter draws with Canvas 2D (engines/core/render/softwareGL.ts)
    expect(await page.getAttribute('canvas', 'data-renderer')).toBe('canvas');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/chapter-start.png` });

    const before = await reactCommits(page);
    // every keystroke but the last: no React commit at all
    // at a child's pace: the server refuses impossible speeds
    await typePassage(page, text.slice(0, -1), 120);
    expect(await page.getByTestId('hud-speed').textContent()).not.toBe('');
    expect(await reactCommits(page)).toBe(before);
    await page.screenshot({ path: `${SCREENSHOTS}/chapter-typing.png` });

    // Within a second of the last key the picture shows the engine's state: the cursor box on the
    // current character (read from the screen's pixels, so a stale frame fails), not on the one before.
    await expect.poll(() => cursorShare(page).then((r) => r.share), { timeout: within(1000), interval: 50 }).toBeGreaterThan(0.3);
    expect((await cursorShare(page, -1)).share).toBeLessThan(0.1);

    // The keys' frames redrew only what they changed (partial redraw, docs/RENDERING.md) and issued
    // no draw for what lies wholly outside it (engines/core/render/canvasCulling.ts), and the picture they
    // built is the one a whole redraw of the stage gives.
    const passes = await page.evaluate(() => (window as unknown as { __engineProbe: { lastPasses(): { drawn: number; culled: number } } }).__engineProbe.lastPasses());
    expect(passes.culled).toBeGreaterThan(passes.drawn);
    // and the glyphs' colours were painted ahead, at rest (engines/core/render/tintWarmer.ts): work of the
    // browser's idle time, so awaited as a state — a busy machine may have had none between the keys
    await expect.poll(() => page.evaluate(() => (window as unknown as { __engineProbe: { tintsWarmed(): number } }).__engineProbe.tintsWarmed())).toBeGreaterThan(0);
    const drawn = await partialMatchesWhole(page);
    expect(drawn.partial).toBeGreaterThan(text.length / 2);
    // Canvas 2D's antialiased edges come out a few shades apart at a handful of fringe pixels when
    // drawn inside a clip (docs/RENDERING.md); anything left stale — a key cap, a glyph, the cursor
    // box — is hundreds of pixels. The WebGL test below holds its picture to the pixel.
    expect(drawn.differing).toBeLessThan(100);

    // a wrong key is counted, then the last right key finishes the chapter
    const last = text.at(-1)!;
    // The key caps' faces not shown yet (a wrong key's red face among them) were drawn ahead, at rest
    // (engines/core/render/layerWarmer.ts). The wrong key's face shows one drawn so, never shown before: held
    // still, it is the picture that drawing every face again in a frame gives.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.layersWarmed())).toBeGreaterThan(0);
    await page.keyboard.type(last === 'q' ? 'w' : 'q');
    await page.waitForFunction(() => !(window as unknown as { __engineProbe: { pending(): boolean } }).__engineProbe.pending());
    await page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.freeze(true));
    expect((await partialMatchesWhole(page, 'redrawLayers')).differing).toBeLessThan(100);
    await page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.freeze(false));
    await typePassage(page, last);
    const card = page.getByTestId('result-card');
    await card.waitFor();
    await page.getByText(/成绩已保存/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/chapter-result.png` });
    const accuracy = Number(await page.getByTestId('result-accuracy').textContent().then((s) => s!.replace('%', '')));
    expect(accuracy).toBeLessThan(100);
    expect(accuracy).toBeGreaterThan(80);

    const lessonView = await t.api<{ chapters: { id: string; stars: number }[] }>(`/course/lesson/${section.id}/${lesson.id}`, undefined, token, roleId);
    expect(lessonView.data.chapters.find((c) => c.id === chapter.id)!.stars).toBeGreaterThan(0);

    // 下一关 opens the next chapter inside the app (no reload: the page keeps its JS state)
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByTestId('next-chapter').click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/${chapter.id}`));
    await page.waitForSelector('canvas[data-renderer]');
    await expect.poll(() => page.getByTestId('result-card').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // the next chapter's stage replaced the last one in the same render (key={detail.id}): its drawn
    // keyboard is the picture the same chapter opened fresh shows (key caps' cached faces not scrambled)
    const next = await settledKeyboardPicture(page);
    await page.reload();
    await page.waitForSelector('canvas[data-renderer]');
    const fresh = await settledKeyboardPicture(page);
    writeFileSync(`${SCREENSHOTS}/chapter-next-stage.png`, Buffer.from(next, 'base64'));
    writeFileSync(`${SCREENSHOTS}/chapter-next-fresh.png`, Buffer.from(fresh, 'base64'));
    expect(await differingShare(page, next, fresh)).toBeLessThan(0.002);
    expect(pageErrors(page)).toEqual([]);
  });
  it('draws with WebGL where asked (a machine with a real GPU): its partial frames and its faces drawn at rest build the same picture as a whole redraw', async () => {
    const page = await t.newPage({ width: 1366, height: 900, deviceScaleFactor: 2 });
    await signInAs(t, page);
    const { section, lesson, chapter, text } = firstTextChapter();
    await page.goto(`/chapter/${section.id}/${lesson.id}/${chapter.id}?renderer=webgl`);
    await page.waitForSelector('canvas[data-renderer]');
    expect(await page.getAttribute('canvas', 'data-renderer')).toBe('webgl');
    // the key caps' and hands' hidden faces are drawn at rest on WebGL too (engines/core/render/restWarmer.ts)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.layersWarmed())).toBeGreaterThan(0);
    await typePassage(page, text.slice(0, 12), 120);
    await expect.poll(() => cursorShare(page).then((r) => r.share), { timeout: within(1000), interval: 50 }).toBeGreaterThan(0.3);
    const drawn = await partialMatchesWhole(page);
    expect(drawn.partial).toBeGreaterThan(6);
    expect(drawn.differing).toBe(0);
    // the faces shown now were drawn at rest: held still, the picture is the one drawing every face again gives
    await page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.freeze(true));
    expect((await partialMatchesWhole(page, 'redrawLayers')).differing).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
