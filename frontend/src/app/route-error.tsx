import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { DOWNLOAD_FAIL_MESSAGE, isDownloadFailure } from './page-preloader';
import { useI18n } from '@/lib/i18n';
import { useFirstScreenDone } from '@/lib/first-screen';

/** Shown when a page cannot be shown at all: its code did not download, or it failed while drawing. */
export function RouteError() {
  const i18n = useI18n();
  const error = useRouteError();
  const download = isDownloadFailure(error);
  // The failure shows at once, not behind the server's first screen.
  useFirstScreenDone(true);
  useEffect(() => {
    console.error(download ? DOWNLOAD_FAIL_MESSAGE : i18n._('The page failed'), error);
  }, [download, error, i18n]);
  return (
    <section className="not-found" role="alert">
      <h1>{i18n._('This page could not be loaded')}</h1>
      <p>{download ? i18n._('Check your connection and try again.') : i18n._('Something went wrong on this page. Reloading usually helps.')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {i18n._('Try again')}
      </button>
    </section>
  );
}
