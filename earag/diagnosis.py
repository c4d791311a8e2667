"""Findings and recommendations from dimension scores and thresholds (seed 000's texts, seed 002's levels, seed 004's table)."""
from __future__ import annotations

import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from earag.enums import Level
from earag.messages import CATALOGUE, LANGS, CodedText, Message, render, stored_text
from earag.scoring import level_info
from earag.types import entity_names


@dataclass(frozen=True)
class Finding:
    """One problem found in a result, as a code with parameters; the UI renders it in Chinese or English."""

    code: str
    dimension: str | None = None
    params: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "dimension": self.dimension, "params": dict(self.params)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Finding":
        return cls(str(data["code"]), data.get("dimension"), dict(data.get("params") or {}))


def names_text(names: Sequence[Any]) -> str:
    """Names joined the Chinese way (、), never Python list syntax."""
    return "、".join(str(n) for n in names)


# Seed 000's findings, one code each: the texts are in the library catalogue (earag/messages/catalogue.py, codes
# "finding.<code>"); the JSON output keeps their stored Chinese strings.
FINDING_CODES: tuple[str, ...] = (
    "missing_entities", "unverified_entities", "invented_entities", "invented_facts", "unsupported_content",
    "low_relevancy", "low_relevancy_estimate", "insufficient_context", "retrieve_more", "hallucination_detected",
    "high_risk", "no_contexts", "vague_answer", "judge_disagreement",
    # what was checked, said (labels): names the graph lacks that the contexts hold, or that neither holds; names the
    # contexts lack by what the graph said of them; names and values the contexts bind to another subject or role
    "graph_missing", "graph_missing_nowhere", "invented_entities_no_graph", "names_only_in_graph",
    "names_not_in_contexts", "wrong_binding",
)

# codes this version no longer gives (older records carry them): shown with a text that says the check is retired
RETIRED_FINDING_CODES = frozenset({"unverified_entities"})

# --- unsupported spans by what they say of the contexts (the findings, the report's and the dashboard's issue lists)
VALUE_KINDS = ("number", "date", "quantity")
NAME_KINDS = ("entity", "name")
# the reasons of a span whose name or value the contexts do hold, bound there to another subject or role (or said of
# another subject than the one asked): detectors/asked.py SUBJECT_CODES, and span.quoted_differs, which the binding,
# sibling and role checks give a name or value with the context clause that holds it
# (span.other_condition: a word the contexts say under another case or the other side of the answer's condition)
BOUND_ELSEWHERE = frozenset({"subject.elsewhere", "subject.unbound", "span.quoted_differs", "span.rest_rule",
                             "span.other_condition"})


def span_issue(kind: str, codes: Iterable[str]) -> str:
    """Which issue an unsupported span of `kind` with reason `codes` belongs to: "wrong_binding" (a name or value the
    contexts hold, bound there to another subject or role: not invented, not without basis), "invented_entities" (a
    name the contexts lack), "invented_values" (a number, date or quantity the contexts lack or give otherwise) or
    "other_spans" (negation, direction, unsupported additions)."""
    if kind in (*NAME_KINDS, *VALUE_KINDS) and any(c in BOUND_ELSEWHERE for c in codes):
        return "wrong_binding"
    if kind in NAME_KINDS:
        return "invented_entities"
    return "invented_values" if kind in VALUE_KINDS else "other_spans"


# a sentence of formulas that claims nothing checkable ("具体以…为准"): judged, but not counted in faithfulness
# (earag/metrics/dimensions/faithfulness/claims.py); shown as "not counted", not as an unsupported sentence
NOT_COUNTED = "judge.no_claim"


def sentence_counted(codes: Iterable[str]) -> bool:
    """Whether a sentence verdict with reason `codes` counts in the answer's faithfulness."""
    return NOT_COUNTED not in codes


def span_issue_of(span: Any) -> str:
    """`span_issue` of an unsupported span, a result's (`UnsupportedSpan`) or a record's (a mapping whose
    `reason_messages` are Messages)."""
    if isinstance(span, Mapping):
        return span_issue(span["kind"], (m.code for m in span["reason_messages"]))
    return span_issue(span.kind, (m.code for m in span.reason_messages))


# the findings about names the contexts lack that do not call them invented: the graph holds them, was not asked
# about them, or there is none (the issue lists name these apart from the invented ones: not_invented)
NOT_INVENTED_CODES = ("names_only_in_graph", "names_not_in_contexts", "invented_entities_no_graph")


