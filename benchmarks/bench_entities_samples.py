"""What the entity models change on the shipped Chinese samples: per sample, the entity lists that differ between
the extractor before the models (offline:jieba) and the multilingual one, and the overall score's Spearman and
level accuracy against the human labels (offline: no LLM, char-ngram embedder, file graph).

Run: .venv/bin/python benchmarks/bench_entities_samples.py
"""
import json

from scipy.stats import spearmanr

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.nlp.entities import OfflineExtractor
from earag.types import EvaluationSample

settings = Settings().with_overrides(**{"backends.llm.provider": "none", "backends.embeddings.provider": "char-ngram"})
rows = [json.loads(x) for x in open("data/samples/policy_qa.jsonl")]
res = {}
for label in ("old", "new"):
    ev = Evaluator(settings, offline=True)
    if label == "old":
        ev.pipeline.extractor = OfflineExtractor(graph_names=dict(ev.pipeline.extractor.known))
    res[label] = [ev.evaluate(EvaluationSample(r["question"], r["answer"], r["contexts"], r.get("ground_truth"), r.get("graph_entities"))).to_dict() for r in rows]
    ev.close()
for label in res:
    o = [x["overall_score"] for x in res[label]]
    acc = sum(x["quality_level"] == r["human_level"] for x, r in zip(res[label], rows)) / len(rows)
    print(label, "spearman", round(spearmanr([r["human_score"] for r in rows], o).correlation, 3), "level acc", round(acc, 3))
for r, a, b in zip(rows, res["old"], res["new"]):
    ea, eb = a["entity_analysis"], b["entity_analysis"]
    diffs = []
    for k in ("unsupported_entities", "unverified_entities", "missing_entities", "question_entities"):
        if ea[k] != eb[k]:
            diffs.append(f"{k}: {ea[k]} -> {eb[k]}")
    if diffs:
        print(r["id"], r["category"], r["human_score"], round(a["overall_score"], 3), "->", round(b["overall_score"], 3))
        for d in diffs: print("   ", d)
