import { ApiError } from '@/lib/http/api-client';
import { clearToken, readToken, storeToken } from '@/lib/http/token';
import type { ShopSlice } from '@/stores/shop-store';
import { getCurrentUser } from '../api/get-current-user';
import { signIn } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { type SignupFields, signUp } from '../api/sign-up';
import type { SessionUser } from '../types';

/** `user` is null until known, false when signed out (contract §4). */
export interface AuthState {
  loaded: boolean;
  user: SessionUser | false | null;
}

export interface AuthSlice {
  auth: AuthState;
  /** The user signed out in this tab: a guarded page still on screen then leads home, not to login. */
  signedOutHere: boolean;
  loadCurrentUser: () => Promise<void>;
  /**
   * The session's user once it is known (false: signed out). An action taken
   * while the page is still asking (a click right after it opens) waits for
   * the answer instead of taking a signed-in shopper for a visitor.
   */
  knownUser: () => Promise<SessionUser | false>;
  login: (email: string, password: string) => Promise<void>;
  signup: (fields: SignupFields) => Promise<void>;
  /** Signs out here at once; the server is told to revoke the token without waiting for its answer. */
  logout: () => void;
  /** Puts a saved profile's names into the session user. */
  profileSaved: (fields: Pick<SessionUser, 'first_name' | 'last_name' | 'avatar'>) => void;
}

export const createAuthSlice: ShopSlice<AuthSlice> = (set, get, store) => {
  /** `keepLanguage`: this browser's language wins over the account's (a new account has none of its own yet). */
  const signedIn = (user: SessionUser, keepLanguage = false) => {
    storeToken(user.token);
    set({ auth: { loaded: true, user }, signedOutHere: false });
    const { language, chooseLanguage } = get();
    if (user.language === language) return;
    // The account's language follows the shopper from browser to browser.
    void (keepLanguage ? chooseLanguage(language) : chooseLanguage(user.language, true));
  };
  return {
    auth: { loaded: false, user: null },
    signedOutHere: false,
    knownUser: () => {
      const { auth } = get();
      if (auth.loaded) return Promise.resolve(auth.user || false);
      return new Promise((resolve) => {
        const stop = store.subscribe((state) => {
          if (!state.auth.loaded) return;
          stop();
          resolve(state.auth.user || false);
        });
      });
    },
    loadCurrentUser: async () => {
      // Sessions travel as a token: without one there is nobody to ask about.
      if (!readToken()) {
        set({ auth: { loaded: true, user: false } });
        return;
      }
      try {
        const user = await getCurrentUser();
        if (!user?._id) {
          clearToken();
          set({ auth: { loaded: true, user: false } });
          return;
        }
        // A language chosen while the session was still being asked about is this shopper's latest word.
        signedIn(user, get().languageChosenEarly);
        const { cartProducts, wishlist } = get();
        if (cartProducts.length === 0) void get().fetchCart();
        if (wishlist.length === 0) void get().fetchWishlist();
      } catch (error) {
        // Only a refused token ends the session; a dropped connection or a busy server keeps it for next time.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearToken();
        set({ auth: { loaded: true, user: false } });
      }
    },
    login: async (email, password) => {
      try {
        const user = await signIn(email, password);
        signedIn(user);
        void get().fetchCart();
        void get().fetchWishlist();
      } catch (error) {
        set({ auth: { loaded: true, user: false } });
        throw error;
      }
    },
    signup: async (fields) => {
      signedIn(await signUp(fields), true);
    },
    logout: () => {
      const token = readToken();
      clearToken();
      set({
        auth: { loaded: true, user: false },
        signedOutHere: true,
        cartProducts: [],
        cartLoaded: false,
        wishlist: [],
        wishlistLoaded: false,
      });
      // Best effort: a token the server could not revoke still expires on its own.
      if (token) void signOut(token).catch(() => undefined);
    },
    profileSaved: ({ first_name, last_name, avatar }) => {
      const { user } = get().auth;
      if (user) set({ auth: { loaded: true, user: { ...user, first_name, last_name, avatar } } });
    },
  };
};
