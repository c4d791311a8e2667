"""Judge-quality benchmark (meta-evaluation): how well the faithfulness judge tells faithful from hallucinated answers.

Input is a labelled pair file (data/judge/pairs.jsonl.gz, JSON lines, gzip-compressed or plain; see
data/judge/README.md): per line a question, its
contexts, a faithful answer, a hallucinated twin and the gold spans of what was invented. Every figure is
reported for the product's judge (`earag.Evaluator`) next to two lexical baselines computed on the same rows:

- bigram overlap: share of the answer's character bigrams found in the contexts (higher = more faithful);
- absent chars: share of the answer's characters that occur nowhere in the contexts (higher = more hallucinated).

Metrics (pure functions on plain values below; the runner at the end feeds them):
- pairwise agreement: per pair, does the method rank the faithful answer above its twin; ties count half;
- response-level ROC AUC and F1 of the hallucination score (label 1 = the hallucinated answer);
- span precision/recall/F1: a predicted span matches a gold span when they share at least one character
  (`overlap`; `iou` mode needs intersection-over-union >= 0.5), plus character-level P/R/F1;
- agreement with human scores (Spearman, weighted kappa) on a human-labelled sample file, via
  `earag.analysis.tuning.agreement`.
"""
from __future__ import annotations

import gzip
import json
import math
import time
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from earag.config import load_settings
from earag.errors import EaragError, InputError
from earag.evaluator import Evaluator
from earag.messages import Message
from earag.nlp.links import links_only
from earag.profiles import active_profile
from earag.runs.inputs import load_dataset
from earag.runs.store import open_store
from earag.types import EvaluationSample

SPLITS = ("dev", "test")
# the project's own pair file calls its report split "heldout"; it is the same thing as the public files' "test"
SPLIT_ALIASES = {"heldout": "test"}
METHODS = ("earag", "bigram_overlap", "absent_chars")
METHOD_LABELS = {"earag": "EARAG judge", "bigram_overlap": "bigram-overlap", "absent_chars": "absent-chars"}
SPAN_KINDS = ("number", "date", "quantity", "entity", "negation", "direction", "unsupported-addition")
_ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_PAIRS = "data/judge/pairs.jsonl.gz"
DEFAULT_HUMAN = "data/samples/policy_qa.jsonl"
_EPS = 1e-9


# ---------------------------------------------------------------- lexical baselines

def _is_content(ch: str) -> bool:
    """Letters, digits and CJK ideographs count; punctuation, symbols and spaces do not."""
    return unicodedata.category(ch)[0] in ("L", "N")


def _content(text: str) -> list[tuple[int, str]]:
    return [(i, ch.lower()) for i, ch in enumerate(text) if _is_content(ch)]


def _bigrams(chars: Sequence[str]) -> list[str]:
    return [chars[i] + chars[i + 1] for i in range(len(chars) - 1)]


def _context_sets(contexts: Iterable[str]) -> tuple[set[str], set[str]]:
    chars: set[str] = set()
    grams: set[str] = set()
    for ctx in contexts:
        seq = [c for _, c in _content(ctx)]
        chars.update(seq)
        grams.update(_bigrams(seq))
    return chars, grams


def bigram_overlap(answer: str, contexts: Sequence[str]) -> float:
    """Share of the answer's character bigrams (punctuation removed) that occur in some context; 0 … 1.

    An answer of one content character falls back to whether that character occurs; an empty one gives 0.
    """
    seq = [c for _, c in _content(answer)]
    chars, grams = _context_sets(contexts)
    if len(seq) < 2:
        return float(bool(seq) and seq[0] in chars)
    found = [g in grams for g in _bigrams(seq)]
    return sum(found) / len(found)


def absent_share(answer: str, contexts: Sequence[str]) -> float:
    """Share of the answer's content characters found in no context; 0 for an answer without content."""
    seq = [c for _, c in _content(answer)]
    if not seq:
        return 0.0
    chars, _ = _context_sets(contexts)
    return sum(c not in chars for c in seq) / len(seq)


def _runs(positions: Sequence[int], text: str) -> list[tuple[int, int]]:
    """Maximal runs of flagged characters; punctuation between two flagged characters does not break a run."""
    spans: list[tuple[int, int]] = []
    for pos in positions:
        if spans and all(not _is_content(ch) for ch in text[spans[-1][1]:pos]):
            spans[-1] = (spans[-1][0], pos + 1)
        else:
            spans.append((pos, pos + 1))
    return spans


def absent_char_spans(answer: str, contexts: Sequence[str]) -> list[tuple[int, int]]:
    """The absent-chars baseline's spans: runs of answer characters that occur in no context."""
    chars, _ = _context_sets(contexts)
    return _runs([i for i, c in _content(answer) if c not in chars], answer)


def bigram_gap_spans(answer: str, contexts: Sequence[str]) -> list[tuple[int, int]]:
    """The bigram baseline's spans: runs of characters none of whose bigrams occur in the contexts."""
    content = _content(answer)
    _, grams = _context_sets(contexts)
    seq = [c for _, c in content]
    present = [g in grams for g in _bigrams(seq)]
    flagged = []
    for k, (pos, _) in enumerate(content):
        around = [present[j] for j in (k - 1, k) if 0 <= j < len(present)]
        if around and not any(around):
            flagged.append(pos)
    return _runs(flagged, answer)


# ---------------------------------------------------------------- metrics

