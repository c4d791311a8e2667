"""Page frame of the dashboard: the page list, the router work-around, page headers, error display, the sidebar."""
from __future__ import annotations

import json
import threading
import types
from collections.abc import Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import streamlit as st

from earag.enums import ProvenanceStatus
from earag.errors import EaragError, EvaluatorClosed, InputError
from ui.charts.style import esc
from ui.i18n import error_text, say, t
from ui.state import (
    designed_offline,
    lang,
    llm_counters,
    llm_reachable,
    offline,
    offline_notice,
    status_rows,
    tr,
)

APP_PATH = Path(__file__).resolve().parent.parent / "app.py"
PAGES = {"home": "pages/home.py", "evaluate": "pages/evaluate.py", "batch": "pages/batch.py",
         "labels": "pages/labels.py",
         "tuning": "pages/tuning.py", "compare": "pages/compare.py", "graph": "pages/graph.py",
         "settings": "pages/settings.py"}
ICONS = {"home": ":material/home:", "evaluate": ":material/fact_check:", "batch": ":material/table_view:",
         "labels": ":material/rate_review:",
         "tuning": ":material/tune:", "compare": ":material/compare_arrows:", "graph": ":material/hub:",
         "settings": ":material/settings:"}


# --- routing ---------------------------------------------------------------------------------------------

_run = threading.local()


def mark_routed() -> None:
    """Called by app.py right before it runs the page: the page knows it got the shared sidebar and config."""
    _run.routed = True


def require_router() -> None:
    """First line of every page: make sure the page runs inside app.py (sidebar, page config, error boundary).

    With a pages/ folder next to app.py, Streamlit's first script run in a process (a deep link such as /batch)
    and every AppTest run go through its legacy folder discovery, which runs the page file directly. Then the
    legacy mode is switched off and the router is run right here, in the same script run (so a button click that
    triggered this run is not lost); the router runs this page again, and this direct run stops.
    """
    if getattr(_run, "routed", False):
        _run.routed = False
        return
    try:
        # lazy: guarded, not for cost: Streamlit internals another Streamlit version may lack (then no router)
        from streamlit.runtime.pages_manager import PagesManager
        from streamlit.runtime.scriptrunner import get_script_run_ctx  # lazy: guarded, as the line above

        ctx = get_script_run_ctx()
        if ctx is None or getattr(_run, "in_fallback", False) or not APP_PATH.exists():
            return  # e.g. `streamlit run pages/x.py`: render the page on its own
        PagesManager.uses_pages_directory = False
        code = ctx.pages_manager.get_page_script_byte_code(str(APP_PATH))
    except Exception:  # internals moved in another Streamlit version: render the page without the router
        return
    module = types.ModuleType("__main__")
    module.__dict__["__file__"] = str(APP_PATH)
    _run.in_fallback = True
    try:
        with ctx.run_with_active_hash(ctx.pages_manager.main_script_hash):
            exec(code, module.__dict__)  # noqa: S102 - app.py, the router of this very app
    finally:
        _run.in_fallback = False
    st.stop()


def navigation():
    """st.navigation over PAGES with titles in the current language."""
    pages = [st.Page(path, title=tr(f"nav.{key}"), icon=ICONS[key], url_path=key, default=key == "home")
             for key, path in PAGES.items()]
    return st.navigation(pages)


def page_header(key: str) -> None:
    require_router()
    st.title(tr(f"{key}.title"))
    st.caption(tr(f"{key}.caption"))


# --- errors -----------------------------------------------------------------------------------------------

def show_error(exc: BaseException, where: str = "") -> None:
    """What went wrong and where, never a traceback."""
    where = where or tr("err.somewhere")
    if isinstance(exc, InputError):
        loc = ", ".join(x for x in (tr("err.field", field=exc.field) if exc.field else "",
                                    tr("err.row", row=exc.row) if exc.row else "") if x)
        st.error(tr("err.input", where=where, loc=loc or "—", msg=error_text(exc, lang())), icon=":material/error:")
    elif isinstance(exc, EvaluatorClosed):
        # the settings changed (or the cache let the evaluator go) while this page was scoring: not a fault of the
        # input, and "build a new Evaluator" is the library's advice to a programmer, not to a dashboard user
        st.warning(tr("err.evaluator_released", where=where), icon=":material/refresh:")
    elif isinstance(exc, EaragError):
        st.error(tr("err.earag", where=where, kind=type(exc).__name__, msg=error_text(exc, lang())),
                 icon=":material/block:")
    else:
        st.error(tr("err.unexpected", where=where, kind=type(exc).__name__, msg=str(exc)[:300]),
                 icon=":material/block:")


