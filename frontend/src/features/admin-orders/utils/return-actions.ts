import type { Return, ReturnStatus, ReturnStep } from '../api/returns';

/** A button on a return: a step the server allows next, receiving split in two (back to stock or written off). */
export type ReturnAction = 'accept' | 'refuse' | 'pick_up' | 'restock' | 'write_off' | 'refund';

// Keyed by every status, so a status the server adds fails the type check here.
const ACTIONS_TO: Record<ReturnStatus, readonly ReturnAction[]> = {
  requested: [],
  accepted: ['accept'],
  refused: ['refuse'],
  picked_up: ['pick_up'],
  received: ['restock', 'write_off'],
  // A received return is refunded through its own call, not as a step.
  refunded: ['refund'],
};

/** The buttons a return offers now: only the moves in its `next_statuses`. */
export const returnActions = (request: Pick<Return, 'next_statuses'>): ReturnAction[] => request.next_statuses.flatMap((status) => ACTIONS_TO[status]);

/** The body a step button sends, with the admin's note (the server checks it is there when it must be). */
export function stepRequest(action: Exclude<ReturnAction, 'refund'>, note: string): ReturnStep {
  switch (action) {
    case 'accept':
      return { status: 'accepted', note };
    case 'refuse':
      return { status: 'refused', note };
    case 'pick_up':
      return { status: 'picked_up', note };
    case 'restock':
      return { status: 'received', note, restock: true };
    case 'write_off':
      return { status: 'received', note, restock: false };
  }
}
