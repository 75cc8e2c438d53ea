import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { TopNav } from './TopNav';
import { Footer } from './Footer';
import styles from './MainLayout.module.css';

/** Top nav, the page, and the footer (not on /character). */
export default function MainLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className={styles.shell}>
      <TopNav />
      <main className={styles.main}>{children}</main>
      {!location.startsWith('/character') && <Footer />}
    </div>
  );
}
