"""Session state and caches of the dashboard: language, settings, the evaluator and answerer, data sets, samples.

Live clients (evaluator, answerer) are st.cache_resource; data (data sets, results files, status rows) st.cache_data.
"""
from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import streamlit as st

from earag.answerer import DemoAnswerer
from earag.backends.status import backend_status
from earag.config import env_sources
from earag.errors import EaragError, InputError
from earag.messages import Message
from earag.runs.inputs import load_dataset
from earag.runs.tables import read_table
from earag.urls import redact
from ui import backend_notice
from ui import dashboard as dash
from ui.i18n import t

# --- language and session settings ------------------------------------------------------------------------

LANG_KEY = "ui_lang"  # not a widget key: survives page switches, unlike the sidebar radio's own state


def lang() -> str:
    return st.session_state.get(LANG_KEY) or st.session_state.get("lang") or "zh"


def labeller(prefix: str):
    """A widget's format_func for option ids: the text of `prefix + id` in this run's language, captured now —
    a format_func may be called outside the script run (Streamlit's AppTest does), where the session is unknown."""
    lg = lang()
    return lambda option: t(f"{prefix}{option}", lg)


def keep_lang() -> None:
    """The language radio's callback: keep the choice where a page switch cannot drop it."""
    st.session_state[LANG_KEY] = st.session_state.get("lang") or "zh"


def tr(key: str, /, **kwargs: Any) -> str:
    return t(key, lang(), **kwargs)


def offline() -> bool:
    return st.session_state.setdefault("offline", dash.offline_default())


def redacted(value: Any, settings_obj=None) -> str:
    """Text for display: every URL's user-info (user:password@) and every key or password that the environment
    (NEO4J_PASSWORD, the LLM's api_key_env) or Streamlit secrets hold, replaced by ***."""
    names = {"NEO4J_PASSWORD", "OPENAI_API_KEY"}
    if settings_obj is not None:
        names.add(settings_obj.backends.llm.api_key_env)
    secrets = [os.environ.get(n) for n in names if n]

    def walk(data: Any, name: str = "") -> None:
        if hasattr(data, "items"):  # a dict or a secrets section
            for k, v in data.items():
                walk(v, str(k))
        elif any(w in name.lower() for w in ("password", "key", "token", "secret")):
            secrets.append(str(data))

    walk(_secrets() or {})
    return redact(str(value), secrets)


def overrides() -> dict[str, Any]:
    return st.session_state.setdefault("overrides", {})


def _stop_with(exc: EaragError, where: str):
    from ui.layout import show_error  # lazy: cycle ui.layout -> ui.state (layout draws errors and reads this state)

    show_error(exc, where)
    st.stop()


_SETTINGS_CACHE: dict[tuple, Any] = {}
_SETTINGS_CACHE_SIZE = 16
_SETTINGS_LOCK = threading.Lock()  # sessions rerun on their own threads


def _settings_key(session_overrides: dict[str, Any]) -> tuple:
    """What the settings are made of: the file (path, size, mtime), the environment, the session's overrides."""
    path = Path(os.environ.get("EARAG_CONFIG") or dash.PROJECT_ROOT / "config" / "earag_eval.yaml")
    try:
        stat = path.stat()
        file_key = (str(path), stat.st_size, stat.st_mtime_ns)
    except OSError:
        file_key = (str(path), None, None)
    return (file_key, tuple(sorted(os.environ.items())),
            json.dumps(session_overrides, sort_keys=True, ensure_ascii=False, default=str))


def settings():
    """The settings in effect (file, EARAG_* variables, session overrides); stops the page on a config error.

    Built once per (file, environment, overrides): parsing and validating the YAML cost ~20 ms, paid twice a rerun
    before, which was a fifth of a tuning slider move. The object is shared by sessions and treated as read-only."""
    try:
        key = _settings_key(overrides())
        found = _SETTINGS_CACHE.get(key)
        if found is None:
            found = [dash.build_settings(overrides()), None]  # [settings, its YAML once asked for]
            with _SETTINGS_LOCK:
                while len(_SETTINGS_CACHE) >= _SETTINGS_CACHE_SIZE:
                    _SETTINGS_CACHE.pop(next(iter(_SETTINGS_CACHE)))
                _SETTINGS_CACHE[key] = found
        return found[0]
    except EaragError as exc:
        _stop_with(exc, tr("err.where_config"))


