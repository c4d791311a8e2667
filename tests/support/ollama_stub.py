"""A scripted stand-in for an Ollama server, for driving the real ``ollama`` client in tests.

Standard library only: an ``http.server.ThreadingHTTPServer`` on 127.0.0.1 in a daemon thread,
speaking the subset of Ollama's REST API that ``ollama.Client`` uses, with the same JSON shapes
(checked against ollama-python 0.6.x ``_client.py`` / ``_types.py``)::

    with OllamaStub(models=("qwen2.5:7b", "nomic-embed-text")) as stub:
        stub.script(Reply.json({"verdicts": []}), Reply.text("not json"), Reply.error(500, "boom"))
        client = ollama.Client(host=stub.url, timeout=2)
        client.chat(model="qwen2.5:7b", messages=[...], format=Schema.model_json_schema())
        assert stub.calls("/api/chat")[0]["format"] == Schema.model_json_schema()

Endpoints
    POST /api/chat, /api/generate   scripted replies (queue -> router -> default), ``stream`` honoured
                                    (absent ``stream`` means true, as in real Ollama) as NDJSON over
                                    chunked transfer encoding, ending with a ``done: true`` chunk.
    POST /api/embed                 deterministic, L2-normalised vectors from sha256(text);
                                    ``input`` str or list; ``dimensions`` honoured.
    POST /api/embeddings            legacy single-prompt form: {"embedding": [...]}.
    POST /api/show, GET /api/tags, GET /api/ps, GET /api/version, GET|HEAD /  ("Ollama is running").
    Unknown model on chat/generate/embed/show -> 404 {"error": "model \"X\" not found, try pulling it first"}
    (the scripted queue is not consumed). Anything else -> 404 "404 page not found" (text/plain).

Failure injection: ``Reply.error`` (HTTP status + {"error": ...}), ``Reply.drop`` (close the connection
without a response), ``Reply.slow`` (delay, interruptible by stop()/kill()), ``Reply.kill`` (the whole
server dies while answering this request), and ``OllamaStub.kill()`` (later connections refused).
The stub can be started again after stop()/kill(); it rebinds the same port ("Ollama came back").
"""
from __future__ import annotations

import hashlib
import json as _json
import math
import re
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Iterable, Mapping, Optional, Union

from .http_stub import ScriptedReply, ScriptedServer, StubHandler

__all__ = ["OllamaStub", "Reply", "embedding_for", "model_not_found"]


# --------------------------------------------------------------------------- replies


@dataclass(frozen=True)
class Reply(ScriptedReply):
    """One scripted answer to a /api/chat or /api/generate request.

    Build with the factories: ``json``, ``text``, ``error`` below; ``drop``, ``slow``, ``kill`` from `ScriptedReply`.
    """

    kind: str  # "content" | "error" | "drop" | "slow" | "kill"
    content: str = ""
    thinking: Optional[str] = None
    done_reason: str = "stop"
    status: int = 200
    message: str = ""
    seconds: float = 0.0
    inner: Optional["Reply"] = None

    @staticmethod
    def json(obj: Any, *, done_reason: str = "stop", thinking: Optional[str] = None) -> "Reply":
        """Message content is ``json.dumps(obj, ensure_ascii=False)``."""
        return Reply("content", _json.dumps(obj, ensure_ascii=False), thinking, done_reason)

    @staticmethod
    def text(s: str, *, done_reason: str = "stop", thinking: Optional[str] = None) -> "Reply":
        """Message content is ``s`` verbatim (prose, fenced JSON, truncated JSON...).

        ``done_reason="length"`` imitates generation cut off by ``num_predict``/context.
        """
        return Reply("content", str(s), thinking, done_reason)

    @staticmethod
    def error(status: int, message: str) -> "Reply":
        """HTTP ``status`` with Ollama's error body ``{"error": message}``."""
        return Reply("error", status=int(status), message=str(message))


ReplyLike = Union[Reply, str, Mapping[str, Any], list]


def model_not_found(model: str) -> str:
    """The error text real Ollama returns (HTTP 404) for a model that is not pulled."""
    return f'model "{model}" not found, try pulling it first'


# --------------------------------------------------------------------------- helpers


def _canonical(name: str) -> str:
    """Ollama's model-name normalisation, enough for tests: a missing tag means ':latest'."""
    name = (name or "").strip()
    return name if ":" in name.rsplit("/", 1)[-1] else f"{name}:latest"


def _now() -> str:
    return datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")


def _tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


def embedding_for(text: str, dim: int = 8) -> list[float]:
    """The stub's deterministic embedding: floats from sha256(text) chunks, L2-normalised (like /api/embed)."""
    raw: list[float] = []
    counter = 0
    while len(raw) < dim:
        digest = hashlib.sha256(f"{counter}:{text}".encode("utf-8")).digest()
        for i in range(0, len(digest), 4):
            raw.append(int.from_bytes(digest[i : i + 4], "big") / 0xFFFFFFFF * 2.0 - 1.0)
        counter += 1
    raw = raw[:dim]
    norm = math.sqrt(sum(x * x for x in raw)) or 1.0
    return [x / norm for x in raw]


