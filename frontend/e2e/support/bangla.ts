// Money as the core writes it in Bangla, worked out here to check the app against.

/** An amount in Bengali digits grouped by lakh, two decimals, then টাকা (the core's Bangla format). */
export const BANGLA_MONEY = /^[০-৯]{1,3}(?:,[০-৯]{2})*(?:,[০-৯]{3})?\.[০-৯]{2} টাকা$|^[০-৯]{1,3}\.[০-৯]{2} টাকা$/;
/** The same amount in Bengali digits, worked out here (not by the app's core). */
export function taka(poisha: number): string {
  const latin = `${Math.floor(poisha / 100).toLocaleString('en-IN')}.${String(poisha % 100).padStart(2, '0')}`;
  return `${latin.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d)} টাকা`;
}
