"""The API's language: one language per JSON answer. Seed 002's Chinese by default: the coded texts the library
stores in English (a completeness reason, the relevancy estimate's note, a question-frame reason, a backend's
detail) or bilingually (a metric's "需要字段 X / needs X") are rendered in Chinese from their codes
(`body_in_chinese`), an error's message keeps seed 002's bilingual form. With `Accept-Language: en` every text of a
JSON answer that the library wrote is rendered in English from the message catalogue: coded texts (errors,
sentence/span/provenance reasons, recommendations, notes: earag.messages.in_language) and an evaluation's words read
from its codes and enums (quality level and description, the diagnosis lines, the risk level, the lexicon's entity
types). Data is left as it came: the request's question, answer and contexts, entity names, the graph's relations;
the stored records are never changed."""
from __future__ import annotations

import json
from typing import Any

from earag.diagnosis import FINDING_CODES, Finding, group_findings, overall_diagnosis
from earag.enums import Level, Risk
from earag.messages import CATALOGUE, Message, in_language, render

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
    """Pure ASGI: a JSON answer is in one language. For a request that prefers English it is re-rendered in English
    (Content-Language: en); otherwise its coded texts that the library stores in English (a completeness reason,
    the relevancy estimate's note, a question-frame reason …) are rendered in Chinese (`body_in_chinese`), the
    rest byte for byte as it was. Streams (NDJSON) and other answers pass through unchanged."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers") or []}
        lang = wanted_language(headers.get("accept-language"))
        english = lang == "en"
        start: dict[str, Any] = {}
        chunks: list[bytes] = []

        async def send_in_language(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                kinds = [v for k, v in message.get("headers") or [] if k.lower() == b"content-type"]
                if not kinds or not kinds[0].startswith(b"application/json"):
                    start["passthrough"] = True
                    said = [(b"content-language", b"en")] if english else []
                    await send({**message, "headers": [*message.get("headers", []), *said]})
                    return
                start.update(message)
                return
            if start.get("passthrough") or message["type"] != "http.response.body":
                await send(message)
                return
            chunks.append(message.get("body", b""))
            if message.get("more_body"):
                return
            if english:
                await _send_json(send, start, b"".join(chunks))
            else:
                await _send_chinese(send, start, b"".join(chunks))

        await self.app(scope, receive, send_in_language)


# A Chinese answer keeps the seed's own legacy wordings as stored, and an error's `message` as seed 002 writes it
# ("答案内容不能为空 (the answer is empty)", docs/api.md#errors); every other coded text stored in English or
# bilingually is rendered in Chinese.
KEPT_IN_CHINESE = ("legacy",)


def body_in_chinese(data: Any) -> Any:
    """`data` (a JSON answer) with its coded texts in Chinese, rendered from their codes (earag.messages.in_language):
    those the library stores in English (a completeness reason, the relevancy estimate's note, a question-frame
    reason) or bilingually (a metric's "需要字段 X / needs X"); an error's `message` (seed 002's words), the seed's
    legacy wordings, texts without codes, data and the codes themselves stay as they are. The stored records are
    not changed: only the answer is."""
    out = in_language(data, "zh", KEPT_IN_CHINESE)
    _error_messages_kept(data, out)
    return out


def _error_messages_kept(data: Any, out: Any) -> None:
    """Puts back, in `out` (the rendering of `data`, same shape), each error's message (a `message` beside a
    catalogue `code`) as it was written."""
    if isinstance(data, list) and isinstance(out, list):
        for d, o in zip(data, out):
            _error_messages_kept(d, o)
        return
    if not (isinstance(data, dict) and isinstance(out, dict)):
        return
    if isinstance(data.get("code"), str) and data["code"] in CATALOGUE and isinstance(data.get("message"), str):
        out["message"] = data["message"]
    for key, value in data.items():
        _error_messages_kept(value, out.get(key))


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


async def _send_chinese(send: Any, start: dict[str, Any], body: bytes) -> None:
    """The answer with its English-stored coded texts in Chinese; unchanged bytes when it has none (most answers:
    the cheap check skips those without any code)."""
    rendered = body
    if b'"code"' in body:
        try:
            data = json.loads(body)
            shown = body_in_chinese(data)
            if shown != data:   # as FastAPI's JSONResponse writes it
                rendered = json.dumps(shown, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        except ValueError:  # not JSON after all: as it came
            rendered = body
    if rendered is body:   # nothing to render: the answer as the route wrote it, headers and all
        await send(start)
        await send({"type": "http.response.body", "body": body})
        return
    kept = [(k, v) for k, v in start.get("headers") or [] if k.lower() != b"content-length"]
    kept.append((b"content-length", str(len(rendered)).encode()))
    await send({"type": "http.response.start", "status": start["status"], "headers": kept})
    await send({"type": "http.response.body", "body": rendered})


async def _send_json(send: Any, start: dict[str, Any], body: bytes) -> None:
    try:
        rendered = json.dumps(body_in_english(json.loads(body)), ensure_ascii=False).encode("utf-8")
    except ValueError:  # not JSON after all: as it came
        rendered = body
    kept = [(k, v) for k, v in start.get("headers") or [] if k.lower() not in (b"content-length", b"content-language")]
    kept += [(b"content-length", str(len(rendered)).encode()), (b"content-language", b"en")]
    await send({"type": "http.response.start", "status": start["status"], "headers": kept})
    await send({"type": "http.response.body", "body": rendered})
