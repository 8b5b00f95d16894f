"""`mem.add` (DESIGN §12): messages in, governed proposals out — sentence splitting, the offline pattern extractor,
model extractors, and the answer-model readers.

Owns: turning text into proposals; it writes only through the transaction protocol it is handed.
May import: `core`, `storage`, `engine`, `safety`, `read`.
"""
