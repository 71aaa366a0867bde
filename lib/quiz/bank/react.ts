import type { BankQuestion } from "./types";

export const skill = "React";
export const questions: BankQuestion[] = [
  // Components and JSX
  {
    id: "react-1",
    topic: "Components and JSX",
    difficulty: 6,
    question: "What is JSX, and what does it turn into?",
    answer:
      "JSX is a syntax extension that lets you write HTML-like markup inside JavaScript to describe the UI. It is not valid JavaScript on its own: a tool such as Babel, SWC, esbuild or the TypeScript compiler transforms each element into a function call, with the modern automatic runtime a call to jsx() from react/jsx-runtime, previously React.createElement. Those calls return plain objects, React elements, that describe what should appear on screen. Because it is JavaScript underneath, you embed expressions in curly braces, write className instead of class, and return a single root element or a fragment.",
    keyPoints: [
      {
        point: "JSX is an HTML-like syntax extension for JavaScript.",
        concepts: [["syntax", "extension", "html-like", "markup", "xml"]],
      },
      {
        point: "A build tool compiles it into function calls (jsx() or React.createElement).",
        concepts: [["createelement", "react.createelement", "function call", "function calls", "jsx-runtime", "calls"]],
      },
      {
        point: "The calls produce plain objects (React elements) describing the UI.",
        concepts: [["object", "objects", "element", "elements", "description", "describe", "describes"]],
      },
      {
        point: "A transpiler such as Babel, SWC or TypeScript performs the transformation.",
        concepts: [["babel", "swc", "typescript", "esbuild", "transpiler", "transpile", "build step", "bundler", "tool"]],
      },
    ],
  },
  {
    id: "react-2",
    topic: "Components and JSX",
    difficulty: 40,
    question: "What is the difference between a React element and a component, and why must component names start with a capital letter?",
    answer:
      "A component is a function, or in legacy code a class, that takes props and returns UI; an element is the lightweight, immutable object created by JSX that describes what to render, with its type, props and key. React calls components during rendering to get elements and uses the resulting element tree to decide what to update in the DOM. JSX uses capitalization to decide the element type: lowercase tags like div become strings that refer to built-in HTML elements, while capitalized names are treated as references to variables holding components. A lowercase component name would therefore be rendered as an unknown HTML tag.",
    keyPoints: [
      {
        point: "A component is a function (or class) that returns UI.",
        concepts: [["function", "class"], ["return", "returns", "produce", "produces"]],
      },
      {
        point: "An element is an immutable plain object describing what to render.",
        concepts: [["object", "description", "describe", "describes", "immutable", "plain"]],
      },
      {
        point: "Lowercase names are treated as built-in HTML tags.",
        concepts: [["lowercase", "lower-case", "html", "dom", "built-in", "host", "string", "strings"]],
      },
      {
        point: "Capitalized names are references to component variables.",
        concepts: [["variable", "variables", "reference", "references", "identifier", "custom"]],
      },
    ],
  },
  {
    id: "react-3",
    topic: "Components and JSX",
    difficulty: 72,
    question: "Why must React components be pure during rendering, and how does StrictMode help catch violations?",
    answer:
      "React treats rendering as a calculation: given the same props, state and context, a component should return the same JSX, and it must not mutate pre-existing objects, props or state, or perform side effects such as network requests or subscriptions during render. Purity is what allows React to render components more than once, in any order, to pause or discard renders in concurrent rendering and Suspense, and to skip them safely with memoization. Side effects belong in event handlers or, when synchronizing with external systems, in effects. In development, StrictMode calls component functions, initializers and updater functions twice and runs an extra effect setup and cleanup cycle, so impure code and missing cleanups show up as visible bugs.",
    keyPoints: [
      {
        point: "Given the same inputs, a component must return the same output.",
        concepts: [["same props", "same inputs", "same output", "same result", "same jsx", "deterministic", "idempotent"]],
      },
      {
        point: "Rendering must not mutate existing data or perform side effects.",
        concepts: [["mutate", "mutation", "mutating", "modify", "side effect", "side effects"]],
      },
      {
        point: "Purity lets React re-run, reorder, interrupt or skip renders safely.",
        concepts: [["interrupt", "pause", "discard", "restart", "more than once", "multiple times", "any order", "concurrent", "skip"]],
      },
      {
        point: "Side effects belong in event handlers or effects.",
        concepts: [["event handler", "event handlers", "handler", "handlers", "useeffect", "effect", "effects"]],
      },
      {
        point: "StrictMode double-invokes render logic in development to expose impurity.",
        concepts: [["twice", "double", "double-invoke", "double-render", "two times", "extra"], ["development", "dev"]],
      },
    ],
  },

  // State
  {
    id: "react-4",
    topic: "State",
    difficulty: 10,
    question: "What is state in React, and how is it different from props?",
    answer:
      "State is data that a component owns and manages itself, created with useState or useReducer, and it can change over time in response to interactions; calling the setter schedules a re-render with the new value. Props are inputs passed in from a parent component and are read-only from the child's point of view. When state changes, the component and its children re-render. If several components need the same state, you lift it up to their closest common parent and pass it down as props.",
    keyPoints: [
      {
        point: "State is owned and managed inside the component.",
        concepts: [["own", "owns", "owned", "internal", "local", "private", "manage", "manages"]],
      },
      {
        point: "Updating state triggers a re-render.",
        concepts: [["render", "rerender", "re-render", "update", "updates"]],
      },
      {
        point: "Props come from the parent and are read-only for the child.",
        concepts: [["parent"], ["read-only", "readonly", "immutable", "cannot change", "can't change", "passed"]],
      },
      {
        point: "Shared state is lifted to the closest common parent.",
        concepts: [["lift", "lifting", "common parent", "common ancestor", "share"]],
      },
    ],
  },
  {
    id: "react-5",
    topic: "State",
    difficulty: 38,
    question: "Why should you not mutate state directly in React, and how do you update objects and arrays correctly?",
    answer:
      "React decides whether state changed by comparing the old and new values with Object.is, so if you mutate an object in place and pass the same reference to the setter, React sees no change and may skip the update; mutation also breaks memoization and the snapshots of earlier renders. Instead, treat state as immutable and create new objects or arrays: use spread syntax to copy and override fields, and non-mutating methods such as map, filter, slice and toSorted instead of push, splice or sort. For deeply nested state, consider flattening it or using a helper like Immer, which lets you write mutating-style code that produces a new immutable value.",
    keyPoints: [
      {
        point: "React compares state by reference (Object.is), so in-place mutation goes undetected.",
        concepts: [["object.is", "reference", "identity", "same object", "compare", "compares", "comparison"]],
      },
      {
        point: "Updates should create new copies, e.g. with spread syntax.",
        concepts: [["copy", "copies", "new object", "new objects", "new array", "spread", "immutable", "immutably"]],
      },
      {
        point: "Use non-mutating array methods like map and filter instead of push or splice.",
        concepts: [["map", "filter", "tosorted", "slice", "concat"]],
      },
      {
        point: "Deeply nested state can be flattened or handled with Immer.",
        concepts: [["immer", "flatten", "flattening", "normalize", "usereducer"]],
      },
    ],
  },
  {
    id: "react-6",
    topic: "State",
    difficulty: 78,
    question: "What does React's batching of state updates mean, and why does reading a state variable right after calling its setter give the old value?",
    answer:
      "React groups all state updates made during the same event, including updates inside promises, timeouts and native event handlers, into a single re-render at the end, rather than re-rendering after each setter call. State behaves like a snapshot: within a given render the state variable is a constant, so after calling setCount(count + 1), count still holds that render's value until the component renders again. To base an update on the latest queued value, pass an updater function such as setCount(c => c + 1), which React applies in order to the pending state. In the rare case where you must read the DOM right after an update, flushSync forces React to apply it synchronously.",
    keyPoints: [
      {
        point: "Multiple updates in the same event are combined into one re-render.",
        concepts: [["single render", "one render", "single re-render", "one re-render", "group", "groups", "grouped", "together", "combine", "combined"]],
      },
      {
        point: "State is a snapshot that stays constant within a render.",
        concepts: [["snapshot", "constant", "fixed", "closure", "captured"]],
      },
      {
        point: "An updater function computes the next state from the latest pending value.",
        concepts: [["updater", "functional update", "callback", "previous", "prev", "pending", "queue", "queued", "latest"]],
      },
    ],
  },

  // Props and data flow
  {
    id: "react-7",
    topic: "Props and data flow",
    difficulty: 14,
    question: "What does one-way data flow mean in React?",
    answer:
      "Data flows down the component tree: parents pass data to children through props, and children cannot modify the props they receive. When a child needs to change something, the parent passes a callback function as a prop and the child calls it, so the update happens in the component that owns the state. This makes it easy to trace where data comes from and why the UI changed.",
    keyPoints: [
      {
        point: "Parents pass data down to children via props.",
        concepts: [["prop", "props"], ["parent", "parents", "child", "children", "down"]],
      },
      {
        point: "Children cannot modify the props they receive.",
        concepts: [["modify", "change", "mutate", "read-only", "readonly", "immutable"]],
      },
      {
        point: "Children request changes through callbacks passed by the parent.",
        concepts: [["callback", "callbacks", "function", "handler", "handlers"]],
      },
      {
        point: "This makes data changes predictable and traceable.",
        concepts: [["predictable", "trace", "traceable", "debug", "reason about", "understand"]],
      },
    ],
  },
  {
    id: "react-8",
    topic: "Props and data flow",
    difficulty: 44,
    question: "What is prop drilling, and what are the alternatives to it?",
    answer:
      "Prop drilling is passing props through several intermediate components that don't use them, only so that a deeply nested component can receive them. It is fine over a few levels but becomes noisy and brittle as the tree grows. Alternatives are composition, passing components as children or other JSX props so data goes straight to where it is used; React context for values many components need, such as the theme or current user; and state management libraries such as Zustand or Redux, or server-state libraries such as TanStack Query, for shared application data.",
    keyPoints: [
      {
        point: "Props are passed through intermediate components that don't need them.",
        concepts: [["intermediate", "middle", "layers", "levels", "don't use", "do not use", "unused", "don't need"]],
      },
      {
        point: "Composition with children or JSX props avoids passing data through layers.",
        concepts: [["composition", "compose", "children", "slot", "slots"]],
      },
      {
        point: "Context provides widely needed values to a subtree.",
        concepts: [["context"]],
      },
      {
        point: "State or server-state libraries can hold shared application data.",
        concepts: [["redux", "zustand", "jotai", "mobx", "store", "library", "libraries", "tanstack"]],
      },
    ],
  },
  {
    id: "react-9",
    topic: "Props and data flow",
    difficulty: 76,
    question: "When should a value be derived instead of stored in state, and what problems come from copying props into state?",
    answer:
      "If a value can be computed from existing props or state during rendering, compute it instead of storing it, because duplicated state can get out of sync and needs extra code to keep updated. Copying a prop into state with useState(prop) only uses the prop's initial value, so later changes to the prop are silently ignored. Keeping the copy updated with an effect adds an extra render in which the stale value is shown. Better options are calculating during render (with useMemo if it is expensive), making the component fully controlled by its parent, or deliberately resetting its state by giving it a key that changes.",
    keyPoints: [
      {
        point: "Values computable from props or state should be calculated during render rather than stored.",
        concepts: [["compute", "computed", "calculate", "calculating", "calculated", "during render", "during rendering", "on the fly"]],
      },
      {
        point: "Copying a prop into state uses only its initial value, so later changes are ignored.",
        concepts: [["initial", "initially", "first render", "only once", "mount"], ["ignore", "ignored", "ignores", "not update", "doesn't update", "won't update", "stale"]],
      },
      {
        point: "Syncing the copy with an effect causes an extra render with stale data.",
        concepts: [["effect", "useeffect"], ["extra", "additional", "another", "double", "flicker", "second"]],
      },
      {
        point: "Alternatives are useMemo, a controlled component, or resetting with a key.",
        concepts: [["key", "controlled", "usememo", "reset", "resetting"]],
      },
    ],
  },

  // Hooks
  {
    id: "react-10",
    topic: "Hooks",
    difficulty: 16,
    question: "What are the Rules of Hooks, and why do they exist?",
    answer:
      "Hooks must be called only at the top level of a function component or a custom hook, not inside loops, conditions, nested functions or after an early return, and only from React functions, not from regular JavaScript functions. React identifies each hook's state by the order in which hooks are called during a render, so calling them conditionally would shift that order between renders and mix up state. The eslint-plugin-react-hooks linter enforces these rules. The use API is the one exception that may be called conditionally.",
    keyPoints: [
      {
        point: "Hooks are called at the top level, never inside loops or conditions.",
        concepts: [["top level", "top-level"], ["loop", "loops", "condition", "conditions", "conditional", "conditionally", "nested"]],
      },
      {
        point: "Hooks are called only from components or custom hooks.",
        concepts: [["component", "components", "custom"]],
      },
      {
        point: "React tracks hook state by call order, which must stay stable.",
        concepts: [["order", "sequence", "index", "position"]],
      },
      {
        point: "A lint plugin enforces the rules.",
        concepts: [["lint", "eslint", "linter", "plugin"]],
      },
    ],
  },
  {
    id: "react-11",
    topic: "Hooks",
    difficulty: 50,
    question: "What are refs in React, and when should you use useRef instead of state?",
    answer:
      "useRef returns a mutable object whose current property persists across renders, and changing it does not trigger a re-render. Use a ref for values that event handlers or effects need but that don't affect the output, such as timer ids or a previous value, and to hold DOM nodes for focusing, measuring, scrolling or integrating with non-React libraries. Use state when the value must appear in the UI, because only state updates re-render. You shouldn't read or write ref.current during rendering, apart from lazy initialization, because that makes rendering impure; and in React 19 function components receive ref as a regular prop, so forwardRef is no longer needed.",
    keyPoints: [
      {
        point: "A ref is a mutable object whose current value persists across renders.",
        concepts: [["current", "ref.current", "mutable", "persist", "persists", "across renders", "between renders"]],
      },
      {
        point: "Changing a ref does not cause a re-render, so use state for values shown in the UI.",
        concepts: [["render", "re-render", "rerender"], ["without", "never", "doesn't", "does not", "won't", "no re-render"]],
      },
      {
        point: "Refs commonly hold DOM nodes for focus, measurement or integrations.",
        concepts: [["dom", "node", "nodes", "focus", "focusing", "measure", "measuring", "scroll", "scrolling"]],
      },
      {
        point: "ref.current should not be read or written during rendering.",
        concepts: [["during render", "during rendering", "impure", "render time", "while rendering"]],
      },
    ],
  },
  {
    id: "react-12",
    topic: "Hooks",
    difficulty: 82,
    question: "What makes a good custom hook, and how do custom hooks share logic without sharing state?",
    answer:
      "A custom hook is a function whose name starts with use and that calls other hooks, extracting reusable stateful logic such as subscriptions, form handling or media queries out of components. Every component that calls a custom hook gets its own independent state and effects, because hook state belongs to the calling component; the hook shares the logic, not the data. Good custom hooks have a focused purpose and a concrete name, such as useOnlineStatus rather than a generic lifecycle wrapper like useMount, take explicit inputs, return what callers need and follow the rules of hooks themselves. A function that doesn't call any hooks should be a regular function, not a hook.",
    keyPoints: [
      {
        point: "A custom hook's name starts with use and it calls other hooks.",
        concepts: [["prefix", "start with", "starts with", "begin with", "begins with", "named"]],
      },
      {
        point: "Each calling component gets its own independent state.",
        concepts: [["independent", "own", "separate", "isolated"]],
      },
      {
        point: "Good hooks have a focused purpose and a concrete name rather than wrapping lifecycles.",
        concepts: [["focused", "single", "specific", "concrete", "clear", "purpose"]],
      },
      {
        point: "A function that calls no hooks should be a plain function.",
        concepts: [["regular function", "plain function", "ordinary function", "normal function", "not a hook", "doesn't call", "don't call"]],
      },
    ],
  },

  // Effects
  {
    id: "react-13",
    topic: "Effects",
    difficulty: 18,
    question: "What is useEffect used for?",
    answer:
      "useEffect lets a component synchronize with systems outside React, such as subscriptions, timers, network connections, browser APIs or non-React widgets, after React has committed the render to the screen. You pass a setup function and a dependency array; React runs the setup after the first render and again whenever a dependency changes, calling the cleanup function returned by the previous setup first, and also when the component unmounts. Effects are not for transforming data for rendering or for handling user events; those belong in render logic and event handlers.",
    keyPoints: [
      {
        point: "Effects synchronize a component with external systems.",
        concepts: [["synchronize", "sync", "external", "outside", "subscription", "subscriptions", "side effect", "side effects"]],
      },
      {
        point: "Effects run after the render is committed.",
        concepts: [["commit", "committed", "paint", "painted", "mount", "mounted", "screen", "dom updated"]],
      },
      {
        point: "The dependency array controls when the effect re-runs.",
        concepts: [["dependency", "dependencies", "deps"]],
      },
      {
        point: "A returned cleanup function runs before re-running and on unmount.",
        concepts: [["cleanup", "clean up", "unmount", "unmounts", "unsubscribe"]],
      },
    ],
  },
  {
    id: "react-14",
    topic: "Effects",
    difficulty: 48,
    question: "What is an effect's cleanup function, and why does React run setup and cleanup an extra time in development?",
    answer:
      "The function returned from an effect's setup is its cleanup: React calls it before re-running the effect with new dependencies and when the component unmounts, and it should undo whatever setup did, such as unsubscribing, clearing timers, closing connections or aborting fetches. In development under StrictMode, React runs an extra setup and cleanup cycle right after mount to simulate the component being unmounted and mounted again. This stress-tests that cleanup mirrors setup: if the extra run causes visible problems such as duplicate connections, the cleanup is missing or incomplete, which would also cause bugs in production. The fix is to complete the cleanup, not to prevent the effect from running twice with a ref.",
    keyPoints: [
      {
        point: "Cleanup runs before the effect re-runs and when the component unmounts.",
        concepts: [["unmount", "unmounts", "re-run", "re-running", "rerun", "before the next", "dependencies change", "new dependencies"]],
      },
      {
        point: "Cleanup should undo the setup, e.g. unsubscribe, clear timers or abort requests.",
        concepts: [["undo", "unsubscribe", "unsubscribing", "clear", "clearing", "close", "closing", "abort", "aborting", "disconnect", "remove", "reverse", "mirror", "mirrors"]],
      },
      {
        point: "StrictMode simulates an unmount and remount in development.",
        concepts: [["strictmode", "strict mode", "remount", "re-mount", "mounted again", "simulate", "simulates"]],
      },
      {
        point: "The extra cycle reveals missing cleanup, which should be fixed rather than suppressed.",
        concepts: [["missing", "bug", "bugs", "incomplete", "reveal", "reveals", "expose", "stress-test", "stress-tests"]],
      },
    ],
  },
  {
    id: "react-15",
    topic: "Effects",
    difficulty: 86,
    question: "When do you not need an effect in React? Describe common anti-patterns and their alternatives.",
    answer:
      "You don't need an effect to compute values from props or state: calculate them during render, with useMemo for expensive work, instead of copying them into state from an effect. You don't need one to respond to user events either: logic caused by a specific interaction, such as submitting a form or sending an analytics event for a click, belongs in the event handler. Resetting state when a prop changes is better done with a key, and chains of effects that set state to trigger other effects cause extra render passes and should be collapsed into one event handler or a reducer. Data fetching is usually better left to the framework, Server Components or a data library that handles race conditions and caching.",
    keyPoints: [
      {
        point: "Derived values should be computed during render, using useMemo if expensive.",
        concepts: [["during render", "during rendering", "compute", "calculate", "usememo"]],
      },
      {
        point: "Logic caused by user interactions belongs in event handlers.",
        concepts: [["handler", "handlers", "event handler", "onclick", "onsubmit"]],
      },
      {
        point: "Resetting state on prop change should use a key.",
        concepts: [["key"]],
      },
      {
        point: "Chained effects that set state cause extra renders.",
        concepts: [["chain", "chains", "cascade", "cascading", "extra render", "extra renders", "render passes", "additional render"]],
      },
      {
        point: "Data fetching is better handled by the framework, Server Components or a data library.",
        concepts: [["fetch", "fetching", "data library", "tanstack", "react query", "swr", "server component", "server components", "framework"]],
      },
    ],
  },

  // Reconciliation
  {
    id: "react-16",
    topic: "Reconciliation",
    difficulty: 12,
    question: "Why do list items in React need a key prop?",
    answer:
      "Keys let React identify which item is which between renders, so when items are inserted, removed or reordered it can match each element to its previous version and preserve its state and DOM node. A key must be stable and unique among siblings, typically an id from the data. Using the array index or random values as keys causes bugs such as state or input values sticking to the wrong item after reordering, and needless re-mounting.",
    keyPoints: [
      {
        point: "Keys identify items across renders.",
        concepts: [["identify", "identity", "track", "match", "distinguish"]],
      },
      {
        point: "Keys let React preserve state and DOM nodes when items are reordered, inserted or removed.",
        concepts: [["reorder", "reordered", "reordering", "insert", "inserted", "remove", "removed", "move", "moved"]],
      },
      {
        point: "Keys must be stable and unique, such as ids from the data.",
        concepts: [["stable", "unique", "id", "ids"]],
      },
      {
        point: "Array indexes as keys cause bugs when the order changes.",
        concepts: [["index", "indexes", "indices"]],
      },
    ],
  },
  {
    id: "react-17",
    topic: "Reconciliation",
    difficulty: 60,
    question: "What is reconciliation in React, and what heuristics does its diffing algorithm use?",
    answer:
      "Reconciliation is the process in which React compares the element tree from a new render with the previous one to work out the minimal set of changes to apply to the DOM. Instead of a general tree comparison, which would be far too slow, it uses two heuristics that make it roughly linear. First, elements of different types produce entirely different trees, so React tears down the old subtree, losing its state, and builds the new one. Second, children are matched by position or by their key; matched elements of the same type keep their component state and DOM node, and only changed attributes are updated.",
    keyPoints: [
      {
        point: "React compares the new element tree with the previous one to find the changes.",
        concepts: [["compare", "compares", "comparison", "previous", "old"]],
      },
      {
        point: "A different element type tears down the subtree and loses its state.",
        concepts: [["different type", "different types", "type changes", "tear down", "tears down", "destroy", "unmount", "remount", "rebuild", "replace"]],
      },
      {
        point: "Children are matched by position or key.",
        concepts: [["key", "keys", "position"]],
      },
      {
        point: "Matched elements of the same type keep their state and DOM node, with only changed attributes updated.",
        concepts: [["preserve", "keep", "keeps", "reuse", "retain"], ["state", "dom node", "attributes", "props"]],
      },
    ],
  },
  {
    id: "react-18",
    topic: "Reconciliation",
    difficulty: 88,
    question: "How does React decide whether to preserve or reset a component's state, and how can you control that deliberately?",
    answer:
      "React ties state to a component's position in the UI tree, not to the component function or a JSX variable: as long as the same component type renders at the same position with the same key, its state is preserved across re-renders even when props change. Rendering a different type at that position, or changing the key, unmounts the old instance and destroys its state, including the state of its whole subtree. So you reset state deliberately by giving a component a key that changes, such as a user id on a profile form, and preserve it when switching views by keeping the component at the same position, or hide a subtree with the Activity component, which keeps its state. Defining a component inside another component is a common bug, because each render creates a new type and resets the inner component's state.",
    keyPoints: [
      {
        point: "State is tied to the component's position in the tree.",
        concepts: [["position", "place", "location"]],
      },
      {
        point: "The same type at the same position keeps state; a different type resets it.",
        concepts: [["same type", "different type", "component type", "type changes"]],
      },
      {
        point: "Changing the key resets the state deliberately.",
        concepts: [["key"]],
      },
      {
        point: "Defining components inside other components resets their state on every render.",
        concepts: [["inside", "nested", "within", "defining", "definition"]],
      },
    ],
  },

  // Context
  {
    id: "react-19",
    topic: "Context",
    difficulty: 20,
    question: "What is React Context used for?",
    answer:
      "Context lets a parent component make a value available to every component below it in the tree without passing it through props at each level. You create it with createContext, provide a value by rendering the context as a provider around a subtree (in React 19 you can render the context object itself as the provider), and read it in any descendant with useContext or use. It is typically used for app-wide data such as the theme, the signed-in user, the locale or a router, and components that read it re-render when the provided value changes.",
    keyPoints: [
      {
        point: "Context passes a value to deep descendants without threading props through every level.",
        concepts: [["prop drilling", "every level", "each level", "intermediate", "without passing", "drilling"]],
      },
      {
        point: "It is created with createContext, provided by a provider and read with useContext.",
        concepts: [["provider", "createcontext", "usecontext"]],
      },
      {
        point: "Typical uses are theme, current user or locale.",
        concepts: [["theme", "user", "locale", "language", "authentication", "auth"]],
      },
      {
        point: "Consumers re-render when the context value changes.",
        concepts: [["render", "rerender", "re-render"]],
      },
    ],
  },
  {
    id: "react-20",
    topic: "Context",
    difficulty: 54,
    question: "What are the performance pitfalls of React Context, and how do you mitigate them?",
    answer:
      "Every component that reads a context re-renders whenever the provider's value changes by Object.is comparison, so a provider that passes a new object or function literal on every render re-renders all consumers even when nothing meaningful changed. Consumers also can't subscribe to only part of the value, so one large context mixing frequently and rarely changing data causes unnecessary renders. Mitigations are memoizing the value with useMemo and useCallback, or letting the React Compiler do it, splitting contexts by concern or separating state from dispatch functions, and using a store with selector subscriptions, such as Zustand or useSyncExternalStore, for high-frequency data.",
    keyPoints: [
      {
        point: "All consumers re-render whenever the value changes.",
        concepts: [["consumer", "consumers", "every component", "all components", "reader", "readers", "subscriber", "subscribers"]],
      },
      {
        point: "Passing a new object literal each render changes the value every time.",
        concepts: [["new object", "object literal", "new reference", "every render", "each render", "inline"]],
      },
      {
        point: "Large contexts should be split because consumers cannot subscribe to part of the value.",
        concepts: [["split", "splitting", "separate", "separating", "multiple contexts", "smaller"]],
      },
      {
        point: "Memoize the provided value.",
        concepts: [["usememo", "memoize", "memoizing", "memoized", "usecallback", "compiler"]],
      },
      {
        point: "Stores with selectors suit frequently changing data.",
        concepts: [["selector", "selectors", "store", "zustand", "usesyncexternalstore", "redux"]],
      },
    ],
  },
  {
    id: "react-21",
    topic: "Context",
    difficulty: 74,
    question: "How does React's use API differ from useContext, and how does it interact with Suspense?",
    answer:
      "use reads a resource, either a context or a promise, during render. Unlike useContext and other hooks, it can be called inside conditions and loops, though still only in components or hooks and not inside try/catch, so context can be read only on the branches that need it. Given a promise, use suspends the component until it resolves, showing the nearest Suspense boundary's fallback, and a rejection is thrown to the nearest error boundary. The promise should be created outside rendering, for example passed down from a Server Component or cached by a library, because a promise created during render would be a new one on every render.",
    keyPoints: [
      {
        point: "use can read a promise as well as a context.",
        concepts: [["promise", "promises"]],
      },
      {
        point: "use can be called conditionally or in loops.",
        concepts: [["condition", "conditions", "conditional", "conditionally", "loop", "loops"]],
      },
      {
        point: "A pending promise suspends the component and shows the Suspense fallback.",
        concepts: [["suspend", "suspends", "fallback"]],
      },
      {
        point: "A rejected promise goes to the nearest error boundary.",
        concepts: [["error boundary", "error boundaries", "reject", "rejected", "rejection"]],
      },
      {
        point: "The promise must be created outside render or cached, not recreated on each render.",
        concepts: [["outside", "cache", "cached", "server component", "stable", "every render", "each render"]],
      },
    ],
  },

  // Performance
  {
    id: "react-22",
    topic: "Performance",
    difficulty: 26,
    question: "What does React.memo do?",
    answer:
      "memo wraps a component so that React skips re-rendering it when its parent re-renders but its props are shallowly equal, compared with Object.is, to the previous ones. It is a performance optimization for components that are expensive to render and often receive the same props. It doesn't help if you pass new objects, arrays or inline functions on every render, unless they are memoized with useMemo or useCallback, and the component still re-renders when its own state or a context it reads changes.",
    keyPoints: [
      {
        point: "memo skips re-rendering when the props have not changed.",
        concepts: [["skip", "skips", "avoid", "avoids", "prevent", "prevents", "bail out"], ["props", "prop"]],
      },
      {
        point: "Props are compared shallowly with Object.is.",
        concepts: [["shallow", "shallowly", "object.is", "reference"]],
      },
      {
        point: "New objects or inline functions on every render defeat it unless memoized.",
        concepts: [["new object", "new objects", "inline", "new function", "every render", "each render", "usecallback", "usememo"]],
      },
      {
        point: "The component still re-renders for its own state or context changes.",
        concepts: [["own state", "state", "context"]],
      },
    ],
  },
  {
    id: "react-23",
    topic: "Performance",
    difficulty: 36,
    question: "What are useMemo and useCallback, and when are they worth using?",
    answer:
      "useMemo caches the result of a calculation between renders and recomputes it only when one of its dependencies changes; useCallback does the same for a function, returning the same function instance until its dependencies change. They are worth it when a calculation is noticeably expensive, or when a stable reference matters, such as a value or callback passed to a memo-wrapped child or used as a dependency of an effect or another hook. Elsewhere they add complexity with little benefit, and with the React Compiler enabled most manual memoization becomes unnecessary because the compiler memoizes automatically.",
    keyPoints: [
      {
        point: "useMemo caches a computed value between renders.",
        concepts: [["cache", "caches", "memoize", "memoizes", "remember", "remembers", "store"], ["value", "result", "calculation", "computation"]],
      },
      {
        point: "useCallback keeps the same function instance between renders.",
        concepts: [["function"], ["same", "stable", "identity", "reference", "instance", "cache", "caches"]],
      },
      {
        point: "They help with expensive calculations.",
        concepts: [["expensive", "costly", "slow", "heavy"]],
      },
      {
        point: "They help when stable references matter, for memoized children or hook dependencies.",
        concepts: [["memo", "memo-wrapped", "child", "children", "stable reference", "referential", "dependency of"]],
      },
      {
        point: "The React Compiler makes most manual memoization unnecessary.",
        concepts: [["compiler"]],
      },
    ],
  },
  {
    id: "react-24",
    topic: "Performance",
    difficulty: 84,
    question: "What is the React Compiler, and what does it require from your code?",
    answer:
      "The React Compiler is a build-time tool, typically used as a Babel plugin, that analyzes components and hooks and automatically inserts fine-grained memoization, so values, callbacks and JSX are reused when their inputs haven't changed, largely replacing manual useMemo, useCallback and memo. It relies on your code following the Rules of React: components and hooks must be pure during render, must not mutate props, state or values after they are used in JSX, and must follow the rules of hooks. When it finds code it cannot prove safe, it skips optimizing that component instead of breaking it, and the React Hooks ESLint plugin reports those violations. It can be adopted incrementally, for example directory by directory.",
    keyPoints: [
      {
        point: "It is a build-time tool that analyzes components and hooks.",
        concepts: [["build", "build-time", "babel", "plugin", "static analysis", "analyze", "analyzes"]],
      },
      {
        point: "It inserts memoization automatically, replacing most manual useMemo and useCallback.",
        concepts: [["memoization", "memoize", "memoizes", "usememo", "usecallback", "memo"]],
      },
      {
        point: "It requires code to follow the Rules of React: pure rendering and no mutation.",
        concepts: [["pure", "purity", "mutate", "mutation", "rules of react", "rules"]],
      },
      {
        point: "It skips components it cannot prove safe rather than breaking them.",
        concepts: [["skip", "skips", "bail", "bails", "opt out", "leave", "unoptimized"]],
      },
      {
        point: "Lint rules report violations and adoption can be incremental.",
        concepts: [["lint", "eslint", "incremental", "incrementally", "gradual", "gradually", "opt-in"]],
      },
    ],
  },

  // Server Components
  {
    id: "react-25",
    topic: "Server Components",
    difficulty: 30,
    question: "What are React Server Components?",
    answer:
      "Server Components are components that run only on the server or at build time, never in the browser, so their code is not included in the client JavaScript bundle. They can be async and access data sources directly, such as databases, the file system or internal APIs, and they send their rendered result to the client as a serialized payload. They can't use state, effects or browser APIs; for interactivity they render Client Components, marked with the 'use client' directive. In frameworks like the Next.js App Router, components are Server Components by default.",
    keyPoints: [
      {
        point: "Their code is not shipped in the client bundle.",
        concepts: [["bundle", "shipped", "ship", "download", "downloaded", "not included", "never in the browser"]],
      },
      {
        point: "They can be async and access data sources like databases directly.",
        concepts: [["database", "databases", "async", "await", "file system", "filesystem", "directly", "backend", "secrets"]],
      },
      {
        point: "They cannot use state, effects or browser APIs.",
        concepts: [["state", "effect", "effects", "usestate", "useeffect", "browser api", "browser apis", "event handler", "event handlers"]],
      },
      {
        point: "Interactive parts are Client Components marked with 'use client'.",
        concepts: [["use client", "client component", "client components"]],
      },
    ],
  },
  {
    id: "react-26",
    topic: "Server Components",
    difficulty: 65,
    question: "What does the 'use client' directive actually mean, and what can be passed from a Server Component to a Client Component?",
    answer:
      "'use client' marks a module as an entry point into the client: that module and everything it imports become part of the client bundle and can use state, effects and browser APIs. It does not mean the component renders only in the browser: Client Components are still pre-rendered to HTML on the server during SSR and then hydrated. Props passed from Server to Client Components must be serializable by React, which allows primitives, plain objects and arrays, Dates, Maps, Sets, promises, JSX elements and Server Functions, but not ordinary functions, class instances or other non-serializable values. Server Components can also be passed as children to Client Components, which keeps them rendered on the server.",
    keyPoints: [
      {
        point: "It marks a boundary: the module and everything it imports go into the client bundle.",
        concepts: [["boundary", "entry point", "entry", "everything it imports", "imports", "subtree"]],
      },
      {
        point: "Client Components are still server-rendered to HTML and hydrated.",
        concepts: [["hydrate", "hydrated", "hydration", "ssr", "pre-render", "pre-rendered", "prerender", "prerendered", "server-side"]],
      },
      {
        point: "Props crossing the boundary must be serializable.",
        concepts: [["serializable", "serialize", "serialized", "serialization"]],
      },
      {
        point: "Ordinary functions and class instances cannot be passed, except Server Functions.",
        concepts: [["function", "functions", "class", "classes", "instance", "instances"]],
      },
    ],
  },
  {
    id: "react-27",
    topic: "Server Components",
    difficulty: 92,
    question: "How do Server Components, server-side rendering and hydration relate, and how does streaming with Suspense improve loading?",
    answer:
      "Server-side rendering turns the component tree, both Server and Client Components, into HTML on the server so the browser can show content before JavaScript loads; hydration then attaches React to that HTML on the client by running the Client Components and wiring up event handlers. Server Components are a separate concept: they produce a serialized React tree, the RSC payload, and never hydrate or ship their code, so only Client Components pay the hydration cost. With streaming, the server sends HTML progressively: Suspense boundaries let it flush the shell and fallbacks immediately and then stream in each suspended section as its data resolves. React can also hydrate sections selectively, prioritizing the parts the user interacts with, so one slow query no longer blocks the whole page.",
    keyPoints: [
      {
        point: "SSR produces HTML so content appears before JavaScript loads.",
        concepts: [["html"]],
      },
      {
        point: "Hydration attaches event handlers to the server HTML on the client.",
        concepts: [["attach", "attaches", "handler", "handlers", "interactive", "wire", "wiring", "listeners"]],
      },
      {
        point: "Server Components produce a serialized payload and are never hydrated.",
        concepts: [["payload", "rsc", "serialized", "never hydrate", "not hydrated", "no hydration"]],
      },
      {
        point: "Streaming sends the shell and fallbacks first and fills in suspended parts progressively.",
        concepts: [["progressive", "progressively", "chunks", "incrementally", "flush", "fallback", "fallbacks", "shell"]],
      },
      {
        point: "Selective hydration prioritizes the parts the user interacts with.",
        concepts: [["selective", "selectively", "prioritize", "prioritizing", "priority", "interacts", "interact"]],
      },
    ],
  },

  // Forms and Actions
  {
    id: "react-28",
    topic: "Forms and Actions",
    difficulty: 22,
    question: "What is the difference between controlled and uncontrolled form inputs in React?",
    answer:
      "A controlled input gets its value from React state through the value (or checked) prop and reports changes through onChange, so React state is the single source of truth and you can validate or transform input on every keystroke. An uncontrolled input keeps its own value in the DOM: you set an initial value with defaultValue and read the current value when needed through a ref or from FormData on submit. Controlled inputs give more control but re-render on each change, while uncontrolled inputs are simpler and work naturally with form actions.",
    keyPoints: [
      {
        point: "A controlled input's value comes from state and is updated through onChange.",
        concepts: [["onchange", "value prop", "setter", "every keystroke", "source of truth"]],
      },
      {
        point: "An uncontrolled input keeps its value in the DOM, with defaultValue for the initial value.",
        concepts: [["dom", "defaultvalue", "browser"]],
      },
      {
        point: "Uncontrolled values are read via refs or FormData.",
        concepts: [["ref", "refs", "formdata", "useref"]],
      },
      {
        point: "Controlled inputs re-render on each change, uncontrolled ones are simpler.",
        concepts: [["re-render", "rerender", "simpler", "validation", "validate", "keystroke"]],
      },
    ],
  },
  {
    id: "react-29",
    topic: "Forms and Actions",
    difficulty: 58,
    question: "What are Actions in React 19, and how do useActionState and useFormStatus help with forms?",
    answer:
      "An Action is a function, usually async, run inside a transition to perform a mutation, for example passed to a form's action prop, called with startTransition, or defined as a Server Function. React manages the pending state around it, routes thrown errors to error boundaries, works with useOptimistic for optimistic updates, and automatically resets uncontrolled form fields after a successful form action. useActionState wraps an action and returns the latest result as state, a wrapped action to pass to the form, and an isPending flag, so you can show validation messages or results. useFormStatus lets a component rendered inside a form, such as a submit button, read whether the parent form is submitting without prop drilling.",
    keyPoints: [
      {
        point: "An Action is a (usually async) function run in a transition, e.g. via a form's action prop.",
        concepts: [["async", "asynchronous", "transition", "starttransition"]],
      },
      {
        point: "React handles pending state, errors and optimistic updates around Actions.",
        concepts: [["pending", "ispending", "optimistic", "useoptimistic", "loading"]],
      },
      {
        point: "useActionState returns the action's latest result along with a pending flag.",
        concepts: [["result", "return value", "previous", "response", "message", "messages"]],
      },
      {
        point: "useFormStatus lets a child of the form, like a submit button, read its pending status.",
        concepts: [["child", "inside", "nested", "button", "descendant", "parent form", "without prop"]],
      },
    ],
  },
  {
    id: "react-30",
    topic: "Forms and Actions",
    difficulty: 80,
    question: "What are Server Functions (Server Actions), and what security considerations apply to them?",
    answer:
      "Server Functions are async functions marked with 'use server' that run on the server but can be called from Client Components, passed to a form's action or invoked directly; the framework turns each call into a POST request to an endpoint it creates. Because they are effectively public HTTP endpoints that anyone can call with arbitrary arguments, you must authenticate and authorize the user inside every function and validate all input on the server, for example with a schema, never trusting client-side checks. Values a Server Function closes over and its return values cross the network, so avoid leaking secrets or returning more data than the client needs; Next.js encrypts closed-over variables, but you shouldn't rely on that alone. Also consider rate limiting, and rely on the framework's CSRF protections such as POST-only calls and Origin checks.",
    keyPoints: [
      {
        point: "Calls from the client become network requests to a generated endpoint.",
        concepts: [["network", "http", "post", "request", "endpoint", "rpc", "fetch"]],
      },
      {
        point: "Each function must authenticate and authorize the caller.",
        concepts: [["authenticate", "authentication", "authorize", "authorization", "auth", "permission", "permissions", "session"]],
      },
      {
        point: "All arguments must be validated on the server.",
        concepts: [["validate", "validation", "schema", "zod", "parse", "sanitize", "untrusted", "arbitrary"]],
      },
      {
        point: "Closed-over values and return data can leak secrets.",
        concepts: [["secret", "secrets", "leak", "leaking", "closure", "closes over", "closed-over", "sensitive", "expose"]],
      },
      {
        point: "Rate limiting and CSRF protections also apply.",
        concepts: [["csrf", "rate limit", "rate limiting", "origin"]],
      },
    ],
  },
];