def show_error_record(error: Any, where: str, row: int | None = None) -> None:
    """A stored error record (a failed row of a run: {"error", "message", "code"?, "params"?, "field"?}) as it was
    stored, never rebuilt into an exception: its message from its code in the UI language (earag.messages), the
    stored text for a record written without one; a ValidationError says where in the input, any other its kind."""
    record: Mapping[str, Any] = error if isinstance(error, Mapping) else {"message": "" if error is None else str(error)}
    msg = say(record.get("message", ""), lang(), record)
    kind = str(record.get("error") or "")
    if kind == "ValidationError":   # the kind as the library stores it (earag.errors.InputError.to_dict)
        field = record.get("field")
        loc = ", ".join(x for x in (tr("err.field", field=field) if field else "",
                                    tr("err.row", row=row) if row else "") if x)
        st.error(tr("err.input", where=where, loc=loc or "—", msg=msg), icon=":material/error:")
    else:
        st.error(tr("err.earag", where=where, kind=kind or "—", msg=msg), icon=":material/block:")


@contextmanager
def guard(where: str = ""):
    """Run a block; EaragError and unexpected errors become an st.error and the page goes on."""
    try:
        yield
    except Exception as exc:  # Streamlit's stop/rerun are BaseExceptions and pass through
        show_error(exc, where)


def flash() -> None:
    """Show the error a button callback kept for the page (a callback cannot draw where the page is)."""
    exc = st.session_state.pop("_flash", None)
    if exc is not None:
        show_error(exc, tr("err.where_samples"))


# --- sidebar and status cards -----------------------------------------------------------------------------

def sidebar_backends() -> None:
    st.sidebar.markdown(f"**{tr('side.backends')}**")
    try:
        with st.sidebar, st.spinner(tr("spinner.backends")):  # the first build loads jieba and the graph
            rows = status_rows()  # pinged, so a configured but unreachable judge shows as a fallback
    except Exception as exc:
        st.sidebar.error(tr("err.earag", where=tr("err.where_backends"), kind=type(exc).__name__, msg=str(exc)))
        return
    designed = designed_offline()
    for row in rows:
        if row["backend"] in designed:  # the offline default by design: said once below, no warning
            icon, note = ":blue[:material/cloud_off:]", ""
        elif row["fallback"]:
            icon, note = ":orange[:material/warning:]", ProvenanceStatus.FALLBACK.label(lang())  # the library's word
        else:
            icon, note = ":green[:material/check_circle:]", tr("side.in_use")
        st.sidebar.markdown(f"{icon} **{tr('backend.' + row['backend'])}**: `{in_use_text(row.get('in_use'))}`"
                            + (f" · {note}" if note else ""), help=say(row.get("detail"), lang()) or None)
    notice = offline_notice()
    if notice:
        st.sidebar.caption(notice)
    elif offline():
        st.sidebar.caption(tr("side.offline_mode"))


def in_use_text(name: Any) -> str:
    """A backend name as shown: 'offline' in the reader's language, other names as they are."""
    return tr("bk.offline") if name == "offline" else str(name if name is not None else "—")


def status_card(row: dict[str, Any], designed: dict[str, str] | None = None) -> None:
    """One backend on Home; `designed` (state.designed_offline) marks the offline defaults, which are no failure."""
    why = (designed or {}).get(row["backend"])
    with st.container(border=True):
        st.markdown(f"#### {tr('backend.' + row['backend'])}")
        if why:
            st.badge(tr("status.card_offline"), icon=":material/cloud_off:", color="blue")
        elif row.get("fallback"):
            st.badge(tr("status.card_fallback"), icon=":material/warning:", color="orange")
        else:
            st.badge(tr("status.card_ok"), icon=":material/check_circle:", color="green")
        st.markdown(f"{tr('status.in_use')}: `{in_use_text(row.get('in_use'))}`")
        st.caption(f"{tr('status.configured')}: {row.get('configured')}")
        if row.get("latency_ms") is not None:
            st.caption(f"{tr('status.latency')}: {row['latency_ms']} ms")
        size = row.get("size")
        if isinstance(size, dict) and "nodes" in size:
            st.caption(tr("status.graph_size", nodes=size.get("nodes"), edges=size.get("edges")))
        if why:  # the reason in the reader's language; the raw client error stays in the sidebar's tooltip
            reason = tr(f"notice.{row['backend']}.{why}", target=row.get("configured") or "—")
            st.caption(f"{tr('status.reason')}: {reason}")
        elif row.get("detail"):
            st.caption(f"{tr('status.reason')}: {say(row['detail'], lang())}")


def status_rows_text(rows: list[dict[str, Any]]) -> list[dict[str, str]]:
    """The status rows as display text: a backend without a measured latency is an empty cell, never 'None'."""
    out = []
    for r in rows:
        latency = r.get("latency_ms")
        try:
            latency_text = "" if latency is None else f"{float(latency):.1f} ms"
        except (TypeError, ValueError):
            latency_text = ""
        out.append({tr("col.backend"): tr("backend." + r["backend"]), tr("status.in_use"): in_use_text(r.get("in_use")),
                    tr("status.configured"): str(r.get("configured") or ""),
                    tr("col.status"): tr("status.card_fallback") if r.get("fallback") else tr("status.card_ok"),
                    tr("status.latency"): latency_text, tr("status.reason"): say(r.get("detail"), lang())})
    return out


