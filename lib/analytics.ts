// Pageviews through Google Analytics (gtag). A no-op without NEXT_PUBLIC_GA_ID; the script
// loads lazily and asynchronously, so it never blocks rendering.

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export const gaId = () => process.env.NEXT_PUBLIC_GA_ID || undefined;

function ensureGtag(win: AnalyticsWindow, id: string): Gtag {
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    // gtag.js reads the arguments object itself, so push `arguments`, not an array.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
    win.gtag("js", new Date());
    win.gtag("config", id, { send_page_view: false });
    const script = win.document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    win.document.head.appendChild(script);
  }
  return win.gtag;
}

/** Send one pageview; returns whether anything was sent. */
export function pageview(title: string, path: string, id = gaId(), win: AnalyticsWindow | undefined = globalThis.window): boolean {
  if (!id || !win) return false;
  try {
    ensureGtag(win, id)("event", "page_view", { page_title: title, page_path: path, page_location: win.location?.href });
    return true;
  } catch {
    return false; // analytics must never break the page
  }
}
