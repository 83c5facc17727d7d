/** Whole seconds from `nowMs` to the `deadline` moment; 0 once it passed, null for no deadline or one that is not a date. */
export function secondsLeft(deadline: string | null | undefined, nowMs: number): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** A countdown as a clock reads: `14:05`, or `1:02:09` past an hour. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
