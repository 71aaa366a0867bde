/**
 * The quiz's shared types: the engine interface both engines implement, and the wire
 * format of POST /api/saarp (SPEC section 7: a reply is a pair of text and metadata).
 */

/** A question with its hidden parts: the reference answer and key points never reach the client before it is answered. */
export type QuizQuestion = {
  question: string;
  topic: string;
  /** 0-100 (0-33 easy, over 33 to under 66 medium, 66 and above hard). */
  difficulty: number;
  reference: string;
  /** Key points a complete answer covers; bank questions also carry concept groups for matching. */
  keyPoints: { point: string; concepts?: string[][] }[];
  /** The bank question's id (offline engine), for "least recently seen" rotation. */
  bankId?: string;
};

export type Grade = {
  /** 0-10. */
  score: number;
  /** Key point texts the answer covered, and those it missed. */
  covered: string[];
  missed: string[];
  /** Why the grade: one or two sentences for the user. */
  explanation: string;
};

export type RecentQuestion = { question: string; topic: string; bankId?: string | null; askedAt: Date };

export interface QuizEngine {
  readonly name: "offline" | "ai";
  /** Whether this engine can ask about a skill (the offline engine only knows its bank). */
  supports(skill: string): boolean;
  /**
   * The next question near `difficulty`, avoiding what the user saw of this skill, newest
   * first: the latest asking of every bank question ever asked, and the latest other questions.
   */
  nextQuestion(input: { skill: string; difficulty: number; recent: RecentQuestion[] }): Promise<QuizQuestion>;
  /** Grade an answer against the rubric (without key points: the reference alone); never invents a grade: throws QuizEngineError instead. */
  grade(input: { question: string; reference: string; keyPoints?: QuizQuestion["keyPoints"]; answer: string }): Promise<Grade>;
}

/** A provider failure or timeout, shown to the user as is (503). */
export class QuizEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "QuizEngineError";
  }
}

export type QuizMessageType = "question" | "feedback" | "message";

/** SPEC section 3's quiz metadata, plus the evidence the UI shows. */
export type QuizMetadata = {
  type: QuizMessageType;
  /** The question's difficulty, as text (SPEC section 3). */
  difficulty: string;
  /** The skill's rating after this reply. */
  user_rating: number;
  topic: string;
  /** 0-10, for feedback. */
  answer_rating: number | null;
  /** The rating change this reply made (feedback and skips). */
  changed_rating: number | null;
  /** The question asked (question) or answered (feedback). */
  question: string;
  skill: string | null;
  skill_id: number | null;
  /** True until the skill's rating has settled. */
  calibrating: boolean;
  /** Half-width of the rating's 90% interval ('72 ± 9'), null while it calibrates (lib/quiz/rating.ts). */
  rating_margin: number | null;
  covered?: string[];
  missed?: string[];
};

export type QuizReply = { response: [string, QuizMetadata] };

/** One stored message of the thread, as GET /api/user/quiz returns it. */
export type QuizThreadMessage = { id: number; role: "system" | "user" | "assistant"; content: string; metadata: QuizMetadata | null; created_at: string };

/** What the quiz buttons send as the message (matched case-insensitively). */
export const QUIZ_COMMANDS = { skip: "Skip Question", next: "Next Question", summary: "Get Summary" } as const;
