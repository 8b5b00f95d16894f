"""LangGraph's own store tests, ported to run against MemtxStore (see each module's header)."""
