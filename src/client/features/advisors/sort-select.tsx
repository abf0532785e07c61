// The sort order of the results; 'available' (the default) is left out of the URL by the builder.
import { useId } from 'react';
import type { AdvisorSort } from '../../../shared/advisor-search-url';
import {
  ADVISOR_SORT_LABELS,
  ADVISOR_SORTS,
  DEFAULT_ADVISOR_SORT,
} from '../../../shared/advisor-search-url';
import controls from './results-controls.module.css';
import classes from './advisor-results-page.module.css';

export function SortSelect({
  value,
  onChange,
}: {
  value: AdvisorSort | undefined;
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
        value={value ?? DEFAULT_ADVISOR_SORT}
        onChange={(event) => {
          const sort = ADVISOR_SORTS.find((option) => option === event.target.value);
          if (sort) onChange(sort);
        }}
      >
        {ADVISOR_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {ADVISOR_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
