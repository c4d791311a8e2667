"""Relevancy thresholds per language for the embedders that compare raw cosines (char-ngram, MiniLM).

Run: .venv/bin/python benchmarks/bench_relevancy_language.py [--minilm] [--json]
Chosen per language on labelled data, reported on data kept aside:
- choice: the `dev` split of data/relevancy/labelled_pairs.jsonl in that language, plus the shipped sample set of
  that language (data/samples/policy_qa_en.jsonl for English, data/samples/policy_qa.jsonl for Chinese), whose
  `off_topic` answers are the off-topic ones and every other answer an on-topic one;
- report: the `test` split of labelled_pairs.jsonl, at the chosen threshold and at the one threshold the embedder
  had for every language before (config calibration.relevancy_thresholds).
The threshold maximises Youden's J (earag.analysis.relevancy_eval.best_cut) on the cosine the product computes
(earag.metrics.dimensions.relevancy.score_relevancy). Offline; nothing downloads.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.analysis.relevancy_eval import best_cut, load_labelled  # noqa: E402
from earag.config import Settings  # noqa: E402

SAMPLES = {"en": ROOT / "data" / "samples" / "policy_qa_en.jsonl", "zh": ROOT / "data" / "samples" / "policy_qa.jsonl"}


def sample_rows(language: str) -> list[dict]:
    """The shipped sample set of a language as labelled pairs (off_topic answers are the off-topic ones)."""
    rows = []
    for line in SAMPLES[language].read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        rows.append({"question": r["question"], "answer": r["answer"], "on_topic": r["category"] != "off_topic"})
    return rows


def measure(embedder, language: str, before: float) -> dict:
    from earag.metrics.dimensions.relevancy import score_relevancy

    pairs = [r for r in load_labelled() if r["language"] == language]

    def scored(rows):
        return [(score_relevancy(embedder, r["question"], r["answer"]).cosine, bool(r["on_topic"])) for r in rows]

    choose = scored([r for r in pairs if r["split"] == "dev"] + sample_rows(language))
    test = scored([r for r in pairs if r["split"] == "test"])
    cut = best_cut([s for s, _ in choose], [int(y) for _, y in choose])
    assert cut is not None

    def acc(rows, t):
        return sum((s >= t) == y for s, y in rows) / len(rows)

    return {"language": language, "chosen_on": len(choose), "threshold": round(cut, 2), "test_n": len(test),
            "test_accuracy": round(acc(test, round(cut, 2)), 3), "before": before,
            "test_accuracy_before": round(acc(test, before), 3),
            "on_topic_kept": round(sum(s >= round(cut, 2) for s, y in test if y) / sum(y for _, y in test), 3),
            "off_topic_caught": round(sum(s < round(cut, 2) for s, y in test if not y) / sum(not y for _, y in test), 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minilm", action="store_true", help="also the packaged MiniLM (slow: ~1 s a pair here)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from earag.backends.embeddings.local import CharNgramEmbedder, minilm_embedder

    single = Settings().evaluation.calibration.relevancy_thresholds
    makers = [("char-ngram", CharNgramEmbedder)] + ([("MiniLM", minilm_embedder)] if args.minilm else [])
    out = []
    for kind, make in makers:
        emb = make()
        for lang in ("zh", "en"):
            out.append({"embedder": kind, **measure(emb, lang, float(single[kind]))})
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for r in out:
            print(f"{r['embedder']:<11}{r['language']:<4} threshold {r['threshold']:.2f} (chosen on {r['chosen_on']}) "
                  f"test accuracy {r['test_accuracy']:.3f} [kept {r['on_topic_kept']:.3f}, caught "
                  f"{r['off_topic_caught']:.3f}] | one threshold {r['before']:.2f}: {r['test_accuracy_before']:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
