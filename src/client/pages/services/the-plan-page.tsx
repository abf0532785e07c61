// Placeholder until this page's content lands in this change.
export default function ThePlanPage() {
  return <h1>ThePlanPage</h1>;
}
