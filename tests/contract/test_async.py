"""`AsyncMemory` (DESIGN §12): the sync surface, awaitable, with the sync transaction semantics — on every
backend, and with concurrent coroutines on one store."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from conftest import TickClock, store_url
from memtx import AsyncMemory, AsyncTxn, InvalidArgument, State, TransactionConflict


async def _write(mem: AsyncMemory, key: str, text: str, at: float) -> int:
    async with mem.transaction(agent="alice") as tx:
        src = await tx.observe(text, owner="alice", scope="shared", at=at)
        staged = await tx.propose(key=key, value=text, evidence=text, source=src.id, at=at)
    return int(staged.vid)


def test_the_surface_is_the_sync_one(backend_name: str, tmp_path: Path) -> None:
    async def main() -> None:
        async with await AsyncMemory.open(store_url(backend_name, tmp_path), clock=TickClock()) as mem:
            await mem.register_agent("alice")
            first = await _write(mem, "alice/city", "Alice lives in Paris", 100)
            csn = await mem.last_csn()
            second = await _write(mem, "alice/city", "Alice lives in Lyon", 200)
            assert (await mem.get("alice/city", agent="alice")).vid == second
            assert [h.record.vid for h in await mem.search("alice lives", agent="alice")] == [second]
            assert (await mem.context("alice", agent="alice")).items[0].vid == second
            assert [r.vid for r in await mem.list(agent="alice")] == [second]
            snap = await mem.as_of(csn)
            assert (await snap.get("alice/city", agent="alice")).vid == first
            done = await mem.add("I live in Porto.", agent="alice", user="alice")
            assert [r.value for r in done.stored] == ["I live in Porto"]
            await mem.revoke(second, agent="alice", reason="wrong")
            assert (await mem.record(second)).state is State.REVOKED
            assert (await mem.check()).ok
            assert mem.embedder is None  # attributes are passed through as they are
            with pytest.raises(InvalidArgument):
                await mem.get("no slash", agent="alice")  # errors are the sync ones

    asyncio.run(main())


def test_an_exception_in_the_block_aborts_and_a_conflict_surfaces(tmp_path: Path) -> None:
    async def main() -> None:
        mem = await AsyncMemory.open(tmp_path / "a.db", clock=TickClock())
        await mem.register_agent("alice")
        seen: list[AsyncTxn] = []

        async def failing() -> None:
            async with mem.transaction(agent="alice") as tx:
                seen.append(tx)
                src = await tx.observe("Alice lives in Oslo", owner="alice", scope="shared", at=100)
                text = "Alice lives in Oslo"
                await tx.propose(key="alice/city", value=text, evidence=text, source=src.id)
                raise RuntimeError("boom")

        with pytest.raises(RuntimeError):
            await failing()
        tx = seen[0]
        assert tx.result is not None
        assert tx.result.aborted
        assert await mem.get("alice/city", agent="alice") is None
        # A rival commits the key after this one's snapshot: first committer wins, as in the sync API.
        late = await mem.begin(agent="alice")
        await _write(mem, "alice/city", "Alice lives in Rome", 200)
        src = await late.observe("Alice lives in Nice", owner="alice", scope="shared", at=300)
        await late.propose(key="alice/city", value="Alice lives in Nice", evidence="Alice lives in Nice", source=src.id)
        with pytest.raises(TransactionConflict):
            await late.commit()
        await mem.close()

    asyncio.run(main())


def test_concurrent_coroutines_on_one_store(tmp_path: Path) -> None:
    async def main() -> None:
        mem = await AsyncMemory.open(tmp_path / "c.db", clock=TickClock())
        await mem.register_agent("alice")
        vids = await asyncio.gather(
            *(_write(mem, f"user{i}/city", f"User {i} lives in Oslo", 100 + i) for i in range(20))
        )
        assert len(set(vids)) == 20
        hits = await asyncio.gather(*(mem.search(f"user {i} oslo", agent="alice", k=1) for i in range(20)))
        assert [h[0].record.vid for h in hits] == list(vids)
        assert (await mem.check()).ok
        await mem.close()

    asyncio.run(main())
