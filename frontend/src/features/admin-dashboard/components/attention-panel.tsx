import { useId } from 'react';
import type { Attention } from '@/types/admin';
import { LatePaymentsTable, RefundsInDoubtTable, UnsettledTable } from './attention-tables';
import { CodeFigures, codesNeedAttention } from './code-figures';
import { LateClocksTable } from './late-clocks-table';
import { useI18n } from '@/lib/i18n';

/**
 * The overview's "Needs attention": money the shop could not settle on its own
 * yet, one table per kind that has any; the orders past the guidelines'
 * clocks; and the SMS codes sent against used.
 */
export function AttentionPanel({ attention, onChanged }: { attention: Attention; onChanged: () => void }) {
  const i18n = useI18n();
  const titleId = useId();
  const { late_payments: late, unsettled, refunds_in_doubt: refunds, late_clocks: clocks } = attention;
  const nothing = late.length === 0 && unsettled.length === 0 && refunds.length === 0 && clocks.length === 0 && !codesNeedAttention(attention.codes);
  return (
    <section className="admin-card admin-attention" aria-labelledby={titleId}>
      <h2 id={titleId}>{i18n._('Needs attention')}</h2>
      {nothing && <p className="empty">{i18n._('Nothing needs attention: every payment and refund is settled.')}</p>}
      {late.length > 0 && <LatePaymentsTable payments={late} />}
      {unsettled.length > 0 && <UnsettledTable checkouts={unsettled} onDecided={onChanged} />}
      {refunds.length > 0 && <RefundsInDoubtTable refunds={refunds} />}
      {clocks.length > 0 && <LateClocksTable orders={clocks} />}
      <CodeFigures codes={attention.codes} />
    </section>
  );
}
