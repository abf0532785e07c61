// Checkbox and radio choices as whole-card buttons: a bigger target than a bare box, which
// matters on phones. They work inside Mantine's Checkbox.Group and Radio.Group.
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import type { ReactNode } from 'react';
import { Checkbox, Radio } from '@mantine/core';
import classes from './choice-cards.module.css';

export interface Choice {
  value: string;
  label: string;
}

export function CheckCard({ value, label }: Choice) {
  return (
    <Checkbox.Card value={value} className={classes.card}>
      <span className={classes.inner}>
        <Checkbox.Indicator className={classes.indicator} />
        <span>{label}</span>
      </span>
    </Checkbox.Card>
  );
}

export function RadioCard({ value, label }: Choice) {
  return (
    <Radio.Card value={value} className={classes.card}>
      <span className={classes.inner}>
        <Radio.Indicator className={classes.indicator} />
        <span>{label}</span>
      </span>
    </Radio.Card>
  );
}

/** The cards of one question, in one column on phones and two beside each other otherwise. */
export function ChoiceGrid({ children, single }: { children: ReactNode; single?: boolean }) {
  return <div className={single ? classes.list : classes.grid}>{children}</div>;
}
