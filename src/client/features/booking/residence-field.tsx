// Where the client lives, asked on the time page before the hold (ADR 0054): advisors may only
// advise residents of the states they serve, so the states this advisor serves come first.
import { NativeSelect } from '@mantine/core';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { OUTSIDE_US, RESIDENCE_CHOICES } from '../../../shared/contracts/residence';

export const RESIDENCE_LABEL = 'Where do you live?';

export interface ResidenceFieldProps {
  advisor: Pick<AdvisorProfile, 'firstName' | 'states'>;
  value: string;
  onChange: (residence: string) => void;
  error?: string | null;
}

export function ResidenceField({ advisor, value, onChange, error }: ResidenceFieldProps) {
  const served = new Set(advisor.states);
  const states = RESIDENCE_CHOICES.filter((choice) => choice.value !== OUTSIDE_US);
  const data = [
    { value: '', label: 'Choose your state', disabled: true },
    {
      group: `States ${advisor.firstName} serves`,
      items: states.filter((choice) => served.has(choice.value)),
    },
    { group: 'Other states', items: states.filter((choice) => !served.has(choice.value)) },
    {
      group: 'Outside the US',
      items: RESIDENCE_CHOICES.filter((choice) => choice.value === OUTSIDE_US),
    },
  ].filter((entry) => !('items' in entry) || (entry.items?.length ?? 0) > 0);
  return (
    <NativeSelect
      id="residence"
      label={RESIDENCE_LABEL}
      description="Advisors may only advise residents of the states they serve."
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
      size="sm"
    />
  );
}
