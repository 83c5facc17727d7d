// What useResource holds and shows, as plain functions: the hook only wires them to React.

export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface ResourceState<T> {
  /** The load the fields below belong to; null before the first one starts. */
  from: Loader<T> | null;
  data: T | null;
  loading: boolean;
  error: string | null;
  /** The server answered 404: there is no such thing. */
  missing: boolean;
}

export type ResourceEvent<T> =
  | { type: 'start'; load: Loader<T>; keepWhileLoading: boolean }
  | { type: 'answer'; data: T }
  | { type: 'fail'; error: string; missing: boolean }
  | { type: 'set'; update: T | ((data: T) => T) };

export type ShownResource<T> = Omit<ResourceState<T>, 'from'>;

export const initialResource: ResourceState<never> = { from: null, data: null, loading: true, error: null, missing: false };

const blank: ShownResource<never> = { data: null, loading: true, error: null, missing: false };

export function resourceStep<T>(state: ResourceState<T>, event: ResourceEvent<T>): ResourceState<T> {
  switch (event.type) {
    case 'start': {
      // A reload of the same load keeps its data in either mode.
      const drop = !event.keepWhileLoading && state.from !== event.load;
      return { from: event.load, data: drop ? null : state.data, loading: true, error: null, missing: false };
    }
    case 'answer':
      return { ...state, data: event.data, loading: false };
    case 'fail':
      return { ...state, loading: false, error: event.error, missing: event.missing };
    case 'set':
      // A value is the server's own answer, so it counts even before a load answered; `error` stays the load's.
      if (typeof event.update !== 'function') return { ...state, data: event.update };
      return state.data === null ? state : { ...state, data: (event.update as (data: T) => T)(state.data) };
  }
}

/**
 * What the screen shows for `load`. Without `keepWhileLoading`, another load's
 * answer is never shown, not even for the render before its effect starts the
 * new load: product B's address must not show product A.
 */
export function shownResource<T>(state: ResourceState<T>, load: Loader<T> | null, keepWhileLoading: boolean): ShownResource<T> {
  if (!keepWhileLoading && state.from !== load) return blank;
  const { data, loading, error, missing } = state;
  return { data, loading, error, missing };
}
