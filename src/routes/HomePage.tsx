import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { isStudent, isTeacher, session } from '../state/session';
import { Hero } from './home/Hero';
import { CourseCards } from './home/CourseCards';
import { HowItWorks } from './home/HowItWorks';
import { FingeringTeaser } from './home/FingeringTeaser';
import { ParentsSection } from './home/ParentsSection';
import { VipTeaser } from './home/VipTeaser';
import { PageLoader } from '../ui/Spinner';

// only teachers need it: the children's landing page stays as light as it was
const TeacherHome = lazy(() => import('./home/TeacherHome').then((m) => ({ default: m.TeacherHome })));
// only a student role has homework: a visitor's first load downloads none of it
const MyHomework = lazy(() => import('./homework/MyHomework').then((m) => ({ default: m.MyHomework })));

/**
 * / — the landing page for children and parents. SVG and CSS only: no Pixi, no engines.
 * A teacher role sees its classes and next steps instead (no student-only entries).
 */
export default function HomePage() {
  const snap = useSnapshot(session);
  if (isTeacher(snap))
    return (
      <Suspense fallback={<PageLoader />}>
        <TeacherHome />
        <FingeringTeaser />
      </Suspense>
    );
  return (
    <>
      <Hero />
      {isStudent(snap) && (
        <Suspense fallback={null}>
          <MyHomework />
        </Suspense>
      )}
      <CourseCards />
      <HowItWorks />
      <FingeringTeaser />
      <ParentsSection />
      <VipTeaser />
    </>
  );
}
