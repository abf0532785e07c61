// The admin area (spec §2.4) arrives with the identity work; this holds its place.
import { ComingSoon } from '../../ui/coming-soon';

export default function AdminHomePage() {
  return (
    <ComingSoon
      area="Admin"
      description="User, role, event, payment and feature-flag tools will live here. We’re putting the finishing touches on it."
    />
  );
}
