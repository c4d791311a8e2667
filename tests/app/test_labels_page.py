"""The 标注 / Labelling page with AppTest over a real offline run in the run store: label, edit spans, undo,
reload, a second annotator, the agreement view with one-click open, and the tuning page's fit on stored labels."""
from __future__ import annotations

import pytest

from earag.config import Settings
from earag.labels.store import LabelStore
from earag.runs.inputs import load_dataset
from earag.runs.store import DEFAULT_DB_NAME, open_store
from tests.support.apptest import ROOT, assert_ok, offline_app_env, run_app, store_runs


@pytest.fixture
def env(tmp_path, monkeypatch):
    offline_app_env(tmp_path, monkeypatch)
    data = (ROOT / "data" / "samples" / "policy_qa.jsonl").read_bytes()
    lines = data.decode("utf-8").splitlines()[:12]
    ds = load_dataset("\n".join(lines).encode("utf-8"), "policy_qa.jsonl")
    settings = Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"})
    (run_id,) = store_runs(ds, "policy_qa.jsonl", [settings], tmp_path / "results")
    return tmp_path, run_id


def _labels(env, annotator=None):
    store = open_store(env[0] / "results" / DEFAULT_DB_NAME)
    try:
        return LabelStore(store).labels(env[1], annotator)
    finally:
        store.close()


def _button(at, key):
    return at.button(key=key)


def _open(at, annotator):
    at.switch_page("pages/labels.py").run()
    assert_ok(at)
    at.text_input(key="keep_lab_annotator").input(annotator).run()
    assert_ok(at)
    return at


def test_label_answers_edit_spans_undo_and_reload(env):
    at = _open(run_app(), "ann")
    row = at.session_state["lab_row"]
    # level by its button (shortcut 1-4), a score, a sentence verdict, then save and next
    _button(at, "lab_lv_good").click().run()
    at.number_input(key=f"lab_score_{row}").set_value(0.7).run()
    at.session_state[f"lab_sent0_{row}"] = "disagree"
    # a new span: find its text, then add it
    answer = at.session_state[f"lab_range_{row}"]
    at.text_input(key=f"lab_find_{row}").input("中小企业").run()
    _button(at, f"lab_find_go_{row}").click().run()
    assert at.session_state[f"lab_range_{row}"] == (0, 4), answer
    _button(at, f"lab_add_{row}").click().run()
    assert_ok(at)
    _button(at, "lab_save_next").click().run()
    assert_ok(at)
    assert at.session_state["lab_row"] != row
    (saved,) = _labels(env, "ann")
    assert (saved.row, saved.level, saved.score, saved.sentences) == (row, "good", 0.7, {0: "disagree"})
    assert {"start": 0, "end": 4, "kind": "number", "note": ""} in saved.spans or saved.spans[0]["start"] == 0
    # relabel, then undo: back to the first label, history kept
    at.session_state["lab_row"] = row
    at.run()
    _button(at, "lab_lv_poor").click().run()
    _button(at, "lab_save").click().run()
    assert _labels(env, "ann")[0].level == "poor"
    _button(at, "lab_undo").click().run()
    assert_ok(at)
    assert _labels(env, "ann")[0].level == "good"
    # a reload (a new session) shows the saved label in the form
    again = _open(run_app(), "ann")
    again.session_state["lab_row"] = row
    again.run()
    assert again.session_state[f"lab_level_{row}"] == "good"
    assert again.session_state[f"lab_score_{row}"] == 0.7


def test_two_annotators_then_the_agreement_view_opens_a_disagreement(env):
    at = _open(run_app(), "ann")
    for level in ("good", "poor", "fair"):
        _button(at, f"lab_lv_{level}").click().run()
        _button(at, "lab_save_next").click().run()
    at.text_input(key="keep_lab_annotator").input("bob").run()
    at.session_state["lab_row"] = 1
    at.run()
    for level in ("excellent", "poor"):
        _button(at, f"lab_lv_{level}").click().run()
        _button(at, "lab_save_next").click().run()
    assert_ok(at)
    assert len(_labels(env)) == 5
    at.session_state["lab_view"] = "agreement"
    at.run()
    assert_ok(at)
    frames = [t.value for t in at.table]
    assert any("Cohen's κ" in f.columns and list(f.index)[1:] == ["ann", "bob"] for f in frames)  # all, ann, bob
    assert any({"标注者 B", "Cohen's κ"} <= set(f.columns) and list(f.index) == ["ann"] for f in frames)
    opens = [b for b in at.button if b.key and b.key.startswith("lab_open_")]
    assert opens
    target = int(opens[0].key.rsplit("_", 1)[1])
    opens[0].click().run()
    assert_ok(at)
    assert at.session_state["lab_view"] == "label" and at.session_state["lab_row"] == target


def test_the_tuning_page_fits_on_stored_labels(env):
    at = _open(run_app(), "ann")
    for level in ("excellent", "good", "fair", "poor", "good", "fair", "poor", "poor"):
        _button(at, f"lab_lv_{level}").click().run()
        _button(at, "lab_save_next").click().run()
    at.switch_page("pages/tuning.py").run()
    assert_ok(at)
    _button(at, "lab_fit_go").click().run()
    assert_ok(at)
    fit = at.session_state["lab_fit"]
    assert fit.n == 8 and "few_labels" in fit.warnings
    assert any("Cross" in w.value or "交叉" in w.value or "不可靠" in w.value for w in at.warning)
    # the nested-CV procedure's choice and its cross-validated figures next to the seed profile and bigram overlap
    assert fit.folds == 4 and fit.fold_seeds == [0, 1, 2, 3, 4]
    assert any(f"λ = {fit.shrink:g}" in c.value and f"κ = {fit.cut_shrink:g}" in c.value for c in at.caption)
    assert any("4 折嵌套交叉验证，折分种子 0, 1, 2, 3, 4" in m.value or
               "4-fold nested cross-validation, fold seeds 0, 1, 2, 3, 4" in m.value for m in at.markdown)
    shown = next(f.value for f in at.dataframe if f.value.shape[1] == 4 and len(f.value) >= 5)
    by_row = {row.iloc[0]: list(row.iloc[1:]) for _, row in shown.iterrows()}
    cell = fit.compare["fitted"]["accuracy"]
    fitted = by_row.get("拟合（交叉验证）") or by_row["Fitted (cross-validated)"]
    assert fitted[0] == (f"{cell['mean']:.3f}" if cell["min"] == cell["max"] else
                         f"{cell['mean']:.3f} ({cell['min']:.3f}–{cell['max']:.3f})")
    seed_row = by_row.get("种子配置（固定分界）") or by_row["Seed profile (fixed cut-offs)"]
    assert seed_row[2] == f"{fit.compare['seed']['spearman']['mean']:.3f}"
    assert any(k.startswith(("二元字重叠", "Bigram")) for k in by_row)
    _button(at, "lab_fit_apply").click().run()
    assert at.session_state["keep_cut_excellent"] == round(fit.cutoffs[0], 2)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_page_speaks_one_language(env, lang):
    from tests.app.test_bilingual import _set_lang, visible_texts, wrong_script

    at = _set_lang(run_app(120), lang)
    _open(at, "ann")
    _button(at, "lab_lv_good").click().run()
    _button(at, "lab_save_next").click().run()
    texts = visible_texts(at)
    at.session_state["lab_view"] = "agreement"
    at.run()
    assert_ok(at)
    texts += visible_texts(at)
    at.switch_page("pages/tuning.py").run()
    texts += visible_texts(at)
    bad = wrong_script(texts, lang)
    assert not bad, "\n".join(bad)
