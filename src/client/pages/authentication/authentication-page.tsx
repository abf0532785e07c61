// Sign-in pages (spec §2.7) arrive with the identity work; this holds their place.
import { ComingSoon } from '../../ui/coming-soon';

export default function AuthenticationPage() {
  return (
    <ComingSoon
      area="Log In"
      description="Secure sign-in for clients and advisors is on its way. In the meantime you can browse our advisors and their prices."
    />
  );
}
