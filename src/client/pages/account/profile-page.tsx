// account/profile (docs/product.md#account): the person's name, email, password, time zone, the
// emails they get, two-step sign-in, their data and closing the account, each section saved on its
// own. Also where the link confirming a new email address lands.
import { AreaPage } from '../../frame/area-page';
import { AccountNav } from './account-nav';
import { ConfirmEmailNotice } from '../../features/profile/confirm-email-notice';
import { ProfileContent } from '../../features/profile/profile-content';

export default function ProfilePage() {
  return (
    <AreaPage
      eyebrow="My Account"
      title="Your profile"
      titleId="profile-title"
      lead="Your name, sign-in details, time zone, the emails you get and your data. Each part saves on its own."
      nav={<AccountNav />}
    >
      <ConfirmEmailNotice />
      <ProfileContent />
    </AreaPage>
  );
}
