import { cn } from "@/lib/utils";

export function Logo({ className }: { className?: string }) {
  return (
    <a href="/" className={cn("inline-flex items-center gap-2 rounded-md font-semibold tracking-tight", className)} aria-label="SkillProof home">
      <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground">
        SP
      </span>
      <span className="text-lg">
        Skill<span className="text-primary">Proof</span>
      </span>
    </a>
  );
}
