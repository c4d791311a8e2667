"""Command line: `earag evaluate INPUT` (or `python -m earag evaluate INPUT`), `earag check`, `earag metrics` ..."""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from earag.config import load_settings
from earag.errors import EaragError
from earag.runs.exports import backends_used, dimension_status_counts
from earag.runs.datasets import ResultStore, load_dataset, write_records
from earag.runs.files import journal_path
from earag.runs.runner import BatchProgress, run_batch
from earag.scoring import LEVEL_NAMES
from earag.types import DIMENSIONS


def _progress(p: BatchProgress, stream=None) -> None:
    """One line redrawn in place: bar, rows done, elapsed and remaining time, rows with errors (invalid included)."""
    stream = stream or sys.stderr
    width = 30
    eta = p.eta or 0.0
    filled = int(p.fraction * width)
    bar = "█" * filled + "░" * (width - filled)
    stream.write(f"\r{bar} {p.done}/{p.total} {p.fraction:6.1%}  {p.elapsed:5.1f}s elapsed, ~{eta:4.1f}s left, "
                 f"{p.invalid + p.errors} errors ")
    stream.flush()


def _summary(records: list[dict], out=None) -> dict:
    out = out or sys.stdout
    ok = [r["earag_evaluation"] for r in records if r.get("earag_evaluation")]
    errors = [r for r in records if not r.get("earag_evaluation")]
    means = {}
    print(f"\nSamples: {len(records)}   scored: {len(ok)}   errors: {len(errors)}", file=out)
    if ok:
        print(f"{'dimension':<28}{'mean':>8}{'min':>8}{'max':>8}", file=out)
        for dim in (*DIMENSIONS, "overall"):
            vals = [e["overall_score"] if dim == "overall" else e["dimension_scores"].get(dim) for e in ok]
            vals = [v for v in vals if v is not None]
            if vals:
                means[dim] = sum(vals) / len(vals)
                print(f"{dim:<28}{means[dim]:>8.3f}{min(vals):>8.3f}{max(vals):>8.3f}", file=out)
        extra: dict[str, list[float]] = {}
        for e in ok:
            for name, m in (e.get("metrics") or {}).items():
                if m.get("score") is not None:
                    extra.setdefault(name, []).append(m["score"])
        for name, vals in extra.items():
            means[name] = sum(vals) / len(vals)
            print(f"{name:<28}{means[name]:>8.3f}{min(vals):>8.3f}{max(vals):>8.3f}", file=out)
        levels = Counter(e["quality_level"] for e in ok)
        print("levels: " + "  ".join(f"{lv} {levels.get(lv, 0)}" for lv in LEVEL_NAMES), file=out)
        # what actually produced the numbers, not what was configured
        used = backends_used(records)
        print("backends used: " + "; ".join(f"{kind}: " + ", ".join(f"{name} ({n})" for name, n in names.most_common())
                                            for kind, names in used.items()), file=out)
        statuses = dimension_status_counts(records)
        print("dimension status: " + "; ".join(f"{dim} " + ", ".join(f"{s} {n}" for s, n in c.most_common())
                                               for dim, c in statuses.items() if c), file=out)
        configured = Counter((e.get("backends_configured") or {}).get("llm", "offline") for e in ok)
        judged_offline = sum(1 for e in ok if (e.get("backends_configured") or {}).get("llm", "offline") != "offline"
                             and (e.get("backends") or {}).get("llm") == "offline")
        if judged_offline:
            print(f"note: the configured judge ({', '.join(configured)}) did not answer for {judged_offline} of "
                  f"{len(ok)} records; their numbers come from the offline methods (see provenance)", file=out)
    for r in errors[:20]:
        err = r.get("error") or {}
        where = f" [{err['field']}]" if err.get("field") else ""
        print(f"  row {r.get('row')} ({r.get('id')}){where}: {err.get('message')}", file=out)
    if len(errors) > 20:
        print(f"  ... and {len(errors) - 20} more errors", file=out)
    return means


