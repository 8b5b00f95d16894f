"""memtx over HTTP (DESIGN §12): `memtx serve`, an OpenAPI service whose caller is named by its credential.

Responsible for: the service's parts, one module each — `credentials` (bearer tokens, stored hashed),
`sessions` (transactions held by the server between requests), `errors` (memtx's exceptions as stable
codes), `limits` (request size), `schemas` (the wire format), the routes, and `app` (`create_app`).
Must not: decide anything the library decides. Only `app` and the route modules import FastAPI (the
`server` extra); `credentials` and `sessions` do not, so `memtx token` works without it.
"""
