// npm run bench:grader - the configured grader against tests/fixtures/graded-answers.jsonl,
// a labelled set of answers to bank questions: Pearson and Spearman correlation and mean
// absolute error against the labels, overall and per kind of answer.
import { readFileSync } from "node:fs";
import { getGrader } from "../lib/quiz/engine";

type Row = { question: string; reference: string; key_points?: string[]; answer: string; label: number; kind: string };

const rows: Row[] = readFileSync(process.argv[2] ?? "tests/fixtures/graded-answers.jsonl", "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));

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
  return sxy / Math.sqrt(sxx * syy);
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

async function main() {
  const grade = getGrader();
  const useKeyPoints = !process.argv.includes("--reference-only");
  const scored: (Row & { score: number })[] = [];
  for (const row of rows) {
    const result = await grade({ question: row.question, reference: row.reference, keyPoints: useKeyPoints ? row.key_points?.map((point) => ({ point })) : undefined, answer: row.answer });
    scored.push({ ...row, score: result.score });
  }
  const labels = scored.map((r) => r.label);
  const scores = scored.map((r) => r.score);
  console.log(`${scored.length} labelled answers, ${useKeyPoints ? "with key points" : "reference answer only"}`);
  console.log(`Pearson ${pearson(scores, labels).toFixed(3)}  Spearman ${pearson(ranks(scores), ranks(labels)).toFixed(3)}  MAE ${mean(scored.map((r) => Math.abs(r.score - r.label))).toFixed(2)}\n`);
  console.log("| kind | answers | mean label | mean grade | MAE |\n|---|---|---|---|---|");
  for (const kind of [...new Set(scored.map((r) => r.kind))].sort()) {
    const of = scored.filter((r) => r.kind === kind);
    console.log(`| ${kind} | ${of.length} | ${mean(of.map((r) => r.label)).toFixed(1)} | ${mean(of.map((r) => r.score)).toFixed(1)} | ${mean(of.map((r) => Math.abs(r.score - r.label))).toFixed(2)} |`);
  }
}

main();
