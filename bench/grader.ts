// npm run bench:grader - the offline grader against human grades.
//
// 1. ../shared/grading/dev.jsonl (1,134 answers to 39 questions of Mohler et al. 2011, graded
//    0-5 by two humans; reference answers only, no key points). Our grade / 2 against the
//    human grade: Pearson, Spearman, mean absolute error, the grade histogram, invalid grades,
//    a word-recall baseline computed here, and the 20 largest disagreements.
// 2. Cross-validation: the tuned numbers (PARAMS in lib/quiz/grader/grader.ts) are chosen on
//    three chapters and measured on the other three, for all 20 splits of the six chapters,
//    because the grader is judged on questions it has never seen. The shipped PARAMS are what
//    the same tuning picks on all six chapters; the bench says whether they still are.
// 3. tests/fixtures/graded-answers.jsonl (306 answers to bank questions, with key points),
//    the same figures and a table per kind of answer.
//
// Options: --dev FILE, --fixture FILE, --reference-only (ignore the fixture's key points).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stemmer } from "stemmer";
import { eng } from "stopword";
import { analyse, band, combinedMatch, PARAMS, scoreAnalysis, type Analysis, type Params } from "../lib/quiz/grader/grader";
import type { Grade } from "../lib/quiz/types";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const devFile = arg("--dev") ?? path.resolve(process.cwd(), "../shared/grading/dev.jsonl");
const fixtureFile = arg("--fixture") ?? "tests/fixtures/graded-answers.jsonl";
const useKeyPoints = !process.argv.includes("--reference-only");

type Dev = { id: string; chapter: number; question: string; reference: string; answer: string; human: number };
type Fixture = { question: string; reference: string; key_points?: string[]; answer: string; label: number; kind: string };
const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

// ---------------------------------------------------------------- statistics
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function pearson(x: number[], y: number[]) {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}
function ranks(xs: number[]) {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}
const spearman = (x: number[], y: number[]) => pearson(ranks(x), ranks(y));
const mae = (x: number[], y: number[]) => mean(x.map((v, i) => Math.abs(v - y[i])));
const f3 = (x: number) => x.toFixed(3);

// ---------------------------------------------------------------- the word-recall baseline
// The share of the reference's distinct content words (stemmed) that the answer contains, as 0-5.
const STOP = new Set(eng);
const stems = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => stemmer(w)));
function wordRecall(reference: string, answer: string) {
  const ref = stems(reference);
  const ans = stems(answer);
  return ref.size ? (5 * [...ref].filter((s) => ans.has(s)).length) / ref.size : 0;
}

// ---------------------------------------------------------------- validity
/** Why a grade is invalid, or null: a whole 0-10 score whose text and label agree with its counts. */
function invalid(g: Grade): string | null {
  if (!Number.isInteger(g.score) || g.score < 0 || g.score > 10) return `score ${g.score}`;
  const m = g.covered.length + g.missed.length;
  const [lo, hi] = band(g.covered.length, m);
  if (g.score < lo || g.score > hi) return `score ${g.score} with ${g.covered.length} of ${m} key points`;
  const said = /covers (\d+) of (\d+)/.exec(g.explanation);
  if (said && (Number(said[1]) !== g.covered.length || Number(said[2]) !== m)) return "explanation counts";
  if (/every key point|covers the key point/.test(g.explanation) && g.covered.length !== m) return "explanation says every point";
  return null;
}

function histogram(scores: number[]) {
  const counts = Array.from({ length: 11 }, (_, i) => scores.filter((s) => s === i).length);
  return `grade histogram 0..10: ${counts.join(" ")}`;
}

// ---------------------------------------------------------------- tuning
const GRID = {
  questionWeight: [0.1, 0.2, 0.3, 0.5],
  saturation: [0.4, 0.5, 0.6, 0.7, 0.8],
  precision: [0, 0.2, 0.4, 0.6, 0.8, 1],
  length: [0, 0.15, 0.3, 0.45, 0.6],
};
/** Shares of the largest possible combined match that may score 10. */
const SCALE = [0.5, 0.6, 0.7, 0.8, 0.9, 1];

