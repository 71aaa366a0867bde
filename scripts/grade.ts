// npm run grade -- FILE.jsonl - grade answers in batch with the configured engine's grader.
// Each input line: { question, reference, answer, key_points? }. Each output line on stdout:
// the same object with answer_rating (0-10) and feedback added.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { getGrader } from "../lib/quiz/engine";

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run grade -- FILE.jsonl");
    process.exit(2);
  }
  const grade = getGrader();
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    line++;
    if (!text.trim()) continue;
    let item: Record<string, unknown>;
    try {
      item = JSON.parse(text);
    } catch {
      console.error(`line ${line}: not JSON, skipped`);
      continue;
    }
    const keyPoints = Array.isArray(item.key_points) ? item.key_points.filter((p): p is string => typeof p === "string").map((point) => ({ point })) : undefined;
    try {
      const result = await grade({ question: String(item.question ?? ""), reference: String(item.reference ?? ""), keyPoints, answer: String(item.answer ?? "") });
      const feedback = [result.explanation, result.missed.length ? `Missed: ${result.missed.join(" ")}` : ""].filter(Boolean).join(" ");
      process.stdout.write(`${JSON.stringify({ ...item, answer_rating: result.score, feedback })}\n`);
    } catch (e) {
      console.error(`line ${line}: ${e instanceof Error ? e.message : e}`);
      process.exitCode = 1;
    }
  }
}

main();
