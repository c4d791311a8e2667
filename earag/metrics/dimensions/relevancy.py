"""Relevancy, seed 000 dimension 3: max(0, cosine(question, answer)), with two additions measured on labelled data.

1. Short answers are judged as the answer to their question. A bare value or name ("1%", "Delhi") has almost no
   meaning of its own, so its cosine with the question is low whatever the embedder. When the answer is short and
   occurs in a context sentence, that sentence ("小规模纳税人减按1%征收率征收增值税") stands for the answer's meaning
   and relevancy is the better of the two cosines. A short answer found in no context is scored as it is.
   A short answer of the kind its question asks for (earag.metrics.dimensions.question_frame: a number to 多少, a
   name to "who") is also read in its question's frame: the unit "question + answer" is the statement it makes, and
   its cosine with the question counts too. A wrong value is as relevant as a right one; faithfulness tells them
   apart, and the overall score gates on faithfulness.
2. One scale for every backend. BGE-M3 cosines are the seed's own scale (threshold 0.7). A packaged embedder's
   cosines live on another scale (USE puts a typical on-topic answer near 0.5), so its cosine is mapped, per
   language, piecewise-linearly onto the seed's scale: 0 -> 0, the cut chosen on labelled data -> 0.7 (the seed's
   threshold), the median on-topic cosine -> 1.0 (see `RELEVANCY_SCALES`). The mapping is monotone, so it ranks
   answers exactly as the cosine does; the raw cosine is kept in the result's details.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from earag.backends.embeddings.local import CharNgramEmbedder
from earag.deadline import checkpoint
from earag.metrics.dimensions.question_frame import FrameFit, frame_fit, frame_statement

# Per embedder kind (matched against the embedder's name) and language: (cut, on-topic median) of cosines on the
# dev splits of data/relevancy/labelled_pairs.jsonl and of the policy pairs built from data/judge/pairs.jsonl.gz,
# from earag.analysis.relevancy_eval.fit_scales (regenerate with benchmarks/bench_relevancy_embedders.py --fit).
# The cut is the seed's threshold 0.7 after mapping.
RELEVANCY_SCALES: dict[str, dict[str, tuple[float, float]]] = {
    "use-multilingual": {"zh": (0.1815, 0.3548), "en": (0.2395, 0.4439)},
}
# Share of the char-ngram cosine blended into a packaged model's cosine, per language, before the scale applies.
# Chinese policy answers repeat the question's terms; USE alone ranks them worse than the lexical vector does
# (ROC AUC on data/samples/policy_qa.jsonl 优秀 vs off-topic: USE 0.881, char-ngram 1.000, the 50/50 blend 0.976;
# on the labelled pairs, zh: 0.787 / 0.756 / 0.796). English: USE alone (0.789 against 0.640 for char-ngram).
LEXICAL_BLEND: dict[str, float] = {"zh": 0.5, "en": 0.0}
SEED_THRESHOLD = 0.7
SHORT_CJK_CHARS = 16      # content characters of a short Chinese answer ("减按1%征收", "3月31日")
SHORT_WORDS = 6           # words of a short English answer ("Carl Maria Friedrich Ernst von Weber")
MAX_SUPPORT = 3           # context sentences embedded for one short answer


def relevancy(question_vec: np.ndarray, answer_vec: np.ndarray) -> float:
    nq, na = float(np.linalg.norm(question_vec)), float(np.linalg.norm(answer_vec))
    if nq == 0 or na == 0:
        return 0.0
    return max(0.0, min(1.0, float(np.dot(question_vec, answer_vec)) / (nq * na)))


def _is_cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf"


def text_language(*texts: str) -> str:
    """"zh" when at least a fifth of the letters of the first text that has any are CJK ideographs, else "en".
    A stand-in for the product's language detection where only the scale of a number depends on it."""
    for text in texts:
        letters = [ch for ch in text if unicodedata.category(ch)[0] == "L"]
        if letters:
            return "zh" if sum(_is_cjk(ch) for ch in letters) / len(letters) >= 0.2 else "en"
    return "zh"


def _content(text: str) -> str:
    return "".join(ch for ch in text if unicodedata.category(ch)[0] in ("L", "N") or ch in "%％.")


def is_short_answer(answer: str) -> bool:
    """One clause at most, and at most SHORT_CJK_CHARS content characters (Chinese) or SHORT_WORDS words."""
    text = answer.strip()
    if not text or len(re.findall(r"[。！？!?；;]\s*\S", text)) > 0:
        return False
    if any(_is_cjk(ch) for ch in text):
        return len(_content(text)) <= SHORT_CJK_CHARS
    return len(re.findall(r"[\w%$€£¥.,'-]+", text)) <= SHORT_WORDS


# sentence boundaries: Chinese end marks, newlines, and a full stop not between two digits (HotpotQA contexts glue
# sentences as "in 2003.Suede are")
_BOUNDARY = re.compile(r"[。！？!?；;\n]|(?<!\d)\.|\.(?!\d)")


def _core(answer: str) -> str:
    """The answer without end punctuation and an English article: what must occur in the context."""
    core = answer.strip().strip("。.!！?？;；,，:：\"'“”‘’「」《》()（） ")
    return re.sub(r"^(?:the|a|an)\s+", "", core, flags=re.IGNORECASE)


def _occurrences(core: str, text: str) -> list[int]:
    """Start offsets of `core` in `text`, case-insensitive, not inside a longer number or word."""
    if not core:
        return []
    out = []
    for m in re.finditer(re.escape(core), text, flags=re.IGNORECASE):
        before = text[m.start() - 1] if m.start() > 0 else ""
        after = text[m.end()] if m.end() < len(text) else ""
        glued = (before.isdigit() and core[0].isdigit()) or (after.isdigit() and core[-1].isdigit())
        ascii_word = core[0].isascii() and core[0].isalnum() and before.isascii() and before.isalnum()
        ascii_word |= core[-1].isascii() and core[-1].isalnum() and after.isascii() and after.isalnum()
        if not glued and not ascii_word:
            out.append(m.start())
    return out


