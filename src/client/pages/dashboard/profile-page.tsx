// dashboard/profile (docs/product.md#profile-editor): the advisor edits everything their public
// profile and card show, with a live preview of both.
import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton } from '@mantine/core';
import { AppError } from '../../../shared/errors';
import { AreaPage } from '../../frame/area-page';
import { useOwnAdvisorProfile } from '../../features/advisor-profile/advisor-profile-api';
import { ProfileEditor } from '../../features/advisor-profile/profile-editor';
import { DashboardNav } from './dashboard-nav';
import classes from './offerings-page.module.css';

export default function ProfilePage() {
  const editor = useOwnAdvisorProfile();

  let content;
  if (editor.data) {
    content = <ProfileEditor editor={editor.data} />;
  } else if (editor.error instanceof AppError && editor.error.status === 404) {
    content = (
      <div className={classes.message}>
        <p>{editor.error.message}</p>
      </div>
    );
  } else if (editor.isError) {
    content = (
      <div role="alert" className={classes.message}>
        <p>Your profile could not be loaded. Nothing you saved is lost.</p>
        <div>
          <Button onClick={() => void editor.refetch()} loading={editor.isFetching}>
            Try again
          </Button>
        </div>
      </div>
    );
  } else {
    content = (
      <div className={classes.stack} aria-busy="true" aria-label="Loading your profile">
        <Skeleton height={260} radius="lg" />
        <Skeleton height={200} radius="lg" />
        <Skeleton height={420} radius="lg" />
      </div>
    );
  }

  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Profile"
      titleId="profile-title"
      lead="What clients see of you on your profile, your card in search and the home page. Changes show there as soon as you save."
      nav={<DashboardNav />}
    >
      {content}
    </AreaPage>
  );
}
