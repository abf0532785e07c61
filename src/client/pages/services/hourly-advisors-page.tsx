// /hourly-financial-advisors: the search landing page for hourly advice, linking into the
// advisor search (hourly planners, by topic and by price).
import { HOURLY_FINANCIAL_ADVISORS } from './content/hourly-financial-advisors';
import { ServiceTemplate } from './service-template';

export default function HourlyAdvisorsPage() {
  return <ServiceTemplate content={HOURLY_FINANCIAL_ADVISORS} variant="landing" />;
}