def pairwise_agreement(good: Sequence[float | None], bad: Sequence[float | None], *,
                       higher_is_better: bool = True, tol: float = _EPS) -> dict[str, Any]:
    """How often the faithful answer (`good`) is ranked above its hallucinated twin (`bad`); a tie counts half.

    Scores are higher-is-more-faithful unless `higher_is_better` is False (e.g. a hallucination score).
    Pairs with a missing score are not counted (`missing`). `agreement` and `tie_rate` are None without pairs.
    """
    if len(good) != len(bad):
        # internal: a caller's bug (the scores are split in code)
        raise ValueError(f"pairwise_agreement: {len(good)} faithful scores but {len(bad)} hallucinated scores")
    wins = ties = losses = missing = 0
    for g, b in zip(good, bad):
        if g is None or b is None or _nan(g) or _nan(b):
            missing += 1
            continue
        diff = (g - b) if higher_is_better else (b - g)
        if abs(diff) <= tol:
            ties += 1
        elif diff > 0:
            wins += 1
        else:
            losses += 1
    n = wins + ties + losses
    return {"n": n, "wins": wins, "ties": ties, "losses": losses, "missing": missing,
            "agreement": (wins + 0.5 * ties) / n if n else None, "tie_rate": ties / n if n else None}


def _nan(value: Any) -> bool:
    return isinstance(value, float) and math.isnan(value)


def _clean(scores: Sequence[float | None], labels: Sequence[int]) -> tuple[list[float], list[int]]:
    if len(scores) != len(labels):
        # internal: a caller's bug (scores and labels come from one list of pairs)
        raise ValueError(f"{len(scores)} scores but {len(labels)} labels")
    kept = [(float(s), int(y)) for s, y in zip(scores, labels) if s is not None and not _nan(s)]
    return [s for s, _ in kept], [y for _, y in kept]


def roc_auc(scores: Sequence[float | None], labels: Sequence[int]) -> float | None:
    """ROC AUC of `scores` (higher = label 1) as the Mann-Whitney probability, ties counting half.

    None when either class is missing. Rows with a missing score are skipped.
    """
    s, y = _clean(scores, labels)
    pos = [v for v, lab in zip(s, y) if lab == 1]
    neg = [v for v, lab in zip(s, y) if lab == 0]
    if not pos or not neg:
        return None
    # rank-based: O(n log n), average ranks for ties
    order = sorted(range(len(s)), key=lambda i: s[i])
    ranks = [0.0] * len(s)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and abs(s[order[j + 1]] - s[order[i]]) <= _EPS:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    rank_sum = sum(r for r, lab in zip(ranks, y) if lab == 1)
    return (rank_sum - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


def f1_at(scores: Sequence[float | None], labels: Sequence[int], threshold: float) -> dict[str, Any]:
    """Precision/recall/F1 when a score strictly above `threshold` is called hallucinated (as the config does)."""
    s, y = _clean(scores, labels)
    tp = sum(1 for v, lab in zip(s, y) if v > threshold and lab == 1)
    fp = sum(1 for v, lab in zip(s, y) if v > threshold and lab == 0)
    fn = sum(1 for v, lab in zip(s, y) if v <= threshold and lab == 1)
    return {"threshold": threshold, "tp": tp, "fp": fp, "fn": fn, **_prf(tp, tp + fp, tp + fn)}


def _prf(hits_pred: int, n_pred: int, n_gold: int, hits_gold: int | None = None) -> dict[str, float | None]:
    precision = hits_pred / n_pred if n_pred else None
    recall = (hits_pred if hits_gold is None else hits_gold) / n_gold if n_gold else None
    if precision is None or recall is None:
        f1 = 0.0 if (n_gold and not n_pred) else None
    else:
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1}


def best_threshold(scores: Sequence[float | None], labels: Sequence[int]) -> dict[str, Any] | None:
    """The threshold (score > t is hallucinated) with the highest F1 on these rows; None without positives.

    Candidates are the midpoints between consecutive distinct scores and one below the lowest; on a tie of F1
    the lower threshold wins.
    """
    s, y = _clean(scores, labels)
    if not any(y):
        return None
    values = sorted(set(s))
    candidates = [values[0] - 1e-6] + [(a + b) / 2 for a, b in zip(values, values[1:])]
    best = None
    for t in candidates:
        res = f1_at(s, y, t)
        if best is None or (res["f1"] or 0.0) > (best["f1"] or 0.0) + _EPS:
            best = res
    return best


Span = tuple[int, int]


def _overlap(a: Span, b: Span) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def _matches(a: Span, b: Span, mode: str, iou: float) -> bool:
    inter = _overlap(a, b)
    if mode == "overlap":
        return inter >= 1
    union = (a[1] - a[0]) + (b[1] - b[0]) - inter
    return union > 0 and inter / union >= iou


def span_prf(predicted: Sequence[Sequence[Span]], gold: Sequence[Sequence[Span]], *, mode: str = "overlap",
             iou: float = 0.5) -> dict[str, Any]:
    """Span-level P/R/F1 over answers (one list of (start, end) per answer, same order on both sides).

    A predicted span is correct when it matches a gold span of the same answer; a gold span is found when some
    predicted span matches it. `mode` "overlap" needs one shared character, "iou" an intersection-over-union
    of at least `iou`. Spans predicted on a faithful answer (no gold spans) are false positives.
    """
    if mode not in ("overlap", "iou"):
        # internal: a caller's bug (the mode is chosen in code)
        raise ValueError(f"span_prf: mode must be 'overlap' or 'iou', got {mode!r}")
    if len(predicted) != len(gold):
        # internal: a caller's bug (one prediction per pair)
        raise ValueError(f"span_prf: {len(predicted)} predicted answers but {len(gold)} gold answers")
    n_pred = sum(len(p) for p in predicted)
    n_gold = sum(len(g) for g in gold)
    hit_pred = sum(1 for p, g in zip(predicted, gold) for a in p if any(_matches(a, b, mode, iou) for b in g))
    hit_gold = sum(1 for p, g in zip(predicted, gold) for b in g if any(_matches(a, b, mode, iou) for a in p))
    return {"mode": mode, "predicted": n_pred, "gold": n_gold, "matched_predicted": hit_pred,
            "matched_gold": hit_gold, **_prf(hit_pred, n_pred, n_gold, hit_gold)}


