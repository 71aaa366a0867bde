import { cn } from "@/lib/utils";

/** A rating on the 0-100 scale as a ring with the number in its middle. Server-renderable. */
export function SkillRing({ rating, size = 96, className }: { rating: number; size?: number; className?: string }) {
  const stroke = size / 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const value = Math.min(100, Math.max(0, rating));
  return (
    <span role="img" aria-label={`Rating ${value} of 100`} className={cn("relative inline-grid shrink-0 place-items-center", className)} style={{ width: size, height: size }}>
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
      <span aria-hidden className="absolute font-bold tabular-nums" style={{ fontSize: size / 4 }}>
        {value}
      </span>
    </span>
  );
}

/** 'Top 12% of 340 developers', or nothing below the ranking's minimum population. */
export function rankingText({ percentile, population }: { percentile: number | null; population: number }) {
  return percentile === null ? null : `Top ${percentile}% of ${population} developers`;
}
