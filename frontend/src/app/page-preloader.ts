// Internal links fetch the target page's code before navigating (contract §1, §9):
// hovering or focusing a link starts the download after PRELOAD_DELAY_MS;
// following it waits for the code while the progress bar shows, at most
// TRANSITION_TIMEOUT_MS (after that the router goes on waiting on the new
// page). A failed download logs 'Module Download Fail' and stays put.
import { type RouteObject, matchRoutes } from 'react-router';
import { notices } from '@/generated/core-constants';
import { noticeEnglish } from '@/lib/i18n/texts';
import type { PageHandle } from './route-modules';

export const PRELOAD_DELAY_MS = 10;
export const TRANSITION_TIMEOUT_MS = 1000;
/** The contract's text for a page whose code did not arrive (a log line, in English). */
export const DOWNLOAD_FAIL_MESSAGE = noticeEnglish(notices.moduleDownloadFail) ?? notices.moduleDownloadFail;

/** Whether an error is a page's code failing to download (each browser words it its own way). */
export function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|Unable to preload|Loading chunk/i.test(error.message);
}

export interface PreloaderDeps {
  routes: RouteObject[];
  navigate: (path: string) => unknown;
  setLoading: (loading: boolean) => void;
  logError: (message: string, error: unknown) => void;
}

export type FollowOutcome = 'navigated' | 'failed';

export function createPagePreloader({ routes, navigate, setLoading, logError }: PreloaderDeps) {
  const loaded = new Set<PageHandle['load']>();
  const loadersOf = (path: string) =>
    (matchRoutes(routes, path) ?? [])
      .map((match) => (match.route.handle as PageHandle | undefined)?.load)
      .filter((load): load is PageHandle['load'] => load !== undefined);
  const download = (path: string) => Promise.all(loadersOf(path).map((load) => load().then(() => loaded.add(load)))).then(() => undefined);

  return {
    /** Whether every module `path` needs is already here (the router can go at once). */
    isLoaded: (path: string) => loadersOf(path).every((load) => loaded.has(load)),
    /** Starts fetching `path`'s code in the background; failures wait for a real visit. */
    preload: (path: string) => download(path).catch(() => undefined),
    /** Fetches `path`'s code, then navigates; a failed download does not navigate. */
    follow: async (path: string): Promise<FollowOutcome> => {
      setLoading(true);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, TRANSITION_TIMEOUT_MS);
      });
      try {
        await Promise.race([download(path), timeout]);
        navigate(path);
        return 'navigated';
      } catch (error) {
        logError(DOWNLOAD_FAIL_MESSAGE, error);
        return 'failed';
      } finally {
        clearTimeout(timer);
        setLoading(false);
      }
    },
  };
}

export type PagePreloader = ReturnType<typeof createPagePreloader>;
