// 'How we can help' (docs/product.md#public-site): eight topics, each opening the matching advisor
// results.
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { HELP_TOPICS } from '../../features/marketing/home-content';
import { Section } from '../../ui/section';
import { TopicIcon } from '../../features/marketing/topic-icons';
import classes from './help-section.module.css';

export function HelpSection() {
  return (
    <Section
      eyebrow="How we can help"
      title="Expert advice on the questions that matter to you"
      intro="Bring one question or ten. Our advisors cover every corner of personal finance."
    >
      <ul className={classes.grid}>
        {HELP_TOPICS.map((topic) => (
          <li key={topic.label}>
            <Link
              className={classes.tile}
              to={
                topic.slug
                  ? buildAdvisorResultsUrl({ filters: [topic.slug] })
                  : ADVISOR_PAGES.search
              }
            >
              <span className={classes.icon}>
                <TopicIcon name={topic.icon} />
              </span>
              <span className={classes.label}>{topic.label}</span>
              <span className={classes.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
