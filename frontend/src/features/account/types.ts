import type { Poisha } from '../../lib/core';
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

export type ProfileFields = Pick<Profile, 'first_name' | 'last_name' | 'avatar'>;
