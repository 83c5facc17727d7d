import { describe, expect, it } from 'vitest';
import { initialResource, type Loader, type ResourceEvent, type ResourceState, resourceStep, shownResource } from './resource-state';

const loadA: Loader<string> = () => Promise.resolve('phone A');
const loadB: Loader<string> = () => Promise.resolve('phone B');
const nothingShown = { data: null, loading: true, error: null, missing: false };

const run = (events: ResourceEvent<string>[], from: ResourceState<string> = initialResource) => events.reduce(resourceStep<string>, from);
const start = (load: Loader<string>, keepWhileLoading: boolean): ResourceEvent<string> => ({ type: 'start', load, keepWhileLoading });

describe('a resource with keepWhileLoading: false (a details page)', () => {
  it("shows none of A's data once the address asks for B, before and after B's load starts", () => {
    const showingA = run([start(loadA, false), { type: 'answer', data: 'phone A' }]);
    expect(shownResource(showingA, loadA, false).data).toBe('phone A');
    // The render with B's loader comes before the effect that starts loading B.
    expect(shownResource(showingA, loadB, false)).toEqual(nothingShown);
    const loadingB = run([start(loadB, false)], showingA);
    expect(shownResource(loadingB, loadB, false)).toEqual(nothingShown);
    const showingB = run([{ type: 'answer', data: 'phone B' }], loadingB);
    expect(shownResource(showingB, loadB, false)).toEqual({ data: 'phone B', loading: false, error: null, missing: false });
  });

  it("drops A's failure too, and keeps the data through a reload of the same load", () => {
    const failedA = run([start(loadA, false), { type: 'fail', error: 'Phone not found', missing: true }]);
    expect(shownResource(failedA, loadA, false)).toMatchObject({ error: 'Phone not found', missing: true, loading: false });
    expect(shownResource(failedA, loadB, false)).toEqual(nothingShown);
    const reloading = run([start(loadA, false), { type: 'answer', data: 'phone A' }, start(loadA, false)]);
    expect(shownResource(reloading, loadA, false)).toMatchObject({ data: 'phone A', loading: true });
  });

  it('shows nothing when the loader goes back to null (no id any more)', () => {
    const showingA = run([start(loadA, false), { type: 'answer', data: 'phone A' }]);
    expect(shownResource(showingA, null, false)).toEqual(nothingShown);
  });
});

describe('a resource that keeps its data while loading (the default, for tables)', () => {
  it("keeps A's answer on screen while B loads", () => {
    const loadingB = run([start(loadA, true), { type: 'answer', data: 'phone A' }, start(loadB, true)]);
    expect(shownResource(loadingB, loadB, true)).toEqual({ data: 'phone A', loading: true, error: null, missing: false });
  });
});

describe('setData', () => {
  it('updates loaded data with a function, and does nothing before any', () => {
    expect(run([{ type: 'set', update: (d) => `${d}!` }]).data).toBeNull();
    const loaded = run([start(loadA, true), { type: 'answer', data: 'phone A' }, { type: 'set', update: (d) => `${d}!` }]);
    expect(loaded.data).toBe('phone A!');
  });

  it("takes the server's value even after a failed load, whose failure stays the load's", () => {
    const failed = run([start(loadA, true), { type: 'fail', error: 'Could not load', missing: false }]);
    const saved = run([{ type: 'set', update: 'phone A' }], failed);
    expect(shownResource(saved, loadA, true)).toEqual({ data: 'phone A', loading: false, error: 'Could not load', missing: false });
  });
});
