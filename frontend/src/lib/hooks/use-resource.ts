import { useCallback, useEffect, useReducer, useState } from 'react';
import { ApiError } from '@/lib/http/api-client';
import { messageOf } from '@/lib/format/error-message';
import { initialResource, type Loader, resourceStep, shownResource } from './resource-state';

export interface Resource<T> {
  /** The last answer; kept while the next load runs so tables do not flash empty (see `keepWhileLoading`). */
  data: T | null;
  loading: boolean;
  error: string | null;
  /** The load failed with the server's 404: there is no such thing (`error` says so too). */
  missing: boolean;
  reload: () => void;
  /**
   * Replaces the data after a change the server already confirmed. A function
   * updates loaded data (and does nothing before any); a value is the server's
   * own answer, so it is taken even after a failed load (whose `error` stays).
   */
  setData: (update: T | ((data: T) => T)) => void;
}

export interface ResourceOptions {
  /**
   * Whether the last answer stays on screen while a new `load` runs (true by
   * default, for tables). A details page sets it false: when the address moves
   * from one thing to another, the first one's data goes at once. `reload()`
   * keeps the data either way.
   */
  keepWhileLoading?: boolean;
}

/**
 * Loads with `load` (memoise it: a new function loads again) and aborts the
 * call when the screen leaves or asks again. `null` waits: nothing to load yet.
 */
export function useResource<T>(load: Loader<T> | null, failure: string, { keepWhileLoading = true }: ResourceOptions = {}): Resource<T> {
  const [state, dispatch] = useReducer(resourceStep<T>, initialResource);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    dispatch({ type: 'start', load, keepWhileLoading });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) dispatch({ type: 'answer', data });
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        const missing = reason instanceof ApiError && reason.status === 404;
        dispatch({ type: 'fail', error: messageOf(reason, failure), missing });
      },
    );
    return () => controller.abort();
  }, [load, failure, version, keepWhileLoading]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback((update: T | ((data: T) => T)) => dispatch({ type: 'set', update }), []);
  return { ...shownResource(state, load, keepWhileLoading), reload, setData };
}