def not_invented(findings: Iterable[Finding | Mapping[str, Any]]) -> set[str]:
    """The answer names the findings say the contexts lack without calling them invented (NOT_INVENTED_CODES)."""
    out: set[str] = set()
    for f in findings:
        code, params = (f.get("code"), f.get("params")) if isinstance(f, Mapping) else (f.code, f.params)
        if code in NOT_INVENTED_CODES and isinstance(params, Mapping):
            out.update(str(n) for n in params.get("names") or ())
    return out


def render_finding(finding: Finding | Mapping[str, Any], lang: str | None = None, *, full: bool = False) -> str:
    """A finding's text from the catalogue: None, the stored (Chinese) text (seed 000's wording; names 、-joined);
    "zh"/"en", the text in that language (names joined the language's way). With `full` (the dashboard) every
    parameter the finding carries is shown (see _finding_full), also where the stored wording names no numbers."""
    if not isinstance(finding, Finding):
        finding = Finding.from_dict(finding)
    if full and lang in LANGS:
        return _finding_full(finding, lang)
    if finding.code not in FINDING_CODES:
        return finding.code
    if lang == "en":
        return _finding_in(finding, lang)
    params = dict(finding.params)
    for key in ("names", "texts", "sentences"):
        if key in params and not isinstance(params[key], str):
            params[key] = ", ".join(str(n) for n in params[key]) if lang == "en" else names_text(params[key])
    message = Message(f"finding.{finding.code}", params)
    try:
        return stored_text(message) if lang not in LANGS else render(message, lang)
    except (KeyError, IndexError):   # a parameter the text names is missing: the template as it is
        entry = CATALOGUE[message.code]
        if lang in LANGS:   # shown in a language: its short form when it has one
            bare = CATALOGUE.get(f"{message.code}.bare")
            return (bare or entry).template(lang)
        return entry.legacy if entry.stored == "legacy" else entry.template("zh")


def _two_decimals(value: Any) -> str:
    try:
        return f"{float(value):.2f}"
    except (TypeError, ValueError):
        return str(value)


def _finding_fields(params: Mapping[str, Any], lang: str) -> dict[str, str]:
    """A finding's parameters as display text: names 、/", "-joined (never list syntax), scores to two decimals."""
    sep = "、" if lang == "zh" else ", "
    out: dict[str, str] = {}
    for key, value in params.items():
        if key in ("names", "texts") and not isinstance(value, str):
            out[key] = sep.join(entity_names(value))
        elif key == "sentences" and isinstance(value, (list, tuple)):
            out[key] = sep.join(str(v) for v in value)
        elif key == "scores" and isinstance(value, Mapping):
            out[key] = ("，" if lang == "zh" else ", ").join(f"{k} {_two_decimals(v)}" for k, v in value.items())
        elif key == "estimate":
            out[key] = render(Message("finding.low_relevancy.estimate"), lang) if value else ""
        elif key == "level_id":
            level = Level.parse(value)
            out["advice"] = render(Message(f"level_advice.{level.id}"), lang) if level is not None else str(value)
            out[key] = level.label(lang) if level is not None else str(value)
        elif isinstance(value, float):
            out[key] = _two_decimals(value)
        else:
            out[key] = "" if value is None else str(value)
    out.setdefault("estimate", "")
    return out


def _finding_full(finding: Finding, lang: str) -> str:
    """Any catalogued finding code (also the advice codes of earlier records) in `lang` with every parameter it
    carries: the full text when each field it names is given, else its `.bare` form; a code the catalogue lacks (a
    record of a newer version) as the code with its parameters."""
    code = f"finding.{finding.code}"
    fields = _finding_fields(finding.params, lang)
    if code not in CATALOGUE:
        shown = ", ".join(f"{k}={v}" for k, v in fields.items() if v)
        return f"{finding.code} ({shown})" if shown else finding.code
    template = CATALOGUE[code].template(lang)
    needed = {f for _, f, _, _ in string.Formatter().parse(template) if f}
    if any(not fields.get(f) for f in needed - {"estimate"}) and f"{code}.bare" in CATALOGUE:
        return render(Message(f"{code}.bare"), lang)
    try:
        return template.format(**{f: fields.get(f, "—") for f in needed})
    except (ValueError, IndexError):   # a format spec the display text does not fit: the code with its parameters
        shown = ", ".join(f"{k}={v}" for k, v in fields.items() if v)
        return f"{finding.code} ({shown})" if shown else finding.code