def char_prf(predicted: Sequence[Sequence[Span]], gold: Sequence[Sequence[Span]]) -> dict[str, Any]:
    """Character-level P/R/F1: the answer characters inside predicted spans against those inside gold spans."""
    if len(predicted) != len(gold):
        # internal: a caller's bug (one prediction per pair)
        raise ValueError(f"char_prf: {len(predicted)} predicted answers but {len(gold)} gold answers")
    tp = n_pred = n_gold = 0
    for p, g in zip(predicted, gold):
        pc = {i for a, b in p for i in range(a, b)}
        gc = {i for a, b in g for i in range(a, b)}
        tp += len(pc & gc)
        n_pred += len(pc)
        n_gold += len(gc)
    return {"predicted_chars": n_pred, "gold_chars": n_gold, "matched_chars": tp, **_prf(tp, n_pred, n_gold)}


# ---------------------------------------------------------------- data

_PAIR_FIELDS = {"id": str, "split": str, "question": str, "contexts": list, "faithful": str, "hallucinated": str,
                "kind": str, "spans": list}
# The public files of ../shared/benchdata/ name the id `pair_id`, add `source` and carry no gold spans.
_PUBLIC_DEFAULTS = {"spans": list}


def _normalise_row(row: dict[str, Any]) -> dict[str, Any]:
    """One pair in the project's own schema: `pair_id` is its id, missing gold spans are none, the split is
    canonical (dev | test)."""
    if "id" not in row and isinstance(row.get("pair_id"), str):
        row["id"] = row["pair_id"]
    for name, make in _PUBLIC_DEFAULTS.items():
        row.setdefault(name, make())
    if isinstance(row.get("split"), str):
        row["split"] = SPLIT_ALIASES.get(row["split"], row["split"])
    return row


def load_pairs(path: str | Path) -> list[dict[str, Any]]:
    """Read and validate a pair file; InputError names the row and field of the first problem."""
    path = Path(path)
    if not path.is_file():
        raise InputError(Message("meta.no_pair_file", {"path": str(path)}), field="file", value=str(path))
    try:
        raw = path.read_bytes()
        text = (gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw).decode("utf-8")
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise InputError(Message("meta.unreadable", {"path": str(path), "detail": str(exc)}),
                         field="file", value=str(path)) from exc
    rows = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(Message("meta.line_not_json", {"name": path.name, "line": n, "detail": exc.msg}),
                             field="line", row=n) from exc
        if not isinstance(row, dict):
            raise InputError(Message("meta.line_not_object", {"name": path.name, "line": n}), field="line", row=n)
        row = _normalise_row(row)
        for name, typ in _PAIR_FIELDS.items():
            if not isinstance(row.get(name), typ):
                raise InputError(Message("meta.bad_field", {"name": path.name, "line": n, "field": name,
                                                              "type": typ.__name__}), field=name, row=n)
        if row["split"] not in SPLITS:
            raise InputError(Message("meta.bad_split_line", {"name": path.name, "line": n,
                                                               "splits": str(list(SPLITS) + list(SPLIT_ALIASES)),
                                                               "value": repr(row["split"])}), field="split", row=n)
        if not all(isinstance(c, str) for c in row["contexts"]):
            raise InputError(Message("meta.contexts_not_text", {"name": path.name, "line": n}), field="contexts", row=n)
        for span in row["spans"]:
            ok = isinstance(span, dict) and isinstance(span.get("start"), int) and isinstance(span.get("end"), int)
            if not ok or row["hallucinated"][span["start"]:span["end"]] != span.get("text"):
                raise InputError(Message("meta.span_mismatch", {"name": path.name, "line": n, "span": repr(span)}),
                                 field="spans", row=n)
        rows.append(row)
    if not rows:
        raise InputError(Message("meta.no_pairs", {"path": str(path)}), field="file", value=str(path))
    return rows


def _resolve(path: str | Path) -> Path:
    """A relative default path is looked up from the working directory, then from the project root."""
    p = Path(path)
    for candidate in (p, _ROOT / p, Path(str(p) + ".gz"), _ROOT / (str(p) + ".gz")):
        if candidate.exists():  # data/judge/pairs.jsonl also finds the compressed pairs.jsonl.gz
            return candidate
    return p


# ---------------------------------------------------------------- judging

@dataclass
class Judged:
    """What the judge said about one answer."""

    faithfulness: float | None
    hallucination: float | None
    spans: list[Span] = field(default_factory=list)
    invalid_spans: int = 0
    error: str | None = None
    overall: float | None = None
    dimensions: dict[str, float | None] = field(default_factory=dict)


def _spans_of(result, answer: str) -> tuple[list[Span], int]:
    """Predicted spans from the sentence verdicts, checked against the answer (a span must be its substring)."""
    spans, invalid = [], 0
    for verdict in getattr(result, "sentence_verdicts", None) or []:
        for sp in getattr(verdict, "unsupported_spans", None) or []:
            start, end, text = getattr(sp, "start", None), getattr(sp, "end", None), getattr(sp, "text", "")
            if isinstance(start, int) and isinstance(end, int) and 0 <= start < end and answer[start:end] == text:
                spans.append((start, end))
            elif text and answer.find(text) >= 0:  # offsets off but the text is there: locate it, count it
                start = answer.find(text)
                spans.append((start, start + len(text)))
                invalid += 1
            else:
                invalid += 1
    return sorted(set(spans)), invalid


