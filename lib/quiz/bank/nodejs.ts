import type { BankQuestion } from "./types";

export const skill = "Node.js";
export const questions: BankQuestion[] = [
  // Architecture
  {
    id: "nodejs-1",
    topic: "Architecture",
    difficulty: 8,
    question: "What is Node.js, and what makes it suited to I/O-heavy applications?",
    answer:
      "Node.js is a JavaScript runtime built on the V8 engine that runs JavaScript outside the browser, with APIs for files, networking, processes and more. It uses an event-driven, non-blocking I/O model: JavaScript runs on a single main thread, while I/O is handed to the operating system or libuv's thread pool and the results come back as callbacks, promises or events. Because no thread sits blocked waiting for I/O, one process can handle many concurrent connections efficiently, which suits APIs, real-time apps and proxies. CPU-heavy work, however, blocks that main thread.",
    keyPoints: [
      {
        point: "Node.js runs JavaScript outside the browser on the V8 engine.",
        concepts: [["v8", "chrome", "outside the browser", "server-side", "server"]],
      },
      {
        point: "It uses event-driven, non-blocking I/O.",
        concepts: [["non-blocking", "nonblocking", "asynchronous", "async", "event-driven", "event driven", "event loop"]],
      },
      {
        point: "JavaScript runs on a single main thread.",
        concepts: [["single thread", "single-threaded", "one thread", "main thread", "single main thread"]],
      },
      {
        point: "One process can serve many concurrent connections.",
        concepts: [["concurrent", "concurrency", "many connections", "many requests", "scale", "scalable", "thousands"]],
      },
      {
        point: "CPU-heavy work is a weak spot because it blocks the thread.",
        concepts: [["cpu", "cpu-bound", "cpu-intensive", "computation", "compute"]],
      },
    ],
  },
  {
    id: "nodejs-2",
    topic: "Architecture",
    difficulty: 46,
    question: "What roles do V8 and libuv play in Node.js?",
    answer:
      "V8 is the JavaScript engine: it parses and JIT-compiles JavaScript to machine code, manages the heap and garbage collection, and executes your code on the main thread. libuv is a C library that provides the event loop and cross-platform asynchronous I/O. For network sockets it uses the operating system's non-blocking mechanisms such as epoll, kqueue or IOCP, and for operations without good async OS APIs, such as file system calls, dns.lookup and some crypto and zlib work, it uses a thread pool of four threads by default. Node's C++ bindings connect the two and expose libuv's features to JavaScript through the core modules.",
    keyPoints: [
      {
        point: "V8 compiles and executes JavaScript and manages the heap and garbage collection.",
        concepts: [["jit", "compile", "compiles", "machine code", "execute", "executes", "garbage"]],
      },
      {
        point: "libuv provides the event loop and asynchronous I/O.",
        concepts: [["event loop"]],
      },
      {
        point: "Network I/O uses the operating system's non-blocking mechanisms.",
        concepts: [["epoll", "kqueue", "iocp", "operating system", "kernel"]],
      },
      {
        point: "A thread pool handles file system, DNS lookup, crypto and zlib work.",
        concepts: [["thread pool", "threadpool", "threads"], ["file", "fs", "dns", "crypto", "zlib"]],
      },
    ],
  },
  {
    id: "nodejs-3",
    topic: "Architecture",
    difficulty: 78,
    question: "Why can a Node.js application with many concurrent file system or crypto operations slow down even though the event loop isn't blocked, and how would you address it?",
    answer:
      "Operations such as fs calls, dns.lookup, pbkdf2 or scrypt and zlib compression run on libuv's thread pool, which has only four threads by default, so when many are in flight they queue behind each other and latency grows while the main thread stays idle. dns.lookup sharing that pool is a classic cause, since slow DNS resolution can starve file operations. Fixes include raising UV_THREADPOOL_SIZE, set before the pool is first used, to match the workload, using dns.resolve or caching lookups, limiting the concurrency of heavy operations, and moving CPU-heavy work to worker threads or a separate service. Measuring latency per operation type helps confirm that the pool is the bottleneck.",
    keyPoints: [
      {
        point: "These operations share libuv's small thread pool (four threads by default), so they queue.",
        concepts: [["thread pool", "threadpool", "libuv"], ["four", "4", "limited", "small", "queue", "queued", "saturate", "saturated"]],
      },
      {
        point: "dns.lookup also uses the pool and can starve other operations.",
        concepts: [["dns", "lookup", "dns.lookup", "getaddrinfo"]],
      },
      {
        point: "UV_THREADPOOL_SIZE can raise the pool size.",
        concepts: [["uv_threadpool_size", "pool size", "threadpool size"]],
      },
      {
        point: "Limit concurrency or move heavy work to workers or another service.",
        concepts: [["limit", "limiting", "throttle", "worker", "workers", "separate service"]],
      },
    ],
  },

  // Event loop
  {
    id: "nodejs-4",
    topic: "Event loop",
    difficulty: 10,
    question: "Why is it bad to run CPU-intensive code on Node's main thread?",
    answer:
      "Node runs all JavaScript callbacks on a single main thread, so a long synchronous computation, such as hashing in a loop, parsing a huge JSON document or a catastrophic regular expression, blocks the event loop. While it runs, no other requests, timers or I/O callbacks can be processed, so latency spikes for every client and health checks may time out. CPU-heavy work should be moved to worker threads, a child process or a separate service, or split into smaller chunks.",
    keyPoints: [
      {
        point: "Long synchronous work blocks the event loop.",
        concepts: [["block", "blocks", "blocked", "blocking", "stall", "stalls", "freeze"]],
      },
      {
        point: "Meanwhile no other requests or callbacks are served, so latency rises for everyone.",
        concepts: [["request", "requests", "client", "clients", "latency", "unresponsive", "wait"]],
      },
      {
        point: "Offload the work to worker threads or processes, or split it into chunks.",
        concepts: [["worker", "workers", "worker_threads", "child process", "offload", "chunk", "chunks", "split"]],
      },
    ],
  },
  {
    id: "nodejs-5",
    topic: "Event loop",
    difficulty: 42,
    question: "What is process.nextTick, how does it differ from queueMicrotask, and why should it be used sparingly?",
    answer:
      "process.nextTick queues a callback to run right after the current operation completes, before the event loop continues, and Node drains the whole nextTick queue before the promise microtask queue. queueMicrotask uses the standard microtask queue shared with promises, so its callbacks run after nextTick callbacks but still before any I/O or timers. Because both queues are drained completely before the loop moves on, recursively scheduling nextTick callbacks can starve I/O indefinitely. The Node documentation recommends queueMicrotask or setImmediate for most cases, keeping nextTick for legacy patterns such as emitting events after a constructor returns.",
    keyPoints: [
      {
        point: "nextTick callbacks run right after the current operation, before the loop continues.",
        concepts: [["current operation", "current", "right after", "immediately after", "before the loop continues", "before continuing"]],
      },
      {
        point: "nextTick callbacks run before promise microtasks, while queueMicrotask shares the promise queue.",
        concepts: [["promise", "promises"]],
      },
      {
        point: "Recursive nextTick calls can starve I/O.",
        concepts: [["starve", "starvation", "starving", "recursive", "recursively"]],
      },
      {
        point: "queueMicrotask or setImmediate are usually preferred.",
        concepts: [["setimmediate", "prefer", "preferred", "recommend", "recommends", "recommended"]],
      },
    ],
  },
  {
    id: "nodejs-6",
    topic: "Event loop",
    difficulty: 90,
    question: "How would you detect and diagnose event loop blocking in a production Node.js service?",
    answer:
      "Measure event loop delay and utilization: perf_hooks.monitorEventLoopDelay gives a histogram of delays and performance.eventLoopUtilization shows how busy the loop is, so export them as metrics and alert on high percentiles. When delay spikes, capture CPU profiles, with --cpu-prof, the inspector and Chrome DevTools, or flame graphs from tools like Clinic.js, to find the synchronous functions taking the time. Common culprits are synchronous APIs such as the fs *Sync functions, large JSON.parse or JSON.stringify calls, regular expressions with catastrophic backtracking and big loops over data. Correlating spikes with request logs and distributed tracing such as OpenTelemetry helps identify the endpoint or payload that triggers them.",
    keyPoints: [
      {
        point: "Measure event loop delay and utilization.",
        concepts: [["delay", "lag", "utilization", "monitoreventloopdelay", "eventlooputilization", "elu"]],
      },
      {
        point: "CPU profiles or flame graphs reveal the slow synchronous code.",
        concepts: [["profile", "profiles", "profiling", "profiler", "cpu-prof", "flame", "flamegraph", "inspector", "clinic"]],
      },
      {
        point: "Typical culprits are sync APIs, big JSON operations and backtracking regexes.",
        concepts: [["sync", "synchronous", "json", "regex", "regular expression", "regular expressions", "backtracking"]],
      },
      {
        point: "Export metrics, alert and correlate with logs or traces.",
        concepts: [["metric", "metrics", "alert", "monitor", "monitoring", "tracing", "trace", "opentelemetry", "apm"]],
      },
    ],
  },

  // Asynchronous patterns
  {
    id: "nodejs-7",
    topic: "Asynchronous patterns",
    difficulty: 14,
    question: "What is the error-first callback convention in Node.js, and what has largely replaced it?",
    answer:
      "Traditional Node APIs take a callback as their last argument and call it with an error as the first parameter, null when the operation succeeded, followed by the result, so every callback must check the error first. Nesting many such callbacks leads to deeply indented, hard-to-follow code where error handling is easy to miss, often called callback hell. Modern Node provides promise-based APIs such as fs/promises and timers/promises, plus util.promisify for older functions, so code is written with async/await and try/catch instead.",
    keyPoints: [
      {
        point: "The callback is the last argument and receives an error (or null) followed by the result.",
        concepts: [["last argument", "last parameter", "final argument", "null", "result"]],
      },
      {
        point: "Nested callbacks become hard to read and error-prone (callback hell).",
        concepts: [["nesting", "nested", "callback hell", "pyramid", "indented", "indentation", "hard to read", "hard-to-follow", "hard to follow"]],
      },
      {
        point: "Promise-based APIs and util.promisify replaced it.",
        concepts: [["promise", "promises", "promise-based", "promisify", "util.promisify"]],
      },
      {
        point: "Code now uses async/await with try/catch.",
        concepts: [["await", "async/await"]],
      },
    ],
  },
  {
    id: "nodejs-8",
    topic: "Asynchronous patterns",
    difficulty: 52,
    question: "How do EventEmitters work in Node.js, and what pitfalls should you watch for?",
    answer:
      "An EventEmitter lets an object emit named events that registered listeners, added with on or once, handle; emit calls all listeners for that event synchronously, in the order they were registered. Many core objects, such as streams, servers, sockets and the process object, are emitters. Pitfalls: an 'error' event with no listener is thrown and usually crashes the process, so always handle it; listeners that are never removed leak memory, and Node prints a MaxListenersExceededWarning after 10 listeners for one event by default; and because emit is synchronous, a slow listener blocks the emitter. events.once and events.on offer promise and async-iterator ways to consume events.",
    keyPoints: [
      {
        point: "Listeners register for named events and emit invokes them.",
        concepts: [["listener", "listeners", "subscribe", "register", "registered", "once", "handler", "handlers"]],
      },
      {
        point: "emit calls listeners synchronously in registration order.",
        concepts: [["synchronous", "synchronously", "order"]],
      },
      {
        point: "An unhandled 'error' event throws and can crash the process.",
        concepts: [["error"], ["crash", "crashes", "throw", "thrown", "throws", "exit"]],
      },
      {
        point: "Listeners that are never removed leak memory and trigger a max-listeners warning.",
        concepts: [["leak", "leaks", "memory", "maxlisteners", "maxlistenersexceededwarning", "max listeners", "warning", "removelistener"]],
      },
    ],
  },
  {
    id: "nodejs-9",
    topic: "Asynchronous patterns",
    difficulty: 80,
    question: "How do you cancel asynchronous operations in Node.js, and how does AbortController integrate with core APIs?",
    answer:
      "Node implements the web-standard AbortController and AbortSignal: you create a controller, pass its signal to an operation and call abort() to cancel it, which makes promise-based APIs reject with an AbortError or the reason you supplied. Many core APIs accept a signal option, including fetch, fs.readFile, timers/promises, child_process, stream.pipeline, events.once and http requests. AbortSignal.timeout(ms) creates a signal that aborts automatically after a delay, and AbortSignal.any combines several signals. In your own functions, accept a signal, check signal.aborted or call throwIfAborted, and listen for its abort event to clean up, remembering that cancellation is cooperative: code that ignores the signal keeps running.",
    keyPoints: [
      {
        point: "An operation receives a signal and rejects with an AbortError when aborted.",
        concepts: [["signal", "abortsignal"], ["reject", "rejects", "aborterror", "abort error"]],
      },
      {
        point: "Many core APIs such as fetch, fs, timers and streams accept a signal.",
        concepts: [["fetch", "readfile", "fs", "timers", "pipeline", "child_process", "http", "stream"]],
      },
      {
        point: "AbortSignal.timeout and AbortSignal.any create timed or combined signals.",
        concepts: [["abortsignal.timeout", "timeout", "abortsignal.any", "combine", "combines", "combined"]],
      },
      {
        point: "Cancellation is cooperative: code must check the signal.",
        concepts: [["cooperative", "cooperatively", "ignore", "ignores", "aborted", "throwifaborted"]],
      },
    ],
  },

  // Streams
  {
    id: "nodejs-10",
    topic: "Streams",
    difficulty: 20,
    question: "What are streams in Node.js, and why use them?",
    answer:
      "Streams process data piece by piece, in chunks, as it becomes available instead of loading it all into memory at once. Node has four kinds: Readable, Writable, Duplex (both, like a TCP socket) and Transform (a duplex that modifies data, like gzip compression). They let you handle large files or network payloads with roughly constant memory and start processing before all the data has arrived, and you connect them with pipe or, preferably, stream.pipeline.",
    keyPoints: [
      {
        point: "Streams handle data incrementally in chunks.",
        concepts: [["chunk", "chunks", "piece", "pieces", "incrementally", "bit by bit", "part", "parts"]],
      },
      {
        point: "They keep memory usage low for large data.",
        concepts: [["memory"]],
      },
      {
        point: "The four types are Readable, Writable, Duplex and Transform.",
        concepts: [["readable", "writable", "duplex", "transform"]],
      },
      {
        point: "Streams are connected with pipe or stream.pipeline.",
        concepts: [["pipe", "pipeline", "stream.pipeline"]],
      },
    ],
  },
  {
    id: "nodejs-11",
    topic: "Streams",
    difficulty: 56,
    question: "What is backpressure in Node.js streams, and how is it handled?",
    answer:
      "Backpressure occurs when a writable destination consumes data more slowly than the readable source produces it, so unconsumed data would pile up in memory. Each stream has an internal buffer whose threshold is set by highWaterMark; writable.write() returns false when that buffer is full, telling the producer to stop writing until the 'drain' event fires. pipe() and stream.pipeline() handle this automatically by pausing and resuming the source, and pipeline also propagates errors and destroys all the streams on failure. Ignoring write()'s return value in manual code is a common cause of memory blowups.",
    keyPoints: [
      {
        point: "The consumer is slower than the producer, so data accumulates.",
        concepts: [["slower", "slow", "faster", "can't keep up", "cannot keep up", "overwhelm", "pile up", "accumulate", "accumulates"]],
      },
      {
        point: "Buffers are bounded by highWaterMark.",
        concepts: [["highwatermark", "buffer", "threshold"]],
      },
      {
        point: "write() returns false and the producer waits for 'drain'.",
        concepts: [["drain"], ["false", "pause", "stop", "wait"]],
      },
      {
        point: "pipe and pipeline manage backpressure automatically.",
        concepts: [["pipe", "pipeline", "stream.pipeline"]],
      },
    ],
  },
  {
    id: "nodejs-12",
    topic: "Streams",
    difficulty: 86,
    question: "Why is stream.pipeline preferred over chaining .pipe(), and how do async iterators and web streams fit into modern stream code?",
    answer:
      ".pipe() does not forward errors: if one stream in a chain fails, the others are not destroyed, which can leak file descriptors or sockets, and you must attach an error handler to every stream. stream.pipeline, especially the promise version from stream/promises, handles backpressure, propagates the first error, destroys all streams, gives you a single promise to await and accepts an AbortSignal. Readable streams are also async iterables, so you can consume them with for await...of, and pipeline accepts async generator functions as transform steps, which is much simpler than subclassing Transform. Node also implements WHATWG web streams, such as the ReadableStream used by fetch, with Readable.fromWeb and Readable.toWeb to convert between the two models.",
    keyPoints: [
      {
        point: ".pipe() doesn't propagate errors or clean up the other streams, which can leak resources.",
        concepts: [["error", "errors"], ["propagate", "propagates", "forward", "destroy", "destroyed", "cleanup", "clean up", "leak"]],
      },
      {
        point: "pipeline from stream/promises gives a single awaitable promise.",
        concepts: [["promise", "stream/promises", "await"]],
      },
      {
        point: "Streams can be consumed with for await...of and transformed with async generators.",
        concepts: [["for await", "generator", "generators"]],
      },
      {
        point: "Node supports WHATWG web streams and converts between them and Node streams.",
        concepts: [["fromweb", "toweb", "readable.fromweb", "readable.toweb", "readablestream", "whatwg", "convert"]],
      },
    ],
  },

  // Modules and packages
  {
    id: "nodejs-13",
    topic: "Modules and packages",
    difficulty: 24,
    question: "What is package.json used for, and what is the difference between dependencies and devDependencies?",
    answer:
      "package.json describes a Node project: its name and version, entry points, scripts run with npm run, module type, supported engines and the packages it depends on. dependencies are packages needed at runtime by the application or library, while devDependencies are only needed for development and building, such as test runners, linters, type definitions and bundlers, and are not installed for consumers of a published library or with npm install --omit=dev. The lockfile, package-lock.json, records the exact resolved versions so installs are reproducible.",
    keyPoints: [
      {
        point: "package.json holds project metadata and scripts.",
        concepts: [["scripts", "script", "metadata", "name", "entry"]],
      },
      {
        point: "dependencies are needed at runtime.",
        concepts: [["runtime", "production"]],
      },
      {
        point: "devDependencies are development tools such as test runners and linters.",
        concepts: [["test", "testing", "lint", "linter", "linters", "build", "building", "bundler", "bundlers", "tooling", "tools"]],
      },
      {
        point: "The lockfile pins exact versions for reproducible installs.",
        concepts: [["lockfile", "lock file", "package-lock", "package-lock.json", "exact"]],
      },
    ],
  },
  {
    id: "nodejs-14",
    topic: "Modules and packages",
    difficulty: 64,
    question: "How does semantic versioning work with npm version ranges like caret and tilde, and why do lockfiles matter?",
    answer:
      "Semver versions are MAJOR.MINOR.PATCH: a major bump signals breaking changes, a minor one backward-compatible features and a patch one bug fixes. A caret range such as ^1.4.2 allows any newer minor or patch version below the next major (>=1.4.2 <2.0.0), while a tilde range such as ~1.4.2 allows only patch updates (<1.5.0); for 0.x versions the caret is stricter, treating minor bumps as breaking. Because ranges resolve to whatever is newest at install time, different machines could get different dependency trees, so package-lock.json pins exact versions and integrity hashes. npm ci installs exactly from the lockfile and fails if it is out of sync with package.json, which makes CI builds reproducible.",
    keyPoints: [
      {
        point: "Major versions signal breaking changes, minor new features and patch bug fixes.",
        concepts: [["breaking", "incompatible"], ["patch", "fix", "fixes", "bug"]],
      },
      {
        point: "Caret allows minor and patch updates within the same major version.",
        concepts: [["minor"], ["same major", "next major", "below", "within"]],
      },
      {
        point: "Tilde allows only patch updates.",
        concepts: [["patch"], ["only", "just", "same minor"]],
      },
      {
        point: "Lockfiles and npm ci pin exact versions for reproducible installs.",
        concepts: [["exact", "pinned", "pin", "pins", "reproducible", "deterministic", "npm ci"]],
      },
    ],
  },
  {
    id: "nodejs-15",
    topic: "Modules and packages",
    difficulty: 82,
    question: "How does Node.js resolve a bare specifier such as pkg/sub, and what role does the package.json exports field play?",
    answer:
      "For a bare specifier, Node walks up from the importing file's directory, looking in each node_modules folder for a package named pkg. If that package's package.json has an exports field, it is authoritative: only the subpaths it lists, like ./sub, can be loaded and anything else fails with ERR_PACKAGE_PATH_NOT_EXPORTED, while conditions such as import, require, node and default pick the file that matches the loading context. Without exports, Node falls back to the main field for the package root and to direct file paths for subpaths. The exports field therefore lets packages hide their internals and ship dual ESM and CommonJS builds, and the related imports field defines private #-prefixed specifiers within a package.",
    keyPoints: [
      {
        point: "Node searches node_modules folders walking up the directory tree.",
        concepts: [["node_modules"], ["walk", "walks", "up", "parent", "ancestor", "ancestors", "directory", "directories"]],
      },
      {
        point: "exports restricts which subpaths can be imported, hiding internals.",
        concepts: [["encapsulate", "encapsulation", "restrict", "restricts", "only", "hide", "private", "err_package_path_not_exported", "not exported"]],
      },
      {
        point: "Conditions such as import and require select the file for the context.",
        concepts: [["condition", "conditions", "conditional"]],
      },
      {
        point: "Without exports, Node falls back to the main field.",
        concepts: [["main"]],
      },
    ],
  },

  // Error handling
  {
    id: "nodejs-16",
    topic: "Error handling",
    difficulty: 26,
    question: "How should you handle errors in asynchronous Node.js code that uses async/await?",
    answer:
      "Wrap awaited calls in try/catch, or attach .catch to promises, at a level where you can actually respond: retry, return an error response, or add context and rethrow. Always await or return promises so that rejections propagate instead of becoming unhandled, and throw Error objects rather than strings so you get stack traces, using the cause option to chain errors. In web servers, let errors reach a central error-handling middleware that logs them and sends a proper response without leaking internal details.",
    keyPoints: [
      {
        point: "Use try/catch around awaited calls where you can respond.",
        concepts: [["try"], ["catch"]],
      },
      {
        point: "Await or return promises so rejections propagate instead of being unhandled.",
        concepts: [["unhandled", "floating", "propagate", "propagates", "return"]],
      },
      {
        point: "Throw Error objects with stack traces and causes.",
        concepts: [["stack", "cause", "error object", "error objects", "error instance"]],
      },
      {
        point: "A central handler logs errors and sends safe responses.",
        concepts: [["central", "centralized", "middleware", "log", "logging", "logs"]],
      },
    ],
  },
  {
    id: "nodejs-17",
    topic: "Error handling",
    difficulty: 62,
    question: "What is the difference between operational errors and programmer errors, and how should a Node process respond to each?",
    answer:
      "Operational errors are expected runtime conditions in a correct program, such as network timeouts, missing files, invalid user input or a database being down, and they should be handled: retried, reported to the caller or turned into an appropriate response. Programmer errors are bugs, such as reading a property of undefined or passing the wrong type, that leave the program in an unknown state and can't be meaningfully handled where they occur. For those, and for uncaught exceptions in general, the safe response is to log, stop accepting work and exit, letting a process manager or orchestrator such as systemd, Kubernetes or PM2 restart a fresh process. Since unhandled rejections also crash Node by default, this matches the runtime's default behavior.",
    keyPoints: [
      {
        point: "Operational errors are expected conditions like timeouts or invalid input and should be handled.",
        concepts: [["expected", "anticipated", "timeout", "timeouts", "network", "missing files", "invalid user input", "invalid input"]],
      },
      {
        point: "Programmer errors are bugs that leave the program in an unknown state.",
        concepts: [["bug", "bugs", "mistake", "unknown state", "corrupt", "inconsistent"]],
      },
      {
        point: "On programmer errors the process should log and exit.",
        concepts: [["exit", "crash", "restart", "terminate", "shut down", "shutdown"]],
      },
      {
        point: "A process manager or orchestrator restarts the process.",
        concepts: [["process manager", "pm2", "systemd", "kubernetes", "orchestrator", "supervisor", "docker"]],
      },
    ],
  },
  {
    id: "nodejs-18",
    topic: "Error handling",
    difficulty: 76,
    question: "What happens with unhandled promise rejections and uncaught exceptions in modern Node.js, and how should you implement graceful shutdown?",
    answer:
      "By default an unhandled promise rejection is treated like an uncaught exception: Node prints it and exits with a non-zero code. process.on('uncaughtException') and process.on('unhandledRejection') handlers can intercept these, but they should only log the error and trigger shutdown, because state may be corrupted. Graceful shutdown, triggered by such errors or by SIGTERM or SIGINT from an orchestrator, means stopping new work with server.close() and by pausing queue consumers, letting in-flight requests finish, closing database pools and flushing logs, then exiting. Add a hard timeout that forces exit if cleanup hangs, and make health checks report unhealthy during shutdown so load balancers stop routing traffic.",
    keyPoints: [
      {
        point: "Unhandled rejections and uncaught exceptions make Node exit by default.",
        concepts: [["crash", "crashes", "exit", "exits", "terminate", "terminates", "non-zero"]],
      },
      {
        point: "Global handlers should only log and start shutdown, since state may be corrupt.",
        concepts: [["log", "logs", "logging", "report"]],
      },
      {
        point: "Shutdown is triggered by signals like SIGTERM.",
        concepts: [["sigterm", "sigint", "signal", "signals"]],
      },
      {
        point: "Stop accepting work, finish in-flight requests and close resources.",
        concepts: [["in-flight", "inflight", "finish", "drain", "server.close", "close", "closing"]],
      },
      {
        point: "A hard timeout forces exit if cleanup hangs.",
        concepts: [["timeout", "force", "forces", "forced", "deadline"]],
      },
    ],
  },

  // Concurrency
  {
    id: "nodejs-19",
    topic: "Concurrency",
    difficulty: 28,
    question: "What options does Node.js provide for using multiple CPU cores?",
    answer:
      "A Node process runs JavaScript on one main thread, so using more cores means running more JavaScript threads or processes. worker_threads run JavaScript in parallel threads within one process, suited to CPU-intensive tasks, and can share memory through SharedArrayBuffer. child_process spawns separate processes, including non-Node programs, and the cluster module forks several copies of a server that share a listening port. In production, scaling across cores is also commonly done by running several instances behind a load balancer or orchestrator.",
    keyPoints: [
      {
        point: "Worker threads run JavaScript in parallel within a process.",
        concepts: [["worker", "workers", "worker_threads"]],
      },
      {
        point: "child_process spawns separate processes.",
        concepts: [["child_process", "child process", "spawn", "spawns", "fork", "exec"]],
      },
      {
        point: "cluster forks server processes sharing a port.",
        concepts: [["cluster"]],
      },
      {
        point: "Multiple instances behind a load balancer are another option.",
        concepts: [["load balancer", "instances", "pm2", "kubernetes", "containers", "orchestrator"]],
      },
    ],
  },
  {
    id: "nodejs-20",
    topic: "Concurrency",
    difficulty: 40,
    question: "How do worker threads differ from child processes in Node.js?",
    answer:
      "Worker threads run inside the same process, each with its own V8 isolate, event loop and heap; they communicate with postMessage using structured cloning, can transfer ArrayBuffers without copying, and can share memory through SharedArrayBuffer and Atomics. They start faster and use less memory than processes, which makes them good for CPU-bound JavaScript such as image processing or parsing. Child processes are separate operating-system processes with their own memory that communicate over stdio or IPC; they can run any executable and isolate crashes, but cost more to create. A native crash in a worker can still take down the whole process, whereas a child process fails on its own.",
    keyPoints: [
      {
        point: "Workers live in the same process but have their own isolate, event loop and heap.",
        concepts: [["same process", "isolate", "own event loop", "separate event loop", "own heap"]],
      },
      {
        point: "Workers communicate by messages and can share memory.",
        concepts: [["postmessage", "message", "messages", "sharedarraybuffer", "shared memory", "atomics", "transfer"]],
      },
      {
        point: "Workers are lighter and cheaper to start than processes.",
        concepts: [["lighter", "lightweight", "cheaper", "faster", "less memory", "overhead", "cost more"]],
      },
      {
        point: "Child processes can run any program and isolate failures.",
        concepts: [["executable", "program", "programs", "binary", "command", "crash", "crashes"]],
      },
      {
        point: "Workers suit CPU-bound JavaScript.",
        concepts: [["cpu", "cpu-bound", "cpu-intensive", "computation"]],
      },
    ],
  },
  {
    id: "nodejs-21",
    topic: "Concurrency",
    difficulty: 88,
    question: "How does the cluster module distribute connections, and why do many deployments prefer separate instances behind a load balancer instead?",
    answer:
      "The cluster module forks worker processes that share server ports; by default the primary process accepts connections and hands them out round-robin to the workers on every platform except Windows, where the operating system distributes them. Each worker is a separate process with its own memory, so in-memory state such as sessions, caches or rate-limit counters is not shared and must move to an external store like Redis. Many deployments instead run one process per container, orchestrated by Kubernetes or a similar platform with an external load balancer, because that scales uniformly across machines and gives independent health checks, restarts and resource limits. The cluster module, or PM2's cluster mode, remains useful on a single machine without an orchestrator.",
    keyPoints: [
      {
        point: "The primary process distributes connections round-robin by default (except on Windows).",
        concepts: [["round-robin", "round robin", "primary", "master"]],
      },
      {
        point: "Workers don't share memory, so state must live in an external store.",
        concepts: [["redis", "external", "shared state", "session", "sessions", "cache", "caches"]],
      },
      {
        point: "Containers and orchestrators scale across machines.",
        concepts: [["kubernetes", "container", "containers", "docker", "orchestrator", "orchestrated", "orchestration", "machines", "hosts"]],
      },
      {
        point: "Separate instances get independent health checks, restarts and resource limits.",
        concepts: [["health", "restart", "restarts", "independent", "isolation", "resource limits"]],
      },
    ],
  },

  // Security
  {
    id: "nodejs-22",
    topic: "Security",
    difficulty: 32,
    question: "What are good practices for handling configuration and secrets in a Node.js application?",
    answer:
      "Keep secrets such as API keys and database passwords out of the source code and version control; load them from environment variables or a secrets manager such as Vault or a cloud provider's service, and use a git-ignored .env file only for local development, which Node can load itself with --env-file. Validate the required configuration at startup so the application fails fast when something is missing or malformed. Never log secrets or send them to the client, and give each environment its own credentials with the least privilege needed, rotating them periodically.",
    keyPoints: [
      {
        point: "Secrets stay out of source code and version control.",
        concepts: [["source code", "repository", "repo", "git", "version control", "commit", "hardcode", "hardcoded", "hard-code"]],
      },
      {
        point: "Load secrets from environment variables or a secrets manager.",
        concepts: [["environment variable", "environment variables", "env", "secrets manager", "secret manager", "vault"]],
      },
      {
        point: "Validate configuration at startup and fail fast.",
        concepts: [["validate", "startup", "fail fast", "fail-fast", "fails fast", "at start"]],
      },
      {
        point: "Don't log secrets; use least privilege and rotate credentials.",
        concepts: [["log", "logs", "logging", "least privilege", "minimum", "rotate", "rotation", "rotating"]],
      },
    ],
  },
  {
    id: "nodejs-23",
    topic: "Security",
    difficulty: 60,
    question: "How do you protect a Node.js application against vulnerable or malicious npm dependencies?",
    answer:
      "Commit a lockfile and install with npm ci so builds use exactly the reviewed versions, keep dependencies updated with tools like Dependabot or Renovate, and run npm audit or a scanner such as Snyk or Socket in CI. Keep the dependency tree small and vet new packages for maintenance, popularity, maintainers and install scripts, since every transitive dependency is code you run. Disable or restrict install scripts, for example with --ignore-scripts or an allowlist, guard against typosquatting and dependency confusion with scoped packages and explicit registry configuration, and verify package provenance where available. At runtime, Node's permission model (--permission) can restrict file system, child process and worker access.",
    keyPoints: [
      {
        point: "Use a lockfile and npm ci for reproducible installs.",
        concepts: [["lockfile", "lock file", "package-lock", "npm ci"]],
      },
      {
        point: "Audit and update dependencies with automated tools.",
        concepts: [["audit", "snyk", "dependabot", "renovate", "scan", "scanner", "socket"]],
      },
      {
        point: "Minimize and vet dependencies, including transitive ones.",
        concepts: [["minimize", "small", "fewer", "vet", "review", "evaluate", "transitive"]],
      },
      {
        point: "Restrict install scripts and watch for typosquatting and dependency confusion.",
        concepts: [["install script", "install scripts", "ignore-scripts", "postinstall", "typosquatting", "typosquat", "dependency confusion"]],
      },
    ],
  },
  {
    id: "nodejs-24",
    topic: "Security",
    difficulty: 84,
    question: "What are prototype pollution and ReDoS, and why are they particularly dangerous for Node.js servers?",
    answer:
      "Prototype pollution happens when code merges or assigns attacker-controlled keys such as __proto__ or constructor.prototype into objects, for example a deep merge of JSON input, modifying Object.prototype so that every object in the process inherits attacker-chosen properties, which can bypass checks or even lead to code execution. It is mitigated by validating input against a schema, rejecting dangerous keys, using Map or Object.create(null) for dictionaries, and freezing prototypes or running with --disable-proto. ReDoS, regular expression denial of service, exploits regexes with catastrophic backtracking, where crafted input takes exponential time to match. Because Node serves all requests from one event loop thread and one shared heap, a single slow regex blocks every request and a polluted prototype affects all later requests, so limit input length, use safe patterns or linear-time engines like RE2, and audit dependencies.",
    keyPoints: [
      {
        point: "Prototype pollution injects keys like __proto__ that modify Object.prototype for every object.",
        concepts: [["__proto__", "object.prototype", "constructor.prototype"]],
      },
      {
        point: "Mitigate pollution with schema validation, null-prototype objects or Map, and frozen prototypes.",
        concepts: [["schema", "validate", "validating", "object.create", "null prototype", "map", "freeze", "freezing", "disable-proto"]],
      },
      {
        point: "ReDoS exploits catastrophic backtracking in regular expressions.",
        concepts: [["backtracking", "catastrophic", "exponential", "super-linear"]],
      },
      {
        point: "Node's single event loop thread means one attack affects every request.",
        concepts: [["single thread", "single-threaded", "event loop", "every request", "all requests", "all later requests", "whole server", "entire process"]],
      },
      {
        point: "Limit input length and use safe or linear-time regex engines.",
        concepts: [["length", "re2", "linear", "linear-time"]],
      },
    ],
  },

  // Performance and debugging
  {
    id: "nodejs-25",
    topic: "Performance and debugging",
    difficulty: 16,
    question: "How do you debug a Node.js application?",
    answer:
      "Start Node with --inspect, or --inspect-brk to pause on the first line, and attach a debugger such as Chrome DevTools through chrome://inspect or VS Code, which lets you set breakpoints, step through code and inspect variables and the call stack. A debugger statement in the code also pauses execution when a debugger is attached. For quick investigation, structured logging helps, and for production problems you rely on logs, metrics, heap snapshots and CPU profiles rather than pausing the process.",
    keyPoints: [
      {
        point: "Run Node with the --inspect flag.",
        concepts: [["inspect", "inspector", "inspect-brk"]],
      },
      {
        point: "Attach Chrome DevTools or an editor like VS Code.",
        concepts: [["devtools", "vs code", "vscode", "chrome", "ide", "editor"]],
      },
      {
        point: "Use breakpoints and step through code.",
        concepts: [["breakpoint", "breakpoints", "step", "stepping", "debugger statement"]],
      },
      {
        point: "In production rely on logs, metrics and profiles.",
        concepts: [["log", "logs", "logging", "metrics", "profile", "profiles", "snapshot", "snapshots"]],
      },
    ],
  },
  {
    id: "nodejs-26",
    topic: "Performance and debugging",
    difficulty: 38,
    question: "What are common ways to improve the performance of a Node.js web service?",
    answer:
      "First measure: profile CPU and memory and track latency percentiles and event loop delay to find the real bottleneck. Typical improvements are keeping synchronous and CPU-heavy work off the main thread by offloading it to worker threads or queues, running independent I/O concurrently with Promise.all instead of sequential awaits, and caching expensive results in memory or in Redis. Use connection pooling and keep-alive for databases and HTTP clients, stream large responses instead of buffering them, compress responses (often at a reverse proxy), and run several instances to use all CPU cores.",
    keyPoints: [
      {
        point: "Measure and profile before optimizing.",
        concepts: [["measure", "profile", "profiling", "benchmark", "metrics", "bottleneck"]],
      },
      {
        point: "Keep blocking work off the main thread.",
        concepts: [["synchronous", "block", "blocking", "offload", "offloading", "worker", "workers"]],
      },
      {
        point: "Run independent I/O concurrently.",
        concepts: [["promise.all", "parallel", "concurrently", "concurrent", "sequential"]],
      },
      {
        point: "Cache expensive results.",
        concepts: [["cache", "caching", "redis", "memoize"]],
      },
      {
        point: "Use connection pooling, keep-alive and streaming.",
        concepts: [["pool", "pooling", "keep-alive", "keepalive", "stream", "streaming"]],
      },
    ],
  },
  {
    id: "nodejs-27",
    topic: "Performance and debugging",
    difficulty: 94,
    question: "How does V8's memory management affect Node.js services, and how would you tune or troubleshoot heap problems?",
    answer:
      "V8 uses a generational garbage collector: short-lived objects are allocated in the young generation and collected quickly by a scavenger, while survivors are promoted to the old generation, which is collected by a mostly concurrent and incremental mark-sweep-compact collector. The old-space limit is chosen by heuristics based on the available system or container memory and can be raised with --max-old-space-size; as the heap approaches it, GC runs more often, causing latency spikes before an eventual 'JavaScript heap out of memory' crash. To troubleshoot, monitor heap usage with process.memoryUsage and v8.getHeapStatistics, take heap snapshots with v8.writeHeapSnapshot, --heapsnapshot-near-heap-limit or DevTools and compare them to find leaking retainers, and use --trace-gc to see GC frequency and pauses. Remember that Buffers and other external memory count toward RSS but not the JavaScript heap, so container memory limits must leave room for them.",
    keyPoints: [
      {
        point: "V8's collector is generational, with young and old generations.",
        concepts: [["generational", "young", "old generation", "scavenge", "scavenger", "nursery"]],
      },
      {
        point: "The heap limit can be raised with --max-old-space-size, and nearing it causes GC pressure and OOM crashes.",
        concepts: [["max-old-space-size", "heap limit", "limit", "out of memory", "oom"]],
      },
      {
        point: "Compare heap snapshots to find leaks.",
        concepts: [["snapshot", "snapshots", "heapsnapshot", "writeheapsnapshot", "v8.writeheapsnapshot"]],
      },
      {
        point: "Monitor heap usage and GC activity with memoryUsage or --trace-gc.",
        concepts: [["trace-gc", "memoryusage", "process.memoryusage", "getheapstatistics", "v8.getheapstatistics", "monitor", "metrics"]],
      },
      {
        point: "Buffers use off-heap memory that counts toward RSS.",
        concepts: [["buffer", "buffers", "off-heap", "rss", "external"]],
      },
    ],
  },

  // HTTP and networking
  {
    id: "nodejs-28",
    topic: "HTTP and networking",
    difficulty: 30,
    question: "How does Node.js handle an incoming HTTP request at a basic level?",
    answer:
      "http.createServer takes a request listener that Node calls for every incoming request with a request object, an IncomingMessage that is a readable stream carrying the method, URL and headers, and a response object, a ServerResponse that is a writable stream. You read the body by consuming the request stream, then set the status code and headers, write the body and finish with res.end(). Frameworks such as Express and Fastify add routing, middleware and body parsing on top of this. Because each request is handled by callbacks on the event loop, one process serves many requests concurrently as long as handlers don't block.",
    keyPoints: [
      {
        point: "A listener passed to createServer is called for each request.",
        concepts: [["callback", "listener", "handler", "createserver", "http.createserver"]],
      },
      {
        point: "The request is a readable stream from which the body is read.",
        concepts: [["stream", "readable", "body"]],
      },
      {
        point: "The handler sets status and headers and ends the response.",
        concepts: [["status", "header", "headers", "end", "res.end"]],
      },
      {
        point: "Frameworks like Express and Fastify build routing and middleware on top.",
        concepts: [["express", "fastify", "koa", "framework", "frameworks", "nest"]],
      },
    ],
  },
  {
    id: "nodejs-29",
    topic: "HTTP and networking",
    difficulty: 34,
    question: "What does Node's built-in fetch provide, and how does it compare with the older http module?",
    answer:
      "Node ships a global fetch, built on the undici HTTP client, that implements the same web-standard API as browsers: Request, Response and Headers objects, promise-based calls and web streams for bodies. Compared with http.request it is much higher-level, with no manual stream or event handling, and the same code runs in Node, browsers, Deno, Bun and edge runtimes. As in browsers, it only rejects on network failures, so you must check response.ok or the status for HTTP errors, and you set timeouts or cancel requests with an AbortSignal such as AbortSignal.timeout(). The lower-level http and https modules remain for servers and fine-grained control, and undici can be used directly to tune connection pools.",
    keyPoints: [
      {
        point: "fetch is built on undici and follows the web-standard API.",
        concepts: [["undici", "web standard", "web-standard", "browser", "browsers", "whatwg"]],
      },
      {
        point: "It is promise-based and higher-level than http.request.",
        concepts: [["promise", "promises", "promise-based", "higher-level", "higher level", "simpler"]],
      },
      {
        point: "It doesn't reject on HTTP error statuses, so response.ok must be checked.",
        concepts: [["response.ok", "status", "network failure", "network failures", "network error"]],
      },
      {
        point: "Timeouts and cancellation use AbortSignal.",
        concepts: [["abortsignal", "abortsignal.timeout", "timeout", "timeouts", "abort", "abortcontroller"]],
      },
    ],
  },
  {
    id: "nodejs-30",
    topic: "HTTP and networking",
    difficulty: 70,
    question: "How would you make a Node.js service resilient to slow or failing downstream HTTP services?",
    answer:
      "Set explicit timeouts on every outbound request, for example with AbortSignal.timeout and fetch, so slow dependencies don't tie up resources, and retry only idempotent requests, with exponential backoff, jitter and a retry budget so retries don't amplify an outage. Use a circuit breaker that stops calling a dependency after repeated failures and lets occasional probe requests through to detect recovery, returning a fallback or cached response in the meantime. Limit concurrency per dependency with connection pools or bulkheads, so one failing service can't exhaust sockets or memory for the rest, and expose metrics and traces per dependency.",
    keyPoints: [
      {
        point: "Every outbound call needs a timeout.",
        concepts: [["timeout", "timeouts", "abortsignal.timeout", "deadline"]],
      },
      {
        point: "Retry only idempotent requests, with backoff and jitter.",
        concepts: [["retry", "retries"], ["backoff", "jitter", "idempotent"]],
      },
      {
        point: "A circuit breaker stops calls to a failing dependency.",
        concepts: [["circuit breaker", "breaker"]],
      },
      {
        point: "Serve a fallback or cached response while a dependency is down.",
        concepts: [["fallback", "cached", "cache", "degrade", "degraded"]],
      },
      {
        point: "Bulkheads or concurrency limits keep one dependency from exhausting resources.",
        concepts: [["bulkhead", "bulkheads", "concurrency", "pool", "pools", "limit"]],
      },
    ],
  },
];
