import type { Schema } from './wire';

/** The fields of the address form, every one sent (the document's `AddressFields` without `country` and `state`). */
export type AddressFields = Required<Omit<Schema<'AddressFields'>, 'country' | 'state'>>;

/** An address as the API answers it (the document does not describe answers yet). */

export interface Address extends AddressFields {
  _id: string;
  customer_id: string;
  country: string;
  state: string;
  is_default: boolean;
  createdAt: string;
}

export const emptyAddress: AddressFields = {
  first_name: '',
  last_name: '',
  phone: '',
  address: '',
  region: '',
  city: '',
  area: '',
  zip_code: '',
  apartment_suit: '',
};
