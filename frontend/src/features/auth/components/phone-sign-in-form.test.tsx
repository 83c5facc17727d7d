import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { useShopStore } from '@/stores/shop-store';
import { sendCode } from '@/api/send-code';
import { PhoneSignInForm } from './phone-sign-in-form';

const user = {
  _id: 'u1',
  username: 'rahima1234',
  email: '',
  phone: '01712345678',
  email_verified: false,
  role: 'customer' as const,
  avatar: '',
  first_name: 'Rahima',
  last_name: '',
  language: 'en' as const,
  order_sms: true,
  created_at: '2026-11-29T10:00:00Z',
  token: 'a.b.c',
};

describe('signing in with a mobile number', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useShopStore.setState({ session: { loaded: true, user: false } });
  });

  it('starts with the number, on the phone keypad, and says no password is needed', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <PhoneSignInForm />
      </MemoryRouter>,
    );
    expect(html).toContain('Continue with your mobile number');
    expect(html).toMatch(/<input type="tel" inputMode="tel" autoComplete="tel-national" placeholder="01XXXXXXXXX"/);
    expect(html).toContain('Send code');
    expect(html).not.toContain('one-time-code');
  });

  it('asks for a code with the same device id every time, kept in the browser', async () => {
    const storage = stubStorage();
    const calls = stubApi({
      'POST /api/phone/code': () => answer(202, { message: 'We sent a 6-digit code to 01712345678', code: 'codes.sent', params: { phone: '01712345678' } }),
    });
    await sendCode('01712345678', 'sign_in');
    await sendCode('01812345678', 'sign_in');
    expect(calls.map((call) => call.body)).toEqual([
      { phone: '01712345678', purpose: 'sign_in' },
      { phone: '01812345678', purpose: 'sign_in' },
    ]);
    const devices = calls.map((call) => call.headers['X-Device']);
    expect(devices[0]).toMatch(/^[0-9a-f-]{16,64}$/);
    expect(devices[1]).toBe(devices[0]);
    expect([...storage.values()]).toContain(devices[0]);
  });

  it('signs in with the number and its code, and keeps the session', async () => {
    stubStorage();
    const calls = stubApi({ 'POST /api/phone/sign-in': () => answer(201, user) });
    await useShopStore.getState().loginWithPhone({ phone: '01712345678', code: '123456', first_name: 'Rahima' });
    expect(calls[0]?.body).toEqual({ phone: '01712345678', code: '123456', first_name: 'Rahima' });
    const session = useShopStore.getState().session;
    expect(session.loaded && session.user && session.user.phone).toBe('01712345678');
  });
});