def support_sentences(answer: str, contexts: Sequence[str], limit: int = MAX_SUPPORT) -> list[str]:
    """The context sentences a short answer occurs in (first `limit`, distinct); [] for a longer answer."""
    if not is_short_answer(answer):
        return []
    core = _core(answer)
    if len(_content(core)) < 1:
        return []
    found: list[str] = []
    for ctx in contexts:
        bounds = [m.end() for m in _BOUNDARY.finditer(ctx)]
        for start in _occurrences(core, ctx):
            left = max([b for b in bounds if b <= start], default=0)
            right = min([b for b in bounds if b > start + len(core) - 1], default=len(ctx))
            sentence = ctx[left:right].strip()
            if sentence and sentence not in found:
                found.append(sentence)
            if len(found) >= limit:
                return found
    return found


def scale_for(embedder_name: str, scales: Mapping[str, Mapping[str, tuple[float, float]]] | None = None,
              ) -> tuple[str, Mapping[str, tuple[float, float]]] | None:
    """(kind, per-language anchors) of the first scale whose kind occurs in the embedder's name, or None."""
    for kind, per_language in (RELEVANCY_SCALES if scales is None else scales).items():
        if kind.lower() in (embedder_name or "").lower():
            return kind, per_language
    return None


def to_seed_scale(cosine: float, cut: float, high: float) -> float:
    """Piecewise-linear and monotone: 0 -> 0, cut -> 0.7, high -> 1.0, clamped to [0, 1]."""
    if cosine <= 0:
        return 0.0
    if cosine <= cut:
        return SEED_THRESHOLD * cosine / cut if cut > 0 else SEED_THRESHOLD
    if high <= cut:
        return 1.0
    return min(1.0, SEED_THRESHOLD + (1 - SEED_THRESHOLD) * (cosine - cut) / (high - cut))


@dataclass
class RelevancyScore:
    """The relevancy of one answer with how it was reached."""

    score: float
    cosine: float                     # cosine(question, answer) as the embedder gives it (blended, see below)
    support_cosine: float | None = None   # best cosine(question, context sentence holding a short answer)
    support: list[str] = field(default_factory=list)
    language: str = "zh"
    scale: str | None = None          # the embedder kind whose calibrated scale mapped the cosine; None: raw
    lexical_share: float = 0.0        # share of the char-ngram cosine blended in (LEXICAL_BLEND)
    frame: FrameFit | None = None     # a short answer read in its question's frame (None: not short)
    frame_cosine: float | None = None  # cosine(question, question + answer) when the answer fits the frame

    def details(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cosine": round(self.cosine, 4), "language": self.language}
        if self.lexical_share:  # shares of the model's and of the char-ngram cosine
            out["blend"] = {"model": round(1 - self.lexical_share, 2), "char-ngram": round(self.lexical_share, 2)}
        if self.scale:  # the calibrated mapping onto the seed's scale that produced the score
            cut, top = RELEVANCY_SCALES.get(self.scale, {}).get(self.language, (None, None))
            out["scale"] = {"embedder": self.scale, "language": self.language, "cut": cut, "top": top}
        if self.support:
            out["short_answer_support"] = self.support
            out["support_cosine"] = None if self.support_cosine is None else round(self.support_cosine, 4)
        if self.frame is not None:  # read in the question's frame; coverage uses `fits` too
            out["question_frame"] = {**self.frame.to_dict(), **(
                {"cosine": round(self.frame_cosine, 4)} if self.frame_cosine is not None else {})}
        return out


def score_relevancy(embedder, question: str, answer: str, contexts: Sequence[str] = (),
                    scales: Mapping[str, Mapping[str, tuple[float, float]]] | None = None) -> RelevancyScore:
    """Relevancy of `answer` to `question` with `embedder` (one embed call), short answers judged through the
    context sentence they occur in, on the seed's scale when the embedder has a calibrated one."""
    support = support_sentences(answer, contexts)
    frame = frame_fit(question, answer)
    unit = [frame_statement(question, answer)] if frame is not None and frame.fits else []
    texts = [question, answer, *support, *unit]
    language = text_language(answer, question)
    found = scale_for(getattr(embedder, "name", ""), scales)
    share = LEXICAL_BLEND.get(language, 0.0) if found is not None and language in found[1] else 0.0
    checkpoint()  # the sample's CPU deadline (earag.deadline): the encoder's pass itself cannot be interrupted
    cosines = _cosines(embedder.embed(texts))
    checkpoint()
    if share:
        lexical = _cosines(CharNgramEmbedder().embed(texts))
        cosines = [(1 - share) * m + share * c for m, c in zip(cosines, lexical)]
    cosine = cosines[0]
    support_cos = max(cosines[1:1 + len(support)], default=None)
    frame_cos = cosines[-1] if unit else None
    best = max([cosine, *(c for c in (support_cos, frame_cos) if c is not None)])
    score, kind = best, None
    if found is not None and language in found[1]:
        kind = found[0]
        score = to_seed_scale(best, *found[1][language])
    return RelevancyScore(score=float(score), cosine=float(cosine), support_cosine=support_cos, support=support,
                          language=language, scale=kind, lexical_share=share, frame=frame, frame_cosine=frame_cos)


def _cosines(vecs: np.ndarray) -> list[float]:
    """cosine(first row, each other row), clamped to [0, 1]."""
    return [relevancy(vecs[0], v) for v in vecs[1:]]
