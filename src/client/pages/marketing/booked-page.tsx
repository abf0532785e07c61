// Placeholder until this page's content lands in this change.
export default function BookedPage() {
  return <h1>BookedPage</h1>;
}