def cmd_evaluate(args) -> int:
    from earag.evaluator import Evaluator

    settings = load_settings(args.config)
    if args.workers:
        settings = settings.with_overrides(**{"evaluation.performance.parallel_workers": args.workers})
    dataset = load_dataset(args.input, max_length=settings.evaluation.performance.max_text_length)
    if args.limit:
        dataset.rows = dataset.rows[: args.limit]  # the first N rows of the file, invalid ones included
    metrics = Evaluator.plan_metrics(args.metrics)  # an unknown name is an error before any work
    evaluator = Evaluator(settings, offline=args.offline)
    if metrics:
        print(f"metrics: {', '.join(metrics)} — up to {evaluator.llm_calls_per_sample(metrics)} LLM calls per sample "
              f"(0 when the LLM is unavailable)", file=sys.stderr)
    described = evaluator.backends.describe()
    print(f"EARAG-Eval: {len(dataset.rows)} rows from {args.input} ({len(dataset.errors)} invalid); "
          f"llm={described['llm']} embeddings={described['embeddings']} graph={described['graph']}", file=sys.stderr)
    for backend, note in described["notes"].items():
        print(f"  {backend}: {note}", file=sys.stderr)
    output = Path(args.output) if args.output else None
    # Results go to a JSONL journal as they are computed: an interrupted run keeps everything finished so far.
    journal = ResultStore(journal_path(output, args.journal))
    if journal.path.exists() and not args.resume:
        journal.path.unlink()
    started = time.perf_counter()
    try:
        progress = run_batch(evaluator, dataset, journal, metrics=metrics or None, on_start=_progress,
                             on_progress=_progress)
    except KeyboardInterrupt:
        print(f"\ninterrupted: results so far are in {journal.path}", file=sys.stderr)
        return 130
    finally:
        evaluator.close()
    print(file=sys.stderr)
    records = journal.records()
    if output:
        write_records(records, output)  # in input order
        if output.resolve() != journal.path.resolve():
            journal.path.unlink(missing_ok=True)
    elapsed = time.perf_counter() - started
    total = progress.total
    calls = getattr(evaluator.backends.llm, "calls", 0)
    print(f"time: {elapsed:.2f}s ({elapsed / max(1, total):.3f}s per sample); LLM calls: {calls} "
          f"({calls / max(1, total):.2f} per sample)", file=sys.stderr)
    means = _summary(records)
    print(f"results: {output or journal.path}")
    if args.fail_under is not None:
        mean = means.get("overall", 0.0)
        if mean < args.fail_under:
            print(f"FAIL: mean overall score {mean:.3f} is below --fail-under {args.fail_under}", file=sys.stderr)
            return 2
    return 0


def cmd_check(args) -> int:
    from earag.backends.factory import build_backends
    from earag.backends.status import backend_status

    settings = load_settings(args.config)
    backends = build_backends(settings, offline=args.offline)
    rows = backend_status(settings, backends)
    for row in rows:
        state = "FALLBACK" if row["fallback"] else "OK"
        print(f"[{state:8}] {row['backend']:<11} in use: {row['in_use']}")
        print(f"           configured: {row['configured']}")
        for key in ("reachable", "version", "latency_ms", "size"):
            if row.get(key) is not None:
                print(f"           {key}: {row[key]}")
        if row.get("detail"):
            print(f"           {row['detail']}")
    return 0


def cmd_graph_load(args) -> int:
    from earag.backends.graph.neo4j import credentials
    from earag.backends.graph.load import load_graph_into_neo4j

    settings = load_settings(args.config)
    cfg = settings.backends.graph.neo4j
    if not args.neo4j:
        print("nothing to do: pass --neo4j to load the graph into the Neo4j database of backends.graph.neo4j",
              file=sys.stderr)
        return 1
    user, password = credentials()
    label = args.label or (cfg.labels[-1] if cfg.labels else "Entity")
    counts = load_graph_into_neo4j(args.path, args.uri or cfg.uri, user, password,
                                   database=args.database or cfg.database, label=label, batch_size=args.batch_size)
    print(" ".join(f"{k}={v}" for k, v in counts.items()))
    return 0