function* shapes(): Generator<Params> {
  for (const questionWeight of GRID.questionWeight)
    for (const saturation of GRID.saturation)
      for (const precision of GRID.precision) for (const length of GRID.length) yield { questionWeight, saturation, precision, length, high: 1 };
}

/** Pearson over the rows of some chapters. */
function pearsonOn(x: number[], y: number[], chapterOf: number[], chapters: number[]) {
  const idx = chapterOf.map((c, i) => (chapters.includes(c) ? i : -1)).filter((i) => i >= 0);
  return pearson(
    idx.map((i) => x[i]),
    idx.map((i) => y[i]),
  );
}

/**
 * Tuning on some chapters: the shape (weights, saturation) whose combined match has the best
 * Pearson with the human grades; then the scale: no match at all is 0, and `high`, the match
 * that scores 10, is the share of the largest possible match whose 0-10 grades have the best
 * Pearson (a lower one gives more 10s; least squared error would pick one that gives nearly
 * every answer 10, as most human grades here are 5).
 */
function tune(analyses: Analysis[], human: number[], chapterOf: number[], chapters: number[], baseline: number[]) {
  const table = [...shapes()].map((p) => ({ p, z: analyses.map((a) => combinedMatch(a, p)) }));
  const pick = (on: number[]): Params => {
    const best = table.reduce((a, b) => (pearsonOn(b.z, human, chapterOf, on) > pearsonOn(a.z, human, chapterOf, on) + 1e-9 ? b : a)).p;
    const largest = 1 + best.precision + best.length;
    let calibrated = best;
    let top = -Infinity;
    for (const share of SCALE) {
      const p = { ...best, high: Math.round(share * largest * 100) / 100 };
      const r = pearsonOn(
        analyses.map((a) => scoreAnalysis(a, p).score),
        human,
        chapterOf,
        on,
      );
      if (r > top + 1e-9) [top, calibrated] = [r, p];
    }
    return calibrated;
  };
  const score = (p: Params) => analyses.map((a) => scoreAnalysis(a, p).score / 2);
  const shippedScores = score(PARAMS);
  const splits: { train: number[]; test: number[]; p: Params; r: number; shipped: number; baseline: number }[] = [];
  for (let mask = 0; mask < 1 << chapters.length; mask++) {
    const train = chapters.filter((_, i) => mask & (1 << i));
    if (train.length !== 3) continue;
    const test = chapters.filter((c) => !train.includes(c));
    const p = pick(train);
    splits.push({ train, test, p, r: pearsonOn(score(p), human, chapterOf, test), shipped: pearsonOn(shippedScores, human, chapterOf, test), baseline: pearsonOn(baseline, human, chapterOf, test) });
  }
  return { splits, all: pick(chapters) };
}

// ---------------------------------------------------------------- reports
function report(name: string, rows: { human: number; answer: string; reference: string }[], grades: Grade[], opts: { worst?: (i: number) => string } = {}) {
  const ours = grades.map((g) => g.score / 2);
  const human = rows.map((r) => r.human);
  const baseline = rows.map((r) => wordRecall(r.reference, r.answer));
  const bad = grades.map(invalid).filter(Boolean);
  console.log(`\n## ${name}: ${rows.length} answers`);
  console.log(`ours      Pearson ${f3(pearson(ours, human))}  Spearman ${f3(spearman(ours, human))}  MAE ${mae(ours, human).toFixed(2)} (0-5 scale)`);
  console.log(`baseline  Pearson ${f3(pearson(baseline, human))}  Spearman ${f3(spearman(baseline, human))}  MAE ${mae(baseline, human).toFixed(2)} (word recall: share of the reference's stemmed content words in the answer)`);
  console.log(histogram(grades.map((g) => g.score)));
  console.log(`invalid grades: ${bad.length}${bad.length ? ` (${[...new Set(bad)].slice(0, 5).join("; ")})` : ""}`);
  if (opts.worst) {
    console.log("\n20 largest disagreements (human, ours on 0-5):");
    const order = rows.map((_, i) => i).sort((a, b) => Math.abs(ours[b] - human[b]) - Math.abs(ours[a] - human[a]));
    for (const i of order.slice(0, 20)) console.log(`  ${opts.worst(i).padEnd(8)} human ${human[i].toFixed(1)}  ours ${ours[i].toFixed(1)}  ${JSON.stringify(rows[i].answer.slice(0, 110))}`);
  }
}

