import { ArrowRight, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";

const sampleSkills = [
  { name: "TypeScript", rating: 82 },
  { name: "React", rating: 74 },
  { name: "PostgreSQL", rating: 61 },
];

export function Hero() {
  return (
    <section id="home" aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,oklch(0.9_0.08_268/0.55),transparent),radial-gradient(40rem_24rem_at_0%_100%,oklch(0.93_0.07_165/0.45),transparent)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            <Sparkles aria-hidden className="size-3.5 text-primary" /> Adaptive assessments for developers
          </p>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Prove your skills. <span className="text-primary">Get noticed.</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
            Answer short conceptual questions in a chat, get every answer graded and explained, and turn your progress into a
            skill profile that employers can open from a single link.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="/login">
                Get Started <ArrowRight aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#jobseekers">Learn more</a>
            </Button>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A static picture of the product: a rated skill list and a graded quiz answer. */
function HeroPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md">
      <div className="rounded-2xl border bg-card p-5 shadow-card">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-sm font-semibold">Maya Chen</p>
            <p className="text-xs text-muted-foreground">Full-stack developer · Austin, TX</p>
          </div>
          <span className="rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success">Active</span>
        </div>
        <ul className="mt-5 grid gap-4">
          {sampleSkills.map((s) => (
            <li key={s.name} className="grid gap-1.5">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{s.name}</span>
                <span className="tabular-nums text-muted-foreground">{s.rating}/100</span>
              </div>
              <div className="h-2 rounded-full bg-muted">
                <div className="h-2 rounded-full bg-primary" style={{ width: `${s.rating}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative -mt-4 ml-8 rounded-2xl border bg-card p-4 shadow-card sm:ml-16">
        <p className="text-xs font-medium text-muted-foreground">Quiz · React · medium</p>
        <p className="mt-1 text-sm">Why does React need a key on list items?</p>
        <div className="mt-3 flex items-center justify-between rounded-lg bg-primary-soft px-3 py-2 text-sm">
          <span className="font-medium text-primary">Great! 8/10</span>
          <span className="tabular-nums font-medium text-success">+3 rating</span>
        </div>
      </div>
    </div>
  );
}
