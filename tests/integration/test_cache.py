"""The SQLite response cache, and the cached judges against scripted OpenAI-compatible and Ollama servers."""
import json
import threading

import pytest
from pydantic import BaseModel

from earag.backends.base import LLM
from earag.backends.cache import CachedLLM, ResponseCache, cache_key
from earag.backends.llm.ollama import OllamaJudge
from earag.backends.llm.openai import OpenAIJudge
from tests.support.ollama_stub import OllamaStub
from tests.support.ollama_stub import Reply as OllamaReply
from tests.support.openai_stub import OpenAIStub, Reply

MODEL = "qwen2.5-7b-instruct"


class Verdict(BaseModel):
    supported: int
    reason: str


class Score(BaseModel):
    score: float


def route(body):
    """Answer by the schema asked for, as a structured-output server would."""
    props = body["response_format"]["json_schema"]["schema"]["properties"]
    return Reply.json({"score": 0.5} if "score" in props else {"supported": 1, "reason": "有依据"})


@pytest.fixture
def stub():
    with OpenAIStub(models=(MODEL,)) as s:
        s.set_router(route)
        yield s


@pytest.fixture
def cache_path(tmp_path):
    return tmp_path / "nested" / "dir" / "responses.sqlite"


def cached_judge(stub, path):
    return CachedLLM(OpenAIJudge(stub.base_url, MODEL, timeout=5, backoff=0.01), ResponseCache(path))


def test_cache_key_is_canonical():
    schema = Verdict.model_json_schema()
    reordered = dict(reversed(list(schema.items())))
    assert cache_key("openai:m", "m", "p", schema) == cache_key("openai:m", "m", "p", reordered)
    assert cache_key("openai:m", "m", "p", schema) == cache_key("openai:m", "m", "p", json.dumps(schema, indent=2))
    keys = {cache_key("openai:m", "m", "p", schema), cache_key("openai:m", "m", "p2", schema),
            cache_key("ollama:m", "m", "p", schema), cache_key("openai:m", "m", "p", Score.model_json_schema())}
    assert len(keys) == 4 and all(len(k) == 64 for k in keys)


def test_store_is_created_lazily_and_counts(cache_path):
    cache = ResponseCache(cache_path)
    assert cache.stats() == {"hits": 0, "misses": 0, "entries": 0, "size_bytes": 0, "path": str(cache_path)}
    assert cache.clear() == 0 and not cache_path.exists()  # looking does not create anything
    assert cache.get("k1") is None
    cache.put("k1", '{"a": 1}')
    cache.put("k1", '{"a": 2}')  # replaced, not duplicated
    cache.put("k2", '{"b": "中文"}')
    assert cache_path.exists()
    assert cache.get("k1") == '{"a": 2}' and cache.get("k2") == '{"b": "中文"}'
    assert cache.get_many(["k1", "k3", "k1"]) == {"k1": '{"a": 2}'}
    stats = cache.stats()
    assert (stats["hits"], stats["misses"], stats["entries"]) == (3, 2, 2) and stats["size_bytes"] > 0
    assert cache.clear() == 2
    assert cache.stats()["entries"] == 0 and cache.get("k1") is None


def test_entries_survive_a_new_instance_on_the_same_file(cache_path):
    first = ResponseCache(cache_path)
    first.put("k", '{"v": 1}')
    first.close()
    second = ResponseCache(cache_path)
    assert second.get("k") == '{"v": 1}' and second.stats()["entries"] == 1


def test_second_identical_call_is_a_hit_without_a_request(stub, cache_path):
    llm = cached_judge(stub, cache_path)
    assert isinstance(llm, LLM) and llm.name == f"openai:{MODEL}"
    first = llm.complete_json("句子一有依据吗", Verdict)
    assert len(stub.calls()) == 1 and llm.calls == 1
    again = llm.complete_json("句子一有依据吗", Verdict)
    assert again == first and isinstance(again, Verdict)
    assert len(stub.calls()) == 1 and llm.calls == 1 == llm.inner.calls
    assert (llm.hits, llm.misses) == (1, 1)