def _pieces(text: str) -> list[str]:
    """Split content into word-ish stream chunks whose concatenation is exactly ``text``."""
    return re.findall(r"\s*\S+|\s+", text)


def _details(name: str) -> dict[str, Any]:
    family = re.split(r"[:.\-]", name.split("/")[-1])[0] or "llama"
    m = re.search(r"(\d+(?:\.\d+)?)[bB]\b", name)
    return {
        "parent_model": "",
        "format": "gguf",
        "family": family,
        "families": [family],
        "parameter_size": f"{m.group(1)}B" if m else "137M",
        "quantization_level": "Q4_K_M" if m else "F16",
    }


def _is_embedding_model(name: str) -> bool:
    return "embed" in name.lower() or "bge" in name.lower() or "minilm" in name.lower()


# --------------------------------------------------------------------------- HTTP plumbing


class _Handler(StubHandler):
    server_version = "OllamaStub"
    json_content_type = "application/json; charset=utf-8"
    body_methods = ("POST", "DELETE")

    def _read_body(self) -> bytes:
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            data = b""
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return data
                data += self.rfile.read(size)
                self.rfile.readline()
        return super()._read_body()

    def _record_extra(self) -> dict[str, Any]:
        # opt-in (``stub.record_headers = True``), so the recorded requests of other tests keep their shape
        if getattr(self.server.stub, "record_headers", False):
            return {"headers": {k.lower(): v for k, v in self.headers.items()}}
        return {}

    # -- verbs
    def do_HEAD(self):
        self._dispatch("HEAD")

    def do_DELETE(self):
        self._dispatch("DELETE")

    def _route(self, stub: "OllamaStub", method: str, path: str, body: Any, bad_json: Optional[str]):
        if bad_json is not None:
            return self._send_json(400, {"error": f"invalid request body: {bad_json}"})
        route = {
            ("GET", "/"): stub._h_root,
            ("HEAD", "/"): stub._h_root,
            ("GET", "/api/version"): stub._h_version,
            ("GET", "/api/tags"): stub._h_tags,
            ("GET", "/api/ps"): stub._h_ps,
            ("POST", "/api/show"): stub._h_show,
            ("POST", "/api/embed"): stub._h_embed,
            ("POST", "/api/embeddings"): stub._h_embeddings,
            ("POST", "/api/chat"): stub._h_generate,
            ("POST", "/api/generate"): stub._h_generate,
        }.get((method, path))
        if route is None:
            return self._send(404, b"404 page not found", "text/plain; charset=utf-8")
        route(self, path, body if isinstance(body, dict) else {})

    # -- streaming
    def _start_chunked(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/x-ndjson")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def _chunk(self, obj: Any):
        data = (_json.dumps(obj, ensure_ascii=False) + "\n").encode("utf-8")
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    def _end_chunked(self):
        self.wfile.write(b"0\r\n\r\n")


# --------------------------------------------------------------------------- the stub


class OllamaStub(ScriptedServer, handler=_Handler, reply=Reply):
    """Scripted Ollama server on 127.0.0.1 (see module docstring).

    The scripted replies (`script`, `set_router`, `set_default`) answer /api/chat and /api/generate; the
    router's ``request_json`` is the body the client sent (chat: has "messages"; generate: has "prompt";
    both may have "format", "options", "stream").
    """

    def __init__(
        self,
        models: Iterable[str] = ("qwen2.5:7b",),
        embed_dim: int = 8,
        *,
        port: int = 0,
        version: str = "0.12.0",
        context_length: int = 32768,
    ):
        super().__init__(port=port)
        self.models = [str(m) for m in models]
        self.embed_dim = int(embed_dim)
        self.version = version
        self.context_length = int(context_length)
        self._loaded: dict[str, float] = {}
        self._modified_at = (datetime.now(timezone.utc) - timedelta(days=3)).isoformat()

    @property
    def port(self) -> int:
        return self._port

    def calls(self, path: str = "/api/chat") -> list[dict[str, Any]]:
        """The JSON bodies of the requests received on ``path`` (default /api/chat), in order."""
        return super().calls(path)

    # -- internals
    def _known(self, model: Any) -> bool:
        return isinstance(model, str) and _canonical(model) in {_canonical(m) for m in self.models}

    def _check_model(self, h: _Handler, body: dict) -> Optional[str]:
        model = body.get("model")
        if not model:
            h._send_json(400, {"error": "model is required"})
            return None
        if not self._known(model):
            h._send_json(404, {"error": model_not_found(model)})
            return None
        with self._lock:
            self._loaded[_canonical(model)] = time.time()
        return model

    def _model_entry(self, name: str) -> dict[str, Any]:
        name = _canonical(name)  # real Ollama lists "nomic-embed-text:latest"
        return {
            "name": name,
            "model": name,
            "modified_at": self._modified_at,
            "size": 4_683_087_332 if not _is_embedding_model(name) else 274_302_450,
            "digest": hashlib.sha256(name.encode()).hexdigest(),
            "details": _details(name),
        }

    # -- endpoint handlers (run in the connection's thread)
    def _h_root(self, h: _Handler, path: str, body: dict):
        h._send(200, b"Ollama is running", "text/plain; charset=utf-8")

    def _h_version(self, h: _Handler, path: str, body: dict):
        h._send_json(200, {"version": self.version})

    def _h_tags(self, h: _Handler, path: str, body: dict):
        h._send_json(200, {"models": [self._model_entry(m) for m in self.models]})

    def _h_ps(self, h: _Handler, path: str, body: dict):
        with self._lock:
            loaded = list(self._loaded)
        expires = (datetime.now(timezone.utc) + timedelta(minutes=5)).isoformat()
        models = []
        for m in loaded:
            e = self._model_entry(m)
            e.pop("modified_at")
            e.update(expires_at=expires, size_vram=e["size"], context_length=self.context_length)
            models.append(e)
        h._send_json(200, {"models": models})

    def _h_show(self, h: _Handler, path: str, body: dict):
        model = body.get("model") or body.get("name")
        if not self._known(model):
            return h._send_json(404, {"error": f"model '{model}' not found"})
        det = _details(model)
        arch = det["family"]
        emb = _is_embedding_model(model)
        h._send_json(200, {
            "license": "stub license",
            "modelfile": f"# Modelfile generated by OllamaStub\nFROM {model}\n",
            "parameters": "stop \"<|im_end|>\"" if not emb else "",
            "template": "{{ .Prompt }}",
            "details": det,
            "model_info": {
                "general.architecture": arch,
                "general.parameter_count": 7_615_616_512 if not emb else 136_727_040,
                f"{arch}.context_length": self.context_length,
                f"{arch}.embedding_length": self.embed_dim if emb else 3584,
            },
            "capabilities": ["embedding"] if emb else ["completion", "tools"],
            "modified_at": self._modified_at,
        })

    def _embed_inputs(self, body: dict) -> list[str]:
        inp = body.get("input", "")
        return [inp] if isinstance(inp, str) else [str(x) for x in inp]

    def _h_embed(self, h: _Handler, path: str, body: dict):
        model = self._check_model(h, body)
        if model is None:
            return
        texts = self._embed_inputs(body)
        dim = int(body.get("dimensions") or self.embed_dim)
        h._send_json(200, {
            "model": model,
            "embeddings": [embedding_for(t, dim) for t in texts],
            "total_duration": 1_000_000 * (1 + len(texts)),
            "load_duration": 100_000,
            "prompt_eval_count": sum(_tokens(t) for t in texts),
        })

    def _h_embeddings(self, h: _Handler, path: str, body: dict):
        model = self._check_model(h, body)
        if model is None:
            return
        h._send_json(200, {"embedding": embedding_for(str(body.get("prompt") or ""), self.embed_dim)})

    def _h_generate(self, h: _Handler, path: str, body: dict):
        model = self._check_model(h, body)
        if model is None:
            return
        reply = self._take_reply(h, body)
        if reply.kind == "error":
            return h._send_json(reply.status, {"error": reply.message})

        chat = path == "/api/chat"
        stream = body.get("stream", True) is not False  # Ollama streams unless told otherwise
        if chat:
            prompt_text = "".join(str(m.get("content") or "") for m in body.get("messages") or [] if isinstance(m, dict))
        else:
            prompt_text = str(body.get("system") or "") + str(body.get("prompt") or "")
        eval_count = _tokens(reply.content)
        final = {
            "model": model,
            "created_at": _now(),
            "done": True,
            "done_reason": reply.done_reason,
            "total_duration": 5_000_000 + 1_000_000 * eval_count,
            "load_duration": 1_000_000,
            "prompt_eval_count": _tokens(prompt_text),
            "prompt_eval_duration": 2_000_000,
            "eval_count": eval_count,
            "eval_duration": 1_000_000 * eval_count,
        }

        def part(content: str, thinking: Optional[str] = None) -> dict[str, Any]:
            if chat:
                msg: dict[str, Any] = {"role": "assistant", "content": content}
                if thinking:
                    msg["thinking"] = thinking
                return {"message": msg}
            p: dict[str, Any] = {"response": content}
            if thinking:
                p["thinking"] = thinking
            return p

        if not stream:
            obj = {"model": model, "created_at": final["created_at"], **part(reply.content, reply.thinking)}
            obj.update({k: v for k, v in final.items() if k not in obj})
            if not chat:
                obj["context"] = [1, 2, 3]
            return h._send_json(200, obj)

        h._start_chunked()
        if reply.thinking:
            h._chunk({"model": model, "created_at": _now(), **part("", reply.thinking), "done": False})
        for piece in _pieces(reply.content):
            h._chunk({"model": model, "created_at": _now(), **part(piece), "done": False})
        last = {"model": model, "created_at": _now(), **part("")}
        last.update({k: v for k, v in final.items() if k not in last})
        if not chat:
            last["context"] = [1, 2, 3]
        h._chunk(last)
        h._end_chunked()
