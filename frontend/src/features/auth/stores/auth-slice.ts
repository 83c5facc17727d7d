import { ApiError } from '@/lib/http/api-client';
import { clearToken, readToken, storeToken } from '@/lib/http/token';
import type { ShopSlice } from '@/stores/shop-store';
import { getCurrentUser } from '../api/get-current-user';
import { type PhoneSignInFields, phoneSignIn } from '../api/phone-sign-in';
import { signIn } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { type SignupFields, signUp } from '../api/sign-up';
import type { SessionUser } from '@/types/session';

export interface AuthSlice {
  /**
   * Asks the server who the stored token belongs to, once per page load: the app starts it with its
   * code (`app/start.tsx`), beside the page's own code, and the layout's later call gets the same answer.
   */
  loadCurrentUser: () => Promise<void>;
  login: (email: string, password: string, code?: string) => Promise<void>;
  signup: (fields: SignupFields) => Promise<void>;
  /** Signs in with a number and its code (and up, when a name comes with them). */
  loginWithPhone: (fields: PhoneSignInFields) => Promise<void>;
  /** Signs out here at once; the server is told to revoke the token without waiting for its answer. */
  logout: () => void;
}

export const createAuthSlice: ShopSlice<AuthSlice> = (set, get) => {
  /** `keepLanguage`: this browser's language wins over the account's (a new account has none of its own yet). */
  const signedIn = (user: SessionUser, keepLanguage = false) => {
    storeToken(user.token);
    set({ session: { loaded: true, user }, signedOutHere: false });
    const { language, chooseLanguage } = get();
    if (user.language === language) return;
    // The account's language follows the shopper from browser to browser.
    void (keepLanguage ? chooseLanguage(language) : chooseLanguage(user.language, true));
  };
  let sessionAsked: Promise<void> | undefined;
  const askForSession = async () => {
    // Sessions travel as a token: without one there is nobody to ask about.
    if (!readToken()) {
      set({ session: { loaded: true, user: false } });
      return;
    }
    try {
      const user = await getCurrentUser();
      if (!user?._id) {
        clearToken();
        set({ session: { loaded: true, user: false } });
        return;
      }
      // A language chosen while the session was still being asked about is this shopper's latest word.
      signedIn(user, get().languageChosenEarly);
    } catch (error) {
      // Only a refused token ends the session; a dropped connection or a busy server keeps it for next time.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearToken();
      set({ session: { loaded: true, user: false } });
    }
  };
  return {
    loadCurrentUser: () => (sessionAsked ??= askForSession()),
    login: async (email, password, code) => {
      try {
        const user = await signIn(email, password, code);
        signedIn(user);
      } catch (error) {
        set({ session: { loaded: true, user: false } });
        throw error;
      }
    },
    signup: async (fields) => {
      signedIn(await signUp(fields), true);
    },
    loginWithPhone: async (fields) => {
      // A name comes only for a number new to the shop: its account takes this browser's language.
      signedIn(await phoneSignIn(fields), fields.first_name != null);
    },
    logout: () => {
      const token = readToken();
      clearToken();
      set({
        session: { loaded: true, user: false },
        signedOutHere: true,
      });
      // Best effort: a token the server could not revoke still expires on its own.
      if (token) void signOut(token).catch(() => undefined);
    },
  };
};
