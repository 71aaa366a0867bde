import type { BankQuestion } from "./types";

export const skill = "Data Structures";
export const questions: BankQuestion[] = [
  {
    id: "data-structures-1",
    topic: "Arrays",
    difficulty: 6,
    question: "How do an array and a linked list differ in memory layout and access time?",
    answer:
      "An array stores its elements contiguously in one block of memory, so any element can be reached by index in O(1) time by computing its address. A linked list stores each element in a separate node that holds a pointer to the next node, so reaching the i-th element means walking the list, which takes O(n). Arrays are also more cache-friendly because of that contiguity, whereas a linked list can insert or delete a node in O(1) once you hold a reference to the position, without shifting other elements.",
    keyPoints: [
      {
        point: "Array elements sit contiguously in memory.",
        concepts: [["contiguous", "contiguously", "adjacent", "consecutive", "one block", "single block"]],
      },
      {
        point: "Arrays give constant-time access by index.",
        concepts: [["o(1)", "constant"], ["index", "random access", "address"]],
      },
      {
        point: "Linked-list nodes are connected by pointers, so reaching an element requires traversal in O(n).",
        concepts: [
          ["pointer", "pointers", "reference", "next"],
          ["traverse", "traversal", "walk", "walking", "linear", "sequential", "o(n)", "follow"],
        ],
      },
      {
        point: "Arrays are more cache-friendly thanks to locality.",
        concepts: [["cache", "locality"]],
      },
      {
        point: "Linked lists can insert or delete at a known node without shifting elements.",
        concepts: [["insert", "insertion", "delete", "deletion", "remove", "removal", "splice"]],
      },
    ],
  },
  {
    id: "data-structures-2",
    topic: "Arrays",
    difficulty: 38,
    question: "How does a dynamic array, such as a Java ArrayList, C++ std::vector or Python list, achieve amortized O(1) appends?",
    answer:
      "It keeps a backing array with spare capacity, so most appends just write into the next free slot in O(1). When the array is full, it allocates a larger one, growing by a constant factor, typically 1.5x or 2x (CPython lists use about 1.125x), and copies the existing elements over, which costs O(n). Because capacity grows geometrically, the total copying work over n appends is O(n), so the cost spread across all operations is O(1) per append. Growing by a fixed increment instead would make the total copying quadratic and each append O(n) on average.",
    keyPoints: [
      {
        point: "The backing array has spare capacity, so most appends write into a free slot.",
        concepts: [["capacity", "spare", "extra space", "free slot", "unused"]],
      },
      {
        point: "When full, a larger array is allocated and the elements are copied.",
        concepts: [
          ["copy", "copies", "copied", "reallocate", "reallocation", "move"],
          ["full", "larger", "bigger", "resize", "grow", "grows"],
        ],
      },
      {
        point: "Capacity grows by a constant multiplicative factor such as 1.5x or 2x.",
        concepts: [["factor", "double", "doubling", "geometric", "geometrically", "1.5", "2x", "multiplicative", "twice"]],
      },
      {
        point: "Total copying over n appends is O(n), so each append costs O(1) on average over the sequence.",
        concepts: [["total", "average", "spread", "sum", "across", "overall"]],
      },
      {
        point: "Growing by a fixed increment would make appends O(n) each on average.",
        concepts: [["fixed increment", "fixed amount", "constant amount", "additive", "quadratic", "o(n^2)"]],
      },
    ],
  },
  {
    id: "data-structures-3",
    topic: "Arrays",
    difficulty: 71,
    question:
      "Why can iterating over an array be dramatically faster than iterating over a linked list with the same number of elements, even though both are O(n)?",
    answer:
      "Big-O hides constant factors, and here the dominant constant is the cost of memory access. An array's elements are contiguous, so each cache line fetched brings in several neighbouring elements (spatial locality) and the hardware prefetcher can predict the sequential pattern. Linked-list nodes may be scattered across the heap, so each step is a dependent pointer load that can miss the cache and stall for a main-memory round trip of around 100 ns, and the prefetcher cannot help much with this pointer chasing. Per-node allocation overhead and the extra pointer stored in each node further reduce how much useful data fits in cache.",
    keyPoints: [
      {
        point: "Big-O ignores constant factors such as memory access cost.",
        concepts: [["constant factor", "constant factors", "constant", "hides", "ignore", "ignores"]],
      },
      {
        point: "Contiguous storage means each cache line holds several elements (spatial locality).",
        concepts: [["cache line", "locality", "cache"]],
      },
      {
        point: "The hardware prefetcher can predict sequential array access.",
        concepts: [["prefetch", "prefetcher", "prefetching"]],
      },
      {
        point: "Scattered list nodes cause dependent pointer loads and cache misses.",
        concepts: [["miss", "misses", "scattered", "pointer chasing", "dependent", "random", "fragmented"]],
      },
      {
        point: "Per-node pointers and allocation overhead waste memory and cache space.",
        concepts: [["overhead", "allocation", "extra pointer", "memory usage", "density"]],
      },
    ],
  },
  {
    id: "data-structures-4",
    topic: "Linked lists",
    difficulty: 14,
    question: "What is the difference between a singly linked list and a doubly linked list?",
    answer:
      "In a singly linked list each node stores a value and a pointer to the next node, so it can only be traversed forward. A doubly linked list also stores a pointer to the previous node, which allows backward traversal and O(1) removal of a node when you only hold a reference to that node, since its predecessor is directly reachable. The cost is extra memory per node and more pointers to update on every insertion and deletion.",
    keyPoints: [
      {
        point: "A singly linked node points only to the next node, so traversal is forward-only.",
        concepts: [["next"], ["forward", "one direction", "single direction"]],
      },
      {
        point: "A doubly linked node also points to the previous node, allowing backward traversal.",
        concepts: [["previous", "prev", "backward", "backwards", "both directions", "predecessor"]],
      },
      {
        point: "A doubly linked list can remove a given node in O(1).",
        concepts: [["remove", "removal", "delete", "deletion", "unlink"]],
      },
      {
        point: "The price is extra memory and more pointer updates per node.",
        concepts: [["memory", "space", "overhead"]],
      },
    ],
  },
  {
    id: "data-structures-5",
    topic: "Linked lists",
    difficulty: 42,
    question: "How can you detect a cycle in a linked list using only constant extra space?",
    answer:
      "Use Floyd's tortoise-and-hare algorithm: advance a slow pointer one step at a time and a fast pointer two steps at a time. If the list has no cycle, the fast pointer reaches the end (null); if there is a cycle, the fast pointer eventually catches up with and meets the slow pointer inside the loop. This takes linear O(n) time and O(1) space, unlike recording visited nodes in a hash set, which needs O(n) space. To find where the cycle begins, reset one pointer to the head and advance both one step at a time; they meet at the cycle's entry node.",
    keyPoints: [
      {
        point: "Two pointers move at different speeds (Floyd's tortoise and hare).",
        concepts: [["floyd", "floyd's", "tortoise", "hare", "two pointers", "fast and slow", "slow and fast", "fast pointer", "slow pointer"]],
      },
      {
        point: "If there is a cycle the pointers meet; otherwise the fast one reaches the end.",
        concepts: [["meet", "meets", "catch up", "catches up", "collide", "collides"]],
      },
      {
        point: "The algorithm runs in linear time.",
        concepts: [["o(n)", "linear"]],
      },
      {
        point: "Resetting one pointer to the head and moving both one step finds the cycle's start.",
        concepts: [["head", "entry", "start of the cycle", "begins", "beginning"]],
      },
    ],
  },
  {
    id: "data-structures-6",
    topic: "Linked lists",
    difficulty: 74,
    question: "How would you build an LRU cache with O(1) get and put, and why does it need two data structures?",
    answer:
      "Combine a hash map from key to node with a doubly linked list ordered by recency of use. The hash map finds a key's node in O(1), and the doubly linked list lets you move an accessed node to the front and evict the least recently used node from the tail in O(1), because a node can be unlinked through its prev and next pointers. Neither structure suffices alone: a list would need O(n) search, and a plain hash map does not track usage order cheaply. Many languages offer this combination ready-made, such as Java's LinkedHashMap in access-order mode or Python's OrderedDict with move_to_end.",
    keyPoints: [
      {
        point: "A hash map from key to list node gives O(1) lookup.",
        concepts: [["hash map", "hashmap", "hash table", "dictionary", "map"]],
      },
      {
        point: "A doubly linked list keeps entries ordered by how recently they were used.",
        concepts: [["linked list", "list"], ["recency", "recent", "recently", "order", "front", "head"]],
      },
      {
        point: "Accessed nodes move to the front and the tail node is evicted, both in O(1) by unlinking.",
        concepts: [["evict", "eviction", "tail", "unlink", "unlinked"]],
      },
      {
        point: "Neither structure alone supports both fast lookup and recency order.",
        concepts: [["alone", "neither", "by itself", "on its own", "o(n)"]],
      },
    ],
  },
  {
    id: "data-structures-7",
    topic: "Stacks and queues",
    difficulty: 5,
    question: "What is the difference between a stack and a queue?",
    answer:
      "A stack is last-in, first-out (LIFO): push adds an element on top and pop removes the most recently added one. A queue is first-in, first-out (FIFO): enqueue adds at the back and dequeue removes the oldest element from the front. Stacks suit function call frames, undo history and depth-first search, while queues suit task scheduling, buffering and breadth-first search.",
    keyPoints: [
      {
        point: "A stack is last-in, first-out.",
        concepts: [["lifo", "last in first out", "last-in, first-out", "last-in first-out"]],
      },
      {
        point: "A queue is first-in, first-out.",
        concepts: [["fifo", "first in first out", "first-in, first-out", "first-in first-out"]],
      },
      {
        point: "Stacks are used for call frames, undo and depth-first search.",
        concepts: [["undo", "call stack", "call frames", "recursion", "depth-first", "dfs", "function call", "backtracking"]],
      },
      {
        point: "Queues are used for scheduling, buffering and breadth-first search.",
        concepts: [["breadth-first", "bfs", "scheduling", "schedule", "buffer", "buffering", "task", "job"]],
      },
    ],
  },
  {
    id: "data-structures-8",
    topic: "Stacks and queues",
    difficulty: 36,
    question: "How can you implement a queue using two stacks, and what are the time complexities of its operations?",
    answer:
      "Keep an inbox stack for enqueues and an outbox stack for dequeues. Enqueue pushes onto the inbox in O(1). Dequeue pops from the outbox, and if the outbox is empty it first moves every element from the inbox onto the outbox, which reverses their order so the oldest element ends up on top. Each element is transferred at most once, so a single dequeue can take O(n) in the worst case but operations are O(1) amortized.",
    keyPoints: [
      {
        point: "One stack receives enqueued items and the other serves dequeues.",
        concepts: [
          ["inbox", "input", "incoming", "first stack", "push stack"],
          ["outbox", "output", "outgoing", "second stack", "pop stack"],
        ],
      },
      {
        point: "When the output stack is empty, all items are moved over, which reverses their order.",
        concepts: [["reverse", "reverses", "reversed", "transfer", "move", "moves", "pour"]],
      },
      {
        point: "Each element moves at most once, so operations are O(1) amortized.",
        concepts: [["amortized", "amortised", "on average", "at most once"]],
      },
      {
        point: "A single dequeue can still be O(n) in the worst case.",
        concepts: [["worst", "o(n)", "occasionally", "linear"]],
      },
    ],
  },
  {
    id: "data-structures-9",
    topic: "Stacks and queues",
    difficulty: 62,
    question: "What is a monotonic stack, and what kind of problems does it solve efficiently?",
    answer:
      "A monotonic stack keeps its elements in increasing or decreasing order: before pushing a new element, you pop every element that would break the order. It solves next-greater or next-smaller element problems in O(n) total, because each element is pushed and popped at most once, and whenever an element is popped, the element causing the pop is its answer. Typical uses include next greater element, daily temperatures, stock span and the largest rectangle in a histogram.",
    keyPoints: [
      {
        point: "The stack's elements are kept in increasing or decreasing order.",
        concepts: [["increasing", "decreasing", "sorted", "order", "ascending", "descending"]],
      },
      {
        point: "Elements that would break the order are popped before pushing.",
        concepts: [["pop", "popped", "popping"]],
      },
      {
        point: "It solves next greater or next smaller element style problems.",
        concepts: [["next greater", "next smaller", "nearest greater", "nearest smaller", "previous greater", "previous smaller", "histogram", "temperatures", "stock span"]],
      },
      {
        point: "It runs in O(n) because each element is pushed and popped at most once.",
        concepts: [["once", "o(n)", "linear"]],
      },
    ],
  },
  {
    id: "data-structures-10",
    topic: "Hash tables",
    difficulty: 10,
    question: "What is a hash table, and what is the average time complexity of its lookups?",
    answer:
      "A hash table stores key-value pairs in an array of buckets and uses a hash function to map each key to a bucket index. Lookups, inserts and deletes take O(1) time on average because the hash jumps straight to the right bucket. In the worst case, when many keys collide in the same bucket, operations can degrade to O(n). Keeping the load factor low by resizing and using a good hash function keeps the average constant.",
    keyPoints: [
      {
        point: "A hash function maps each key to a bucket or slot in an array.",
        concepts: [["bucket", "buckets", "index", "slot", "array", "position"]],
      },
      {
        point: "Average lookup time is O(1).",
        concepts: [["o(1)", "constant"]],
      },
      {
        point: "Collisions can degrade the worst case to O(n).",
        concepts: [["collision", "collisions", "collide"], ["worst", "o(n)", "linear", "degrade"]],
      },
      {
        point: "Resizing to keep a low load factor preserves performance.",
        concepts: [["load factor", "resize", "resizing", "rehash", "grow"]],
      },
    ],
  },
  {
    id: "data-structures-11",
    topic: "Hash tables",
    difficulty: 45,
    question: "Compare separate chaining and open addressing as collision resolution strategies for hash tables.",
    answer:
      "Separate chaining stores colliding entries in a secondary structure per bucket, usually a linked list (Java's HashMap switches large buckets to balanced trees), so the table tolerates load factors above 1 and deletion is simple. Open addressing stores all entries in the array itself and, on a collision, probes other slots using linear probing, quadratic probing or double hashing. Open addressing is more cache-friendly and avoids a separate allocation per entry, but its performance degrades sharply as the load factor approaches 1, it suffers from clustering, and deletions need tombstones or backward shifting. Many high-performance tables, such as Abseil's Swiss tables and Python's dict, use open addressing.",
    keyPoints: [
      {
        point: "Chaining keeps colliding entries in a per-bucket list or tree.",
        concepts: [["list", "linked list", "tree"]],
      },
      {
        point: "Open addressing probes other slots of the array itself.",
        concepts: [["probe", "probes", "probing", "linear probing", "quadratic", "double hashing"]],
      },
      {
        point: "Open addressing has better cache locality and fewer allocations.",
        concepts: [["cache", "locality", "allocation", "allocations"]],
      },
      {
        point: "Open addressing degrades near full load, clusters, and needs tombstones for deletion.",
        concepts: [["cluster", "clustering", "tombstone", "tombstones", "load factor", "full"]],
      },
    ],
  },
  {
    id: "data-structures-12",
    topic: "Hash tables",
    difficulty: 78,
    question: "What is a hash flooding (HashDoS) attack, and how do modern hash table implementations defend against it?",
    answer:
      "If attackers can predict the hash function, they can craft many keys that collide in the same bucket, degrading operations from O(1) to O(n) so that inserting n keys costs O(n^2), which can exhaust CPU with a modest request such as a large form submission or JSON object. The main defence is a keyed hash function with a random per-process seed, such as SipHash used by Python, Rust and Ruby, so colliding keys cannot be precomputed. Java's HashMap additionally converts long bucket chains into red-black trees, bounding the worst case at O(log n) per lookup for comparable keys such as strings. Applications can also cap the number of keys or parameters they accept from untrusted input.",
    keyPoints: [
      {
        point: "Attackers craft many keys that collide in the same bucket.",
        concepts: [["collide", "colliding", "collision", "collisions", "same bucket"]],
      },
      {
        point: "Operations degrade to O(n), making insertion quadratic and exhausting CPU.",
        concepts: [["o(n)", "quadratic", "o(n^2)", "linear", "degrade", "degrading", "cpu", "exhaust"]],
      },
      {
        point: "A keyed hash with a random seed, such as SipHash, prevents precomputing collisions.",
        concepts: [["seed", "random", "randomized", "siphash", "keyed", "salt"]],
      },
      {
        point: "Java converts long chains into balanced trees to bound lookups at O(log n).",
        concepts: [["tree", "trees", "red-black", "log n", "o(log n)", "treeify"]],
      },
    ],
  },
  {
    id: "data-structures-13",
    topic: "Trees",
    difficulty: 16,
    question: "What property defines a binary search tree, and how long does searching it take?",
    answer:
      "In a binary search tree, every node's key is greater than all keys in its left subtree and less than all keys in its right subtree. This ordering lets a search discard one subtree at each step, so search takes O(h) time where h is the height. For a balanced tree h is O(log n), but inserting keys in sorted order can make the tree degenerate into a chain like a linked list, making search O(n). An in-order traversal of a BST visits the keys in sorted order.",
    keyPoints: [
      {
        point: "Keys in the left subtree are smaller and keys in the right subtree are larger.",
        concepts: [["left"], ["right"], ["less", "smaller", "greater", "larger", "lower", "higher", "bigger"]],
      },
      {
        point: "Search is O(log n) when the tree is balanced.",
        concepts: [["log n", "o(log n)", "logarithmic", "log"]],
      },
      {
        point: "An unbalanced tree, e.g., from sorted insertions, degrades to O(n).",
        concepts: [["o(n)", "linear", "degenerate", "degenerates", "unbalanced", "skewed", "linked list", "chain"]],
      },
      {
        point: "In-order traversal yields keys in sorted order.",
        concepts: [["in-order", "inorder"]],
      },
    ],
  },
  {
    id: "data-structures-14",
    topic: "Trees",
    difficulty: 50,
    question:
      "Explain the difference between depth-first (pre-order, in-order, post-order) and breadth-first (level-order) tree traversals, and give a use for each.",
    answer:
      "Depth-first traversals go as deep as possible along a branch before backtracking, implemented recursively or with an explicit stack. Pre-order visits a node before its children, which suits copying or serializing a tree; in-order visits the left subtree, the node, then the right subtree, which yields sorted keys in a BST; and post-order visits the children first, which suits deleting a tree or evaluating an expression tree. Breadth-first traversal visits nodes level by level using a queue, which suits finding the shallowest matching node, printing levels, or computing shortest paths in unweighted graphs.",
    keyPoints: [
      {
        point: "Depth-first traversal goes deep first using recursion or a stack.",
        concepts: [["stack", "recursion", "recursive", "recursively", "backtracking"]],
      },
      {
        point: "Pre-order is useful for copying or serializing a tree.",
        concepts: [["copy", "copying", "clone", "serialize", "serializing", "prefix"]],
      },
      {
        point: "In-order traversal of a BST gives sorted keys.",
        concepts: [["sorted", "ascending"]],
      },
      {
        point: "Post-order is useful for deleting a tree or evaluating expressions.",
        concepts: [["delete", "deleting", "free", "freeing", "evaluate", "evaluating", "evaluation", "postfix"]],
      },
      {
        point: "Breadth-first traversal uses a queue and finds shallowest nodes or shortest paths.",
        concepts: [["queue"], ["shortest", "shallowest", "nearest", "closest"]],
      },
    ],
  },
  {
    id: "data-structures-15",
    topic: "Balanced trees",
    difficulty: 56,
    question: "What problem do self-balancing binary search trees such as AVL and red-black trees solve, and how do they differ?",
    answer:
      "A plain BST can become skewed and degrade to O(n) operations, so self-balancing trees perform rotations during insertion and deletion to keep the height O(log n), guaranteeing logarithmic search, insert and delete. AVL trees keep the heights of sibling subtrees within one of each other, so they are more strictly balanced and give slightly faster lookups but may need more rotations on updates. Red-black trees enforce looser colouring rules (height at most about 2 log n), needing fewer rotations per update, which is why they are used for std::map in common C++ libraries, Java's TreeMap and the Linux kernel.",
    keyPoints: [
      {
        point: "They keep the height O(log n), guaranteeing logarithmic operations.",
        concepts: [["log n", "o(log n)", "logarithmic", "log"]],
      },
      {
        point: "Rotations restore balance after insertions and deletions.",
        concepts: [["rotation", "rotations", "rotate"]],
      },
      {
        point: "AVL trees are more strictly balanced, giving faster lookups.",
        concepts: [["strict", "strictly", "stricter", "height difference", "balance factor", "faster lookups", "within one", "rigid"]],
      },
      {
        point: "Red-black trees are looser and need fewer rotations, making updates cheaper.",
        concepts: [["fewer", "looser", "less strict", "relaxed", "cheaper"]],
      },
    ],
  },
  {
    id: "data-structures-16",
    topic: "Balanced trees",
    difficulty: 82,
    question: "Why do databases and file systems use B-trees or B+ trees instead of binary search trees?",
    answer:
      "Storage is read in pages or blocks of several kilobytes, and each page access may cost a disk or SSD I/O, so the goal is to minimize the number of pages touched rather than the number of comparisons. B-trees have a high fanout: each node fills a page and holds hundreds of keys and child pointers, so the tree stays very shallow, often three or four levels for billions of rows, and a lookup needs only a few I/Os. B+ trees keep all values in the leaves and link the leaves together, which makes range scans sequential and lets internal nodes hold even more keys. A binary tree would be far deeper, needing roughly one I/O per level with poor locality.",
    keyPoints: [
      {
        point: "The cost that matters is page or block I/O, not comparisons.",
        concepts: [["disk", "page", "pages", "block", "blocks", "i/o", "io", "ssd"]],
      },
      {
        point: "Nodes have a high fanout, holding many keys per node.",
        concepts: [["fanout", "fan-out", "branching", "wide", "hundreds", "children"]],
      },
      {
        point: "High fanout keeps the tree shallow, so lookups need few I/Os.",
        concepts: [["shallow", "height", "levels", "depth", "flat"]],
      },
      {
        point: "B+ trees keep data in linked leaves, making range scans efficient.",
        concepts: [["range", "scan", "scans", "sequential", "leaf", "leaves"]],
      },
    ],
  },
  {
    id: "data-structures-17",
    topic: "Heaps",
    difficulty: 20,
    question: "What is a binary heap, and which operations does it support efficiently?",
    answer:
      "A binary heap is a complete binary tree, usually stored in an array, that satisfies the heap property: in a min-heap each parent is less than or equal to its children (greater than or equal in a max-heap), so the minimum is at the root. Peeking at the minimum takes O(1), while inserting and extracting the minimum take O(log n) by sifting an element up or down. It is the standard implementation of a priority queue, and a heap can be built from n elements in O(n).",
    keyPoints: [
      {
        point: "Each parent is ordered relative to its children, so the min or max is at the root.",
        concepts: [["parent", "root"], ["child", "children", "smallest", "largest", "minimum", "maximum"]],
      },
      {
        point: "It is a complete tree stored in an array.",
        concepts: [["complete", "array"]],
      },
      {
        point: "Insert and extract take O(log n), peek takes O(1).",
        concepts: [["log n", "o(log n)", "logarithmic", "log"]],
      },
      {
        point: "Elements are sifted up or down to restore the heap property.",
        concepts: [["sift", "sifting", "bubble", "heapify", "percolate", "swap"]],
      },
      {
        point: "Heaps implement priority queues.",
        concepts: [["priority queue"]],
      },
    ],
  },
  {
    id: "data-structures-18",
    topic: "Heaps",
    difficulty: 47,
    question: "How would you efficiently find the k largest numbers in a stream of n numbers?",
    answer:
      "Maintain a min-heap of size k: push each number, and whenever the heap holds more than k elements, pop the smallest. At the end the heap holds the k largest numbers, and its root is the k-th largest. This takes O(n log k) time and O(k) space, which beats sorting (O(n log n) time, O(n) space) when k is much smaller than n, and it works on a stream because it never stores all elements. If all the data fits in memory, quickselect can find them in O(n) average time instead.",
    keyPoints: [
      {
        point: "Keep a min-heap bounded to k elements.",
        concepts: [["min-heap", "min heap", "minheap", "minimum heap"]],
      },
      {
        point: "When the heap exceeds k, remove its smallest element.",
        concepts: [["pop", "remove", "evict", "discard", "replace"], ["smallest", "minimum", "min", "root"]],
      },
      {
        point: "This runs in O(n log k) time with O(k) space.",
        concepts: [["log k", "n log k"]],
      },
      {
        point: "It beats fully sorting the data; quickselect is an in-memory alternative.",
        concepts: [["sort", "sorting", "quickselect"]],
      },
    ],
  },
  {
    id: "data-structures-19",
    topic: "Heaps",
    difficulty: 85,
    question: "Why is building a heap from n unsorted elements O(n) rather than O(n log n)?",
    answer:
      "Bottom-up heapify calls sift-down on each non-leaf node, starting from the last one and moving toward the root. A sift-down costs time proportional to the node's own height, not the tree's height, and most nodes are near the bottom: about half are leaves costing nothing, a quarter have height 1, an eighth height 2, and so on. Summing n/2^(h+1) times h over all heights gives a convergent series bounded by a constant times n, so the total is O(n). Inserting the elements one at a time with sift-up, by contrast, is O(n log n) in the worst case because most nodes sit deep and may travel long paths.",
    keyPoints: [
      {
        point: "The heap is built bottom-up by sifting down from the last non-leaf node.",
        concepts: [["sift-down", "sift down", "siftdown", "bottom-up", "bottom up", "percolate down"]],
      },
      {
        point: "Most nodes are near the leaves, where sift-down is cheap.",
        concepts: [["leaves", "leaf", "bottom", "half"]],
      },
      {
        point: "The summed costs form a convergent series bounded by O(n).",
        concepts: [["series", "sum", "summing", "converge", "convergent", "geometric", "summation"]],
      },
      {
        point: "Inserting elements one at a time with sift-up would cost O(n log n).",
        concepts: [["inserting", "insertion", "insertions", "one at a time", "individually", "successive"]],
      },
    ],
  },
  {
    id: "data-structures-20",
    topic: "Graphs",
    difficulty: 12,
    question: "What are the two common ways to represent a graph, and when would you use each?",
    answer:
      "An adjacency matrix is a V-by-V array whose entry (u, v) marks an edge or holds its weight; it answers whether an edge exists in O(1) but uses O(V^2) space, so it suits dense graphs or small vertex counts. An adjacency list stores, for each vertex, a list of its neighbours; it uses O(V + E) space and iterates neighbours efficiently, making it the default for sparse graphs such as social networks or road maps. Most real-world graphs are sparse, so adjacency lists are more common.",
    keyPoints: [
      {
        point: "An adjacency matrix stores a V-by-V grid of edges.",
        concepts: [["matrix"]],
      },
      {
        point: "An adjacency list stores each vertex's neighbours.",
        concepts: [["list", "lists"], ["neighbor", "neighbors", "neighbour", "neighbours", "adjacent"]],
      },
      {
        point: "Matrices suit dense graphs and lists suit sparse graphs.",
        concepts: [["dense", "sparse"]],
      },
      {
        point: "The matrix costs O(V^2) space while the list costs O(V + E).",
        concepts: [["space", "memory"]],
      },
    ],
  },
  {
    id: "data-structures-21",
    topic: "Graphs",
    difficulty: 40,
    question: "What is a directed acyclic graph (DAG), and where are DAGs used in software?",
    answer:
      "A DAG is a directed graph with no directed cycles: following edges in their direction, you can never return to the vertex you started from. Because there are no cycles, the vertices can be put in a topological order in which every edge points from an earlier vertex to a later one. DAGs model dependencies, for example in build systems and package managers, task schedulers and workflow engines such as Airflow, spreadsheet recalculation, and Git's commit history.",
    keyPoints: [
      {
        point: "Following edges can never lead back to the starting vertex (no cycles).",
        concepts: [["cycle", "cycles", "loop", "return", "back to"]],
      },
      {
        point: "A DAG always has a topological ordering.",
        concepts: [["topological", "topologically"]],
      },
      {
        point: "DAGs model dependencies.",
        concepts: [["dependency", "dependencies", "depends", "prerequisite"]],
      },
      {
        point: "Examples include build systems, schedulers, workflow engines and Git history.",
        concepts: [["build", "package", "scheduler", "schedulers", "airflow", "git", "spreadsheet", "workflow", "pipeline", "compiler"]],
      },
    ],
  },
  {
    id: "data-structures-22",
    topic: "Graphs",
    difficulty: 75,
    question:
      "How would you represent a graph with billions of edges, such as a social network, so that neighbour queries are fast and memory use is low?",
    answer:
      "A common in-memory choice is Compressed Sparse Row (CSR): all adjacency lists are concatenated into a single edge array sorted by source vertex, with an offsets array recording where each vertex's neighbours start. Iterating a vertex's neighbours then becomes a contiguous, cache-friendly scan with no per-node pointers or allocations, and neighbour IDs can be further delta-encoded to save space. CSR is essentially static, so updates are usually batched into periodic rebuilds or kept in a small mutable overlay that is merged later. At social-network scale the graph is also partitioned across many machines, as Facebook's TAO shards its graph data.",
    keyPoints: [
      {
        point: "CSR stores all neighbours in one edge array with a per-vertex offsets array.",
        concepts: [["csr", "compressed sparse row", "offset", "offsets"]],
      },
      {
        point: "Neighbour iteration is a contiguous, cache-friendly scan without per-node pointers.",
        concepts: [["contiguous", "cache", "locality", "pointer", "pointers"]],
      },
      {
        point: "The structure is static, so updates are batched or kept in a mutable overlay.",
        concepts: [["static", "immutable", "batch", "batched", "rebuild", "rebuilds", "overlay"]],
      },
      {
        point: "At very large scale the graph is partitioned across machines.",
        concepts: [["partition", "partitioned", "shard", "shards", "distributed", "machines"]],
      },
    ],
  },
  {
    id: "data-structures-23",
    topic: "Tries",
    difficulty: 25,
    question: "What is a trie, and what is it commonly used for?",
    answer:
      "A trie, or prefix tree, is a tree in which each edge represents a character and each node represents the prefix spelled by the path from the root, with a flag marking nodes that complete a stored key. Lookup, insertion and prefix search take O(L) time, where L is the key length, regardless of how many keys are stored. Tries are used for autocomplete, spell checking, IP routing with longest-prefix matching, and word games.",
    keyPoints: [
      {
        point: "Each node represents a prefix of the stored keys.",
        concepts: [["prefix"]],
      },
      {
        point: "Each edge corresponds to a character.",
        concepts: [["character", "characters", "letter", "letters", "char", "symbol"]],
      },
      {
        point: "Operations take time proportional to key length, independent of the number of keys.",
        concepts: [["length", "o(l)", "o(m)", "o(k)"]],
      },
      {
        point: "Typical uses are autocomplete, spell checking and routing.",
        concepts: [["autocomplete", "auto-complete", "typeahead", "suggestion", "spell", "routing", "longest-prefix", "longest prefix"]],
      },
    ],
  },
  {
    id: "data-structures-24",
    topic: "Tries",
    difficulty: 58,
    question: "What are the memory drawbacks of a basic trie, and how do compressed tries (radix trees) address them?",
    answer:
      "A basic trie allocates one node per character, and if each node has a fixed array of child pointers (26 or 256 slots), most slots are empty, so memory use can far exceed the size of the keys themselves. Long chains of nodes with a single child are also wasteful, costing a node and a pointer hop per character. A radix tree (Patricia trie) merges each single-child chain into one edge labelled with a substring, reducing the number of nodes and hops. Storing children in hash maps or sorted arrays instead of fixed arrays, or using adaptive node sizes as in the Adaptive Radix Tree, reduces memory further.",
    keyPoints: [
      {
        point: "Fixed child-pointer arrays are mostly empty, wasting memory.",
        concepts: [["empty", "sparse", "unused", "null", "wasted", "waste", "wasteful"]],
      },
      {
        point: "Chains of single-child nodes add nodes and pointer hops.",
        concepts: [["single child", "single-child", "one child", "chain", "chains"]],
      },
      {
        point: "A radix tree merges single-child chains into edges labelled with substrings.",
        concepts: [["merge", "merges", "collapse", "combine", "substring", "labelled", "labeled"]],
      },
      {
        point: "Children can be stored in maps, sorted arrays or adaptive nodes to save space.",
        concepts: [["hash map", "hash maps", "map", "dictionary", "sorted array", "sorted arrays", "adaptive"]],
      },
    ],
  },
  {
    id: "data-structures-25",
    topic: "Probabilistic structures",
    difficulty: 60,
    question: "What is a Bloom filter, and what guarantees does it provide?",
    answer:
      "A Bloom filter is a space-efficient probabilistic set built from a bit array and k hash functions: adding an element sets the k bits it hashes to, and a query checks whether all k bits are set. It can return false positives, when other elements happen to have set all those bits, but never false negatives, so a no is definitive and a yes means probably present. The false-positive rate depends on the number of bits, the number of items and k, and a standard Bloom filter cannot delete elements, although counting Bloom filters and cuckoo filters can. It is used to skip expensive lookups, for example LSM-tree databases check one before reading an SSTable from disk.",
    keyPoints: [
      {
        point: "It uses a bit array and several hash functions.",
        concepts: [["bit", "bits"], ["hash"]],
      },
      {
        point: "False positives are possible.",
        concepts: [["false positive", "false positives"]],
      },
      {
        point: "False negatives are impossible.",
        concepts: [["false negative", "false negatives"]],
      },
      {
        point: "A standard Bloom filter cannot delete elements.",
        concepts: [["delete", "deletion", "remove", "removal"]],
      },
    ],
  },
  {
    id: "data-structures-26",
    topic: "Probabilistic structures",
    difficulty: 88,
    question: "How does HyperLogLog estimate the number of distinct elements using only a few kilobytes of memory?",
    answer:
      "HyperLogLog hashes each element to a uniformly random bit string and relies on the fact that long runs of leading zeros are rare: seeing a maximum of r leading zeros suggests about 2^r distinct values. To reduce variance it splits hashes into m registers using the first bits, records the maximum leading-zero count per register, and combines the registers with a harmonic mean plus bias corrections. The standard error is about 1.04 divided by the square root of m, so Redis's 16,384 six-bit registers (12 KB) estimate cardinalities in the billions with a standard error of about 0.81%. Registers merge by taking element-wise maxima, so counts from different shards or time windows can be combined as a union.",
    keyPoints: [
      {
        point: "It hashes elements and tracks the longest run of leading zeros.",
        concepts: [["leading zero", "leading zeros", "zero", "zeros"]],
      },
      {
        point: "Hashes are split across many registers or buckets to reduce variance.",
        concepts: [["register", "registers", "bucket", "buckets", "substream"]],
      },
      {
        point: "Register values are combined with a harmonic mean and bias correction.",
        concepts: [["harmonic", "mean", "average"]],
      },
      {
        point: "The result is an approximation with a small, predictable error (about 1.04/sqrt(m)).",
        concepts: [["error", "accuracy", "accurate", "approximate", "approximation", "approximately"]],
      },
      {
        point: "Sketches can be merged to count a union.",
        concepts: [["merge", "merged", "mergeable", "union", "combine", "combined"]],
      },
    ],
  },
  {
    id: "data-structures-27",
    topic: "Hash tables",
    difficulty: 30,
    question: "What makes a good hash function for a hash table?",
    answer:
      "It must be deterministic and consistent with equality, so keys that are equal always produce the same hash. It should distribute keys uniformly across buckets, so that similar keys do not cluster and collisions stay rare. It should also be fast to compute, and for untrusted input it should be seeded or keyed so attackers cannot deliberately generate collisions; full cryptographic strength is not needed for ordinary tables.",
    keyPoints: [
      {
        point: "Equal keys must always produce the same hash.",
        concepts: [["deterministic", "same output", "consistent", "equal"]],
      },
      {
        point: "Keys should be spread uniformly to minimize collisions.",
        concepts: [["uniform", "uniformly", "evenly", "spread", "distribute", "distribution"]],
      },
      {
        point: "It should be fast to compute.",
        concepts: [["fast", "quick", "cheap", "efficient"]],
      },
      {
        point: "For untrusted input it should be seeded to resist deliberate collisions.",
        concepts: [["seed", "seeded", "random", "attack", "attackers", "keyed", "siphash"]],
      },
    ],
  },
  {
    id: "data-structures-28",
    topic: "Trees",
    difficulty: 92,
    question: "What is a segment tree, and when would you use one instead of a prefix-sum array?",
    answer:
      "A segment tree is a binary tree over an array in which each node stores an aggregate, such as the sum, minimum or maximum, of a contiguous range, with leaves for single elements and the root covering the whole array. It answers range queries and applies point updates in O(log n), and with lazy propagation it also supports range updates in O(log n). A prefix-sum array answers range sums in O(1) but must be rebuilt in O(n) after any update, and it only works for invertible operations like addition, not minimum or maximum. So a segment tree is the right choice when values change between queries or the aggregate is not invertible, with a Fenwick tree as a lighter option for prefix sums with updates.",
    keyPoints: [
      {
        point: "Each node stores an aggregate over a contiguous range of the array.",
        concepts: [["range", "ranges", "interval", "subarray"]],
      },
      {
        point: "Range queries and point updates take O(log n).",
        concepts: [["log n", "o(log n)", "logarithmic", "log"]],
      },
      {
        point: "Lazy propagation supports efficient range updates.",
        concepts: [["lazy"]],
      },
      {
        point: "Prefix sums need O(n) rebuilding after updates and only handle invertible operations.",
        concepts: [["rebuild", "rebuilt", "recompute", "o(n)", "invertible", "inverse", "subtract"]],
      },
    ],
  },
  {
    id: "data-structures-29",
    topic: "Stacks and queues",
    difficulty: 68,
    question: "How does a ring buffer (circular buffer) work, and why is it popular for bounded queues in systems software?",
    answer:
      "A ring buffer is a fixed-size array with a head index for reading and a tail index for writing, both of which wrap around to the start, via modulo arithmetic, when they pass the end. Enqueue and dequeue are O(1) with no shifting and no allocation after creation, and full versus empty is detected by comparing the indices, typically leaving one slot unused or keeping a separate count. Because its memory is preallocated and contiguous, it is cache-friendly with predictable memory use, and with a single producer and single consumer it can be made lock-free using atomic head and tail indices. It is used in audio and network buffers, logging, Linux io_uring and the LMAX Disruptor.",
    keyPoints: [
      {
        point: "Head and tail indices wrap around to the start of a fixed-size array.",
        concepts: [["wrap", "wraps", "modulo", "mod"]],
      },
      {
        point: "Enqueue and dequeue are O(1) with no shifting or allocation.",
        concepts: [["shifting", "shift", "allocation", "o(1)", "constant"]],
      },
      {
        point: "Full and empty states are distinguished by comparing indices or keeping a count.",
        concepts: [["full", "empty", "count"]],
      },
      {
        point: "Preallocated contiguous memory is cache-friendly and predictable.",
        concepts: [["contiguous", "cache", "preallocated", "predictable"]],
      },
      {
        point: "Single-producer single-consumer ring buffers can be lock-free.",
        concepts: [["lock-free", "lock free", "atomic", "single producer", "spsc"]],
      },
    ],
  },
];
