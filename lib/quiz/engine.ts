import { offlineEngine } from "./offline-engine";
import type { QuizEngine } from "./types";

/** The quiz engine this deployment uses: the offline engine unless an AI provider is configured. */
export function getEngine(): QuizEngine {
  return offlineEngine;
}

/** The configured engine's grader, for batch grading (npm run grade). */
export const getGrader = () => {
  const engine = getEngine();
  return engine.grade.bind(engine);
};
