// Placeholder until this page's content lands in this change.
export default function ContactPage() {
  return <h1>ContactPage</h1>;
}
