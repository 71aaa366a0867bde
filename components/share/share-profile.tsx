import { Download, Mail, MapPin } from "lucide-react";
import { Logo } from "@/components/landing/logo";
import { Avatar } from "@/components/profile/avatar";
import { EntryItem } from "@/components/profile/entry-item";
import { RatingChart } from "@/components/skills/rating-chart";
import { rankingText, SkillRing } from "@/components/skills/skill-ring";
import { ENTRY_LISTS, type EntryKind } from "@/lib/profile/lists";
import { formatDay, type PublicProfile } from "@/lib/profile/public";
import { formatRating } from "@/lib/quiz/rating";
import { CopyUrlButton } from "./copy-url-button";
import { ShareTabs } from "./share-tabs";

const button = "inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted";

/** SPEC section 2, the share page: read-only, no edit control anywhere. */
export function ShareProfile({ data }: { data: PublicProfile }) {
  const { profile } = data;
  const lists: EntryKind[] = ["edu", "exp", "project", "achievement"];
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <div className="flex gap-2">
            <CopyUrlButton className={button} />
            <a href="/" className={button}>
              Visit site
            </a>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6">
        <section aria-labelledby="share-name" className="flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-card sm:flex-row sm:items-start">
          <Avatar name={data.name} picture={profile.picture} />
          <div className="grid min-w-0 gap-1.5">
            <p className="text-sm font-medium text-primary wrap-anywhere">{profile.title}</p>
            <h1 id="share-name" className="text-2xl font-bold tracking-tight wrap-anywhere">
              {data.name}
            </h1>
            {profile.location ? (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground wrap-anywhere">
                <MapPin aria-hidden className="size-4 shrink-0" /> {profile.location}
              </p>
            ) : null}
            {data.email ? (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground wrap-anywhere">
                <Mail aria-hidden className="size-4 shrink-0" /> <a href={`mailto:${data.email}`}>{data.email}</a>
              </p>
            ) : null}
            {profile.description ? <p className="mt-2 text-sm whitespace-pre-line wrap-anywhere">{profile.description}</p> : null}
            {profile.resume ? (
              <a href={profile.resume} download className={`${button} mt-3 w-fit`}>
                <Download aria-hidden className="size-4" /> Resume
              </a>
            ) : null}
          </div>
        </section>
        <ShareTabs
          sections={[
            { id: "skills", label: "Skills", content: <Skills skills={data.skills} /> },
            ...lists.map((kind) => ({ id: kind, label: ENTRY_LISTS[kind].title, content: <List kind={kind} entries={profile[ENTRY_LISTS[kind].key] as Record<string, unknown>[]} /> })),
          ]}
        />
      </main>
    </div>
  );
}

/** Visible Active skills, each with how its rating was earned; never a question or an answer. */
function Skills({ skills }: { skills: PublicProfile["skills"] }) {
  return (
    <section aria-labelledby="share-skills" className="rounded-xl border bg-card p-6 shadow-card">
      <h2 id="share-skills" className="text-xl font-semibold tracking-tight">
        Skills
      </h2>
      {skills.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No Skills to Show</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {skills.map((s) => {
            const ranking = rankingText(s);
            return (
              <li key={s.id} className="grid justify-items-center gap-1 rounded-lg border p-4 text-center">
                <h3 className="font-semibold wrap-anywhere">{s.name}</h3>
                <SkillRing rating={s.rating} margin={s.rating_margin} size={88} />
                {ranking ? <p className="text-sm font-medium text-primary">{ranking}</p> : null}
                <p className="text-xs text-muted-foreground">
                  {s.answers} {s.answers === 1 ? "question" : "questions"} answered
                  {s.last_answered_at ? ` · last on ${formatDay(s.last_answered_at)}` : ""}
                </p>
                <p className="text-xs font-medium">{s.rating_margin === null ? "Rating still calibrating" : `Rating settled: ${formatRating(s.rating, s.rating_margin)} (90% interval)`}</p>
                <RatingChart name={s.name} history={s.history} className="mt-1" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function List({ kind, entries }: { kind: EntryKind; entries: Record<string, unknown>[] }) {
  const { title } = ENTRY_LISTS[kind];
  return (
    <section aria-labelledby={`share-${kind}`} className="rounded-xl border bg-card p-6 shadow-card">
      <h2 id={`share-${kind}`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">Nothing here yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {entries.map((entry, index) => (
            <EntryItem key={index} kind={kind} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
