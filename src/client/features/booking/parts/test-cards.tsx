// The note on the sandbox card form: this is a test environment, and these cards show what
// each outcome looks like. A button fills the number in.
import { Button } from '@mantine/core';
import { SANDBOX_TEST_CARDS } from '../../../../shared/domain/cards';
import { formatCardNumber } from './card-input';
import classes from './payment.module.css';

const OUTCOMES: Record<keyof typeof SANDBOX_TEST_CARDS, string> = {
  succeeds: 'succeeds',
  declined: 'is declined',
  insufficientFunds: 'is declined for insufficient funds',
};

export function TestCards({ onUse }: { onUse: (number: string) => void }) {
  const cards = Object.entries(SANDBOX_TEST_CARDS) as [keyof typeof SANDBOX_TEST_CARDS, string][];
  return (
    <aside className={classes.testNote} aria-labelledby="test-cards-title">
      <h3 id="test-cards-title" className={classes.testTitle}>
        Test environment: no real money moves
      </h3>
      <p>Use one of these card numbers with any future expiry date and any security code.</p>
      <ul className={classes.testCards}>
        {cards.map(([kind, number]) => (
          <li key={kind}>
            <code>{formatCardNumber(number)}</code>
            <span>{OUTCOMES[kind]}</span>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onUse(number)}
              aria-label={`Use the card that ${OUTCOMES[kind]}`}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
