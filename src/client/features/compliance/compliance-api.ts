// The calls of the compliance documents and user agreements: the client's agreements and their
// acceptance, and the admin's documents (list, upload a PDF version, rename); the acceptances are
// a console table (user-agreements-admin.tsx).
import { useQuery } from '@tanstack/react-query';
import {
  adminComplianceDocumentSchema,
  adminComplianceDocumentsSchema,
  userAgreementStatusSchema,
} from '../../../shared/contracts/compliance';
import type {
  AdminComplianceDocument,
  UserAgreementStatus,
} from '../../../shared/contracts/compliance';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { http } from '../../api/http';

export const complianceKeys = {
  myAgreements: ['compliance', 'my-agreements'] as const,
  documents: ['admin', 'compliance-documents'] as const,
};

export function useMyAgreements() {
  return useQuery({
    queryKey: complianceKeys.myAgreements,
    queryFn: async () =>
      userAgreementStatusSchema.parse(await http.get(COMPLIANCE_API.myAgreements)),
  });
}

export async function acceptAgreements(status: UserAgreementStatus): Promise<UserAgreementStatus> {
  const agreements = status.agreements.map(({ slug, version }) => ({ slug, version }));
  return userAgreementStatusSchema.parse(
    await http.post(COMPLIANCE_API.acceptAgreements, { agreements }),
  );
}

export function useComplianceDocuments() {
  return useQuery({
    queryKey: complianceKeys.documents,
    queryFn: async () => adminComplianceDocumentsSchema.parse(await http.get(COMPLIANCE_API.files)),
  });
}

export async function uploadDocumentVersion(input: {
  slug: string;
  version: number;
  file: File;
  /** The name readers see (defaults to the file's own). */
  fileName: string;
  displayName?: string;
}): Promise<AdminComplianceDocument> {
  const form = new FormData();
  form.append('file', input.file);
  const path = COMPLIANCE_API.uploadDocument(input.slug, String(input.version), input.fileName);
  const query = input.displayName
    ? `?${new URLSearchParams({ displayName: input.displayName }).toString()}`
    : '';
  return adminComplianceDocumentSchema.parse(await http.put(`${path}${query}`, form));
}

export async function renameDocument(slug: string, displayName: string) {
  return adminComplianceDocumentSchema.parse(
    await http.put(COMPLIANCE_API.renameDocument(slug), { displayName }),
  );
}
