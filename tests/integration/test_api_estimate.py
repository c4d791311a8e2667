"""POST /api/estimate on a real server (uvicorn on 127.0.0.1) whose judge is a scripted Ollama server: the cost of a
run of the posted rows, with no chat call sent and nothing stored; bad input is a 400 naming the field."""
from __future__ import annotations

import httpx

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.runs.store import open_store
from tests.integration.test_run_store import ROWS
from tests.support.api_server import ApiServer
from tests.support.ollama_stub import OllamaStub
from tests.support.scenarios import MODEL, route


def test_the_estimate_of_posted_rows_sends_nothing_and_stores_nothing(tmp_path):
    store = open_store(tmp_path / "runs.sqlite3")
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        settings = Settings().with_overrides(**{
            "backends.llm.host": stub.url, "backends.llm.model": MODEL, "backends.cache.enabled": False,
            "backends.embeddings.provider": "char-ngram"})
        app = create_app(settings, store, api=ApiSettings(), offline=False, environ={})
        with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
            per_sample = app.state.service.evaluator.llm_calls_per_sample()
            r = c.post("/api/estimate", json={"rows": ROWS + [{"id": "bad", "question": "", "answer": "x"}]})
            assert r.status_code == 200, r.text
            est = r.json()
            assert (est["samples"], est["invalid"]) == (len(ROWS), 1)
            assert est["calls"] == len(ROWS) * per_sample > 0 and est["calls_per_sample"]["core"] == per_sample
            assert est["prompt_tokens"] > 0 and est["token_method"].startswith("estimate:")
            assert est["seconds"] is None and est["seconds_max"] > 0   # no run measured a latency yet
            bad = c.post("/api/estimate", json={"rows": ROWS, "metrics": ["nonsense"]})
            assert bad.status_code == 400 and "nonsense" in bad.text
            assert c.post("/api/estimate", json={"rows": []}).status_code == 400
        assert stub.calls("/api/chat") == []
    assert store.list_runs() == []
    store.close()