function main() {
  const fmt = (p: Params) => `questionWeight ${p.questionWeight}, saturation ${p.saturation}, precision ${p.precision}, length ${p.length}, high ${p.high}`;
  console.log(`shipped PARAMS: ${fmt(PARAMS)}`);

  // WordNet loads once per process; time it apart from grading
  let t = performance.now();
  analyse({ question: "What is a stack?", reference: "A last-in, first-out collection.", answer: "A pile of items." });
  console.log(`WordNet load ${(performance.now() - t).toFixed(0)} ms (once per process)`);

  if (existsSync(devFile)) {
    const dev = readJsonl<Dev>(devFile);
    t = performance.now();
    const analyses = dev.map((r) => analyse(r));
    const grades = analyses.map((a) => scoreAnalysis(a));
    const ms = (performance.now() - t) / dev.length;
    report(`dev.jsonl (${devFile})`, dev, grades, { worst: (i) => dev[i].id });
    console.log(`\n${ms.toFixed(2)} ms per answer (dev.jsonl, after the WordNet load)`);

    const human = dev.map((r) => r.human);
    const chapterOf = dev.map((r) => r.chapter);
    const chapters = [...new Set(chapterOf)].sort();
    const baseline = dev.map((r) => wordRecall(r.reference, r.answer)); // nothing to tune: comparable on every half
    const { splits, all } = tune(analyses, human, chapterOf, chapters, baseline);
    console.log(`\n## cross-validation: tuned on 3 chapters, measured on the other 3 (${splits.length} splits)`);
    for (const s of splits) console.log(`  train ${s.train.join("")} test ${s.test.join("")}: Pearson ${f3(s.r)} (shipped PARAMS ${f3(s.shipped)}, baseline ${f3(s.baseline)})  picked ${fmt(s.p)}`);
    const rs = splits.map((s) => s.r);
    const shipped = splits.map((s) => s.shipped);
    console.log(`cross-validated Pearson on unseen chapters: mean ${f3(mean(rs))}, min ${f3(Math.min(...rs))}`);
    console.log(`shipped PARAMS on the same test halves:     mean ${f3(mean(shipped))}, min ${f3(Math.min(...shipped))}`);
    const base = splits.map((s) => s.baseline);
    console.log(`word-recall baseline on the same halves:    mean ${f3(mean(base))}, min ${f3(Math.min(...base))}; ours above it in ${splits.filter((s) => s.r > s.baseline).length} of ${splits.length} splits`);
    const same = (Object.keys(all) as (keyof Params)[]).every((k) => all[k] === PARAMS[k]);
    console.log(`tuning on all six chapters picks: ${fmt(all)}${same ? " (= the shipped PARAMS)" : "  <- differs from the shipped PARAMS"}`);
  } else {
    console.log(`\n${devFile} is absent: skipping the human-graded set and the cross-validation.`);
  }

  const fixture = readJsonl<Fixture>(fixtureFile);
  const grades = fixture.map((r) => scoreAnalysis(analyse({ question: r.question, reference: r.reference, keyPoints: useKeyPoints ? r.key_points?.map((point) => ({ point })) : undefined, answer: r.answer })));
  report(
    `${fixtureFile} (${useKeyPoints ? "with key points" : "reference answer only"}; labels 0-10 shown / 2)`,
    fixture.map((r) => ({ ...r, human: r.label / 2 })),
    grades,
  );
  console.log("\n| kind | answers | mean label | mean grade | MAE |\n|---|---|---|---|---|");
  for (const kind of [...new Set(fixture.map((r) => r.kind))].sort()) {
    const of = fixture.map((r, i) => ({ label: r.label, score: grades[i].score, kind: r.kind })).filter((r) => r.kind === kind);
    console.log(`| ${kind} | ${of.length} | ${mean(of.map((r) => r.label)).toFixed(1)} | ${mean(of.map((r) => r.score)).toFixed(1)} | ${mae(of.map((r) => r.score), of.map((r) => r.label)).toFixed(2)} |`);
  }
}

main();
