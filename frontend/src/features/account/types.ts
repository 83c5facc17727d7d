import type { Poisha } from '../../lib/core';
import type { Schema } from '../../types/wire';
import type { Order } from '../../types/order';

/** `GET /api/dashboard`: orders that were not cancelled count as purchases. */
export interface CustomerDashboard {
  purchase_count: number;
  total_cost: Poisha;
  orders: Order[];
}

export interface Profile {
  _id: string;
  username: string;
  avatar: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'customer' | 'admin';
  created_at: string;
}

/** What a profile edit sends (the document's `ProfileRequest`, every field sent). */
export type ProfileFields = Required<Schema<'ProfileRequest'>>;
