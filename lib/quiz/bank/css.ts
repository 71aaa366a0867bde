import type { BankQuestion } from "./types";

export const skill = "CSS";
export const questions: BankQuestion[] = [
  // ---------------------------------------------------------------- Cascade and specificity
  {
    id: "css-1",
    topic: "Specificity",
    difficulty: 8,
    question: "How is the specificity of a CSS selector calculated?",
    answer:
      "Specificity is a weight with three components: the first counts ID selectors, the second counts classes, attribute selectors and pseudo-classes, and the third counts type (element) selectors and pseudo-elements. The components are compared from left to right, so a single ID beats any number of classes, while the universal selector and combinators add nothing. When two declarations have equal specificity, the one that appears later in the source wins. Inline style attributes beat any selector, and !important declarations beat normal ones.",
    keyPoints: [
      {
        point: "ID selectors form the most significant component.",
        concepts: [["id", "ids"]],
      },
      {
        point: "Classes, attribute selectors and pseudo-classes form the middle component.",
        concepts: [["class", "classes", "attribute", "pseudo-class", "pseudo-classes"]],
      },
      {
        point: "Type selectors and pseudo-elements form the least significant component.",
        concepts: [["type", "element", "elements", "tag", "pseudo-element", "pseudo-elements"]],
      },
      {
        point: "Components are compared left to right, so one ID beats any number of classes.",
        concepts: [["left to right", "any number", "beats", "outweighs", "regardless"]],
      },
      {
        point: "With equal specificity, the later declaration wins.",
        concepts: [["later", "last", "source order"]],
      },
    ],
  },
  {
    id: "css-2",
    topic: "Specificity",
    difficulty: 46,
    question: "When several declarations apply to the same element and property, how does the cascade decide which one wins?",
    answer:
      "The cascade compares competing declarations by a sequence of criteria, each consulted only when the previous ones tie. First comes origin and importance: user-agent, user and author styles, with !important declarations reversing that origin order, plus animations and transitions. Then come context (such as shadow DOM encapsulation), whether the declaration is an element's style attribute, cascade layers, specificity, scoping proximity for @scope rules, and finally order of appearance, where the last declaration wins. Inheritance only applies when no declaration targets the element for that property at all.",
    keyPoints: [
      {
        point: "Origin and importance are compared first.",
        concepts: [["origin", "origins", "user-agent", "user agent", "author"], ["important", "!important", "importance"]],
      },
      {
        point: "Cascade layers are considered before specificity.",
        concepts: [["layer", "layers", "@layer"]],
      },
      {
        point: "Specificity decides among declarations that tie on the earlier criteria.",
        concepts: [["specificity"]],
      },
      {
        point: "Order of appearance is the final tie-breaker.",
        concepts: [["order of appearance", "source order", "last", "later"]],
      },
      {
        point: "Inheritance applies only when no declaration targets the element.",
        concepts: [["inheritance", "inherited", "inherit"]],
      },
    ],
  },
  {
    id: "css-3",
    topic: "Specificity",
    difficulty: 72,
    question: "What are cascade layers (@layer), how do they change the management of specificity conflicts, and how does !important behave with them?",
    answer:
      "Cascade layers group styles into named layers whose precedence is fixed by the order in which the layers are first declared, for example @layer reset, base, components, utilities; later layers beat earlier ones regardless of selector specificity, and unlayered styles beat all layered normal styles. That lets a team keep selectors simple and resolve conflicts through layer order, and put third-party CSS into a low-priority layer with @import url(...) layer(vendor). For !important declarations the order is reversed: important declarations in earlier layers beat those in later layers, and important layered styles beat important unlayered ones, so a reset or base layer can protect critical rules. Specificity still decides conflicts within a single layer.",
    keyPoints: [
      {
        point: "Layer precedence is set by declaration order, with later layers winning.",
        concepts: [["order", "declared"], ["later", "last"]],
      },
      {
        point: "Layer order overrides selector specificity.",
        concepts: [["regardless", "irrespective", "over specificity", "beat", "beats"]],
      },
      {
        point: "Unlayered styles beat layered normal styles.",
        concepts: [["unlayered", "not in a layer", "outside any layer", "outside of layers"]],
      },
      {
        point: "For !important the layer order is reversed.",
        concepts: [["reversed", "reverse", "reverses", "inverted", "opposite"]],
      },
      {
        point: "Third-party CSS can be placed in a low-priority layer.",
        concepts: [["third-party", "third party", "vendor", "library", "framework"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Box model
  {
    id: "css-4",
    topic: "Box model",
    difficulty: 12,
    question: "What is the CSS box model, and what does box-sizing change?",
    answer:
      "Every element is rendered as a box made of its content area, padding around the content, a border, and margin outside the border. With the default box-sizing: content-box, width and height apply to the content only, so padding and border are added on top of them. With box-sizing: border-box, width and height include padding and border, which makes sizing more predictable, so many stylesheets set it globally. Margins are transparent space outside the border, and vertical margins between blocks can collapse.",
    keyPoints: [
      {
        point: "A box consists of content, padding, border and margin.",
        concepts: [["padding"], ["margin", "margins"]],
      },
      {
        point: "With content-box, padding and border are added to the specified width.",
        concepts: [["content-box", "added", "on top"]],
      },
      {
        point: "With border-box, width includes padding and border.",
        concepts: [["border-box"], ["include", "includes", "including"]],
      },
      {
        point: "Vertical margins can collapse.",
        concepts: [["collapse", "collapsing"]],
      },
    ],
  },
  {
    id: "css-5",
    topic: "Box model",
    difficulty: 38,
    question: "What is margin collapsing, and when does it not happen?",
    answer:
      "In normal block flow, the vertical margins of adjacent siblings, or of a parent and its first or last child when nothing separates them, collapse into a single margin equal to the larger of the two instead of adding up; negative margins are combined with the positive ones. It does not happen for horizontal margins, for flex or grid items, or for floated and absolutely positioned elements. It is also prevented between a parent and its child when the parent has padding or a border, or when the parent establishes a new block formatting context, for example with display: flow-root.",
    keyPoints: [
      {
        point: "Only vertical (block-direction) margins collapse.",
        concepts: [["vertical", "vertically", "block direction", "top and bottom"]],
      },
      {
        point: "The result is the larger margin, not the sum.",
        concepts: [["larger", "largest", "maximum", "max", "bigger"]],
      },
      {
        point: "A parent's margin can collapse with its first or last child's.",
        concepts: [["parent"], ["child", "children"]],
      },
      {
        point: "Flex and grid items do not collapse margins.",
        concepts: [["flex", "grid"]],
      },
      {
        point: "Padding, borders or a new block formatting context prevent parent-child collapsing.",
        concepts: [["padding", "border", "block formatting context", "flow-root", "bfc"]],
      },
    ],
  },
  {
    id: "css-6",
    topic: "Box model",
    difficulty: 68,
    question: "What is a block formatting context, how is one created, and what layout problems does it solve?",
    answer:
      "A block formatting context (BFC) is an independent layout region: floats inside it are contained, the margins of its children do not collapse through its edges, and the BFC box itself does not overlap floats outside it. One is created by the root element, floats, absolutely positioned elements, inline-blocks, table cells, elements with overflow other than visible or clip, display: flow-root, flex and grid items, and elements with contain: layout or paint, among others. Typical uses are containing floats, where display: flow-root is the modern replacement for the clearfix hack, preventing parent-child margin collapse, and placing a box beside a float instead of letting its content wrap under it.",
    keyPoints: [
      {
        point: "A BFC is an independent, self-contained layout region.",
        concepts: [["independent", "isolated", "self-contained", "separate"]],
      },
      {
        point: "It contains floats, replacing the clearfix hack.",
        concepts: [["float", "floats", "clearfix"]],
      },
      {
        point: "Margins do not collapse through the BFC boundary.",
        concepts: [["margin", "margins"], ["collapse", "collapsing"]],
      },
      {
        point: "display: flow-root is the modern, dedicated way to create one.",
        concepts: [["flow-root"]],
      },
      {
        point: "Overflow, inline-block, absolute positioning and similar properties also create one.",
        concepts: [["overflow", "inline-block", "inline-blocks", "absolutely", "table cells", "contain"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Flexbox
  {
    id: "css-7",
    topic: "Flexbox",
    difficulty: 15,
    question: "What kind of layout is Flexbox best suited for?",
    answer:
      "Flexbox is a one-dimensional layout model: it lays items out along a single main axis, a row or a column, distributes free space among them and aligns them on the cross axis. It is ideal for components such as navigation bars, toolbars, button groups, centering content, and lists of items that should grow, shrink or wrap. For two-dimensional layouts where rows and columns must line up, CSS Grid is usually the better tool.",
    keyPoints: [
      {
        point: "Flexbox is one-dimensional.",
        concepts: [["one-dimensional", "one dimensional", "single axis", "single main axis", "one axis", "one direction"]],
      },
      {
        point: "It arranges items along a main axis and aligns them on the cross axis.",
        concepts: [["main axis", "cross axis", "axis"]],
      },
      {
        point: "It distributes space and aligns items.",
        concepts: [["distribute", "distributes", "space", "align", "aligns", "alignment"]],
      },
      {
        point: "It suits components like nav bars, toolbars and centering.",
        concepts: [["navigation", "nav", "toolbar", "toolbars", "button", "centering", "components"]],
      },
      {
        point: "Grid is better for two-dimensional layouts.",
        concepts: [["grid"], ["two-dimensional", "two dimensional", "2d", "rows and columns"]],
      },
    ],
  },
  {
    id: "css-8",
    topic: "Flexbox",
    difficulty: 42,
    question: "Explain what flex-grow, flex-shrink and flex-basis control.",
    answer:
      "flex-basis is an item's starting size along the main axis before free space is distributed; auto means use its width or height, or its content size. If there is leftover space, it is shared among items in proportion to their flex-grow factors. If the items overflow the container, they shrink in proportion to flex-shrink multiplied by their flex-basis, so larger items give up more. The shorthand flex: 1 means 1 1 0%, which makes items share the space equally regardless of their content, while flex: auto means 1 1 auto.",
    keyPoints: [
      {
        point: "flex-basis is the starting size before free space is distributed.",
        concepts: [["starting", "initial", "base size", "before"]],
      },
      {
        point: "flex-grow shares leftover space proportionally.",
        concepts: [["leftover", "free space", "remaining", "extra space"], ["proportion", "proportionally", "ratio", "share", "shared"]],
      },
      {
        point: "flex-shrink reduces items when they overflow, weighted by their basis.",
        concepts: [["overflow", "not enough", "too small", "exceed"]],
      },
      {
        point: "flex: 1 makes items share space equally regardless of content.",
        concepts: [["equally", "equal"]],
      },
    ],
  },
  {
    id: "css-9",
    topic: "Flexbox",
    difficulty: 78,
    question: "Why might a flex item refuse to shrink below the width of its content, causing overflow, and how do you fix it?",
    answer:
      "Flex items default to min-width: auto (min-height: auto in a column), which resolves to their min-content size, so flex-shrink cannot make them narrower than their longest word, a wide image or an unwrappable element. That is why long text with text-overflow: ellipsis or a code block inside a flex item spills out of the container. Setting min-width: 0 on the item, or making it a scroll container with overflow: hidden or auto, which also removes the automatic minimum, lets it shrink; nested flex items may need this at every level. Grid items behave the same way with 1fr tracks, where minmax(0, 1fr) is the fix.",
    keyPoints: [
      {
        point: "Flex items have an automatic minimum size of min-width: auto.",
        concepts: [["min-width", "min-height", "minimum"], ["auto", "automatic"]],
      },
      {
        point: "The automatic minimum resolves to the min-content size.",
        concepts: [["min-content", "longest word", "content size", "intrinsic"]],
      },
      {
        point: "Setting min-width: 0 allows the item to shrink.",
        concepts: [["min-width: 0", "min-width 0", "zero"]],
      },
      {
        point: "Making the item a scroll container, e.g. overflow: hidden, also removes the minimum.",
        concepts: [["overflow: hidden", "overflow hidden", "hidden", "scroll container", "overflow: auto"]],
      },
      {
        point: "Grid tracks have the same issue, fixed with minmax(0, 1fr).",
        concepts: [["minmax", "grid"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Grid
  {
    id: "css-10",
    topic: "Grid",
    difficulty: 18,
    question: "What is CSS Grid, and how does it differ from Flexbox?",
    answer:
      "CSS Grid is a two-dimensional layout system: you define rows and columns on a container, for example with grid-template-columns, and place items into cells or named areas, controlling both axes at once. Flexbox is one-dimensional and content-driven, sizing items along one axis, whereas Grid is layout-driven: the tracks are defined first and items fit into them. Grid suits page layouts and card galleries, flexbox suits components laid out along a line, and the two are often combined.",
    keyPoints: [
      {
        point: "Grid is two-dimensional, handling rows and columns together.",
        concepts: [["two-dimensional", "two dimensional", "2d", "both axes", "rows and columns"]],
      },
      {
        point: "Tracks are defined on the container and items are placed into them.",
        concepts: [["grid-template-columns", "grid-template", "tracks", "track", "areas", "cells"]],
      },
      {
        point: "Flexbox is one-dimensional and content-driven.",
        concepts: [["one-dimensional", "one dimensional", "one axis", "single axis", "content-driven"]],
      },
      {
        point: "Grid suits page layouts, and the two are often combined.",
        concepts: [["page layout", "page layouts", "gallery", "galleries", "combined", "combine"]],
      },
    ],
  },
  {
    id: "css-11",
    topic: "Grid",
    difficulty: 52,
    question: "What do the fr unit, minmax(), and the auto-fill and auto-fit keywords do in CSS Grid?",
    answer:
      "The fr unit represents a fraction of the free space left in the grid container after fixed and content-sized tracks are sized. minmax(min, max) gives a track a size range, so it never gets smaller than the minimum or larger than the maximum. Combined as repeat(auto-fill, minmax(200px, 1fr)), they create as many columns as fit, giving a responsive grid without media queries. auto-fill keeps empty tracks when there are fewer items than would fit, while auto-fit collapses the empty tracks so the existing items stretch to fill the row.",
    keyPoints: [
      {
        point: "fr is a fraction of the remaining free space.",
        concepts: [["fraction", "share", "proportion"], ["free", "remaining", "leftover", "available"]],
      },
      {
        point: "minmax() constrains a track between a minimum and maximum size.",
        concepts: [["range", "minimum", "maximum", "smaller", "larger"]],
      },
      {
        point: "repeat with auto-fill/auto-fit creates responsive columns without media queries.",
        concepts: [["responsive", "without media queries", "as many columns as fit", "as many as fit"]],
      },
      {
        point: "auto-fill keeps empty tracks.",
        concepts: [["empty"]],
      },
      {
        point: "auto-fit collapses empty tracks so items stretch.",
        concepts: [["collapses", "collapse"], ["stretch", "stretches", "grow", "expand", "widen"]],
      },
    ],
  },
  {
    id: "css-12",
    topic: "Grid",
    difficulty: 80,
    question: "What is subgrid in CSS, and what problem does it solve?",
    answer:
      "By default a nested grid defines its own tracks independently of its parent, so content inside sibling cards cannot line up; titles, bodies and footers of different heights end up misaligned across a row. Setting grid-template-rows and/or grid-template-columns to subgrid on a grid item makes it adopt the parent grid's tracks for the area it spans, so its children are placed on the parent's lines and align across siblings. Because the items of all participating subgrids contribute to the parent's track sizes, the tallest title in a row sizes that row for every card. A subgrid inherits the parent's gaps by default but can override them, and subgrid is supported in all major browsers.",
    keyPoints: [
      {
        point: "Nested grids normally have independent tracks, so content cannot align across siblings.",
        concepts: [["independent", "independently", "own tracks", "misaligned", "cannot line up"]],
      },
      {
        point: "subgrid makes the item adopt its parent's tracks.",
        concepts: [["parent", "parent's"], ["track", "tracks", "lines"]],
      },
      {
        point: "Children then align across sibling items such as cards.",
        concepts: [["align", "aligned", "line up"], ["sibling", "siblings", "cards", "across"]],
      },
      {
        point: "Content in subgrids contributes to the parent's track sizing.",
        concepts: [["contribute", "contributes", "sizes", "sizing", "tallest"]],
      },
      {
        point: "Gaps are inherited by default but can be overridden.",
        concepts: [["gap", "gaps"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Positioning
  {
    id: "css-13",
    topic: "Positioning",
    difficulty: 22,
    question: "What are the differences between position: relative, absolute, fixed and sticky?",
    answer:
      "relative keeps the element in normal flow and visually offsets it from its normal position with top, left and so on, without moving other elements. absolute removes the element from the flow and positions it against its containing block, the nearest positioned ancestor, or the initial containing block if there is none. fixed positions the element relative to the viewport so it stays in place when the page scrolls, unless an ancestor with a transform or filter becomes its containing block. sticky behaves like relative until its scroll container is scrolled past a threshold, then sticks in place within its parent's bounds.",
    keyPoints: [
      {
        point: "relative offsets the element but keeps it in normal flow.",
        concepts: [["offset", "offsets", "normal position", "normal flow", "in flow"]],
      },
      {
        point: "absolute removes the element from the flow.",
        concepts: [["removes", "removed", "out of flow", "out of the flow", "taken out"]],
      },
      {
        point: "absolute is positioned against the nearest positioned ancestor.",
        concepts: [["positioned ancestor", "nearest", "ancestor", "containing block"]],
      },
      {
        point: "fixed is positioned relative to the viewport.",
        concepts: [["viewport", "screen", "window"]],
      },
      {
        point: "sticky switches from relative to stuck at a scroll threshold.",
        concepts: [["threshold", "scroll", "scrolled", "scrolling"]],
      },
    ],
  },
  {
    id: "css-14",
    topic: "Positioning",
    difficulty: 60,
    question: "What is a stacking context, and why might z-index: 9999 fail to bring an element to the front?",
    answer:
      "A stacking context is a group of elements that is painted together as a single unit in the z-order of its parent, and z-index values are only compared among elements within the same stacking context. Stacking contexts are created by the root element, positioned elements with a z-index other than auto, flex and grid items with a z-index, opacity below 1, transform, filter, isolation: isolate, certain will-change values, position: fixed or sticky, and others. If an ancestor forms a stacking context that sits below some other element, no z-index on a descendant can lift it above that element, because the whole context is stacked as one. Also, z-index has no effect on non-positioned elements unless they are flex or grid items.",
    keyPoints: [
      {
        point: "A stacking context is painted as a single unit.",
        concepts: [["group", "unit", "together", "as one"]],
      },
      {
        point: "z-index only compares elements within the same stacking context.",
        concepts: [["within", "same", "only compared", "among"]],
      },
      {
        point: "Properties like opacity, transform, filter and isolation create stacking contexts.",
        concepts: [["opacity", "transform", "filter", "isolation", "will-change"]],
      },
      {
        point: "A descendant cannot escape an ancestor context that is stacked lower.",
        concepts: [["ancestor", "parent"], ["below", "lower", "cannot", "can't", "trapped", "no z-index"]],
      },
      {
        point: "z-index does not apply to non-positioned elements, except flex and grid items.",
        concepts: [["non-positioned", "static", "not positioned"]],
      },
    ],
  },
  {
    id: "css-15",
    topic: "Positioning",
    difficulty: 86,
    question: "Why can a fixed or absolutely positioned popup end up clipped or mispositioned, and how do the top layer and CSS anchor positioning help?",
    answer:
      "A fixed element is normally positioned against the viewport, but if an ancestor has a transform, perspective, filter, contain: paint or layout, or a will-change for those, that ancestor becomes its containing block, so the element moves and is clipped with it; absolutely positioned menus are likewise clipped by ancestors with overflow hidden and trapped in ancestor stacking contexts. Elements opened with dialog.showModal() or the popover attribute are rendered in the top layer, which sits above every stacking context in the document regardless of z-index and is not clipped by ancestors' overflow. CSS anchor positioning, with anchor-name, position-anchor, the anchor() function and position-try fallbacks, tethers an element such as a tooltip to another element without JavaScript measurement, and it combines naturally with popovers. Anchor positioning is a recent addition, so check browser support and keep a fallback where older browsers matter.",
    keyPoints: [
      {
        point: "Ancestors with transform, filter or containment become the containing block of fixed elements.",
        concepts: [["transform", "filter", "perspective", "contain"], ["containing block", "ancestor"]],
      },
      {
        point: "Overflow hidden on ancestors clips positioned descendants.",
        concepts: [["overflow"]],
      },
      {
        point: "Dialogs and popovers render in the top layer, above all stacking contexts.",
        concepts: [["dialog", "showmodal", "dialog.showmodal", "popover"], ["above", "regardless", "every stacking context"]],
      },
      {
        point: "Anchor positioning tethers an element to another element declaratively.",
        concepts: [["anchor-name", "position-anchor", "position-try", "tethers", "tether", "another element"]],
      },
      {
        point: "It removes the need for JavaScript measurement.",
        concepts: [["javascript", "js", "measurement", "measuring"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Responsive design
  {
    id: "css-16",
    topic: "Responsive design",
    difficulty: 25,
    question: "What is a media query, and how is it used in responsive design?",
    answer:
      "A media query applies a block of CSS only when conditions about the device or viewport are true, such as @media (min-width: 768px). In responsive design you usually write base styles for small screens first (mobile-first) and add min-width breakpoints that adjust the layout for larger viewports. Media queries can also test other features and user preferences, such as orientation, hover capability, prefers-color-scheme, prefers-reduced-motion or print.",
    keyPoints: [
      {
        point: "Styles apply conditionally based on viewport or device features.",
        concepts: [["viewport", "device", "screen"], ["width", "condition", "conditions", "features"]],
      },
      {
        point: "Breakpoints adjust the layout at certain widths.",
        concepts: [["breakpoint", "breakpoints", "min-width", "max-width"]],
      },
      {
        point: "A mobile-first approach starts with small-screen styles.",
        concepts: [["mobile-first", "mobile first", "small screens"]],
      },
      {
        point: "Media queries can also detect user preferences and capabilities.",
        concepts: [["prefers-color-scheme", "prefers-reduced-motion", "orientation", "hover", "print", "preference", "preferences"]],
      },
    ],
  },
  {
    id: "css-17",
    topic: "Responsive design",
    difficulty: 44,
    question: "What are container queries, and how do they differ from media queries?",
    answer:
      "Container queries apply styles based on the size of an ancestor element rather than the viewport. You mark an element as a query container with container-type: inline-size, optionally naming it with container-name, and its descendants can then use @container (min-width: 400px) rules and container query units such as cqi. This makes components genuinely reusable: a card can switch to a horizontal layout whenever its slot is wide enough, whether it sits in a narrow sidebar or a wide main column. A container cannot query its own size, only its descendants can respond to it.",
    keyPoints: [
      {
        point: "They respond to an ancestor element's size instead of the viewport.",
        concepts: [["ancestor", "parent", "element's size", "slot"]],
      },
      {
        point: "An element becomes a query container with container-type.",
        concepts: [["container-type", "inline-size", "container-name"]],
      },
      {
        point: "They make components reusable in different layout contexts.",
        concepts: [["reusable", "reuse", "component", "components", "sidebar"]],
      },
      {
        point: "Container query units like cqi size things relative to the container.",
        concepts: [["cqi", "cqw", "units"]],
      },
    ],
  },
  {
    id: "css-18",
    topic: "Responsive design",
    difficulty: 74,
    question: "How do you build fluid typography and spacing with modern CSS, and what accessibility concerns apply?",
    answer:
      "Use clamp(min, preferred, max) with a preferred value that combines rem and a viewport unit, or a container unit such as cqi, for example clamp(1rem, 0.8rem + 1vw, 1.5rem), so sizes scale smoothly between bounds instead of jumping at breakpoints. Include a rem component rather than pure vw, because sizes based only on the viewport do not respond to the user's browser font-size setting and barely change with zoom, which can fail WCAG's requirement that text can be resized to 200%. Express font sizes and spacing in rem or em so they respect user preferences, and use container units when a component should scale with its container rather than the viewport.",
    keyPoints: [
      {
        point: "clamp() sets a fluid value between a minimum and maximum.",
        concepts: [["clamp"]],
      },
      {
        point: "Sizes scale smoothly between bounds rather than jumping at breakpoints.",
        concepts: [["bounds", "between", "minimum", "maximum"]],
      },
      {
        point: "The preferred value uses viewport or container units.",
        concepts: [["vw", "viewport unit", "viewport units", "cqi", "container unit", "container units"]],
      },
      {
        point: "Pure viewport units ignore user font settings and zoom, harming accessibility.",
        concepts: [["zoom", "font-size setting", "font size setting", "user preferences", "wcag", "resized"]],
      },
      {
        point: "Use rem or em so sizes respect user preferences.",
        concepts: [["rem", "em"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Custom properties
  {
    id: "css-19",
    topic: "Custom properties",
    difficulty: 28,
    question: "What are CSS custom properties, and how do they differ from preprocessor variables such as Sass variables?",
    answer:
      "Custom properties are declared with a double-hyphen name, such as --brand-color: #0066cc, and read with var(--brand-color, fallback). Sass variables are replaced with static values at build time, whereas custom properties stay live in the browser at runtime: they take part in the cascade and inheritance, can be scoped to selectors or overridden inside media queries, and can be changed from JavaScript, instantly updating everything that uses them. That makes them ideal for theming, such as switching to a dark mode.",
    keyPoints: [
      {
        point: "They are declared with a -- prefix and read with var().",
        concepts: [["var", "double-hyphen", "double hyphen"]],
      },
      {
        point: "They are live at runtime in the browser.",
        concepts: [["runtime", "live", "dynamic", "browser"]],
      },
      {
        point: "They participate in the cascade and inheritance and can be scoped.",
        concepts: [["cascade", "inheritance", "inherit", "inherited", "scoped", "scope"]],
      },
      {
        point: "Preprocessor variables are compiled away at build time.",
        concepts: [["build time", "compile", "compiled", "static values", "replaced"]],
      },
      {
        point: "They can be changed from JavaScript, enabling theming.",
        concepts: [["javascript", "js", "theming", "theme", "dark mode"]],
      },
    ],
  },
  {
    id: "css-20",
    topic: "Custom properties",
    difficulty: 64,
    question: "What happens when a custom property holds a value that is invalid for the property where it is used, and how does @property help?",
    answer:
      "var() is substituted at computed-value time, so the browser cannot reject the declaration while parsing; if the substituted value is invalid for that property, the declaration becomes invalid at computed-value time and the property behaves as unset, taking its inherited or initial value rather than falling back to an earlier valid declaration in the cascade. The fallback argument of var() is only used when the variable is missing or guaranteed-invalid, not when its value has the wrong type for the property. @property registers a custom property with a syntax such as '<color>' or '<length>', an inherits flag and an initial value, so the browser type-checks it: a value that does not match the syntax is discarded at computed-value time, and the property falls back to its inherited or registered initial value. Because the browser then knows the type, registered properties can also be animated and transitioned, for example a gradient angle.",
    keyPoints: [
      {
        point: "The declaration becomes invalid at computed-value time.",
        concepts: [["computed-value time", "computed value time", "computed-value", "computed value"]],
      },
      {
        point: "The property falls back to its inherited or initial value, not an earlier declaration.",
        concepts: [["unset", "initial", "inherited"]],
      },
      {
        point: "var()'s fallback only applies when the variable is missing.",
        concepts: [["fallback"], ["missing", "undefined", "not defined", "guaranteed-invalid"]],
      },
      {
        point: "@property registers a typed syntax, inheritance and initial value.",
        concepts: [["syntax", "type-checks", "typed", "registers", "registered"]],
      },
      {
        point: "Registered properties can be animated and transitioned.",
        concepts: [["animate", "animated", "animation", "transition", "transitioned", "interpolate"]],
      },
    ],
  },
  {
    id: "css-21",
    topic: "Custom properties",
    difficulty: 66,
    question: "How can custom properties be used to build a theming system, and what performance and inheritance considerations apply?",
    answer:
      "Define design tokens as custom properties on :root and override them for a theme on an ancestor, for example on a [data-theme='dark'] attribute or inside a prefers-color-scheme media query, while components only consume semantic variables such as --surface or --text, so switching themes just reassigns values. Because unregistered custom properties inherit, changing a variable on a high-level element like :root forces style recalculation for the whole subtree, so values that change often, for example from a pointer or scroll handler, are better set on the smallest element that needs them or registered with @property and inherits: false. Components can expose custom properties as their styling API, and because inherited properties cross shadow DOM boundaries, this works for web components too.",
    keyPoints: [
      {
        point: "Tokens are defined globally and components consume semantic variables.",
        concepts: [["token", "tokens", "semantic"]],
      },
      {
        point: "Themes override variable values on an ancestor element.",
        concepts: [["override", "reassign", "reassigns", "redefine"], ["ancestor", ":root", "data-theme", "attribute"]],
      },
      {
        point: "Changing an inherited variable high in the tree triggers style recalculation of the subtree.",
        concepts: [["recalculation", "recalculate", "recalc", "subtree", "descendants"]],
      },
      {
        point: "Frequently changing values should be set locally or registered as non-inheriting.",
        concepts: [["smallest element", "locally", "inherits: false", "non-inheriting", "closest"]],
      },
      {
        point: "Custom properties pierce shadow DOM, serving as a component styling API.",
        concepts: [["shadow", "web component", "web components"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Selectors
  {
    id: "css-22",
    topic: "Selectors",
    difficulty: 30,
    question: "What is the difference between a pseudo-class and a pseudo-element?",
    answer:
      "A pseudo-class, written with a single colon such as :hover, :focus-visible, :checked or :nth-child(2), selects existing elements based on a state or position that plain selectors cannot express. A pseudo-element, written with a double colon such as ::before, ::after, ::placeholder, ::first-line or ::selection, targets a part of an element or generated content that is not a separate element in the DOM. ::before and ::after only render when they have a content property.",
    keyPoints: [
      {
        point: "Pseudo-classes select elements based on state or position.",
        concepts: [["state", "hover", "focus", "checked", "position"]],
      },
      {
        point: "Pseudo-elements target a part of an element or generated content.",
        concepts: [["part", "generated", "before", "after", "placeholder", "selection", "virtual", "portion"]],
      },
      {
        point: "Pseudo-classes use one colon, pseudo-elements two.",
        concepts: [["colon", "colons"]],
      },
      {
        point: "::before and ::after need a content property.",
        concepts: [["content"]],
      },
    ],
  },
  {
    id: "css-23",
    topic: "Selectors",
    difficulty: 50,
    question: "What do :is(), :where() and :has() do, and how do they affect specificity?",
    answer:
      ":is() and :where() take a selector list and match any element that matches one of the selectors in it, which removes repetition, as in :is(h1, h2, h3) a, and they are forgiving, ignoring invalid selectors in the list. :is() takes the specificity of its most specific argument, while :where() always has zero specificity, which makes it ideal for defaults and resets that are easy to override. :has() is a relational pseudo-class that matches an element if any of its relative selectors match, such as a card containing an image or a form field with an invalid input, effectively giving CSS a parent selector; its specificity is also that of its most specific argument.",
    keyPoints: [
      {
        point: ":is() and :where() match any selector in a list, reducing repetition.",
        concepts: [["list", "any of", "repetition"]],
      },
      {
        point: ":is() takes its most specific argument's specificity.",
        concepts: [["most specific argument", "highest", "strongest", "heaviest", "maximum", "largest"]],
      },
      {
        point: ":where() always has zero specificity.",
        concepts: [["zero", "0"]],
      },
      {
        point: ":has() selects an element based on its descendants or following siblings, like a parent selector.",
        concepts: [["parent", "containing", "contains", "relational", "descendant"]],
      },
      {
        point: "Their selector lists are forgiving of invalid selectors.",
        concepts: [["forgiving", "invalid"]],
      },
    ],
  },
  {
    id: "css-24",
    topic: "Selectors",
    difficulty: 82,
    question: "What are the real performance costs of CSS selectors in modern browsers, including :has()?",
    answer:
      "Browsers match selectors right to left, starting from the rightmost (key) selector and walking up the tree, and they use hash lookups by ID, class and tag plus Bloom filters for ancestors, so for most pages selector matching is cheap compared with layout and paint. The main cost is style invalidation and recalculation: when the DOM or an element's state changes, the engine must work out which elements might need new styles, and broad selectors such as universal key selectors or deep descendant chains widen that set. :has() is expensive in principle because a change inside a descendant or sibling can invalidate an ancestor, so engines optimize it heavily and restrict some forms, such as nesting :has() inside :has(). Keep :has() anchored to a narrow subject, for example .card:has(> img) rather than an unqualified :has(img), and measure style recalculation in DevTools before optimizing.",
    keyPoints: [
      {
        point: "Selectors are matched right to left from the key selector.",
        concepts: [["right to left", "right-to-left", "rightmost", "key selector"]],
      },
      {
        point: "Matching is usually cheap compared with layout and paint.",
        concepts: [["cheap", "negligible", "minor"], ["layout", "paint"]],
      },
      {
        point: "The main cost is style invalidation and recalculation.",
        concepts: [["invalidation", "invalidate", "recalculation", "recalc"]],
      },
      {
        point: ":has() lets changes in descendants invalidate ancestors.",
        concepts: [["ancestor", "ancestors"]],
      },
      {
        point: "Anchor :has() on narrow subjects and measure before optimizing.",
        concepts: [["narrow", "anchored", "devtools", "measure"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Animations
  {
    id: "css-25",
    topic: "Animations",
    difficulty: 32,
    question: "What is the difference between CSS transitions and CSS animations?",
    answer:
      "A transition animates a property from its old value to its new one when that value changes, for example on :hover or when a class is toggled, and is configured with transition-property, duration, timing function and delay. An animation uses @keyframes to define any number of intermediate steps, and it runs as soon as it is applied, without needing a state change. Animations can also loop with animation-iteration-count, alternate direction, be paused, and keep their end state with animation-fill-mode.",
    keyPoints: [
      {
        point: "A transition animates between the old and new value when a property changes.",
        concepts: [["old value", "new value", "changes", "change"]],
      },
      {
        point: "Transitions need a trigger such as hover or a class change.",
        concepts: [["hover", "class", "toggled", "trigger", "state change"]],
      },
      {
        point: "Animations define multiple steps with @keyframes.",
        concepts: [["keyframes", "@keyframes", "intermediate"]],
      },
      {
        point: "Animations can start on their own, loop and alternate.",
        concepts: [["loop", "iteration", "alternate", "as soon as", "paused", "fill-mode"]],
      },
    ],
  },
  {
    id: "css-26",
    topic: "Animations",
    difficulty: 56,
    question: "Which CSS properties are cheap to animate, and why?",
    answer:
      "Rendering runs through style, layout, paint and composite stages. Animating properties that change geometry, such as width, height, top, left or margin, forces layout on every frame, and properties like color, background or box-shadow force repaint. transform and opacity can usually be handled by the compositor on the GPU without layout or paint, often off the main thread, so they stay smooth. Prefer transform: translate() or scale() over animating top, left or width, and use will-change sparingly to promote an element to its own layer, because each layer costs memory.",
    keyPoints: [
      {
        point: "Geometry properties trigger layout on each frame.",
        concepts: [["layout", "reflow"]],
      },
      {
        point: "Color-like properties trigger repaint.",
        concepts: [["paint", "repaint"]],
      },
      {
        point: "transform and opacity are cheap.",
        concepts: [["transform"], ["opacity"]],
      },
      {
        point: "The compositor can run them on the GPU, off the main thread.",
        concepts: [["compositor", "composite", "gpu", "main thread"]],
      },
      {
        point: "will-change promotes layers but should be used sparingly.",
        concepts: [["will-change", "layer", "layers"]],
      },
    ],
  },
  {
    id: "css-27",
    topic: "Animations",
    difficulty: 84,
    question: "What are scroll-driven animations in CSS, and what performance and accessibility considerations apply?",
    answer:
      "Scroll-driven animations tie a @keyframes animation's progress to scrolling instead of elapsed time, using animation-timeline: scroll() to follow a scroll container's progress or view() to follow an element's visibility in its scrollport, with animation-range choosing which part of that timeline is used. Because they are declarative, the browser can run them on the compositor, off the main thread, when they animate compositor-friendly properties like transform and opacity, avoiding the jank of JavaScript scroll listeners. Respect users who set prefers-reduced-motion by disabling or toning down these effects. Browser support arrived recently and unevenly, so treat them as progressive enhancement and gate them with @supports (animation-timeline: scroll()).",
    keyPoints: [
      {
        point: "Animation progress follows scroll position instead of time.",
        concepts: [["instead of elapsed time", "instead of time", "rather than time", "progress", "timeline"]],
      },
      {
        point: "animation-timeline uses scroll() or view() timelines.",
        concepts: [["animation-timeline", "view()", "animation-range", "scrollport"]],
      },
      {
        point: "They can run on the compositor instead of JavaScript scroll listeners.",
        concepts: [["compositor", "main thread", "off the main thread"], ["javascript", "listener", "listeners", "jank"]],
      },
      {
        point: "Honor prefers-reduced-motion.",
        concepts: [["prefers-reduced-motion", "reduced motion", "reduce motion"]],
      },
      {
        point: "Use @supports and progressive enhancement due to incomplete support.",
        concepts: [["@supports", "supports", "progressive enhancement", "fallback"]],
      },
    ],
  },
];
