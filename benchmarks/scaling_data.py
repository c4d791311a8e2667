"""Synthetic long samples for the scaling benchmark and the scaling equivalence tests: passages cut from the policy
corpus at seeded offsets, answers made of corpus sentences with some numbers, negations and agencies altered."""
from __future__ import annotations

import json
import random
import re
from functools import lru_cache
from pathlib import Path

from earag.types import EvaluationSample

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "data" / "corpus" / "policy_corpus.jsonl"


@lru_cache(maxsize=1)
def _corpus() -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    text = "".join(r["text"] for r in rows)
    sentences = tuple(s for s in re.findall(r"[^。！？；]+[。！？；]", text) if 8 <= len(s) <= 120)
    return text, sentences, tuple(r["title"] for r in rows)


def _alter(sentence: str, rng: random.Random) -> str:
    """One of the judge's span kinds put into a faithful sentence (a changed number, an added negation, an invented
    agency), or the sentence unchanged."""
    roll = rng.random()
    if roll < 0.2 and re.search(r"\d", sentence):
        return re.sub(r"\d", lambda m: str((int(m.group(0)) + 3) % 10), sentence, count=1)
    if roll < 0.3 and "可以" in sentence:
        return sentence.replace("可以", "不可以", 1)
    if roll < 0.4:
        return "国家数据跨境流动管理总局规定，" + sentence
    return sentence


def synthetic_sample(passages: int, sentences: int, chars: int = 300, seed: int = 0) -> EvaluationSample:
    """`passages` context passages of `chars` characters and an answer of `sentences` sentences (deterministic)."""
    text, pool, titles = _corpus()
    rng = random.Random(f"{passages}/{sentences}/{chars}/{seed}")
    contexts = []
    for _ in range(passages):
        start = rng.randrange(0, len(text) - chars)
        contexts.append(text[start : start + chars])
    answer = "".join(_alter(rng.choice(pool), rng) for _ in range(sentences))
    question = f"{rng.choice(titles)}有哪些规定？"
    return EvaluationSample(question=question, answer=answer, contexts=contexts)
