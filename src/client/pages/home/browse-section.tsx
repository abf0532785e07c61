// Browse lists (docs/product.md#public-site): advisors by US state, by speciality and by business
// model.
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { BUSINESS_MODELS } from '../../../shared/advisor-taxonomy';
import type { SeoDataItem } from '../../../shared/contracts/home';
import { isStateAbbreviation, stateName, stateSlug } from '../../../shared/us-states';
import classes from './browse-section.module.css';

interface BrowseLink {
  label: string;
  to: string;
}

interface BrowseListProps {
  title: string;
  links: readonly BrowseLink[];
  wide?: boolean;
}

function BrowseList({ title, links, wide = false }: BrowseListProps) {
  if (links.length === 0) return null;
  return (
    <nav className={classes.column} aria-label={title}>
      <h3 className={classes.title}>{title}</h3>
      <ul className={wide ? `${classes.list} ${classes.wide}` : classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BrowseSection({
  states,
  specialities,
}: {
  states: readonly string[];
  specialities: readonly SeoDataItem[];
}) {
  // An unknown abbreviation would become an 'Unknown' link to /s/unknown: leave it out.
  const stateLinks = [...new Set(states.map((abbreviation) => abbreviation.toUpperCase()))]
    .filter(isStateAbbreviation)
    .map((abbreviation) => ({
      label: stateName(abbreviation),
      to: buildAdvisorResultsUrl({ filters: [], state: stateSlug(abbreviation) }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
  const specialityLinks = specialities.map((item) => ({
    label: item.title,
    to: buildAdvisorResultsUrl({ filters: [item.slug] }),
  }));
  const modelLinks = BUSINESS_MODELS.map((model) => ({
    label: model.title,
    to: buildAdvisorResultsUrl({ filters: [model.slug] }),
  }));

  return (
    <section className={classes.section} aria-labelledby="browse-title">
      <div className={classes.inner}>
        <h2 id="browse-title" className={classes.heading}>
          Browse advisors
        </h2>
        <div className={classes.columns}>
          <BrowseList title="By state" links={stateLinks} wide />
          <BrowseList title="By speciality" links={specialityLinks} />
          <BrowseList title="By business model" links={modelLinks} />
        </div>
      </div>
    </section>
  );
}
