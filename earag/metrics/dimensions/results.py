"""The five EARAG dimensions and the overall result from one sample's shared work: seed 000's formulas, with the
provenance of each number and the findings as codes."""
from __future__ import annotations

import re
import time
from typing import Any, cast

from earag.backends.llm.usage import Usage
from earag.diagnosis import (
    Finding,
    find_problems,
    group_findings,
    overall_diagnosis,
    recommendations,
    span_issue_of,
)
from earag.dimension_details import (
    EntityCoverageDetails,
    FaithfulnessDetails,
    HallucinationDetails,
    RelevancyDetails,
    SufficiencyDetails,
)
from earag.enums import ProvenanceStatus, Risk
from earag.messages import CodedText, Message
from earag.metrics.dimensions.completeness import completeness
from earag.metrics.dimensions.coverage import (
    entity_coverage,
    implied_by_evidence,
    implied_by_frame,
    implied_by_graph_name,
    implied_by_head,
    implied_by_support,
    sufficiency,
)
from earag.metrics.dimensions.faithfulness.claims import counted as counted_verdicts
from earag.metrics.dimensions.faithfulness.formula import faithfulness, graded_share
from earag.metrics.dimensions.hallucination import hallucination, risk_band
from earag.metrics.dimensions.pipeline import LLMCall, SampleWork
from earag.nlp.entities import GRAPH_CHECKED_TYPES
from earag.nlp.matching import mentioned_in
from earag.profiles import active_profile
from earag.scoring import level_info, overall_score, quality_level
from earag.thresholds import relevancy_threshold_for, threshold_language
from earag.types import DIMENSIONS, DimensionResult, EvaluationResult, Provenance

ALGORITHM_VERSION = "EARAG-Eval-1.1"  # 1.1: graded span-level judge, true provenance
FACT_KINDS = ("number", "date", "quantity")


def _call_provenance(call: LLMCall, backend: str, *, judged: int | None = None, total: int | None = None) -> Provenance:
    """Provenance of a number produced from one judge call, or by the offline method standing in for it."""
    if call.status == ProvenanceStatus.CACHE:
        cached = Message("provenance.cached", {"backend": call.backend})
        prov = Provenance(backend, ProvenanceStatus.CACHE, str(cached), call.backend, call.cached_at, reason_messages=[cached])
    elif call.answered:   # reason: set when the two-call path stood in for an unusable combined reply
        prov = Provenance(backend, ProvenanceStatus.OK, call.reason, endpoint=call.endpoint, reason_messages=list(call.messages))
    elif call.status == "offline":
        said = [m for m in call.messages if m.code in ("judge.no_contexts", "judge.links_only")][:1]
        prov = Provenance(backend, ProvenanceStatus.OK, str(said[0]) if said else "")
        prov.reason_messages = said
    else:  # fallback or timeout here
        prov = Provenance(backend, ProvenanceStatus(call.status), call.reason, reason_messages=list(call.messages))
    if call.answered and judged is not None and total is not None and judged < total:
        partial = Message("judge.partial", {"judged": judged, "total": total})
        prov.status = ProvenanceStatus.PARTIAL
        prov.reason, prov.reason_messages = str(partial), [partial]
        prov.judged, prov.total = judged, total
    return prov


def _note(note: str) -> dict[str, Any]:
    """The judge's merge note in faithfulness details, its codes in `note_messages` when it kept them."""
    if not note:
        return {}
    return {"note": note, **({"note_messages": [note.message.to_dict()]} if isinstance(note, CodedText) else {})}


def _reason(prov: Provenance) -> dict[str, Any]:
    """A dimension's fallback reason in its details, its codes in `fallback_reason_messages` when it has them."""
    if prov.status not in (ProvenanceStatus.FALLBACK, ProvenanceStatus.TIMEOUT) or not prov.reason:
        return {}
    coded = {"fallback_reason_messages": [m.to_dict() for m in prov.reason_messages]} if prov.reason_messages else {}
    return {"fallback_reason": prov.reason, **coded}


