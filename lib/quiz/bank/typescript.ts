import type { BankQuestion } from "./types";

export const skill = "TypeScript";
export const questions: BankQuestion[] = [
  // Structural typing
  {
    id: "typescript-1",
    topic: "Structural typing",
    difficulty: 8,
    question: "What does it mean that TypeScript's type system is structural?",
    answer:
      "TypeScript decides whether types are compatible by their shape, meaning their members and the types of those members, rather than by their declared names or where they come from. If an object has at least the properties a type requires, with compatible types, it is assignable to that type even if it was never declared to implement it. This contrasts with nominal type systems such as Java's or C#'s, where types must be related explicitly by name or inheritance.",
    keyPoints: [
      {
        point: "Compatibility is determined by the shape of a type, i.e. its members and their types.",
        concepts: [["shape", "member", "members", "properties", "property"]],
      },
      {
        point: "Names and explicit declarations do not matter, unlike nominal typing.",
        concepts: [["nominal", "name", "names", "named", "explicitly", "explicit"]],
      },
      {
        point: "An object with at least the required properties is assignable, even without declaring that it implements the type.",
        concepts: [["implement", "implements", "at least", "extra", "additional", "subset", "superset", "never declared"]],
      },
    ],
  },
  {
    id: "typescript-2",
    topic: "Structural typing",
    difficulty: 46,
    question: "What are excess property checks in TypeScript, and why do they seem to contradict structural typing?",
    answer:
      "When you assign an object literal directly to a typed variable, return it, or pass it as an argument, TypeScript reports an error for properties that the target type doesn't declare, even though extra properties are normally allowed structurally. The check exists to catch typos and misunderstandings, because extra properties on a fresh literal could never be accessed through the target type anyway. It only applies to fresh object literals: passing the same object through an intermediate variable, or using a type assertion, bypasses it, and an index signature on the target type allows extra keys.",
    keyPoints: [
      {
        point: "The check applies only to fresh object literals used directly.",
        concepts: [["literal", "literals", "fresh", "freshness", "inline", "directly"]],
      },
      {
        point: "It exists to catch typos and mistakes, since the extra properties would be inaccessible.",
        concepts: [["typo", "typos", "mistake", "mistakes", "misspell", "misspelled", "misunderstanding", "misunderstandings", "bug", "bugs"]],
      },
      {
        point: "Going through an intermediate variable or an assertion bypasses the check.",
        concepts: [["intermediate", "separate variable", "another variable", "assertion", "bypass", "bypasses", "bypassed", "avoid"]],
      },
    ],
  },
  {
    id: "typescript-3",
    topic: "Structural typing",
    difficulty: 84,
    question:
      "How does TypeScript check the parameter types of function types under strictFunctionTypes, and why are methods treated differently?",
    answer:
      "Under strictFunctionTypes, parameters of function types are checked contravariantly: a function that accepts Animal can be used where one accepting Dog is expected, but not the other way around, which is sound. Parameters of methods declared with method syntax in interfaces, classes or object types are exempt and stay bivariant, mainly so that common patterns such as Array<Dog> being assignable to Array<Animal> keep working, since array methods like push take the element type as a parameter. In practice this means declaring callbacks as function-typed properties, handler: (e: Event) => void, gives stricter and safer checks than method shorthand, handler(e: Event): void. It also shows that arrays and other mutable containers are treated covariantly, which is convenient but technically unsound.",
    keyPoints: [
      {
        point: "Function-type parameters are checked contravariantly: a function taking a wider type may replace one taking a narrower type.",
        concepts: [["contravariant", "contravariance", "contravariantly"]],
      },
      {
        point: "Method-syntax parameters stay bivariant, mainly to keep arrays and existing code compatible.",
        concepts: [["bivariant", "bivariance", "bivariantly", "both directions", "either direction"], ["array", "arrays", "compatibility", "compatible", "existing code", "ergonomic"]],
      },
      {
        point: "Declaring callbacks as function-typed properties gives stricter checking than method shorthand.",
        concepts: [["property", "properties", "property-style", "arrow"], ["stricter", "safer", "sound", "catch", "catches"]],
      },
      {
        point: "Mutable containers are treated covariantly, which is unsound.",
        concepts: [["unsound", "unsoundness", "covariant", "covariance", "covariantly"]],
      },
    ],
  },

  // Type inference
  {
    id: "typescript-4",
    topic: "Type inference",
    difficulty: 12,
    question: "What is type inference in TypeScript, and when should you still write explicit annotations?",
    answer:
      "Type inference means the compiler works out types from values and usage without annotations, for example a variable's type from its initializer or a function's return type from its return statements. You generally let inference handle local variables and obvious return types, and annotate function parameters, which usually cannot be inferred, and public API boundaries such as exported functions. Annotations are also useful where the inferred type would be too wide or where you want the compiler to check a value against the type you intended. Annotating everything only adds noise without extra safety.",
    keyPoints: [
      {
        point: "The compiler infers types from initializers, return statements and usage.",
        concepts: [["initializer", "initial value", "assigned", "return statement", "return statements", "returned", "from values", "from the value", "usage"]],
      },
      {
        point: "Function parameters usually need annotations.",
        concepts: [["parameter", "parameters", "argument", "arguments"]],
      },
      {
        point: "Public API boundaries such as exported functions are worth annotating.",
        concepts: [["public", "export", "exported", "api", "boundary", "boundaries", "library"]],
      },
      {
        point: "Redundant annotations add noise rather than safety.",
        concepts: [["noise", "redundant", "verbose", "clutter", "unnecessary", "boilerplate"]],
      },
    ],
  },
  {
    id: "typescript-5",
    topic: "Type inference",
    difficulty: 36,
    question: "What is literal type widening, and how do const declarations and as const affect it?",
    answer:
      "When TypeScript infers a type from a literal in a mutable position, it widens it to the general primitive: let x = 'a' gets type string because x could be reassigned. A const declaration keeps the literal type 'a' since the binding can't change, but the properties of an object literal are still widened because objects are mutable. Adding as const gives the whole expression its narrowest type: literal types everywhere, readonly properties and readonly tuples for arrays. That is handy for configuration objects and for deriving union types from values.",
    keyPoints: [
      {
        point: "In mutable positions a literal is widened to its general primitive type such as string.",
        concepts: [["string", "number", "general", "primitive", "broader", "wider"]],
      },
      {
        point: "A const binding keeps the literal type, but object properties are still widened because they are mutable.",
        concepts: [["property", "properties", "object", "member", "members"], ["mutable", "still", "reassign", "reassigned", "change"]],
      },
      {
        point: "as const makes everything readonly with the narrowest literal and tuple types.",
        concepts: [["readonly", "read-only", "immutable", "narrowest", "deeply"]],
      },
      {
        point: "It is useful for configuration objects and deriving unions from values.",
        concepts: [["union", "unions", "config", "configuration", "enum", "derive", "deriving"]],
      },
    ],
  },
  {
    id: "typescript-6",
    topic: "Type inference",
    difficulty: 74,
    question: "What is the satisfies operator, and how does it differ from a type annotation or a type assertion?",
    answer:
      "expr satisfies T checks that an expression is assignable to T but keeps the expression's own, more specific inferred type instead of replacing it with T. With an annotation such as const x: T = ..., the variable's type becomes T, so you lose specific information like which keys exist or which literal values were used. With an assertion, as T, the compiler largely trusts you and checks far less, so it can hide real errors. satisfies is therefore ideal for configuration objects and lookup tables that should be validated against a type while keeping precise inference, and it combines well with as const.",
    keyPoints: [
      {
        point: "satisfies validates that the expression conforms to the type.",
        concepts: [["check", "checks", "validate", "validates", "validated", "verify", "ensure", "assignable"]],
      },
      {
        point: "It keeps the expression's more specific inferred type.",
        concepts: [["keep", "keeps", "preserve", "preserves", "retain", "retains", "keeping"], ["inferred", "specific", "narrow", "narrower", "precise", "literal"]],
      },
      {
        point: "An annotation replaces the inferred type with T, losing detail.",
        concepts: [["lose", "loses", "lost", "widen", "widens", "replace", "replaces", "replacing", "becomes"]],
      },
      {
        point: "An assertion largely trusts the developer and can hide errors.",
        concepts: [["unsafe", "trust", "trusts", "override", "hide", "bypass", "silence", "less checking", "checks far less"]],
      },
    ],
  },

  // Narrowing
  {
    id: "typescript-7",
    topic: "Narrowing",
    difficulty: 16,
    question: "What is type narrowing in TypeScript, and what are the common ways to narrow a type?",
    answer:
      "Narrowing is how TypeScript refines a broad type, such as a union, to a more specific type within a block, based on runtime checks that it follows through the control flow. Common techniques are typeof checks for primitives, instanceof for classes, the in operator for checking whether a property exists, equality checks against literals or null, and truthiness checks. After such a check the compiler knows, for example, that a string | number value is a string inside the if branch and a number in the else branch.",
    keyPoints: [
      {
        point: "The compiler refines a union to a specific type based on runtime checks in the control flow.",
        concepts: [["control flow", "runtime", "check", "checks", "condition", "conditions", "guard", "guards"]],
      },
      {
        point: "typeof, instanceof and the in operator are common narrowing checks.",
        concepts: [["typeof", "instanceof", "in operator"]],
      },
      {
        point: "Equality and truthiness checks also narrow.",
        concepts: [["equality", "truthiness", "truthy", "null", "literal", "literals"]],
      },
      {
        point: "Each branch gets the type that matches its condition.",
        concepts: [["branch", "branches", "block", "inside", "else"]],
      },
    ],
  },
  {
    id: "typescript-8",
    topic: "Narrowing",
    difficulty: 56,
    question: "What are discriminated unions, and how do they enable exhaustive checking?",
    answer:
      "A discriminated union is a union of object types that share a common property, such as kind, with a distinct literal type in each member. Checking that property in a switch or if narrows the value to the matching member, so its specific properties can be used safely. For exhaustiveness, you assign the value to a variable of type never in the default branch: if someone adds a new member and forgets to handle it, the value is no longer never there and compilation fails. It is the idiomatic way to model state machines, API results and reducer actions.",
    keyPoints: [
      {
        point: "Members share a common tag property with a distinct literal type.",
        concepts: [["common", "shared", "share", "tag", "tagged", "kind"], ["literal"]],
      },
      {
        point: "Checking the tag narrows the value to one member.",
        concepts: [["narrow", "narrows", "narrowing", "refine", "refines"]],
      },
      {
        point: "Assigning the remaining value to never in the default case enforces exhaustiveness.",
        concepts: [["never", "default", "assertnever", "satisfies", "unreachable", "bottom"]],
      },
      {
        point: "Adding an unhandled member then becomes a compile error.",
        concepts: [["new", "added", "add", "adds", "forget", "forgets", "unhandled", "missing"], ["error", "fail", "fails", "compile", "compilation"]],
      },
    ],
  },
  {
    id: "typescript-9",
    topic: "Narrowing",
    difficulty: 80,
    question: "What are user-defined type guards and assertion functions, and what are their risks?",
    answer:
      "A user-defined type guard is a function whose return type is a type predicate, value is Foo; when it returns true, TypeScript narrows the argument to Foo in the calling code. An assertion function declares asserts value is Foo (or asserts condition) and narrows the value for the rest of the scope after the call, on the understanding that it throws otherwise. The compiler does not verify that the implementation matches the claim, so a buggy guard silently lies to the type system and leads to unsound types at runtime. Keep guards small and well tested; recent TypeScript versions can also infer simple predicates from function bodies, for example in array filter callbacks.",
    keyPoints: [
      {
        point: "A type guard returns a type predicate that narrows the argument when it returns true.",
        concepts: [["predicate", "predicates", "returns true", "return true"]],
      },
      {
        point: "An assertion function narrows for the rest of the scope and throws if the condition fails.",
        concepts: [["throw", "throws", "exception"], ["rest", "after", "following", "subsequent", "remainder"]],
      },
      {
        point: "The compiler trusts the function without verifying it, so a wrong guard produces unsound types.",
        concepts: [["verify", "verified", "verifies", "check", "checked", "trust", "trusts", "unsound", "lie", "lies", "wrong", "buggy"]],
      },
    ],
  },

  // Generics
  {
    id: "typescript-10",
    topic: "Generics",
    difficulty: 20,
    question: "What are generics in TypeScript, and why are they useful?",
    answer:
      "Generics let you write functions, classes and types that are parameterized by type parameters, so the same code works with many types while preserving the relationship between inputs and outputs. For example, a generic function returning the first element of an array returns the element type it was given, instead of falling back to any and losing type safety. Type arguments are usually inferred from the call, and constraints written with extends restrict which types may be used.",
    keyPoints: [
      {
        point: "Generics are parameterized by type parameters.",
        concepts: [["parameter", "parameters", "parameterize", "parameterized", "type variable", "placeholder"]],
      },
      {
        point: "The same code works for many types while keeping input and output types linked.",
        concepts: [["relationship", "preserve", "preserving", "link", "linked", "same type", "connect", "many types", "different types", "reusable", "reuse"]],
      },
      {
        point: "They avoid falling back to any and losing type safety.",
        concepts: [["any", "safety", "safe", "type-safe", "unsafe", "untyped", "lose", "losing"]],
      },
      {
        point: "Type arguments are inferred, and constraints restrict them.",
        concepts: [["infer", "inferred", "inference", "constraint", "constraints", "constrain", "extends"]],
      },
    ],
  },
  {
    id: "typescript-11",
    topic: "Generics",
    difficulty: 42,
    question: "What are generic constraints, and how does keyof work with them?",
    answer:
      "A constraint such as T extends Shape limits a type parameter to types assignable to Shape, which lets the function body use Shape's members on T and gives callers an error for unsuitable arguments. keyof T produces the union of T's property keys, so a signature taking obj: T and key: K with K extends keyof T ensures the key really is a property of the object, and the return type T[K], an indexed access type, is exactly that property's type. A constraint does not fix T to the constraint: T is still inferred as the specific type that was passed in.",
    keyPoints: [
      {
        point: "extends limits a type parameter to assignable types and lets the body use their members.",
        concepts: [["extends"], ["limit", "limits", "restrict", "restricts", "assignable", "must", "require", "bound"]],
      },
      {
        point: "keyof produces a union of a type's property keys.",
        concepts: [["union"], ["key", "keys", "property names"]],
      },
      {
        point: "An indexed access type T[K] gives the exact type of the chosen property.",
        concepts: [["indexed access", "indexed", "index access", "lookup type", "t[k]"]],
      },
      {
        point: "T is still inferred as the specific argument type, not the constraint.",
        concepts: [["specific", "still inferred", "actual", "precise", "exact"]],
      },
    ],
  },
  {
    id: "typescript-12",
    topic: "Generics",
    difficulty: 90,
    question: "What is variance in generic types, and what do TypeScript's in and out variance annotations do?",
    answer:
      "Variance describes how subtyping of a type argument carries over to the generic type: if Dog is assignable to Animal, a covariant Box<Dog> is assignable to Box<Animal>, a contravariant type goes the other way, an invariant one allows neither and a bivariant one allows both. TypeScript normally measures variance structurally from how the type parameter is used: output positions make it covariant, input positions contravariant and both together invariant. The optional out, in and in out modifiers on a type parameter declare the intended variance explicitly; the compiler checks them against the structure where it can, and they mainly document intent and speed up checking of large or recursive types. They should match the structural variance rather than be used to change assignability.",
    keyPoints: [
      {
        point: "Variance describes how subtyping of type arguments affects subtyping of the generic type.",
        concepts: [["subtype", "subtyping", "assignable", "assignability"]],
      },
      {
        point: "Types can be covariant, contravariant, invariant or bivariant.",
        concepts: [["covariant", "covariance"], ["contravariant", "contravariance", "invariant", "invariance"]],
      },
      {
        point: "TypeScript normally infers variance from where the type parameter is used.",
        concepts: [["position", "positions", "output", "input", "usage", "used", "structurally", "measure", "measures"]],
      },
      {
        point: "The annotations declare variance explicitly, documenting intent and speeding up checking.",
        concepts: [["explicit", "explicitly", "declare", "document", "intent", "performance", "faster", "speed"]],
      },
    ],
  },

  // any, unknown and never
  {
    id: "typescript-13",
    topic: "any, unknown and never",
    difficulty: 5,
    question: "What is the difference between any and unknown?",
    answer:
      "Both can hold any value, but any switches off type checking: you can access properties on it, call it and assign it to anything, and mistakes spread silently. unknown is the type-safe counterpart: anything can be assigned to it, but you can't use it in a specific way, such as accessing properties, calling it or assigning it to other types, until you narrow it with a check like typeof, instanceof or a type guard. Prefer unknown for values whose type you truly don't know, such as parsed JSON or caught errors.",
    keyPoints: [
      {
        point: "any disables type checking for that value.",
        concepts: [["disable", "disables", "switch off", "switches off", "turn off", "turns off", "opt out", "opts out", "no checking", "bypass", "escape hatch", "unchecked"]],
      },
      {
        point: "unknown must be narrowed before it can be used.",
        concepts: [["narrow", "narrowing", "check", "guard", "typeof", "instanceof"]],
      },
      {
        point: "unknown is preferred for external data like parsed JSON or caught errors.",
        concepts: [["json", "catch", "caught", "external", "input", "prefer", "safer", "type-safe", "untrusted"]],
      },
    ],
  },
  {
    id: "typescript-14",
    topic: "any, unknown and never",
    difficulty: 58,
    question: "What is the never type, and where does it show up in practice?",
    answer:
      "never is the bottom type: it has no values, it is assignable to every type, and nothing except never is assignable to it. It is the return type of functions that never return normally because they always throw or loop forever, and it is what remains after narrowing has eliminated every member of a union. In conditional and mapped types it is used to filter union members, because never disappears from unions. That filtering and exhaustiveness checks, where the leftover value is assigned to never in a default branch, are its most common deliberate uses.",
    keyPoints: [
      {
        point: "never is the bottom type with no possible values.",
        concepts: [["bottom", "no values", "no possible value", "empty", "uninhabited"]],
      },
      {
        point: "Functions that always throw or never finish return never.",
        concepts: [["throw", "throws", "infinite", "forever", "loop", "loops", "exit", "exits", "return normally"]],
      },
      {
        point: "It results when narrowing eliminates all cases, enabling exhaustiveness checks.",
        concepts: [["exhaustive", "exhaustiveness", "eliminated", "eliminates", "all cases", "leftover", "remaining", "impossible"]],
      },
      {
        point: "It disappears from unions, so conditional and mapped types use it to filter members.",
        concepts: [["filter", "filters", "filtering", "remove", "removes", "disappear", "disappears", "drop", "exclude"]],
      },
    ],
  },
  {
    id: "typescript-15",
    topic: "any, unknown and never",
    difficulty: 70,
    question: "When is using type assertions or any justified, and how do you limit the risk?",
    answer:
      "They are justified at boundaries where you know more than the compiler, such as DOM queries that return a known element type, interop with untyped libraries, gradual migration from JavaScript, and some test code. To limit the risk, keep them in one small, well-named place, such as a typed wrapper or adapter function, instead of scattering them through the code. For external data prefer runtime validation with a schema library like Zod or a type guard, and use unknown instead of any so the rest of the code has to narrow. Lint rules such as no-explicit-any and the no-unsafe-* rules of typescript-eslint, together with strict compiler options, surface accidental any leaks.",
    keyPoints: [
      {
        point: "They are justified at boundaries such as untyped libraries, DOM queries and migrations.",
        concepts: [["boundary", "boundaries", "interop", "migration", "migrate", "untyped", "third-party", "library", "libraries", "dom", "test", "tests"]],
      },
      {
        point: "Isolate them in a small wrapper instead of scattering them.",
        concepts: [["isolate", "wrapper", "wrap", "adapter", "localize", "one small", "single place", "one place", "encapsulate", "scattering"]],
      },
      {
        point: "Validate external data at runtime with a schema or type guard.",
        concepts: [["runtime", "validation", "validate", "schema", "zod", "parse", "type guard"]],
      },
      {
        point: "Lint rules and strict options catch accidental any.",
        concepts: [["lint", "eslint", "linter", "no-explicit-any", "strict", "noimplicitany"]],
      },
    ],
  },

  // Interfaces and type aliases
  {
    id: "typescript-16",
    topic: "Interfaces and type aliases",
    difficulty: 22,
    question: "What are the main differences between an interface and a type alias?",
    answer:
      "Both can describe object shapes and are mostly interchangeable for that purpose. A type alias can name any type, including unions, intersections, primitives, tuples and mapped or conditional types, while an interface only describes object shapes, including callable and constructable ones. Interfaces support declaration merging, so declaring the same interface twice combines the members, and they build on other types with extends, whereas a type alias cannot be reopened and is combined with intersections. Many teams use interfaces for object contracts and type aliases for everything else, but consistency matters more than the choice.",
    keyPoints: [
      {
        point: "Type aliases can express unions, primitives, tuples and other non-object types.",
        concepts: [["union", "unions", "primitive", "primitives", "tuple", "tuples", "conditional", "mapped"]],
      },
      {
        point: "Interfaces support declaration merging.",
        concepts: [["merge", "merging", "merged", "reopen", "reopened", "combine", "combines", "augment"]],
      },
      {
        point: "Interfaces use extends while type aliases combine via intersections.",
        concepts: [["intersection", "intersections", "extends", "extend"]],
      },
      {
        point: "For object shapes the two are largely interchangeable.",
        concepts: [["interchangeable", "both", "either", "overlap", "similar"]],
      },
    ],
  },
  {
    id: "typescript-17",
    topic: "Interfaces and type aliases",
    difficulty: 35,
    question: "What are declaration merging and module augmentation, and when would you use them?",
    answer:
      "Declaration merging means that several declarations with the same name are combined into a single definition, most commonly interfaces, whose members are joined, but also namespaces merged with functions, classes or enums. Module augmentation uses this to extend types declared in another module: inside declare module 'some-lib' you reopen an interface from that library, and declare global does the same for global types such as Window. Typical uses are adding custom fields to a framework's request or session type, typing the additions a plugin makes, or typing environment variables.",
    keyPoints: [
      {
        point: "Declarations with the same name are combined into one definition.",
        concepts: [["same name", "combine", "combined", "combines", "joined", "unified", "single definition"]],
      },
      {
        point: "Interfaces are the most common target of merging.",
        concepts: [["interface", "interfaces"]],
      },
      {
        point: "declare module and declare global reopen types from libraries or the global scope.",
        concepts: [["declare module", "declare global", "third-party", "library", "package", "global"]],
      },
      {
        point: "It is used to add custom fields to types like a request, session, Window or environment variables.",
        concepts: [["request", "session", "window", "plugin", "env", "environment", "custom"]],
      },
    ],
  },
  {
    id: "typescript-18",
    topic: "Interfaces and type aliases",
    difficulty: 68,
    question:
      "How do interface extension and intersection types differ when combining object types with conflicting properties, and which is cheaper for the compiler in large codebases?",
    answer:
      "When an interface extends another and redeclares a property with an incompatible type, the compiler reports an error right at the declaration. An intersection A & B instead combines the conflicting property types into their intersection, which can silently collapse to never, as with string & number, so the problem surfaces later and more confusingly. Interfaces are also cheaper to check: they are named types whose relationships the compiler can cache, while large intersections may be flattened and re-checked repeatedly. The TypeScript performance guidance therefore recommends interface extension over intersections for composing object types.",
    keyPoints: [
      {
        point: "Interface extension reports conflicting properties as an error at the declaration.",
        concepts: [["error", "errors", "report", "reports", "complain", "complains"], ["declaration", "immediately", "upfront", "early", "right at"]],
      },
      {
        point: "An intersection silently produces conflicting types, possibly never.",
        concepts: [["never", "silently", "impossible"]],
      },
      {
        point: "Interfaces are cached named types, so they are faster to check.",
        concepts: [["cache", "cached", "caching", "faster", "cheaper", "efficient", "quicker", "speed"]],
      },
      {
        point: "Interface extension is the recommended way to compose object types.",
        concepts: [["prefer", "preferred", "recommend", "recommended", "recommends", "guidance"]],
      },
    ],
  },

  // Mapped and utility types
  {
    id: "typescript-19",
    topic: "Mapped and utility types",
    difficulty: 24,
    question: "What are some of TypeScript's built-in utility types, and what do they do?",
    answer:
      "Utility types are generic helpers shipped with TypeScript that transform other types. Partial<T> makes all properties optional, Required<T> makes them required and Readonly<T> marks them readonly; Pick<T, K> keeps and Omit<T, K> drops selected keys; and Record<K, V> builds an object type with keys K and values V. Others work on unions and functions, such as Exclude, Extract, NonNullable, ReturnType, Parameters and Awaited, which unwraps promise types.",
    keyPoints: [
      {
        point: "Partial, Required and Readonly change property modifiers.",
        concepts: [["partial", "required", "readonly"]],
      },
      {
        point: "Pick and Omit select or remove keys.",
        concepts: [["pick", "omit"]],
      },
      {
        point: "Record builds an object type from key and value types.",
        concepts: [["record"]],
      },
      {
        point: "Other utilities transform unions and function types, such as Exclude, ReturnType and Awaited.",
        concepts: [["returntype", "parameters", "exclude", "extract", "nonnullable", "awaited"]],
      },
    ],
  },
  {
    id: "typescript-20",
    topic: "Mapped and utility types",
    difficulty: 62,
    question: "How do mapped types work, and what can key remapping with as do?",
    answer:
      "A mapped type iterates over a union of keys, typically keyof T, and produces a property for each one, as in { [K in keyof T]: ... }; this is how Partial, Readonly and Record are built. Modifiers can be added or removed with + and -, so -readonly and -? strip the readonly and optional flags. Key remapping with an as clause transforms or filters keys: you can rename them with template literal types, for example turning name into getName, or drop a key by mapping it to never. Mapped types over keyof T are homomorphic, so they preserve the original properties' optional and readonly modifiers.",
    keyPoints: [
      {
        point: "A mapped type iterates over a union of keys, usually keyof T, producing a property for each.",
        concepts: [["iterate", "iterates", "loop", "loops", "each key", "for each", "every key", "keyof"]],
      },
      {
        point: "readonly and optional modifiers can be added or removed.",
        concepts: [["modifier", "modifiers", "readonly", "optional"]],
      },
      {
        point: "The as clause can rename keys, often with template literal types.",
        concepts: [["rename", "renames", "renaming", "template literal", "transform", "transforms"]],
      },
      {
        point: "Mapping a key to never filters it out.",
        concepts: [["filter", "filters", "filtering", "drop", "remove", "exclude", "omit", "skip"]],
      },
    ],
  },
  {
    id: "typescript-21",
    topic: "Mapped and utility types",
    difficulty: 94,
    question: "What are template literal types, and how can they be combined with mapped and conditional types?",
    answer:
      "Template literal types build string literal types with the same syntax as template strings, such as `on${Capitalize<Name>}`, and when given unions they produce every combination of the members. Combined with key remapping in mapped types they can generate related APIs, for example turning a props type into typed onXChange event handler names. With conditional types and infer they can parse strings at the type level, such as extracting route parameters from '/users/:id' into an object type with an id property. Intrinsic helpers like Uppercase, Lowercase, Capitalize and Uncapitalize change casing, but heavy recursive string manipulation can hit instantiation depth limits and slow the compiler.",
    keyPoints: [
      {
        point: "With unions they expand to every combination of string members.",
        concepts: [["combination", "combinations", "cross product", "cartesian", "expand", "distribute"]],
      },
      {
        point: "With key remapping they can generate names such as event handlers or getters.",
        concepts: [["remap", "remapping", "rename", "generate", "handler", "handlers", "getter", "getters", "event"]],
      },
      {
        point: "With conditional types and infer they can parse or extract parts of strings.",
        concepts: [["infer"], ["parse", "parsing", "extract", "extracting", "pattern", "match"]],
      },
      {
        point: "Intrinsic helpers like Uppercase and Capitalize transform casing.",
        concepts: [["uppercase", "lowercase", "capitalize", "uncapitalize"]],
      },
      {
        point: "Heavy use can hit recursion limits and slow compilation.",
        concepts: [["depth", "limit", "limits", "slow", "performance", "recursion", "recursive"]],
      },
    ],
  },

  // Conditional types
  {
    id: "typescript-22",
    topic: "Conditional types",
    difficulty: 30,
    question: "What is a conditional type in TypeScript?",
    answer:
      "A conditional type chooses between two types based on an assignability test, written T extends U ? X : Y: if T is assignable to U the result is X, otherwise Y. It works like a ternary expression at the type level and is most useful with generics, where the check is resolved once T is known. Built-in utilities such as Exclude, Extract, NonNullable and ReturnType are all implemented with conditional types.",
    keyPoints: [
      {
        point: "It selects a type based on whether T is assignable to U (extends).",
        concepts: [["extends", "assignable", "assignability", "subtype"]],
      },
      {
        point: "It works like a ternary at the type level.",
        concepts: [["ternary", "else", "branch", "otherwise"]],
      },
      {
        point: "With generics it is resolved once the type argument is known.",
        concepts: [["generic", "generics", "type parameter", "deferred", "resolved"]],
      },
      {
        point: "Utilities like Exclude and ReturnType are built on it.",
        concepts: [["exclude", "extract", "nonnullable", "returntype", "utility", "utilities"]],
      },
    ],
  },
  {
    id: "typescript-23",
    topic: "Conditional types",
    difficulty: 64,
    question: "What does the infer keyword do in conditional types?",
    answer:
      "infer declares a new type variable inside the extends clause of a conditional type, which TypeScript fills in by pattern matching the checked type against that structure. For example, T extends Promise<infer U> ? U : T extracts the resolved type of a promise, and ReturnType uses infer R in a function signature to capture the return type. The inferred variable is only available in the true branch, and you can constrain it, as in infer U extends string, to further narrow what matches.",
    keyPoints: [
      {
        point: "infer introduces a type variable filled in by pattern matching.",
        concepts: [["pattern", "match", "matching", "capture", "captures", "extract", "extracts", "deconstruct"]],
      },
      {
        point: "Typical examples extract a promise's value type or a function's return type.",
        concepts: [["promise", "returntype", "return type", "element", "array", "parameters"]],
      },
      {
        point: "The inferred variable is only usable in the true branch.",
        concepts: [["true branch", "true", "then branch", "only available", "first branch"]],
      },
      {
        point: "The inferred variable can be constrained.",
        concepts: [["constrain", "constraint", "constrained", "restrict"]],
      },
    ],
  },
  {
    id: "typescript-24",
    topic: "Conditional types",
    difficulty: 86,
    question: "What are distributive conditional types, and how do you prevent distribution when you don't want it?",
    answer:
      "When a conditional type checks a naked type parameter, T extends U ? X : Y, and T is instantiated with a union, the condition is applied to each union member separately and the results are unioned back together. That is what makes Exclude<'a' | 'b', 'a'> produce 'b'. Distribution does not happen when the checked type is not a bare type parameter, so wrapping both sides in one-element tuples, [T] extends [U], evaluates the union as a whole. A common surprise is that never, the empty union, distributes to never, so an IsString<never> check yields never instead of true or false unless it is wrapped.",
    keyPoints: [
      {
        point: "With a naked type parameter, the condition is applied to each member of a union separately.",
        concepts: [["each", "every", "individually", "separately", "member", "members"], ["union"]],
      },
      {
        point: "This is how utilities like Exclude filter unions.",
        concepts: [["exclude", "extract", "filter"]],
      },
      {
        point: "Wrapping both sides in a tuple prevents distribution.",
        concepts: [["tuple", "tuples", "brackets", "wrap", "wrapping"]],
      },
      {
        point: "never distributes to never, which surprises people.",
        concepts: [["never", "empty", "vanish", "vanishes", "disappear", "disappears"]],
      },
    ],
  },

  // Declaration files and modules
  {
    id: "typescript-25",
    topic: "Declaration files and modules",
    difficulty: 28,
    question: "What are .d.ts declaration files used for?",
    answer:
      "Declaration files contain only type information, with no implementations, describing the shape of JavaScript code so TypeScript can type-check code that uses it. Libraries ship them next to their compiled JavaScript, generated with the declaration compiler option, and for untyped packages the community maintains them in DefinitelyTyped, published as @types packages. You can also write your own to type global variables, non-code imports such as CSS or image modules, or a small untyped dependency.",
    keyPoints: [
      {
        point: "They contain only types, not implementations.",
        concepts: [["implementation", "implementations", "no code", "only type", "type information", "runtime"]],
      },
      {
        point: "Libraries generate and ship them alongside compiled JavaScript.",
        concepts: [["generate", "generated", "ship", "ships", "shipped", "bundled", "compiled", "alongside", "next to"]],
      },
      {
        point: "Types for untyped packages come from DefinitelyTyped.",
        concepts: [["definitelytyped", "community", "untyped", "third-party"]],
      },
      {
        point: "You can write your own for globals or non-code assets like CSS.",
        concepts: [["global", "globals", "css", "image", "images", "asset", "assets", "declare module"]],
      },
    ],
  },
  {
    id: "typescript-26",
    topic: "Declaration files and modules",
    difficulty: 34,
    question: "What is the difference between import type and a regular import, and why does verbatimModuleSyntax matter?",
    answer:
      "import type brings in only type information and is always erased from the emitted JavaScript, so it can never create a runtime dependency or trigger a module's side effects. A regular import may be elided by the compiler when only its types are used, which is confusing for side-effectful modules and impossible to decide for single-file transpilers such as esbuild, SWC or Babel, which cannot tell whether an imported name is a type. verbatimModuleSyntax makes the rule simple: imports without the type modifier are kept exactly as written and type-only imports are dropped, so you must mark type imports explicitly and the output is predictable for every tool.",
    keyPoints: [
      {
        point: "Type-only imports are always erased from the output.",
        concepts: [["erase", "erased", "removed", "dropped", "elided", "stripped"]],
      },
      {
        point: "Single-file transpilers cannot tell whether an unmarked import is only a type.",
        concepts: [["transpiler", "transpilers", "esbuild", "swc", "babel", "isolated", "single-file", "per-file", "bundler"]],
      },
      {
        point: "With verbatimModuleSyntax, unmarked imports are kept as written, so type imports must be marked.",
        concepts: [["kept", "keep", "preserved", "preserve", "as written", "exactly", "left"]],
      },
    ],
  },
  {
    id: "typescript-27",
    topic: "Declaration files and modules",
    difficulty: 96,
    question:
      "How does TypeScript resolve types for a package under the node16/nodenext module resolution settings, and what are the pitfalls for packages that ship both ESM and CommonJS?",
    answer:
      "Under node16 and nodenext TypeScript follows Node's own rules: it reads the package.json exports map, honoring conditions such as import, require and types, and relative imports in ES module files need explicit file extensions, written as .js even when the source file is .ts. Whether a file is ESM or CommonJS is decided the way Node decides it, by .mts and .cts extensions or the nearest package.json type field, and that determines which export conditions apply. A dual package must provide separate declaration files for each format, such as .d.mts and .d.cts or a types condition inside each branch, because reusing one ESM-flavored .d.ts for the require branch makes TypeScript misjudge the format, the 'masquerading' problems that tools like Are the Types Wrong detect. For code that is only consumed through a bundler, moduleResolution bundler is a looser option that supports exports without requiring extensions.",
    keyPoints: [
      {
        point: "Resolution follows the package.json exports map and its conditions.",
        concepts: [["exports"], ["condition", "conditions", "import", "require"]],
      },
      {
        point: "Relative ESM imports need explicit file extensions such as .js.",
        concepts: [["extension", "extensions"]],
      },
      {
        point: "The module format comes from .mts/.cts or the package.json type field.",
        concepts: [["mts", "cts", "type field", "nearest"]],
      },
      {
        point: "Dual packages need separate declaration files per format to avoid masquerading types.",
        concepts: [["separate", "each format", "per format", "masquerading", "masquerade", "are the types wrong", "d.cts", "d.mts"]],
      },
      {
        point: "moduleResolution bundler is a looser option for bundled code.",
        concepts: [["bundler"]],
      },
    ],
  },

  // Compiler options
  {
    id: "typescript-28",
    topic: "Compiler options",
    difficulty: 32,
    question: "What does the strict flag in tsconfig enable, and why is it recommended?",
    answer:
      "strict is an umbrella flag that turns on a family of stricter checks, including noImplicitAny, strictNullChecks, strictFunctionTypes, strictBindCallApply, strictPropertyInitialization, useUnknownInCatchVariables, noImplicitThis and alwaysStrict. The most impactful is strictNullChecks, which makes null and undefined separate types that must be handled explicitly, eliminating a whole class of runtime errors, while noImplicitAny stops values from silently becoming any. It is recommended for all new projects because it catches far more bugs, and legacy code can adopt it incrementally by enabling the individual flags one at a time.",
    keyPoints: [
      {
        point: "strict is an umbrella for a family of stricter flags.",
        concepts: [["umbrella", "family", "group", "set of", "multiple", "several", "bundle", "collection"]],
      },
      {
        point: "strictNullChecks forces null and undefined to be handled explicitly.",
        concepts: [["strictnullchecks", "null", "undefined"]],
      },
      {
        point: "noImplicitAny prevents values from silently becoming any.",
        concepts: [["noimplicitany", "implicit any", "implicitly", "implicit"]],
      },
      {
        point: "It catches more bugs and can be adopted incrementally.",
        concepts: [["bug", "bugs", "incremental", "incrementally", "gradual", "gradually", "one at a time"]],
      },
    ],
  },
  {
    id: "typescript-29",
    topic: "Compiler options",
    difficulty: 54,
    question: "What do noUncheckedIndexedAccess and exactOptionalPropertyTypes do, and why aren't they part of strict?",
    answer:
      "noUncheckedIndexedAccess adds undefined to the type of values read through index signatures or array indexing, so arr[i] or record[key] has type T | undefined and must be checked before use, matching the reality that the key may not exist. exactOptionalPropertyTypes distinguishes a missing optional property from one explicitly set to undefined, so prop?: string no longer accepts prop: undefined unless the type says string | undefined. They are not part of strict because they are noisy on existing code and sometimes inconvenient, for example array access in loops where the index is known to be valid. Many teams still enable them for the extra safety.",
    keyPoints: [
      {
        point: "noUncheckedIndexedAccess adds undefined to values read through index signatures or array indexes.",
        concepts: [["undefined"], ["index", "indexing", "array", "record", "signature", "signatures", "key"]],
      },
      {
        point: "exactOptionalPropertyTypes distinguishes a missing property from one explicitly set to undefined.",
        concepts: [["missing", "absent", "omitted", "explicitly set", "distinguish", "distinguishes", "difference"]],
      },
      {
        point: "They are left out of strict because they are noisy for existing code.",
        concepts: [["noisy", "noise", "breaking", "break", "existing", "inconvenient", "friction", "false positive", "false positives", "verbose"]],
      },
    ],
  },
  {
    id: "typescript-30",
    topic: "Compiler options",
    difficulty: 66,
    question: "What are project references and incremental builds in TypeScript, and when do they help?",
    answer:
      "Project references split a large codebase into multiple tsconfig projects that declare dependencies on each other in the references field; each referenced project must enable composite, which requires declaration output. Building with tsc --build then compiles the projects in dependency order and skips those that are up to date, and when a project is type-checked, imports from a referenced project use its declaration output instead of re-checking its sources. Incremental mode stores .tsbuildinfo files so later compiles only re-check what changed. Together they cut build and type-check times in monorepos and enforce boundaries between packages.",
    keyPoints: [
      {
        point: "A codebase is split into separate projects that reference each other.",
        concepts: [["split", "multiple", "separate", "smaller", "monorepo", "monorepos"]],
      },
      {
        point: "Referenced projects must be composite and emit declarations.",
        concepts: [["composite", "declaration", "declarations", "d.ts"]],
      },
      {
        point: "tsc --build compiles projects in dependency order and skips up-to-date ones.",
        concepts: [["dependency order", "order", "up to date", "up-to-date", "skip", "skips", "unchanged"]],
      },
      {
        point: "Incremental mode caches state in .tsbuildinfo files so only changes are re-checked.",
        concepts: [["tsbuildinfo", "cache", "cached", "previous", "what changed", "only changes"]],
      },
      {
        point: "They reduce build times and enforce boundaries in large codebases.",
        concepts: [["faster", "speed", "time", "times", "boundary", "boundaries"]],
      },
    ],
  },
];
