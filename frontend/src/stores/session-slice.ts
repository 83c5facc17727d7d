import type { SessionUser } from '@/types/session';
import type { ShopSlice } from './shop-store';

/** `user` is null until known, false when signed out (contract §4). */
export interface Session {
  loaded: boolean;
  user: SessionUser | false | null;
}

/**
 * Who is signed in: the one part of the store every feature may read. The auth
 * feature writes it; what follows a sign-in or sign-out (the cart and wishlist
 * loading or emptying) is wired in `app/store`, so no feature calls another.
 */
export interface SessionSlice {
  session: Session;
  /** The user signed out in this tab: a guarded page still on screen then leads home, not to login. */
  signedOutHere: boolean;
  /**
   * The session's user once it is known (false: signed out). An action taken
   * while the page is still asking (a click right after it opens) waits for
   * the answer instead of taking a signed-in shopper for a visitor.
   */
  knownUser: () => Promise<SessionUser | false>;
  /** Puts a saved profile's names into the session user. */
  profileSaved: (fields: Pick<SessionUser, 'first_name' | 'last_name' | 'avatar'>) => void;
}

export const createSessionSlice: ShopSlice<SessionSlice> = (set, get, store) => ({
  session: { loaded: false, user: null },
  signedOutHere: false,
  knownUser: () => {
    const { session } = get();
    if (session.loaded) return Promise.resolve(session.user || false);
    return new Promise((resolve) => {
      const stop = store.subscribe((state) => {
        if (!state.session.loaded) return;
        stop();
        resolve(state.session.user || false);
      });
    });
  },
  profileSaved: ({ first_name, last_name, avatar }) => {
    const { user } = get().session;
    if (user) set({ session: { loaded: true, user: { ...user, first_name, last_name, avatar } } });
  },
});