def test_different_prompt_or_schema_is_a_miss(stub, cache_path):
    llm = cached_judge(stub, cache_path)
    llm.complete_json("句子一", Verdict)
    llm.complete_json("句子二", Verdict)
    assert llm.complete_json("句子一", Score) == Score(score=0.5)
    assert len(stub.calls()) == 3 and (llm.hits, llm.misses) == (0, 3)
    assert llm.cache.stats()["entries"] == 3


def test_errors_are_not_cached(stub, cache_path):
    stub.script(Reply.text("not json"), Reply.text("still not json"))
    llm = cached_judge(stub, cache_path)
    with pytest.raises(Exception):
        llm.complete_json("句子一", Verdict)
    assert llm.cache.stats()["entries"] == 0
    assert llm.complete_json("句子一", Verdict).supported == 1  # asked again, now answered by the router
    assert len(stub.calls()) == 3


def test_clear_empties_the_cache(stub, cache_path):
    llm = cached_judge(stub, cache_path)
    llm.complete_json("句子一", Verdict)
    assert llm.cache.clear() == 1
    llm.complete_json("句子一", Verdict)
    assert len(stub.calls()) == 2 and llm.misses == 2


def test_a_new_process_reuses_the_answers_on_disk(stub, cache_path):
    cached_judge(stub, cache_path).complete_json("句子一", Verdict)
    fresh = cached_judge(stub, cache_path)  # new judge, new cache object, same file
    assert fresh.complete_json("句子一", Verdict).reason == "有依据"
    assert len(stub.calls()) == 1 and fresh.calls == 0 and fresh.hits == 1


def test_a_broken_cache_file_is_moved_aside_and_rebuilt(stub, cache_path):
    # (was: degrades to no cache for good; now the damaged file is set aside and the cache works again —
    # tests/integration/test_cache_corrupt.py covers truncation, the single warning and `cache clear`)
    cache_path.parent.mkdir(parents=True)
    cache_path.write_bytes(b"this is not an SQLite database" * 100)
    llm = cached_judge(stub, cache_path)
    assert llm.complete_json("句子一", Verdict).supported == 1
    assert llm.complete_json("句子一", Verdict).supported == 1
    assert len(stub.calls()) == 1 and llm.hits == 1
    assert [p.name.startswith("responses.sqlite.corrupt-") for p in llm.cache.moved_aside] == [True]
    assert llm.cache.stats()["entries"] == 1


def test_concurrent_callers_share_one_cache(stub, cache_path):
    llm = cached_judge(stub, cache_path)
    errors = []

    def worker(i):
        try:
            for j in range(5):
                assert llm.complete_json(f"句子{(i + j) % 4}", Verdict).supported == 1
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert llm.cache.stats()["entries"] == 4
    assert llm.hits + llm.misses == 40 and llm.misses == len(stub.calls()) >= 4


def test_ping_and_attributes_are_forwarded(stub, cache_path):
    llm = cached_judge(stub, cache_path)
    assert llm.ping()["model_available"] and llm.model == MODEL and llm.timeout == 5


def test_cached_ollama_judge_rerun_makes_no_chat_calls(tmp_path):
    with OllamaStub(models=("qwen2.5:7b",)) as ollama:
        ollama.set_router(lambda body: OllamaReply.json({"supported": 1, "reason": body["messages"][0]["content"]}))
        prompts = ["问题一", "问题二", "问题三"]
        llm = CachedLLM(OllamaJudge(ollama.url, "qwen2.5:7b", timeout=5), ResponseCache(tmp_path / "c.sqlite"))
        first = [llm.complete_json(p, Verdict) for p in prompts]
        assert len(ollama.calls("/api/chat")) == 3 and llm.name == "ollama:qwen2.5:7b"
        rerun = CachedLLM(OllamaJudge(ollama.url, "qwen2.5:7b", timeout=5), ResponseCache(tmp_path / "c.sqlite"))
        assert [rerun.complete_json(p, Verdict) for p in prompts] == first
        assert len(ollama.calls("/api/chat")) == 3 and rerun.calls == 0 and rerun.hits == 3
        assert [v.reason for v in first] == prompts
