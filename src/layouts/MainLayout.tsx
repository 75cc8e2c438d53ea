import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { TopNav } from './TopNav';
import { Footer } from './Footer';
import InstallDrawer from '../offline/InstallDrawer';
import styles from './MainLayout.module.css';

/** Top nav, the page, the footer (not on /character) and the 添加到桌面 drawer. */
export default function MainLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className={styles.shell}>
      <TopNav />
      <main className={styles.main}>{children}</main>
      {!location.startsWith('/character') && <Footer />}
      <InstallDrawer />
    </div>
  );
}
