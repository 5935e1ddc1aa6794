import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageFallback } from '@/components/routing/PageFallback';
import { Footer } from './Footer';
import styles from './MainLayout.module.css';
import { routes } from '@/route-table';

/**
 * Routed page plus the footer tab bar, which /activity hides (spec §2). The kept-alive pages of this
 * layout (home, activity, zhanzhu) are drawn just above it by the route table's KeepAliveOutlet, so
 * they survive visits to pages outside the layout too.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const showFooter = pathname !== routes.activity.path;
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      {showFooter && (
        <>
          <div className={styles.footerSpace} aria-hidden="true" />
          <Footer />
        </>
      )}
    </>
  );
}
