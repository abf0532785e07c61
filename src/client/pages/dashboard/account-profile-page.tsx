// dashboard/account-profile (docs/product.md#account): the advisor's own account — name, email,
// password, time zone, the emails they get, two-step sign-in, their data — as My Account's profile
// shows it to clients. Also where an advisor's link confirming a new email address lands.
import { AreaPage } from '../../frame/area-page';
import { ConfirmEmailNotice } from '../../features/profile/confirm-email-notice';
import { ProfileContent } from '../../features/profile/profile-content';
import { DashboardNav } from './dashboard-nav';

export default function AccountProfilePage() {
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Your account"
      titleId="account-profile-title"
      lead="Your name, sign-in details, time zone, the emails you get and your data. Each part saves on its own. What clients see of you is on your public profile."
      nav={<DashboardNav />}
    >
      <ConfirmEmailNotice />
      <ProfileContent />
    </AreaPage>
  );
}
