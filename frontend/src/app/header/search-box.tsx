import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import type { KeyHandler } from '@/features/products/components/search-suggestions';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { fieldMessage } from '@/lib/format/field-message';
import { loadCore, useLoadedCore } from '@/lib/core/load-core';
import { useI18n } from '@/lib/i18n';

// The suggestions come after the first view: the box loads them once a shopper types.
const SearchSuggestions = lazy(() => import('@/features/products/components/search-suggestions'));

/**
 * Submitting goes to /q?search=...; clearing resets the search and goes to /q (contract §2).
 * From two characters typed, the box is a combobox of suggestions (the products feature's).
 */
export function SearchBox() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('search') ?? '');
  const navigate = useNavigate();
  // The rule arrives with the core, which a focus on the box asks for.
  const core = useLoadedCore();
  const error = core ? fieldMessage(core.validateField, 'notSingleSpace', value) : null;

  const box = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler>(null);
  const [suggesting, setSuggesting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuggesting(false);
    if (fieldMessage((await loadCore()).validateField, 'notSingleSpace', value)) return;
    void navigate(value.trim() ? paths.searchFor(value.trim()) : paths.search);
  };

  return (
    <form className="search-box" role="search" aria-label={i18n._('Phones')} onSubmit={(event) => void submit(event)}>
      <label htmlFor="site-search" className="visually-hidden">
        {i18n._('Search phones')}
      </label>
      <input
        ref={box}
        id="site-search"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded="false"
        placeholder={i18n._('Search phones, brands, chips…')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'site-search-error' : undefined}
        onFocus={() => void loadCore()}
        onBlur={() => setSuggesting(false)}
        onKeyDown={(event) => keys.current?.(event)}
        onChange={(event) => {
          setValue(event.target.value);
          setSuggesting(true);
          if (event.target.value === '') void navigate(paths.search);
        }}
      />
      {suggesting && value.trim().length >= 2 && (
        <Suspense fallback={null}>
          <SearchSuggestions
            text={value.trim()}
            input={box}
            keys={keys}
            onPick={(link) => {
              setSuggesting(false);
              void navigate(link);
            }}
          />
        </Suspense>
      )}
      <button type="submit">{i18n._('Search')}</button>
      {error && (
        <p id="site-search-error" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
