// Placeholder until this page's content lands in this change.
export default function FlatFeePlannersPage() {
  return <h1>FlatFeePlannersPage</h1>;
}
