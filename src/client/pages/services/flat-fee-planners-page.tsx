// /flat-fee-financial-planners: the search landing page for flat-fee plans, linking into the
// advisor search (flat-fee planners, by speciality).
import { FLAT_FEE_FINANCIAL_PLANNERS } from './content/flat-fee-financial-planners';
import { ServiceTemplate } from './service-template';

export default function FlatFeePlannersPage() {
  return <ServiceTemplate content={FLAT_FEE_FINANCIAL_PLANNERS} variant="landing" />;
}
