import type { CompareRowKey } from '@/lib/core/core';
import type { I18n } from '@/lib/i18n';
import type { Product } from '@/types/product';
import type { Format } from '@/lib/format/format';

/** One row of the comparison: the core's key, its label, the value the core compares and the text shown. */
export interface CompareRowSpec {
  key: CompareRowKey;
  label: string;
  /** `null` when the phone's value is not known: shown as a dash, never best. */
  value: (phone: Product) => number | string | null;
  text: (phone: Product) => string | null;
}

/** How the rows write their labels, amounts and numbers in the language shown. */
export interface RowWriters {
  i18n: I18n;
  format: Format;
}

const rated = (phone: Product) => phone.rating_count > 0;

/** The rows in the order the table shows them (the core's order). */
export const compareRows = ({ i18n, format }: RowWriters): CompareRowSpec[] => [
  {
    key: 'price',
    label: i18n._('Price after discount'),
    value: (p) => p.final_price,
    text: (p) => format.money(p.final_price, p.final_price_text),
  },
  { key: 'ram', label: i18n._('RAM'), value: (p) => p.specs.ram_gb, text: (p) => `${format.count(p.specs.ram_gb)} GB` },
  { key: 'storage', label: i18n._('Storage'), value: (p) => p.specs.rom_gb, text: (p) => `${format.count(p.specs.rom_gb)} GB` },
  {
    key: 'battery',
    label: i18n._('Battery'),
    value: (p) => p.specs.battery_mah,
    text: (p) => `${format.grouped(p.specs.battery_mah)} mAh`,
  },
  {
    key: 'display',
    label: i18n._('Display'),
    value: (p) => p.specs.display_inch,
    text: (p) => i18n._('{size} inches', { size: format.tenths(p.specs.display_inch) }),
  },
  {
    key: 'mainCamera',
    label: i18n._('Main camera'),
    value: (p) => p.specs.camera_mp,
    text: (p) => `${format.count(p.specs.camera_mp)} MP`,
  },
  {
    key: 'selfieCamera',
    label: i18n._('Selfie camera'),
    value: (p) => p.specs.selfie_camera_mp ?? null,
    text: (p) => (p.specs.selfie_camera_mp == null ? null : `${format.count(p.specs.selfie_camera_mp)} MP`),
  },
  { key: 'network', label: i18n._('Network'), value: (p) => p.specs.network, text: (p) => p.specs.network },
  { key: 'processor', label: i18n._('Processor'), value: (p) => p.specs.processor, text: (p) => p.specs.processor },
  {
    key: 'rating',
    label: i18n._('Rating'),
    value: (p) => (rated(p) ? p.rate : null),
    text: (p) => (rated(p) ? i18n._('{rate} of 5 ({count})', { rate: format.tenths(p.rate), count: format.count(p.rating_count) }) : null),
  },
];