def _estimate(backend: str) -> dict[str, Any]:
    """Relevancy's note that its number is a fallback embedder's estimate, the code in `estimate_messages`."""
    message = Message("relevancy.estimate", {"backend": backend})
    return {"estimate": str(message), "estimate_messages": [message.to_dict()]}


def invented_names(work: SampleWork) -> list[str]:
    """Answer entities that are named things (policies, organisations, places) found neither in the contexts nor
    in the graph: what the answer invented. Concepts (审批, 研发活动) are not claims about named things."""
    types = {c["entity"]: c.get("type", "") for c in work.analysis.answer_entity_checks}
    names = [e for e in work.analysis.unsupported_entities if types.get(e, "") in GRAPH_CHECKED_TYPES]
    # (a sentence about another subject than the one asked names what the contexts say, and a name put in another
    # person's role is one the contexts hold: wrong, not invented — wrong_binding)
    names += [s.text for v in work.verdicts for s in v.unsupported_spans if s.kind == "entity"
              and span_issue_of(s) == "invented_entities"]
    return list(dict.fromkeys(names))


def invented_facts(work: SampleWork) -> list[str]:
    """Values the contexts do not give, or give otherwise: what the answer says without a basis in the contexts."""
    return list(dict.fromkeys(s.text for v in work.verdicts for s in v.unsupported_spans
                              if s.kind in FACT_KINDS and span_issue_of(s) == "invented_values"))


def bound_elsewhere(work: SampleWork) -> list[str]:
    """Names and values the contexts do hold, bound there to another subject or role than the answer gives them (or
    said of another subject than the one asked): wrong bindings, neither invented nor without a basis."""
    return list(dict.fromkeys(s.text for v in work.verdicts for s in v.unsupported_spans
                              if s.kind in ("entity", *FACT_KINDS) and span_issue_of(s) == "wrong_binding"))


def entity_groups(work: SampleWork, invented: list[str]) -> dict[str, list[str]]:
    """The answer's unverified and invented names by what was checked (earag.diagnosis.find_problems): the graph
    lacks a name the contexts hold ("graph_missing") or neither holds it ("graph_missing_nowhere", seed 000's exact
    mode); an invented name was looked up in the graph and is not there ("invented_entities"), there is no graph
    ("invented_entities_no_graph"), the graph holds it ("names_only_in_graph") or was not asked about it (a name the
    judge marked that is not among the answer's entities: "names_not_in_contexts")."""
    analysis = work.analysis
    checks = {c["entity"]: c for c in analysis.answer_entity_checks}
    made_up = set(invented)
    groups: dict[str, list[str]] = {"graph_missing": [], "graph_missing_nowhere": []}
    for name in analysis.unverified_entities:
        if name not in made_up:   # a name found nowhere is reported once, as invented
            groups["graph_missing" if checks.get(name, {}).get("in_context") else "graph_missing_nowhere"].append(name)
    unsupported = set(analysis.unsupported_entities)
    for name in invented:
        in_graph = checks.get(name, {}).get("in_graph")
        if not analysis.graph_available:
            code = "invented_entities_no_graph"
        elif name in unsupported or in_graph is False:   # looked up in the graph: not there
            code = "invented_entities"
        else:
            code = "names_only_in_graph" if in_graph else "names_not_in_contexts"
        groups.setdefault(code, []).append(name)
    return groups


# Generic wording that stands in for specifics ("具体以相关规定为准", "满足一定条件"): what makes an answer vague.
_HEDGES = re.compile(r"相关|有关|一定|具体|为准|有所|按规定|规定的|咨询|相应|部分|视情况|因.{0,4}而异|不同")


def is_vague(work: SampleWork, invented: list[str]) -> bool:
    """An unsupported answer that invents nothing concrete — no unsupported number, date, name, negation or
    direction, no invented entity — and speaks in generic wording ("需要提交相关材料进行审批"): vague, not
    hallucinated. Measured on data/judge/vague.jsonl and the dev pairs (README)."""
    if work.no_contexts:
        return False
    concrete = [s for v in work.verdicts for s in v.unsupported_spans if s.kind != "unsupported-addition"]
    answer = work.sample.answer
    return (not concrete and not invented and not any(ch.isdigit() for ch in answer)
            and bool(_HEDGES.search(answer)))


