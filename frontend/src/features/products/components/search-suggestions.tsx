import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useState } from 'react';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { getSuggestions, type Suggestions } from '../api/get-suggestions';
import { LIST_ID, linksOf, nextOption, optionId } from '../utils/search-combobox';
import './search-suggestions.css';

/** How long typing must pause before the server is asked. */
export const DEBOUNCE_MS = 150;

export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/**
 * The header search box's suggestions for `text`, loaded once a shopper types
 * (the box itself stays in the first view): brands first, then phones with
 * their picture and "from" price. Asks after typing pauses, and a new text
 * cancels the request before it, so at most one is in flight. It makes the
 * box's `input` a combobox of this list (its expanded state and active option)
 * and takes its keys through `keys`: arrows move, Enter opens the option
 * chosen, Escape closes the list.
 */
export default function SearchSuggestions({
  text,
  input,
  keys,
  onPick,
}: {
  text: string;
  input: RefObject<HTMLInputElement | null>;
  keys: RefObject<KeyHandler | null>;
  onPick: (link: string) => void;
}) {
  const i18n = useI18n();
  const format = useFormat();
  const [found, setFound] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const cancel = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(text, cancel.signal)
        .then((answer) => {
          setFound(answer);
          setActive(-1);
          setClosed(false);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      cancel.abort();
    };
  }, [text]);

  const links = found && !closed ? linksOf(found) : [];
  const open = links.length > 0;

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(open));
    if (open) box.setAttribute('aria-controls', LIST_ID);
    if (open && active >= 0) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');
    return () => {
      box.setAttribute('aria-expanded', 'false');
      box.removeAttribute('aria-activedescendant');
    };
  }, [input, open, active]);

  useEffect(() => {
    keys.current = (event) => {
      if (!open) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive(nextOption(active, event.key === 'ArrowDown' ? 1 : -1, links.length));
      } else if (event.key === 'Escape') {
        // Closes the list only: the box's own Escape (clearing the text) waits for a second press.
        event.preventDefault();
        setClosed(true);
      } else if (event.key === 'Enter' && links[active]) {
        event.preventDefault();
        onPick(links[active]);
      }
    };
    return () => {
      keys.current = null;
    };
  });

  if (!found || !open) return null;
  const option = (index: number) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': active === index,
    className: active === index ? 'search-suggestions__option is-active' : 'search-suggestions__option',
    // Keeps the focus in the box, so the click lands before the list closes.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => onPick(links[index] ?? ''),
  });
  const brands = found.brands.length;
  return (
    <ul id={LIST_ID} role="listbox" aria-label={i18n._('Suggestions')} className="search-suggestions">
      {found.brands.map((brand, index) => (
        <li key={brand.name} {...option(index)}>
          <strong>{brand.name}</strong>
          <span className="search-suggestions__note">{i18n._('{count} phones', { count: format.count(brand.phones) })}</span>
        </li>
      ))}
      {found.phones.map((phone, index) => (
        <li key={phone._id} {...option(brands + index)}>
          <img src={phone.cover} alt="" width={40} height={40} loading="lazy" />
          <span className="search-suggestions__title">{phone.title}</span>
          <span className="search-suggestions__note">{i18n._('from {price}', { price: format.money(phone.from_price, phone.from_price_text) })}</span>
        </li>
      ))}
    </ul>
  );
}
