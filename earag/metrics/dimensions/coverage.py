"""Entity coverage (|Q∩A|/|Q|) and context sufficiency (|Q∩C|/|Q|), seed 000 dimensions 1 and 4."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from earag.metrics.dimensions.faithfulness.formula import verdict_score


def _share(question_entities: Sequence[str], covered: Sequence[str]) -> float:
    if not question_entities:
        return 1.0  # the seed: nothing asked about, nothing missed
    return len(set(covered) & set(question_entities)) / len(set(question_entities))


def entity_coverage(question_entities: Sequence[str], covered: Sequence[str]) -> float:
    """Share of question entities the answer covers (`covered` ⊆ question entities, decided by the matcher)."""
    return _share(question_entities, covered)


def implied_by_support(question_entities: Sequence[str], covered: Sequence[str], support: Sequence[str],
                       mentioned: Callable[[str, str], bool]) -> list[str]:
    """Question entities a short answer covers through the context sentence it was found in.

    "1%" to "小规模纳税人的增值税征收率是多少？" names no entity, but it is the value the context sentence
    "…小规模纳税人，减按1%征收率征收增值税" binds to 小规模纳税人 and 增值税: the answer is about them. Only
    for a short answer found in a context sentence (`support`, from relevancy.support_sentences); a longer answer
    has to name what it talks about.
    """
    if not support:
        return []
    return [e for e in dict.fromkeys(question_entities)
            if e not in covered and any(mentioned(e, s) for s in support)]


EVIDENCE_SUPPORT = 0.8   # an answer sentence this well supported is about what its context sentence is about
_YES_NO_CODES = frozenset({"judge.yes_no", "judge.yes_no_agrees"})   # a yes/no judged as the question's statement


def implied_by_evidence(question_entities: Sequence[str], covered: Sequence[str], verdicts: Sequence,
                        mentioned: Callable[[str, str], bool]) -> list[str]:
    """Question entities a longer answer covers through the context sentences that support it.

    "单方缴存的职工最多可以贷60万元…" to "住房公积金贷款最高额度是多少？" never says 住房公积金, but its sentence is the
    context's "本市住房公积金个人住房贷款最高贷款额度为单方缴存职工60万元…" reworded: it is about 住房公积金. Only
    through sentences the judge found supported (score ≥ EVIDENCE_SUPPORT, with their evidence sentence); an unsupported
    sentence covers nothing, and a supported one covers only what its own evidence names.
    """
    if any(verdict_score(v) >= EVIDENCE_SUPPORT and any(getattr(m, "code", "") in _YES_NO_CODES
                                                         for m in getattr(v, "reason_messages", None) or [])
           for v in verdicts):
        # a supported yes/no ("不在。" to 在这次4G覆盖范围内吗？) affirms or denies the question's statement whole
        return [e for e in dict.fromkeys(question_entities) if e not in covered]
    evidence = [str(v.evidence) for v in verdicts if getattr(v, "evidence", None) and verdict_score(v) >= EVIDENCE_SUPPORT]
    if not evidence:
        return []
    return [e for e in dict.fromkeys(question_entities)
            if e not in covered and any(mentioned(e, s) for s in evidence)]


def implied_by_frame(question_entities: Sequence[str], covered: Sequence[str], frame: dict | None) -> list[str]:
    """Question entities a short answer covers by answering in the question's frame.

    "Delhi" to "Where is the head office of Bharat Petroleum?" names no entity, but read with its question it says
    "the head office of Bharat Petroleum is in Delhi": it is about every entity the question names. Only for a
    short answer of the kind the question asks for (`frame`, from relevancy's details: question_frame.frame_fit);
    whether the value is right is the faithfulness judge's business.
    """
    if not frame or not frame.get("fits"):
        return []
    return [e for e in dict.fromkeys(question_entities) if e not in covered]


def implied_by_head(question: str, question_entities: Sequence[str], covered: Sequence[str]) -> list[str]:
    """Question entities that only qualify another question entity the answer covers.

    In "个人所得税赡养老人专项附加扣除标准是多少？" 个人所得税 is a modifier of 赡养老人专项附加扣除 (Chinese puts the
    modifier right before its head, with or without 的): an answer about 赡养老人专项附加扣除 answers about the
    deduction the question means, without repeating the tax's name. Only a missing entity written immediately
    before (or before 的 and) a covered one in the question counts.
    """
    heads = [e for e in covered if e and e in question]
    out = []
    for e in dict.fromkeys(question_entities):
        if e in covered or not e:
            continue
        for h in heads:
            if h != e and (e + h in question or e + "的" + h in question):
                out.append(e)
                break
    return out


def implied_by_graph_name(question_entities: Sequence[str], covered: Sequence[str],
                          answer_checks: Sequence[dict]) -> list[str]:
    """Question entities the answer names by a shorter name the knowledge graph resolves to them.

    "住房租金专项附加扣除的标准是多少？" answered with "…住房租金支出，…每月扣除1500元": the graph knows 住房租金 as
    a name of the node 住房租金专项附加扣除. Only an answer entity that is part of the question entity's name and
    that the graph check (entities.analyse_entities) resolved to exactly that entity counts.
    """
    names: dict[str, list[str]] = {}
    for check in answer_checks:
        target, name = check.get("graph_entity"), str(check.get("entity") or "")
        if target and len(name) >= 2:
            names.setdefault(str(target), []).append(name)
    return [e for e in dict.fromkeys(question_entities)
            if e not in covered and any(n in e for n in names.get(e, ()))]


def sufficiency(question_entities: Sequence[str], context_covered: Sequence[str]) -> float:
    """Share of question entities the retrieved contexts cover."""
    return _share(question_entities, context_covered)
