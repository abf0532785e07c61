// What the advisor helps with and who they are registered as: specialities and client types
// linking to their results pages, states served, languages, business model and the SEC record.
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { findBusinessModel } from '../../../shared/advisor-taxonomy';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { crdRecordUrl } from '../../../shared/domain/advisor-listing';
import { isStateAbbreviation, placeName, stateName, stateSlug } from '../../../shared/us-states';
import {
  DEFAULT_LANGUAGES,
  languageFilterSlug,
  LANGUAGES,
} from '../../../shared/advisor-search-filters';
import classes from './advisor-profile-page.module.css';

interface Attribute {
  slug: string;
  title: string;
}

export function AttributeChips({ items, label }: { items: readonly Attribute[]; label: string }) {
  return (
    <ul className={classes.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item.slug}>
          <Link to={buildAdvisorResultsUrl({ filters: [item.slug] })} className={classes.chip}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Credentials({ advisor }: { advisor: AdvisorProfile }) {
  const model = findBusinessModel(advisor.businessModel.slug);
  const states = advisor.states.filter(isStateAbbreviation);
  const place = placeName(advisor);
  return (
    <dl className={classes.facts}>
      <div className={classes.fact}>
        <dt>Business model</dt>
        <dd>
          <Link
            to={buildAdvisorResultsUrl({ filters: [advisor.businessModel.slug] })}
            className={classes.factLink}
          >
            {advisor.businessModel.title}
          </Link>
          {model && <span className={classes.factNote}>{model.description}</span>}
        </dd>
      </div>
      {place && (
        <div className={classes.fact}>
          <dt>Based in</dt>
          <dd>
            {place}
            <span className={classes.factNote}>Meets clients by video.</span>
          </dd>
        </div>
      )}
      {states.length > 0 && (
        <div className={classes.fact}>
          <dt>Serves clients in</dt>
          <dd>
            <ul className={classes.states}>
              {states.map((abbreviation) => (
                <li key={abbreviation}>
                  <Link
                    to={buildAdvisorResultsUrl({ filters: [], state: stateSlug(abbreviation) })}
                    className={classes.factLink}
                  >
                    {stateName(abbreviation)}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className={classes.fact}>
        <dt>Advises in</dt>
        <dd>
          <ul className={classes.states}>
            {LANGUAGES.filter((language) =>
              (advisor.languages ?? DEFAULT_LANGUAGES).includes(language.code),
            ).map((language) => (
              <li key={language.code}>
                {/* Every advisor speaks English: only the other languages are a filter. */}
                {language.code === 'english' ? (
                  language.title
                ) : (
                  <Link
                    to={buildAdvisorResultsUrl({ filters: [languageFilterSlug(language.code)] })}
                    className={classes.factLink}
                  >
                    {language.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {advisor.crdNumber && (
        <div className={classes.fact}>
          <dt>SEC registration</dt>
          <dd>
            CRD #{advisor.crdNumber}
            <a
              href={crdRecordUrl(advisor.crdNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.external}
            >
              View the public adviser record
              <span className={classes.visuallyHidden}> (opens in a new tab)</span>
              <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
                <path d="M6 3H3v10h10v-3M9 3h4v4M13 3L7 9" />
              </svg>
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
