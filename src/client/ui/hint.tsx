// The name of an icon-only control, shown while it is pointed at or focused (docs/product.md#timings).
// The delays are the theme's Tooltip defaults (theme.ts), taken from src/shared.
import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

// Touch opens nothing: a tap presses the control, and its accessible name already says what it is.
const EVENTS = { hover: true, focus: true, touch: false };

export function Hint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} events={EVENTS} withArrow>
      {children}
    </Tooltip>
  );
}
