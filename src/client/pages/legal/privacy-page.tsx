// Placeholder until this page's content lands in this change.
export default function PrivacyPage() {
  return <h1>PrivacyPage</h1>;
}
