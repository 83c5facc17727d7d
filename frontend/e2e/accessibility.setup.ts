import { test as setup } from '@playwright/test';
import { buildWorld, saveWorld } from './support/axe-world';

// Runs before the accessibility cases and the journeys (see playwright.config.ts), so the
// orders it places never race a journey that counts a phone's stock.
setup('the accessibility cases have a customer with something in every list', async ({ request }) => {
  saveWorld(await buildWorld(request));
});
