"""A scripted stand-in for an OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenAI), for driving real clients.

Standard library only: an ``http.server.ThreadingHTTPServer`` on 127.0.0.1 in a daemon thread::

    with OpenAIStub(models=("qwen2.5-7b-instruct",), api_key="sk-test") as stub:
        stub.script(Reply.json({"verdicts": []}), Reply.text("not json"), Reply.error(500, "boom"))
        judge = OpenAIJudge(stub.base_url, "qwen2.5-7b-instruct", api_key="sk-test")
        assert stub.calls()[0]["response_format"]["type"] == "json_schema"
        assert stub.requests[0]["headers"]["authorization"] == "Bearer sk-test"

Endpoints (under /v1, the prefix every OpenAI-compatible server uses)
    POST /v1/chat/completions   scripted replies (queue -> router -> default) in the real non-streaming shape
                                {id, object: "chat.completion", created, model, choices: [{index, message:
                                {role: "assistant", content}, finish_reason}], usage}.
    GET  /v1/models             {object: "list", data: [{id, object: "model", created, owned_by}]}.
    Errors use OpenAI's body {"error": {"message", "type", "param", "code"}}: unknown model -> 404
    model_not_found (queue not consumed); wrong or missing key when ``api_key`` is set -> 401 invalid_api_key;
    anything else -> 404.

Switches imitating older servers: ``reject_json_schema`` (400 on response_format json_schema) and
``reject_json_object`` (400 on json_object too). Failure injection: ``Reply.error`` (status + OpenAI error body),
``Reply.drop`` (close without answering), ``Reply.slow`` (delay, cut short by stop()/kill()), ``Reply.kill``
(the server dies while answering), ``OpenAIStub.kill()`` (later connections refused). Restartable on the same port.
"""
from __future__ import annotations

import json as _json
import time
import uuid
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional, Union

from .http_stub import ScriptedReply, ScriptedServer, StubHandler

__all__ = ["OpenAIStub", "Reply"]

CHAT_PATH = "/v1/chat/completions"
MODELS_PATH = "/v1/models"


@dataclass(frozen=True)
class Reply(ScriptedReply):
    """One scripted answer to a chat completion.

    Build with the factories: ``json``, ``text``, ``error`` below; ``drop``, ``slow``, ``kill`` from `ScriptedReply`.
    """

    kind: str  # "content" | "error" | "drop" | "slow" | "kill"
    content: Optional[str] = ""
    finish_reason: str = "stop"
    status: int = 200
    message: str = ""
    type: str = ""
    code: Optional[str] = None
    seconds: float = 0.0
    inner: Optional["Reply"] = None

    @staticmethod
    def json(obj: Any, *, finish_reason: str = "stop") -> "Reply":
        """Message content is ``json.dumps(obj, ensure_ascii=False)``."""
        return Reply("content", _json.dumps(obj, ensure_ascii=False), finish_reason)

    @staticmethod
    def text(s: Optional[str], *, finish_reason: str = "stop") -> "Reply":
        """Message content verbatim (prose, fenced or truncated JSON; None for a null content)."""
        return Reply("content", s, finish_reason)

    @staticmethod
    def error(status: int, message: str, *, type: Optional[str] = None, code: Optional[str] = None) -> "Reply":
        """HTTP ``status`` with OpenAI's body {"error": {"message", "type", "param": null, "code"}}."""
        default_type = "server_error" if int(status) >= 500 else "invalid_request_error"
        return Reply("error", status=int(status), message=str(message), type=type or default_type, code=code)


ReplyLike = Union[Reply, str, Mapping[str, Any], list]


