// The client account area (spec §2.5) arrives with the identity work; this holds its place.
import { ComingSoon } from '../../ui/coming-soon';

export default function AccountHomePage() {
  return (
    <ComingSoon
      area="My Account"
      description="Your meetings, reviews, billing history and secure file vault will live here. We’re putting the finishing touches on it."
    />
  );
}
