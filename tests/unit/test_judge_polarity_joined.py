"""Polarity where counting negations misleads: one denial over two joined predicates (不能倒垃圾也不能排放污水, "is
not counted as income and does not need to be declared"), a word the contexts say only with 非, a permission once a
condition is met (才能 against 不得…方可), and the context clause that says the negated predicate itself when a
closer one gives the topic with another. Sentences written for these tests."""
from __future__ import annotations

import pytest

from tests.support.judging import one_verdict

WATERS = "禁止在河道、湖泊、水库等水域范围内倾倒垃圾或向其排放污水。"
LATE = "因非本人原因造成的逾期，不收取滞纳金。"
ROADWORKS = "该路段存在塌方隐患，被责令封闭施工，期间不得开放通行，验收合格后方可恢复。"
PASSPORT = "自2027年起，本市居民办理护照，只需提交本人有效身份证件和近期免冠彩色照片的电子版本，不再需要提交户口簿。"
GRANT = "The grant is not counted as income and does not need to be declared to the council."


def negations(answer: str, context: str) -> list[str]:
    return [sp.text for sp in one_verdict(answer, [context]).unsupported_spans if sp.kind == "negation"]


def test_a_word_said_only_with_fei_is_flipped_when_stated_plainly():
    assert negations("因本人原因造成的逾期，不收取滞纳金。", LATE) == ["本人"]
    assert negations("原因不在本人造成的逾期，不收取滞纳金。", LATE) == []
    # the contexts say the word plainly as well: 非 picks out one group, the answer may speak of the other
    assert negations("营运客车用了6年以内，每年检验一次。", "非营运客车注册6年以内免予检验；营运客车每年检验一次。") == []


def test_a_condition_naming_the_other_group_is_no_flip_of_fei():
    # 纳税人为独生子女的 names the group 非独生子女 leaves out: the contexts say nothing of it, they contradict nothing
    context = "纳税人为非独生子女的，由其与兄弟姐妹分摊每月3000元的扣除额度。"
    assert negations("纳税人为独生子女的，按每月3000元扣除。", context) == []


ACCOUNT = "医保个人账户可以用于支付本人就医发生的医疗费用，但不得用于支付美容、健身等非医疗费用。"
VEHICLES = "电动自行车不需要办理登记挂牌手续；电动摩托车按机动车管理，须办理登记挂牌手续。"


@pytest.mark.parametrize("faithful,flipped,context", [
    # two denied predicates deny once
    ("河道、湖泊这些水域不能倒垃圾也不能排放污水。", "河道、湖泊这些水域可以排放污水。", WATERS),
    # a verb joined by 或 shares the denial far before it
    ("水库不能排放污水。", "水库可以排放污水。", WATERS),
    # a permission once a condition is met is the other side of the denial
    ("不能，要等验收合格了才能恢复通行。", "封闭施工期间可以开放通行。", ROADWORKS),
    # the clause saying the negated predicate counts beside a closer topic
    ("现在办护照不再要求提交户口簿。", "现在办护照不再要求提交近期免冠彩色照片。", PASSPORT),
    # English: two denied predicates deny once
    ("The grant is not counted as income, so you don't declare it to the council.",
     "The grant is counted as income and needs to be declared to the council.", GRANT),
    # 电动自行车不需要办理登记 says it of another vehicle: 电动摩托车 denied it is the flip
    ("电动自行车不需要办理登记挂牌手续。", "电动摩托车不需要办理登记挂牌手续。", VEHICLES),
    # jieba cuts 能付 as one word: its 能 is the answer's permission against the contexts' 不得
    ("美容、健身这些非医疗费用不能付。", "美容、健身这些非医疗费用也能付。", ACCOUNT),
], ids=["joined", "or-verb", "only-then", "said-nearby", "english-joined", "other-subject", "neng-verb"])
def test_the_faithful_clause_flips_nothing_and_the_changed_one_flips(faithful, flipped, context):
    assert negations(faithful, context) == []
    assert negations(flipped, context) != []


FISHING = "禁渔期内，持有特许捕捞证的渔船可以在规定水域作业，其他渔船一律不得出海捕捞。"
SCOOTERS = "未满16周岁的用户不得骑行电动自行车类共享车辆。"


def test_a_denial_naming_the_subject_is_not_the_predicates():
    # 没有特许捕捞证的渔船 names which boats; 可以出海捕捞 is what the answer says of them
    assert negations("没有特许捕捞证的渔船可以出海捕捞。", FISHING) != []
    assert negations("没有特许捕捞证的渔船不得出海捕捞。", FISHING) == []
    # the contexts' denied subject (未满16周岁的用户) states a condition: an answer that leaves it unsaid flips nothing
    assert negations("满16周岁的用户可以骑行电动自行车类共享车辆。", SCOOTERS) == []
    assert negations("未满16周岁的用户可以骑行电动自行车类共享车辆。", SCOOTERS) != []


GRANTS = "困难家庭子女考入公办高校的，一次性发放入学资助5000元；考入民办高校的，不享受入学资助。"


def test_the_predicate_of_the_topic_named_decides_among_close_topics():
    # the topic's telling word (民办 / 公办) picks the context's topic clause, and the predicate after it decides
    assert negations("困难家庭子女考入民办高校的，也享受入学资助。", GRANTS) != []
    assert negations("困难家庭子女考入公办高校的，也享受入学资助。", GRANTS) == []
    assert negations("困难家庭子女考入公办高校的，享受入学资助。", GRANTS) == []
    # 困难家庭 names a group; it is no hardship said of anything
    from earag.metrics.dimensions.faithfulness.clauses import _directions
    assert _directions("困难家庭子女考入公办高校的") == [] and _directions("办理手续很困难") != []
    # the second item copied with the subject the first one gives is supported (考入民办 was an organisation's name,
    # bound to 家庭子女考入公办 of the first item: 0.30)
    assert one_verdict("困难家庭子女考入民办高校的，不享受入学资助。", [GRANTS]).score >= 0.9
