import type { BankQuestion } from "./types";

export const skill = "Python";
export const questions: BankQuestion[] = [
  // ---------------------------------------------------------------- Mutability
  {
    id: "python-1",
    topic: "Mutability",
    difficulty: 8,
    question: "What is the difference between a list and a tuple in Python, and when would you use each?",
    answer:
      "A list is mutable: you can append, remove or replace its elements in place. A tuple is immutable, so once created its elements cannot be reassigned. Because of that, a tuple whose items are all hashable is itself hashable and can be used as a dictionary key or set member, which a list cannot. Lists suit collections that grow or change, while tuples suit fixed records such as coordinates or multiple return values.",
    keyPoints: [
      {
        point: "Lists are mutable and can be changed in place.",
        concepts: [["mutable", "modifiable", "changeable", "in place", "append", "can be changed", "can be modified"]],
      },
      {
        point: "Tuples are immutable and cannot be modified after creation.",
        concepts: [["immutable", "unchangeable", "cannot be changed", "can't be changed", "cannot be modified", "can't be modified", "read-only", "fixed"]],
      },
      {
        point: "Hashable tuples can be dictionary keys or set members, while lists cannot.",
        concepts: [["hashable", "hash", "key", "keys"], ["dictionary", "dict", "set"]],
      },
      {
        point: "Lists fit changing collections; tuples fit fixed records.",
        concepts: [["record", "records", "fixed", "coordinate", "coordinates", "return value", "return values", "heterogeneous", "grow", "change", "changes"]],
      },
    ],
  },
  {
    id: "python-2",
    topic: "Mutability",
    difficulty: 42,
    question: "Why is using a mutable object such as a list as a default argument value a common bug?",
    answer:
      "Default argument values are evaluated once, when the def statement runs, not each time the function is called. If the default is a mutable object like a list or dict, every call that relies on the default shares that same object, so mutations made in one call persist into later calls. The usual fix is to use None as the default and create a new list inside the function body when the argument is None.",
    keyPoints: [
      {
        point: "Default values are evaluated only once, at function definition time.",
        concepts: [["once", "single time", "one time"], ["definition", "defined", "def statement", "function is created", "creation"]],
      },
      {
        point: "All calls that use the default share the same object, so mutations persist between calls.",
        concepts: [["share", "shared", "same object", "same list", "persist", "accumulate", "leak", "carry over", "retained", "later calls", "subsequent calls"]],
      },
      {
        point: "The fix is a None sentinel with a new object created inside the function.",
        concepts: [["none", "sentinel"], ["inside", "body", "each call", "new list", "new object", "fresh"]],
      },
    ],
  },
  {
    id: "python-3",
    topic: "Mutability",
    difficulty: 74,
    question: "How does Python's hashing contract relate to mutability, and what goes wrong if you mutate an object that is being used as a dictionary key?",
    answer:
      "Dicts and sets locate entries by hash, so a key's hash must never change while it is stored, and objects that compare equal must have equal hashes. That is why built-in mutable containers such as list, dict and set are unhashable (their __hash__ is None), and why a class that defines __eq__ without __hash__ becomes unhashable. If a custom class computes its hash from mutable fields and you mutate an instance after inserting it, the entry stays in the slot chosen for the old hash, so lookups with the object fail even though it is still in the dict. The result is silent corruption: duplicates can appear and the entry becomes effectively unreachable by key.",
    keyPoints: [
      {
        point: "A key's hash must stay stable for as long as it is stored in the dict or set.",
        concepts: [["stable", "constant", "never change", "not change", "unchanged", "stay the same"]],
      },
      {
        point: "Objects that compare equal must have equal hashes.",
        concepts: [["equal", "__eq__", "equality", "compare"], ["equal hashes", "same hash", "equal hash", "identical hash", "hash must match", "matching hash"]],
      },
      {
        point: "Built-in mutable containers are unhashable for this reason.",
        concepts: [["unhashable", "not hashable", "cannot be hashed", "can't be hashed", "__hash__ is none", "hash is none"]],
      },
      {
        point: "After mutation the entry sits under its old hash, so lookups fail.",
        concepts: [["old hash", "old slot", "old bucket", "original hash", "previous hash", "wrong bucket", "wrong slot", "slot", "bucket"], ["lookup", "lookups", "find", "fail", "missing", "unreachable", "lost", "not found"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Generators
  {
    id: "python-4",
    topic: "Generators",
    difficulty: 12,
    question: "What is a generator in Python, and how does it differ from a function that returns a list?",
    answer:
      "A generator is a function that contains yield; calling it returns a generator object, an iterator that produces values lazily, one at a time, and pauses its state between values. A function returning a list computes every element up front and holds them all in memory. Generators therefore use little memory and can even represent infinite sequences, but they can only be iterated once and do not support indexing or len().",
    keyPoints: [
      {
        point: "A generator is defined with yield and returns an iterator when called.",
        concepts: [["yield", "yields"]],
      },
      {
        point: "Values are produced lazily, one at a time, on demand.",
        concepts: [["lazy", "lazily", "on demand", "one at a time", "one by one", "as needed", "pause", "paused", "suspend"]],
      },
      {
        point: "A generator avoids building the whole collection in memory.",
        concepts: [["memory", "ram"], ["little", "less", "constant", "low", "small", "save", "efficient", "up front", "all at once", "whole", "every element"]],
      },
      {
        point: "A generator can be consumed only once.",
        concepts: [["once", "exhausted", "exhaust", "consumed", "single pass", "one pass", "cannot be reused", "can't be reused", "not reusable"]],
      },
    ],
  },
  {
    id: "python-5",
    topic: "Generators",
    difficulty: 45,
    question: "What is the difference between an iterable and an iterator in Python?",
    answer:
      "An iterable is any object that can hand out an iterator, by implementing __iter__ (or the older __getitem__ protocol); lists, dicts, strings and files are iterables. An iterator implements __next__, which returns the next item and raises StopIteration when it is exhausted, and its __iter__ returns itself. A for loop calls iter() on the iterable to obtain a fresh iterator and then calls next() until StopIteration. So a list can be looped over many times, while an iterator is consumed in a single pass.",
    keyPoints: [
      {
        point: "An iterable provides an iterator via __iter__.",
        concepts: [["hand out an iterator", "hands out an iterator", "returns an iterator", "return an iterator", "produce an iterator", "produces an iterator", "provides an iterator", "gives an iterator", "obtain an iterator"]],
      },
      {
        point: "An iterator returns successive items from __next__.",
        concepts: [["__next__", "next"]],
      },
      {
        point: "An iterator signals the end by raising StopIteration.",
        concepts: [["stopiteration", "stop iteration"]],
      },
      {
        point: "A for loop gets a fresh iterator from the iterable each time it starts.",
        concepts: [["for loop", "loop", "for statement"], ["fresh", "new", "each time", "every time", "calls iter"]],
      },
      {
        point: "An iterator can be consumed only once, whereas a container iterable can be looped repeatedly.",
        concepts: [["once", "exhausted", "consumed", "single pass", "one pass", "used up"]],
      },
    ],
  },
  {
    id: "python-6",
    topic: "Generators",
    difficulty: 78,
    question: "What do a generator's send(), throw() and close() methods do, and what does yield from add?",
    answer:
      "send(value) resumes the generator and makes the paused yield expression evaluate to that value, so the caller can push data in; a new generator must first be advanced to its first yield with next() or send(None). throw() raises an exception inside the generator at the paused yield, and close() raises GeneratorExit there so finally blocks run and the generator finishes. yield from delegates to a subgenerator: it forwards next, send and throw calls to it, passes its yielded values through to the caller, and evaluates to the subgenerator's return value, which is carried by StopIteration.value. This two-way protocol is what generator-based coroutines were built on before async and await.",
    keyPoints: [
      {
        point: "send() resumes the generator and becomes the value of the paused yield expression.",
        concepts: [["yield expression", "value of the yield", "result of the yield", "resume", "resumes", "push data", "into the generator"]],
      },
      {
        point: "A new generator must be primed with next() or send(None) before values can be sent.",
        concepts: [["prime", "primed", "priming", "first yield", "advance", "advanced", "send(none)"]],
      },
      {
        point: "throw() injects an exception at the paused yield, and close() raises GeneratorExit.",
        concepts: [["generatorexit", "generator exit"]],
      },
      {
        point: "yield from delegates to a subgenerator and forwards next, send and throw to it.",
        concepts: [["delegate", "delegates", "delegation", "forward", "forwards", "subgenerator", "sub-generator", "inner generator"]],
      },
      {
        point: "yield from evaluates to the subgenerator's return value.",
        concepts: [["return value", "returned value", "stopiteration.value", "value it returns"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Decorators
  {
    id: "python-7",
    topic: "Decorators",
    difficulty: 15,
    question: "What is a decorator in Python?",
    answer:
      "A decorator is a callable that takes a function (or class) and returns a replacement, usually a wrapper function that adds behavior before or after calling the original. Writing @my_decorator above a def is shorthand for rebinding the name: func = my_decorator(func). Decorators add cross-cutting behavior such as logging, caching with functools.cache, timing, access checks or registration without changing the function's own code.",
    keyPoints: [
      {
        point: "A decorator takes a function and returns a wrapped or replacement function.",
        concepts: [["wrap", "wrapper", "wraps", "replacement", "returns a new function", "returns a function", "modified function"]],
      },
      {
        point: "It adds behavior without changing the original function's code.",
        concepts: [["behavior", "behaviour", "functionality", "logic", "feature"], ["add", "adds", "extend", "enhance", "augment", "without changing", "without modifying"]],
      },
      {
        point: "The @ syntax is shorthand for reassigning the function to decorator(function).",
        concepts: [["shorthand", "syntactic sugar", "sugar", "equivalent", "rebind", "rebinding", "reassign", "reassigning"]],
      },
      {
        point: "Typical uses include logging, caching, timing and access control.",
        concepts: [["log", "logging", "cache", "caching", "memoize", "timing", "authentication", "auth", "access", "permission", "retry", "register", "registration", "validation"]],
      },
    ],
  },
  {
    id: "python-8",
    topic: "Decorators",
    difficulty: 48,
    question: "What problem does functools.wraps solve in decorators, and how is a decorator that accepts its own arguments structured?",
    answer:
      "Because the wrapper replaces the original function, without care the decorated function reports the wrapper's __name__, __doc__, __module__ and annotations, which confuses introspection, debugging, documentation tools and frameworks. functools.wraps(func) copies that metadata from the original onto the wrapper and sets __wrapped__ so tools can reach the original. A decorator with arguments, such as @retry(times=3), is a decorator factory: an outer function takes the arguments and returns the real decorator, which takes the function and returns the wrapper, giving three levels of nesting.",
    keyPoints: [
      {
        point: "A naive wrapper hides the original function's name, docstring and other metadata.",
        concepts: [["__name__", "name", "docstring", "__doc__", "metadata", "annotations", "signature"], ["lose", "loses", "lost", "hide", "hides", "wrapper's", "confuse", "confuses", "break", "breaks"]],
      },
      {
        point: "wraps copies the metadata from the original onto the wrapper.",
        concepts: [["copy", "copies", "preserve", "preserves", "keep", "retain", "transfer", "update"], ["metadata", "__name__", "name", "docstring", "__doc__", "attributes"]],
      },
      {
        point: "It also sets __wrapped__ so the original remains reachable.",
        concepts: [["reach the original", "access the original", "unwrap", "inspect.unwrap"]],
      },
      {
        point: "A decorator with arguments is a factory that returns the actual decorator.",
        concepts: [["factory", "outer function", "extra layer", "extra level", "three levels", "another layer", "returns the decorator", "returns the real decorator", "returns a decorator"]],
      },
    ],
  },
  {
    id: "python-9",
    topic: "Decorators",
    difficulty: 82,
    question: "When exactly does decorator code run, and what are the consequences for decorators that register functions or keep state?",
    answer:
      "The decorator itself runs once, at function definition time, which for module-level functions means when the module is imported; the wrapper it returns runs on every call. Import-time execution is what makes registration decorators such as web framework routes, pytest fixtures or plugin registries work, but it also means the registry is only populated if the module is actually imported, and expensive work or side effects in the decorator slow down import. State created in the decorator, such as a cache dict captured in its closure, is shared by all calls of that decorated function and must be made thread-safe if needed. Stacked decorators are applied bottom-up: the one closest to the def wraps the function first.",
    keyPoints: [
      {
        point: "The decorator runs once, at definition time, usually when the module is imported.",
        concepts: [["definition time", "import time", "imported", "import", "when the function is defined", "definition"]],
      },
      {
        point: "The returned wrapper runs on every call.",
        concepts: [["every call", "each call", "each time", "every time", "per call", "each invocation"]],
      },
      {
        point: "Registration only happens if the module is imported, and heavy decorator work slows import.",
        concepts: [["import", "imported", "importing"], ["registry", "populate", "populated", "route", "routes", "plugin", "fixture", "side effect", "side effects", "slow"]],
      },
      {
        point: "State held in the decorator's closure is shared across all calls.",
        concepts: [["closure", "shared", "share", "captured"], ["cache", "counter", "dict", "data"]],
      },
      {
        point: "Stacked decorators apply bottom-up, nearest to the def first.",
        concepts: [["bottom-up", "bottom up", "closest", "nearest", "innermost", "inside out", "inside-out", "reverse"]],
      },
    ],
  },
  // ---------------------------------------------------------------- GIL
  {
    id: "python-10",
    topic: "GIL",
    difficulty: 18,
    question: "What is the GIL in CPython and how does it affect multithreaded programs?",
    answer:
      "The Global Interpreter Lock is a mutex in CPython that allows only one thread at a time to execute Python bytecode. It keeps reference counting and other interpreter internals simple and safe. As a result, threads do not speed up CPU-bound pure-Python code on multiple cores, although they still help for I/O-bound work because the GIL is released while a thread waits on I/O. CPython now also offers an optional free-threaded build without the GIL, but the standard build still has it.",
    keyPoints: [
      {
        point: "The GIL is a lock that lets only one thread execute Python bytecode at a time.",
        concepts: [["one thread", "single thread", "only one", "one at a time"]],
      },
      {
        point: "It protects reference counting and interpreter internals.",
        concepts: [["reference count", "reference counting", "refcount", "memory management", "internals", "internal state", "interpreter state"]],
      },
      {
        point: "CPU-bound threaded code gains no parallel speedup.",
        concepts: [["cpu-bound", "cpu bound", "cpu", "computation", "compute"], ["parallel", "parallelism", "speed", "speedup", "faster", "multiple cores", "cores"]],
      },
      {
        point: "I/O-bound threads still benefit because the GIL is released while waiting.",
        concepts: [["i/o", "io", "network", "waiting", "blocking"], ["release", "released", "releases", "still help", "benefit"]],
      },
    ],
  },
  {
    id: "python-11",
    topic: "GIL",
    difficulty: 50,
    question: "Given the GIL, how would you choose between threading, multiprocessing and asyncio for a workload?",
    answer:
      "For I/O-bound work with moderate concurrency, threads work well because blocking I/O releases the GIL. asyncio suits very large numbers of concurrent I/O operations, such as thousands of sockets, using cooperative scheduling on a single-threaded event loop with low per-task overhead. For CPU-bound pure-Python work, use multiprocessing or a ProcessPoolExecutor, since each process has its own interpreter and GIL and can run on a separate core, at the cost of pickling data between processes and extra memory. Heavy numeric work can also be pushed into C extensions such as NumPy that release the GIL.",
    keyPoints: [
      {
        point: "Threads suit I/O-bound work because blocking I/O releases the GIL.",
        concepts: [["i/o", "io", "network", "blocking", "waiting", "disk"], ["release", "releases", "released", "releasing"]],
      },
      {
        point: "asyncio suits very many concurrent I/O tasks on a cooperative event loop.",
        concepts: [["event loop", "cooperative", "thousands", "many connections", "large number", "large numbers", "high concurrency", "single-threaded"]],
      },
      {
        point: "CPU-bound work needs processes, each with its own interpreter and GIL, to use multiple cores.",
        concepts: [["cpu", "cpu-bound", "compute", "computation", "number crunching"], ["process", "processes", "processpoolexecutor"]],
      },
      {
        point: "Processes cost serialization and memory overhead.",
        concepts: [["pickle", "pickling", "serialization", "serialize", "ipc", "overhead", "memory", "startup", "communication"]],
      },
      {
        point: "C extensions like NumPy can release the GIL for heavy computation.",
        concepts: [["numpy", "c extension", "c extensions", "native", "cython"]],
      },
    ],
  },
  {
    id: "python-12",
    topic: "GIL",
    difficulty: 85,
    question: "Does the GIL make Python code thread-safe? Explain with the example of several threads doing counter += 1.",
    answer:
      "No. The GIL only guarantees that one thread runs bytecode at a time, but the interpreter can switch threads between bytecode instructions, and counter += 1 is several steps: load the value, add one, store the result. Two threads can load the same value and both store value + 1, so one increment is lost, which is a classic race condition. The GIL protects the interpreter's internal state, not your program's invariants, so compound read-modify-write operations need a threading.Lock or another synchronization primitive. Some single operations on built-in types happen to be atomic in CPython, but relying on that is fragile, especially with free-threaded builds.",
    keyPoints: [
      {
        point: "The GIL protects interpreter internals, not application-level invariants.",
        concepts: [["interpreter", "internal", "internals"], ["not your", "not the program", "invariant", "invariants", "application", "your program"]],
      },
      {
        point: "Thread switches can occur between bytecode instructions.",
        concepts: [["switch", "switches", "preempt", "preempted", "interrupt", "interleave", "interleaved", "context switch"], ["bytecode", "instruction", "instructions", "between"]],
      },
      {
        point: "counter += 1 is a non-atomic read-modify-write of several steps.",
        concepts: [["read-modify-write", "several steps", "multiple steps", "several bytecode", "multiple bytecode", "multiple instructions", "load", "not atomic", "non-atomic"]],
      },
      {
        point: "Interleaving causes lost updates, a race condition.",
        concepts: [["race", "lost update", "lost", "overwrite", "overwritten", "incorrect"]],
      },
      {
        point: "Shared mutable state needs a lock or other synchronization.",
        concepts: [["threading.lock", "lock", "mutex", "synchronization", "synchronize", "semaphore", "queue"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Garbage collection
  {
    id: "python-13",
    topic: "Garbage collection",
    difficulty: 22,
    question: "How does CPython free memory for objects that are no longer used?",
    answer:
      "CPython mainly uses reference counting: every object tracks how many references point to it, and when that count drops to zero the object is deallocated immediately. Reference counting alone cannot reclaim reference cycles, such as two objects that refer to each other, so CPython also runs a cyclic garbage collector, exposed through the gc module, that periodically finds and frees unreachable cycles. Developers do not free memory manually.",
    keyPoints: [
      {
        point: "CPython primarily uses reference counting.",
        concepts: [["reference count", "reference counting", "refcount", "ref count", "number of references", "count of references"]],
      },
      {
        point: "An object is deallocated as soon as its count reaches zero.",
        concepts: [["zero", "no references", "no more references"], ["immediately", "deallocate", "deallocated", "reclaimed", "destroyed", "released", "right away", "at once"]],
      },
      {
        point: "Reference counting cannot reclaim reference cycles.",
        concepts: [["cycle", "cycles", "cyclic", "circular", "refer to each other"]],
      },
      {
        point: "A cyclic garbage collector (gc module) periodically collects unreachable cycles.",
        concepts: [["garbage collector", "gc", "cycle collector", "collector"]],
      },
    ],
  },
  {
    id: "python-14",
    topic: "Garbage collection",
    difficulty: 52,
    question: "Why can reference cycles be a problem in Python, and what tools help you avoid or break them?",
    answer:
      "In a cycle, for example a parent holding a child that points back to the parent, or a traceback that references a frame holding the exception, each object's reference count stays above zero even when nothing outside the group uses it. The memory is then only freed when the cyclic garbage collector runs, which is delayed and nondeterministic, so memory use grows and collections cost pause time. You can avoid cycles with the weakref module, whose weak references do not increase the reference count (for back-pointers, caches or WeakValueDictionary), break them explicitly by setting links to None or using del, and investigate them with the gc module, e.g. gc.collect() and gc.get_referrers().",
    keyPoints: [
      {
        point: "Objects in a cycle keep each other's reference count above zero.",
        concepts: [["above zero", "never reaches zero", "never drops to zero", "never zero", "nonzero", "non-zero", "stays above", "keep each other alive", "keeps each other alive"]],
      },
      {
        point: "Cycles are only freed later by the cyclic collector, nondeterministically.",
        concepts: [["garbage collector", "gc", "cyclic", "collector"], ["later", "delay", "delayed", "nondeterministic", "non-deterministic", "periodic", "periodically", "eventually", "only when", "until"]],
      },
      {
        point: "Weak references avoid cycles because they do not increase the count.",
        concepts: [["weakref", "weak reference", "weak references", "weakvaluedictionary", "weakkeydictionary"]],
      },
      {
        point: "Cycles can be broken explicitly by clearing links.",
        concepts: [["set to none", "to none", "del", "clear", "remove the reference", "unlink", "explicitly"]],
      },
      {
        point: "The gc module helps detect and inspect cycles.",
        concepts: [["gc.collect", "get_referrers", "set_debug", "gc module", "inspect", "investigate", "tracemalloc"]],
      },
    ],
  },
  {
    id: "python-15",
    topic: "Garbage collection",
    difficulty: 88,
    question: "How does CPython's cyclic garbage collector decide what to collect, and when might you tune or disable it?",
    answer:
      "The collector tracks only container objects and groups them by age: new objects start in the youngest generation, survivors are promoted to older generations, and young objects are examined far more often on the assumption that most objects die young (recent versions also collect the old generation incrementally to shorten pauses). A collection is triggered when allocations minus deallocations of tracked objects exceed a threshold. To find garbage it subtracts references that come from inside the examined set from each object's refcount: objects with a remaining positive count are referenced from outside, everything reachable from them survives, and the rest are unreachable cycles that get freed. You might raise thresholds with gc.set_threshold() or call gc.disable() during a bulk load of long-lived objects to avoid pointless scans, and call gc.freeze() before forking worker processes so the collector does not touch shared pages and trigger copy-on-write. Disabling it permanently is only safe if the code creates no cycles or you call gc.collect() yourself.",
    keyPoints: [
      {
        point: "Objects are grouped by age and young objects are examined most often because most die young.",
        concepts: [["young", "youngest", "old", "older", "survivor", "survivors", "promote", "promoted", "generation", "generations"], ["often", "frequent", "frequently", "die young", "short-lived"]],
      },
      {
        point: "Collections are triggered when net allocations exceed a threshold.",
        concepts: [["threshold", "thresholds"], ["allocation", "allocations", "allocate", "deallocation", "deallocations"]],
      },
      {
        point: "It finds garbage by discounting internal references and keeping only what is reachable from outside.",
        concepts: [["subtract", "subtracts", "internal references", "from inside", "outside", "unreachable"]],
      },
      {
        point: "Thresholds can be raised or the collector disabled around bulk allocation.",
        concepts: [["set_threshold", "gc.set_threshold", "raise thresholds", "raise the threshold", "higher threshold", "bulk", "temporarily"]],
      },
      {
        point: "gc.freeze before fork avoids copy-on-write of shared memory.",
        concepts: [["freeze", "gc.freeze", "fork", "forking", "copy-on-write", "copy on write"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Context managers
  {
    id: "python-16",
    topic: "Context managers",
    difficulty: 25,
    question: "What does the with statement do in Python?",
    answer:
      "The with statement uses a context manager to guarantee setup and cleanup around a block of code. Its __enter__ method runs on entry, and its return value is bound to the name after as; its __exit__ method always runs when the block is left, whether normally or because of an exception. Typical uses are closing files automatically, releasing locks and committing or rolling back database transactions, replacing hand-written try/finally code.",
    keyPoints: [
      {
        point: "Cleanup is guaranteed even when an exception occurs.",
        concepts: [["cleanup", "clean up", "close", "closed", "closing", "release", "released", "releasing", "teardown"], ["exception", "error", "always", "guarantee", "even if", "whether"]],
      },
      {
        point: "It calls __enter__ on entry and __exit__ on leaving the block.",
        concepts: [["__enter__", "enter"], ["__exit__", "exit"]],
      },
      {
        point: "Common uses include files, locks and transactions.",
        concepts: [["file", "files", "lock", "locks", "connection", "transaction", "transactions", "socket"]],
      },
      {
        point: "It replaces try/finally boilerplate.",
        concepts: [["try/finally", "finally", "try"]],
      },
    ],
  },
  {
    id: "python-17",
    topic: "Context managers",
    difficulty: 55,
    question: "What are the two main ways to implement a context manager, and how are exceptions handled when the block fails?",
    answer:
      "You can write a class with __enter__ and __exit__ methods, or decorate a generator function with contextlib.contextmanager, where the code before its single yield is setup, the yielded value is what as binds, and the code after the yield is cleanup. __exit__ receives the exception type, value and traceback (all None when there was no exception); if it returns a true value the exception is suppressed, otherwise it propagates after cleanup. In the generator form the exception is re-raised at the yield, so the cleanup must sit in a try/finally to run reliably, and you suppress an exception by catching it there.",
    keyPoints: [
      {
        point: "One way is a class implementing __enter__ and __exit__.",
        concepts: [["class"], ["__enter__", "__exit__", "enter", "exit"]],
      },
      {
        point: "The other is a generator decorated with contextlib.contextmanager that yields once.",
        concepts: [["contextmanager", "contextlib", "contextlib.contextmanager"], ["yield", "generator"]],
      },
      {
        point: "__exit__ receives the exception type, value and traceback.",
        concepts: [["type", "traceback", "exc_info", "exception details", "exception information"]],
      },
      {
        point: "Returning a true value from __exit__ suppresses the exception; otherwise it propagates.",
        concepts: [["true", "truthy"], ["suppress", "suppressed", "suppresses", "swallow", "swallowed", "silence"]],
      },
      {
        point: "In the generator form, cleanup must be in try/finally because the exception is raised at the yield.",
        concepts: [["finally", "try/finally"]],
      },
    ],
  },
  {
    id: "python-18",
    topic: "Context managers",
    difficulty: 80,
    question: "When would you use contextlib.ExitStack, and how do asynchronous context managers differ from regular ones?",
    answer:
      "ExitStack lets you enter a number of context managers that is only known at runtime, such as opening every file in a list, and register arbitrary cleanup callbacks. On exit it unwinds everything in LIFO order, and if entering a later resource fails, the ones already entered are still cleaned up, so partial setup never leaks; pop_all() can transfer the cleanup responsibility elsewhere once setup succeeds. Asynchronous context managers implement __aenter__ and __aexit__ as coroutines and are used with async with, so setup and teardown can await I/O, for example acquiring and releasing a pooled connection. contextlib.asynccontextmanager and AsyncExitStack are the async counterparts.",
    keyPoints: [
      {
        point: "ExitStack handles a dynamic number of context managers or callbacks determined at runtime.",
        concepts: [["dynamic", "variable number", "runtime", "unknown", "arbitrary number", "list of", "known at runtime", "callback", "callbacks"]],
      },
      {
        point: "It unwinds in LIFO order.",
        concepts: [["lifo", "reverse", "last in first out", "last-in", "opposite order"]],
      },
      {
        point: "Resources already entered are cleaned up if a later one fails.",
        concepts: [["fail", "fails", "failure", "partial", "exception", "error"], ["clean", "cleaned", "cleanup", "unwind", "close", "closed", "already"]],
      },
      {
        point: "Async context managers use awaitable __aenter__ and __aexit__ with async with.",
        concepts: [["__aenter__", "__aexit__", "aenter", "aexit", "async with", "await", "coroutine", "coroutines"]],
      },
      {
        point: "asynccontextmanager and AsyncExitStack are the async equivalents.",
        concepts: [["asynccontextmanager", "contextlib.asynccontextmanager", "asyncexitstack"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Type hints
  {
    id: "python-19",
    topic: "Type hints",
    difficulty: 28,
    question: "Are Python type hints enforced when the program runs? What are they for?",
    answer:
      "No. The interpreter does not check annotations, so a function annotated to take an int will still accept a string. Type hints serve as documentation, power IDE autocompletion and refactoring, and let static type checkers such as mypy or Pyright find type errors before the code runs. Some libraries, like Pydantic, FastAPI or dataclasses, read annotations at runtime to validate data or generate code, but that is opt-in behavior of those libraries.",
    keyPoints: [
      {
        point: "The interpreter does not check annotations, so wrong types still run.",
        concepts: [["does not check", "doesn't check", "not checked", "not enforced", "ignore", "ignored", "ignores", "no effect", "still accept", "runs anyway"]],
      },
      {
        point: "Static type checkers like mypy or Pyright verify them before execution.",
        concepts: [["mypy", "pyright", "pyre", "static", "type checker", "type checkers", "checker"]],
      },
      {
        point: "They document code and improve IDE tooling.",
        concepts: [["ide", "editor", "documentation", "document", "autocomplete", "autocompletion", "readability", "tooling", "refactoring"]],
      },
      {
        point: "Some libraries deliberately read annotations at runtime.",
        concepts: [["pydantic", "dataclass", "dataclasses", "fastapi", "__annotations__", "get_type_hints", "typeguard", "beartype", "introspection"]],
      },
    ],
  },
  {
    id: "python-20",
    topic: "Type hints",
    difficulty: 58,
    question: "What is the difference between nominal and structural typing in Python's type system, and where does typing.Protocol fit?",
    answer:
      "With nominal typing, compatibility comes from declared inheritance: a class counts as a subtype only if it explicitly subclasses (or registers with) the base. With structural typing, compatibility depends on the methods and attributes an object actually has, regardless of its ancestry, which is static duck typing. typing.Protocol provides structural typing: any class that implements the protocol's members is accepted by type checkers without inheriting from it. Decorating a protocol with @runtime_checkable also allows isinstance checks, but those only test that the members exist, not their signatures.",
    keyPoints: [
      {
        point: "Nominal typing is based on explicit inheritance.",
        concepts: [["inherit", "inheritance", "subclass", "subclasses", "declared", "explicitly"]],
      },
      {
        point: "Structural typing is based on the methods and attributes a type has.",
        concepts: [["method", "methods", "attribute", "attributes", "shape", "members"]],
      },
      {
        point: "Protocols are satisfied without inheriting from them.",
        concepts: [["without", "no need", "need not", "doesn't need", "does not need", "not required"], ["inherit", "inheriting", "inheritance", "subclass", "subclassing"]],
      },
      {
        point: "This amounts to static duck typing.",
        concepts: [["duck"]],
      },
      {
        point: "runtime_checkable enables isinstance checks that only test member presence.",
        concepts: [["runtime_checkable", "runtime checkable", "isinstance"]],
      },
    ],
  },
  {
    id: "python-21",
    topic: "Type hints",
    difficulty: 90,
    question: "Why does a type checker reject passing a list[Dog] where a list[Animal] is expected, yet accept a Sequence[Dog] where a Sequence[Animal] is expected?",
    answer:
      "list is mutable, so it is invariant: if list[Dog] were accepted as list[Animal], the callee could append a Cat, and the caller's list of dogs would then contain a cat, which is unsound. Sequence only allows reading, so it is covariant: treating each Dog you read as an Animal is always safe. Callable is contravariant in its parameters: a function that accepts any Animal can be used where a function taking a Dog is expected, but not the other way round. With the type parameter syntax, as in class Box[T], type checkers infer the variance from how T is used; with an explicit TypeVar you declare covariant=True or contravariant=True.",
    keyPoints: [
      {
        point: "list is invariant because it is mutable.",
        concepts: [["invariant", "invariance"], ["mutable", "append", "write", "insert", "modify"]],
      },
      {
        point: "Otherwise the callee could insert a different subtype and break the caller's list.",
        concepts: [["cat", "different subclass", "different subtype", "unsound", "wrong type"]],
      },
      {
        point: "Read-only Sequence is covariant.",
        concepts: [["covariant", "covariance"], ["read-only", "read only", "reading", "only read", "immutable", "no mutation"]],
      },
      {
        point: "Callable parameters are contravariant.",
        concepts: [["contravariant", "contravariance"]],
      },
      {
        point: "Variance is declared on TypeVars or inferred with the new type parameter syntax.",
        concepts: [["infer", "inferred", "inference", "typevar", "covariant=true", "pep 695", "type parameter syntax"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Asyncio
  {
    id: "python-22",
    topic: "Asyncio",
    difficulty: 30,
    question: "What are async and await used for in Python?",
    answer:
      "They let you write concurrent code for I/O-bound work that runs in a single thread. Calling an async def function returns a coroutine, and await suspends that coroutine while it waits for I/O, letting the asyncio event loop run other coroutines in the meantime. This makes it cheap to handle thousands of network connections without a thread per connection. It does not make CPU-bound code faster, because only one coroutine runs at a time.",
    keyPoints: [
      {
        point: "async def functions produce coroutines.",
        concepts: [["coroutine", "coroutines"]],
      },
      {
        point: "await suspends the coroutine and hands control to the event loop.",
        concepts: [["suspend", "suspends", "pause", "pauses", "yield", "give up control", "hand control"], ["event loop", "loop", "scheduler"]],
      },
      {
        point: "It is aimed at I/O-bound concurrency such as many network connections.",
        concepts: [["i/o", "io", "network", "request", "requests", "socket", "database", "connections"]],
      },
      {
        point: "It does not speed up CPU-bound work.",
        concepts: [["cpu", "cpu-bound", "computation", "compute"]],
      },
    ],
  },
  {
    id: "python-23",
    topic: "Asyncio",
    difficulty: 60,
    question: "What happens if you call a blocking function such as time.sleep() or a synchronous HTTP client inside an asyncio coroutine, and how do you avoid it?",
    answer:
      "asyncio uses cooperative multitasking: the event loop can only switch tasks at await points, so a blocking call holds the single thread and freezes every other task, stalling timeouts, heartbeats and all in-flight requests until it returns. Use async equivalents instead, such as asyncio.sleep, an async HTTP client like httpx or aiohttp, and async database drivers. Unavoidable blocking calls can be offloaded to a thread with asyncio.to_thread() or loop.run_in_executor(), and CPU-heavy work to a process pool. Running asyncio in debug mode logs callbacks that block the loop for too long, which helps find offenders.",
    keyPoints: [
      {
        point: "Scheduling is cooperative: tasks only switch at await points.",
        concepts: [["cooperative", "await point", "await points", "yield control", "give up control"]],
      },
      {
        point: "A blocking call freezes the whole event loop and all other tasks.",
        concepts: [["freeze", "freezes", "stall", "stalls", "stuck", "halt", "starve", "unresponsive", "every other task", "all other tasks", "whole loop", "entire loop"]],
      },
      {
        point: "Use async-native libraries instead of blocking ones.",
        concepts: [["asyncio.sleep", "aiohttp", "httpx", "async equivalent", "async equivalents", "async client", "async driver", "async drivers", "non-blocking"]],
      },
      {
        point: "Offload unavoidable blocking work with to_thread or an executor.",
        concepts: [["to_thread", "run_in_executor", "executor", "thread pool", "separate thread", "worker thread", "process pool"]],
      },
      {
        point: "Debug mode helps detect slow callbacks blocking the loop.",
        concepts: [["debug"]],
      },
    ],
  },
  {
    id: "python-24",
    topic: "Asyncio",
    difficulty: 92,
    question: "What is structured concurrency in asyncio, and how do TaskGroup and cancellation semantics improve on bare create_task() and gather()?",
    answer:
      "Structured concurrency means child tasks are scoped to a block: they cannot outlive it, and their errors propagate to the code that started them. asyncio.TaskGroup waits for all its tasks when the async with block exits; if any task fails, it cancels the remaining ones and raises an ExceptionGroup with the failures, which you handle with except*. Bare create_task() can leave orphaned tasks running, or even have them garbage-collected mid-flight if no reference is kept, and gather() by default does not cancel the other tasks when one fails, so work leaks. Cancellation is delivered as CancelledError at an await point, so code must not swallow it and should re-raise after cleanup; asyncio.timeout() is built on the same mechanism.",
    keyPoints: [
      {
        point: "Child tasks are scoped to a block and cannot outlive it.",
        concepts: [["outlive", "scope", "scoped", "lifetime", "nursery"]],
      },
      {
        point: "When one task fails, TaskGroup cancels its siblings.",
        concepts: [["fail", "fails", "failure", "error"], ["remaining", "sibling", "siblings", "other tasks", "rest"]],
      },
      {
        point: "Failures are raised together as an ExceptionGroup, handled with except*.",
        concepts: [["exceptiongroup", "exception group", "except*"]],
      },
      {
        point: "Bare tasks can be orphaned or garbage-collected if no reference is kept.",
        concepts: [["orphan", "orphaned", "leak", "leaks", "garbage-collected", "garbage collected", "dangling", "fire-and-forget", "no reference"]],
      },
      {
        point: "CancelledError must not be swallowed; re-raise it after cleanup.",
        concepts: [["cancellederror", "cancelled error"], ["swallow", "swallowed", "re-raise", "reraise", "propagate", "suppress"]],
      },
    ],
  },
  // ---------------------------------------------------------------- Classes
  {
    id: "python-25",
    topic: "Classes",
    difficulty: 10,
    question: "What does self refer to in a Python method, and why is it written explicitly?",
    answer:
      "self is the instance the method was called on: obj.method(x) is effectively Class.method(obj, x), with Python passing the instance automatically as the first argument. Through self a method reads and modifies the instance's attributes. It is explicit by design, in line with 'explicit is better than implicit', and the name self is only a convention rather than a keyword.",
    keyPoints: [
      {
        point: "self is the instance on which the method was called.",
        concepts: [["instance", "the object", "current object"]],
      },
      {
        point: "Python passes it automatically as the first argument.",
        concepts: [["first"], ["argument", "parameter"]],
      },
      {
        point: "Methods use it to access the instance's attributes.",
        concepts: [["attribute", "attributes", "state", "data", "fields"]],
      },
      {
        point: "The name is a convention, not a reserved keyword.",
        concepts: [["convention", "not a keyword", "not reserved", "any name", "just a name"]],
      },
    ],
  },
  {
    id: "python-26",
    topic: "Classes",
    difficulty: 40,
    question: "What is the difference between a regular method, a classmethod and a staticmethod?",
    answer:
      "A regular method receives the instance as self and can use both instance and class state. A classmethod receives the class itself as cls, which makes it ideal for alternative constructors such as from_dict, and because cls is the actual class it was called on, those constructors return the right subclass. A staticmethod receives neither; it is a plain function namespaced inside the class for helpers that belong there logically but need no instance or class state.",
    keyPoints: [
      {
        point: "A regular method receives the instance as self.",
        concepts: [["self", "instance"]],
      },
      {
        point: "A classmethod receives the class as cls.",
        concepts: [["cls", "the class itself"]],
      },
      {
        point: "Classmethods are used for alternative constructors that work with subclasses.",
        concepts: [["alternative constructor", "alternative constructors", "alternate constructor", "factory", "from_dict", "constructor", "constructors"]],
      },
      {
        point: "Because cls is the actual class, classmethods respect inheritance.",
        concepts: [["subclass", "subclasses", "inheritance", "inherited"]],
      },
      {
        point: "A staticmethod gets no implicit first argument; it is a plain function in the class namespace.",
        concepts: [["neither", "no implicit", "no self", "without self", "plain function", "regular function", "ordinary function", "namespaced", "namespace"]],
      },
    ],
  },
  {
    id: "python-27",
    topic: "Classes",
    difficulty: 70,
    question: "How does Python resolve method lookup with multiple inheritance, and how does super() actually work?",
    answer:
      "Each class gets a method resolution order (MRO) computed with C3 linearization, which keeps the order in which bases are listed and puts every class before its own parents; Class.__mro__ shows it, and inconsistent hierarchies are rejected with a TypeError when the class is created. Attribute lookup walks the MRO in order. super() does not mean 'the parent class': it returns a proxy that delegates to the next class after the current one in the MRO of the instance's type. That is why cooperative multiple inheritance works only if every class in the hierarchy calls super() with compatible signatures, often by passing **kwargs along, so that each __init__ in a diamond runs exactly once.",
    keyPoints: [
      {
        point: "Lookup follows the method resolution order (MRO).",
        concepts: [["mro", "method resolution order", "__mro__"]],
      },
      {
        point: "The MRO is computed by C3 linearization, preserving base order and putting children before parents.",
        concepts: [["c3", "linearization", "linearisation"]],
      },
      {
        point: "super() delegates to the next class in the instance's MRO, not simply the parent.",
        concepts: [["next"], ["mro", "method resolution order", "order"]],
      },
      {
        point: "Cooperative inheritance requires every class to call super() so each method runs once.",
        concepts: [["cooperative", "every class", "exactly once", "only once", "runs once"]],
      },
      {
        point: "Signatures must be compatible, commonly by passing **kwargs through.",
        concepts: [["kwargs", "signature", "signatures", "compatible"]],
      },
    ],
  },
];
