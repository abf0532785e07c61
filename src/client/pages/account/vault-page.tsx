// account/secure-file-vault (docs/product.md#vault): the client's own documents, uploaded with
// progress, named, shared with the advisors they booked, downloaded and deleted. Private by
// default.
import { useRef } from 'react';
import { AreaPage } from '../../frame/area-page';
import { AccountNav } from './account-nav';
import { UploadPanel } from '../../features/vault/upload-panel';
import { VaultFiles } from '../../features/vault/vault-files';

export default function VaultPage() {
  const pickerRef = useRef<HTMLInputElement>(null);
  return (
    <AreaPage
      eyebrow="My Account"
      title="Secure file vault"
      titleId="vault-title"
      lead="Keep your financial documents in one place. Only you can see them, and any advisor you choose to share a file with."
      nav={<AccountNav />}
    >
      <UploadPanel pickerRef={pickerRef} />
      <VaultFiles onUpload={() => pickerRef.current?.click()} />
    </AreaPage>
  );
}
