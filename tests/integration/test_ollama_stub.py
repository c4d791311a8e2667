"""The Ollama stub, exercised through the real ``ollama`` client over a real socket."""
from __future__ import annotations

import math
import threading
import time

import httpx
import ollama
import pytest
from pydantic import BaseModel

from tests.support.ollama_stub import OllamaStub, Reply, embedding_for, model_not_found

LLM = "qwen2.5:7b"
EMB = "nomic-embed-text"


class Verdict(BaseModel):
    sentence: str
    supported: bool


class Verdicts(BaseModel):
    verdicts: list[Verdict]


@pytest.fixture
def stub():
    with OllamaStub(models=(LLM, EMB), embed_dim=8) as s:
        yield s
    assert s.errors == []


@pytest.fixture
def client(stub):
    c = ollama.Client(host=stub.url, timeout=2)
    yield c
    c.close()


def _ask(client, text="hi", **kw):
    return client.chat(model=LLM, messages=[{"role": "user", "content": text}], **kw)


def test_chat_structured_output_records_format_and_options(stub, client):
    expected = {"verdicts": [{"sentence": "政策于2024年生效。", "supported": True}]}
    stub.script(Reply.json(expected))
    schema = Verdicts.model_json_schema()

    resp = client.chat(
        model=LLM,
        messages=[{"role": "system", "content": "judge"}, {"role": "user", "content": "claims..."}],
        format=schema,
        options={"temperature": 0, "num_ctx": 8192, "seed": 7},
    )

    assert Verdicts.model_validate_json(resp.message.content) == Verdicts.model_validate(expected)
    assert "政策" in resp.message.content  # ensure_ascii=False
    assert resp.message.role == "assistant"
    assert resp.model == LLM and resp.done is True and resp.done_reason == "stop"
    assert resp.eval_count > 0 and resp.prompt_eval_count > 0 and resp.total_duration > 0
    [sent] = stub.calls("/api/chat")
    assert sent["format"] == schema
    assert sent["options"] == {"temperature": 0, "num_ctx": 8192, "seed": 7}
    assert sent["stream"] is False
    assert [m["content"] for m in sent["messages"]] == ["judge", "claims..."]
    assert stub.requests == [{"path": "/api/chat", "method": "POST", "json": sent}]


def test_queue_then_router_then_default(stub, client):
    broken = '{"verdicts": [ {"sentence": '
    fenced = '```json\n{"verdicts": []}\n```'
    stub.script(Reply.text(broken), Reply.text(fenced), Reply.text("Sure! Here it is.", done_reason="length"))
    assert _ask(client).message.content == broken
    assert _ask(client).message.content == fenced
    r = _ask(client)
    assert r.message.content == "Sure! Here it is." and r.done_reason == "length"
    assert stub.pending == 0

    # queue empty, nothing configured: loud 500 rather than a silent answer
    with pytest.raises(ollama.ResponseError) as ei:
        _ask(client)
    assert ei.value.status_code == 500 and "no scripted reply" in ei.value.error

    stub.set_default(Reply.json({"verdicts": []}))
    stub.set_router(lambda req: Reply.json({"echo": req["messages"][-1]["content"]})
                    if req.get("format") else None)
    assert _ask(client, "with schema", format={"type": "object"}).message.content == '{"echo": "with schema"}'
    assert _ask(client, "no schema").message.content == '{"verdicts": []}'  # router returned None -> default
    stub.script("queued wins")  # plain str -> Reply.text
    assert _ask(client, format={"type": "object"}).message.content == "queued wins"
    assert len(stub.calls()) == 7


def test_chat_streaming_ndjson(stub, client):
    text = "Hello there, structured world!"
    stub.script(Reply.text(text))
    parts = list(_ask(client, stream=True))
    assert len(parts) >= 3
    assert "".join(p.message.content for p in parts) == text
    assert all(p.done is False for p in parts[:-1])
    assert parts[-1].done is True and parts[-1].done_reason == "stop" and parts[-1].eval_count > 0
    assert stub.calls()[0]["stream"] is True


