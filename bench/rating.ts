// npm run bench:rating - how fast and how well ratings find a known ability.
// Simulated users have a true ability spread over 5-95. Each question aims at the current
// rating; its real difficulty is off by SD 10, and grades carry noise of SD 2 on the 0-10
// scale (rounded to whole points, as graders give them). Prints the rating's RMSE and the
// share of users within 5 points after 10, 20 and 30 answers, for the chosen Bayesian
// estimator (lib/quiz/rating.ts), an Elo whose K decays, and a fixed-K Elo baseline.
import { afterGrade, PRIOR, ratingOf, type Estimate } from "../lib/quiz/rating";

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

/** A grade for someone of `ability` on a question meant to be `difficulty`. */
function grade(ability: number, difficulty: number) {
  const real = difficulty + 10 * gaussian();
  return clamp(Math.round(10 / (1 + Math.exp(-(ability - real) / 10)) + 2 * gaussian()), 0, 10);
}

type Estimator = { name: string; start: () => unknown; rating: (s: unknown) => number; update: (s: unknown, grade: number, difficulty: number) => unknown };

const bayes: Estimator = {
  name: "Bayesian estimate (chosen)",
  start: () => PRIOR,
  rating: (s) => ratingOf(s as Estimate),
  update: (s, g, d) => afterGrade(s as Estimate, { grade: g, difficulty: d }),
};

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

const estimators = [bayes, elo("Elo, K decaying 40/sqrt(n+1), floor 8", (n) => Math.max(8, 40 / Math.sqrt(n + 1))), elo("Elo, fixed K = 16 (baseline)", () => 16)];

console.log(`${USERS} simulated users, true ability uniform over 5-95; grade noise SD 2, difficulty error SD 10\n`);
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
