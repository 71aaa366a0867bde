import { pageview } from "@/lib/analytics";

function fakeWindow() {
  const appended: { src: string; async: boolean }[] = [];
  const win = {
    location: { href: "http://localhost:3000/" },
    document: {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
    },
  } as unknown as Window & { dataLayer?: IArguments[] };
  return { win, appended };
}

describe("analytics pageview", () => {
  it("is a no-op without a tracking id", () => {
    const { win, appended } = fakeWindow();
    expect(pageview("Landing Page", "/", undefined, win)).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(appended).toEqual([]);
  });

  it("loads gtag once, asynchronously, and sends the titled pageview", () => {
    const { win, appended } = fakeWindow();
    expect(pageview("Landing Page", "/", "G-TEST", win)).toBe(true);
    expect(pageview("Login Page", "/login", "G-TEST", win)).toBe(true);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ async: true, src: "https://www.googletagmanager.com/gtag/js?id=G-TEST" });
    const events = win.dataLayer!.map((args) => Array.from(args)).filter((a) => a[0] === "event");
    expect(events).toEqual([
      ["event", "page_view", { page_title: "Landing Page", page_path: "/", page_location: "http://localhost:3000/" }],
      ["event", "page_view", { page_title: "Login Page", page_path: "/login", page_location: "http://localhost:3000/" }],
    ]);
  });

  it("never throws when the page cannot take the script", () => {
    const win = { document: { createElement: () => { throw new Error("blocked"); } } } as unknown as Window;
    expect(pageview("Landing Page", "/", "G-TEST", win)).toBe(false);
  });
});