def settings_yaml() -> str:
    """settings().to_yaml(), made once per settings (the evaluator and the status rows are cached by it)."""
    s = settings()
    entry = next((e for e in list(_SETTINGS_CACHE.values()) if e[0] is s), None)
    if entry is None:
        return s.to_yaml()
    if entry[1] is None:
        entry[1] = s.to_yaml()
    return entry[1]


# --- cached resources -------------------------------------------------------------------------------------

def _close(evaluator) -> None:
    evaluator.close()


def _secrets():
    """Streamlit secrets when a secrets.toml exists (Neo4j credentials), else None."""
    try:
        return {k: st.secrets[k] for k in st.secrets}
    except Exception:  # no secrets file: credentials come from NEO4J_USERNAME / NEO4J_PASSWORD
        return None


@st.cache_resource(max_entries=4, show_spinner=False, on_release=_close)
def _evaluator(settings_yaml: str, offline_flag: bool):
    return dash.make_evaluator(settings_yaml, offline_flag, secrets=_secrets())


def evaluator(offline_flag: bool | None = None):
    """The evaluator the pages score with. Without a flag: the session's mode, and the offline evaluator when the
    LLM judge is offline by design (nothing configured, nothing running: see ui.backend_notice), so an evaluation
    does not wait for an absent server's retries. A configured judge that did not answer keeps the configured
    evaluator: its fallbacks are failures and show as such."""
    text = settings_yaml()  # stops the page on a configuration error
    flag = offline() if offline_flag is None else offline_flag
    if offline_flag is None and not flag and designed_offline().get("llm") == "not_running":
        flag = True
    try:
        with st.spinner(tr("spinner.backends")):
            return _evaluator(text, flag)
    except EaragError as exc:
        _stop_with(exc, tr("err.where_backends"))


@st.cache_data(ttl=30, show_spinner=False)
def backend_status_rows(settings_yaml: str, offline_flag: bool) -> list[dict[str, Any]]:
    ev = _evaluator(settings_yaml, offline_flag)
    return backend_status(ev.settings, ev.backends)


def status_rows() -> list[dict[str, Any]]:
    return backend_status_rows(settings_yaml(), offline())


def llm_reachable() -> bool:
    """The configured LLM judge answered the last status ping (not offline, not a fallback)."""
    row = next((r for r in status_rows() if r.get("backend") == "llm"), None)
    return bool(row) and not offline() and not row.get("fallback")


def llm_counters(evaluator) -> dict[str, int | None]:
    """The LLM client's counters: `calls` (answers received) and, when the client keeps them, attempts/failures."""
    llm = evaluator.backends.llm
    return {k: getattr(llm, k, None) if llm is not None else None
            for k in ("calls", "attempts", "failures", "skipped")}


def answerer_llm_key(settings_obj, offline_flag: bool) -> tuple:
    """What decides which LLM the ask-mode answerer talks to: provider, host, base URL, model, offline."""
    llm = settings_obj.backends.llm
    return (offline_flag, llm.provider, getattr(llm, "host", ""), getattr(llm, "base_url", ""), llm.model)


@st.cache_resource(show_spinner=False, max_entries=4)
def _demo_answerer(corpus: str, llm_key: tuple, graph_name: str, max_question_length: int, clients: tuple[int, int],
                   _llm, _graph):
    return DemoAnswerer(corpus, graph=_graph, llm=_llm, max_question_length=max_question_length)


def demo_answerer(ev):
    """The demo answerer over the shipped corpus, cached by the full LLM settings, so a new host or model in
    Settings gives a new answerer (its LLM is the current evaluator's), and by the evaluator's LLM and graph objects
    themselves: an evaluator the cache let go is closed (_close), and the one built in its place hands the answerer
    its own open clients. (The cached answerer holds the objects it was keyed by, so their ids are not reused.)"""
    llm, graph = ev.backends.llm, ev.backends.graph
    return _demo_answerer(str(dash.CORPUS_PATH), answerer_llm_key(settings(), offline()),
                          getattr(graph, "name", "none"), ev.settings.evaluation.performance.max_text_length,
                          (id(llm), id(graph)), llm, graph)


@st.cache_data(show_spinner=False, max_entries=16)
def load_dataset_cached(data: bytes, name: str, mapping_json: str, max_length: int):
    mapping = json.loads(mapping_json) or None
    return load_dataset(data, name, mapping, max_length=max_length)


