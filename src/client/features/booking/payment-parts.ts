// What other features take from booking's payment and form parts: the sandbox card form and
// Stripe's hand-over (one look for every payment, ADR 0019), the attempt key that makes a retried
// payment safe, and the intake questions every purchase asks.
export { CardPaymentForm } from './parts/card-payment-form';
export { HostedPayment } from './parts/hosted-payment';
export { NO_OUTCOME, outcomeOfPaymentError } from './parts/payment-outcome';
export type { PaymentOutcome } from './parts/payment-outcome';
export { useKeyedPayment } from './parts/use-payment';
export { CharacterCounter, IntakeQuestions } from './parts/intake-questions';