def _relevancy_threshold(work: SampleWork, settings, seed_threshold: float) -> tuple[float, str | None]:
    """Relevancy's threshold and the fallback estimate it was calibrated for (None for a real embedder)."""
    rel_threshold, estimate = relevancy_threshold_for(   # per language where calibrated (earag.thresholds)
        settings, work.embedder, work.relevancy_info.get("language")
        or threshold_language(work.language, work.sentence_languages))
    if work.relevancy_info.get("scale"):  # mapped onto the seed's scale: the seed's threshold, no estimate label
        rel_threshold, estimate = seed_threshold, None
    return rel_threshold, estimate


def _coverage(work: SampleWork) -> tuple[list[str], list[str], list[str], list[str], dict[str, list[str]]]:
    """(covered, missing, implied, framed, linked): the question entities the answer covers — found in it, implied by
    the context sentence a short answer was found in, by the question's frame, by a shorter name the graph resolves
    or as a qualifier of a covered one (`linked`) — and those it misses."""
    analysis = work.analysis
    # a short answer ("1%", "Delhi") covers the question entities of the context sentence it was found in
    implied = implied_by_support(analysis.question_entities, analysis.covered_entities,
                                 work.relevancy_info.get("short_answer_support") or [], mentioned_in)
    # ... and, when it is the kind of thing the question asks for, every question entity through its frame
    framed = implied_by_frame(analysis.question_entities, [*analysis.covered_entities, *implied],
                              work.relevancy_info.get("question_frame"))
    covered = [*analysis.covered_entities, *implied, *framed]
    # a shorter name the graph resolves to a question entity, then qualifiers of a covered question entity
    named = implied_by_graph_name(analysis.question_entities, covered, analysis.answer_entity_checks)
    headed = implied_by_head(work.sample.question, analysis.question_entities, [*covered, *named])
    covered += [*named, *headed]
    # a longer answer that rewords well-supported context sentences is about what those sentences name
    evidenced = [] if work.no_contexts else implied_by_evidence(analysis.question_entities, covered, work.verdicts,
                                                                mentioned_in)
    covered += evidenced
    missing = [e for e in analysis.missing_entities if e not in covered]
    return covered, missing, implied, framed, {"graph_name": named, "qualifier_of_covered": headed,
                                               "evidence": evidenced}


def _embedding_provenance(work: Any) -> Provenance:
    """The embedder's provenance; a fallback note keeps its message code (earag.messages) beside the text."""
    reason = work.embedding_reason
    return Provenance(work.embedder, ProvenanceStatus(work.embedding_status), reason,
                      reason_messages=[reason.message] if isinstance(reason, CodedText) else [])


def _nothing_to_judge(work: SampleWork) -> tuple[CodedText, Provenance]:
    """The note and the judge's provenance of a sample with no evidence: no contexts, or contexts that are only
    links (given, but holding no text: the note says which of the two it is)."""
    links = any(c.strip() for c in work.sample.contexts)
    unavailable = Message("judge.links_only_unavailable" if links else "judge.no_contexts_unavailable")
    return (CodedText(Message("judge.links_only" if links else "judge.no_contexts")),
            Provenance(work.judge_backend, ProvenanceStatus.UNAVAILABLE, str(unavailable), reason_messages=[unavailable]))


