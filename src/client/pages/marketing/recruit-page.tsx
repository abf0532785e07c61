// Placeholder until this page's content lands in this change.
export default function RecruitPage() {
  return <h1>RecruitPage</h1>;
}
