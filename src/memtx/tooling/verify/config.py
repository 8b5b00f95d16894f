"""The configuration the model checker explores, and the catalogue of sources and claims it implies.

Responsible for: the size knobs (agents, keys, claims, tools, crash budget, bounds), the presets, and turning
them into concrete agents, sources and claims. Must not: touch a store (the world observes the sources).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

AGENT_NAMES = ("ana", "ben", "cyd", "dot", "eve", "fay")
OPERATOR = "ops"  # the operator process: approve / reject quarantined versions (DESIGN §8 review)
OUTSIDER = "zed"  # registered in another team; never acts, only reads (the flow check's foreign principal)
STRANGER = "pub"  # never registered: a read-only consumer that may see public records only
OTHER_TEAM = "outside"

# The claims a key can receive, in the order an agent would propose them (DESIGN §5 conflicts among them):
#   packed  the first version (shared, authority 0.9, event time 10)
#   shipped a newer version from another agent's source (event time 20): supersedes `packed`
#   lost    a newer but low-authority rumour (0.3): governed -> quarantined `needs_review` (approve/reject)
#   gift    each agent's own *private* source: a private version competing on the same key
#   eta     a belief derived from the key's visible version (a provenance edge between beliefs)
CLAIM_KINDS = ("packed", "shipped", "lost", "gift", "eta")
TOOL_NAMES = ("email", "hold")  # email is irreversible, hold is reversible (it has a compensation)
SUMMARY_KEY = "orders/summary"


@dataclass(frozen=True, slots=True)
class SourceSpec:
    """A source observed before the exploration starts. `owner=None`: each agent observes its own copy."""

    text: str
    owner: str | None
    scope: str
    authority: float
    at: float


@dataclass(frozen=True, slots=True)
class Claim:
    """One proposal an agent may make (at most once per agent): its key, value, source and provenance.

    `parents`: keys whose versions, as the proposing transaction reads them, become the declared parents
    (a claim with parents is proposed only when at least one of them is readable)."""

    name: str
    key: str
    value: str
    source: SourceSpec
    kind: str = "belief"
    parents: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ToolSpec:
    name: str
    reversible: bool


@dataclass(frozen=True, slots=True)
class Config:
    """The size of the explored configuration. Every growth of the store is budgeted (each agent proposes
    each claim at most once, calls each tool at most once per support version, crashes at most `crashes`
    times in all), so the state space is finite; `depth` and `max_states` bound the search further.

    `gate`: the store's gate mode (DESIGN §7). `operator`: include the operator's approve / reject when the
    store has them. `laundering`: the summary declares `shared` even over a private parent (DESIGN §8's
    laundering check is planned; off by default). `revoke_actions`: agents may also revoke the
    `tool_action` record of a call directly (see docs/verify.md, findings)."""

    agents: int = 2
    keys: int = 1
    claims: tuple[str, ...] = CLAIM_KINDS
    summary: bool = True
    tools: tuple[str, ...] = TOOL_NAMES
    crashes: int = 1
    depth: int | None = None
    max_states: int | None = None
    gate: str = "global"
    operator: bool = True
    laundering: bool = False
    revoke_actions: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.agents <= len(AGENT_NAMES):
            raise ValueError(f"agents must be between 1 and {len(AGENT_NAMES)}")
        if not 1 <= self.keys <= 9:
            raise ValueError("keys must be between 1 and 9")
        unknown = set(self.claims) - set(CLAIM_KINDS)
        if unknown:
            raise ValueError(f"unknown claim kind(s) {sorted(unknown)}; expected some of {', '.join(CLAIM_KINDS)}")
        bad_tools = set(self.tools) - set(TOOL_NAMES)
        if bad_tools:
            raise ValueError(f"unknown tool(s) {sorted(bad_tools)}; expected some of {', '.join(TOOL_NAMES)}")
        if self.crashes < 0:
            raise ValueError("crashes must be >= 0")
        if self.depth is not None and not 1 <= self.depth <= 250:
            raise ValueError("depth must be between 1 and 250")
        if self.max_states is not None and self.max_states < 1:
            raise ValueError("max_states must be >= 1")
        if self.gate not in ("global", "scoped"):
            raise ValueError("gate must be 'global' or 'scoped'")

    # --- the catalogue -------------------------------------------------------------------------------
    @property
    def agent_names(self) -> tuple[str, ...]:
        return AGENT_NAMES[: self.agents]

    @property
    def status_keys(self) -> tuple[str, ...]:
        return tuple(f"order {i}/status" for i in range(1, self.keys + 1))

    @property
    def model_keys(self) -> tuple[str, ...]:
        """Every key a claim writes: what agents read, promote, act on and revoke."""
        keys = list(self.status_keys)
        if "eta" in self.claims:
            keys += [f"order {i}/eta" for i in range(1, self.keys + 1)]
        if self.summary:
            keys.append(SUMMARY_KEY)
        return tuple(keys)

    @property
    def tool_specs(self) -> tuple[ToolSpec, ...]:
        return tuple(ToolSpec(name, reversible=name == "hold") for name in self.tools)

    def claim_list(self) -> tuple[Claim, ...]:
        first = self.agent_names[0]
        second = self.agent_names[1] if self.agents > 1 else first
        claims: list[Claim] = []
        for i in range(1, self.keys + 1):
            key = f"order {i}/status"
            table = {
                "packed": Claim(
                    f"packed{i}",
                    key,
                    f"Order {i} is packed",
                    SourceSpec(f"Order {i} is packed.", first, "shared", 0.9, 10),
                ),
                "shipped": Claim(
                    f"shipped{i}",
                    key,
                    f"Order {i} shipped",
                    SourceSpec(f"Order {i} shipped today.", second, "shared", 0.9, 20),
                ),
                "lost": Claim(
                    f"lost{i}", key, f"Order {i} was lost", SourceSpec(f"Order {i} was lost.", first, "shared", 0.3, 30)
                ),
                "gift": Claim(
                    f"gift{i}",
                    key,
                    f"Order {i} is a gift",
                    SourceSpec(f"Order {i} is a gift.", None, "private", 0.9, 15),
                ),
                "eta": Claim(
                    f"eta{i}",
                    f"order {i}/eta",
                    f"Order {i} arrives on Friday",
                    SourceSpec(f"Order {i} arrives on Friday.", first, "shared", 0.9, 25),
                    parents=(key,),
                ),
            }
            claims += [table[kind] for kind in CLAIM_KINDS if kind in self.claims]
        if self.summary:
            claims.append(
                Claim(
                    "summary",
                    SUMMARY_KEY,
                    "All orders are on their way",
                    SourceSpec("All orders are on their way.", first, "shared", 0.9, 40),
                    kind="summary",
                    parents=self.status_keys,
                )
            )
        return tuple(claims)

    def sources(self) -> tuple[tuple[str, SourceSpec], ...]:
        """(owner, spec) of every source to observe before exploring; per-agent sources once per agent."""
        found: dict[tuple[str, str], SourceSpec] = {}
        for claim in self.claim_list():
            owners = self.agent_names if claim.source.owner is None else (claim.source.owner,)
            for owner in owners:
                found.setdefault((owner, claim.source.text), claim.source)
        return tuple((owner, spec) for (owner, _), spec in found.items())

    def describe(self) -> dict[str, Any]:
        """The configuration as plain data, for reports."""
        return {
            "agents": list(self.agent_names),
            "keys": list(self.model_keys),
            "claims": [c.name for c in self.claim_list()],
            "tools": [f"{t.name} ({'reversible' if t.reversible else 'irreversible'})" for t in self.tool_specs],
            "crashes": self.crashes,
            "depth": self.depth,
            "max_states": self.max_states,
            "gate": self.gate,
            "operator": self.operator,
            "laundering": self.laundering,
            "revoke_actions": self.revoke_actions,
            "readers": [OUTSIDER, STRANGER],
        }


# Presets: `tiny` for the mutation tests (seconds), `ci` for the CI run (about a minute on a 2-core VM),
# `full` for the paper-scale run (>= 5.5 million distinct states; hours, in the background).
PRESETS: dict[str, Config] = {
    "tiny": Config(agents=2, keys=1, claims=("packed", "eta"), summary=True, crashes=1, depth=7),
    "ci": Config(agents=2, keys=1, claims=CLAIM_KINDS, summary=True, crashes=1, depth=6),
    "full": Config(agents=2, keys=2, claims=CLAIM_KINDS, summary=True, crashes=1, depth=7),
}


def preset(name: str, **overrides: Any) -> Config:
    """A preset with some fields replaced (None values are ignored)."""
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}; expected one of {', '.join(PRESETS)}")
    return replace(PRESETS[name], **{k: v for k, v in overrides.items() if v is not None})
