// What the compliance API tests share: an admin, uploads of a PDF version, and the client's
// agreement calls.
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { multipartBody } from '../../testing/multipart';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { userAgreementStatusSchema } from '../../../shared/contracts/compliance';
import type { UserAgreementStatus } from '../../../shared/contracts/compliance';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export function complianceTestKit(t: () => TestApp) {
  const app = () => t().app;

  function upload(
    caller: Caller,
    path: { slug: string; version: number | string; fileName: string },
    bytes: Buffer = PDF,
    displayName?: string,
  ) {
    const body = multipartBody(
      {},
      { field: 'file', fileName: path.fileName, contentType: 'application/pdf', bytes },
    );
    const query = displayName ? `?displayName=${encodeURIComponent(displayName)}` : '';
    return app().inject({
      method: 'PUT',
      url: COMPLIANCE_API.uploadDocument(path.slug, String(path.version), path.fileName) + query,
      headers: { ...caller.headers, ...body.headers },
      payload: body.payload,
    });
  }

  async function myAgreements(caller: Caller): Promise<UserAgreementStatus> {
    const answer = await app().inject({
      method: 'GET',
      url: COMPLIANCE_API.myAgreements,
      headers: caller.headers,
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
    return userAgreementStatusSchema.parse(answer.json());
  }

  function accept(caller: Caller, agreements: { slug: string; version: number }[]) {
    return app().inject({
      method: 'POST',
      url: COMPLIANCE_API.acceptAgreements,
      headers: caller.headers,
      payload: { agreements },
    });
  }

  /** Accepts every agreement at the version the client was shown. */
  async function acceptShown(caller: Caller) {
    const status = await myAgreements(caller);
    return accept(
      caller,
      status.agreements.map(({ slug, version }) => ({ slug, version })),
    );
  }

  return {
    upload,
    myAgreements,
    accept,
    acceptShown,
    admin: () => signedInCaller(t(), ['Admin'], { fullName: 'Alex Admin' }),
    newClient: (fullName = 'Casey Newcomer') =>
      signedInCaller(t(), ['Consumer'], { fullName, agreementsAccepted: false }),
  };
}
