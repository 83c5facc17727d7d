import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { DOWNLOAD_FAIL_MESSAGE } from './page-preloader';

/** Shown when a page cannot be shown at all, most often because its code did not download. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(DOWNLOAD_FAIL_MESSAGE, error);
  }, [error]);
  return (
    <section className="not-found" role="alert">
      <h1>This page could not be loaded</h1>
      <p>Check your connection and try again.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}
