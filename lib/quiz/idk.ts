import { eng } from "stopword";

// "I don't know" as an answer: an admission at its start ("I don't know", "no idea", "not
// sure"...) with too few other words to be an answer after all: under 6 content words. The
// offline grader gives it 0, and whatever the engine, the quiz charges it what a skip costs
// (lib/quiz/rating.ts `afterIDontKnow`): one definition for both.

const LEAD = String.raw`(?:(?:sorry|honestly|unfortunately|well|hmm+|um+)[\s,.!]+)*`;
const ADMISSION = new RegExp(
  String.raw`^\s*${LEAD}(?:i\s+(?:really\s+|honestly\s+)?(?:do\s*n[o'’]?t|dont|don['’]t)\s+know|i\s+(?:have\s+)?no\s+(?:idea|clue)|no\s+(?:idea|clue)|(?:i\s*['’]?m\s+|i\s+am\s+)?not\s+sure|i\s+(?:can['’]?t|cannot)\s+(?:answer|remember)|i\s+forgot|no\s+answer|not\s+answered|idk|dunno)\b`,
  "i",
);
/** A whole answer that declines: question marks, 'skip', 'pass', 'n/a'. */
const DECLINE = /^\s*(?:\?+|skip|pass|n\/?a)\s*[.!]*\s*$/i;
const STOP = new Set(eng);

export function saysIDontKnow(answer: string) {
  if (DECLINE.test(answer)) return true;
  if (!ADMISSION.test(answer)) return false;
  const content = new Set((answer.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []).filter((w) => w.length > 1 && !STOP.has(w)));
  return content.size < 6;
}
