// Browser-side helpers shared by the sign-in pages.

export const LOGIN_MODE_COOKIE = "login_mode";
export type LoginMode = "login" | "register";

export function rememberMode(mode: LoginMode) {
  document.cookie = `${LOGIN_MODE_COOKIE}=${mode}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

export const verifyPath = (email: string) => `/verify?email=${encodeURIComponent(email)}`;

// Entering or leaving the signed-in app is a full page load on purpose: no client cache
// of one session survives into the next.

/** After a sign-in response: keep the local flag, then load the signed-in app. */
export function enterApp() {
  localStorage.setItem("isAuthenticated", "true");
  hardNavigate("/app/profile");
}

export function leaveApp(to: string) {
  localStorage.removeItem("isAuthenticated");
  hardNavigate(to);
}

function hardNavigate(to: string) {
  window.location.assign(to);
}
