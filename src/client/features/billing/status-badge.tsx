// A ledger status as a badge: the words and colour of billing-format.ts.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { StatusShown } from './billing-format';

export function StatusBadge({ shown }: { shown: StatusShown }) {
  const { label, color } = shown;
  return (
    // The darkest text on the palest tint: the light variant's own pair is too faint (WCAG AA).
    <Badge variant="light" color={color} c={`${color}.9`} bg={`${color}.0`} radius="sm">
      {label}
    </Badge>
  );
}
