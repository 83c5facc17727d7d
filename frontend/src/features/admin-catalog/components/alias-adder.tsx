import { type FormEvent, useId, useState } from 'react';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';
import { addSearchAlias, phonesTitled } from '../api/search-insights';

interface Found {
  _id: string;
  title: string;
}

/**
 * Makes a query that found nothing find a phone: the admin names the phone,
 * picks it from the ones the search lists, and the query becomes its alias.
 */
export function AliasAdder({ query, onAdded }: { query: string; onAdded: (title: string) => void }) {
  const i18n = useI18n();
  const id = useId();
  const [title, setTitle] = useState('');
  const [phones, setPhones] = useState<Found[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const page = await phonesTitled(title.trim());
      setPhones(page.products.map((p) => ({ _id: p._id, title: p.title })));
    } catch (reason) {
      setError(messageOf(reason, i18n._('Could not load products')));
    }
  };
  const add = async (phone: Found) => {
    setBusy(true);
    setError(null);
    try {
      await addSearchAlias(phone._id, query);
      onAdded(phone.title);
    } catch (reason) {
      setError(messageOf(reason, i18n._('Could not add the alias')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="alias-adder">
      <form className="alias-adder__find" onSubmit={(event) => void find(event)}>
        <label htmlFor={id}>{i18n._('Phone that “{query}” should find', { query })}</label>
        <input id={id} value={title} onChange={(event) => setTitle(event.target.value)} required />
        <button type="submit" className="button">
          {i18n._('Find')}
        </button>
      </form>
      {phones && phones.length === 0 && <p className="muted">{i18n._('No phones found')}</p>}
      {phones && phones.length > 0 && (
        <ul className="alias-adder__phones">
          {phones.map((phone) => (
            <li key={phone._id}>
              <button type="button" className="button" disabled={busy} onClick={() => void add(phone)}>
                {i18n._('Add “{query}” to {title}', { query, title: phone.title })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
