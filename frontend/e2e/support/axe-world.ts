import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminMovesOrder, letters, newPhone, phoneInStock, sessionOf } from './api';
import { placeByApi, shopperWithAddress } from './payments';

/** What the accessibility cases visit: a customer with something in every list, and an admin. */
export type World = {
  customerToken: string;
  adminToken: string;
  product: string;
  orderId: string;
  paidBy: string;
  awaiting: string;
  productId: string;
  compare: string;
};

/** Written by the setup project (accessibility.setup.ts), read by every accessibility case. */
const worldFile = () => join(test.info().project.outputDir, 'axe-world.json');

/**
 * A cart line, a wishlist line, a delivered and reviewed order, and a bKash checkout waiting for
 * payment. The orders are of a phone of its own, listed with less stock than a journey's
 * `phoneInStock` asks for, so the waiting checkout's lapse never gives a unit back to a phone a
 * journey is counting.
 */
export async function buildWorld(request: APIRequestContext): Promise<World> {
  const { token, addressId } = await shopperWithAddress(request, 'axe');
  // Not a Samsung Galaxy: the catalog journey expects every hit of its Samsung Galaxy search to be one.
  const phone = await newPhone(request, `Nokia G42 ${letters()}`, 'Nokia');
  const headers = { token };
  const toCart = async () => expect((await request.post('/api/add-cart', { headers, data: { product_id: phone._id, quantity: 1 } })).status()).toBe(201);
  await toCart();
  const awaiting = (await placeByApi(request, token, addressId, 'bkash')).checkoutId;
  await toCart();
  const { checkoutId: paidBy, orderId } = await placeByApi(request, token, addressId, 'cash_on_delivery');
  await adminMovesOrder(request, orderId, ['confirmed', 'shipped', 'delivered']);
  const review = { product_id: phone._id, rating: 4, title: 'Bright screen', text: 'Reads well in the sun.' };
  expect((await request.post('/api/reviews', { headers, data: review })).status()).toBe(201);
  await toCart();
  const other = await phoneInStock(request, 20);
  expect((await request.post('/api/add-wishlist', { headers, data: { product_id: other._id } })).status()).toBe(201);
  return {
    customerToken: token,
    adminToken: (await sessionOf(request, ADMIN)).token,
    product: `/product/${encodeURIComponent(phone.slug)}/${phone._id}`,
    orderId,
    paidBy,
    awaiting,
    productId: phone._id,
    compare: `/compare?ids=${phone._id},${other._id}`,
  };
}

export function saveWorld(world: World) {
  mkdirSync(test.info().project.outputDir, { recursive: true });
  writeFileSync(worldFile(), JSON.stringify(world));
}

let world: World | undefined;
export function readWorld(): World {
  world ??= JSON.parse(readFileSync(worldFile(), 'utf8')) as World;
  return world;
}
