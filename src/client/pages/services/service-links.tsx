// Spec §2.3: on the services pages the links 'Choose your advisor' and 'Compare all services'
// appear only while The Ongoing is offered; otherwise this renders nothing.
import { Link } from 'react-router';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../shared/routes/site';
import classes from './service-links.module.css';

export interface ServiceLinksProps {
  ongoingEnabled: boolean;
  /** Where 'Compare all services' leads: the services page, or its table when already there. */
  compareHref?: string;
}

export function ServiceLinks({
  ongoingEnabled,
  compareHref = SITE_PAGES.services,
}: ServiceLinksProps) {
  if (!ongoingEnabled) return null;
  return (
    <nav className={classes.links} aria-label="Next steps">
      <Link to={ADVISOR_PAGES.search} className={`${classes.link} ${classes.primary}`}>
        Choose your advisor
      </Link>
      {compareHref.startsWith('#') ? (
        <a href={compareHref} className={classes.link}>
          Compare all services
        </a>
      ) : (
        <Link to={compareHref} className={classes.link}>
          Compare all services
        </Link>
      )}
    </nav>
  );
}
