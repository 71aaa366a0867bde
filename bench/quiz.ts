// npm run bench:quiz - server time of a quiz reply on the offline engine: grade an answer,
// update the rating and ask the next question, through the same code as POST /api/saarp,
// against the embedded database (in memory). Prints p50 and p95 over 1,000 replies.
import { performance } from "node:perf_hooks";
import { closeDb, getDb, openPglite, setDb } from "../lib/db/client";
import { skill, user } from "../lib/db/schema";
import { BANK } from "../lib/quiz/bank";
import { converse } from "../lib/quiz/service";

const REPLIES = Number(process.env.REPLIES ?? 1000);

async function main() {
  setDb(await openPglite("memory://"));
  const db = await getDb();
  const [account] = await db.insert(user).values({ name: "Bench", email: "bench@example.com", passwordHash: "x", verified: true }).returning();
  await db.insert(skill).values({ userId: account.id, name: "JavaScript", canonical: "javascript" });
  const questions = BANK.get("javascript")!.questions;
  const answerFor = (q: string, i: number) => {
    const ref = questions.find((x) => x.question === q)!.answer;
    return i % 3 === 0 ? ref : i % 3 === 1 ? ref.split(". ")[0] : "I think it has something to do with how the browser runs code.";
  };
  let [question] = (await converse({ account, message: "JavaScript" })).response;
  const times: number[] = [];
  for (let i = 0; i < REPLIES; i++) {
    const start = performance.now();
    await converse({ account, message: answerFor(question, i) }); // grade and rate
    [question] = (await converse({ account, message: "Next Question" })).response; // pick the next
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${REPLIES} quiz replies (answer graded + next question), offline engine, embedded database in memory`);
  console.log(`p50 ${at(50)} ms  p95 ${at(95)} ms  max ${times.at(-1)!.toFixed(1)} ms`);
  await closeDb();
}

main();
