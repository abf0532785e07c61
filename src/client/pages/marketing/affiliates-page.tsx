// Placeholder until this page's content lands in this change.
export default function AffiliatesPage() {
  return <h1>AffiliatesPage</h1>;
}
