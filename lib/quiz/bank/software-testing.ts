import type { BankQuestion } from "./types";

export const skill = "Software Testing";
export const questions: BankQuestion[] = [
  {
    id: "software-testing-1",
    topic: "Unit tests",
    difficulty: 5,
    question: "What is a unit test?",
    answer:
      "A unit test checks a small, isolated piece of code, typically a single function, method or class, against its expected behaviour. It runs quickly and in memory, without real external dependencies such as databases or networks, which are replaced by test doubles when needed. Because unit tests are fast and narrow, they give rapid feedback and pinpoint exactly where a bug is.",
    keyPoints: [
      {
        point: "It tests a small piece of code such as a function, method or class.",
        concepts: [["function", "method", "class", "small", "smallest", "component"]],
      },
      {
        point: "It is isolated from external dependencies like databases and networks.",
        concepts: [["isolated", "isolation", "database", "databases", "network", "external", "dependencies"]],
      },
      {
        point: "It runs fast and gives quick feedback.",
        concepts: [["fast", "quick", "quickly", "milliseconds", "feedback"]],
      },
      {
        point: "A failure pinpoints where the bug is.",
        concepts: [["pinpoint", "locate", "exactly where", "precise", "narrow"]],
      },
    ],
  },
  {
    id: "software-testing-2",
    topic: "Unit tests",
    difficulty: 21,
    question: "What are the characteristics of a good unit test?",
    answer:
      "A good unit test is fast, isolated and deterministic, giving the same result on every run regardless of test order, time or environment. It checks one behaviour, has a descriptive name and a clear arrange-act-assert structure, and asserts on observable outcomes rather than implementation details, so refactoring does not break it. It should fail only when the behaviour is actually broken and then explain clearly what went wrong; the FIRST acronym summarizes this as fast, independent, repeatable, self-validating and timely.",
    keyPoints: [
      {
        point: "It runs fast.",
        concepts: [["fast", "quick", "speed"]],
      },
      {
        point: "It is deterministic and repeatable.",
        concepts: [["deterministic", "repeatable", "reproducible", "reliable", "consistent"]],
      },
      {
        point: "It is independent of other tests and their order.",
        concepts: [["independent", "isolated", "order"]],
      },
      {
        point: "It asserts on behaviour rather than implementation details.",
        concepts: [["implementation", "internal", "internals", "refactoring", "refactor"]],
      },
      {
        point: "It focuses on one behaviour with a clear name and structure such as arrange-act-assert.",
        concepts: [["one behaviour", "one behavior", "single behaviour", "descriptive name", "arrange", "readable", "clear"]],
      },
    ],
  },
  {
    id: "software-testing-3",
    topic: "Unit tests",
    difficulty: 56,
    question: "Why is it often said that you should test behaviour rather than implementation details, and what goes wrong otherwise?",
    answer:
      "Tests coupled to implementation details, such as private methods, exact internal call sequences or specific data structures, break whenever the code is refactored even though its observable behaviour is unchanged, producing false failures that make refactoring expensive and erode trust in the suite. Such tests can also pass while the real behaviour is broken, because they check how the code works instead of what it produces. Testing through the public interface, asserting on returned values, state changes and effects visible to callers, keeps tests stable during refactoring and useful as a specification. Heavy mocking of internal collaborators is a common source of this coupling.",
    keyPoints: [
      {
        point: "Implementation-coupled tests break on refactoring even when behaviour is unchanged.",
        concepts: [["refactor", "refactored", "refactoring"], ["break", "breaks", "brittle", "fragile", "false failures"]],
      },
      {
        point: "They can pass even though the real behaviour is broken.",
        concepts: [["pass broken", "passing broken", "miss bugs", "false confidence", "false sense"]],
      },
      {
        point: "Tests should go through the public interface and assert on observable results.",
        concepts: [["public", "interface", "observable", "returned", "outputs", "visible"]],
      },
      {
        point: "Excessive mocking is a common cause of implementation coupling.",
        concepts: [["mock", "mocking", "mocks", "over-mocking"]],
      },
    ],
  },
  {
    id: "software-testing-4",
    topic: "Integration tests",
    difficulty: 13,
    question: "What is the difference between unit tests and integration tests?",
    answer:
      "Unit tests exercise a single unit in isolation, with its dependencies replaced by test doubles, so they are fast and precise. Integration tests check that several components work together correctly, often with real infrastructure such as a database, message broker or HTTP layer. They catch problems unit tests miss, such as wrong queries, misconfiguration, serialization mismatches or incorrect assumptions about a dependency, but they are slower, more complex to set up, and their failures are harder to localize.",
    keyPoints: [
      {
        point: "Unit tests isolate one unit using test doubles.",
        concepts: [["isolation", "isolated", "mock", "mocks", "stub", "double", "doubles", "fake"]],
      },
      {
        point: "Integration tests verify components working together, often with real infrastructure.",
        concepts: [["together", "combined", "interact", "real", "database"]],
      },
      {
        point: "They catch interaction problems such as queries, configuration or serialization.",
        concepts: [["queries", "query", "misconfiguration", "configuration", "serialization", "assumptions", "wiring"]],
      },
      {
        point: "They are slower and harder to set up and debug.",
        concepts: [["slower", "slow", "harder", "complex", "set up", "setup"]],
      },
    ],
  },
  {
    id: "software-testing-5",
    topic: "Integration tests",
    difficulty: 47,
    question: "How can you run integration tests against a real database reliably in CI?",
    answer:
      "Start a real instance of the same database engine and version used in production, for example in Docker via Testcontainers or as a CI service container, rather than substituting an in-memory database such as H2 or SQLite whose behaviour differs. Apply the real schema migrations before the tests run. Isolate each test's data, by wrapping each test in a transaction that is rolled back, truncating tables between tests, or giving each test its own schema or database, so tests do not depend on each other's state or order. Create only the data each test needs with factories, and reuse the container across the run for speed.",
    keyPoints: [
      {
        point: "Run the same engine and version as production in a container.",
        concepts: [["docker", "container", "containers", "testcontainers"]],
      },
      {
        point: "Avoid in-memory substitutes that behave differently.",
        concepts: [["in-memory", "h2", "sqlite", "differs", "different"]],
      },
      {
        point: "Apply the real schema migrations.",
        concepts: [["migration", "migrations", "schema"]],
      },
      {
        point: "Isolate each test's data with rollbacks, truncation or separate schemas.",
        concepts: [["rolled back", "rollback", "roll back", "truncating", "truncate", "own schema", "own database", "reset", "clean"]],
      },
    ],
  },
  {
    id: "software-testing-6",
    topic: "Integration tests",
    difficulty: 72,
    question: "What is consumer-driven contract testing, and how can it complement or replace end-to-end tests between microservices?",
    answer:
      "In consumer-driven contract testing, each consumer records the requests it makes and the parts of the responses it relies on as a contract, for example a Pact file generated from its own tests against a mock provider. The provider verifies in its own CI that it satisfies every consumer's contract by replaying those interactions against the real service, often with a broker that shares contracts and answers whether a version can be deployed safely. This catches breaking API changes early and lets services be tested and deployed independently without a full environment of every service, replacing many slow and flaky cross-service end-to-end tests. Contracts only check the shape and agreed semantics of interactions, so a few end-to-end tests of critical user journeys are still worthwhile.",
    keyPoints: [
      {
        point: "Consumers record the requests and response fields they rely on as a contract.",
        concepts: [["rely", "relies", "expectations", "pact", "record", "records"]],
      },
      {
        point: "The provider verifies all consumer contracts against the real service in its CI.",
        concepts: [["provider"], ["verify", "verifies", "verification", "replay", "replaying"]],
      },
      {
        point: "It catches breaking changes early and enables independent deployment.",
        concepts: [["breaking", "independently", "independent", "early", "can-i-deploy", "deployed safely"]],
      },
      {
        point: "It avoids many slow, flaky end-to-end tests that need a full environment.",
        concepts: [["full environment", "environment", "slow", "flaky"]],
      },
      {
        point: "A few end-to-end tests of critical journeys are still useful.",
        concepts: [["critical", "user journeys", "journey", "a few"]],
      },
    ],
  },
  {
    id: "software-testing-7",
    topic: "End-to-end tests",
    difficulty: 17,
    question: "What is an end-to-end test, and what are its trade-offs?",
    answer:
      "An end-to-end (E2E) test exercises the whole system the way a user would, through the UI or public API, with the real frontend, backend, database and integrations, to verify a complete workflow such as signing up and checking out. It gives the highest confidence that all the pieces work together in a production-like setup. The trade-offs are that E2E tests are slow, expensive to maintain and more prone to flakiness, and when one fails it is hard to tell which component caused it, so teams keep a small number focused on critical user journeys.",
    keyPoints: [
      {
        point: "It exercises the whole system as a user would.",
        concepts: [["user", "whole system", "entire system", "full stack", "ui", "browser"]],
      },
      {
        point: "It gives the highest confidence that components work together.",
        concepts: [["confidence", "realistic", "production-like"]],
      },
      {
        point: "E2E tests are slow and expensive to maintain.",
        concepts: [["slow", "expensive", "maintain", "maintenance"]],
      },
      {
        point: "They are prone to flakiness and failures are hard to diagnose.",
        concepts: [["flaky", "flakiness", "brittle", "hard to tell", "diagnose", "localize"]],
      },
      {
        point: "Teams keep only a few, focused on critical journeys.",
        concepts: [["small number", "few", "critical", "key journeys", "happy path"]],
      },
    ],
  },
  {
    id: "software-testing-8",
    topic: "End-to-end tests",
    difficulty: 50,
    question: "How do you make browser-based end-to-end tests, for example with Playwright or Cypress, less flaky?",
    answer:
      "Avoid fixed sleeps and rely on the framework's auto-waiting and retrying assertions that wait until an element or condition appears, such as Playwright's web-first assertions. Use stable, user-facing or dedicated test selectors, such as roles, labels or data-testid attributes, instead of brittle CSS paths. Make each test independent with its own freshly seeded data and authentication state, and stub unreliable third-party services at the network layer. Run tests in consistent environments, capture traces, screenshots or videos on failure, and quarantine and fix flaky tests instead of just adding retries.",
    keyPoints: [
      {
        point: "Replace fixed sleeps with auto-waiting and retrying assertions.",
        concepts: [["sleep", "sleeps", "auto-waiting", "auto-wait", "waiting", "wait"]],
      },
      {
        point: "Use stable selectors such as roles, labels or test IDs.",
        concepts: [["selector", "selectors", "locator", "locators", "data-testid", "test id", "roles", "labels"]],
      },
      {
        point: "Keep tests independent with their own seeded data and state.",
        concepts: [["independent", "isolated", "seeded", "seed", "fresh", "own data"]],
      },
      {
        point: "Stub unreliable third-party or network dependencies.",
        concepts: [["stub", "mock", "intercept", "third-party", "third party", "network"]],
      },
      {
        point: "Capture traces, screenshots or videos to diagnose failures.",
        concepts: [["trace", "traces", "screenshot", "screenshots", "video", "videos", "artifacts"]],
      },
    ],
  },
  {
    id: "software-testing-9",
    topic: "Test strategy",
    difficulty: 9,
    question: "What is the test pyramid?",
    answer:
      "The test pyramid is a guideline for balancing a test suite: many fast, cheap unit tests at the base, fewer integration tests in the middle, and a small number of slow, expensive end-to-end or UI tests at the top. Lower levels give fast, precise feedback, while higher levels give more realistic confidence at a higher cost. It warns against the inverted ice-cream-cone shape, where most testing is manual or end-to-end.",
    keyPoints: [
      {
        point: "Most tests are unit tests at the base.",
        concepts: [["unit"], ["many", "most", "base", "bottom", "majority"]],
      },
      {
        point: "Fewer integration tests sit in the middle.",
        concepts: [["integration"]],
      },
      {
        point: "Only a few end-to-end or UI tests sit at the top.",
        concepts: [["end-to-end", "e2e", "ui", "end to end"], ["few", "top", "small number", "fewest"]],
      },
      {
        point: "The shape reflects speed and cost versus realism.",
        concepts: [["fast", "cheap", "cost", "speed", "slow", "expensive"]],
      },
    ],
  },
  {
    id: "software-testing-10",
    topic: "Test strategy",
    difficulty: 60,
    question: "Is the test pyramid the right model for every project? Discuss alternatives such as the testing trophy.",
    answer:
      "The pyramid's core idea, testing at the cheapest level that still gives confidence, still holds, but the right shape depends on where the risk lies. Kent C. Dodds' testing trophy, popular for frontend applications, puts static analysis such as TypeScript and linters at the base and emphasizes integration tests, for example rendering components with their real children and interacting as a user would, because heavily mocked unit tests say little about UI behaviour. Spotify's testing honeycomb similarly favours integration tests for microservices whose complexity lies in their interactions rather than internal logic. The mix should follow the cost, speed and confidence each kind of test gives in that codebase, not a fixed ratio.",
    keyPoints: [
      {
        point: "The underlying principle is to test at the cheapest level that gives confidence.",
        concepts: [["cheapest", "cheap", "cost", "confidence"]],
      },
      {
        point: "The trophy emphasizes integration tests on top of static analysis.",
        concepts: [["integration"], ["static", "typescript", "linters", "lint", "type checking"]],
      },
      {
        point: "Heavily mocked unit tests give little confidence about frontend behaviour.",
        concepts: [["mocked", "mock", "mocks", "frontend", "front-end", "ui", "components"]],
      },
      {
        point: "The honeycomb favours integration tests for microservices.",
        concepts: [["honeycomb", "microservices", "microservice"]],
      },
      {
        point: "The right mix depends on the project's risks and architecture.",
        concepts: [["depends", "risk", "context", "codebase", "architecture"]],
      },
    ],
  },
  {
    id: "software-testing-11",
    topic: "Mocks",
    difficulty: 11,
    question: "What is the difference between a mock and a stub?",
    answer:
      "Both are test doubles that stand in for real dependencies. A stub provides canned responses so the code under test can run, for example a repository stub that always returns a particular user, and the test then checks the resulting outcome or state. A mock is set up with expectations about which calls it should receive, and the test verifies those interactions happened, for example that an email sender was called once with a given address. Other kinds of doubles include fakes (working lightweight implementations such as an in-memory repository), spies and dummies.",
    keyPoints: [
      {
        point: "Both are test doubles that replace real dependencies.",
        concepts: [["double", "doubles", "stand in", "replace", "substitute"]],
      },
      {
        point: "A stub returns canned or predefined responses.",
        concepts: [["canned", "predefined", "hard-coded", "hardcoded", "fixed", "preset"]],
      },
      {
        point: "A mock verifies that expected interactions or calls happened.",
        concepts: [["expectations", "expected calls", "verify", "verifies", "interactions", "called"]],
      },
      {
        point: "Fakes, spies and dummies are other kinds of test doubles.",
        concepts: [["fake", "fakes", "spy", "spies", "dummy", "dummies"]],
      },
    ],
  },
  {
    id: "software-testing-12",
    topic: "Mocks",
    difficulty: 44,
    question: "When does mocking become harmful in a test suite?",
    answer:
      "Mocking becomes harmful when tests mock so much that they only verify the code's internal call sequence, so they break on harmless refactors yet still pass when the real integration is broken. Mocking types you do not own, such as a third-party SDK or an ORM, is risky because the mock encodes assumptions about that library's behaviour that may be wrong or drift; it is better to wrap such dependencies in your own adapter and test the adapter against the real thing. Elaborate mock setup also makes tests hard to read and often signals a design with too many dependencies. Prefer real objects or fakes for simple collaborators and reserve mocks for slow, nondeterministic or external boundaries.",
    keyPoints: [
      {
        point: "Over-mocked tests are coupled to internal call sequences and break on refactoring.",
        concepts: [["refactor", "refactors", "refactoring", "internal", "implementation", "call sequence"]],
      },
      {
        point: "Mocked tests can pass while the real integration is broken.",
        concepts: [["pass broken", "passing broken", "real integration", "false confidence"]],
      },
      {
        point: "Don't mock types you don't own; wrap them in your own adapter.",
        concepts: [["do not own", "don't own", "third-party", "third party", "sdk", "adapter", "wrap", "wrapper"]],
      },
      {
        point: "Heavy mock setup hurts readability and signals too many dependencies.",
        concepts: [["design", "too many dependencies", "hard to read", "readability", "smell"]],
      },
      {
        point: "Prefer real objects or fakes and mock only at slow or external boundaries.",
        concepts: [["real objects", "fakes", "fake", "boundaries", "boundary"]],
      },
    ],
  },
  {
    id: "software-testing-13",
    topic: "Mocks",
    difficulty: 77,
    question: "How does dependency injection make code easier to test, and what alternatives exist when you cannot inject a dependency?",
    answer:
      "With dependency injection a component receives its collaborators, such as a clock, HTTP client or repository, through its constructor or parameters instead of creating them itself or reaching for globals, so a test can pass in a fake or stub and control sources of nondeterminism like time and randomness. It also makes dependencies explicit and encourages programming against interfaces. When injection is not possible, for example with legacy code, static calls or module imports, alternatives include module-level mocking provided by the test framework (such as jest.mock or Python's unittest.mock.patch), seams from Michael Feathers' legacy-code techniques like extracting and overriding a method in a test subclass, or a thin wrapper around the static dependency. These work but tie tests to module structure, so refactoring toward injection is preferable over time.",
    keyPoints: [
      {
        point: "Collaborators are passed in through constructors or parameters instead of being created internally.",
        concepts: [["constructor", "parameters", "parameter", "passed in", "pass in", "receives"]],
      },
      {
        point: "Tests can substitute fakes or stubs and control time and randomness.",
        concepts: [["fake", "fakes", "stub", "stubs", "mock", "double", "substitute"]],
      },
      {
        point: "Dependencies become explicit and code depends on interfaces.",
        concepts: [["explicit", "interface", "interfaces", "abstraction"]],
      },
      {
        point: "Module-level patching such as jest.mock or unittest.mock.patch is an alternative.",
        concepts: [["jest.mock", "patch", "monkeypatch", "monkey-patch", "module-level", "module mocking"]],
      },
      {
        point: "Seams such as extract-and-override or a thin wrapper also work.",
        concepts: [["seam", "seams", "wrapper", "override", "overriding", "subclass", "extract"]],
      },
    ],
  },
  {
    id: "software-testing-14",
    topic: "TDD",
    difficulty: 19,
    question: "What is test-driven development (TDD)?",
    answer:
      "TDD is a practice in which you write a small failing test for the next piece of behaviour first, before writing the production code. The cycle is red-green-refactor: write a failing test (red), write the minimum code that makes it pass (green), then improve the design while keeping all tests passing (refactor). It yields a comprehensive regression suite as a by-product and pushes toward testable, loosely coupled designs with fast feedback.",
    keyPoints: [
      {
        point: "The test is written before the production code.",
        concepts: [["test first", "test-first", "tests first", "first write", "failing test", "prior", "upfront", "ahead"]],
      },
      {
        point: "Work follows the red-green-refactor cycle.",
        concepts: [["red", "green", "red-green-refactor"]],
      },
      {
        point: "Only the minimum code needed to pass is written.",
        concepts: [["minimum", "minimal", "simplest", "just enough"]],
      },
      {
        point: "The code is refactored while tests stay green.",
        concepts: [["refactor", "refactoring", "improve the design", "clean up"]],
      },
      {
        point: "It produces a regression suite and encourages testable design.",
        concepts: [["regression", "testable", "loosely coupled", "safety net", "feedback"]],
      },
    ],
  },
  {
    id: "software-testing-15",
    topic: "TDD",
    difficulty: 57,
    question: "What are common criticisms or pitfalls of TDD, and when might it not be the best approach?",
    answer:
      "Common pitfalls include writing tests tightly coupled to implementation so refactoring becomes painful, over-mocking, and taking tiny steps that slow delivery without improving the design. TDD is less effective for exploratory work and prototypes where the requirements and the shape of the solution are still unknown, for visual UI layout, and for code dominated by integration with external systems where unit tests say little. Critics in the 2014 'Is TDD dead?' debates also argued that test-induced design damage adds needless indirection. Many teams therefore apply TDD selectively, for well-understood domain logic and for bug fixes where a failing test first reproduces the bug, while using spikes and higher-level tests elsewhere.",
    keyPoints: [
      {
        point: "Tests can become coupled to implementation or over-mocked.",
        concepts: [["implementation", "over-mocking", "mocking", "coupled"]],
      },
      {
        point: "It can slow delivery without improving design.",
        concepts: [["slow", "overhead", "productivity", "indirection"]],
      },
      {
        point: "It fits poorly with exploratory work or prototypes with unknown requirements.",
        concepts: [["exploratory", "prototype", "prototypes", "spike", "spikes", "unknown", "experiment"]],
      },
      {
        point: "It fits poorly with visual UI or integration-heavy code.",
        concepts: [["ui", "visual", "layout", "integration", "external"]],
      },
      {
        point: "Teams often apply it selectively, for domain logic and bug fixes.",
        concepts: [["selectively", "selective", "domain logic", "business logic", "bug fixes", "bug"]],
      },
    ],
  },
  {
    id: "software-testing-16",
    topic: "Flaky tests",
    difficulty: 16,
    question: "What is a flaky test, and why is it harmful?",
    answer:
      "A flaky test sometimes passes and sometimes fails on the same code, without any change. It is harmful because developers learn to ignore or rerun failures, so real bugs hiding among the flaky failures get missed, and the suite stops being a trustworthy signal. Flaky tests also waste CI resources and developer time and slow down merges.",
    keyPoints: [
      {
        point: "It passes or fails intermittently without any code change.",
        concepts: [["sometimes", "intermittent", "intermittently", "randomly", "nondeterministic", "non-deterministic", "unpredictably"]],
      },
      {
        point: "Developers start ignoring or rerunning failures, so real bugs slip through.",
        concepts: [["ignore", "ignoring", "rerun", "re-run", "retry", "real bugs", "missed", "mask"]],
      },
      {
        point: "It erodes trust in the test suite.",
        concepts: [["trust", "trustworthy", "confidence", "signal"]],
      },
      {
        point: "It wastes CI resources and developer time.",
        concepts: [["waste", "wastes", "time", "ci", "resources"]],
      },
    ],
  },
  {
    id: "software-testing-17",
    topic: "Flaky tests",
    difficulty: 52,
    question: "What are the most common root causes of flaky tests?",
    answer:
      "Common causes are timing and concurrency issues, such as race conditions, fixed sleeps and insufficient waiting for asynchronous work. Another is shared state or order dependence between tests, such as leftover database rows, global variables or singletons. Others are dependence on the real clock, time zones, randomness or the iteration order of unordered collections, and reliance on external services or the network. Infrastructure problems like port collisions, slow or overloaded CI machines and contention under parallel execution are also frequent.",
    keyPoints: [
      {
        point: "Timing, asynchrony and race conditions.",
        concepts: [["race", "timing", "asynchronous", "async", "concurrency", "sleeps", "waiting"]],
      },
      {
        point: "Shared state or dependence on test order.",
        concepts: [["shared state", "order dependence", "order", "global", "leftover", "singletons"]],
      },
      {
        point: "Dependence on clock, time zones, randomness or unordered collections.",
        concepts: [["clock", "time zone", "time zones", "timezone", "randomness", "random", "unordered"]],
      },
      {
        point: "Reliance on external services or the network.",
        concepts: [["network", "external", "third-party", "services"]],
      },
      {
        point: "Infrastructure issues such as ports, slow machines and parallel contention.",
        concepts: [["port", "ports", "parallel", "contention", "infrastructure", "overloaded", "machines"]],
      },
    ],
  },
  {
    id: "software-testing-18",
    topic: "Flaky tests",
    difficulty: 82,
    question: "How would you manage flaky tests at scale in a large organization's CI pipeline?",
    answer:
      "First detect them systematically: automatically rerun failures on the same commit, flag tests whose outcome flips, and track each test's flakiness rate over time, as Google and other large companies do. Quarantine known-flaky tests so they no longer block merges but still run and report results, and assign each one an owner with a deadline to fix or delete it. Automatic retries can keep pipelines moving, but retried passes must be recorded and reported rather than hidden, or flakiness grows unchecked. Then fix root causes, often by making tests hermetic (no external network, controlled time and randomness, isolated data) and by reproducing failures with stress runs or randomized test ordering.",
    keyPoints: [
      {
        point: "Detect flaky tests by rerunning failures and tracking outcome flips and rates.",
        concepts: [["detect", "track", "tracking", "flips", "flip", "rate", "rerun", "rerunning"]],
      },
      {
        point: "Quarantine flaky tests so they do not block merges.",
        concepts: [["quarantine", "quarantined", "disable", "non-blocking", "exclude"]],
      },
      {
        point: "Give each flaky test an owner and a deadline to fix it.",
        concepts: [["owner", "owners", "ownership", "assign", "deadline", "sla"]],
      },
      {
        point: "Retries must be recorded and visible rather than hiding flakiness.",
        concepts: [["hidden", "hide", "recorded", "record", "visible", "reported", "mask"]],
      },
      {
        point: "Fix root causes, for example by making tests hermetic and reproducing with stress runs.",
        concepts: [["hermetic", "root cause", "root causes", "stress", "reproduce", "reproducing", "randomized"]],
      },
    ],
  },
  {
    id: "software-testing-19",
    topic: "Coverage",
    difficulty: 14,
    question: "What does code coverage measure, and does 100% coverage guarantee that code is correct?",
    answer:
      "Code coverage measures which parts of the code were executed while the tests ran, usually reported as the percentage of lines, statements, branches or functions exercised. It is useful for finding untested code, but 100% coverage does not guarantee correctness. Code can be executed without its results being checked by any assertion, tests can miss important inputs and edge cases, and coverage says nothing about behaviour or requirements that are missing from the code entirely.",
    keyPoints: [
      {
        point: "It measures which lines, branches or functions the tests executed.",
        concepts: [["executed", "exercised", "ran", "run"], ["lines", "line", "branches", "statements", "functions", "percentage"]],
      },
      {
        point: "It helps find untested code.",
        concepts: [["untested", "gaps", "not tested", "uncovered"]],
      },
      {
        point: "Executed code may not be verified by any assertion.",
        concepts: [["assertion", "assertions", "assert", "checked", "verified"]],
      },
      {
        point: "Tests can still miss edge cases, inputs or missing requirements.",
        concepts: [["edge cases", "edge case", "inputs", "requirements", "missing"]],
      },
    ],
  },
  {
    id: "software-testing-20",
    topic: "Coverage",
    difficulty: 45,
    question: "What is the difference between line coverage and branch coverage?",
    answer:
      "Line (statement) coverage counts which lines were executed at least once, while branch coverage checks that every possible outcome of each decision was taken: both the true and false sides of each if, each case of a switch, and each short-circuit path. Branch coverage is stricter: an if statement without an else can reach 100% line coverage from a single test where the condition is true, even though the false path was never tested. Even full branch coverage does not cover every combination of conditions or paths; MC/DC coverage, required for the most critical avionics software under DO-178C, goes further by showing that each condition independently affects the decision.",
    keyPoints: [
      {
        point: "Line coverage counts lines executed at least once.",
        concepts: [["executed", "at least once", "run"]],
      },
      {
        point: "Branch coverage requires every outcome of each decision, true and false.",
        concepts: [["true", "false", "outcome", "outcomes", "decision"]],
      },
      {
        point: "Branch coverage is stricter, e.g., an if without an else can be fully line-covered without testing the false path.",
        concepts: [["stricter", "stronger", "without an else", "no else", "false path", "untested"]],
      },
      {
        point: "Neither covers all condition combinations; MC/DC or path coverage go further.",
        concepts: [["mc/dc", "mcdc", "combination", "combinations", "path coverage", "condition coverage"]],
      },
    ],
  },
  {
    id: "software-testing-21",
    topic: "Coverage",
    difficulty: 75,
    question: "What is mutation testing, and what does it reveal that code coverage does not?",
    answer:
      "Mutation testing automatically makes small changes, called mutants, to the production code, such as flipping a comparison, replacing + with -, removing a call or changing a return value, and runs the test suite against each one. If some test fails the mutant is killed; if all tests still pass it survived, revealing code that is executed but whose behaviour no assertion actually checks. The mutation score, killed mutants divided by total, therefore measures the tests' ability to detect faults, which coverage cannot, since coverage only records execution. It is computationally expensive and some mutants are equivalent to the original and cannot be killed, so tools such as PIT for Java, Stryker for JavaScript, TypeScript and C#, and mutmut for Python use optimizations like running only the tests that cover each mutant.",
    keyPoints: [
      {
        point: "It injects small deliberate changes (mutants) into the code.",
        concepts: [["mutant", "mutants", "small changes", "flipping", "flip", "replacing", "modify"]],
      },
      {
        point: "A mutant is killed if a test fails and survives if all tests pass.",
        concepts: [["killed", "kill", "survived", "survive", "survives"]],
      },
      {
        point: "Surviving mutants reveal code that runs but is not verified by assertions.",
        concepts: [["assertion", "assertions", "checks", "verified", "weak"]],
      },
      {
        point: "The mutation score measures fault-detection ability, unlike coverage, which only records execution.",
        concepts: [["score", "detect faults", "fault", "faults", "effectiveness"]],
      },
      {
        point: "It is expensive and has equivalent mutants; tools include PIT, Stryker and mutmut.",
        concepts: [["expensive", "equivalent", "pit", "stryker", "mutmut"]],
      },
    ],
  },
  {
    id: "software-testing-22",
    topic: "Property-based testing",
    difficulty: 40,
    question: "What is property-based testing, and how does it differ from example-based testing?",
    answer:
      "Example-based tests check specific hand-picked inputs against expected outputs. Property-based testing instead states general properties that should hold for all valid inputs, such as reversing a list twice gives the original list or decoding an encoded value returns the input, and the framework generates many random inputs to try to falsify them. When it finds a failing input it shrinks it to a minimal counterexample, which makes debugging much easier. Popular tools include QuickCheck for Haskell, Hypothesis for Python, fast-check for JavaScript and TypeScript, and jqwik for Java.",
    keyPoints: [
      {
        point: "Example-based tests use specific, hand-picked inputs.",
        concepts: [["specific", "hand-picked", "handpicked", "chosen", "concrete"]],
      },
      {
        point: "Properties are invariants that must hold for all valid inputs.",
        concepts: [["all valid inputs", "arbitrary input", "general", "every input", "invariant", "invariants", "hold"]],
      },
      {
        point: "The framework generates many random inputs.",
        concepts: [["random", "randomly", "generates", "generated", "generator"]],
      },
      {
        point: "Failing inputs are shrunk to a minimal counterexample.",
        concepts: [["shrink", "shrinks", "shrinking", "minimal", "counterexample"]],
      },
      {
        point: "Tools include QuickCheck, Hypothesis and fast-check.",
        concepts: [["quickcheck", "hypothesis", "fast-check", "jqwik", "proptest"]],
      },
    ],
  },
  {
    id: "software-testing-23",
    topic: "Property-based testing",
    difficulty: 68,
    question: "How do you find good properties for property-based testing when you cannot compute the expected output for an arbitrary input?",
    answer:
      "Several property patterns avoid needing the exact output. Round-trip properties check that decode(encode(x)) equals x or that parsing printed output returns the original value. Invariants must always hold, for example a sort's output is ordered and is a permutation of its input, and idempotence means applying an operation twice equals applying it once, as with normalization. You can also use a test oracle, comparing against a simpler, slower reference implementation or the previous version, or metamorphic relations that describe how outputs must change when inputs change, such as adding a restrictive filter never increasing a search's result count, and stateful model-based testing checks random sequences of operations against a simplified model.",
    keyPoints: [
      {
        point: "Round-trip properties such as decode(encode(x)) = x.",
        concepts: [["round-trip", "round trip", "roundtrip", "encode", "decode", "parsing", "serialize"]],
      },
      {
        point: "Invariants that must always hold, such as sorted output being a permutation of the input.",
        concepts: [["invariant", "invariants", "permutation", "ordered", "always hold"]],
      },
      {
        point: "Idempotence: applying an operation twice equals applying it once.",
        concepts: [["idempotence", "idempotent", "twice"]],
      },
      {
        point: "A test oracle, such as a simpler reference implementation, provides expected results.",
        concepts: [["oracle", "reference implementation", "simpler", "previous version"]],
      },
      {
        point: "Metamorphic relations or model-based testing relate outputs without knowing them exactly.",
        concepts: [["metamorphic", "model-based", "model based", "stateful", "model"]],
      },
    ],
  },
  {
    id: "software-testing-24",
    topic: "Performance testing",
    difficulty: 80,
    question: "How would you design a load test for a web service, and which mistakes commonly make load-test results misleading?",
    answer:
      "Start from realistic goals and workload: expected and peak request rates, a mix of endpoints and data resembling production, and pass criteria based on SLOs such as p99 latency and error rate at the target throughput. Run against a production-like environment with realistic data volumes, ramp the load gradually, and monitor server resources to find the bottleneck. A common mistake is a closed-loop load generator that slows down when the server slows, causing coordinated omission that hides tail latency; open-model, constant-arrival-rate generators such as k6's arrival-rate executors or wrk2 avoid it. Other mistakes are reporting averages instead of percentiles, tests too short to expose memory leaks or garbage-collection effects, a load generator that is itself the bottleneck, and unrealistically uniform data that makes caches look better than they are.",
    keyPoints: [
      {
        point: "The workload mix and data should resemble production traffic.",
        concepts: [["realistic", "production-like", "resembling production", "mix"]],
      },
      {
        point: "Pass criteria use latency percentiles and SLOs, not averages.",
        concepts: [["percentile", "percentiles", "p99", "p95", "slo", "slos", "tail"]],
      },
      {
        point: "Closed-loop generators cause coordinated omission; open-model arrival-rate generators avoid it.",
        concepts: [["coordinated omission", "closed-loop", "closed loop", "open-model", "open model", "arrival-rate", "arrival rate", "wrk2"]],
      },
      {
        point: "Averages hide the latency distribution.",
        concepts: [["average", "averages", "mean"]],
      },
      {
        point: "Overloaded load generators, short runs and unrealistic cache behaviour distort results.",
        concepts: [["generator", "too short", "leaks", "garbage-collection", "caches", "cache", "duration"]],
      },
    ],
  },
  {
    id: "software-testing-25",
    topic: "TDD",
    difficulty: 70,
    question: "What is the difference between the classicist (Chicago/Detroit) and mockist (London) schools of TDD?",
    answer:
      "The classicist school, associated with Kent Beck's original TDD, tests units through their behaviour using real collaborators where practical, doubling only awkward ones such as databases or external services, and verifies resulting state or outputs, letting design emerge mainly through refactoring. The mockist school, described in Freeman and Pryce's Growing Object-Oriented Software, Guided by Tests, works outside-in from acceptance tests and mocks an object's collaborators to discover roles and interfaces, verifying the interactions between objects. Classicist tests are more robust to refactoring, but a single bug may fail many tests; mockist tests localize failures precisely and drive interface design but are more tightly coupled to how objects interact. Many teams mix them, using mocks at architectural boundaries and real objects inside.",
    keyPoints: [
      {
        point: "Classicists use real collaborators and verify state or outputs.",
        concepts: [["real collaborators", "real objects", "state", "outputs"]],
      },
      {
        point: "Mockists mock collaborators and verify interactions between objects.",
        concepts: [["interactions", "interaction", "messages", "calls"]],
      },
      {
        point: "The mockist style works outside-in to discover roles and interfaces.",
        concepts: [["outside-in", "outside in", "roles", "interfaces", "interface", "freeman", "growing object-oriented"]],
      },
      {
        point: "Classicist tests survive refactoring better, while mockist tests localize failures but couple to interactions.",
        concepts: [["refactoring", "robust", "coupled", "localize", "precisely", "brittle"]],
      },
      {
        point: "Many teams combine the approaches, mocking at boundaries.",
        concepts: [["mix", "combine", "both", "hybrid", "boundaries"]],
      },
    ],
  },
  {
    id: "software-testing-26",
    topic: "Integration tests",
    difficulty: 88,
    question: "What does it mean for a test to be hermetic, and why do large organizations invest in hermetic test environments?",
    answer:
      "A hermetic test contains everything it needs: it does not depend on shared external services, the network, software installed on the host, or data left by other tests, and it controls time and randomness, so it gives the same result wherever and whenever it runs. Large organizations, Google with Bazel being the best-known example, invest in this by starting dependencies in-process or in containers and by using fakes maintained by service owners, because non-hermetic tests are a major source of flakiness and break whenever a shared staging environment is down or contended. Hermetic tests can also be safely cached and run massively in parallel, and their failures are reproducible. The trade-off is that fakes and local dependencies may diverge from production, so hermetic suites are complemented by contract tests and some checks in production-like environments.",
    keyPoints: [
      {
        point: "A hermetic test is self-contained, with no shared external services or network.",
        concepts: [["external", "network", "shared", "self-contained", "everything it needs"]],
      },
      {
        point: "It gives the same, reproducible result wherever it runs.",
        concepts: [["consistently", "reproducible", "deterministic", "wherever"]],
      },
      {
        point: "Hermeticity removes a major source of flakiness.",
        concepts: [["flaky", "flakiness"]],
      },
      {
        point: "Hermetic tests can be cached and parallelized safely.",
        concepts: [["cached", "cache", "caching", "parallel", "parallelized", "parallelism"]],
      },
      {
        point: "Fakes may diverge from production, so contract tests and production-like checks complement them.",
        concepts: [["diverge", "drift", "contract", "fidelity"]],
      },
    ],
  },
  {
    id: "software-testing-27",
    topic: "Unit tests",
    difficulty: 66,
    question: "How do you test code that depends on time, randomness or concurrency deterministically?",
    answer:
      "Treat time and randomness as injected dependencies: pass in a clock abstraction, or use fake timers such as those in Jest or Sinon, that the test advances explicitly, and seed or inject the random number generator so outcomes are reproducible. For concurrency, separate the logic from threading where possible and make ordering explicit with latches, barriers or controllable executors instead of sleeps, awaiting completion signals rather than fixed delays. To surface interleaving bugs, use tools such as Go's race detector, ThreadSanitizer, Java's jcstress, stress runs, or deterministic simulation testing as popularized by FoundationDB.",
    keyPoints: [
      {
        point: "Inject a clock or use fake timers that the test controls.",
        concepts: [["clock", "fake timers", "fake timer", "mock time", "freeze"]],
      },
      {
        point: "Seed or inject the random number generator.",
        concepts: [["seed", "seeded"]],
      },
      {
        point: "Coordinate concurrency with explicit synchronization instead of sleeps.",
        concepts: [["latch", "latches", "barrier", "barriers", "executor", "executors", "synchronization", "signals"]],
      },
      {
        point: "Race detectors, stress tests or deterministic simulation expose interleaving bugs.",
        concepts: [["race detector", "threadsanitizer", "tsan", "jcstress", "stress", "simulation"]],
      },
    ],
  },
  {
    id: "software-testing-28",
    topic: "Coverage",
    difficulty: 91,
    question: "Why can enforcing a high coverage threshold, such as 90%, backfire, and how should coverage be used instead?",
    answer:
      "When coverage becomes a target it stops being a good measure, per Goodhart's law: developers write assertion-free or trivial tests that merely execute code to hit the number, test getters and generated code, or avoid refactoring because it shifts the percentage. This raises maintenance cost while giving false confidence, and the last few percent are often the least valuable code to test. Better practice is to use coverage reports to find untested risky areas, check coverage of changed lines (diff coverage) instead of a global number, and complement it with mutation testing and reviews of test quality. The goal is confidence in critical behaviour, not a particular percentage.",
    keyPoints: [
      {
        point: "A coverage target gets gamed (Goodhart's law).",
        concepts: [["goodhart", "goodhart's", "gamed", "gaming", "game", "target"]],
      },
      {
        point: "Teams write trivial or assertion-free tests just to hit the number.",
        concepts: [["trivial", "assertion-free", "assertions", "meaningless", "low-value"]],
      },
      {
        point: "The result is false confidence and higher maintenance cost.",
        concepts: [["false confidence", "false sense", "maintenance"]],
      },
      {
        point: "Coverage should guide finding untested risky code, e.g., via diff coverage on changed lines.",
        concepts: [["untested", "gaps", "diff coverage", "changed lines", "new code", "risky"]],
      },
      {
        point: "Mutation testing and test reviews complement coverage.",
        concepts: [["mutation", "review", "reviews"]],
      },
    ],
  },
  {
    id: "software-testing-29",
    topic: "Performance testing",
    difficulty: 30,
    question: "What is the difference between load testing, stress testing and soak testing?",
    answer:
      "Load testing checks how the system behaves at expected normal and peak traffic, verifying that it meets latency, throughput and error-rate targets. Stress testing pushes load beyond expected capacity to find the breaking point and observe how the system fails and recovers, whether it degrades gracefully or collapses. Soak (endurance) testing runs a realistic load for a long period, hours or days, to reveal problems that build up over time such as memory leaks, connection pool exhaustion or growing queues.",
    keyPoints: [
      {
        point: "Load testing checks behaviour at expected normal and peak traffic against targets.",
        concepts: [["expected", "normal", "typical", "anticipated", "peak"]],
      },
      {
        point: "Stress testing goes beyond capacity to find the breaking point.",
        concepts: [["beyond", "breaking point", "exceed", "limit"]],
      },
      {
        point: "Stress testing shows how the system fails and recovers.",
        concepts: [["recover", "recovers", "recovery", "degrade", "degrades", "gracefully", "collapse", "collapses"]],
      },
      {
        point: "Soak testing runs for a long period.",
        concepts: [["long", "hours", "days", "extended", "endurance"]],
      },
      {
        point: "Soak testing reveals leaks and resource exhaustion that build up over time.",
        concepts: [["leak", "leaks", "exhaustion", "build up", "accumulate"]],
      },
    ],
  },
];