@st.cache_data(show_spinner=False, max_entries=16)
def table_columns(data: bytes, name: str) -> list[str]:
    df, _ = read_table(data, name)
    return [str(c) for c in df.columns if c != "__error__"]


def community_names(graph) -> dict[int, str]:
    return _community_names(str(getattr(graph, "path", "") or ""), graph)


@st.cache_data(show_spinner=False, max_entries=4)
def _community_names(path: str, _graph) -> dict[int, str]:
    return dash.graph_community_names(_graph)


# --- sample data ------------------------------------------------------------------------------------------

def sample_set_bytes(small: bool = False, path: Path | None = None) -> tuple[bytes, str]:
    path = path or (dash.SMALL_SAMPLE_SET if small else dash.SAMPLE_SET)
    if not path.exists():
        raise InputError(Message("ui.sample_file_missing", {"path": str(path)}), field="file")
    return path.read_bytes(), path.name


def sample_rows(small: bool = False, path: Path | None = None):
    """Valid rows of a shipped sample file (policy_qa.jsonl unless `small` or `path` says otherwise)."""
    data, name = sample_set_bytes(small, path)
    return load_dataset_cached(data, name, "{}", settings().evaluation.performance.max_text_length).valid


def language_sample_set(language: str | None = None) -> Path | None:
    """The shipped sample set offered in the UI's language: the English one in English, else None (the default
    Chinese set)."""
    return dash.EN_SAMPLE_SET if (language or lang()) == "en" and dash.EN_SAMPLE_SET.exists() else None


def first_sample(path: Path | None = None) -> dict[str, Any]:
    """The first sample of `path`, else of the small and then the full Chinese sample set."""
    for small, where in ([(False, path)] if path is not None else [(True, None), (False, None)]):
        try:
            rows = sample_rows(small, where)
        except EaragError:
            continue
        if rows:
            s = rows[0].sample
            return {"question": s.question, "answer": s.answer, "contexts": s.contexts,
                    "graph_entities": s.graph_entities}
    raise InputError(Message("ui.no_sample_data"), field="file")


def prefill_manual(sample: dict[str, Any]) -> None:
    """Put a sample into the manual form of the single-evaluation page (before its widgets exist)."""
    st.session_state["keep_eval_mode"] = "manual"
    st.session_state["keep_in_question"] = sample.get("question", "")
    st.session_state["keep_in_answer"] = sample.get("answer", "")
    st.session_state["keep_in_entities"] = "，".join(sample.get("graph_entities") or [])
    st.session_state["ctx_current"] = list(sample.get("contexts") or [])
    st.session_state["ctx_version"] = st.session_state.get("ctx_version", 0) + 1


def prefill_first_sample() -> None:
    """Button callback: errors are kept for layout.flash because a callback cannot draw where the page is."""
    try:
        prefill_manual(first_sample(language_sample_set()))
        st.session_state.pop("eval_result", None)
    except EaragError as exc:
        st.session_state["_flash"] = exc


def read_upload(uploaded) -> tuple[bytes, str]:
    return uploaded.getvalue(), Path(uploaded.name).name


# --- the designed offline default ---------------------------------------------------------------------------

def designed_offline() -> dict[str, str]:
    """Backend kind -> why its offline default is in use by design (see ui.backend_notice); {} when the status
    rows cannot be had (then every fallback keeps its warning)."""
    try:
        rows = status_rows()
    except Exception:  # the status ping itself failed: nothing is known to be by design
        return {}
    changed = {k: v for k, v in overrides().items() if v != _base_value(k)}  # Settings' form resends the rest
    return backend_notice.designed_offline(rows, offline(), backend_notice.explicit_kinds(
        list(env_sources(os.environ)), changed))


def _base_value(dotted: str) -> Any:
    """The value of a dotted key in the settings without this session's overrides (None when unknown)."""
    node: Any = dash.build_settings({}).model_dump()
    for part in dotted.split("."):
        if not isinstance(node, dict):
            return None
        node = node.get(part)
    return node


def offline_notice() -> str | None:
    """The one sentence saying that the offline judge is in use and why (Home, sidebar); None when it is not."""
    try:
        rows = status_rows()
    except Exception:  # no status: the sidebar shows the error itself
        return None
    return backend_notice.notice_text(rows, designed_offline(), lang())
