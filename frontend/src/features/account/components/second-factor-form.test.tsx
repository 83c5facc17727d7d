import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '@/test-support/fetch-stub';
import { confirmSecondFactor, startSecondFactor } from '../api/second-factor';
import type { Profile } from '../types';
import { SecondFactorForm } from './second-factor-form';

const admin = (secondFactor: boolean): Profile => ({
  _id: 'a1',
  username: 'admin',
  email: 'admin@phonebazar.com.bd',
  email_verified: true,
  has_password: true,
  second_factor: secondFactor,
  role: 'admin',
  avatar: '',
  first_name: 'Admin',
  last_name: '',
  language: 'en',
  order_sms: true,
  created_at: '2026-11-20T10:00:00Z',
});

describe('two-step sign-in for admins', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers to set it up until it is on, then says it is on', () => {
    const off = renderToStaticMarkup(<SecondFactorForm profile={admin(false)} />);
    expect(off).toContain('Set up two-step sign-in');
    expect(off).toContain('A stolen password alone then opens nothing.');
    const on = renderToStaticMarkup(<SecondFactorForm profile={admin(true)} />);
    expect(on).toContain('On: signing in asks for the code your authenticator app shows.');
    expect(on).not.toContain('Set up two-step sign-in');
  });

  it('starts with a secret and confirms with the code the app shows', async () => {
    const calls = stubApi({
      'POST /api/auth/second-factor': () => answer(201, { secret: 'JBSWY3DPEHPK3PXP', link: 'otpauth://totp/PhoneBazar:admin' }),
      'POST /api/auth/second-factor/confirm': () => answer(200, { recovery_codes: ['abcde-12345'] }),
    });
    expect((await startSecondFactor()).secret).toBe('JBSWY3DPEHPK3PXP');
    expect((await confirmSecondFactor('123456')).recovery_codes).toEqual(['abcde-12345']);
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/auth/second-factor', {}],
      ['/api/auth/second-factor/confirm', { code: '123456' }],
    ]);
  });
});