def cmd_graph_stats(args) -> int:
    from earag.backends.factory import build_graph

    settings = load_settings(args.config)
    graph, note, _ = build_graph(settings)
    if note:
        print(f"note: {note}", file=sys.stderr)
    if graph is None:
        print("no knowledge graph in use")
        return 1
    print(f"{graph.name}: {graph.stats()}")
    return 0


def cmd_metrics(args) -> int:
    from earag.metrics.registry import available_metrics

    for m in available_metrics():
        needs = ", ".join(m["requires"]) or "-"
        print(f"{m['group']:<16}{m['name']:<28}LLM calls ≤ {m['llm_calls_per_sample']}  needs: {needs}")
    return 0


def cmd_cache(args) -> int:
    from earag.backends.cache import ResponseCache

    cache = ResponseCache(load_settings(args.config).backends.cache.resolved_path())
    if args.action == "clear":
        print(f"removed {cache.clear()} cached responses from {cache.path}")
    else:
        s = cache.stats()
        print(f"{s['path']}: {s['entries']} entries, {s['size_bytes'] / 1024:.1f} KiB")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="earag", description="EARAG-Eval: entity-aware evaluation of RAG answers")
    sub = parser.add_subparsers(dest="command", required=True)
    ev = sub.add_parser("evaluate", help="score a dataset (CSV, JSON, JSONL or Excel)")
    ev.add_argument("input")
    ev.add_argument("-o", "--output", help="results file: .jsonl (default), .csv or .xlsx")
    ev.add_argument("--config", help="configuration YAML (default config/earag_eval.yaml or $EARAG_CONFIG)")
    ev.add_argument("--offline", action="store_true", help="do not use the LLM judge")
    ev.add_argument("--workers", type=int, help="samples evaluated in parallel")
    ev.add_argument("--fail-under", type=float, help="exit 2 when the mean overall score is below this")
    ev.add_argument("--limit", type=int, help="only the first N rows")
    ev.add_argument("--metrics", help="extra metrics of seeds 001/003: 'all', a group (answer_quality, "
                    "context_support, retrieval, graph) or comma-separated names; see `earag metrics`")
    ev.add_argument("--resume", action="store_true", help="skip rows already scored by an interrupted run of the same "
                    "output (the output JSONL, or OUTPUT.progress.jsonl beside a CSV/Excel output)")
    ev.add_argument("--journal", help="folder for the results when no -o is given (default results/)")
    ev.set_defaults(func=cmd_evaluate)
    ck = sub.add_parser("check", help="which backends are reachable and which fallback is in use")
    ck.add_argument("--config")
    ck.add_argument("--offline", action="store_true")
    ck.set_defaults(func=cmd_check)
    me = sub.add_parser("metrics", help="list the available metrics, their groups and LLM cost")
    me.set_defaults(func=cmd_metrics)
    ca = sub.add_parser("cache", help="show or empty the LLM/embedding response cache")
    ca.add_argument("action", choices=["stats", "clear"])
    ca.add_argument("--config")
    ca.set_defaults(func=cmd_cache)
    gr = sub.add_parser("graph", help="knowledge-graph utilities").add_subparsers(dest="graph_command", required=True)
    gl = gr.add_parser("load", help="load a graph file (JSON or nodes/edges CSV) into Neo4j, idempotently")
    gl.add_argument("path")
    gl.add_argument("--neo4j", action="store_true", help="write into the Neo4j database of backends.graph.neo4j")
    gl.add_argument("--uri")
    gl.add_argument("--database")
    gl.add_argument("--label", help="node label (default: the last of backends.graph.neo4j.labels)")
    gl.add_argument("--batch-size", type=int, default=500)
    gl.add_argument("--config")
    gl.set_defaults(func=cmd_graph_load)
    gs = gr.add_parser("stats", help="size of the configured knowledge graph")
    gs.add_argument("--config")
    gs.set_defaults(func=cmd_graph_stats)
    from earag.analysis.meta_eval import add_parser as add_meta_eval

    add_meta_eval(sub)  # `earag meta-eval FILE`: the judge-quality benchmark
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except EaragError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
