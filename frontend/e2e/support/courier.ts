// The courier in the journeys: the Steadfast simulator (`scripts/test`
// starts it with its webhooks pointed at the shop and hands its address over
// as COURIER_SIM_URL). A journey moves a parcel as the courier's riders
// would, through the simulator's JSON API; the shop hears of it by webhook.
import { type APIRequestContext, expect } from '@playwright/test';

const COURIER_SIM_URL = process.env.COURIER_SIM_URL ?? 'http://127.0.0.1:8097';

interface Consignment {
  id: number;
  invoice: string;
  status: string;
}

/** The simulator's consignment booked under `invoice` (the shop's checkout id). */
export async function consignmentOf(request: APIRequestContext, invoice: string): Promise<Consignment> {
  const answer = await request.get(`${COURIER_SIM_URL}/sim/consignments`);
  expect(answer.ok()).toBe(true);
  const found = ((await answer.json()) as { consignments: Consignment[] }).consignments.find((c) => c.invoice === invoice);
  expect(found, `a consignment for ${invoice}`).toBeDefined();
  return found!;
}

/** Moves consignment `id` a step along (`picked_up`, `out_for_delivery`, `delivered`, `refused`...). */
export async function courierMoves(request: APIRequestContext, id: number, step: string) {
  const answer = await request.post(`${COURIER_SIM_URL}/sim/consignments/${id}/move`, { data: { step } });
  expect(answer.ok(), `${step}: ${await answer.text()}`).toBe(true);
}

/** The courier pays the shop what its final parcels collected less its charges. */
export async function courierPaysOut(request: APIRequestContext) {
  const answer = await request.post(`${COURIER_SIM_URL}/sim/payouts`);
  expect(answer.ok(), await answer.text()).toBe(true);
}
