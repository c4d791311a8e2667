"""An organisation put in another organisation's role, as a person may be (binding.name_bound_elsewhere, issue 19,
roles): "施工图由区城市管理局设计" where the contexts give the design to 市政工程设计研究院 and the upkeep to
区城市管理局. Every sentence here is written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

BRIDGE = "该跨河大桥的施工图由市政工程设计研究院设计，市住房和城乡建设局负责招标，区城市管理局负责竣工后的日常养护。"


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def test_an_organisation_in_another_ones_role_is_flagged():
    v = _one("该跨河大桥的施工图由区城市管理局设计。", [BRIDGE])
    assert not v.supported
    assert [(sp.text, sp.kind) for sp in v.unsupported_spans] == [("区城市管理局", "entity")]


def test_each_organisation_keeps_its_role():
    assert _one("大桥施工图的设计单位是市政工程设计研究院。", [BRIDGE]).supported
    assert _one("竣工后的日常养护由区城市管理局负责。", [BRIDGE]).supported



def test_an_organisation_the_contexts_name_with_the_same_words_after_it_keeps_its_role():
    # shipped sample qa-049 (human 0.78): "…为在公司登记机关登记的…" is said in the contexts' own words, while another
    # clause names 国务院 in a role; the body keeps the role the contexts give it
    import json
    from pathlib import Path

    from earag.evaluator import Evaluator
    from earag.metrics.dimensions.faithfulness.judge import judge_sentences
    rows = [json.loads(x) for x in (Path(__file__).parents[2] / "data/samples/policy_qa.jsonl").read_text("utf-8").splitlines()]
    row = next(r for r in rows if r["id"] == "qa-049")
    ex = Evaluator(offline=True).extractor
    verdicts, _ = judge_sentences(row["answer"], row["contexts"], question=row["question"],
                                  sentence_entities=lambda s: [e.name for e in ex.extract(s)])
    assert [s.text for v in verdicts for s in v.unsupported_spans if s.kind == "entity"] == []
    assert min(v.score for v in verdicts) > 0.9


def test_a_body_of_another_administrative_level_is_not_in_the_contexts():
    # 市民政局 and 县民政局 passed with 0.98 against 区民政局: dropping 省/市/县 from names (广东汕头 = 广东省汕头市) also
    # dropped the level opening a body's name
    contexts = ["补贴标准为每人每月300元，由区民政局发放。"]
    for wrong in ("由市民政局发放。", "补贴由县民政局发放。"):
        v = _one(wrong, contexts)
        assert not v.supported and [sp.kind for sp in v.unsupported_spans] == ["entity"], wrong
    assert _one("由区民政局发放。", contexts).supported
    assert _one("由民政局发放。", contexts).supported
    assert _one("汕头市民政局负责发放。", ["广东汕头民政局负责发放补贴。"]).supported   # a place's 市 still drops