def _finding_in(finding: Finding, lang: str) -> str:
    """A finding in `lang`: the text the stored one translates (a code stored in its `legacy` wording, which names
    no numbers, and one missing a field its template names are shown in their `.bare` form); lists joined the
    language's way."""
    code = f"finding.{finding.code}"
    bare = f"{code}.bare" if f"{code}.bare" in CATALOGUE else None
    if bare is not None and CATALOGUE[code].stored == "legacy":
        return render(Message(bare), lang)
    try:
        return render(Message(code, dict(finding.params)), lang)
    except (KeyError, IndexError):   # a parameter the text names is missing
        return render(Message(bare), lang) if bare is not None else CATALOGUE[code].template(lang)


def _below(scores: Mapping[str, float | None], thresholds: Mapping[str, float], dim: str) -> bool:
    value = scores.get(dim)
    return value is not None and value < thresholds[dim]


def find_problems(
    scores: Mapping[str, float | None],
    thresholds: Mapping[str, float],
    *,
    missing: Sequence[str] = (),
    context_missing: Sequence[str] = (),
    unverified: Sequence[str] = (),
    unmatched_ratio: float = 0.0,
    invented_entities: Sequence[str] = (),
    invented_facts: Sequence[str] = (),
    no_contexts: bool = False,
    vague: bool = False,
    relevancy_estimate: str | None = None,
    disagreements: Sequence[int] = (),
    entity_groups: Mapping[str, Sequence[str]] | None = None,
    wrong_binding: Sequence[str] = (),
    graph: str = "",
) -> list[Finding]:
    """Seed 000's per-dimension diagnosis as codes (its fixed 0.8/0.7/0.2 cut-offs come from the thresholds here).

    `thresholds["relevancy"]` is the threshold of the backend that produced the relevancy number (a fallback
    embedder has its own, see Settings.relevancy_threshold); `relevancy_estimate` names that fallback.
    With `no_contexts` the faithfulness/hallucination findings are replaced by one no_contexts note: an answer
    with nothing to check against is not judged hallucinated.
    `entity_groups` (the pipeline's, earag.metrics.dimensions.results.entity_groups) says what was checked of each
    name: "graph_missing" (the graph `graph` lacks it, the contexts hold it), "graph_missing_nowhere" (neither), and
    of the invented names "invented_entities" (contexts and graph lack it), "invented_entities_no_graph" (no graph
    to check against), "names_only_in_graph" and "names_not_in_contexts" (the contexts lack it, the graph holds it or
    was not asked). Without it, `unverified` and `invented_entities` give seed 000's unverified_entities finding.
    `wrong_binding`: names and values the contexts hold, bound there to another subject or role.
    """
    out: list[Finding] = []
    if _below(scores, thresholds, "entity_coverage"):
        out.append(Finding("missing_entities", "entity_coverage", {"names": list(missing)}))
    if no_contexts:
        out.append(Finding("no_contexts", "faithfulness"))
    else:
        out += _entity_findings(scores, unverified, unmatched_ratio, invented_entities, entity_groups, graph)
        if invented_facts:
            out.append(Finding("invented_facts", "faithfulness", {"texts": list(invented_facts)}))
        if wrong_binding:
            out.append(Finding("wrong_binding", "faithfulness", {"texts": list(wrong_binding)}))
        if _below(scores, thresholds, "faithfulness"):
            out.append(Finding("vague_answer" if vague else "unsupported_content", "faithfulness"))
        if disagreements:
            out.append(Finding("judge_disagreement", "faithfulness", {"sentences": list(disagreements)}))
    if _below(scores, thresholds, "relevancy"):
        if relevancy_estimate:
            out.append(Finding("low_relevancy_estimate", "relevancy", {"backend": relevancy_estimate}))
        else:
            out.append(Finding("low_relevancy", "relevancy"))
    if _below(scores, thresholds, "sufficiency"):
        out.append(Finding("insufficient_context", "sufficiency"))
        out.append(Finding("retrieve_more", "sufficiency", {"names": list(context_missing)}))
    h = scores.get("hallucination")
    if not no_contexts and not vague:
        if h is not None and h > thresholds["hallucination"]:
            out.append(Finding("hallucination_detected", "hallucination", {"score": round(h, 4)}))
        if h is not None and h > 0.5:
            out.append(Finding("high_risk", "hallucination", {"score": round(h, 4)}))
    return out


