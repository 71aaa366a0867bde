/**
 * The weekly target, computed on read from what a skill stores (no scheduled job):
 * a window of 7 days opens when the skill is added, and after a window ends the next one
 * opens with the next answered question.
 */

export const WINDOW_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;
const WINDOW = WINDOW_DAYS * DAY;

export type WindowState = {
  target: number;
  windowStart: Date;
  windowAnswers: number;
  /** The end of the latest window whose target was met, once that window is over. */
  lastMetWindowEnd: Date | null;
};

export type Badge = "active" | "days_left" | "inactive";

export type Activity = {
  /** Questions answered in the running window (0 when no window runs). */
  progress: number;
  target: number;
  /** When the running (or latest) window ends. */
  progressExpiry: Date;
  badge: Badge;
  /** Whole days until the running window ends, rounded up; null when no window runs. */
  daysLeft: number | null;
};

/**
 * Active while the running window's target is met, or when a window that ended less than
 * 7 days ago met it; 'N days left' while a window runs short of its target; else Inactive.
 */
export function activity(state: WindowState, now: Date): Activity {
  const end = new Date(state.windowStart.getTime() + WINDOW);
  const running = now < end;
  const progress = running ? state.windowAnswers : 0;
  const metEnd = !running && state.windowAnswers >= state.target ? end : state.lastMetWindowEnd;
  const recentlyMet = metEnd !== null && now.getTime() - metEnd.getTime() < WINDOW;
  const badge: Badge = (running && progress >= state.target) || recentlyMet ? "active" : running ? "days_left" : "inactive";
  return {
    progress,
    target: state.target,
    progressExpiry: end,
    badge,
    daysLeft: running ? Math.ceil((end.getTime() - now.getTime()) / DAY) : null,
  };
}

/** The window after one more answered question at `at`: counted in the running window, or opening the next. */
export function afterAnswer(state: WindowState, at: Date): WindowState {
  const end = new Date(state.windowStart.getTime() + WINDOW);
  if (at < end) return { ...state, windowAnswers: state.windowAnswers + 1 };
  return {
    target: state.target,
    windowStart: at,
    windowAnswers: 1,
    lastMetWindowEnd: state.windowAnswers >= state.target ? end : state.lastMetWindowEnd,
  };
}
