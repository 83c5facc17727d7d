import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { NoticeToast } from '@/components/ui/notice-toast';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useShopStore } from '@/stores/shop-store';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';
import { useI18n } from '@/lib/i18n';

// The tray's code arrives only when a shopper has picked a phone to compare.
const CompareTray = lazy(() => import('@/features/compare/components/compare-tray').then(({ CompareTray }) => ({ default: CompareTray })));

export function Layout() {
  const i18n = useI18n();
  const loadCurrentUser = useShopStore((s) => s.loadCurrentUser);
  const comparing = useShopStore((s) => s.compareTray.length > 0);
  const promo = i18n._('Eid offer: up to 15% off on selected phones · Delivery all over Bangladesh · Call 09612-345678 or write to help@phonebazar.com.bd');
  useEffect(() => {
    void loadCurrentUser();
  }, [loadCurrentUser]);

  return (
    <>
      <ProgressBar />
      {/* A landmark of its own, so everything on the page sits in one (axe: region). */}
      <aside className="top-banner" aria-label={i18n._('Offers')}>
        <p className="top-banner__track" role="marquee">
          <span>{promo}</span>
          <span aria-hidden="true">{promo}</span>
        </p>
      </aside>
      <SiteHeader />
      <main className="site-main">
        <Outlet />
      </main>
      {comparing && (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      )}
      <SiteFooter />
      <NoticeToast />
    </>
  );
}
