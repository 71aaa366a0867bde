import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** SPEC section 9: the label for a 0-10 answer rating. */
export function answerLabel(answerRating: number) {
  if (answerRating >= 9) return "Perfect!";
  if (answerRating >= 7) return "Great!";
  if (answerRating >= 5) return "Almost There!";
  return "Needs Improvement";
}

/** A 0-10 answer rating as 0-5 stars in half steps (SPEC section 9). */
export const starsFor = (answerRating: number) => Math.round(Math.min(10, Math.max(0, answerRating))) / 2;

/** `value` of five stars, in half steps, read out as "3.5 of 5 stars". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const stars = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return (
    <span role="img" aria-label={`${stars} of 5 stars`} className={cn("inline-flex gap-0.5", className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(1, Math.max(0, stars - i));
        return (
          <span key={i} aria-hidden className="relative size-4">
            <Star className="size-4 text-amber-500/40" />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-4 fill-amber-400 text-amber-500" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
