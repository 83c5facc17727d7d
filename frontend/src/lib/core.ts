// The one module that loads the WebAssembly core. Every business rule the UI
// uses comes from here; nothing else imports the generated package.
import * as wasm from '../../wasm-pkg/shop_wasm_bridge';
import type { ProductSpecs } from '../types/product';

import type { FieldError } from '../../wasm-pkg/shop_wasm_bridge';

export type {
  AddressForm,
  CartLine,
  CartToggle,
  FieldError,
  FilterGroup,
  DeliveryQuote,
  DeliveryZone,
  ListingDefaults,
  ListingParams,
  ListingQuery,
  Notices,
  PaymentOption,
  PaymentStatus,
  OrderStatus,
  Poisha,
  ProductForm,
  ProductSpecs,
  ProfileForm,
  ReviewForm,
  Range,
  SignupForm,
  SortDirection,
  SortKey,
  StockLevel,
  ToggleOutcome,
  WishlistToggle,
} from '../../wasm-pkg/shop_wasm_bridge';

/** An error thrown by a core rule; `code` names the rule, `message` is for the user. */
export interface ShopCoreError extends Error {
  name: 'ShopCoreError';
  code: string;
}

export function isShopCoreError(error: unknown): error is ShopCoreError {
  return error instanceof Error && error.name === 'ShopCoreError';
}

export const {
  applyDiscount,
  canCancelOrder,
  canReviewOrder,
  cartItemCount,
  cartSubtotal,
  cartToggle,
  deliveryQuote,
  deliveryZoneLabel,
  clampPage,
  decreaseQuantity,
  filterMatches,
  formatMoney,
  increaseQuantity,
  lineTotal,
  listingDefaults,
  moneyFromTk,
  moneyToTkText,
  networks,
  nextOrderMoves,
  nextOrderStatuses,
  orderStatuses,
  orderTransition,
  parseCount,
  parseDecimal,
  parseListing,
  parseMoney,
  paymentMethodLabel,
  paymentMethods,
  paymentStatusLabel,
  paymentTransition,
  stockLevel,
  sumMoney,
  toggleDirection,
  toggleOutcome,
  totalPages,
  validateAddress,
  validateField,
  validateProduct,
  validateProfile,
  validateRating,
  validateReview,
  validateSignup,
  wishlistInCart,
  wishlistToggle,
} = wasm;

/** Every refused field of a phone's specs, the screen in inches (the core's `PhoneSpecs`, typed by the OpenAPI schema). */
export const validateSpecs: (specs: ProductSpecs) => FieldError[] = wasm.validateSpecs;

/** The spec's notice texts, read once from the core. */
export const notices = wasm.notices();

/** The message a field shows inline, or null when the value is accepted. */
export function fieldMessage(rule: string, value: string): string | null {
  try {
    validateField(rule, value);
    return null;
  } catch (error) {
    if (isShopCoreError(error)) return error.message;
    throw error;
  }
}
