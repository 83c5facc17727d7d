import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/format/error-message';
import { useResource } from '@/lib/hooks/use-resource';
import { getNotices } from '../api/get-notices';
import { markNoticesRead } from '../api/mark-notices-read';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** The customer's notices (a phone they waited for is back), newest first. */
export function NoticesPage() {
  const i18n = useI18n();
  const format = useFormat();
  const notices = useResource(getNotices, i18n._('Could not load your notices'));
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const unread = notices.data?.unread ?? 0;

  const markAll = () => {
    setBusy(true);
    markNoticesRead()
      .then(() => {
        notices.setData((data) => ({ unread: 0, notices: data.notices.map((n) => ({ ...n, read: true })) }));
        setStatus(i18n._('All notices marked read'));
      })
      .catch((reason: unknown) => setStatus(messageOf(reason, i18n._('Could not mark the notices read'))))
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby="notices-title" className="account-page">
      <title>{i18n._('Notices · PhoneBazar')}</title>
      <div className="account-page__heading">
        <h1 id="notices-title">{i18n._('Notices')}</h1>
        {unread > 0 && (
          <button type="button" className="button" onClick={markAll} disabled={busy} aria-busy={busy}>
            {i18n._('Mark all read')}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="muted">
        {status}
      </p>
      {notices.error && (
        <p role="alert" className="alert">
          {notices.error}
        </p>
      )}
      {notices.data && notices.data.notices.length === 0 && (
        <p className="muted">{i18n._('No notices yet. Ask to be told when a sold-out phone is back, on its page.')}</p>
      )}
      {notices.data && notices.data.notices.length > 0 && (
        <ul className="notice-list" data-testid="notices">
          {notices.data.notices.map((notice) => (
            <li key={notice._id} className={notice.read ? 'notice-list__item' : 'notice-list__item notice-list__item--unread'}>
              <p>
                {!notice.read && <strong className="notice-list__new">{i18n._('New:')} </strong>}
                {format.text(notice, notice.message)}{' '}
                <Link to={paths.productDetails(notice.product_slug, notice.product_id)}>{i18n._('See {title}', { title: notice.product_title })}</Link>
              </p>
              <p className="muted">{format.moment(notice.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
      {notices.loading && !notices.data && <p className="muted">{i18n._('Loading…')}</p>}
    </section>
  );
}
