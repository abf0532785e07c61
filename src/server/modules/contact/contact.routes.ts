// HTTP of the contact form (docs/product.md#public-site): POST api/contact, open to everyone.
import type { FastifyInstance } from 'fastify';
import { contactMessageSchema, contactReceivedSchema } from '../../../shared/contracts/contact';
import type { ContactReceived } from '../../../shared/contracts/contact';
import { SITE_API } from '../../../shared/routes/site-api';
import { PUBLIC } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { ContactService } from './contact.service';

/**
 * Turns away a burst before it reaches the database. Refused attempts (a 400 while fixing a
 * typo) count too, so it sits above the hourly allowance the service enforces.
 */
const CONTACT_BURST_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
// The longest valid message is a few kilobytes; anything far larger is not a contact message.
const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

export function registerContactRoutes(app: FastifyInstance, contact: ContactService): void {
  withSchemas(app).post(
    SITE_API.contact,
    {
      config: { access: PUBLIC, rateLimit: CONTACT_BURST_LIMIT },
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      schema: { body: contactMessageSchema, response: { 201: contactReceivedSchema } },
    },
    async (request, reply) => {
      const { adminsEmailed } = await contact.receiveMessage(request.body, {
        ipAddress: request.ip,
        user: request.user,
      });
      if (adminsEmailed === 0) request.log.warn('contact message stored, but no admin to email');
      const body: ContactReceived = { received: true };
      return reply.status(201).send(body);
    },
  );
}
