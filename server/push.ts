/** Messages the server pushes over /ws (API.md). */
export type PushMessage = { type: 'userInfo' } | { type: 'pay'; tradeNo: string } | { type: 'points'; point: number };

export interface Socketish {
  send(data: string): void;
  readyState: number;
}

/**
 * Fans push messages out to every open socket of an account.
 * `publish` is the hook a multi-process deployment replaces with PostgreSQL NOTIFY.
 */
export class PushHub {
  private readonly sockets = new Map<string, Set<Socketish>>();

  add(userId: string, socket: Socketish): () => void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    return () => {
      set!.delete(socket);
      if (set!.size === 0) this.sockets.delete(userId);
    };
  }

  /** Sends to the sockets of this process. */
  deliver(userId: string, message: PushMessage): void {
    const data = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) if (socket.readyState === 1) socket.send(data);
  }

  publish(userId: string, message: PushMessage): void {
    this.deliver(userId, message);
  }

  count(userId: string): number {
    return this.sockets.get(userId)?.size ?? 0;
  }
}
