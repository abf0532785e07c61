// Thrown for a webhook whose signature does not verify: answered 400, never processed.
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not verify.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
