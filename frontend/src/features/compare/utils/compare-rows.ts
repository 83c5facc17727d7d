import type { CompareRowKey } from '../../../lib/core';
import type { Product } from '../../../types/product';

/** One row of the comparison: the core's key, its label, the value the core compares and the text shown. */
export interface CompareRowSpec {
  key: CompareRowKey;
  label: string;
  /** `null` when the phone's value is not known: shown as a dash, never best. */
  value: (phone: Product) => number | string | null;
  text: (phone: Product) => string | null;
}

const rated = (phone: Product) => phone.rating_count > 0;

/** The rows in the order the table shows them (the core's order). */
export const COMPARE_ROWS: CompareRowSpec[] = [
  { key: 'price', label: 'Price after discount', value: (p) => p.final_price, text: (p) => p.final_price_text },
  { key: 'ram', label: 'RAM', value: (p) => p.specs.ram_gb, text: (p) => `${p.specs.ram_gb} GB` },
  { key: 'storage', label: 'Storage', value: (p) => p.specs.rom_gb, text: (p) => `${p.specs.rom_gb} GB` },
  {
    key: 'battery',
    label: 'Battery',
    value: (p) => p.specs.battery_mah,
    text: (p) => `${p.specs.battery_mah.toLocaleString('en-US')} mAh`,
  },
  {
    key: 'display',
    label: 'Display',
    value: (p) => p.specs.display_inch,
    text: (p) => `${p.specs.display_inch.toFixed(1)} inches`,
  },
  { key: 'mainCamera', label: 'Main camera', value: (p) => p.specs.camera_mp, text: (p) => `${p.specs.camera_mp} MP` },
  {
    key: 'selfieCamera',
    label: 'Selfie camera',
    value: (p) => p.specs.selfie_camera_mp ?? null,
    text: (p) => (p.specs.selfie_camera_mp == null ? null : `${p.specs.selfie_camera_mp} MP`),
  },
  { key: 'network', label: 'Network', value: (p) => p.specs.network, text: (p) => p.specs.network },
  { key: 'processor', label: 'Processor', value: (p) => p.specs.processor, text: (p) => p.specs.processor },
  {
    key: 'rating',
    label: 'Rating',
    value: (p) => (rated(p) ? p.rate : null),
    text: (p) => (rated(p) ? `${p.rate.toFixed(1)} of 5 (${p.rating_count})` : null),
  },
];
