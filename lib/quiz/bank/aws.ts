import type { BankQuestion } from "./types";

export const skill = "AWS";
export const questions: BankQuestion[] = [
  // IAM
  {
    id: "aws-1",
    topic: "IAM",
    difficulty: 6,
    question: "Explain IAM users, groups, roles and policies in AWS.",
    answer:
      "An IAM user is a long-term identity with permanent credentials, such as a password or access keys, for a person or application, and a group is a collection of users that lets you attach permissions to all of them at once. A role is an identity without long-term credentials that trusted principals, such as AWS services, EC2 instances, users or federated identities, assume to receive temporary credentials. Policies are JSON documents that allow or deny actions on resources, optionally under conditions, and are attached to users, groups and roles or to resources themselves. Current best practice is to give people access through federation or IAM Identity Center and roles rather than IAM users with long-lived keys.",
    keyPoints: [
      {
        point: "Users are long-term identities with permanent credentials.",
        concepts: [["long-term", "long term", "permanent", "long-lived", "password", "access key", "access keys"]],
      },
      {
        point: "Groups collect users so permissions can be attached to all of them.",
        concepts: [["collection", "set of users", "group of users", "multiple users", "many users", "contain users"]],
      },
      {
        point: "Roles are assumed to obtain temporary credentials and have no long-term credentials.",
        concepts: [["assume", "assumed", "assumes", "assuming", "temporary", "sts"]],
      },
      {
        point: "Policies are JSON documents that allow or deny actions on resources.",
        concepts: [
          ["json", "document", "documents"],
          ["allow", "deny", "permission", "permissions", "action", "actions"],
        ],
      },
      {
        point: "People should use federation or IAM Identity Center with roles instead of long-lived user keys.",
        concepts: [["federation", "federated", "identity center", "sso", "single sign-on"]],
      },
    ],
  },
  {
    id: "aws-2",
    topic: "IAM",
    difficulty: 44,
    question: "Why should applications on EC2, ECS or Lambda use IAM roles instead of access keys?",
    answer:
      "With a role, such as an EC2 instance profile, an ECS task role or a Lambda execution role, the AWS SDK automatically obtains temporary credentials from STS through the instance metadata service or the container credentials endpoint, and they are refreshed automatically before they expire. No long-lived secret has to be stored in code, configuration, environment variables or images, where it could leak and stay valid until someone notices and revokes it. Each workload can get its own least-privilege role, and its actions are attributable in CloudTrail to that role session. On EC2 you should also require IMDSv2, whose session tokens protect the metadata credentials against SSRF-style theft.",
    keyPoints: [
      {
        point: "Roles provide temporary credentials that are rotated automatically.",
        concepts: [["temporary", "short-lived", "short lived", "expire", "expiring", "refreshed", "rotated"]],
      },
      {
        point: "The SDK gets the credentials automatically through the metadata service or a credentials endpoint.",
        concepts: [["metadata", "imds", "imdsv2", "instance profile", "execution role", "task role", "credentials endpoint", "sdk"]],
      },
      {
        point: "No long-lived secrets are stored in code or configuration where they could leak.",
        concepts: [["leak", "leaked", "stored", "hardcoded", "hard-coded", "committed", "exposed", "embedded", "stolen"]],
      },
      {
        point: "Each workload gets its own least-privilege role, with auditable activity.",
        concepts: [["least privilege", "least-privilege", "minimal", "scoped", "per workload", "cloudtrail", "audit", "auditable", "attributable"]],
      },
    ],
  },
  {
    id: "aws-3",
    topic: "IAM",
    difficulty: 84,
    question: "How does AWS evaluate whether a request is allowed when several policy types apply?",
    answer:
      "Every request starts as an implicit deny, and an explicit Deny in any applicable policy always wins. Otherwise the request is allowed only if some policy grants it and nothing that caps permissions blocks it: Service Control Policies and Resource Control Policies from AWS Organizations, permissions boundaries and session policies never grant anything, they only set the maximum, so the action must fall within each of them as well as being allowed by an identity-based or resource-based policy. Within a single account, an allow in either the identity-based or the resource-based policy is generally enough, but for cross-account access both sides must allow it: the caller's identity policy and the resource's policy, or the role's trust policy. Tools such as the IAM policy simulator and IAM Access Analyzer help check the outcome.",
    keyPoints: [
      {
        point: "Requests are denied by default (implicit deny).",
        concepts: [["implicit deny", "implicitly denied", "denied by default", "deny by default", "default deny"]],
      },
      {
        point: "An explicit deny anywhere overrides any allow.",
        concepts: [
          ["explicit deny", "explicit"],
          ["override", "overrides", "wins", "always", "precedence", "trumps"],
        ],
      },
      {
        point: "SCPs, permissions boundaries and session policies only limit the maximum permissions; they do not grant any.",
        concepts: [
          ["scp", "scps", "service control", "boundary", "boundaries", "session policy", "session policies", "resource control"],
          ["maximum", "limit", "limits", "cap", "caps", "guardrail", "never grant", "don't grant", "do not grant", "restrict"],
        ],
      },
      {
        point: "An identity-based or resource-based policy must explicitly allow the action.",
        concepts: [["identity-based", "identity based", "identity policy", "resource-based", "resource based", "resource policy", "bucket policy"]],
      },
      {
        point: "Cross-account access requires an allow on both sides.",
        concepts: [
          ["cross-account", "cross account", "another account", "other account", "different account"],
          ["both sides", "each side", "trust policy", "trusting account", "trusted account"],
        ],
      },
    ],
  },
  // S3
  {
    id: "aws-4",
    topic: "S3",
    difficulty: 10,
    question: "What is Amazon S3, and how is its storage model different from a file system?",
    answer:
      "S3 is a managed object storage service: you store objects, each consisting of data, metadata and a key, inside buckets and access them through an HTTPS API. The namespace within a bucket is flat, so folders are just key prefixes with a delimiter such as a slash, and you replace whole objects rather than modifying parts of them in place. It is designed for very high durability by storing data redundantly across multiple Availability Zones (for most storage classes) and scales without capacity planning, which makes it suited to backups, static assets, data lakes and logs rather than serving as a POSIX file system for low-latency random writes.",
    keyPoints: [
      {
        point: "S3 stores objects (data plus metadata) identified by keys in buckets.",
        concepts: [
          ["object", "objects"],
          ["bucket", "buckets", "key", "keys"],
        ],
      },
      {
        point: "The namespace is flat, and folders are just key prefixes.",
        concepts: [["flat", "prefix", "prefixes", "no real folders", "no directories"]],
      },
      {
        point: "Objects are written whole rather than modified in place.",
        concepts: [["whole", "entire", "replace", "overwrite", "rewrite", "in place", "immutable"]],
      },
      {
        point: "It is highly durable through redundancy across AZs and scales automatically.",
        concepts: [["durable", "durability", "redundant", "redundantly", "replicated", "eleven nines", "11 nines"]],
      },
      {
        point: "It is accessed through an HTTP API rather than mounted as a POSIX file system.",
        concepts: [["api", "http", "https", "rest", "sdk"]],
      },
    ],
  },
  {
    id: "aws-5",
    topic: "S3",
    difficulty: 48,
    question:
      "How do you keep an S3 bucket from being exposed publicly while still sharing specific objects when needed?",
    answer:
      "Keep S3 Block Public Access enabled at the account and bucket level (it is on by default for new buckets), which overrides any policy or ACL that would grant public access. Leave ACLs disabled with the bucket-owner-enforced object ownership setting, and control access with IAM policies and bucket policies that follow least privilege, optionally restricted by conditions such as a source VPC endpoint or organization ID. To share specific objects temporarily, generate presigned URLs that expire, or serve public content through CloudFront with origin access control so the bucket itself stays private. Default encryption and monitoring with tools such as IAM Access Analyzer for S3 complement these controls.",
    keyPoints: [
      {
        point: "Keep Block Public Access enabled.",
        concepts: [["block public access", "public access block"]],
      },
      {
        point: "Control access with least-privilege IAM and bucket policies, with ACLs disabled.",
        concepts: [["bucket policy", "bucket policies", "iam policies", "iam policy", "iam", "least privilege"]],
      },
      {
        point: "Share specific objects with expiring presigned URLs.",
        concepts: [["presigned", "pre-signed", "signed url", "signed urls"]],
      },
      {
        point: "Serve public content through CloudFront with origin access control.",
        concepts: [["cloudfront", "cdn", "origin access", "oac"]],
      },
    ],
  },
  {
    id: "aws-6",
    topic: "S3",
    difficulty: 86,
    question:
      "What consistency and concurrency guarantees does S3 provide, and how can concurrent writers coordinate?",
    answer:
      "S3 provides strong read-after-write consistency for PUT and DELETE of objects, including overwrites, and list operations reflect those changes immediately, so a successful write is visible to all subsequent reads. Each PUT is atomic: readers see either the whole old object or the whole new one, never a partial mix. There is no locking, though: if two clients write the same key concurrently, the request with the latest timestamp wins and the other update is silently lost. To coordinate, use conditional writes (If-None-Match to create an object only if it does not exist, If-Match with an ETag for compare-and-swap), enable versioning so overwritten versions are retained, or use an external lock or a database such as DynamoDB; note that bucket configuration changes, unlike object operations, can take time to propagate.",
    keyPoints: [
      {
        point: "S3 is strongly consistent for reads after writes, overwrites, deletes and lists.",
        concepts: [["strong", "strongly", "read-after-write", "read after write", "immediately"]],
      },
      {
        point: "Single PUTs are atomic, so readers never see partial objects.",
        concepts: [["atomic", "partial", "whole object", "all or nothing"]],
      },
      {
        point: "There is no locking; concurrent writes resolve as last writer wins.",
        concepts: [["latest timestamp", "last writer", "last write", "wins", "lost update", "silently lost", "no locking", "no lock"]],
      },
      {
        point: "Conditional writes, versioning or an external lock let writers coordinate.",
        concepts: [["conditional", "if-match", "if-none-match", "etag", "versioning", "lock", "dynamodb", "compare-and-swap"]],
      },
    ],
  },
  // EC2
  {
    id: "aws-7",
    topic: "EC2",
    difficulty: 14,
    question: "What are the basic building blocks you choose when launching an EC2 instance?",
    answer:
      "An EC2 instance is a virtual server, and you pick an AMI (Amazon Machine Image) containing the operating system and any preinstalled software, plus an instance type that determines the vCPUs, memory, network performance and sometimes GPUs or local storage. You attach storage, usually EBS volumes for the root and data disks, and place the instance in a VPC subnet with security groups acting as its firewall. You also assign an IAM role through an instance profile for AWS API access, and optionally a key pair or, preferably, Systems Manager Session Manager for shell access.",
    keyPoints: [
      {
        point: "An AMI provides the operating system image.",
        concepts: [["ami", "machine image", "image"]],
      },
      {
        point: "The instance type sets CPU, memory and network capacity.",
        concepts: [["instance type", "vcpu", "vcpus", "cpu", "memory", "family", "size"]],
      },
      {
        point: "EBS volumes provide the instance's storage.",
        concepts: [["ebs", "volume", "volumes", "disk", "disks"]],
      },
      {
        point: "It runs in a VPC subnet protected by security groups.",
        concepts: [["security group", "security groups", "firewall"]],
      },
      {
        point: "An IAM role gives API access, and key pairs or Session Manager give shell access.",
        concepts: [["iam role", "instance profile", "role", "key pair", "ssh", "session manager", "ssm"]],
      },
    ],
  },
  {
    id: "aws-8",
    topic: "EC2",
    difficulty: 52,
    question: "Compare the main EC2 purchasing options and when you would use each.",
    answer:
      "On-Demand instances are billed for the time they run with no commitment, which suits unpredictable, short-lived or new workloads. Savings Plans and Reserved Instances give significant discounts in exchange for committing to a consistent amount of usage over a one- or three-year term, so they fit steady baseline workloads. Spot Instances use spare capacity at the largest discounts but can be interrupted with a two-minute warning when AWS needs the capacity back, so they suit fault-tolerant, flexible work such as batch processing, CI or stateless services spread across many instance types. A common approach covers the baseline with commitments, the variable part with On-Demand and interruptible work with Spot, often mixed in one Auto Scaling group.",
    keyPoints: [
      {
        point: "On-Demand has no commitment and suits unpredictable workloads.",
        concepts: [
          ["on-demand", "on demand"],
          ["no commitment", "without commitment", "unpredictable", "short-lived", "short-term", "pay as you go", "variable"],
        ],
      },
      {
        point: "Savings Plans and Reserved Instances trade a one- or three-year commitment for discounts on steady usage.",
        concepts: [
          ["savings plan", "savings plans", "reserved"],
          ["commit", "committing", "commitment", "commitments", "term", "steady", "baseline", "predictable"],
        ],
      },
      {
        point: "Spot uses spare capacity cheaply but can be interrupted.",
        concepts: [
          ["spot"],
          ["interrupt", "interrupted", "interruption", "reclaim", "reclaimed", "capacity back", "taken back"],
        ],
      },
      {
        point: "Spot fits fault-tolerant work such as batch jobs or CI.",
        concepts: [["fault-tolerant", "fault tolerant", "batch", "ci", "stateless", "interruptible"]],
      },
    ],
  },
  {
    id: "aws-9",
    topic: "EC2",
    difficulty: 76,
    question:
      "What is the difference between EBS volumes and instance store, and what happens to their data when an instance is stopped or terminated?",
    answer:
      "EBS volumes are network-attached block storage that exist independently of the instance, live in a single Availability Zone, can be detached and reattached, and can be backed up with snapshots. Instance store volumes are disks physically attached to the host, offering very high IOPS and low latency, but they are ephemeral: their data survives a reboot but is lost when the instance stops, hibernates or terminates, or when the underlying hardware fails. EBS data persists through stop and start, and on termination a volume is kept unless its DeleteOnTermination flag is set, which is the default for root volumes created at launch. Instance store therefore suits caches, scratch space and data replicated elsewhere, while anything that must persist belongs on EBS or in a service such as S3.",
    keyPoints: [
      {
        point: "EBS is network-attached, persistent block storage independent of the instance.",
        concepts: [["network-attached", "network attached", "independent", "independently", "persist", "persists", "persistent"]],
      },
      {
        point: "EBS volumes live in one AZ, can be detached and reattached, and are backed up with snapshots.",
        concepts: [["snapshot", "snapshots", "availability zone", "detach", "detached", "reattach", "reattached"]],
      },
      {
        point: "Instance store is physically attached to the host, fast, and ephemeral.",
        concepts: [
          ["physically", "physical", "local", "directly attached", "host"],
          ["ephemeral", "temporary", "lost", "lose", "non-persistent"],
        ],
      },
      {
        point: "Instance store data survives a reboot but not a stop, termination or hardware failure.",
        concepts: [["reboot", "reboots", "rebooting", "hardware failure", "hardware fails", "host failure"]],
      },
      {
        point: "EBS root volumes are deleted on termination by default (DeleteOnTermination).",
        concepts: [["deleteontermination", "delete on termination", "root volume", "root volumes"]],
      },
    ],
  },
  // VPC
  {
    id: "aws-10",
    topic: "VPC",
    difficulty: 16,
    question: "What is a VPC, and what makes a subnet public or private?",
    answer:
      "A VPC is a logically isolated virtual network in one AWS Region, defined by an IP address range (CIDR block), in which you launch resources. It is divided into subnets, each of which lives in a single Availability Zone. A subnet is public when its route table has a route to an internet gateway, so instances with public IP addresses can reach and be reached from the internet, while a private subnet has no such route and its instances typically reach out through a NAT gateway. Security groups and network ACLs then control which traffic is allowed.",
    keyPoints: [
      {
        point: "A VPC is a logically isolated virtual network with its own CIDR range in a Region.",
        concepts: [["isolated", "virtual network", "private network", "own network", "cidr"]],
      },
      {
        point: "Subnets are address ranges within a single AZ.",
        concepts: [["availability zone", "az", "one zone", "single zone"]],
      },
      {
        point: "A public subnet's route table has a route to an internet gateway.",
        concepts: [["internet gateway", "igw"]],
      },
      {
        point: "Private subnets have no such route and use NAT for outbound access.",
        concepts: [["nat", "no such route", "no route", "no direct", "without a route", "no internet gateway"]],
      },
    ],
  },
  {
    id: "aws-11",
    topic: "VPC",
    difficulty: 56,
    question: "What is the difference between security groups and network ACLs?",
    answer:
      "Security groups act as virtual firewalls attached to network interfaces, such as those of EC2 instances, and are stateful: if inbound traffic is allowed, the response is automatically allowed back out, and vice versa. They support only allow rules and can reference other security groups as sources, which makes tiered architectures easy to express. Network ACLs apply at the subnet boundary and are stateless, so return traffic, typically on ephemeral ports, must be explicitly allowed; they support both allow and deny rules and are evaluated in order by rule number. Most designs rely mainly on security groups and use NACLs as a coarse extra layer, for example to block specific address ranges.",
    keyPoints: [
      {
        point: "Security groups are stateful, while NACLs are stateless.",
        concepts: [["stateful"], ["stateless"]],
      },
      {
        point: "Security groups attach to instances or network interfaces, while NACLs apply to subnets.",
        concepts: [
          ["instance", "instances", "eni", "network interface", "network interfaces"],
          ["subnet", "subnets"],
        ],
      },
      {
        point: "Security groups support only allow rules, while NACLs support allow and deny rules.",
        concepts: [["deny"]],
      },
      {
        point: "NACL rules are evaluated in rule-number order, and return traffic on ephemeral ports must be allowed explicitly.",
        concepts: [["order", "ordered", "rule number", "numbered", "lowest", "ephemeral"]],
      },
    ],
  },
  {
    id: "aws-12",
    topic: "VPC",
    difficulty: 90,
    question:
      "How can instances in private subnets reach the internet and AWS services, and what are the design trade-offs?",
    answer:
      "For general outbound internet access you route 0.0.0.0/0 from the private subnets to a NAT gateway placed in a public subnet, which allows outbound connections and their responses but not unsolicited inbound ones; IPv6 traffic uses an egress-only internet gateway instead. A standard (zonal) NAT gateway lives in one Availability Zone, so for resilience you deploy one per AZ with per-AZ route tables, or use a regional NAT gateway that spans the AZs automatically, at the cost of additional hourly and data-processing charges. To reach AWS services without going through NAT, you add VPC endpoints: gateway endpoints for S3 and DynamoDB, which are route-table entries with no extra charge, and interface endpoints (AWS PrivateLink), which place private IP addresses in your subnets for most other services. Endpoints keep traffic on the AWS network, can carry endpoint policies that restrict access, and often save substantial NAT data-processing costs.",
    keyPoints: [
      {
        point: "A NAT gateway in a public subnet provides outbound-only internet access.",
        concepts: [
          ["nat"],
          ["outbound", "outgoing", "egress", "not unsolicited inbound", "no inbound"],
        ],
      },
      {
        point: "A zonal NAT gateway needs one per AZ for high availability, or a regional NAT gateway spans the AZs.",
        concepts: [["one per az", "per az", "per-az", "every az", "per availability zone", "zonal", "one availability zone", "regional nat"]],
      },
      {
        point: "Gateway endpoints serve S3 and DynamoDB through route-table entries.",
        concepts: [["gateway endpoint", "gateway endpoints"]],
      },
      {
        point: "Interface endpoints (PrivateLink) serve other services through private IPs in your subnets.",
        concepts: [["interface endpoint", "interface endpoints", "privatelink"]],
      },
      {
        point: "Endpoints keep traffic private, support access policies and reduce NAT costs.",
        concepts: [["cost", "costs", "charge", "charges", "cheaper", "data processing", "data-processing", "save"]],
      },
    ],
  },
  // Lambda
  {
    id: "aws-13",
    topic: "Lambda",
    difficulty: 20,
    question: "What is AWS Lambda and what kinds of workloads is it a good fit for?",
    answer:
      "Lambda is a serverless compute service that runs your function code in response to events, such as HTTP requests through API Gateway or function URLs, S3 uploads, SQS messages, DynamoDB streams or schedules. AWS manages the servers, operating system patching, scaling and availability, automatically running more concurrent instances as load grows, and you pay per request and for compute duration, with nothing charged while idle. It fits event-driven, spiky or intermittent workloads and glue code, whereas jobs that run longer than the 15-minute maximum, workloads needing persistent connections or local state, or very steady high-volume traffic may be better served by containers or EC2.",
    keyPoints: [
      {
        point: "Lambda runs code in response to events without you managing servers.",
        concepts: [["event", "events", "event-driven", "trigger", "triggers", "triggered"]],
      },
      {
        point: "AWS handles provisioning, patching and automatic scaling.",
        concepts: [["scale", "scales", "scaling", "automatically", "patching", "serverless", "manages"]],
      },
      {
        point: "You pay per request and compute duration, and nothing when idle.",
        concepts: [
          ["pay", "billed", "billing", "charged", "cost"],
          ["request", "requests", "duration", "invocation", "invocations", "idle"],
        ],
      },
      {
        point: "It suits spiky, event-driven work, not long-running or stateful jobs beyond its time limit.",
        concepts: [["15-minute", "15 minutes", "fifteen", "long-running", "long running", "longer than", "time limit", "timeout", "stateful", "local state"]],
      },
    ],
  },
  {
    id: "aws-14",
    topic: "Lambda",
    difficulty: 60,
    question: "What is a Lambda cold start, and how can you reduce its impact?",
    answer:
      "A cold start happens when no warm execution environment is available, so Lambda must create one: download the code or container image, start the runtime and run your initialization code outside the handler, which adds latency to that invocation. Later invocations that reuse the warm environment skip this, which is why SDK clients, database connections and configuration should be initialized outside the handler. To reduce cold starts, keep deployment packages and dependencies small, minimize initialization work, choose faster-starting runtimes, and use provisioned concurrency to keep environments pre-initialized for latency-sensitive paths, or SnapStart, which resumes from a snapshot of an initialized environment on supported runtimes such as Java, Python and .NET. More memory also allocates proportionally more CPU, which can shorten initialization.",
    keyPoints: [
      {
        point: "A cold start creates a new execution environment: loading code, starting the runtime and running init code.",
        concepts: [["execution environment", "new environment", "initialization", "initialize", "init", "download", "bootstrap"]],
      },
      {
        point: "Warm environments are reused, so expensive setup belongs outside the handler.",
        concepts: [["reuse", "reused", "warm", "outside the handler", "global scope"]],
      },
      {
        point: "Keep packages small and initialization light.",
        concepts: [["small", "smaller", "minimal", "minimize", "fewer dependencies", "lightweight", "package size", "lazy"]],
      },
      {
        point: "Provisioned concurrency or SnapStart avoid or shorten cold starts.",
        concepts: [["provisioned concurrency", "provisioned", "snapstart", "snapshot"]],
      },
    ],
  },
  {
    id: "aws-15",
    topic: "Lambda",
    difficulty: 92,
    question:
      "How does Lambda concurrency work, and how do you protect downstream systems such as a relational database?",
    answer:
      "In the default model each execution environment handles one request at a time (Lambda Managed Instances instead run several per environment), so concurrency is the number of environments in use, roughly the request rate multiplied by the average duration, and Lambda scales out by adding environments up to the account's regional concurrency quota and its scaling-rate limits. During a burst this can mean hundreds or thousands of simultaneous instances, each opening its own database connection, which can exhaust a relational database's connection limit or overload it. Reserved concurrency caps a function's maximum concurrency (and guarantees it that share of the account pool), RDS Proxy pools and reuses connections, and placing an SQS queue in front, with a maximum concurrency on the event source mapping, smooths bursts. Throttled invocations are handled differently by invocation type: synchronous callers receive throttling errors, while asynchronous and queue-based sources retry.",
    keyPoints: [
      {
        point: "In the default model each environment handles one request at a time, so concurrency is roughly request rate times duration.",
        concepts: [["one request at a time", "one at a time", "single request", "rate", "duration", "simultaneous"]],
      },
      {
        point: "Scaling is bounded by the account's regional concurrency quota.",
        concepts: [["quota", "account", "regional", "region"]],
      },
      {
        point: "Bursts can open too many database connections and overwhelm the database.",
        concepts: [
          ["connection", "connections"],
          ["exhaust", "exhausted", "overwhelm", "overload", "saturate", "connection limit"],
        ],
      },
      {
        point: "Reserved concurrency caps how far the function scales.",
        concepts: [["reserved concurrency", "reserved", "maximum concurrency", "cap", "caps"]],
      },
      {
        point: "RDS Proxy pools connections, and an SQS queue buffers load.",
        concepts: [["rds proxy", "proxy", "pool", "pools", "pooling", "sqs", "queue", "buffer"]],
      },
    ],
  },
  // RDS
  {
    id: "aws-16",
    topic: "RDS",
    difficulty: 24,
    question: "What does Amazon RDS manage for you compared with running a database on EC2 yourself?",
    answer:
      "RDS is a managed relational database service for engines such as PostgreSQL, MySQL, MariaDB, Oracle, SQL Server and Amazon Aurora. AWS handles provisioning, operating system and database patching, automated backups with point-in-time recovery, monitoring, and optional Multi-AZ failover and read replicas. In exchange you give up OS access and some configuration control, working through parameter groups instead, while you remain responsible for schema design, query performance, access control and choosing the instance size.",
    keyPoints: [
      {
        point: "RDS provides managed relational databases for several engines.",
        concepts: [["postgresql", "postgres", "mysql", "mariadb", "oracle", "sql server", "aurora", "engine", "engines"]],
      },
      {
        point: "AWS handles patching, backups and point-in-time recovery.",
        concepts: [["patch", "patching", "backup", "backups", "point-in-time", "point in time", "snapshot"]],
      },
      {
        point: "It offers Multi-AZ failover and read replicas.",
        concepts: [["multi-az", "failover", "replica", "replicas", "high availability"]],
      },
      {
        point: "You lose OS access and some control but stay responsible for schema and queries.",
        concepts: [["os access", "no access", "ssh", "root access", "superuser", "less control", "configuration control", "parameter group", "parameter groups"]],
      },
    ],
  },
  {
    id: "aws-17",
    topic: "RDS",
    difficulty: 40,
    question: "What is the difference between RDS Multi-AZ deployments and read replicas?",
    answer:
      "Multi-AZ is for high availability: RDS keeps a synchronously replicated standby in another Availability Zone and automatically fails over to it, by repointing the endpoint's DNS, if the primary or its AZ fails. In the classic Multi-AZ instance deployment the standby cannot serve reads, whereas a Multi-AZ DB cluster has two readable standbys. Read replicas are for scaling reads: they use asynchronous replication, so they can lag behind the primary, can be placed in other Regions, and serve read-only traffic through their own endpoints. An RDS read replica can be promoted manually to a standalone database, for example for disaster recovery, but it is not an automatic failover target (Aurora, by contrast, fails over to its replicas).",
    keyPoints: [
      {
        point: "Multi-AZ keeps a synchronously replicated standby in another AZ for high availability.",
        concepts: [["synchronous", "synchronously", "standby"]],
      },
      {
        point: "Failover to the standby is automatic, through a DNS endpoint switch.",
        concepts: [["automatic", "automatically", "failover"]],
      },
      {
        point: "Read replicas use asynchronous replication for read scaling and may lag.",
        concepts: [["asynchronous", "asynchronously", "async", "lag", "eventual"]],
      },
      {
        point: "A classic Multi-AZ standby serves no reads, while replicas serve read traffic.",
        concepts: [["cannot serve reads", "can't serve reads", "not readable", "no reads", "read-only traffic", "read traffic", "scaling reads", "scale reads", "read scaling", "offload reads"]],
      },
      {
        point: "Replicas can be cross-Region and are promoted manually.",
        concepts: [["promote", "promoted", "promotion", "cross-region", "other regions", "another region"]],
      },
    ],
  },
  {
    id: "aws-18",
    topic: "RDS",
    difficulty: 74,
    question: "How does Amazon Aurora's architecture differ from standard RDS, and what benefits does that bring?",
    answer:
      "Aurora separates compute from storage: database instances send their log records to a distributed, cluster-wide storage volume that keeps six copies of the data across three Availability Zones and grows automatically as data is added. Writes need four of the six copies to acknowledge and reads three, so the volume keeps accepting writes even if an entire AZ is lost, and it repairs itself continuously in the background. Because the writer and the Aurora Replicas share the same storage volume, replicas do not need their own copy of the data, typically lag by only milliseconds and can be promoted quickly on failover. The design also enables features such as fast database cloning, Global Database for cross-Region replication and Aurora Serverless for automatic capacity scaling.",
    keyPoints: [
      {
        point: "Compute and storage are separated, with storage on a shared distributed volume.",
        concepts: [["separate", "separates", "separated", "decoupled", "decouple", "shared storage", "distributed storage", "storage volume", "cluster volume"]],
      },
      {
        point: "Data is kept as six copies across three AZs with quorum writes.",
        concepts: [["six copies", "6 copies", "six-way", "three availability zones", "three azs", "quorum", "four of the six"]],
      },
      {
        point: "The storage volume grows automatically.",
        concepts: [["grows automatically", "grow", "grows", "auto-scaling storage", "autoscale", "expands"]],
      },
      {
        point: "Replicas share the storage, so replica lag is low and failover is fast.",
        concepts: [["lag", "milliseconds", "failover", "promoted quickly", "fast failover"]],
      },
      {
        point: "Features such as cloning, Global Database and Serverless build on this design.",
        concepts: [["clone", "cloning", "global database", "serverless", "backtrack"]],
      },
    ],
  },
  // DynamoDB
  {
    id: "aws-19",
    topic: "DynamoDB",
    difficulty: 28,
    question: "What is DynamoDB and when is it a good choice?",
    answer:
      "DynamoDB is a fully managed, serverless NoSQL key-value and document database that delivers consistent single-digit-millisecond latency at virtually any scale, with on-demand or provisioned capacity. Items are accessed by a primary key made of a partition key and an optional sort key, and efficient queries must go through keys or secondary indexes rather than arbitrary filters or joins. It is a good fit when access patterns are known in advance and key-based, such as user sessions, shopping carts, IoT data or high-traffic web backends, and a poor fit for ad hoc analytical queries, complex joins or evolving relational reporting.",
    keyPoints: [
      {
        point: "It is a fully managed, serverless NoSQL key-value and document store.",
        concepts: [["nosql", "key-value", "key value", "document"]],
      },
      {
        point: "It offers consistent low latency at large scale.",
        concepts: [["latency", "millisecond", "milliseconds", "single-digit-millisecond", "fast", "any scale", "scalable"]],
      },
      {
        point: "Access is by partition key (plus an optional sort key) or secondary indexes.",
        concepts: [["partition key", "sort key", "primary key", "hash key", "range key"]],
      },
      {
        point: "It is best when access patterns are known, and poor for ad hoc queries and joins.",
        concepts: [
          ["access pattern", "access patterns", "known in advance", "predictable"],
          ["ad hoc", "ad-hoc", "join", "joins", "analytical", "analytics", "flexible queries"],
        ],
      },
    ],
  },
  {
    id: "aws-20",
    topic: "DynamoDB",
    difficulty: 46,
    question: "How should you choose a DynamoDB partition key, and what is a hot partition?",
    answer:
      "DynamoDB distributes items across physical partitions by hashing the partition key, and each partition has its own throughput limits for reads and writes. A good partition key has high cardinality and spreads requests evenly, such as a user ID or order ID, rather than something like a status or date that many requests share. A hot partition occurs when traffic concentrates on one key or a few keys, causing throttling even though the table's total capacity is not used up. Adaptive capacity and automatic splitting for heat help, but for inherently hot keys you may need write sharding, for example appending a random or calculated suffix to the key and aggregating across the shards on read.",
    keyPoints: [
      {
        point: "Items are distributed across partitions by hashing the partition key.",
        concepts: [["hash", "hashing", "hashed", "distribute", "distributes", "distributed"]],
      },
      {
        point: "Good keys have high cardinality and spread access evenly.",
        concepts: [["high cardinality", "cardinality", "many distinct", "evenly", "uniform", "uniformly"]],
      },
      {
        point: "A hot partition concentrates traffic on a few keys and causes throttling.",
        concepts: [["throttle", "throttled", "throttling"]],
      },
      {
        point: "Write sharding with key suffixes spreads load for hot keys.",
        concepts: [["shard", "sharding", "shards", "suffix", "random suffix", "salt", "salting"]],
      },
    ],
  },
  {
    id: "aws-21",
    topic: "DynamoDB",
    difficulty: 78,
    question: "Compare DynamoDB global secondary indexes and local secondary indexes.",
    answer:
      "A global secondary index (GSI) can use a completely different partition key and sort key from the table, can be added or removed at any time, and is maintained asynchronously, so it supports only eventually consistent reads. A local secondary index (LSI) keeps the table's partition key but uses a different sort key, must be defined when the table is created, and supports strongly consistent reads. LSIs share the base table's capacity and impose a size limit on each item collection, meaning all items with the same partition key including their index entries, whereas GSIs have their own throughput, and an under-provisioned GSI can throttle writes to the base table. GSIs are much more commonly used, for example to support additional access patterns in single-table designs.",
    keyPoints: [
      {
        point: "A GSI can use a different partition key and sort key from the table.",
        concepts: [["different partition key", "completely different", "different key", "different keys", "any attribute", "new partition key"]],
      },
      {
        point: "GSIs support only eventually consistent reads, while LSIs support strong consistency.",
        concepts: [
          ["eventually consistent", "eventual"],
          ["strongly consistent", "strong consistency", "strong"],
        ],
      },
      {
        point: "An LSI shares the table's partition key and must be created with the table.",
        concepts: [["when the table is created", "table creation", "creation time", "at creation", "create time", "upfront", "cannot be added", "can't be added"]],
      },
      {
        point: "LSIs share table capacity and limit item collection size, while GSIs have separate throughput that can throttle the table.",
        concepts: [["capacity", "throughput", "item collection", "size limit", "throttle"]],
      },
    ],
  },
  // Regions and AZs
  {
    id: "aws-22",
    topic: "Regions and AZs",
    difficulty: 8,
    question: "What is the difference between an AWS Region and an Availability Zone?",
    answer:
      "A Region is a separate geographic area, such as Frankfurt or Northern Virginia, containing multiple Availability Zones; Regions are isolated from each other, and data stays in a Region unless you move or replicate it. An Availability Zone is one or more discrete data centers with independent power, cooling and networking, physically separated from the other AZs in the same Region but connected to them by low-latency, high-bandwidth links. Deploying across multiple AZs protects against the failure of a single data center, while using multiple Regions protects against regional outages and can place workloads closer to users or meet data residency requirements.",
    keyPoints: [
      {
        point: "A Region is a geographic area that contains multiple AZs.",
        concepts: [["geographic", "geographical", "location", "area", "part of the world"]],
      },
      {
        point: "An AZ is one or more isolated data centers with independent power and networking.",
        concepts: [["data center", "data centers", "datacenter", "datacenters", "facility", "facilities"]],
      },
      {
        point: "AZs in a Region are connected by low-latency links.",
        concepts: [["low-latency", "low latency", "high-bandwidth", "connected", "interconnected"]],
      },
      {
        point: "Multiple AZs protect against data-center failures, and multiple Regions against regional outages.",
        concepts: [["multiple azs", "multiple availability zones", "across azs", "multi-az", "regional outages", "regional outage", "high availability", "fault tolerance", "resilience"]],
      },
    ],
  },
  {
    id: "aws-23",
    topic: "Regions and AZs",
    difficulty: 38,
    question: "How would you design a web application on AWS to be highly available within a Region?",
    answer:
      "Run the application on instances or containers spread across at least two, preferably three, Availability Zones, managed by an Auto Scaling group or an ECS or EKS service that replaces unhealthy capacity. Put an Application Load Balancer, which itself spans those AZs, in front and let its health checks route traffic only to healthy targets. Keep the application tier stateless by storing sessions and files in shared services such as ElastiCache, DynamoDB or S3, and use a Multi-AZ database such as RDS Multi-AZ or Aurora. Finally, provision enough headroom that losing one AZ still leaves adequate capacity, and test failure scenarios.",
    keyPoints: [
      {
        point: "Spread compute across multiple AZs.",
        concepts: [["multiple azs", "multiple availability zones", "two azs", "three azs", "two availability zones", "three availability zones", "across azs", "multi-az"]],
      },
      {
        point: "Put a load balancer with health checks in front.",
        concepts: [["load balancer", "alb", "elb", "nlb"]],
      },
      {
        point: "Use Auto Scaling to replace unhealthy instances and handle load.",
        concepts: [["auto scaling", "autoscaling", "auto-scaling", "asg", "ecs", "eks"]],
      },
      {
        point: "Keep the app stateless, with sessions and state stored externally.",
        concepts: [["stateless", "session", "sessions", "elasticache", "shared state", "external state"]],
      },
      {
        point: "Use a Multi-AZ database.",
        concepts: [
          ["rds", "aurora", "database", "db"],
          ["multi-az", "standby", "failover", "replica"],
        ],
      },
    ],
  },
  {
    id: "aws-24",
    topic: "Regions and AZs",
    difficulty: 94,
    question: "Describe the main multi-Region disaster recovery strategies on AWS and the trade-offs between them.",
    answer:
      "AWS describes four strategies in order of rising cost and falling recovery time: backup and restore, where backups are copied to another Region and infrastructure is rebuilt from them; pilot light, where data is replicated continuously and core components such as databases run while compute stays off or minimal until failover; warm standby, a scaled-down but fully functional copy that is scaled up on failover; and multi-site active/active, where several Regions serve traffic simultaneously for near-zero downtime and data loss. The choice is driven by the recovery time objective (RTO, how long you can be down) and recovery point objective (RPO, how much data you can lose), weighed against cost and complexity. Replication uses services such as S3 Cross-Region Replication, Aurora Global Database, DynamoDB global tables and AWS Backup cross-Region copies, while Route 53 health checks or Application Recovery Controller shift traffic. Active/active also forces you to handle write conflicts and request routing, and every approach must be tested regularly, with infrastructure as code making rebuilds repeatable.",
    keyPoints: [
      {
        point: "Backup and restore is the cheapest strategy but the slowest to recover.",
        concepts: [["backup and restore", "backup", "backups", "restore"]],
      },
      {
        point: "Pilot light and warm standby keep replicated data plus minimal or scaled-down infrastructure ready.",
        concepts: [["pilot light", "warm standby", "scaled-down", "scaled down"]],
      },
      {
        point: "Multi-site active/active gives near-zero RTO and RPO at the highest cost and complexity.",
        concepts: [["active/active", "active-active", "active active", "multi-site", "multi site"]],
      },
      {
        point: "The choice balances RTO and RPO against cost and complexity.",
        concepts: [
          ["rto", "rpo", "recovery time", "recovery point"],
          ["cost", "expensive", "complexity", "trade-off", "tradeoff"],
        ],
      },
      {
        point: "Cross-Region replication and DNS failover, for example with Route 53, implement it.",
        concepts: [["route 53", "route53", "dns", "global database", "global tables", "cross-region replication", "replication"]],
      },
    ],
  },
  // SQS and SNS
  {
    id: "aws-25",
    topic: "SQS and SNS",
    difficulty: 30,
    question: "What is the difference between Amazon SQS and Amazon SNS?",
    answer:
      "SQS is a message queue: producers send messages that are stored durably until a consumer polls, processes and deletes them, and each message is normally handled by one consumer, which decouples and buffers work between components. SNS is a publish/subscribe service: a message published to a topic is pushed immediately to all of its subscribers, such as SQS queues, Lambda functions, HTTP endpoints, email or SMS, and apart from optional archiving on FIFO topics it is not kept for consumers to fetch later. They are often combined in a fan-out pattern, where an SNS topic delivers each event to several SQS queues so that independent consumers each process it at their own pace.",
    keyPoints: [
      {
        point: "SQS stores messages until a consumer polls and deletes them.",
        concepts: [["queue", "poll", "polls", "polling", "pull", "pulls", "stored", "stores"]],
      },
      {
        point: "Each SQS message is normally processed by one consumer.",
        concepts: [["one consumer", "single consumer", "one worker", "competing consumers"]],
      },
      {
        point: "SNS pushes each message to all subscribers (pub/sub).",
        concepts: [["subscriber", "subscribers", "pub/sub", "publish/subscribe", "publish-subscribe", "broadcast", "push", "pushes", "pushed"]],
      },
      {
        point: "They combine in a fan-out pattern: one SNS topic feeding multiple SQS queues.",
        concepts: [["fan-out", "fanout", "fan out", "combined", "combine", "together"]],
      },
    ],
  },
  {
    id: "aws-26",
    topic: "SQS and SNS",
    difficulty: 64,
    question: "What is the SQS visibility timeout, and why must SQS consumers be idempotent?",
    answer:
      "When a consumer receives a message, SQS does not delete it but hides it from other consumers for the visibility timeout, and the consumer must delete it after processing succeeds. If processing takes longer than the timeout, or the consumer crashes, the message becomes visible again and another consumer can receive it, so the timeout should exceed the processing time or be extended with ChangeMessageVisibility. Standard queues also provide at-least-once delivery and may occasionally deliver a message more than once even without failures, so consumers must be idempotent, for example by recording processed message IDs or using conditional writes. A redrive policy moves messages that keep failing, after maxReceiveCount receives, to a dead-letter queue for inspection.",
    keyPoints: [
      {
        point: "A received message is hidden, not deleted, for the visibility timeout.",
        concepts: [["hides", "hide", "hidden", "invisible", "not visible"]],
      },
      {
        point: "The consumer must delete it after processing, or it becomes visible again and is redelivered.",
        concepts: [
          ["delete", "deletes", "deleted", "deleting"],
          ["visible again", "reappear", "reappears", "redelivered", "redelivery", "received again"],
        ],
      },
      {
        point: "The timeout must exceed the processing time or be extended.",
        concepts: [["exceed", "longer", "extend", "extended", "changemessagevisibility", "processing time"]],
      },
      {
        point: "Delivery is at-least-once, so duplicates occur and consumers must be idempotent.",
        concepts: [["at-least-once", "at least once", "duplicate", "duplicates", "more than once", "twice"]],
      },
      {
        point: "Repeatedly failing messages are moved to a dead-letter queue.",
        concepts: [["dead-letter", "dead letter", "dlq", "redrive", "maxreceivecount"]],
      },
    ],
  },
  {
    id: "aws-27",
    topic: "SQS and SNS",
    difficulty: 70,
    question: "When would you choose an SQS FIFO queue over a standard queue, and what are the trade-offs?",
    answer:
      "Choose FIFO when processing order matters and duplicates must be avoided, for example when applying account updates or commands in sequence. FIFO queues preserve order within each message group ID and deduplicate messages sent with the same deduplication ID, or the same content when content-based deduplication is on, within a five-minute window, giving exactly-once processing within the queue, whereas standard queues offer best-effort ordering and at-least-once delivery. The trade-offs are lower throughput than standard queues, although high-throughput mode raises it substantially, and head-of-line blocking: while a message of a group is in flight, later messages of that group are not delivered, so a slow or failing message holds up the rest of its group. Using many fine-grained message group IDs, such as one per customer, preserves the ordering that matters while allowing parallelism across groups.",
    keyPoints: [
      {
        point: "FIFO preserves strict ordering within a message group.",
        concepts: [
          ["order", "ordering", "ordered", "sequence"],
          ["message group", "group id", "messagegroupid", "group", "groups"],
        ],
      },
      {
        point: "FIFO deduplicates messages for exactly-once processing, while standard queues are at-least-once with best-effort order.",
        concepts: [["deduplication", "deduplicate", "dedup", "dedupe", "exactly-once", "exactly once"]],
      },
      {
        point: "FIFO queues have lower throughput than standard queues.",
        concepts: [["throughput", "transactions per second", "tps", "slower"]],
      },
      {
        point: "A slow or failing message blocks the later messages of its group.",
        concepts: [["head-of-line", "block", "blocks", "blocked", "blocking", "holds up", "hold up", "stuck"]],
      },
      {
        point: "Many fine-grained group IDs keep parallelism across groups.",
        concepts: [["parallel", "parallelism", "concurrently", "across groups", "multiple groups", "per customer", "fine-grained"]],
      },
    ],
  },
];
