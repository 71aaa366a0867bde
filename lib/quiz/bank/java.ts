import type { BankQuestion } from "./types";

export const skill = "Java";
export const questions: BankQuestion[] = [
  // ---------------------------------------------------------------- Collections
  {
    id: "java-1",
    topic: "Collections",
    difficulty: 8,
    question: "What is the difference between ArrayList and LinkedList in Java, and which would you normally choose?",
    answer:
      "ArrayList is backed by a resizable array, so access by index is O(1) and appending is amortized O(1), but inserting or removing in the middle shifts the following elements, which is O(n). LinkedList is a doubly linked list of nodes: adding or removing at the ends or through an iterator is O(1), but reaching an index means traversing nodes, which is O(n). Each LinkedList node also costs extra memory and has poor cache locality. In practice ArrayList is the default choice, and ArrayDeque is usually better than LinkedList for queues and stacks.",
    keyPoints: [
      {
        point: "ArrayList is backed by a resizable array with fast access by index.",
        concepts: [["array", "resizable", "dynamic array"], ["index", "random access", "o(1)", "constant time"]],
      },
      {
        point: "Inserting or removing in the middle of an ArrayList shifts elements.",
        concepts: [["shift", "shifts", "shifting", "copy", "copying", "move"]],
      },
      {
        point: "LinkedList stores linked nodes, so index access requires traversal.",
        concepts: [["node", "nodes", "doubly", "pointer", "pointers"], ["traverse", "traversing", "traversal", "walk", "o(n)", "linear"]],
      },
      {
        point: "LinkedList has higher memory overhead and worse cache locality.",
        concepts: [["memory", "overhead", "cache", "locality"]],
      },
      {
        point: "ArrayList (or ArrayDeque for queues) is the usual default.",
        concepts: [["default", "arraydeque", "in practice", "most cases", "first choice", "go-to"]],
      },
    ],
  },
  {
    id: "java-2",
    topic: "Collections",
    difficulty: 38,
    question: "Why must equals() and hashCode() be overridden together, and what happens if they are not?",
    answer:
      "Hash-based collections such as HashMap and HashSet use hashCode() to pick a bucket and then equals() to find the matching entry inside it. The contract requires that objects which are equal return the same hash code. If you override equals() but keep the default identity-based hashCode(), two logically equal objects usually land in different buckets, so a HashSet accepts duplicates and map.get() with an equal key returns null. Unequal objects may share a hash code; such collisions are legal but hurt performance.",
    keyPoints: [
      {
        point: "Hash collections locate a bucket with hashCode and then compare with equals.",
        concepts: [["bucket", "buckets", "bin", "slot"]],
      },
      {
        point: "Equal objects must return the same hash code.",
        concepts: [["equal objects", "equal hash", "equal hash codes", "identical hash", "matching hash", "contract", "consistent"]],
      },
      {
        point: "The default hashCode is identity-based, so equal objects get different hashes.",
        concepts: [["identity", "identity-based", "memory address", "default"]],
      },
      {
        point: "The symptoms are duplicates in sets and failed map lookups.",
        concepts: [["duplicate", "duplicates", "null", "not found", "cannot find", "can't find", "lookup", "lookups", "missing"]],
      },
      {
        point: "Collisions between unequal objects are allowed but slow things down.",
        concepts: [["collision", "collisions", "collide"]],
      },
    ],
  },
  {
    id: "java-3",
    topic: "Collections",
    difficulty: 72,
    question: "How does HashMap work internally in modern Java, including resizing and what happens when many keys collide?",
    answer:
      "HashMap keeps an array (table) of buckets whose length is a power of two; it spreads the key's hashCode by XORing the high bits into the low bits and masks it with the table length to choose a bucket. Colliding entries form a linked list in that bucket, and when a bucket grows beyond eight entries in a table of at least 64 buckets it is converted into a red-black tree, making worst-case lookups O(log n) instead of O(n) when the keys are Comparable or their hashes differ. When the size exceeds capacity times the load factor (0.75 by default), the table doubles and entries are redistributed, each one either staying at its index or moving by exactly the old capacity. HashMap is not thread-safe, so concurrent code should use ConcurrentHashMap.",
    keyPoints: [
      {
        point: "Entries live in an array of buckets indexed from the spread hash.",
        concepts: [["array", "table"], ["bucket", "buckets", "index", "slot"]],
      },
      {
        point: "Heavily colliding buckets are converted from lists into red-black trees.",
        concepts: [["red-black", "tree", "trees", "treeify", "treeified", "balanced"]],
      },
      {
        point: "Treeification bounds worst-case lookup to O(log n).",
        concepts: [["log", "logarithmic"]],
      },
      {
        point: "Exceeding capacity times load factor doubles the table and rehashes entries.",
        concepts: [["load factor", "0.75", "threshold"], ["double", "doubles", "doubling", "grow", "grows", "rehash", "redistributed", "expand"]],
      },
      {
        point: "HashMap is not thread-safe; ConcurrentHashMap is the concurrent alternative.",
        concepts: [["concurrenthashmap", "thread-safe", "thread safe", "synchronized"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Generics
  {
    id: "java-4",
    topic: "Generics",
    difficulty: 12,
    question: "What are generics in Java and why are they useful?",
    answer:
      "Generics let classes, interfaces and methods take type parameters, as in List<String> or Map<K, V>. They give compile-time type safety: the compiler rejects adding an Integer to a List<String>, and you no longer need explicit casts when reading elements. They also let you write reusable data structures and algorithms that work across many types while keeping those checks.",
    keyPoints: [
      {
        point: "Generics parameterize classes and methods by type.",
        concepts: [["type parameter", "type parameters", "parameterize", "parameterized", "type argument", "placeholder"]],
      },
      {
        point: "They provide type checking at compile time.",
        concepts: [["compile", "compiler", "compile-time"], ["safety", "safe", "check", "checks", "reject", "rejects", "error", "errors"]],
      },
      {
        point: "They remove the need for explicit casts.",
        concepts: [["cast", "casts", "casting"]],
      },
      {
        point: "They enable reusable code across types.",
        concepts: [["reuse", "reusable", "different types", "across types", "generic algorithms"]],
      },
    ],
  },
  {
    id: "java-5",
    topic: "Generics",
    difficulty: 46,
    question: "What is type erasure in Java generics, and what limitations does it cause?",
    answer:
      "Java implements generics by erasure: type arguments are checked at compile time and then removed, so at runtime List<String> and List<Integer> are the same class, and the compiler inserts casts and bridge methods where needed. As a result you cannot write new T(), create an array of a generic type, use instanceof with a parameterized type such as List<String>, or overload methods whose parameters differ only by type argument. Primitives cannot be type arguments, so List<int> is illegal and values are boxed. Erasure was chosen to stay backward compatible with code written before generics existed.",
    keyPoints: [
      {
        point: "Type arguments are removed after compilation, so they are unavailable at runtime.",
        concepts: [["runtime", "run time"], ["removed", "erased", "not available", "unavailable", "gone", "same class", "lost"]],
      },
      {
        point: "You cannot instantiate T, create generic arrays or use instanceof with parameterized types.",
        concepts: [["instantiation", "instanceof", "array", "arrays", "instantiate"]],
      },
      {
        point: "Overloads that differ only by type argument clash.",
        concepts: [["overload", "overloads", "overloading", "clash", "name clash"]],
      },
      {
        point: "Primitives cannot be type arguments and must be boxed.",
        concepts: [["primitive", "primitives", "int", "boxing", "boxed", "wrapper"]],
      },
      {
        point: "Erasure preserves backward compatibility with pre-generics code.",
        concepts: [["backward", "backwards", "compatibility", "compatible", "legacy", "migration"]],
      },
    ],
  },
  {
    id: "java-6",
    topic: "Generics",
    difficulty: 76,
    question: "Explain PECS: when would you use ? extends T versus ? super T in a method signature?",
    answer:
      "Java generics are invariant, so a List<Integer> is not a List<Number>; wildcards add variance at the use site. List<? extends Number> is covariant: you can read elements as Number, but you cannot add anything except null because the actual list might be a List<Double>. List<? super Integer> is contravariant: you can add Integers safely, but reading only gives you Object. PECS, 'Producer Extends, Consumer Super', sums this up: use extends for a parameter you read from and super for one you write into, as in Collections.copy(List<? super T> dest, List<? extends T> src).",
    keyPoints: [
      {
        point: "Plain generic types are invariant, so List<Integer> is not a List<Number>.",
        concepts: [["invariant", "invariance", "not a subtype", "is not a list"]],
      },
      {
        point: "With extends you can read elements as T but cannot add to the collection.",
        concepts: [["read", "reading", "get"], ["cannot add", "can't add", "except null", "only null", "cannot write", "can't write", "cannot insert", "can't insert"]],
      },
      {
        point: "With super you can add T values, but reads only give Object.",
        concepts: [["add", "write", "insert", "put"], ["object"]],
      },
      {
        point: "PECS means Producer Extends, Consumer Super.",
        concepts: [["producer"], ["consumer"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Garbage collection
  {
    id: "java-7",
    topic: "Garbage collection",
    difficulty: 15,
    question: "What does the garbage collector do in Java, and can Java programs still leak memory?",
    answer:
      "The garbage collector automatically reclaims heap memory occupied by objects that are no longer reachable from GC roots, such as local variables on thread stacks and static fields. Developers never free memory manually, which rules out dangling pointers and double frees. Memory leaks are still possible, though: if the program keeps references it no longer needs, for example in a static collection or an unbounded cache, those objects stay reachable and cannot be collected.",
    keyPoints: [
      {
        point: "The GC reclaims objects that are no longer reachable.",
        concepts: [["unreachable", "no longer reachable", "not reachable", "no references", "unreferenced", "no longer referenced"]],
      },
      {
        point: "Reachability is traced from GC roots such as stack variables and static fields.",
        concepts: [["root", "roots", "stack", "stacks", "static"]],
      },
      {
        point: "Memory is managed automatically without manual freeing.",
        concepts: [["automatic", "automatically", "manual", "manually"]],
      },
      {
        point: "Unneeded references that are kept, e.g. in static collections or caches, still cause leaks.",
        concepts: [["keep", "keeps", "kept", "hold", "holds", "retain", "unneeded", "static collection", "cache", "caches"]],
      },
    ],
  },
  {
    id: "java-8",
    topic: "Garbage collection",
    difficulty: 44,
    question: "What is the generational hypothesis, and how does it shape the way the Java heap is organized?",
    answer:
      "The weak generational hypothesis says that most objects die young. Collectors therefore split the heap into a young generation, made of eden and survivor spaces, and an old generation. Minor collections of the young generation run frequently and are cheap because they only copy the few live objects; objects that survive several collections are promoted (tenured) into the old generation, which is collected much less often. G1, the default collector, is generational with a region-based heap, and modern ZGC is generational as well.",
    keyPoints: [
      {
        point: "Most objects die young.",
        concepts: [["die young", "short-lived", "short lived", "most objects", "die quickly", "die soon"]],
      },
      {
        point: "The heap is divided into a young and an old generation.",
        concepts: [["young"], ["old", "tenured"]],
      },
      {
        point: "The young generation consists of eden and survivor spaces.",
        concepts: [["eden", "survivor", "nursery"]],
      },
      {
        point: "Minor collections are frequent and cheap because they copy only live objects.",
        concepts: [["minor", "frequent", "frequently", "cheap", "copy", "copying"]],
      },
      {
        point: "Long-lived objects are promoted to the old generation.",
        concepts: [["promote", "promoted", "promotion", "tenure", "tenured", "moved"]],
      },
    ],
  },
  {
    id: "java-9",
    topic: "Garbage collection",
    difficulty: 84,
    question: "Compare the Parallel, G1 and ZGC collectors: what trade-offs would lead you to choose each?",
    answer:
      "Parallel GC maximizes throughput with multi-threaded stop-the-world collections, which suits batch jobs where pause length does not matter. G1, the default, divides the heap into regions, collects the regions with the most garbage first, and tries to meet a pause-time goal (MaxGCPauseMillis), balancing throughput and latency for typical server applications. ZGC does almost all of its work concurrently with the application using GC barriers and colored pointers, keeping pauses typically below a millisecond regardless of heap size, at the cost of some throughput and extra CPU and memory overhead. So choose Parallel for pure throughput, G1 as the balanced default, and ZGC (or Shenandoah) for latency-sensitive services, especially with large heaps.",
    keyPoints: [
      {
        point: "Parallel GC favors throughput with stop-the-world collections.",
        concepts: [["throughput"], ["stop-the-world", "stop the world", "batch", "pause", "pauses"]],
      },
      {
        point: "G1 is region-based and collects the regions with the most garbage first.",
        concepts: [["region", "regions", "region-based"]],
      },
      {
        point: "G1 aims for a configurable pause-time goal.",
        concepts: [["pause-time", "pause time", "maxgcpausemillis", "pause goal", "pause target", "goal", "target"]],
      },
      {
        point: "ZGC works concurrently and keeps pauses around a millisecond or less.",
        concepts: [["concurrent", "concurrently"], ["millisecond", "sub-millisecond", "low latency", "low-latency", "latency"]],
      },
      {
        point: "ZGC's low pauses cost some throughput and CPU/memory overhead.",
        concepts: [["barrier", "barriers", "colored pointers", "overhead", "cost", "costs"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Concurrency
  {
    id: "java-10",
    topic: "Concurrency",
    difficulty: 18,
    question: "What does the synchronized keyword do in Java?",
    answer:
      "A synchronized method or block acquires an object's intrinsic lock, or monitor, before running, so only one thread at a time can execute code synchronized on that same lock. Besides this mutual exclusion it guarantees visibility: changes made by a thread before releasing the lock are visible to the next thread that acquires it, because unlocking happens-before the next lock. Instance methods lock on this, and static synchronized methods lock on the Class object. The lock is reentrant and is released automatically when the block exits, even through an exception.",
    keyPoints: [
      {
        point: "It acquires an object's intrinsic lock (monitor).",
        concepts: [["lock", "monitor", "mutex"]],
      },
      {
        point: "Only one thread at a time can run code guarded by the same lock.",
        concepts: [["one thread", "only one", "single thread", "mutual exclusion", "one at a time"]],
      },
      {
        point: "It also guarantees memory visibility between threads.",
        concepts: [["visible", "visibility", "happens-before", "happens before", "memory"]],
      },
      {
        point: "Static synchronized methods lock on the Class object.",
        concepts: [["static"], ["class object", "the class"]],
      },
      {
        point: "The lock is released automatically, even when an exception is thrown.",
        concepts: [["released", "release", "releases"], ["automatically", "exception", "exits"]],
      },
    ],
  },
  {
    id: "java-11",
    topic: "Concurrency",
    difficulty: 50,
    question: "What does volatile guarantee in Java, and why is it not enough for a counter incremented by several threads?",
    answer:
      "volatile guarantees visibility and ordering: a write to a volatile field happens-before every subsequent read of it, so threads always see the latest value and surrounding reads and writes are not reordered across it. It does not make compound operations atomic: count++ is a read-modify-write, so two threads can read the same value and one update is lost. For counters use AtomicInteger or AtomicLong, which rely on compare-and-set, LongAdder under high contention, or a lock.",
    keyPoints: [
      {
        point: "volatile makes writes visible to other threads so they see the latest value.",
        concepts: [["visible", "visibility", "latest", "most recent", "up-to-date", "up to date"]],
      },
      {
        point: "It prevents reordering and establishes happens-before.",
        concepts: [["reorder", "reordered", "reordering", "ordering", "happens-before", "happens before"]],
      },
      {
        point: "It does not make read-modify-write operations like ++ atomic.",
        concepts: [["read-modify-write", "compound", "multiple steps", "several steps", "not atomic", "non-atomic"]],
      },
      {
        point: "Concurrent increments can lose updates.",
        concepts: [["lost", "lose", "race", "overwrite", "overwritten"]],
      },
      {
        point: "Use AtomicInteger/LongAdder or a lock for counters.",
        concepts: [["atomicinteger", "atomiclong", "longadder", "compareandset", "atomic variable", "atomic variables", "cas", "lock"]],
      },
    ],
  },
  {
    id: "java-12",
    topic: "Concurrency",
    difficulty: 92,
    question: "Describe the Java Memory Model's happens-before relationship and explain why double-checked locking needs a volatile field.",
    answer:
      "The Java Memory Model only guarantees that one thread sees another's writes when a happens-before edge connects them: program order within a thread, unlocking a monitor before a later lock of it, a volatile write before a later read of that field, and Thread.start() and join(), combined transitively; final fields get a separate guarantee that their constructor-assigned values are visible once construction completes. Without such an edge, the compiler and CPU may reorder or cache writes, so another thread can see stale or partially constructed state. In double-checked locking, the write of the instance reference can become visible before the writes made by the constructor, so a thread that sees a non-null reference and skips the lock may use a half-initialized object. Declaring the field volatile adds the missing happens-before edge; alternatives are the initialization-on-demand holder idiom or an enum singleton.",
    keyPoints: [
      {
        point: "Visibility between threads is only guaranteed along happens-before edges.",
        concepts: [["visible", "visibility", "see", "sees"]],
      },
      {
        point: "Edges come from monitor unlock/lock, volatile write/read, and thread start/join.",
        concepts: [["unlock", "unlocking", "monitor", "thread.start", "start", "join"]],
      },
      {
        point: "Without an edge, writes can be reordered or cached.",
        concepts: [["reorder", "reordered", "reordering", "cache", "cached", "stale"]],
      },
      {
        point: "Without volatile, another thread can see a partially constructed object.",
        concepts: [["partially", "half", "half-initialized", "incomplete", "uninitialized", "not fully"]],
      },
      {
        point: "The holder idiom or an enum singleton avoid the problem altogether.",
        concepts: [["holder", "enum", "class initialization", "static initializer"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Virtual threads
  {
    id: "java-13",
    topic: "Virtual threads",
    difficulty: 20,
    question: "What are virtual threads in Java?",
    answer:
      "Virtual threads are lightweight threads managed by the JVM instead of the operating system. Many virtual threads are multiplexed onto a small pool of carrier platform threads; when a virtual thread blocks on I/O it is unmounted so its carrier can run another virtual thread. This lets you keep simple blocking, thread-per-request code while scaling to hundreds of thousands or millions of concurrent tasks.",
    keyPoints: [
      {
        point: "Virtual threads are lightweight and managed by the JVM rather than the OS.",
        concepts: [["lightweight", "cheap", "jvm", "managed by the jvm"]],
      },
      {
        point: "They run on a small number of carrier platform threads.",
        concepts: [["carrier", "platform thread", "platform threads", "os thread", "os threads"]],
      },
      {
        point: "When a virtual thread blocks, it is unmounted so the carrier can run other work.",
        concepts: [["unmount", "unmounted", "release", "released", "frees", "park", "parked", "yield", "yields"]],
      },
      {
        point: "They let simple blocking code scale to huge numbers of concurrent tasks.",
        concepts: [["million", "millions", "thousands", "scale", "scales", "scaling", "thread-per-request", "per request"]],
      },
    ],
  },
  {
    id: "java-14",
    topic: "Virtual threads",
    difficulty: 56,
    question: "For which workloads do virtual threads help, where do they not help, and how should they be used?",
    answer:
      "They help high-concurrency I/O-bound workloads such as servers calling databases and remote services, because blocking becomes cheap and you can run one thread per task, for example with Executors.newVirtualThreadPerTaskExecutor(), instead of writing asynchronous or reactive code. They do not make CPU-bound work faster, since throughput is still limited by the number of cores. They should not be pooled: create a new one per task, and limit access to scarce resources such as a database connection pool with a Semaphore rather than a fixed-size pool of threads. Be careful with heavy ThreadLocal use, since millions of threads mean millions of copies; scoped values are the lighter alternative.",
    keyPoints: [
      {
        point: "They help I/O-bound, highly concurrent workloads because blocking becomes cheap.",
        concepts: [["i/o", "io", "network", "database", "databases", "blocking", "remote"]],
      },
      {
        point: "They do not speed up CPU-bound work.",
        concepts: [["cpu", "cpu-bound", "compute", "cores"]],
      },
      {
        point: "They should not be pooled; create one per task.",
        concepts: [["pool", "pooled", "pooling"], ["per task", "new one", "each task"]],
      },
      {
        point: "Limit scarce resources with a semaphore instead of thread pool size.",
        concepts: [["semaphore", "limit", "throttle", "scarce"]],
      },
      {
        point: "Heavy ThreadLocal usage is costly; scoped values are an alternative.",
        concepts: [["threadlocal", "thread-local", "thread local", "scoped value", "scoped values", "scopedvalue"]],
      },
    ],
  },
  {
    id: "java-15",
    topic: "Virtual threads",
    difficulty: 90,
    question: "What is pinning of virtual threads, why is it harmful, and how do you deal with it?",
    answer:
      "A virtual thread is pinned when it blocks but cannot unmount from its carrier, so the underlying platform thread is blocked as well; with enough pinned threads the small carrier pool is exhausted, throughput collapses and deadlocks become possible. On Java 21 the main cause is blocking inside a synchronized block or method, along with blocking while a native method or foreign function call is on the stack. There the usual fixes are to replace synchronized around blocking operations with a ReentrantLock and to find offenders with the JFR jdk.VirtualThreadPinned event. Newer JDKs let virtual threads unmount inside synchronized, so pinning now comes mostly from native frames and class initialization.",
    keyPoints: [
      {
        point: "A pinned virtual thread cannot unmount, so it blocks its carrier platform thread.",
        concepts: [["unmount", "detach", "release"], ["carrier", "platform thread", "os thread"]],
      },
      {
        point: "Pinning exhausts the carrier pool, hurting throughput and risking deadlock.",
        concepts: [["exhaust", "exhausted", "starve", "starvation", "deadlock", "deadlocks", "throughput", "scalability"]],
      },
      {
        point: "Blocking inside synchronized code has been the main cause, alongside native calls.",
        concepts: [["synchronized", "monitor"], ["native", "jni", "foreign"]],
      },
      {
        point: "Replacing synchronized with ReentrantLock avoids it on older releases.",
        concepts: [["reentrantlock", "reentrant lock", "java.util.concurrent"]],
      },
      {
        point: "JFR events help detect pinning.",
        concepts: [["jfr", "flight recorder", "virtualthreadpinned"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Exceptions
  {
    id: "java-16",
    topic: "Exceptions",
    difficulty: 22,
    question: "What is the difference between checked and unchecked exceptions in Java?",
    answer:
      "Checked exceptions, subclasses of Exception that are not RuntimeException such as IOException, must be caught or declared in the method's throws clause, and the compiler enforces this. Unchecked exceptions, RuntimeException and its subclasses like NullPointerException or IllegalArgumentException, as well as Errors, do not need to be declared. Checked exceptions are meant for recoverable conditions outside the program's control, while unchecked ones usually signal programming bugs.",
    keyPoints: [
      {
        point: "Checked exceptions must be caught or declared with throws.",
        concepts: [["catch", "caught", "handle", "handled"], ["declare", "declared", "throws"]],
      },
      {
        point: "The compiler enforces handling of checked exceptions.",
        concepts: [["compiler", "compile", "compile-time"]],
      },
      {
        point: "Unchecked exceptions extend RuntimeException.",
        concepts: [["runtimeexception", "runtime exception", "nullpointerexception", "illegalargumentexception"]],
      },
      {
        point: "Checked ones model recoverable external conditions; unchecked ones model bugs.",
        concepts: [["recoverable", "recover", "external", "outside", "bug", "bugs", "programming error", "programmer error"]],
      },
    ],
  },
  {
    id: "java-17",
    topic: "Exceptions",
    difficulty: 62,
    question: "How does try-with-resources work, and what are suppressed exceptions?",
    answer:
      "In try-with-resources you declare resources that implement AutoCloseable in the try header, and the compiler generates code that closes them automatically, in reverse order of declaration, when the block exits normally or with an exception. If the body throws and close() also throws, the body's exception is the one propagated, and the exception from close() is attached to it as a suppressed exception, available through getSuppressed(). With a hand-written finally block, an exception from close() would instead replace and hide the original one.",
    keyPoints: [
      {
        point: "Resources must implement AutoCloseable.",
        concepts: [["autocloseable", "closeable"]],
      },
      {
        point: "Resources are closed automatically when the block exits, even on exceptions.",
        concepts: [["automatically", "automatic", "generated", "generates"]],
      },
      {
        point: "They are closed in reverse order of declaration.",
        concepts: [["reverse", "opposite"]],
      },
      {
        point: "The primary exception propagates, and close failures are attached as suppressed.",
        concepts: [["body", "original", "primary", "first"], ["attached", "added", "getsuppressed", "addsuppressed", "propagated", "propagates"]],
      },
      {
        point: "A manual finally block would let a close exception hide the original.",
        concepts: [["finally"], ["hide", "hides", "mask", "masks", "replace", "replaces", "lost"]],
      },
    ],
  },
  {
    id: "java-18",
    topic: "Exceptions",
    difficulty: 80,
    question: "Why is it harmful to catch Exception or Throwable broadly, or to swallow InterruptedException?",
    answer:
      "Catching Throwable also catches Errors such as OutOfMemoryError or StackOverflowError, which indicate the JVM is in a state you usually cannot recover from, and catching Exception broadly treats bugs like NullPointerException as if they were expected failures, hiding them. Swallowing an exception loses its stack trace and cause, so failures become silent. Throwing InterruptedException clears the thread's interrupt flag, so if you catch it and do not rethrow, you must restore the flag with Thread.currentThread().interrupt(); otherwise cancellation and shutdown requests from executors are lost. Prefer catching specific exception types, wrap exceptions with their cause when translating them, and handle them at a clear boundary.",
    keyPoints: [
      {
        point: "Throwable includes Errors the application usually cannot recover from.",
        concepts: [["outofmemoryerror", "stackoverflowerror", "error", "errors"], ["recover", "unrecoverable", "fatal", "cannot recover"]],
      },
      {
        point: "Broad catches hide bugs and lose stack traces.",
        concepts: [["hide", "hides", "hiding", "mask", "bug", "bugs", "stack trace", "silent"]],
      },
      {
        point: "The interrupt flag is cleared when InterruptedException is thrown, so a handler that does not rethrow must restore it.",
        concepts: [["flag", "status"], ["restore", "restored", "reset", "interrupt()", "currentthread"]],
      },
      {
        point: "Ignoring the interrupt loses cancellation or shutdown requests.",
        concepts: [["cancel", "cancellation", "shutdown", "stop"]],
      },
      {
        point: "Catch specific types and preserve the cause when wrapping.",
        concepts: [["specific", "narrow", "cause", "wrap"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Immutability
  {
    id: "java-19",
    topic: "Immutability",
    difficulty: 25,
    question: "Why are Java Strings immutable, and what benefits does that bring?",
    answer:
      "A String's characters cannot change after creation; methods like toUpperCase() or replace() return a new String instead. Immutability makes strings safe to share between threads without synchronization and allows the JVM to reuse identical literals from the string pool. It also lets String cache its hash code, which makes strings efficient and reliable HashMap keys, and it matters for security, because a validated value such as a file path or class name cannot be altered afterwards.",
    keyPoints: [
      {
        point: "Modifying operations return a new String instead of changing the original.",
        concepts: [["new string", "new object", "new instance", "return a new", "returns a new"]],
      },
      {
        point: "Immutable strings are thread-safe without synchronization.",
        concepts: [["thread", "threads", "thread-safe", "concurrency"]],
      },
      {
        point: "Strings can be pooled and shared.",
        concepts: [["pool", "intern", "interning", "interned", "reuse", "share"]],
      },
      {
        point: "A cached, stable hash code makes them good map keys.",
        concepts: [["hash", "hashcode", "key", "keys"]],
      },
      {
        point: "Immutability supports security of validated values.",
        concepts: [["security", "secure", "tamper", "validated", "validation"]],
      },
    ],
  },
  {
    id: "java-20",
    topic: "Immutability",
    difficulty: 36,
    question: "What are Java records, and what do they give you compared to a regular class?",
    answer:
      "A record is a concise, transparent carrier for immutable data: you list its components in the header and the compiler generates private final fields, a canonical constructor, accessor methods named after the components (such as name()), and equals, hashCode and toString based on all components. Records are implicitly final and cannot extend another class because they already extend java.lang.Record, but they can implement interfaces, declare static members and methods, and use a compact constructor for validation. They are only shallowly immutable: a List component can still be mutated unless you copy it defensively, for example with List.copyOf.",
    keyPoints: [
      {
        point: "The compiler generates the constructor, accessors, equals, hashCode and toString.",
        concepts: [["equals", "hashcode", "tostring", "accessor", "accessors", "canonical constructor"]],
      },
      {
        point: "Record fields are private and final.",
        concepts: [["final", "immutable"]],
      },
      {
        point: "Records cannot extend other classes, though they can implement interfaces.",
        concepts: [["extend", "inherit", "inheritance", "subclass", "java.lang.record"]],
      },
      {
        point: "A compact constructor can validate components.",
        concepts: [["compact", "validation", "validate"]],
      },
      {
        point: "Immutability is shallow; mutable components need defensive copies.",
        concepts: [["shallow", "shallowly", "defensive", "copyof", "copy"]],
      },
    ],
  },
  {
    id: "java-21",
    topic: "Immutability",
    difficulty: 68,
    question: "How do you design a truly immutable class in Java, and what pitfalls break immutability?",
    answer:
      "Make the class final, or give it private constructors with factory methods, so subclasses cannot add mutable state; make every field private and final, provide no setters, and fully initialize state in the constructor. Defensively copy mutable inputs such as arrays, collections or Date objects on the way in, and never expose internal mutable objects from getters: return copies or truly unmodifiable collections like List.copyOf rather than Collections.unmodifiableList views over data that can still change. Do not let this escape during construction, for example by registering a listener. Done right, final fields also get a Java Memory Model guarantee: any thread that obtains the reference after construction sees them fully initialized without synchronization.",
    keyPoints: [
      {
        point: "Prevent subclassing by making the class final or constructors private.",
        concepts: [["subclass", "subclasses", "subclassing", "extend", "extended", "inheritance"]],
      },
      {
        point: "Fields are private and final with no setters.",
        concepts: [["setter", "setters", "mutator", "mutators"]],
      },
      {
        point: "Mutable inputs and outputs need defensive copies.",
        concepts: [["defensive", "defensively", "copy", "copies", "copyof"]],
      },
      {
        point: "The this reference must not escape during construction.",
        concepts: [["escape", "escapes", "leak", "publish", "listener"]],
      },
      {
        point: "Final fields are safely visible to other threads after construction.",
        concepts: [["thread", "threads", "memory model", "jmm", "visible", "visibility", "safe publication"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Interfaces
  {
    id: "java-22",
    topic: "Interfaces",
    difficulty: 28,
    question: "What is the difference between an abstract class and an interface in Java?",
    answer:
      "A class can extend only one class, abstract or not, but can implement multiple interfaces. An abstract class can have constructors, instance fields holding state and members of any access level, whereas an interface cannot hold instance state (only constants) but can provide default, static and private methods. Use an interface to define a contract or capability that unrelated classes can share, and an abstract class to share state and implementation among closely related classes.",
    keyPoints: [
      {
        point: "A class extends at most one class but can implement multiple interfaces.",
        concepts: [["only one", "single", "one class"], ["numerous", "multiple", "several"]],
      },
      {
        point: "Abstract classes can hold instance state and constructors; interfaces cannot.",
        concepts: [["state", "field", "fields", "constructor", "constructors", "instance variables"]],
      },
      {
        point: "Interfaces can still contain default and static methods.",
        concepts: [["default", "static"]],
      },
      {
        point: "Interfaces express contracts; abstract classes share implementation among related types.",
        concepts: [["contract", "capability", "role"], ["share", "shared", "related", "implementation", "reuse"]],
      },
    ],
  },
  {
    id: "java-23",
    topic: "Interfaces",
    difficulty: 64,
    question: "What are sealed classes and interfaces, and how do they work together with pattern matching in switch?",
    answer:
      "A sealed class or interface restricts which classes may extend or implement it, listing them with permits (or implicitly when they are in the same file), and each permitted subclass must itself be final, sealed or non-sealed. This models closed hierarchies, like algebraic data types, for example a sealed Shape implemented only by Circle and Square records. Because the compiler knows every subtype, a switch with type patterns over a sealed type can be exhaustive without a default branch, and adding a new permitted subtype causes compile errors wherever a case is missing.",
    keyPoints: [
      {
        point: "Sealed types restrict their subtypes to an explicitly permitted set.",
        concepts: [["permits", "permitted", "restrict", "restricts", "closed"]],
      },
      {
        point: "Permitted subclasses must be final, sealed or non-sealed.",
        concepts: [["non-sealed", "final"]],
      },
      {
        point: "A switch over a sealed type can be exhaustive.",
        concepts: [["exhaustive", "exhaustiveness", "every subtype", "every case", "every permitted"]],
      },
      {
        point: "No default branch is needed.",
        concepts: [["default"]],
      },
      {
        point: "Adding a subtype produces compile errors where cases are missing.",
        concepts: [["compile", "compiler"], ["error", "errors", "missing"]],
      },
    ],
  },
  {
    id: "java-24",
    topic: "Interfaces",
    difficulty: 74,
    question: "How does Java resolve a conflict when a class inherits the same default method from more than one source?",
    answer:
      "Java applies three rules. First, a method declared in the class or inherited from a superclass always wins over interface default methods. Second, the most specific interface wins: if interface B extends A and both provide the default, B's version is used. If two unrelated interfaces still supply the same default method, the class does not compile until it overrides the method, and the override can delegate to one of them explicitly with InterfaceName.super.method(); because interfaces have no instance state, Java avoids the duplicated-state part of the diamond problem.",
    keyPoints: [
      {
        point: "Methods from the class or its superclass take precedence over defaults.",
        concepts: [["superclass", "class wins", "class always wins", "takes precedence", "concrete class", "declared in the class"]],
      },
      {
        point: "A more specific sub-interface wins over the interface it extends.",
        concepts: [["specific", "subinterface", "sub-interface"]],
      },
      {
        point: "Remaining ambiguity is a compile error until the class overrides the method.",
        concepts: [["override", "overrides", "overriding"], ["compile", "compiler", "error"]],
      },
      {
        point: "The override can call a chosen default with InterfaceName.super.method().",
        concepts: [["interfacename.super", "super", "delegate", "delegates", "delegating", "explicitly"]],
      },
      {
        point: "Interfaces carry no instance state, avoiding the state side of the diamond problem.",
        concepts: [["state", "fields", "field"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Streams
  {
    id: "java-25",
    topic: "Streams",
    difficulty: 5,
    question: "What is a lambda expression in Java, and what is a functional interface?",
    answer:
      "A lambda is a concise way to write an anonymous function, like x -> x * 2, that can be passed around as a value. Its target type is a functional interface: an interface with exactly one abstract method, such as Runnable, Comparator, Function or Predicate, and the lambda provides that method's implementation. The @FunctionalInterface annotation makes the compiler verify there is exactly one abstract method. A lambda can use local variables from the enclosing scope only if they are effectively final.",
    keyPoints: [
      {
        point: "A lambda is a concise anonymous function that can be passed as a value.",
        concepts: [["anonymous", "concise", "inline"]],
      },
      {
        point: "A functional interface has exactly one abstract method.",
        concepts: [["one abstract method", "single abstract method", "exactly one", "sam"]],
      },
      {
        point: "Examples include Runnable, Comparator, Function and Predicate.",
        concepts: [["runnable", "comparator", "predicate", "supplier", "consumer", "callable"]],
      },
      {
        point: "Captured local variables must be effectively final.",
        concepts: [["effectively final", "final"]],
      },
    ],
  },
  {
    id: "java-26",
    topic: "Streams",
    difficulty: 40,
    question: "What is the difference between intermediate and terminal operations in Java streams, and what does laziness mean here?",
    answer:
      "Intermediate operations such as map, filter and sorted return a new stream and are lazy: they only build up a pipeline, and nothing runs until a terminal operation such as collect, toList, forEach, reduce, count or findFirst is invoked. The terminal operation triggers processing and consumes the stream, which cannot be reused afterwards. Laziness lets the pipeline process each element through all stages in a single pass and short-circuit, so findFirst, anyMatch or limit stop early and even infinite streams can be used.",
    keyPoints: [
      {
        point: "Intermediate operations return a stream and only build a pipeline.",
        concepts: [["pipeline", "return a new stream", "returns a new stream", "chain"]],
      },
      {
        point: "Nothing executes until a terminal operation is invoked.",
        concepts: [["nothing runs", "nothing executes", "until", "trigger", "triggers", "deferred"]],
      },
      {
        point: "Terminal operations like collect or reduce produce the result and consume the stream.",
        concepts: [["collect", "foreach", "reduce", "count", "findfirst", "tolist"]],
      },
      {
        point: "A stream can be consumed only once.",
        concepts: [["reuse", "reused", "once", "consumed", "consumes"]],
      },
      {
        point: "Laziness enables single-pass processing and short-circuiting.",
        concepts: [["short-circuit", "short circuit", "stop early", "infinite", "single pass"]],
      },
    ],
  },
  {
    id: "java-27",
    topic: "Streams",
    difficulty: 78,
    question: "When are parallel streams a good idea, and what are their pitfalls?",
    answer:
      "Parallel streams split the source with a Spliterator and process the chunks on the common ForkJoinPool. They pay off only for large, CPU-bound workloads on sources that split cheaply (arrays, ArrayList, IntStream ranges) with stateless, non-interfering and associative operations; for small data, I/O work or poorly splittable sources like LinkedList or Stream.iterate, the overhead dominates. Side effects on shared mutable state cause races, order-dependent operations such as findFirst, limit or forEachOrdered are expensive on ordered streams, and blocking tasks in the shared common pool can starve every other parallel stream in the JVM. Always measure, for example with JMH, before switching to parallel.",
    keyPoints: [
      {
        point: "Parallel streams run on the common ForkJoinPool.",
        concepts: [["forkjoinpool", "fork/join", "fork-join", "common pool"]],
      },
      {
        point: "The source must split efficiently via its Spliterator.",
        concepts: [["spliterator", "split", "splits", "splittable"]],
      },
      {
        point: "They help mainly for large CPU-bound work.",
        concepts: [["cpu", "cpu-bound", "large", "computation"]],
      },
      {
        point: "Operations must be stateless and free of side effects on shared state.",
        concepts: [["stateless", "side effect", "side effects", "shared state", "shared mutable state", "associative", "non-interfering", "race", "races"]],
      },
      {
        point: "Overhead and blocking in the shared pool can make them slower; measure first.",
        concepts: [["overhead", "measure", "benchmark", "jmh", "starve", "starvation"]],
      },
    ],
  },
  // ---------------------------------------------------------------- JVM
  {
    id: "java-28",
    topic: "JVM",
    difficulty: 32,
    question: "What role does the JVM play in running Java code, and why is Java portable across operating systems?",
    answer:
      "javac compiles Java source into platform-independent bytecode in .class files rather than into native machine code. The Java Virtual Machine loads that bytecode, verifies it, interprets it and JIT-compiles frequently executed code to native code, while also providing garbage collection and other runtime services. Because each operating system and CPU architecture has its own JVM implementation, the same bytecode runs unchanged on all of them.",
    keyPoints: [
      {
        point: "Java source compiles to bytecode rather than native code.",
        concepts: [["bytecode", "byte code", "class file", "class files"]],
      },
      {
        point: "Bytecode is platform-independent.",
        concepts: [["platform-independent", "platform independent", "independent", "write once", "unchanged"]],
      },
      {
        point: "The JVM interprets and JIT-compiles bytecode to native code.",
        concepts: [["jit", "just-in-time", "just in time", "interpret", "interprets", "native"]],
      },
      {
        point: "Each platform has its own JVM implementation that runs the same bytecode.",
        concepts: [["every operating system", "every os", "every platform", "own jvm", "implementation", "architecture"]],
      },
    ],
  },
  {
    id: "java-29",
    topic: "JVM",
    difficulty: 54,
    question: "How does the JIT compiler improve the performance of Java programs?",
    answer:
      "The JVM starts by interpreting bytecode while profiling it; methods and loops that run often, the hot spots, are compiled to native code, first quickly by the C1 compiler and then with aggressive optimization by C2 (tiered compilation). Compiling at runtime lets the JIT use profile data for speculative optimizations such as inlining virtual calls that only ever saw one target, escape analysis to remove allocations, loop unrolling and dead-code elimination. If an assumption later becomes invalid, for example when a new subclass is loaded, the code is deoptimized and falls back to the interpreter. This is why Java applications need a warm-up period before reaching peak performance.",
    keyPoints: [
      {
        point: "Frequently executed (hot) code is compiled to native code at runtime.",
        concepts: [["hot", "hot spots", "hotspot", "frequently", "often"]],
      },
      {
        point: "Tiered compilation uses C1 first and then C2.",
        concepts: [["c1", "c2", "tiered"]],
      },
      {
        point: "Profile data enables speculative optimizations like inlining and escape analysis.",
        concepts: [["inline", "inlining", "escape analysis", "unrolling", "speculative", "profile", "profiling"]],
      },
      {
        point: "Invalidated assumptions trigger deoptimization.",
        concepts: [["deoptimize", "deoptimized", "deoptimization", "deopt", "invalid", "invalidated"]],
      },
      {
        point: "Peak performance requires warm-up.",
        concepts: [["warm-up", "warm up", "warmup"]],
      },
    ],
  },
  {
    id: "java-30",
    topic: "JVM",
    difficulty: 95,
    question: "Explain Java class loading: the delegation model and how a class's runtime identity depends on its class loader.",
    answer:
      "Classes are loaded lazily on first use by a hierarchy of loaders: the bootstrap loader for core modules such as java.base, the platform loader, and the application (system) loader for the class path and module path. By default a loader delegates to its parent first and only defines the class itself if the parent cannot find it, which prevents application code from replacing core classes. At runtime a class is identified by its fully qualified name together with its defining loader, so the same class file loaded by two loaders yields two distinct classes, and casting between them throws ClassCastException. Application servers and plugin systems use separate loaders for isolation, sometimes with child-first delegation, but a loader that is still referenced after a redeploy leaks all of its classes. Loading itself proceeds through loading, linking (verification, preparation and resolution) and initialization, when static initializers run.",
    keyPoints: [
      {
        point: "Loaders form a hierarchy of bootstrap, platform and application loaders.",
        concepts: [["bootstrap"], ["platform", "application", "system"]],
      },
      {
        point: "Loaders delegate to their parent first.",
        concepts: [["parent"], ["first", "before"]],
      },
      {
        point: "A class's identity is its fully qualified name plus its defining loader.",
        concepts: [["fully qualified", "qualified name", "binary name", "name"], ["defining", "together with", "plus", "combination", "pair"]],
      },
      {
        point: "The same class loaded by two loaders gives distinct, incompatible classes.",
        concepts: [["classcastexception", "distinct", "different classes", "two classes", "incompatible"]],
      },
      {
        point: "Separate loaders enable isolation but can leak on redeploy.",
        concepts: [["isolation", "isolate", "plugin", "plugins", "application server", "application servers", "redeploy", "leak", "leaks"]],
      },
    ],
  },
];
