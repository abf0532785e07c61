// /services/{slug}: the offering pages (the-hour, the-plan, the-ongoing) and the search landing
// pages (docs/product.md#public-site). The loader has already answered 404 for unknown slugs and
// for the-ongoing while its flag is off; the checks here only cover a render without that loader.
import { useParams } from 'react-router';
import { FLAGGED_SERVICE_SLUG, isServicePageSlug } from '../../../shared/routes/site';
import { useFeatureFlag } from '../../api/home';
import { NotFoundContent } from '../../frame/not-found-content';
import { SERVICE_PAGE_CONTENT } from './content/index';
import { ServiceTemplate } from './service-template';

export default function ServicePage() {
  const slug = useParams().slug ?? '';
  const ongoingEnabled = useFeatureFlag('TheOngoing');
  if (!isServicePageSlug(slug) || (slug === FLAGGED_SERVICE_SLUG && !ongoingEnabled)) {
    return <NotFoundContent />;
  }
  // key: moving between two service pages starts each one fresh (open FAQ answers and all).
  return <ServiceTemplate key={slug} content={SERVICE_PAGE_CONTENT[slug]} variant="service" />;
}

/** The route's head, loaded with the page (see lazyPage in routes.tsx). */
export { serviceHead as head } from './service-heads';
