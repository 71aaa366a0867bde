// npm run db:seed - a realistic population for demos, rankings and benchmarks: 200
// developers with complete profiles, pictures and 3 to 10 rated skills each, plus a demo
// account. Idempotent (accounts that exist are left alone). Against DATABASE_URL it runs
// only with --allow-database-url.
import { eq, inArray, like } from "drizzle-orm";
import sharp from "sharp";
import { hashPassword } from "../lib/auth/password";
import { closeDb, getDb } from "../lib/db/client";
import type { Tx } from "../lib/db/client";
import { profile, profileEntry, profilePicture, quizQuestion, skill, user, type Skill } from "../lib/db/schema";
import { BANK } from "../lib/quiz/bank";
import { markSeen } from "../lib/quiz/seen";
import { skillKey } from "../lib/skills/catalogue";
import { CATALOGUE } from "../lib/skills/catalogue-data";
import { entrySchemas, MONTHS } from "../lib/validations/profile";

const POPULATION = Number(process.env.SEED_POPULATION ?? 200);
const SEED_DOMAIN = "seed.skillproof.dev";
const DEMO = { email: "demo@skillproof.dev", password: "demo-password", name: "Dana Demo" };
const DAY = 24 * 60 * 60 * 1000;

if (process.env.DATABASE_URL && !process.argv.includes("--allow-database-url")) {
  console.error(`DATABASE_URL is set. To seed that database, run: npm run db:seed -- --allow-database-url`);
  process.exit(1);
}

