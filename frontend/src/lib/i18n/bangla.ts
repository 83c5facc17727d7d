// The Bangla catalogs: one chunk, fetched when a shopper chooses Bangla,
// with a Bengali web font (the Bengali subset of Noto Sans Bengali, regular
// and bold, font-display: swap), so Bangla looks the same on a machine
// without a Bengali font. The style sheet comes with the chunk, so English
// pages never load the font.
import './bengali-font.css';
import type { Messages } from '@lingui/core';
// Hand-kept and keyed by text code, not a Lingui catalog: `lingui extract`
// leaves it alone (see ./texts).
import texts from './locales/bn/texts.json';
import { learnBanglaTexts } from './texts';
import { messages as shell } from './locales/bn/shell.json?lingui';
import { messages as account } from './locales/bn/account.json?lingui';
import { messages as addresses } from './locales/bn/addresses.json?lingui';
import { messages as adminCatalog } from './locales/bn/admin-catalog.json?lingui';
import { messages as adminDashboard } from './locales/bn/admin-dashboard.json?lingui';
import { messages as adminMarketing } from './locales/bn/admin-marketing.json?lingui';
import { messages as adminOrders } from './locales/bn/admin-orders.json?lingui';
import { messages as adminQuestions } from './locales/bn/admin-questions.json?lingui';
import { messages as auth } from './locales/bn/auth.json?lingui';
import { messages as cart } from './locales/bn/cart.json?lingui';
import { messages as checkout } from './locales/bn/checkout.json?lingui';
import { messages as compare } from './locales/bn/compare.json?lingui';
import { messages as home } from './locales/bn/home.json?lingui';
import { messages as orders } from './locales/bn/orders.json?lingui';
import { messages as payment } from './locales/bn/payment.json?lingui';
import { messages as products } from './locales/bn/products.json?lingui';
import { messages as reviews } from './locales/bn/reviews.json?lingui';
import { messages as wishlist } from './locales/bn/wishlist.json?lingui';

/** A text several areas share keeps the translation one of them has (a missing one is empty). */
function merged(...catalogs: Messages[]): Messages {
  const messages: Messages = {};
  for (const catalog of catalogs) {
    for (const [id, message] of Object.entries(catalog)) {
      if (message.length > 0) messages[id] = message;
    }
  }
  return messages;
}

export const banglaMessages: Messages = merged(
  shell,
  account,
  addresses,
  adminCatalog,
  adminDashboard,
  adminMarketing,
  adminOrders,
  adminQuestions,
  auth,
  cart,
  checkout,
  compare,
  home,
  orders,
  payment,
  products,
  reviews,
  wishlist,
);

learnBanglaTexts(texts);
