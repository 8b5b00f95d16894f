"""What measures and tortures memtx, never imported by the library: `eval` (the evaluation suites), `bench`, `verify`
(the model checker and isolation checker), `torture`, `faults`, `demo`.

Owns: evaluations, benchmarks, checkers and fault injection.
May import: everything but `cli`.
"""
