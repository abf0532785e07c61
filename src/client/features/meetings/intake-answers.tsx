// A client's intake answers, folded away until opened.
import { Fragment } from 'react';
import type { IntakeAnswers as Answers } from '../../../shared/contracts/intake';
import { intakeLines } from '../../../shared/intake-labels';
import classes from './meeting-card.module.css';

export function IntakeAnswers({ answers, summary }: { answers: Answers; summary: string }) {
  return (
    <details className={classes.details}>
      <summary>{summary}</summary>
      <dl className={classes.answers}>
        {intakeLines(answers).map((line) => (
          <Fragment key={line.term}>
            <dt>{line.term}</dt>
            <dd>
              {Array.isArray(line.value) ? (
                <ul>
                  {line.value.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                line.value
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
