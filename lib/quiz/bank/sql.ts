import type { BankQuestion } from "./types";

export const skill = "SQL";
export const questions: BankQuestion[] = [
  // Joins
  {
    id: "sql-1",
    topic: "Joins",
    difficulty: 10,
    question: "What is the difference between an INNER JOIN and a LEFT JOIN?",
    answer:
      "An INNER JOIN returns only the rows for which the join condition finds a match in both tables. A LEFT (OUTER) JOIN returns every row of the left table, plus the matching rows of the right table when there are any. When a left row has no match, the right table's columns in that result row are filled with NULL. So an inner join drops unmatched rows, while a left join keeps them.",
    keyPoints: [
      {
        point: "An inner join returns only rows that have a match on both sides.",
        concepts: [
          ["intersection", "both sides", "drop", "exclude", "discard", "omit"],
          ["match", "matching", "matched", "correspond", "corresponding", "satisfy", "pair"],
        ],
      },
      {
        point: "A left join keeps every row of the left table, whether or not it has a match.",
        concepts: [
          ["every", "all", "each", "keep", "preserve", "retain", "always"],
          ["left", "first table", "unmatched"],
        ],
      },
      {
        point: "For left rows without a match, the right table's columns are NULL.",
        concepts: [["null", "empty", "missing", "blank", "no value"]],
      },
    ],
  },
  {
    id: "sql-2",
    topic: "Joins",
    difficulty: 42,
    question:
      "Why can joining tables on a column that is not unique inflate the results of SUM or COUNT, and how do you avoid it?",
    answer:
      "A join produces one output row for every pair of matching rows, so if a key appears m times on one side and n times on the other, it yields m times n rows. This fan-out repeats values, and aggregates computed after the join then double count them. To avoid it, aggregate each table to one row per key in a subquery or CTE before joining, make sure the join key is unique on the side whose values you are not aggregating, or use EXISTS when you only need to test for a match. COUNT(DISTINCT ...) can hide the symptom but is fragile and does not fix SUM.",
    keyPoints: [
      {
        point: "A join emits one row per matching pair, so duplicate keys multiply the rows.",
        concepts: [
          [
            "multiply",
            "multiplied",
            "product",
            "times",
            "fan-out",
            "fan out",
            "fanout",
            "cartesian",
            "every pair",
            "each pair",
            "combination",
          ],
        ],
      },
      {
        point: "Aggregates computed after the fan-out count or sum the same values more than once.",
        concepts: [
          [
            "double count",
            "double-count",
            "counted twice",
            "count twice",
            "more than once",
            "overcount",
            "repeat",
            "repeated",
            "duplicate",
            "duplicated",
          ],
        ],
      },
      {
        point: "Pre-aggregating each side to one row per key before joining avoids the problem.",
        concepts: [
          ["aggregate", "group by", "pre-aggregate", "summarize", "subquery", "cte", "derived table"],
          ["beforehand", "first", "prior", "one row per key", "pre-aggregate", "pre-aggregating", "separately"],
        ],
      },
      {
        point: "Ensuring the other side's join key is unique, or using EXISTS when only testing for a match, also prevents duplication.",
        concepts: [["unique", "exists", "semi-join", "semi join", "one-to-one", "primary key"]],
      },
    ],
  },
  {
    id: "sql-3",
    topic: "Joins",
    difficulty: 78,
    question:
      "Describe the nested loop, hash, and merge join algorithms and when a query optimizer tends to choose each.",
    answer:
      "A nested loop join iterates over the outer input and, for each row, looks up matching rows in the inner input; it is cheap when the outer side is small and the inner side has an index on the join key. A hash join builds an in-memory hash table on the smaller input's join key and probes it with each row of the larger input; it suits large, unsorted equality joins but needs memory and can spill to disk. A merge join walks two inputs that are sorted on the join key in step, which is efficient when both are already ordered, for example by an index, or when the result must be sorted anyway. The optimizer picks among them using cost estimates based on table statistics, estimated row counts, available indexes and memory settings.",
    keyPoints: [
      {
        point: "A nested loop probes the inner input once per outer row and is best with a small outer side and an index on the inner side.",
        concepts: [
          ["outer", "inner", "every row", "per row", "every outer"],
          ["small", "few rows", "index", "indexed"],
        ],
      },
      {
        point: "A hash join builds a hash table on the smaller input and probes it with the other, suiting large equality joins.",
        concepts: [
          ["hash table", "build", "builds", "probe", "probes"],
          ["large", "big", "equality", "equi-join", "unsorted", "memory"],
        ],
      },
      {
        point: "A merge join steps through two inputs sorted on the join key, which is good when they are already ordered.",
        concepts: [
          ["sort", "sorted", "order", "ordered"],
          ["both", "two inputs", "in step", "walk", "walks", "already", "simultaneously"],
        ],
      },
      {
        point: "The optimizer chooses based on cost estimates from statistics such as row counts, indexes and memory.",
        concepts: [["cost", "estimate", "estimated", "statistic", "stats", "cardinality", "row count"]],
      },
    ],
  },
  // Indexes
  {
    id: "sql-4",
    topic: "Indexes",
    difficulty: 14,
    question: "What is a database index and what does it cost you?",
    answer:
      "An index is a separate data structure, usually a B-tree, that keeps the values of one or more columns in sorted order with pointers to the matching rows. It lets the database find rows by those values with a few lookups instead of scanning the whole table, which speeds up filtering, joins and sorting. The cost is extra storage and slower writes, because every INSERT and DELETE, and every UPDATE that changes indexed columns, must also maintain the table's indexes.",
    keyPoints: [
      {
        point: "An index is a separate structure, typically a B-tree, holding sorted column values with pointers to rows.",
        concepts: [
          ["b-tree", "btree", "tree", "sorted", "ordered", "structure", "hash"],
          ["pointer", "point", "reference", "locate", "location", "address", "row id", "rowid"],
        ],
      },
      {
        point: "It lets the database locate rows without scanning the whole table.",
        concepts: [
          ["scan", "scanning", "full table", "every row", "sequential", "lookup", "look up", "seek"],
        ],
      },
      {
        point: "Indexes take extra storage space.",
        concepts: [["storage", "space", "disk", "size"]],
      },
      {
        point: "Writes must also maintain the indexes, so inserts, deletes and updates of indexed columns get slower.",
        concepts: [
          ["write", "insert", "update", "delete", "modification", "dml"],
          ["slow", "slower", "overhead", "maintain", "maintenance", "extra work"],
        ],
      },
    ],
  },
  {
    id: "sql-5",
    topic: "Indexes",
    difficulty: 48,
    question: "Why does the column order in a composite (multi-column) index matter?",
    answer:
      "A composite B-tree index is sorted by its first column, then by the second within equal values of the first, and so on, much like a phone book sorted by last name and then first name. It can therefore be used efficiently for conditions on a leftmost prefix of its columns, such as the first column alone or the first and second together, but generally not for a condition on only the second column. A common rule is to put columns tested with equality first and a column used in a range condition or ORDER BY after them, because after a range condition the later columns no longer narrow the search to one contiguous slice of the index. Some engines can use a skip scan on a non-leading column, but that is only efficient when the leading column has few distinct values.",
    keyPoints: [
      {
        point: "The index is sorted by the first column, then by the next column within ties.",
        concepts: [
          ["sort", "sorted", "order", "ordered"],
          ["first", "leading", "then", "within"],
        ],
      },
      {
        point: "It helps queries that filter on a leftmost prefix of the columns.",
        concepts: [["leftmost", "left-most", "prefix", "leading", "first column"]],
      },
      {
        point: "A query filtering only on a later column usually cannot use it efficiently.",
        concepts: [
          ["second", "later", "non-leading", "trailing", "without the first", "skip"],
          ["cannot", "can't", "not", "unable", "inefficient"],
        ],
      },
      {
        point: "Equality-filtered columns usually go before range or sort columns.",
        concepts: [
          ["equality", "equal", "exact match"],
          ["range", "inequality", "between", "greater", "less", "order by", "sort"],
        ],
      },
    ],
  },
  {
    id: "sql-6",
    topic: "Indexes",
    difficulty: 84,
    question:
      "A query filters on an indexed column, yet the execution plan shows a full table scan. What are likely reasons?",
    answer:
      "The optimizer may judge the filter not selective enough: if a large fraction of rows match, a sequential scan is cheaper than many random index lookups, and on a small table it may be cheaper anyway. The predicate may also be non-sargable, for example wrapping the column in a function, comparing against a different data type that forces an implicit cast, or using a pattern with a leading wildcard, so the index order cannot be used. Outdated statistics can make the row estimates wrong, and a composite index may not be usable if the query does not constrain its leading column. EXPLAIN, or EXPLAIN ANALYZE to compare estimated and actual rows, shows which of these is happening; fixes include rewriting the predicate, adding an expression index, or refreshing statistics.",
    keyPoints: [
      {
        point: "When many rows match (low selectivity) or the table is small, a full scan can be cheaper than index lookups.",
        concepts: [
          [
            "selectivity",
            "selective",
            "large fraction",
            "large portion",
            "large percentage",
            "small table",
            "cheaper",
            "random",
          ],
        ],
      },
      {
        point: "Wrapping the column in a function, implicit type casts, or a leading wildcard make the predicate unable to use the index.",
        concepts: [["function", "cast", "conversion", "type mismatch", "wildcard", "sargable", "expression"]],
      },
      {
        point: "Stale or missing statistics can mislead the optimizer's row estimates.",
        concepts: [
          ["statistic", "stats", "estimate", "cardinality"],
          ["stale", "outdated", "old", "wrong", "inaccurate", "missing", "out of date", "refresh", "misestimate"],
        ],
      },
      {
        point: "A composite index whose leading column is not constrained may be unusable.",
        concepts: [["composite", "multi-column", "multicolumn", "leading column", "leftmost", "prefix", "first column"]],
      },
      {
        point: "EXPLAIN or EXPLAIN ANALYZE is used to inspect the plan and compare estimated and actual rows.",
        concepts: [["explain", "explain analyze", "showplan", "actual rows", "profiler", "profile"]],
      },
    ],
  },
  // Transactions
  {
    id: "sql-7",
    topic: "Transactions",
    difficulty: 8,
    question: "What do the four ACID properties of a transaction mean?",
    answer:
      "Atomicity means a transaction's changes are applied all together or not at all; if it fails midway, everything is rolled back. Consistency means a transaction takes the database from one valid state to another, respecting constraints and rules. Isolation means concurrent transactions do not see each other's intermediate work, so the result is as if they ran in some order, to the degree the isolation level guarantees. Durability means that once a transaction commits, its changes survive crashes, typically because they are written to a log on disk first.",
    keyPoints: [
      {
        point: "Atomicity: all of the transaction's changes happen or none do.",
        concepts: [
          ["atomic", "atomicity"],
          ["all or nothing", "all-or-nothing", "none", "rollback", "rolled back", "roll back", "not at all", "partial"],
        ],
      },
      {
        point: "Consistency: a transaction moves the database between valid states that respect constraints.",
        concepts: [
          ["consistency", "consistent"],
          ["valid", "constraint", "rule", "invariant", "integrity"],
        ],
      },
      {
        point: "Isolation: concurrent transactions do not interfere with or see each other's uncommitted work.",
        concepts: [
          ["isolation", "isolated"],
          ["concurrent", "simultaneous", "parallel", "at the same time", "interfere", "intermediate", "uncommitted"],
        ],
      },
      {
        point: "Durability: committed changes survive crashes or power loss.",
        concepts: [
          ["durable", "durability"],
          ["crash", "failure", "power", "survive", "persist", "permanent", "disk", "restart"],
        ],
      },
    ],
  },
  {
    id: "sql-8",
    topic: "Transactions",
    difficulty: 52,
    question:
      "Explain dirty reads, non-repeatable reads and phantom reads, and how SQL isolation levels relate to them.",
    answer:
      "A dirty read sees data written by another transaction that has not committed yet. A non-repeatable read happens when reading the same row twice in one transaction returns different values because another transaction committed a change in between, and a phantom read happens when re-running a query with the same condition returns a different set of rows because another transaction inserted or deleted matching rows. The SQL standard defines READ UNCOMMITTED, READ COMMITTED, REPEATABLE READ and SERIALIZABLE, each forbidding more of these anomalies, with SERIALIZABLE making the outcome equivalent to some serial order. Real engines differ: PostgreSQL never allows dirty reads and its repeatable read also prevents phantoms, and defaults differ too, for example PostgreSQL uses READ COMMITTED and MySQL InnoDB uses REPEATABLE READ.",
    keyPoints: [
      {
        point: "A dirty read sees another transaction's uncommitted changes.",
        concepts: [["uncommitted", "not committed", "not yet committed", "rolled back"]],
      },
      {
        point: "A non-repeatable read returns different values when the same row is read twice because another transaction committed in between.",
        concepts: [
          ["twice", "again", "re-read", "reread", "second time"],
          ["different", "changed", "modified", "updated"],
        ],
      },
      {
        point: "A phantom read returns a different set of rows for the same query because rows were inserted or deleted.",
        concepts: [["insert", "inserted", "new row", "added", "delete", "deleted", "set of rows", "appear", "disappear"]],
      },
      {
        point: "The isolation levels from READ UNCOMMITTED to SERIALIZABLE progressively forbid these anomalies.",
        concepts: [
          ["read committed", "serializable", "read uncommitted"],
          ["prevent", "forbid", "allow", "permit", "avoid", "eliminate", "protect", "stronger", "stricter"],
        ],
      },
    ],
  },
  {
    id: "sql-9",
    topic: "Transactions",
    difficulty: 90,
    question: "How does MVCC provide snapshot isolation, and what is write skew?",
    answer:
      "With multi-version concurrency control, an update writes a new version of a row instead of overwriting it in place, and each transaction reads the versions that were committed as of its snapshot, so readers do not block writers and writers do not block readers. Snapshot isolation prevents dirty and non-repeatable reads and stops two transactions from both updating the same row, but it allows write skew. Write skew happens when two concurrent transactions read overlapping data, each decides based on that read, and they then write different rows, so together they break an invariant that neither would break alone, such as two on-call doctors both going off call when at least one must stay. It can be prevented with true SERIALIZABLE isolation (PostgreSQL implements it as serializable snapshot isolation and aborts one of the conflicting transactions), with explicit locks such as SELECT ... FOR UPDATE on the rows read, or by expressing the invariant as a constraint.",
    keyPoints: [
      {
        point: "MVCC keeps multiple row versions; updates create new versions rather than overwriting rows in place.",
        concepts: [
          ["version", "versions", "copy", "copies"],
          ["new", "multiple", "old", "instead of overwriting", "keep"],
        ],
      },
      {
        point: "Each transaction reads a consistent snapshot, so readers and writers do not block each other.",
        concepts: [
          [
            "not block",
            "don't block",
            "doesn't block",
            "without blocking",
            "no blocking",
            "never block",
            "non-blocking",
            "without locking",
            "no locks",
            "without waiting",
          ],
        ],
      },
      {
        point: "Write skew: two concurrent transactions read overlapping data and write different rows, together violating an invariant.",
        concepts: [
          ["different row", "different rows", "disjoint", "separate rows", "different records", "distinct rows"],
          ["invariant", "constraint", "rule", "violate", "break", "inconsistent"],
        ],
      },
      {
        point: "It is prevented by SERIALIZABLE isolation, explicit locking such as SELECT FOR UPDATE, or a constraint.",
        concepts: [["serializable", "serialization", "ssi", "lock", "locking", "locks", "materialize"]],
      },
    ],
  },
  // Normalization
  {
    id: "sql-10",
    topic: "Normalization",
    difficulty: 16,
    question: "What is database normalization and what problems does it solve?",
    answer:
      "Normalization is organizing tables so that each fact is stored in exactly one place, usually by splitting data into related tables linked by keys. It removes redundancy, which saves space but more importantly prevents anomalies: an update anomaly where changing a fact requires editing many rows and some get missed, leaving the data inconsistent, an insert anomaly where you cannot record one fact without another, and a delete anomaly where removing a row loses unrelated information. The result is data that is much easier to keep consistent.",
    keyPoints: [
      {
        point: "Normalization stores each fact once by splitting data into related tables linked by keys.",
        concepts: [
          ["split", "separate", "decompose", "break", "divide", "related tables", "multiple tables"],
          ["key", "foreign key", "relationship", "link", "reference"],
        ],
      },
      {
        point: "It reduces redundancy, meaning duplicated data.",
        concepts: [
          ["redundancy", "redundant", "duplicate", "duplication", "duplicated", "repeated", "one place", "single place", "once"],
        ],
      },
      {
        point: "It prevents update, insert and delete anomalies that leave data inconsistent.",
        concepts: [["anomaly", "anomalies", "inconsistent", "inconsistency", "out of sync", "contradict", "contradictory", "mismatch"]],
      },
    ],
  },
  {
    id: "sql-11",
    topic: "Normalization",
    difficulty: 40,
    question: "Explain first, second and third normal form.",
    answer:
      "First normal form requires every column to hold a single atomic value, with no repeating groups or lists packed into one field, and each row identifiable by a key. Second normal form additionally requires that every non-key column depend on the whole primary key, which matters for composite keys: no column may depend on just part of the key. Third normal form additionally removes transitive dependencies, so non-key columns depend only on the key and not on other non-key columns; for example, a customer's city should not be stored in an orders table keyed by order id. Informally, every non-key attribute depends on the key, the whole key, and nothing but the key.",
    keyPoints: [
      {
        point: "1NF: each column holds atomic values, with no repeating groups.",
        concepts: [
          [
            "atomic",
            "single value",
            "one value",
            "indivisible",
            "repeating group",
            "repeating groups",
            "no lists",
            "no arrays",
            "multivalued",
            "multi-valued",
          ],
        ],
      },
      {
        point: "2NF: no non-key column depends on only part of a composite key.",
        concepts: [
          [
            "partial",
            "part of the key",
            "part of a composite",
            "part of the primary key",
            "whole key",
            "entire key",
            "full key",
            "whole primary key",
          ],
        ],
      },
      {
        point: "3NF: no transitive dependencies; non-key columns depend only on the key, not on other non-key columns.",
        concepts: [
          ["transitive", "other non-key", "another non-key", "nothing but the key", "indirect", "indirectly"],
        ],
      },
    ],
  },
  {
    id: "sql-12",
    topic: "Normalization",
    difficulty: 74,
    question: "When would you deliberately denormalize a schema, and what are the risks?",
    answer:
      "Denormalization is worth it when reads dominate and the joins or aggregations required by the normalized schema are too slow, for example in reporting and analytics workloads such as star schemas in a data warehouse, or to store precomputed values like an order total or a comment count. It can also be done through materialized views or summary tables rather than by changing the core tables. The cost is redundancy: the same fact lives in several places, so writes are more expensive and every copy must be kept in sync through transactions, triggers, application logic or refresh jobs. If that synchronization is missed or fails, the data becomes inconsistent, so you should denormalize only after measuring a real performance problem.",
    keyPoints: [
      {
        point: "Denormalizing is justified for read-heavy or analytical workloads where joins or aggregation are too slow.",
        concepts: [
          ["read-heavy", "read heavy", "reads", "read performance", "reporting", "analytics", "analytical", "warehouse", "olap", "dashboard"],
          ["join", "aggregation", "aggregate", "slow", "performance", "faster", "speed", "latency"],
        ],
      },
      {
        point: "Common forms include precomputed or redundant columns, summary tables, star schemas and materialized views.",
        concepts: [
          ["precomputed", "precompute", "cached", "cache", "summary", "materialized", "star schema", "counter", "derived", "duplicated column"],
        ],
      },
      {
        point: "Redundant copies must be kept in sync, making writes more complex or expensive.",
        concepts: [["sync", "synchronize", "synchronization", "keep consistent", "trigger", "maintain", "update every"]],
      },
      {
        point: "If synchronization fails, the data becomes inconsistent.",
        concepts: [["inconsistent", "inconsistency", "anomaly", "anomalies", "out of sync", "stale", "drift", "contradict", "integrity"]],
      },
    ],
  },
  // Aggregation
  {
    id: "sql-13",
    topic: "Aggregation",
    difficulty: 20,
    question: "What is the difference between WHERE and HAVING?",
    answer:
      "WHERE filters individual rows before they are grouped and aggregated, so it cannot refer to aggregate results. HAVING filters the groups produced by GROUP BY after aggregation, so it can use conditions on aggregate functions such as COUNT(*) > 5 or SUM(amount) > 1000. When a condition does not involve an aggregate, putting it in WHERE is usually better because it discards rows before the grouping work.",
    keyPoints: [
      {
        point: "WHERE filters individual rows before grouping.",
        concepts: [
          ["individual rows", "individual", "row level", "row-level", "prior", "first", "earlier"],
          ["group", "grouping", "grouped", "aggregate", "aggregation"],
        ],
      },
      {
        point: "HAVING filters groups after aggregation.",
        concepts: [
          ["afterwards", "afterward", "later", "once", "filters groups", "filter groups", "grouped results", "grouped rows"],
          ["group", "groups", "aggregate", "aggregation", "group by"],
        ],
      },
      {
        point: "HAVING can use aggregate functions such as COUNT or SUM; WHERE cannot.",
        concepts: [["count", "sum", "avg", "average", "max", "min", "aggregate function", "aggregate functions", "aggregate result", "aggregate results"]],
      },
    ],
  },
  {
    id: "sql-14",
    topic: "Aggregation",
    difficulty: 38,
    question: "When a query uses GROUP BY, which columns may appear in the SELECT list, and why?",
    answer:
      "Each selected expression must either be listed in GROUP BY or be wrapped in an aggregate function such as SUM, COUNT or MAX, because the query returns one row per group and a plain column that varies within the group would have no single value to show. The SQL standard, and PostgreSQL, also allow columns that are functionally dependent on the grouped columns, for example any column of a table whose primary key is in the GROUP BY. MySQL's ONLY_FULL_GROUP_BY mode, enabled by default, rejects ambiguous columns, whereas with it disabled MySQL returns an arbitrary value from each group.",
    keyPoints: [
      {
        point: "A selected column must be in the GROUP BY list or inside an aggregate function.",
        concepts: [
          ["aggregate", "sum", "count", "max", "min", "avg"],
          ["group by", "grouped", "grouping column", "listed"],
        ],
      },
      {
        point: "The result has one row per group, so a non-grouped column would have no single well-defined value.",
        concepts: [
          [
            "one row per group",
            "single row",
            "one row",
            "single value",
            "one value",
            "ambiguous",
            "arbitrary",
            "undefined",
            "which value",
            "multiple values",
          ],
        ],
      },
      {
        point: "Columns functionally dependent on the grouped key, such as other columns when the primary key is grouped, are also allowed.",
        concepts: [["functionally dependent", "functional dependency", "functional dependence", "primary key", "determined by"]],
      },
    ],
  },
  {
    id: "sql-15",
    topic: "Aggregation",
    difficulty: 70,
    question:
      "What do GROUPING SETS, ROLLUP and CUBE do, and how do you tell subtotal rows apart in the result?",
    answer:
      "They compute several groupings in a single query and return the combined results, which is how you get subtotals and grand totals without writing multiple queries joined by UNION ALL. GROUPING SETS lists exactly which column combinations to aggregate by, ROLLUP(a, b, c) produces the hierarchical prefixes (a, b, c), (a, b), (a) and the grand total, and CUBE produces every possible combination of the listed columns. In subtotal rows, the columns that were rolled up are returned as NULL, which is ambiguous if the data itself contains NULLs. The GROUPING() function returns 1 when a column is aggregated away in that row and 0 otherwise, so you can label or filter subtotal rows reliably.",
    keyPoints: [
      {
        point: "They compute multiple groupings or subtotal levels in one query.",
        concepts: [
          ["multiple", "several", "many", "different", "various"],
          ["groupings", "levels", "subtotals", "aggregations", "combinations"],
        ],
      },
      {
        point: "ROLLUP produces hierarchical subtotals down to a grand total.",
        concepts: [["hierarchical", "hierarchy", "prefix", "prefixes", "grand total", "drill", "successively"]],
      },
      {
        point: "CUBE produces all combinations of the listed columns.",
        concepts: [
          ["all combinations", "every combination", "all possible", "every possible", "power set", "all subsets", "each combination"],
        ],
      },
      {
        point: "Rolled-up columns appear as NULL, and the GROUPING() function distinguishes them from real NULLs.",
        concepts: [
          ["null"],
          ["function", "grouping_id", "distinguish", "differentiate", "flag", "indicator"],
        ],
      },
    ],
  },
  // NULLs
  {
    id: "sql-16",
    topic: "NULL handling",
    difficulty: 24,
    question: "What does NULL mean in SQL, and why should you not test for it with = NULL?",
    answer:
      "NULL is a marker for a missing or unknown value, not a value like zero or an empty string. Any ordinary comparison with NULL, including NULL = NULL, evaluates to UNKNOWN rather than true, and a WHERE clause keeps only rows where the condition is true, so = NULL matches nothing. You test for it with IS NULL or IS NOT NULL, and use IS DISTINCT FROM when you need a null-safe comparison.",
    keyPoints: [
      {
        point: "NULL represents a missing or unknown value, not zero or an empty string.",
        concepts: [["missing", "unknown", "absent", "absence", "no value", "not known", "not applicable"]],
      },
      {
        point: "Comparisons with NULL yield UNKNOWN rather than true, so they never match.",
        concepts: [
          [
            "unknown",
            "three-valued",
            "three valued",
            "not true",
            "never true",
            "neither true",
            "evaluates to null",
            "returns null",
            "yields null",
            "result is null",
          ],
          ["comparison", "compare", "comparing", "equality", "equal", "evaluate", "evaluates", "yield", "return", "result"],
        ],
      },
      {
        point: "Use IS NULL or IS NOT NULL to test for NULL.",
        concepts: [["is null", "is not null", "is distinct from", "isnull", "coalesce"]],
      },
    ],
  },
  {
    id: "sql-17",
    topic: "NULL handling",
    difficulty: 56,
    question: "How do aggregate functions like COUNT, SUM and AVG treat NULL values?",
    answer:
      "COUNT(*) counts all rows regardless of their contents, while COUNT(column) counts only the rows where that column is not NULL. SUM, AVG, MIN and MAX ignore NULLs, so AVG divides by the number of non-NULL values rather than by all rows, which differs from treating missing values as zero. If there are no rows or every input is NULL, SUM and AVG return NULL rather than 0. That is why COALESCE(SUM(x), 0) is common, and why you must convert NULLs explicitly with COALESCE if they should count as zero in an average.",
    keyPoints: [
      {
        point: "COUNT(*) counts all rows while COUNT(column) skips NULLs.",
        concepts: [
          ["every row", "regardless", "star", "asterisk", "counts rows"],
          ["skip", "ignore", "exclude", "non-null", "not null", "only"],
        ],
      },
      {
        point: "SUM and AVG ignore NULLs, so AVG divides by the count of non-NULL values.",
        concepts: [
          ["ignore", "skip", "exclude", "disregard", "omit"],
          ["non-null", "not null", "denominator", "divide", "divides", "divided"],
        ],
      },
      {
        point: "Over no rows or only NULLs, SUM and AVG return NULL, not zero.",
        concepts: [
          ["empty", "no rows", "no non-null", "every input", "all inputs", "entirely"],
          ["not zero", "rather than 0", "rather than zero", "instead of zero", "instead of 0", "not 0", "returns null", "return null"],
        ],
      },
      {
        point: "COALESCE substitutes a default such as zero where NULL should count as a value.",
        concepts: [["coalesce", "ifnull", "isnull", "nvl"]],
      },
    ],
  },
  {
    id: "sql-18",
    topic: "NULL handling",
    difficulty: 80,
    question:
      "Why can a NOT IN subquery return no rows at all when the subquery's result contains a NULL, and what should you use instead?",
    answer:
      "x NOT IN (a, b, NULL) is equivalent to requiring that x is not equal to each value in the list, combined with AND, and the comparison against NULL evaluates to UNKNOWN for every x. Under three-valued logic, an AND containing UNKNOWN can never be true, so the WHERE clause rejects every row. NOT EXISTS with a correlated subquery does not have this problem because it only checks whether a matching row exists, and optimizers typically execute it as an efficient anti-join. Alternatively, filter NULLs out of the subquery with IS NOT NULL, or use a LEFT JOIN and keep the rows where the right side is NULL.",
    keyPoints: [
      {
        point: "NOT IN expands to a conjunction of not-equal comparisons, one of which is against NULL.",
        concepts: [
          ["not equal", "inequality", "each value", "every value", "each element", "every element", "conjunction", "and"],
        ],
      },
      {
        point: "Comparing with NULL gives UNKNOWN, so the whole condition is never true and every row is filtered out.",
        concepts: [
          ["unknown", "three-valued", "three valued", "never true", "never be true", "cannot be true", "not true", "never evaluate"],
        ],
      },
      {
        point: "NOT EXISTS avoids the problem and is usually executed as an anti-join.",
        concepts: [["not exists", "anti-join", "anti join", "antijoin"]],
      },
      {
        point: "Alternatively, filter NULLs out of the subquery or use a LEFT JOIN with an IS NULL check.",
        concepts: [["filter", "exclude", "remove", "left join", "outer join"]],
      },
    ],
  },
  // Subqueries and CTEs
  {
    id: "sql-19",
    topic: "Subqueries and CTEs",
    difficulty: 28,
    question: "What is a subquery, and where in a SELECT statement can you use one?",
    answer:
      "A subquery is a SELECT nested inside another statement whose result the outer query uses. In the WHERE or HAVING clause it can supply a value for a comparison or a list for an IN condition, or be tested with EXISTS. In the FROM clause it acts as a derived table that the outer query reads like a table, and in the SELECT list a scalar subquery returning a single value can compute a column. A CTE defined with WITH is a named alternative that often makes such queries easier to read.",
    keyPoints: [
      {
        point: "A subquery is a query nested inside another query.",
        concepts: [["nested", "inside", "inner", "embedded", "within"]],
      },
      {
        point: "In WHERE or HAVING it feeds comparisons, IN lists or EXISTS tests.",
        concepts: [["having", "exists", "in list", "in condition", "filter", "comparison"]],
      },
      {
        point: "In FROM it acts as a derived table.",
        concepts: [["derived table", "inline view", "table expression", "virtual table", "temporary table", "treated as a table"]],
      },
      {
        point: "In the SELECT list a scalar subquery returns a single value.",
        concepts: [["scalar", "single value", "one value", "select list"]],
      },
    ],
  },
  {
    id: "sql-20",
    topic: "Subqueries and CTEs",
    difficulty: 60,
    question:
      "What is the difference between a correlated and a non-correlated subquery, and what are the performance implications?",
    answer:
      "A non-correlated subquery is self-contained: it does not reference the outer query, so it can be evaluated once and its result reused. A correlated subquery references columns of the current outer row, so logically it must be evaluated again for each outer row, much like a nested loop. Executed literally, that can be slow on large tables, but modern optimizers often decorrelate such subqueries, rewriting EXISTS and IN into semi-joins or anti-joins and some scalar subqueries into joins with aggregation. Checking the execution plan tells you whether that happened, and rewriting the query as a join or with a window function is the fallback when it did not.",
    keyPoints: [
      {
        point: "A non-correlated subquery is independent of the outer query and can run once.",
        concepts: [
          ["independent", "self-contained", "standalone", "does not reference", "doesn't reference", "on its own"],
          ["once", "one time", "single time", "reused", "cached"],
        ],
      },
      {
        point: "A correlated subquery references columns from the outer row.",
        concepts: [
          ["outer", "enclosing", "parent", "outside"],
          ["column", "columns", "reference", "references", "refers", "depends"],
        ],
      },
      {
        point: "Logically it is re-evaluated for every outer row, which can be slow.",
        concepts: [["every row", "per row", "every outer", "repeatedly", "nested loop", "re-evaluated", "reevaluated", "evaluated again"]],
      },
      {
        point: "Optimizers often rewrite correlated subqueries into joins, semi-joins or anti-joins.",
        concepts: [
          ["rewrite", "rewriting", "transform", "decorrelate", "unnest", "flatten", "convert", "turn into"],
          ["join", "joins", "semi-join", "semijoin", "anti-join"],
        ],
      },
    ],
  },
  {
    id: "sql-21",
    topic: "Subqueries and CTEs",
    difficulty: 86,
    question: "How does a recursive common table expression work, and what safeguards does it need?",
    answer:
      "A recursive CTE (WITH RECURSIVE) has an anchor member that produces the starting rows and a recursive member, combined with UNION or UNION ALL, that refers to the CTE itself. The database runs the anchor, then repeatedly runs the recursive member using only the rows produced by the previous iteration, appending the results, until an iteration produces no new rows. It is used to walk hierarchies and graphs, such as org charts, category trees or bill-of-materials structures. Because cyclic data would make it loop forever, you guard it with a depth counter and limit, by tracking the visited path and stopping when a node repeats (PostgreSQL also offers a CYCLE clause), or by using UNION so duplicate rows are discarded.",
    keyPoints: [
      {
        point: "It combines an anchor (non-recursive) member with a recursive member that references the CTE itself.",
        concepts: [
          ["anchor", "base case", "seed", "initial", "starting", "non-recursive"],
          ["recursive member", "recursive part", "recursive term", "references itself", "refers to itself", "self-reference", "itself"],
        ],
      },
      {
        point: "Execution iterates, feeding each iteration's new rows into the next until no new rows are produced.",
        concepts: [
          ["iteration", "iterate", "iterates", "repeatedly", "loop", "repeat"],
          ["no new rows", "no more rows", "no rows", "empty", "until", "stop", "terminate"],
        ],
      },
      {
        point: "Typical uses are hierarchies and graphs such as org charts or trees.",
        concepts: [
          ["hierarchy", "hierarchies", "hierarchical", "tree", "trees", "graph", "graphs", "org chart", "parent-child", "bill of materials", "bill-of-materials"],
        ],
      },
      {
        point: "Cycles must be guarded against with depth limits, path tracking, UNION or a CYCLE clause.",
        concepts: [
          ["cycle", "cyclic", "infinite", "forever", "endless"],
          ["depth", "limit", "path", "visited", "union", "level"],
        ],
      },
    ],
  },
  // Window functions
  {
    id: "sql-22",
    topic: "Window functions",
    difficulty: 30,
    question: "What is a window function and how does it differ from using GROUP BY?",
    answer:
      "A window function computes a value over a set of rows related to the current row, defined by an OVER clause that can partition and order those rows. Unlike GROUP BY, it does not collapse rows: every input row stays in the result with the computed value alongside it. Typical uses are running totals, rankings, moving averages and comparing a row with the previous one using LAG or LEAD.",
    keyPoints: [
      {
        point: "A window function computes over a set of related rows defined by an OVER clause.",
        concepts: [["over clause", "partition", "set of rows", "related rows", "frame", "neighboring rows", "group of rows"]],
      },
      {
        point: "It keeps every row instead of collapsing rows like GROUP BY.",
        concepts: [
          ["collapse", "collapsing", "keep", "keeps", "preserve", "retain", "every row", "one row per group", "reduce", "single row"],
        ],
      },
      {
        point: "Typical uses are running totals, rankings, moving averages and LAG or LEAD.",
        concepts: [["running total", "cumulative", "rank", "ranking", "row_number", "moving average", "lag", "lead", "previous row"]],
      },
    ],
  },
  {
    id: "sql-23",
    topic: "Window functions",
    difficulty: 46,
    question: "Compare ROW_NUMBER, RANK and DENSE_RANK.",
    answer:
      "All three number rows within each partition according to the window's ORDER BY. ROW_NUMBER gives every row a distinct consecutive number, so tied rows get different numbers in an arbitrary order unless the ORDER BY is made unique. RANK gives tied rows the same number and then skips, so after two rows tied at 1 the next is 3. DENSE_RANK also gives ties the same number but leaves no gaps, so the next row is 2.",
    keyPoints: [
      {
        point: "ROW_NUMBER assigns unique sequential numbers, even to ties.",
        concepts: [
          ["unique", "distinct", "different", "sequential", "consecutive"],
          ["tie", "ties", "tied", "same value", "duplicate", "arbitrary", "nondeterministic"],
        ],
      },
      {
        point: "RANK gives ties the same rank and leaves gaps afterwards.",
        concepts: [
          ["same rank", "same number", "same value", "equal rank", "identical rank", "share"],
          ["gap", "gaps", "skip", "skips", "jump", "jumps"],
        ],
      },
      {
        point: "DENSE_RANK gives ties the same rank without gaps.",
        concepts: [
          ["no gap", "no gaps", "without gaps", "without gap", "without skipping", "no skip", "doesn't skip", "does not skip", "never skips", "consecutive"],
        ],
      },
      {
        point: "Numbering follows the window's ORDER BY within each partition.",
        concepts: [["order by", "ordering", "sort order", "partition"]],
      },
    ],
  },
  {
    id: "sql-24",
    topic: "Window functions",
    difficulty: 94,
    question:
      "Explain window frames, the difference between ROWS and RANGE, and why LAST_VALUE often returns an unexpected result.",
    answer:
      "A frame is the subset of the partition, relative to the current row, that frame-sensitive functions such as SUM, AVG, FIRST_VALUE and LAST_VALUE operate on. ROWS defines the frame by physical row offsets, for example the two preceding rows, whereas RANGE defines it by values of the ORDER BY key, so all peer rows with the same key value are included together. When a window has ORDER BY but no explicit frame, the default is RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW, which gives running totals but means LAST_VALUE returns the current row, or its last peer, rather than the last row of the partition. Specifying ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING fixes it, and using ROWS for running totals avoids tied peers being summed together.",
    keyPoints: [
      {
        point: "A frame is the subset of the partition, relative to the current row, that aggregate and value functions use.",
        concepts: [["subset", "relative to the current row", "current row", "sliding", "preceding", "following"]],
      },
      {
        point: "ROWS counts physical rows while RANGE groups rows by ORDER BY values, so peers are included together.",
        concepts: [
          ["physical", "row offsets", "row count", "number of rows", "offset", "offsets"],
          ["peer", "peers", "tie", "ties", "tied", "same value", "equal value"],
        ],
      },
      {
        point: "With ORDER BY and no explicit frame, the default frame ends at the current row (RANGE UNBOUNDED PRECEDING to CURRENT ROW).",
        concepts: [
          ["default"],
          ["unbounded preceding", "current row", "up to the current", "ends at the current"],
        ],
      },
      {
        point: "So LAST_VALUE returns the current row's value unless the frame is extended to UNBOUNDED FOLLOWING.",
        concepts: [["unbounded following", "end of the partition", "whole partition", "entire partition", "extend the frame", "explicit frame"]],
      },
    ],
  },
  // Keys and constraints
  {
    id: "sql-25",
    topic: "Keys and constraints",
    difficulty: 6,
    question: "What is the difference between a primary key and a foreign key?",
    answer:
      "A primary key is the column or set of columns that uniquely identifies each row of a table; it must be unique and not NULL, and a table has only one. A foreign key is a column in one table that references the primary key (or another unique key) of another table, linking the rows. The database enforces referential integrity through it, rejecting a foreign key value that has no matching parent row and restricting, cascading or nulling out changes when the referenced row is deleted or updated.",
    keyPoints: [
      {
        point: "A primary key uniquely identifies each row and cannot be NULL.",
        concepts: [["unique", "uniquely", "identify", "identifies", "identifier"]],
      },
      {
        point: "A foreign key references a key in another table.",
        concepts: [
          ["reference", "references", "refers", "point", "points", "link", "links"],
          ["another table", "other table", "parent", "different table", "related table"],
        ],
      },
      {
        point: "Foreign keys enforce referential integrity, rejecting values without a matching parent row.",
        concepts: [["referential integrity", "integrity", "enforce", "reject", "prevent", "orphan", "orphaned", "must exist"]],
      },
    ],
  },
  {
    id: "sql-26",
    topic: "Keys and constraints",
    difficulty: 62,
    question: "What are the trade-offs between natural keys and surrogate keys?",
    answer:
      "A natural key uses data that already has business meaning, such as an email address or ISBN, so it needs no extra column and is meaningful in lookups, but real-world values can change, may turn out not to be unique, and are often wide or composite. A surrogate key is a generated value with no meaning, such as an identity or auto-increment integer or a UUID, which is stable, compact and never needs to change. The usual practice is a surrogate primary key plus a unique constraint on the natural key, because the surrogate alone does not prevent duplicate real-world entities. Fully random UUIDs scatter inserts across a B-tree index and cause fragmentation, so sequences or time-ordered identifiers such as UUIDv7 are preferred when insert locality matters.",
    keyPoints: [
      {
        point: "Natural keys carry business meaning but can change, may not be unique, and are often wide.",
        concepts: [
          ["change", "changes", "mutable", "unstable", "wide", "large", "composite", "not unique", "duplicate"],
          ["business", "meaning", "meaningful", "real-world", "real world", "domain", "email", "isbn"],
        ],
      },
      {
        point: "Surrogate keys are generated, meaningless values such as sequences or UUIDs that stay stable.",
        concepts: [
          ["generated", "auto-increment", "autoincrement", "identity", "sequence", "serial", "uuid", "guid", "artificial", "synthetic"],
          ["stable", "never change", "immutable", "meaningless", "no meaning", "compact", "small"],
        ],
      },
      {
        point: "With a surrogate key you still need a unique constraint on the natural key to prevent duplicates.",
        concepts: [["unique constraint", "unique index", "uniqueness constraint", "enforce uniqueness", "unique key"]],
      },
      {
        point: "Random UUIDs hurt index locality, so sequential or time-ordered keys insert better.",
        concepts: [["random", "fragment", "fragmentation", "locality", "page split", "scatter", "time-ordered", "uuidv7", "ulid"]],
      },
    ],
  },
  {
    id: "sql-27",
    topic: "Keys and constraints",
    difficulty: 68,
    question:
      "Why enforce rules such as uniqueness with database constraints rather than only checking them in application code?",
    answer:
      "An application check such as looking up an email before inserting it is a race condition: two concurrent requests can both see no existing row and both insert, creating a duplicate. A UNIQUE constraint is enforced atomically by the database, typically through a unique index, so one of the two inserts fails with a violation error that the application can handle. Constraints also protect the data from every other writer, such as scripts, other services, migrations and manual fixes, and from application bugs. Declared constraints such as NOT NULL, CHECK and foreign keys also document the schema and can help the optimizer, so application-side checks remain useful mainly for friendly error messages.",
    keyPoints: [
      {
        point: "Check-then-insert in the application is a race: concurrent requests can both pass the check.",
        concepts: [["race", "concurrent", "concurrently", "simultaneous", "same time", "parallel", "toctou"]],
      },
      {
        point: "The database enforces constraints atomically, so one of the conflicting writes fails.",
        concepts: [["atomic", "atomically", "guarantee", "guaranteed", "fails", "reject", "error", "violation"]],
      },
      {
        point: "Constraints protect against every writer, including scripts, other services and bugs.",
        concepts: [
          ["script", "scripts", "every writer", "all writers", "manual", "migration", "bug", "bugs", "bypass", "any client"],
        ],
      },
      {
        point: "Constraints also document intent and can help the optimizer.",
        concepts: [["document", "self-documenting", "optimizer", "planner", "optimization", "query plan"]],
      },
    ],
  },
];
