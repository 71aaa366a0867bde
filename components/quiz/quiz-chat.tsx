"use client";

import { ArrowRight, Bug, FileText, SkipForward } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SendIcon } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { currentSkill, lastAssistant, useQuiz, type ChatMessage } from "@/hooks/use-quiz";
import { QUIZ_COMMANDS, type QuizMetadata, type QuizThreadMessage } from "@/lib/quiz/types";
import type { OwnSkill } from "@/lib/skills/skills";
import { MessageBubble } from "./message-bubble";

// The form and its schema load when Report a bug is first opened.
const BugReportDialog = dynamic(() => import("./bug-report-dialog").then((m) => m.BugReportDialog));

/** What the quiz needs of a skill: its chip sends the name. */
export type QuizSkill = Pick<OwnSkill, "id" | "name" | "rating">;

export type QuizChatProps = {
  /** The stored thread (the welcome system message and the greeting at least). */
  initialThread: QuizThreadMessage[];
  skills: QuizSkill[];
  /** A skill name to start with (from `?skill=<id>`), sent once unless a question is pending. */
  preselect: string | null;
  /** The bug report's email. */
  email: string;
};

/** '72 ± 9' once settled, '45 · calibrating' before (replies stored before rating_margin existed show the number alone). */
const ratingText = ({ user_rating, calibrating, rating_margin }: QuizMetadata) =>
  calibrating ? `${user_rating} · calibrating` : typeof rating_margin === "number" ? `${user_rating} ± ${rating_margin}` : String(user_rating);

/** An assistant message that asks which skill to practise: the greeting, or a reply with no skill. */
const asksForSkill = (m: ChatMessage) => m.role === "assistant" && (!m.metadata || (m.metadata.type === "message" && !m.metadata.skill));