def dimension_results(work: SampleWork, settings) -> tuple[dict[str, DimensionResult], list[Finding], list[str]]:
    """The five dimensions of seed 000 with provenance; findings as codes; notes."""
    thresholds = dict(settings.thresholds)
    analysis, verdicts = work.analysis, work.verdicts
    ratio = analysis.unmatched_ratio
    notes: list[str] = []
    ent_prov = _call_provenance(work.entity_call, work.entity_backend)
    sup_prov = _call_provenance(work.judge_call, work.judge_backend, judged=work.judged, total=len(verdicts))
    rel_threshold, estimate = _relevancy_threshold(work, settings, thresholds["relevancy"])
    thresholds["relevancy"] = rel_threshold
    emb_prov = _embedding_provenance(work)  # ok or fallback

    if work.no_contexts:
        judge_score = faith = halluc = None
        note, sup_prov = _nothing_to_judge(work)
        notes.append(note)
    else:
        judge_score = graded_share(counted_verdicts(verdicts))   # formulas that claim nothing are left out
        faith = faithfulness(judge_score, ratio)
        halluc = hallucination(faith, ratio)
    # what the answer invented: named things found nowhere (nothing is "invented" without contexts to check)
    invented = [] if work.no_contexts else invented_names(work)
    vague = is_vague(work, invented) and faith is not None and faith < thresholds["faithfulness"]
    if vague:
        # Unsupported but inventing nothing: the seed's (1 − faithfulness) term would call generic wording
        # hallucinated. Only invented content counts (docs/scores.md: where the seeds were vague).
        halluc = hallucination(1.0, ratio)
    covered, missing, implied, framed, linked = _coverage(work)
    # a list question: the items the contexts (or the reference answer) enumerate count as asked for (docs/scores.md)
    sample = work.sample
    complete = completeness(sample.question, sample.answer, [] if work.no_contexts else sample.contexts,
                            sample.ground_truth)
    share = entity_coverage(analysis.question_entities, covered)
    scores = {
        "entity_coverage": share * complete.score if complete.score is not None else share,
        "faithfulness": faith,
        "relevancy": work.relevancy,
        "sufficiency": sufficiency(analysis.question_entities, analysis.context_covered),
        "hallucination": halluc,
    }
    if vague:
        notes.append(CodedText(Message("note.vague")))
    facts, bound = invented_facts(work), bound_elsewhere(work)   # (no contexts: no spans, so neither)
    # sentences where the LLM judge and the offline checks disagree: flagged, never silently settled
    disagreeing = [d["index"] for d in (work.llm_details.get("llm_merge") or {}).get("disagreements", [])]
    if disagreeing:
        notes.append(CodedText(Message("note.judge_disagrees", {"sentences": list(disagreeing)})))
    findings = find_problems(
        scores, thresholds, missing=[*missing, *complete.missing], context_missing=analysis.context_missing,
        unverified=analysis.unverified_entities, unmatched_ratio=ratio,
        invented_entities=invented,
        invented_facts=facts, no_contexts=work.no_contexts, vague=vague, relevancy_estimate=estimate,
        disagreements=disagreeing, entity_groups=entity_groups(work, invented), wrong_binding=bound, graph=work.graph_source,
    )
    text = group_findings(findings, DIMENSIONS)
    unsupported = [v.sentence for v in verdicts if not v.supported] if not work.no_contexts else []
    faith_details = FaithfulnessDetails.from_dict({
        # seed 000's llm_score: the judge score when an LLM judged, None when the offline judge stood in for it
        "llm_score": judge_score if work.judged is not None else None, "judge_score": judge_score,
        "judge": work.judge_backend, "unmatched_ratio": ratio,
        "graph_penalty": (faithfulness(judge_score, 0) - faith) if faith is not None and judge_score is not None else None,
        "graph_source": work.graph_source,
        # the graph knows none of the sample's entities: no penalty from it (earag.nlp.entities.graph_unrelated)
        **({"graph_unrelated": True} if analysis.graph_unrelated else {}),
        "supported_sentences": sum(v.supported for v in verdicts), "total_sentences": len(verdicts),
        **_note(work.judge_note), **work.llm_details, **_reason(sup_prov),
    })
    results = {
        "entity_coverage": DimensionResult(
            "entity_coverage", scores["entity_coverage"], ent_prov.status, text["entity_coverage"],
            EntityCoverageDetails.from_dict({"covered_entities": covered, "missing_entities": missing, "question_entity_share": share,
             "completeness": complete.to_dict(),
             **({"covered_through_short_answer_context": implied} if implied else {}),
             **({"covered_through_question_frame": framed} if framed else {}),
             **{f"covered_through_{k}": v for k, v in linked.items() if v},
             **_reason(ent_prov)}), work.entity_backend, ent_prov),
        "faithfulness": DimensionResult(
            "faithfulness", faith, sup_prov.status, text["faithfulness"], faith_details, work.judge_backend, sup_prov),
        "relevancy": DimensionResult(
            "relevancy", work.relevancy, emb_prov.status, text["relevancy"],
            RelevancyDetails.from_dict({"embedding_backend": work.embedder, "threshold": rel_threshold, **work.relevancy_info,
             **(_estimate(estimate) if estimate else {}),
             **({"fallback_reason": work.embedding_reason} if work.embedding_reason else {})}),
            work.embedder, emb_prov),
        "sufficiency": DimensionResult(
            "sufficiency", scores["sufficiency"], ent_prov.status, text["sufficiency"],
            SufficiencyDetails.from_dict({"context_covered_entities": analysis.context_covered,
             "context_missing_entities": analysis.context_missing, **_reason(ent_prov)}), work.entity_backend,
            Provenance(**vars(ent_prov))),
        "hallucination": DimensionResult(
            "hallucination", halluc, sup_prov.status, text["hallucination"],
            HallucinationDetails.from_dict({"risk_level": ((Risk.LOW if vague else risk_band(halluc)) if halluc is not None else None),
             "assessment": "no_contexts" if work.no_contexts else ("vague" if vague else "judged"),
             "unmatched_ratio": ratio,
             "unsupported_entities": invented,
             "unsupported_sentences": unsupported, "invented_facts": facts,
             **({"bound_elsewhere": bound} if bound else {})}), work.judge_backend,
            Provenance(**vars(sup_prov))),
    }
    return results, findings, notes


