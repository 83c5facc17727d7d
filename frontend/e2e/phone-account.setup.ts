import { test as setup } from '@playwright/test';
import { newCustomer } from './support/api';
import { numberedAccount, phoneAccount, saveNumberedAccount, savePhoneAccount } from './support/sms';

// Before the journeys: an account made with a number, whose next code may go a minute later
// (one code a minute per number), by when the sign-in journey asks for it.
setup('a customer has an account made with a mobile number', async ({ request }) => {
  const madeAt = Date.now();
  savePhoneAccount(await phoneAccount(request, 'Nasrin'), madeAt);
});

// And one with an e-mail, a password and a number, which forgets its password (password-reset.spec.ts).
setup('a customer has an account with an e-mail, a password and a mobile number', async ({ request }) => {
  saveNumberedAccount(await numberedAccount(request, newCustomer('reset')));
});
