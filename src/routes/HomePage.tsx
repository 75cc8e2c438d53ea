import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { isTeacher, session } from '../state/session';
import { Hero } from './home/Hero';
import { CourseCards } from './home/CourseCards';
import { HowItWorks } from './home/HowItWorks';
import { FingeringTeaser } from './home/FingeringTeaser';
import { ParentsSection } from './home/ParentsSection';
import { VipTeaser } from './home/VipTeaser';
import { PageLoader } from '../ui/Spinner';
import { MyHomework } from './homework/MyHomework';

// only teachers need it: the children's landing page stays as light as it was
const TeacherHome = lazy(() => import('./home/TeacherHome').then((m) => ({ default: m.TeacherHome })));

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
      <MyHomework />
      <CourseCards />
      <HowItWorks />
      <FingeringTeaser />
      <ParentsSection />
      <VipTeaser />
    </>
  );
}
