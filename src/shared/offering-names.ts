// What the offerings beyond The Hour are called wherever they are named (docs/product.md#offerings). Its own
// small module so a page that only names them (an advisor card) does not load the plans contract.
export const OFFERING_NAMES = {
  plan: 'The Plan',
  ongoing: 'The Ongoing',
} as const;
