// The product news email (docs/product.md#product-news): the admin's subject and message under the
// recipient's greeting. Its unsubscribe foot and headers are added as it leaves.
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName } from './email-layout';

export function productNewsEmail(input: {
  publicUrl: string;
  fullName: string;
  subject: string;
  body: string;
}): EmailContent {
  return composeEmail(input.subject, {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    blocks: [{ kind: 'text', text: input.body }],
  });
}
