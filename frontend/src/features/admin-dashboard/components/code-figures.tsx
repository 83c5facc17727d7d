import type { Attention } from '@/types/admin';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';

type Codes = Attention['codes'];

/** Codes used per 100 sent below which, over a week of at least `WATCHED_FROM` codes, the admin is warned. */
const FEW_USED_PERCENT = 30;
const WATCHED_FROM = 20;

/** Whether the codes need the admin: the shop-wide budget refused some today, or most codes of the week went unused. */
export function codesNeedAttention(codes: Codes): boolean {
  return codes.over_budget_today > 0 || (codes.sent_week >= WATCHED_FROM && (codes.used_percent_week ?? 100) < FEW_USED_PERCENT);
}

/** SMS codes sent against codes used (a flood of codes nobody types in is an attack), with the budget's alarm. */
export function CodeFigures({ codes }: { codes: Codes }) {
  const i18n = useI18n();
  const format = useFormat();
  const n = format.count;
  const percent = codes.used_percent_week;
  return (
    <div className="code-figures">
      <h3>{i18n._('SMS codes')}</h3>
      {codes.over_budget_today > 0 && (
        <p className="alert">
          {i18n._('The shop-wide budget refused {count} code requests today, the last at {time}. Someone may be flooding the code form.', {
            count: n(codes.over_budget_today),
            time: codes.last_over_budget ? format.moment(codes.last_over_budget) : '—',
          })}
        </p>
      )}
      {codes.over_budget_today === 0 && codesNeedAttention(codes) && (
        <p className="alert">{i18n._('Most codes sent this week were never used. Someone may be asking for codes to numbers that are not theirs.')}</p>
      )}
      <dl className="figure-pairs">
        <dt>{i18n._('Today')}</dt>
        <dd>{i18n._('{sent} sent, {used} used', { sent: n(codes.sent_today), used: n(codes.used_today) })}</dd>
        <dt>{i18n._('Last 7 days')}</dt>
        <dd>
          {i18n._('{sent} sent, {used} used', { sent: n(codes.sent_week), used: n(codes.used_week) })}
          {percent != null && ` (${i18n._('{percent}% used', { percent: n(percent) })})`}
        </dd>
      </dl>
    </div>
  );
}
