import { describe, expect, it } from 'vitest';
import { subscribeKey } from 'valtio/utils';
import { createOutbox, memoryOutboxStore, outboxState, type OutboxEntry, type SendVerdict } from './outbox';

const entry = (id: string, createdAt: number): OutboxEntry => ({ id, path: '/student/progress', body: { attemptId: id }, roleId: 'r1', createdAt });

describe('outbox', () => {
  it('keeps entries while the network is down and sends each once, in order, when it returns', async () => {
    const store = memoryOutboxStore();
    let online = false;
    const sent: string[] = [];
    const outbox = createOutbox(store, async (e): Promise<SendVerdict> => {
      if (!online) return { kind: 'later' };
      sent.push(e.id);
      return { kind: 'done', data: { stars: 2 } };
    });
    await outbox.add(entry('b', 2));
    await outbox.add(entry('a', 1));
    await outbox.add(entry('a', 1)); // the same attempt queued again stays one entry
    expect(outboxState.pending).toBe(2);
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(outboxState.pending).toBe(2);
    online = true;
    await Promise.all([outbox.flush(), outbox.flush()]); // concurrent flushes do not double-send
    expect(sent).toEqual(['a', 'b']);
    expect(outboxState.pending).toBe(0);
    expect(outboxState.answers.a).toEqual({ kind: 'done', data: { stars: 2 } });
  });

  it('drops an entry the server refuses for good and says why; a thrown send is retried later', async () => {
    const store = memoryOutboxStore();
    const told: string[] = [];
    let calls = 0;
    const outbox = createOutbox(
      store,
      async (e) => {
        calls++;
        if (e.id === 'x' && calls === 1) throw new Error('socket hang up');
        return e.id === 'x' ? { kind: 'refused', message: '这个角色不存在' } : { kind: 'done', data: null };
      },
      (m) => told.push(m),
    );
    await outbox.add(entry('x', 1));
    await outbox.flush();
    expect(outboxState.pending).toBe(1);
    await outbox.flush();
    expect(told).toEqual(['这个角色不存在']);
    expect(outboxState.pending).toBe(0);
  });

  it('tells a page waiting with subscribeKey(outboxState, "answers") that its entry was answered', async () => {
    const outbox = createOutbox(memoryOutboxStore(), async (): Promise<SendVerdict> => ({ kind: 'done', data: { rank: 3 } }));
    const seen: unknown[] = [];
    const stop = subscribeKey(outboxState, 'answers', (answers) => seen.push(answers.round1), true);
    await outbox.add(entry('round1', 1));
    await outbox.flush();
    stop();
    expect(seen).toEqual([{ kind: 'done', data: { rank: 3 } }]);
  });

  it("keeps an account's work while another account is signed in, sends the others, and sends it once its account is back", async () => {
    const store = memoryOutboxStore();
    let signedIn = 'u2';
    const sent: string[] = [];
    const outbox = createOutbox(store, async (e) => {
      if (e.userId && e.userId !== signedIn) return { kind: 'skip' };
      sent.push(e.id);
      return { kind: 'done', data: null };
    });
    await outbox.add({ ...entry('mine', 1), userId: 'u1' });
    await outbox.add({ ...entry('theirs', 2), userId: 'u2' });
    await outbox.flush();
    expect(sent).toEqual(['theirs']);
    expect(outboxState.pending).toBe(1);
    signedIn = 'u1';
    await outbox.flush();
    expect(sent).toEqual(['theirs', 'mine']);
    expect(outboxState.pending).toBe(0);
  });

  it('runs once more when a flush is asked while one is sending: an entry it skipped goes as soon as its account is known', async () => {
    const store = memoryOutboxStore();
    let signedIn: string | null = null;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const outbox = createOutbox(store, async (e) => {
      if (e.userId && e.userId !== signedIn) return { kind: 'skip' };
      if (e.id === 'slow') await gate;
      sent.push(e.id);
      return { kind: 'done', data: null };
    });
    await outbox.add({ ...entry('mine', 1), userId: 'u1' });
    await outbox.add(entry('slow', 2));
    // a new token: a flush starts, skips 'mine' (its account is not known yet) and is still sending 'slow'
    const first = outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the account becomes known meanwhile and asks for a flush
    signedIn = 'u1';
    const second = outbox.flush();
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['slow', 'mine']);
    expect(outboxState.pending).toBe(0);
  });
});
