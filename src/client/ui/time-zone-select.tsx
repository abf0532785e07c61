// A searchable choice of time zone, United States zones first: the viewer's zone on pages that
// show times, and the advisor's own zone in their availability.
import '@mantine/core/styles/ScrollArea.css';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { MantineSize } from '@mantine/core';
import { Select } from './combobox-inputs';
import { timeZoneChoices } from './time-zone-choices';

export interface TimeZoneSelectProps {
  value: string;
  onChange: (timeZone: string) => void;
  label?: ReactNode;
  description?: ReactNode;
  size?: MantineSize;
  className?: string;
  error?: ReactNode;
}

export function TimeZoneSelect({
  value,
  onChange,
  label = 'Time zone',
  description,
  size = 'sm',
  className,
  error,
}: TimeZoneSelectProps) {
  const data = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <Select
      className={className}
      label={label}
      description={description}
      size={size}
      data={data}
      value={value}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone matches"
      maxDropdownHeight={320}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
