import type { BankQuestion } from "./types";

export const skill = "Algorithms";
export const questions: BankQuestion[] = [
  {
    id: "algorithms-1",
    topic: "Big-O",
    difficulty: 5,
    question: "What does Big-O notation describe?",
    answer:
      "Big-O describes an upper bound on how an algorithm's running time or memory use grows as the input size n grows, ignoring constant factors and lower-order terms. For example, O(n) means the work grows linearly with the input, while O(n^2) means doubling the input roughly quadruples the work. It is most often used to state worst-case growth, letting you compare how algorithms scale independently of hardware.",
    keyPoints: [
      {
        point: "It gives an upper bound on how time or space grows.",
        concepts: [["upper bound", "grow", "grows", "growth", "scale", "scales"]],
      },
      {
        point: "Growth is measured as a function of input size.",
        concepts: [["input"]],
      },
      {
        point: "Constant factors and lower-order terms are ignored.",
        concepts: [["constant", "constants", "lower-order", "lower order", "coefficient"]],
      },
      {
        point: "It is typically used for worst-case behaviour.",
        concepts: [["worst", "worst-case", "worst case"]],
      },
    ],
  },
  {
    id: "algorithms-2",
    topic: "Big-O",
    difficulty: 15,
    question:
      "Order the complexity classes O(1), O(log n), O(n), O(n log n), O(n^2) and O(2^n) from slowest-growing to fastest-growing, and give an example algorithm for each.",
    answer:
      "From slowest-growing to fastest: O(1), such as indexing an array or an average hash table lookup; O(log n), such as binary search; O(n), such as a linear scan for the maximum; O(n log n), such as merge sort or heapsort; O(n^2), such as comparing all pairs with nested loops or insertion sort; and O(2^n), such as enumerating all subsets or naive recursive Fibonacci. Exponential algorithms become infeasible even for inputs of a few dozen items, while log n grows so slowly it is almost constant in practice.",
    keyPoints: [
      {
        point: "Constant time: array indexing or a hash lookup.",
        concepts: [["hash", "array index", "indexing", "lookup"]],
      },
      {
        point: "Logarithmic time: binary search.",
        concepts: [["binary search", "balanced tree", "bst"]],
      },
      {
        point: "Linearithmic time: efficient comparison sorts such as merge sort.",
        concepts: [["merge sort", "mergesort", "heapsort", "heap sort", "quicksort", "sort", "sorting"]],
      },
      {
        point: "Quadratic time: nested loops over all pairs or simple sorts.",
        concepts: [["nested", "pairs", "bubble", "insertion sort", "selection sort"]],
      },
      {
        point: "Exponential time: enumerating all subsets or brute force.",
        concepts: [["subset", "subsets", "fibonacci", "brute force", "brute-force", "combinations", "power set", "exhaustive"]],
      },
    ],
  },
  {
    id: "algorithms-3",
    topic: "Big-O",
    difficulty: 45,
    question: "What is amortized analysis, and how does it differ from average-case analysis?",
    answer:
      "Amortized analysis bounds the total cost of any sequence of operations, even a worst-case one, and divides by the number of operations, so it guarantees the cost per operation over the sequence even though individual operations are occasionally expensive. The classic example is appending to a dynamic array, which is O(1) amortized despite occasional O(n) resizes. Average-case analysis instead assumes a probability distribution over inputs or random choices and computes the expected cost, like quicksort's O(n log n) expected time. Amortized bounds are therefore deterministic guarantees, while average-case bounds can be exceeded by unlucky or adversarial inputs.",
    keyPoints: [
      {
        point: "Amortized cost is the total cost of a sequence divided by the number of operations.",
        concepts: [["sequence", "series", "total"]],
      },
      {
        point: "Dynamic array appends with occasional resizes are the classic example.",
        concepts: [["dynamic array", "resize", "resizes", "resizing", "vector", "arraylist", "append", "appending", "doubling"]],
      },
      {
        point: "Average-case analysis assumes a probability distribution over inputs.",
        concepts: [["probability", "probabilistic", "distribution", "random", "expected"]],
      },
      {
        point: "Amortized bounds are guarantees even for worst-case sequences, unlike average-case bounds.",
        concepts: [["guarantee", "guarantees", "worst-case", "worst case", "adversarial", "deterministic"]],
      },
    ],
  },
  {
    id: "algorithms-4",
    topic: "Big-O",
    difficulty: 77,
    question:
      "What is the difference between Big-O, Big-Omega and Big-Theta, and why is the statement 'quicksort is O(n log n)' imprecise?",
    answer:
      "Big-O gives an asymptotic upper bound, Big-Omega gives a lower bound, and Big-Theta gives a tight bound, meaning the function is bounded above and below by constant multiples of the same function. These bounds describe functions, so you must also say which case is being bounded, such as worst, average or best case. Quicksort's worst-case running time is Theta(n^2), for example when a naive first-element pivot meets already sorted input, while its expected time with random pivots is Theta(n log n). So 'quicksort is O(n log n)' is only true of the expected case, not the worst case.",
    keyPoints: [
      {
        point: "Big-O is an upper bound.",
        concepts: [["upper"]],
      },
      {
        point: "Big-Omega is a lower bound.",
        concepts: [["lower"]],
      },
      {
        point: "Big-Theta is a tight bound, both upper and lower.",
        concepts: [["tight", "both", "exact"]],
      },
      {
        point: "A bound must say which case (worst, average, best) it describes.",
        concepts: [["worst", "average", "expected", "best case"]],
      },
      {
        point: "Quicksort's worst case is quadratic.",
        concepts: [["n^2", "quadratic", "n squared"]],
      },
    ],
  },
  {
    id: "algorithms-5",
    topic: "Sorting",
    difficulty: 8,
    question: "What is the difference between a stable and an unstable sorting algorithm?",
    answer:
      "A stable sort preserves the relative order of elements with equal keys, while an unstable sort may reorder them. Stability matters when sorting records by several keys in passes, for example sorting by name and then stably by department, so names stay alphabetical within each department. Merge sort, insertion sort and Timsort are stable, whereas quicksort and heapsort typically are not.",
    keyPoints: [
      {
        point: "A stable sort keeps the original relative order of equal elements.",
        concepts: [["relative order", "original order", "order"], ["equal", "tie", "ties", "identical", "duplicate", "duplicates"]],
      },
      {
        point: "Stability matters when sorting by multiple keys in successive passes.",
        concepts: [["multiple", "several", "secondary", "two keys", "second key", "passes", "multi"]],
      },
      {
        point: "Merge sort, insertion sort and Timsort are stable.",
        concepts: [["merge sort", "mergesort", "insertion sort", "timsort", "counting sort", "radix"]],
      },
      {
        point: "Quicksort and heapsort are typically unstable.",
        concepts: [["quicksort", "quick sort", "heapsort", "heap sort", "selection sort"]],
      },
    ],
  },
  {
    id: "algorithms-6",
    topic: "Sorting",
    difficulty: 35,
    question: "Compare quicksort and merge sort in terms of time complexity, memory use and practical performance.",
    answer:
      "Merge sort always runs in O(n log n) time and is stable, but sorting an array needs O(n) auxiliary memory for merging. Quicksort runs in O(n log n) on average but O(n^2) in the worst case, sorts in place with O(log n) stack space, and is usually faster in practice thanks to good cache locality and small constant factors. Standard libraries therefore use hybrids: introsort, which falls back to heapsort when recursion gets too deep (used by C++ std::sort), or pattern-defeating quicksort for unstable sorts, and Timsort-style adaptive merge sorts when stability is required, as in Python and Java's object sorting.",
    keyPoints: [
      {
        point: "Merge sort guarantees O(n log n) even in the worst case and is stable.",
        concepts: [["always", "guarantee", "guarantees", "guaranteed", "worst", "every case"]],
      },
      {
        point: "Merge sort needs O(n) extra memory for arrays.",
        concepts: [["auxiliary", "extra", "additional", "o(n) space", "o(n) memory"]],
      },
      {
        point: "Quicksort's worst case is O(n^2).",
        concepts: [["n^2", "quadratic", "n squared"]],
      },
      {
        point: "Quicksort is in-place and usually faster in practice due to cache locality.",
        concepts: [["in place", "in-place", "cache", "locality", "constant factor", "constant factors", "faster"]],
      },
      {
        point: "Libraries use hybrids such as introsort, pdqsort or Timsort.",
        concepts: [["introsort", "timsort", "hybrid", "hybrids", "pdqsort", "pattern-defeating", "powersort"]],
      },
    ],
  },
  {
    id: "algorithms-7",
    topic: "Sorting",
    difficulty: 73,
    question:
      "Why can no comparison-based sort beat O(n log n) in the worst case, and how do counting sort and radix sort get around this limit?",
    answer:
      "Any comparison sort can be modeled as a binary decision tree whose leaves are the n! possible orderings of the input; a binary tree with n! leaves has height at least log2(n!), which is Theta(n log n), so some input forces that many comparisons. Counting sort and radix sort escape the bound because they never compare elements with each other; they use the key values directly as array indices or process them digit by digit. Counting sort runs in O(n + k) for integer keys in a range of size k, and radix sort runs in O(d(n + b)) for d-digit keys in base b, which is linear when the key size is bounded, at the cost of extra memory and restrictions on the key type.",
    keyPoints: [
      {
        point: "A comparison sort is a decision tree that must distinguish all n! orderings.",
        concepts: [["decision tree", "factorial", "permutation", "permutations", "orderings"]],
      },
      {
        point: "Such a tree has height at least log(n!), which is Theta(n log n).",
        concepts: [["height", "stirling", "depth", "lower bound"]],
      },
      {
        point: "Counting and radix sort use key values as indices or digits rather than comparisons.",
        concepts: [["index", "indices", "digit", "digits", "bucket", "buckets"]],
      },
      {
        point: "They run in linear time only for integer keys with a bounded range or size.",
        concepts: [["n + k", "range", "bounded", "integer", "integers", "key size"]],
      },
    ],
  },
  {
    id: "algorithms-8",
    topic: "Binary search",
    difficulty: 11,
    question: "What is binary search, and what does it require of its input?",
    answer:
      "Binary search looks for a target in a sorted array by comparing it with the middle element and discarding the half that cannot contain it, repeating until it finds the target or the range is empty. Because the range halves at each step, it runs in O(log n) time. It requires the data to be sorted, or more generally monotonic with respect to the condition being tested, and to support random access by index, which is why it does not suit linked lists.",
    keyPoints: [
      {
        point: "Each step compares with the middle element and discards half the range.",
        concepts: [["middle", "mid", "midpoint"], ["half", "halves", "discard", "discarding", "eliminate"]],
      },
      {
        point: "It runs in O(log n) time.",
        concepts: [["log n", "o(log n)", "logarithmic", "log"]],
      },
      {
        point: "The input must be sorted or monotonic.",
        concepts: [["sorted", "monotonic", "ordered"]],
      },
      {
        point: "The input must support random access by index.",
        concepts: [["random access", "index", "linked list", "linked lists"]],
      },
    ],
  },
  {
    id: "algorithms-9",
    topic: "Binary search",
    difficulty: 52,
    question: "What is 'binary search on the answer', and what property must a problem have for it to work?",
    answer:
      "Instead of searching an array, you binary search over the range of possible answer values, using a feasibility check as the test, for example finding the minimum ship capacity that delivers all packages within D days. It works when the check is monotonic: if value x is feasible then every larger value (or every smaller one) is feasible too, so the candidate range splits into an infeasible region followed by a feasible one. The total cost is O(log(range)) times the cost of one check, which often turns a hard optimization problem into a simpler yes-or-no decision problem.",
    keyPoints: [
      {
        point: "The search runs over the range of candidate answer values.",
        concepts: [["range", "candidate", "candidates", "possible values", "answer space"]],
      },
      {
        point: "Each step runs a feasibility or decision check.",
        concepts: [["feasible", "feasibility", "check", "predicate", "decision", "condition"]],
      },
      {
        point: "The check must be monotonic across the candidate values.",
        concepts: [["monotonic", "monotone", "monotonicity"]],
      },
      {
        point: "Cost is logarithmic in the range times the cost of each check.",
        concepts: [["log", "logarithmic"]],
      },
    ],
  },
  {
    id: "algorithms-10",
    topic: "Binary search",
    difficulty: 80,
    question: "Why are binary search implementations notoriously bug-prone, and what practices make them correct?",
    answer:
      "Binary search is full of off-by-one traps: mixing closed [lo, hi] and half-open [lo, hi) interval conventions, using < where <= is needed, or updates like lo = mid that fail to shrink the range cause infinite loops or missed elements. Computing mid as (lo + hi) / 2 can also overflow fixed-width integers, a bug that sat in Java's Arrays.binarySearch for years, which lo + (hi - lo) / 2 avoids. Correct implementations pick one convention, maintain an explicit loop invariant (for example, everything before lo is less than the target and everything from hi onward is not), make sure each iteration strictly shrinks the range, and phrase the search as finding the first index where a monotonic condition becomes true, as lower_bound does. Testing edge cases such as empty arrays, single elements, duplicates and targets outside the range catches the rest.",
    keyPoints: [
      {
        point: "Off-by-one and interval-boundary mistakes cause infinite loops or missed elements.",
        concepts: [["off-by-one", "off by one", "boundary", "boundaries", "infinite loop", "infinite loops", "interval"]],
      },
      {
        point: "Computing the midpoint as (lo + hi) / 2 can overflow.",
        concepts: [["overflow"]],
      },
      {
        point: "Maintain a clear loop invariant with one interval convention.",
        concepts: [["invariant", "half-open", "half open", "convention"]],
      },
      {
        point: "Each iteration must shrink the range, ideally finding the first index where a condition holds.",
        concepts: [["shrink", "shrinks", "progress", "lower_bound", "lower bound", "first index", "first position"]],
      },
      {
        point: "Edge cases such as empty input, one element and duplicates must be tested.",
        concepts: [["edge case", "edge cases", "empty", "duplicate", "duplicates", "single element", "one element"]],
      },
    ],
  },
  {
    id: "algorithms-11",
    topic: "Recursion",
    difficulty: 14,
    question: "What are the essential parts of a recursive function, and what happens if one of them is missing?",
    answer:
      "A recursive function needs a base case that returns directly without recursing, and a recursive case that calls the function on a smaller or simpler subproblem so that every call makes progress toward the base case. If the base case is missing or never reached, the calls continue until the call stack overflows, raising an error such as StackOverflowError in Java or RecursionError in Python. Each call also gets its own stack frame for its local variables, so recursion depth determines memory use.",
    keyPoints: [
      {
        point: "A base case stops the recursion.",
        concepts: [["base case", "base", "terminating", "termination", "stopping condition", "exit condition"]],
      },
      {
        point: "The recursive case works on a smaller subproblem that progresses toward the base case.",
        concepts: [["smaller", "simpler", "subproblem", "reduce", "closer", "progress"]],
      },
      {
        point: "Without a reachable base case the recursion overflows the stack.",
        concepts: [["stack overflow", "overflow", "overflows", "infinite", "never ends", "recursionerror", "stackoverflowerror"]],
      },
      {
        point: "Each call uses a stack frame, so depth costs memory.",
        concepts: [["stack frame", "frame", "frames", "call stack", "memory"]],
      },
    ],
  },
  {
    id: "algorithms-12",
    topic: "Recursion",
    difficulty: 43,
    question: "What is tail recursion, and does it always avoid stack growth?",
    answer:
      "A function is tail-recursive when the recursive call is its very last action, with nothing left to compute after the call returns, so the current frame is no longer needed. Compilers or runtimes that perform tail-call optimization can reuse the frame, effectively turning the recursion into a loop with constant stack space; Scheme requires this, and many functional languages and optimizing C compilers do it. However, many mainstream runtimes do not guarantee it: CPython and the JVM do not, and among JavaScript engines only Safari's JavaScriptCore implements the ES2015 proper tail calls. In those environments deep tail recursion can still overflow the stack and should be rewritten as a loop.",
    keyPoints: [
      {
        point: "The recursive call is the final action, with no work after it.",
        concepts: [["last", "final", "nothing left"]],
      },
      {
        point: "Tail-call optimization reuses the frame, making the recursion behave like a loop.",
        concepts: [["optimization", "optimisation", "elimination", "reuse", "loop", "iteration", "jump"]],
      },
      {
        point: "Many languages and runtimes, such as Python, Java and most JavaScript engines, do not guarantee it.",
        concepts: [["python", "cpython", "java", "jvm", "javascript", "not guaranteed", "do not guarantee", "depends"]],
      },
      {
        point: "Without the optimization, deep tail recursion can still overflow the stack.",
        concepts: [["overflow", "stack overflow"]],
      },
    ],
  },
  {
    id: "algorithms-13",
    topic: "Divide and conquer",
    difficulty: 67,
    question:
      "Using recurrences (the Master theorem or a recursion tree), explain why merge sort is O(n log n) and binary search is O(log n).",
    answer:
      "Merge sort's recurrence is T(n) = 2T(n/2) + O(n): it splits the input into two halves and does linear merging work. In the recursion tree each level does O(n) total work and there are log2 n levels, so the total is O(n log n); in Master theorem terms a = 2, b = 2 and f(n) = Theta(n) = Theta(n^(log_b a)), the balanced case that adds a log factor. Binary search's recurrence is T(n) = T(n/2) + O(1): one subproblem of half the size with constant extra work, giving log n levels of O(1) work, so O(log n), which is again the balanced case since n^(log_2 1) = 1.",
    keyPoints: [
      {
        point: "Merge sort solves two half-size subproblems plus linear merge work: T(n) = 2T(n/2) + O(n).",
        concepts: [["2t(n/2)", "two halves", "two subproblems", "two half", "halves"]],
      },
      {
        point: "Each of the log n levels of the recursion tree does O(n) work.",
        concepts: [["level", "levels", "depth", "height"]],
      },
      {
        point: "Binary search solves one half-size subproblem with constant work: T(n) = T(n/2) + O(1).",
        concepts: [["one subproblem", "single subproblem", "one half", "constant work", "constant extra work", "o(1)"]],
      },
      {
        point: "Both fall in the balanced Master theorem case, where work per level is equal, adding a log factor.",
        concepts: [["balanced", "case 2", "second case", "n^(log_b a)", "log factor", "equal"]],
      },
    ],
  },
  {
    id: "algorithms-14",
    topic: "Divide and conquer",
    difficulty: 58,
    question: "How does quickselect find the k-th smallest element of an array, and what is its complexity?",
    answer:
      "Quickselect picks a pivot and partitions the array into elements smaller and larger than it, as quicksort does, but then recurses only into the side that contains position k, discarding the other side. Because it follows just one partition, its expected running time with random pivots is linear, O(n), since the work shrinks roughly as n + n/2 + n/4 and so on, compared with O(n log n) for sorting. Its worst case is O(n^2) with consistently bad pivots, which the median-of-medians pivot rule reduces to a guaranteed O(n) at the cost of larger constants; library routines like C++'s std::nth_element use introselect-style hybrids.",
    keyPoints: [
      {
        point: "It partitions the array around a pivot.",
        concepts: [["pivot"], ["partition", "partitions", "smaller and larger"]],
      },
      {
        point: "It recurses into only the side containing position k.",
        concepts: [["one side", "one partition", "side containing", "only the side", "discard", "discarding", "other side"]],
      },
      {
        point: "Expected time is linear, O(n).",
        concepts: [["linear", "o(n)"]],
      },
      {
        point: "The worst case is O(n^2), which median-of-medians avoids.",
        concepts: [["n^2", "quadratic", "median of medians", "median-of-medians"]],
      },
    ],
  },
  {
    id: "algorithms-15",
    topic: "Dynamic programming",
    difficulty: 18,
    question: "What is dynamic programming, and when is it applicable?",
    answer:
      "Dynamic programming solves a problem by breaking it into overlapping subproblems, solving each subproblem once and storing its result so it can be reused instead of recomputed. It applies when the problem has optimal substructure, meaning an optimal solution can be built from optimal solutions to subproblems, and overlapping subproblems, meaning the same subproblems recur many times. Classic examples are Fibonacci numbers, knapsack, edit distance, longest common subsequence and shortest paths.",
    keyPoints: [
      {
        point: "The problem breaks into overlapping subproblems.",
        concepts: [["overlapping"]],
      },
      {
        point: "Results are stored and reused rather than recomputed.",
        concepts: [["store", "storing", "memoize", "memoization", "cache", "table", "save", "reuse", "reused"]],
      },
      {
        point: "The problem must have optimal substructure.",
        concepts: [["optimal substructure", "substructure"]],
      },
      {
        point: "Examples include Fibonacci, knapsack and edit distance.",
        concepts: [["fibonacci", "knapsack", "edit distance", "longest common", "shortest path", "shortest paths", "coin change"]],
      },
    ],
  },
  {
    id: "algorithms-16",
    topic: "Dynamic programming",
    difficulty: 39,
    question: "What is the difference between memoization (top-down) and tabulation (bottom-up) in dynamic programming?",
    answer:
      "Memoization keeps the natural recursive formulation and caches each subproblem's result the first time it is computed, so only the subproblems actually reached get solved, but it pays recursion overhead and can hit stack depth limits. Tabulation fills a table iteratively in an order where each subproblem's dependencies are already computed, which avoids recursion and often allows space optimization by keeping only the previous row or a few values. Both generally have the same asymptotic time, so the choice is about convenience, stack depth and whether all subproblems are needed.",
    keyPoints: [
      {
        point: "Memoization adds a cache to the recursive solution.",
        concepts: [["recursive", "recursion"], ["cache", "caches", "store", "remember", "save"]],
      },
      {
        point: "Memoization solves only the subproblems that are actually needed.",
        concepts: [["needed", "reached", "required", "lazy", "on demand", "on-demand"]],
      },
      {
        point: "Tabulation fills a table iteratively in dependency order.",
        concepts: [["iterative", "iteratively", "loop", "loops", "fill", "fills"]],
      },
      {
        point: "Tabulation avoids deep recursion and enables space optimizations.",
        concepts: [["stack", "overflow", "space optimization", "rolling", "previous row", "last row"]],
      },
    ],
  },
  {
    id: "algorithms-17",
    topic: "Dynamic programming",
    difficulty: 68,
    question: "How do you recognize that a problem can be solved with dynamic programming, and how do you define its state and transition?",
    answer:
      "Typical signs are a request for an optimum (minimum or maximum), a count of ways, or feasibility over a series of choices, where a brute-force recursion would revisit the same subproblems. The state is the smallest set of parameters that fully determines a subproblem's answer, such as an index into the input, a remaining capacity, or a pair of indices into two strings, and the number of states times the work per state bounds the running time. The transition is a recurrence expressing a state's answer in terms of smaller states, for example in knapsack the best value for the first i items and capacity w is the better of skipping item i or taking it, plus base cases for the smallest states. Finally you choose an evaluation order, memoized recursion or a table, in which dependencies are computed first.",
    keyPoints: [
      {
        point: "Signs include optimizing, counting ways, or feasibility over choices with repeated subproblems.",
        concepts: [["minimum", "maximum", "optimum", "optimal", "count", "number of ways"]],
      },
      {
        point: "The state is the minimal set of parameters that identifies a subproblem.",
        concepts: [["parameter", "parameters", "index", "indices", "capacity", "variables"]],
      },
      {
        point: "The transition is a recurrence relating a state to smaller states.",
        concepts: [["recurrence", "smaller states", "smaller", "relation", "formula"]],
      },
      {
        point: "Base cases and an evaluation order where dependencies come first are needed.",
        concepts: [["base case", "base cases", "evaluation order", "order"]],
      },
    ],
  },
  {
    id: "algorithms-18",
    topic: "Dynamic programming",
    difficulty: 87,
    question: "Why is the classic 0/1 knapsack dynamic program called pseudo-polynomial, and what does that imply about the problem's hardness?",
    answer:
      "The standard DP runs in O(nW) time, where n is the number of items and W the capacity. That is polynomial in the numeric value of W, but the input encodes W in only about log W bits, so the running time is exponential in the length of the input, hence pseudo-polynomial. This is consistent with 0/1 knapsack being NP-hard: the DP is efficient only when the capacity and weights are small integers. Knapsack is only weakly NP-hard, and it even admits a fully polynomial-time approximation scheme (FPTAS) obtained by scaling and rounding item values.",
    keyPoints: [
      {
        point: "The DP runs in O(nW) time, depending on the capacity's numeric value.",
        concepts: [["nw", "capacity"]],
      },
      {
        point: "W takes only about log W bits to encode, so the runtime is exponential in input length.",
        concepts: [["bits", "log w", "encode", "encodes", "encoding", "input length", "length of the input", "digits"]],
      },
      {
        point: "This fits with knapsack being NP-hard; the DP is only fast for small numbers.",
        concepts: [["np-hard", "np hard", "np-complete", "np complete"]],
      },
      {
        point: "Knapsack is weakly NP-hard and has an FPTAS.",
        concepts: [["fptas", "approximation", "weakly"]],
      },
    ],
  },
  {
    id: "algorithms-19",
    topic: "Greedy algorithms",
    difficulty: 22,
    question: "What is a greedy algorithm, and why doesn't it always produce the optimal answer?",
    answer:
      "A greedy algorithm builds a solution step by step, always making the choice that looks best at the moment and never reconsidering it. It is optimal only for problems with the greedy-choice property and optimal substructure, such as activity selection, Huffman coding, or Dijkstra's algorithm with non-negative weights. For other problems a locally best choice can block a better overall solution: making change for 6 with coins {1, 3, 4} greedily gives 4 + 1 + 1, three coins, instead of 3 + 3, two coins.",
    keyPoints: [
      {
        point: "It makes the locally best choice at each step.",
        concepts: [["locally", "best", "at the moment", "immediate", "each step"]],
      },
      {
        point: "It never reconsiders earlier choices.",
        concepts: [["never", "reconsider", "reconsidering", "backtrack", "irrevocable", "revisit"]],
      },
      {
        point: "It is optimal only when the problem has the greedy-choice property and optimal substructure.",
        concepts: [["greedy-choice", "greedy choice", "substructure", "exchange argument", "matroid", "property"]],
      },
      {
        point: "A counterexample such as coin change shows greedy failing.",
        concepts: [["coin", "coins", "counterexample", "knapsack"]],
      },
    ],
  },
  {
    id: "algorithms-20",
    topic: "Greedy algorithms",
    difficulty: 49,
    question: "In the interval scheduling problem, why does repeatedly choosing the activity that finishes earliest give an optimal schedule?",
    answer:
      "Sort the intervals by end time and repeatedly pick the next interval that starts after the last chosen one ends. An exchange argument proves optimality: compare any optimal schedule's first interval with the greedy choice; since the greedy interval ends no later, swapping it in keeps the schedule valid and the same size while leaving at least as much room for the rest. Applying the argument inductively to each subsequent choice shows the greedy schedule contains as many intervals as an optimal one. Choosing the shortest interval or the earliest start lacks this property and can fail.",
    keyPoints: [
      {
        point: "Intervals are sorted by end time and compatible ones picked in order.",
        concepts: [["sort", "sorted", "end time", "ends"]],
      },
      {
        point: "An exchange argument swaps the greedy choice into an optimal schedule.",
        concepts: [["exchange", "swap", "swapping", "replace"]],
      },
      {
        point: "Ending no later leaves at least as much room for the remaining intervals.",
        concepts: [["no later", "room", "remaining", "rest"]],
      },
      {
        point: "Induction over subsequent choices completes the proof.",
        concepts: [["induction", "inductively", "inductive", "subsequent"]],
      },
      {
        point: "Other rules such as shortest interval or earliest start can fail.",
        concepts: [["shortest", "earliest start", "fewest conflicts"]],
      },
    ],
  },
  {
    id: "algorithms-21",
    topic: "Greedy algorithms",
    difficulty: 84,
    question: "How does Huffman coding build an optimal prefix code, and why does greedy merging produce an optimal result?",
    answer:
      "Huffman coding puts every symbol in a min-priority queue keyed by frequency, then repeatedly removes the two least frequent nodes and merges them into a new node whose weight is their sum, until one tree remains; left and right edges become 0 and 1 bits. Because symbols appear only at leaves, no codeword is a prefix of another, so decoding is unambiguous. Greedy merging is optimal because some optimal tree has the two least frequent symbols as siblings at the deepest level (shown with an exchange argument), and merging them reduces the problem to a smaller instance with the same structure (optimal substructure), so induction completes the proof. With a heap it runs in O(n log n) for n symbols.",
    keyPoints: [
      {
        point: "It repeatedly merges the two least frequent nodes from a priority queue.",
        concepts: [["two"], ["least frequent", "lowest", "smallest", "least", "minimum"]],
      },
      {
        point: "Symbols sit only at leaves, so the code is prefix-free.",
        concepts: [["leaf", "leaves"]],
      },
      {
        point: "An exchange argument shows the two rarest symbols can be deepest siblings in an optimal tree.",
        concepts: [["sibling", "siblings", "deepest", "exchange"]],
      },
      {
        point: "Merging reduces the problem to a smaller instance (optimal substructure/induction).",
        concepts: [["substructure", "smaller instance", "smaller problem", "reduces", "induction"]],
      },
      {
        point: "With a heap it runs in O(n log n).",
        concepts: [["n log n", "heap"]],
      },
    ],
  },
  {
    id: "algorithms-22",
    topic: "Graph traversal",
    difficulty: 16,
    question: "What is the difference between breadth-first search and depth-first search on a graph?",
    answer:
      "BFS explores a graph level by level from the source, visiting all vertices at distance 1 before those at distance 2, using a queue; DFS follows one path as deep as possible before backtracking, using recursion or an explicit stack. Both run in O(V + E) with adjacency lists and need a visited set to avoid revisiting vertices when the graph has cycles. BFS finds shortest paths measured in number of edges in unweighted graphs, while DFS is the natural tool for cycle detection, topological sorting and exploring connected components.",
    keyPoints: [
      {
        point: "BFS explores level by level using a queue.",
        concepts: [["queue"]],
      },
      {
        point: "DFS goes deep first using recursion or a stack.",
        concepts: [["stack", "recursion", "recursive", "backtracking"]],
      },
      {
        point: "Both need a visited set and run in O(V + E).",
        concepts: [["visited", "seen", "mark", "marked"]],
      },
      {
        point: "BFS finds shortest paths in unweighted graphs.",
        concepts: [["shortest", "fewest"]],
      },
      {
        point: "DFS suits cycle detection, topological sort and connected components.",
        concepts: [["cycle", "cycles", "topological", "component", "components", "connectivity"]],
      },
    ],
  },
  {
    id: "algorithms-23",
    topic: "Graph traversal",
    difficulty: 41,
    question: "What is a topological sort, and how can you compute one?",
    answer:
      "A topological sort orders the vertices of a directed acyclic graph so that for every edge u to v, u comes before v, for example ordering build steps so that dependencies come first. Kahn's algorithm repeatedly removes vertices with in-degree zero using a queue, decrementing the in-degrees of their neighbours; alternatively, run DFS and output vertices in reverse post-order, the reverse of their finishing times. Both run in O(V + E), and if Kahn's algorithm cannot output every vertex or DFS finds a back edge, the graph has a cycle and no topological order exists.",
    keyPoints: [
      {
        point: "Every edge goes from an earlier vertex to a later one in the order.",
        concepts: [["before", "precede", "precedes", "earlier", "comes first", "come first"]],
      },
      {
        point: "Kahn's algorithm repeatedly removes vertices with in-degree zero.",
        concepts: [["kahn", "kahn's", "in-degree", "indegree", "incoming"]],
      },
      {
        point: "DFS can produce the order by reverse post-order (finishing times).",
        concepts: [["dfs", "depth-first", "depth first"], ["reverse", "finishing", "post-order", "postorder"]],
      },
      {
        point: "A cycle means no topological order exists.",
        concepts: [["cycle", "cyclic", "back edge"]],
      },
    ],
  },
  {
    id: "algorithms-24",
    topic: "Graph traversal",
    difficulty: 79,
    question: "How would you find the strongly connected components of a directed graph, and what are they useful for?",
    answer:
      "A strongly connected component is a maximal set of vertices in which every vertex can reach every other. Tarjan's algorithm finds them in a single DFS by tracking each vertex's discovery index and low-link value with a stack, emitting a component when a vertex's low-link equals its own index; Kosaraju's algorithm does one DFS to get finishing order and a second DFS on the transposed graph in decreasing finishing order. Both run in linear time, O(V + E). Collapsing each component to a single node yields a DAG, the condensation, which is useful for detecting cyclic dependencies such as module import cycles, solving 2-SAT, and analyzing reachability in call graphs.",
    keyPoints: [
      {
        point: "Within a component every vertex can reach every other.",
        concepts: [["reach", "reachable", "mutually", "path"]],
      },
      {
        point: "Tarjan's algorithm uses one DFS with low-link values.",
        concepts: [["tarjan", "tarjan's", "low-link", "lowlink", "low link"]],
      },
      {
        point: "Kosaraju's algorithm runs DFS on the graph and then on its transpose.",
        concepts: [["kosaraju", "kosaraju's", "transpose", "transposed", "reversed graph", "reverse graph", "reversed edges"]],
      },
      {
        point: "Both algorithms are linear time.",
        concepts: [["linear", "o(v + e)"]],
      },
      {
        point: "The condensation DAG helps find dependency cycles and solve problems like 2-SAT.",
        concepts: [["dag", "condensation", "cyclic dependencies", "import cycles", "2-sat", "dependency"]],
      },
    ],
  },
  {
    id: "algorithms-25",
    topic: "Shortest paths",
    difficulty: 30,
    question: "Why can't plain BFS find shortest paths in a weighted graph, and what do you use instead?",
    answer:
      "BFS finds the path with the fewest edges, which is the shortest path only when every edge has the same weight; with varying weights, a path with more edges can have a lower total cost. For non-negative weights, use Dijkstra's algorithm, which repeatedly settles the unvisited vertex with the smallest tentative distance using a priority queue, in O((V + E) log V) with a binary heap. If some edges have negative weights, use Bellman-Ford, which also detects negative cycles.",
    keyPoints: [
      {
        point: "BFS minimizes the number of edges, not total weight.",
        concepts: [["fewest edges", "number of edges", "hops", "edge count", "fewest"]],
      },
      {
        point: "Dijkstra's algorithm handles non-negative weights.",
        concepts: [["dijkstra", "dijkstra's"]],
      },
      {
        point: "Dijkstra uses a priority queue to pick the closest unsettled vertex.",
        concepts: [["priority queue", "heap", "min-heap"]],
      },
      {
        point: "Bellman-Ford handles negative edge weights.",
        concepts: [["bellman-ford", "bellman ford", "bellman"]],
      },
    ],
  },
  {
    id: "algorithms-26",
    topic: "Shortest paths",
    difficulty: 61,
    question: "Why does Dijkstra's algorithm fail with negative edge weights, and how does Bellman-Ford handle them?",
    answer:
      "Dijkstra's algorithm finalizes a vertex as soon as it is popped as the closest unsettled vertex, assuming no later path can be shorter, which holds only if extending a path never decreases its cost. A negative edge found later can make a path through an already settled vertex cheaper, so Dijkstra may return wrong distances. Bellman-Ford instead relaxes every edge V - 1 times, enough to find shortest paths of up to V - 1 edges, in O(VE) time. An extra pass that can still improve some distance reveals a negative cycle reachable from the source, where shortest paths are undefined.",
    keyPoints: [
      {
        point: "Dijkstra settles vertices greedily and never revisits them.",
        concepts: [["settle", "settled", "finalize", "finalizes", "final", "permanent", "greedy", "greedily", "never revisit"]],
      },
      {
        point: "A later negative edge can make an already settled vertex's path cheaper.",
        concepts: [["cheaper", "shorter", "decrease", "decreases", "lower", "reduce"]],
      },
      {
        point: "Bellman-Ford relaxes every edge V - 1 times.",
        concepts: [["relax", "relaxes", "relaxation", "relaxing"]],
      },
      {
        point: "An extra relaxation pass detects negative cycles.",
        concepts: [["negative cycle", "negative cycles"]],
      },
    ],
  },
  {
    id: "algorithms-27",
    topic: "Shortest paths",
    difficulty: 89,
    question: "How does A* search improve on Dijkstra's algorithm, and what conditions on the heuristic guarantee it finds an optimal path?",
    answer:
      "A* orders its frontier by f(n) = g(n) + h(n), the known cost from the start plus a heuristic estimate of the remaining cost to the goal, so it expands nodes that look promising toward the goal and usually explores far fewer nodes than Dijkstra, which is A* with h = 0. If the heuristic is admissible, never overestimating the true remaining cost, A* returns an optimal path. If it is also consistent (monotone), meaning h(u) is at most the edge cost to v plus h(v) for every edge, each node is settled once as in Dijkstra and never needs re-expansion; consistency implies admissibility. Typical heuristics are straight-line (Euclidean) distance on maps and Manhattan distance on grids.",
    keyPoints: [
      {
        point: "A* ranks nodes by cost so far plus an estimate of the remaining cost.",
        concepts: [["estimate", "estimated", "remaining", "g(n)", "g + h"]],
      },
      {
        point: "The heuristic guides the search toward the goal, so fewer nodes are expanded than in Dijkstra.",
        concepts: [["fewer", "zero heuristic", "guide", "guides", "guided", "promising", "toward the goal", "towards the goal"]],
      },
      {
        point: "An admissible heuristic, which never overestimates, guarantees optimality.",
        concepts: [["admissible", "admissibility", "never overestimate", "never overestimates", "never overestimating", "underestimate"]],
      },
      {
        point: "A consistent (monotone) heuristic avoids re-expanding nodes.",
        concepts: [["consistent", "consistency", "monotone", "triangle inequality"]],
      },
      {
        point: "Common heuristics are Euclidean or Manhattan distance.",
        concepts: [["euclidean", "manhattan", "straight-line", "straight line"]],
      },
    ],
  },
  {
    id: "algorithms-28",
    topic: "Complexity theory",
    difficulty: 54,
    question: "What does it mean for a problem to be NP-complete?",
    answer:
      "A decision problem is in NP if a proposed solution can be verified in polynomial time. It is NP-hard if every problem in NP can be reduced to it in polynomial time, and NP-complete if it is both in NP and NP-hard, as with SAT, graph 3-coloring, or the decision version of the traveling salesman problem. No polynomial-time algorithm is known for any NP-complete problem, and finding one would prove P = NP. In practice such problems are tackled with exact exponential algorithms on small inputs, approximation algorithms, heuristics, or SAT and ILP solvers.",
    keyPoints: [
      {
        point: "Problems in NP have solutions verifiable in polynomial time.",
        concepts: [["verify", "verified", "verifiable", "check", "checked"]],
      },
      {
        point: "NP-hard means every NP problem reduces to it in polynomial time.",
        concepts: [["reduce", "reduced", "reducible", "reduction"]],
      },
      {
        point: "NP-complete means both in NP and NP-hard.",
        concepts: [["np-hard", "np hard"]],
      },
      {
        point: "No polynomial algorithm is known, and finding one would show P = NP.",
        concepts: [["p equals np", "p vs np", "p versus np", "no known", "not known", "no polynomial"]],
      },
      {
        point: "In practice they are handled with approximations, heuristics or solvers.",
        concepts: [["approximation", "approximate", "heuristic", "heuristics", "solver", "solvers", "exponential"]],
      },
    ],
  },
  {
    id: "algorithms-29",
    topic: "Complexity theory",
    difficulty: 92,
    question:
      "If a problem is NP-hard, does that mean you cannot solve it in practice? Discuss approximation, parameterized algorithms and real-world instances.",
    answer:
      "No: NP-hardness, assuming P is not equal to NP, is a worst-case statement about the hardest instances as the input grows, not a claim that typical instances are hard. Many NP-hard problems have approximation algorithms with provable guarantees, such as a 2-approximation for vertex cover or Christofides-style algorithms within about 1.5 of optimal for metric TSP, and fixed-parameter tractable algorithms whose running time is exponential only in a small parameter k, such as the size of the cover in vertex cover, and polynomial in the input size. Modern SAT, SMT and ILP solvers routinely solve industrial instances with millions of variables because clause learning and heuristics exploit their structure. However, some problems cannot be approximated beyond certain ratios unless P = NP, so the right approach depends on the problem and the structure of the instances.",
    keyPoints: [
      {
        point: "NP-hardness is a worst-case statement, not a statement about typical instances.",
        concepts: [["worst-case", "worst case", "worst", "hardest"]],
      },
      {
        point: "Approximation algorithms give solutions with provable guarantees.",
        concepts: [["vertex cover", "christofides", "ratio", "2-approximation", "guarantee", "guarantees", "within"]],
      },
      {
        point: "Fixed-parameter tractable algorithms are exponential only in a small parameter.",
        concepts: [["fixed-parameter", "fixed parameter", "fpt", "parameterized", "tractable", "small parameter"]],
      },
      {
        point: "SAT, SMT and ILP solvers routinely solve large real instances.",
        concepts: [["sat", "smt", "ilp", "solver", "solvers", "mip"]],
      },
      {
        point: "Some problems are provably hard to approximate beyond certain ratios.",
        concepts: [["cannot be approximated", "hard to approximate", "inapproximable", "inapproximability", "beyond certain"]],
      },
    ],
  },
];
