/** A skill's recent ratings as a small line chart (0-100 scale). Server-renderable, no script. */
export function RatingChart({ name, history, className }: { name: string; history: number[]; className?: string }) {
  if (history.length < 2) return null;
  const label = `${name} rating over the last ${history.length} questions, from ${history[0]} to ${history.at(-1)}`;
  const width = 160;
  const height = 40;
  const x = (i: number) => (i / (history.length - 1)) * width;
  const y = (r: number) => height - 2 - (Math.min(100, Math.max(0, r)) / 100) * (height - 4);
  const points = history.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(" ");
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className={className} width="100%" height={height}>
      <polyline points={points} fill="none" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" className="stroke-primary" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