class JudgeCache:
    """Evaluates each distinct (question, contexts, answer) once with an `earag.Evaluator`."""

    def __init__(self, evaluator):
        self.evaluator = evaluator
        self.cache: dict[tuple, Judged] = {}
        self.seconds = 0.0

    def judge(self, question: str, contexts: Sequence[str], answer: str) -> Judged:
        key = (question, tuple(contexts), answer)
        if key not in self.cache:
            started = time.perf_counter()
            try:
                result = self.evaluator.evaluate(EvaluationSample(question=question, answer=answer,
                                                                  contexts=list(contexts)))
            except EaragError as exc:
                self.cache[key] = Judged(None, None, error=str(exc))
            else:
                spans, invalid = _spans_of(result, answer)
                faith = result.dimensions["faithfulness"].score
                self.cache[key] = Judged(faith, result.dimension_scores.get("hallucination"), spans, invalid,
                                         overall=result.overall_score, dimensions=dict(result.dimension_scores))
            self.seconds += time.perf_counter() - started
        return self.cache[key]

    @property
    def ms_per_answer(self) -> float | None:
        return 1000 * self.seconds / len(self.cache) if self.cache else None


# ---------------------------------------------------------------- one split

def _answer_rows(pairs: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Distinct answers with their label (1 = hallucinated) and gold spans; a faithful answer shared by several
    pairs counts once."""
    rows: dict[tuple, dict[str, Any]] = {}
    for p in pairs:
        for answer, label, spans in ((p["faithful"], 0, []), (p["hallucinated"], 1, p["spans"])):
            key = (p["question"], tuple(p["contexts"]), answer)
            if key not in rows:
                rows[key] = {"question": p["question"], "contexts": list(p["contexts"]), "answer": answer,
                             "label": label, "gold": [(s["start"], s["end"]) for s in spans]}
    return list(rows.values())


def _method_scores(row: Mapping[str, Any], judged: Judged) -> dict[str, dict[str, Any]]:
    """Per method: a faithfulness-like score (higher = faithful), a hallucination score and predicted spans."""
    overlap = bigram_overlap(row["answer"], row["contexts"])
    absent = absent_share(row["answer"], row["contexts"])
    return {
        "earag": {"faith": judged.faithfulness, "hall": judged.hallucination, "spans": judged.spans,
                  "overall": judged.overall},
        # a lexical baseline is its own overall score: one number per answer
        "bigram_overlap": {"faith": overlap, "hall": 1.0 - overlap, "overall": overlap,
                           "spans": bigram_gap_spans(row["answer"], row["contexts"])},
        "absent_chars": {"faith": 1.0 - absent, "hall": absent, "overall": 1.0 - absent,
                         "spans": absent_char_spans(row["answer"], row["contexts"])},
    }


def evaluate_split(pairs: Sequence[Mapping[str, Any]], judge: JudgeCache, *, config_threshold: float | None,
                   thresholds: Mapping[str, float] | None = None) -> dict[str, Any]:
    """All metrics for one split. `thresholds` are per-method thresholds chosen elsewhere (on dev)."""
    answers = _answer_rows(pairs)
    scored = {}
    for row in answers:
        judged = judge.judge(row["question"], row["contexts"], row["answer"])
        scored[(row["question"], tuple(row["contexts"]), row["answer"])] = (row, _method_scores(row, judged), judged)

    def score(pair, which: str, method: str, key: str):
        return scored[(pair["question"], tuple(pair["contexts"]), pair[which])][1][method][key]

    out: dict[str, Any] = {"pairs": len(pairs), "answers": len(answers),
                           "judge_errors": sum(1 for _, _, j in scored.values() if j.error),
                           "invalid_judge_spans": sum(j.invalid_spans for _, _, j in scored.values()),
                           "methods": {}, "per_kind": {}, "by_paraphrase": {},
                           "by_context": {}}
    labels = [r["label"] for r, _, _ in scored.values()]
    gold = [r["gold"] for r, _, _ in scored.values()]
    # F1 is prevalence-bound: calling every answer hallucinated already scores 2p / (1 + p)
    prevalence = sum(labels) / len(labels) if labels else None
    out["prevalence"] = prevalence
    out["flag_all_f1"] = 2 * prevalence / (1 + prevalence) if prevalence else None
    for method in METHODS:
        pw = pairwise_agreement([score(p, "faithful", method, "faith") for p in pairs],
                                [score(p, "hallucinated", method, "faith") for p in pairs])
        pw_h = pairwise_agreement([score(p, "faithful", method, "hall") for p in pairs],
                                  [score(p, "hallucinated", method, "hall") for p in pairs], higher_is_better=False)
        pw_o = pairwise_agreement([score(p, "faithful", method, "overall") for p in pairs],
                                  [score(p, "hallucinated", method, "overall") for p in pairs])
        hall = [s[method]["hall"] for _, s, _ in scored.values()]
        overall = [s[method]["overall"] for _, s, _ in scored.values()]
        pred = [s[method]["spans"] for _, s, _ in scored.values()]
        res: dict[str, Any] = {
            "pairwise_agreement": pw["agreement"], "tie_rate": pw["tie_rate"], "pairwise": pw,
            "pairwise_hallucination": pw_h["agreement"], "tie_rate_hallucination": pw_h["tie_rate"],
            "pairwise_overall": pw_o["agreement"], "tie_rate_overall": pw_o["tie_rate"],
            "auc": roc_auc(hall, labels),
            # response level: does a low overall score find the hallucinated answers
            "auc_overall": roc_auc([None if v is None else 1.0 - v for v in overall], labels),
            "f1_config": f1_at(hall, labels, config_threshold) if method == "earag" and config_threshold is not None
            else None,
            "best_threshold_here": best_threshold(hall, labels),
            "spans_overlap": span_prf(pred, gold, mode="overlap"),
            "spans_iou": span_prf(pred, gold, mode="iou"),
            "chars": char_prf(pred, gold),
        }
        t = (thresholds or {}).get(method)
        res["f1_dev_threshold"] = f1_at(hall, labels, t) if t is not None else None
        out["methods"][method] = res
    for kind in sorted({p["kind"] for p in pairs}, key=lambda k: ((SPAN_KINDS + (k,)).index(k), k)):
        sub = [p for p in pairs if p["kind"] == kind]
        out["per_kind"][kind] = {m: pairwise_agreement([score(p, "faithful", m, "faith") for p in sub],
                                                       [score(p, "hallucinated", m, "faith") for p in sub])
                                 for m in METHODS}
        out["per_kind"][kind]["earag_overall"] = pairwise_agreement(
            [score(p, "faithful", "earag", "overall") for p in sub],
            [score(p, "hallucinated", "earag", "overall") for p in sub])
    for flag in (True, False):
        sub = [p for p in pairs if bool(p.get("paraphrase")) is flag]
        if sub:
            out["by_paraphrase"]["paraphrased" if flag else "copied"] = {
                m: pairwise_agreement([score(p, "faithful", m, "faith") for p in sub],
                                      [score(p, "hallucinated", m, "faith") for p in sub]) for m in METHODS}
    out["by_context"] = _by_context(pairs, score)
    return out


def _by_context(pairs: Sequence[Mapping[str, Any]], score) -> dict[str, Any]:
    """Pairwise agreement and ties for pairs whose contexts are only links (no evidence: the judge gives no
    faithfulness, those pairs count as `missing`) and for pairs with text, when a split has both."""
    out: dict[str, Any] = {}
    groups = {"links only": [p for p in pairs if links_only(p["contexts"])],
              "text": [p for p in pairs if not links_only(p["contexts"])]}
    if not all(groups.values()):
        return out
    for label, sub in groups.items():
        out[label] = {m: pairwise_agreement([score(p, "faithful", m, "faith") for p in sub],
                                            [score(p, "hallucinated", m, "faith") for p in sub]) for m in METHODS}
        out[label]["earag_overall"] = pairwise_agreement([score(p, "faithful", "earag", "overall") for p in sub],
                                                         [score(p, "hallucinated", "earag", "overall") for p in sub])
        out[label]["pairs"] = len(sub)
    return out


# ---------------------------------------------------------------- human agreement

def human_agreement(samples: Sequence[Mapping[str, Any]], evaluator) -> dict[str, Any]:
    """Spearman and weighted kappa against `human_score`/`human_level` for the judge and both baselines.

    The judge is scored by its overall score and level; each baseline's score (bigram overlap, 1 − absent share)
    is mapped to a level with the same cut-offs (`earag.scoring.quality_levels`), which is what a user would get
    by reading it as an overall score.
    """
    # lazy: earag.analysis.tuning costs 529 ms at import (measured, benchmarks/import_costs.py)
    from earag.analysis.tuning import agreement

    rows = [s for s in samples if s.get("human_score") is not None or s.get("human_level")]
    pred: dict[str, list[float | None]] = {m: [] for m in METHODS}
    levels: list[Any] = []
    faith: list[float | None] = []
    for s in rows:
        try:
            result = evaluator.evaluate(EvaluationSample.from_dict(dict(s)))
        except EaragError:
            pred["earag"].append(None)
            levels.append(None)
            faith.append(None)
        else:
            pred["earag"].append(result.overall_score)
            levels.append(result.quality_level)
            faith.append(result.dimensions["faithfulness"].score)
        pred["bigram_overlap"].append(bigram_overlap(s.get("answer", ""), s.get("contexts") or []))
        pred["absent_chars"].append(1.0 - absent_share(s.get("answer", ""), s.get("contexts") or []))
    human_scores = [s.get("human_score") for s in rows]
    human_levels = [s.get("human_level") for s in rows]
    out: dict[str, Any] = {"n": len(rows), "methods": {}}
    for m in METHODS:
        agr = agreement(pred[m], levels if m == "earag" else None, human_scores, human_levels)
        out["methods"][m] = {"spearman": agr["spearman"], "weighted_kappa": agr["weighted_kappa"],
                             "kappa": agr["kappa"], "accuracy": agr["accuracy"], "n": agr["n"]}
    faith_agr = agreement(faith, None, human_scores, None)
    out["methods"]["earag"]["spearman_faithfulness"] = faith_agr["spearman"]
    return out


def _load_samples(path: Path) -> list[dict[str, Any]]:
    """The human-labelled samples through the project's dataset loader (validation, row numbers, labels)."""
    if not path.is_file():
        raise InputError(Message("meta.no_human_file", {"path": str(path)}), field="human", value=str(path))
    return [{**vars(row.sample), "human_score": row.human_score, "human_level": row.human_level}
            for row in load_dataset(path).valid]


# ---------------------------------------------------------------- runner

def _split_report(pairs: Sequence[Mapping[str, Any]], judge: JudgeCache, wanted: Sequence[str], limit: int | None,
                  config_threshold: float | None) -> tuple[dict[str, Any], dict[str, float]]:
    """The figures of the wanted splits of one pair file, and the per-method thresholds chosen on its dev split."""
    by_split = {s: [p for p in pairs if p["split"] == s][:limit] for s in SPLITS}
    splits: dict[str, Any] = {}
    dev_thresholds: dict[str, float] = {}
    if by_split["dev"]:
        dev = evaluate_split(by_split["dev"], judge, config_threshold=config_threshold)
        for m, res in dev["methods"].items():
            if res["best_threshold_here"] is not None:
                dev_thresholds[m] = res["best_threshold_here"]["threshold"]
            res["f1_dev_threshold"] = res["best_threshold_here"]  # on dev itself: in-sample
        if "dev" in wanted:
            splits["dev"] = dev
    if "test" in wanted and by_split["test"]:
        splits["test"] = evaluate_split(by_split["test"], judge, config_threshold=config_threshold,
                                        thresholds=dev_thresholds)
    return splits, dev_thresholds


def _check_split(split: str, limit: int | None) -> str:
    split = SPLIT_ALIASES.get(split, split)
    if split not in ("all", *SPLITS):
        raise InputError(Message("meta.bad_split", {"value": repr(split)}), field="split")
    if limit is not None and limit < 1:
        raise InputError(Message("meta.bad_limit", {"value": limit}), field="limit")
    return split


def pair_files(paths: str | Path | Sequence[str | Path]) -> list[Path]:
    """The pair files named: a folder stands for its *.jsonl / *.jsonl.gz files (sorted); a missing path is an
    InputError naming it."""
    items = [paths] if isinstance(paths, (str, Path)) else list(paths)
    out: list[Path] = []
    for item in items or [DEFAULT_PAIRS]:
        p = _resolve(item)
        if p.is_dir():
            found = sorted(f for f in p.iterdir() if f.name.endswith((".jsonl", ".jsonl.gz")))
            if not found:
                raise InputError(Message("meta.empty_folder", {"path": str(p)}), field="file", value=str(p))
            out += found
        else:
            out.append(p)
    return list(dict.fromkeys(out))


def set_name(path: Path) -> str:
    """A short name for a pair file: its file name without .jsonl(.gz)."""
    name = path.name
    for ext in (".gz", ".jsonl"):
        name = name.removesuffix(ext)
    return name


def run_meta_eval(path: str | Path | Sequence[str | Path] = DEFAULT_PAIRS, *, split: str = "all",
                  limit: int | None = None, evaluator=None, settings=None, offline: bool = True,
                  human_path: str | Path | None = DEFAULT_HUMAN,
                  human_samples: Sequence[Mapping[str, Any]] | None = None,
                  human_source: str | None = None) -> dict[str, Any]:
    """Score every answer of the chosen split(s) with the product's judge and compute all figures.

    `path` is one pair file, a folder of them (e.g. ../shared/benchdata) or a list. Thresholds for the "best
    threshold" F1 are always chosen on dev (dev is scored for that even when only test is asked for) and applied
    unchanged to test. `limit` keeps the first N pairs of each split. Without `evaluator`, one is built from
    `settings` (default: the configured settings), offline by default. One file gives the single-file report
    (`splits` at the top); several give `sets` (one such report per file) and a `summary` of the test split.
    """
    split = _check_split(split, limit)
    files = pair_files(path)
    loaded = [(f, load_pairs(f)) for f in files]  # every file is validated before anything is judged
    own = evaluator is None
    if own:
        evaluator = Evaluator(settings or load_settings(), offline=offline)
    try:
        judge = JudgeCache(evaluator)
        config_threshold = evaluator.settings.thresholds.get("hallucination")
        wanted = SPLITS if split == "all" else (split,)
        sets: dict[str, Any] = {}
        for f, pairs in loaded:
            splits, dev_thresholds = _split_report(pairs, judge, wanted, limit, config_threshold)
            sets[set_name(f)] = {"file": str(f), "splits": splits, "dev_thresholds": dev_thresholds}
        report: dict[str, Any] = {"split": split, "limit": limit, "backends": _describe(evaluator),
                                  "profile": _profile_name(evaluator), "config_threshold": config_threshold}
        if len(sets) == 1:
            report.update(next(iter(sets.values())))
        else:
            report["sets"] = sets
            report["summary"] = summary_rows(sets)
        report["cost"] = {"answers_judged": len(judge.cache), "seconds": round(judge.seconds, 3),
                          "ms_per_answer": None if judge.ms_per_answer is None else round(judge.ms_per_answer, 2)}
        if human_samples is not None:
            report["human"] = {"file": human_source, **human_agreement(human_samples, evaluator)}
        elif human_path:
            report["human"] = {"file": str(_resolve(human_path)),
                               **human_agreement(_load_samples(_resolve(human_path)), evaluator)}
        return report
    finally:
        if own:
            evaluator.close()


def _profile_name(evaluator) -> str | None:
    """The scoring profile of the overall scores in the report (earag.profiles)."""
    settings = getattr(evaluator, "settings", None)
    if settings is None:
        return None
    return active_profile(settings).name


def summary_rows(sets: Mapping[str, Any]) -> list[dict[str, Any]]:
    """One row per (set, split, kind or "all"): pairwise agreement (and ties) of faithfulness, hallucination and
    the overall score, response-level AUC, next to both baselines on the same rows."""
    rows = []
    for name, rep in sets.items():
        for split_name, res in rep["splits"].items():
            m = res["methods"]
            e = m["earag"]
            rows.append({
                "set": name, "split": split_name, "kind": "all", "pairs": res["pairs"],
                "faithfulness": e["pairwise_agreement"], "faithfulness_ties": e["tie_rate"],
                "faithfulness_scored": e["pairwise"]["n"],
                "hallucination": e["pairwise_hallucination"], "overall": e["pairwise_overall"],
                "overall_ties": e["tie_rate_overall"], "auc": e["auc"], "auc_overall": e["auc_overall"],
                "bigram_overlap": m["bigram_overlap"]["pairwise_agreement"],
                "absent_chars": m["absent_chars"]["pairwise_agreement"],
                "auc_bigram": m["bigram_overlap"]["auc"], "auc_absent": m["absent_chars"]["auc"],
            })
            groups = {**(res["per_kind"] if len(res["per_kind"]) > 1 else {}),
                      **{f"context: {k}": v for k, v in (res.get("by_context") or {}).items()}}
            if groups:
                for kind, per in groups.items():
                    rows.append({
                        "set": name, "split": split_name, "kind": kind,
                        "pairs": per.get("pairs", per["earag"]["n"] + per["earag"]["missing"]),
                        "faithfulness": per["earag"]["agreement"], "faithfulness_ties": per["earag"]["tie_rate"],
                        "faithfulness_scored": per["earag"]["n"],
                        "hallucination": None, "overall": per["earag_overall"]["agreement"],
                        "overall_ties": per["earag_overall"]["tie_rate"], "auc": None, "auc_overall": None,
                        "bigram_overlap": per["bigram_overlap"]["agreement"],
                        "absent_chars": per["absent_chars"]["agreement"], "auc_bigram": None, "auc_absent": None,
                    })
    return rows


def _describe(evaluator) -> dict[str, Any]:
    try:
        d = evaluator.backends.describe()
    except Exception:  # a stand-in evaluator without backends: the report just says so
        return {}
    return {k: d[k] for k in ("llm", "embeddings", "graph") if k in d}


# ---------------------------------------------------------------- table

def _f(value: Any, digits: int = 3) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _prf_text(res: Mapping[str, Any] | None) -> str:
    if not res:
        return "—"
    return f"{_f(res.get('precision'), 2)}/{_f(res.get('recall'), 2)}/{_f(res.get('f1'), 2)}"


def _f1_text(res: Mapping[str, Any] | None) -> str:
    if not res:
        return "—"
    return f"{_f(res.get('f1'))} (t={res['threshold']:.3f})"


def _format_splits(rep: Mapping[str, Any], config_threshold: Any) -> list[str]:
    """One pair file's table per split: metric | EARAG judge | bigram-overlap | absent-chars."""
    lines: list[str] = []
    head = f"{'metric':<34}" + "".join(f"{METHOD_LABELS[m]:>22}" for m in METHODS)
    for name, res in rep["splits"].items():
        m = res["methods"]
        lines += ["", f"[{name}] {res['pairs']} pairs, {res['answers']} distinct answers ({_f(res['prevalence'], 2)} "
                  f"hallucinated; flagging every answer gives F1 {_f(res['flag_all_f1'])})"
                  + (f", {res['judge_errors']} judge errors" if res["judge_errors"] else ""), head, "-" * len(head)]
        dev_note = "in-sample" if name == "dev" else "from dev"
        rows = [
            ("pairwise agreement (ties ½)", lambda r: _f(r["pairwise_agreement"])),
            ("tie rate", lambda r: _f(r["tie_rate"])),
            ("pairwise, hallucination score", lambda r: _f(r["pairwise_hallucination"])),
            ("pairwise, overall score", lambda r: _f(r.get("pairwise_overall"))),
            ("tie rate, overall score", lambda r: _f(r.get("tie_rate_overall"))),
            ("ROC AUC (hallucination)", lambda r: _f(r["auc"])),
            ("ROC AUC (1 − overall)", lambda r: _f(r.get("auc_overall"))),
            (f"F1 @ config threshold {_f(config_threshold, 2)}", lambda r: _f1_text(r["f1_config"])),
            (f"F1 @ best dev threshold ({dev_note})", lambda r: _f1_text(r["f1_dev_threshold"])),
        ]
        if any(r["gold"] for r in [res["methods"]["earag"]["spans_overlap"]] if r):
            rows += [
                ("span P/R/F1 (overlap ≥ 1 char)", lambda r: _prf_text(r["spans_overlap"])),
                ("span P/R/F1 (IoU ≥ 0.5)", lambda r: _prf_text(r["spans_iou"])),
                ("char P/R/F1", lambda r: _prf_text(r["chars"])),
            ]
        for label, get in rows:
            lines.append(f"{label:<34}" + "".join(f"{get(m[k]):>22}" for k in METHODS))
        lines.append("pairwise agreement per kind / tie rate (judge: faithfulness; overall in brackets):")
        for kind, per in (list(res["per_kind"].items()) + [(f"({k})", v) for k, v in res["by_paraphrase"].items()]
                          + [(f"(context: {k})", v) for k, v in (res.get("by_context") or {}).items()]):
            cells = "".join(f"{_f(per[k]['agreement']) + ' / ' + _f(per[k]['tie_rate'], 2):>22}" for k in METHODS)
            overall = per.get("earag_overall")
            extra = f"   [overall {_f(overall['agreement'])}]" if overall else ""
            lines.append(f"  {kind + ' (' + str(per['earag']['n']) + ')':<32}" + cells + extra)
        if res["invalid_judge_spans"]:
            lines.append(f"  judge spans whose offsets did not match the answer: {res['invalid_judge_spans']}")
    return lines


def format_summary(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """The cross-set table: per set, split and kind, the judge's three pairwise figures and AUC next to the
    baselines."""
    head = (f"{'set':<26}{'split':<6}{'kind':<17}{'pairs':>6}{'faith (ties)':>15}{'halluc':>8}{'overall (ties)':>16}"
            f"{'AUC':>7}{'bigram':>8}{'absent':>8}")
    lines = ["", "summary: pairwise agreement (ties ½), judge next to the lexical baselines on the same rows",
             head, "-" * len(head)]
    for r in rows:
        lines.append(f"{r['set'][:25]:<26}{r['split']:<6}{r['kind'][:16]:<17}{r['pairs']:>6}"
                     f"{_f(r['faithfulness']) + ' (' + _f(r['faithfulness_ties'], 2) + ')':>15}"
                     f"{_f(r['hallucination']):>8}{_f(r['overall']) + ' (' + _f(r['overall_ties'], 2) + ')':>16}"
                     f"{_f(r['auc']):>7}{_f(r['bigram_overlap']):>8}{_f(r['absent_chars']):>8}")
    for r in rows:
        if r["kind"] == "all" and r.get("faithfulness_scored") is not None and r["faithfulness_scored"] < r["pairs"]:
            lines.append(f"{r['set']} {r['split']}: faithfulness scored on {r['faithfulness_scored']} of {r['pairs']} "
                         "pairs; the others have no evidence (no contexts, or contexts that are only links)")
    return lines


def format_report(report: Mapping[str, Any]) -> str:
    """The report as plain-text tables: per file and split metric | EARAG judge | bigram-overlap | absent-chars,
    a cross-set summary when several files were scored, human agreement and cost."""
    backends = ", ".join(f"{k}={v}" for k, v in report.get("backends", {}).items())
    profile = f", profile={report['profile']}" if report.get("profile") else ""
    sets = report.get("sets") or {set_name(Path(report["file"])): report}
    lines: list[str] = []
    for name, rep in sets.items():
        lines += [("" if not lines else "\n") + f"judge benchmark: {rep['file']}  (backends: {backends}{profile})"]
        lines += _format_splits(rep, report.get("config_threshold"))
    if report.get("summary"):
        lines += format_summary(report["summary"])
    head = f"{'metric':<34}" + "".join(f"{METHOD_LABELS[m]:>22}" for m in METHODS)
    human = report.get("human")
    if human:
        lines += ["", f"[human labels] {human['n']} samples of {human['file']}", head, "-" * len(head)]
        for label, key in (("Spearman vs human score", "spearman"), ("weighted κ vs human level", "weighted_kappa"),
                           ("level accuracy", "accuracy")):
            lines.append(f"{label:<34}" + "".join(f"{_f(human['methods'][k].get(key)):>22}" for k in METHODS))
        lines.append(f"{'Spearman, faithfulness only':<34}{_f(human['methods']['earag'].get('spearman_faithfulness')):>22}")
    cost = report.get("cost") or {}
    if cost.get("ms_per_answer") is not None:
        lines += ["", f"cost: {cost['answers_judged']} answers judged, {cost['ms_per_answer']:.1f} ms per answer"]
    return "\n".join(lines)


# ---------------------------------------------------------------- CLI

def add_parser(subparsers) -> Any:
    """Register `meta-eval` on an argparse subparsers object; returns the new parser."""
    p = subparsers.add_parser("meta-eval", help="judge-quality benchmark on labelled pair files "
                              "(pairwise agreement, AUC, F1, span P/R/F1, human agreement, vs lexical baselines)")
    p.add_argument("file", nargs="*", default=[DEFAULT_PAIRS],
                   help=f"labelled pair files or folders of them, e.g. ../shared/benchdata (default {DEFAULT_PAIRS})")
    p.add_argument("--split", choices=["all", *SPLITS, *SPLIT_ALIASES], default="all",
                   help="which split to report (thresholds are always chosen on dev; never tune on test)")
    p.add_argument("--limit", type=int, help="only the first N pairs of each split")
    p.add_argument("--json", action="store_true", help="print the report as JSON instead of a table")
    p.add_argument("--config", help="configuration YAML (default config/earag_eval.yaml or $EARAG_CONFIG)")
    p.add_argument("--online", action="store_true", help="use the configured LLM judge (default: offline judge)")
    p.add_argument("--profile", choices=["seed", "calibrated"],
                   help="scoring profile of the overall score (default: evaluation.profile of the configuration)")
    p.add_argument("--human", default=DEFAULT_HUMAN,
                   help=f"human-labelled samples for Spearman/kappa (default {DEFAULT_HUMAN}; 'none' to skip)")
    p.add_argument("--labels", metavar="RUN",
                   help="take the human labels of a run in the run store (the 标注 page, `earag labels import`) "
                        "instead of --human")
    p.add_argument("--db", help="run store URL for --labels (default $EARAG_DB_URL or results/earag_runs.sqlite3)")
    p.set_defaults(func=cmd_meta_eval)
    return p


def cmd_meta_eval(args) -> int:
    """Run the benchmark from parsed arguments; prints the table (or JSON). Returns the exit code."""
    settings = load_settings(getattr(args, "config", None))
    if getattr(args, "profile", None):
        settings = settings.with_overrides(**{"evaluation.profile": args.profile})
    human = getattr(args, "human", DEFAULT_HUMAN)
    files = args.file if isinstance(args.file, list) else [args.file]
    human_samples, human_source = None, None
    if getattr(args, "labels", None):
        human_samples, human_source = _run_label_samples(args.labels, getattr(args, "db", None))
    report = run_meta_eval(files or [DEFAULT_PAIRS], split=args.split, limit=args.limit, settings=settings,
                           offline=not getattr(args, "online", False),
                           human_path=None if not human or str(human).lower() == "none" else human,
                           human_samples=human_samples, human_source=human_source)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(format_report(report))
    return 0


def _run_label_samples(run_id: str, db: str | None) -> tuple[list[dict[str, Any]], str]:
    """The human-labelled samples of a run in the run store, and how the report names their source."""
    # lazy: earag.labels.fit costs 564 ms at import (measured, benchmarks/import_costs.py)
    from earag.labels.fit import labelled_samples

    store = open_store(db)
    try:
        return labelled_samples(store, run_id), f"labels of run {run_id} ({store.describe()})"
    finally:
        store.close()
