// Placeholder until this page's content lands in this change.
export default function AdvisorProfilePage() {
  return <h1>AdvisorProfilePage</h1>;
}
