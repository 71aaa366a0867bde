import type { BankQuestion } from "./types";

export const skill = "Kubernetes";
export const questions: BankQuestion[] = [
  // Pods
  {
    id: "kubernetes-1",
    topic: "Pods",
    difficulty: 6,
    question: "What is a Pod in Kubernetes, and why does Kubernetes schedule Pods rather than individual containers?",
    answer:
      "A Pod is the smallest deployable unit in Kubernetes: a group of one or more containers that are always scheduled together on the same node. The containers in a Pod share a network namespace, so they have one IP address and can talk over localhost, and they can share volumes. This lets tightly coupled helpers, such as a logging agent or proxy sidecar, run alongside the main container as one unit, although most Pods run a single application container. Pods are ephemeral and are usually created by higher-level controllers such as Deployments rather than directly.",
    keyPoints: [
      {
        point: "A Pod is the smallest deployable unit and holds one or more containers.",
        concepts: [["smallest", "basic unit", "atomic unit", "unit", "one or more", "group"]],
      },
      {
        point: "The containers of a Pod are co-scheduled on the same node.",
        concepts: [["same node", "together", "co-located", "colocated", "co-scheduled"]],
      },
      {
        point: "They share a network namespace (one IP, localhost) and can share volumes.",
        concepts: [
          ["ip", "localhost", "network namespace", "network"],
          ["share", "shares", "shared", "same", "one"],
        ],
      },
      {
        point: "Pods are ephemeral and normally managed by controllers such as Deployments.",
        concepts: [["ephemeral", "disposable", "deployment", "deployments", "controller", "controllers", "replicaset", "replaced"]],
      },
    ],
  },
  {
    id: "kubernetes-2",
    topic: "Pods",
    difficulty: 44,
    question: "What are init containers and sidecar containers, and how do they differ?",
    answer:
      "Init containers run one after another before the app containers start, and each must complete successfully before the next begins; they suit setup work such as waiting for a dependency, running migrations or preparing files in a shared volume. Sidecar containers run alongside the main container for the Pod's whole life to provide supporting functions such as log shipping, proxies or configuration reloading. Kubernetes now supports native sidecars, declared as init containers with restartPolicy: Always, which start before the app containers, keep running, and are stopped after them, fixing ordering problems that plain extra containers had, such as Jobs that never completed because a sidecar kept running.",
    keyPoints: [
      {
        point: "Init containers run sequentially to completion before the app containers start.",
        concepts: [
          ["first", "prior", "beforehand", "main containers", "app containers", "application containers"],
          ["complete", "completion", "finish", "finishes", "sequential", "sequentially", "in order"],
        ],
      },
      {
        point: "They are used for setup such as waiting for dependencies, migrations or preparing files.",
        concepts: [["setup", "set up", "initialize", "initialization", "prepare", "preparing", "migration", "migrations", "waiting", "bootstrap"]],
      },
      {
        point: "Sidecars run alongside the main container for its whole lifetime, for example for logging or proxies.",
        concepts: [
          ["alongside", "concurrently", "in parallel", "lifetime", "whole life", "keep running", "continuously"],
          ["log", "logging", "logs", "proxy", "proxies", "mesh", "monitoring", "agent", "helper"],
        ],
      },
      {
        point: "Native sidecars are init containers with restartPolicy: Always and managed start and stop order.",
        concepts: [["restartpolicy", "restart policy", "native"]],
      },
    ],
  },
  {
    id: "kubernetes-3",
    topic: "Pods",
    difficulty: 80,
    question:
      "Describe what happens when a Pod is terminated, and how an application should handle it to avoid dropped requests.",
    answer:
      "When a Pod is deleted, for example during a rollout, it is marked Terminating and, in parallel, removed from Service endpoints while the kubelet runs any preStop hook and then sends SIGTERM to the containers. If they have not exited when terminationGracePeriodSeconds (30 seconds by default) runs out, they are killed with SIGKILL. Because endpoint removal propagates to kube-proxy, load balancers and ingress controllers asynchronously, traffic may still arrive briefly after SIGTERM. The application should therefore handle SIGTERM by stopping accepting new work, finishing in-flight requests and closing connections, and a short preStop sleep is commonly used to let endpoint removal propagate before shutdown begins.",
    keyPoints: [
      {
        point: "The Pod is removed from Service endpoints concurrently with its shutdown.",
        concepts: [["endpoint", "endpoints", "endpointslice", "endpointslices", "removed from the service", "load balancer", "stops receiving traffic"]],
      },
      {
        point: "A preStop hook runs, then SIGTERM is sent.",
        concepts: [["sigterm", "prestop", "pre-stop"]],
      },
      {
        point: "After the grace period, remaining containers are killed with SIGKILL.",
        concepts: [["grace period", "terminationgraceperiodseconds", "sigkill", "timeout", "30 seconds"]],
      },
      {
        point: "Endpoint removal is asynchronous, so requests may still arrive after SIGTERM.",
        concepts: [["race", "asynchronous", "asynchronously", "async", "propagate", "propagates", "propagation", "delay", "still arrive", "still receive"]],
      },
      {
        point: "The app should drain in-flight requests on SIGTERM, often helped by a short preStop sleep.",
        concepts: [["drain", "draining", "in-flight", "inflight", "finishing", "finish", "graceful", "gracefully", "sleep"]],
      },
    ],
  },
  // Deployments
  {
    id: "kubernetes-4",
    topic: "Deployments",
    difficulty: 10,
    question: "What does a Kubernetes Deployment do?",
    answer:
      "A Deployment declaratively manages a set of identical, usually stateless Pods: you specify the Pod template and the desired number of replicas, and its controller makes the cluster match. It does this through ReplicaSets, which create replacement Pods when Pods fail or nodes disappear, keeping the replica count. When you change the Pod template, for example the image, the Deployment performs a rolling update to a new ReplicaSet, and it keeps revision history so you can roll back.",
    keyPoints: [
      {
        point: "It declares a Pod template and the desired replica count.",
        concepts: [["replica", "replicas", "number of pods", "desired state", "desired number", "declarative", "declaratively", "template"]],
      },
      {
        point: "It manages ReplicaSets that replace failed Pods, giving self-healing.",
        concepts: [["replicaset", "replicasets", "replacement", "replace", "replaces", "recreate", "self-healing", "self-heal"]],
      },
      {
        point: "Changing the template triggers a rolling update.",
        concepts: [["rolling", "rollout", "roll out", "gradual", "gradually"]],
      },
      {
        point: "It keeps revision history to enable rollback.",
        concepts: [["rollback", "roll back", "undo", "revert", "revision", "history", "previous version"]],
      },
    ],
  },
  {
    id: "kubernetes-5",
    topic: "Deployments",
    difficulty: 50,
    question: "How does a Deployment's rolling update work, and what controls its pace?",
    answer:
      "When the Pod template changes, the Deployment creates a new ReplicaSet and gradually scales it up while scaling the old ReplicaSet down. maxSurge limits how many Pods can exist above the desired count during the update, and maxUnavailable limits how many may be unavailable below it; both default to 25%. New Pods only count as available once they pass their readiness probe and minReadySeconds, so an unhealthy new version stalls the rollout instead of taking down the old Pods. The old ReplicaSet is kept, scaled to zero, so kubectl rollout undo can return to it.",
    keyPoints: [
      {
        point: "A new ReplicaSet is scaled up while the old one is scaled down.",
        concepts: [
          ["new replicaset", "new replica set", "old replicaset", "old replica set"],
          ["scale", "scales", "scaled", "scaling"],
        ],
      },
      {
        point: "maxSurge and maxUnavailable bound the extra and unavailable Pods during the update.",
        concepts: [["maxsurge", "max surge", "maxunavailable", "max unavailable", "surge"]],
      },
      {
        point: "Readiness gates progress, so a bad version stalls the rollout.",
        concepts: [["readiness", "ready", "minreadyseconds"]],
      },
      {
        point: "The old ReplicaSet is retained so you can roll back.",
        concepts: [["rollback", "roll back", "undo", "retained", "kept", "revision"]],
      },
    ],
  },
  {
    id: "kubernetes-6",
    topic: "Deployments",
    difficulty: 86,
    question: "A Deployment rollout appears stuck. What are likely causes and how do you investigate?",
    answer:
      "Common causes are new Pods that never become ready: ImagePullBackOff from a wrong image name or missing pull credentials, CrashLoopBackOff from an application crash or bad configuration, a failing readiness probe, or Pods stuck Pending because no node has enough unreserved CPU or memory for their requests, or because of affinity, taint or quota constraints. Because maxUnavailable keeps old Pods running, the service usually still works while the rollout waits, and after progressDeadlineSeconds the Deployment reports Progressing=False with reason ProgressDeadlineExceeded, but it does not roll back automatically. You investigate with kubectl rollout status, kubectl describe on the Deployment and the new Pods, kubectl get events, and kubectl logs, including --previous for crashed containers. Then you fix the cause and roll forward, or run kubectl rollout undo.",
    keyPoints: [
      {
        point: "Image pull errors or crash loops keep new Pods from becoming ready.",
        concepts: [["imagepullbackoff", "errimagepull", "image pull", "crashloopbackoff", "crash loop", "crashing", "crash"]],
      },
      {
        point: "Failing readiness probes, or Pods Pending for lack of resources or because of constraints, stall it.",
        concepts: [["pending", "insufficient", "resources", "unschedulable", "quota", "readiness", "taint", "affinity"]],
      },
      {
        point: "After the progress deadline the Deployment is marked as failed, but it is not rolled back automatically.",
        concepts: [
          [
            "progressdeadlineseconds",
            "progress deadline",
            "progressdeadlineexceeded",
            "deadline",
            "does not roll back",
            "doesn't roll back",
            "won't roll back",
            "no automatic rollback",
          ],
        ],
      },
      {
        point: "Investigate with rollout status, describe, events and logs.",
        concepts: [["describe", "events", "logs", "rollout status"]],
      },
      {
        point: "Fix the cause and roll forward, or use kubectl rollout undo.",
        concepts: [["rollout undo", "undo", "roll back", "rollback", "fix forward", "roll forward"]],
      },
    ],
  },
  // Services
  {
    id: "kubernetes-7",
    topic: "Services",
    difficulty: 14,
    question: "Why do you need a Kubernetes Service when Pods already have IP addresses?",
    answer:
      "Pod IPs are ephemeral: Pods are replaced during rollouts, rescheduling and scaling, and each new Pod gets a new IP. A Service provides a stable virtual IP and DNS name, such as my-svc.my-namespace.svc.cluster.local, in front of a changing set of Pods selected by labels. Traffic to the Service is load-balanced across the ready Pods, whose addresses Kubernetes tracks in EndpointSlices, so clients never need to know individual Pod IPs.",
    keyPoints: [
      {
        point: "Pod IPs change because Pods are ephemeral and get replaced.",
        concepts: [["ephemeral", "change", "changes", "changing", "replaced", "recreated", "not stable", "unstable", "dynamic", "new ip"]],
      },
      {
        point: "A Service gives a stable virtual IP and DNS name.",
        concepts: [
          ["stable", "fixed", "constant", "permanent"],
          ["ip", "dns", "name", "virtual", "clusterip"],
        ],
      },
      {
        point: "It selects its Pods by labels.",
        concepts: [["label", "labels", "selector", "selectors"]],
      },
      {
        point: "It load-balances traffic across the ready Pods tracked as endpoints.",
        concepts: [["load-balanced", "load balanced", "load-balance", "load balance", "load balancing", "balance", "distribute", "distributed", "spread"]],
      },
    ],
  },
  {
    id: "kubernetes-8",
    topic: "Services",
    difficulty: 54,
    question:
      "Compare ClusterIP, NodePort and LoadBalancer Services, and explain where Ingress or the Gateway API fits.",
    answer:
      "ClusterIP, the default, exposes the Service only on an internal virtual IP reachable from inside the cluster. NodePort additionally opens the same port, from a high range by default, on every node and forwards it to the Service, which allows simple external access. LoadBalancer builds on that by asking the cloud provider, or a load-balancer implementation such as MetalLB, to provision an external load balancer that sends traffic to the Service. Ingress, and its more expressive successor the Gateway API, provide HTTP(S) routing by host and path, TLS termination and a single entry point for many Services, implemented by a controller rather than one load balancer per Service.",
    keyPoints: [
      {
        point: "ClusterIP is reachable only inside the cluster.",
        concepts: [["internal", "inside the cluster", "within the cluster", "cluster-internal", "in-cluster", "not exposed"]],
      },
      {
        point: "NodePort opens a port on every node.",
        concepts: [["every node", "node ip", "node's ip", "high range", "high port"]],
      },
      {
        point: "LoadBalancer provisions an external load balancer from the cloud provider or an implementation like MetalLB.",
        concepts: [["cloud", "provider", "external", "provision", "provisions", "elb", "nlb", "metallb"]],
      },
      {
        point: "Ingress and the Gateway API route HTTP by host and path and terminate TLS behind one entry point.",
        concepts: [["host", "path", "http", "https", "tls", "layer 7", "l7", "routing", "route"]],
      },
    ],
  },
  {
    id: "kubernetes-9",
    topic: "Services",
    difficulty: 88,
    question: "How does traffic sent to a ClusterIP actually reach a Pod?",
    answer:
      "A ClusterIP is virtual: no network interface owns it, which is also why pinging it usually fails. On every node, kube-proxy watches Services and EndpointSlices and programs packet-processing rules, using iptables, IPVS or nftables, so that packets addressed to the ClusterIP and port are DNAT-ed to one of the ready backend Pod IPs, chosen roughly at random with iptables or by the IPVS scheduler. Some CNI plugins, such as Cilium, replace kube-proxy with eBPF programs that perform the same translation. The connection then goes straight to the chosen Pod over the Pod network, and because endpoints include only ready Pods, unready ones receive no new traffic; headless Services (clusterIP: None) skip all this and return the Pod IPs directly from DNS.",
    keyPoints: [
      {
        point: "A ClusterIP is a virtual IP that no interface owns.",
        concepts: [["virtual", "no network interface", "no interface", "not bound", "not assigned", "does not exist", "doesn't exist"]],
      },
      {
        point: "kube-proxy on each node programs iptables, IPVS or nftables rules from Service and EndpointSlice data.",
        concepts: [
          ["kube-proxy", "kube proxy", "kubeproxy"],
          ["iptables", "ipvs", "nftables", "rules"],
        ],
      },
      {
        point: "Packets are destination-NATed to one of the ready Pod IPs.",
        concepts: [["dnat", "dnat-ed", "nat", "translate", "translated", "translation", "rewrite", "rewritten"]],
      },
      {
        point: "eBPF-based CNIs such as Cilium can replace kube-proxy.",
        concepts: [["ebpf", "bpf", "cilium"]],
      },
      {
        point: "Headless Services return Pod IPs directly through DNS.",
        concepts: [["headless"]],
      },
    ],
  },
  // Configuration
  {
    id: "kubernetes-10",
    topic: "Configuration",
    difficulty: 16,
    question: "What are ConfigMaps and Secrets used for, and how can Pods consume them?",
    answer:
      "Both store configuration outside the container image, so the same image can run in different environments without rebuilding. ConfigMaps hold non-sensitive settings such as feature flags or configuration files, while Secrets are meant for sensitive values like passwords, tokens and TLS keys and receive somewhat stricter handling. A Pod can consume either as environment variables or as files mounted through a volume, and applications can also read them through the API.",
    keyPoints: [
      {
        point: "They decouple configuration from the container image.",
        concepts: [["decouple", "separate", "outside the container image", "outside the image", "not baked", "without rebuilding", "externalize", "different environments"]],
      },
      {
        point: "ConfigMaps hold non-sensitive data and Secrets hold sensitive data.",
        concepts: [["sensitive", "non-sensitive", "password", "passwords", "credential", "credentials", "token", "tokens", "confidential"]],
      },
      {
        point: "They are consumed as environment variables or as mounted files.",
        concepts: [
          ["environment variable", "environment variables", "env", "env var", "env vars"],
          ["volume", "file", "files", "mount", "mounted"],
        ],
      },
    ],
  },
  {
    id: "kubernetes-11",
    topic: "Configuration",
    difficulty: 58,
    question: "Are Kubernetes Secrets secure by default? What should you do to protect them?",
    answer:
      "Not fully: Secret values are only base64-encoded, which is an encoding rather than encryption, and unless encryption at rest is configured on the API server they are stored unencrypted in etcd; many managed services encrypt them, but you should check. Anyone with RBAC permission to get or list Secrets in a namespace, or to create Pods there that mount them, can read them. To protect them, enable encryption at rest, ideally with a KMS provider, restrict access with least-privilege RBAC, prefer mounted files over environment variables that can leak into logs or crash dumps, and consider an external secret manager through the Secrets Store CSI Driver or External Secrets Operator. Do not commit Secret manifests to Git unless they are encrypted, for example with Sealed Secrets or SOPS.",
    keyPoints: [
      {
        point: "Secret values are only base64-encoded, not encrypted.",
        concepts: [["base64", "encoded", "encoding"]],
      },
      {
        point: "They are stored unencrypted in etcd unless encryption at rest is enabled.",
        concepts: [
          ["etcd"],
          ["encryption at rest", "at rest", "unencrypted", "plaintext", "plain text", "kms", "encrypt"],
        ],
      },
      {
        point: "Anyone who can read Secrets or create Pods in the namespace can access them, so use least-privilege RBAC.",
        concepts: [["rbac", "least privilege", "least-privilege", "permission", "permissions", "access control"]],
      },
      {
        point: "Use an external secret manager or encrypted manifests such as Sealed Secrets or SOPS.",
        concepts: [["vault", "external secret", "external secrets", "secret manager", "secrets manager", "csi", "sealed secrets", "sops"]],
      },
    ],
  },
  {
    id: "kubernetes-12",
    topic: "Configuration",
    difficulty: 76,
    question:
      "What happens to running Pods when you update a ConfigMap they use, and how do teams make configuration changes take effect reliably?",
    answer:
      "It depends on how the ConfigMap is consumed. Environment variables are read only when the container starts, so they never change in a running Pod, while files from a mounted ConfigMap volume are eventually updated by the kubelet after a sync delay, except when mounted with subPath, which never receives updates. Even then, the application must notice the changed file and reload it. To make changes take effect reliably, teams trigger a rollout, for example by putting a hash of the config in a Pod template annotation, as many Helm charts do, or by using immutable ConfigMaps with versioned names, as Kustomize's configMapGenerator does with name suffixes, which also gives a clean rollback path.",
    keyPoints: [
      {
        point: "Environment variables do not change until the container restarts.",
        concepts: [
          ["environment variable", "environment variables", "env", "env var", "env vars"],
          ["restart", "restarts", "starts", "startup", "static", "fixed at"],
        ],
      },
      {
        point: "Mounted volume files are updated eventually by the kubelet.",
        concepts: [["eventually", "sync delay", "after a while", "periodically", "delay", "kubelet"]],
      },
      {
        point: "Files mounted with subPath are never updated.",
        concepts: [["subpath"]],
      },
      {
        point: "The application must detect and reload the changed file.",
        concepts: [["reload", "reloads", "watch", "watches", "detect", "re-read", "reread", "notice", "inotify"]],
      },
      {
        point: "Trigger a rollout through a config hash annotation or immutable, versioned ConfigMaps.",
        concepts: [["hash", "checksum", "annotation", "immutable", "versioned", "suffix", "suffixes", "rollout restart"]],
      },
    ],
  },
  // Storage
  {
    id: "kubernetes-13",
    topic: "Storage",
    difficulty: 20,
    question: "What are PersistentVolumes and PersistentVolumeClaims?",
    answer:
      "A PersistentVolume (PV) is a piece of storage in the cluster, such as a cloud disk or an NFS share, with a lifecycle independent of any Pod. A PersistentVolumeClaim (PVC) is a request for storage by a workload, specifying size, access mode and optionally a StorageClass; Kubernetes binds the claim to a matching PV or dynamically provisions one. Pods reference the PVC rather than the storage details, so application manifests stay portable while administrators or provisioners handle the actual storage.",
    keyPoints: [
      {
        point: "A PV is an actual piece of storage in the cluster, with a lifecycle independent of Pods.",
        concepts: [["disk", "piece of storage", "storage resource", "nfs", "ebs", "actual storage", "backing storage"]],
      },
      {
        point: "A PVC is a workload's request for storage with a size and access mode.",
        concepts: [
          ["request", "requests", "ask", "asks"],
          ["size", "capacity", "access mode", "storageclass", "storage class"],
        ],
      },
      {
        point: "Kubernetes binds a PVC to a matching PV, possibly provisioned dynamically.",
        concepts: [["bind", "binds", "bound", "binding", "matching", "dynamic", "dynamically"]],
      },
      {
        point: "Pods reference the PVC, which decouples applications from storage details.",
        concepts: [["decouple", "decouples", "abstract", "abstraction", "portable", "rather than the storage details", "storage details"]],
      },
    ],
  },
  {
    id: "kubernetes-14",
    topic: "Storage",
    difficulty: 40,
    question: "What is a StorageClass and how does dynamic provisioning work?",
    answer:
      "A StorageClass describes a kind of storage offered by the cluster: which provisioner, normally a CSI driver, creates the volumes, plus parameters such as disk type, the reclaim policy and whether volumes can be expanded. When a PVC names a StorageClass, or the cluster's default class applies, the provisioner automatically creates a matching volume and PV, so nobody has to pre-create PVs. The reclaimPolicy decides whether the underlying volume is deleted or retained when the claim is released, and volumeBindingMode: WaitForFirstConsumer delays provisioning until a Pod is scheduled, so the volume is created in that node's zone.",
    keyPoints: [
      {
        point: "A StorageClass names a provisioner, usually a CSI driver, and parameters for a kind of storage.",
        concepts: [["provisioner", "csi", "driver"]],
      },
      {
        point: "PVCs that reference it get volumes created automatically on demand.",
        concepts: [["automatically", "automatic", "on demand", "on-demand", "nobody has to", "no need to pre-create"]],
      },
      {
        point: "The reclaim policy decides whether volumes are deleted or retained.",
        concepts: [["reclaim", "reclaimpolicy", "retain", "retained"]],
      },
      {
        point: "WaitForFirstConsumer delays provisioning until scheduling so the volume lands in the right zone.",
        concepts: [["waitforfirstconsumer", "wait for first consumer", "zone", "topology"]],
      },
    ],
  },
  {
    id: "kubernetes-15",
    topic: "Storage",
    difficulty: 82,
    question:
      "Why are databases usually run with a StatefulSet rather than a Deployment, and what does a StatefulSet not do for you?",
    answer:
      "A StatefulSet gives each Pod a stable identity: ordinal names such as db-0 and db-1 with stable DNS names through a headless Service, so peers and clients can address specific members. Through volumeClaimTemplates each Pod gets its own PersistentVolumeClaim tied to that identity, so db-1 is reattached to the same volume after rescheduling, whereas a Deployment's Pods are interchangeable and would share one claim or lose their data. By default Pods are created, scaled and updated in a defined order, which matters for primaries and replicas. However, a StatefulSet does not configure replication, leader election, failover or backups, and scaling down leaves the PVCs behind by default; that logic comes from the database itself or an operator.",
    keyPoints: [
      {
        point: "StatefulSet Pods have stable ordinal names and DNS identities through a headless Service.",
        concepts: [
          ["stable", "ordinal", "sticky", "predictable"],
          ["name", "names", "identity", "dns", "hostname"],
        ],
      },
      {
        point: "Each Pod gets its own PVC from volumeClaimTemplates that follows it across rescheduling.",
        concepts: [["volumeclaimtemplates", "volumeclaimtemplate", "own persistentvolumeclaim", "own pvc", "own volume", "per-pod", "per pod", "reattached"]],
      },
      {
        point: "Pods are created, scaled and updated in order.",
        concepts: [["order", "ordered", "ordering", "sequential", "sequentially", "one at a time", "one by one"]],
      },
      {
        point: "It does not handle replication, failover or backups; the database or an operator must.",
        concepts: [["replication", "failover", "backup", "backups", "leader", "operator", "clustering"]],
      },
    ],
  },
  // Scheduling
  {
    id: "kubernetes-16",
    topic: "Scheduling",
    difficulty: 24,
    question: "What are resource requests and limits in Kubernetes?",
    answer:
      "A request is the amount of CPU and memory reserved for a container, and the scheduler only places a Pod on a node with enough unreserved capacity for the sum of its containers' requests. A limit is the maximum the container may use. A container that exceeds its memory limit is OOM-killed and restarted, whereas one that hits its CPU limit is throttled. Realistic requests matter for both scheduling density and stability.",
    keyPoints: [
      {
        point: "Requests reserve resources and drive scheduling decisions.",
        concepts: [["scheduler", "schedule", "scheduling", "placement", "places", "guarantee", "guaranteed", "reserve", "reserved"]],
      },
      {
        point: "Limits cap the maximum a container may use.",
        concepts: [["maximum", "max", "cap", "ceiling", "upper bound"]],
      },
      {
        point: "Exceeding the memory limit gets the container OOM-killed.",
        concepts: [["oom", "oom-killed", "oomkilled", "killed", "terminated"]],
      },
      {
        point: "Exceeding the CPU limit causes throttling.",
        concepts: [["throttle", "throttled", "throttling", "slowed"]],
      },
    ],
  },
  {
    id: "kubernetes-17",
    topic: "Scheduling",
    difficulty: 46,
    question:
      "How do taints and tolerations differ from node affinity, and how are they combined to dedicate nodes to a workload?",
    answer:
      "A taint on a node repels Pods: only Pods with a matching toleration can be scheduled there, or, with the NoExecute effect, keep running there. A toleration only permits a Pod to land on a tainted node; it does not attract it there. Node affinity works from the Pod's side, requiring or preferring nodes with certain labels. To dedicate nodes, such as GPU nodes, you taint them so other Pods stay away and give the intended Pods a toleration together with a node affinity or nodeSelector so they actually go there.",
    keyPoints: [
      {
        point: "Taints repel Pods that lack a matching toleration.",
        concepts: [["repel", "repels", "keep away", "stay away", "prevent", "prevents", "block", "blocks", "reject", "avoid"]],
      },
      {
        point: "A toleration allows, but does not attract, a Pod to a tainted node.",
        concepts: [["permit", "permits", "allow", "allows", "does not attract", "doesn't attract", "not attract", "not force", "doesn't force", "doesn't require"]],
      },
      {
        point: "Node affinity attracts Pods to nodes with certain labels.",
        concepts: [
          ["attract", "attracts", "require", "requiring", "requires", "prefer", "preferring", "prefers", "select", "selects", "target"],
          ["label", "labels", "nodeselector"],
        ],
      },
      {
        point: "Dedicated nodes use a taint plus a toleration and affinity together.",
        concepts: [["together", "plus", "alongside", "in addition"]],
      },
    ],
  },
  {
    id: "kubernetes-18",
    topic: "Scheduling",
    difficulty: 92,
    question: "Explain Kubernetes Pod QoS classes and how they influence eviction under node memory pressure.",
    answer:
      "Kubernetes assigns each Pod a QoS class from its resource settings: Guaranteed when every container has CPU and memory requests equal to its limits, Burstable when at least one container has a request or limit but the Pod is not Guaranteed, and BestEffort when no container has any requests or limits. When a node runs short of memory, the kubelet evicts Pods, ranking them first by whether their usage exceeds their requests, then by Pod priority, then by usage relative to requests; in practice BestEffort Pods and Burstable Pods using more than they requested go first, while Guaranteed Pods within their limits are the last candidates. The QoS class also sets each container's OOM score adjustment, so if the kernel OOM killer acts before the kubelet, BestEffort containers are killed first. Critical workloads should therefore set accurate requests, ideally with memory requests equal to limits, and use PriorityClasses.",
    keyPoints: [
      {
        point: "Guaranteed requires requests equal to limits for CPU and memory in every container.",
        concepts: [
          ["guaranteed"],
          ["equal", "equals", "same", "match", "matching", "identical"],
        ],
      },
      {
        point: "Burstable Pods have some requests or limits, and BestEffort Pods have none.",
        concepts: [
          ["burstable"],
          ["besteffort", "best effort", "best-effort"],
        ],
      },
      {
        point: "Under memory pressure the kubelet evicts BestEffort Pods and Burstable Pods above their requests first.",
        concepts: [
          ["first", "before", "earliest", "last candidates"],
          ["exceed", "exceeds", "exceeding", "above their requests", "beyond their requests"],
        ],
      },
      {
        point: "QoS also sets OOM score adjustments used by the kernel OOM killer.",
        concepts: [["oom score", "oom_score_adj", "oom killer", "oom-killer"]],
      },
      {
        point: "Critical workloads should set accurate requests and use priority classes.",
        concepts: [["priorityclass", "priorityclasses", "priority class", "priority classes", "accurate requests"]],
      },
    ],
  },
  // Probes
  {
    id: "kubernetes-19",
    topic: "Probes",
    difficulty: 28,
    question: "What is the difference between a liveness probe and a readiness probe?",
    answer:
      "A liveness probe checks whether a container is still healthy; if it fails repeatedly, the kubelet kills and restarts the container, which recovers from states like deadlocks. A readiness probe checks whether the container can currently serve traffic; if it fails, the Pod is removed from Service endpoints so it receives no new requests, but it is not restarted. Readiness failures are normal during startup or temporary overload, while liveness failures should mean the process is stuck and cannot recover on its own.",
    keyPoints: [
      {
        point: "A failing liveness probe makes the kubelet restart the container.",
        concepts: [["restart", "restarts", "restarted", "kill", "kills", "killed"]],
      },
      {
        point: "A failing readiness probe removes the Pod from Service endpoints so it gets no traffic.",
        concepts: [
          ["traffic", "endpoint", "endpoints", "load balancer", "requests"],
          ["remove", "removed", "removes", "stop", "stops", "excluded", "taken out", "no new", "not receive"],
        ],
      },
      {
        point: "A readiness failure does not restart the container.",
        concepts: [["not restarted", "not restart", "no restart", "doesn't restart", "does not restart", "without restarting", "isn't restarted", "not killed"]],
      },
      {
        point: "Liveness targets unrecoverable states such as deadlocks, while readiness covers temporary unavailability.",
        concepts: [["deadlock", "deadlocks", "deadlocked", "hung", "hang", "stuck", "unrecoverable", "cannot recover"]],
      },
    ],
  },
  {
    id: "kubernetes-20",
    topic: "Probes",
    difficulty: 62,
    question: "Why is it usually a mistake for a liveness probe to check external dependencies such as the database?",
    answer:
      "If the database becomes slow or unavailable, every Pod's liveness probe fails at once, so Kubernetes restarts all of them, which does not fix the database and turns a partial outage into a full one, possibly with restart storms that add load just as the dependency recovers. Liveness should only test whether the process itself is functioning, for example that its HTTP server or event loop responds, since a restart can only fix problems inside the container. Dependency health can inform readiness instead, but carefully, because all Pods becoming unready at once also removes all capacity; often it is better for the app to stay ready and return errors or degrade gracefully. Probe timeouts and failure thresholds should also be generous enough that a brief slowdown does not trigger restarts.",
    keyPoints: [
      {
        point: "A dependency outage makes all Pods fail liveness and restart at once, a cascading failure.",
        concepts: [["every pod", "every replica", "at once", "simultaneously", "cascade", "cascading", "restart storms"]],
      },
      {
        point: "Restarting the container does not fix an external dependency.",
        concepts: [["does not fix", "doesn't fix", "won't fix", "not fix", "cannot fix", "can't fix", "doesn't help", "does not help", "pointless", "useless"]],
      },
      {
        point: "Liveness should only check the health of the process itself.",
        concepts: [["itself", "own", "process", "internal", "inside the container"]],
      },
      {
        point: "Dependency checks belong, with care, in readiness, or the app should degrade gracefully.",
        concepts: [["readiness", "degrade", "degraded", "gracefully", "graceful"]],
      },
    ],
  },
  {
    id: "kubernetes-21",
    topic: "Probes",
    difficulty: 70,
    question:
      "What problem does a startup probe solve, and how does it interact with liveness and readiness probes?",
    answer:
      "Slow-starting applications, such as large JVM services or apps that warm caches, can take longer to boot than a liveness probe tolerates, so the kubelet kills them during startup and they end up in CrashLoopBackOff; loosening the liveness probe to avoid this would make detecting real hangs slow. A startup probe runs first, and until it succeeds the liveness and readiness probes are disabled. It allows up to failureThreshold times periodSeconds for startup, after which the container is restarted if the probe still has not succeeded. Once it succeeds it stops running, and the normal, tight liveness and readiness probes take over.",
    keyPoints: [
      {
        point: "Slow starts can be killed by the liveness probe, causing restart loops.",
        concepts: [["crashloopbackoff", "crash loop", "restart loop", "kills", "killed", "kill"]],
      },
      {
        point: "Until the startup probe succeeds, liveness and readiness probes are disabled.",
        concepts: [["disabled", "disable", "suspended", "paused", "held off", "do not run", "don't run", "not run"]],
      },
      {
        point: "failureThreshold times periodSeconds sets the allowed startup time.",
        concepts: [["failurethreshold", "periodseconds", "threshold", "budget", "time allowed", "maximum time"]],
      },
      {
        point: "Afterwards tight liveness checks still detect hangs quickly.",
        concepts: [["tight", "aggressive", "strict", "sensitive", "quickly", "fast", "short", "normal"]],
      },
    ],
  },
  // Architecture
  {
    id: "kubernetes-22",
    topic: "Architecture",
    difficulty: 8,
    question: "What are the main components of a Kubernetes control plane and of a worker node?",
    answer:
      "The control plane consists of the kube-apiserver, the front end through which every component and user reads and writes cluster state; etcd, the consistent key-value store holding that state; the kube-scheduler, which assigns Pods to nodes; and the kube-controller-manager, which runs the controllers that reconcile resources, plus a cloud-controller-manager on cloud providers. Each worker node runs the kubelet, which makes sure the containers of Pods assigned to the node are running and reports their status, a container runtime such as containerd or CRI-O, and usually kube-proxy for Service networking.",
    keyPoints: [
      {
        point: "The API server is the central front end for all reads and writes of cluster state.",
        concepts: [["api server", "apiserver", "kube-apiserver"]],
      },
      {
        point: "etcd stores the cluster state.",
        concepts: [["etcd"]],
      },
      {
        point: "The scheduler assigns Pods to nodes, and controllers reconcile state.",
        concepts: [
          ["scheduler", "kube-scheduler"],
          ["controller", "controllers", "controller-manager", "controller manager"],
        ],
      },
      {
        point: "Nodes run the kubelet and a container runtime, plus kube-proxy.",
        concepts: [
          ["kubelet"],
          ["runtime", "containerd", "cri-o", "kube-proxy"],
        ],
      },
    ],
  },
  {
    id: "kubernetes-23",
    topic: "Architecture",
    difficulty: 38,
    question: "What is the controller (reconciliation) pattern that Kubernetes is built on?",
    answer:
      "Kubernetes is declarative: you store the desired state of an object, for example three replicas, in the API server instead of issuing imperative commands. Controllers watch the objects they own, compare the desired state with the observed actual state, and take actions to close the gap, repeating this in a continuous loop. Because they converge toward the spec rather than replaying events, the system self-heals after failures such as crashed Pods or lost nodes, and operations are idempotent. Custom controllers, called operators when they encode application-specific operational knowledge, extend the same pattern to custom resources.",
    keyPoints: [
      {
        point: "You declare the desired state rather than issuing step-by-step commands.",
        concepts: [["declarative", "declare", "desired state", "desired"]],
      },
      {
        point: "Controllers compare desired and actual state and act to close the difference.",
        concepts: [
          ["compare", "compares", "difference", "diff", "gap", "converge", "match", "drift"],
          ["actual", "current", "observed"],
        ],
      },
      {
        point: "This runs as a continuous loop, which makes the system self-healing.",
        concepts: [["loop", "continuous", "continuously", "repeat", "repeating", "repeatedly", "constantly", "self-heal", "self-heals", "self-healing"]],
      },
      {
        point: "Operators and custom controllers extend the pattern to custom resources.",
        concepts: [["operator", "operators", "custom resource", "custom resources", "crd", "crds", "custom controller", "custom controllers"]],
      },
    ],
  },
  {
    id: "kubernetes-24",
    topic: "Architecture",
    difficulty: 94,
    question:
      "Walk through what happens, component by component, from running kubectl apply on a new Deployment until its containers are running.",
    answer:
      "kubectl sends the manifest to the kube-apiserver, which authenticates the request, authorizes it (typically with RBAC), runs mutating and validating admission control, and persists the Deployment object in etcd. The Deployment controller in the kube-controller-manager, watching the API, creates a ReplicaSet, and the ReplicaSet controller creates the Pod objects, which start out without a node. The kube-scheduler sees the unscheduled Pods, filters and scores nodes based on resource requests, affinity, taints and other constraints, and writes a binding to the chosen node. The kubelet on that node notices the Pod, has the container runtime pull images and create containers through the CRI, sets up networking through the CNI plugin and volumes through CSI, runs probes and reports status back, after which ready Pods are added to any matching Service's EndpointSlices.",
    keyPoints: [
      {
        point: "The API server authenticates, authorizes, runs admission control and stores the object in etcd.",
        concepts: [
          ["authenticate", "authenticates", "authentication", "authorize", "authorizes", "authorization", "rbac", "admission"],
          ["etcd", "persist", "persists", "store", "stores"],
        ],
      },
      {
        point: "The Deployment controller creates a ReplicaSet, which in turn creates the Pods.",
        concepts: [["replicaset", "replica set"]],
      },
      {
        point: "The scheduler filters and scores nodes and binds each Pod to one.",
        concepts: [
          ["scheduler", "kube-scheduler"],
          ["filter", "filters", "score", "scores", "scoring", "bind", "binding", "assign", "assigns"],
        ],
      },
      {
        point: "The kubelet uses the container runtime (CRI), CNI and CSI to start the containers.",
        concepts: [
          ["kubelet"],
          ["runtime", "cri", "containerd", "cni", "pull"],
        ],
      },
      {
        point: "Status is reported back, and ready Pods join the Service endpoints.",
        concepts: [["reports status", "status", "endpointslices", "endpointslice", "endpoints"]],
      },
    ],
  },
  // Security
  {
    id: "kubernetes-25",
    topic: "Security",
    difficulty: 30,
    question: "How does RBAC work in Kubernetes?",
    answer:
      "RBAC grants permissions through rules listing allowed verbs, such as get, list, create or delete, on resources in API groups. A Role holds rules within one namespace, while a ClusterRole holds cluster-wide rules or reusable rule sets. A RoleBinding grants a Role or ClusterRole to subjects, meaning users, groups or service accounts, within a namespace, while a ClusterRoleBinding grants across the whole cluster. Permissions are purely additive with no deny rules, so you follow least privilege by granting each subject only what it needs.",
    keyPoints: [
      {
        point: "Roles and ClusterRoles define allowed verbs on resources.",
        concepts: [["verb", "verbs", "get", "list", "create", "delete", "action", "actions", "operations"]],
      },
      {
        point: "Roles are namespaced, while ClusterRoles are cluster-wide.",
        concepts: [
          ["namespace", "namespaced"],
          ["clusterrole", "cluster-wide", "cluster wide", "whole cluster", "cluster role"],
        ],
      },
      {
        point: "Bindings grant roles to users, groups or service accounts.",
        concepts: [
          ["binding", "bindings", "rolebinding", "clusterrolebinding"],
          ["user", "users", "group", "groups", "service account", "service accounts", "serviceaccount", "subject", "subjects"],
        ],
      },
      {
        point: "Permissions are additive only, with no deny rules, so apply least privilege.",
        concepts: [["additive", "no deny", "cannot deny", "least privilege", "minimal"]],
      },
    ],
  },
  {
    id: "kubernetes-26",
    topic: "Security",
    difficulty: 64,
    question: "What are ServiceAccounts in Kubernetes and how should their credentials be handled?",
    answer:
      "A ServiceAccount is a namespaced identity for workloads running in Pods, used when they call the Kubernetes API or, through workload identity federation, cloud services. Every Pod runs as a ServiceAccount, the namespace's default one if none is specified, and by default a short-lived, audience-bound token is mounted through a projected volume and rotated automatically by the kubelet, replacing the old long-lived Secret-based tokens. Best practice is a dedicated ServiceAccount per workload, bound only to the RBAC permissions it needs, and automountServiceAccountToken: false for Pods that never talk to the API. Cloud integrations such as EKS Pod Identity or IRSA, GKE Workload Identity and Azure Workload Identity map ServiceAccounts to cloud IAM roles so no static cloud keys need to be stored.",
    keyPoints: [
      {
        point: "A ServiceAccount is an identity for workloads in Pods rather than for humans.",
        concepts: [["identity", "non-human", "machine", "workload", "workloads"]],
      },
      {
        point: "Tokens are short-lived, projected and rotated automatically.",
        concepts: [["short-lived", "short lived", "projected", "expire", "expiring", "rotated", "rotate", "audience-bound", "bound"]],
      },
      {
        point: "Use a dedicated ServiceAccount per workload with minimal RBAC permissions.",
        concepts: [
          ["dedicated", "per workload", "per application", "own service account", "separate"],
          ["least privilege", "minimal", "only the rbac", "only the permissions", "permissions it needs", "rbac"],
        ],
      },
      {
        point: "Disable token automounting where the API is not needed.",
        concepts: [["automountserviceaccounttoken", "automount", "automounting", "do not mount", "don't mount", "not mounted"]],
      },
      {
        point: "Workload identity maps ServiceAccounts to cloud IAM roles without static keys.",
        concepts: [["workload identity", "irsa", "pod identity", "iam", "federation", "static keys", "static key"]],
      },
    ],
  },
  {
    id: "kubernetes-27",
    topic: "Security",
    difficulty: 72,
    question: "How do NetworkPolicies work, and what are common pitfalls when using them?",
    answer:
      "By default every Pod can reach every other Pod in the cluster. A NetworkPolicy selects Pods by label and, for the ingress and/or egress directions it lists, allows traffic only from or to the specified Pods, namespaces, IP blocks and ports; once a Pod is selected for a direction, anything not allowed by some policy is denied, and multiple policies add up as a union of allow rules. Policies are enforced by the CNI plugin, so with a network plugin that lacks NetworkPolicy support, such as plain flannel, they are silently ignored. Common pitfalls include a default-deny egress policy that also blocks DNS unless traffic to kube-dns on port 53 is allowed, confusing the AND versus OR semantics of namespaceSelector and podSelector within one rule, and expecting policies to filter by domain name, which the standard API cannot do.",
    keyPoints: [
      {
        point: "Without policies, all Pods can talk to each other.",
        concepts: [["every pod", "unrestricted", "allowed by default", "open by default", "flat", "non-isolated"]],
      },
      {
        point: "Once a Pod is selected for a direction, only explicitly allowed traffic is permitted.",
        concepts: [["denied", "deny", "blocked", "isolated", "allowlist", "whitelist", "default-deny"]],
      },
      {
        point: "Policies are additive: their allow rules combine as a union.",
        concepts: [["additive", "union", "combine", "combined", "no deny rules"]],
      },
      {
        point: "Enforcement requires a CNI plugin that supports NetworkPolicy.",
        concepts: [["cni", "calico", "cilium", "network plugin", "plugin", "flannel"]],
      },
      {
        point: "Default-deny egress blocks DNS unless explicitly allowed.",
        concepts: [["dns", "kube-dns", "coredns", "port 53"]],
      },
    ],
  },
];
