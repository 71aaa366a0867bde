"use client";

import { ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { postJson } from "@/lib/http";

type State = { status: "idle" | "loading" | "none" } | { status: "ready"; answer: string };

// One call per question on a visit, however often its message mounts.
const answers = new Map<string, Promise<State>>();

function fetchAnswer(question: string, topic: string): Promise<State> {
  const key = JSON.stringify([question, topic]);
  let pending = answers.get(key);
  if (!pending) {
    // A 403 means the question has no answer to show; any failure stays quiet (and is
    // not remembered, so a later look tries again).
    pending = postJson<{ answer?: string }>("/api/answer", { question, topic }).then((result): State => {
      if (!result.ok && result.status !== 403) answers.delete(key);
      const answer = result.ok && typeof result.data.answer === "string" ? result.data.answer.trim() : "";
      return answer ? { status: "ready", answer } : { status: "none" };
    });
    answers.set(key, pending);
  }
  return pending;
}

/**
 * The reference answer to a question already answered or skipped (POST /api/answer), in a
 * collapsed "Model answer". A reply received on this visit (`eager`) fetches it at once and
 * shows nothing if there is none; an older message fetches it when first opened.
 */
export function ModelAnswer({ question, topic, eager }: { question: string; topic: string; eager: boolean }) {
  const [state, setState] = useState<State>({ status: eager ? "loading" : "idle" });

  useEffect(() => {
    if (!eager) return;
    let live = true;
    fetchAnswer(question, topic).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [eager, question, topic]);

  if (eager && state.status !== "ready") return null;

  const load = () => {
    if (state.status !== "idle") return;
    setState({ status: "loading" });
    fetchAnswer(question, topic).then(setState);
  };

  return (
    <details className="group mt-3 rounded-lg border bg-muted/50" onToggle={(event) => event.currentTarget.open && load()}>
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-primary [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
        Model answer
      </summary>
      <div className="border-t px-3 py-2 text-sm">
        {state.status === "ready" ? (
          <p className="whitespace-pre-wrap wrap-anywhere">{state.answer}</p>
        ) : state.status === "none" ? (
          <p className="text-muted-foreground">No model answer is available for this question.</p>
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" /> Loading the model answer…
          </p>
        )}
      </div>
    </details>
  );
}
