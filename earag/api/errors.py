"""Seed 002's error bodies (400 ValidationError, 503 with available_endpoints, 500 SystemError) and the others the
API needs (401, 404, 413, 503 busy), each with a timestamp and the request id, never a traceback."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from fastapi.responses import JSONResponse

from earag.errors import InputError

SYSTEM_ERROR_MESSAGE = "EARAG-Eval评估失败"
# Seed 002's 503 bodies, word for word, with the endpoints that still work.
GRAPH_UNAVAILABLE = {"error": "GraphRAG功能不可用", "message": "请使用 /api/ask 接口访问传统RAG功能",
                     "available_endpoints": ["/api/ask"]}
EVALUATOR_UNAVAILABLE = {"error": "EARAG-Eval评估器不可用", "message": "请使用 /api/ask/enhanced 接口访问增强问答功能",
                         "available_endpoints": ["/api/ask", "/api/ask/enhanced"]}


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


def invalid(message: str, field: str | None, value: Any = None) -> ApiError:
    return ApiError(400, validation_body(InputError(message, field=field, value=value)))


_TYPE_NAMES = {"string": "文本 (a string)", "bool": "布尔值 (true/false)", "int": "整数 (an integer)",
               "float": "数字 (a number)", "list": "列表 (a list)", "dict": "对象 (a JSON object)"}


def _short(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value if not isinstance(value, str) else value[:100]
    return type(value).__name__


def from_request_validation(errors: list[dict[str, Any]]) -> dict[str, Any]:
    """FastAPI's RequestValidationError (malformed JSON, wrong types, missing fields) as seed 002's 400 body."""
    first = errors[0] if errors else {"type": "value_error", "loc": ("body",), "msg": "invalid request"}
    loc = [str(p) for p in first.get("loc", ()) if p not in ("body", "query", "path")]
    field = ".".join(loc) or "body"
    kind = str(first.get("type", ""))
    value = first.get("input")
    if kind == "json_invalid":
        ctx = c if isinstance(c := first.get("ctx"), dict) else {}
        return {"error": "ValidationError", "message": f"请求体不是有效的JSON (malformed JSON: {ctx.get('error', 'invalid')})",
                "field": "body"}
    if kind == "missing":
        if field == "question":
            return {"error": "ValidationError", "message": "问题内容不能为空", "field": "question", "value": ""}
        return {"error": "ValidationError", "message": f"缺少必填字段 {field} (field required)", "field": field}
    if field == "body" and isinstance(value, (bytes, bytearray)):
        return {"error": "ValidationError", "field": "body",
                "message": "请求体必须是JSON (send Content-Type: application/json)"}
    if kind.endswith("_type") or kind.endswith("_parsing"):
        expected = next((v for k, v in _TYPE_NAMES.items() if kind.startswith(k)), kind.removesuffix("_type"))
        if field == "body":
            message = f"请求体必须是JSON对象 (the body must be a JSON object, got {type(value).__name__})"
        else:
            message = f"{field} 必须是{expected}，收到 {type(value).__name__} (wrong type)"
        out = {"error": "ValidationError", "message": message, "field": field}
        if not isinstance(value, (dict, list)):
            out["value"] = _short(value)
        return out
    out = {"error": "ValidationError", "message": f"{field}: {first.get('msg', 'invalid value')}", "field": field}
    if value is not None and not isinstance(value, (dict, list)):
        out["value"] = _short(value)
    return out
