// The advisor dashboard (spec §2.6) arrives with the identity work; this holds its place.
import { ComingSoon } from '../../ui/coming-soon';

export default function DashboardHomePage() {
  return (
    <ComingSoon
      area="Advisor Home"
      description="Your schedule, clients, payments and compliance reports will live here. We’re putting the finishing touches on it."
    />
  );
}