def _entity_findings(scores: Mapping[str, float | None], unverified: Sequence[str], unmatched_ratio: float,
                     invented_entities: Sequence[str], groups: Mapping[str, Sequence[str]] | None,
                     graph: str) -> list[Finding]:
    """The faithfulness findings about answer names: what the graph lacks (seed 000's check, above its 0.2 share), then
    what the answer invented, each saying what it was checked against (find_problems)."""
    out: list[Finding] = []
    graph_counts = scores.get("faithfulness") is not None and unmatched_ratio > 0.2
    if groups is None:   # seed 000's wording: an entity found nowhere is reported once, as invented
        graph_only = [e for e in unverified if e not in set(invented_entities)]
        if graph_counts and graph_only:
            out.append(Finding("unverified_entities", "faithfulness", {"names": graph_only}))
        if invented_entities:
            out.append(Finding("invented_entities", "faithfulness", {"names": list(invented_entities)}))
        return out
    for code in ("graph_missing", "graph_missing_nowhere"):
        if graph_counts and groups.get(code):
            out.append(Finding(code, "faithfulness", {"names": list(groups[code]), "graph": graph}))
    for code in ("invented_entities", "invented_entities_no_graph", "names_only_in_graph", "names_not_in_contexts"):
        if groups.get(code):
            params: dict[str, Any] = {"names": list(groups[code])}
            if code in ("invented_entities", "names_only_in_graph"):
                params["graph"] = graph
            out.append(Finding(code, "faithfulness", params))
    return out


def group_findings(findings: Sequence[Finding], dimensions: Sequence[str], lang: str | None = None) -> dict[str, list[str]]:
    """Rendered findings per dimension (the `diagnosis` lists of seed 000's detailed analysis); `lang` as in
    render_finding."""
    out: dict[str, list[str]] = {d: [] for d in dimensions}
    for f in findings:
        if f.dimension in out:
            out[f.dimension].append(render_finding(f, lang))
    return out


# Seed 004's table. Thresholds default to the EARAG ones; seed 001's context precision counts as low below 0.5.
ADVICE_THRESHOLDS = {"faithfulness": 0.7, "relevancy": 0.7, "context_supported_precision": 0.5, "sufficiency": 0.8}
ADVICE = {  # the stored texts of the catalogue's advice codes (the numbers read are added after them)
    "off_topic": stored_text(Message("finding.advice_off_topic.bare")),
    "hallucination": stored_text(Message("finding.advice_hallucination.bare")),
    "retrieval": stored_text(Message("finding.advice_retrieval.bare")),
}


def _score(scores: Mapping[str, Any], name: str) -> float | None:
    """A score from a float, a metric result (`.score`) or its dict form."""
    value = scores.get(name)
    if isinstance(value, Mapping):
        value = value.get("score")
    elif value is not None and not isinstance(value, (int, float)):
        value = getattr(value, "score", None)
    return None if value is None else float(value)


def combination_advice(scores: Mapping[str, Any], thresholds: Mapping[str, float] | None = None) -> list[str]:
    """Seed 004's table over whatever was computed (EARAG dimensions and/or seed 001 metrics).

    faithfulness = `faithfulness` (EARAG), else `answer_supported_precision` (seed 001); relevancy = `relevancy`;
    context relevancy = `context_supported_precision` (seed 001) or `sufficiency`.
      high faithfulness + low relevancy → 答案虽然准确但跑题 / 优化 Prompt
      low faithfulness + high relevancy → 存在幻觉 / 加强上下文引用
      low context relevancy            → 检索质量差 / 优化索引/检索
    Each line ends with the numbers it was read from.
    """
    t = {**ADVICE_THRESHOLDS, **{k: v for k, v in (thresholds or {}).items() if k in ADVICE_THRESHOLDS}}
    faith_name = "faithfulness" if _score(scores, "faithfulness") is not None else "answer_supported_precision"
    f, r = _score(scores, faith_name), _score(scores, "relevancy")
    advice: list[str] = []
    if f is not None and r is not None:
        basis = {"faith_name": faith_name, "faith": f, "relevancy": r}
        if f >= t["faithfulness"] and r < t["relevancy"]:
            advice.append(CodedText(Message("advice.off_topic", basis)))
        if f < t["faithfulness"] and r >= t["relevancy"]:
            advice.append(CodedText(Message("advice.hallucination", basis)))
    low = [Message("text.named_score", {"name": n, "value": v}) for n in ("context_supported_precision", "sufficiency")
           if (v := _score(scores, n)) is not None and v < t[n]]
    if low:
        advice.append(CodedText(Message("advice.retrieval", {"scores": low})))
    return advice


FindingsArg = Mapping[str, Sequence[str]] | Sequence[Finding]


def _message_of(text: str) -> Message | str:
    return text.message if isinstance(text, CodedText) else text


