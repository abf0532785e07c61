// The net-worth and cash-flow worksheet: whole-dollar lines in four groups with their totals. The
// client fills it in and saves; the advisor reads the same numbers without changing them.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { useState } from 'react';
import { Button, NumberInput } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import {
  WORKSHEET_AMOUNT_MAX_DOLLARS,
  WORKSHEET_SECTIONS,
  WORKSHEET_SECTION_KEYS,
  sectionTotal,
  worksheetSchema,
  worksheetTotals,
} from '../../../../shared/contracts/engagements';
import type {
  Engagement,
  Worksheet,
  WorksheetSection,
} from '../../../../shared/contracts/engagements';
import { formatCurrency } from '../../../../shared/format';
import { messageOf } from '../../../api/error-message';
import { useNotifications } from '../../../ui/notifications';
import { useSaveWorksheet } from '../engagements-api';
import classes from './portal.module.css';

const dollars = (value: number) => formatCurrency(value * 100);

function readOnlyValue(value: number | null) {
  return value === null ? 'Not filled in' : dollars(value);
}

export function WorksheetForm({
  engagement,
  readOnly = false,
}: {
  engagement: Engagement;
  readOnly?: boolean;
}) {
  const [sheet, setSheet] = useState<Worksheet>(engagement.worksheet);
  const save = useSaveWorksheet(engagement.id);
  const notify = useNotifications();
  const totals = worksheetTotals(sheet);

  const setLine = (section: WorksheetSection, line: string, value: string | number) => {
    const amount = typeof value === 'number' ? Math.round(value) : null;
    setSheet((current) => ({ ...current, [section]: { ...current[section], [line]: amount } }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = worksheetSchema.safeParse(sheet);
    if (!checked.success) return;
    save.mutate(checked.data, {
      onSuccess: () => notify.successTag('Worksheet saved'),
    });
  };

  return (
    <section className={classes.panel} aria-labelledby="worksheet-title">
      <h2 id="worksheet-title" className={classes.panelTitle}>
        Your numbers
      </h2>
      <p className={classes.panelLead}>
        {readOnly
          ? 'What the client entered for their net worth and monthly cash flow.'
          : 'What you own and owe, and what comes in and goes out each month, in whole dollars. Leave a line empty if it does not apply; save as often as you like.'}
      </p>
      <form onSubmit={submit} aria-label="Net worth and cash flow worksheet">
        <div className={classes.sheet}>
          {WORKSHEET_SECTION_KEYS.map((section) => {
            const { title, lines } = WORKSHEET_SECTIONS[section];
            const values = sheet[section] as Record<string, number | null>;
            return (
              <fieldset key={section} className={classes.sheetSection}>
                <legend>{title}</legend>
                {Object.entries(lines).map(([line, label]) =>
                  readOnly ? (
                    <div key={line} className={classes.total}>
                      <span>{label}</span>
                      <span>{readOnlyValue(values[line] ?? null)}</span>
                    </div>
                  ) : (
                    <NumberInput
                      key={line}
                      label={label}
                      value={values[line] ?? ''}
                      onChange={(value) => setLine(section, line, value)}
                      min={0}
                      max={WORKSHEET_AMOUNT_MAX_DOLLARS}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      prefix="$"
                      hideControls
                    />
                  ),
                )}
                <div className={classes.total}>
                  <span>Total</span>
                  <span>{dollars(sectionTotal(sheet, section))}</span>
                </div>
              </fieldset>
            );
          })}
        </div>
        <p className={classes.totals} aria-live="polite">
          <span>
            Net worth: <strong>{dollars(totals.netWorth)}</strong>
          </span>
          <span>
            Monthly cash flow: <strong>{dollars(totals.monthlyCashFlow)}</strong>
          </span>
        </p>
        {save.isError && (
          <Alert color="red" variant="light" role="alert" mb="sm" title="Not saved">
            {messageOf(save.error)}
          </Alert>
        )}
        {!readOnly && (
          <Button type="submit" loading={save.isPending}>
            Save worksheet
          </Button>
        )}
        {readOnly && engagement.worksheetUpdatedAt === null && (
          <p className={classes.muted}>The client has not filled in the worksheet yet.</p>
        )}
      </form>
    </section>
  );
}
