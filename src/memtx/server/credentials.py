"""Bearer credentials of the HTTP service (DESIGN §8, §12): a token authenticates one principal.

Responsible for: minting tokens (shown once), storing only their sha256 with the principal and the role it
was minted with (the `credentials` side table, which this module owns and creates through the storage
contract's `SideTables`), listing and revoking them, and mapping a presented token to its
principal and the role its registration has now (the one source of truth for what it may do).
Must not: import the web framework, log or return a secret after it is minted, or take a principal
from anywhere but a stored credential.

A token reads `mtx_<token id>_<secret>`: the id is public (it names the credential in `memtx token list`
and `revoke`), the secret is 256 random bits. The table is keyed by the sha256 of the whole token, so a
request is authenticated by one indexed lookup and the stored hashes alone authenticate nobody.
"""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from typing import Final, Protocol

from memtx.core.arguments import agent_name, check_text, enum_value
from memtx.core.errors import InvalidArgument, UnknownObject
from memtx.core.model import DEFAULT_TEAM, Agent, NamespaceGrant, Role
from memtx.storage.base import Unit
from memtx.storage.side import Cell, SideColumn, SideTable

TOKEN_PREFIX: Final = "mtx_"  # noqa: S105  (a prefix, not a secret)
MAX_LABEL_CHARS: Final = 200
_TOKEN: Final = re.compile(r"mtx_[0-9a-f]{12}_[A-Za-z0-9_-]{43}")


@dataclass(frozen=True, slots=True)
class Credential:
    """A bearer credential of the HTTP service (DESIGN §8, §12): its public id, the sha256 of its secret
    (the secret itself is never stored), the principal it authenticates and that principal's role."""

    token_id: str
    secret_sha256: str
    principal: str
    role: Role
    label: str
    created_at: float
    revoked_at: float | None = None


# The table credentials are kept in: the one schema migration v8 created (a store made before side tables
# keeps its tokens as they are), created through the storage contract where a store has none.
CREDENTIALS: Final = SideTable(
    "credentials",
    (
        SideColumn("token_id"),
        SideColumn("secret_sha256"),
        SideColumn("principal"),
        SideColumn("role"),
        SideColumn("label"),
        SideColumn("created_at", "real"),
        SideColumn("revoked_at", "real", nullable=True),
    ),
    unique=("secret_sha256",),
    indexed=("principal",),
    order=("created_at",),
)


def _row(c: Credential) -> dict[str, Cell]:
    return {
        "token_id": c.token_id,
        "secret_sha256": c.secret_sha256,
        "principal": c.principal,
        "role": c.role.value,
        "label": c.label,
        "created_at": c.created_at,
        "revoked_at": c.revoked_at,
    }


def _credential(row: Mapping[str, Cell]) -> Credential:
    revoked = row["revoked_at"]
    return Credential(
        *(str(row["token_id"]), str(row["secret_sha256"]), str(row["principal"]), Role(str(row["role"]))),
        *(str(row["label"]), _real(row["created_at"]), None if revoked is None else _real(revoked)),
    )


def _real(value: Cell) -> float:
    if not isinstance(value, int | float):  # (a `real` column holds numbers only)
        raise TypeError(f"a credential's time must be a number, not {value!r}")
    return float(value)


def stored_credentials(u: Unit, *, secret_sha256: str | None = None) -> list[Credential]:
    """The credentials `u` reads, oldest first (ties by token id), revoked ones included; only the one whose
    secret hashes to `secret_sha256` when given (an indexed lookup)."""
    where = None if secret_sha256 is None else {"secret_sha256": secret_sha256}
    return [_credential(row) for row in u.side_rows(CREDENTIALS, where)]


class CredentialUnits(Protocol):
    """What the credential store needs of the store it keeps them in (`memtx.engine.context.StoreContext` is one)."""

    def unit(self, *, write: bool) -> AbstractContextManager[Unit]: ...

    def wall_clock(self) -> float: ...

    @property
    def private_namespaces(self) -> bool: ...


class CredentialHost(Protocol):
    """The store the credentials are kept in (`memtx.Memory` is one): its context's units and clock."""

    @property
    def store_context(self) -> CredentialUnits: ...


@dataclass(frozen=True, slots=True)
class Principal:
    """Who a request is from: the credential's principal, its role as registered when the request came (read
    with the credential, DESIGN §8), and the credential's id, for audit."""

    name: str
    role: Role
    token_id: str

    @property
    def operator(self) -> bool:
        return self.role is Role.OPERATOR


@dataclass(frozen=True, slots=True)
class IssuedToken:
    """A credential just created and its token — the only time the token exists outside the caller."""

    token: str
    credential: Credential


