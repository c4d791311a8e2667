"""The dashboard with a configured LLM judge (a scripted Ollama server): no code change, only configuration."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.support.apptest import unreachable_judge_env
from tests.support.ollama_stub import OllamaStub
from tests.support.scenarios import MODEL, route

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def llm_env(tmp_path, monkeypatch):
    config = tmp_path / "earag_eval.yaml"
    shutil.copy(ROOT / "config" / "earag_eval.yaml", config)
    text = config.read_text(encoding="utf-8").replace("path: data/kg/policy_kg.json",
                                                       f"path: {ROOT / 'data' / 'kg' / 'policy_kg.json'}")
    config.write_text(text, encoding="utf-8")
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        monkeypatch.delenv("EARAG_OFFLINE", raising=False)
        monkeypatch.setenv("EARAG_CONFIG", str(config))
        monkeypatch.setenv("OLLAMA_HOST", stub.url)
        monkeypatch.setenv("EARAG_LLM_MODEL", MODEL)
        monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
        monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
        yield stub


def test_evaluation_uses_the_configured_judge_and_says_so(llm_env):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.run()
    assert not at.exception
    sidebar = " ".join(m.value for m in at.sidebar.markdown)
    assert f"ollama:{MODEL}" in sidebar
    at.button(key="home_single").click().run()
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(llm_env.calls("/api/chat")) == 1  # one combined judge call: entities and sentence verdicts
    shown = " ".join([m.value for m in at.markdown] + [c.value for c in at.caption]
                     + [str(t.value) for t in at.dataframe] + [str(t.value) for t in at.table])
    assert f"ollama:{MODEL}" in shown


def test_sidebar_says_fallback_when_the_configured_judge_is_unreachable(tmp_path, monkeypatch):
    unreachable_judge_env(tmp_path, monkeypatch)
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.run()
    assert not at.exception
    llm_line = next(m.value for m in at.sidebar.markdown if "LLM" in m.value)
    assert "`离线`" in llm_line and "回退" in llm_line and "ollama:" not in llm_line


def test_with_the_configured_judge_unreachable_nothing_on_screen_claims_an_llm_judgement(tmp_path, monkeypatch):
    unreachable_judge_env(tmp_path, monkeypatch)
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.run()
    at.button(key="home_single").click().run()
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    record = at.session_state["eval_result"]
    assert record["backends"]["llm"] == "offline"
    captions = [c.value for c in at.main.caption]
    assert any("LLM 评审: 离线" in c for c in captions)
    backends = next(d.value for d in at.main.dataframe if "后端" in d.value.columns)
    assert not [b for b in backends["后端"] if "ollama" in str(b)]
    dims = [c for c in captions if " · " in c and ("正常" in c or "回退" in c or "超时" in c)]
    assert dims and not [c for c in dims if "ollama" in c]
    at.switch_page("pages/settings.py").run()
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["运行模式"] != "在线" and metrics["LLM 调用次数"] in ("0", "—")


def test_the_ask_mode_answerer_follows_the_llm_host_set_in_settings(llm_env):
    from tests.support.ollama_stub import Reply

    def answer(request):  # the answerer's schema gets an answer; the judge's requests get the scenario's replies
        if "answer" in (request.get("format") or {}).get("properties", {}):
            return Reply.json({"answer": "小型微利企业减按25%计入应纳税所得额。"})
        return route(request)

    llm_env.set_router(answer)
    with OllamaStub(models=(MODEL,)) as other:
        other.set_router(answer)
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
        at.run()
        at.switch_page("pages/evaluate.py").run()
        at.radio(key="keep_eval_mode").set_value("ask").run()
        at.text_area(key="keep_ask_question").set_value("小型微利企业的企业所得税优惠是什么？")
        at.button[[b.label for b in at.button].index("获取答案")].click().run()
        assert not at.exception, [e.value for e in at.exception]
        first = len(llm_env.calls("/api/chat"))
        assert first >= 1 and not other.calls("/api/chat")
        at.switch_page("pages/settings.py").run()
        next(t for t in at.text_input if t.label == "Ollama 地址").set_value(other.url)
        at.button[[b.label for b in at.button].index("应用")].click().run()
        at.switch_page("pages/evaluate.py").run()
        at.button[[b.label for b in at.button].index("获取答案")].click().run()
        assert not at.exception, [e.value for e in at.exception]
        assert other.calls("/api/chat") and len(llm_env.calls("/api/chat")) == first
        assert any(f"demo:ollama:{MODEL}" in m.value for m in at.markdown)


def test_a_cached_rerun_says_cache_with_the_backend_that_answered(llm_env):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.run()
    at.button(key="home_single").click().run()
    at.button(key="eval_run").click().run()
    calls = len(llm_env.calls("/api/chat"))
    fresh = [c.value for c in at.main.caption if "缓存" in c.value]
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(llm_env.calls("/api/chat")) == calls  # answered from the response cache
    cached = [c.value for c in at.main.caption if f"缓存 ← ollama:{MODEL}" in c.value]
    assert not fresh and cached


def test_the_batch_page_shows_the_cost_of_the_run_before_anything_is_sent(llm_env):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.run()
    at.switch_page("pages/batch.py").run()
    at.button(key="batch_load_sample").click().run()
    assert not at.exception, [e.value for e in at.exception]
    line = next(c.value for c in at.caption if "预计开销" in c.value)
    rows = 52   # the sample set; every row has contexts: the judge's calls per sample for each
    assert any(f"{rows * n} 次调用（每样本 {n}）" in line for n in (1, 2)), line
    assert "estimate:cjk-1.24c/t" in line and "输入" in line
    assert llm_env.calls("/api/chat") == []   # an estimate sends nothing
