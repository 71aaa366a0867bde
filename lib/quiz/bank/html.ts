import type { BankQuestion } from "./types";

export const skill = "HTML";
export const questions: BankQuestion[] = [
  // Semantic elements
  {
    id: "html-1",
    topic: "Semantic elements",
    difficulty: 5,
    question: "What is semantic HTML, and why does it matter?",
    answer:
      "Semantic HTML means choosing elements for their meaning rather than their appearance, using header, nav, main, article, button and headings instead of generic divs and spans styled to look similar. Browsers, assistive technologies such as screen readers, and search engines rely on that meaning: screen readers expose landmarks and headings for navigation, native elements like button come with keyboard support and the right role for free, and crawlers understand the content structure better. It also makes the code easier to read and maintain.",
    keyPoints: [
      {
        point: "Elements are chosen for their meaning rather than their appearance.",
        concepts: [["meaning", "meaningful", "purpose", "describe", "describes", "appearance", "presentation"]],
      },
      {
        point: "Examples are header, nav, main, article and button instead of generic divs.",
        concepts: [["header", "nav", "main", "article", "section", "footer", "button"]],
      },
      {
        point: "It improves accessibility for screen readers and keyboard users.",
        concepts: [["screen reader", "screen readers", "assistive", "accessibility", "accessible", "a11y", "keyboard"]],
      },
      {
        point: "Search engines understand the content better.",
        concepts: [["seo", "search engine", "search engines", "crawler", "crawlers"]],
      },
      {
        point: "Code becomes easier to read and maintain.",
        concepts: [["readable", "read", "maintain", "maintainable", "maintainability", "readability"]],
      },
    ],
  },
  {
    id: "html-2",
    topic: "Semantic elements",
    difficulty: 40,
    question: "When should you use section versus article versus div?",
    answer:
      "article is for a self-contained composition that would make sense on its own or if syndicated elsewhere, such as a blog post, news story, comment or product card. section is a thematic grouping of content within a document or article and should normally have a heading that identifies its theme. div has no semantic meaning and is the right choice when you only need a wrapper for styling or scripting. Using section or article merely for styling dilutes their meaning, and a section only becomes a landmark region for assistive technology when it has an accessible name, for example through aria-labelledby.",
    keyPoints: [
      {
        point: "article is self-contained content that makes sense on its own.",
        concepts: [["self-contained", "standalone", "stand alone", "on its own", "independent", "independently", "syndicate", "syndicated", "reusable"]],
      },
      {
        point: "section groups thematically related content, usually with a heading.",
        concepts: [["thematic", "theme", "heading", "related"]],
      },
      {
        point: "div carries no meaning and is for styling or scripting wrappers.",
        concepts: [["styling", "style", "layout", "no meaning", "no semantic", "non-semantic", "generic", "wrapper"]],
      },
      {
        point: "A section becomes a landmark region only with an accessible name.",
        concepts: [["landmark", "region", "accessible name", "aria-label", "aria-labelledby"]],
      },
    ],
  },
  {
    id: "html-3",
    topic: "Semantic elements",
    difficulty: 74,
    question: "How should heading levels be structured in an HTML document, and why doesn't nesting h1 elements inside sections produce a proper outline?",
    answer:
      "Headings h1 to h6 define the document structure through their level, and screen reader users commonly navigate a page by headings, so the levels should reflect the real hierarchy without skipping levels, for example an h2 followed by h3 rather than h5. The HTML specification once described an outline algorithm in which an h1 inside each sectioning element would be treated as a lower-level heading, but no browser or screen reader ever implemented it, and it has been removed from the standard. Headings therefore need explicit levels matching their depth instead of relying on sectioning elements, typically with one h1 describing the page's main content.",
    keyPoints: [
      {
        point: "Heading levels should reflect the real hierarchy.",
        concepts: [["level", "levels", "hierarchy", "rank", "depth"]],
      },
      {
        point: "Levels should not be skipped.",
        concepts: [["skip", "skipping", "sequential", "in order"]],
      },
      {
        point: "Screen reader users navigate by headings.",
        concepts: [["screen reader", "screen readers", "assistive", "navigate", "navigation"]],
      },
      {
        point: "The outline algorithm was never implemented and has been removed from the spec.",
        concepts: [["never implemented", "not implemented", "removed", "no browser", "never supported", "unsupported", "not supported"]],
      },
      {
        point: "Usually one h1 describes the page's main content.",
        concepts: [["one h1", "single h1", "main", "page title", "top-level"]],
      },
    ],
  },

  // Document metadata
  {
    id: "html-4",
    topic: "Document metadata",
    difficulty: 12,
    question: "What belongs in the head element of an HTML document, and why is the viewport meta tag important?",
    answer:
      "The head holds metadata rather than page content: the title, the character encoding declared early with meta charset, the viewport meta tag, description and social-sharing meta tags, links to stylesheets, icons and canonical URLs, and scripts or preload hints. The viewport tag, width=device-width, initial-scale=1, tells mobile browsers to use the device's width as the layout viewport instead of emulating a wide desktop page and zooming out. Without it, responsive designs and media queries don't work as intended on phones.",
    keyPoints: [
      {
        point: "The head contains metadata, not visible content.",
        concepts: [["metadata", "not displayed", "not visible", "information about", "rather than page content", "rather than content"]],
      },
      {
        point: "Typical contents are title, charset, stylesheets and scripts.",
        concepts: [["title", "charset", "stylesheet", "stylesheets", "css", "script", "scripts", "description"]],
      },
      {
        point: "The viewport tag makes the layout use the device width.",
        concepts: [["device-width", "device width", "width of the device", "screen width", "device's width"]],
      },
      {
        point: "It is needed for responsive layouts on mobile instead of a zoomed-out desktop page.",
        concepts: [["mobile", "phone", "phones", "responsive", "media queries", "zoom", "zooming", "zoomed"]],
      },
    ],
  },
  {
    id: "html-5",
    topic: "Document metadata",
    difficulty: 50,
    question: "Why should the doctype and the character encoding be declared, and what happens if they are missing?",
    answer:
      "The <!DOCTYPE html> declaration at the very top puts the browser into standards mode; without it, browsers use quirks mode, which emulates old, non-standard layout behaviors such as a different box model and table sizing, leading to inconsistent rendering. The character encoding, declared with meta charset=utf-8 within the first 1024 bytes or in the Content-Type header, tells the browser how to decode the bytes into characters. If it is missing or wrong, the browser has to guess, which can garble non-ASCII text and in some cases cause security problems when crafted bytes are interpreted differently. UTF-8 is the only encoding new documents should use.",
    keyPoints: [
      {
        point: "Without the doctype, browsers render in quirks mode.",
        concepts: [["quirks"]],
      },
      {
        point: "Quirks mode emulates legacy, non-standard behavior.",
        concepts: [["legacy", "old", "non-standard", "inconsistent", "box model", "emulate", "emulates"]],
      },
      {
        point: "The charset tells the browser how to decode bytes and must come early.",
        concepts: [["decode", "decoding", "bytes", "interpret", "interpreted", "1024", "early", "first"]],
      },
      {
        point: "A missing encoding forces guessing, garbling text and risking security issues.",
        concepts: [["garble", "garbled", "mojibake", "guess", "guesses", "corrupted", "wrong characters", "security"]],
      },
    ],
  },
  {
    id: "html-6",
    topic: "Document metadata",
    difficulty: 70,
    question: "How do Open Graph tags, canonical links and structured data differ in purpose, and how do they affect how a page is presented outside the site?",
    answer:
      "Open Graph meta tags such as og:title, og:description and og:image, plus similar card tags for other networks, control how a link is previewed when it is shared on social platforms and chat apps, which otherwise guess from the page content. A link rel=canonical tells search engines which URL is the preferred version when the same content is reachable at several URLs, for example with tracking parameters or different sort orders, consolidating ranking signals and avoiding duplicate-content problems. Structured data, usually JSON-LD using the schema.org vocabulary, describes entities like products, articles, events or recipes in machine-readable form so search engines can show rich results. None of them guarantees a presentation: they are hints that the consuming platform may use or ignore.",
    keyPoints: [
      {
        point: "Open Graph tags control link previews when shared on social platforms.",
        concepts: [["preview", "previews", "previewed", "social", "share", "shared", "sharing", "card", "unfurl"]],
      },
      {
        point: "The canonical link names the preferred URL among duplicates.",
        concepts: [["duplicate", "duplicates", "duplicate-content", "preferred", "several urls", "multiple urls", "consolidate", "consolidating"]],
      },
      {
        point: "Structured data (JSON-LD, schema.org) enables rich search results.",
        concepts: [["json-ld", "schema.org", "rich result", "rich results", "rich snippet", "rich snippets", "machine-readable"]],
      },
      {
        point: "These are hints, not guarantees.",
        concepts: [["hint", "hints", "not guaranteed", "no guarantee", "guarantees", "may ignore", "or ignore", "signal", "signals"]],
      },
    ],
  },

  // Accessibility
  {
    id: "html-7",
    topic: "Accessibility",
    difficulty: 8,
    question: "Why should images have alt text, and when should the alt attribute be empty?",
    answer:
      "The alt attribute provides a text alternative for an image: screen readers read it aloud, browsers display it when the image fails to load, and search engines use it. Good alt text conveys the image's purpose or information in its context rather than just describing it as a picture. When an image is purely decorative or its information is already given by adjacent text, use an empty alt=\"\" so assistive technologies skip it. Omitting the attribute entirely is different and may make screen readers announce the file name.",
    keyPoints: [
      {
        point: "Screen readers read the alt text aloud.",
        concepts: [["screen reader", "screen readers", "assistive", "blind", "visually impaired"]],
      },
      {
        point: "It is shown when the image fails to load and helps search engines.",
        concepts: [["fail", "fails", "load", "broken", "search engine", "search engines", "seo"]],
      },
      {
        point: "Good alt text conveys the image's purpose in context.",
        concepts: [["purpose", "context", "function", "convey", "conveys", "information", "meaning"]],
      },
      {
        point: "Decorative or redundant images get an empty alt.",
        concepts: [["decorative", "decoration", "redundant", "adjacent", "already given", "already described"]],
      },
      {
        point: "A missing alt attribute can make screen readers read the file name.",
        concepts: [["filename", "file name", "omit", "omitting", "omitted", "missing attribute"]],
      },
    ],
  },
  {
    id: "html-8",
    topic: "Accessibility",
    difficulty: 60,
    question: "What is ARIA, and what is the first rule of ARIA?",
    answer:
      "WAI-ARIA is a set of attributes, roles, states and properties such as role, aria-label, aria-expanded and aria-live, that tell assistive technologies what a custom element is and what state it is in by modifying the accessibility tree. The first rule of ARIA is not to use it when a native HTML element or attribute already provides the semantics and behavior you need, for example using a button element rather than a div with role=button. ARIA only changes what is announced; it adds no keyboard behavior, focusability or styling, so custom widgets must implement all of that themselves, and incorrect ARIA is often worse than none.",
    keyPoints: [
      {
        point: "ARIA provides roles, states and properties.",
        concepts: [["role", "roles", "state", "states", "properties"]],
      },
      {
        point: "It changes how elements are exposed in the accessibility tree to assistive technology.",
        concepts: [["accessibility tree", "assistive", "screen reader", "screen readers"]],
      },
      {
        point: "Prefer native HTML elements over ARIA.",
        concepts: [["native"]],
      },
      {
        point: "ARIA adds no behavior, so keyboard support and focus must be implemented.",
        concepts: [["keyboard", "behavior", "focus", "focusable", "focusability", "tabindex"]],
      },
      {
        point: "Wrong ARIA can be worse than none.",
        concepts: [["worse", "harm", "harmful", "incorrect", "misuse", "wrong"]],
      },
    ],
  },
  {
    id: "html-9",
    topic: "Accessibility",
    difficulty: 84,
    question: "How do you make a custom interactive widget, such as a tabs component, accessible to keyboard and screen reader users?",
    answer:
      "Start with the roles and relationships from the ARIA Authoring Practices pattern: an element with role=tablist containing elements with role=tab, each with aria-selected and aria-controls pointing to its role=tabpanel, which is labelled by its tab. Manage focus with a roving tabindex: only the active tab has tabindex=0 and the others -1, so Tab moves into and out of the widget as a single stop, while the arrow keys, plus Home and End, move between tabs. Keep a visible focus indicator, update the aria state attributes as the selection changes, and test with the keyboard alone and with screen readers, because the roles promise behavior that your script must actually implement.",
    keyPoints: [
      {
        point: "Use the tablist, tab and tabpanel roles.",
        concepts: [["tablist", "tabpanel", "role", "roles"]],
      },
      {
        point: "Expose state and relationships with aria-selected and aria-controls.",
        concepts: [["aria-selected", "aria-controls", "selected", "state", "states"]],
      },
      {
        point: "A roving tabindex makes the widget a single tab stop.",
        concepts: [["roving", "tabindex"]],
      },
      {
        point: "Arrow keys move between tabs.",
        concepts: [["arrow", "arrows", "home", "end"]],
      },
      {
        point: "Keep focus visible and test with keyboard and screen readers.",
        concepts: [["test", "testing", "visible", "focus indicator"]],
      },
    ],
  },

  // Forms
  {
    id: "html-10",
    topic: "Forms",
    difficulty: 15,
    question: "Why should every form input have an associated label, and how do you associate one?",
    answer:
      "A label gives an input an accessible name that screen readers announce when the field is focused, and clicking the label focuses or toggles the control, which makes small targets like checkboxes easier to hit. You associate it either by giving the label a for attribute that matches the input's id, or by wrapping the input inside the label element. Placeholder text is not a substitute, since it disappears while typing, is often low in contrast and is not reliably announced.",
    keyPoints: [
      {
        point: "The label provides an accessible name that screen readers announce.",
        concepts: [["accessible name", "screen reader", "screen readers", "announce", "announced", "assistive"]],
      },
      {
        point: "Clicking the label focuses or toggles the control.",
        concepts: [["click", "clicking", "target", "targets", "toggle", "toggles"]],
      },
      {
        point: "Associate it with for/id or by wrapping the input.",
        concepts: [["id", "htmlfor", "wrap", "wrapping", "nest", "nesting", "inside"]],
      },
      {
        point: "A placeholder is not a replacement for a label.",
        concepts: [["placeholder"]],
      },
    ],
  },
  {
    id: "html-11",
    topic: "Forms",
    difficulty: 45,
    question: "What built-in form validation does HTML provide, and why is server-side validation still necessary?",
    answer:
      "HTML provides constraint validation through attributes such as required, type (email, url, number), min, max, step, minlength, maxlength and pattern; the browser blocks submission and shows messages when a constraint fails, and CSS pseudo-classes like :invalid and :user-invalid can style the fields. The Constraint Validation API, with checkValidity, reportValidity, setCustomValidity and the validity object, lets scripts add custom rules and messages, and the novalidate attribute turns the built-in behavior off. Client-side validation only improves the user experience: anyone can bypass it by editing the page or sending requests directly, so the server must validate everything again.",
    keyPoints: [
      {
        point: "Attributes like required, type, min/max and pattern declare constraints.",
        concepts: [["required", "pattern", "minlength", "maxlength", "min", "max"]],
      },
      {
        point: "The browser blocks invalid submissions and shows messages.",
        concepts: [["block", "blocks", "prevent", "prevents", "message", "messages"]],
      },
      {
        point: "The Constraint Validation API allows custom rules and messages.",
        concepts: [["setcustomvalidity", "checkvalidity", "reportvalidity", "validity", "constraint validation api"]],
      },
      {
        point: "Client-side checks can be bypassed, so the server must validate.",
        concepts: [["bypass", "bypassed", "circumvent", "directly", "curl", "devtools", "untrusted", "editing the page"]],
      },
      {
        point: "Client-side validation is a user-experience feature.",
        concepts: [["user experience", "ux", "feedback", "convenience"]],
      },
    ],
  },
  {
    id: "html-12",
    topic: "Forms",
    difficulty: 76,
    question: "How does native HTML form submission work, including the method, the enctype and how the browser builds the request?",
    answer:
      "When a form is submitted, the browser collects its submittable controls, those that are enabled, have a name and, for checkboxes and radios, are checked, into a list of name/value pairs, including the name and value of the button that submitted it. With method=get the data is URL-encoded into the query string of the action URL, which suits idempotent operations like searches; with method=post it goes in the request body, encoded according to enctype: application/x-www-form-urlencoded by default, multipart/form-data, which is required for file uploads, or text/plain. The browser then navigates to the response, which is why refreshing after a POST asks to resubmit and why servers usually answer with a redirect (Post/Redirect/Get). Disabled fields and controls without a name are not submitted, while readonly fields are.",
    keyPoints: [
      {
        point: "Only enabled, named (and checked) controls are submitted as name/value pairs.",
        concepts: [["name", "named"], ["disabled", "enabled", "checked"]],
      },
      {
        point: "GET puts the data in the URL's query string.",
        concepts: [["query string", "url", "query"]],
      },
      {
        point: "POST sends the data in the body, URL-encoded by default.",
        concepts: [["urlencoded", "x-www-form-urlencoded", "url-encoded"]],
      },
      {
        point: "File uploads require multipart/form-data.",
        concepts: [["multipart", "multipart/form-data"]],
      },
      {
        point: "The browser navigates to the response, so servers often redirect after POST.",
        concepts: [["navigate", "navigates", "navigation", "redirect", "post/redirect/get", "prg", "resubmit", "refreshing"]],
      },
    ],
  },

  // Images and media
  {
    id: "html-13",
    topic: "Images and media",
    difficulty: 18,
    question: "What do the width and height attributes and loading=lazy do for images?",
    answer:
      "Setting width and height lets the browser compute the image's aspect ratio before it downloads, so it reserves the right amount of space and avoids layout shifts (measured by the Cumulative Layout Shift metric), even when CSS makes the image responsive. loading=lazy defers fetching offscreen images until the user scrolls near them, saving bandwidth and speeding up the initial load. Don't lazy-load the main above-the-fold image, which is often the Largest Contentful Paint element, since that delays it; that image can instead get fetchpriority=high.",
    keyPoints: [
      {
        point: "width and height let the browser reserve space using the aspect ratio.",
        concepts: [["aspect ratio", "aspect-ratio", "reserve", "reserves", "space"]],
      },
      {
        point: "This prevents layout shifts (CLS).",
        concepts: [["layout shift", "layout shifts", "cls", "jump", "jumps", "reflow"]],
      },
      {
        point: "loading=lazy defers offscreen images until they are near the viewport.",
        concepts: [["offscreen", "off-screen", "viewport", "scroll", "scrolls", "below the fold"]],
      },
      {
        point: "The main above-the-fold (LCP) image should not be lazy-loaded.",
        concepts: [["above the fold", "above-the-fold", "lcp", "largest contentful paint", "hero", "fetchpriority"]],
      },
    ],
  },
  {
    id: "html-14",
    topic: "Images and media",
    difficulty: 55,
    question: "How do srcset, sizes and the picture element support responsive images?",
    answer:
      "srcset lists alternative image files with width descriptors (800w) or pixel-density descriptors (2x), and sizes tells the browser how wide the image will be displayed at different viewport widths, so the browser can pick the smallest file that still looks sharp for the current screen and density. This is resolution switching, and the browser may also take network conditions into account. The picture element with source children is used for art direction, serving differently cropped images at different breakpoints through the media attribute, and for format fallbacks, offering AVIF or WebP via the type attribute and falling back to the img element, which picture always requires.",
    keyPoints: [
      {
        point: "srcset lists candidate files with width or density descriptors.",
        concepts: [["descriptor", "descriptors", "density", "candidate", "candidates", "alternative image", "alternative images", "multiple files", "versions"]],
      },
      {
        point: "sizes describes the displayed width of the image at different viewport sizes.",
        concepts: [["display", "displayed", "layout", "slot", "rendered", "viewport"]],
      },
      {
        point: "The browser chooses the most suitable file.",
        concepts: [["choose", "chooses", "pick", "picks", "select", "selects", "decide", "decides"]],
      },
      {
        point: "picture enables art direction with different crops per breakpoint.",
        concepts: [["art direction", "crop", "cropped", "different image", "media"]],
      },
      {
        point: "picture offers modern formats with a fallback img.",
        concepts: [["avif", "webp", "format", "formats", "fallback", "fallbacks"]],
      },
    ],
  },
  {
    id: "html-15",
    topic: "Images and media",
    difficulty: 80,
    question: "What should you consider when embedding video and audio in HTML, for accessibility and for performance?",
    answer:
      "Use the native video and audio elements with controls, offer several source formats if needed, and give videos a poster image and explicit dimensions to avoid layout shift. For accessibility, add captions and subtitles with the track element in WebVTT format, provide transcripts and audio descriptions where needed, and avoid autoplaying media with sound, which disorients screen reader users and which browsers usually block anyway unless the media is muted or the user has interacted with the site. For performance, use preload=none or preload=metadata to avoid downloading large files before the user presses play, lazy-load offscreen third-party players behind a lightweight facade, and use adaptive streaming such as HLS or DASH for long videos.",
    keyPoints: [
      {
        point: "Provide captions or subtitles with the track element (WebVTT).",
        concepts: [["caption", "captions", "subtitle", "subtitles", "track", "webvtt", "vtt"]],
      },
      {
        point: "Provide transcripts and audio descriptions.",
        concepts: [["transcript", "transcripts", "audio description", "audio descriptions"]],
      },
      {
        point: "Avoid autoplay with sound, which browsers usually block unless the media is muted.",
        concepts: [["autoplay", "autoplaying", "muted", "mute"]],
      },
      {
        point: "Use the preload attribute to avoid downloading media too early.",
        concepts: [["preload"]],
      },
      {
        point: "Use posters, facades and adaptive streaming for heavy media.",
        concepts: [["hls", "dash", "adaptive", "streaming", "facade", "poster"]],
      },
    ],
  },

  // Resource loading
  {
    id: "html-16",
    topic: "Resource loading",
    difficulty: 10,
    question: "What is the difference between a regular script, an async script and a deferred script?",
    answer:
      "A regular script in the head blocks HTML parsing while it is downloaded and executed. async downloads the script in parallel and executes it as soon as it arrives, pausing the parser at that moment, in no guaranteed order, which suits independent scripts like analytics. defer also downloads in parallel but waits to execute until the document has been parsed, running scripts in document order before DOMContentLoaded, which makes it the usual choice for application scripts. Module scripts (type=module) are deferred by default.",
    keyPoints: [
      {
        point: "A regular script blocks parsing while it downloads and runs.",
        concepts: [["block", "blocks", "blocking", "pause", "pauses", "halt", "stop", "stops"]],
      },
      {
        point: "async scripts run as soon as they download, in no guaranteed order.",
        concepts: [["order", "unordered", "whichever", "as soon as", "immediately"]],
      },
      {
        point: "defer scripts run in order after the document is parsed.",
        concepts: [["after", "until"], ["parsed", "parsing", "domcontentloaded"]],
      },
      {
        point: "Module scripts are deferred by default.",
        concepts: [["module", "modules"]],
      },
    ],
  },
  {
    id: "html-17",
    topic: "Resource loading",
    difficulty: 36,
    question: "What are the preload, preconnect and prefetch resource hints, and when would you use each?",
    answer:
      "link rel=preload tells the browser to fetch a resource needed by the current page early and with high priority, which is useful for critical resources discovered late, such as web fonts referenced from CSS or the LCP image, and it requires an as attribute. preconnect sets up the DNS lookup, TCP connection and TLS handshake to another origin in advance, for third-party origins you will definitely use soon, such as a font CDN. prefetch fetches resources that are likely needed for a future navigation at low priority and keeps them in the cache. Overusing these hints wastes bandwidth and competes with truly critical resources.",
    keyPoints: [
      {
        point: "preload fetches critical resources for the current page early.",
        concepts: [["current page", "critical", "high priority", "early", "discovered late", "late-discovered", "font", "fonts"]],
      },
      {
        point: "preconnect sets up DNS, TCP and TLS to an origin ahead of time.",
        concepts: [["dns", "tcp", "tls", "handshake", "connection"]],
      },
      {
        point: "prefetch loads resources for a future navigation at low priority.",
        concepts: [["future", "next page", "next navigation", "later", "low priority", "subsequent"]],
      },
      {
        point: "Overusing hints wastes bandwidth and competes with critical resources.",
        concepts: [["overuse", "overusing", "waste", "wastes", "compete", "competes", "bandwidth", "sparingly"]],
      },
    ],
  },
  {
    id: "html-18",
    topic: "Resource loading",
    difficulty: 88,
    question: "What makes resources render-blocking, and how do you optimize the critical rendering path of an HTML page?",
    answer:
      "The browser can't render until it has built the DOM and the CSSOM, so external stylesheets in the head are render-blocking, and classic scripts without async or defer are parser-blocking and must also wait for pending stylesheets, because scripts may query styles. To optimize, inline the small critical CSS needed for above-the-fold content and load the rest without blocking, or split it by media query so non-matching stylesheets don't block; make scripts defer, async or modules; and minimize and compress everything on the critical path. Let the browser discover key resources early with preload or fetchpriority, reduce round trips with fewer origins and HTTP/2 or HTTP/3, and serve HTML that already contains the main content. Tools like Lighthouse and the DevTools Performance panel show which requests delay the first render.",
    keyPoints: [
      {
        point: "Stylesheets block rendering until the CSSOM is built.",
        concepts: [["cssom", "stylesheet", "stylesheets"]],
      },
      {
        point: "Classic scripts block the parser and wait for pending stylesheets.",
        concepts: [["parser-blocking", "parser blocking", "parser", "parsing"]],
      },
      {
        point: "Inline critical CSS and load the rest non-blocking.",
        concepts: [["inline", "inlined", "inlining", "critical css"]],
      },
      {
        point: "Use defer, async or module scripts.",
        concepts: [["defer", "async", "module", "modules"]],
      },
      {
        point: "Help discovery with preload or fetchpriority.",
        concepts: [["preload", "fetchpriority", "priority", "early"]],
      },
    ],
  },

  // Parsing and the DOM
  {
    id: "html-19",
    topic: "Parsing and the DOM",
    difficulty: 22,
    question: "What is the difference between HTML and the DOM?",
    answer:
      "HTML is the text markup the server sends, while the DOM, the Document Object Model, is the live, in-memory tree of objects that the browser builds by parsing that markup. JavaScript reads and modifies the DOM, not the HTML source, so the DOM can differ from the original HTML: scripts may add or remove nodes, and the parser fixes invalid markup, for example by inserting a missing tbody or closing unclosed tags. The DevTools Elements panel shows the current DOM, whereas viewing the page source shows the original HTML.",
    keyPoints: [
      {
        point: "The DOM is an in-memory tree of objects, while HTML is text markup.",
        concepts: [["tree", "object", "objects", "nodes", "in-memory", "in memory"]],
      },
      {
        point: "The browser builds the DOM by parsing the HTML.",
        concepts: [["parse", "parses", "parsing", "parser", "built", "builds", "construct", "constructs"]],
      },
      {
        point: "Scripts change the DOM, so it can differ from the source.",
        concepts: [["javascript", "script", "scripts"], ["modify", "modifies", "change", "changes", "manipulate", "update", "differ", "different"]],
      },
      {
        point: "The parser fixes invalid markup.",
        concepts: [["invalid", "fix", "fixes", "correct", "corrects", "missing", "tbody", "unclosed"]],
      },
    ],
  },
  {
    id: "html-20",
    topic: "Parsing and the DOM",
    difficulty: 64,
    question: "How does the HTML parser handle malformed markup, and why is HTML parsing considered forgiving?",
    answer:
      "The HTML living standard defines an exact parsing algorithm, including precise error-recovery rules, so every browser builds the same DOM from the same broken markup instead of stopping with a fatal error the way XML parsers do. For example, it implies missing html, head and body elements, closes elements automatically, such as an open p when a div starts, moves misplaced content out of tables (foster parenting), and repairs misnested formatting tags with the adoption agency algorithm. This forgiveness keeps old and sloppy pages working, but the resulting DOM can differ from what the author intended, so validators are still worth using.",
    keyPoints: [
      {
        point: "The standard specifies error recovery exactly, so all browsers produce the same DOM.",
        concepts: [["specification", "spec", "standard", "defines", "defined", "specified"], ["every browser", "all browsers", "consistent", "consistently", "same dom", "interoperable", "same way"]],
      },
      {
        point: "Unlike XML, errors don't stop parsing.",
        concepts: [["xml", "xhtml", "fatal", "stop", "stopping", "fail", "reject"]],
      },
      {
        point: "The parser implies missing elements, closes elements automatically and relocates misplaced content.",
        concepts: [["implied", "implies", "automatically", "insert", "inserts", "foster", "adoption agency"]],
      },
      {
        point: "The DOM may differ from the author's intent, so validators help.",
        concepts: [["validator", "validators", "validate", "validation", "intended", "unexpected"]],
      },
    ],
  },
  {
    id: "html-21",
    topic: "Parsing and the DOM",
    difficulty: 72,
    question: "What is the difference between the DOMContentLoaded and load events, and how do scripts and stylesheets affect when DOMContentLoaded fires?",
    answer:
      "DOMContentLoaded fires when the HTML document has been completely parsed and all deferred and module scripts have run, without waiting for images, iframes or async scripts; load fires on the window once the page and all its dependent resources, including images, stylesheets and iframes, have finished loading. Stylesheets don't delay DOMContentLoaded by themselves, but a classic script after a stylesheet waits for that stylesheet before executing, and the parser waits for the script, so CSS can delay it indirectly; deferred scripts also wait for pending stylesheets. async scripts can run before or after DOMContentLoaded. For initializing UI, DOMContentLoaded or simply a deferred script is usually the right hook, while load is for work that needs every resource, such as measuring images.",
    keyPoints: [
      {
        point: "DOMContentLoaded fires after parsing and deferred scripts, without waiting for images or iframes.",
        concepts: [["parsed", "parsing"], ["image", "images", "iframe", "iframes", "subresources"]],
      },
      {
        point: "load waits for all resources, including images and stylesheets.",
        concepts: [["all resources", "all its dependent resources", "dependent resources", "everything", "finished loading", "fully loaded"]],
      },
      {
        point: "Scripts wait for preceding stylesheets, so CSS can indirectly delay DOMContentLoaded.",
        concepts: [["stylesheet", "stylesheets", "css"], ["wait", "waits", "delay", "delays", "indirectly"]],
      },
      {
        point: "async scripts are not tied to DOMContentLoaded.",
        concepts: [["async"]],
      },
    ],
  },

  // Security
  {
    id: "html-22",
    topic: "Security",
    difficulty: 25,
    question: "Why should links that open in a new tab use rel=noopener, and what do modern browsers do by default?",
    answer:
      "A page opened with target=_blank used to receive a window.opener reference to the page that opened it, letting a malicious or compromised page redirect the original tab to a phishing page, an attack called reverse tabnabbing. rel=noopener removes that reference and also lets the new page run in a separate process, while rel=noreferrer additionally omits the Referer header. Modern browsers now imply noopener for target=_blank links, but adding it explicitly is harmless and documents the intent, and it still matters for window.open calls, where you pass the noopener feature.",
    keyPoints: [
      {
        point: "The opened page could access window.opener.",
        concepts: [["window.opener", "opener"]],
      },
      {
        point: "A malicious page could redirect the original tab (tabnabbing/phishing).",
        concepts: [["tabnabbing", "phishing", "redirect", "malicious"]],
      },
      {
        point: "Modern browsers imply noopener for target=_blank.",
        concepts: [["imply", "implies", "implied", "implicit", "implicitly", "automatically"]],
      },
      {
        point: "noreferrer also omits the Referer header.",
        concepts: [["noreferrer", "referer", "referrer"]],
      },
    ],
  },
  {
    id: "html-23",
    topic: "Security",
    difficulty: 58,
    question: "How can HTML be a vector for cross-site scripting (XSS), and how do you prevent it?",
    answer:
      "XSS happens when untrusted data is inserted into a page in a way that lets it be interpreted as markup or script, for example via innerHTML, unescaped server templates, href attributes with javascript: URLs, or inline event handler attributes. Prevention starts with contextual output encoding: escape data for the HTML, attribute, URL or JavaScript context where it is placed, which frameworks like React do automatically for text. Use safe DOM APIs such as textContent instead of innerHTML, sanitize user-supplied HTML with a library like DOMPurify, allow only http and https URLs, and add a Content Security Policy, ideally nonce- or hash-based, plus Trusted Types as defense in depth.",
    keyPoints: [
      {
        point: "Untrusted data gets interpreted as markup or script.",
        concepts: [["untrusted", "user input", "user-supplied", "attacker", "malicious", "user data"]],
      },
      {
        point: "Escape output for its context.",
        concepts: [["escape", "escaping", "encode", "encoding"]],
      },
      {
        point: "Use textContent or sanitize HTML.",
        concepts: [["textcontent", "sanitize", "sanitizer", "dompurify", "sanitization"]],
      },
      {
        point: "A Content Security Policy and Trusted Types add defense in depth.",
        concepts: [["content security policy", "csp", "trusted types", "nonce"]],
      },
    ],
  },
  {
    id: "html-24",
    topic: "Security",
    difficulty: 90,
    question: "How do the iframe sandbox attribute, Content Security Policy and cross-origin isolation work together to contain embedded or third-party content?",
    answer:
      "The sandbox attribute on an iframe applies a strict set of restrictions, no scripts, no form submission, no popups, no top-level navigation and a unique opaque origin, which you relax selectively with tokens such as allow-scripts or allow-forms; combining allow-scripts with allow-same-origin for same-origin content defeats the sandbox, since the frame could remove the attribute. Content Security Policy, sent as a response header, restricts where a page may load scripts, styles, frames and connections from, and its frame-ancestors directive controls who may embed your page, superseding X-Frame-Options for clickjacking protection. Cross-origin isolation, enabled with Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp or credentialless, puts the page in its own browsing context group and requires embedded resources to opt in, which protects against Spectre-style side-channel leaks and unlocks features like SharedArrayBuffer. The iframe allow attribute (Permissions Policy) additionally limits powerful features such as the camera or geolocation in frames.",
    keyPoints: [
      {
        point: "sandbox imposes strict restrictions that are relaxed selectively with allow-* tokens.",
        concepts: [["allow-scripts", "allow-forms", "token", "tokens", "relax", "selectively"]],
      },
      {
        point: "allow-scripts together with allow-same-origin defeats the sandbox for same-origin content.",
        concepts: [["allow-same-origin", "defeat", "defeats", "escape", "remove the attribute"]],
      },
      {
        point: "CSP frame-ancestors controls who may embed the page (clickjacking).",
        concepts: [["frame-ancestors", "clickjacking", "x-frame-options"]],
      },
      {
        point: "COOP and COEP headers enable cross-origin isolation.",
        concepts: [["coop", "coep", "cross-origin-opener-policy", "cross-origin-embedder-policy", "opener-policy", "embedder-policy"]],
      },
      {
        point: "Isolation protects against Spectre-style leaks and enables SharedArrayBuffer.",
        concepts: [["spectre", "sharedarraybuffer", "side-channel", "side channel"]],
      },
    ],
  },

  // Web components
  {
    id: "html-25",
    topic: "Web components",
    difficulty: 28,
    question: "What are Web Components?",
    answer:
      "Web Components are a set of browser standards for creating reusable, encapsulated custom elements that work with any framework or none. They consist of custom elements, your own tags such as user-card defined by a JavaScript class registered with customElements.define; the shadow DOM, an encapsulated DOM subtree whose markup and styles are isolated from the rest of the page; and HTML templates, the template and slot elements for inert, reusable markup. Custom element names must contain a hyphen so they never clash with standard elements.",
    keyPoints: [
      {
        point: "Custom elements define new tags via customElements.define.",
        concepts: [["custom element", "custom elements", "customelements.define", "define", "defined"]],
      },
      {
        point: "Shadow DOM encapsulates markup and styles.",
        concepts: [["shadow"]],
      },
      {
        point: "Templates and slots provide reusable markup.",
        concepts: [["template", "templates", "slot", "slots"]],
      },
      {
        point: "They work with any framework or none.",
        concepts: [["framework", "frameworks", "framework-agnostic", "interoperable", "any library"]],
      },
      {
        point: "Custom element names must contain a hyphen.",
        concepts: [["hyphen", "dash"]],
      },
    ],
  },
  {
    id: "html-26",
    topic: "Web components",
    difficulty: 52,
    question: "What does the template element do, and how do slots work in the shadow DOM?",
    answer:
      "The template element holds markup that the parser turns into an inert DocumentFragment: its scripts don't run, its images don't load and nothing is rendered until you clone its content into the document. Slots are placeholders inside a shadow tree: children of the host element with a matching slot attribute are rendered into the corresponding named slot, and the remaining children go into the default, unnamed slot. Slotted content stays in the light DOM, so the page's CSS still styles it, with ::slotted allowing limited styling from inside the shadow root, and a slot can contain fallback content that is shown when nothing is assigned to it.",
    keyPoints: [
      {
        point: "Template content is inert: scripts don't run and nothing renders.",
        concepts: [["inert", "not rendered", "don't run", "doesn't run", "do not run", "not executed"]],
      },
      {
        point: "The content is cloned into the document to use it.",
        concepts: [["clone", "cloned", "cloning", "importnode", "documentfragment", "fragment"]],
      },
      {
        point: "Host children are rendered into named slots via the slot attribute, or the default slot.",
        concepts: [["named", "name", "slot attribute"], ["rendered", "projected", "placed", "inserted", "distributed", "go into"]],
      },
      {
        point: "Slotted content remains in the light DOM, styled by the page and ::slotted.",
        concepts: [["light dom", "slotted", "::slotted", "page's css", "outer styles"]],
      },
      {
        point: "Slots can show fallback content.",
        concepts: [["fallback", "default content"]],
      },
    ],
  },
  {
    id: "html-27",
    topic: "Web components",
    difficulty: 92,
    question: "What is declarative shadow DOM, and what problem does it solve?",
    answer:
      "Declarative shadow DOM lets you write a shadow root directly in HTML with a template element carrying the shadowrootmode attribute (open or closed) as a child of a host element; the parser attaches it as a shadow root instead of creating an ordinary template. Before it, shadow roots could only be created with JavaScript through attachShadow, so web components could not be server-side rendered: their content and scoped styles appeared only after scripts ran, causing flashes of unstyled content and hurting SEO and no-JavaScript scenarios. With the declarative form, the server can send components with encapsulated markup and styles that display immediately, and the custom element can later hydrate by reusing the existing shadowRoot. For safety, innerHTML does not parse declarative shadow roots; APIs such as setHTMLUnsafe or Document.parseHTMLUnsafe are needed to create them from strings.",
    keyPoints: [
      {
        point: "A template with shadowrootmode in the markup becomes a shadow root at parse time.",
        concepts: [["shadowrootmode"]],
      },
      {
        point: "Previously shadow roots required JavaScript (attachShadow).",
        concepts: [["attachshadow", "javascript", "script", "scripts", "imperative", "imperatively"]],
      },
      {
        point: "It enables server-side rendering of components without a flash of unstyled content.",
        concepts: [["server-side", "server side", "ssr", "server-rendered", "server rendered", "flash", "flashes", "display immediately"]],
      },
      {
        point: "The custom element can hydrate using the existing shadow root.",
        concepts: [["hydrate", "hydration", "upgrade", "upgraded", "existing shadowroot", "existing shadow root", "reusing"]],
      },
      {
        point: "innerHTML ignores it; setHTMLUnsafe or parseHTMLUnsafe are required.",
        concepts: [["innerhtml", "sethtmlunsafe", "parsehtmlunsafe", "document.parsehtmlunsafe"]],
      },
    ],
  },

  // Interactive elements
  {
    id: "html-28",
    topic: "Interactive elements",
    difficulty: 20,
    question: "What are the details and summary elements used for?",
    answer:
      "details creates a native disclosure widget, content that stays hidden until the user expands it, with summary providing the always-visible label that toggles it open and closed. The browser handles the keyboard interaction, accessibility semantics and open state, reflected in the open attribute and a toggle event, without any JavaScript. It suits FAQs and show-more sections, and giving several details elements the same name attribute turns them into an exclusive accordion where opening one closes the others.",
    keyPoints: [
      {
        point: "details is a disclosure widget that expands and collapses content.",
        concepts: [["disclosure", "expand", "expands", "collapse", "collapsible", "hidden", "toggle", "toggles"]],
      },
      {
        point: "summary is the visible label that toggles it.",
        concepts: [["label", "heading", "visible", "always-visible"]],
      },
      {
        point: "It works natively, with keyboard and accessibility support, without JavaScript.",
        concepts: [["without any javascript", "without javascript", "no javascript", "no js", "without js", "built-in", "native", "natively"]],
      },
      {
        point: "A shared name attribute creates an exclusive accordion.",
        concepts: [["accordion", "exclusive", "name attribute", "one at a time"]],
      },
    ],
  },
  {
    id: "html-29",
    topic: "Interactive elements",
    difficulty: 42,
    question: "What does the dialog element provide compared with a hand-built modal, and what is the difference between show() and showModal()?",
    answer:
      "The dialog element is a native dialog with the right semantics, and its showModal() method opens it in the top layer above all other content with a ::backdrop, makes the rest of the page inert so focus and clicks can't reach it, moves focus into the dialog and closes it when the user presses Escape. show() opens it non-modally, without a backdrop, inertness or top-layer placement, so the rest of the page stays interactive. Closing with close() or a form using method=dialog sets returnValue and fires a close event, and focus returns to the previously focused element. Reproducing all of this by hand, with focus trapping, an inert background, stacking and Escape handling, is error-prone, which is why the native dialog element is preferred.",
    keyPoints: [
      {
        point: "showModal() puts the dialog in the top layer with a backdrop.",
        concepts: [["top layer", "backdrop", "::backdrop", "above"]],
      },
      {
        point: "The rest of the page becomes inert while the modal is open.",
        concepts: [["inert", "trap", "trapping", "trapped", "can't reach", "cannot reach", "blocked"]],
      },
      {
        point: "Escape closes a modal dialog.",
        concepts: [["escape", "esc"]],
      },
      {
        point: "show() is non-modal, leaving the page interactive.",
        concepts: [["non-modal", "non-modally", "nonmodal", "modeless", "interactive"]],
      },
      {
        point: "Focus is moved into the dialog and restored afterwards.",
        concepts: [["focus"]],
      },
    ],
  },
  {
    id: "html-30",
    topic: "Interactive elements",
    difficulty: 86,
    question: "What is the popover API, and how does it differ from the dialog element?",
    answer:
      "The popover attribute turns any element into a popover that a button can open with the popovertarget attribute, or script can open with showPopover() and togglePopover(), with no JavaScript required for the declarative form. Popovers render in the top layer, and auto popovers get light dismiss, closing on an outside click or Escape, and close other auto popovers that aren't their ancestors; popover=manual turns that behavior off. Unlike a modal dialog, a popover doesn't make the rest of the page inert or trap focus, so it suits non-modal UI such as menus, toggletips and pickers, while a modal dialog remains the tool for tasks that must block interaction. Popovers pair naturally with CSS anchor positioning to place them next to their invoker, and the browser wires up accessibility relationships such as aria-expanded between the invoking button and the popover.",
    keyPoints: [
      {
        point: "Popovers can be opened declaratively with popovertarget, without JavaScript.",
        concepts: [["popovertarget", "declarative", "no javascript", "without javascript", "showpopover", "togglepopover"]],
      },
      {
        point: "Popovers render in the top layer.",
        concepts: [["top layer"]],
      },
      {
        point: "Auto popovers support light dismiss on outside click or Escape.",
        concepts: [["light dismiss", "light-dismiss", "outside click", "click outside", "clicking outside", "escape"]],
      },
      {
        point: "Unlike a modal dialog, a popover doesn't make the page inert or trap focus.",
        concepts: [["inert", "non-modal", "nonmodal", "trap", "block", "blocks"]],
      },
      {
        point: "They pair with CSS anchor positioning.",
        concepts: [["anchor", "anchoring", "positioning"]],
      },
    ],
  },
];
