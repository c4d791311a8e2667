"""A cited source the contexts do not name is marked and costs a little; it does not make a supported claim
unsupported, and it does not excuse a wrong value after it (earag/metrics/dimensions/faithfulness/attribution.py)."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.attribution import attribution_frame
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

CONTEXT = ("建设单位应当在开工前向所在地县级住房城乡建设部门申请施工许可证；"
           "工程投资额在30万元以下的建筑工程，可以不申请施工许可证。")


def _one(answer: str, contexts: list[str] | None = None):
    verdicts, _ = judge_sentences(answer, contexts or [CONTEXT])
    assert len(verdicts) == 1
    return verdicts[0]


def test_frames_found_only_at_the_start_and_only_around_a_document():
    s = "根据《建筑工程施工许可管理办法》，建设单位应当申请施工许可证。"
    assert s[slice(*attribution_frame(s))] == "根据《建筑工程施工许可管理办法》"
    s = "2021年修订的《建筑工程施工许可管理办法》调整了门槛：投资额在30万元以下的可以不申请。"
    assert s[slice(*attribution_frame(s))] == "2021年修订的《建筑工程施工许可管理办法》调整了门槛"
    s = "《建筑工程施工许可管理办法》第二条规定，建设单位应当申请施工许可证。"
    assert s[slice(*attribution_frame(s))] == "《建筑工程施工许可管理办法》第二条规定"
    assert attribution_frame("建设单位应当根据《建筑工程施工许可管理办法》申请施工许可证。") is None
    assert attribution_frame("根据规定，建设单位应当申请施工许可证。") is None   # no document named
    # a document as the subject of a claim (its date, its author) is a claim, not a lead-in
    assert attribution_frame("《建筑工程施工许可管理办法》自2014年10月25日起施行。") is None


def test_unnamed_source_is_marked_but_the_supported_claim_stands():
    bare = _one("建设单位应当在开工前向所在地县级住房城乡建设部门申请施工许可证。")
    cited = _one("根据《建筑工程施工许可管理办法》，建设单位应当在开工前向所在地县级住房城乡建设部门申请施工许可证。")
    assert cited.supported == 1
    assert 0.6 <= cited.score < bare.score          # it costs something
    [span] = cited.unsupported_spans
    assert span.text == "根据《建筑工程施工许可管理办法》"
    assert [m.code for m in span.reason_messages] == ["span.source_missing"]


def test_dated_lead_in_before_a_colon():
    v = _one("2021年修订的《建筑工程施工许可管理办法》调整了门槛：工程投资额在30万元以下的建筑工程，可以不申请施工许可证。")
    assert v.supported == 1 and v.score >= 0.6
    assert [m.code for sp in v.unsupported_spans for m in sp.reason_messages] == ["span.source_missing"]


def test_a_wrong_value_after_the_citation_still_blocks():
    v = _one("根据《建筑工程施工许可管理办法》，工程投资额在50万元以下的建筑工程，可以不申请施工许可证。")
    assert v.supported == 0
    assert any(sp.kind in ("number", "quantity") and sp.text == "50万元" for sp in v.unsupported_spans)


def test_a_source_the_contexts_name_is_not_marked():
    ctx = "根据《建筑工程施工许可管理办法》，" + CONTEXT
    v = _one("根据《建筑工程施工许可管理办法》，建设单位应当在开工前向所在地县级住房城乡建设部门申请施工许可证。", [ctx])
    assert v.supported == 1 and not v.unsupported_spans
