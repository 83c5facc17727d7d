import { Link } from 'react-router';
import { paths } from '../config/paths';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label="Footer">
        <Link to={paths.contact}>Contact Me</Link>
        <Link to={paths.about}>About</Link>
        <Link to={paths.faqs}>FAQ</Link>
        <span>Payments</span>
        <span>Shipping</span>
        <a href="https://www.facebook.com/" rel="noreferrer" target="_blank">
          Facebook
        </a>
        <a href="https://github.com/" rel="noreferrer" target="_blank">
          Portfolio
        </a>
      </nav>
      <p>© {new Date().getFullYear()} PhoneBazar · Prices in TK, VAT included</p>
    </footer>
  );
}
