// The one module that loads the WebAssembly core. Every business rule the UI
// uses comes from here; nothing else imports the generated package. Code on
// the first page reaches it through `load-core` (it arrives after the first
// paint); its fixed texts and defaults are also generated as constants.
import * as wasm from '../../../wasm-pkg/shop_wasm_bridge';
import type { ProductSpecs } from '@/types/product';

import type { FieldError } from '../../../wasm-pkg/shop_wasm_bridge';

export type {
  AddressForm,
  CartLine,
  CodedText,
  CompareRowKey,
  FieldError,
  FilterGroup,
  Language,
  DeliveryQuote,
  DeliveryZone,
  ListingDefaults,
  ListingParams,
  ListingQuery,
  Notices,
  OrderStatus,
  Poisha,
  ProductForm,
  ProfileForm,
  ReviewForm,
  Range,
  RowComparison,
  SignupForm,
  SortDirection,
  SortKey,
  StockLevel,
  ToggleOutcome,
  VariantFacts,
  VariantPick,
} from '../../../wasm-pkg/shop_wasm_bridge';

import * as self from './core';
import { coreArrived } from './core-arrival';
import { TEXTS } from '@/generated/texts';
import { learnTexts } from '@/lib/i18n/texts';

export { isShopCoreError, type ShopCoreError } from './core-error';

export const {
  applyDiscount,
  canReviewOrder,
  cartItemCount,
  cartSubtotal,
  deliveryQuote,
  clampPage,
  compareMax,
  compareRow,
  decreaseQuantity,
  formatClockIn,
  formatCountIn,
  formatTenthsIn,
  formatDateIn,
  formatMoney,
  formatMoneyIn,
  increaseQuantity,
  isAwaitingPayment,
  lineTotal,
  listingDefaults,
  moneyFromTk,
  moneyToTkText,
  nearestVariant,
  networks,
  orderStatuses,
  parseCount,
  parseDecimal,
  parseListing,
  pickVariant,
  stockLevel,
  sumMoney,
  toggleOutcome,
  totalPages,
  validateAddress,
  validateField,
  validateProduct,
  validateProfile,
  validateReview,
  validateSignup,
  wishlistInCart,
} = wasm;

/** Every refused field of a phone's specs, the screen in inches (the core's `PhoneSpecs`, typed by the OpenAPI schema). */
export const validateSpecs: (specs: ProductSpecs) => FieldError[] = wasm.validateSpecs;

/** The contract's notice texts, read once from the core. */
export const notices = wasm.notices();

// The catalog of the core's and the server's texts comes with the module.
learnTexts(TEXTS);
// Whoever imported the core statically has it now; `useLoadedCore` readers too.
coreArrived(self);
