const WEEKLY_TARGET = 10;
const examples = [
  { skill: "TypeScript", done: 10, badge: "Active", tone: "bg-success-soft text-success" },
  { skill: "Docker", done: 6, badge: "3 days left", tone: "bg-primary-soft text-primary" },
  { skill: "GraphQL", done: 0, badge: "Inactive", tone: "bg-muted text-muted-foreground" },
];

export function Targets() {
  return (
    <section id="targets" aria-labelledby="targets-title">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Weekly targets</p>
          <h2 id="targets-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {WEEKLY_TARGET} questions a week keeps a skill Active
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Skills stay sharp with practice. Answer {WEEKLY_TARGET} questions on a skill each week and it stays Active; only Active
            skills appear on your public profile, so employers see skills you are using now.
          </p>
          <ul className="mt-6 grid gap-2 text-sm text-muted-foreground">
            <li>
              <strong className="text-foreground">Active</strong>: the weekly target is met.
            </li>
            <li>
              <strong className="text-foreground">N days left</strong>: still Active, with days left to reach the target.
            </li>
            <li>
              <strong className="text-foreground">Inactive</strong>: the week ran out before the target was reached.
            </li>
          </ul>
        </div>
        <ul className="grid gap-4">
          {examples.map((e) => (
            <li key={e.skill} className="rounded-xl border bg-card p-5 shadow-card">
              <div className="flex items-center justify-between">
                <span className="font-medium">{e.skill}</span>
                <span className={`rounded-full px-2.5 py-1 text-xs font-medium ${e.tone}`}>{e.badge}</span>
              </div>
              <div className="mt-3 flex items-center gap-3">
                <div className="h-2 flex-1 rounded-full bg-muted" role="img" aria-label={`${e.done} of ${WEEKLY_TARGET} questions this week`}>
                  <div className="h-2 rounded-full bg-accent" style={{ width: `${(e.done / WEEKLY_TARGET) * 100}%` }} />
                </div>
                <span className="text-sm tabular-nums text-muted-foreground">
                  {e.done}/{WEEKLY_TARGET}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
