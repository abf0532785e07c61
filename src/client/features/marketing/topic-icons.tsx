// Small line icons for the 'How we can help' topics, drawn inline so no icon package is needed.
import type { ReactNode } from 'react';

export type TopicIconName =
  'retirement' | 'portfolio' | 'estate' | 'rollover' | 'tax' | 'start' | 'kids' | 'more';

const PATHS: Record<TopicIconName, ReactNode> = {
  retirement: (
    <>
      <path d="M4 18h16" />
      <path d="M7 18a5 5 0 0 1 10 0" />
      <path d="M12 7V5M6.3 9.3 4.9 7.9M17.7 9.3l1.4-1.4M3 13h2M19 13h2" />
    </>
  ),
  portfolio: (
    <>
      <path d="M12 3v9h9" />
      <path d="M20.5 15.5A9 9 0 1 1 8.5 3.7" />
    </>
  ),
  estate: (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  rollover: (
    <>
      <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.5" />
      <path d="M20 4v4.5h-4.5" />
      <path d="M20 12a8 8 0 0 1-13.7 5.6L4 15.5" />
      <path d="M4 20v-4.5h4.5" />
    </>
  ),
  tax: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="m9 14 6-6" />
      <circle cx="9.5" cy="8.5" r="0.9" />
      <circle cx="14.5" cy="13.5" r="0.9" />
    </>
  ),
  start: (
    <>
      <path d="M3 20h18" />
      <path d="m5 16 4-4 3 3 7-7" />
      <path d="M15 8h4v4" />
    </>
  ),
  kids: (
    <>
      <circle cx="12" cy="7" r="3" />
      <path d="M6 21v-2a6 6 0 0 1 12 0v2" />
      <path d="M10 7h.01M14 7h.01" />
    </>
  ),
  more: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1.5" />
      <rect x="14" y="4" width="6" height="6" rx="1.5" />
      <rect x="4" y="14" width="6" height="6" rx="1.5" />
      <path d="M17 14v6M14 17h6" />
    </>
  ),
};

export function TopicIcon({ name }: { name: TopicIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  );
}
