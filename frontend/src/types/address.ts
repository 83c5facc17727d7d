export interface AddressFields {
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  region: string;
  city: string;
  area: string;
  zip_code: string;
  apartment_suit: string;
}

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