// A fixed pseudo-random sequence (mulberry32), so every run builds the same population.
let state = 20261122;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const FIRST = ["Ada", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kara", "Liam", "Maya", "Noah", "Olu", "Priya", "Quinn", "Rosa", "Sami", "Tara", "Umar", "Vera", "Wei", "Xena", "Yusuf", "Zoe", "Arjun", "Bea", "Carlos", "Dina"];
const LAST = ["Okafor", "Lindqvist", "Tanaka", "Moreau", "Singh", "Kowalski", "Haddad", "Nguyen", "Garcia", "Fischer", "Costa", "Ibrahim", "Walsh", "Petrov", "Kim", "Osei", "Rossi", "Novak", "Dubois", "Silva"];
const TITLES = ["Frontend Developer", "Backend Engineer", "Full-Stack Developer", "Software Engineer", "Data Engineer", "DevOps Engineer", "Mobile Developer", "Platform Engineer", "Machine Learning Engineer", "Site Reliability Engineer", "Junior Web Developer", "Senior Software Engineer"];
const CITIES = ["Berlin, Germany", "Lagos, Nigeria", "Austin, TX", "Toronto, Canada", "Bangalore, India", "Lisbon, Portugal", "Warsaw, Poland", "Seoul, South Korea", "Nairobi, Kenya", "San Jose, CA", "Melbourne, Australia", "Remote"];
const COMPANIES = ["Northwind", "Globex", "Initech", "Umbrella Labs", "Stark Digital", "Wayne Systems", "Hooli", "Pied Piper", "Acme Cloud", "Vandelay Tech"];
const SCHOOLS = ["University of Lagos", "TU Munich", "University of Toronto", "IIT Bombay", "University of Lisbon", "KAIST", "UT Austin", "University of Nairobi", "Monash University", "Warsaw University of Technology"];
const PROJECTS = ["Realtime chat", "Expense tracker", "Open-source CLI", "Recipe search", "Weather dashboard", "Job board", "Markdown editor", "Fitness app", "URL shortener", "Home automation hub"];
const AWARDS = ["Hackathon winner", "Open-source maintainer award", "Certified cloud practitioner", "Employee of the quarter", "Conference speaker"];
const DESCRIPTIONS = [
  "I build reliable web products and care about clean, tested code.",
  "Backend developer who enjoys APIs, databases and making things fast.",
  "Curious engineer who loves turning messy problems into simple tools.",
  "I ship features end to end, from the database to the last pixel.",
  "Self-taught developer, now focused on cloud infrastructure and automation.",
];

// The skills developers list most, weighted by how common they are.
const POOL = [...CATALOGUE].sort((a, b) => b.popularity - a.popularity).slice(0, 45);
function chooseSkills(n: number) {
  const chosen = new Set<string>();
  const total = POOL.reduce((sum, e) => sum + e.popularity, 0);
  while (chosen.size < n) {
    let r = random() * total;
    chosen.add((POOL.find((entry) => (r -= entry.popularity) <= 0) ?? POOL[0]).name);
  }
  return [...chosen];
}

const monthYear = (year: number) => ({ month: pick(MONTHS), year });

function entries(now: Date) {
  const year = now.getFullYear();
  const start = between(year - 12, year - 2);
  const exp = Array.from({ length: between(1, 3) }, (_, i) => ({
    title: pick(TITLES),
    employment_type: pick(["Full-time", "Part-time", "Contract", "Freelance"]),
    company_name: pick(COMPANIES),
    location: pick(CITIES),
    location_type: pick(["On-site", "Remote", "Hybrid"]),
    start_date: monthYear(start + i * 2),
    end_date: i === 0 ? { month: "", year: "" } : monthYear(start + i * 2 + 1),
    description: "Designed, built and ran services used by thousands of customers every day.",
  }));
  const edu = [{ school: pick(SCHOOLS), degree: pick(["BSc", "MSc", "BEng"]), field: "Computer Science", grade: "", location: "", location_type: "In-Person", start_date: monthYear(start - 4), end_date: monthYear(start), description: "" }];
  const projects = Array.from({ length: between(1, 3) }, () => ({ title: pick(PROJECTS), highlight: `${between(2, 90)}0 users in the first month`, link: "https://example.com", finished_date: monthYear(between(start, year)), description: "A side project built to learn and to help friends." }));
  const awards = Array.from({ length: between(1, 2) }, () => ({ title: pick(AWARDS), highlight: "Recognised for impact", link: "", date: monthYear(between(start, year)), description: "" }));
  return [
    ...exp.map((d) => ({ kind: "exp", data: entrySchemas.exp.parse(d) })),
    ...edu.map((d) => ({ kind: "edu", data: entrySchemas.edu.parse(d) })),
    ...projects.map((d) => ({ kind: "project", data: entrySchemas.project.parse(d) })),
    ...awards.map((d) => ({ kind: "achievement", data: entrySchemas.achievement.parse(d) })),
  ];
}

/** A 512 px JPEG: a coloured gradient with soft shapes (no face, no text). */
function picture(hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,40%)"/></linearGradient></defs><rect width="512" height="512" fill="url(#g)"/><circle cx="256" cy="200" r="96" fill="rgba(255,255,255,0.75)"/><ellipse cx="256" cy="470" rx="170" ry="150" fill="rgba(255,255,255,0.75)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

type WindowKind = "active" | "last-week" | "short" | "lapsed";

/** A skill's weekly window: Active this week, Active from last week, running short, or lapsed. */
function skillState(kind: WindowKind, rating: number, now: Date) {
  const answers = between(12, 160);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const window =
    kind === "active"
      ? { windowStart: ago(between(1, 6)), windowAnswers: between(10, 16), lastMetWindowEnd: null }
      : kind === "last-week"
        ? { windowStart: ago(between(8, 12)), windowAnswers: between(10, 14), lastMetWindowEnd: null }
        : kind === "short"
          ? { windowStart: ago(between(0, 6)), windowAnswers: between(1, 9), lastMetWindowEnd: null }
          : { windowStart: ago(between(20, 60)), windowAnswers: between(0, 9), lastMetWindowEnd: null };
  const active = kind === "active" || kind === "last-week";
  // a dozen answers or more: a settled estimate (lib/quiz/rating.ts), so every one is ranked
  return { rating, answers, estimateMean: rating, estimateSd: 5 + 10 / Math.sqrt(answers), ...window, visible: active && random() < 0.85, lastAnsweredAt: new Date(window.windowStart.getTime() + DAY / 2) };
}

const randomSkill = (level: number, now: Date) =>
  skillState(pick(["active", "active", "last-week", "short", "lapsed"] as const), Math.max(0, Math.min(100, Math.round(level + (random() + random() + random() - 1.5) * 30))), now);

// The demo account's skills are fixed, and reset on every run so that its weekly windows
// are current: two shown, two Active but hidden, one running short, one lapsed.
const DEMO_SKILLS: { name: string; rating: number; kind: WindowKind; visible: boolean }[] = [
  { name: "TypeScript", rating: 72, kind: "active", visible: true },
  { name: "React", rating: 64, kind: "active", visible: true },
  { name: "Node.js", rating: 58, kind: "active", visible: false },
  { name: "PostgreSQL", rating: 47, kind: "last-week", visible: false },
  { name: "Docker", rating: 35, kind: "short", visible: false },
  { name: "Python", rating: 22, kind: "lapsed", visible: false },
];

async function resetDemoSkills(userId: number, now: Date) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(skill).where(eq(skill.userId, userId));
    const rows = await tx
      .insert(skill)
      .values(DEMO_SKILLS.map((d) => ({ userId, name: d.name, canonical: skillKey(d.name), createdAt: new Date(now.getTime() - 90 * DAY), ...skillState(d.kind, d.rating, now), visible: d.visible })))
      .returning();
    await insertHistory(tx, rows);
  });
}

