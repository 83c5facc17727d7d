import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { fieldMessage } from '@/lib/format/field-message';
import { loadCore, useLoadedCore } from '@/lib/core/load-core';
import { useI18n } from '@/lib/i18n';

/** Submitting goes to /q?search=...; clearing resets the search and goes to /q (contract §2). */
export function SearchBox() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('search') ?? '');
  const navigate = useNavigate();
  // The rule arrives with the core, which a focus on the box asks for.
  const core = useLoadedCore();
  const error = core ? fieldMessage(core.validateField, 'notSingleSpace', value) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fieldMessage((await loadCore()).validateField, 'notSingleSpace', value)) return;
    void navigate(value.trim() ? paths.searchFor(value.trim()) : paths.search);
  };

  return (
    <form className="search-box" role="search" aria-label={i18n._('Phones')} onSubmit={(event) => void submit(event)}>
      <label htmlFor="site-search" className="visually-hidden">
        {i18n._('Search phones')}
      </label>
      <input
        id="site-search"
        type="search"
        placeholder={i18n._('Search phones, brands, chips…')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'site-search-error' : undefined}
        onFocus={() => void loadCore()}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value === '') void navigate(paths.search);
        }}
      />
      <button type="submit">{i18n._('Search')}</button>
      {error && (
        <p id="site-search-error" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
