"""`MemtxStore` and `AsyncMemtxStore` (DESIGN §12): LangGraph's `BaseStore` over governed transactions.

Owns: the mapping of LangGraph's store API (namespaces, filters, index, TTL) onto memtx.
May import: the library rooms (`core` … `api`) and the package's public names.
"""
