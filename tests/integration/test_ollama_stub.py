"""The Ollama stub does what the project's tests rely on, seen through the real ``ollama`` client.

Only the behaviour other tests lean on is checked here: what the judge and embedder call (chat, embed, list, version),
the reply order (queue, router, default, a loud 500 when nothing is scripted), and the failures they are tested
against (errors, unknown models, slow replies cut short by stop(), dropped connections, a killed server).
"""
from __future__ import annotations

import threading

import httpx
import ollama
import pytest
from pydantic import BaseModel

from tests.support.ollama_stub import OllamaStub, Reply, embedding_for, model_not_found

LLM = "qwen2.5:7b"
EMB = "nomic-embed-text"


class Verdicts(BaseModel):
    verdicts: list[dict]


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


def test_chat_records_the_schema_and_options_the_judge_sends(stub, client):
    expected = {"verdicts": [{"sentence": "政策于2024年生效。", "supported": True}]}
    stub.script(Reply.json(expected))
    schema = Verdicts.model_json_schema()
    resp = client.chat(model=LLM, messages=[{"role": "system", "content": "judge"}, {"role": "user", "content": "c"}],
                       format=schema, options={"temperature": 0, "seed": 7})
    assert Verdicts.model_validate_json(resp.message.content) == Verdicts.model_validate(expected)
    assert "政策" in resp.message.content and resp.done is True  # ensure_ascii=False
    [sent] = stub.calls("/api/chat")
    assert sent["format"] == schema and sent["options"] == {"temperature": 0, "seed": 7} and sent["stream"] is False
    assert stub.requests == [{"path": "/api/chat", "method": "POST", "json": sent}]


def test_queue_then_router_then_default_and_a_loud_500_when_unscripted(stub, client):
    stub.script(Reply.text("first"), "second")  # a plain str is Reply.text
    assert [_ask(client).message.content for _ in range(2)] == ["first", "second"]
    assert stub.pending == 0
    with pytest.raises(ollama.ResponseError) as ei:
        _ask(client)
    assert ei.value.status_code == 500 and "no scripted reply" in ei.value.error

    stub.set_default(Reply.json({"verdicts": []}))
    stub.set_router(lambda req: Reply.json({"echo": req["messages"][-1]["content"]}) if req.get("format") else None)
    assert _ask(client, "with schema", format={"type": "object"}).message.content == '{"echo": "with schema"}'
    assert _ask(client, "no schema").message.content == '{"verdicts": []}'  # router returned None -> default
    stub.script("queued wins")
    assert _ask(client, format={"type": "object"}).message.content == "queued wins"
    assert len(stub.calls()) == 6


def test_list_and_version_as_the_status_check_reads_them(stub, client):
    assert [m.model for m in client.list().models] == [LLM, EMB + ":latest"]  # real Ollama shows the implicit tag
    assert httpx.get(f"{stub.url}/api/version").json() == {"version": "0.12.0"}


def test_embed_gives_deterministic_unit_vectors(stub, client):
    vecs = client.embed(model=EMB, input=["apple", "banana", "apple"]).embeddings
    assert len(vecs) == 3 and all(len(v) == 8 for v in vecs)
    assert list(vecs[0]) == list(vecs[2]) != list(vecs[1]) and list(vecs[0]) == embedding_for("apple", 8)
    assert stub.calls("/api/embed")[0]["input"] == ["apple", "banana", "apple"]


def test_unknown_model_is_a_404_and_errors_are_response_errors(stub, client):
    stub.script(Reply.json({"ok": True}), Reply.error(500, "boom"))
    with pytest.raises(ollama.ResponseError) as ei:
        client.embed(model="nope", input="x")
    assert ei.value.status_code == 404 and ei.value.error == model_not_found("nope")
    assert stub.pending == 2  # the 404 used no scripted reply
    assert client.chat(model=LLM, messages=[]).message.content == '{"ok": true}'
    with pytest.raises(ollama.ResponseError) as ei:
        _ask(client)
    assert ei.value.status_code == 500 and ei.value.error == "boom"


def test_a_slow_reply_times_the_client_out_serves_others_and_stop_cuts_it_short(stub):
    slow_client = ollama.Client(host=stub.url, timeout=0.4)
    fast_client = ollama.Client(host=stub.url, timeout=5)
    stub.script(Reply.slow(600, Reply.json({"late": True})))
    stub.set_default(Reply.json({"fast": True}))
    with pytest.raises(httpx.ReadTimeout):  # the client's own timeout ended the call: the 600 s reply never came
        _ask(slow_client)
    # the sleeper is still parked in its thread; another request is served meanwhile
    assert _ask(fast_client).message.content == '{"fast": true}'
    stopper = threading.Thread(target=stub.stop)
    stopper.start()
    stopper.join(120)  # generous; without the interruption stop() would wait out the 600 s sleep
    assert not stopper.is_alive()


def test_drop_is_a_protocol_error_and_the_server_survives(stub, client):
    stub.script(Reply.drop(), Reply.text("still here"))
    with pytest.raises(httpx.RemoteProtocolError):  # not wrapped by ollama
        _ask(client)
    assert _ask(client).message.content == "still here"


def test_kill_refuses_later_connections_and_start_comes_back_on_the_same_port(stub, client):
    stub.script("before")
    assert _ask(client).message.content == "before"  # leaves a keep-alive connection in the pool
    url = stub.url
    stub.kill()
    assert not stub.running
    with pytest.raises(ConnectionError) as ei:  # builtin ConnectionError, from httpx.ConnectError
        _ask(client)
    assert not isinstance(ei.value, ollama.ResponseError) and "Failed to connect to Ollama" in str(ei.value)
    stub.start()
    assert stub.url == url
    stub.script("after")
    assert _ask(client).message.content == "after"


def test_kill_during_a_request_ends_it(stub, client):
    caught: list[BaseException] = []
    arrived = threading.Event()

    def slow_reply(request):
        arrived.set()  # the request is in: kill() now hits it in flight
        return Reply.slow(600, "never")

    stub.set_router(slow_reply)

    def call():
        try:
            _ask(client)
        except BaseException as e:  # noqa: BLE001
            caught.append(e)

    t = threading.Thread(target=call)
    t.start()
    assert arrived.wait(60)
    stub.kill()
    t.join(120)  # generous; the reply would take 600 s
    assert not t.is_alive()
    assert len(caught) == 1 and type(caught[0]) is httpx.RemoteProtocolError


def test_server_dies_mid_batch(stub, client):
    stub.script(Reply.json({"i": 1}), Reply.kill(), Reply.json({"i": 3}))
    outcomes = []
    for _ in range(3):
        try:
            outcomes.append(_ask(client).message.content)
        except Exception as e:  # noqa: BLE001
            outcomes.append(type(e))
    assert outcomes == ['{"i": 1}', httpx.RemoteProtocolError, ConnectionError]
    assert stub.pending == 1 and not stub.running
