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
 *
 * Everything that shows a rating takes it from here: its interval (`ratingMargin`, shown
 * as '72 ± 9' once settled, 'calibrating' before), the difficulty the next question aims
 * at (`difficultyFor`) and that difficulty's band and label (SPEC section 9).
 */

export type Estimate = { mean: number; sd: number };

/** Before any answer: anywhere on the scale. */
export const PRIOR: Estimate = { mean: 50, sd: 30 };
/** A rating has settled once its uncertainty is this small (until then: 'calibrating'). */
export const SETTLED_SD = 8;
export const SKIP_COST = 1;

const SCALE = 10;
/**
 * How far grades stray from what the ability predicts (0-10 scale): the offline grader's
 * spread around human grades on ../shared/grading/dev.jsonl, within each human grade
 * (`npm run bench:rating` prints it). The 2 assumed before made the 90% interval hold the
 * true ability only 70-85% of the time under the grader's real errors.
 */
export const GRADE_SD = 3.5;
const DIFFICULTY_SD = 10;
const DRIFT = 1.5;
const MIN_SD = 3;

const GRID = Array.from({ length: 201 }, (_, i) => i / 2);
// Gauss-Hermite nodes and weights for the difficulty's error, N(0, DIFFICULTY_SD).
const NODES = [-2.856970013872806, -1.355626179974266, 0, 1.355626179974266, 2.856970013872806].map((x) => x * DIFFICULTY_SD);
const WEIGHTS = [0.01125741132772071, 0.2220759220056126, 0.5333333333333333, 0.2220759220056126, 0.01125741132772071];

const expectedGrade = (ability: number, difficulty: number) => 10 / (1 + Math.exp(-(ability - difficulty) / SCALE));

/** The probability density of a 0-10 grade; the ends absorb the tails (grades are clamped). */
function gradeLikelihood(grade: number, expected: number, gradeSd: number) {
  const z = (grade - expected) / gradeSd;
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
export function afterGrade(estimate: Estimate, { grade, difficulty }: { grade: number; difficulty: number }, gradeSd = GRADE_SD): Estimate {
  const g = Math.min(10, Math.max(0, grade));
  let total = 0;
  let sum = 0;
  let squares = 0;
  for (const a of GRID) {
    const prior = Math.exp(-0.5 * ((a - estimate.mean) / estimate.sd) ** 2);
    let likelihood = 0;
    for (let i = 0; i < NODES.length; i++) likelihood += WEIGHTS[i] * gradeLikelihood(g, expectedGrade(a, difficulty + NODES[i]), gradeSd);
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

/**
 * An answer that only says "I don't know" takes the skip's rule: graded 0 it would cost up
 * to 5 points at a high rating, and honesty must never cost more than skipping.
 */
export const afterIDontKnow = afterSkip;

export const ratingOf = (estimate: Estimate) => Math.min(100, Math.max(0, Math.round(estimate.mean)));
export const isSettled = (estimate: Estimate) => estimate.sd <= SETTLED_SD;

/** The interval shown with a rating is the 90% one: mean ± 1.645 sd. */
export const INTERVAL_Z = 1.645;

/**
 * The half-width of a rating's 90% interval in whole points ('72 ± 9'), or null while the
 * rating calibrates: a margin is given exactly when the rating has settled.
 */
export const ratingMargin = (estimate: Estimate) => (isSettled(estimate) ? Math.round(INTERVAL_Z * estimate.sd) : null);

/** A rating as shown in words: '72 ± 9', or '45 (calibrating)'. */
export const formatRating = (rating: number, margin: number | null) => (margin === null ? `${rating} (calibrating)` : `${rating} ± ${margin}`);

/** SPEC section 9's bands on whole numbers: 0-33 easy, 34-65 medium, 66-100 hard. */
export const BANDS = { easy: { min: 0, max: 33 }, medium: { min: 34, max: 65 }, hard: { min: 66, max: 100 } } as const;
export type Band = keyof typeof BANDS;
/** The band of any difficulty: over 33 is medium, 66 and above hard. */
export const band = (difficulty: number): Band => (difficulty <= BANDS.easy.max ? "easy" : difficulty < BANDS.hard.min ? "medium" : "hard");
const BAND_LABEL = { easy: "Easy", medium: "Medium", hard: "Hard" } as const;
/** The label a question shows for its difficulty (metadata carries it as text), or null for no number. */
export function difficultyLabel(difficulty: string | number) {
  const d = Number(difficulty);
  return String(difficulty).trim() === "" || !Number.isFinite(d) ? null : BAND_LABEL[band(d)];
}

/**
 * The difficulty the next question aims at: the rating the user sees, so the question's
 * band is that rating's band (a new skill, at 0, starts with an easy question).
 */
export const difficultyFor = (rating: number) => Math.min(100, Math.max(0, Math.round(rating)));
