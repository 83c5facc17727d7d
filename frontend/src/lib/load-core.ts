// The core's WebAssembly arrives when something needs a rule, not with the
// first page: the home page shows the server's formatted prices and the
// core's generated constants, and a shopper's first action (or a page whose
// code imports `./core`) brings the module. Everything else asks here.
import { useSyncExternalStore } from 'react';

export type Core = typeof import('./core');

let loaded: Core | undefined;
let loading: Promise<Core> | undefined;
const listeners = new Set<() => void>();

/** Called by `./core` as it evaluates: a page whose code imports it statically has it without asking. */
export function coreArrived(core: Core): void {
  if (loaded) return;
  loaded = core;
  loading ??= Promise.resolve(core);
  listeners.forEach((listener) => listener());
}

/** The core, fetched once; later calls share the first download. */
export function loadCore(): Promise<Core> {
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

/** The core if it has arrived, without asking for it. */
export const loadedCore = (): Core | undefined => loaded;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The core once it has arrived (the component renders again then); `undefined` before. */
export function useLoadedCore(): Core | undefined {
  return useSyncExternalStore(subscribe, loadedCore, loadedCore);
}
