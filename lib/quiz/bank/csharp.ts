import type { BankQuestion } from "./types";

export const skill = "C#";
export const questions: BankQuestion[] = [
  // ---------------------------------------------------------------- Value types
  {
    id: "csharp-1",
    topic: "Value types",
    difficulty: 8,
    question: "What is the difference between value types and reference types in C#?",
    answer:
      "Value types, such as structs, enums and primitives like int, bool and decimal, hold their data directly, so assigning one or passing it by value copies the whole value. Reference types, such as classes, arrays, strings, delegates and record classes, are objects on the managed heap accessed through a reference, so assignment copies only the reference and both variables point to the same object. Value types cannot be null unless wrapped as Nullable<T> (int?), and they are stored inline, for example on the stack for locals or inside their containing object.",
    keyPoints: [
      {
        point: "Assigning a value type copies the data itself.",
        concepts: [["copy", "copies", "copied"]],
      },
      {
        point: "Assigning a reference type copies the reference, so both variables point to the same object.",
        concepts: [["point to the same", "points to the same", "alias", "aliases", "shared", "share", "same underlying"]],
      },
      {
        point: "Structs, enums and primitives are value types; classes, arrays and strings are reference types.",
        concepts: [["struct", "structs", "int", "enum", "enums"], ["class", "classes", "string", "strings", "arrays"]],
      },
      {
        point: "Reference-type objects live on the managed heap, value types are stored inline.",
        concepts: [["heap", "stack", "inline"]],
      },
      {
        point: "Value types cannot be null unless made nullable.",
        concepts: [["null", "nullable", "int?"]],
      },
    ],
  },
  {
    id: "csharp-2",
    topic: "Value types",
    difficulty: 44,
    question: "What is boxing in C#, and why can it hurt performance?",
    answer:
      "Boxing converts a value type to object or to an interface type by allocating an object on the heap and copying the value into it; unboxing casts it back and copies the value out after a type check. Each box is a heap allocation that adds garbage-collection pressure and indirection, and because the box holds a copy, changing it does not affect the original value. Boxing happens implicitly, for example when storing ints in a non-generic ArrayList, passing a struct where object is expected, or assigning a struct to an interface-typed variable. Generics such as List<int>, or constrained type parameters, avoid it.",
    keyPoints: [
      {
        point: "Boxing allocates a heap object and copies the value into it.",
        concepts: [["heap"], ["allocate", "allocates", "allocating", "allocation", "copy", "copying"]],
      },
      {
        point: "Unboxing copies the value back out with a type check.",
        concepts: [["unboxing", "unbox", "unboxed"]],
      },
      {
        point: "Each box adds allocation cost and GC pressure.",
        concepts: [["gc", "garbage", "garbage-collection", "pressure"]],
      },
      {
        point: "It happens implicitly, e.g. with object parameters, non-generic collections or interface variables.",
        concepts: [["implicitly", "implicit", "arraylist", "non-generic", "interface-typed"]],
      },
      {
        point: "Generics avoid boxing.",
        concepts: [["generic", "generics", "list<int>"]],
      },
    ],
  },
  {
    id: "csharp-3",
    topic: "Value types",
    difficulty: 74,
    question: "What are the pitfalls of mutable structs, and how do readonly structs, in parameters and ref structs help?",
    answer:
      "Structs are copied on assignment, when passed by value, when returned from a property, and when a method is called on a readonly field, so mutating a struct often changes a temporary copy instead of the original, and the bug is silent. Declaring a readonly struct makes every field readonly, guarantees immutability and lets the compiler skip the defensive copies it otherwise makes for readonly fields and in parameters. An in parameter passes a large struct by readonly reference, avoiding the copy while preventing the callee from modifying it. A ref struct, like Span<T>, is restricted to the stack: it cannot be boxed or stored in a field of a class or an ordinary struct, which makes it safe for it to refer to stack memory.",
    keyPoints: [
      {
        point: "Copy semantics mean mutations often hit a temporary copy rather than the original.",
        concepts: [["temporary", "copy", "copies"], ["original", "silent", "instead"]],
      },
      {
        point: "A readonly struct is immutable and avoids hidden defensive copies.",
        concepts: [["immutable", "immutability", "defensive"]],
      },
      {
        point: "in parameters pass large structs by readonly reference without copying.",
        concepts: [["by reference", "readonly reference", "avoiding the copy", "without copying", "avoid copying"]],
      },
      {
        point: "ref structs such as Span<T> are restricted to the stack.",
        concepts: [["stack", "stack-only"]],
      },
      {
        point: "ref structs cannot be boxed or stored in heap objects.",
        concepts: [["boxed", "box", "boxing", "field", "fields", "heap"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Async/await
  {
    id: "csharp-4",
    topic: "Async/await",
    difficulty: 12,
    question: "What do async and await do in C#, and why are they useful?",
    answer:
      "async and await let you write asynchronous code that reads like sequential code. An async method returns a Task, Task<T> or ValueTask; when it awaits an operation that has not completed, it returns to its caller, and the rest of the method runs later as a continuation once the operation finishes. While waiting on I/O no thread is blocked, so threads are freed for other work, which improves scalability in ASP.NET Core and keeps UI applications responsive.",
    keyPoints: [
      {
        point: "Async methods return Task, Task<T> or ValueTask.",
        concepts: [["task", "valuetask"]],
      },
      {
        point: "The rest of the method resumes as a continuation after the awaited operation completes.",
        concepts: [["continuation", "resume", "resumes", "callback", "rest of the method"]],
      },
      {
        point: "No thread is blocked while waiting for I/O.",
        concepts: [["blocked", "block", "blocking", "freed", "free", "release"], ["thread", "threads"]],
      },
      {
        point: "This improves server scalability and UI responsiveness.",
        concepts: [["scalability", "scalable", "scale", "responsive", "responsiveness", "throughput"]],
      },
    ],
  },
  {
    id: "csharp-5",
    topic: "Async/await",
    difficulty: 50,
    question: "Why is blocking on a Task with .Result or .Wait() problematic?",
    answer:
      "Blocking ties up a thread while it waits, which defeats the purpose of async and under load causes thread-pool starvation. Where a single-threaded SynchronizationContext exists, as in WinForms, WPF or classic ASP.NET, it can deadlock: the blocked thread is exactly the one the awaited continuation needs to resume on. Exceptions also arrive wrapped in an AggregateException instead of being thrown directly. The fix is to be async all the way and await the task, and library code can use ConfigureAwait(false) so it does not capture the caller's context.",
    keyPoints: [
      {
        point: "Blocking wastes threads and can cause thread-pool starvation.",
        concepts: [["starvation", "starve", "exhaust", "exhausted", "thread-pool", "thread pool"]],
      },
      {
        point: "With a single-threaded synchronization context it can deadlock.",
        concepts: [["deadlock", "deadlocks"], ["synchronizationcontext", "synchronization context", "ui thread", "context"]],
      },
      {
        point: "Exceptions are wrapped in AggregateException.",
        concepts: [["aggregateexception", "aggregate exception", "wrapped"]],
      },
      {
        point: "Use async all the way and await instead.",
        concepts: [["all the way", "await the task", "await it", "await"]],
      },
      {
        point: "Library code can use ConfigureAwait(false) to avoid capturing the context.",
        concepts: [["configureawait"]],
      },
    ],
  },
  {
    id: "csharp-6",
    topic: "Async/await",
    difficulty: 84,
    question: "What is the difference between Task and ValueTask, and what rules must you follow to use ValueTask safely?",
    answer:
      "Task is a class, so an async method that completes asynchronously allocates one, and many synchronous completions do too unless a cached task can be reused. ValueTask<T> is a struct that can wrap a result directly, so a method that usually completes synchronously, such as a cache hit, allocates nothing, and it can also wrap a Task or an IValueTaskSource whose backing object is pooled and reused. Because that source may be reused, a ValueTask must be consumed exactly once: do not await it twice, await it concurrently, or read .Result before it has completed; call .AsTask() if you need any of that. Use ValueTask for hot paths that mostly complete synchronously, and keep Task as the simpler default elsewhere.",
    keyPoints: [
      {
        point: "Task is a class, so it usually involves a heap allocation.",
        concepts: [["allocate", "allocates", "allocation", "heap"]],
      },
      {
        point: "ValueTask is a struct that avoids allocation on synchronous completion.",
        concepts: [["struct"], ["synchronously", "synchronous", "cache hit", "allocates nothing"]],
      },
      {
        point: "ValueTask can be backed by a pooled IValueTaskSource.",
        concepts: [["ivaluetasksource", "pooled", "pool", "reused", "reuse"]],
      },
      {
        point: "A ValueTask must be awaited only once.",
        concepts: [["exactly once", "once", "twice", "more than once", "concurrently"]],
      },
      {
        point: "AsTask() converts it when multiple consumption is needed.",
        concepts: [["astask"]],
      },
    ],
  },
  // ---------------------------------------------------------------- LINQ
  {
    id: "csharp-7",
    topic: "LINQ",
    difficulty: 15,
    question: "What is LINQ in C#?",
    answer:
      "LINQ, Language Integrated Query, is a set of query operators such as Where, Select, OrderBy, GroupBy and Join that let you filter, project and aggregate data declaratively in C#. It is implemented as extension methods on IEnumerable<T> for in-memory collections and on IQueryable<T> for providers such as Entity Framework Core, which translate queries into SQL. The query syntax (from x in items where ... select ...) compiles into the same method calls.",
    keyPoints: [
      {
        point: "LINQ provides declarative query operators like Where and Select.",
        concepts: [["where", "select", "orderby", "groupby", "declaratively", "declarative", "filter"]],
      },
      {
        point: "It is implemented as extension methods.",
        concepts: [["extension method", "extension methods"]],
      },
      {
        point: "It works over IEnumerable<T> in memory and IQueryable<T> for providers.",
        concepts: [["ienumerable", "iqueryable"]],
      },
      {
        point: "Providers like Entity Framework translate queries into SQL.",
        concepts: [["sql", "entity framework", "database"]],
      },
      {
        point: "Query syntax compiles into method calls.",
        concepts: [["query syntax", "method calls", "method syntax"]],
      },
    ],
  },
  {
    id: "csharp-8",
    topic: "LINQ",
    difficulty: 56,
    question: "What is deferred execution in LINQ, and what pitfalls does it cause?",
    answer:
      "Most LINQ operators do not run when called; they return a query object that executes only when it is enumerated, for example by foreach, ToList, Count or First. The query therefore sees the source as it is at enumeration time, not when it was defined, and enumerating it twice re-runs the whole pipeline, possibly repeating expensive work or database round trips. Exceptions also surface at enumeration, far from where the query was written. Materialize the results with ToList or ToArray when you need a snapshot or will iterate more than once.",
    keyPoints: [
      {
        point: "Queries execute only when enumerated.",
        concepts: [["enumerated", "enumeration", "enumerate", "iterate", "iterated", "foreach"]],
      },
      {
        point: "The query sees the source's state at enumeration time.",
        concepts: [["enumeration time", "current", "latest", "at the time", "when it is enumerated", "as it is"]],
      },
      {
        point: "Multiple enumeration re-executes the query.",
        concepts: [["twice", "again", "re-runs", "rerun", "re-execute", "more than once", "repeating"]],
      },
      {
        point: "Exceptions surface at enumeration, away from the definition.",
        concepts: [["exception", "exceptions", "error", "errors"]],
      },
      {
        point: "ToList or ToArray materialize a snapshot.",
        concepts: [["tolist", "toarray", "materialize", "snapshot"]],
      },
    ],
  },
  {
    id: "csharp-9",
    topic: "LINQ",
    difficulty: 78,
    question: "What is the difference between IEnumerable<T> and IQueryable<T> in LINQ, and why does it matter with Entity Framework Core?",
    answer:
      "LINQ operators on IEnumerable<T> take delegates such as Func<T, bool> and run in memory inside your process. Operators on IQueryable<T> take expression trees, Expression<Func<T, bool>>, which a provider like EF Core inspects and translates into SQL executed by the database. If a query switches to IEnumerable too early, for example through AsEnumerable(), ToList() or a helper that accepts a Func instead of an Expression, all later filtering happens client-side after every row has been fetched, which can be a serious performance problem. Conversely, IQueryable only accepts what the provider can translate, and EF Core throws for untranslatable expressions instead of silently evaluating them on the client, except in the final projection.",
    keyPoints: [
      {
        point: "IEnumerable operators take delegates and run in memory.",
        concepts: [["delegate", "delegates", "func<t"], ["memory", "in-memory", "client-side", "process"]],
      },
      {
        point: "IQueryable operators take expression trees.",
        concepts: [["expression tree", "expression trees"]],
      },
      {
        point: "The provider translates expression trees into SQL.",
        concepts: [["sql", "translate", "translates", "translated"]],
      },
      {
        point: "Switching to IEnumerable too early fetches all rows and filters client-side.",
        concepts: [["every row", "fetched", "fetch", "client-side", "entire table"]],
      },
      {
        point: "EF Core throws for expressions it cannot translate.",
        concepts: [["throw", "throws", "exception", "untranslatable"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Memory management
  {
    id: "csharp-10",
    topic: "Memory management",
    difficulty: 20,
    question: "What is the purpose of IDisposable and the using statement in C#?",
    answer:
      "IDisposable exposes a Dispose() method for releasing resources that the garbage collector does not manage promptly, such as file handles, sockets, database connections or unmanaged memory. A using statement or using declaration calls Dispose automatically when the scope ends, even if an exception is thrown, just like a try/finally block. The GC only reclaims memory, and at an unpredictable time, so it cannot be relied on to release these resources in a timely way.",
    keyPoints: [
      {
        point: "Dispose releases unmanaged or external resources like files and connections.",
        concepts: [["unmanaged", "file", "handles", "handle", "connection", "connections", "socket", "sockets"]],
      },
      {
        point: "using calls Dispose automatically when the scope ends.",
        concepts: [["automatically", "automatic", "scope ends", "end of the scope"]],
      },
      {
        point: "Disposal happens even if an exception is thrown.",
        concepts: [["exception", "finally", "even if"]],
      },
      {
        point: "The GC reclaims only memory and not deterministically.",
        concepts: [["gc", "garbage"], ["unpredictable", "nondeterministic", "non-deterministic", "timely", "promptly", "only reclaims memory"]],
      },
    ],
  },
  {
    id: "csharp-11",
    topic: "Memory management",
    difficulty: 48,
    question: "How does the .NET garbage collector's generational model work?",
    answer:
      "The .NET GC is a tracing, compacting, generational collector. New objects are allocated in generation 0; objects that survive a collection are promoted to generation 1 and then generation 2, and younger generations are collected much more often because most objects die young. Objects of 85,000 bytes or more go on the Large Object Heap, which is collected with generation 2 and not compacted by default, and there is also a Pinned Object Heap for pinned buffers. A collection marks objects reachable from roots such as stack variables and static fields, then compacts the survivors to reduce fragmentation and updates references to them.",
    keyPoints: [
      {
        point: "Objects start in gen 0 and survivors are promoted to gen 1 and gen 2.",
        concepts: [["generation 0", "gen 0", "gen0", "promoted", "promote", "promotion", "survive", "survivors"]],
      },
      {
        point: "Young generations are collected more often because most objects die young.",
        concepts: [["die young", "short-lived", "most objects", "more often", "frequently"]],
      },
      {
        point: "Large objects go on the Large Object Heap.",
        concepts: [["large object heap", "loh", "85,000", "large objects"]],
      },
      {
        point: "Collections mark from roots and compact survivors.",
        concepts: [["root", "roots", "reachable", "mark", "marks"], ["compact", "compacts", "compacting", "compaction", "fragmentation"]],
      },
    ],
  },
  {
    id: "csharp-12",
    topic: "Memory management",
    difficulty: 86,
    question: "How should finalizers and the dispose pattern be used in .NET, and why are finalizers costly?",
    answer:
      "A finalizer runs on the finalizer thread some time after the GC finds the object unreachable, as a last-chance cleanup for unmanaged resources; such objects are placed on the finalization queue, survive at least one extra collection and get promoted, they run in no guaranteed order or time, and they make allocation more expensive. Modern guidance is to wrap unmanaged handles in a SafeHandle, which has its own critical finalizer, so your own classes almost never need finalizers. Dispose() should release resources and call GC.SuppressFinalize(this) so finalization is skipped, and the classic Dispose(bool disposing) pattern separates cleanup of managed objects, done only when disposing, from unmanaged cleanup. For asynchronous cleanup, implement IAsyncDisposable and consume it with await using.",
    keyPoints: [
      {
        point: "Finalizable objects survive extra collections and go through the finalization queue.",
        concepts: [["extra collection", "extra", "survive", "queue", "promoted", "longer"]],
      },
      {
        point: "Finalizers run at unpredictable times and in no guaranteed order.",
        concepts: [["finalizer thread", "no guaranteed order", "unpredictable", "order", "nondeterministic"]],
      },
      {
        point: "SafeHandle should wrap unmanaged handles instead of custom finalizers.",
        concepts: [["safehandle", "safe handle"]],
      },
      {
        point: "Dispose calls GC.SuppressFinalize to skip finalization.",
        concepts: [["suppressfinalize", "gc.suppressfinalize", "suppress", "suppresses"]],
      },
      {
        point: "IAsyncDisposable with await using handles async cleanup.",
        concepts: [["iasyncdisposable", "await using", "disposeasync"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Generics
  {
    id: "csharp-13",
    topic: "Generics",
    difficulty: 22,
    question: "Why use generics in C# instead of storing values as object?",
    answer:
      "Generics let you write types and methods parameterized by type, such as List<T> or Dictionary<TKey, TValue>, so the compiler checks element types and you need no casts when reading values. Unlike storing object, generics over value types avoid boxing, because the runtime generates specialized code for each value-type argument. They make collections and algorithms reusable across types without giving up type safety or performance.",
    keyPoints: [
      {
        point: "Generics provide compile-time type checking.",
        concepts: [["compiler", "compile", "compile-time"], ["check", "checks", "safety", "safe"]],
      },
      {
        point: "No casts are needed when reading values.",
        concepts: [["cast", "casts", "casting"]],
      },
      {
        point: "Generics over value types avoid boxing.",
        concepts: [["boxing", "box"]],
      },
      {
        point: "They enable reusable code across types.",
        concepts: [["reusable", "reuse", "across types", "different types"]],
      },
    ],
  },
  {
    id: "csharp-14",
    topic: "Generics",
    difficulty: 54,
    question: "What are generic constraints in C#, and why would you use them?",
    answer:
      "Constraints, written with where T : ..., restrict which type arguments are allowed so the generic code can rely on certain capabilities. Options include class or struct for reference or value types, notnull, new() for a public parameterless constructor, a base class, an interface such as IComparable<T>, unmanaged, and interfaces with static abstract members such as INumber<T> for generic math. Without a constraint, the compiler only lets you use the members of object on T; with one, you can call the interface's methods or operators directly, keeping type safety without casts or reflection.",
    keyPoints: [
      {
        point: "Constraints use a where clause to restrict allowed type arguments.",
        concepts: [["where", "restrict", "restricts"]],
      },
      {
        point: "Examples include class, struct, new(), base class and interface constraints.",
        concepts: [["struct", "new()", "notnull", "unmanaged", "base class", "icomparable"]],
      },
      {
        point: "Constraints let generic code call members or operators of the constrained type.",
        concepts: [["call", "invoke", "access"], ["method", "methods", "members", "operators"]],
      },
      {
        point: "Static abstract interface members enable generic math.",
        concepts: [["static abstract", "inumber", "generic math"]],
      },
      {
        point: "Unconstrained T only exposes object's members.",
        concepts: [["object"]],
      },
    ],
  },
  {
    id: "csharp-15",
    topic: "Generics",
    difficulty: 82,
    question: "Explain covariance and contravariance for generic interfaces and delegates in C#, including the out and in modifiers.",
    answer:
      "Variance allows converting between instantiations of a generic interface or delegate whose type arguments are related. A type parameter marked out is covariant and may only appear in output positions, so an IEnumerable<string> can be used as an IEnumerable<object>; one marked in is contravariant and may only appear in input positions, so an IComparer<object> or Action<object> can be used where an IComparer<string> or Action<string> is expected. Variance applies only to interfaces and delegates, not classes such as List<T>, and only with reference-type arguments, because value types would need a representation change. Arrays are also covariant, but unsafely: storing the wrong type into a string[] viewed as object[] throws ArrayTypeMismatchException at runtime.",
    keyPoints: [
      {
        point: "out (covariant) parameters appear only in outputs, e.g. IEnumerable<string> as IEnumerable<object>.",
        concepts: [["output", "outputs", "return", "returned", "produce"]],
      },
      {
        point: "in (contravariant) parameters appear only in inputs, e.g. Action<object> as Action<string>.",
        concepts: [["input", "inputs", "parameter", "parameters", "consume"]],
      },
      {
        point: "Variance applies only to interfaces and delegates, not classes.",
        concepts: [["list<t>", "not classes", "classes"]],
      },
      {
        point: "It works only with reference-type arguments.",
        concepts: [["reference-type", "reference type", "reference types", "value types", "value type"]],
      },
      {
        point: "Array covariance is unsafe and can fail at runtime.",
        concepts: [["array", "arrays"], ["arraytypemismatchexception", "runtime", "unsafe", "unsafely"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Delegates and events
  {
    id: "csharp-16",
    topic: "Delegates and events",
    difficulty: 25,
    question: "What is a delegate in C#?",
    answer:
      "A delegate is a type-safe reference to a method with a specific signature, similar to a typed function pointer. Delegates can be stored, passed as arguments and invoked later, which enables callbacks; the built-in Func<...> and Action<...> types cover most needs, and lambdas convert to them. Delegates are multicast: combining them with += creates an invocation list that calls several methods in order.",
    keyPoints: [
      {
        point: "A delegate is a type-safe reference to a method.",
        concepts: [["method", "methods", "function"], ["reference", "pointer"]],
      },
      {
        point: "The referenced method must match the delegate's signature.",
        concepts: [["signature"]],
      },
      {
        point: "Delegates enable callbacks by being passed and invoked later.",
        concepts: [["callback", "callbacks", "passed", "invoked later"]],
      },
      {
        point: "Func and Action are the standard delegate types.",
        concepts: [["func", "action"]],
      },
      {
        point: "Delegates are multicast and can invoke several methods.",
        concepts: [["multicast", "invocation list", "several methods", "multiple methods"]],
      },
    ],
  },
  {
    id: "csharp-17",
    topic: "Delegates and events",
    difficulty: 58,
    question: "What is the difference between an event and a public delegate field in C#?",
    answer:
      "An event is an encapsulated delegate: code outside the class can only subscribe with += and unsubscribe with -=, while only the declaring class can raise it or reset it. With a public delegate field, any caller could overwrite all subscribers with =, set it to null, or invoke it directly. Events conventionally use EventHandler<TEventArgs> with (object sender, TEventArgs e) parameters, and they can define custom add and remove accessors to control how handlers are stored.",
    keyPoints: [
      {
        point: "Outside code can only subscribe and unsubscribe.",
        concepts: [["subscribe", "unsubscribe"]],
      },
      {
        point: "Only the declaring class can raise the event.",
        concepts: [["declaring class", "owner", "owning class", "inside the class"], ["raise", "invoke", "fire", "trigger"]],
      },
      {
        point: "A public delegate field can be overwritten, nulled or invoked by anyone.",
        concepts: [["overwrite", "overwritten", "replace", "null", "reset", "any caller", "anyone"]],
      },
      {
        point: "Events follow the EventHandler (sender, args) convention.",
        concepts: [["eventhandler", "sender", "eventargs"]],
      },
      {
        point: "Events can define custom add and remove accessors.",
        concepts: [["accessor", "accessors"]],
      },
    ],
  },
  {
    id: "csharp-18",
    topic: "Delegates and events",
    difficulty: 70,
    question: "How can event subscriptions cause memory leaks in .NET, and how do you prevent them?",
    answer:
      "An event holds a strong reference to each handler delegate, and each delegate references its target object, the subscriber. If a long-lived publisher, such as a static event, a singleton service or an application-wide message bus, has short-lived subscribers that never unsubscribe, those subscribers stay reachable and are never garbage-collected. Prevent this by unsubscribing with -= when the subscriber is done, typically in Dispose, by making subscriptions explicit objects such as an IDisposable token, or by using weak event patterns like WPF's WeakEventManager. Lambdas that capture this cause the same problem and are hard to unsubscribe unless you keep a reference to the delegate.",
    keyPoints: [
      {
        point: "The publisher holds strong references to subscribers through delegates.",
        concepts: [["strong reference", "reference", "references"], ["subscriber", "subscribers", "target", "handler"]],
      },
      {
        point: "A long-lived publisher keeps short-lived subscribers alive.",
        concepts: [["long-lived", "long lived", "static", "singleton", "outlive", "outlives"]],
      },
      {
        point: "Such subscribers stay reachable and are never collected.",
        concepts: [["reachable", "garbage-collected", "collected", "alive"]],
      },
      {
        point: "Unsubscribe, typically in Dispose.",
        concepts: [["unsubscribe", "unsubscribing", "dispose", "detach"]],
      },
      {
        point: "Weak event patterns avoid strong references.",
        concepts: [["weak", "weakeventmanager", "weakreference"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Nullability
  {
    id: "csharp-19",
    topic: "Nullability",
    difficulty: 28,
    question: "What are nullable reference types in C#?",
    answer:
      "Nullable reference types are a compile-time feature, enabled per project with <Nullable>enable</Nullable> and on by default in new project templates, in which reference types like string are treated as non-nullable and string? marks a reference that may be null. The compiler performs flow analysis and warns when you might dereference a maybe-null value or assign null to a non-nullable variable. It does not change runtime behavior or add runtime checks; it only produces annotations and warnings.",
    keyPoints: [
      {
        point: "A question-mark annotation marks references that may be null; unannotated ones are non-nullable.",
        concepts: [["string?", "annotation", "annotations", "marks", "non-nullable"]],
      },
      {
        point: "The compiler warns about possible null dereferences and assignments.",
        concepts: [["warn", "warns", "warning", "warnings"]],
      },
      {
        point: "It relies on static flow analysis.",
        concepts: [["flow analysis", "flow", "static analysis"]],
      },
      {
        point: "Runtime behavior is unchanged.",
        concepts: [["runtime", "run time"]],
      },
      {
        point: "It is enabled per project and is on by default in new project templates.",
        concepts: [["enable", "enabled", "project", "template", "templates", "csproj"]],
      },
    ],
  },
  {
    id: "csharp-20",
    topic: "Nullability",
    difficulty: 36,
    question: "How should you deal with values the compiler considers maybe-null, and when is the null-forgiving operator appropriate?",
    answer:
      "Prefer to prove non-nullness to the compiler: check for null with an if or pattern such as is not null, use ?. and ?? to supply fallbacks, throw early with ArgumentNullException.ThrowIfNull, and annotate helper methods with attributes like [NotNullWhen(true)] or [MemberNotNull] so flow analysis understands them. The null-forgiving operator x! only silences the warning and adds no runtime check, so use it only when you genuinely know more than the compiler, such as after initialization the analysis cannot see. Overusing it simply brings NullReferenceExceptions back, so for properties that must be set, prefer required members or constructor parameters.",
    keyPoints: [
      {
        point: "Null checks and patterns narrow the type for flow analysis.",
        concepts: [["check", "checks", "is not null", "pattern", "guard"]],
      },
      {
        point: "Null-conditional and null-coalescing operators supply fallbacks.",
        concepts: [["null-conditional", "null-coalescing", "fallback", "fallbacks", "default value"]],
      },
      {
        point: "Nullability attributes like NotNullWhen inform the analysis.",
        concepts: [["notnullwhen", "membernotnull", "attribute", "attributes"]],
      },
      {
        point: "The ! operator only silences the warning without any runtime check.",
        concepts: [["silence", "silences", "suppress", "suppresses", "hides"]],
      },
      {
        point: "Overusing ! leads back to NullReferenceExceptions.",
        concepts: [["nullreferenceexception", "nullreferenceexceptions", "null reference exception", "crash"]],
      },
    ],
  },
  {
    id: "csharp-21",
    topic: "Nullability",
    difficulty: 76,
    question: "What are the limitations of nullable reference types, and where can null still sneak in?",
    answer:
      "The feature is compile-time analysis that only produces warnings, which can be ignored or disabled, so null can still arrive from libraries compiled without annotations (nullable-oblivious code), from reflection, and from deserialization, where a JSON serializer can leave a non-nullable property null. default(T), default struct fields and new arrays also bypass it: new string[10] contains ten nulls despite the non-nullable element type. Misplaced ! operators silence real problems, and generic code has gaps because an unconstrained T? means different things for value and reference types. Public APIs should therefore still validate arguments at runtime, for example with ArgumentNullException.ThrowIfNull.",
    keyPoints: [
      {
        point: "The analysis is compile-time only and produces warnings, not guarantees.",
        concepts: [["compile-time", "compile time", "warnings", "warning", "static"]],
      },
      {
        point: "Unannotated (oblivious) libraries and reflection can introduce nulls.",
        concepts: [["oblivious", "unannotated", "without annotations", "reflection"]],
      },
      {
        point: "Deserialization can leave non-nullable members null.",
        concepts: [["deserialization", "deserialize", "json", "serializer"]],
      },
      {
        point: "Default values and new arrays contain nulls.",
        concepts: [["default", "array", "arrays"]],
      },
      {
        point: "Public APIs should still validate arguments at runtime.",
        concepts: [["validate", "validation", "throwifnull", "argumentnullexception"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Records
  {
    id: "csharp-22",
    topic: "Records",
    difficulty: 30,
    question: "What is a record in C#, and how does it differ from a regular class?",
    answer:
      "A record, either a record class or a record struct, is a type designed for data with value-based equality: two records are equal when all their properties are equal, whereas regular classes compare by reference. A positional record such as record Person(string Name, int Age) generates init-only properties, a constructor, a Deconstruct method and a readable ToString. Records support non-destructive mutation through with expressions, which create a copy with some properties changed.",
    keyPoints: [
      {
        point: "Records use value-based equality instead of reference equality.",
        concepts: [["value-based", "value based", "value equality", "properties are equal", "structural"]],
      },
      {
        point: "Positional records generate a constructor, Deconstruct and ToString.",
        concepts: [["deconstruct", "tostring", "constructor", "generates"]],
      },
      {
        point: "Positional record classes get init-only properties.",
        concepts: [["init-only", "init", "immutable"]],
      },
      {
        point: "with expressions create modified copies.",
        concepts: [["with expression", "with expressions", "non-destructive", "nondestructive", "copy"]],
      },
    ],
  },
  {
    id: "csharp-23",
    topic: "Records",
    difficulty: 62,
    question: "How does pattern matching with switch expressions help in C#, and what kinds of patterns are available?",
    answer:
      "Switch expressions and the is operator let you test a value's shape and extract data in one step, replacing chains of type checks and casts. Available patterns include type patterns (Circle c), property patterns ({ Status: Status.Active }), positional patterns that use Deconstruct, relational patterns such as > 0, the logical combinators and, or and not, list patterns like [var first, .., var last], constant patterns and the discard _. The compiler checks switch expressions for exhaustiveness, warning about unhandled inputs and reporting an error for arms that can never match.",
    keyPoints: [
      {
        point: "Patterns replace manual type checks and casts.",
        concepts: [["cast", "casts", "type checks", "type check"]],
      },
      {
        point: "Type, property and positional patterns inspect and deconstruct values.",
        concepts: [["property pattern", "property patterns", "positional", "type pattern", "type patterns"]],
      },
      {
        point: "Relational and logical patterns combine conditions.",
        concepts: [["relational", "combinator", "combinators", "logical"]],
      },
      {
        point: "List patterns match sequences.",
        concepts: [["list pattern", "list patterns"]],
      },
      {
        point: "The compiler checks switch expressions for exhaustiveness.",
        concepts: [["exhaustiveness", "exhaustive", "unhandled", "unreachable"]],
      },
    ],
  },
  {
    id: "csharp-24",
    topic: "Records",
    difficulty: 68,
    question: "What pitfalls do C# records have regarding equality and immutability?",
    answer:
      "Record equality compares each field with EqualityComparer<T>.Default, so a record holding a List<T> or an array compares those members by reference, and two records with identical list contents are not equal unless you customize Equals. Records are only shallowly immutable: init-only properties cannot be reassigned, but referenced mutable objects can still change, and a with expression makes a shallow copy, so the copy shares those objects with the original. Equality also includes the runtime type through EqualityContract, so a base record and a derived record with the same values are not equal. Records may also declare settable properties, and mutating such a record while it is a dictionary key or in a HashSet changes its hash code and breaks lookups.",
    keyPoints: [
      {
        point: "Collection members are compared by reference, not by contents.",
        concepts: [["reference"], ["list", "array", "collection", "collections", "contents"]],
      },
      {
        point: "Records are only shallowly immutable.",
        concepts: [["shallowly", "shallow"]],
      },
      {
        point: "with expressions copy shallowly, so copies share mutable objects.",
        concepts: [["shares", "share", "shared", "shallow copy"]],
      },
      {
        point: "Equality includes the runtime type, so base and derived records differ.",
        concepts: [["equalitycontract", "runtime type", "derived"]],
      },
      {
        point: "Mutating a record used as a dictionary key changes its hash code and breaks lookups.",
        concepts: [["hash", "hash code", "hashcode", "gethashcode"], ["key", "keys", "dictionary"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Dependency injection
  {
    id: "csharp-25",
    topic: "Dependency injection",
    difficulty: 32,
    question: "What is dependency injection, and why does ASP.NET Core use it?",
    answer:
      "Dependency injection means a class receives the objects it depends on from the outside, usually through constructor parameters, instead of creating them itself. ASP.NET Core has a built-in container: you register services, typically against interfaces, in Program.cs, and the framework constructs controllers, middleware and services and supplies their dependencies. This decouples code from concrete implementations, makes it easy to swap implementations or use fakes and mocks in unit tests, and centralizes lifetime management.",
    keyPoints: [
      {
        point: "Dependencies are supplied from outside, usually via the constructor.",
        concepts: [["constructor", "outside", "supplied", "passed in"]],
      },
      {
        point: "Services are registered in a built-in container.",
        concepts: [["container", "register", "registered", "registration"]],
      },
      {
        point: "It decouples code from concrete implementations.",
        concepts: [["decouple", "decouples", "decoupled", "loose", "interfaces", "abstraction", "swap"]],
      },
      {
        point: "It makes testing with fakes or mocks easy.",
        concepts: [["test", "tests", "testing", "mock", "mocks", "fake", "fakes"]],
      },
    ],
  },
  {
    id: "csharp-26",
    topic: "Dependency injection",
    difficulty: 40,
    question: "What do the Transient, Scoped and Singleton lifetimes mean in .NET dependency injection?",
    answer:
      "A transient service gets a new instance every time it is resolved. A scoped service gets one instance per scope, which in ASP.NET Core means one per HTTP request shared by everything resolved during that request; an EF Core DbContext is the typical example. A singleton is created once and shared for the application's lifetime, so it must be thread-safe. The container disposes the IDisposable services it created when their scope ends, or at application shutdown for singletons.",
    keyPoints: [
      {
        point: "Transient creates a new instance on every resolution.",
        concepts: [["new instance", "every time", "every resolution", "each resolution"]],
      },
      {
        point: "Scoped creates one instance per scope, i.e. per HTTP request.",
        concepts: [["per request", "http request", "every request", "per scope"]],
      },
      {
        point: "DbContext is usually registered as scoped.",
        concepts: [["dbcontext"]],
      },
      {
        point: "Singletons live for the whole application and must be thread-safe.",
        concepts: [["thread-safe", "thread safe", "concurrent"]],
      },
      {
        point: "The container disposes services it created.",
        concepts: [["dispose", "disposes", "disposed", "idisposable"]],
      },
    ],
  },
  {
    id: "csharp-27",
    topic: "Dependency injection",
    difficulty: 80,
    question: "What is a captive dependency in .NET dependency injection, and how do you safely use a scoped service from a singleton or background service?",
    answer:
      "A captive dependency occurs when a longer-lived service holds a shorter-lived one, for example a singleton that injects a scoped DbContext; the scoped instance is captured and effectively becomes a singleton, shared across requests and threads, which causes stale data, concurrency bugs and use after disposal. The built-in container detects this when scope validation is enabled, which is the default in the Development environment, and throws when a scoped service is resolved from the root provider or injected into a singleton. The fix is to inject IServiceScopeFactory into the singleton or BackgroundService, create a scope with CreateScope or CreateAsyncScope for each unit of work, resolve the scoped service from it and dispose the scope afterwards. For EF Core specifically, IDbContextFactory<T> lets a long-lived service create short-lived contexts on demand.",
    keyPoints: [
      {
        point: "A longer-lived service captures a shorter-lived dependency.",
        concepts: [["longer-lived", "longer lived", "long-lived", "outlive", "outlives", "lifetime"]],
      },
      {
        point: "The captured service is shared across requests and threads, causing bugs.",
        concepts: [["stale", "concurrency", "threads", "disposal", "across requests"]],
      },
      {
        point: "Scope validation detects it, by default in Development.",
        concepts: [["scope validation", "validatescopes", "validation", "development"]],
      },
      {
        point: "Create a scope per unit of work with IServiceScopeFactory.",
        concepts: [["iservicescopefactory", "createscope", "createasyncscope", "create a scope"]],
      },
      {
        point: "IDbContextFactory creates short-lived contexts on demand.",
        concepts: [["idbcontextfactory", "factory"]],
      },
    ],
  },
];
