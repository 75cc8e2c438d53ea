import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toasts } from './toasts';
import { answerConfirm, confirm, confirms } from './confirm';

beforeEach(() => {
  vi.useFakeTimers();
  toasts.list.splice(0);
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('an error stays 5 seconds', () => {
    toast.error('网络连接失败');
    vi.advanceTimersByTime(4999);
    expect(toasts.list.map((t) => t.text)).toEqual(['网络连接失败']);
    vi.advanceTimersByTime(1);
    expect(toasts.list).toEqual([]);
  });

  it('a success goes after 3 seconds and can be closed earlier', () => {
    const id = toast.success('复制成功');
    expect(toasts.list[0]).toMatchObject({ kind: 'success', text: '复制成功' });
    dismissToast(id);
    expect(toasts.list).toEqual([]);
  });

  it('shows the same message only once while it is on screen', () => {
    toast.error('出错了');
    toast.error('出错了');
    expect(toasts.list).toHaveLength(1);
  });

  it('keeps at most four on screen', () => {
    for (const t of ['1', '2', '3', '4', '5']) toast.info(t);
    expect(toasts.list.map((t) => t.text)).toEqual(['2', '3', '4', '5']);
  });
});

describe('confirm', () => {
  it('resolves true for ok and false for cancel, one dialog at a time', async () => {
    const first = confirm({ title: '确认退出？', message: 'a' });
    const second = confirm({ title: '删除角色', message: 'b' });
    expect(confirms.queue.map((c) => c.title)).toEqual(['确认退出？', '删除角色']);
    answerConfirm(confirms.queue[0].id, true);
    answerConfirm(confirms.queue[0].id, false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(confirms.queue).toEqual([]);
  });
});
