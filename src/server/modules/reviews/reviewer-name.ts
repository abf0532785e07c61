// How a reviewer is shown in public: first name and last initial ('Casey M.'), like the seeded
// reviews, so a client's full name never appears on an advisor's page.

export function reviewerNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'A client';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('en-US')}.` : first;
}
