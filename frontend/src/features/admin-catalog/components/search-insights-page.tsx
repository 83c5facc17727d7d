import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { useFormat } from '@/lib/format/format';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { useShopStore } from '@/stores/shop-store';
import { type QueryReport, weekOfSearches } from '../api/search-insights';
import { AliasAdder } from './alias-adder';

type Row = QueryReport['top'][number];

/**
 * `search`: what shoppers searched for in the last 7 days, counted per query as
 * the search reads it (no account or address is kept), and the queries that
 * found nothing, each of which the admin can make find a phone.
 */
export function SearchInsightsPage() {
  const i18n = useI18n();
  const format = useFormat();
  const showNotice = useShopStore((s) => s.showNotice);
  const week = useResource(weekOfSearches, i18n._('Could not load the searches'));
  const [helped, setHelped] = useState<Record<string, string>>({});

  const table = (rows: Row[], label: string, withAlias: boolean) => (
    <table className="admin-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{i18n._('Query')}</th>
          <th scope="col">{i18n._('Searches')}</th>
          <th scope="col">{i18n._('Found nothing')}</th>
          {withAlias && <th scope="col">{i18n._('Make it find a phone')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.query}>
            <th scope="row">{row.query}</th>
            <td>{format.count(row.searches)}</td>
            <td>{format.count(row.nothing)}</td>
            {withAlias && (
              <td>
                {helped[row.query] ? (
                  <span>{i18n._('Now finds {title}', { title: helped[row.query] ?? '' })}</span>
                ) : (
                  <AliasAdder
                    query={row.query}
                    onAdded={(title) => {
                      setHelped((done) => ({ ...done, [row.query]: title }));
                      showNotice(i18n._('“{query}” now finds {title}', { query: row.query, title }), true, 4000);
                    }}
                  />
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <AdminPage title={i18n._('Searches')}>
      <p className="muted">{i18n._('The last 7 days, each query as the search reads it; no account or address is kept.')}</p>
      <LoadStatus resource={week} />
      {week.data && (
        <>
          <h2>{i18n._('Searched most')}</h2>
          {week.data.top.length === 0 ? <p className="empty">{i18n._('No searches yet')}</p> : table(week.data.top, i18n._('Searched most'), false)}
          <h2>{i18n._('Found nothing')}</h2>
          {week.data.nothing.length === 0 ? (
            <p className="empty">{i18n._('Every search found phones')}</p>
          ) : (
            table(week.data.nothing, i18n._('Found nothing'), true)
          )}
        </>
      )}
    </AdminPage>
  );
}
