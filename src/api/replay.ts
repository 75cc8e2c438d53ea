import type { AttemptReplay, AttemptSummary, ReplayKind } from '../../contract/replay';
import { request } from './http';

// A replay of how a child typed (docs/API-replay.md): the class teacher's side.
const seg = encodeURIComponent;

/** The class's attempts, newest first: all, one child's (`roleId`) or one chapter's (`chapterId`). */
export function classAttemptsApi(groupId: string, filter: { roleId?: string; chapterId?: string }) {
  const q = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1])).toString();
  return request<AttemptSummary[]>(`/school/${seg(groupId)}/attempts${q ? `?${q}` : ''}`);
}
/** One attempt with its key log as the server scored it (silent: the page says why it cannot play). */
export const attemptReplayApi = (groupId: string, roleId: string, kind: ReplayKind, id: string) =>
  request<AttemptReplay>(`/school/${seg(groupId)}/attempt/${seg(roleId)}/${seg(kind)}/${seg(id)}`, { silent: true });

/** Where the replay of an attempt plays, and where a list of attempts is (the gradebook and homework list link there). */
export const replayHref = (groupId: string, a: Pick<AttemptSummary, 'roleId' | 'kind' | 'id'>) => `/group/${seg(groupId)}/replay/${seg(a.roleId)}/${a.kind}/${seg(a.id)}`;
export const attemptsHref = (groupId: string, filter: { roleId?: string; chapterId?: string }) => {
  const q = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1])).toString();
  return `/group/${seg(groupId)}/replays${q ? `?${q}` : ''}`;
};
