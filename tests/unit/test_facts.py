"""Numbers, quantities and dates as comparable values (earag.nlp.facts)."""
import pytest

from earag.nlp.facts import cn_to_number, counterpart, extract_facts, fact_ranges, fact_supported, same_value


def one(text):
    [fact] = extract_facts(text)
    assert text[fact.start:fact.end] == fact.text
    return fact


@pytest.mark.parametrize("numeral,value", [
    ("三", 3), ("十二", 12), ("一百二十", 120), ("三万五千", 35000), ("两", 2), ("二〇二四", 2024), ("三点五", 3.5),
    ("十", 10), ("一亿", 100_000_000),
])
def test_chinese_numerals(numeral, value):
    assert cn_to_number(numeral) == value


@pytest.mark.parametrize("a,b", [
    ("3万元", "30000元"), ("0.5亿元", "5000万元"), ("百分之五", "5%"), ("三年", "3年"), ("36个月", "3年"),
    ("2024年1月1日", "2024-01-01"), ("2024年1月1号", "2024年1月1日"), ("二〇二四年三月", "2024年3月"),
    ("第十二条", "第12条"), ("3万人", "30000人"), ("12秒34", "12秒34"), ("财税〔2023〕12号", "公告2023年第12号"),
    # a date in Chinese numerals, fen and jiao as money (2026-11-29: 十月十五号 was "10 months", 1分钱 a count)
    ("十月十五号", "10月15日"), ("十二月三十一日", "12月31日"), ("1分钱", "0.01元"), ("五角钱", "0.5元"),
    ("三毛钱", "0.3元"), ("6层", "六层"),   # floors (2026-11-29: 6层 was a bare 6, so 6层及以上 bracketed nothing)
])
def test_equal_values(a, b):
    assert same_value(one(a), one(b)) and same_value(one(b), one(a))


@pytest.mark.parametrize("a,b", [
    ("5.8级", "8.5级"), ("12秒34", "12秒43"), ("15%", "25%"), ("3万元", "3000元"), ("3年", "3个月"),
    ("11个月", "1年"), ("2024年1月1日", "2024年1月2日"), ("第十二条", "第21条"), ("100万元", "100元"),
    ("5个百分点", "5%"),
])
def test_different_values(a, b):
    assert not same_value(one(a), one(b))


@pytest.mark.parametrize("text,month", [("一月份", 1), ("十二月份", 12), ("每年3月份", 3)])
def test_a_month_of_the_year_is_a_date_not_a_number_of_months(text, month):
    fact = extract_facts(text)[0]
    assert (fact.family, fact.value) == ("date", (None, month, None))
    # a bare month stays a number of months: ranges and ages say months without 个 (1到3月, 18月龄)
    for bare in ("三个月", "3月", "18月龄", "5月中旬"):
        assert extract_facts(bare)[0].family == "duration"


def test_kinds_offsets_and_words_that_are_not_numbers():
    text = "自2023年1月1日起，对月销售额10万元以下的纳税人按1%征收，有效期三年，依据第二十八条。"
    facts = extract_facts(text)
    assert [(f.text, f.kind) for f in facts] == [("2023年1月1日", "date"), ("10万元", "quantity"), ("1%", "number"),
                                                ("三年", "quantity"), ("第二十八条", "number")]
    assert all(text[f.start:f.end] == f.text for f in facts)
    assert extract_facts("统一办理一次性补贴，一个企业十分重要，六税两费") == []


def test_ranges_carry_the_unit_of_their_second_half():
    text = "期限为3-5年，比例为6%—10%。"
    facts = extract_facts(text)
    assert [(f.text, f.family) for f in facts] == [("3", "duration"), ("5年", "duration"), ("6%", "percent"),
                                                  ("10%", "percent")]
    assert [(a.text, b.text) for a, b in fact_ranges(text, facts)] == [("3", "5年"), ("6%", "10%")]


def test_a_year_alone_matches_a_date_of_that_year_and_a_bare_number_its_written_value():
    ctx = extract_facts("政策执行至2027年12月31日，限额300万元。")
    assert fact_supported(one("2027年"), ctx)
    assert fact_supported(one("300万"), ctx)
    assert not fact_supported(one("300"), ctx)  # 300 is not 300万
    assert not fact_supported(one("2026年"), ctx)


def test_counterpart_prefers_the_same_digits_reordered():
    ctx = extract_facts("震级8.5级，另有一次4.9级余震。")
    assert counterpart(one("5.8级"), ctx).text == "8.5级"
    assert counterpart(one("5.8级"), extract_facts("面积为58平方米")) is None


def test_a_bare_year_is_never_set_against_a_day_without_a_year():
    from earag.nlp.facts import context_years, year_only

    ctx = extract_facts("自上年1月1日起累计计算，本办法自2022年9月1日起施行。")
    year = one("2024年")
    assert year_only(year) and not year_only(one("2022年9月1日"))
    assert counterpart(year, ctx).text == "2022年9月1日"
    assert counterpart(year, extract_facts("自上年1月1日起累计计算。")) is None
    assert counterpart(one("3月31日"), extract_facts("本办法自2024年起施行。")) is None
    assert context_years(extract_facts("依据财税〔2011〕100号，自3月1日起。")) == {2011}


def test_a_chinese_numeral_with_wan_or_yi_and_no_known_unit_is_a_bare_number():
    # 株 and 尾 are no units of ours: 六十万株 is 60万, as 60万株 is; idioms and 千万 (by all means) are no numbers
    assert [(f.text, f.value) for f in extract_facts("共栽种六十万株，另补种两亿粒")] == [("六十万", 6e5), ("两亿", 2e8)]
    assert same_value(one("六十万株"), one("60万株"))
    assert not same_value(one("六十万株"), one("70万株"))
    assert extract_facts("十万火急，千万不要耽误，万一有事") == []


def test_hours_and_days_are_one_duration():
    # "72 hours" = "three days" = 72小时 = 3天; 48 hours is not three days (written for this test)
    first = lambda text: extract_facts(text)[0]  # noqa: E731
    assert first("within 72 hours").family == "hours" and first("a 72-hour window").family == "hours"
    assert same_value(first("72 hours"), first("three days")) and same_value(first("72小时"), first("3天"))
    assert same_value(first("72 hours"), first("72小时")) and same_value(first("24小时"), first("1天"))
    assert not same_value(first("48 hours"), first("3天"))


def test_which_day_or_year_is_no_length_of_time():
    # 次月15日 / 下个月15号: the 15th of a month; 下一年 / 下1年: which year (no value); 一年内 and 18月 are lengths
    day = extract_facts("应当在次月15日前申报")[0]
    assert (day.family, day.value) == ("date", (None, None, 15))
    assert same_value(extract_facts("要在下个月15号前申报")[0], day)
    assert extract_facts("核定下一年的定额") == [] and extract_facts("核定下1年的定额") == []
    assert [(f.family, f.value) for f in extract_facts("一年内")] == [("duration", 365.0)]
    assert [(f.family, f.value) for f in extract_facts("15日内")] == [("duration", 15.0)]
    assert extract_facts("18月")[0].family == "duration"
