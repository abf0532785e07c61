// Placeholder until this page's content lands in this change.
export default function HourlyAdvisorsPage() {
  return <h1>HourlyAdvisorsPage</h1>;
}
