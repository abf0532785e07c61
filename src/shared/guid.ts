// The guid text check (docs/product.md#limits): 8-4-4-4-12 hexadecimal, versions 1 to 5.
const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(text: string): boolean {
  return GUID_PATTERN.test(text);
}
