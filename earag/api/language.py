"""The API's language: seed 002's Chinese texts by default; with `Accept-Language: en` every coded text of a JSON
answer (errors, sentence/span/provenance reasons) is rendered in English from the message catalogue
(earag.messages.in_language). Texts the library has no code for yet are left as they are."""
from __future__ import annotations

import json
from typing import Any

from earag.messages import in_language

Scope = dict[str, Any]


def wanted_language(accept_language: str | None) -> str:
    """"en" when the client's most preferred language is English (Accept-Language: en, en-GB;q=0.9 …), else "zh"."""
    best, best_q = "zh", -1.0
    for part in (accept_language or "").split(","):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        lang = tag.strip().lower().split("-")[0]
        if lang in ("en", "zh") and q > best_q:
            best, best_q = lang, q
    return best


class LanguageMiddleware:
    """Pure ASGI: for a request that prefers English, a JSON answer is re-rendered in English (Content-Language
    says which language an answer is in). Streams (NDJSON) and other answers pass through unchanged."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers") or []}
        lang = wanted_language(headers.get("accept-language"))
        if lang != "en":
            await self.app(scope, receive, send)
            return
        start: dict[str, Any] = {}
        chunks: list[bytes] = []

        async def send_in_english(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                kinds = [v for k, v in message.get("headers") or [] if k.lower() == b"content-type"]
                if not kinds or not kinds[0].startswith(b"application/json"):
                    start["passthrough"] = True
                    await send({**message, "headers": [*message.get("headers", []), (b"content-language", b"en")]})
                    return
                start.update(message)
                return
            if start.get("passthrough") or message["type"] != "http.response.body":
                await send(message)
                return
            chunks.append(message.get("body", b""))
            if message.get("more_body"):
                return
            await _send_json(send, start, b"".join(chunks))

        await self.app(scope, receive, send_in_english)


def _english(data: Any) -> Any:
    """in_language(data, "en"), and an evaluation body's seed 002 `recommendations` (a copy of its
    `earag_evaluation.recommendations`, which carry the codes) rendered the same way."""
    out = in_language(data, "en")
    evaluation = out.get("earag_evaluation") if isinstance(out, dict) else None
    if isinstance(evaluation, dict) and isinstance(out.get("recommendations"), list) \
            and isinstance(data["earag_evaluation"].get("recommendation_messages"), list):
        out["recommendations"] = list(evaluation.get("recommendations") or [])
    return out


async def _send_json(send: Any, start: dict[str, Any], body: bytes) -> None:
    try:
        rendered = json.dumps(_english(json.loads(body)), ensure_ascii=False).encode("utf-8")
    except ValueError:  # not JSON after all: as it came
        rendered = body
    kept = [(k, v) for k, v in start.get("headers") or [] if k.lower() not in (b"content-length", b"content-language")]
    kept += [(b"content-length", str(len(rendered)).encode()), (b"content-language", b"en")]
    await send({"type": "http.response.start", "status": start["status"], "headers": kept})
    await send({"type": "http.response.body", "body": rendered})
