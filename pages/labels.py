"""标注: label a run's answers (level, score, sentence verdicts, spans, note) and see how the judge and the
annotators agree. Every save is one transaction in the run store."""
import streamlit as st

from ui import labelling, layout, runs
from ui.state import labeller, tr

layout.page_header("labels")
run = labelling.run_picker("keep_lab_run")
if run is None:
    st.stop()
c1, c2 = st.columns([1, 2], vertical_alignment="bottom")
annotator = c1.text_input(tr("lab.annotator"), key="keep_lab_annotator", max_chars=64,
                          placeholder=tr("lab.annotator_ph")).strip()
st.session_state.setdefault("lab_view", "label")
view = c2.segmented_control(tr("lab.view"), list(labelling.VIEWS), key="lab_view",
                            format_func=labeller("lab.view.")) or "label"
store = runs.run_store()
if view == "agreement":
    with layout.guard(tr("lab.view.agreement")):
        labelling.render_agreement_view(store, run)
elif not annotator:
    st.info(tr("lab.need_annotator"))
else:
    with layout.guard(tr("lab.view.label")):
        labelling.render_labelling(store, run, runs.run_records(run), annotator)
