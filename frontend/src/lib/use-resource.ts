import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './error-message';

export interface Resource<T> {
  /** The last answer; kept while a reload runs so tables do not flash empty. */
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Replaces the data after a change the server already confirmed. */
  setData: (update: (data: T) => T) => void;
}

/**
 * Loads with `load` (memoise it: a new function loads again) and aborts the
 * call when the screen leaves or asks again. `null` waits: nothing to load yet.
 */
export function useResource<T>(load: ((signal: AbortSignal) => Promise<T>) | null, failure: string): Resource<T> {
  const [data, setValue] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setValue(answer);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(messageOf(reason, failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [load, failure, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback((update: (data: T) => T) => setValue((d) => (d === null ? d : update(d))), []);
  return { data, loading, error, reload, setData };
}
