import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { barText, type GameHomework } from '../../../contract/homework';
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

/** What a finished round did for the homework, in a child's words: the bar reached (the teacher sees ✓ 已完成) or not yet. */
export function homeworkOverText(h: GameHomework, result: { stars: number; accuracy: number }, free: boolean): string {
  const reached = h.status === 'done' || (result.stars >= h.bar.stars && result.accuracy >= h.bar.accuracy);
  const cost = free ? '这局是作业，没花积分。' : '';
  return reached
    ? `📚 作业达标啦！${h.teacherName}那里会显示 ✓ 已完成。${cost}`
    : `📚 作业还没达标（${barText(h.bar).replace('达标：', '要')}，这局正确率 ${result.accuracy}%）。${cost}再试一次吧！`;
}
