"""对比分析: two result sets side by side — means with intervals, paired differences, questions better and worse."""
from pathlib import Path

import pandas as pd
import streamlit as st

from ui import charts
from ui import dashboard as dash
from earag.analysis.compare import compare_runs, summary_lines
from earag.runs.datasets import ResultStore
from earag.analysis.frames import records_to_frame
from ui.i18n import dim_label
from pages import _ui as ui
from pages._ui import tr

ui.page_header("compare")
lg = ui.lang()


@st.cache_data(show_spinner=False, max_entries=32)
def file_records(path: str, mtime: float) -> list:
    return ResultStore(path).records()


def label(path: Path) -> str:
    meta = dash.read_run_meta(path)
    extra = f" · {meta.get('llm', '?')} / {meta.get('embeddings', '?')} · {meta.get('started', '')}" if meta else ""
    return f"{path.name}{extra}"


files = dash.list_result_files()
mode = st.radio(tr("cmp.source"), ["files", "upload"], horizontal=True, key="keep_cmp_mode",
                format_func=lambda m: tr(f"cmp.source.{m}"))
runs = {}
if mode == "files":
    st.caption(tr("cmp.files_in", path=str(dash.results_dir()), n=len(files)))
    if len(files) < 2:
        st.info(tr("cmp.need_two"))
    else:
        c1, c2 = st.columns(2)
        a = c1.selectbox(tr("cmp.run_a"), files, index=1, format_func=label, key="cmp_a")
        b = c2.selectbox(tr("cmp.run_b"), files, index=0, format_func=label, key="cmp_b")
        with ui.guard(tr("cmp.load")):
            runs = {"A": (a.stem, file_records(str(a), a.stat().st_mtime)),
                    "B": (b.stem, file_records(str(b), b.stat().st_mtime))}
else:
    c1, c2 = st.columns(2)
    for col, side in ((c1, "A"), (c2, "B")):
        up = col.file_uploader(tr(f"cmp.run_{side.lower()}"), type=["jsonl"], key=f"cmp_up_{side}")
        if up is not None:
            with ui.guard(tr("err.where_upload", name=up.name)):
                runs[side] = (Path(up.name).stem, dash.records_from_bytes(up.getvalue(), up.name))

if len(runs) == 2:
    (name_a, rec_a), (name_b, rec_b) = runs["A"], runs["B"]
    if mode == "files" and name_a == name_b:
        st.warning(tr("cmp.same"))
    with ui.guard(tr("cmp.compare")):
        df_a, df_b = records_to_frame(rec_a), records_to_frame(rec_b)
        result = compare_runs(df_a, df_b)
        overall = result.metrics["overall"]
        m = st.columns(5)
        m[0].metric(tr("cmp.matched"), result.n_matched, help=tr("cmp.key", key=result.key))
        m[1].metric(tr("cmp.mean_a"), "—" if overall.mean_a is None else f"{overall.mean_a:.3f}")
        m[2].metric(tr("cmp.mean_b"), "—" if overall.mean_b is None else f"{overall.mean_b:.3f}",
                    delta=None if overall.mean_diff is None else f"{overall.mean_diff:+.3f}")
        m[3].metric(tr("cmp.better"), overall.better)
        m[4].metric(tr("cmp.worse"), overall.worse)
        for line in summary_lines(result, ("overall",)):
            st.caption(line)
        st.caption(tr("cmp.backends", a=ui.backends_caption(rec_a), b=ui.backends_caption(rec_b)))
        c1, c2 = st.columns(2)
        c1.plotly_chart(charts.compare_means_figure(result, lg, ("A", "B")), key="cmp_means")
        c2.plotly_chart(charts.paired_diff_figure(result, lg), key="cmp_diff")
        table = result.to_frame().reset_index()
        table["metric"] = [tr("dim.overall") if m == "overall" else dim_label(m, lg) for m in table["metric"]]
        num = lambda label, fmt="%.3f": st.column_config.NumberColumn(label, format=fmt)  # noqa: E731
        st.dataframe(table, hide_index=True, width="stretch", column_order=[
            "metric", "mean_a", "ci_a_low", "ci_a_high", "mean_b", "ci_b_low", "ci_b_high", "mean_diff", "ci_diff_low",
            "ci_diff_high", "p_value", "better", "worse", "same"], column_config={
            "metric": tr("col.dimension"), "mean_a": num("A"), "ci_a_low": num("A CI−"), "ci_a_high": num("A CI+"),
            "mean_b": num("B"), "ci_b_low": num("B CI−"), "ci_b_high": num("B CI+"), "mean_diff": num("B − A", "%+.3f"),
            "ci_diff_low": num("Δ CI−", "%+.3f"), "ci_diff_high": num("Δ CI+", "%+.3f"),
            "p_value": num("Wilcoxon p", "%.3g"), "better": tr("cmp.better"), "worse": tr("cmp.worse"),
            "same": tr("cmp.same_n")})
        better, worse = result.changes_frame("better"), result.changes_frame("worse")
        st.plotly_chart(charts.paired_scatter(pd.concat([better, worse]), lg), key="cmp_scatter")
        changes_config = {"key": "ID", "question": tr("col.question"), "score_a": num("A"), "score_b": num("B"),
                          "diff": num("B − A", "%+.3f"), "level_a": tr("cmp.level_a"), "level_b": tr("cmp.level_b")}
        c1, c2 = st.columns(2)
        c1.markdown(f"**{tr('cmp.better_list', n=len(better))}**")
        c1.dataframe(better, hide_index=True, width="stretch", column_config=changes_config)
        c2.markdown(f"**{tr('cmp.worse_list', n=len(worse))}**")
        c2.dataframe(worse, hide_index=True, width="stretch", column_config=changes_config)
        if result.n_unmatched_a or result.n_unmatched_b:
            st.caption(tr("cmp.unmatched", a=result.n_unmatched_a, b=result.n_unmatched_b))
