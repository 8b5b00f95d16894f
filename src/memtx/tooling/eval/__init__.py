"""Offline, deterministic reproductions of the papers' experiments (`memtx eval`, DESIGN §13).

Responsible for: grouping the evaluation suites; importing nothing heavy. Must not: be imported by the library core.
"""
