import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '@/test-support/fetch-stub';
import { setOrderSms } from '../api/set-order-sms';
import type { Profile } from '../types';
import { OrderSmsForm } from './order-sms-form';

const profile = (orderSms: boolean): Profile => ({
  _id: 'u1',
  username: 'rahim',
  email: 'rahim@example.com',
  email_verified: true,
  role: 'customer',
  avatar: '',
  first_name: 'Rahim',
  last_name: '',
  language: 'en',
  order_sms: orderSms,
  created_at: '2026-11-20T10:00:00Z',
});

const render = (orderSms: boolean) => renderToStaticMarkup(<OrderSmsForm profile={profile(orderSms)} onSaved={() => {}} />);

describe('the order SMS choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved choice, and that codes come either way', () => {
    expect(render(true)).toMatch(/<input type="checkbox" checked=""/);
    expect(render(false)).not.toContain('checked');
    expect(render(false)).toContain('Codes to prove your number always come.');
  });

  it('saves the choice and answers the profile as saved', async () => {
    const calls = stubApi({ 'PUT /api/auth/customer-profile/order-sms': () => answer(200, profile(false)) });
    const saved = await setOrderSms(false);
    expect(saved.order_sms).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ enabled: false });
  });
});
