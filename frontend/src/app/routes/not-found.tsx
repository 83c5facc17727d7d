import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for is not here.</p>
      <Link to={paths.home}>Back to shop</Link>
    </section>
  );
}
