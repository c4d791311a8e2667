"""Seed 002's error bodies (400 ValidationError, 503 with available_endpoints, 500 SystemError) and the others the
API needs (401, 404, 413, 503 busy), each with a timestamp and the request id, never a traceback."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from fastapi.responses import JSONResponse

from earag.errors import InputError, coded_fields
from earag.messages import CodedText, Message

SYSTEM_ERROR = Message("api.system_error")   # seed 002's 500 message: "EARAG-Eval评估失败"


def coded(error: str, message: Message, **extra: Any) -> dict[str, Any]:
    """An error body whose message is a code: the stored text (seed 002's Chinese) with `code` and `params` beside
    it, so the API renders it in English for Accept-Language: en (earag.api.language)."""
    return {"error": error, "message": str(message), **coded_fields(message), **extra}


def reason_of(text: str) -> dict[str, Any]:
    """A 503's `reason`, with its `reason_messages` when the note kept its code (English on request)."""
    if isinstance(text, CodedText):
        return {"reason": str(text), "reason_messages": [text.message.to_dict()]}
    return {"reason": text}


# Seed 002's 503 bodies, word for word (their `error` is seed 002's identifier), with the endpoints that still work.
GRAPH_UNAVAILABLE = coded("GraphRAG功能不可用", Message("api.graph_unavailable"), available_endpoints=["/api/ask"])
EVALUATOR_UNAVAILABLE = coded("EARAG-Eval评估器不可用", Message("api.evaluator_unavailable"),
                              available_endpoints=["/api/ask", "/api/ask/enhanced"])
NO_GRAPH = CodedText(Message("api.no_graph"))


def timestamp() -> str:
    """UTC time as in seed 002's examples: 2025-09-13T10:30:00Z."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class ApiError(Exception):
    """An answer other than 200 decided on purpose: status, body (without timestamp/request_id) and headers."""

    def __init__(self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None):
        super().__init__(body.get("message") or body.get("error"))
        self.status = status
        self.body = body
        self.headers = headers or {}


def error_response(status: int, body: dict[str, Any], request_id: str | None,
                   headers: dict[str, str] | None = None) -> JSONResponse:
    out = dict(body)
    out.setdefault("timestamp", timestamp())
    if request_id:
        out.setdefault("request_id", request_id)
    return JSONResponse(out, status_code=status, headers=headers)


def validation_body(exc: InputError, lang: str | None = None) -> dict[str, Any]:
    """InputError.to_dict() (seed 002's ValidationError), its value cut to something a log can hold; with
    lang="en" (Accept-Language: en) its message in English when it has a message code."""
    body = exc.to_dict()
    if lang == "en" and exc.message is not None:
        body["message"] = exc.text("en")
    if isinstance(body.get("value"), str) and len(body["value"]) > 100:
        body["value"] = body["value"][:100]
    return body


def invalid(message: Message, field: str | None, value: Any = None) -> InputError:
    """A 400 ValidationError naming `field`: the app's InputError handler answers it in the request's language."""
    return InputError(message, field=field, value=value)


# the JSON type a field needs, by pydantic's error kind: "文本 (a string)" stored, each language alone when rendered
_TYPE_NAMES = {"string": "type.string", "bool": "type.bool", "int": "type.int", "float": "type.float",
               "list": "type.list", "dict": "type.dict"}


def _said(message: Message, lang: str | None) -> str:
    """The stored text (seed 002's Chinese), or English for Accept-Language: en."""
    return message.text("en") if lang == "en" else str(message)


def _short(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value if not isinstance(value, str) else value[:100]
    return type(value).__name__


def _invalid_body(said: Message, lang: str | None, field: str, **extra: Any) -> dict[str, Any]:
    """Seed 002's 400 body: the message in `lang` with its `code` and `params` beside it, the field, any extra."""
    return {"error": "ValidationError", "message": _said(said, lang), **coded_fields(said), "field": field, **extra}


def from_request_validation(errors: list[dict[str, Any]], lang: str | None = None) -> dict[str, Any]:
    """FastAPI's RequestValidationError (malformed JSON, wrong types, missing fields) as seed 002's 400 body, its
    message in `lang` ("en" for Accept-Language: en; else the stored Chinese) with its code and parameters."""
    first = errors[0] if errors else {"type": "value_error", "loc": ("body",), "msg": "invalid request"}
    loc = [str(p) for p in first.get("loc", ()) if p not in ("body", "query", "path")]
    field = ".".join(loc) or "body"
    kind = str(first.get("type", ""))
    value = first.get("input")
    if kind == "json_invalid":
        ctx = c if isinstance(c := first.get("ctx"), dict) else {}
        return _invalid_body(Message("api.malformed_json", {"detail": str(ctx.get("error", "invalid"))}), lang, "body")
    if kind == "missing":
        if field == "question":
            return _invalid_body(Message("sample.question_empty"), lang, "question", value="")
        return _invalid_body(Message("api.missing_field", {"field": field}), lang, field)
    if field == "body" and isinstance(value, (bytes, bytearray)):
        return _invalid_body(Message("api.body_not_json"), lang, "body")
    if kind.endswith("_type") or kind.endswith("_parsing"):
        expected: Message | str = next((Message(code) for k, code in _TYPE_NAMES.items() if kind.startswith(k)),
                                       kind.removesuffix("_type"))
        if field == "body":
            said = Message("api.body_not_object", {"type": type(value).__name__})
        else:
            said = Message("api.wrong_type", {"field": field, "expected": expected, "type": type(value).__name__})
        return _invalid_body(said, lang, field, **({} if isinstance(value, (dict, list)) else {"value": _short(value)}))
    said = Message("api.invalid_value", {"field": field, "detail": str(first.get("msg", "invalid value"))})
    shown = {} if value is None or isinstance(value, (dict, list)) else {"value": _short(value)}
    return _invalid_body(said, lang, field, **shown)
