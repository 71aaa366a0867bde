import type { BankQuestion } from "./types";

export const skill = "System Design";
export const questions: BankQuestion[] = [
  {
    id: "system-design-1",
    topic: "Scalability",
    difficulty: 6,
    question: "What is the difference between vertical and horizontal scaling?",
    answer:
      "Vertical scaling (scaling up) gives a single machine more resources such as CPU, RAM or faster disks; it is simple and needs no code changes, but it hits hardware limits, gets expensive, and leaves a single point of failure. Horizontal scaling (scaling out) adds more machines and spreads the load across them, offering much larger capacity and redundancy. It requires the application to be designed for distribution, for example stateless services behind a load balancer and partitioned data.",
    keyPoints: [
      {
        point: "Vertical scaling makes one machine more powerful.",
        concepts: [["bigger", "more powerful", "more cpu", "more ram", "more memory", "upgrade", "larger", "more resources"]],
      },
      {
        point: "Horizontal scaling adds more machines.",
        concepts: [["more machines", "more servers", "more nodes", "more instances", "adding machines", "adding servers", "additional servers"]],
      },
      {
        point: "Vertical scaling hits hardware limits and cost, and keeps a single point of failure.",
        concepts: [["limit", "limits", "ceiling", "single point of failure", "expensive", "cost"]],
      },
      {
        point: "Horizontal scaling requires designing for distribution, e.g., stateless services and a load balancer.",
        concepts: [["stateless", "load balancer", "distribution", "distributed", "partitioned", "complexity"]],
      },
    ],
  },
  {
    id: "system-design-2",
    topic: "Scalability",
    difficulty: 37,
    question: "Why is making application servers stateless important for scalability, and where does the state go instead?",
    answer:
      "If servers keep no per-user session state, any instance can handle any request, so instances can be added or removed freely, autoscaled, and lost to failures without losing user sessions or needing sticky sessions. The state moves into shared backing services: databases, a distributed cache such as Redis for sessions, object storage such as S3 for files, or the client itself through signed tokens or cookies. This concentrates the scaling problem in those stateful stores, which are scaled separately with replication and partitioning.",
    keyPoints: [
      {
        point: "Any instance can serve any request.",
        concepts: [["any instance", "interchangeable", "identical", "fungible", "whichever", "load balancer"]],
      },
      {
        point: "Instances can be added, removed or fail without losing sessions or needing sticky sessions.",
        concepts: [["autoscale", "autoscaled", "autoscaling", "sticky", "added or removed", "removed", "failures", "fail"]],
      },
      {
        point: "State lives in shared stores such as databases, Redis or object storage.",
        concepts: [["database", "databases", "redis", "cache", "shared", "object storage", "s3", "memcached"]],
      },
      {
        point: "Some state can live on the client in signed tokens or cookies.",
        concepts: [["token", "tokens", "cookie", "cookies", "jwt", "client"]],
      },
    ],
  },
  {
    id: "system-design-3",
    topic: "Scalability",
    difficulty: 70,
    question:
      "How would you do back-of-the-envelope capacity estimation for a URL shortener that receives 100 million new URLs per month?",
    answer:
      "Convert to per-second rates: 100 million per month divided by about 2.6 million seconds is roughly 40 writes per second on average, and with a typical 100:1 read-to-write ratio about 4,000 reads per second, then multiply by a peak factor of 2 to 5 to size for peaks. For storage, multiply a record size (around 500 bytes for the URL and metadata) by the volume: about 50 GB per month, 600 GB per year, or 3 TB over five years before replication. For the key space, 7-character base62 codes give 62^7, about 3.5 trillion combinations, far more than needed. These rough numbers show whether a single database with a cache suffices or sharding is needed, and which resource, such as read throughput or cache memory for hot keys, is the bottleneck.",
    keyPoints: [
      {
        point: "Monthly volume is converted into average requests per second.",
        concepts: [["per second", "qps", "rps", "requests per second", "writes per second"]],
      },
      {
        point: "A read/write ratio and peak factor are applied.",
        concepts: [["peak", "ratio", "read-heavy", "read heavy"]],
      },
      {
        point: "Storage is record size times volume times retention.",
        concepts: [["storage", "bytes", "gb", "tb", "terabytes", "gigabytes"]],
      },
      {
        point: "The key space (e.g., base62 codes) is sized for the total number of URLs.",
        concepts: [["base62", "62^7", "key space", "keyspace", "combinations"]],
      },
      {
        point: "The estimates identify bottlenecks and drive architecture choices such as caching or sharding.",
        concepts: [["bottleneck", "sharding", "single database", "decide", "determine"]],
      },
    ],
  },
  {
    id: "system-design-4",
    topic: "Load balancing",
    difficulty: 9,
    question: "What does a load balancer do, and what are common algorithms for distributing requests?",
    answer:
      "A load balancer sits in front of a pool of servers and spreads incoming requests across them so that no single server is overloaded, while health checks take failed instances out of rotation. Common algorithms are round robin (each server in turn), weighted round robin (proportional to capacity), least connections (the server with the fewest active connections), and hashing on the client IP or a key for session affinity. It also improves availability and lets you add or remove servers without clients noticing.",
    keyPoints: [
      {
        point: "It spreads requests across a pool of servers.",
        concepts: [["spread", "spreads", "across", "pool"]],
      },
      {
        point: "Health checks remove failed instances from rotation.",
        concepts: [["health check", "health checks", "unhealthy", "failed"]],
      },
      {
        point: "Round robin sends requests to each server in turn.",
        concepts: [["round robin", "round-robin"]],
      },
      {
        point: "Least connections and weighted variants account for load or capacity.",
        concepts: [["least connections", "least-connections", "fewest", "weighted"]],
      },
      {
        point: "Hash-based routing provides affinity.",
        concepts: [["hash", "hashing", "sticky", "affinity"]],
      },
    ],
  },
  {
    id: "system-design-5",
    topic: "Load balancing",
    difficulty: 44,
    question: "What is the difference between layer 4 and layer 7 load balancing?",
    answer:
      "A layer 4 load balancer routes on transport-level information, IP addresses and TCP or UDP ports, without inspecting the payload, so it is very fast and protocol-agnostic but cannot make content-based decisions. A layer 7 load balancer terminates HTTP, and usually TLS, so it can route on URL paths, hostnames, headers or cookies, retry requests, rewrite headers, and balance individual requests, including the multiplexed streams of HTTP/2 or gRPC connections. Layer 7 is more flexible but costs more CPU per request. For example, AWS Network Load Balancer works at layer 4 and Application Load Balancer at layer 7, while Envoy, NGINX and HAProxy can do both.",
    keyPoints: [
      {
        point: "Layer 4 routes on IP addresses and TCP/UDP ports.",
        concepts: [["ip", "port", "ports", "tcp", "udp", "transport"]],
      },
      {
        point: "Layer 4 does not inspect content, making it fast and protocol-agnostic.",
        concepts: [["fast", "faster", "payload", "without inspecting", "protocol-agnostic", "lightweight"]],
      },
      {
        point: "Layer 7 routes on HTTP content such as paths, hosts, headers and cookies.",
        concepts: [["path", "paths", "url", "header", "headers", "cookie", "cookies", "hostname", "hostnames", "content"]],
      },
      {
        point: "Layer 7 terminates HTTP/TLS and can balance individual requests, e.g., HTTP/2 or gRPC streams.",
        concepts: [["tls", "terminate", "terminates", "termination", "http/2", "grpc", "individual requests", "per request"]],
      },
    ],
  },
  {
    id: "system-design-6",
    topic: "Load balancing",
    difficulty: 81,
    question: "Why can connection-level load balancing perform poorly for gRPC or HTTP/2 traffic, and what are the solutions?",
    answer:
      "gRPC uses long-lived HTTP/2 connections that multiplex many requests, so a layer 4 balancer, which distributes connections rather than requests, pins all of a client's requests to whichever backend received the connection. Load becomes badly skewed, and new backends added during autoscaling receive little traffic. The fix is to balance per request: put an HTTP/2-aware layer 7 proxy in the path, such as Envoy, a service mesh sidecar or an L7 cloud load balancer, or use client-side load balancing, where the gRPC client resolves all backend addresses via DNS or xDS and spreads requests with a policy like round robin. Limiting connection lifetime on the server, for example with a maximum connection age, also forces clients to reconnect and rebalance.",
    keyPoints: [
      {
        point: "gRPC multiplexes many requests over long-lived connections.",
        concepts: [["long-lived", "long lived", "persistent", "multiplex", "multiplexes", "multiplexed"]],
      },
      {
        point: "Balancing per connection pins requests to one backend and skews load.",
        concepts: [["pins", "pin", "pinned", "skew", "skewed", "imbalance", "uneven", "one backend", "single backend"]],
      },
      {
        point: "An HTTP/2-aware layer 7 proxy such as Envoy balances per request.",
        concepts: [["layer 7", "l7", "envoy", "service mesh", "sidecar", "proxy"]],
      },
      {
        point: "Client-side load balancing spreads requests across resolved backends.",
        concepts: [["client-side", "client side", "xds"]],
      },
      {
        point: "Limiting connection age forces periodic reconnection and rebalancing.",
        concepts: [["connection age", "max age", "lifetime", "reconnect", "recycle"]],
      },
    ],
  },
  {
    id: "system-design-7",
    topic: "Caching",
    difficulty: 12,
    question: "What is a cache, and why does putting one in front of a database improve performance?",
    answer:
      "A cache is a fast storage layer, usually in memory, such as Redis or Memcached, that keeps copies of frequently accessed data so later requests can be served without recomputing it or fetching it from slower storage. In front of a database it cuts read latency from milliseconds of query and disk work to sub-millisecond memory lookups, and it offloads repeated reads so the database can handle more traffic. The trade-offs are that cached data can become stale and memory is limited, so the cache needs invalidation and eviction policies.",
    keyPoints: [
      {
        point: "A cache keeps copies of frequently used data in fast, usually in-memory storage.",
        concepts: [["memory", "in-memory", "ram", "redis", "memcached"]],
      },
      {
        point: "It reduces read latency.",
        concepts: [["latency", "faster", "sub-millisecond", "speed"]],
      },
      {
        point: "It offloads repeated reads from the database.",
        concepts: [["offload", "offloads", "load", "fewer queries", "traffic"]],
      },
      {
        point: "Cached data can go stale and needs invalidation and eviction.",
        concepts: [["stale", "invalidation", "invalidate", "eviction", "evict", "consistency"]],
      },
    ],
  },
  {
    id: "system-design-8",
    topic: "Caching",
    difficulty: 46,
    question: "Compare the cache-aside, write-through and write-back caching strategies.",
    answer:
      "In cache-aside (lazy loading), the application checks the cache and on a miss reads the database and populates the cache, while writes go to the database and invalidate the cached entry; it is simple and caches only requested data, but the first read always misses and stale data is possible. Write-through writes to the cache and the database synchronously on every write, keeping the cache fresh at the cost of write latency and of caching data that may never be read. Write-back (write-behind) writes to the cache and flushes to the database asynchronously later, giving fast writes and batching but risking data loss if the cache fails before flushing.",
    keyPoints: [
      {
        point: "Cache-aside loads data into the cache on a miss, and writes invalidate entries.",
        concepts: [["miss", "lazy", "lazily", "on demand"]],
      },
      {
        point: "Write-through updates cache and database synchronously together.",
        concepts: [["synchronous", "synchronously", "together", "simultaneously", "both"]],
      },
      {
        point: "Write-back writes to the cache and flushes to the database asynchronously later.",
        concepts: [["asynchronous", "asynchronously", "async", "later", "deferred", "flush", "flushes"]],
      },
      {
        point: "Write-back risks losing data if the cache fails before flushing.",
        concepts: [["loss", "lose", "lost", "durability"]],
      },
    ],
  },
  {
    id: "system-design-9",
    topic: "Caching",
    difficulty: 79,
    question: "What is a cache stampede (thundering herd), and how can you prevent it?",
    answer:
      "A cache stampede happens when a popular entry expires or is evicted and many concurrent requests miss at once, all hitting the database to recompute the same value, which can overload it and trigger cascading failures. Prevention techniques include request coalescing or a per-key lock or lease so only one request recomputes while others wait or receive the old value (as with memcache leases or Go's singleflight), serving stale data while refreshing in the background, and probabilistic early expiration that refreshes entries slightly before their TTL. Adding random jitter to TTLs keeps many keys from expiring simultaneously, and pre-warming known hot keys helps after deploys or restarts.",
    keyPoints: [
      {
        point: "Many concurrent requests miss at once when a hot entry expires and all hit the database.",
        concepts: [["expire", "expires", "expiry", "expiration", "evicted"], ["concurrent", "simultaneous", "at once", "same time", "many"]],
      },
      {
        point: "A lock, lease or request coalescing ensures only one request recomputes the value.",
        concepts: [["lock", "lease", "leases", "singleflight", "single flight", "coalescing", "coalesce", "mutex", "deduplicate"]],
      },
      {
        point: "Serving stale data while refreshing in the background avoids blocking.",
        concepts: [["stale", "background", "refresh", "refreshing"]],
      },
      {
        point: "Probabilistic early expiration or TTL jitter spreads out recomputation.",
        concepts: [["jitter", "random", "probabilistic", "early"]],
      },
    ],
  },
  {
    id: "system-design-10",
    topic: "Replication",
    difficulty: 15,
    question: "Why do databases use replication?",
    answer:
      "Replication keeps copies of the same data on multiple nodes. It provides high availability, because if the primary fails a replica can take over, and durability, because losing one machine does not lose the data. It also scales reads by sending read queries to replicas, and it can reduce latency by placing replicas in regions closer to users or offload backups and analytics from the primary.",
    keyPoints: [
      {
        point: "Copies of the data are kept on multiple nodes.",
        concepts: [["copies", "copy", "multiple nodes", "multiple servers", "multiple machines"]],
      },
      {
        point: "A replica can take over on failure, giving high availability.",
        concepts: [["availability", "available", "failover", "take over", "fault tolerance", "redundancy"]],
      },
      {
        point: "Data survives the loss of a machine (durability).",
        concepts: [["durability", "durable", "data loss", "lose the data", "losing one machine", "backup", "backups"]],
      },
      {
        point: "Reads can be spread across replicas to scale.",
        concepts: [["read", "reads"], ["scale", "scales", "scaling", "throughput", "spread", "offload"]],
      },
      {
        point: "Replicas near users reduce latency.",
        concepts: [["latency", "geographic", "region", "regions", "closer"]],
      },
    ],
  },
  {
    id: "system-design-11",
    topic: "Replication",
    difficulty: 48,
    question: "What is replication lag in leader-follower replication, and what consistency problems can it cause for users?",
    answer:
      "With asynchronous leader-follower replication, writes go to the leader and reach followers after a delay, the replication lag, which is usually milliseconds but can grow to seconds or minutes under load. A user who writes and then reads from a lagging follower may not see their own update, violating read-your-writes consistency, and successive reads hitting different replicas can appear to go back in time, violating monotonic reads. Fixes include reading a user's recently changed data from the leader, routing each user's reads to the same replica, or tracking the log position of a write and reading only from replicas that have caught up to it.",
    keyPoints: [
      {
        point: "Asynchronous replication delivers writes to followers after a delay.",
        concepts: [["asynchronous", "async", "delay", "behind"]],
      },
      {
        point: "Users may not see their own writes (read-your-writes violation).",
        concepts: [["read-your-writes", "read your writes", "own update", "own write", "own writes", "read-after-write"]],
      },
      {
        point: "Reads from different replicas can appear to go backward in time (monotonic reads violation).",
        concepts: [["monotonic", "back in time", "backward", "backwards", "older"]],
      },
      {
        point: "Mitigations include reading recent writes from the leader, sticky replicas, or waiting for replicas to catch up to a log position.",
        concepts: [["sticky", "pin", "pinned", "log position", "caught up", "catch up", "lsn", "gtid", "recently written", "recently changed"]],
      },
    ],
  },
  {
    id: "system-design-12",
    topic: "Replication",
    difficulty: 83,
    question: "Compare single-leader, multi-leader and leaderless replication, including how each handles conflicting writes.",
    answer:
      "Single-leader replication sends all writes through one node, so there are no write conflicts and ordering is simple, but write throughput and availability depend on that leader and failover is required when it dies. Multi-leader replication accepts writes at several leaders, often one per data center, improving write latency and tolerance of data center outages, but concurrent writes to the same data conflict and must be resolved, for example with last-write-wins (which silently discards data), custom merge logic, or CRDTs. Leaderless replication, Dynamo-style as in Cassandra or Riak, writes to and reads from several replicas using quorums where w + r > n, converging through read repair and anti-entropy. It must also resolve concurrent writes, typically with timestamps and last-write-wins or with version vectors.",
    keyPoints: [
      {
        point: "Single-leader avoids write conflicts but depends on the leader and needs failover.",
        concepts: [["no write conflicts", "no conflicts", "failover", "bottleneck", "single point"]],
      },
      {
        point: "Multi-leader accepts writes in several places, often one per data center.",
        concepts: [["data center", "datacenter", "region", "several leaders", "multiple leaders"]],
      },
      {
        point: "Conflicts are resolved with last-write-wins, merge logic or CRDTs.",
        concepts: [["last-write-wins", "last write wins", "lww", "crdt", "crdts", "merge", "version vectors", "version vector"]],
      },
      {
        point: "Leaderless replication uses read and write quorums (w + r > n).",
        concepts: [["quorum", "quorums", "w + r", "r + w"]],
      },
      {
        point: "Leaderless replicas converge through read repair and anti-entropy.",
        concepts: [["read repair", "anti-entropy", "hinted handoff", "gossip", "merkle"]],
      },
    ],
  },
  {
    id: "system-design-13",
    topic: "Sharding",
    difficulty: 18,
    question: "What is database sharding, and why would you use it?",
    answer:
      "Sharding, or horizontal partitioning, splits a dataset's rows across multiple database nodes, each holding the subset selected by a shard key, such as users partitioned by user ID. It is used when data volume or write throughput exceeds what one machine can handle, since each shard stores and serves only part of the load. The cost is complexity: cross-shard queries, joins and transactions become hard, and rebalancing data as shards grow is non-trivial.",
    keyPoints: [
      {
        point: "Rows are split across multiple nodes (horizontal partitioning).",
        concepts: [["split", "splits", "partition", "partitioning", "divide", "distribute"]],
      },
      {
        point: "A shard key decides which node holds each row.",
        concepts: [["key", "user id"]],
      },
      {
        point: "It scales storage and writes beyond a single machine.",
        concepts: [["one machine", "single machine", "single server", "write throughput", "capacity", "volume"]],
      },
      {
        point: "Cross-shard queries, joins, transactions and rebalancing add complexity.",
        concepts: [["cross-shard", "cross shard", "joins", "join", "transactions", "rebalancing", "rebalance", "complexity"]],
      },
    ],
  },
  {
    id: "system-design-14",
    topic: "Sharding",
    difficulty: 51,
    question: "How do you choose a good shard key, and what goes wrong with a bad one?",
    answer:
      "A good shard key has high cardinality and spreads both data and traffic evenly, and it matches the dominant access pattern so that most queries touch a single shard, for example tenant_id in a multi-tenant SaaS product. A bad key creates hotspots: a monotonically increasing key like a timestamp sends all new writes to the last shard under range partitioning, and a low-cardinality key like country produces a few huge shards. A key that does not match the queries forces scatter-gather requests to every shard. Hashing the key improves distribution but gives up efficient range queries on it.",
    keyPoints: [
      {
        point: "A good key has high cardinality and distributes data and load evenly.",
        concepts: [["cardinality", "evenly", "even", "uniform", "balanced"]],
      },
      {
        point: "The key should match access patterns so most queries hit one shard.",
        concepts: [["access pattern", "query pattern", "single shard", "one shard", "tenant"]],
      },
      {
        point: "Bad keys such as monotonically increasing timestamps create hotspots.",
        concepts: [["hotspot", "hotspots", "hot spot", "hot shard", "timestamp", "monotonically", "monotonic", "sequential"]],
      },
      {
        point: "Keys that don't match queries force scatter-gather across all shards.",
        concepts: [["scatter-gather", "scatter", "fan out", "fan-out", "every shard", "broadcast"]],
      },
      {
        point: "Hashing the key evens distribution but loses efficient range queries.",
        concepts: [["hash", "hashing"], ["range"]],
      },
    ],
  },
  {
    id: "system-design-15",
    topic: "Sharding",
    difficulty: 76,
    question: "What is consistent hashing, and why is it better than hash(key) mod N for distributing data across nodes?",
    answer:
      "With hash(key) mod N, changing the number of nodes remaps almost every key, so adding or removing a node forces most of the data to move. Consistent hashing places both nodes and keys on a hash ring, and each key belongs to the first node clockwise from its position, so adding or removing a node only moves the keys in the adjacent segment, about 1/N of the data. Virtual nodes, many ring positions per physical node, smooth out uneven distribution and let more powerful machines take proportionally more load. It is used by Dynamo-style stores such as Cassandra and by distributed caches, and rendezvous hashing and jump consistent hash are alternatives with similar properties.",
    keyPoints: [
      {
        point: "With mod N, changing the node count remaps almost all keys.",
        concepts: [["almost every", "almost all", "majority", "nearly every", "remap", "remaps", "reshuffle"]],
      },
      {
        point: "Nodes and keys are placed on a ring, and a key goes to the next node clockwise.",
        concepts: [["ring", "circle", "clockwise"]],
      },
      {
        point: "Adding or removing a node moves only about 1/N of the keys.",
        concepts: [["1/n", "adjacent", "neighboring", "fraction", "neighbouring", "small portion", "minimal"]],
      },
      {
        point: "Virtual nodes even out the distribution.",
        concepts: [["virtual node", "virtual nodes", "vnode", "vnodes"]],
      },
    ],
  },
  {
    id: "system-design-16",
    topic: "Consistency",
    difficulty: 24,
    question: "What does the CAP theorem state?",
    answer:
      "The CAP theorem says that when a network partition occurs, a distributed data store must choose between consistency, meaning every read sees the most recent write (linearizability), and availability, meaning every request to a non-failed node gets a non-error response. Since partitions cannot be ruled out in real networks, the practical choice is between CP behaviour, rejecting or blocking some requests during a partition, and AP behaviour, continuing to serve possibly stale data. When there is no partition a system can provide both, and the PACELC extension adds that even then there is a trade-off between latency and consistency.",
    keyPoints: [
      {
        point: "The trade-off applies when a network partition occurs.",
        concepts: [["partition", "partitions"]],
      },
      {
        point: "Consistency means every read sees the most recent write.",
        concepts: [["most recent", "latest", "linearizability", "linearizable", "up-to-date", "up to date"]],
      },
      {
        point: "Availability means every request to a working node gets a non-error response.",
        concepts: [["response", "respond", "responds", "non-error"]],
      },
      {
        point: "In practice the choice is CP (reject requests) or AP (serve possibly stale data).",
        concepts: [["cp", "ap", "reject", "rejecting", "stale", "block", "blocking"]],
      },
      {
        point: "PACELC adds a latency versus consistency trade-off when there is no partition.",
        concepts: [["pacelc", "latency"]],
      },
    ],
  },
  {
    id: "system-design-17",
    topic: "Consistency",
    difficulty: 55,
    question: "What is eventual consistency, and what kinds of applications can tolerate it?",
    answer:
      "Eventual consistency guarantees only that if no new updates are made, all replicas will converge to the same value; in the meantime, reads may return stale or differing data. It enables high availability and low latency because writes do not wait for every replica to agree. It suits data where brief staleness is acceptable, such as like counts, social feeds, view counters, product catalogs and DNS. It is not suitable on its own for operations that must enforce invariants, such as account balances, inventory reservations or unique usernames, which need stronger consistency.",
    keyPoints: [
      {
        point: "Replicas converge to the same value once updates stop.",
        concepts: [["converge", "reconcile", "catch up", "in sync", "agree", "identical"]],
      },
      {
        point: "Reads may temporarily return stale data.",
        concepts: [["stale", "outdated", "out of date", "old data"]],
      },
      {
        point: "It allows higher availability and lower latency.",
        concepts: [["availability", "available", "latency", "fast"]],
      },
      {
        point: "It suits likes, feeds, counters, catalogs and DNS.",
        concepts: [["like", "likes", "feed", "feeds", "counter", "counters", "catalog", "catalogs", "dns", "social"]],
      },
      {
        point: "It does not suit invariants such as balances, inventory or uniqueness.",
        concepts: [["balance", "balances", "bank", "payment", "inventory", "unique", "uniqueness", "money"]],
      },
    ],
  },
  {
    id: "system-design-18",
    topic: "Consistency",
    difficulty: 88,
    question:
      "How do quorum reads and writes with R + W > N provide consistency in a leaderless store, and why is that not enough for linearizability?",
    answer:
      "With N replicas, a write waits for W acknowledgements and a read queries R replicas; if R + W > N, every read set overlaps every write set in at least one replica, so a read sees at least one copy of the latest acknowledged write and picks the newest version by timestamp or version number. Quorums alone still do not give linearizability: sloppy quorums with hinted handoff can place writes outside the usual N nodes, concurrent writes resolved by last-write-wins can lose data because of clock skew, a write that fails on some replicas is not rolled back, and a read concurrent with an in-progress write may see the new value while a later read sees the old one. Linearizable reads require extra work such as synchronous read repair before returning (as in the ABD algorithm), or a consensus protocol such as Raft or Paxos.",
    keyPoints: [
      {
        point: "Read and write quorums overlap in at least one replica.",
        concepts: [["overlap", "overlaps", "intersect", "intersection", "at least one"]],
      },
      {
        point: "The read picks the newest version by timestamp or version number.",
        concepts: [["timestamp", "version", "newest", "latest"]],
      },
      {
        point: "Sloppy quorums with hinted handoff break the overlap guarantee.",
        concepts: [["sloppy", "hinted handoff"]],
      },
      {
        point: "Concurrent writes, clock skew, partial failures and in-progress writes cause anomalies.",
        concepts: [["clock", "skew", "last-write-wins", "lww", "concurrent", "rolled back", "in-progress", "partial"]],
      },
      {
        point: "Linearizability needs synchronous read repair or a consensus protocol.",
        concepts: [["read repair", "consensus", "raft", "paxos", "abd"]],
      },
    ],
  },
  {
    id: "system-design-19",
    topic: "Message queues",
    difficulty: 10,
    question: "Why would you put a message queue between two services?",
    answer:
      "A message queue decouples producers from consumers: the producer publishes work and returns immediately, while consumers process it asynchronously at their own pace. It absorbs traffic spikes by buffering messages, lets each side scale and fail independently, and improves reliability because messages persist until processed and can be retried. Examples include RabbitMQ, Amazon SQS and Apache Kafka, used for work like sending emails, processing uploads or propagating events.",
    keyPoints: [
      {
        point: "It decouples producers from consumers.",
        concepts: [["decouple", "decouples", "decoupling", "independently", "independent"]],
      },
      {
        point: "Work is processed asynchronously.",
        concepts: [["asynchronously", "asynchronous", "async", "background", "later", "own pace"]],
      },
      {
        point: "It buffers traffic spikes.",
        concepts: [["spike", "spikes", "buffer", "buffering", "burst", "peak", "load leveling"]],
      },
      {
        point: "Persisted messages can be retried, improving reliability.",
        concepts: [["persist", "persisted", "durable", "retry", "retried", "reliability"]],
      },
      {
        point: "Examples include RabbitMQ, SQS and Kafka.",
        concepts: [["rabbitmq", "sqs", "kafka", "pub/sub", "nats"]],
      },
    ],
  },
  {
    id: "system-design-20",
    topic: "Message queues",
    difficulty: 42,
    question: "What do at-most-once, at-least-once and exactly-once delivery mean, and which is most common in practice?",
    answer:
      "At-most-once means a message is delivered zero or one times: if something fails it may be lost but is never duplicated, as when a consumer acknowledges before processing. At-least-once means messages are redelivered until acknowledged, so none are lost but duplicates can occur, as when a consumer acknowledges after processing. Exactly-once delivery is not achievable end to end across arbitrary systems; what platforms like Kafka offer is effectively-once processing within their own boundaries through idempotent producers and transactions. In practice, at-least-once delivery combined with idempotent consumers that deduplicate by message ID is the standard approach.",
    keyPoints: [
      {
        point: "At-most-once can lose messages but never duplicates them.",
        concepts: [["lost", "lose", "loss", "drop", "dropped"]],
      },
      {
        point: "At-least-once never loses messages but may deliver duplicates.",
        concepts: [["duplicate", "duplicates", "duplicated", "twice", "redelivered", "redelivery"]],
      },
      {
        point: "True exactly-once delivery is not achievable end to end; systems like Kafka offer exactly-once processing only within their own boundaries.",
        concepts: [["not achievable", "impossible", "not possible", "effectively-once", "effectively once", "within", "transactions", "kafka"]],
      },
      {
        point: "The common approach is at-least-once with idempotent, deduplicating consumers.",
        concepts: [["idempotent", "idempotency", "deduplicate", "deduplication", "dedupe"]],
      },
    ],
  },
  {
    id: "system-design-21",
    topic: "Message queues",
    difficulty: 74,
    question: "What is the transactional outbox pattern, and what problem does it solve?",
    answer:
      "A service often needs to update its database and publish an event such as OrderCreated, but doing both separately is a dual write: a crash between the two leaves the database and the message broker inconsistent, and a distributed transaction spanning both is usually unavailable or too costly. With the outbox pattern, the service inserts the event into an outbox table in the same local database transaction as the business change, so both commit or neither does. A separate relay then publishes outbox rows to the broker, either by polling the table or via change data capture such as Debezium reading the database log, and marks them as sent. Because the relay may publish a message twice after a crash, consumers must be idempotent.",
    keyPoints: [
      {
        point: "Writing to the database and publishing separately is a dual write that can leave them inconsistent after a crash.",
        concepts: [["dual write", "dual-write", "crash", "inconsistent", "inconsistency"]],
      },
      {
        point: "The event is written to an outbox table in the same local transaction as the data change.",
        concepts: [["single transaction", "one transaction", "local transaction", "atomically", "atomic", "together"]],
      },
      {
        point: "A relay publishes outbox rows by polling or change data capture.",
        concepts: [["relay", "polling", "poll", "change data capture", "cdc", "debezium", "log tailing"]],
      },
      {
        point: "Consumers must be idempotent because messages can be published more than once.",
        concepts: [["idempotent", "idempotency", "duplicate", "twice", "at-least-once"]],
      },
    ],
  },
  {
    id: "system-design-22",
    topic: "Reliability",
    difficulty: 20,
    question: "What is a single point of failure, and how do you eliminate one?",
    answer:
      "A single point of failure is any component whose failure takes down the whole system, such as a lone database server, a single load balancer or one data center. You eliminate it with redundancy: run multiple instances behind a load balancer, replicate databases with automatic failover, deploy load balancers in pairs, and spread deployments across availability zones or regions. Health checks and automated failover are needed so the redundant components actually take over without manual intervention.",
    keyPoints: [
      {
        point: "It is a component whose failure takes down the entire system.",
        concepts: [["whole system", "entire system", "takes down", "take down", "brings down", "outage"]],
      },
      {
        point: "Redundancy, such as multiple instances or replicas, removes it.",
        concepts: [["redundancy", "redundant", "multiple instances", "replicate", "replica", "replicas"]],
      },
      {
        point: "Health checks and automatic failover let backups take over.",
        concepts: [["failover", "fail over", "health check", "health checks", "take over"]],
      },
      {
        point: "Deployments span availability zones or regions.",
        concepts: [["availability zone", "availability zones", "zones", "region", "regions", "data centers"]],
      },
    ],
  },
  {
    id: "system-design-23",
    topic: "Reliability",
    difficulty: 53,
    question: "What is a circuit breaker in a distributed system, and why is it useful?",
    answer:
      "A circuit breaker wraps calls to a remote dependency and tracks their failures; when errors or timeouts exceed a threshold, it opens and fails calls immediately instead of waiting on a struggling service. After a cooldown period it goes half-open, letting a few trial requests through, and closes again if they succeed. This keeps threads and connections from piling up on a slow dependency, prevents cascading failures, gives the failing service room to recover, and lets the caller fall back to a default or cached response.",
    keyPoints: [
      {
        point: "After failures exceed a threshold it opens and fails fast.",
        concepts: [["threshold", "fail fast", "fails calls immediately", "immediately", "open", "opens"]],
      },
      {
        point: "A half-open state lets trial requests test recovery.",
        concepts: [["half-open", "half open", "trial", "probe", "cooldown"]],
      },
      {
        point: "It prevents resource exhaustion and cascading failures.",
        concepts: [["cascading", "cascade", "piling up", "pile up", "exhaustion", "threads"]],
      },
      {
        point: "Callers can use a fallback such as a default or cached response.",
        concepts: [["fallback", "fall back", "default", "cached", "degrade", "degraded"]],
      },
    ],
  },
  {
    id: "system-design-24",
    topic: "Reliability",
    difficulty: 86,
    question: "Why can naive retries make an outage worse, and how should retries be designed in a large distributed system?",
    answer:
      "When a service is overloaded, every client retrying multiplies its load into a retry storm, and retries at each layer of a deep call chain compound: three attempts at each of four layers can turn one user request into 81 calls to the bottom service. Well-designed retries use exponential backoff with jitter so clients do not retry in synchronized waves, cap the number of attempts, and use retry budgets, for example allowing retries for only about 10% of requests, to bound amplification. Retry only transient errors and only idempotent operations or ones protected by idempotency keys, retry at one layer rather than every layer, and respect deadlines and server signals such as Retry-After or load shedding, combined with circuit breakers.",
    keyPoints: [
      {
        point: "Retries multiply load on an overloaded service and compound across layers.",
        concepts: [["multiplies", "multiply", "amplification", "amplify", "storm", "compound"]],
      },
      {
        point: "Use exponential backoff with jitter.",
        concepts: [["backoff", "back off", "back-off"], ["jitter", "random", "randomized"]],
      },
      {
        point: "Cap attempts and use retry budgets.",
        concepts: [["budget", "budgets", "cap", "limit", "maximum"]],
      },
      {
        point: "Retry only transient errors and idempotent operations.",
        concepts: [["idempotent", "idempotency", "transient"]],
      },
      {
        point: "Retry at a single layer and respect deadlines, Retry-After and circuit breakers.",
        concepts: [["one layer", "single layer", "deadline", "deadlines", "circuit breaker", "circuit breakers", "retry-after"]],
      },
    ],
  },
  {
    id: "system-design-25",
    topic: "Distributed transactions",
    difficulty: 58,
    question: "What is two-phase commit, and what are its main drawbacks?",
    answer:
      "Two-phase commit (2PC) makes a transaction atomic across multiple participants: in the prepare phase the coordinator asks each participant to vote and durably prepare, and in the commit phase it tells all of them to commit if everyone voted yes, or to abort otherwise. Its main drawback is blocking: if the coordinator crashes after participants have prepared, they must hold their locks and wait, unsure of the outcome, until it recovers. It also adds latency through extra round trips and synchronous disk writes, and any participant's failure aborts the transaction, reducing availability. It is poorly supported across heterogeneous services, which is why microservices usually prefer sagas.",
    keyPoints: [
      {
        point: "Participants first prepare and vote, then all commit or all abort.",
        concepts: [["prepare", "vote", "votes"]],
      },
      {
        point: "If the coordinator fails after prepare, participants block while holding locks.",
        concepts: [["block", "blocking", "blocked", "locks", "stuck"], ["coordinator"]],
      },
      {
        point: "Extra round trips and synchronous writes add latency.",
        concepts: [["latency", "round trips", "round trip", "slow", "overhead"]],
      },
      {
        point: "Microservices often use sagas instead.",
        concepts: [["saga", "sagas"]],
      },
    ],
  },
  {
    id: "system-design-26",
    topic: "Distributed transactions",
    difficulty: 85,
    question: "How does the saga pattern maintain consistency across microservices, and what are its limitations compared with ACID transactions?",
    answer:
      "A saga splits a business transaction into a sequence of local transactions, one per service, and if a step fails, the steps already completed are undone by compensating transactions such as refunding a payment or releasing reserved stock. Sagas are either choreographed, with services reacting to each other's events, or orchestrated, with a central coordinator, for example a Temporal workflow or AWS Step Functions, driving the steps. Their main limitation is the lack of isolation: intermediate states are visible to other transactions, which allows anomalies such as dirty reads and lost updates unless you add countermeasures like semantic locks (for example a PENDING status) or commutative updates. Compensations must be idempotent and cannot always truly undo side effects like a sent email, so the result is eventual rather than atomic consistency.",
    keyPoints: [
      {
        point: "A saga is a sequence of local transactions in each service.",
        concepts: [["local transaction", "local transactions", "sequence", "steps"]],
      },
      {
        point: "Failures are undone by compensating transactions.",
        concepts: [["compensating", "compensation", "compensate", "compensations"]],
      },
      {
        point: "Sagas are coordinated by choreography or orchestration.",
        concepts: [["choreography", "choreographed", "orchestration", "orchestrated", "orchestrator"]],
      },
      {
        point: "Sagas lack isolation, so intermediate states are visible and anomalies occur.",
        concepts: [["isolation", "intermediate", "visible", "dirty", "anomalies"]],
      },
      {
        point: "Countermeasures like semantic locks are needed, and consistency is only eventual.",
        concepts: [["semantic lock", "semantic locks", "pending", "eventual", "side effects", "idempotent"]],
      },
    ],
  },
  {
    id: "system-design-27",
    topic: "Observability",
    difficulty: 28,
    question: "What are the three main types of telemetry used to observe a production system, and what is each good for?",
    answer:
      "Metrics are numeric time series, such as request rate, error rate, latency percentiles or CPU use, that are cheap to store and ideal for dashboards and alerting. Logs are timestamped records of individual events, ideally structured, that provide the detailed context needed to debug specific failures. Traces follow a single request across services as a tree of spans, showing where latency and errors arise in a distributed system. OpenTelemetry is the common vendor-neutral standard for collecting all three, and they are most useful when correlated, for example through shared trace IDs.",
    keyPoints: [
      {
        point: "Metrics are numeric time series used for dashboards and alerts.",
        concepts: [["metric", "metrics"], ["alert", "alerting", "dashboard", "dashboards", "time series", "numeric"]],
      },
      {
        point: "Logs record individual events with detail for debugging.",
        concepts: [["log", "logs", "logging"]],
      },
      {
        point: "Traces follow a request across services as spans.",
        concepts: [["trace", "traces", "tracing", "span", "spans"]],
      },
      {
        point: "The signals are correlated, for example with OpenTelemetry and shared trace IDs.",
        concepts: [["opentelemetry", "correlated", "correlate", "correlation", "trace id", "trace ids"]],
      },
    ],
  },
  {
    id: "system-design-28",
    topic: "Observability",
    difficulty: 62,
    question: "What are SLIs, SLOs and error budgets, and how do they guide engineering decisions?",
    answer:
      "An SLI (service level indicator) is a measured aspect of service behaviour from the user's point of view, such as the fraction of requests that succeed or complete within 300 ms. An SLO (service level objective) is a target for an SLI over a window, for example 99.9% of requests succeeding over 30 days, while an SLA is an external contract with penalties that is usually looser than the SLO. The error budget is the allowed unreliability, 1 minus the SLO, which for 99.9% is about 43 minutes of full downtime per 30 days; teams spend it on releases and experiments, and when it is exhausted they prioritize reliability work over new features. Alerting on how fast the budget is burning catches real user impact while avoiding noisy alerts.",
    keyPoints: [
      {
        point: "An SLI is a measured indicator of user-facing behaviour, such as success rate or latency.",
        concepts: [["measured", "measure", "fraction", "percentage", "ratio", "indicator"]],
      },
      {
        point: "An SLO is a target value for an SLI over a time window.",
        concepts: [["target", "objective", "goal"]],
      },
      {
        point: "The error budget is the allowed unreliability, 1 minus the SLO.",
        concepts: [["allowed", "allowance", "permitted", "acceptable", "1 minus"]],
      },
      {
        point: "When the budget is exhausted, reliability work takes priority over features.",
        concepts: [["prioritize", "prioritise", "priority", "freeze", "halt", "pause", "exhausted"]],
      },
      {
        point: "An SLA is an external contract, usually looser than the SLO.",
        concepts: [["sla", "contract", "agreement", "penalties"]],
      },
    ],
  },
];
