// A file's kind at a glance: a page with a coloured band naming the kind. Decorative: the kind
// is also written out beside it.
import { fileKindOf } from './file-kind';
import type { FileShape } from './file-kind';

const LOOK: Record<FileShape, { tag: string; color: string }> = {
  pdf: { tag: 'PDF', color: '#b02a2a' },
  document: { tag: 'DOC', color: '#1d5fb0' },
  sheet: { tag: 'XLS', color: '#237a3a' },
  slides: { tag: 'PPT', color: '#b5470f' },
  image: { tag: 'IMG', color: '#6741c8' },
  archive: { tag: 'ZIP', color: '#845509' },
  text: { tag: 'TXT', color: '#3c5685' },
  other: { tag: 'FILE', color: '#556275' },
};

export function FileKindIcon({ contentType, size = 36 }: { contentType: string; size?: number }) {
  const { tag, color } = LOOK[fileKindOf(contentType).shape];
  return (
    <svg
      viewBox="0 0 32 40"
      width={size * 0.8}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path
        d="M3 1.5h18l9 9V37a1.5 1.5 0 0 1-1.5 1.5h-25A1.5 1.5 0 0 1 2 37V3A1.5 1.5 0 0 1 3.5 1.5Z"
        fill="#ffffff"
        stroke={color}
        strokeWidth="1.5"
      />
      <path d="M21 1.5V9a1.5 1.5 0 0 0 1.5 1.5H30" fill="none" stroke={color} strokeWidth="1.5" />
      <rect x="0" y="22" width="26" height="11" rx="2" fill={color} />
      <text
        x="13"
        y="30.5"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="8"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {tag}
      </text>
    </svg>
  );
}
