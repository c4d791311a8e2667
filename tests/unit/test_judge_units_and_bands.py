"""Numbers read as written and bands read whole (issue 19, a review of multi-sentence answers, 2026-11-28): a decimal
that opens a sentence is no list bullet (2.5% is not "5%"); energy and power have units of their own (100千瓦时 is
not 100,000, "five megawatts" is 5,000 kW); an English band item keeps the thousands comma of its amounts, and a fee
band's fee is its value even when the band is money too ("£80 for £1,000.01 to £1,500" asked for 1,200 pounds);
"without undue delay" and "not only" are idioms, not denials of the statement. Then (a blind probe set of
multi-sentence answers): 九块零七 is 9.07元 and 立方米 a volume; a clause does not end at the comma inside £50,000; an
answer that names its own bracket (16周岁以上的是…, "if your rent is £50,000 or more, …") is checked against the
contexts' item of that bracket; a sibling clause is a short answer's rival only with a value of the answer's kind."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.answers import _holds_rival
from earag.metrics.dimensions.faithfulness.clauses import _clauses
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


def test_spoken_sums_of_money_and_cubic_metres():
    read = lambda t: [(f.text, f.family, round(f.value, 3)) for f in extract_facts(t)]  # noqa: E731
    assert read("每方九块零七。") == [("九块零七", "money", 9.07)]
    assert read("两块三毛五") == [("两块三毛五", "money", 2.35)]
    assert read("3块5一斤") == [("3块5", "money", 3.5)]
    assert read("一块五") == [("一块五", "money", 1.5)]
    assert read("超过260立方米的部分") == [("260立方米", "volume", 260000.0)]


def test_a_clause_keeps_the_comma_of_its_number():
    text = "The cap is 5 weeks' rent if the rent is less than £50,000, or 6 weeks' rent if it is £50,000 or more."
    assert [text[a:b] for a, b in _clauses(text)] == [
        "The cap is 5 weeks' rent if the rent is less than £50,000", "or 6 weeks' rent if it is £50,000 or more."]
    assert [t[a:b] for t in ["上午9:30开始，下午5:00结束"] for a, b in _clauses(t)] == ["上午9:30开始", "下午5:00结束"]


PASSPORT = ["未满16周岁的申请人，护照有效期为5年；16周岁以上的，有效期为10年。护照有效期不足6个月的，可以申请换发。"]
DEPOSIT = ["For tenancies that started after 1 June 2019, the deposit is capped at 5 weeks' rent if the total annual "
           "rent is less than £50,000, or 6 weeks' rent if it is £50,000 or more."]


def test_an_answer_is_checked_under_its_own_bracket():
    question = "成年人的护照能用多久？"
    assert _score("16周岁以上的是10年。", PASSPORT, question) >= 0.8
    assert _score("16周岁以上的是5年。", PASSPORT, question) < 0.5
    assert _score("未满16周岁的，有效期是5年。", PASSPORT) >= 0.8
    assert _score("If your annual rent is £50,000 or more, the cap is six weeks' rent.", DEPOSIT) >= 0.8
    assert _score("If your annual rent is £50,000 or more, the cap is five weeks' rent.", DEPOSIT) < 0.5
    assert _score("If your annual rent is under £50,000, the cap is five weeks' rent.", DEPOSIT) >= 0.8


def test_a_rival_clause_states_a_value_of_the_answers_kind():
    # the clause naming the band (260立方米, 第三阶梯) states no price: the price clause after it is the band's
    assert not _holds_rival("九块零七", "每立方米9.07元", "超过260立方米的部分为第三阶梯")
    assert _holds_rival("九块零七", "每立方米9.07元", "181至260立方米的部分每立方米4.83元")
    assert _holds_rival("4个人", "手划船每船限载4人", "脚踏船每船限载2人")   # 个 counts people too
