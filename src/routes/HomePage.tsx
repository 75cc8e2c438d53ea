import { Hero } from './home/Hero';
import { CourseCards } from './home/CourseCards';
import { HowItWorks } from './home/HowItWorks';
import { FingeringTeaser } from './home/FingeringTeaser';
import { ParentsSection } from './home/ParentsSection';
import { VipTeaser } from './home/VipTeaser';

/** / — the landing page for children and parents. SVG and CSS only: no Pixi, no engines. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <CourseCards />
      <HowItWorks />
      <FingeringTeaser />
      <ParentsSection />
      <VipTeaser />
    </>
  );
}
