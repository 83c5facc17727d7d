import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

// The papers' line asks the server for them: its code comes after the first view, which the footer is below.
const ShopPapers = lazy(() => import('@/components/shop/shop-papers').then(({ ShopPapers }) => ({ default: ShopPapers })));

export function SiteFooter() {
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label={i18n._('Footer')}>
        <Link to={paths.contact}>{i18n._('Contact Me')}</Link>
        <Link to={paths.about}>{i18n._('About')}</Link>
        <Link to={paths.faqs}>{i18n._('FAQ')}</Link>
        <Link to={paths.trackOrder}>{i18n._('Track my order')}</Link>
        <span>{i18n._('Payments')}</span>
        <span>{i18n._('Shipping')}</span>
        <a href="https://www.facebook.com/" rel="noreferrer" target="_blank">
          {i18n._('Facebook')}
        </a>
        <a href="https://github.com/" rel="noreferrer" target="_blank">
          {i18n._('Portfolio')}
        </a>
      </nav>
      <p>{i18n._('© {year} PhoneBazar · Prices in TK, VAT included', { year: number(new Date().getFullYear()) })}</p>
      <Suspense fallback={null}>
        <ShopPapers />
      </Suspense>
    </footer>
  );
}