def test_streaming_error_surfaces_on_iteration(stub, client):
    stub.script(Reply.error(500, "llama runner process has terminated"))
    it = _ask(client, stream=True)  # lazy: nothing sent yet
    assert stub.calls() == []
    with pytest.raises(ollama.ResponseError) as ei:
        next(iter(it))
    assert ei.value.status_code == 500 and ei.value.error == "llama runner process has terminated"


def test_generate_plain_and_streaming(stub, client):
    stub.script(Reply.json({"answer": 42}), Reply.text("one two three"))
    r = client.generate(model=LLM, prompt="q?", format="json", options={"num_predict": 64})
    assert r.response == '{"answer": 42}' and r.done is True and r.context
    sent = stub.calls("/api/generate")[0]
    assert sent["prompt"] == "q?" and sent["format"] == "json" and sent["options"] == {"num_predict": 64}
    parts = list(client.generate(model=LLM, prompt="count", stream=True))
    assert "".join(p.response for p in parts) == "one two three" and parts[-1].done is True
    assert stub.calls("/api/chat") == []


def test_list_show_ps_version(stub, client):
    names = [m.model for m in client.list().models]
    assert names == [LLM, EMB + ":latest"]  # real Ollama shows the implicit tag
    m = client.list().models[0]
    assert m.size > 0 and len(m.digest) == 64 and m.details.family == "qwen2" and m.modified_at is not None

    info = client.show(LLM)
    assert "completion" in info.capabilities and info.modelinfo["qwen2.context_length"] == 32768
    assert client.show(EMB).capabilities == ["embedding"]
    with pytest.raises(ollama.ResponseError) as ei:
        client.show("llama9")
    assert ei.value.status_code == 404

    assert client.ps().models == []
    stub.script("x")
    _ask(client)
    assert [p.model for p in client.ps().models] == [LLM]

    # ollama-python has no version(); raw HTTP is the way
    assert httpx.get(f"{stub.url}/api/version").json() == {"version": "0.12.0"}
    assert httpx.get(stub.url).text == "Ollama is running"


def test_embed_deterministic_vectors(stub, client):
    r = client.embed(model=EMB, input=["apple", "banana", "apple"])
    vecs = r.embeddings
    assert len(vecs) == 3 and all(len(v) == 8 for v in vecs)
    assert list(vecs[0]) == list(vecs[2]) != list(vecs[1])
    assert all(math.isclose(math.sqrt(sum(x * x for x in v)), 1.0, rel_tol=1e-9) for v in vecs)
    assert list(vecs[0]) == embedding_for("apple", 8)
    single = client.embed(model=EMB, input="apple").embeddings
    assert len(single) == 1 and list(single[0]) == list(vecs[0])
    assert len(client.embed(model=EMB, input="x", dimensions=4).embeddings[0]) == 4
    assert stub.calls("/api/embed")[0]["input"] == ["apple", "banana", "apple"]


def test_unknown_model_is_404_and_keeps_queue(stub, client):
    stub.script(Reply.json({"ok": True}))
    for call in (lambda: client.chat(model="llama9:70b", messages=[]),
                 lambda: client.embed(model="nope", input="x")):
        with pytest.raises(ollama.ResponseError) as ei:
            call()
        assert ei.value.status_code == 404
    assert ei.value.error == model_not_found("nope") == 'model "nope" not found, try pulling it first'
    assert stub.pending == 1
    assert client.chat(model=LLM, messages=[]).message.content == '{"ok": true}'


def test_error_replies_raise_response_error(stub, client):
    stub.script(Reply.error(500, "boom"), Reply.error(404, "model 'x' not found, try pulling it first"))
    with pytest.raises(ollama.ResponseError) as ei:
        _ask(client)
    assert ei.value.status_code == 500 and ei.value.error == "boom"
    assert str(ei.value) == "boom (status code: 500)"
    with pytest.raises(ollama.ResponseError) as ei:
        client.generate(model=LLM, prompt="p")
    assert ei.value.status_code == 404 and "not found" in ei.value.error


