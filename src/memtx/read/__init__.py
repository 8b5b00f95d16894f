"""The read side (DESIGN §5, §12): ranked search, prompt context, listing, audit reads as of a csn, and the embedders
and stored vectors of dense retrieval.

Owns: every read an agent or an auditor makes; nothing here writes a belief.
May import: `core`, `storage`, `engine`.
"""
