"""The library's surface: `Memory` (the façade) and its one-read `get`, transaction handles and staging (DESIGN §6),
oversight, the key vocabulary, erasure (§10), one-request transactions, bulk import and `AsyncMemory`.

Owns: unit boundaries and the public methods; each delegates to a service in a lower room.
May import: `core`, `storage`, `engine`, `safety`, `read`, `ingest`.
"""
