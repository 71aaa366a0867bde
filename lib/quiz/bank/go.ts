import type { BankQuestion } from "./types";

export const skill = "Go";
export const questions: BankQuestion[] = [
  // ---------------------------------------------------------------- Goroutines
  {
    id: "go-1",
    topic: "Goroutines",
    difficulty: 8,
    question: "What is a goroutine, and how does it differ from an operating system thread?",
    answer:
      "A goroutine is a function running concurrently, started with the go keyword and managed by the Go runtime rather than the operating system. Goroutines are far cheaper than OS threads: each starts with a small stack of a few kilobytes that grows and shrinks as needed. The runtime scheduler multiplexes many goroutines onto a small number of OS threads (M:N scheduling), so a program can comfortably run hundreds of thousands of them.",
    keyPoints: [
      {
        point: "Goroutines are managed and scheduled by the Go runtime.",
        concepts: [["runtime", "scheduler", "scheduled"]],
      },
      {
        point: "They start with a small stack that grows dynamically.",
        concepts: [["stack"], ["small", "grow", "grows", "growable", "kilobytes", "kb", "dynamically", "shrink"]],
      },
      {
        point: "Many goroutines are multiplexed onto a few OS threads.",
        concepts: [["multiplex", "multiplexes", "multiplexed", "m:n", "small number of os threads", "few os threads", "onto"]],
      },
      {
        point: "They are cheap enough to run in huge numbers.",
        concepts: [["cheap", "cheaper", "lightweight", "thousands", "millions", "inexpensive"]],
      },
    ],
  },
  {
    id: "go-2",
    topic: "Goroutines",
    difficulty: 42,
    question: "How does the Go scheduler map goroutines onto threads (the G, M, P model)?",
    answer:
      "The runtime has Gs (goroutines), Ms (OS threads) and Ps (logical processors that hold a local run queue); GOMAXPROCS sets the number of Ps and defaults to the available CPUs, and recent versions also respect container CPU limits. An M must hold a P to run Go code, each P schedules Gs from its local queue plus a global queue, and idle Ps steal work from busy ones. When a goroutine enters a blocking system call, its M gives up the P so another M can keep running that P's goroutines, while network I/O goes through the netpoller so waiting goroutines do not occupy threads at all. Goroutines can also be preempted asynchronously, so a tight loop cannot starve the others.",
    keyPoints: [
      {
        point: "P is a logical processor with a run queue that an OS thread must hold to run goroutines.",
        concepts: [["processor", "processors", "logical processor", "run queue"]],
      },
      {
        point: "GOMAXPROCS controls the number of Ps, defaulting to the CPU count.",
        concepts: [["gomaxprocs"]],
      },
      {
        point: "Idle Ps steal work from others.",
        concepts: [["steal", "steals", "stealing"]],
      },
      {
        point: "Blocking syscalls hand the P to another thread, and network I/O uses the netpoller.",
        concepts: [["syscall", "system call", "netpoller", "network poller"]],
      },
      {
        point: "Goroutines are preemptible, so tight loops cannot monopolize a thread.",
        concepts: [["preempt", "preempted", "preemption", "preemptive"]],
      },
    ],
  },
  {
    id: "go-3",
    topic: "Goroutines",
    difficulty: 76,
    question: "What is a goroutine leak, how does it typically happen, and how do you prevent and detect it?",
    answer:
      "A goroutine leak is a goroutine that never exits, usually because it is blocked forever on a channel send or receive that nobody will complete, on a lock, or in a loop without an exit condition; its stack and everything it references stay alive, so memory and goroutine counts grow over time. A classic case is a worker sending its result on an unbuffered channel after the caller has already returned on a timeout, so no one ever receives. Prevent leaks by giving every goroutine a clear way to stop: pass a context.Context and select on ctx.Done(), close channels to signal completion, size buffered channels for the results, and have the spawner wait with a WaitGroup or errgroup. Detect them with runtime.NumGoroutine metrics, pprof goroutine profiles, and tests using a leak checker such as goleak.",
    keyPoints: [
      {
        point: "A leaked goroutine is blocked forever and never exits.",
        concepts: [["forever", "never exits", "never exit", "never returns", "never finishes", "stuck", "blocked"]],
      },
      {
        point: "Leaked goroutines keep their memory alive, so usage grows over time.",
        concepts: [["memory", "resources"], ["grow", "grows", "alive", "retained", "accumulate"]],
      },
      {
        point: "Give goroutines an exit path, typically via context cancellation.",
        concepts: [["context", "context.context", "ctx", "ctx.done", "done", "cancel", "cancellation"]],
      },
      {
        point: "Closing channels, buffering and waiting with WaitGroup/errgroup help avoid leaks.",
        concepts: [["close", "buffered", "buffer", "waitgroup", "errgroup"]],
      },
      {
        point: "pprof goroutine profiles and goleak help detect leaks.",
        concepts: [["pprof", "goleak", "numgoroutine", "profile", "profiles"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Channels
  {
    id: "go-4",
    topic: "Channels",
    difficulty: 12,
    question: "What is the difference between a buffered and an unbuffered channel in Go?",
    answer:
      "An unbuffered channel has no capacity, so a send blocks until a receiver takes the value, and the two goroutines synchronize at that moment. A buffered channel has a capacity N: sends only block when the buffer is full and receives only block when it is empty, which decouples sender and receiver to a degree. Unbuffered channels give a stronger synchronization guarantee, while buffers are useful for absorbing bursts or limiting concurrency.",
    keyPoints: [
      {
        point: "On an unbuffered channel a send waits until a receiver is ready.",
        concepts: [["receiver", "receive", "receives"], ["block", "blocks", "wait", "waits", "until"]],
      },
      {
        point: "Unbuffered channels synchronize sender and receiver.",
        concepts: [["synchronize", "synchronization", "rendezvous", "handoff", "hand-off"]],
      },
      {
        point: "A buffered channel has a capacity and blocks senders only when full.",
        concepts: [["capacity", "size"], ["full"]],
      },
      {
        point: "Receivers on a buffered channel block only when it is empty.",
        concepts: [["empty"]],
      },
    ],
  },
  {
    id: "go-5",
    topic: "Channels",
    difficulty: 48,
    question: "What happens when you send to, receive from, or close a channel that is closed or nil?",
    answer:
      "Sending on a closed channel panics, and closing a channel that is already closed, or nil, panics too. Receiving from a closed channel never blocks: it first drains any buffered values, then immediately returns the zero value with the second ok result set to false, and a range loop over it ends. Sending to or receiving from a nil channel blocks forever, which is useful inside select to switch a case off. By convention only the sender closes a channel, and only to signal that no more values will come.",
    keyPoints: [
      {
        point: "Sending on or re-closing a closed channel panics.",
        concepts: [["panic", "panics"]],
      },
      {
        point: "Receiving from a closed channel returns the zero value with ok false after draining buffered values.",
        concepts: [["zero value", "zero"], ["ok", "false", "drain", "drains"]],
      },
      {
        point: "A range loop over a closed channel terminates.",
        concepts: [["range"]],
      },
      {
        point: "Operations on a nil channel block forever, which can disable select cases.",
        concepts: [["forever", "indefinitely", "deadlock"]],
      },
      {
        point: "Only the sender should close a channel.",
        concepts: [["sender", "producer", "sending side"]],
      },
    ],
  },
  {
    id: "go-6",
    topic: "Channels",
    difficulty: 80,
    question: "How does select work in Go, and how do you use it for timeouts and for turning cases on and off?",
    answer:
      "select waits on several channel operations and proceeds with one that is ready; if more than one is ready it picks among them pseudo-randomly, which prevents one case from starving the others, and with a default case it never blocks. Timeouts are handled by adding a case on ctx.Done() from a context with a deadline, or on a timer channel such as time.After; in long-running loops a reusable time.Timer or Ticker is preferable to creating a new timer each iteration. Setting a channel variable to nil disables its case, because operations on a nil channel are never ready, which is handy once an input channel has been closed. All channel and value expressions in the cases are evaluated once when select is entered.",
    keyPoints: [
      {
        point: "select waits on multiple channel operations and runs one that is ready.",
        concepts: [["ready", "whichever", "multiple", "several"]],
      },
      {
        point: "If several cases are ready, one is chosen at random.",
        concepts: [["random", "randomly", "pseudo-randomly", "pseudo-random", "uniform"]],
      },
      {
        point: "A default case makes select non-blocking.",
        concepts: [["default"], ["never blocks", "non-blocking", "without blocking", "immediately"]],
      },
      {
        point: "Timeouts use a ctx.Done() or timer channel case.",
        concepts: [["ctx.done", "context", "time.after", "timer", "deadline"]],
      },
      {
        point: "A nil channel disables its case.",
        concepts: [["nil"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Interfaces
  {
    id: "go-7",
    topic: "Interfaces",
    difficulty: 15,
    question: "How does a Go type come to satisfy an interface?",
    answer:
      "Implicitly: a type satisfies an interface simply by having all of its methods with matching signatures, and there is no implements keyword. This structural approach decouples packages, because consumers can define small interfaces such as io.Reader that describe only what they need, and existing types satisfy them automatically. The empty interface, any, is satisfied by every type.",
    keyPoints: [
      {
        point: "Satisfaction is implicit, with no implements declaration.",
        concepts: [["implicit", "implicitly", "automatically", "no implements", "no keyword", "without declaring", "no explicit"]],
      },
      {
        point: "A type needs all the interface's methods with matching signatures.",
        concepts: [["method", "methods"], ["all", "matching", "signature", "signatures"]],
      },
      {
        point: "Consumers can define small interfaces, which decouples packages.",
        concepts: [["decouple", "decouples", "decoupling", "consumer", "consumers", "small", "io.reader"]],
      },
      {
        point: "The empty interface any is satisfied by every type.",
        concepts: [["any", "empty interface", "every type"]],
      },
    ],
  },
  {
    id: "go-8",
    topic: "Interfaces",
    difficulty: 58,
    question: "Why can an error variable that holds a nil pointer compare as not equal to nil?",
    answer:
      "An interface value is a pair of a dynamic type and a value, and it equals nil only when both parts are nil. If you assign a typed nil pointer, such as a nil *MyError, to a variable of type error, the interface records the type *MyError with a nil value, so err != nil is true. This commonly happens when a function declares a concrete pointer error variable and returns it as error; when there is no error, return a literal nil instead.",
    keyPoints: [
      {
        point: "An interface value holds both a dynamic type and a value.",
        concepts: [["pair", "dynamic type", "two parts", "two words", "type descriptor", "itab"]],
      },
      {
        point: "It is nil only when both type and value are nil.",
        concepts: [["type and value", "type and the value", "nil type", "type is nil", "unset type"]],
      },
      {
        point: "A typed nil pointer stored in an interface makes the interface non-nil.",
        concepts: [["typed nil", "records the type", "type is set", "non-nil type", "type information"]],
      },
      {
        point: "Return a literal nil when there is no error.",
        concepts: [["literal nil", "literal", "untyped nil", "return nil", "explicitly"]],
      },
    ],
  },
  {
    id: "go-9",
    topic: "Interfaces",
    difficulty: 72,
    question: "What are method sets, and why can a value of type T sometimes fail to satisfy an interface that *T satisfies?",
    answer:
      "The method set of a type T contains only the methods declared with value receivers, while the method set of *T contains methods with both value and pointer receivers. A type implements an interface only if its method set contains all the interface's methods, so if any of them has a pointer receiver, only *T implements it and storing a T value in that interface does not compile. The reason is that a value stored in an interface is a copy that is not addressable, so the compiler cannot take its address to call a pointer method, and the call could not modify the original anyway. Calling p.M() on an addressable variable still works because the compiler inserts the & automatically, but that convenience does not apply to interface satisfaction.",
    keyPoints: [
      {
        point: "T's method set contains only value-receiver methods.",
        concepts: [["value receiver", "value receivers"]],
      },
      {
        point: "*T's method set includes both value- and pointer-receiver methods.",
        concepts: [["pointer receiver", "pointer receivers"]],
      },
      {
        point: "A value stored in an interface is not addressable, so pointer methods cannot be called on it.",
        concepts: [["addressable", "address", "addressability"]],
      },
      {
        point: "The interface holds a copy, so a pointer method could not modify the original.",
        concepts: [["copy", "copied"]],
      },
      {
        point: "For addressable variables the compiler inserts & automatically, but not for interface satisfaction.",
        concepts: [["automatically", "automatic", "implicitly", "inserts", "shorthand"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Error handling
  {
    id: "go-10",
    topic: "Error handling",
    difficulty: 18,
    question: "How does Go handle errors, and why doesn't it use exceptions for them?",
    answer:
      "Go treats errors as ordinary values: a function that can fail returns an error, a value implementing the error interface, as its last result, and the caller checks if err != nil and handles it or returns it, usually with added context. This keeps failure paths explicit and visible in the control flow instead of hidden non-local jumps. panic exists, but it is reserved for truly exceptional situations such as programmer bugs, not for ordinary errors.",
    keyPoints: [
      {
        point: "Errors are ordinary values returned as the last result.",
        concepts: [["value", "values"], ["return", "returns", "returned", "result"]],
      },
      {
        point: "Callers check err != nil and handle or propagate the error.",
        concepts: [["nil", "check", "checks"]],
      },
      {
        point: "Error handling is explicit in the control flow.",
        concepts: [["explicit", "visible", "control flow"]],
      },
      {
        point: "panic is reserved for truly exceptional bugs.",
        concepts: [["panic"]],
      },
    ],
  },
  {
    id: "go-11",
    topic: "Error handling",
    difficulty: 46,
    question: "How do error wrapping, errors.Is and errors.As work together in Go?",
    answer:
      "You wrap an error to add context while keeping the original, typically with fmt.Errorf and the %w verb or with a custom type that has an Unwrap method, which builds a chain of errors. errors.Is walks that chain and reports whether any error in it matches a target sentinel value such as io.EOF or fs.ErrNotExist. errors.As walks the chain looking for an error of a given type and, if found, assigns it to the target pointer, so you can read fields such as the path in a *fs.PathError. An error can also wrap several errors, through multiple %w verbs or errors.Join, turning the chain into a tree.",
    keyPoints: [
      {
        point: "Wrapping with %w or an Unwrap method preserves the original error in a chain.",
        concepts: [["errorf", "fmt.errorf", "unwrap", "%w verb"], ["chain", "original", "underlying"]],
      },
      {
        point: "errors.Is checks the chain for a matching sentinel value.",
        concepts: [["sentinel", "io.eof", "errnotexist", "matches"]],
      },
      {
        point: "errors.As finds an error of a specific type and assigns it to a target.",
        concepts: [["type"], ["assign", "assigns", "target", "pointer", "fields"]],
      },
      {
        point: "errors.Join or multiple %w can wrap several errors.",
        concepts: [["join", "errors.join", "several errors", "multiple", "tree"]],
      },
    ],
  },
  {
    id: "go-12",
    topic: "Error handling",
    difficulty: 82,
    question: "When should a Go package expose sentinel errors, custom error types, or opaque errors, and what are the trade-offs?",
    answer:
      "Sentinel errors, exported variables like sql.ErrNoRows, are easy for callers to test with errors.Is, but they carry no dynamic details unless wrapped, and they become part of your public API. Custom error types, such as a *ValidationError with fields, let callers extract structured details with errors.As when they need to act on that data, but they are also public API that you must keep stable. Opaque errors, returned without promising their identity or exposed only through small behavior interfaces such as a Timeout() bool method, minimize coupling and let you change the implementation freely. The same judgment applies to wrapping: %w makes the underlying error part of your contract, while %v adds context but hides it from errors.Is and errors.As.",
    keyPoints: [
      {
        point: "Sentinel errors are simple to compare but carry no dynamic details.",
        concepts: [["no dynamic", "no details", "no extra", "fixed", "static", "without details"]],
      },
      {
        point: "Custom error types carry structured fields callers can extract.",
        concepts: [["field", "fields", "structured", "struct"]],
      },
      {
        point: "Both sentinels and exported types become part of the public API and create coupling.",
        concepts: [["api", "coupling", "coupled", "contract", "stable", "compatibility"]],
      },
      {
        point: "Opaque errors or behavior interfaces minimize coupling.",
        concepts: [["behavior", "behaviour", "timeout", "change the implementation", "implementation freely"]],
      },
      {
        point: "Wrapping with %w makes the underlying error part of the contract, while %v hides it.",
        concepts: [["wrap", "wrapping", "wrapped"], ["hide", "hides", "hidden", "contract"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Slices
  {
    id: "go-13",
    topic: "Slices",
    difficulty: 22,
    question: "What is the difference between an array and a slice in Go?",
    answer:
      "An array has a fixed length that is part of its type, so [4]int and [5]int are different types, and arrays are values: assigning or passing one copies all its elements. A slice is a small descriptor holding a pointer to an underlying array, a length and a capacity; it can grow with append, and copying a slice copies only that header, so both copies share the same elements. Slices are what Go code uses almost everywhere.",
    keyPoints: [
      {
        point: "An array's length is fixed and part of its type.",
        concepts: [["fixed"], ["length", "size"]],
      },
      {
        point: "Arrays are values, so assignment copies all elements.",
        concepts: [["copy", "copies", "copied"]],
      },
      {
        point: "A slice is a header with a pointer, length and capacity.",
        concepts: [["pointer", "header", "descriptor"], ["capacity", "cap"]],
      },
      {
        point: "Slices share an underlying array.",
        concepts: [["underlying", "backing", "share", "shared"]],
      },
      {
        point: "Slices can grow with append.",
        concepts: [["append", "grow", "grows", "dynamic"]],
      },
    ],
  },
  {
    id: "go-14",
    topic: "Slices",
    difficulty: 52,
    question: "How does append work, and why can two slices unexpectedly share data?",
    answer:
      "If the slice has spare capacity, append writes into the existing underlying array and returns a slice with a longer length that still shares that array; if capacity is exhausted, it allocates a larger array, copies the elements and returns a slice pointing to the new array. So after b := a[:2], appending to b can overwrite a[2], and whether two slices still alias after an append depends on their capacity. To avoid surprises, copy explicitly with slices.Clone or copy, or use a full slice expression such as a[:2:2] to cap the capacity so append must reallocate. Always assign the result of append back, because the returned slice may point to a different array.",
    keyPoints: [
      {
        point: "With spare capacity, append writes into the same backing array.",
        concepts: [["capacity", "cap"], ["spare", "enough", "room", "existing", "underlying array", "in place"]],
      },
      {
        point: "When capacity runs out, append allocates a larger array and copies elements.",
        concepts: [["allocate", "allocates", "reallocate", "larger", "new array"]],
      },
      {
        point: "Appending to one slice can overwrite data seen through another.",
        concepts: [["overwrite", "overwrites", "alias", "aliasing", "clobber"]],
      },
      {
        point: "Clone or a full slice expression prevents unwanted sharing.",
        concepts: [["full slice expression", "three-index", "slices.clone", "clone", "copy"]],
      },
      {
        point: "The result of append must be assigned back.",
        concepts: [["assign", "assigned", "reassign", "result"]],
      },
    ],
  },
  {
    id: "go-15",
    topic: "Slices",
    difficulty: 70,
    question: "Why can keeping a small sub-slice of a large slice cause a memory leak, and how do you avoid it?",
    answer:
      "A sub-slice points into the same backing array as the original, and the garbage collector can only free whole allocations, so holding even a few bytes, such as a short header sliced from a 100 MB file buffer, keeps the entire array alive. Slices of pointers have a related problem: elements beyond the length but within the capacity still reference objects, which therefore cannot be collected. The fix is to copy the part you need into a new slice with slices.Clone, bytes.Clone or copy, and to nil out or clear pointer elements you remove; slices.Delete now zeroes the vacated tail elements for this reason.",
    keyPoints: [
      {
        point: "A sub-slice shares the original backing array.",
        concepts: [["backing", "underlying", "shares the array", "original array"]],
      },
      {
        point: "The whole array stays alive as long as any part is referenced.",
        concepts: [["entire", "whole", "full"], ["alive", "retained", "kept", "reachable"]],
      },
      {
        point: "Pointer elements beyond the length can keep objects alive.",
        concepts: [["beyond the length", "beyond", "within the capacity", "capacity"]],
      },
      {
        point: "Copy the needed data into a new slice.",
        concepts: [["copy", "clone", "slices.clone", "bytes.clone"]],
      },
      {
        point: "Nil out or zero removed pointer elements.",
        concepts: [["nil out", "nil", "clear", "zero", "zeroes"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Memory
  {
    id: "go-16",
    topic: "Memory",
    difficulty: 25,
    question: "How does Go manage memory, and do you ever need to free objects yourself?",
    answer:
      "You do not free memory in Go, because it is garbage collected. The compiler decides whether each value can live on the goroutine's stack or must go on the heap, a process called escape analysis, and the runtime's garbage collector automatically reclaims heap objects that are no longer reachable. It is therefore safe to return a pointer to a local variable: the compiler simply moves that variable to the heap.",
    keyPoints: [
      {
        point: "Go uses automatic garbage collection.",
        concepts: [["garbage collected", "garbage collector", "garbage collection", "gc", "automatically"]],
      },
      {
        point: "The compiler decides between stack and heap allocation.",
        concepts: [["stack"], ["heap"]],
      },
      {
        point: "This decision is made by escape analysis.",
        concepts: [["escape", "escape analysis"]],
      },
      {
        point: "Returning a pointer to a local variable is safe.",
        concepts: [["pointer", "address"], ["local", "safe"]],
      },
    ],
  },
  {
    id: "go-17",
    topic: "Memory",
    difficulty: 60,
    question: "What is escape analysis in Go, and why does it matter for performance?",
    answer:
      "Escape analysis is the compiler pass that decides whether a value can stay on the stack or must be allocated on the heap because it may outlive the function, for example when its address is returned or stored in a global or heap object, when it is captured by an escaping closure, when it is converted to an interface the compiler cannot see through, or when its size is not known at compile time. Stack allocation is almost free and reclaimed automatically when the function returns, while heap allocations cost allocator time and add work for the garbage collector. You can inspect the decisions with go build -gcflags=-m and reduce allocations by avoiding needless pointers, preallocating slices and reusing buffers, for example with sync.Pool.",
    keyPoints: [
      {
        point: "It decides whether values live on the stack or the heap.",
        concepts: [["stack"], ["heap"]],
      },
      {
        point: "Values escape when they may outlive the function, e.g. returned addresses or closures.",
        concepts: [["outlive", "address", "returned", "closure", "global", "interface"]],
      },
      {
        point: "Heap allocations add allocator and GC cost, while stack allocation is nearly free.",
        concepts: [["garbage collector", "gc", "cost", "free", "cheap", "expensive"]],
      },
      {
        point: "-gcflags=-m shows the compiler's escape decisions.",
        concepts: [["gcflags"]],
      },
      {
        point: "Preallocating and reusing buffers reduces allocations.",
        concepts: [["preallocating", "preallocate", "reuse", "reusing", "sync.pool"]],
      },
    ],
  },
  {
    id: "go-18",
    topic: "Memory",
    difficulty: 86,
    question: "How does Go's garbage collector work, and which settings can you use to tune it?",
    answer:
      "Go uses a concurrent, non-generational and non-moving tri-color mark-and-sweep collector: it marks reachable objects while the program keeps running, relying on a write barrier to keep marking correct, with only brief stop-the-world phases, and then sweeps unmarked memory lazily. Collections are paced by GOGC, default 100, which starts a new cycle when the heap has grown by that percentage over the live heap left after the previous collection. GOMEMLIMIT sets a soft limit on total memory, making the GC run more often as usage approaches it, which is useful in containers and is sometimes combined with GOGC=off. Goroutines that allocate heavily during marking are drafted into mark assists, which can add latency.",
    keyPoints: [
      {
        point: "It is a concurrent tri-color mark-and-sweep collector.",
        concepts: [["mark", "marks", "marking"], ["sweep", "sweeps", "concurrent", "tri-color", "tricolor"]],
      },
      {
        point: "It is non-generational and does not move objects.",
        concepts: [["non-generational", "not generational", "non-moving", "does not move", "doesn't move", "non-compacting"]],
      },
      {
        point: "A write barrier keeps concurrent marking correct, and pauses are brief.",
        concepts: [["write barrier", "barrier", "stop-the-world", "brief"]],
      },
      {
        point: "GOGC sets heap growth before the next cycle.",
        concepts: [["gogc"]],
      },
      {
        point: "GOMEMLIMIT sets a soft memory limit.",
        concepts: [["gomemlimit", "soft limit", "memory limit"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Context
  {
    id: "go-19",
    topic: "Context",
    difficulty: 28,
    question: "What is context.Context used for in Go?",
    answer:
      "A context carries cancellation signals, deadlines or timeouts, and request-scoped values across API boundaries and between goroutines. A function that receives a ctx should stop its work and return when ctx.Done() is closed, and ctx.Err() tells it why. By convention a context is passed explicitly as the first parameter, named ctx, for example from an HTTP handler down to database calls.",
    keyPoints: [
      {
        point: "It carries cancellation signals.",
        concepts: [["cancel", "cancellation", "cancelled", "canceled"]],
      },
      {
        point: "It carries deadlines and timeouts.",
        concepts: [["deadline", "deadlines", "timeout", "timeouts"]],
      },
      {
        point: "It can carry request-scoped values.",
        concepts: [["request-scoped", "request scoped", "values", "metadata"]],
      },
      {
        point: "Work should stop when the Done channel is closed.",
        concepts: [["done", "ctx.done"]],
      },
      {
        point: "It is passed explicitly as the first parameter.",
        concepts: [["first"], ["parameter", "argument"]],
      },
    ],
  },
  {
    id: "go-20",
    topic: "Context",
    difficulty: 38,
    question: "Why must you call the cancel function returned by context.WithCancel or WithTimeout, and how does cancellation propagate?",
    answer:
      "Contexts form a tree: cancelling a parent cancels all contexts derived from it, but cancelling a child never affects its parent. Creating a derived context registers it with its parent and may start a timer, so if you never call cancel those resources stay around until the parent is cancelled or the timer fires, which leaks them; the idiom is defer cancel() right after creation, and go vet warns when the cancel function is dropped. Cancellation works by closing the Done channel, which every goroutine waiting on it observes at once, and afterwards ctx.Err() returns context.Canceled or context.DeadlineExceeded.",
    keyPoints: [
      {
        point: "Contexts form a tree where a parent's cancellation reaches all derived children.",
        concepts: [["tree", "derived", "children", "child"]],
      },
      {
        point: "Cancelling a child does not affect its parent.",
        concepts: [["never affects its parent", "not the parent", "does not affect the parent", "doesn't affect the parent", "only downward", "downward", "not upward"]],
      },
      {
        point: "Not calling cancel leaks the child's resources or timer.",
        concepts: [["leak", "leaks", "resources", "timer"]],
      },
      {
        point: "The idiom is to defer cancel() immediately.",
        concepts: [["defer"]],
      },
      {
        point: "Cancellation closes the Done channel, which all waiters observe.",
        concepts: [["closing", "closes", "closed", "broadcast"]],
      },
    ],
  },
  {
    id: "go-21",
    topic: "Context",
    difficulty: 66,
    question: "What belongs in context values, and what are the pitfalls of using them?",
    answer:
      "Context values are meant for request-scoped data that crosses API and process boundaries, such as trace IDs, request IDs or the authenticated principal, not for optional parameters or dependencies like loggers and database handles, which would hide a function's real inputs. Keys should be unexported custom types, for example type ctxKey struct{}, so packages cannot collide, and are best accessed through typed helper functions. Lookups walk the chain of parent contexts linearly, so contexts are not a general-purpose map, and stored values should be immutable and safe for concurrent use. Contexts themselves should be passed explicitly rather than stored in struct fields.",
    keyPoints: [
      {
        point: "Values are for request-scoped data like trace or request IDs.",
        concepts: [["trace", "tracing", "request id", "request ids", "principal", "auth"]],
      },
      {
        point: "They should not carry optional parameters or dependencies.",
        concepts: [["parameters", "parameter", "dependencies", "dependency", "logger", "loggers", "database"]],
      },
      {
        point: "Keys should be unexported custom types to avoid collisions.",
        concepts: [["unexported", "custom type", "collide", "collision", "collisions"]],
      },
      {
        point: "Lookups walk the parent chain linearly.",
        concepts: [["linear", "linearly", "walk", "chain"]],
      },
      {
        point: "Contexts should be passed explicitly, not stored in structs.",
        concepts: [["struct", "structs", "struct fields"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Generics
  {
    id: "go-22",
    topic: "Generics",
    difficulty: 32,
    question: "What problem do generics solve in Go, and how are they expressed?",
    answer:
      "Generics let you write functions and types that work with many types while staying type-safe, for example a Map function over []T or a Set[T comparable]. Without them you had to duplicate code for each type, fall back to interface{} (any) with runtime type assertions, or use code generation. They are expressed with type parameters in square brackets, each restricted by a constraint, which is an interface such as comparable or cmp.Ordered that states which operations the type must support.",
    keyPoints: [
      {
        point: "Functions and types take type parameters.",
        concepts: [["type parameter", "type parameters", "square brackets"]],
      },
      {
        point: "Generic code stays type-safe at compile time.",
        concepts: [["type-safe", "type safe", "type safety", "compile time", "compile-time"]],
      },
      {
        point: "They replace duplication, any with type assertions, or code generation.",
        concepts: [["duplicate", "duplication", "assertion", "assertions", "code generation", "interface{}"]],
      },
      {
        point: "Type parameters are restricted by constraints.",
        concepts: [["constraint", "constraints", "comparable", "cmp.ordered"]],
      },
    ],
  },
  {
    id: "go-23",
    topic: "Generics",
    difficulty: 62,
    question: "What are type constraints in Go generics, and what does the tilde (~) in a constraint mean?",
    answer:
      "A constraint is an interface that restricts a type parameter; besides methods it can list a union of types such as int | float64, and the type parameter then supports the operators shared by all those types. The tilde form ~int means any type whose underlying type is int, so it also accepts a named type like type UserID int, whereas plain int accepts only int itself. Interfaces containing type unions or ~ terms can only be used as constraints, not as ordinary variable types. The predeclared comparable allows == and !=, and cmp.Ordered allows ordering operators such as <.",
    keyPoints: [
      {
        point: "A constraint is an interface that can list a union of allowed types.",
        concepts: [["union", "type set", "list of types", "int | float64"]],
      },
      {
        point: "The allowed operators are those supported by all types in the set.",
        concepts: [["operator", "operators"]],
      },
      {
        point: "~T matches any type whose underlying type is T.",
        concepts: [["underlying"]],
      },
      {
        point: "That includes named types defined on T.",
        concepts: [["named", "defined", "userid", "custom"]],
      },
      {
        point: "Interfaces with type unions can only be used as constraints.",
        concepts: [["not", "cannot", "can't", "solely", "exclusively"], ["variable", "variables", "ordinary", "regular"]],
      },
    ],
  },
  {
    id: "go-24",
    topic: "Generics",
    difficulty: 88,
    question: "How does the Go compiler implement generics, and what performance implications follow?",
    answer:
      "Go does not fully monomorphize generic code: it generates one instantiation per GC shape, meaning types with the same underlying memory layout share code, and notably all pointer types share a single shape. The shared code receives a hidden dictionary with type information, such as type descriptors and method addresses, for the concrete type arguments. This keeps binaries and compile times smaller, but method calls on type parameters, especially when T is a pointer or interface type, go through that indirection and are harder to inline or devirtualize, so generic code can be slower than hand-specialized code or even than plain interfaces. Generics over value types like int or float64 usually get their own shapes and perform well, so benchmark hot paths rather than assuming.",
    keyPoints: [
      {
        point: "Code is instantiated per GC shape, i.e. per memory layout.",
        concepts: [["shape", "gc shape", "memory layout", "layout"]],
      },
      {
        point: "Shared code receives a runtime dictionary of type information.",
        concepts: [["dictionary", "dictionaries"]],
      },
      {
        point: "It is not full monomorphization; all pointer types share one shape.",
        concepts: [["monomorphize", "monomorphization", "pointer types", "pointers"]],
      },
      {
        point: "Dictionary indirection can block inlining and make generic code slower.",
        concepts: [["indirection", "inline", "inlining", "devirtualize", "slower", "overhead"]],
      },
      {
        point: "Value-type instantiations usually perform well; benchmark hot paths.",
        concepts: [["benchmark", "measure", "value types", "profile"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Defer and panic
  {
    id: "go-25",
    topic: "Defer and panic",
    difficulty: 5,
    question: "What does defer do in Go, and what is it commonly used for?",
    answer:
      "defer schedules a function call to run when the surrounding function returns, whether it returns normally or because of a panic. Deferred calls run in last-in, first-out order, and their arguments are evaluated immediately when the defer statement executes, not when the call finally runs. It is mostly used for cleanup right after acquiring a resource, such as closing a file, unlocking a mutex or calling a context's cancel function.",
    keyPoints: [
      {
        point: "The deferred call runs when the surrounding function returns.",
        concepts: [["surrounding", "enclosing", "function"], ["return", "returns", "exit", "exits", "end", "finishes"]],
      },
      {
        point: "Deferred calls execute in LIFO order.",
        concepts: [["lifo", "last-in", "last in", "reverse", "stack"]],
      },
      {
        point: "Arguments are evaluated when the defer statement runs.",
        concepts: [["argument", "arguments"], ["immediately", "evaluated", "at the time"]],
      },
      {
        point: "It is used for cleanup such as closing files or unlocking mutexes.",
        concepts: [["close", "closing", "unlock", "unlocking", "cleanup", "clean up", "release"]],
      },
      {
        point: "Deferred calls still run during a panic.",
        concepts: [["panic", "panics"]],
      },
    ],
  },
  {
    id: "go-26",
    topic: "Defer and panic",
    difficulty: 64,
    question: "How do panic and recover work, and when is it appropriate to use them?",
    answer:
      "panic stops normal execution of the current goroutine and unwinds its stack, running deferred functions along the way; if nothing recovers, the whole program crashes with a stack trace. recover stops the panic and returns the panic value, but only when it is called directly inside a deferred function of the panicking goroutine; anywhere else it returns nil. Panics are for unrecoverable situations and programmer errors such as violated invariants or out-of-range indexes, while expected failures should be returned as error values. recover is typically used at boundaries, for example HTTP server middleware that turns a panic in one request into a 500 response instead of crashing the whole server.",
    keyPoints: [
      {
        point: "panic unwinds the goroutine's stack, running deferred functions.",
        concepts: [["unwind", "unwinds", "unwinding"]],
      },
      {
        point: "An unrecovered panic crashes the whole program.",
        concepts: [["crash", "crashes", "terminate", "terminates", "exits"]],
      },
      {
        point: "recover only works when called directly in a deferred function of the panicking goroutine.",
        concepts: [["deferred function", "deferred call", "inside a defer", "in a defer"]],
      },
      {
        point: "Panics are for bugs and broken invariants; expected failures are returned as errors.",
        concepts: [["programmer error", "programmer errors", "bug", "bugs", "invariant", "invariants", "unrecoverable"]],
      },
      {
        point: "recover is used at boundaries such as server middleware.",
        concepts: [["boundary", "boundaries", "middleware", "server", "handler"]],
      },
    ],
  },
  {
    id: "go-27",
    topic: "Defer and panic",
    difficulty: 94,
    question: "What subtle behaviors of defer matter when combined with named results, loops and goroutines?",
    answer:
      "Deferred functions run after a return statement has set the result values but before control goes back to the caller, so with named results a deferred closure can read and change them, which is the idiom for annotating an error or converting a recovered panic into an error. defer runs at function exit, not at the end of a loop iteration or block, so deferring file.Close() inside a loop over many files keeps all of them open until the function returns; move the loop body into its own function or close explicitly. A deferred recover only catches panics in its own goroutine, so each goroutine you start must recover for itself, or a panic there crashes the whole process. Finally, defer evaluates its arguments at the defer statement, so defer fmt.Println(x) prints the value at that moment, whereas a deferred closure sees later changes to x.",
    keyPoints: [
      {
        point: "With named results, deferred closures can modify the returned values.",
        concepts: [["result values", "result value", "return value", "return values", "returned values", "err variable"], ["modify", "change", "overwrite", "alter", "annotate", "annotating"]],
      },
      {
        point: "Defers in a loop pile up until the function exits, keeping resources open.",
        concepts: [["function exit", "function returns", "until the function", "end of the function", "all of them open", "pile up", "accumulate"]],
      },
      {
        point: "recover only works within the same goroutine, so each goroutine needs its own.",
        concepts: [["own goroutine", "its own", "for itself", "per goroutine", "every goroutine"]],
      },
      {
        point: "Arguments are evaluated at the defer statement, unlike values captured by a closure.",
        concepts: [["evaluates", "evaluated", "evaluation"], ["closure", "that moment", "defer statement", "immediately"]],
      },
    ],
  },
];
