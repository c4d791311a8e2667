"""单条评估: one question/answer by hand, from the sample set, or answered by the demo answerer / a RAG endpoint."""
import pandas as pd
import streamlit as st

from earag.errors import EaragError
from earag.types import EvaluationSample
from ui import components, layout, state
from ui import dashboard as dash
from ui.i18n import level_label, say
from ui.state import tr

layout.page_header("evaluate")
ev = state.evaluator()
st.session_state.setdefault("ctx_current", [""])
st.session_state.setdefault("ctx_version", 0)

mode = st.radio(tr("eval.mode"), ["manual", "sample", "ask"], format_func=state.labeller("eval.mode."),
                horizontal=True, key="keep_eval_mode")
sample = None

if mode == "manual":
    st.button(tr("eval.load_example"), icon=":material/auto_awesome:", key="eval_load_example",
              on_click=state.prefill_first_sample)
    layout.flash()
    question = st.text_area(tr("eval.question"), key="keep_in_question", height=80)
    answer = st.text_area(tr("eval.answer"), key="keep_in_answer", height=120)
    st.session_state.ctx_current = components.contexts_editor(tr("eval.contexts"))
    entities = st.text_input(tr("eval.entities"), key="keep_in_entities", help=tr("eval.entities_help"))
    sample = dash.sample_from_inputs(question, answer, st.session_state.ctx_current, entities)

elif mode == "sample":
    with layout.guard(tr("err.where_samples")):
        file = st.selectbox(tr("eval.sample_file"), list(dash.SAMPLE_FILES), key="keep_eval_sample_file",
                            placeholder=tr("ui.choose"))
        rows = {r.id: r for r in state.sample_rows(path=dash.SAMPLE_FILES[file])}
        pick = st.selectbox(tr("eval.pick"), list(rows), key=f"keep_eval_pick_{dash.SAMPLE_FILES[file].stem}",
                            format_func=lambda i: f"{i} · {rows[i].sample.question}", placeholder=tr("ui.choose"))
        s = rows[pick].sample
        sample = {"question": s.question, "answer": s.answer, "contexts": s.contexts, "graph_entities": s.graph_entities,
                  "ground_truth": s.ground_truth, "metadata": s.metadata}
        with st.container(border=True):
            st.markdown(f"**{tr('eval.answer')}**: {s.answer}")
            if rows[pick].human_level or rows[pick].human_score is not None:
                score = rows[pick].human_score
                st.caption(tr("eval.human_label", level=level_label(rows[pick].human_level, state.lang()),
                              score="—" if score is None else f"{score:.2f}"))
            if s.ground_truth:
                st.caption(tr("eval.ground_truth", text=s.ground_truth))
            for i, c in enumerate(s.contexts, 1):
                st.caption(f"[{i}] {c}")

else:
    question = st.text_area(tr("eval.question"), key="keep_ask_question", height=80)
    source = st.radio(tr("eval.ask_source"), ["demo", "endpoint"], horizontal=True, key="keep_ask_source",
                      format_func=state.labeller("eval.ask."))
    url = st.text_input(tr("eval.endpoint_url"), key="keep_ask_url", placeholder="http://localhost:5000/api/ask") \
        if source == "endpoint" else ""
    if st.button(tr("eval.ask_button"), icon=":material/question_answer:", key="eval_ask"):
        # a failed ask must not leave the previous answer and its result under the new question
        for stale in ("ask_result", "eval_result", "eval_sample"):
            st.session_state.pop(stale, None)
        with layout.guard(tr("err.where_ask")), st.spinner(tr("eval.asking")):
            if source == "endpoint":
                from earag.answerer import RagEndpoint

                answered = RagEndpoint(url, timeout=30, max_question_length=ev.settings.evaluation.performance.max_text_length).ask(question)
            else:
                answered = state.demo_answerer(ev).ask(question)
            st.session_state.ask_result = answered
            st.session_state.pop("eval_result", None)
    answered = st.session_state.get("ask_result")
    if answered is not None:
        with st.container(border=True):
            st.markdown(f"**{tr('eval.answer')}** `{answered.source}`")
            st.write(answered.answer)
            if answered.note:
                st.caption(f"{tr('eval.note')}: {say(answered.note, state.lang())}")
            if answered.retrieved:
                st.dataframe(pd.DataFrame(answered.retrieved).reindex(columns=["title", "score", "text"]),
                             hide_index=True, width="stretch", column_config={
                                 "title": tr("col.title"), "score": st.column_config.NumberColumn(tr("col.score"), format="%.3f"),
                                 "text": st.column_config.TextColumn(tr("col.text"), width="large")})
        s = answered.to_sample()
        sample = {"question": s.question, "answer": s.answer, "contexts": s.contexts,
                  "graph_entities": s.graph_entities, "metadata": s.metadata}

checked = None
if sample is not None:
    try:  # a form the library rejects (e.g. a text over the length limit) says so now, and no old result stays
        checked = EvaluationSample.from_dict(sample)
    except EaragError as exc:
        layout.show_error(exc, tr("err.where_evaluate"))
        for stale in ("eval_result", "eval_sample"):
            st.session_state.pop(stale, None)
metric_names = components.metric_picker([checked] if checked is not None else None)
if st.button(tr("eval.run"), type="primary", icon=":material/analytics:", disabled=sample is None, key="eval_run"):
    # the previous result goes first: when this evaluation fails, its error must not sit above an old result
    st.session_state.pop("eval_result", None)
    st.session_state.pop("eval_sample", None)
    with layout.guard(tr("err.where_evaluate")), st.spinner(tr("eval.running")):
        result = ev.evaluate(EvaluationSample.from_dict(sample), metrics=metric_names)
        st.session_state.eval_result = result.to_dict()
        st.session_state.eval_sample = sample
        st.session_state.eval_scroll = True  # the result opens below the form: bring it into view once

result = st.session_state.get("eval_result")
if result:
    st.divider()
    st.html('<div id="earag-result-top" style="scroll-margin-top:3.5rem"></div>')
    if st.session_state.pop("eval_scroll", False):
        layout.scroll_into_view("earag-result-top")
    evaluated = st.session_state.get("eval_sample") or {}
    if sample is not None and evaluated and dash.inputs_changed(evaluated, sample):
        w1, w2 = st.columns([5, 1], vertical_alignment="center")
        w1.warning(tr("eval.stale"), icon=":material/history:")
        if w2.button(tr("eval.clear_stale"), icon=":material/clear:", key="eval_clear_stale", width="stretch"):
            for stale in ("eval_result", "eval_sample"):
                st.session_state.pop(stale, None)
            st.rerun()
    st.markdown(f"**{tr('eval.result_for')}** {evaluated.get('question', '')}")
    src = (evaluated.get("metadata") or {}).get("answer_source")
    if src:
        st.caption(tr("eval.answer_source", source=src))
    components.render_result(result, st.session_state.get("eval_sample"), key="single")
