import { aiEngineFromEnv } from "./ai-engine";
import { offlineEngine } from "./offline-engine";
import type { QuizEngine } from "./types";

let configured: QuizEngine | undefined;

/** The quiz engine this deployment uses: the offline engine unless an AI provider is configured. */
export function getEngine(): QuizEngine {
  configured ??= aiEngineFromEnv() ?? offlineEngine;
  return configured;
}

/** The configured engine's grader, for batch grading (npm run grade). */
export const getGrader = () => {
  const engine = getEngine();
  return engine.grade.bind(engine);
};
