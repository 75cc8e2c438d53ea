import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GameHomework } from '../../../contract/homework';
import { gameHomeworkApi } from '../../api/game';
import { isStudent, session } from '../../state/session';

/** The homework this level is for the signed-in child (asked again when `version` changes), or null. */
export function useGameHomework(courseId: string, levelId: string, version: number): GameHomework | null {
  const snap = useSnapshot(session);
  const student = isStudent(snap);
  const [homework, setHomework] = useState<GameHomework | null>(null);
  useEffect(() => {
    setHomework(null);
    if (!student || !courseId || !levelId) return;
    let live = true;
    gameHomeworkApi(courseId, levelId).then((h) => live && setHomework(h), () => undefined);
    return () => void (live = false);
  }, [student, courseId, levelId, version, snap.role?.id]);
  return homework;
}
