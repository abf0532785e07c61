// Placeholder until this page's content lands in this change.
export default function ServicesPage() {
  return <h1>ServicesPage</h1>;
}
