/**
 * The rating: a Bayesian estimate of ability on the 0-100 scale, kept as a mean and an
 * uncertainty (both stored with the skill), computed by our code from each grade, never by
 * a model. Chosen over Elo by `npm run bench:rating`.
 *
 * Model: an answer to a question of difficulty d from someone of ability a is expected to
 * grade 10 * logistic((a - d) / SCALE); grades scatter (GRADE_SD) and a question's stated
 * difficulty is itself off (DIFFICULTY_SD), which the likelihood integrates over. Each
 * update multiplies the estimate by that likelihood on a grid over 0-100, then widens it a
 * little (DRIFT), so a rating keeps following someone who learns.
 */

export type Estimate = { mean: number; sd: number };

/** Before any answer: anywhere on the scale. */
export const PRIOR: Estimate = { mean: 50, sd: 30 };
/** A rating has settled once its uncertainty is this small (until then: 'calibrating'). */
export const SETTLED_SD = 8;
export const SKIP_COST = 1;

const SCALE = 10;
const GRADE_SD = 2;
const DIFFICULTY_SD = 10;
const DRIFT = 1.5;
const MIN_SD = 3;

const GRID = Array.from({ length: 201 }, (_, i) => i / 2);
// Gauss-Hermite nodes and weights for the difficulty's error, N(0, DIFFICULTY_SD).
const NODES = [-2.856970013872806, -1.355626179974266, 0, 1.355626179974266, 2.856970013872806].map((x) => x * DIFFICULTY_SD);
const WEIGHTS = [0.01125741132772071, 0.2220759220056126, 0.5333333333333333, 0.2220759220056126, 0.01125741132772071];

const expectedGrade = (ability: number, difficulty: number) => 10 / (1 + Math.exp(-(ability - difficulty) / SCALE));

/** The probability density of a 0-10 grade; the ends absorb the tails (grades are clamped). */
function gradeLikelihood(grade: number, expected: number) {
  const z = (grade - expected) / GRADE_SD;
  if (grade <= 0) return normalCdf(z);
  if (grade >= 10) return 1 - normalCdf(z);
  return Math.exp(-0.5 * z * z);
}

function normalCdf(z: number) {
  // Abramowitz-Stegun 7.1.26, plenty for a likelihood
  const t = 1 / (1 + 0.3275911 * Math.abs(z) / Math.SQRT2);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(z * z) / 2);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** The estimate after an answer graded `grade` (0-10) to a question of `difficulty` (0-100). */
export function afterGrade(estimate: Estimate, { grade, difficulty }: { grade: number; difficulty: number }): Estimate {
  const g = Math.min(10, Math.max(0, grade));
  let total = 0;
  let sum = 0;
  let squares = 0;
  for (const a of GRID) {
    const prior = Math.exp(-0.5 * ((a - estimate.mean) / estimate.sd) ** 2);
    let likelihood = 0;
    for (let i = 0; i < NODES.length; i++) likelihood += WEIGHTS[i] * gradeLikelihood(g, expectedGrade(a, difficulty + NODES[i]));
    const p = prior * likelihood;
    total += p;
    sum += p * a;
    squares += p * a * a;
  }
  if (!(total > 0)) return estimate; // an impossible observation teaches nothing
  const mean = sum / total;
  const sd = Math.sqrt(Math.max(0, squares / total - mean * mean));
  return { mean, sd: Math.max(MIN_SD, Math.sqrt(sd * sd + DRIFT * DRIFT)) };
}

/** A skipped question costs exactly SKIP_COST rating points. */
export const afterSkip = (estimate: Estimate): Estimate => ({ mean: Math.max(0, estimate.mean - SKIP_COST), sd: estimate.sd });

export const ratingOf = (estimate: Estimate) => Math.min(100, Math.max(0, Math.round(estimate.mean)));
export const isSettled = (estimate: Estimate) => estimate.sd <= SETTLED_SD;

/** SPEC section 9's bands: 0-33 easy, over 33 to under 66 medium, 66 and above hard. */
export const band = (difficulty: number) => (difficulty <= 33 ? "easy" : difficulty < 66 ? "medium" : "hard");
