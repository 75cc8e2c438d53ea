import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isStudent, isVip, session } from '../../state/session';
import { isSessionEnded } from '../../api/http';

export interface Loaded<T> {
  data: T | null;
  failed: boolean;
}

/**
 * Loads course data once the session is known, and again when the account, the active role or
 * VIP changes: progress and locks belong to them. `student` is true for a signed-in student role.
 */
export function useCourseData<T>(load: () => Promise<T>, key: string): Loaded<T> & { student: boolean; vip: boolean } {
  const s = useSnapshot(session);
  const student = !!s.token && isStudent(s);
  const vip = isVip(s);
  const who = `${s.token ?? ''}|${s.role?.id ?? ''}|${vip}`;
  const [state, setState] = useState<Loaded<T> & { for: string }>({ data: null, failed: false, for: '' });
  useEffect(() => {
    if (!s.ready) return;
    let live = true;
    load().then(
      (data) => live && setState({ data, failed: false, for: key }),
      // a session that ended under the child: the sign-in question is up and the answer reloads this
      // (the token changes); meanwhile still loading, never 没有找到这一课 under it (issue 40)
      (e: unknown) => live && !isSessionEnded(e) && setState({ data: null, failed: true, for: key }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; what it fetches is named by key and who
  }, [key, who, s.ready]);
  // data of another section or lesson never shows while the new one loads
  const current = state.for === key;
  return { data: current ? state.data : null, failed: current && state.failed, student, vip };
}
