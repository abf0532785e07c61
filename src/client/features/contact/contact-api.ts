// The contact form's call (docs/product.md#public-site): POST api/contact with a message the shared
// schema accepts.
import { contactReceivedSchema } from '../../../shared/contracts/contact';
import type { ContactMessage, ContactReceived } from '../../../shared/contracts/contact';
import { SITE_API } from '../../../shared/routes/site-api';
import { http } from '../../api/http';

export async function sendContactMessage(message: ContactMessage): Promise<ContactReceived> {
  return contactReceivedSchema.parse(await http.post(SITE_API.contact, message));
}
