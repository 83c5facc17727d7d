// Codes by SMS in the journeys: read from the SMS gateway simulator's JSON
// API (`scripts/test` starts it and hands its address over as SMS_SIM_URL),
// as a shopper reads them off the phone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';

const SMS_SIM_URL = process.env.SMS_SIM_URL ?? 'http://127.0.0.1:8098';

/** A mobile number no journey used before: 013-019 and eight random digits. */
export function freshNumber(): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join('');
  return `01${3 + Math.floor(Math.random() * 7)}${digits}`;
}

interface Sms {
  sms: string;
  at: number;
}

async function inbox(request: APIRequestContext, phone: string): Promise<Sms[]> {
  const answer = await request.get(`${SMS_SIM_URL}/sim/messages?msisdn=${phone}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: Sms[] }).messages;
}

/**
 * The code of the newest code SMS `phone` got after `since` (ms since the epoch), waiting for it
 * to arrive. The journeys' addresses share one number, so order SMS (shipped, out for delivery,
 * running late) arrive beside the codes: only an SMS ending in a code counts.
 */
export async function codeSentTo(request: APIRequestContext, phone: string, since: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const codes = (await inbox(request, phone)).filter((sms) => sms.at >= since).map((sms) => sms.sms.match(/#(\d{6})$/)?.[1]);
    code = codes.find((found) => found !== undefined) ?? '';
    expect(code, `a code SMS to ${phone}`).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 15_000 });
  return code;
}

/** A customer account made with a number and its code through the API: its number. */
export async function phoneAccount(request: APIRequestContext, firstName: string): Promise<string> {
  const phone = freshNumber();
  const since = Date.now() - 1000;
  const device = `journey-device-${phone}`;
  const asked = await request.post('/api/phone/code', { headers: { 'X-Device': device }, data: { phone, purpose: 'sign_in' } });
  expect(asked.status()).toBe(202);
  const code = await codeSentTo(request, phone, since);
  const made = await request.post('/api/phone/sign-in', { data: { phone, code, first_name: firstName } });
  expect(made.status()).toBe(201);
  return phone;
}

const accountFile = () => join(test.info().project.outputDir, 'phone-account.json');

/** Keeps the number of the account the setup made for the sign-in journey. */
export function savePhoneAccount(phone: string, madeAt: number) {
  mkdirSync(test.info().project.outputDir, { recursive: true });
  writeFileSync(accountFile(), JSON.stringify({ phone, madeAt }));
}

export function readPhoneAccount(): { phone: string; madeAt: number } {
  return JSON.parse(readFileSync(accountFile(), 'utf8')) as { phone: string; madeAt: number };
}
