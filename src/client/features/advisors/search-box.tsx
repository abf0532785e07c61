// The search box at the top of the results page: an advisor's name, a keyword or a ZIP code.
// A plain GET form (q=), so it works before scripts load; with them it navigates in place. What a
// visitor typed while the page was starting is adopted when it starts, and a search sends what
// the box shows.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import { LIMITS } from '../../../shared/limits';
import { useRunOnce } from '../../ui/use-run-once';
import { withSearchText } from './results-search';
import classes from './parts/search-box.module.css';

export interface SearchBoxProps {
  search: AdvisorSearch;
  /** The path the form sends to without scripts: the results page being shown. */
  action: string;
  onSearch: (next: AdvisorSearch) => void;
}

export function SearchBox({ search, action, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(search.q ?? search.zip ?? '');
  const input = useRef<HTMLInputElement>(null);
  // Typed into the server-rendered box before the application started: keep it.
  useRunOnce(true, () => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(withSearchText(search, input.current?.value ?? text));
  };
  return (
    <form role="search" className={classes.form} action={action} method="get" onSubmit={submit}>
      <label htmlFor={id} className={classes.label}>
        Search by name, keyword or ZIP code
      </label>
      <div className={classes.row}>
        <span className={classes.field}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="M13 13l4.5 4.5" />
          </svg>
          <input
            ref={input}
            id={id}
            name="q"
            type="search"
            className={classes.input}
            value={text}
            maxLength={LIMITS.advisorSearchText.max}
            placeholder="Name, keyword or ZIP code"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
        </span>
        <button type="submit" className={classes.button}>
          Search
        </button>
      </div>
    </form>
  );
}
