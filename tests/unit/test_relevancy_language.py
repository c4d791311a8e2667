"""Relevancy thresholds per answer language (calibration.relevancy_language_thresholds), chosen on labelled data and
applied through earag.thresholds, so the record, the result page, tuning and the report hold one number per row."""
import pytest

from earag.analysis.relevancy_eval import load_labelled
from earag.backends.embeddings.local import CharNgramEmbedder
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.relevancy import score_relevancy
from earag.report import render_run_report
from earag.thresholds import (
    effective_thresholds,
    record_relevancy_threshold,
    relevancy_threshold_for,
    threshold_language,
)
from earag.types import EvaluationSample
from ui.records import row_relevancy_thresholds, run_table


def test_the_threshold_follows_the_embedder_and_the_language():
    s = Settings()
    per_language = s.evaluation.calibration.relevancy_language_thresholds
    assert relevancy_threshold_for(s, "char-ngram", "en") == (per_language["char-ngram"]["en"], "char-ngram")
    assert relevancy_threshold_for(s, "char-ngram", "zh") == (0.10, "char-ngram")    # no zh entry: the embedder's
    assert relevancy_threshold_for(s, "char-ngram", None) == (0.10, "char-ngram")
    assert relevancy_threshold_for(s, "sentence-transformers:BAAI/bge-m3", "en") == (0.7, None)   # the seed's scale
    assert threshold_language("mixed", ["zh", "en", "en"]) == "en"
    assert threshold_language("mixed", ["zh", "en"]) == "zh" and threshold_language("", []) == "zh"


def test_the_english_threshold_beats_the_single_one_on_the_held_out_pairs():
    """Chosen on the dev pairs and the English sample labels; checked on the test pairs kept aside."""
    emb = CharNgramEmbedder()
    test = [r for r in load_labelled() if r["language"] == "en" and r["split"] == "test"]
    scored = [(score_relevancy(emb, r["question"], r["answer"]).cosine, r["on_topic"]) for r in test]

    def accuracy(t: float) -> float:
        return sum((c >= t) == y for c, y in scored) / len(scored)

    en = Settings().evaluation.calibration.relevancy_language_thresholds["char-ngram"]["en"]
    assert accuracy(en) >= accuracy(0.10) + 0.2
    assert accuracy(0.10) <= 0.5   # one threshold for both languages kept every English answer, on-topic or not


@pytest.fixture(scope="module")
def evaluator():
    settings = Settings().with_overrides(**{"backends.llm.provider": "none",
                                            "backends.embeddings.provider": "char-ngram"})
    ev = Evaluator(settings, offline=True)
    yield ev
    ev.close()


def test_each_record_carries_the_threshold_of_its_language(evaluator):
    en = evaluator.evaluate(EvaluationSample(
        "When do the AI Act's bans apply?", "The weather in Brussels is mild in spring and autumn.",
        ["The AI Act's bans on prohibited practices apply from 2 February 2025."])).to_dict()
    zh = evaluator.evaluate(EvaluationSample(
        "小规模纳税人的增值税征收率是多少？", "小规模纳税人适用3%的征收率，减按1%征收。",
        ["小规模纳税人适用3%征收率的应税销售收入，减按1%征收率征收增值税。"])).to_dict()
    en_rel, zh_rel = en["detailed_analysis"]["relevancy"], zh["detailed_analysis"]["relevancy"]
    assert (en_rel["language"], en_rel["threshold"]) == ("en", 0.41)
    assert (zh_rel["language"], zh_rel["threshold"]) == ("zh", 0.10)
    # the off-topic English answer passes the old single threshold but not its language's
    assert 0.10 <= en["dimension_scores"]["relevancy"] < 0.41
    assert any(f["dimension"] == "relevancy" for f in en["findings"]), en["findings"]
    # the same number everywhere: the record's own, and a run of both languages names both
    assert record_relevancy_threshold(en, Settings()) == 0.41
    older = {**en, "detailed_analysis": {"relevancy": {k: v for k, v in en_rel.items() if k != "threshold"}}}
    assert record_relevancy_threshold(older, Settings()) == 0.41   # no own threshold: its embedder's, for its language
    records = [{"earag_evaluation": older}, {"earag_evaluation": zh}]   # the tuning page's table agrees
    assert list(run_table(records).relevancy_thresholds(Settings(), 0.7)) == [0.41, 0.10]
    assert row_relevancy_thresholds(records, Settings(), 0.7) == [0.41, 0.10]
    run = effective_thresholds(Settings().thresholds, [en, zh, zh])
    assert run["relevancy"] == 0.10 and run["relevancy_by_language"] == {"en": 0.41, "zh": 0.10}
    html = render_run_report([{"earag_evaluation": r} for r in (en, zh)], {"thresholds": Settings().thresholds},
                             lang="en")
    assert "Relevancy en 0.41, zh 0.1" in html
