"""Numbers read as written and bands read whole (issue 19, a review of multi-sentence answers, 2026-11-28): a decimal
that opens a sentence is no list bullet (2.5% is not "5%"); energy and power have units of their own (100千瓦时 is
not 100,000, "five megawatts" is 5,000 kW); an English band item keeps the thousands comma of its amounts, and a fee
band's fee is its value even when the band is money too ("£80 for £1,000.01 to £1,500" asked for 1,200 pounds);
"without undue delay" and "not only" are idioms, not denials of the statement."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.brackets import _items
from earag.metrics.dimensions.faithfulness.english import polar_negations
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.facts import extract_facts, same_value
from earag.nlp.text import split_sentences


def _score(answer, contexts, question=None):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return min(v.score for v in verdicts)


def test_a_leading_decimal_is_not_a_bullet():
    assert split_sentences("2.5%") == ["2.5%"]
    assert split_sentences("3.5元。") == ["3.5元。"]
    assert split_sentences("1. 第一条") == ["第一条"]   # a numbered item still loses its number
    assert split_sentences("2、申请人") == ["申请人"]


def test_energy_and_power_have_units():
    kwh = extract_facts("用电量为100千瓦时")
    assert [(f.text, f.family, f.value) for f in kwh] == [("100千瓦时", "energy", 100.0)]
    assert [(f.family, f.value) for f in extract_facts("5万千瓦时")] == [("energy", 50000.0)]
    assert [(f.family, f.value) for f in extract_facts("3千米")] == [("length", 3000.0)]   # 千 still a magnitude
    five_mw, kw = extract_facts("Five megawatts")[0], extract_facts("5,000 kilowatts")[0]
    assert five_mw.family == "power" and same_value(five_mw, kw)
    assert not same_value(five_mw, extract_facts("Fifty kilowatts")[0])


def test_an_english_band_keeps_its_thousands():
    items = _items("The fee is £70 for £500.01 to £1,000, £80 for £1,000.01 to £1,500 or £115 for £1,500.01 to "
                   "£3,000.")
    assert [i.strip(" ,.") for i in items] == ["The fee is £70 for £500.01 to £1,000", "£80 for £1,000.01 to £1,500",
                                               "£115 for £1,500.01 to £3,000"]


def test_a_fee_band_of_money_gives_the_askers_fee():
    contexts = ["Fees for claims made online: £35 for claims up to £300; £50 for £300.01 to £500; £70 for £500.01 to "
                "£1,000; £80 for £1,000.01 to £1,500; £115 for £1,500.01 to £3,000."]
    question = "How much is the fee for a 1,200 pound claim online?"
    right, wrong = _score("£80.", contexts, question), _score("£70.", contexts, question)
    assert right >= 0.8 > 0.5 > wrong


def test_an_idiom_with_without_is_no_denial():
    assert polar_negations("The landlord must return it without undue delay.") == []
    assert polar_negations("The landlord must not return it.") != []
    contexts = ["The landlord shall return the deposit without undue delay and not later than 10 days after the "
                "tenancy ends."]
    right = _score("The landlord must give the deposit back promptly, within 10 days of the end of the tenancy.",
                   contexts)
    wrong = _score("The landlord must give the deposit back promptly, within 30 days of the end of the tenancy.",
                   contexts)
    assert right > 0.5 and right > wrong
