"""Short answers judged as the answer to their question: relevancy through the context sentence they occur in,
entity coverage through the question entities that sentence names; the calibrated relevancy scale."""
from __future__ import annotations

import importlib

import pytest

from earag.backends.embeddings.local import CharNgramEmbedder
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.coverage import entity_coverage, implied_by_support
from earag.nlp.matching import mentioned_in
from earag.types import EvaluationSample

# the package exports the relevancy function under the module's name: take the module itself
rel = importlib.import_module("earag.metrics.dimensions.relevancy")

ZH_CONTEXT = ["对月销售额10万元以上的小规模纳税人，减按1%征收率征收增值税。申报截止日期为3月31日，审核结果于5月10日公布。"]
EN_CONTEXT = ["Acme Consulting was founded in 1968.The company has its head office in Delhi and a branch in Pune."]


@pytest.mark.parametrize("answer, short", [
    ("1%", True), ("Delhi", True), ("3月31日", True), ("Carl Maria Friedrich Ernst von Weber", True),
    ("小规模纳税人减按1%征收率征收增值税，申报截止日期为3月31日。", False),
    ("The head office of the company is located in the city of Delhi.", False),
    ("是。需要申报。", False), ("", False),
])
def test_what_counts_as_a_short_answer(answer, short):
    assert rel.is_short_answer(answer) is short


def test_support_sentence_is_the_sentence_holding_the_value_not_a_longer_number():
    assert rel.support_sentences("1%", ZH_CONTEXT) == ["对月销售额10万元以上的小规模纳税人，减按1%征收率征收增值税。"]
    assert rel.support_sentences("1%", ["税率为11%。"]) == []          # 1% is not inside 11%
    assert rel.support_sentences("5月10日", ZH_CONTEXT) == ["申报截止日期为3月31日，审核结果于5月10日公布。"]
    # English sentences glued without a space ("1968.The") are still split; words are matched whole
    assert rel.support_sentences("Delhi.", EN_CONTEXT) == [
        "The company has its head office in Delhi and a branch in Pune."]
    assert rel.support_sentences("Del", EN_CONTEXT) == []
    assert rel.support_sentences("Mumbai", EN_CONTEXT) == []
    long_answer = "The company has its head office in Delhi and a branch in Pune, founded in 1968."
    assert rel.support_sentences(long_answer, EN_CONTEXT) == []


def test_short_answer_relevancy_uses_its_context_sentence():
    emb = CharNgramEmbedder()
    q = "小规模纳税人的增值税征收率是多少？"
    plain = rel.score_relevancy(emb, q, "1%")                      # no contexts: the bare value on its own
    judged = rel.score_relevancy(emb, q, "1%", ZH_CONTEXT)
    assert judged.support and judged.support_cosine is not None
    # the best of: the answer alone, the context sentence holding it, the statement it makes with its question
    assert judged.frame is not None and judged.frame.fits and judged.frame_cosine is not None
    assert judged.score == pytest.approx(max(judged.cosine, judged.support_cosine, judged.frame_cosine))
    assert judged.score > plain.cosine and judged.cosine == pytest.approx(plain.cosine)
    wrong = rel.score_relevancy(emb, q, "7%", ZH_CONTEXT)         # found nowhere: no context sentence ...
    assert wrong.support == [] and wrong.support_cosine is None
    # ... but it answers the question asked (a rate to 多少): as relevant as its statement; faithfulness judges it
    assert wrong.score == pytest.approx(max(wrong.cosine, wrong.frame_cosine))
    off_kind = rel.score_relevancy(emb, q, "北京", ZH_CONTEXT)      # not the kind asked: scored as it is
    assert off_kind.frame is not None and not off_kind.frame.fits and off_kind.score == pytest.approx(off_kind.cosine)


def test_seed_scale_mapping_is_monotone_with_its_anchors():
    cut, high = 0.36, 0.56
    assert rel.to_seed_scale(0.0, cut, high) == 0.0 and rel.to_seed_scale(-0.2, cut, high) == 0.0
    assert rel.to_seed_scale(cut, cut, high) == pytest.approx(0.7)
    assert rel.to_seed_scale(high, cut, high) == pytest.approx(1.0) and rel.to_seed_scale(0.9, cut, high) == 1.0
    values = [rel.to_seed_scale(x / 100, cut, high) for x in range(0, 101)]
    assert values == sorted(values)


def test_scale_follows_the_embedder_and_the_language():
    class Named(CharNgramEmbedder):
        def __init__(self):
            super().__init__()
            self.name = "use-multilingual-v3 (test double of the name only)"

    scales = {"use-multilingual": {"zh": (0.2, 0.3), "en": (0.5, 0.6)}}
    zh = rel.score_relevancy(Named(), "增值税征收率是多少？", "增值税征收率为1%。", scales=scales)
    en = rel.score_relevancy(Named(), "What is the VAT rate?", "The VAT rate is 1%.", scales=scales)
    raw = rel.score_relevancy(CharNgramEmbedder(), "What is the VAT rate?", "The VAT rate is 1%.", scales=scales)
    assert (zh.language, en.language) == ("zh", "en") and zh.scale == en.scale == "use-multilingual"
    assert zh.score == pytest.approx(rel.to_seed_scale(zh.cosine, 0.2, 0.3))
    assert en.score == pytest.approx(rel.to_seed_scale(en.cosine, 0.5, 0.6))
    assert raw.scale is None and raw.score == pytest.approx(raw.cosine)


def test_implied_coverage_needs_a_support_sentence():
    q_ents = ["小规模纳税人", "增值税", "留抵退税"]
    support = rel.support_sentences("1%", ZH_CONTEXT)
    implied = implied_by_support(q_ents, [], support, mentioned_in)
    assert implied == ["小规模纳税人", "增值税"]                      # 留抵退税 is not in that sentence
    assert entity_coverage(q_ents, implied) == pytest.approx(2 / 3)
    assert implied_by_support(q_ents, [], [], mentioned_in) == []   # a long answer must name what it covers


@pytest.fixture(scope="module")
def char_ngram_evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def test_a_brief_correct_answer_is_not_punished(char_ngram_evaluator):
    q = "小规模纳税人的增值税征收率是多少？"
    brief = char_ngram_evaluator.evaluate(EvaluationSample(q, "1%", ZH_CONTEXT))
    cov = brief.dimensions["entity_coverage"]
    assert cov.score == 1.0 and cov.details["covered_through_short_answer_context"]
    assert brief.dimensions["relevancy"].details["short_answer_support"]
    wrong = char_ngram_evaluator.evaluate(EvaluationSample(q, "7%", ZH_CONTEXT))
    # a wrong value found nowhere gets no context sentence; it still answers the question asked (covered through
    # the question's frame, test_question_frame.py), and faithfulness tells it from the right one
    assert "covered_through_short_answer_context" not in wrong.dimensions["entity_coverage"].details
    assert wrong.dimensions["entity_coverage"].details["covered_through_question_frame"]
    assert wrong.dimension_scores["faithfulness"] < brief.dimension_scores["faithfulness"]
    assert brief.overall_score > wrong.overall_score