def test_slow_reply_times_out_without_blocking_others(stub):
    slow_client = ollama.Client(host=stub.url, timeout=0.4)
    fast_client = ollama.Client(host=stub.url, timeout=2)
    stub.script(Reply.slow(30, Reply.json({"late": True})))
    stub.set_default(Reply.json({"fast": True}))

    t0 = time.monotonic()
    with pytest.raises(httpx.ReadTimeout):  # not wrapped by ollama; subclass of httpx.TimeoutException
        _ask(slow_client)
    elapsed = time.monotonic() - t0
    assert 0.35 <= elapsed < 10  # the client gave up on its own timeout, long before the 30 s reply

    # the 30 s sleeper is still parked in its thread; other requests are served meanwhile
    t0 = time.monotonic()
    assert _ask(fast_client).message.content == '{"fast": true}'
    assert time.monotonic() - t0 < 10  # not queued behind the 30 s sleeper

    # a slow reply shorter than the timeout is just late
    stub.script(Reply.slow(0.2, Reply.text("late but fine")))
    t0 = time.monotonic()
    assert _ask(fast_client).message.content == "late but fine"
    assert time.monotonic() - t0 >= 0.2

    t0 = time.monotonic()
    stub.stop()  # interrupts the 30 s sleep instead of waiting for it
    assert time.monotonic() - t0 < 10  # not the 30 s sleep


def test_drop_is_remote_protocol_error_and_server_survives(stub, client):
    stub.script(Reply.drop(), Reply.text("still here"))
    with pytest.raises(httpx.RemoteProtocolError):  # not wrapped by ollama
        _ask(client)
    assert _ask(client).message.content == "still here"
    assert len(stub.calls()) == 2


def test_kill_refuses_later_connections_and_can_restart(stub, client):
    stub.script("before")
    assert _ask(client).message.content == "before"  # leaves a keep-alive connection in the pool
    url = stub.url

    stub.kill()
    assert not stub.running
    with pytest.raises(ConnectionError) as ei:  # builtin ConnectionError, from httpx.ConnectError
        _ask(client)
    assert not isinstance(ei.value, ollama.ResponseError)
    assert "Failed to connect to Ollama" in str(ei.value)
    with pytest.raises(ConnectionError):
        client.list()
    with pytest.raises(ConnectionError):
        client.embed(model=EMB, input="x")

    stub.start()  # "Ollama came back" on the same port
    assert stub.url == url
    stub.script("after")
    assert _ask(client).message.content == "after"


def test_kill_during_inflight_request(stub, client):
    stub.script(Reply.slow(30, "never"))
    caught: list[BaseException] = []

    def call():
        try:
            _ask(client)
        except BaseException as e:  # noqa: BLE001
            caught.append(e)

    t = threading.Thread(target=call)
    t.start()
    deadline = time.monotonic() + 2
    while not stub.calls() and time.monotonic() < deadline:
        time.sleep(0.01)
    t0 = time.monotonic()
    stub.kill()
    t.join(10)
    assert not t.is_alive() and time.monotonic() - t0 < 10
    assert len(caught) == 1 and type(caught[0]) is httpx.RemoteProtocolError


def test_server_dies_mid_batch(stub, client):
    stub.script(Reply.json({"i": 1}), Reply.json({"i": 2}), Reply.kill(), Reply.json({"i": 4}))
    outcomes = []
    for _ in range(4):
        try:
            outcomes.append(_ask(client).message.content)
        except Exception as e:  # noqa: BLE001
            outcomes.append(type(e))
    assert outcomes == ['{"i": 1}', '{"i": 2}', httpx.RemoteProtocolError, ConnectionError]
    assert stub.pending == 1 and not stub.running
