import type { BankQuestion } from "./types";

export const skill = "REST API Design";
export const questions: BankQuestion[] = [
  {
    id: "rest-api-design-1",
    topic: "HTTP methods",
    difficulty: 8,
    question: "What is the difference between GET and POST in a REST API?",
    answer:
      "GET retrieves a representation of a resource and must not change server state, so it is safe, idempotent and cacheable, with parameters in the path or query string. POST sends data in the request body for the server to process, typically to create a new resource or trigger an action, and it is neither safe nor idempotent. Because of that, clients and proxies can cache and retry GET requests freely, but repeating a POST may create duplicates.",
    keyPoints: [
      {
        point: "GET reads a resource without changing server state (it is safe).",
        concepts: [
          ["retrieve", "read", "fetch", "obtain", "look up", "return"],
          ["safe", "side effect", "not change", "not modify", "no change", "read-only", "state"],
        ],
      },
      {
        point: "POST submits data in the request body, usually to create a resource or trigger processing.",
        concepts: [["create", "submit", "insert", "add", "trigger", "process", "new resource"]],
      },
      {
        point: "GET is idempotent and cacheable, while POST is not idempotent, so repeating it can cause duplicates.",
        concepts: [["idempotent", "idempotency", "cache", "cacheable", "duplicate", "retry", "repeat"]],
      },
    ],
  },
  {
    id: "rest-api-design-2",
    topic: "HTTP methods",
    difficulty: 40,
    question: "When would you use PUT versus PATCH to update a resource?",
    answer:
      "PUT replaces the entire resource at the target URI with the representation in the request body, so fields the client omits are reset or removed, and it is idempotent. PATCH applies a partial modification containing only the changes, typically as a JSON Merge Patch (RFC 7396) or JSON Patch (RFC 6902) document. PATCH is not guaranteed to be idempotent, for example an operation that appends to a list or increments a counter, although it can be designed to be. Use PUT when the client has the full representation and PATCH for small changes to large resources.",
    keyPoints: [
      {
        point: "PUT replaces the whole resource with the representation sent by the client.",
        concepts: [["replace", "entire", "whole", "full", "complete", "overwrite"]],
      },
      {
        point: "PATCH applies a partial update containing only the fields that change.",
        concepts: [["partial", "subset", "certain fields", "specific fields", "just the changes", "just the fields", "delta", "changed fields"]],
      },
      {
        point: "PUT is idempotent, while PATCH is not guaranteed to be idempotent.",
        concepts: [["idempotent", "idempotency", "same result", "repeat"]],
      },
      {
        point: "PATCH bodies commonly use a patch format such as JSON Merge Patch or JSON Patch.",
        concepts: [["merge patch", "json patch", "rfc 7396", "rfc 6902", "patch document", "patch format"]],
      },
    ],
  },
  {
    id: "rest-api-design-3",
    topic: "HTTP methods",
    difficulty: 72,
    question:
      "Why is tunneling every operation through POST to RPC-style endpoints such as /doSomething considered poor REST design, and when is a POST action endpoint still acceptable?",
    answer:
      "Tunneling everything through POST hides each operation's semantics from HTTP: caches will not reuse POST responses for what are really reads, and clients, proxies and libraries cannot safely retry operations that are actually idempotent. It also abandons the uniform interface, coupling clients to bespoke operation names instead of resources manipulated with standard methods, which weakens tooling, documentation and monitoring. Some operations genuinely do not map to CRUD on a resource, such as cancelling an order or running a complex search whose parameters are too large for a URL. Those can reasonably use POST, ideally modeled as a sub-resource or controller resource like POST /orders/42/cancel, or as a search resource.",
    keyPoints: [
      {
        point: "Using POST for reads prevents HTTP caching.",
        concepts: [["cache", "caching", "cacheable"]],
      },
      {
        point: "Clients and intermediaries can no longer retry safely because POST is not idempotent.",
        concepts: [["retry", "retries", "idempotent", "idempotency"]],
      },
      {
        point: "It abandons the uniform interface of resources and standard methods, coupling clients to custom operation names.",
        concepts: [["uniform interface", "standard methods", "verbs", "semantics", "resource-oriented", "couple", "coupling", "tooling"]],
      },
      {
        point: "Operations that do not fit CRUD, such as cancelling or complex searches, can use POST on a sub-resource or controller resource.",
        concepts: [["sub-resource", "subresource", "controller", "cancel", "crud", "state transition", "complex search"]],
      },
    ],
  },
  {
    id: "rest-api-design-4",
    topic: "Idempotency",
    difficulty: 12,
    question: "What does it mean for an HTTP method to be idempotent, and which common methods are idempotent?",
    answer:
      "A method is idempotent when making the same request several times has the same effect on server state as making it once, although the responses may differ, for example a second DELETE may return 404. By definition in HTTP (RFC 9110), GET, HEAD, OPTIONS, PUT and DELETE are idempotent. POST is not idempotent, and PATCH is not guaranteed to be. Idempotency matters because it lets clients safely retry a request after a timeout or network failure.",
    keyPoints: [
      {
        point: "Repeating an idempotent request has the same effect on the server as sending it once.",
        concepts: [
          ["same effect", "same result", "same state", "same outcome", "once", "identical"],
          ["repeat", "multiple", "several", "more than once", "again", "many times", "twice"],
        ],
      },
      {
        point: "PUT and DELETE (along with GET, HEAD and OPTIONS) are idempotent.",
        concepts: [["put"], ["delete"]],
      },
      {
        point: "POST is not idempotent, and PATCH is not guaranteed to be.",
        concepts: [["post"], ["not", "non-idempotent", "isn't"]],
      },
      {
        point: "Idempotency allows safe retries after timeouts or network failures.",
        concepts: [["retry", "retries", "resend", "re-send", "try again"]],
      },
    ],
  },
  {
    id: "rest-api-design-5",
    topic: "Idempotency",
    difficulty: 52,
    question: "How can you make a non-idempotent operation, such as creating a payment, safe for clients to retry?",
    answer:
      "The client generates a unique idempotency key, such as a UUID, for each logical operation and sends it with every attempt in a header like Idempotency-Key. The server stores the key together with the outcome of the first request, and when a retry arrives with the same key it returns the stored response instead of executing the operation again. Keys are kept for a limited retention window and then expire. The server must also handle concurrent duplicates, for example with a lock or unique constraint on the key, and reject a reused key whose request payload differs.",
    keyPoints: [
      {
        point: "The client sends a unique idempotency key for each logical operation, usually in a header.",
        concepts: [["idempotency key", "idempotency-key", "unique key", "request id", "uuid", "unique id", "token"]],
      },
      {
        point: "The server stores the key with the first result and returns that saved response for retries instead of re-executing.",
        concepts: [
          ["store", "save", "persist", "record", "cache", "remember"],
          ["response", "result", "outcome"],
        ],
      },
      {
        point: "Stored keys expire after a retention window.",
        concepts: [["expire", "expiry", "ttl", "retention", "window", "time-to-live"]],
      },
      {
        point: "Concurrent duplicates and reuse of a key with a different payload must be handled.",
        concepts: [["concurrent", "simultaneous", "race", "lock", "unique constraint", "in-flight", "in progress", "differ", "mismatch", "conflict"]],
      },
    ],
  },
  {
    id: "rest-api-design-6",
    topic: "Idempotency",
    difficulty: 80,
    question:
      "A client times out on a PUT request and retries it, but meanwhile another client has updated the same resource. What problem can occur, and how do conditional requests prevent it?",
    answer:
      "Even though PUT is idempotent, the retried request can silently overwrite the other client's change, the lost update problem, because idempotency says nothing about interleaved writes from different clients. Conditional requests implement optimistic concurrency control: the client reads the resource's ETag and sends it in an If-Match header with the PUT. The server applies the update only if the current ETag still matches and otherwise returns 412 Precondition Failed. The client must then re-fetch the latest version and reconcile its change before trying again, and a server can demand this by returning 428 Precondition Required when If-Match is missing.",
    keyPoints: [
      {
        point: "The retry can overwrite the other client's change, a lost update.",
        concepts: [["lost update", "overwrite", "overwrites", "clobber", "override"]],
      },
      {
        point: "The client sends the ETag it read in an If-Match header (optimistic concurrency).",
        concepts: [["etag", "version"], ["if-match", "if match", "precondition", "optimistic"]],
      },
      {
        point: "If the ETag no longer matches, the server rejects the update with 412 Precondition Failed.",
        concepts: [["412", "precondition failed"]],
      },
      {
        point: "The client must fetch the latest version and reconcile before writing again.",
        concepts: [["re-fetch", "refetch", "reload", "re-read", "fetch again", "latest", "reconcile", "merge"]],
      },
    ],
  },
  {
    id: "rest-api-design-7",
    topic: "Status codes",
    difficulty: 10,
    question: "What do the 2xx, 4xx and 5xx classes of HTTP status codes indicate?",
    answer:
      "2xx codes mean the request succeeded, for example 200 OK, 201 Created or 204 No Content. 4xx codes mean the client made an error, such as a malformed request (400), missing authentication (401), insufficient permission (403) or a nonexistent resource (404), so resending the same request unchanged usually will not help (429 Too Many Requests is a notable exception). 5xx codes mean the server failed to handle a valid request, such as 500 Internal Server Error or 503 Service Unavailable, and these are often transient, so retrying later may succeed.",
    keyPoints: [
      {
        point: "2xx codes indicate success.",
        concepts: [["success", "succeeded", "successful", "ok"]],
      },
      {
        point: "4xx codes indicate an error caused by the client's request.",
        concepts: [["client"], ["error", "fault", "mistake", "invalid", "bad", "malformed"]],
      },
      {
        point: "5xx codes indicate a failure on the server side.",
        concepts: [["server"], ["error", "fault", "failure", "fail", "failed", "crash"]],
      },
      {
        point: "5xx errors may be worth retrying later, while most 4xx requests must be changed first.",
        concepts: [["retry", "retrying", "try again", "transient", "temporary", "unchanged"]],
      },
    ],
  },
  {
    id: "rest-api-design-8",
    topic: "Status codes",
    difficulty: 22,
    question: "Which status code should an API return after successfully creating a resource with POST, and what else should the response include?",
    answer:
      "It should return 201 Created. The response should include a Location header containing the URI of the newly created resource, and usually the representation of the created resource, or at least its identifier, in the body. If the request is only accepted for asynchronous processing rather than completed, 202 Accepted with a link to a status resource is more appropriate.",
    keyPoints: [
      {
        point: "The API returns 201 Created.",
        concepts: [["201"]],
      },
      {
        point: "A Location header gives the URI of the new resource.",
        concepts: [["location"]],
      },
      {
        point: "The body usually contains the created representation or at least its identifier.",
        concepts: [["representation", "identifier", "id", "body", "payload"]],
      },
      {
        point: "If creation happens asynchronously, 202 Accepted is more appropriate.",
        concepts: [["202", "accepted", "asynchronous", "async"]],
      },
    ],
  },
  {
    id: "rest-api-design-9",
    topic: "Status codes",
    difficulty: 46,
    question: "What is the difference between 401 Unauthorized and 403 Forbidden, and when might an API return 404 instead of 403?",
    answer:
      "401 means the request lacks valid authentication credentials, for example a missing or expired token, and the response must include a WWW-Authenticate header describing how to authenticate. 403 means the server understood who the caller is (or does not need to know) but refuses the request because the caller lacks permission, so re-authenticating will not help. An API may return 404 instead of 403 to avoid revealing that a resource exists to a caller who is not allowed to see it, which prevents information disclosure and enumeration of IDs.",
    keyPoints: [
      {
        point: "401 means authentication is missing or invalid.",
        concepts: [["authentication", "authenticated", "unauthenticated", "credentials", "token", "logged in", "identity"]],
      },
      {
        point: "403 means the caller is known but lacks permission.",
        concepts: [["permission", "authorization", "authorized", "not allowed", "access rights", "privilege", "role"]],
      },
      {
        point: "A 401 response carries a WWW-Authenticate header.",
        concepts: [["www-authenticate"]],
      },
      {
        point: "Returning 404 hides the existence of resources the caller may not see.",
        concepts: [["hide", "conceal", "reveal", "leak", "disclose", "disclosure", "existence", "exists", "enumeration", "enumerate"]],
      },
    ],
  },
  {
    id: "rest-api-design-10",
    topic: "Resource modeling",
    difficulty: 5,
    question: "What are the usual conventions for naming resource URIs in a REST API?",
    answer:
      "URIs identify resources with nouns rather than verbs, because the HTTP method already expresses the action, so you use GET /orders rather than /getOrders. Collections are plural nouns such as /users, individual items are addressed by ID such as /users/42, and nesting like /users/42/orders shows a clear relationship. Paths are lowercase with hyphens between words, and query parameters are used for filtering, sorting and pagination rather than for identifying the resource.",
    keyPoints: [
      {
        point: "URIs use nouns, not verbs, because the HTTP method is the verb.",
        concepts: [["noun", "nouns"]],
      },
      {
        point: "Collections use plural names and items are addressed by ID.",
        concepts: [["plural", "collection"]],
      },
      {
        point: "Nesting expresses relationships between resources.",
        concepts: [["nest", "nested", "nesting", "hierarchy", "sub-resource", "subresource", "relationship", "parent"]],
      },
      {
        point: "Query parameters handle filtering, sorting and pagination.",
        concepts: [["query"], ["filter", "sort", "pagination", "paginate", "search"]],
      },
      {
        point: "Paths are lowercase with hyphens between words.",
        concepts: [["lowercase", "lower case", "hyphen", "kebab", "dash"]],
      },
    ],
  },
  {
    id: "rest-api-design-11",
    topic: "Resource modeling",
    difficulty: 34,
    question: "How should a REST API model relationships between resources, for example users and the orders they place?",
    answer:
      "A common approach is a sub-resource path that expresses ownership, such as GET /users/42/orders, while each order also keeps its own canonical URI like /orders/1001. Nesting should stay shallow, usually one level, because deep paths become brittle and redundant. An alternative is filtering the top-level collection, as in GET /orders?userId=42. Representations should include IDs or links to related resources, optionally with an expansion or embedding parameter such as ?include=orders to avoid extra round trips.",
    keyPoints: [
      {
        point: "Nested sub-resource paths such as /users/42/orders express ownership.",
        concepts: [["nest", "nested", "nesting", "sub-resource", "subresource", "/users/42/orders"]],
      },
      {
        point: "Nesting should be kept shallow, with each resource also having a canonical URI.",
        concepts: [["shallow", "one level", "deep", "canonical", "top-level", "top level"]],
      },
      {
        point: "Filtering the top-level collection by a query parameter is an alternative.",
        concepts: [["filter", "filtering", "query parameter", "query string", "userid"]],
      },
      {
        point: "Representations link to related resources or allow expanding/embedding them.",
        concepts: [["link", "links", "embed", "embedding", "expand", "expansion", "sideload", "compound document"]],
      },
    ],
  },
  {
    id: "rest-api-design-12",
    topic: "Resource modeling",
    difficulty: 63,
    question: "How would you design an API operation that does not fit CRUD, such as transferring money between two accounts?",
    answer:
      "Model the operation itself as a resource: POST /transfers creates a transfer with a source, destination and amount, which can later be fetched with GET /transfers/{id}, listed and audited. That keeps the uniform interface and gives the operation its own identity, status (pending, completed, failed) and history. State changes on an existing resource can similarly be expressed as an update to its status or as a controller sub-resource such as POST /orders/42/cancel. Because creation uses POST, the client should send an idempotency key so a retry does not execute the transfer twice.",
    keyPoints: [
      {
        point: "The operation is modeled as its own resource (a noun such as /transfers) created with POST.",
        concepts: [["post /transfers", "transfer resource", "noun", "reify", "reified", "own resource", "new resource"]],
      },
      {
        point: "The resource has an identity and status that can be retrieved and audited.",
        concepts: [["status", "audit", "audited", "history", "track", "pending"]],
      },
      {
        point: "Actions on existing resources can be state updates or controller sub-resources like /cancel.",
        concepts: [["cancel", "controller", "state transition", "patch", "sub-resource", "subresource"]],
      },
      {
        point: "An idempotency key prevents duplicate transfers on retry.",
        concepts: [["idempotency", "idempotent", "duplicate", "twice", "double"]],
      },
    ],
  },
  {
    id: "rest-api-design-13",
    topic: "Pagination",
    difficulty: 15,
    question: "Why should list endpoints in a REST API be paginated?",
    answer:
      "Collections can grow without bound, so returning every item at once would make responses slow, consume a lot of memory on both server and client, and put heavy load on the database. Pagination limits each response to one page of results, using parameters such as limit and offset or a cursor, which keeps latency and payload size predictable. It also protects the service from accidentally or abusively large requests, and each response should tell the client how to fetch the next page.",
    keyPoints: [
      {
        point: "Collections can become very large or unbounded.",
        concepts: [["large", "huge", "unbounded", "grow", "thousands", "millions", "big", "without bound"]],
      },
      {
        point: "Returning everything hurts latency, memory, payload size and database load.",
        concepts: [["memory", "latency", "slow", "performance", "payload", "bandwidth", "load"]],
      },
      {
        point: "Pages are requested with parameters such as limit/offset or a cursor.",
        concepts: [["limit", "offset", "cursor", "page size", "page number", "per_page"]],
      },
      {
        point: "Responses tell the client how to get the next page.",
        concepts: [["next"]],
      },
    ],
  },
  {
    id: "rest-api-design-14",
    topic: "Pagination",
    difficulty: 48,
    question: "Compare offset-based and cursor-based pagination.",
    answer:
      "Offset pagination (?offset=100&limit=20, or page numbers) is simple and lets clients jump to any page, but the database must scan and discard all the skipped rows, so deep pages get slow. It is also unstable under concurrent writes, because inserts or deletes between requests shift the rows and cause items to be skipped or duplicated. Cursor (keyset) pagination returns an opaque cursor encoding the position of the last item, and the next query seeks past that sort key using an index, so every page is equally fast and stable while data changes. The trade-off is that cursors cannot jump to an arbitrary page and make total counts harder.",
    keyPoints: [
      {
        point: "Offset pagination is simple and allows jumping to an arbitrary page.",
        concepts: [["jump", "arbitrary", "random access", "specific page", "simple"]],
      },
      {
        point: "Large offsets are slow because the database scans and discards the skipped rows.",
        concepts: [["scan", "discard", "slow", "deep", "large offset"]],
      },
      {
        point: "Offsets shift under concurrent inserts and deletes, causing skipped or duplicated items.",
        concepts: [["duplicate", "duplicated", "missed", "skipped", "shift", "inconsistent", "unstable", "concurrent"]],
      },
      {
        point: "Cursor pagination encodes the last item's position and seeks from it using an index, giving stable and efficient pages.",
        concepts: [["last item", "position", "keyset", "seek", "opaque", "sort key", "index"]],
      },
    ],
  },
  {
    id: "rest-api-design-15",
    topic: "Pagination",
    difficulty: 76,
    question:
      "How would you implement cursor pagination over a list sorted by a non-unique field such as created_at, and what should the cursor contain?",
    answer:
      "Sort by the non-unique field plus a unique tiebreaker, for example ORDER BY created_at DESC, id DESC, and back the query with a composite index on those columns. The cursor encodes both values from the last item returned, and the next page uses a row-value comparison such as WHERE (created_at, id) < (:ts, :id), so rows sharing a timestamp are neither skipped nor repeated. The cursor should be opaque to clients, for example base64-encoded and optionally signed, so the server can change its format freely. It should also capture the sort order and filters it was issued for, so it cannot be reused with a different query.",
    keyPoints: [
      {
        point: "A unique tiebreaker such as the id is added to the sort order.",
        concepts: [["tiebreaker", "tie-breaker", "tie", "primary key", "id"]],
      },
      {
        point: "The cursor holds the sort values of the last item and the next query compares against them (keyset/seek).",
        concepts: [["last", "keyset", "seek", "row value", "row-value", "tuple", "comparison", "compared"]],
      },
      {
        point: "A composite index on the sort columns makes the query efficient.",
        concepts: [["index"]],
      },
      {
        point: "The cursor is opaque, for example encoded or signed, so its format can change.",
        concepts: [["opaque", "encode", "encoded", "base64", "sign", "signed", "encrypt"]],
      },
    ],
  },
  {
    id: "rest-api-design-16",
    topic: "Versioning",
    difficulty: 28,
    question: "What are the common ways to version a REST API?",
    answer:
      "The most common is URI path versioning such as /v1/orders, which is explicit and easy to route and cache. Alternatives are a custom request header (for example Api-Version: 2), media-type versioning through content negotiation (Accept: application/vnd.example.v2+json), a query parameter like ?version=2, or date-based versions pinned per client as Stripe does. Whatever the scheme, a new major version should be introduced only for breaking changes, with compatible changes made additively within a version.",
    keyPoints: [
      {
        point: "The version can go in the URI path, such as /v1.",
        concepts: [["path", "url", "uri", "/v1"]],
      },
      {
        point: "The version can be sent in a custom request header.",
        concepts: [["header"]],
      },
      {
        point: "The version can be negotiated through the media type in the Accept header.",
        concepts: [["media type", "media-type", "accept", "content negotiation", "vnd", "mime"]],
      },
      {
        point: "The version can be a query parameter.",
        concepts: [["query"]],
      },
      {
        point: "New versions are needed only for breaking changes.",
        concepts: [["breaking", "backward", "incompatible"]],
      },
    ],
  },
  {
    id: "rest-api-design-17",
    topic: "Versioning",
    difficulty: 70,
    question: "What counts as a breaking change in a REST API, and how can an API evolve without breaking existing clients?",
    answer:
      "Breaking changes include removing or renaming fields or endpoints, changing a field's type or meaning, making an optional request field required or tightening validation, changing status codes or error formats, and adding enum values that strict clients cannot handle. Non-breaking evolution is additive: new optional fields, new endpoints and new optional parameters, combined with clients that ignore unknown fields (the tolerant reader pattern). When a breaking change is unavoidable, release a new version, run both in parallel, and announce the old one's retirement with the Deprecation (RFC 9745) and Sunset (RFC 8594) headers and a migration period.",
    keyPoints: [
      {
        point: "Removing or renaming fields or endpoints, or changing a field's type or meaning, breaks clients.",
        concepts: [["remove", "removing", "rename", "renaming", "type", "meaning"]],
      },
      {
        point: "Making an optional input required or tightening validation is breaking.",
        concepts: [["required", "mandatory", "validation", "stricter", "tighten"]],
      },
      {
        point: "Additive changes such as new optional fields and endpoints are safe.",
        concepts: [["additive", "add", "adding", "new optional", "optional field"]],
      },
      {
        point: "Clients should ignore unknown fields (tolerant reader).",
        concepts: [["ignore", "unknown", "tolerant"]],
      },
      {
        point: "Unavoidable breaks get a new version run in parallel with a deprecation and sunset period.",
        concepts: [["deprecation", "deprecate", "deprecated", "sunset", "migration", "parallel", "new version"]],
      },
    ],
  },
  {
    id: "rest-api-design-18",
    topic: "Caching",
    difficulty: 20,
    question: "How does HTTP caching help a REST API, and which header primarily controls it?",
    answer:
      "HTTP caching lets browsers, CDNs and proxies reuse earlier responses to GET requests, which cuts latency, bandwidth and load on the server. The Cache-Control response header controls it, with directives such as max-age (how long a response stays fresh), no-cache (revalidate before each reuse), no-store (never store) and private or public (whether shared caches may store it). Validators like ETag and Last-Modified allow cheap revalidation, where the server answers 304 Not Modified if nothing changed.",
    keyPoints: [
      {
        point: "Caches reuse earlier responses, reducing latency and server load.",
        concepts: [
          ["reuse", "store", "stored", "copy"],
          ["latency", "load", "bandwidth", "faster", "performance", "traffic"],
        ],
      },
      {
        point: "The Cache-Control header controls caching.",
        concepts: [["cache-control"]],
      },
      {
        point: "Directives such as max-age, no-cache, no-store, private and public set the policy.",
        concepts: [["max-age", "no-cache", "no-store", "private", "public", "s-maxage"]],
      },
      {
        point: "ETag or Last-Modified validators enable revalidation with 304 Not Modified.",
        concepts: [["etag", "last-modified", "304", "revalidate", "revalidation", "conditional"]],
      },
    ],
  },
  {
    id: "rest-api-design-19",
    topic: "Caching",
    difficulty: 55,
    question: "How do ETags and conditional GET requests work?",
    answer:
      "The server sends an ETag header, an opaque identifier of the current version of a representation, often a hash or version number. On a later request the client sends that value back in If-None-Match, and if the resource has not changed the server replies 304 Not Modified with no body, so the client reuses its cached copy and bandwidth is saved. If it has changed, the server returns 200 with the new representation and a new ETag. Strong ETags promise byte-identical representations, while weak ETags (prefixed W/) only promise semantic equivalence.",
    keyPoints: [
      {
        point: "An ETag identifies a specific version of a representation, such as a hash.",
        concepts: [["version", "hash", "fingerprint", "identifier", "checksum"]],
      },
      {
        point: "The client sends the stored ETag back in If-None-Match.",
        concepts: [["if-none-match"]],
      },
      {
        point: "If unchanged, the server returns 304 Not Modified without a body.",
        concepts: [["304", "not modified"]],
      },
      {
        point: "If changed, the server returns 200 with the new representation and ETag.",
        concepts: [["200", "new representation", "full response", "updated representation", "new etag"]],
      },
      {
        point: "Strong ETags mean byte-identical content; weak ETags mean semantically equivalent content.",
        concepts: [["weak", "strong"]],
      },
    ],
  },
  {
    id: "rest-api-design-20",
    topic: "Caching",
    difficulty: 86,
    question:
      "What risks arise when caching authenticated, per-user API responses in shared caches or CDNs, and how do you handle them?",
    answer:
      "A shared cache keyed only on the URL can serve one user's private data to another user, which is a serious data leak. Per-user responses should be marked Cache-Control: private, or no-store for sensitive data, so only the user's own client may keep them; shared caches also do not store responses to requests carrying an Authorization header unless the response explicitly allows it with directives such as public or s-maxage. If a response varies by request header, declare it with Vary, but varying on Authorization or Cookie fragments the cache so much that it rarely helps. A better design separates public, cacheable resources from personalized ones and uses short lifetimes with ETag revalidation for the personalized parts.",
    keyPoints: [
      {
        point: "A shared cache might serve one user's data to another user.",
        concepts: [["leak", "different user", "different users", "cross-user", "wrong user", "expose", "disclose", "someone else"]],
      },
      {
        point: "Personalized responses should use Cache-Control private or no-store.",
        concepts: [["private", "no-store"]],
      },
      {
        point: "Shared caches do not store responses to requests with an Authorization header unless explicitly permitted.",
        concepts: [["authorization", "s-maxage", "by default", "explicitly"]],
      },
      {
        point: "The Vary header declares which request headers change the response.",
        concepts: [["vary"]],
      },
      {
        point: "Separating public from personalized data, with revalidation for personal data, keeps caching useful.",
        concepts: [["separate", "separates", "split", "decouple", "revalidate", "revalidation", "etag", "short"]],
      },
    ],
  },
  {
    id: "rest-api-design-21",
    topic: "Authentication",
    difficulty: 18,
    question: "Why should a REST API be stateless, and how does that affect authentication?",
    answer:
      "In REST each request must carry all the information needed to process it, so the server keeps no client session state between requests. That lets any server instance handle any request, which simplifies horizontal scaling, load balancing and recovery from failures. For authentication it means every request includes its own credentials, typically a bearer token such as an OAuth 2.0 access token or JWT in the Authorization header, instead of relying on a server-side session.",
    keyPoints: [
      {
        point: "Each request contains all the information needed, and the server stores no session state.",
        concepts: [["all the information", "all information", "self-contained", "self contained", "everything needed", "session"]],
      },
      {
        point: "Any instance can serve any request, which eases horizontal scaling.",
        concepts: [["scale", "scaling", "scalability", "load balancing", "any server", "any instance", "horizontal"]],
      },
      {
        point: "Credentials such as a bearer token are sent with every request.",
        concepts: [
          ["token", "jwt", "credentials", "authorization header", "api key"],
          ["every request", "each request"],
        ],
      },
    ],
  },
  {
    id: "rest-api-design-22",
    topic: "Authentication",
    difficulty: 44,
    question: "What are the trade-offs between API keys and OAuth 2.0 access tokens for authenticating API clients?",
    answer:
      "API keys are simple, long-lived static secrets that identify a calling application, which suits server-to-server use, but they usually do not represent a user, carry coarse permissions, and stay valid if leaked until someone revokes or rotates them. OAuth 2.0 issues short-lived access tokens limited to specific scopes, obtained through flows such as authorization code with PKCE for delegated user access or client credentials for machine-to-machine calls, with refresh tokens to renew them. OAuth is more complex to implement but supports user consent, fine-grained scopes and a smaller blast radius when a token leaks. Either kind of credential should only travel over HTTPS in a header, never in the URL.",
    keyPoints: [
      {
        point: "API keys are simple, long-lived static secrets that identify an application.",
        concepts: [["simple", "static", "long-lived", "long lived"]],
      },
      {
        point: "A leaked API key stays valid until it is revoked or rotated.",
        concepts: [["leak", "leaked", "revoke", "revoked", "rotate", "compromised", "stolen"]],
      },
      {
        point: "OAuth access tokens are short-lived and limited by scopes.",
        concepts: [["short-lived", "short lived", "expire", "expiry", "scope", "scopes"]],
      },
      {
        point: "OAuth supports delegated user access through flows like authorization code with PKCE or client credentials.",
        concepts: [["delegate", "delegated", "consent", "on behalf", "authorization code", "pkce", "client credentials", "flow", "grant"]],
      },
      {
        point: "Credentials must only be sent over HTTPS.",
        concepts: [["https", "tls"]],
      },
    ],
  },
  {
    id: "rest-api-design-23",
    topic: "Authentication",
    difficulty: 83,
    question: "What are the security pitfalls of using JWTs as access tokens in a REST API, and how do you mitigate them?",
    answer:
      "JWTs are validated without a server lookup, so they cannot easily be revoked before they expire; mitigate this with short lifetimes, refresh token rotation, and a deny-list or token introspection where fast revocation matters. Validation must be strict: accept only the expected algorithm (rejecting alg none and RS256/HS256 confusion), verify the signature, and check the exp, nbf, iss and aud claims. The payload is only base64url-encoded, not encrypted, so it must never contain secrets or sensitive personal data. Tokens should travel only over HTTPS, and browser apps should avoid storing them where XSS can read them, such as localStorage.",
    keyPoints: [
      {
        point: "JWTs are hard to revoke, so lifetimes should be short with refresh rotation or a deny-list.",
        concepts: [
          ["revoke", "revocation", "invalidate"],
          ["short", "expire", "expiry", "expiration", "refresh", "deny-list", "denylist", "blocklist", "introspection"],
        ],
      },
      {
        point: "The accepted algorithm must be pinned, rejecting none and algorithm confusion.",
        concepts: [["alg", "algorithm", "hs256", "rs256"]],
      },
      {
        point: "The signature and claims such as exp, iss and aud must be verified.",
        concepts: [["aud", "audience", "iss", "issuer", "exp", "claim", "claims"]],
      },
      {
        point: "The payload is encoded, not encrypted, so it must not hold secrets.",
        concepts: [["encrypt", "encrypted", "base64", "base64url", "readable", "decode", "sensitive", "secret", "secrets"]],
      },
      {
        point: "Tokens need HTTPS transport and safe client storage away from XSS.",
        concepts: [["https", "tls", "localstorage", "xss", "storage", "cookie"]],
      },
    ],
  },
  {
    id: "rest-api-design-24",
    topic: "Error handling",
    difficulty: 24,
    question: "What should a good error response from a REST API contain?",
    answer:
      "It should use an appropriate HTTP status code together with a consistent, machine-readable body. The standard format is Problem Details (RFC 9457, which obsoletes RFC 7807), served as application/problem+json with fields such as type, title, status, detail and instance. Include a stable error code clients can branch on, a human-readable message, field-level details for validation errors, and a correlation or request ID for support, but never stack traces or other internal details.",
    keyPoints: [
      {
        point: "The response uses an appropriate HTTP status code.",
        concepts: [["status"]],
      },
      {
        point: "The body follows a consistent machine-readable format such as Problem Details (RFC 9457).",
        concepts: [["problem details", "problem+json", "rfc 9457", "rfc 7807", "machine-readable", "machine readable", "consistent", "structured"]],
      },
      {
        point: "It includes a stable error code and a human-readable message or details.",
        concepts: [["message", "description", "detail", "explanation"]],
      },
      {
        point: "It includes a correlation or request ID for tracing.",
        concepts: [["request id", "correlation", "trace id", "request-id", "trace"]],
      },
      {
        point: "It never exposes stack traces or internal details.",
        concepts: [["stack trace", "stack traces", "internal", "sensitive", "implementation detail"]],
      },
    ],
  },
  {
    id: "rest-api-design-25",
    topic: "Error handling",
    difficulty: 59,
    question: "How should an API report validation errors for a request with several invalid fields, and which status code is appropriate?",
    answer:
      "Collect all the validation failures and return them together in one response rather than only the first, so the client can fix everything in one round trip. Each entry should identify the offending field, for example with a JSON Pointer such as /address/zip, plus a machine-readable code and a human-readable message, typically as an array extension inside an RFC 9457 Problem Details body. Use 400 Bad Request for malformed syntax, while 422 Unprocessable Content is widely used when the request is well-formed but semantically invalid; whichever you choose, apply and document it consistently.",
    keyPoints: [
      {
        point: "All validation errors are returned together rather than one at a time.",
        concepts: [
          ["every", "multiple", "several", "collect", "aggregate"],
          ["together", "at once", "single", "one response", "one round trip", "list", "array"],
        ],
      },
      {
        point: "Each error identifies the offending field, for example by path or JSON Pointer.",
        concepts: [["pointer", "path", "offending", "identify", "identifies", "name"]],
      },
      {
        point: "Each error has a machine-readable code and message in a structured format like Problem Details.",
        concepts: [["machine-readable", "machine readable", "error code", "problem details", "rfc 9457", "structured"]],
      },
      {
        point: "400 fits malformed requests and 422 fits well-formed but semantically invalid input.",
        concepts: [["400", "bad request"], ["422", "unprocessable"]],
      },
    ],
  },
  {
    id: "rest-api-design-26",
    topic: "Rate limiting",
    difficulty: 30,
    question: "What is rate limiting in an API, and how should a client be told that it has been rate limited?",
    answer:
      "Rate limiting caps how many requests a client, identified by API key, user or IP address, may make within a time window, protecting the service from overload and abuse and keeping usage fair between clients. When the limit is exceeded, the API responds with 429 Too Many Requests, ideally with a Retry-After header saying when to try again. Many APIs also expose the remaining quota through headers such as X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset, or the RateLimit and RateLimit-Policy headers that the IETF is standardizing.",
    keyPoints: [
      {
        point: "Rate limiting caps the number of requests per client in a time window.",
        concepts: [["window", "per second", "per minute", "per hour", "period", "quota", "within"]],
      },
      {
        point: "It protects the service from overload and abuse and keeps usage fair.",
        concepts: [["overload", "abuse", "fair", "fairness", "protect", "denial", "dos", "noisy"]],
      },
      {
        point: "Exceeding the limit returns 429 Too Many Requests.",
        concepts: [["429", "too many requests status"]],
      },
      {
        point: "A Retry-After header tells the client when to retry.",
        concepts: [["retry-after"]],
      },
      {
        point: "Headers can expose the limit and remaining quota.",
        concepts: [["remaining", "ratelimit", "x-ratelimit", "ratelimit-policy"]],
      },
    ],
  },
  {
    id: "rest-api-design-27",
    topic: "Rate limiting",
    difficulty: 66,
    question: "Compare the token bucket and fixed window algorithms for API rate limiting.",
    answer:
      "A fixed window counter allows N requests per calendar interval, such as each minute, and resets the count at the boundary; it is simple and cheap but lets a client send up to 2N requests in a short span around a boundary. A token bucket refills tokens at a steady rate, up to the bucket's capacity, and each request consumes one, so it enforces an average rate while allowing controlled bursts up to the bucket size. Sliding window log or sliding window counter algorithms remove the boundary problem at slightly higher cost. In a distributed deployment the counters or buckets usually live in a shared store such as Redis and are updated atomically so every instance enforces the same limit.",
    keyPoints: [
      {
        point: "A fixed window counts requests per interval and resets at each boundary.",
        concepts: [["reset", "resets", "counter", "count", "interval"]],
      },
      {
        point: "Fixed windows allow bursts of up to double the limit around window boundaries.",
        concepts: [["2n", "double", "twice", "two times", "boundary", "edge"]],
      },
      {
        point: "A token bucket refills at a steady rate and each request consumes a token.",
        concepts: [["refill", "refills", "replenish", "steady", "constant rate"]],
      },
      {
        point: "A token bucket allows bursts up to its capacity while enforcing the average rate.",
        concepts: [["burst", "bursts"], ["capacity", "size", "maximum", "max"]],
      },
    ],
  },
  {
    id: "rest-api-design-28",
    topic: "Resource modeling",
    difficulty: 90,
    question: "What is HATEOAS, and why do relatively few public REST APIs fully implement it?",
    answer:
      "HATEOAS (Hypermedia as the Engine of Application State) is the REST constraint that responses include links to related resources and to the actions currently available, so clients navigate from an entry point by following links instead of hard-coding URIs. It lets the server change URIs and workflows without breaking clients and makes state transitions discoverable, for example a cancel link appearing only while an order can still be cancelled. In practice few APIs implement it fully because most clients are written against documented endpoints and hard-code their flows anyway, generic hypermedia clients are rare, and formats such as HAL, JSON:API or Siren add complexity. OpenAPI descriptions and code generation deliver much of the practical value, so many APIs include only partial links, such as pagination links.",
    keyPoints: [
      {
        point: "Responses include hypermedia links to related resources and available actions.",
        concepts: [["link", "links", "hypermedia", "href"]],
      },
      {
        point: "Clients discover URIs by following links instead of hard-coding them.",
        concepts: [["follow", "following", "navigate", "discover", "discoverable", "hard-code", "hard-coding", "hardcode"]],
      },
      {
        point: "The server can evolve URIs and workflows without breaking clients.",
        concepts: [["evolve", "decouple", "without breaking", "change uris", "flexibility", "flexible"]],
      },
      {
        point: "Full adoption is rare because of complexity and because documented endpoints (e.g., OpenAPI) already meet most needs.",
        concepts: [["complex", "complexity", "openapi", "documented", "documentation", "tooling", "generic", "effort", "overhead"]],
      },
    ],
  },
  {
    id: "rest-api-design-29",
    topic: "Status codes",
    difficulty: 93,
    question: "When should an API return 202 Accepted, and how should long-running operations be exposed to clients?",
    answer:
      "202 Accepted means the request was accepted for processing but not completed yet, which suits long-running work such as report generation or video transcoding that would exceed reasonable HTTP timeouts. The response should point, via a Location header or link, to a status resource such as /operations/123 that the client can poll, reporting pending, running, succeeded or failed, optionally with Retry-After as a polling hint. When the job finishes, the status resource links to the result or redirects to it with 303 See Other, and webhooks or other callbacks can notify clients so they do not have to poll. The initial POST should accept an idempotency key so a retried request does not start a duplicate job.",
    keyPoints: [
      {
        point: "202 means the work was accepted but is not finished yet, i.e., it is processed asynchronously.",
        concepts: [["not completed", "not yet", "not finished", "later", "asynchronous", "async", "background", "queued", "queue"]],
      },
      {
        point: "The response links to a status resource that the client polls.",
        concepts: [["status resource", "status endpoint", "operation resource", "location", "poll", "polling"]],
      },
      {
        point: "On completion the status resource points to the result, e.g., with 303 See Other.",
        concepts: [["result", "303", "see other", "succeeded", "completed", "finished"]],
      },
      {
        point: "Webhooks or callbacks can replace polling.",
        concepts: [["webhook", "webhooks", "callback", "callbacks", "notify", "notification", "push"]],
      },
      {
        point: "An idempotency key prevents duplicate jobs on retry.",
        concepts: [["idempotency", "idempotent", "duplicate"]],
      },
    ],
  },
];
