// The app's first render is a transition React draws in slices, and RouterProvider follows the
// router from its commit on, not from its render. start.tsx renders only a settled router, and
// checks at the commit that it has not moved since.
import type { DataRouter } from 'react-router';

type Router = Pick<DataRouter, 'state' | 'subscribe'>;

/** Once the router has matched the address and has the page's code (or its failure). */
export function settled(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((done) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      done();
    });
  });
}

export interface FirstCommitSteps {
  /** Draws the app again from the router's state now (a render that is not sliced). */
  redraw: () => void;
  /** Hands the page's links to the app: a link followed before is a plain page load. */
  takeOverLinks: () => void;
}

/**
 * What runs in the commit of the first render, which read the router's state `shown`: a move made
 * during the render (the back button) would be lost to RouterProvider, so the app is drawn again.
 * The links are taken over once, however often it runs (StrictMode runs effects twice).
 */
export function firstCommit(router: Pick<Router, 'state'>, shown: DataRouter['state'], steps: FirstCommitSteps): () => void {
  let linksTaken = false;
  return () => {
    if (router.state !== shown) steps.redraw();
    if (linksTaken) return;
    linksTaken = true;
    steps.takeOverLinks();
  };
}
