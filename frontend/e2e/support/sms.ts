// Codes by SMS in the journeys: read from the SMS gateway simulator's JSON
// API (`scripts/test` starts it and hands its address over as SMS_SIM_URL),
// as a shopper reads them off the phone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';

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

const setupFile = (name: string) => join(test.info().project.outputDir, `${name}.json`);

/** Keeps the number of the account the setup made for the sign-in journey. */
export function savePhoneAccount(phone: string, madeAt: number) {
  mkdirSync(test.info().project.outputDir, { recursive: true });
  writeFileSync(setupFile('phone-account'), JSON.stringify({ phone, madeAt }));
}

export function readPhoneAccount(): { phone: string; madeAt: number } {
  return JSON.parse(readFileSync(setupFile('phone-account'), 'utf8')) as { phone: string; madeAt: number };
}

/** An e-mail account with a password and a number, whose next code may go a minute after the setup made it. */
export interface NumberedAccount {
  email: string;
  password: string;
  phone: string;
}

/** Signs up with an e-mail and adds a number, proven by its `add_number` code, through the API. */
export async function numberedAccount(request: APIRequestContext, account: { firstName: string; email: string; password: string }): Promise<NumberedAccount> {
  const signedUp = await request.post('/api/signup', {
    data: { first_name: account.firstName, email: account.email, password: account.password },
  });
  expect(signedUp.status()).toBe(201);
  const token = ((await signedUp.json()) as { token: string }).token;
  const phone = freshNumber();
  const since = Date.now() - 1000;
  const asked = await request.post('/api/phone/code', { headers: { 'X-Device': `journey-device-${phone}` }, data: { phone, purpose: 'add_number' } });
  expect(asked.status()).toBe(202);
  const added = await request.put('/api/auth/customer-profile/phone', { headers: { token }, data: { phone, code: await codeSentTo(request, phone, since) } });
  expect(added.status()).toBe(200);
  return { email: account.email, password: account.password, phone };
}

export function saveNumberedAccount(account: NumberedAccount) {
  mkdirSync(test.info().project.outputDir, { recursive: true });
  writeFileSync(setupFile('numbered-account'), JSON.stringify(account));
}

export function readNumberedAccount(): NumberedAccount {
  return JSON.parse(readFileSync(setupFile('numbered-account'), 'utf8')) as NumberedAccount;
}

/**
 * Asks for a code for `phone` in the form `scope`; if the number's minute is not over (a journey
 * run alone comes within the minute of its setup's code), waits it out as a shopper would. Answers
 * when the code was asked for, to read it from the SMS gateway.
 */
export async function askForCode(page: Page, scope: Page | Locator, phone: string): Promise<number> {
  await scope.getByLabel('Mobile number', { exact: true }).fill(phone);
  const since = Date.now() - 1000;
  await scope.getByRole('button', { name: 'Send code' }).click();
  const wait = scope.getByRole('alert').filter({ hasText: /Please wait \d+ seconds/ });
  const sent = scope.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone}` });
  await expect(wait.or(sent)).toBeVisible();
  if (await wait.isVisible()) {
    const seconds = Number((await wait.textContent())?.match(/(\d+) seconds/)?.[1] ?? 60);
    test.info().setTimeout(test.info().timeout + seconds * 1000);
    await page.waitForTimeout(seconds * 1000 + 500);
    await scope.getByRole('button', { name: 'Send code' }).click();
    await expect(sent).toBeVisible();
    return Date.now() - 1000;
  }
  return since;
}
