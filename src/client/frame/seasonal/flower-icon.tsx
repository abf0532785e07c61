// A five-petal spring flower, drawn inline so it costs no request.
const PETAL_ANGLES = [0, 72, 144, 216, 288];

export function FlowerIcon({ petal, size }: { petal: string; size: number }) {
  return (
    <svg viewBox="-12 -12 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {PETAL_ANGLES.map((angle) => (
        <ellipse
          key={angle}
          cx="0"
          cy="-6"
          rx="4.2"
          ry="6"
          fill={petal}
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r="3.6" fill="#f4bd45" stroke="#d4911b" strokeWidth="1" />
    </svg>
  );
}
