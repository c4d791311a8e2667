"""Regenerate nodes.csv and edges.csv from policy_kg.json.

Usage: python data/kg/make_csv.py
"""
import csv
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    kg = json.loads((HERE / "policy_kg.json").read_text(encoding="utf-8"))
    with open(HERE / "nodes.csv", "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "name", "label", "aliases", "description", "community"])
        for n in kg["nodes"]:
            w.writerow([n["id"], n["name"], n["label"], "|".join(n.get("aliases", [])),
                        n.get("description", ""), n.get("community", "")])
    with open(HERE / "edges.csv", "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["source", "target", "type"])
        for e in kg["edges"]:
            w.writerow([e["source"], e["target"], e["type"]])
    print(f"nodes.csv: {len(kg['nodes'])} rows, edges.csv: {len(kg['edges'])} rows")


if __name__ == "__main__":
    main()
