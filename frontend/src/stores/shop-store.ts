// The one bound store, as features and shared code see it. `app/store` builds it
// from the slices and merges its state type and instance here, so nothing
// below app/ imports app/ (the direction is shared -> features -> app).
import type { StateCreator, StoreApi, UseBoundStore } from 'zustand';

/**
 * Every slice of the bound store. Empty here: `app/store` merges the slices in
 * (declaration merging, as a router's `Register` interface is filled in).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: app/store fills it in by declaration merging
export interface ShopState {}

/** A slice creator that may read the other slices (`get().session`, `get().showNotice`). */
export type ShopSlice<T> = StateCreator<ShopState, [], [], T>;

type BoundStore = UseBoundStore<StoreApi<ShopState>>;

let bound: BoundStore | undefined;

/** Called once by `app/store` with the store it built. */
export function bindShopStore(store: BoundStore): void {
  bound = store;
}

function store(): BoundStore {
  if (!bound) throw new Error('The shop store is not bound yet: import app/store first');
  return bound;
}

/** Selects from the bound store, re-rendering when the selection changes. */
export function useShopStore<T>(selector: (state: ShopState) => T): T {
  return store()(selector);
}
useShopStore.getState = (): ShopState => store().getState();
useShopStore.setState = (partial: Partial<ShopState>): void => store().setState(partial);
/** Calls `listener` on every change of the store; answers the unsubscribe. */
useShopStore.subscribe = (listener: () => void): (() => void) => store().subscribe(listener);
