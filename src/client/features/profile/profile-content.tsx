// The sections of a person's own profile (docs/product.md#account), each saved on its own: the
// same on My Account's profile page and on Advisor Home's account page.
import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton } from '@mantine/core';
import type { Profile } from '../../../shared/contracts/profile';
import { useProfile } from './profile-api';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ResidenceSection } from './residence-section';
import { TimeZoneSection } from './time-zone-section';
import { TwoFactorSection } from './two-factor-section';
import { YourDataSection } from './your-data-section';
import classes from './profile.module.css';

const PLACEHOLDER_SECTIONS = 4;

function Sections({ profile }: { profile: Profile }) {
  return (
    <div className={classes.sections}>
      <NameSection profile={profile} />
      <EmailSection profile={profile} />
      <TimeZoneSection profile={profile} />
      <ResidenceSection profile={profile} />
      <PasswordSection profile={profile} />
      <NotificationsSection profile={profile} />
      <TwoFactorSection profile={profile} />
      <YourDataSection />
      <DeleteAccountSection />
    </div>
  );
}

export function ProfileContent() {
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
