import { beforeEach, describe, expect, it } from 'vitest';
import { answerConfirm, confirms } from './confirm';
import { session } from './session';
import { Messages } from '../../contract/envelope';
import { sessionEnded, signInReason } from './sessionEnded';

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  confirms.queue.splice(0);
  session.token = 'tok';
  session.roles = [{ id: 'r1', roleName: '小明', roleType: 'STUDENT', avatar: 'fox.svg' }];
});

describe('when the server says the session has ended', () => {
  it('asks to sign in again with the server message, that the child comes back, and its two buttons', async () => {
    const done = sessionEnded('您的账号已在其他地方登录', () => {});
    expect(confirms.queue[0]).toMatchObject({ title: Messages.sessionEndedTitle, message: `您的账号已在其他地方登录。${Messages.sessionEndedHint}`, okText: '去登录', cancelText: '取消' });
    answerConfirm(confirms.queue[0].id, false);
    await done;
  });

  it('去登录 forgets the token and opens /login with the reason (from the home page: nowhere to come back to)', async () => {
    const went: string[] = [];
    const done = sessionEnded('登录已过期', (to) => went.push(to));
    answerConfirm(confirms.queue[0].id, true);
    await done;
    expect(went).toEqual(['/login']);
    expect(signInReason.message).toBe('登录已过期');
    expect(session.token).toBeNull();
    expect(session.roles).toEqual([]);
  });

  it('取消 forgets the token too and goes home', async () => {
    const went: string[] = [];
    const done = sessionEnded('登录已过期', (to) => went.push(to));
    answerConfirm(confirms.queue[0].id, false);
    await done;
    expect(went).toEqual(['/']);
    expect(session.token).toBeNull();
  });

  it('asks only once for a burst of failing calls', async () => {
    const first = sessionEnded('a', () => {});
    await sessionEnded('b', () => {});
    await tick();
    expect(confirms.queue).toHaveLength(1);
    answerConfirm(confirms.queue[0].id, true);
    await first;
  });
});