def _rendered(findings: FindingsArg, lang: str | None = None, full: bool = False) -> list[str]:
    if isinstance(findings, Mapping):
        return [msg for msgs in findings.values() for msg in msgs]
    return [render_finding(f, lang, full=full) for f in findings]


def _has(findings: FindingsArg, dimension: str, codes: Sequence[str]) -> bool:
    if isinstance(findings, Mapping):
        return bool(findings.get(dimension))
    return any(f.code in codes for f in findings)


def overall_diagnosis(score: float, level: str, findings: FindingsArg, lang: str | None = None, *,
                      full: bool = False) -> str:
    """Seed 002's diagnosis line: '整体评分: 0.650 (一般) - 答案质量一般，需要改进 | 发现问题: ...'.

    `findings` is a list of Finding (rendered in Chinese) or seed 000's per-dimension lists of texts. With
    lang="en" the same line in English from the same codes ('Overall score: 0.650 (fair) - fair, with clear
    problems, needs improvement | issues: ...'; `level` a Level word or id). With `full` (the dashboard) the line
    is rendered from the codes in either language and each finding shows all its parameters (render_finding)."""
    lv = Level.parse(level) if lang == "en" or (full and lang in LANGS) else None
    if lv is None:   # the stored line (also for lang="zh": it is stored in Chinese)
        desc, advice = level_info(level)
        text = stored_text(Message("diag.overall", {"score": f"{score:.3f}", "level": level, "desc": desc,
                                                    "advice": advice}))
        problems = _rendered(findings)
        if problems:
            text += f" | {stored_text(Message('diag.problems'))}: " + "; ".join(problems)
        return text
    text = overall_line(score, lv.id, str(lang)) or ""
    problems = _rendered(findings, lang, full)
    if problems:
        text += f" | {render(Message('diag.problems'), lang)}: " + "; ".join(problems)
    return text


def overall_line(score: float, level: str, lang: str) -> str | None:
    """The first part of seed 002's diagnosis line ('整体评分: 0.650 (一般) - 答案质量一般，需要改进') in `lang`,
    rebuilt from the record's score and level (the stored line has no code); None for a level it does not know."""
    lv = Level.parse(level)
    if lv is None or lang not in LANGS:
        return None
    return render(Message("diag.overall", {"score": f"{score:.3f}", "level": lv.message,
                                           "desc": Message(f"level_desc.{lv.id}"),
                                           "advice": Message(f"level_advice.{lv.id}")}), lang)


# the findings that advise removing or verifying what the answer says without support (the names seed 000's
# invented_entities covered, whatever they were checked against); a wrong binding has advice of its own
UNSUPPORTED_CODES = ("hallucination_detected", "invented_entities", "invented_facts", "invented_entities_no_graph",
                     "names_only_in_graph", "names_not_in_contexts")


def recommendations(
    score: float, level: str, thresholds: Mapping[str, float], findings: FindingsArg,
    scores: Mapping[str, Any], *, no_contexts: bool = False, relevancy_estimate: str | None = None,
) -> list[str]:
    """Concrete advice when quality is below the overall threshold (seed 002 returns none for good answers), then
    seed 004's table. `thresholds["relevancy"]` is the one of the backend that produced relevancy; when that is a
    fallback (`relevancy_estimate` names it), advice read from relevancy says it is an estimate."""
    recs: list[str] = []
    if score < thresholds["overall"]:
        lv = Level.parse(level)
        recs.append(CodedText(Message(f"level_advice.{lv.id}")) if lv is not None else level_info(level)[1])
        if _has(findings, "entity_coverage", ("missing_entities",)):
            recs.append(CodedText(Message("finding.advice_entities")))
        if _has(findings, "hallucination", UNSUPPORTED_CODES):
            recs.append(CodedText(Message("finding.advice_remove_unsupported")))
        if _has(findings, "faithfulness", ("wrong_binding",)) and not isinstance(findings, Mapping):
            recs.append(CodedText(Message("finding.advice_fix_binding")))
        if no_contexts:
            recs.append(CodedText(Message("finding.advice_give_contexts")))
    advice_scores = dict(scores)
    if no_contexts:  # nothing was judged: no advice built on a faithfulness number
        advice_scores.pop("faithfulness", None)
    for line in combination_advice(advice_scores, thresholds):
        if relevancy_estimate and "relevancy" in line:
            note = Message("finding.relevancy_estimate_note",
                           {"backend": relevancy_estimate, "threshold": thresholds["relevancy"]})
            line = CodedText(Message("text.concat", {"parts": [_message_of(line), note]}))
        if line not in recs:
            recs.append(line)
    return recs
