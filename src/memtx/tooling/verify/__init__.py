"""`memtx verify`: a bounded exhaustive model checker over the real engine (issue 8, item 6).

It drives the public `memtx.Memory` API on the in-memory reference backend through every interleaving of
a small configuration's operations — propose / commit / abort / promote / act / revoke / approve / reject /
crash-and-reopen, by several agents each in its own simulated process — and checks DESIGN §7's I1, §9's
I2, §8's flow rule and §10's I(S) in every distinct state it reaches. `docs/verify.md` explains it.

Modules, one responsibility each:

- `config`      the configuration (agents, keys, claims, tools, bounds), its presets and its sources.
- `rules`       the names of the checked rules and the `Violation` value.
- `link`        one simulated process's connection to the shared store: fault injection, undo journal.
- `world`       the simulated processes over one store: tools, crash-and-reopen, save / restore.
- `ops`         the operations: which are enabled in a state, and applying one through the API.
- `abstraction` the canonical, hashable abstraction of a protocol state and its digest.
- `checks`      the invariants, over facts read from a store unit.
- `inspection`  every check of one state, with the facts gathered from the world.
- `visited`     the compact visited table (8-byte digests, not states).
- `frames`      the search's own state: the levels of the current path, the running figures.
- `explore`     the depth-first search and its result.
- `trace`       counterexamples: replay from a fresh store, and shrinking.
- `checkpoint`  saving a search and resuming it.
- `report`      the run's figures as a table or a JSON document.
- `commands`    the click command.

Import from the modules (`from memtx.tooling.verify.explore import explore`): this package imports nothing itself,
so listing the CLI's commands, which imports it, stays fast.
"""
