import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';

export function NotFoundPage() {
  const i18n = useI18n();
  return (
    <section className="not-found">
      <h1>{i18n._('Page not found')}</h1>
      <p>{i18n._('The page you asked for is not here.')}</p>
      <Link to={paths.home}>{i18n._('Back to shop')}</Link>
    </section>
  );
}
