// The filters of the results page: state, price per hour, rating, credentials, language,
// specialities and business models.
// Each control produces the next search; the page turns it into a URL with the builder.
import { useId, useState } from 'react';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import { BUSINESS_MODELS } from '../../../shared/advisor-taxonomy';
import {
  CREDENTIALS,
  LANGUAGES,
  RATING_FLOORS,
  findLanguageBySlug,
  isRatingFloor,
  languageFilterSlug,
  ratingFloorLabel,
} from '../../../shared/advisor-search-filters';
import { MAX_ADVISOR_FILTERS } from '../../../shared/domain/advisor-listing';
import type { SeoDataItem } from '../../../shared/contracts/home';
import type { PriceRange } from '../../../shared/format';
import {
  isStateAbbreviation,
  stateFromSlug,
  stateName,
  stateSlug,
} from '../../../shared/us-states';
import { PriceFilter } from './price-filter';
import {
  withFilterToggled,
  withLanguage,
  withPrice,
  withRating,
  withState,
} from './results-search';
import controls from './results-controls.module.css';
import classes from './parts/results-filters.module.css';

/** Specialities listed before 'Show all'; checked ones are always listed. */
const SPECIALITIES_SHOWN = 8;

interface Option {
  slug: string;
  title: string;
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly Option[];
  selected: readonly string[];
  /** New filters can't be added past the limit; checked ones can still be cleared. */
  full: boolean;
  onToggle: (slug: string) => void;
  collapseAfter?: number;
}

function CheckboxGroup({
  legend,
  options,
  selected,
  full,
  onToggle,
  collapseAfter,
}: CheckboxGroupProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = collapseAfter !== undefined && options.length > collapseAfter + 1;
  const listed =
    collapsible && !expanded
      ? options.filter((option, index) => index < collapseAfter || selected.includes(option.slug))
      : options;
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      <ul className={classes.checks} id={`${id}-list`}>
        {listed.map((option) => {
          const checked = selected.includes(option.slug);
          return (
            <li key={option.slug}>
              <label className={classes.check}>
                <input
                  type="checkbox"
                  className={classes.box}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onToggle(option.slug)}
                />
                <span>{option.title}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {collapsible && (
        <button
          type="button"
          className={classes.more}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      )}
    </fieldset>
  );
}

export interface ResultsFiltersProps {
  search: AdvisorSearch;
  onChange: (next: AdvisorSearch) => void;
  /** Abbreviations of the states where advisors serve clients. */
  states: readonly string[];
  specialities: readonly SeoDataItem[];
  /** The Hour's price range across listed advisors, in cents. */
  hourPrices: PriceRange | undefined;
}

/** Every language but English, which every advisor speaks. */
const LANGUAGE_OPTIONS = LANGUAGES.filter((language) => language.code !== 'english');

function RatingFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const name = useId();
  const options = [
    { value: '', label: 'Any rating' },
    ...RATING_FLOORS.map((floor) => ({ value: floor, label: ratingFloorLabel(floor) })),
  ];
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>Rating</legend>
      <ul className={classes.checks}>
        {options.map((option) => (
          <li key={option.value}>
            <label className={classes.check}>
              <input
                type="radio"
                name={name}
                className={classes.box}
                value={option.value}
                checked={(value ?? '') === option.value}
                onChange={() => onChange(option.value || undefined)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The states to offer, by name, always including the one in the URL. */
export function stateOptions(states: readonly string[], current: string | undefined): Option[] {
  const abbreviations = new Set(
    states.map((state) => state.toUpperCase()).filter(isStateAbbreviation),
  );
  const currentState = current ? stateFromSlug(current) : undefined;
  if (currentState) abbreviations.add(currentState.abbreviation);
  return [...abbreviations]
    .map((abbreviation) => ({ slug: stateSlug(abbreviation), title: stateName(abbreviation) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-US'));
}

export function ResultsFilters({
  search,
  onChange,
  states,
  specialities,
  hourPrices,
}: ResultsFiltersProps) {
  const id = useId();
  const full = search.filters.length >= MAX_ADVISOR_FILTERS;
  const toggle = (slug: string) => onChange(withFilterToggled(search, slug));
  const language = search.filters.find((filter) => findLanguageBySlug(filter));
  return (
    <div className={classes.filters}>
      <div className={classes.group}>
        <label htmlFor={`${id}-state`} className={classes.legend}>
          State
        </label>
        <select
          id={`${id}-state`}
          className={controls.select}
          value={search.state ?? ''}
          onChange={(event) => onChange(withState(search, event.target.value || undefined))}
        >
          <option value="">All states</option>
          {stateOptions(states, search.state).map((state) => (
            <option key={state.slug} value={state.slug}>
              {state.title}
            </option>
          ))}
        </select>
      </div>

      <PriceFilter
        minPrice={search.minPrice}
        maxPrice={search.maxPrice}
        range={hourPrices}
        onApply={(minPrice, maxPrice) => onChange(withPrice(search, minPrice, maxPrice))}
      />

      <RatingFilter
        value={search.rating}
        onChange={(rating) =>
          onChange(withRating(search, rating && isRatingFloor(rating) ? rating : undefined))
        }
      />

      <CheckboxGroup
        legend="Credentials"
        options={CREDENTIALS}
        selected={search.filters}
        full={full}
        onToggle={toggle}
      />

      <div className={classes.group}>
        <label htmlFor={`${id}-language`} className={classes.legend}>
          Language
        </label>
        <select
          id={`${id}-language`}
          className={controls.select}
          value={language ?? ''}
          disabled={full && !language}
          onChange={(event) => onChange(withLanguage(search, event.target.value || undefined))}
        >
          <option value="">Any language</option>
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.code} value={languageFilterSlug(option.code)}>
              Speaks {option.title}
            </option>
          ))}
        </select>
      </div>

      {specialities.length > 0 && (
        <CheckboxGroup
          legend="Specialities"
          options={specialities}
          selected={search.filters}
          full={full}
          onToggle={toggle}
          collapseAfter={SPECIALITIES_SHOWN}
        />
      )}

      <CheckboxGroup
        legend="Business model"
        options={BUSINESS_MODELS}
        selected={search.filters}
        full={full}
        onToggle={toggle}
      />

      {full && (
        <p className={classes.hint} role="status">
          You can combine up to {MAX_ADVISOR_FILTERS} filters. Remove one to add another.
        </p>
      )}
    </div>
  );
}
