import { z } from "zod";

/** The longest transcript a bug report carries; a longer thread keeps its newest part. */
export const CHAT_BUG_HISTORY_MAX = 100_000;
export const CHAT_BUG_DESCRIPTION_MIN = 10;
export const CHAT_BUG_DESCRIPTION_MAX = 1000;

/**
 * SPEC sections 3 and 7: POST /api/user/chat-bug. The quiz's Report a bug dialog and the
 * handler parse this one schema; history is the transcript, lines of `ROLE: content`.
 */
export const chatBugSchema = z.object({
  email: z.string().optional(),
  description: z
    .string({ error: "Please describe the bug" })
    .trim()
    .min(CHAT_BUG_DESCRIPTION_MIN, `Description must include at least ${CHAT_BUG_DESCRIPTION_MIN} characters`)
    .max(CHAT_BUG_DESCRIPTION_MAX, `Description must not be more than ${CHAT_BUG_DESCRIPTION_MAX} characters`),
  history: z.string().max(CHAT_BUG_HISTORY_MAX).default(""),
});
export type ChatBugInput = z.input<typeof chatBugSchema>;

/** The dialog's own field; email and history are added when it is sent. */
export const chatBugFormSchema = chatBugSchema.pick({ description: true });
export type ChatBugFormInput = z.input<typeof chatBugFormSchema>;

/** The thread as the bug report's history: `ROLE: content` lines, newest part kept when too long. */
export function chatTranscript(messages: { role: string; content: string }[]) {
  const text = messages.map((m) => `${m.role.toUpperCase()}: ${m.content}`).join("\n");
  return text.length > CHAT_BUG_HISTORY_MAX ? text.slice(text.length - CHAT_BUG_HISTORY_MAX) : text;
}

/** The longest chat message the quiz takes (an answer is a few sentences). */
export const QUIZ_MESSAGE_MAX = 5000;

/**
 * SPEC section 7: POST /api/saarp takes the message, the last metadata (payload) and the
 * thread (history). Payload and history are context only: the server keeps the quiz state.
 */
export const quizTurnSchema = z.object({
  message: z
    .string({ error: "Please type a message" })
    .trim()
    .min(1, "Please type a message")
    .max(QUIZ_MESSAGE_MAX, `A message must not be more than ${QUIZ_MESSAGE_MAX} characters`),
  payload: z.unknown().optional(),
  history: z.array(z.unknown()).max(1000).optional(),
});

/** POST /api/answer: the model answer of a question already answered or skipped. */
export const modelAnswerSchema = z.object({
  question: z.string({ error: "Question is required" }).min(1, "Question is required").max(5000),
  topic: z.string().max(200).optional(),
});
