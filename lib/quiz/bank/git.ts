import type { BankQuestion } from "./types";

export const skill = "Git";
export const questions: BankQuestion[] = [
  // Staging area
  {
    id: "git-1",
    topic: "Staging area",
    difficulty: 6,
    question: "What is Git's staging area (the index), and why is it useful?",
    answer:
      "The staging area is an intermediate layer between your working directory and the repository that records exactly what will go into the next commit. You add changes to it with git add, and git commit records a snapshot of what is staged, not of everything you have modified. This lets you build focused, logical commits from a messy working tree, for example committing only some files or only selected hunks of a file with git add -p, and review the staged changes before committing.",
    keyPoints: [
      {
        point: "It sits between the working directory and the repository and holds what the next commit will contain.",
        concepts: [
          ["next commit", "upcoming commit", "go into the commit", "goes into the commit", "prepare", "between"],
        ],
      },
      {
        point: "git add puts changes into the staging area, and commit records only what is staged.",
        concepts: [
          ["git add", "add", "adding", "added"],
          ["commit", "commits", "committing"],
        ],
      },
      {
        point: "It lets you craft focused commits from part of your changes, even individual hunks.",
        concepts: [
          ["focused", "logical", "atomic", "selective", "selectively", "selected", "partial", "subset", "hunk", "hunks", "patch", "granular", "only some", "certain"],
        ],
      },
    ],
  },
  {
    id: "git-2",
    topic: "Staging area",
    difficulty: 40,
    question:
      "You run git add on a file, edit it again, and then run git commit without adding again. What gets committed and why?",
    answer:
      "Only the version of the file as it was when you ran git add gets committed. git add copies the file's current content into the object database as a blob and records it in the index, so the index holds a snapshot rather than a live reference to the file on disk. Your later edits stay in the working tree as unstaged changes, and git status shows the file as both staged and modified. To include them you stage the file again, or use git commit -a, which stages modified tracked files automatically.",
    keyPoints: [
      {
        point: "The commit contains the content as of the git add, not the later edits.",
        concepts: [["staged version", "at the time", "when you ran", "as it was", "earlier version", "first version", "snapshot"]],
      },
      {
        point: "git add copies the content into the index as a blob, not a reference to the file.",
        concepts: [
          ["copy", "copies", "blob", "content", "stores", "snapshot"],
          ["index", "staging area", "object database"],
        ],
      },
      {
        point: "The later edits remain as unstaged changes in the working tree.",
        concepts: [["unstaged", "not staged", "working tree", "working directory", "working copy"]],
      },
      {
        point: "You must stage the file again, or use commit -a, to include the new edits.",
        concepts: [["re-add", "readd", "restage", "re-stage", "stage again", "staged again", "automatically stages"]],
      },
    ],
  },
  {
    id: "git-3",
    topic: "Staging area",
    difficulty: 82,
    question: "What role does the index play while a merge conflict is unresolved?",
    answer:
      "For each conflicted path the index holds up to three versions instead of one: stage 1 is the common ancestor (merge base), stage 2 is ours (the current branch) and stage 3 is theirs (the branch being merged). The working tree file shows conflict markers, git diff shows a combined diff against those stages, and commands like git checkout --ours or --theirs or a merge tool restore or compare the sides from them. Running git add on the resolved file replaces the higher stages with a single normal stage 0 entry, marking it resolved, and git commit refuses to proceed while any path still has unmerged entries.",
    keyPoints: [
      {
        point: "The index stores multiple stages per conflicted file: base, ours and theirs.",
        concepts: [
          ["stage", "stages", "slot", "slots", "three versions", "multiple versions", "entries"],
          ["base", "ancestor", "ours", "theirs"],
        ],
      },
      {
        point: "The working tree file contains conflict markers.",
        concepts: [["conflict markers", "markers", "marker"]],
      },
      {
        point: "Tools like checkout --ours/--theirs, git diff or a merge tool use those stored versions.",
        concepts: [["checkout", "restore", "mergetool", "merge tool", "git diff", "pick", "choose"]],
      },
      {
        point: "git add resolves the path by collapsing the stages into a single entry, and commit is blocked until all paths are resolved.",
        concepts: [
          ["git add", "add", "adding", "mark", "marks", "marking"],
          ["single", "one entry", "stage 0", "stage zero", "collapse", "replace", "replaces", "refuse", "refuses", "block", "cannot commit", "can't commit"],
        ],
      },
    ],
  },
  // Branches
  {
    id: "git-4",
    topic: "Branches",
    difficulty: 8,
    question: "What is a branch in Git, and why is creating one cheap?",
    answer:
      "A branch is just a lightweight, movable pointer (a ref) to a commit, stored as a small file or entry containing a commit hash. HEAD normally points to the current branch, and when you commit, that branch pointer moves forward to the new commit. Creating a branch only writes a new pointer and copies no files or history, which is why branching and switching are fast and encouraged.",
    keyPoints: [
      {
        point: "A branch is a movable pointer or reference to a commit.",
        concepts: [["pointer", "reference", "ref", "label", "points"]],
      },
      {
        point: "Committing moves the current branch pointer forward to the new commit.",
        concepts: [
          ["move", "moves", "advance", "advances", "forward", "updated"],
          ["new commit", "commit", "committing"],
        ],
      },
      {
        point: "HEAD indicates the currently checked-out branch.",
        concepts: [["head"]],
      },
      {
        point: "Creating a branch copies no files; it only writes a small reference.",
        concepts: [
          ["copies no", "no copy", "doesn't copy", "does not copy", "nothing is copied", "without copying", "only writes", "small file", "hash"],
        ],
      },
    ],
  },
  {
    id: "git-5",
    topic: "Branches",
    difficulty: 46,
    question: "What is a detached HEAD state, and what risk does it carry?",
    answer:
      "Detached HEAD means HEAD points directly to a commit instead of to a branch, which happens when you check out a specific commit, a tag or a remote-tracking branch. You can look around and even commit, but new commits are not on any branch, so once you switch away nothing references them except the reflog. They can then be hard to find and are eventually garbage-collected; to keep the work, create a branch at that point with git switch -c (or git branch) before leaving.",
    keyPoints: [
      {
        point: "HEAD points directly at a commit rather than at a branch.",
        concepts: [["directly", "specific commit", "commit hash", "instead of to a branch", "rather than a branch", "not a branch", "sha"]],
      },
      {
        point: "It happens when checking out a commit, tag or remote-tracking branch.",
        concepts: [["tag", "check out", "checkout", "checking out", "switch --detach", "remote-tracking"]],
      },
      {
        point: "New commits made there belong to no branch and can be lost or garbage-collected after switching away.",
        concepts: [["lost", "lose", "orphan", "orphaned", "unreachable", "garbage", "gc", "dangling", "not on any branch", "no branch"]],
      },
      {
        point: "Create a branch to keep the work.",
        concepts: [["create a branch", "new branch", "git branch", "switch -c", "checkout -b"]],
      },
    ],
  },
  {
    id: "git-6",
    topic: "Branches",
    difficulty: 74,
    question:
      "How does Git decide which commits belong to a branch, and what does that imply for commits that no ref can reach?",
    answer:
      "Git does not record a branch on each commit; a commit is on a branch if it is reachable from the branch's tip by following parent links, so the same commit can belong to many branches at once. Anything reachable from some ref, such as a branch, tag or stash, or from the reflog is kept. Commits that are not reachable from any ref become unreachable, dangling objects, and git gc prunes them once their reflog entries have expired and they are older than the prune grace period. This is why deleting a branch whose commits were never merged can eventually lose them, and why git branch -d refuses to delete an unmerged branch unless you force it with -D.",
    keyPoints: [
      {
        point: "A commit belongs to a branch if it is reachable from the branch tip via parent links.",
        concepts: [
          ["reachable", "reach", "ancestor", "ancestry", "walk", "follow", "following"],
          ["parent", "parents", "tip", "head"],
        ],
      },
      {
        point: "Commits do not store their branch, so a commit can belong to many branches at once.",
        concepts: [
          ["multiple branches", "several branches", "more than one branch", "not record", "does not record", "doesn't record", "not stored", "no branch name"],
        ],
      },
      {
        point: "Unreachable commits are eventually pruned by garbage collection after their reflog entries expire.",
        concepts: [
          ["garbage", "gc", "prune", "prunes", "pruned", "cleaned up"],
          ["unreachable", "dangling", "no ref", "not reachable", "orphan", "reflog", "expire", "expired"],
        ],
      },
      {
        point: "Deleting an unmerged branch can therefore lose work, which git branch -d guards against.",
        concepts: [["unmerged", "not merged", "never merged", "deleting a branch", "delete a branch", "deleted branch", "deleting the branch"]],
      },
    ],
  },
  // Merging
  {
    id: "git-7",
    topic: "Merging",
    difficulty: 14,
    question: "What is the difference between a fast-forward merge and a merge commit?",
    answer:
      "A fast-forward happens when the target branch has no commits of its own since the other branch split off, so Git simply moves the branch pointer ahead to the other branch's tip and no new commit is created. When both branches have diverged, Git performs a true merge and creates a merge commit with two parents that joins both lines of history. You can force a merge commit even when a fast-forward is possible with --no-ff, to record that a feature branch existed, or refuse anything but a fast-forward with --ff-only.",
    keyPoints: [
      {
        point: "A fast-forward just moves the branch pointer forward because the target has no commits of its own.",
        concepts: [
          ["move", "moves", "advance", "advances", "pointer"],
          ["no new commit", "no commit", "no merge commit", "without creating", "no commits of its own", "not diverged", "ancestor", "behind", "linear"],
        ],
      },
      {
        point: "When the histories have diverged, a merge commit is created.",
        concepts: [["diverge", "diverged", "divergent", "both branches have", "both have new", "both sides"]],
      },
      {
        point: "A merge commit has two (or more) parents joining both histories.",
        concepts: [["two parents", "multiple parents", "more than one parent", "both parents", "parents"]],
      },
      {
        point: "--no-ff forces a merge commit, and --ff-only refuses anything but a fast-forward.",
        concepts: [["--no-ff", "no-ff", "--ff-only", "ff-only"]],
      },
    ],
  },
  {
    id: "git-8",
    topic: "Merging",
    difficulty: 52,
    question: "Why do merge conflicts occur and what is the process of resolving one?",
    answer:
      "A conflict occurs when both branches changed the same lines (or adjacent lines) of a file differently since their common ancestor, or made incompatible changes such as one editing a file the other deleted, so Git cannot decide automatically which version to keep. Git pauses the merge, writes conflict markers showing both sides into the affected files, and lists them as unmerged in git status. You edit each file to the correct combined content, or use a merge tool, remove the markers, stage the files with git add, and finish with git commit or git merge --continue; git merge --abort gives up and restores the pre-merge state.",
    keyPoints: [
      {
        point: "Conflicts come from both sides changing the same part of a file differently, or from incompatible changes like edit versus delete.",
        concepts: [["same line", "same lines", "same part", "same region", "same section", "same hunk", "overlapping", "adjacent", "deleted", "delete"]],
      },
      {
        point: "Git pauses the merge and marks the conflicts in the files with markers.",
        concepts: [["marker", "markers", "conflict markers"]],
      },
      {
        point: "You edit the file to the intended result and stage it with git add.",
        concepts: [
          ["edit", "fix", "combine", "manually", "merge tool", "mergetool"],
          ["git add", "add", "stage", "staging"],
        ],
      },
      {
        point: "You conclude with a commit or merge --continue, or give up with merge --abort.",
        concepts: [["--continue", "continue", "conclude", "finish", "complete the merge", "git commit", "--abort", "abort"]],
      },
    ],
  },
  {
    id: "git-9",
    topic: "Merging",
    difficulty: 80,
    question: "How does Git's three-way merge decide which changes to take automatically?",
    answer:
      "Git finds a merge base, the best common ancestor of the two branch tips, and compares each tip against it rather than against each other. For each region, if only one side changed it relative to the base, that change is taken; if both made the identical change, it is taken once; and if both changed it differently, that region is a conflict. Without the base, Git could not tell whether a line was added by one side or deleted by the other. The default ort strategy also detects renames, and when there are several merge bases, as with criss-cross merges, it first merges them into a virtual base.",
    keyPoints: [
      {
        point: "Git uses the merge base, the common ancestor of the two tips.",
        concepts: [["merge base", "merge-base", "common ancestor", "ancestor"]],
      },
      {
        point: "Each side is compared to the base, and a change made on only one side is taken automatically.",
        concepts: [
          ["only one side", "one side", "one branch", "only one branch", "single side"],
          ["take", "taken", "accept", "accepted", "apply", "applied", "keep", "kept", "use", "used"],
        ],
      },
      {
        point: "If both sides changed the same region differently, it is a conflict.",
        concepts: [
          ["conflict", "conflicts", "conflicting", "conflicted"],
          ["differently", "different"],
        ],
      },
      {
        point: "The base lets Git tell an addition on one side from a deletion on the other.",
        concepts: [
          ["tell whether", "tell if", "distinguish", "know whether", "determine", "which side changed"],
          ["added", "add", "deleted", "delete", "removed", "remove"],
        ],
      },
    ],
  },
  // Rebase vs merge
  {
    id: "git-10",
    topic: "Rebase vs merge",
    difficulty: 20,
    question: "What does git rebase do conceptually?",
    answer:
      "Rebase takes the commits of your branch that are not in the target branch and replays them one by one on top of the target's tip, as if you had started your work from there. Because each replayed commit has a different parent, Git creates new commits with new hashes, and the original ones are left behind, reachable only through the reflog. The result is a linear history without a merge commit, at the cost of rewriting history.",
    keyPoints: [
      {
        point: "It replays your commits on top of another base commit.",
        concepts: [["replay", "replays", "reapply", "re-apply", "reapplies", "transplant", "on top"]],
      },
      {
        point: "The replayed commits are new commits with new hashes, so history is rewritten.",
        concepts: [["new hash", "new hashes", "new commit", "new commits", "new id", "new ids", "different hash", "rewrite", "rewrites", "rewriting", "rewritten"]],
      },
      {
        point: "The result is a linear history without merge commits.",
        concepts: [["linear", "straight", "no merge commit", "without a merge commit", "without merge commits"]],
      },
    ],
  },
  {
    id: "git-11",
    topic: "Rebase vs merge",
    difficulty: 56,
    question: "When would you choose rebase over merge to integrate changes, and when not?",
    answer:
      "Rebase suits local or private branches: updating your feature branch onto the latest main, or cleaning it up with interactive rebase (squashing, rewording, reordering) before review, gives a linear, readable history that is easy to bisect. Merge preserves the true history of when work was integrated and never rewrites existing commits, which makes it the safe choice for branches other people share. The golden rule is not to rebase commits that others have already pulled or built on, since rewriting them forces collaborators to reconcile duplicated history. Many teams combine both: rebase locally, then merge or squash-merge into main through a pull request.",
    keyPoints: [
      {
        point: "Rebase is for local or unshared branches, to keep a linear, clean history.",
        concepts: [
          ["local", "private", "unshared", "not shared", "not pushed", "your own", "unpublished", "feature branch"],
          ["linear", "clean", "tidy", "readable", "straight"],
        ],
      },
      {
        point: "Merge preserves the actual history and does not rewrite commits.",
        concepts: [["preserve", "preserves", "true history", "actual history", "real history", "never rewrites", "does not rewrite", "doesn't rewrite", "non-destructive"]],
      },
      {
        point: "Never rebase commits that others have already pulled or based work on.",
        concepts: [
          ["shared", "public", "published", "pushed", "others", "other people", "collaborators", "teammates", "pulled"],
          ["never", "don't", "do not", "not to", "avoid", "golden rule", "shouldn't", "should not"],
        ],
      },
      {
        point: "Interactive rebase can tidy commits before review.",
        concepts: [["interactive", "squash", "squashing", "clean up", "cleaning", "tidy", "reorder", "reordering", "fixup"]],
      },
    ],
  },
  {
    id: "git-12",
    topic: "Rebase vs merge",
    difficulty: 88,
    question:
      "Why does rebasing commits that were already pushed cause problems, and how do you minimize the damage if you must do it?",
    answer:
      "Rebasing replaces the pushed commits with new ones that have different hashes, so the remote branch can only be updated with a force push, and anyone who had the old commits now has a diverged history. If they merge naively they reintroduce the old commits alongside the new copies, creating duplicates and confusing conflicts, and a careless force push can also overwrite commits someone else pushed in the meantime. If you must do it, coordinate with the team, use git push --force-with-lease so the push fails if the remote moved since you last fetched, and have collaborators rebase their work onto the rewritten branch, for example with git pull --rebase, which can recognize and drop the old copies, rather than merging.",
    keyPoints: [
      {
        point: "Rebased commits get new hashes, so the remote needs a force push and collaborators' copies diverge.",
        concepts: [
          ["force push", "force-push", "--force", "force"],
          ["new hash", "new hashes", "different hashes", "new ones", "new commits", "diverge", "diverged", "rewritten"],
        ],
      },
      {
        point: "Collaborators who merge end up with duplicate commits and confusing conflicts.",
        concepts: [["duplicate", "duplicates", "duplicated", "twice", "both copies", "reintroduce"]],
      },
      {
        point: "A plain force push can overwrite others' newer work on the remote.",
        concepts: [["overwrite", "overwrites", "clobber", "discard", "destroy", "wipe"]],
      },
      {
        point: "Use --force-with-lease, which refuses to push if the remote changed since your last fetch.",
        concepts: [["force-with-lease", "with-lease", "lease"]],
      },
      {
        point: "Coordinate with the team and have others rebase onto the rewritten branch rather than merge.",
        concepts: [["coordinate", "communicate", "tell", "warn", "notify", "pull --rebase", "rebase onto"]],
      },
    ],
  },
  // Remotes
  {
    id: "git-13",
    topic: "Remotes",
    difficulty: 10,
    question: "What is the difference between git fetch and git pull?",
    answer:
      "git fetch downloads new commits and objects from a remote and updates your remote-tracking branches such as origin/main, but it does not change your local branches or working tree. git pull runs a fetch and then integrates the fetched upstream branch into your current branch: a fast-forward when possible, otherwise a merge or a rebase according to your flags or pull.rebase and pull.ff settings, and current Git refuses to guess when the branches have diverged and nothing is configured. Fetching first lets you inspect what changed before integrating it.",
    keyPoints: [
      {
        point: "Fetch downloads commits and only updates remote-tracking branches.",
        concepts: [
          ["download", "downloads", "retrieve", "retrieves", "get", "gets"],
          ["remote-tracking", "remote tracking", "origin/main", "origin"],
        ],
      },
      {
        point: "Fetch leaves local branches and the working tree unchanged.",
        concepts: [
          ["not change", "doesn't change", "does not change", "not modify", "doesn't touch", "does not touch", "leaves", "unchanged", "untouched", "without changing", "safe"],
        ],
      },
      {
        point: "Pull is a fetch followed by merging or rebasing into the current branch.",
        concepts: [["merge", "merges", "merging", "rebase", "rebasing", "integrate", "integrates"]],
      },
    ],
  },
  {
    id: "git-14",
    topic: "Remotes",
    difficulty: 48,
    question: "What are remote-tracking branches and upstream branches, and how do they relate?",
    answer:
      "Remote-tracking branches such as origin/main are local, read-only refs that record where the branches on a remote pointed as of your last fetch or push; they are not updated live, and you do not commit to them directly. An upstream is configuration on a local branch that names the remote branch it is linked to, for example main tracking origin/main. With an upstream set, plain git pull and git push know what to use by default, and git status can report how many commits you are ahead or behind by comparing the local branch with its remote-tracking branch. You set it with git push -u or git branch --set-upstream-to.",
    keyPoints: [
      {
        point: "Remote-tracking branches are local refs recording the remote's branch positions as of the last fetch.",
        concepts: [
          ["local", "your machine", "read-only"],
          ["last fetch", "as of", "snapshot", "cached", "record", "records", "mirror"],
        ],
      },
      {
        point: "An upstream is a per-branch setting naming the remote branch a local branch is linked to.",
        concepts: [["config", "configuration", "setting", "configured", "set-upstream", "set-upstream-to", "associated", "linked", "link"]],
      },
      {
        point: "The upstream gives pull and push their default target.",
        concepts: [["default", "defaults", "without arguments", "no arguments", "implicit", "plain git pull"]],
      },
      {
        point: "It lets status report how far ahead or behind the local branch is.",
        concepts: [["ahead", "behind"]],
      },
    ],
  },
  {
    id: "git-15",
    topic: "Remotes",
    difficulty: 84,
    question: "What are shallow clones and partial clones, and what are their trade-offs?",
    answer:
      "A shallow clone, for example with --depth 1, fetches only the most recent commits and truncates history, which makes cloning large repositories fast and is common in CI. The trade-off is that operations needing history, such as git log beyond the cutoff, blame, bisect or computing a merge base for merges and rebases, may fail or give incomplete results until you deepen or unshallow it. A partial clone, for example with --filter=blob:none, fetches the full commit and tree history but downloads file contents (blobs) lazily when they are needed, so history commands still work. Its costs are that it needs server support and that later operations such as checking out or blaming old revisions may trigger network fetches; it is often combined with sparse checkout in large monorepos.",
    keyPoints: [
      {
        point: "A shallow clone truncates history to the most recent commits.",
        concepts: [["truncate", "truncates", "truncated", "recent", "latest", "limited history", "depth", "cutoff", "cut off", "last few"]],
      },
      {
        point: "Shallow clones break or limit history operations like log, blame, bisect or merge-base until deepened.",
        concepts: [
          ["blame", "bisect", "log", "merge base", "merge-base", "history operations"],
          ["fail", "break", "incomplete", "limited", "missing", "cannot", "can't", "unshallow", "deepen"],
        ],
      },
      {
        point: "A partial clone gets all commits and trees but fetches file contents (blobs) lazily on demand.",
        concepts: [
          ["blob", "blobs", "file contents", "file content"],
          ["lazily", "lazy", "on demand", "on-demand", "when needed", "when they are needed", "as needed"],
        ],
      },
      {
        point: "Partial clones need server support and may trigger network fetches later.",
        concepts: [["server support", "server", "network", "online", "connectivity", "promisor"]],
      },
    ],
  },
  // Undoing changes
  {
    id: "git-16",
    topic: "Undoing changes",
    difficulty: 16,
    question: "What is the difference between git revert and git reset for undoing a commit?",
    answer:
      "git revert creates a new commit that applies the inverse of an earlier commit, so history is preserved and only added to, which makes it safe on branches others have pulled. git reset moves the current branch pointer back to an earlier commit, removing the later commits from the branch (and, depending on the mode, resetting the index and working tree). Because reset rewrites the branch history, it is meant for local work that has not been shared; using it on pushed commits requires a force push.",
    keyPoints: [
      {
        point: "Revert adds a new commit that undoes the changes of an earlier one.",
        concepts: [["new commit", "additional commit", "inverse", "opposite", "reverse", "creates a commit"]],
      },
      {
        point: "Revert preserves history and is safe for shared branches.",
        concepts: [
          ["shared", "public", "pushed", "others", "collaborators", "safe"],
          ["preserve", "preserved", "keep", "kept", "append", "added to", "doesn't rewrite", "does not rewrite"],
        ],
      },
      {
        point: "Reset moves the branch pointer back, dropping commits from the branch and rewriting history.",
        concepts: [
          ["move", "moves", "pointer", "back", "rewind"],
          ["rewrite", "rewrites", "remove", "removes", "removing", "drop", "discard", "erase", "delete"],
        ],
      },
      {
        point: "Reset is for local, unpushed work.",
        concepts: [["local", "unpushed", "not pushed", "not been shared", "not shared", "unshared", "private", "force push"]],
      },
    ],
  },
  {
    id: "git-17",
    topic: "Undoing changes",
    difficulty: 60,
    question: "Explain the difference between git reset --soft, --mixed and --hard.",
    answer:
      "All three move the current branch, and with it HEAD, to the given commit; they differ in what else they reset. With --soft nothing else changes, so the changes from the undone commits remain staged, which is handy for squashing commits. With --mixed, the default, the index is also reset to match that commit, so the changes stay in the working tree but become unstaged. With --hard the working tree is reset as well, discarding all uncommitted changes to tracked files, and those cannot be recovered from the reflog.",
    keyPoints: [
      {
        point: "All modes move the branch pointer and HEAD to the target commit.",
        concepts: [["move", "moves", "point", "pointer", "head"]],
      },
      {
        point: "--soft leaves the index and working tree alone, so the changes stay staged.",
        concepts: [
          ["remain staged", "remains staged", "stay staged", "stays staged", "keeps the index", "index untouched", "leaves the index"],
        ],
      },
      {
        point: "--mixed, the default, resets the index but keeps the changes in the working tree as unstaged.",
        concepts: [
          ["mixed", "default"],
          ["unstaged", "not staged", "working tree", "working directory"],
        ],
      },
      {
        point: "--hard also resets the working tree, permanently discarding uncommitted changes.",
        concepts: [["discard", "discarding", "discards", "lose", "lost", "destroy", "throw away", "wipe", "overwrite", "permanently"]],
      },
    ],
  },
  {
    id: "git-18",
    topic: "Undoing changes",
    difficulty: 90,
    question:
      "How do you revert a merge commit, and what caveat applies if you later want to merge that branch again?",
    answer:
      "Reverting a merge commit requires choosing the mainline parent with -m, usually -m 1 for the branch you merged into, so Git knows which side's changes to undo; the revert commit then undoes everything the merge brought in. The caveat is that the branch's commits are still recorded in history as merged, so merging the same branch again later only brings in commits made after the original merge, not the reverted changes. To reintroduce the work you must first revert the revert commit and then merge any newer commits, or recreate the changes as new commits, for example by rebasing them onto a new base.",
    keyPoints: [
      {
        point: "You must pick the mainline parent with -m, usually 1.",
        concepts: [["-m", "mainline", "parent number", "first parent", "parent"]],
      },
      {
        point: "The revert undoes the changes, but history still records the branch's commits as merged.",
        concepts: [
          [
            "still recorded",
            "already merged",
            "considered merged",
            "already in the history",
            "ancestor",
            "ancestors",
          ],
        ],
      },
      {
        point: "Merging the branch again later does not bring back the reverted changes.",
        concepts: [
          [
            "only brings in commits made after",
            "only commits made after",
            "not the reverted",
            "won't bring",
            "doesn't bring",
            "does not bring",
            "not reintroduce",
            "won't reintroduce",
            "ignored",
            "only newer",
            "missing",
          ],
        ],
      },
      {
        point: "You must revert the revert, or recreate the commits, to reintroduce the work.",
        concepts: [["undo the revert", "reverse the revert", "re-revert", "recreate", "rebase", "rebasing", "cherry-pick", "new commits"]],
      },
    ],
  },
  // Internals
  {
    id: "git-19",
    topic: "Internals",
    difficulty: 24,
    question: "What does a Git commit actually contain?",
    answer:
      "A commit is a snapshot of the entire project, stored as a reference to a tree object describing every file and directory at that moment, not a list of differences. It also stores metadata: the author and committer with timestamps, the commit message, and the hash of its parent commit or commits (none for the first commit, two or more for a merge). The commit is identified by a cryptographic hash of all this content, so changing anything, including the history it points to, produces a different commit ID.",
    keyPoints: [
      {
        point: "A commit records a full snapshot of the project through a tree, not a diff.",
        concepts: [["snapshot", "tree", "full state", "entire project", "whole project"]],
      },
      {
        point: "It stores the author, committer, timestamps and message.",
        concepts: [["author", "committer", "message", "timestamp", "timestamps", "date", "metadata"]],
      },
      {
        point: "It points to its parent commit or commits.",
        concepts: [["parent", "parents", "previous commit", "predecessor"]],
      },
      {
        point: "Its ID is a hash of its content, so any change yields a different ID.",
        concepts: [["hash", "sha", "sha-1", "sha1", "sha-256", "checksum", "digest"]],
      },
    ],
  },
  {
    id: "git-20",
    topic: "Internals",
    difficulty: 62,
    question: "Describe Git's main object types and what content addressing means for how Git stores data.",
    answer:
      "Git's object database has blobs, which store a file's content without its name; trees, which list the names, modes and hashes of the blobs and subtrees in a directory; commits, which point to a top-level tree, their parents and metadata; and annotated tags, which point to another object with a tagger and message. Each object is stored under the hash of its content, so it is named by what it contains. Identical content is therefore stored only once, for example an unchanged file shares one blob across all commits, and corruption or tampering is detectable because the content would no longer match its hash.",
    keyPoints: [
      {
        point: "Blobs store file contents without names.",
        concepts: [["blob", "blobs"]],
      },
      {
        point: "Trees map names and modes to blobs and subtrees, representing directories.",
        concepts: [
          ["tree", "trees"],
          ["directory", "directories", "folder", "names", "filename", "filenames"],
        ],
      },
      {
        point: "A commit object points to a top-level tree plus its parents and metadata.",
        concepts: [
          ["top-level tree", "root tree", "points to a tree", "tree object", "references a tree"],
          ["parent", "parents", "metadata", "author", "message"],
        ],
      },
      {
        point: "Objects are stored under the hash of their content, so identical content is stored once.",
        concepts: [
          ["hash", "sha", "checksum", "digest"],
          ["once", "deduplicated", "deduplication", "dedupe", "shares", "shared", "identical", "reused"],
        ],
      },
      {
        point: "Content addressing makes corruption or tampering detectable.",
        concepts: [["corruption", "corrupt", "tamper", "tampering", "integrity", "verify", "detectable", "detect"]],
      },
    ],
  },
  {
    id: "git-21",
    topic: "Internals",
    difficulty: 92,
    question:
      "Git is said to store snapshots rather than diffs. How does that square with packfiles and delta compression?",
    answer:
      "At the data-model level the statement is true: every commit references a complete tree, and Git never needs another commit's changes to reconstruct a snapshot. Storage is a separate layer: objects you create locally are first written as individually zlib-compressed loose objects, while git gc and network transfers store or send objects in packfiles, where they can be kept as deltas against other similar objects. Those delta bases are chosen by heuristics such as object type, file name and size, can point backward or forward in history, and are unrelated to the commit diffs you see. The diffs shown by git diff or git log -p are computed on the fly by comparing snapshots, which is also why renames are detected heuristically rather than recorded.",
    keyPoints: [
      {
        point: "Logically each commit references a complete tree snapshot.",
        concepts: [
          ["complete", "full", "entire", "whole"],
          ["tree", "state"],
        ],
      },
      {
        point: "Physically, new objects start as individually zlib-compressed loose objects.",
        concepts: [["loose", "zlib", "individually", "one file per object"]],
      },
      {
        point: "Packfiles store objects as deltas against similar objects chosen heuristically, not necessarily the previous version.",
        concepts: [["similar", "heuristic", "heuristics", "not necessarily", "unrelated", "not the previous", "not the parent"]],
      },
      {
        point: "The diffs users see are computed on the fly from snapshots, so renames are detected rather than recorded.",
        concepts: [
          ["computed", "compute", "on the fly", "on demand", "calculated", "generated", "derived"],
          ["comparing", "compare", "rename", "renames"],
        ],
      },
    ],
  },
  // Reflog
  {
    id: "git-22",
    topic: "Reflog",
    difficulty: 28,
    question: "What is the reflog and when is it useful?",
    answer:
      "The reflog is a local record of every position HEAD and each branch have pointed to, updated whenever they move through commits, checkouts, resets, rebases or merges. It lets you find and restore commits that no branch points to anymore, for example after a bad reset, a botched rebase or deleting a branch. It is local to your repository, is never pushed or shared, and its entries expire after a while.",
    keyPoints: [
      {
        point: "It records where HEAD and branch refs have pointed over time.",
        concepts: [
          ["head", "branch", "ref", "refs", "tip"],
          ["record", "records", "history", "position", "positions", "pointed", "moved", "move"],
        ],
      },
      {
        point: "It lets you recover commits after resets, rebases or deleted branches.",
        concepts: [
          ["recover", "restore", "undo", "rescue", "find", "get back", "retrieve"],
          ["reset", "rebase", "deleting", "deleted", "lost", "amend"],
        ],
      },
      {
        point: "It is local-only, and its entries eventually expire.",
        concepts: [["local", "not pushed", "never pushed", "not shared", "your machine", "expire", "expires", "pruned", "temporary"]],
      },
    ],
  },
  {
    id: "git-23",
    topic: "Reflog",
    difficulty: 38,
    question:
      "You ran git reset --hard and lost several commits. How do you get them back, and what can't be recovered this way?",
    answer:
      "The commits still exist as objects because the reset only moved the branch pointer, so run git reflog to find the hash, or an entry like HEAD@{1}, from before the reset. Then point the branch back with git reset --hard to that hash, or create a new branch there with git branch. This works as long as the objects have not been garbage-collected, which normally does not happen until the reflog entries expire. What the reflog cannot bring back is uncommitted work in the working tree that the hard reset overwrote, because it was never stored as a commit.",
    keyPoints: [
      {
        point: "The commits still exist; the reset only moved the pointer.",
        concepts: [["still exist", "still there", "not deleted", "still stored", "only moved", "object database", "remain"]],
      },
      {
        point: "Use git reflog to find the previous commit hash.",
        concepts: [["reflog", "fsck"]],
      },
      {
        point: "Reset the branch to that hash or create a branch there to restore the commits.",
        concepts: [["reset back", "new branch", "create a branch", "git branch", "checkout", "cherry-pick", "point the branch"]],
      },
      {
        point: "Uncommitted changes discarded by the hard reset cannot be recovered through the reflog.",
        concepts: [
          ["uncommitted", "unstaged", "working tree", "working directory", "local changes"],
          ["cannot", "gone", "unrecoverable", "not recoverable", "never stored", "permanently", "overwrote"],
        ],
      },
    ],
  },
  {
    id: "git-24",
    topic: "Reflog",
    difficulty: 78,
    question:
      "Why can changes that were staged but never committed sometimes be recovered after a git reset --hard, while unstaged edits cannot?",
    answer:
      "git add writes the file's content into the object database as a blob right away, so staged content survives a hard reset even though no ref or reflog entry points to it. Such blobs are dangling objects, and git fsck --lost-found (or git fsck --unreachable) finds them so you can inspect their contents, although the file names are lost because no tree was ever written for them. Edits that were never staged existed only in the working tree files, which the reset overwrote, so Git never had a copy of them. Either way, recovery is only possible until git gc prunes unreachable objects after its grace period, which is why committing or stashing work in progress is the real protection.",
    keyPoints: [
      {
        point: "git add stores the content as a blob in the object database immediately.",
        concepts: [
          ["blob", "object database", "object store", "objects"],
          ["add", "adding", "right away", "immediately", "writes"],
        ],
      },
      {
        point: "Those blobs are dangling, unreachable objects that git fsck can find.",
        concepts: [["fsck", "lost-found", "lost found", "dangling", "unreachable"]],
      },
      {
        point: "Recovered blobs lack file names because no tree referenced them.",
        concepts: [["file names", "filenames", "names are lost", "no filename", "no tree", "without names", "paths"]],
      },
      {
        point: "Unstaged edits existed only in the working tree and were never stored by Git.",
        concepts: [["existed only", "not stored", "no copy", "not saved"]],
      },
      {
        point: "Recovery only works until garbage collection prunes the unreachable objects.",
        concepts: [["gc", "garbage", "prune", "prunes", "pruned", "expire", "grace"]],
      },
    ],
  },
  // History inspection
  {
    id: "git-25",
    topic: "History inspection",
    difficulty: 30,
    question: "What does git blame show, and what should you keep in mind when using it?",
    answer:
      "git blame annotates each line of a file with the commit, author and date that last changed it, which helps you find when a line was introduced and, by reading that commit's message or pull request, why. The last commit to touch a line is not necessarily its origin: reformatting, moved code or renamed files can hide the original change. Options such as -w to ignore whitespace, -M and -C to detect moved or copied lines, and --ignore-revs-file to skip bulk formatting commits help, and the goal is to understand context rather than to assign fault.",
    keyPoints: [
      {
        point: "Blame shows, for each line, the last commit and author that changed it.",
        concepts: [
          ["each line", "every line", "line by line", "per line", "per-line"],
          ["commit", "author", "who"],
        ],
      },
      {
        point: "It helps you find the commit and context, such as the message or pull request, behind a change.",
        concepts: [["context", "why", "reason", "message", "pull request", "intent"]],
      },
      {
        point: "The last change may be formatting or a move rather than the original authorship.",
        concepts: [["formatting", "reformatting", "reformat", "whitespace", "moved", "rename", "renamed", "refactor", "copied", "original"]],
      },
      {
        point: "Options that ignore whitespace, detect moves or skip listed revisions help.",
        concepts: [["ignore-revs", "ignore-revs-file", "ignore whitespace", "detect moved", "detect moves", "-w"]],
      },
    ],
  },
  {
    id: "git-26",
    topic: "History inspection",
    difficulty: 44,
    question: "How does git bisect find the commit that introduced a bug?",
    answer:
      "You tell bisect one commit where the bug is present (bad) and an older one where it is absent (good), and it performs a binary search over the commits between them. At each step it checks out a commit roughly in the middle, you test it and mark it good or bad, and the remaining range halves, so even thousands of commits need only a dozen or so steps. With git bisect run and a script whose exit code reports good or bad, the whole search can be automated, and git bisect reset returns you to where you started.",
    keyPoints: [
      {
        point: "You mark a known bad commit and an older known good commit.",
        concepts: [["good"], ["bad"]],
      },
      {
        point: "It does a binary search, checking out the midpoint at each step.",
        concepts: [["binary search", "binary", "halves", "halving", "half", "middle", "midpoint"]],
      },
      {
        point: "The number of steps grows only logarithmically with the number of commits.",
        concepts: [["logarithmic", "logarithmically", "log2", "few steps", "dozen", "quickly", "efficient"]],
      },
      {
        point: "git bisect run automates it using a test script's exit code.",
        concepts: [["bisect run", "script", "automate", "automated", "automatically", "exit code", "exit status"]],
      },
    ],
  },
  {
    id: "git-27",
    topic: "History inspection",
    difficulty: 68,
    question:
      "What conditions must hold for git bisect to give a trustworthy answer, and how do you handle commits that cannot be tested?",
    answer:
      "Bisect assumes the property is monotonic over the range: every commit after the first bad one is bad and every commit before it is good, so a bug that appears, disappears and reappears, or a flaky test, can lead it to the wrong commit. You need a reliable, deterministic test, ideally scripted, and the result is only as useful as the commit is small, so large or squashed commits make the culprit harder to pin down. When a commit cannot be tested, for example because it does not build, mark it with git bisect skip (or exit with code 125 from a bisect run script) and bisect picks a nearby commit, possibly ending with a range of candidate commits instead of one. Bisect handles non-linear, merge-heavy history, and --first-parent can restrict it to the mainline when you only want to know which merge introduced the problem.",
    keyPoints: [
      {
        point: "The bug's presence must be monotonic: good before one commit and bad after it.",
        concepts: [["monotonic", "every commit after", "once introduced", "stays", "reappears", "disappears", "single transition"]],
      },
      {
        point: "The test must be reliable and deterministic; flaky tests mislead bisect.",
        concepts: [["flaky", "deterministic", "reliable", "reproducible", "intermittent"]],
      },
      {
        point: "Untestable commits are skipped with git bisect skip or exit code 125.",
        concepts: [["skip", "125"]],
      },
      {
        point: "Skipping can leave a range of candidate commits rather than a single one.",
        concepts: [["range", "several candidates", "multiple candidates", "candidate commits", "more than one", "ambiguous"]],
      },
      {
        point: "Small, focused commits make the result more useful.",
        concepts: [["small", "atomic", "focused", "large", "squashed", "granular"]],
      },
    ],
  },
];
