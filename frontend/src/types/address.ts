import type { Schema } from './wire';

/** The fields of the address form, every one sent (the document's `AddressFields` without `country` and `state`). */
export type AddressFields = Required<Omit<Schema<'AddressFields'>, 'country' | 'state'>>;

/** An address as the API answers it. */
export type Address = Schema<'AddressResponse'>;

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
