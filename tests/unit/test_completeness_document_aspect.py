"""A question about one part of a named document is not held to every value of the document (completeness.py
_document_content, review3): 《X》规定了哪些增值税优惠？ asks for the VAT relief, not the income-tax rates the same
notice also sets. A question about the whole document (《X》调整了哪些内容？) still is."""
from __future__ import annotations

from earag.metrics.dimensions.completeness import completeness

NOTICE = ["财政部、税务总局于2023年1月9日发布《小微企业税费优惠公告》。小规模纳税人月销售额10万元以下的，免征增值税。"
          "适用3%征收率的，减按1%征收。对小型微利企业减按25%计算应纳税所得额，按20%的税率缴纳企业所得税。"]
VAT_ANSWER = "小规模纳税人月销售额10万元以下免征增值税，征收率由3%降至1%。"


def test_a_question_about_one_part_of_a_document_is_not_held_to_its_other_values():
    got = completeness("《小微企业税费优惠公告》规定了哪些增值税优惠？", VAT_ANSWER, NOTICE)
    assert "25%" not in got.items and "20%" not in got.items
    assert "25%" not in got.missing and "20%" not in got.missing


def test_a_question_about_the_whole_document_still_is():
    got = completeness("《小微企业税费优惠公告》调整了哪些内容？", VAT_ANSWER, NOTICE)
    assert got.missing == ["25%", "20%"]
    assert got.score is not None and got.score < 1
