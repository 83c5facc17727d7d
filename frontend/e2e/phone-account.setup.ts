import { test as setup } from '@playwright/test';
import { phoneAccount, savePhoneAccount } from './support/sms';

// Before the journeys: an account made with a number, whose next code may go a minute later
// (one code a minute per number), by when the sign-in journey asks for it.
setup('a customer has an account made with a mobile number', async ({ request }) => {
  const madeAt = Date.now();
  savePhoneAccount(await phoneAccount(request, 'Nasrin'), madeAt);
});
