"""One physical unit through the storage contract: the store context every service takes, the write path and commit
pipeline against a store (DESIGN §6) with group commit, key resolution (§5), flow floors (§8), principals,
revocation and typed cascade repair (§9), the sweep of abandoned transactions, invariants and restore (§10).

Owns: what happens inside one unit of work; the `StoreContext` that opens units.
May import: `core`, `storage`.
"""
