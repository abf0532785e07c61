// "Download my data": everything we hold about the person, as one JSON file.
import { Button } from '@mantine/core';
import { useDownloadMyData } from './account-safety-api';
import { ProfileSection } from './parts/profile-section';
import { messageOf } from '../../api/error-message';
import classes from './profile.module.css';

export function YourDataSection() {
  const download = useDownloadMyData();
  return (
    <ProfileSection
      id="profile-data-title"
      title="Your data"
      text="A copy of everything we hold about you: your profile, meetings and the notes you received, intake answers, payments and refunds, reviews, the list of your vault files and recordings, your shortlist, and your email choices."
      problem={download.isError ? messageOf(download.error) : null}
    >
      <div className={classes.actions}>
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
        <span className={classes.note}>A JSON file, made for you now.</span>
      </div>
    </ProfileSection>
  );
}
