// Where the core's module, once evaluated, is kept for code that must not
// import it (the first page). Below both `core.ts`, which announces itself
// here, and `load-core.ts`, which fetches it: neither imports the other's
// side of the handshake.

let arrived: object | undefined;
const listeners = new Set<() => void>();

/** Called by `./core` as it evaluates: a page whose code imports it statically has it without asking. */
export function coreArrived(core: object): void {
  if (arrived) return;
  arrived = core;
  listeners.forEach((listener) => listener());
}

/** The core's module if it has arrived. */
export const arrivedCore = (): object | undefined => arrived;

/** Calls `listener` when the core arrives; answers the unsubscribe. */
export function onCoreArrival(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
