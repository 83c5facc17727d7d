import type { DataRouter, RouterState } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstCommit, settled } from './first-commit';

type Listener = (state: RouterState) => void;

/** A router that tells its subscribers of each state it is given. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized } as RouterState,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    moveTo(state: Partial<RouterState>) {
      router.state = { ...router.state, ...state };
      for (const listener of [...listeners]) listener(router.state);
    },
    listening: () => listeners.size,
  };
  return router as typeof router & Pick<DataRouter, 'state' | 'subscribe'>;
}

/** Whether `promise` has settled once the pending microtasks have run. */
async function isDone(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resume) => setTimeout(resume, 0));
  return done;
}

describe('settled', () => {
  it('is at once for a router that has matched the address', async () => {
    expect(await isDone(settled(fakeRouter(true)))).toBe(true);
  });

  it('waits for the router to have the page, then stops listening', async () => {
    const router = fakeRouter(false);
    const waiting = settled(router);
    router.moveTo({ initialized: false });
    expect(await isDone(waiting)).toBe(false);
    router.moveTo({ initialized: true });
    expect(await isDone(waiting)).toBe(true);
    expect(router.listening()).toBe(0);
  });
});

describe('the first commit', () => {
  const counted = () => {
    const count = { redraws: 0, takeovers: 0 };
    const steps = { redraw: () => (count.redraws += 1), takeOverLinks: () => (count.takeovers += 1) };
    return { count, steps };
  };

  it('hands the links to the app once, and draws nothing again when the router stayed', () => {
    const router = fakeRouter(true);
    const { count, steps } = counted();
    const committed = firstCommit(router, router.state, steps);
    committed();
    committed(); // StrictMode runs a layout effect twice
    expect(count).toEqual({ redraws: 0, takeovers: 1 });
  });

  it('draws the app again when the router moved during the render', () => {
    const router = fakeRouter(true);
    const { count, steps } = counted();
    const committed = firstCommit(router, router.state, steps);
    router.moveTo({ historyAction: 'POP' as RouterState['historyAction'] });
    committed();
    expect(count).toEqual({ redraws: 1, takeovers: 1 });
  });
});
