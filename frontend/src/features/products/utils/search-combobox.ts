import { paths } from '@/config/paths';
import type { Suggestions } from '../api/get-suggestions';

/** The search box's list of suggestions, and each option's id, which the box's input points at. */
export const LIST_ID = 'site-search-suggestions';
export const optionId = (index: number) => `site-search-option-${index}`;

/**
 * The option an arrow key moves to from `at` among `count` options (-1: none,
 * the text typed): down from the last comes back to the text, then the first.
 */
export function nextOption(at: number, step: 1 | -1, count: number): number {
  const next = at + step;
  if (next < -1) return count - 1;
  return next >= count ? -1 : next;
}

/** Where each suggestion leads, in the list's order: brands to their search, phones to their page. */
export function linksOf(found: Suggestions): string[] {
  return [
    ...found.brands.map((brand) => paths.searchFor(brand.name)),
    ...found.phones.map((phone) => paths.productDetails(phone.slug, phone._id, phone.matched_variant)),
  ];
}
