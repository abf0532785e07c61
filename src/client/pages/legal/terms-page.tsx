// Placeholder until this page's content lands in this change.
export default function TermsPage() {
  return <h1>TermsPage</h1>;
}
