// Placeholder until this page's content lands in this change.
export default function ServicePage() {
  return <h1>ServicePage</h1>;
}
