// The sort order of the results; the default ('relevance' with search text, else 'available') is
// left out of the URL by the builder.
import { useId } from 'react';
import type { AdvisorSort } from '../../../shared/advisor-search-url';
import {
  ADVISOR_SORT_LABELS,
  ADVISOR_SORTS,
  defaultSortOf,
  sortsOf,
} from '../../../shared/advisor-search-url';
import controls from './results-controls.module.css';
import classes from './advisor-results-page.module.css';

export function SortSelect({
  value,
  q,
  onChange,
}: {
  value: AdvisorSort | undefined;
  /** The search text: 'Best match' is offered only with it. */
  q: string | undefined;
  onChange: (sort: AdvisorSort) => void;
}) {
  const id = useId();
  return (
    <div className={classes.sort}>
      <label htmlFor={id} className={classes.sortLabel}>
        Sort by
      </label>
      <select
        id={id}
        className={controls.select}
        value={value ?? defaultSortOf(q)}
        onChange={(event) => {
          const sort = ADVISOR_SORTS.find((option) => option === event.target.value);
          if (sort) onChange(sort);
        }}
      >
        {sortsOf(q).map((sort) => (
          <option key={sort} value={sort}>
            {ADVISOR_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
