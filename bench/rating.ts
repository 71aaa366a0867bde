// npm run bench:rating - how fast and how well ratings find a known ability, and whether the
// interval shown with a rating is honest.
//
// 1. Simulated users have a true ability spread over 5-95. Each question aims at the current
//    rating; its real difficulty is off by SD 10, and grades carry noise of SD 2 on the 0-10
//    scale (rounded to whole points, as graders give them). Prints the rating's RMSE and the
//    share of users within 5 points after 10, 20 and 30 answers, for the chosen Bayesian
//    estimator (lib/quiz/rating.ts), an Elo whose K decays, and a fixed-K Elo baseline.
// 2. The same users as the app treats them (a new skill at rating 0, each question aimed at
//    the shown rating), with grade noise either assumed (SD 2) or taken from the offline
//    grader's real errors on ../shared/grading/dev.jsonl: an observed grade is the expected
//    grade plus a residual (our grade - human grade x 2) of an answer whose human grade is
//    near the expected one. Prints the error, how often the shown 90% interval holds the true
//    ability, and how often two users 15 points apart are ranked the wrong way, after 5, 10
//    and 20 answers, for the estimator before (grade SD 2) and after (GRADE_SD) this change.
import { readFileSync } from "node:fs";
import { gradeAnswer } from "../lib/quiz/grader/grader";
import { afterGrade, difficultyFor, GRADE_SD, INTERVAL_Z, isSettled, PRIOR, ratingOf, type Estimate } from "../lib/quiz/rating";

const USERS = Number(process.env.USERS ?? 2000);
const CHECKPOINTS = [10, 20, 30];

let seed = 42;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The grade the model expects from someone of `ability` on a question meant to be `difficulty`, whose real difficulty is off by SD 10. */
const expected = (ability: number, difficulty: number) => 10 / (1 + Math.exp(-(ability - (difficulty + 10 * gaussian())) / 10));

/** A grade for someone of `ability` on a question meant to be `difficulty`. */
const grade = (ability: number, difficulty: number) => clamp(Math.round(expected(ability, difficulty) + 2 * gaussian()), 0, 10);

type Estimator = { name: string; start: () => unknown; rating: (s: unknown) => number; update: (s: unknown, grade: number, difficulty: number) => unknown };

const bayes = (name: string, gradeSd: number): Estimator => ({
  name,
  start: () => PRIOR,
  rating: (s) => ratingOf(s as Estimate),
  update: (s, g, d) => afterGrade(s as Estimate, { grade: g, difficulty: d }, gradeSd),
});

// Elo on the 0-100 scale with the grade as the score: r += K * (grade/10 - expected).
const elo = (name: string, k: (n: number) => number): Estimator => ({
  name,
  start: () => ({ r: 50, n: 0 }),
  rating: (s) => Math.round((s as { r: number }).r),
  update: (s, g, d) => {
    const { r, n } = s as { r: number; n: number };
    const expected = 1 / (1 + Math.exp(-(r - d) / 10));
    return { r: clamp(r + k(n) * (g / 10 - expected), 0, 100), n: n + 1 };
  },
});

const estimators = [bayes(`Bayesian estimate, GRADE_SD ${GRADE_SD} (chosen)`, GRADE_SD), bayes("Bayesian estimate, grade SD 2 (before)", 2), elo("Elo, K decaying 40/sqrt(n+1), floor 8", (n) => Math.max(8, 40 / Math.sqrt(n + 1))), elo("Elo, fixed K = 16 (baseline)", () => 16)];

console.log(`1. Estimators: ${USERS} simulated users, true ability uniform over 5-95; grade noise SD 2, difficulty error SD 10\n`);
console.log("| estimator | " + CHECKPOINTS.map((c) => `RMSE after ${c} | within 5 after ${c}`).join(" | ") + " |");
console.log("|---|" + CHECKPOINTS.map(() => "---|---").join("|") + "|");
for (const estimator of estimators) {
  seed = 42; // the same users and noise for every estimator
  const errors: number[][] = CHECKPOINTS.map(() => []);
  for (let u = 0; u < USERS; u++) {
    const ability = 5 + 90 * random();
    let state = estimator.start();
    for (let answered = 1; answered <= CHECKPOINTS.at(-1)!; answered++) {
      const target = clamp(estimator.name.startsWith("Bayes") ? (state as Estimate).mean : estimator.rating(state), 5, 95);
      state = estimator.update(state, grade(ability, target), target);
      const at = CHECKPOINTS.indexOf(answered);
      if (at >= 0) errors[at].push(estimator.rating(state) - ability);
    }
  }
  const cells = errors.map((e) => {
    const rmse = Math.sqrt(e.reduce((s, x) => s + x * x, 0) / e.length);
    const within = e.filter((x) => Math.abs(x) <= 5).length / e.length;
    return `${rmse.toFixed(2)} | ${(100 * within).toFixed(1)}%`;
  });
  console.log(`| ${estimator.name} | ${cells.join(" | ")} |`);
}

// --- 2. The interval under the grader's real errors.

