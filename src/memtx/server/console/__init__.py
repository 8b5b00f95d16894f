"""The operator console (DESIGN §7–§10, §12): server-rendered pages under `/console` for reviewing
quarantines, tracing provenance, auditing the journal and the gate, and the store's health.

Responsible for: mounting the console on the service's app — its routes (`routes`, with the stylesheet
shipped as package data: no CDN, it works offline) and its sessions (`access`). Must not: offer an
agent's or a reader's credential anything (every route is 403 for them), or decide what memtx decides.
The reads are `views` (framework-free), the graph layout `graph` (pure).
"""

from __future__ import annotations

from fastapi import FastAPI

from memtx.server.console.access import Sessions
from memtx.server.console.routes import router


def mount(app: FastAPI) -> None:
    """Serve the console under `/console` on `app` (an app of `memtx.server.app.create_app`)."""
    app.state.console_sessions = Sessions()
    app.include_router(router)
