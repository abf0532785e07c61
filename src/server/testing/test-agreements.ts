// User agreements in API tests: a test client has accepted the versions in force, as a client
// who booked before has; the tests of the agreement step itself start from a client who has not.
import type { Db } from '../db/client';
import { USER_AGREEMENT_SLUGS } from '../../shared/domain/compliance-documents';
import {
  findAgreementVersions,
  insertAgreementAcceptances,
} from '../modules/compliance/agreements.repository';

export async function acceptCurrentAgreements(db: Db, clientId: string): Promise<void> {
  await insertAgreementAcceptances(db, {
    clientId,
    documents: await findAgreementVersions(db, USER_AGREEMENT_SLUGS),
    at: new Date(),
    ipAddress: '127.0.0.1',
  });
}
