/**
 * One question of the offline engine's bank. The grader checks an answer against the key
 * points: a point counts as covered when the answer mentions at least one term of each of
 * its concept groups (after stemming), in sentences rather than a bare list of words.
 */
export type BankQuestion = {
  /** Stable and unique across the bank, e.g. "js-closures-1". */
  id: string;
  /** A short topic name, shared by related questions of a skill, e.g. "Closures". */
  topic: string;
  /** 0-100: 0-33 easy, 34-65 medium, 66-100 hard. */
  difficulty: number;
  /** A conceptual question answerable in 2-5 sentences of prose (no code to write). */
  question: string;
  /** The reference answer: correct, current, 2-5 sentences. */
  answer: string;
  /** 3 to 5 key points that a complete answer covers. */
  keyPoints: KeyPoint[];
};

export type KeyPoint = {
  /** The point as one sentence, shown to the user as covered or missed. */
  point: string;
  /**
   * 1 to 3 groups of lowercase terms (single words or short phrases). The point is covered
   * when the answer contains a term of every group. Each group lists the synonyms and
   * alternative phrasings a correct answer might use.
   */
  concepts: string[][];
};
