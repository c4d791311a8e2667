"""Regenerate policy_qa.csv and policy_qa_small.jsonl from policy_qa.jsonl.

Usage: python data/samples/make_csv.py
"""
import csv
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
COLUMNS = ["id", "question", "answer", "contexts", "ground_truth", "graph_entities",
           "human_score", "human_level", "category"]
SMALL_N = 8


def main() -> None:
    lines = (HERE / "policy_qa.jsonl").read_text(encoding="utf-8").splitlines()
    samples = [json.loads(line) for line in lines if line.strip()]
    with open(HERE / "policy_qa.csv", "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(COLUMNS)
        for s in samples:
            row = dict(s)
            row["contexts"] = json.dumps(s["contexts"], ensure_ascii=False)
            row["graph_entities"] = json.dumps(s["graph_entities"], ensure_ascii=False)
            row["human_score"] = f"{s['human_score']:.2f}"
            w.writerow([row[c] for c in COLUMNS])
    with open(HERE / "policy_qa_small.jsonl", "w", encoding="utf-8") as f:
        for s in samples[:SMALL_N]:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    print(f"policy_qa.csv: {len(samples)} rows, policy_qa_small.jsonl: {min(SMALL_N, len(samples))} rows")


if __name__ == "__main__":
    main()
