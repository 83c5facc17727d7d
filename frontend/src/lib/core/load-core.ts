// The core's WebAssembly arrives when something needs a rule, not with the
// first page: the home page shows the server's formatted prices and the
// core's generated constants, and a shopper's first action (or a page whose
// code imports `./core`) brings the module. Everything else asks here.
import { useSyncExternalStore } from 'react';
import { arrivedCore, coreArrived, onCoreArrival } from './core-arrival';

export type Core = typeof import('./core');

let loading: Promise<Core> | undefined;

/** The core if it has arrived, without asking for it. */
export const loadedCore = (): Core | undefined => arrivedCore() as Core | undefined;

/** The core, fetched once; later calls share the first download. */
export function loadCore(): Promise<Core> {
  const arrived = loadedCore();
  if (arrived) return Promise.resolve(arrived);
  loading ??= import('./core').then(
    (core) => {
      coreArrived(core);
      return core;
    },
    (error: unknown) => {
      // A failed download (offline) may be retried by the next action.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The core once it has arrived (the component renders again then); `undefined` before. */
export function useLoadedCore(): Core | undefined {
  return useSyncExternalStore(onCoreArrival, loadedCore, loadedCore);
}
