// Placeholder until this page's content lands in this change.
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
