"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { notify } from "@/components/ui/toaster";
import { postJson } from "@/lib/http";
import type { QuizMetadata, QuizReply, QuizThreadMessage } from "@/lib/quiz/types";

// The quiz thread on the client: the server's stored thread to start with, then each
// exchange with POST /api/saarp (SPEC section 7). The user's message shows at once; the
// assistant's reply is appended when it arrives. Messages made here get negative ids, so
// they never collide with the server's.

export type ChatMessage = Pick<QuizThreadMessage, "id" | "role" | "content" | "metadata"> & {
  /** A reply received on this visit (its model answer is fetched straight away). */
  fresh?: boolean;
};

/** The newest assistant message, whose metadata is the next call's payload. */
export const lastAssistant = (messages: ChatMessage[]) => messages.findLast((m) => m.role === "assistant");

/** The newest assistant metadata that names a skill: the skill being practised. */
export const currentSkill = (messages: ChatMessage[]): QuizMetadata | undefined => messages.findLast((m) => m.role === "assistant" && m.metadata?.skill)?.metadata ?? undefined;

/** The history sent with a turn: the newest messages (the server keeps the real state). */
const HISTORY_SENT = 100;

const toChat = ({ id, role, content, metadata }: QuizThreadMessage): ChatMessage => ({ id, role, content, metadata });

export function useQuiz(initialThread: QuizThreadMessage[]) {
  const router = useRouter();
  const [messages, setMessages] = useState<ChatMessage[]>(() => initialThread.map(toChat));
  const [awaiting, setAwaiting] = useState(false);
  const busy = useRef(false);
  const nextId = useRef(-1);

  /**
   * Sends one message. Resolves true once the reply is in (or the user is sent on), false
   * when nothing was sent (empty, or a reply is still awaited) or the call failed: the
   * user's message is then taken back out of the thread and an error toast shown.
   */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || busy.current) return false;
      busy.current = true;
      const payload = lastAssistant(messages)?.metadata ?? null;
      const history = messages.slice(-HISTORY_SENT).map(({ role, content }) => ({ role, content }));
      const mine: ChatMessage = { id: nextId.current--, role: "user", content: message, metadata: null };
      setMessages((current) => [...current, mine]);
      setAwaiting(true);

      const result = await postJson<Partial<QuizReply>>("/api/saarp", { message, payload, history });
      busy.current = false;
      setAwaiting(false);
      if (!result.ok) {
        setMessages((current) => current.filter((m) => m !== mine));
        notify.error("Something went wrong", { description: result.error });
        return false;
      }
      const response = result.data.response;
      // SPEC section 4: a reply with no response sends the user to their profile.
      if (!Array.isArray(response)) {
        router.push("/app/profile");
        return true;
      }
      const [content, metadata] = response;
      setMessages((current) => [...current, { id: nextId.current--, role: "assistant", content: String(content ?? ""), metadata: metadata ?? null, fresh: true }]);
      return true;
    },
    [messages, router],
  );

  return { messages, awaiting, send };
}
