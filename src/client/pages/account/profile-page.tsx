// account/profile (docs/product.md#account): the person's name, email, password, time zone, the
// emails they get, two-step sign-in, their data and closing the account, each section saved on its
// own. Also where the link confirming a new email address lands.
import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton } from '@mantine/core';
import type { Profile } from '../../../shared/contracts/profile';
import { useProfile } from '../../features/profile/profile-api';
import { AreaPage } from '../../frame/area-page';
import { AccountNav } from './account-nav';
import { ConfirmEmailNotice } from '../../features/profile/confirm-email-notice';
import { EmailSection } from '../../features/profile/email-section';
import { NameSection } from '../../features/profile/name-section';
import { NotificationsSection } from '../../features/profile/notifications-section';
import { PasswordSection } from '../../features/profile/password-section';
import { TimeZoneSection } from '../../features/profile/time-zone-section';
import { TwoFactorSection } from '../../features/profile/two-factor-section';
import { YourDataSection } from '../../features/profile/your-data-section';
import { DeleteAccountSection } from '../../features/profile/delete-account-section';
import classes from '../../features/profile/profile.module.css';

const PLACEHOLDER_SECTIONS = 4;

function Sections({ profile }: { profile: Profile }) {
  return (
    <div className={classes.sections}>
      <NameSection profile={profile} />
      <EmailSection profile={profile} />
      <TimeZoneSection profile={profile} />
      <PasswordSection profile={profile} />
      <NotificationsSection profile={profile} />
      <TwoFactorSection profile={profile} />
      <YourDataSection />
      <DeleteAccountSection />
    </div>
  );
}

function ProfileContent() {
  const profile = useProfile();
  if (profile.data) return <Sections profile={profile.data} />;
  if (profile.isError) {
    return (
      <div className={classes.failed} role="alert">
        <h2>Your profile could not be loaded</h2>
        <p>Something went wrong on our side or with the connection. Nothing was changed.</p>
        <Button onClick={() => void profile.refetch()} loading={profile.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label="Loading your profile">
      {Array.from({ length: PLACEHOLDER_SECTIONS }, (_, index) => (
        <Skeleton key={index} height={220} radius="lg" />
      ))}
    </div>
  );
}

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
