import type { BankQuestion } from "./types";

export const skill = "Docker";
export const questions: BankQuestion[] = [
  // Images and containers
  {
    id: "docker-1",
    topic: "Images and containers",
    difficulty: 6,
    question: "What is the difference between a Docker image and a container?",
    answer:
      "An image is a read-only template made of stacked filesystem layers plus configuration such as the default command, environment variables and exposed ports. A container is a runnable instance of an image: Docker adds a thin writable layer on top and runs isolated processes using that filesystem. You can start many containers from a single image, each with its own writable layer and state, while the image itself never changes.",
    keyPoints: [
      {
        point: "An image is a read-only template of layers and configuration.",
        concepts: [["read-only", "read only", "immutable", "template", "blueprint", "snapshot", "package"]],
      },
      {
        point: "A container is a running (or runnable) instance of an image.",
        concepts: [["instance", "running", "runnable", "process", "processes", "executing"]],
      },
      {
        point: "Each container adds its own writable layer on top of the image.",
        concepts: [["writable", "writeable", "read-write", "read/write"]],
      },
      {
        point: "Many containers can run from a single image.",
        concepts: [["single image", "one image", "multiple", "several", "numerous", "any number"]],
      },
    ],
  },
  {
    id: "docker-2",
    topic: "Images and containers",
    difficulty: 42,
    question:
      "What happens to data a container writes to its own filesystem, and what does that imply for how you run containers?",
    answer:
      "Writes go to the container's writable layer through copy-on-write, so they survive stopping and restarting that container but are deleted when the container is removed. Because replacing a container, for example when updating to a new image version, discards that layer, containers should be treated as disposable: anything that must persist belongs in volumes, bind mounts or external services such as a database or object storage. It also means you change a running service by building a new image and replacing the container rather than by modifying files inside it. Heavy writes to the writable layer are also slower than writes to a volume because of the storage driver's overhead.",
    keyPoints: [
      {
        point: "Writes go to the container's writable, copy-on-write layer.",
        concepts: [["writable", "copy-on-write", "copy on write", "container layer", "top layer"]],
      },
      {
        point: "The data survives a stop and restart but is lost when the container is removed.",
        concepts: [["removed", "remove", "rm", "destroyed", "deleted", "recreated", "replaced"]],
      },
      {
        point: "Persistent data belongs in volumes, bind mounts or external services.",
        concepts: [["volume", "volumes", "bind mount", "bind mounts", "mount", "external", "database", "object storage", "s3"]],
      },
      {
        point: "Containers should be treated as disposable and replaced from new images rather than modified in place.",
        concepts: [["disposable", "ephemeral", "immutable", "stateless", "cattle", "new image", "rebuild", "replacing"]],
      },
    ],
  },
  {
    id: "docker-3",
    topic: "Images and containers",
    difficulty: 78,
    question:
      "What is the difference between referencing an image by tag and by digest, and why does it matter?",
    answer:
      "A tag such as myapp:1.4 or latest is a mutable, human-friendly name that can be moved to a different image at any time, and latest is merely the default tag name, not a guarantee of the newest build. A digest (name@sha256:...) is the content hash of the image manifest, so it always identifies exactly the same content. Pinning by digest makes builds and deployments reproducible and protects against a tag being overwritten, accidentally or maliciously, at the cost of needing a process or bot such as Renovate or Dependabot to update the pins. For multi-platform images the tag points to an image index (manifest list) whose entries reference per-architecture manifests, and the client pulls the one matching its platform.",
    keyPoints: [
      {
        point: "Tags are mutable pointers that can be moved to a different image.",
        concepts: [["mutable", "movable", "moved", "move", "change", "changes", "reassign", "overwritten", "retag"]],
      },
      {
        point: "latest is just the default tag name, not a guarantee of the newest image.",
        concepts: [
          ["latest"],
          ["default", "not necessarily", "no guarantee", "not a guarantee", "not guaranteed", "convention", "just a tag", "merely"],
        ],
      },
      {
        point: "A digest is an immutable content hash that identifies exact content.",
        concepts: [["immutable", "content hash", "hash", "sha256", "checksum", "content-addressable", "exactly the same"]],
      },
      {
        point: "Pinning digests gives reproducibility and supply-chain safety but needs an update process.",
        concepts: [["reproducible", "reproducibility", "deterministic", "exact image", "supply chain", "maliciously", "tamper", "tampering"]],
      },
      {
        point: "Multi-platform tags point to an index that selects a per-architecture manifest.",
        concepts: [["index", "manifest list", "multi-arch", "multi-platform", "architecture", "per-architecture", "platform"]],
      },
    ],
  },
  // Layers
  {
    id: "docker-4",
    topic: "Layers",
    difficulty: 14,
    question: "What are image layers in Docker?",
    answer:
      "An image is built from a stack of read-only layers, each recording the filesystem changes (added, modified or deleted files) made by one build step such as RUN, COPY or ADD. At runtime a union filesystem such as overlayfs presents the stacked layers as a single filesystem, with the container's writable layer on top. Layers are identified by content hashes, so identical layers are shared between images and stored or downloaded only once, and unchanged layers can be reused from the build cache.",
    keyPoints: [
      {
        point: "Each filesystem-changing instruction such as RUN, COPY or ADD creates a layer of changes.",
        concepts: [
          ["run", "copy", "add", "instruction", "step", "command"],
          ["change", "changes", "diff", "difference", "delta", "modification", "modified"],
        ],
      },
      {
        point: "Layers are stacked and merged by a union filesystem such as overlayfs.",
        concepts: [["union", "overlay", "overlayfs", "overlay2", "stack", "stacked", "merged"]],
      },
      {
        point: "Identical layers are shared between images and stored or pulled once.",
        concepts: [["share", "shared", "sharing", "reuse", "reused", "once", "deduplicate", "deduplicated"]],
      },
      {
        point: "Unchanged layers make build caching possible.",
        concepts: [["cache", "cached", "caching"]],
      },
    ],
  },
  {
    id: "docker-5",
    topic: "Layers",
    difficulty: 48,
    question:
      "How does Docker's build cache work, and how should you order Dockerfile instructions to make good use of it?",
    answer:
      "For each instruction the builder checks whether it already has a layer produced by the same instruction on top of the same parent; for COPY and ADD it also compares checksums of the copied files, while RUN is matched only on its command text. As soon as one step misses the cache, every later step is rebuilt as well. You should therefore put steps that change rarely first and frequently changing ones last, for example copy only the dependency manifest and lockfile, install dependencies, and only then copy the application source, so code edits do not trigger a full reinstall. A .dockerignore file and BuildKit cache mounts for package manager caches further speed up rebuilds.",
    keyPoints: [
      {
        point: "A step hits the cache if the instruction and parent are unchanged; COPY and ADD also compare file checksums.",
        concepts: [["checksum", "checksums", "hash", "file contents", "content", "contents", "unchanged", "identical"]],
      },
      {
        point: "A cache miss invalidates all following steps.",
        concepts: [
          ["subsequent", "following", "later", "every step after", "downstream"],
          ["rebuild", "rebuilt", "invalidate", "invalidated", "invalidates", "miss", "misses", "rerun", "re-run", "re-executed"],
        ],
      },
      {
        point: "Order rarely changing steps first and frequently changing ones last.",
        concepts: [
          ["rarely", "least", "seldom", "infrequent", "infrequently", "stable"],
          ["frequently", "often", "last", "end"],
        ],
      },
      {
        point: "Copy dependency manifests and install dependencies before copying the source code.",
        concepts: [
          ["package.json", "lockfile", "lock file", "requirements", "manifest", "dependency", "dependencies", "go.mod"],
          ["beforehand", "first", "prior", "separately", "ahead"],
        ],
      },
    ],
  },
  {
    id: "docker-6",
    topic: "Layers",
    difficulty: 84,
    question:
      "Why does deleting files in a later Dockerfile step not shrink the image, and why is that a security concern?",
    answer:
      "Layers are immutable and additive: deleting a file in a later layer only adds a whiteout entry that hides it from the merged view, while the bytes remain in the earlier layer that is still shipped with the image. So downloading a large archive in one RUN and removing it in the next leaves the size unchanged, and a secret such as an SSH key or token copied in and later deleted can still be extracted by anyone who can pull the image, for example by saving it and inspecting the layer tarballs. The fix is to create and clean up temporary files within the same RUN instruction, use multi-stage builds so only final artifacts are copied into the shipped image, and pass secrets with BuildKit secret or SSH mounts, which are never written to a layer. Build arguments and ENV values are not safe for secrets either, since they are visible in the image history or config.",
    keyPoints: [
      {
        point: "Layers are immutable; a deletion only adds a whiteout that hides the file.",
        concepts: [["whiteout", "hide", "hides", "hidden", "mask", "masks", "marker"]],
      },
      {
        point: "The original bytes remain in the earlier layer and are still distributed.",
        concepts: [["earlier layer", "previous layer", "lower layer", "original layer", "remain in", "still in", "still present", "still shipped", "still exist"]],
      },
      {
        point: "Secrets deleted this way can still be extracted from the image.",
        concepts: [["extract", "extracted", "recover", "recovered", "retrieve", "anyone who can pull", "leak", "leaked", "exposed"]],
      },
      {
        point: "Clean up in the same RUN step or use multi-stage builds.",
        concepts: [["single run", "one run", "single layer", "chained", "chain", "multi-stage", "multistage", "multi stage"]],
      },
      {
        point: "Use BuildKit secret or SSH mounts instead of ARG, ENV or COPY for secrets.",
        concepts: [["secret mount", "secret mounts", "ssh mount", "ssh mounts", "mount", "mounts", "buildkit", "--secret", "type=secret"]],
      },
    ],
  },
  // Dockerfile
  {
    id: "docker-7",
    topic: "Dockerfile",
    difficulty: 10,
    question: "What is the difference between CMD and ENTRYPOINT in a Dockerfile?",
    answer:
      "ENTRYPOINT sets the executable that always runs when the container starts, while CMD provides the default command or default arguments. Arguments given to docker run replace CMD, whereas replacing ENTRYPOINT requires the explicit --entrypoint flag. When both are set in exec (JSON array) form, CMD's values are appended as default arguments to the ENTRYPOINT, a common pattern for a fixed program with overridable options.",
    keyPoints: [
      {
        point: "ENTRYPOINT defines the main executable that always runs.",
        concepts: [["always", "fixed", "main", "executable", "program", "binary"]],
      },
      {
        point: "CMD supplies defaults that arguments to docker run override.",
        concepts: [
          ["default", "defaults"],
          ["override", "overridden", "overridable", "replace", "replaced", "arguments", "args"],
        ],
      },
      {
        point: "Overriding ENTRYPOINT needs the --entrypoint flag.",
        concepts: [["entrypoint flag", "explicit", "flag"]],
      },
      {
        point: "When combined, CMD acts as default arguments appended to ENTRYPOINT.",
        concepts: [["append", "appended", "passed", "parameters", "combined", "together"]],
      },
    ],
  },
  {
    id: "docker-8",
    topic: "Dockerfile",
    difficulty: 52,
    question: "What is the Docker build context, and why does a .dockerignore file matter?",
    answer:
      "The build context is the set of files, usually the directory given as the last argument to docker build, that is sent to and accessible by the builder; COPY and ADD can only read files from it. A large or careless context slows builds because it has to be transferred to the builder, and it risks invalidating the cache or baking unwanted files such as .git, node_modules, local .env files or credentials into the image, especially with a broad COPY of the whole directory. A .dockerignore file excludes such paths from the context, making builds faster, more cache-friendly and less likely to leak secrets.",
    keyPoints: [
      {
        point: "The context is the set of files sent to the builder, and COPY can only use files from it.",
        concepts: [["sent", "send", "transfer", "transferred", "upload", "uploaded", "accessible", "available"]],
      },
      {
        point: "A large context slows the build.",
        concepts: [["slow", "slows", "slower", "large", "big", "faster"]],
      },
      {
        point: "Unwanted files such as .git, node_modules or secrets can end up in the image.",
        concepts: [[".git", "node_modules", ".env", "secret", "secrets", "credential", "credentials", "keys", "sensitive"]],
      },
      {
        point: ".dockerignore excludes files from the context.",
        concepts: [["exclude", "excludes", "ignore", "ignores", "filter", "omit", "skip", "leave out"]],
      },
      {
        point: "Excluding files also avoids needless cache invalidation.",
        concepts: [["cache", "invalidate", "invalidating", "invalidation"]],
      },
    ],
  },
  {
    id: "docker-9",
    topic: "Dockerfile",
    difficulty: 86,
    question:
      "Why does the choice between shell form and exec form for CMD or ENTRYPOINT affect how a container shuts down?",
    answer:
      "In shell form Docker runs the command via /bin/sh -c, so the shell becomes PID 1 and your application is its child; many shells do not forward SIGTERM, so the app never hears docker stop and is killed with SIGKILL after the grace period, without a clean shutdown. In exec form, a JSON array, the application itself is PID 1 and receives signals directly. PID 1 is special in Linux: signals for which it has installed no handler are ignored rather than triggering the default action, and it is responsible for reaping zombie child processes. So the application should handle SIGTERM, and if it spawns children or lacks handlers, run a minimal init such as tini via docker run --init, and use exec in any wrapper script so the app replaces the shell.",
    keyPoints: [
      {
        point: "Shell form wraps the command in /bin/sh -c, making the shell PID 1.",
        concepts: [
          ["/bin/sh", "sh -c", "shell"],
          ["pid 1", "pid1", "parent", "first process"],
        ],
      },
      {
        point: "The shell may not forward SIGTERM, so the app is killed with SIGKILL after the timeout.",
        concepts: [["sigterm", "sigkill", "signal", "signals"]],
      },
      {
        point: "Exec form runs the process directly as PID 1 so it receives signals.",
        concepts: [["directly", "itself", "without a shell", "no shell", "json array", "array"]],
      },
      {
        point: "PID 1 ignores signals without handlers and must reap zombies, so use an init such as tini (--init) when needed.",
        concepts: [["tini", "--init", "init", "dumb-init", "zombie", "zombies", "reap", "reaping"]],
      },
    ],
  },
  // Volumes
  {
    id: "docker-10",
    topic: "Volumes",
    difficulty: 16,
    question:
      "What are the ways to persist data outside a container's lifecycle, and how do volumes and bind mounts differ?",
    answer:
      "Docker offers volumes and bind mounts, plus tmpfs mounts, which live in memory and are not persistent. A volume is storage created and managed by Docker in its own storage area and referenced by name, independent of the host's directory layout and easy to back up, share between containers or back with volume drivers. A bind mount maps a specific host path into the container, which is handy for development, such as mounting source code for live reload, but ties the container to the host's layout and permissions. Both outlive the container, and volumes are generally preferred for application data in production.",
    keyPoints: [
      {
        point: "Volumes are managed by Docker and referenced by name.",
        concepts: [["managed", "docker-managed", "named", "by name", "docker creates", "storage area", "/var/lib/docker"]],
      },
      {
        point: "Bind mounts map a specific host directory or file into the container.",
        concepts: [["host path", "host directory", "host folder", "host file", "specific path", "host's"]],
      },
      {
        point: "Bind mounts suit development, while volumes suit persistent application data.",
        concepts: [
          ["development", "dev", "source code", "live reload", "hot reload"],
          ["production", "database", "persistent data", "application data", "prefer", "preferred", "recommended"],
        ],
      },
      {
        point: "tmpfs mounts are in memory and not persistent.",
        concepts: [["tmpfs", "memory", "ram"]],
      },
    ],
  },
  {
    id: "docker-11",
    topic: "Volumes",
    difficulty: 58,
    question:
      "What happens when you mount an empty named volume versus a bind mount over a directory that already contains files in the image?",
    answer:
      "If a new, empty named volume is mounted at a path where the image has files, Docker copies the image's contents into the volume first, so the container still sees them and they then persist in the volume. A bind mount, or a volume that already contains data, simply hides whatever the image had at that path; the container sees only the host directory or the volume's existing contents. This explains common surprises, such as node_modules installed in the image disappearing when the project directory is bind-mounted, and stale files persisting in a volume after the image is updated. The copying into an empty volume can be disabled with the nocopy option.",
    keyPoints: [
      {
        point: "An empty named volume is pre-populated with the image's files at that path.",
        concepts: [["copy", "copies", "copied", "copying", "populate", "populated", "pre-populate", "seed", "seeded", "initialize", "initialized"]],
      },
      {
        point: "A bind mount or a non-empty volume hides the image's content at that path.",
        concepts: [["hide", "hides", "hidden", "obscure", "obscures", "shadow", "shadows", "mask", "masks"]],
      },
      {
        point: "This causes surprises such as missing node_modules or stale content persisting after image updates.",
        concepts: [["node_modules", "dependencies", "disappear", "disappearing", "missing", "stale", "outdated"]],
      },
    ],
  },
  {
    id: "docker-12",
    topic: "Volumes",
    difficulty: 80,
    question: "Why do file permission problems often occur with bind mounts, and how can they be addressed?",
    answer:
      "Linux permissions are based on numeric user and group IDs, and a bind mount exposes host files to the container with their host ownership unchanged. If the container process runs as a UID that does not match the owner of the host files, it may be denied access, and if it runs as root, files it creates appear as root-owned on the host. Fixes include running the container with a matching --user UID:GID, building the image with a user whose UID matches, adjusting ownership with chown in an entrypoint, or using rootless Docker or user-namespace remapping so container root maps to an unprivileged host user. On Docker Desktop for macOS and Windows, bind mounts pass through the VM's file-sharing layer, which handles ownership differently and can also be slow.",
    keyPoints: [
      {
        point: "Permissions use numeric UIDs and GIDs, which the host and container share.",
        concepts: [["uid", "uids", "gid", "gids", "user id", "user ids", "numeric"]],
      },
      {
        point: "A UID mismatch causes denied access, and root-created files become root-owned on the host.",
        concepts: [["mismatch", "does not match", "doesn't match", "don't match", "root-owned", "owned by root"]],
      },
      {
        point: "Run with a matching user (--user), build the image with matching UIDs, or fix ownership.",
        concepts: [["--user", "matching", "useradd", "chown"]],
      },
      {
        point: "User namespaces or rootless Docker remap container root to an unprivileged host user.",
        concepts: [["user namespace", "user-namespace", "user namespaces", "userns", "userns-remap", "rootless", "remap", "remapping"]],
      },
    ],
  },
  // Networking
  {
    id: "docker-13",
    topic: "Networking",
    difficulty: 20,
    question:
      "How do you make a service running in a container reachable from the host, and what is a common mistake?",
    answer:
      "You publish the port with -p hostPort:containerPort, or ports in Compose, which maps a port on the host to the container's port. EXPOSE in a Dockerfile only documents the port and does not publish it. A common mistake is an application that listens on 127.0.0.1 inside the container: that is the container's own loopback, so forwarded traffic never reaches it, and the app must listen on 0.0.0.0, meaning all interfaces.",
    keyPoints: [
      {
        point: "Publish the port with -p host:container, or ports in Compose.",
        concepts: [["publish", "publishing", "port mapping", "map", "maps", "mapping", "-p"]],
      },
      {
        point: "EXPOSE alone only documents the port and does not publish it.",
        concepts: [
          ["expose"],
          ["document", "documents", "documentation", "metadata", "doesn't publish", "does not publish", "informational"],
        ],
      },
      {
        point: "The app must listen on 0.0.0.0 (all interfaces), not on localhost inside the container.",
        concepts: [["0.0.0.0", "every interface", "all network interfaces", "wildcard address"]],
      },
    ],
  },
  {
    id: "docker-14",
    topic: "Networking",
    difficulty: 46,
    question: "How do containers on the same Docker network find and talk to each other?",
    answer:
      "On a user-defined network, including the default network Docker Compose creates, Docker's embedded DNS server resolves container names, service names and network aliases to the containers' current IP addresses. Containers then connect directly to each other's container ports; publishing ports to the host is not required for container-to-container traffic. The legacy default bridge network does not provide this name resolution, which is one reason to create your own networks. Using names rather than IP addresses matters because container IPs change when containers are recreated.",
    keyPoints: [
      {
        point: "Docker's embedded DNS resolves container or service names on user-defined networks.",
        concepts: [["dns", "name resolution", "resolve", "resolves", "hostname", "service name", "service names", "container name", "container names", "alias", "aliases"]],
      },
      {
        point: "Containers connect directly on container ports without publishing them.",
        concepts: [["without publishing", "no need to publish", "not required", "not needed", "container port", "container ports", "directly"]],
      },
      {
        point: "The default bridge network lacks automatic name resolution.",
        concepts: [
          ["default bridge", "bridge"],
          ["does not", "doesn't", "lacks", "no dns", "legacy", "only ip", "--link"],
        ],
      },
      {
        point: "Use names because container IP addresses change.",
        concepts: [["change", "changes", "dynamic", "not stable", "unstable", "recreated", "reassigned"]],
      },
    ],
  },
  {
    id: "docker-15",
    topic: "Networking",
    difficulty: 74,
    question:
      "Compare Docker's bridge, host, none, overlay and macvlan network drivers, and explain what localhost means inside a container.",
    answer:
      "The bridge driver gives each container its own network namespace attached to a virtual bridge with NAT to the outside, and is the default for single-host setups. Host mode removes network isolation, so the container shares the host's network stack directly and its ports bind on the host without any mapping, while none gives the container only a loopback interface. Overlay networks span multiple Docker hosts, such as a Swarm cluster, using VXLAN encapsulation, and macvlan gives a container its own MAC address and IP on the physical network so it appears as a separate device. Except in host mode, localhost inside a container refers to the container itself, not the host, so to reach a service on the host you use host.docker.internal (built into Docker Desktop and available on Linux by adding host-gateway) or the bridge gateway address.",
    keyPoints: [
      {
        point: "Bridge is the default single-host driver, with a private network namespace and NAT.",
        concepts: [["nat", "default", "namespace", "virtual bridge", "single-host", "single host"]],
      },
      {
        point: "Host mode shares the host's network stack without isolation or port mapping.",
        concepts: [["shares", "share", "shared", "network stack", "no isolation", "removes network isolation", "without isolation", "without any mapping", "no port mapping"]],
      },
      {
        point: "Overlay spans multiple hosts, and macvlan gives containers their own MAC and IP on the physical network.",
        concepts: [
          ["multiple hosts", "multiple docker hosts", "multi-host", "across hosts", "span", "spans", "swarm", "cluster", "vxlan"],
          ["mac", "physical", "own ip", "separate device", "lan"],
        ],
      },
      {
        point: "None leaves the container with only a loopback interface.",
        concepts: [["loopback", "no network", "no networking", "disabled", "no external"]],
      },
      {
        point: "Inside a container localhost is the container itself; reach the host through host.docker.internal or the gateway.",
        concepts: [["container itself", "itself", "not the host", "host.docker.internal", "host-gateway", "gateway"]],
      },
    ],
  },
  // Multi-stage builds
  {
    id: "docker-16",
    topic: "Multi-stage builds",
    difficulty: 24,
    question: "What is a multi-stage Docker build and why would you use one?",
    answer:
      "A multi-stage build uses several FROM instructions in one Dockerfile, each starting a new stage. You build or compile in an earlier stage that has the full toolchain, then use COPY --from to copy only the finished artifacts, such as a binary or bundled assets, into a minimal final stage. The final image therefore excludes compilers, build dependencies and source code, making it smaller, faster to pull and with a smaller attack surface, all without separate build scripts.",
    keyPoints: [
      {
        point: "It uses multiple FROM instructions, each starting a stage, in one Dockerfile.",
        concepts: [["from instruction", "from instructions", "from statement", "from statements", "multiple from", "several from", "each from", "from lines"]],
      },
      {
        point: "Only artifacts built in an earlier stage are copied into the final stage with COPY --from.",
        concepts: [["artifact", "artifacts", "binary", "compiled", "output"]],
      },
      {
        point: "The final image excludes compilers, build tools and build dependencies.",
        concepts: [["compiler", "compilers", "toolchain", "build tools", "build dependencies", "sdk", "dev dependencies", "source code"]],
      },
      {
        point: "The result is a smaller image with less attack surface.",
        concepts: [["smaller", "size", "lighter", "slimmer", "attack surface", "secure", "security"]],
      },
    ],
  },
  {
    id: "docker-17",
    topic: "Multi-stage builds",
    difficulty: 60,
    question: "What techniques reduce the size of a Docker image?",
    answer:
      "Start from a small base image, such as a slim, Alpine or distroless variant, keeping in mind that Alpine uses musl libc, which some software handles differently from glibc. Use multi-stage builds so only runtime artifacts reach the final image, and install only production dependencies without recommended extras. Because every layer adds size, clean up package manager caches and temporary files in the same RUN instruction that created them, and use .dockerignore to keep unneeded files out of COPY. Tools such as docker history or dive show which layers are large.",
    keyPoints: [
      {
        point: "Use a minimal base image such as slim, Alpine or distroless.",
        concepts: [["slim", "alpine", "distroless", "minimal", "scratch", "small base", "smaller base"]],
      },
      {
        point: "Use multi-stage builds to ship only runtime artifacts.",
        concepts: [["multi-stage", "multistage", "multi stage", "build stage", "stages"]],
      },
      {
        point: "Clean caches and temporary files in the same RUN layer that created them.",
        concepts: [
          ["same run", "same layer", "same instruction", "same step", "single run", "one run", "chain", "chained", "combine"],
          ["cache", "caches", "clean", "cleanup", "clean up", "temporary", "temp", "remove", "delete"],
        ],
      },
      {
        point: "Install only production dependencies and exclude unneeded files with .dockerignore.",
        concepts: [["production dependencies", "no-install-recommends", "recommended extras", "dev dependencies", "unnecessary", "unneeded", "dockerignore", ".dockerignore"]],
      },
    ],
  },
  {
    id: "docker-18",
    topic: "Multi-stage builds",
    difficulty: 90,
    question: "What are the trade-offs of using distroless or scratch-based final images?",
    answer:
      "Distroless images contain only the application's runtime dependencies, such as libc, CA certificates and timezone data, and scratch contains nothing at all, so the image is tiny and has very few packages for vulnerability scanners to flag or attackers to abuse. There is no shell or package manager, so you cannot exec into the container to debug; instead you use debug variants of the image, attach an ephemeral debug container (for example with kubectl debug) that shares the process namespace, or rely on good logs and metrics. With scratch you must supply everything yourself: typically a statically linked binary plus CA certificates, timezone data and a passwd entry if you want a named non-root user. Shell-form commands and shell scripts also do not work, so ENTRYPOINT and CMD must use exec form.",
    keyPoints: [
      {
        point: "They minimize size and attack surface, with few packages to scan or exploit.",
        concepts: [["attack surface", "vulnerabilities", "vulnerability", "cve", "cves", "few packages", "fewer packages", "attackers", "secure", "security"]],
      },
      {
        point: "They have no shell or package manager, which makes debugging harder.",
        concepts: [
          ["no shell", "without a shell", "shell", "package manager"],
          ["debug", "debugging", "troubleshoot", "troubleshooting", "exec", "inspect"],
        ],
      },
      {
        point: "Debug variants or ephemeral debug containers replace exec-ing into the container.",
        concepts: [["ephemeral", "debug container", "debug image", "debug variant", "debug variants", "kubectl debug", "sidecar"]],
      },
      {
        point: "Scratch requires supplying static binaries, CA certificates and timezone data yourself.",
        concepts: [["static", "statically", "ca certificates", "ca-certificates", "certificates", "certs", "tzdata", "timezone"]],
      },
      {
        point: "Shell-form commands and scripts don't work, so exec form is required.",
        concepts: [["exec form", "json form", "json array", "shell form", "shell-form", "scripts"]],
      },
    ],
  },
  // Security
  {
    id: "docker-19",
    topic: "Security",
    difficulty: 28,
    question: "Why should containers not run as root, and how do you avoid it?",
    answer:
      "Without user-namespace remapping, root inside a container is the same UID 0 as root on the host, only restricted by namespaces, capabilities and security profiles. If an attacker exploits the application and then escapes the container through a kernel or runtime vulnerability or a dangerous mount, they gain root on the host, and root in the container can also modify any mounted host files. You avoid it by creating an unprivileged user in the Dockerfile and switching to it with the USER instruction, or by running with --user, and by using rootless Docker where possible.",
    keyPoints: [
      {
        point: "Container root is the same UID 0 as host root unless user namespaces remap it.",
        concepts: [["uid 0", "host root", "root on the host", "root on host"]],
      },
      {
        point: "An exploit plus a container escape then gives the attacker root on the host.",
        concepts: [["escape", "escapes", "breakout", "break out", "exploit", "exploits", "compromise", "vulnerability", "attacker"]],
      },
      {
        point: "Use the USER instruction or --user to run as an unprivileged user.",
        concepts: [["user instruction", "user directive", "--user", "non-root", "nonroot", "unprivileged"]],
      },
      {
        point: "Rootless Docker or user namespaces add further protection.",
        concepts: [["rootless", "user namespace", "user-namespace", "userns", "remap", "remapping"]],
      },
    ],
  },
  {
    id: "docker-20",
    topic: "Security",
    difficulty: 38,
    question:
      "Why is mounting the Docker socket into a container, or running it with --privileged, dangerous?",
    answer:
      "The Docker socket (/var/run/docker.sock) is the API of the Docker daemon, which runs as root, so any process that can talk to it can start a new container that mounts the host's root filesystem or runs privileged, which amounts to full root access on the host. The --privileged flag disables most isolation: it grants all capabilities and access to host devices and turns off seccomp and AppArmor or SELinux confinement, which makes escaping to the host straightforward. Both should be avoided except for trusted tooling; alternatives include rootless or daemonless image builders such as BuildKit in rootless mode or Buildah, socket proxies that allow only specific API calls, and granting only the specific capabilities or devices a workload needs.",
    keyPoints: [
      {
        point: "The socket controls the root-running daemon, so access to it equals root on the host.",
        concepts: [["root access", "root on the host", "host root", "root privileges", "full control", "take over", "equivalent to root", "amounts to"]],
      },
      {
        point: "Through the socket you can start containers that mount the host filesystem.",
        concepts: [["new container", "start containers", "launch", "spawn", "create containers"]],
      },
      {
        point: "--privileged grants all capabilities and device access and disables security profiles.",
        concepts: [["capabilities", "devices", "device", "seccomp", "apparmor", "selinux"]],
      },
      {
        point: "Safer alternatives include rootless builders, socket proxies and granting only specific capabilities.",
        concepts: [["rootless", "daemonless", "proxy", "proxies", "buildah", "buildkit", "cap-add", "least privilege", "specific capabilities"]],
      },
    ],
  },
  {
    id: "docker-21",
    topic: "Security",
    difficulty: 94,
    question:
      "Beyond running as non-root, what measures harden a container at runtime and in the supply chain?",
    answer:
      "At runtime, drop all Linux capabilities and add back only those needed, set no-new-privileges so processes cannot gain privileges through setuid binaries, and run with a read-only root filesystem plus tmpfs mounts or volumes for the few writable paths. Keep the default seccomp profile and AppArmor or SELinux confinement (or tighter custom profiles), set memory, CPU and PID limits, and never use --privileged or mount the Docker socket; user namespaces or rootless mode add another layer. In the supply chain, use minimal, pinned base images, rebuild regularly to pick up patches, scan images for known vulnerabilities, generate SBOMs, and sign images and verify signatures or provenance attestations, for example with Sigstore cosign, before deployment. Secrets should be injected at runtime from a secret store or mounted files, never baked into image layers or build arguments.",
    keyPoints: [
      {
        point: "Drop capabilities and add back only what is needed.",
        concepts: [["capabilities", "capability", "cap-drop", "cap_drop"]],
      },
      {
        point: "Set no-new-privileges and use a read-only root filesystem.",
        concepts: [["no-new-privileges", "read-only", "readonly", "read only"]],
      },
      {
        point: "Keep seccomp and AppArmor or SELinux profiles and set resource limits.",
        concepts: [["seccomp", "apparmor", "selinux", "resource limit", "resource limits", "pid limits", "memory limit", "cgroup"]],
      },
      {
        point: "Scan images for vulnerabilities and use minimal, pinned, regularly rebuilt base images.",
        concepts: [["scan", "scanning", "scanner", "trivy", "grype", "vulnerability", "vulnerabilities", "cve", "sbom", "sboms"]],
      },
      {
        point: "Sign images and verify signatures or provenance before deployment.",
        concepts: [["sign", "signing", "signature", "signatures", "signed", "cosign", "sigstore", "provenance", "attestation", "attestations", "notary"]],
      },
    ],
  },
  // Compose
  {
    id: "docker-22",
    topic: "Compose",
    difficulty: 30,
    question: "What is Docker Compose used for?",
    answer:
      "Docker Compose defines a multi-container application in a YAML file, describing its services, images or build instructions, ports, environment, volumes and networks. A single command such as docker compose up creates and starts everything together, and docker compose down stops and removes it, which makes local development environments and simple deployments reproducible. Compose puts the services on a shared network where they can reach each other by service name.",
    keyPoints: [
      {
        point: "It declares multiple services and their settings in a YAML file.",
        concepts: [["yaml", "compose file", "compose.yaml", "docker-compose.yml", "declarative", "declaratively"]],
      },
      {
        point: "One command starts or stops the whole application.",
        concepts: [["single command", "one command", "together", "all at once", "whole stack", "entire stack"]],
      },
      {
        point: "Services share a network and reach each other by service name.",
        concepts: [["service name", "by name", "dns", "hostname", "shared network", "network"]],
      },
      {
        point: "It is commonly used for local development and reproducible environments.",
        concepts: [["development", "dev", "local", "testing", "reproducible", "ci"]],
      },
    ],
  },
  {
    id: "docker-23",
    topic: "Compose",
    difficulty: 64,
    question:
      "In Docker Compose, why doesn't depends_on guarantee that a dependency such as a database is ready, and how do you handle that?",
    answer:
      "In its short form depends_on only controls start order: Compose starts the dependency's container first but does not wait until the service inside actually accepts connections, which for a database can take several seconds. To wait for readiness, give the dependency a healthcheck that runs a real test, such as pg_isready, and use the long depends_on syntax with condition: service_healthy, or service_completed_successfully for one-off setup jobs such as migrations. The application itself should still retry connections with backoff, since dependencies can also restart or become unavailable later, in Compose or in production.",
    keyPoints: [
      {
        point: "Plain depends_on only orders startup; it does not wait for the service to be ready.",
        concepts: [["start order", "startup order", "order", "ordering", "starts the dependency", "started first", "sequence"]],
      },
      {
        point: "Define a healthcheck on the dependency.",
        concepts: [["healthcheck", "health check", "pg_isready", "health"]],
      },
      {
        point: "Use condition: service_healthy, or service_completed_successfully for one-off jobs.",
        concepts: [["service_healthy", "condition", "service_completed_successfully"]],
      },
      {
        point: "The application should retry connections anyway.",
        concepts: [["retry", "retries", "retrying", "backoff", "reconnect", "resilient", "resilience"]],
      },
    ],
  },
  {
    id: "docker-24",
    topic: "Compose",
    difficulty: 70,
    question:
      "How can you manage differences between environments, such as development and production, with Docker Compose?",
    answer:
      "Compose can merge multiple files, so a base compose.yaml holds the shared definition while compose.override.yaml, which is loaded automatically, or files like compose.prod.yaml passed with -f adjust ports, mounts, images and resources per environment; the include and extends features also allow reuse. Variable interpolation from the shell or an .env file parameterizes values such as image tags, and env_file supplies environment variables to containers. Profiles let optional services, such as debugging tools or data seeders, run only when their profile is enabled. Sensitive values should come from Compose secrets or an external secret manager rather than plain environment files committed to the repository, and for multi-host production workloads an orchestrator such as Kubernetes is usually more appropriate than Compose.",
    keyPoints: [
      {
        point: "Multiple Compose files can be merged, such as a base file plus per-environment overrides.",
        concepts: [["override", "overrides", "multiple files", "merge", "merged", "extends", "include", "-f"]],
      },
      {
        point: "Variable interpolation with .env files or env_file parameterizes configuration.",
        concepts: [[".env", "env_file", "interpolation", "variable", "variables", "environment variables"]],
      },
      {
        point: "Profiles enable optional services per environment.",
        concepts: [["profile", "profiles"]],
      },
      {
        point: "Secrets should come from Compose secrets or a secret manager, not committed files.",
        concepts: [["secret", "secrets", "vault", "secret manager"]],
      },
    ],
  },
  // Isolation
  {
    id: "docker-25",
    topic: "Isolation",
    difficulty: 8,
    question: "How do containers differ from virtual machines?",
    answer:
      "A virtual machine runs a complete guest operating system with its own kernel on top of a hypervisor that virtualizes hardware. Containers instead share the host's kernel and are just isolated processes confined with kernel features, so they start in milliseconds to seconds and use far less memory and disk. The trade-off is a weaker isolation boundary, since a kernel vulnerability can affect every container on the host, and Linux containers need a Linux kernel, which Docker Desktop provides on macOS and Windows through a lightweight VM.",
    keyPoints: [
      {
        point: "VMs run a full guest OS with its own kernel on a hypervisor.",
        concepts: [["guest os", "guest operating system", "own kernel", "full os", "full operating system", "complete operating system", "hypervisor"]],
      },
      {
        point: "Containers share the host kernel and are isolated processes.",
        concepts: [["share", "shares", "shared", "host kernel", "host's kernel"]],
      },
      {
        point: "Containers are lighter and start faster.",
        concepts: [["lightweight", "lighter", "faster", "quick", "quickly", "less memory", "less overhead", "efficient", "seconds", "milliseconds"]],
      },
      {
        point: "Containers have a weaker isolation boundary than VMs.",
        concepts: [["weaker", "less isolation", "less secure", "isolation boundary", "stronger isolation", "kernel vulnerability", "security boundary"]],
      },
    ],
  },
  {
    id: "docker-26",
    topic: "Isolation",
    difficulty: 40,
    question: "Which Linux kernel features make containers possible?",
    answer:
      "Namespaces isolate what a process can see: PID, network, mount, UTS (hostname), IPC, user and cgroup namespaces each give the container its own view of that resource. Control groups (cgroups) limit and account for resource usage such as CPU, memory, block I/O and the number of processes. Further confinement comes from dropping Linux capabilities, seccomp filters on system calls and security modules like AppArmor or SELinux, while a layered union filesystem such as overlayfs provides the container's root filesystem.",
    keyPoints: [
      {
        point: "Namespaces isolate what processes can see, such as PIDs, network, mounts and users.",
        concepts: [["namespace", "namespaces"]],
      },
      {
        point: "cgroups limit and account for CPU, memory and I/O.",
        concepts: [["cgroup", "cgroups", "control group", "control groups"]],
      },
      {
        point: "Capabilities, seccomp and AppArmor or SELinux restrict privileges and system calls.",
        concepts: [["capabilities", "capability", "seccomp", "apparmor", "selinux", "syscall", "system call", "system calls"]],
      },
      {
        point: "A union filesystem such as overlayfs provides the layered root filesystem.",
        concepts: [["union", "overlay", "overlayfs", "overlay2", "chroot", "pivot_root", "layered"]],
      },
    ],
  },
  {
    id: "docker-27",
    topic: "Isolation",
    difficulty: 72,
    question: "What happens when a container exceeds its memory limit, compared with exceeding its CPU limit?",
    answer:
      "Memory is enforced by the cgroup as a hard limit: when the container's processes cannot reclaim enough memory, the kernel's OOM killer terminates a process inside the cgroup, typically the largest, which is usually the main process, and the container then exits with code 137 (SIGKILL) and is marked OOMKilled. CPU is a compressible resource, so exceeding a CPU limit only throttles the container, slowing it down rather than killing it. Runtimes need to be container-aware when sizing themselves, for example a JVM should derive its heap size from the cgroup memory limit rather than from the host's total memory, which modern JVMs do by default, otherwise the process can overcommit and get OOM-killed. Setting memory limits with headroom above observed peak usage and monitoring throttling metrics helps avoid both problems.",
    keyPoints: [
      {
        point: "Memory is a hard limit, and exceeding it triggers the OOM killer.",
        concepts: [["oom", "out of memory killer", "oom killer", "oomkilled"]],
      },
      {
        point: "The container's process is killed, typically exiting with code 137.",
        concepts: [["killed", "kill", "killer", "terminated", "terminates", "137", "sigkill"]],
      },
      {
        point: "CPU limits throttle the container rather than kill it.",
        concepts: [["throttle", "throttled", "throttles", "throttling", "slowed", "slowing", "slow down"]],
      },
      {
        point: "Runtimes such as the JVM must size themselves from the cgroup limits rather than the host's resources.",
        concepts: [["jvm", "java", "heap", "runtime", "runtimes", "container-aware", "container aware"]],
      },
    ],
  },
];
