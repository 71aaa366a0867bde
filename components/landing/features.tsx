import { BrainCircuit, ChartLine, Gauge, Share2, Target, Trophy } from "lucide-react";

// The six promises of SPEC section 1.
const features = [
  { Icon: BrainCircuit, title: "Short interactive assessments", text: "Conceptual questions in a chat, a few minutes at a time. Every answer is graded 0-10 and the grade is explained." },
  { Icon: Gauge, title: "Adaptive difficulty", text: "Questions get easier or harder with your skill rating, so every question tells us something about you." },
  { Icon: ChartLine, title: "Progress you can see", text: "Track each rating over time and see your strengths and the topics that need more work." },
  { Icon: Target, title: "A weekly target", text: "Answer 10 questions a week per skill to keep it Active, and build a steady habit of practice." },
  { Icon: Trophy, title: "Real-time ranking", text: "See how your ratings compare with other developers who practise the same skills." },
  { Icon: Share2, title: "A shareable portfolio", text: "One link shows employers and peers your skill ratings, projects and achievements." },
];

export function Features() {
  return (
    <section id="jobseekers" aria-labelledby="features-title" className="border-y bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">For jobseekers</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Show what you know, not just what you list
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">A résumé says you know a skill. A rating earned question by question shows it.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-background p-6">
              <span className="grid size-11 place-items-center rounded-lg bg-primary-soft text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
