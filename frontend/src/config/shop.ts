// The shop as its papers (the invoice) name it.
export const shop = {
  name: 'PhoneBazar',
  phone: '09612-345678',
  email: 'help@phonebazar.com.bd',
} as const;
