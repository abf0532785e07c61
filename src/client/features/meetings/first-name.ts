// The name a greeting uses: the first word of the full name.
export function firstNameOf(fullName: string | undefined | null): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}
