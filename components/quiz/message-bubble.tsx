import type { ChatMessage } from "@/hooks/use-quiz";
import type { QuizMetadata } from "@/lib/quiz/types";
import { cn } from "@/lib/utils";
import { ModelAnswer } from "./model-answer";
import { answerLabel, Stars, starsFor } from "./stars";
import { difficultyLabel } from "@/lib/quiz/rating";

const BAND_CLASS = {
  Easy: "bg-success-soft text-success",
  Medium: "bg-primary-soft text-primary",
  Hard: "bg-destructive-soft text-destructive",
} as const;

function QuestionMeta({ metadata }: { metadata: QuizMetadata }) {
  const level = difficultyLabel(metadata.difficulty);
  if (!level && !metadata.topic) return null;
  return (
    <p className="mb-2 flex flex-wrap items-center gap-2 text-xs">
      {metadata.topic ? <span className="font-medium text-muted-foreground">{metadata.topic}</span> : null}
      {level ? <span className={cn("rounded-full px-2 py-0.5 font-semibold", BAND_CLASS[level])}>{level}</span> : null}
    </p>
  );
}

function KeyPoints({ title, points, tone }: { title: string; points?: string[]; tone: "success" | "destructive" }) {
  if (!points?.length) return null;
  return (
    <div className="mt-3">
      <p className={cn("text-xs font-semibold tracking-wide uppercase", tone === "success" ? "text-success" : "text-destructive")}>{title}</p>
      <ul className="mt-1 grid list-disc gap-0.5 pl-5 text-sm">
        {points.map((point, i) => (
          <li key={i} className="wrap-anywhere">
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rating change this reply made ("+3" green, "-2" red) and the skill's new rating. */
function RatingChange({ metadata }: { metadata: QuizMetadata }) {
  const change = metadata.changed_rating;
  if (change === null || change === undefined) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span
        className={cn(
          "rounded-md px-1.5 py-0.5 font-semibold tabular-nums",
          change > 0 ? "bg-success-soft text-success" : change < 0 ? "bg-destructive-soft text-destructive" : "bg-muted text-muted-foreground",
        )}
      >
        <span className="sr-only">Rating change </span>
        {change > 0 ? `+${change}` : change}
      </span>
      <span className="text-muted-foreground">
        New rating{" "}
        <strong className="font-semibold text-foreground tabular-nums">
          {metadata.user_rating}
          {typeof metadata.rating_margin === "number" ? ` ± ${metadata.rating_margin}` : ""}
        </strong>
      </span>
      {metadata.calibrating ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">Calibrating</span> : null}
    </p>
  );
}

/**
 * One message of the quiz thread: system messages as a centred note, the assistant's on
 * the left and the user's on the right. `children` go under an assistant message's text
 * (the greeting's skill chips).
 */
export function MessageBubble({ message, children }: { message: ChatMessage; children?: React.ReactNode }) {
  const { role, content, metadata } = message;

  if (role === "system") {
    return (
      <div data-role="system" className="flex justify-center">
        <p className="max-w-prose rounded-lg bg-muted px-4 py-2 text-center text-sm whitespace-pre-wrap text-muted-foreground wrap-anywhere">{content}</p>
      </div>
    );
  }

  if (role === "user") {
    return (
      <div data-role="user" className="flex justify-end pl-8 sm:pl-16">
        <div className="max-w-full rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground">
          <p className="whitespace-pre-wrap wrap-anywhere">
            <span className="sr-only">You: </span>
            {content}
          </p>
        </div>
      </div>
    );
  }

  const feedback = metadata?.type === "feedback" && typeof metadata.answer_rating === "number" ? metadata.answer_rating : null;
  const hasAnswer = metadata && metadata.type !== "question" && metadata.changed_rating !== null && metadata.changed_rating !== undefined && metadata.question;
  return (
    <div data-role="assistant" className="flex justify-start pr-8 sm:pr-16">
      <div className="max-w-full min-w-0 rounded-2xl rounded-tl-sm border bg-card px-4 py-3 text-sm shadow-sm">
        <span className="sr-only">Assistant: </span>
        {metadata?.type === "question" ? <QuestionMeta metadata={metadata} /> : null}
        {feedback !== null ? (
          <p className="mb-2 flex flex-wrap items-center gap-2">
            <Stars value={starsFor(feedback)} />
            <span className="font-semibold">{answerLabel(feedback)}</span>
          </p>
        ) : null}
        <p className="whitespace-pre-wrap wrap-anywhere">{content}</p>
        {metadata?.type === "feedback" ? (
          <>
            <KeyPoints title="Covered" points={metadata.covered} tone="success" />
            <KeyPoints title="Missed" points={metadata.missed} tone="destructive" />
          </>
        ) : null}
        {metadata ? <RatingChange metadata={metadata} /> : null}
        {hasAnswer ? <ModelAnswer question={metadata.question} topic={metadata.topic} eager={Boolean(message.fresh)} /> : null}
        {children}
      </div>
    </div>
  );
}
