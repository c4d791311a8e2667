"""The API's language: seed 002's Chinese texts by default; with `Accept-Language: en` every text of a JSON answer
that the library wrote is rendered in English from the message catalogue: coded texts (errors, sentence/span/
provenance reasons, recommendations, notes: earag.messages.in_language) and an evaluation's words read from its
codes and enums (quality level and description, the diagnosis lines, the risk level, the lexicon's entity types).
Data is left as it came: the request's question, answer and contexts, entity names, the graph's relations."""
from __future__ import annotations

import json
from typing import Any

from earag.diagnosis import FINDING_CODES, Finding, group_findings, overall_diagnosis
from earag.enums import Level, Risk
from earag.messages import Message, in_language, render

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


def body_in_english(data: Any) -> Any:
    """in_language(data, "en") with every evaluation in it in English (`_evaluation_in_english`), and an
    evaluation body's seed 002 fields (`quality_level`, `evaluation_diagnosis`, `recommendations`: copies of its
    `earag_evaluation`'s) rendered the same way."""
    out = in_language(data, "en")
    _words_in_english(data, out)
    evaluation = out.get("earag_evaluation") if isinstance(out, dict) else None
    if not isinstance(evaluation, dict):
        return out
    source = data["earag_evaluation"]
    if isinstance(out.get("recommendations"), list) and isinstance(source.get("recommendation_messages"), list):
        out["recommendations"] = list(evaluation.get("recommendations") or [])
    if out.get("quality_level") == source.get("quality_level"):
        out["quality_level"] = evaluation.get("quality_level")
    if out.get("evaluation_diagnosis") == source.get("diagnosis"):
        out["evaluation_diagnosis"] = evaluation.get("diagnosis")
    return out


# The lexicon's entity types (earag.nlp.entities.ENTITY_TYPES) and their English words; a graph's other labels are data.
_ENTITY_TYPES = {"政策名称": "entity_type.policy", "机构组织": "entity_type.organization",
                 "地理位置": "entity_type.place", "法律条款": "entity_type.law", "行业领域": "entity_type.sector"}


def _words_in_english(data: Any, out: Any) -> None:
    """Walks `data` and its rendering `out` (same shape) and puts in `out` the English of what the library wrote
    as words rather than codes: an evaluation's level, risk and diagnosis lines, and the entity types."""
    if isinstance(data, list) and isinstance(out, list):
        for d, o in zip(data, out):
            _words_in_english(d, o)
        return
    if not (isinstance(data, dict) and isinstance(out, dict)):
        return
    for key in ("type", "entity_type", "graph_label"):
        if isinstance(data.get(key), str) and data[key] in _ENTITY_TYPES:
            out[key] = render(Message(_ENTITY_TYPES[data[key]]), "en")
    for key in ("levels", "by_level", "labels"):   # counts keyed by level word (a run's summary) or entity type
        if isinstance(counts := out.get(key), dict):
            out[key] = {_word_in_english(k): v for k, v in counts.items()}
    for key, value in data.items():
        _words_in_english(value, out.get(key))
    if isinstance(data.get("findings"), list) and isinstance(data.get("detailed_analysis"), dict):
        _evaluation_in_english(data, out)


def _word_in_english(word: str) -> str:
    """A level word or one of the lexicon's entity types in English; any other word as it is."""
    if word in _ENTITY_TYPES:
        return render(Message(_ENTITY_TYPES[word]), "en")
    level = Level.parse(word) if word in {lv.value for lv in Level} else None
    return level.label("en") if level is not None else word


def _evaluation_in_english(data: dict[str, Any], out: dict[str, Any]) -> None:
    """An evaluation (EvaluationResult.to_dict) in English: its level word, the diagnosis line and each
    dimension's diagnosis rendered from its findings, the level's description, the risk word. A text is replaced
    only when its codes account for it (a record of an earlier version keeps what it stored)."""
    level = Level.parse(data.get("quality_level"))
    if level is None:   # a partial record: nothing to render
        return
    out["quality_level"] = level.label("en")
    found = [f for f in data["findings"] if isinstance(f, dict) and f.get("code") in FINDING_CODES]
    findings = [Finding.from_dict(f) for f in found] if len(found) == len(data["findings"]) else None
    score = data.get("overall_score")
    if findings is not None and isinstance(score, (int, float)) and isinstance(data.get("diagnosis"), str):
        out["diagnosis"] = overall_diagnosis(float(score), level.value, findings, "en")
    parts, stored = out["detailed_analysis"], data["detailed_analysis"]
    grouped = group_findings(findings or [], list(stored), "en")
    for dim, part in parts.items():
        said = stored[dim].get("diagnosis") if isinstance(stored[dim], dict) else None
        if findings is not None and isinstance(part, dict) and isinstance(said, list) and len(said) == len(grouped[dim]):
            part["diagnosis"] = grouped[dim]
    risky = parts.get("hallucination")
    if isinstance(risky, dict) and (risk := Risk.parse(risky.get("risk_level"))) is not None:
        risky["risk_level"] = risk.label("en")
    overall = parts.get("overall")
    if isinstance(overall, dict):
        overall["quality_level"] = out["quality_level"]
        if "quality_description" in overall:
            overall["quality_description"] = render(Message(f"level_desc.{level.id}"), "en")
        if overall.get("diagnosis") == data.get("diagnosis"):
            overall["diagnosis"] = out.get("diagnosis")
        if overall.get("recommendations") == data.get("recommendations") \
                and isinstance(data.get("recommendation_messages"), list):
            overall["recommendations"] = list(out.get("recommendations") or [])


async def _send_json(send: Any, start: dict[str, Any], body: bytes) -> None:
    try:
        rendered = json.dumps(body_in_english(json.loads(body)), ensure_ascii=False).encode("utf-8")
    except ValueError:  # not JSON after all: as it came
        rendered = body
    kept = [(k, v) for k, v in start.get("headers") or [] if k.lower() not in (b"content-length", b"content-language")]
    kept += [(b"content-length", str(len(rendered)).encode()), (b"content-language", b"en")]
    await send({"type": "http.response.start", "status": start["status"], "headers": kept})
    await send({"type": "http.response.body", "body": rendered})
