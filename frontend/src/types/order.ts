import type { OrderStatus, Poisha } from '../lib/core';

export interface Order {
  _id: string;
  checkout_id: string;
  createdAt: string;
  title: string;
  cover: string;
  description: string;
  delivery_date: string;
  order_status_type: OrderStatus;
  next_statuses: OrderStatus[];
  price: Poisha;
  list_price: Poisha;
  discount: number;
  quantity: number;
  total: Poisha;
  payment_method: string;
  payment_status: string;
  product_id: { _id: string; title: string; cover: string };
  shipping_id: {
    first_name: string;
    last_name: string;
    address: string;
    apartment_suit: string;
    area: string;
    city: string;
    post_code: string;
    country: string;
    phone: string;
  };
  address: string;
  city: string;
  phone: string;
  post_code: string;
}
