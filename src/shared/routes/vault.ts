// Page paths of the client's secure file vault (the API paths: vault-api.ts).

export const VAULT_PAGES = {
  account: '/account/secure-file-vault',
} as const;
