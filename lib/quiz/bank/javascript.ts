import type { BankQuestion } from "./types";

export const skill = "JavaScript";
export const questions: BankQuestion[] = [
  // Closures
  {
    id: "javascript-1",
    topic: "Closures",
    difficulty: 10,
    question: "What is a closure in JavaScript?",
    answer:
      "A closure is a function together with a reference to the lexical environment in which it was created, so it can use the variables of its enclosing scope. Because of this, an inner function keeps access to the outer function's variables even after the outer function has returned. Every JavaScript function forms a closure over its surrounding scope, and closures are commonly used for private state, function factories and callbacks.",
    keyPoints: [
      {
        point: "A closure is a function bundled with the lexical scope (environment) in which it was defined.",
        concepts: [
          ["lexical", "surrounding", "outer", "enclosing", "parent", "defined", "created"],
          ["scope", "environment", "variable", "variables", "binding", "bindings"],
        ],
      },
      {
        point: "The inner function keeps access to those variables even after the outer function has returned.",
        concepts: [
          ["after", "once", "finished", "returned", "outlive", "outlives", "later"],
          ["access", "remember", "retain", "keep", "capture", "reference", "use"],
        ],
      },
      {
        point: "Closures are used for private state, factories and callbacks.",
        concepts: [
          ["private", "privacy", "encapsulation", "encapsulate", "hide", "factory", "factories", "callback", "callbacks", "handler", "memoize", "counter", "module pattern", "currying", "partial application"],
        ],
      },
    ],
  },
  {
    id: "javascript-2",
    topic: "Closures",
    difficulty: 42,
    question:
      "Why does a loop that declares its counter with var and creates callbacks often make every callback see the same value, and how does let fix it?",
    answer:
      "With var the loop counter is function-scoped, so there is one single binding shared by every callback created in the loop. The callbacks run later (for example after a setTimeout), when the loop has already finished, so they all read the counter's final value. let is block-scoped and a for loop creates a fresh binding for each iteration, so each closure captures its own copy of the value. Before let existed, the usual workaround was an IIFE or passing the value as an argument to create a new scope per iteration.",
    keyPoints: [
      {
        point: "With var there is a single function-scoped binding shared by all the callbacks.",
        concepts: [
          ["function-scoped", "function scope", "single", "one binding", "one variable", "same variable", "same binding", "shared", "share"],
        ],
      },
      {
        point: "The callbacks run after the loop has finished, so they read the final value.",
        concepts: [
          ["final", "last", "end", "finished", "completed", "already", "done"],
        ],
      },
      {
        point: "let creates a new binding for each iteration, so each closure captures its own value.",
        concepts: [
          ["new", "fresh", "separate", "own", "each", "per", "every"],
          ["iteration", "iterations", "pass", "cycle", "step"],
        ],
      },
    ],
  },
  {
    id: "javascript-3",
    topic: "Closures",
    difficulty: 78,
    question: "How can closures cause memory leaks, and what does a JavaScript engine keep alive for a closure?",
    answer:
      "A closure keeps the variables it captures reachable for as long as the function itself is reachable, so a long-lived closure such as an event listener, a timer callback or an entry in a cache can prevent large objects from being garbage collected long after they are needed. Engines like V8 do not retain the whole scope: they move only the variables that inner functions reference into a heap-allocated context object. That context is shared by all closures created in the same scope, so one long-lived closure can keep alive a large variable that only a sibling closure uses. Leaks are fixed by removing listeners and clearing timers (AbortController helps), nulling out references to large data, and using WeakMap or WeakRef for caches.",
    keyPoints: [
      {
        point: "Captured variables stay reachable while the closure is reachable, so the garbage collector cannot free them.",
        concepts: [
          ["reachable", "garbage", "collected", "collector", "freed", "free", "retain", "retained", "prevent"],
        ],
      },
      {
        point: "Typical culprits are long-lived closures such as event listeners, timers and caches.",
        concepts: [
          ["listener", "listeners", "handler", "handlers", "timer", "timers", "interval", "settimeout", "setinterval", "cache", "caches", "subscription", "global"],
        ],
      },
      {
        point: "Engines keep only referenced variables, in a context object shared by all closures from the same scope.",
        concepts: [
          ["shared", "share", "sibling", "same scope", "same context", "other closure", "other closures", "all closures"],
          ["context", "scope", "environment"],
        ],
      },
      {
        point: "Leaks are fixed by removing listeners, clearing timers, releasing references or using weak references.",
        concepts: [
          ["remove", "removing", "clear", "clearing", "null", "nulling", "unsubscribe", "abortcontroller", "weakmap", "weakref", "dispose", "cleanup", "release"],
        ],
      },
    ],
  },

  // Scope and hoisting
  {
    id: "javascript-4",
    topic: "Scope and hoisting",
    difficulty: 8,
    question: "What is the difference between var, let and const?",
    answer:
      "var is function-scoped (or global at the top level), can be redeclared, and is hoisted and initialized to undefined. let and const are block-scoped and, although hoisted, stay in the temporal dead zone until their declaration runs, so using them earlier throws a ReferenceError. const also forbids reassigning the binding, but an object or array it refers to can still be mutated. Modern code uses const by default and let when a variable must be reassigned, and avoids var.",
    keyPoints: [
      {
        point: "let and const are block-scoped, while var is function-scoped.",
        concepts: [["block"], ["function-scoped", "function scope", "function-level", "function"]],
      },
      {
        point: "var is hoisted and initialized to undefined.",
        concepts: [["undefined", "hoisted", "hoisting", "hoist"]],
      },
      {
        point: "Accessing let or const before the declaration throws because of the temporal dead zone.",
        concepts: [["temporal dead zone", "tdz", "referenceerror", "reference error", "throw", "throws", "error"]],
      },
      {
        point: "const prevents reassignment of the binding but not mutation of the object it refers to.",
        concepts: [
          ["reassign", "reassignment", "reassigned", "rebind", "rebound", "assign"],
          ["mutate", "mutated", "mutation", "mutable", "modify", "modified", "properties", "contents", "change"],
        ],
      },
    ],
  },
  {
    id: "javascript-5",
    topic: "Scope and hoisting",
    difficulty: 38,
    question:
      "What is hoisting, and how does it differ for function declarations, var, let and const, and classes?",
    answer:
      "Hoisting means that declarations are registered when a scope is set up, before any of its code runs, so their names exist from the start of the scope. Function declarations are hoisted with their body, so they can be called before they appear in the code. var declarations are hoisted and initialized to undefined, while let, const and class declarations are hoisted but left uninitialized in the temporal dead zone, so accessing them before the declaration throws a ReferenceError. Function expressions and arrow functions follow the rules of the variable they are assigned to.",
    keyPoints: [
      {
        point: "Declarations are processed when the scope is created, before its code runs.",
        concepts: [["ahead", "prior", "beforehand", "start", "top", "first", "earlier", "creation", "compile", "compilation", "set up"], ["run", "runs", "execution", "executes", "execute", "code"]],
      },
      {
        point: "Function declarations are hoisted with their body, so they can be called before their definition.",
        concepts: [["body", "entire", "whole", "fully", "definition", "callable", "called before", "call it before", "invoke"]],
      },
      {
        point: "var is initialized to undefined when hoisted.",
        concepts: [["undefined"]],
      },
      {
        point: "let, const and class are uninitialized in the temporal dead zone until their declaration runs.",
        concepts: [["temporal dead zone", "tdz", "referenceerror", "reference error", "uninitialized", "not initialized"]],
      },
    ],
  },
  {
    id: "javascript-6",
    topic: "Scope and hoisting",
    difficulty: 72,
    question:
      "Why does a top-level var become a property of globalThis in a classic script but not in an ES module, and how do let and const behave at the top level?",
    answer:
      "In a classic script, the top level is the global scope, whose environment is partly backed by the global object, so top-level var and function declarations become properties of globalThis (window in browsers). Top-level let, const and class declarations are also global but live in a separate declarative record, so they are visible to other scripts without becoming properties of the global object. An ES module has its own module scope, so even its top-level var declarations are local to the module and never touch globalThis. Modules also always run in strict mode, so assigning to an undeclared identifier throws instead of silently creating a global.",
    keyPoints: [
      {
        point: "In a classic script, top-level var and function declarations become properties of the global object.",
        concepts: [["property", "properties", "attached", "added"], ["window", "global object", "globalthis"]],
      },
      {
        point: "Top-level let, const and class are kept in a separate declarative record, not on the global object.",
        concepts: [["let", "const", "class"], ["declarative", "separate", "not properties", "not a property", "aren't properties", "don't become", "do not become"]],
      },
      {
        point: "A module has its own scope, so its top-level declarations stay local to the module.",
        concepts: [["own scope", "module scope", "local", "scoped", "private", "isolated"]],
      },
      {
        point: "Modules always run in strict mode, so implicit globals throw.",
        concepts: [["strict"]],
      },
    ],
  },

  // The this keyword
  {
    id: "javascript-7",
    topic: "The this keyword",
    difficulty: 15,
    question: "What determines the value of this inside a regular (non-arrow) function?",
    answer:
      "For a regular function, this is set by how the function is called, not by where it is defined. Called as a method, obj.method(), this is the object before the dot; called with new, it is the newly created instance; and with call, apply or bind it is the value passed explicitly. A plain call such as fn() gets undefined in strict mode (which includes modules and class bodies) and the global object in sloppy mode.",
    keyPoints: [
      {
        point: "this depends on how the function is called, not where it is defined.",
        concepts: [["call", "called", "calls", "invoked", "invocation", "call site"], ["how", "way", "depend", "depends", "determined", "decided", "not where", "runtime"]],
      },
      {
        point: "In a method call, this is the object the method was called on.",
        concepts: [["method", "before the dot", "dot", "owner", "receiver"]],
      },
      {
        point: "With new, this is the newly created object.",
        concepts: [["new"], ["instance", "object", "created", "constructed", "constructor"]],
      },
      {
        point: "call, apply and bind set this explicitly.",
        concepts: [["apply", "bind", "explicit", "explicitly"]],
      },
      {
        point: "A plain call gets undefined in strict mode or the global object in sloppy mode.",
        concepts: [["undefined", "global", "globalthis", "window"], ["strict", "sloppy", "plain", "standalone"]],
      },
    ],
  },
  {
    id: "javascript-8",
    topic: "The this keyword",
    difficulty: 45,
    question: "How do arrow functions treat this differently from regular functions, and when is that a problem?",
    answer:
      "Arrow functions have no this of their own: they capture it lexically from the enclosing scope when they are created, and call, apply or bind cannot change it. That makes them ideal for callbacks inside methods, such as in setTimeout, promise handlers or array methods, where you want the outer this. It becomes a problem when a dynamic this is needed: an arrow function used as an object-literal method or prototype method does not see the object, and arrow functions cannot be used as constructors with new. They also have no arguments object of their own.",
    keyPoints: [
      {
        point: "Arrow functions have no own this and take it lexically from the enclosing scope.",
        concepts: [["lexical", "lexically", "enclosing", "surrounding", "outer", "parent", "inherit", "inherits", "capture", "captures"]],
      },
      {
        point: "call, apply and bind cannot change an arrow function's this.",
        concepts: [["apply", "bind"], ["cannot", "can't", "ignore", "ignored", "no effect", "unchanged", "won't", "not change"]],
      },
      {
        point: "They are well suited to callbacks inside methods that need the outer this.",
        concepts: [["callback", "callbacks", "settimeout", "handler", "handlers", "listener", "foreach", "promise"]],
      },
      {
        point: "They are a poor fit for object methods and cannot be constructors.",
        concepts: [["method", "methods", "object literal", "prototype", "constructor", "constructors", "new"]],
      },
    ],
  },
  {
    id: "javascript-9",
    topic: "The this keyword",
    difficulty: 82,
    question:
      "Why does passing an object's method as a callback lose its this binding, and what are the ways to fix it, including in classes?",
    answer:
      "Writing obj.method only reads the function value; this comes from the call expression obj.method(), so when the extracted function is later called as a plain callback, this is undefined (class bodies are strict) or the global object in sloppy code. Fixes are binding it once with method.bind(obj), often in the constructor, wrapping the call in an arrow function such as () => obj.method(), or defining the method as a class field initialized with an arrow function, which captures the instance. Class-field arrows are created per instance rather than shared on the prototype, so they cost memory for every object and cannot be reached through super or overridden like prototype methods. Some APIs also take a thisArg parameter, such as Array.prototype.forEach.",
    keyPoints: [
      {
        point: "The extracted function is called without its object, so this becomes undefined in strict code.",
        concepts: [["undefined", "strict", "global"]],
      },
      {
        point: "bind can fix the receiver permanently.",
        concepts: [["bind", "bound"]],
      },
      {
        point: "An arrow wrapper or an arrow-function class field keeps the instance as this.",
        concepts: [["arrow"], ["wrap", "wrapper", "wrapping", "field", "property", "inline"]],
      },
      {
        point: "Class-field arrows are created per instance instead of on the prototype, costing memory and inheritance flexibility.",
        concepts: [["instance", "per-instance", "each object", "every object"], ["prototype", "memory", "override", "overridden", "inheritance", "super"]],
      },
    ],
  },

  // Prototypes and classes
  {
    id: "javascript-10",
    topic: "Prototypes and classes",
    difficulty: 20,
    question: "What is the prototype chain in JavaScript?",
    answer:
      "Every object has an internal link, [[Prototype]], to another object or to null. When you read a property that the object does not have itself, the engine looks it up on the prototype, then on the prototype's prototype, and so on until it finds it or reaches null, in which case the result is undefined. This is how objects share methods: instances created by a constructor or class delegate to its prototype object, and most chains end with Object.prototype.",
    keyPoints: [
      {
        point: "Each object has an internal link to another object (its prototype) or null.",
        concepts: [["link", "linked", "points to", "internal", "__proto__", "getprototypeof", "reference"]],
      },
      {
        point: "Property lookup walks up the chain until the property is found or null is reached.",
        concepts: [["lookup", "look up", "looks up", "looks", "search", "walk", "walks", "traverse", "follow", "climb", "up the chain"], ["null", "end", "found", "finds", "until"]],
      },
      {
        point: "Objects share methods by delegating to a common prototype.",
        concepts: [["share", "shared", "reuse", "inherit", "inheritance", "delegate", "delegation"], ["method", "methods", "property", "properties", "behavior"]],
      },
    ],
  },
  {
    id: "javascript-11",
    topic: "Prototypes and classes",
    difficulty: 50,
    question: "How do ES classes relate to JavaScript's prototype-based inheritance?",
    answer:
      "Classes are mostly syntax over prototypes: methods declared in a class body are placed on ClassName.prototype, and extends sets up two prototype links, one between the prototype objects for instance methods and one between the constructors for static methods. They are not pure sugar, though: class constructors must be called with new, class bodies run in strict mode, methods are non-enumerable, and a derived constructor must call super() before using this. Classes also add features with no direct prototype equivalent, such as truly private #fields and methods and static initialization blocks, and instance fields are defined on each instance rather than on the prototype.",
    keyPoints: [
      {
        point: "Classes are built on the same prototype mechanism, with methods placed on the prototype object.",
        concepts: [["syntax", "sugar", "syntactic", "built on", "underneath", "under the hood", "same mechanism", "abstraction", "placed on"]],
      },
      {
        point: "extends links both the prototypes and the constructors, so static methods are inherited too.",
        concepts: [["extends", "subclass", "derived"], ["static", "constructor", "constructors", "link", "links", "chain"]],
      },
      {
        point: "Classes differ from plain constructor functions: they require new, are strict and need super() before this.",
        concepts: [["new", "strict", "enumerable", "super"]],
      },
      {
        point: "Classes add private fields and other features without a direct prototype equivalent.",
        concepts: [["private", "static block", "static blocks", "field", "fields"]],
      },
    ],
  },
  {
    id: "javascript-12",
    topic: "Prototypes and classes",
    difficulty: 85,
    question:
      "How does JavaScript's prototypal delegation differ from classical class-based inheritance, and what alternatives to deep class hierarchies does it make natural?",
    answer:
      "In JavaScript, inheritance is delegation: objects do not copy behavior from a class blueprint, they forward failed property lookups at runtime to a live prototype object, so changing the prototype immediately affects every object that delegates to it. Object.create(proto) makes an object with a chosen prototype directly, which is handy for lightweight delegation, for dictionaries with Object.create(null) that inherit no keys, or for chains without constructors. Because deep class hierarchies tend to be brittle and tightly coupled, JavaScript code often prefers composition: combining small objects and functions, mixins, or injected dependencies, keeping extends for shallow and genuine is-a relationships. Changing an existing object's prototype at runtime with Object.setPrototypeOf is discouraged because it defeats engine optimizations.",
    keyPoints: [
      {
        point: "Delegation forwards lookups at runtime to a live prototype object instead of copying behavior.",
        concepts: [["delegation", "delegate", "delegates", "forward", "forwards", "live", "dynamic", "runtime"]],
      },
      {
        point: "Object.create sets an object's prototype directly, including null-prototype dictionaries.",
        concepts: [["object.create"]],
      },
      {
        point: "Composition and mixins are natural alternatives to inheritance hierarchies.",
        concepts: [["composition", "compose", "composing", "mixin", "mixins", "combining", "combine"]],
      },
      {
        point: "Deep hierarchies are brittle and tightly coupled.",
        concepts: [["brittle", "fragile", "coupling", "coupled", "rigid", "hard to change"]],
      },
    ],
  },

  // Event loop
  {
    id: "javascript-13",
    topic: "Event loop",
    difficulty: 12,
    question: "What is the event loop in JavaScript?",
    answer:
      "JavaScript runs code on a single thread with one call stack, and the event loop is the mechanism that lets it handle asynchronous work without blocking. Operations such as timers, network requests and I/O are carried out by the host environment (the browser or Node.js), which queues their callbacks when they complete. Whenever the call stack is empty, the event loop takes the next task from the queue and runs it to completion, and it drains the microtask queue, such as promise callbacks, after each task.",
    keyPoints: [
      {
        point: "JavaScript executes on a single thread with one call stack.",
        concepts: [["single", "single-threaded", "one thread", "call stack", "stack"]],
      },
      {
        point: "Asynchronous work is done by the host, whose callbacks are queued on completion.",
        concepts: [["queue", "queued", "queues", "task queue", "callback queue"]],
      },
      {
        point: "When the stack is empty, the loop takes the next task and runs it to completion.",
        concepts: [["empty", "idle", "completion", "finished", "done", "clear"]],
      },
      {
        point: "This lets single-threaded code handle asynchronous work without blocking.",
        concepts: [["block", "blocking", "non-blocking", "asynchronous", "async", "concurrency", "concurrent"]],
      },
    ],
  },
  {
    id: "javascript-14",
    topic: "Event loop",
    difficulty: 48,
    question: "What is the difference between microtasks and tasks (macrotasks), and in what order do they run?",
    answer:
      "Tasks, sometimes called macrotasks, include timer callbacks, I/O callbacks, message events and UI events, and the event loop runs one task at a time. Microtasks include promise reactions (then, catch, finally and the continuation after await), queueMicrotask callbacks and MutationObserver callbacks. After each task, and whenever the call stack empties, the engine drains the whole microtask queue, including microtasks queued while draining, before it takes the next task or lets the browser render. So a resolved promise's callback always runs before a setTimeout(fn, 0) scheduled at the same moment, and an endless chain of microtasks can starve rendering and timers.",
    keyPoints: [
      {
        point: "Tasks include timers, I/O and UI events.",
        concepts: [["settimeout", "setinterval", "timer", "timers", "i/o", "ui", "message", "click"]],
      },
      {
        point: "Microtasks include promise callbacks, await continuations and queueMicrotask.",
        concepts: [["promise", "promises", "then", "await", "queuemicrotask", "mutationobserver"]],
      },
      {
        point: "The whole microtask queue is drained after each task, before the next task or rendering.",
        concepts: [["drain", "drained", "drains", "all", "entire", "whole", "empty", "emptied", "every"], ["before", "after each", "between", "next task", "each task", "every task", "render", "rendering"]],
      },
      {
        point: "An endless stream of microtasks can starve tasks and rendering.",
        concepts: [["starve", "starvation", "starving", "block", "blocks", "freeze", "never"]],
      },
    ],
  },
  {
    id: "javascript-15",
    topic: "Event loop",
    difficulty: 80,
    question:
      "How does the Node.js event loop differ from the browser's, in particular regarding process.nextTick, setImmediate and loop phases?",
    answer:
      "Node's event loop, provided by libuv, runs in phases: timers, pending callbacks, poll (I/O), check (setImmediate) and close callbacks, each with its own queue. process.nextTick callbacks go into a separate queue that Node drains before the promise microtask queue after the current operation, so nextTick runs ahead of promise callbacks and recursive nextTick calls can starve I/O. setImmediate callbacks run in the check phase right after poll, so inside an I/O callback setImmediate always fires before setTimeout(fn, 0), while from the main module their order is not deterministic. Browsers instead interleave tasks with a rendering step (requestAnimationFrame, style, layout, paint), which Node does not have.",
    keyPoints: [
      {
        point: "Node's libuv loop runs in phases such as timers, poll and check.",
        concepts: [["timers", "poll", "check", "libuv", "pending"]],
      },
      {
        point: "The nextTick queue is drained before promise microtasks.",
        concepts: [["before", "ahead", "prior", "first", "higher priority", "precede", "precedes"], ["promise", "promises", "microtask", "microtasks"]],
      },
      {
        point: "setImmediate runs in the check phase after poll, and its order relative to setTimeout(0) is only guaranteed inside I/O callbacks.",
        concepts: [["after poll", "check phase", "io callback", "deterministic", "nondeterministic", "non-deterministic", "not guaranteed", "unpredictable", "order varies"]],
      },
      {
        point: "Browsers have a rendering step between tasks, which Node lacks.",
        concepts: [["render", "rendering", "paint", "requestanimationframe", "layout", "frame"]],
      },
    ],
  },

  // Promises and async
  {
    id: "javascript-16",
    topic: "Promises and async",
    difficulty: 11,
    question: "What is a Promise and what states can it be in?",
    answer:
      "A Promise is an object that represents the eventual result of an asynchronous operation. It starts pending and settles exactly once, either fulfilled with a value or rejected with a reason, usually an Error; once settled its state never changes. You react to it with then, catch and finally, or by awaiting it inside an async function.",
    keyPoints: [
      {
        point: "A promise represents the eventual result of an asynchronous operation.",
        concepts: [["eventual", "eventually", "future", "later", "placeholder"], ["result", "value", "completion", "outcome"]],
      },
      {
        point: "Its states are pending, fulfilled and rejected.",
        concepts: [["pending"], ["fulfilled", "resolved"], ["rejected"]],
      },
      {
        point: "A promise settles only once and then never changes state.",
        concepts: [["once", "immutable", "never change", "never changes", "cannot change", "permanent", "final"]],
      },
      {
        point: "You consume it with then/catch or await.",
        concepts: [["then", "catch", "await", "finally"]],
      },
    ],
  },
  {
    id: "javascript-17",
    topic: "Promises and async",
    difficulty: 40,
    question: "How does async/await relate to promises, and how are errors handled with it?",
    answer:
      "An async function always returns a promise: returning a value fulfills it and throwing an error rejects it. await suspends only that function until the awaited promise settles, giving control back to the event loop so other code keeps running, then resumes with the fulfilled value or throws the rejection reason at that point. Errors are therefore handled with ordinary try/catch around the await, or with .catch on the returned promise. A rejection that nobody handles becomes an unhandled rejection, which by default crashes a Node.js process.",
    keyPoints: [
      {
        point: "An async function always returns a promise that its return value fulfills and its throw rejects.",
        concepts: [["return", "returns", "returning", "wrap", "wraps", "wrapped"]],
      },
      {
        point: "await suspends only the async function without blocking the thread.",
        concepts: [["pause", "pauses", "suspend", "suspends", "wait", "waits", "yield"], ["block", "blocking", "event loop", "thread", "other code"]],
      },
      {
        point: "Rejections surface at the await and are handled with try/catch.",
        concepts: [["try"], ["catch"]],
      },
      {
        point: "Unhandled rejections are reported and crash Node.js by default.",
        concepts: [["unhandled", "uncaught", "crash", "crashes", "terminate"]],
      },
    ],
  },
  {
    id: "javascript-18",
    topic: "Promises and async",
    difficulty: 75,
    question: "Compare Promise.all, Promise.allSettled, Promise.race and Promise.any, and explain when you would use each.",
    answer:
      "Promise.all fulfills with an array of all results once every promise fulfills, but rejects as soon as any one of them rejects, so it suits independent operations that must all succeed. Promise.allSettled waits for every promise and fulfills with an array of objects describing each outcome (status plus value or reason); it never rejects, which suits batch work where you want to report partial failures. Promise.race settles like the first promise to settle, fulfilled or rejected, and is typically used for timeouts. Promise.any fulfills with the first fulfillment and rejects with an AggregateError only if all reject, which is useful for trying redundant sources. None of them cancels the operations that lose; cancellation needs something like an AbortController.",
    keyPoints: [
      {
        point: "Promise.all rejects as soon as one promise rejects (fail-fast).",
        concepts: [["first rejection", "one rejects", "immediately", "fail fast", "fail-fast", "short-circuit", "as soon as"]],
      },
      {
        point: "Promise.allSettled waits for all and reports each outcome without rejecting.",
        concepts: [["status", "statuses", "outcome", "outcomes", "never reject", "never rejects", "regardless", "partial"]],
      },
      {
        point: "Promise.race settles with the first settled promise, e.g. for timeouts.",
        concepts: [["timeout", "timeouts", "first to settle", "first settled", "whichever", "fastest"]],
      },
      {
        point: "Promise.any takes the first fulfillment and rejects with AggregateError only when all reject.",
        concepts: [["aggregateerror", "first fulfilled", "first fulfillment", "first to fulfill", "first success", "first successful", "first to succeed", "ignores rejections"]],
      },
      {
        point: "None of them cancels the remaining operations.",
        concepts: [["cancel", "cancels", "cancellation", "abort", "abortcontroller", "keep running", "still run"]],
      },
    ],
  },

  // Types and coercion
  {
    id: "javascript-19",
    topic: "Types and coercion",
    difficulty: 6,
    question: "What is the difference between == and === in JavaScript?",
    answer:
      "=== is strict equality: it compares without converting types, so values are equal only if they have the same type and value. == is loose equality: when the types differ it first applies type coercion, so '1' == 1 and null == undefined are true, which leads to surprises such as '' == 0. Most style guides recommend always using ===, sometimes allowing x == null as a check for both null and undefined. Both compare objects by reference, and NaN is not equal to anything, including itself.",
    keyPoints: [
      {
        point: "=== compares type and value without any conversion.",
        concepts: [["strict", "no conversion", "without conversion", "same type", "type and value", "no coercion", "without coercion", "without converting"]],
      },
      {
        point: "== converts (coerces) operands of different types before comparing.",
        concepts: [["coercion", "coerce", "coerces", "convert", "converts", "conversion", "loose"]],
      },
      {
        point: "=== is the recommended default.",
        concepts: [["prefer", "recommend", "recommended", "always use", "default", "best practice", "avoid", "style guide", "style guides"]],
      },
    ],
  },
  {
    id: "javascript-20",
    topic: "Types and coercion",
    difficulty: 44,
    question: "What are JavaScript's primitive types, and how do they differ from objects?",
    answer:
      "There are seven primitive types: string, number, bigint, boolean, undefined, null and symbol; everything else, including arrays and functions, is an object. Primitives are immutable and compared by value, while objects are mutable and compared and passed around by reference, so two distinct objects with the same contents are not equal. When you call a method on a primitive, as in 'abc'.toUpperCase(), the engine temporarily wraps it in its wrapper object such as String. typeof null returning 'object' is a historical bug, not a sign that null is an object.",
    keyPoints: [
      {
        point: "The primitives are string, number, bigint, boolean, undefined, null and symbol.",
        concepts: [["string", "number", "boolean"], ["bigint", "symbol", "undefined", "null"]],
      },
      {
        point: "Primitives are immutable and compared by value.",
        concepts: [["immutable", "by value", "cannot be changed", "can't be changed", "unchangeable"]],
      },
      {
        point: "Objects are mutable and compared and passed by reference.",
        concepts: [["reference", "identity"]],
      },
      {
        point: "Methods on primitives work through temporary wrapper objects (autoboxing).",
        concepts: [["wrapper", "wraps", "wrap", "boxing", "autoboxing", "boxed", "temporary", "temporarily"]],
      },
    ],
  },
  {
    id: "javascript-21",
    topic: "Types and coercion",
    difficulty: 70,
    question: "How does JavaScript convert an object to a primitive during coercion, for example with +, template literals or < comparisons?",
    answer:
      "The engine performs the ToPrimitive operation with a hint of 'number', 'string' or 'default'. It first looks for a Symbol.toPrimitive method and calls it with the hint; otherwise, for the 'string' hint it tries toString and then valueOf, and for 'number' or 'default' it tries valueOf and then toString, using the first result that is a primitive and throwing a TypeError if neither returns one. The + operator uses the 'default' hint and concatenates if either side ends up a string, so [] + {} gives '[object Object]'; template literals use the 'string' hint and relational comparisons like < use 'number'. Date is the notable exception that treats the 'default' hint as 'string'.",
    keyPoints: [
      {
        point: "Conversion goes through ToPrimitive with a hint of number, string or default.",
        concepts: [["hint", "hints", "toprimitive"]],
      },
      {
        point: "A Symbol.toPrimitive method takes precedence when present.",
        concepts: [["symbol.toprimitive"]],
      },
      {
        point: "Otherwise valueOf and toString are tried in an order that depends on the hint.",
        concepts: [["valueof"], ["tostring"]],
      },
      {
        point: "+ concatenates when either operand becomes a string and adds numbers otherwise.",
        concepts: [["concatenate", "concatenates", "concatenation", "string concatenation"]],
      },
    ],
  },

  // Modules
  {
    id: "javascript-22",
    topic: "Modules",
    difficulty: 14,
    question: "What are ES modules, and how do import and export work?",
    answer:
      "ES modules are JavaScript's standard module system: each file has its own scope and shares values explicitly with export, either as named exports or a single default export, which other modules bring in with import. Imports and exports are static declarations resolved before the module runs, which lets tools analyze the dependency graph and tree-shake unused code, and imported bindings are live, read-only views of the exported variables. Modules run in strict mode and are evaluated only once, however many modules import them.",
    keyPoints: [
      {
        point: "Each module has its own scope and shares only what it exports.",
        concepts: [["own scope", "module scope", "scope", "scoped", "private", "encapsulate", "encapsulation"]],
      },
      {
        point: "Modules have named exports and an optional default export.",
        concepts: [["named"], ["default"]],
      },
      {
        point: "Imports are static, enabling analysis and tree shaking.",
        concepts: [["static", "statically", "tree shaking", "tree-shaking", "tree-shake", "analyze", "analysis"]],
      },
      {
        point: "A module is evaluated once and shared by every importer.",
        concepts: [["once", "singleton", "cached", "single instance"]],
      },
    ],
  },
  {
    id: "javascript-23",
    topic: "Modules",
    difficulty: 55,
    question: "How do ES modules differ from CommonJS modules in Node.js?",
    answer:
      "CommonJS uses require() and module.exports: modules load synchronously at runtime and require returns the exports object as it is at that moment, with no live bindings. ES modules use static import and export, are loaded in separate parse, link and evaluate phases that can be asynchronous, and expose live bindings; they also support top-level await, always run in strict mode, and lack CommonJS globals such as require, __dirname and __filename (import.meta.dirname and import.meta.url replace them). Node picks the format from the file extension (.mjs or .cjs) or the nearest package.json type field. The two interoperate: ES modules can import CommonJS, and current Node LTS releases can also require() ES modules that do not use top-level await.",
    keyPoints: [
      {
        point: "CommonJS loads synchronously at runtime via require and module.exports.",
        concepts: [["synchronous", "synchronously", "sync", "runtime", "dynamic", "dynamically"]],
      },
      {
        point: "ES modules are static, loaded in phases and expose live bindings.",
        concepts: [["static", "statically", "live", "asynchronous", "asynchronously", "phases"]],
      },
      {
        point: "ES modules support top-level await and lack require, __dirname and __filename.",
        concepts: [["await", "__dirname", "dirname", "import.meta", "__filename", "filename"]],
      },
      {
        point: "Node decides the format by extension or the package.json type field.",
        concepts: [["mjs", "cjs", "extension", "extensions", "package.json"]],
      },
      {
        point: "The two systems interoperate: ESM imports CommonJS and require can load synchronous ESM.",
        concepts: [["interop", "interoperability", "interoperate", "compatible", "compatibility", "mix", "mixing", "each other", "interoperable", "together"]],
      },
    ],
  },
  {
    id: "javascript-24",
    topic: "Modules",
    difficulty: 88,
    question: "What are dynamic import() and top-level await, and how do they affect module loading and bundling?",
    answer:
      "import() is a function-like expression that loads a module at runtime and returns a promise for its namespace object, so it can be conditional or use a computed specifier, and bundlers turn it into a separate chunk for code splitting and lazy loading. Top-level await lets a module's body await promises directly; the module becomes asynchronous, and every module that imports it, directly or transitively, waits for it to finish evaluating before running, while sibling modules that don't depend on it can proceed. It is convenient for initialization such as loading configuration or WebAssembly, but overusing it delays startup of the whole dependency graph, and in Node such a module cannot be loaded with the synchronous require().",
    keyPoints: [
      {
        point: "import() loads a module on demand and returns a promise.",
        concepts: [["promise"], ["runtime", "conditional", "conditionally", "on demand", "lazy", "lazily", "computed"]],
      },
      {
        point: "Bundlers use dynamic imports as code-splitting points that become separate chunks.",
        concepts: [["code splitting", "code-splitting", "split", "splitting", "chunk", "chunks"]],
      },
      {
        point: "A module using top-level await makes its importers wait until it finishes evaluating.",
        concepts: [["wait", "waits", "block", "blocks", "delay", "delays", "pause", "until"], ["importer", "importers", "imports it", "importing", "dependent", "dependents", "parent", "graph"]],
      },
      {
        point: "Overusing top-level await slows startup and prevents synchronous require of the module.",
        concepts: [["startup", "slow", "slows", "delay", "delays", "require", "synchronous"]],
      },
    ],
  },

  // Iterators and generators
  {
    id: "javascript-25",
    topic: "Iterators and generators",
    difficulty: 18,
    question: "What is the difference between for...of and for...in loops?",
    answer:
      "for...in iterates over the enumerable string property keys of an object, including inherited ones from the prototype chain, so it is meant for plain objects and is a poor fit for arrays. for...of iterates over the values produced by an iterable, such as arrays, strings, Maps, Sets and generators, using the iteration protocol (Symbol.iterator). For arrays you almost always want for...of, and for objects you typically use for...of over Object.keys, Object.values or Object.entries.",
    keyPoints: [
      {
        point: "for...in iterates enumerable property keys, including inherited ones.",
        concepts: [["key", "keys", "property names"], ["enumerable", "inherited", "prototype"]],
      },
      {
        point: "for...of iterates the values of an iterable via the iteration protocol.",
        concepts: [["value", "values"], ["iterable", "iterables", "symbol.iterator", "iterator", "array", "arrays", "map", "set", "string", "strings"]],
      },
      {
        point: "For objects, iterate Object.keys/values/entries with for...of.",
        concepts: [["object.keys", "object.entries", "object.values", "entries"]],
      },
    ],
  },
  {
    id: "javascript-26",
    topic: "Iterators and generators",
    difficulty: 52,
    question: "What is the iteration protocol, and what makes an object iterable?",
    answer:
      "An object is iterable if it has a method under the Symbol.iterator key that returns an iterator. An iterator is an object with a next() method that returns results shaped like { value, done }, with done: true signaling the end, and it may also provide return() for cleanup when iteration stops early. Language features such as for...of, spread, array destructuring, Array.from and Promise.all consume this protocol, and built-ins such as arrays, strings, Maps and Sets implement it. Iteration is lazy and pull-based: values are produced only when the consumer asks for the next one.",
    keyPoints: [
      {
        point: "An iterable has a Symbol.iterator method that returns an iterator.",
        concepts: [["symbol.iterator"]],
      },
      {
        point: "An iterator's next() returns objects with value and done.",
        concepts: [["next"], ["done"]],
      },
      {
        point: "for...of, spread and destructuring consume the protocol.",
        concepts: [["spread", "destructuring", "destructure", "array.from"]],
      },
      {
        point: "Iteration is lazy and pull-based.",
        concepts: [["lazy", "lazily", "on demand", "pull", "pull-based", "one at a time", "asks"]],
      },
    ],
  },
  {
    id: "javascript-27",
    topic: "Iterators and generators",
    difficulty: 76,
    question: "How do generators work, and what are they useful for beyond simple iteration?",
    answer:
      "Calling a generator function (function*) returns a generator object without running its body; each call to next() resumes execution until the next yield, which hands out a value and suspends the function with its local state intact. Callers can also send values in with next(value) and inject an exception or an early exit with throw() and return(), which runs any finally blocks. This makes generators useful for lazy or infinite sequences, custom iterators with far less boilerplate, and pipelines that process data one item at a time. Async generators (async function*), consumed with for await...of, handle streams of asynchronous data such as paginated APIs or Node streams.",
    keyPoints: [
      {
        point: "A generator suspends at yield and resumes on next(), keeping its local state.",
        concepts: [["yield", "yields"], ["suspend", "suspends", "pause", "pauses", "resume", "resumes", "paused", "suspended"]],
      },
      {
        point: "Communication is two-way: next(value), throw() and return() let the caller send values or exits in.",
        concepts: [["send", "sends", "two-way", "bidirectional", "throw", "inject", "pass values", "pass a value"]],
      },
      {
        point: "Generators produce lazy or infinite sequences and simple custom iterators.",
        concepts: [["lazy", "lazily", "infinite", "on demand", "pipeline", "pipelines", "one at a time", "boilerplate"]],
      },
      {
        point: "Async generators with for await...of handle asynchronous streams of data.",
        concepts: [["async generator", "async generators", "for await", "async function*", "stream", "streams", "paginated", "pagination"]],
      },
    ],
  },

  // Memory management
  {
    id: "javascript-28",
    topic: "Memory management",
    difficulty: 25,
    question: "How does garbage collection work in JavaScript at a high level?",
    answer:
      "JavaScript manages memory automatically: the engine allocates memory when objects are created, and a garbage collector frees objects that are no longer reachable. Reachability starts from roots such as the global object and the local variables of functions currently on the call stack; anything that cannot be reached by following references from the roots is garbage, even when objects reference each other in a cycle. Engines such as V8 use a generational, largely concurrent mark-and-sweep collector with compaction, so most collection happens with short pauses.",
    keyPoints: [
      {
        point: "Memory is managed automatically, without manual freeing.",
        concepts: [["automatic", "automatically", "no manual", "not manual", "manages memory"]],
      },
      {
        point: "Objects that are not reachable from roots are collected.",
        concepts: [["reachable", "reachability", "unreachable"], ["root", "roots", "global", "stack"]],
      },
      {
        point: "Unreachable cycles are collected too.",
        concepts: [["cycle", "cycles", "circular", "each other"]],
      },
      {
        point: "Engines use generational mark-and-sweep collectors.",
        concepts: [["mark", "sweep", "generational", "generation", "young", "old"]],
      },
    ],
  },
  {
    id: "javascript-29",
    topic: "Memory management",
    difficulty: 60,
    question: "What are WeakMap, WeakSet and WeakRef used for, and how do they differ from Map and Set?",
    answer:
      "WeakMap and WeakSet hold their keys, which must be objects or non-registered symbols, weakly: an entry does not keep its key alive, so once the key is otherwise unreachable the entry can be garbage collected. Because the timing of collection must stay unobservable, they are not iterable and have no size. They are used to attach metadata, caches or private data to objects you don't control without causing leaks. WeakRef holds a weak reference to an object that you read with deref(), which returns undefined once it has been collected, and FinalizationRegistry registers cleanup callbacks, but both are nondeterministic and should be used sparingly.",
    keyPoints: [
      {
        point: "Weak collections do not prevent their keys from being garbage collected.",
        concepts: [["garbage", "collected", "collect", "gc", "alive", "reachable", "unreachable"]],
      },
      {
        point: "They are not iterable and have no size.",
        concepts: [["iterable", "iterate", "enumerate", "size"]],
      },
      {
        point: "They attach metadata, caches or private data to objects without leaking.",
        concepts: [["metadata", "cache", "caches", "caching", "private", "associate", "attach", "memoize"]],
      },
      {
        point: "WeakRef and FinalizationRegistry are nondeterministic and for rare use.",
        concepts: [["deref", "nondeterministic", "non-deterministic", "unpredictable", "finalizationregistry", "sparingly"]],
      },
    ],
  },
  {
    id: "javascript-30",
    topic: "Memory management",
    difficulty: 92,
    question: "How would you find and fix a memory leak in a long-running JavaScript application?",
    answer:
      "First confirm the leak by watching memory over time, for example heap usage that keeps growing after repeating an action and forcing garbage collection, using the browser DevTools Memory panel or Node's --inspect with Chrome DevTools. Take heap snapshots before and after repeating the suspect action and compare them to see which object types grow, then follow the retainers path to find what keeps them alive. Typical culprits are event listeners or timers that are never removed, caches or global collections that only grow, closures holding large objects, and detached DOM nodes still referenced from JavaScript. Fix them by removing listeners and clearing timers (AbortController helps), bounding caches with an LRU policy or WeakMap, and releasing references when components unmount, then verify with another round of snapshots.",
    keyPoints: [
      {
        point: "Confirm the leak by observing memory growth over time.",
        concepts: [["grow", "growing", "growth", "increase", "increasing", "over time", "monitor", "baseline"]],
      },
      {
        point: "Compare heap snapshots taken before and after the suspect action.",
        concepts: [["snapshot", "snapshots", "heap dump", "allocation"]],
      },
      {
        point: "Follow the retainer path to see what keeps objects alive.",
        concepts: [["retainer", "retainers", "retaining", "retained", "retention", "keeps them alive", "keeping them alive", "reference chain", "path"]],
      },
      {
        point: "Common culprits are listeners, timers, unbounded caches and detached DOM nodes.",
        concepts: [["listener", "listeners", "timer", "timers", "interval", "cache", "caches", "detached", "global", "subscription"]],
      },
      {
        point: "Fix by removing listeners, clearing timers, bounding caches and releasing references.",
        concepts: [["remove", "removing", "clear", "clearing", "bound", "bounding", "bounded", "lru", "weakmap", "release", "releasing", "unsubscribe", "abortcontroller", "cleanup"]],
      },
    ],
  },
];