def status_table(rows: list[dict[str, Any]]) -> None:
    """Every backend: in use, configured, connected or fallback, latency and the reason — a wrapping table, so the
    reason stays readable at 1280 px instead of running off the right edge."""
    table = status_rows_text(rows)
    if not table:
        return
    widths = ("14%", "17%", "19%", "12%", "9%", "29%")
    cell = "border:1px solid #e2e8f0;padding:5px 8px;vertical-align:top;overflow-wrap:anywhere"
    head = "".join(f'<th style="{cell.replace("anywhere", "normal")};width:{w};background:#f1f5f9;text-align:left;'
                   f'font-weight:600">{esc(k)}</th>'
                   for k, w in zip(table[0], widths))
    body = "".join("<tr>" + "".join(f'<td style="{cell}">{esc(v)}</td>' for v in row.values()) + "</tr>"
                   for row in table)
    st.html(f'<table class="earag-status" style="table-layout:fixed;width:100%;border-collapse:collapse;'
            f'font-size:0.85rem"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')


def run_mode() -> None:
    """在线 only when the configured LLM judge answered the last status ping; offline mode or an unreachable judge
    both mean the numbers come from the offline rules. The value stays one short word (a metric cuts long text);
    the reason is a caption under it."""
    reason = "set.mode_reason_offline"
    if offline():
        text = tr("set.mode_offline")
    else:
        try:
            reachable = llm_reachable()
        except Exception:  # the status ping itself failed: the judge is not known to answer
            reachable = False
        text = tr("set.mode_online") if reachable else tr("set.mode_unreachable_short")
        reason = None if reachable else "set.mode_reason_unreachable"
    st.metric(tr("set.mode"), text, help=tr("set.mode_help"))
    if reason:
        st.caption(tr(reason))


def llm_counter(evaluator) -> None:
    """Answers received from the LLM (successful calls only), with attempts and failures when the client counts them."""
    counters = llm_counters(evaluator)
    st.metric(tr("set.llm_calls"), "—" if counters["calls"] is None else counters["calls"], help=tr("set.llm_calls_help"))
    text = counters_text(counters, lang())
    if text:
        st.caption(text)


def counters_text(counters: dict[str, int | None], lang_: str) -> str:
    """The LLM client's counters in words that add up: requests sent (retries included) = answered + not
    answered; judge calls that failed after their retries, and calls the open circuit breaker refused."""
    attempts, calls = counters.get("attempts"), counters.get("calls")
    if attempts is None:
        return ""
    text = t("set.llm_requests", lang_, attempts=attempts, calls=calls or 0,
             unanswered=max(0, attempts - (calls or 0)))
    if counters.get("failures"):
        text += t("set.llm_failed_calls", lang_, failures=counters["failures"])
    if counters.get("skipped"):
        text += t("set.llm_skipped", lang_, skipped=counters["skipped"])
    return text


def chrome_texts(lang_: str) -> None:
    """Streamlit draws the file uploader's texts (the Upload button, the size limit) in English and offers no
    setting for them; in Chinese they are replaced by CSS (the element keeps working, only its words change; the
    accepted types are named in each uploader's label)."""
    if lang_ != "zh":
        return
    zone = '[data-testid="stFileUploaderDropzone"]'
    st.html(f"""<style>
{zone} [data-testid="stFileUploaderDropzoneInstructions"] span {{font-size:0 !important}}
{zone} [data-testid="stFileUploaderDropzoneInstructions"] span::after {{content:"{tr('upl.limit')}";font-size:0.8rem}}
{zone} [data-testid="stBaseButton-secondary"] [data-testid="stMarkdownContainer"] p {{font-size:0 !important}}
{zone} [data-testid="stBaseButton-secondary"] [data-testid="stMarkdownContainer"] p::after {{content:"{tr('upl.browse')}";font-size:0.875rem}}
</style>""")


def scroll_into_view(anchor: str) -> None:
    """Scroll the page to the element with id `anchor` (drawn before this call), once: used right after a button
    produced a result below the fold. The script is this constant text (the anchor JSON-quoted), never user input.
    It scrolls again while the elements below the anchor are still being mounted (until then the page may be too
    short to bring the anchor to the top), and stops as soon as the reader scrolls or clicks."""
    st.html(f"""<script>
(() => {{
  const id = {json.dumps(anchor)};
  let stopped = false;
  const stop = () => {{ stopped = true; }};
  ["wheel", "touchstart", "keydown", "mousedown"].forEach(e => window.addEventListener(e, stop, {{once: true, capture: true}}));
  [0, 150, 400, 800, 1400, 2200].forEach(ms => setTimeout(() => {{
    const el = document.getElementById(id);
    if (el && !stopped) el.scrollIntoView({{block: "start"}});
  }}, ms));
}})();
</script>""", unsafe_allow_javascript=True)


_MARKDOWN_SPECIALS = set("\\`*_{}[]()#+-.!|<>~$")


def md_text(value: object) -> str:
    """A user's text (a run or file name) for a place Streamlit renders as Markdown: every Markdown character is
    escaped, so `![x](http://…)` is shown as written and never becomes an image that loads."""
    return "".join("\\" + ch if ch in _MARKDOWN_SPECIALS else ch for ch in str(value))