function SkillChips({ skills, disabled, onPick }: { skills: QuizSkill[]; disabled: boolean; onPick: (name: string) => void }) {
  if (skills.length === 0) {
    return (
      <p className="mt-3 text-sm">
        You have no skills yet.{" "}
        <Link href="/app/skills" className="font-medium text-primary underline underline-offset-4">
          Add a skill
        </Link>{" "}
        to start the quiz.
      </p>
    );
  }
  return (
    <ul aria-label="Your skills" className="mt-3 flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill.id}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(skill.name)}
            className="min-h-9 cursor-pointer rounded-full border border-primary/30 bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary transition-colors hover:border-primary/60 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {skill.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

function TypingIndicator({ active }: { active: boolean }) {
  return (
    <div role="status" aria-live="polite" className="px-3 sm:px-5">
      {active ? (
        <div className="mb-3 inline-flex items-center gap-1 rounded-2xl rounded-tl-sm border bg-card px-4 py-3 shadow-sm">
          <span className="sr-only">Assistant is typing</span>
          {[0, 150, 300].map((delay) => (
            <span key={delay} aria-hidden className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** SPEC section 2, the Quiz page: the chat thread, its buttons and the answer input. */
export function QuizChat({ initialThread, skills, preselect, email }: QuizChatProps) {
  const id = useId();
  const { messages, awaiting, send } = useQuiz(initialThread);
  const [input, setInput] = useState("");
  const [reporting, setReporting] = useState<boolean | null>(null); // null: never opened, so not loaded
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const preselected = useRef(false);

  const pendingQuestion = lastAssistant(messages)?.metadata?.type === "question";
  const skill = currentSkill(messages);
  const chipsOn = messages.findLast(asksForSkill)?.id;

  const say = (text: string) => {
    sent.current = true;
    return send(text);
  };

  const submit = async () => {
    const text = input;
    if (!text.trim() || awaiting) return;
    setInput("");
    // A failed call puts the text back, unless the user has typed something since.
    if (!(await say(text))) setInput((current) => current || text);
  };

  // From the skills page (`?skill=<id>`): start that skill once, unless a question waits
  // for its answer. The parameter leaves the address, so a reload does not send it again.
  useEffect(() => {
    if (!preselect || preselected.current) return;
    preselected.current = true;
    window.history.replaceState(null, "", window.location.pathname);
    if (!pendingQuestion) void say(preselect);
  });

  // Focus returns to the input once a reply (or an error) is in.
  useEffect(() => {
    if (awaiting || !sent.current) return;
    sent.current = false;
    inputRef.current?.focus();
  }, [awaiting]);

  // The thread shows its newest message, and stays at the bottom while content below
  // grows (a model answer arriving) unless the user has scrolled up to read.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    let pinned = true;
    const onScroll = () => {
      pinned = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 48;
    };
    const observer = new ResizeObserver(() => {
      if (pinned) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(scroller);
    observer.observe(content);
    scroller.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener("scroll", onScroll);
    };
  }, []);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, awaiting]);

  const chips = <SkillChips skills={skills} disabled={awaiting} onPick={(name) => void say(name)} />;

  return (
    <div className="flex h-[calc(100dvh-7rem)] min-h-[28rem] flex-col overflow-hidden rounded-xl border bg-card shadow-card">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h1 className="text-lg font-semibold tracking-tight">Quiz</h1>
          <p className="truncate text-xs text-muted-foreground">
            {skill?.skill ? `${skill.skill} · rating ${ratingText(skill)}` : "Pick a skill to start"}
          </p>
        </div>
        <Button variant="ghost" size="sm" className="shrink-0" onClick={() => setReporting(true)}>
          <Bug aria-hidden /> <span className="sr-only sm:not-sr-only">Report a bug</span>
        </Button>
      </div>

      <div
        ref={scrollerRef}
        role="log"
        aria-live="polite"
        aria-label="Quiz conversation"
        tabIndex={0}
        onCopy={(event) => {
          event.preventDefault();
          notify.error("Nice try!");
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-muted/30 focus-visible:-outline-offset-2"
      >
        <div ref={contentRef} className="grid gap-4 px-3 py-4 sm:px-5">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message}>
              {message.id === chipsOn ? chips : null}
            </MessageBubble>
          ))}
          {chipsOn === undefined && !skill ? <div className="rounded-xl border bg-card p-4 text-sm">Pick a skill to practise.{chips}</div> : null}
        </div>
      </div>

      <div className="bg-muted/30">
        <TypingIndicator active={awaiting} />
      </div>

      <div className="grid gap-3 border-t p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-2">
          {pendingQuestion ? (
            <>
              <Button variant="outline" size="sm" disabled={awaiting} aria-describedby={`${id}-skip-cost`} onClick={() => void say(QUIZ_COMMANDS.skip)}>
                <SkipForward aria-hidden /> {QUIZ_COMMANDS.skip}
                <span aria-hidden className="rounded-full bg-destructive-soft px-1.5 text-xs font-semibold text-destructive">
                  -1
                </span>
              </Button>
              <span id={`${id}-skip-cost`} className="sr-only">
                Skipping costs 1 rating point
              </span>
            </>
          ) : skill ? (
            <Button variant="secondary" size="sm" disabled={awaiting} onClick={() => void say(QUIZ_COMMANDS.next)}>
              {QUIZ_COMMANDS.next} <ArrowRight aria-hidden />
            </Button>
          ) : null}
          <Button variant="outline" size="sm" disabled={awaiting} onClick={() => void say(QUIZ_COMMANDS.summary)}>
            <FileText aria-hidden /> {QUIZ_COMMANDS.summary}
          </Button>
        </div>

        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            Your answer
          </label>
          <Textarea
            ref={inputRef}
            id={`${id}-input`}
            rows={2}
            value={input}
            disabled={awaiting}
            placeholder={pendingQuestion ? "Type your answer…" : "Type a message…"}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter starts a new line.
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
            onPaste={(event) => {
              event.preventDefault();
              notify.error("Paste disabled");
            }}
            onDrop={(event) => {
              event.preventDefault();
              notify.error("Paste disabled");
            }}
            className="max-h-40 min-h-11! flex-1 resize-none field-sizing-content"
          />
          <Button type="submit" size="icon" aria-label="Send" disabled={awaiting || !input.trim()} className="shrink-0">
            <SendIcon />
          </Button>
        </form>
      </div>

      {reporting === null ? null : <BugReportDialog email={email} messages={messages} open={reporting} onOpenChange={setReporting} />}
    </div>
  );
}
