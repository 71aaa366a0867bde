import { cn } from "@/lib/utils";

/**
 * A rating on the 0-100 scale as a ring with the number in its middle and, once it has
 * settled, its 90% interval under it ('± 9'; `margin` is the API's rating_margin, null while
 * calibrating). Server-renderable.
 */
export function SkillRing({ rating, margin, size = 96, className }: { rating: number; margin: number | null; size?: number; className?: string }) {
  const stroke = size / 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const value = Math.min(100, Math.max(0, rating));
  const label = `Rating ${value} of 100, ${margin === null ? "still calibrating" : `plus or minus ${margin}`}`;
  return (
    <span role="img" aria-label={label} className={cn("relative inline-grid shrink-0 place-items-center", className)} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden className="-rotate-90">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className="stroke-muted" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
          className="stroke-primary"
        />
      </svg>
      <span aria-hidden className="absolute grid justify-items-center leading-none tabular-nums">
        <span className="font-bold" style={{ fontSize: size / 4 }}>
          {value}
        </span>
        {margin === null ? null : (
          <span className="mt-0.5 font-medium text-muted-foreground" style={{ fontSize: Math.max(10, size / 8) }}>
            ± {margin}
          </span>
        )}
      </span>
    </span>
  );
}

/** 'Top 12% of 340 developers', or nothing below the ranking's minimum population. */
export function rankingText({ percentile, population }: { percentile: number | null; population: number }) {
  return percentile === null ? null : `Top ${percentile}% of ${population} developers`;
}
