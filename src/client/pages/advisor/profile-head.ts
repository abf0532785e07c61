// Title, description, sharing tags and structured data of an advisor profile.
import { pageTitle } from '../../document-head';
import type { HeadContext, PageHead } from '../../document-head';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { formatHourlyRate } from '../../../shared/format';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { placeName } from '../../../shared/us-states';
import { advisorProfileKey } from '../../features/advisors/advisors-api';
import { organizationJsonLd } from '../../seo/structured-data';
import { advisorJsonLd } from '../../features/advisors/advisor-json-ld';

export function profileHead(context: HeadContext): PageHead {
  const slug = context.params.slug ?? '';
  const advisor = context.queryClient.getQueryData<AdvisorProfile>(advisorProfileKey(slug));
  if (!advisor) {
    return {
      title: pageTitle('Advisor not found'),
      description: ERROR_MESSAGES.noMatchingAdvisor,
      noIndex: true,
    };
  }
  const name = `${advisor.firstName} ${advisor.lastName}`;
  const credentials = advisor.certifications ? `, ${advisor.certifications}` : '';
  const place = placeName(advisor);
  return {
    title: pageTitle(`${name}${credentials} - Fee-Only Financial Advisor`),
    description: `${name} is an independent, fee-only fiduciary ${advisor.title.toLowerCase()}${place ? ` in ${place}` : ''}. Book a one-hour video meeting for ${formatHourlyRate(advisor.hourlyRate)}, with written notes afterwards.`,
    canonicalPath: ADVISOR_PAGES.profile(advisor.slug),
    ogType: 'profile',
    image: advisor.profilePicUrl,
    jsonLd: [organizationJsonLd(context.origin), advisorJsonLd(context.origin, advisor)],
  };
}
