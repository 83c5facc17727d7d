import type { TaxPaper } from '../api/get-tax-paper';
import { useI18n } from '@/lib/i18n';
import { type Format, useFormat } from '@/lib/format/format';
import './tax-paper.css';

interface TaxPaperViewProps {
  paper: TaxPaper;
  onPrint: () => void;
}

/** A rate in basis points as a percent: 1500 → 15%, 750 → 7.5%. */
const percent = (format: Format, bp: number) => `${format.count(bp / 100)}%`;

/** A Mushak-6.3 tax invoice or a Mushak-6.7 credit note, laid out as the NBR's forms are, for A4. */
export function TaxPaperView({ paper, onPrint }: TaxPaperViewProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = (poisha: number) => format.money(poisha);
  const invoice = paper.kind === 'invoice';
  return (
    <article className="tax-paper" aria-labelledby="tax-paper-title">
      <header className="tax-paper__head">
        <p className="tax-paper__form">{invoice ? 'Mushak-6.3' : 'Mushak-6.7'}</p>
        <p>{i18n._("Government of the People's Republic of Bangladesh, National Board of Revenue")}</p>
        <h1 id="tax-paper-title">{invoice ? i18n._('Tax invoice') : i18n._('Credit note')}</h1>
        <p className="muted">{invoice ? i18n._('[Clauses (c) and (f) of sub-rule (1) of rule 40]') : i18n._('[Clause (d) of sub-rule (1) of rule 40]')}</p>
      </header>
      <dl className="tax-paper__facts">
        <dt>{i18n._('Registered person')}</dt>
        <dd>{paper.seller.name}</dd>
        <dt>{i18n._('BIN')}</dt>
        <dd data-testid="tax-paper-bin">{paper.seller.bin}</dd>
        <dt>{i18n._('Address of issue')}</dt>
        <dd>{paper.seller.address}</dd>
      </dl>
      <dl className="tax-paper__facts">
        {paper.names_buyer && (
          <>
            <dt>{i18n._('Buyer')}</dt>
            <dd>{paper.buyer.name}</dd>
            <dt>{i18n._("Buyer's BIN")}</dt>
            <dd>{paper.buyer.bin ?? '—'}</dd>
            <dt>{i18n._("Buyer's address")}</dt>
            <dd>{paper.buyer.address}</dd>
          </>
        )}
        {invoice && (
          <>
            <dt>{i18n._('Destination')}</dt>
            <dd>{paper.destination}</dd>
          </>
        )}
        <dt>{invoice ? i18n._('Invoice number') : i18n._('Credit note number')}</dt>
        <dd data-testid="tax-paper-number">{paper.number}</dd>
        <dt>{i18n._('Date and time of issue')}</dt>
        <dd>{format.moment(paper.issued_at)}</dd>
        {!invoice && paper.original_number && (
          <>
            <dt>{i18n._('Tax invoice corrected')}</dt>
            <dd data-testid="tax-paper-original">
              {paper.original_number}
              {paper.original_issued_at && ` · ${format.moment(paper.original_issued_at)}`}
            </dd>
            <dt>{i18n._('Reason')}</dt>
            <dd>{paper.reason}</dd>
          </>
        )}
      </dl>
      <div className="tax-paper__table">
        <table>
          <thead>
            <tr>
              <th scope="col">{i18n._('No.')}</th>
              <th scope="col">{i18n._('Description')}</th>
              <th scope="col">{i18n._('Unit')}</th>
              <th scope="col">{i18n._('Quantity')}</th>
              <th scope="col">{i18n._('Unit price')}</th>
              <th scope="col">{i18n._('Price')}</th>
              <th scope="col">{i18n._('Discount')}</th>
              <th scope="col">{i18n._('Value after discount')}</th>
              <th scope="col">{i18n._('SD rate')}</th>
              <th scope="col">{i18n._('SD')}</th>
              <th scope="col">{i18n._('VAT rate')}</th>
              <th scope="col">{i18n._('VAT')}</th>
              <th scope="col">{i18n._('Value including all taxes')}</th>
            </tr>
          </thead>
          <tbody>
            {paper.lines.map((line, index) => (
              <tr key={`${index}-${line.description}`}>
                <td>{format.count(index + 1)}</td>
                <td>
                  {line.description}
                  {line.imeis && line.imeis.length > 0 && <span className="tax-paper__imei">IMEI {line.imeis.join(', ')}</span>}
                </td>
                <td>{line.unit === 'service' ? i18n._('service') : i18n._('piece')}</td>
                <td>{format.count(line.quantity)}</td>
                <td>{money(line.unit_price)}</td>
                <td>{money(line.price)}</td>
                <td>{money(line.discount)}</td>
                <td>{money(line.value)}</td>
                <td>{percent(format, line.sd_rate_bp)}</td>
                <td>{money(line.sd)}</td>
                <td>{percent(format, line.vat_rate_bp)}</td>
                <td>{money(line.vat)}</td>
                <td>{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {i18n._('Total')}
              </th>
              <td>{money(paper.totals.price)}</td>
              <td>{money(paper.totals.discount)}</td>
              <td>{money(paper.totals.value)}</td>
              <td />
              <td>{money(paper.totals.sd)}</td>
              <td />
              <td data-testid="tax-paper-vat">{money(paper.totals.vat)}</td>
              <td data-testid="tax-paper-total">{money(paper.totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {!invoice && <p>{i18n._('VAT effect of this note: {vat} less output tax.', { vat: money(paper.totals.vat) })}</p>}
      <p className="tax-paper__sign">{i18n._('Name, designation and signature of the responsible person')}</p>
      <div className="tax-paper__actions">
        <button type="button" className="button button--primary" onClick={onPrint}>
          {i18n._('Print')}
        </button>
      </div>
    </article>
  );
}
