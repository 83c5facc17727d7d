import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { sendLinkAgain } from '../hooks/use-confirmation-link';
import type { SaveStatus } from '../hooks/use-save-status';
import type { Profile } from '../types';
import { EmailConfirmNoticeView } from './email-confirm-notice';
import { useShopStore } from '@/stores/shop-store';

const user = (fields: Partial<Profile> = {}): Profile => ({
  _id: 'u1',
  username: 'rahim',
  email: 'rahim@example.com',
  email_verified: false,
  role: 'customer',
  avatar: '',
  first_name: 'Rahim',
  last_name: '',
  language: 'en',
  order_sms: true,
  created_at: '2026-11-20T10:00:00Z',
  ...fields,
});

const render = (shown: Profile | false | null, outcome: SaveStatus | null = null, busy = false) =>
  renderToStaticMarkup(<EmailConfirmNoticeView user={shown} busy={busy} outcome={outcome} onResend={() => {}} />);

const RESEND = 'POST /api/auth/confirm-email/resend';
const FAILURE = 'Could not send the link; please try again';
/** The outcome the button's click leads to, as the notice then shows it. */
const clicked = async () => render(user(), await sendLinkAgain(FAILURE));

describe('the notice to confirm the e-mail address', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await useShopStore.getState().chooseLanguage('en');
  });

  it('asks an unconfirmed customer to open the link, with a button to send it again and an empty live region', () => {
    const html = render(user());
    expect(html).toContain('Confirm your e-mail address: we sent a link to rahim@example.com. Until you open it we cannot e-mail you about your orders.');
    expect(html).toMatch(/<button type="button" class="button"[^>]*>Send the link again<\/button>/);
    expect(html).not.toContain('disabled');
    expect(html).toMatch(/<p role="status" class="confirm-notice__result"><\/p>/);
  });

  it('is not shown to a confirmed customer, to an answer from before the flag, or to nobody', () => {
    expect(render(user({ email_verified: true }))).toBe('');
    expect(render(user({ email_verified: undefined }))).toBe('');
    expect(render(false)).toBe('');
    expect(render(null)).toBe('');
  });

  it('holds the button while the call runs', () => {
    expect(render(user(), null, true)).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Send the link again/);
  });

  it("posts to the resend endpoint with the session's token and shows the server's answer", async () => {
    stubStorage().set('token', 'tok-1');
    const calls = stubApi({
      [RESEND]: () =>
        answer(202, {
          message: 'We sent a new confirmation link to rahim@example.com',
          code: 'auth.confirmation_sent',
          params: { email: 'rahim@example.com' },
        }),
    });

    const html = await clicked();

    expect(calls).toMatchObject([{ method: 'POST', path: '/api/auth/confirm-email/resend', headers: { token: 'tok-1' } }]);
    expect(calls[0]?.body).toEqual({});
    expect(html).toContain('<p role="status" class="confirm-notice__result">We sent a new confirmation link to rahim@example.com</p>');
  });

  it("shows a refusal in the server's words, and a fallback when there are none", async () => {
    stubStorage().set('token', 'tok-1');
    stubApi({ [RESEND]: () => answer(429, { message: 'Too many attempts. Please wait a minute and try again.', code: 'shop.too_many_attempts', params: {} }) });
    expect(await clicked()).toMatch(/<p role="status" class="[^"]*--refused">Too many attempts\. Please wait a minute and try again\.<\/p>/);

    stubApi({ [RESEND]: () => answer(409, { message: 'Your e-mail address is confirmed already', code: 'auth.email_confirmed_already', params: {} }) });
    expect(await clicked()).toContain('>Your e-mail address is confirmed already</p>');

    stubApi({ [RESEND]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    expect(await clicked()).toContain(`>${FAILURE}</p>`);
  });

  it("shows the notice and the server's answer in Bangla", async () => {
    await useShopStore.getState().chooseLanguage('bn');
    stubStorage().set('token', 'tok-1');
    stubApi({
      [RESEND]: () =>
        answer(202, {
          message: 'We sent a new confirmation link to rahim@example.com',
          code: 'auth.confirmation_sent',
          params: { email: 'rahim@example.com' },
        }),
    });
    const html = await clicked();
    expect(html).toContain('লিংকটি আবার পাঠান');
    expect(html).toContain('>rahim@example.com ঠিকানায় নিশ্চিত করার একটি নতুন লিংক পাঠিয়েছি</p>');
  });
});
