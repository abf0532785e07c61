// Placeholder until this page's content lands in this change.
export default function MoneyToolsPage() {
  return <h1>MoneyToolsPage</h1>;
}