async function residualsByHumanGrade() {
  // relative to the repository's root, where npm runs this
  const rows: { question: string; reference: string; answer: string; human: number }[] = readFileSync(process.env.GRADING_DEV ?? "../shared/grading/dev.jsonl", "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  const byLevel: number[][] = Array.from({ length: 11 }, () => []);
  let invalid = 0;
  for (const r of rows) {
    const { score } = await gradeAnswer({ question: r.question, reference: r.reference, answer: r.answer });
    // an invalid grade teaches the estimator nothing (afterGrade keeps the estimate): left out
    if (!Number.isInteger(score) || score < 0 || score > 10) invalid++;
    else byLevel[Math.round(r.human * 2)].push(score - r.human * 2);
  }
  return { rows: rows.length, invalid, byLevel };
}

async function main() {
  const { rows, invalid, byLevel } = await residualsByHumanGrade();
  const all = byLevel.flat();
  const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
  const within = Math.sqrt(byLevel.reduce((s, xs) => s + xs.reduce((t, x) => t + (x - mean(xs)) ** 2, 0), 0) / all.length);
  console.log(`\n2. The offline grader on ${rows} human-graded answers (${invalid} invalid grades left out): residual = our grade - human grade x 2`);
  console.log(`   overall mean ${mean(all).toFixed(2)}, SD ${sd(all).toFixed(2)}, RMS ${Math.sqrt(mean(all.map((x) => x * x))).toFixed(2)}; SD within each human grade ${within.toFixed(2)} (the estimator's GRADE_SD: ${GRADE_SD})`);
  console.log("   by human grade x 2 (count: mean, SD): " + byLevel.map((xs, l) => (xs.length ? `${l} (${xs.length}: ${mean(xs).toFixed(1)}, ${sd(xs).toFixed(1)})` : `${l} (0)`)).join(", "));
  console.log("   Residuals depend on the human grade (a 0 leaves no room below it), so a simulated grade takes the residual of an answer");
  console.log("   whose human grade is nearest its expected grade (the nearest human grades pooled until there are 50 residuals).\n");

  const pools = Array.from({ length: 11 }, (_, level) => {
    for (let w = 0; ; w++) {
      const pool = byLevel.filter((_, l) => Math.abs(l - level) <= w).flat();
      if (pool.length >= 50 || w > 10) return pool;
    }
  });
  const poolMeans = pools.map(mean);
  const resample = (e: number) => pools[Math.round(e)][Math.floor(random() * pools[Math.round(e)].length)];
  const NOISES = {
    "assumed (SD 2)": (e: number) => e + 2 * gaussian(),
    "real (dev.jsonl residuals)": (e: number) => e + resample(e),
    "real, bias removed": (e: number) => e + resample(e) - poolMeans[Math.round(e)],
  };
  const ESTIMATORS = { "before (grade SD 2)": 2, [`after (GRADE_SD ${GRADE_SD})`]: GRADE_SD };
  const ANSWERS = [5, 10, 20];

  /** One user as the app treats them: a new skill at rating 0, each question aimed at the rating shown. Returns the estimate after each of ANSWERS. */
  function user(ability: number, noise: (e: number) => number, gradeSd: number) {
    let estimate = PRIOR;
    let rating = 0;
    const out: Estimate[] = [];
    for (let n = 1; n <= ANSWERS.at(-1)!; n++) {
      const difficulty = difficultyFor(rating);
      estimate = afterGrade(estimate, { grade: clamp(Math.round(noise(expected(ability, difficulty))), 0, 10), difficulty }, gradeSd);
      rating = ratingOf(estimate);
      if (ANSWERS.includes(n)) out.push(estimate);
    }
    return out;
  }

  console.log(`${USERS} users (ability uniform over 5-95) and ${USERS} pairs 15 points apart (the lower uniform over 5-80). Interval: rating ± round(${INTERVAL_Z} sd), the 90% one`);
  console.log("(shown once settled; 'calibrating' before). Wrong order: the lower ability rated higher (a tie counts half).\n");
  console.log("| grade noise | estimator | answers | MAE | RMSE | mean error | interval holds the ability | mean ± | settled | holds, where shown (settled) | wrong order, 15 apart |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [noiseName, noise] of Object.entries(NOISES)) {
    for (const [estimatorName, gradeSd] of Object.entries(ESTIMATORS)) {
      seed = 7; // the same users and noise for every row
      const errors: number[][] = ANSWERS.map(() => []);
      const held = ANSWERS.map(() => 0);
      const heldSettled = ANSWERS.map(() => 0);
      const margins = ANSWERS.map(() => 0);
      const settled = ANSWERS.map(() => 0);
      const wrong = ANSWERS.map(() => 0);
      for (let u = 0; u < USERS; u++) {
        const ability = 5 + 90 * random();
        user(ability, noise, gradeSd).forEach((e, i) => {
          const error = ratingOf(e) - ability;
          const margin = Math.round(INTERVAL_Z * e.sd);
          errors[i].push(error);
          held[i] += Math.abs(error) <= margin ? 1 : 0;
          margins[i] += margin;
          settled[i] += isSettled(e) ? 1 : 0;
          heldSettled[i] += isSettled(e) && Math.abs(error) <= margin ? 1 : 0;
        });
      }
      for (let u = 0; u < USERS; u++) {
        const low = 5 + 75 * random();
        const [a, b] = [user(low, noise, gradeSd), user(low + 15, noise, gradeSd)];
        ANSWERS.forEach((_, i) => (wrong[i] += ratingOf(a[i]) > ratingOf(b[i]) ? 1 : ratingOf(a[i]) === ratingOf(b[i]) ? 0.5 : 0));
      }
      ANSWERS.forEach((n, i) => {
        const e = errors[i];
        const cells = [mean(e.map(Math.abs)).toFixed(1), Math.sqrt(mean(e.map((x) => x * x))).toFixed(1), mean(e).toFixed(1), pct(held[i] / USERS), (margins[i] / USERS).toFixed(1), pct(settled[i] / USERS), settled[i] ? pct(heldSettled[i] / settled[i]) : "-", pct(wrong[i] / USERS)];
        console.log(`| ${noiseName} | ${estimatorName} | ${n} | ${cells.join(" | ")} |`);
      });
    }
  }
}

void main();
