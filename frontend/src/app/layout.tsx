import { Link, Outlet } from 'react-router';
import { paths } from '../config/paths';

const PROMO =
  'Eid offer: up to 15% off on selected phones · Free delivery inside Dhaka · Call 09612-345678 or write to help@phonebazar.com.bd';

export function Layout() {
  return (
    <>
      <div className="top-banner" role="marquee" aria-label="Offers">
        <p className="top-banner__track">
          <span>{PROMO}</span>
          <span aria-hidden="true">{PROMO}</span>
        </p>
      </div>
      <header className="site-header">
        <Link to={paths.home} className="logo" aria-label="PhoneBazar home">
          Phone<span>Bazar</span>
        </Link>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} PhoneBazar · Prices in TK, VAT included</p>
      </footer>
    </>
  );
}
