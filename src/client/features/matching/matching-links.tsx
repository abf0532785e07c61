// Ways into matching from the advisor results (docs/product.md#matching): the questionnaire while
// its flag is on, and the shortlist once something is saved. Both appear only in the browser
// (the flag and the saved list are read there), so the server's HTML never disagrees.
import { Link } from 'react-router';
import { MATCHING_PAGES } from '../../../shared/routes/matching';
import { useFeatureFlag } from '../../api/home';
import { HeartIcon } from './save-advisor-button';
import { useSavedAdvisors } from './use-saved-advisors';
import classes from './parts/matching-links.module.css';

export function MatchingLinks() {
  const questionnaire = useFeatureFlag('AdvisorRecommendations');
  const { slugs } = useSavedAdvisors();
  if (!questionnaire && slugs.length === 0) return null;
  return (
    <p className={classes.links}>
      {questionnaire && (
        <Link to={MATCHING_PAGES.questionnaire} className={classes.primary}>
          Not sure who to choose? Find your match in five questions
        </Link>
      )}
      {slugs.length > 0 && (
        <Link to={MATCHING_PAGES.shortlist} className={classes.secondary}>
          <HeartIcon filled />
          Your shortlist ({slugs.length})
        </Link>
      )}
    </p>
  );
}
