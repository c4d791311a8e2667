"""A damaged response cache is moved aside and rebuilt with one warning, and `earag cache clear` always works —
against a scripted OpenAI-compatible server through the real client, and the real CLI in a subprocess."""
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel

from earag.backends.cache import CachedLLM, ResponseCache
from earag.backends.llm.openai import OpenAIJudge
from tests.support.openai_stub import OpenAIStub, Reply

MODEL = "qwen2.5-7b-instruct"
ROOT = Path(__file__).resolve().parents[2]


class Verdict(BaseModel):
    supported: int
    reason: str


@pytest.fixture
def stub():
    with OpenAIStub(models=(MODEL,)) as s:
        s.set_router(lambda body: Reply.json({"supported": 1, "reason": body["messages"][-1]["content"]}))
        yield s


def judge(stub, path):
    return CachedLLM(OpenAIJudge(stub.base_url, MODEL, timeout=5, backoff=0.01), ResponseCache(path))


def filled_then_truncated(stub, path, prompts):
    """A cache holding answers to `prompts` (plus padding so it spans many pages), cut to 40 % of its size."""
    llm = judge(stub, path)
    for p in prompts:
        llm.complete_json(p, Verdict)
    llm.cache.put_many([(f"pad{i}", "x" * 300, "pad") for i in range(2000)])
    llm.cache.close()
    assert not Path(f"{path}-wal").exists()  # closing checkpointed everything into the file
    size = path.stat().st_size
    with path.open("r+b") as fh:
        fh.truncate(size * 4 // 10)
    return len(stub.calls())


def cache_warnings(caplog):
    return [r for r in caplog.records if r.name == "earag.backends.cache" and r.levelno >= logging.WARNING]


def test_a_truncated_cache_is_moved_aside_with_one_warning_and_rebuilt(stub, tmp_path, caplog):
    path = tmp_path / "responses.sqlite"
    prompts = [f"句子{i}" for i in range(30)]
    calls_before = filled_then_truncated(stub, path, prompts)
    caplog.set_level(logging.WARNING)
    llm = judge(stub, path)
    answers = [llm.complete_json(p, Verdict).reason for p in prompts]
    assert answers == prompts                                      # every call answered, none failed
    warnings = cache_warnings(caplog)
    assert len(warnings) == 1, [w.getMessage() for w in warnings]  # one warning, not one per call
    assert "is damaged" in warnings[0].getMessage() and "moved aside" in warnings[0].getMessage()
    aside = sorted(p.name for p in tmp_path.glob("responses.sqlite.corrupt-*") if not p.name.endswith(("-wal", "-shm")))
    assert len(aside) == 1 and [p.name for p in llm.cache.moved_aside] == aside
    assert len(stub.calls()) - calls_before <= len(prompts)
    # the rebuilt cache works: once every prompt has been through it, a pass is all hits and asks nothing
    assert [llm.complete_json(p, Verdict).reason for p in prompts] == prompts
    asked = len(stub.calls())
    assert [llm.complete_json(p, Verdict).reason for p in prompts] == prompts
    assert len(stub.calls()) == asked and llm.cache.stats()["entries"] == len(prompts)
    assert len(cache_warnings(caplog)) == 1


def test_another_process_rebuilding_first_is_not_moved_aside_again(stub, tmp_path, caplog):
    path = tmp_path / "responses.sqlite"
    filled_then_truncated(stub, path, ["句子"])
    first, second = ResponseCache(path), ResponseCache(path)
    for cache in (first, second):  # both connect to the damaged file (its first page is intact)
        assert cache._run(lambda c: c.execute("SELECT 1").fetchone()) == (1,)
    first.put("fresh", '{"v": 1}', backend="first")                # first finds the damage, rebuilds, writes
    assert len(first.moved_aside) == 1
    # second still holds the damaged file; when it notices, it must not move first's fresh file aside
    assert second.get_many([f"pad{i}" for i in range(2000)]) == {}
    assert second.get("fresh") == '{"v": 1}' and second.moved_aside == []
    assert len([p for p in tmp_path.glob("*.corrupt-*") if not p.name.endswith(("-wal", "-shm"))]) == 1


def test_an_unopenable_cache_warns_once_and_answers_every_call(stub, tmp_path, caplog):
    path = tmp_path / "responses.sqlite"
    path.mkdir()  # a folder where the file should be: cannot be opened, and is not ours to move
    caplog.set_level(logging.WARNING)
    llm = judge(stub, path)
    assert [llm.complete_json(f"句子{i}", Verdict).supported for i in range(5)] == [1] * 5
    messages = [w.getMessage() for w in cache_warnings(caplog)]
    assert len(messages) == 2 and "answering without the cache" in messages[0] and "answer not cached" in messages[1]
    assert path.is_dir() and llm.cache.moved_aside == []


def run_cli(cache_path, *args):
    env = {**os.environ, "EARAG_CACHE_PATH": str(cache_path), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "earag", "cache", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_cache_clear_always_works(stub, tmp_path, damage):
    path = tmp_path / "responses.sqlite"
    if damage == "garbage":
        path.write_bytes(b"this is not an SQLite database" * 100)
    else:
        filled_then_truncated(stub, path, ["句子"])
    (tmp_path / "responses.sqlite.corrupt-20250101T000000").write_bytes(b"an earlier damaged copy")
    done = run_cli(path, "clear")
    assert done.returncode == 0, done.stderr
    assert "removed" in done.stdout and "Traceback" not in done.stderr
    assert not list(tmp_path.glob("*.corrupt-*"))                  # damaged copies are part of what is cleared
    cache = ResponseCache(path)
    assert len(cache) == 0 and cache.stats()["entries"] == 0 and cache.moved_aside == []
    stats = run_cli(path, "stats")
    assert stats.returncode == 0 and "0 entries" in stats.stdout


def test_clear_report_names_what_it_deleted(tmp_path, caplog):
    path = tmp_path / "responses.sqlite"
    path.write_bytes(b"\x00" * 4096 + b"garbage")
    cache = ResponseCache(path)
    report = cache.clear_report()
    assert report["removed"] == 0 and len(report["deleted_files"]) == 1
    assert report["deleted_files"][0].startswith("responses.sqlite.corrupt-")
    cache.put("k", "v")
    assert cache.clear() == 1 and len(cache) == 0