def _error_body(message: str, type_: str, code: Optional[str], param: Optional[str] = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


# What OpenAI said to json_schema requests for models without structured outputs; vLLM < 0.6 and older
# llama.cpp builds refuse in similar words.
JSON_SCHEMA_REJECTED = "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."
JSON_OBJECT_REJECTED = "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model."


def _tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


class _Handler(StubHandler):
    server_version = "OpenAIStub"

    def _headers(self) -> dict[str, str]:
        return {k.lower(): v for k, v in self.headers.items()}

    def _record_extra(self) -> dict[str, Any]:
        return {"headers": self._headers()}

    def _route(self, stub: "OpenAIStub", method: str, path: str, body: Any, bad_json: Optional[str]):
        if bad_json is not None:
            return self._send_json(400, _error_body(f"We could not parse the JSON body of your request. ({bad_json})",
                                                    "invalid_request_error", None))
        if not stub._authorised(self._headers().get("authorization", "")):
            return self._send_json(401, _error_body(
                "Incorrect API key provided. You can find your API key in your account settings.",
                "invalid_request_error", "invalid_api_key"))
        if (method, path) == ("GET", MODELS_PATH):
            return self._send_json(200, stub._models_body())
        if (method, path) == ("POST", CHAT_PATH):
            return stub._h_chat(self, body if isinstance(body, dict) else {})
        self._send_json(404, _error_body(f"Invalid URL ({method} {path})", "invalid_request_error", None))


class OpenAIStub(ScriptedServer, handler=_Handler, reply=Reply):
    """Scripted OpenAI-compatible server on 127.0.0.1 (see module docstring).

    The scripted replies (`script`, `set_router`, `set_default`) answer the chat completions; each request is
    recorded with its "headers" too (names lower-case).
    """

    def __init__(self, models: Iterable[str] = ("qwen2.5-7b-instruct",), *, api_key: Optional[str] = None,
                 reject_json_schema: bool = False, reject_json_object: bool = False, port: int = 0):
        super().__init__(port=port)
        self.models = [str(m) for m in models]
        self.api_key = api_key
        self.reject_json_schema = reject_json_schema
        self.reject_json_object = reject_json_object

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1``: what a client is configured with."""
        return self.url + "/v1"

    def calls(self, path: str = CHAT_PATH) -> list[Any]:
        """The JSON bodies of the requests received on ``path`` (default the chat completions), in order."""
        return super().calls(path)

    # -- internals
    def _authorised(self, authorization: str) -> bool:
        return self.api_key is None or authorization == f"Bearer {self.api_key}"

    def _models_body(self) -> dict[str, Any]:
        return {"object": "list", "data": [{"id": m, "object": "model", "created": 1_700_000_000,
                                            "owned_by": "openai-stub"} for m in self.models]}

    def _h_chat(self, h: _Handler, body: dict) -> None:
        model = body.get("model")
        if not isinstance(model, str) or not model:
            return h._send_json(400, _error_body("you must provide a model parameter", "invalid_request_error",
                                                 None, "model"))
        if not isinstance(body.get("messages"), list) or not body["messages"]:
            return h._send_json(400, _error_body("'messages' must contain at least one message",
                                                 "invalid_request_error", None, "messages"))
        if model not in self.models:
            return h._send_json(404, _error_body(
                f"The model `{model}` does not exist or you do not have access to it.",
                "invalid_request_error", "model_not_found"))
        fmt = (body.get("response_format") or {}).get("type") if isinstance(body.get("response_format"), dict) else None
        if fmt == "json_schema" and (self.reject_json_schema or self.reject_json_object):
            return h._send_json(400, _error_body(JSON_SCHEMA_REJECTED, "invalid_request_error", None,
                                                 "response_format"))
        if fmt == "json_object" and self.reject_json_object:
            return h._send_json(400, _error_body(JSON_OBJECT_REJECTED, "invalid_request_error", None,
                                                 "response_format"))
        reply = self._take_reply(h, body)
        if reply.kind == "error":
            return h._send_json(reply.status, _error_body(reply.message, reply.type, reply.code))
        prompt = "".join(str(m.get("content") or "") for m in body["messages"] if isinstance(m, dict))
        completion = _tokens(reply.content or "")
        h._send_json(200, {
            "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "system_fingerprint": "fp_openai_stub",
            "choices": [{"index": 0,
                         "message": {"role": "assistant", "content": reply.content, "refusal": None},
                         "logprobs": None,
                         "finish_reason": reply.finish_reason}],
            "usage": {"prompt_tokens": _tokens(prompt), "completion_tokens": completion,
                      "total_tokens": _tokens(prompt) + completion},
        })
