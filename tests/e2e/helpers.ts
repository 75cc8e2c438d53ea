import type { Page } from 'playwright-core';
import type { E2E } from './harness';

/** Makes a guest account with one role through the API and signs the page in as it (localStorage). */
export async function signInAs(t: E2E, page: Page, roleType: 'STUDENT' | 'TEACHER' = 'STUDENT', roleName = '小明') {
  const login = await t.api<{ accessToken: string; visitId: string }>('/auth/loginByGuest', {});
  const token = login.data.accessToken;
  const info = await t.api<{ userId: string }>(`/auth/userInfo?token=${encodeURIComponent(token)}`, undefined, token);
  const role = await t.api<{ id: string }>('/user/role/create', { roleName, roleType, avatar: 'panda.svg' }, token);
  if (role.status !== 200) throw new Error(`role/create failed: ${role.message}`);
  const userId = info.data.userId;
  await page.addInitScript(
    ([tk, visit, uid, rid]) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('token', tk);
      localStorage.setItem('visitId', visit);
      localStorage.setItem(`role:${uid}`, rid);
    },
    [token, login.data.visitId, userId, role.data.id] as const,
  );
  return { token, userId, roleId: role.data.id };
}

/**
 * Counts React commits through the DevTools global hook (react-dom reports every commit to it,
 * also in production builds). Call before the page loads; read with reactCommits(page).
 */
export async function countReactCommits(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    w.__commits = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        w.__commits++;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  });
}
export const reactCommits = (page: Page) => page.evaluate(() => (window as unknown as { __commits: number }).__commits);

/** Types a passage as a child would: every character as shown, Enter at line ends. */
export async function typePassage(page: Page, text: string, delayMs = 0) {
  for (const ch of text) {
    if (ch === '\n') await page.keyboard.press('Enter');
    else await page.keyboard.type(ch);
    if (delayMs) await page.waitForTimeout(delayMs);
  }
}
