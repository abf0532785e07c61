// dashboard/availability: the signed-in advisor's weekly hours, date changes, time off and
// booking rules, which the slot engine turns into the times clients may book.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/ActionIcon.css';
import { AppError } from '../../../shared/errors';
import { useAvailabilitySettings } from '../../features/availability/availability-settings-api';
import { AreaPage } from '../../frame/area-page';
import { AvailabilityForm } from '../../features/availability/availability-form';
import {
  AvailabilityLoadError,
  AvailabilitySkeleton,
  NoAdvisorProfile,
} from '../../features/availability/availability-states';
import { CalendarSyncSection } from '../../features/calendar-sync/calendar-sync-section';
import { DashboardNav } from './dashboard-nav';

function isNoProfile(error: unknown): boolean {
  return error instanceof AppError && error.code === 'notFound';
}

export default function AvailabilityPage() {
  const settings = useAvailabilitySettings();

  let content;
  if (settings.data) {
    content = (
      <>
        <AvailabilityForm settings={settings.data} />
        <CalendarSyncSection timeZone={settings.data.rules.timeZone} />
      </>
    );
  } else if (settings.isError && isNoProfile(settings.error)) content = <NoAdvisorProfile />;
  else if (settings.isError) {
    content = (
      <AvailabilityLoadError
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  } else content = <AvailabilitySkeleton />;

  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Your availability"
      titleId="availability-title"
      lead="Set the hours clients can book you. They see these hours in their own time zone."
      nav={<DashboardNav />}
    >
      {content}
    </AreaPage>
  );
}
