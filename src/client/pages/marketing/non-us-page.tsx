// Placeholder until this page's content lands in this change.
export default function NonUsPage() {
  return <h1>NonUsPage</h1>;
}