def secret_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Credentials:
    """The credential store of one `Memory`. `token_bytes` is injectable for deterministic tests only."""

    def __init__(self, host: CredentialHost, *, token_bytes: Callable[[int], bytes] = secrets.token_bytes) -> None:
        self._host: CredentialUnits = host.store_context
        self._random = token_bytes

    def create(
        self, principal: str, *, role: Role | str = Role.AGENT, team: str | None = None, label: str = ""
    ) -> IssuedToken:
        """Mint a token for `principal`, registering it in the store with `role` (and `team`, else the
        team it has, else the default one). On a store opened with `private_namespaces=True` a writer's
        first token also claims the namespace named after it, where its private facts go. A principal
        already registered with another role is refused: its tokens would disagree about what it may do
        (re-register it first)."""
        agent_name(principal, "principal")
        role_v = enum_value(Role, role, "role")
        check_text(label, "label")
        if len(label) > MAX_LABEL_CHARS:
            raise InvalidArgument(f"a label may have at most {MAX_LABEL_CHARS} characters, this one has {len(label)}")
        agent_name(team if team is not None else DEFAULT_TEAM, "team")
        raw = self._random(38)
        token = f"{TOKEN_PREFIX}{raw[:6].hex()}_{_urlsafe(raw[6:])}"
        credential = Credential(
            token_id=raw[:6].hex(),
            secret_sha256=secret_hash(token),
            principal=principal,
            role=role_v,
            label=label,
            created_at=self._host.wall_clock(),
        )
        with self._host.unit(write=True) as u:  # the registration and the credential in one unit
            existing = u.get_agent(principal)
            if existing is not None and existing.role is not role_v:
                raise InvalidArgument(
                    f"principal {principal!r} is registered as {existing.role.value}, not {role_v.value}; "
                    f"create its token with role {existing.role.value!r} or re-register it"
                )
            chosen_team = team if team is not None else (existing.team if existing is not None else DEFAULT_TEAM)
            u.put_agent(Agent(principal, chosen_team, role_v))
            u.side_create(CREDENTIALS)
            u.side_insert(CREDENTIALS, _row(credential))
            own = principal.strip().casefold()
            if (
                self._host.private_namespaces
                and role_v is not Role.READER
                and not any(c in own for c in "/:")
                and u.get_namespace(own) is None
            ):
                # DESIGN §8: on a store that keeps private versions in their writers' namespaces, a writer's
                # credential comes with the namespace named after it (`<principal>:subject/relation`).
                u.put_namespace(NamespaceGrant(own, principal))
        return IssuedToken(token, credential)

    def list(self) -> list[Credential]:
        """Every credential, revoked ones included, oldest first, each with its principal's role as registered
        now (DESIGN §8: one source of truth — the role a token was minted with is not what it may do). Secrets
        are not kept, so not listed."""
        with self._host.unit(write=False) as u:
            return [_registered_role(u, c) for c in stored_credentials(u)]

    def revoke(self, token_id: str) -> Credential:
        """Revoke a credential by id; its token authenticates nobody from now on. Revoking one twice is
        refused (`InvalidArgument`), an unknown id is `UnknownObject`."""
        check_text(token_id, "token id")
        with self._host.unit(write=True) as u:
            live = {"token_id": token_id, "revoked_at": None}
            if not u.side_update(CREDENTIALS, {"revoked_at": self._host.wall_clock()}, live):
                if not u.side_rows(CREDENTIALS, {"token_id": token_id}):
                    raise UnknownObject(f"unknown credential {token_id!r}")
                raise InvalidArgument(f"credential {token_id!r} is already revoked")
            return _credential(u.side_rows(CREDENTIALS, {"token_id": token_id})[0])

    def authenticate(self, token: str) -> Principal | None:
        """The principal `token` authenticates, or None (malformed, unknown or revoked: the caller
        cannot tell which, and nothing about the token is kept or logged)."""
        if not _TOKEN.fullmatch(token):
            return None
        with self._host.unit(write=False) as u:
            found = next(iter(stored_credentials(u, secret_sha256=secret_hash(token))), None)
            registered = u.get_agent(found.principal) if found is not None else None
        if found is None or found.revoked_at is not None or registered is None:
            return None
        # The stored hash matched by index lookup; compare again in constant time all the same.
        if not secrets.compare_digest(found.secret_sha256, secret_hash(token)):
            return None
        # DESIGN §8 (issue 29): the role is the registration's, read with the credential on every request —
        # `memtx register NAME --role X` takes effect on the next request of every token NAME holds.
        return Principal(found.principal, registered.role, found.token_id)

    def principals(self, *, live: bool = False) -> frozenset[str]:
        """The principals that hold or held a credential (the service's agents); `live`: only those with
        one that is not revoked."""
        return frozenset(c.principal for c in self.list() if not live or c.revoked_at is None)


def _registered_role(u: Unit, credential: Credential) -> Credential:
    registered = u.get_agent(credential.principal)
    if registered is None or registered.role is credential.role:
        return credential
    return replace(credential, role=registered.role)


def _urlsafe(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
