"""Pure values and rules: the domain model, errors, keys, text, admission (DESIGN §4), resolution contracts (§5), the
commit pipeline's phases (§6), the lifecycle (§3), permissions and information flow (§8).

Owns: everything that decides from plain facts, with no store, clock or I/O.
May import: nothing of memtx outside `core` (the standard library and declared dependencies only).
"""
