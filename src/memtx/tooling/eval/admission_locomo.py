"""The admission suite's real-data track: LoCoMo's GPT-written observations cited against their dialog turns.

Responsible for: reading `../shared/data/locomo/locomo10.json` (never copied into the repository: found by
`data_paths`, skipped cleanly when absent), checking every observation as a proposal whose value is the
observation and whose source and evidence are the turn(s) it cites, spoken by that turn's speaker, and scoring
the hand-labelled sample (`admission_locomo_labels.tsv`: observation id, label, one-line reason; no LoCoMo text).
Must not: decide admission (`memtx.core.admission`) or format the suite's report (`memtx.tooling.eval.admission`).

An observation's id is `<sample_id>/<session>/<speaker>/<k>` (its place in the file). Most observations are
abstractive ("Caroline is planning to continue her education …" for "I'm thinking of going back to school"):
DESIGN §4 rightly refuses them, and the labels say so; a faithful one copies a clause of the turn, drops only
what §4's safe deletions allow, and names the speaker where the turn says I/my.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Protocol

from memtx.tooling.eval.data_paths import shared_data_file

LOCOMO: Final = Path("shared/data/locomo/locomo10.json")
LABELS: Final = Path(__file__).with_name("admission_locomo_labels.tsv")
FAITHFUL: Final = "faithful"
UNFAITHFUL: Final = "unfaithful"
_DIA: Final = re.compile(r"D\d+:\d+")


class _Result(Protocol):
    @property
    def ok(self) -> bool: ...

    @property
    def reason(self) -> str | None: ...


Check = Callable[..., _Result]


@dataclass(frozen=True, slots=True)
class Observation:
    """One observation as a proposal: `value` the observation, `source` (= evidence) the cited turn(s)."""

    obs_id: str
    value: str
    source: str
    speaker: str | None


def locomo_path() -> Path:
    return shared_data_file(LOCOMO)


def load(path: Path | None = None) -> tuple[list[Observation], int] | None:
    """Every observation whose cited turns exist, and how many were skipped (a turn id not in the dialog);
    None when the data is absent."""
    path = locomo_path() if path is None else path
    if not path.is_file():
        return None
    samples: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    out: list[Observation] = []
    skipped = 0
    for sample in samples:
        conv = sample["conversation"]
        turns = {
            t["dia_id"]: t for key, v in conv.items() if key.startswith("session_") and isinstance(v, list) for t in v
        }
        for session, by_speaker in sample["observation"].items():
            for speaker, items in by_speaker.items():
                for k, (text, cited) in enumerate(items):
                    ids = _DIA.findall(cited if isinstance(cited, str) else " ".join(map(str, cited)))
                    if not ids or any(i not in turns for i in ids):
                        skipped += 1
                        continue
                    said = [turns[i] for i in dict.fromkeys(ids)]
                    speakers = {t["speaker"] for t in said}
                    source = "\n".join(t["text"] for t in said)
                    short = session.removesuffix("_observation")
                    obs_id = f"{sample['sample_id']}/{short}/{speaker}/{k}"
                    out.append(Observation(obs_id, text, source, speakers.pop() if len(speakers) == 1 else None))
    return out, skipped


_SAMPLE: Final = re.compile(r"# Sample (\w+)")


def load_labels(path: Path = LABELS) -> dict[str, tuple[str, str, str]]:
    """The hand labels: observation id → (label, reason, sample). A `# Sample X …` comment line starts sample X
    (A: looked at while the rules were written; B: labelled after, blind)."""
    labels: dict[str, tuple[str, str, str]] = {}
    sample = "A"
    for line in path.read_text(encoding="utf-8").splitlines():
        named = _SAMPLE.match(line)
        if named:
            sample = named.group(1)
        if not line.strip() or line.startswith("#"):
            continue
        obs_id, label, reason = line.split("\t", 2)
        if label not in (FAITHFUL, UNFAITHFUL):
            raise ValueError(f"{obs_id}: label {label!r} is neither {FAITHFUL!r} nor {UNFAITHFUL!r}")
        if obs_id in labels:
            raise ValueError(f"{obs_id}: labelled twice")
        labels[obs_id] = (label, reason, sample)
    return labels


@dataclass(frozen=True, slots=True)
class LocomoResult:
    """The track's figures: accept rate by reason over every observation; the labelled sample's recall (faithful
    accepted) and false accepts (unfaithful accepted), with the ids of its errors."""

    observations: int
    skipped: int
    reasons: dict[str, int]  # "accepted" or a rejection reason → count
    faithful: tuple[int, int]  # accepted, labelled faithful
    unfaithful: tuple[int, int]  # accepted (false accepts), labelled unfaithful
    errors: tuple[tuple[str, str, str | None], ...]  # (id, label, reason given)
    by_sample: dict[str, tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=dict)  # (faithful, unf.)

    @property
    def accept_rate(self) -> float:
        return self.reasons.get("accepted", 0) / self.observations if self.observations else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "observations": self.observations,
            "skipped": self.skipped,
            "accept_rate": self.accept_rate,
            "reasons": self.reasons,
            "sample": {
                "faithful": {"accepted": self.faithful[0], "n": self.faithful[1]},
                "unfaithful": {"accepted": self.unfaithful[0], "n": self.unfaithful[1]},
            },
            "samples": {
                name: {"faithful": {"accepted": f[0], "n": f[1]}, "unfaithful": {"accepted": u[0], "n": u[1]}}
                for name, (f, u) in self.by_sample.items()
            },
            "errors": [{"id": i, "label": label, "reason": reason} for i, label, reason in self.errors],
        }

    def rows(self) -> list[list[str | int | float | None]]:
        rows: list[list[str | int | float | None]] = [
            ["all observations", self.observations, f"{self.reasons.get('accepted', 0)} accepted", self.accept_rate]
        ]
        rows += [[f"  {reason}", n, None, n / self.observations] for reason, n in self.reasons.items()]
        a, n = self.faithful
        rows.append(["sample: faithful", n, f"{a}/{n} accepted", a / n if n else 0.0])
        a, n = self.unfaithful
        rows.append(["sample: unfaithful", n, f"{a}/{n} false accepts", None])
        for name, ((fa, fn), (ua, un)) in self.by_sample.items():
            rows.append([f"  sample {name}: faithful", fn, f"{fa}/{fn} accepted", fa / fn if fn else 0.0])
            rows.append([f"  sample {name}: unfaithful", un, f"{ua}/{un} false accepts", None])
        return rows


def evaluate(check: Check, data: tuple[list[Observation], int] | None = None) -> LocomoResult | None:
    """Check every observation (guarded, with the cited turn's speaker) and score the labelled sample; None
    when the data is absent."""
    data = load() if data is None else data
    if data is None:
        return None
    observations, skipped = data
    labels = load_labels()
    reasons: Counter[str] = Counter()
    faithful, unfaithful = [0, 0], [0, 0]
    samples: dict[str, list[int]] = {}  # sample → [faithful accepted, faithful, unfaithful accepted, unfaithful]
    errors: list[tuple[str, str, str | None]] = []
    for obs in observations:
        support = check(obs.value, obs.source, obs.source, guard=True, speaker=obs.speaker)
        reasons["accepted" if support.ok else str(support.reason)] += 1
        label = labels.get(obs.obs_id)
        if label is None:
            continue
        cell = faithful if label[0] == FAITHFUL else unfaithful
        cell[0] += bool(support.ok)
        cell[1] += 1
        row = samples.setdefault(label[2], [0, 0, 0, 0])
        at = 0 if label[0] == FAITHFUL else 2
        row[at] += bool(support.ok)
        row[at + 1] += 1
        if bool(support.ok) != (label[0] == FAITHFUL):
            errors.append((obs.obs_id, label[0], support.reason))
    return LocomoResult(
        len(observations),
        skipped,
        dict(reasons.most_common()),
        (faithful[0], faithful[1]),
        (unfaithful[0], unfaithful[1]),
        tuple(errors),
        {name: ((r[0], r[1]), (r[2], r[3])) for name, r in sorted(samples.items())},
    )