const HISTORY = 20;

/**
 * A quiz history for each skill the offline bank covers: its last 20 answers, graded as
 * someone of that rating would score (expected grade plus noise), with the rating walking
 * towards where it stands now, so summaries and rating charts look real.
 */
async function insertHistory(tx: Tx, rows: Skill[]) {
  const values: (typeof quizQuestion.$inferInsert)[] = [];
  for (const row of rows) {
    const bank = BANK.get(row.canonical);
    if (!bank || !row.lastAnsweredAt) continue;
    const start = Math.max(0, Math.min(100, row.rating + between(-25, 25)));
    let before = start;
    for (let i = 0; i < HISTORY; i++) {
      const q = bank.questions[(i * 7 + row.id) % bank.questions.length];
      const expected = 10 / (1 + Math.exp(-(row.rating - q.difficulty) / 10));
      const grade = Math.max(0, Math.min(10, Math.round(expected + (random() - 0.5) * 4)));
      const after = i === HISTORY - 1 ? row.rating : Math.max(0, Math.min(100, Math.round(start + ((row.rating - start) * (i + 1)) / HISTORY + between(-2, 2))));
      const covered = q.keyPoints.slice(0, Math.round((grade / 10) * q.keyPoints.length)).map((k) => k.point);
      values.push({
        userId: row.userId,
        skillId: row.id,
        engine: "offline",
        bankId: q.id,
        question: q.question,
        topic: q.topic,
        difficulty: q.difficulty,
        reference: q.answer,
        keyPoints: q.keyPoints,
        status: "answered",
        askedAt: new Date(row.lastAnsweredAt.getTime() - (HISTORY - i) * DAY * 1.5 - 60_000),
        answeredAt: new Date(row.lastAnsweredAt.getTime() - (HISTORY - 1 - i) * DAY * 1.5),
        answer: "(seeded answer)",
        grade,
        covered,
        missed: q.keyPoints.map((k) => k.point).filter((p) => !covered.includes(p)),
        ratingBefore: before,
        ratingAfter: after,
      });
      before = after;
    }
  }
  if (values.length) await tx.insert(quizQuestion).values(values);
  // the quiz goes on from there: what was asked is seen (and outlives the demo's skill reset)
  const canonical = new Map(rows.map((r) => [r.id, r.canonical]));
  await markSeen(tx, values.map((v) => ({ ...v, canonical: canonical.get(v.skillId)!, at: v.askedAt! })));
}

async function seedPerson(email: string, name: string, passwordHash: string, i: number, now: Date) {
  const db = await getDb();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) return false;
  const image = await picture((i * 47) % 360);
  const level = between(20, 80);
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(user).values({ name, email, passwordHash, verified: true }).returning({ id: user.id });
    await tx.insert(profile).values({ userId: row.id, title: pick(TITLES), location: pick(CITIES), description: pick(DESCRIPTIONS) });
    await tx.insert(profileEntry).values(entries(now).map((e, position) => ({ userId: row.id, kind: e.kind, position, data: e.data })));
    await tx.insert(profilePicture).values({ userId: row.id, data: image, contentType: "image/jpeg" });
    const skills = await tx
      .insert(skill)
      .values(chooseSkills(between(3, 10)).map((skillName) => ({ userId: row.id, name: skillName, canonical: skillKey(skillName), createdAt: new Date(now.getTime() - 90 * DAY), ...randomSkill(level, now) })))
      .returning();
    await insertHistory(tx, skills);
  });
  return true;
}

async function main() {
  const now = new Date();
  const db = await getDb();
  const passwordHash = await hashPassword(DEMO.password);
  let created = 0;
  if (await seedPerson(DEMO.email, DEMO.name, passwordHash, 0, now)) created++;
  const [demo] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO.email));
  await resetDemoSkills(demo.id, now);
  for (let i = 1; i <= POPULATION; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    if (await seedPerson(`dev${i}@${SEED_DOMAIN}`, name, passwordHash, i, now)) created++;
  }
  const seeded = await db.select({ id: user.id }).from(user).where(like(user.email, `%@${SEED_DOMAIN}`));
  const skills = await db.select({ id: skill.id }).from(skill).where(inArray(skill.userId, seeded.map((s) => s.id)));
  console.log(`Seeded ${created} new accounts (${seeded.length} developers with ${skills.length} skills in all, plus the demo account).`);
  console.log(`Sign in as ${DEMO.email} with the password ${DEMO.password}`);
}

main()
  .then(() => closeDb())
  .catch(async (e) => {
    console.error(e instanceof Error ? e.message : e);
    await closeDb();
    process.exit(1);
  });
