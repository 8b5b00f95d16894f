"""The safety layer: the action gate's decision, the tools it guards, their outbox and compensation (DESIGN §7), and
retraction — who may revoke, reject or forget a version, and the units that do it (§9; the repair itself runs in
`engine`).

Owns: what stands between an unverified belief and an irreversible act.
May import: `core`, `storage`, `engine`.
"""
