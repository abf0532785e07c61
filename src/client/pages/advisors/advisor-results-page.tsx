// Placeholder until this page's content lands in this change.
export default function AdvisorResultsPage() {
  return <h1>AdvisorResultsPage</h1>;
}