def evaluation_result(work: SampleWork, settings, *, started: float,
                      extra_metrics: dict[str, Any] | None = None, extra_usage: Usage | None = None) -> EvaluationResult:
    """The whole EARAG result of a sample (seed 002's earag_evaluation) from its work and extra metric results;
    its `usage` is the core calls' plus `extra_usage` (the extra metrics' calls)."""
    profile = active_profile(settings)
    weights = profile.weights
    thresholds = dict(settings.thresholds)
    if profile.overall_threshold is not None:  # the warning follows the profile's scale
        thresholds["overall"] = profile.overall_threshold
    results, findings, notes = dimension_results(work, settings)
    relevancy = cast(RelevancyDetails, results["relevancy"].details)
    thresholds["relevancy"] = relevancy.threshold
    scores = {k: d.score for k, d in results.items()}
    overall = overall_score(scores, weights, profile.gate)
    level = quality_level(overall, profile.cutoffs)
    ea = work.analysis.to_dict()
    # What the answer invented: named things found nowhere (plus the judge's name spans); nothing can be called
    # invented when there was nothing to check against.
    ea["unsupported_entities"] = list(cast(HallucinationDetails, results["hallucination"].details).unsupported_entities)
    if work.dropped_entities:
        ea["dropped_llm_entities"] = work.dropped_entities
    ea["context_usage"] = work.context_usage
    extra = dict(extra_metrics or {})
    estimate = work.embedder if relevancy.estimate else None
    recs = recommendations(overall, level, thresholds, findings, {**scores, **extra},
                           no_contexts=work.no_contexts, relevancy_estimate=estimate)
    diagnosis = overall_diagnosis(overall, level, findings)
    desc = level_info(level)[0]
    backends = {"llm": work.llm_used, "entities": work.entity_backend, "faithfulness_judge": work.judge_backend,
                "embeddings": work.embedder, "graph": work.graph_source}
    configured = {"llm": work.llm_configured}
    return EvaluationResult(
        overall_score=overall, quality_level=level, quality_description=desc,
        quality_warning=overall < thresholds["overall"], dimensions=results, diagnosis=diagnosis,
        recommendations=recs, entity_analysis=ea, weights_used=dict(weights),
        processing_time=round(time.perf_counter() - started, 4), backends=backends,
        algorithm_version=ALGORITHM_VERSION, sentence_verdicts=list(work.verdicts), extra_metrics=extra,
        backends_configured=configured, findings=[f.to_dict() for f in findings], notes=notes,
        language=work.language, sentence_languages=list(work.sentence_languages),
        profile=profile.name, usage=work.usage.plus(extra_usage).to_dict(),
    )
