"""Command line: `earag evaluate INPUT` (or `python -m earag evaluate INPUT`), `earag check`, `earag metrics` ..."""
from __future__ import annotations

import argparse
import re
import shlex
import sys
import time
from collections import Counter
from functools import partial
from pathlib import Path

from earag.analysis.meta_eval import add_parser as add_meta_eval
from earag.api.cli import add_parser as add_serve
from earag.backends.factory import build_backends, build_graph
from earag.backends.graph.load import load_graph_into_neo4j
from earag.backends.graph.neo4j import credentials
from earag.backends.status import backend_status
from earag.config import load_settings
from earag.enums import Level, ProvenanceStatus, RunStatus
from earag.errors import EaragError, InputError
from earag.evaluator import Evaluator
from earag.labels.cli import add_parser as add_labels
from earag.messages import Message
from earag.messages.terminal import pad, shown, shown_error, terminal_language
from earag.metrics.registry import available_metrics
from earag.report import add_parser as add_report
from earag.runs.estimate import add_parser as add_estimate
from earag.runs.lifecycle import ClaimedRun, RunOutcome, claim_run
from earag.runs.ray_engine import RayCluster, RayOptions, run_batch_ray
from earag.runs.runner import BatchProgress, export_run, run_batch
from earag.runs.store import fell_back as dim_fell_back
from earag.runs.store import open_store
from earag.runs.stream import open_dataset
from earag.runs.usage import format_usage
from earag.runs.writable import check_writable
from earag.types import DIMENSIONS, read_dimension, read_no_contexts

_DRAWN = {"at": 0.0}


def _say(lang: str, code: str, **params) -> str:
    """One of the CLI's own lines (a catalogue code) in `lang`."""
    return Message(code, params).text(lang)


def _progress(p: BatchProgress, stream=None, lang: str = "en") -> None:
    """One line: bar, rows done, elapsed and remaining time, rows with errors (invalid included). On a terminal it
    is redrawn in place at most 10 times a second; into a log (not a terminal) a line every 10 s and the last one,
    so a 100,000-row run writes a few hundred lines, not 100,000 redraws."""
    stream = stream or sys.stderr
    tty = getattr(stream, "isatty", lambda: False)()
    now = time.monotonic()
    if 0 < p.done < p.total and now - _DRAWN["at"] < (0.1 if tty else 10.0):
        return
    _DRAWN["at"] = now
    width = 30
    eta = p.eta or 0.0
    filled = int(p.fraction * width)
    bar = "█" * filled + "░" * (width - filled)
    start, end = ("\r", " ") if tty else ("", "\n")
    line = _say(lang, "cli.progress", bar=bar, done=p.done, total=p.total, percent=f"{p.fraction:6.1%}",
                elapsed=f"{p.elapsed:5.1f}", eta=f"{eta:4.1f}", errors=p.invalid + p.errors)
    stream.write(f"{start}{line}{end}")
    stream.flush()


def _summary(store, run_id: str, out=None, lang: str = "en") -> dict:
    """The run's summary, computed by the store (counts, means, levels, backends) plus one streamed pass over the
    records for the extra metrics, dimension statuses and the first errors — nothing held. Level and status words
    and the errors' messages are in `lang` (from their codes)."""
    out = out or sys.stdout
    summary = store.summary(run_id)
    counts = summary["counts"]
    means = {name: s["mean"] for name, s in summary["dimensions"].items()}
    print("\n" + _say(lang, "cli.summary.counts", records=counts["records"], total=summary["total_rows"],
                      scored=counts["scored"], errors=counts["errors"]), file=out)
    extra: dict[str, list[float]] = {}  # name -> [sum, n, min, max]
    statuses: dict[str, Counter] = {d: Counter() for d in DIMENSIONS}
    fell_back = 0   # dimensions a backend did not answer (runs.store.fell_back), counted per record
    configured_llm: Counter = Counter()
    judged_offline = 0
    errors: list[dict] = []
    for rec in store.iter_records(run_id):
        ev = rec.get("earag_evaluation")
        if not ev:
            if len(errors) < 20:
                errors.append(rec)
            continue
        for name, m in (ev.get("metrics") or {}).items():
            score = m.get("score") if isinstance(m, dict) else None
            if isinstance(score, (int, float)) and score == score:
                agg = extra.setdefault(name, [0.0, 0, score, score])
                agg[0] += score
                agg[1] += 1
                agg[2], agg[3] = min(agg[2], score), max(agg[3], score)
        no_contexts = read_no_contexts(ev)
        for dim in DIMENSIONS:   # one part of each record (a whole from_dict per record would slow a long run's end)
            if (stored := read_dimension(ev, dim, provenance=False)) is not None:
                statuses[dim][stored.status] += 1
                fell_back += dim_fell_back(dim, stored.status, no_contexts)
        configured = (ev.get("backends_configured") or {}).get("llm", "offline")
        configured_llm[configured] += 1
        judged_offline += configured != "offline" and (ev.get("backends") or {}).get("llm") == "offline"
    if counts["scored"]:
        print(pad(_say(lang, "cli.summary.dimension"), 28) + "".join(
            pad(_say(lang, code), 8, right=True) for code in ("cli.summary.mean", "cli.summary.min", "cli.summary.max")),
            file=out)
        for dim in (*DIMENSIONS, "overall"):
            s = summary["dimensions"].get(dim)
            if s:
                print(f"{dim:<28}{s['mean']:>8.3f}{s['min']:>8.3f}{s['max']:>8.3f}", file=out)
        for name, (total, n, low, high) in extra.items():
            means[name] = total / n
            print(f"{name:<28}{means[name]:>8.3f}{low:>8.3f}{high:>8.3f}", file=out)
        levels = summary["levels"]
        print(_say(lang, "cli.summary.levels", levels="  ".join(f"{lv.label(lang)} {levels.get(lv.value, 0)}"
                                                                for lv in Level)), file=out)
        # what actually produced the numbers, not what was configured
        order = {k: i for i, k in enumerate(("llm", "entities", "faithfulness_judge", "embeddings", "graph"))}
        used = sorted(summary["backends_used"].items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0]))
        print(_say(lang, "cli.summary.backends", used="; ".join(
            f"{kind}: " + ", ".join(f"{name} ({n})" for name, n in Counter(names).most_common())
            for kind, names in used)), file=out)
        print(_say(lang, "cli.summary.statuses", statuses="; ".join(
            f"{dim} " + ", ".join(f"{ProvenanceStatus.word(s, lang)} {n}" for s, n in c.most_common())
            for dim, c in statuses.items() if c)), file=out)
        if judged_offline:
            print(_say(lang, "cli.summary.judge_offline", judges=", ".join(c for c in configured_llm if c != "offline"),
                       count=judged_offline, scored=counts["scored"]), file=out)
    for r in errors:
        err = r.get("error") or {}
        where = f" [{err['field']}]" if err.get("field") else ""
        print(_say(lang, "cli.summary.row_error", row=str(r.get("row")), id=str(r.get("id")), where=where,
                   message=shown_error(err, lang)), file=out)
    if counts["errors"] > len(errors):
        print(_say(lang, "cli.summary.more_errors", count=counts["errors"] - len(errors)), file=out)
    judged = sum(sum(c.values()) for c in statuses.values())
    means["_fallback_ratio"] = fell_back / judged if judged else 0.0
    means["_fallback_counts"] = (fell_back, judged)
    return means


def _open_store(args):
    return open_store(getattr(args, "db", None))


def cmd_evaluate(args) -> int:
    _check_output(args)  # before any work: a bad -o must not cost a whole run
    if args.limit is not None and args.limit < 0:
        raise InputError(Message("cli.bad_limit", {"value": args.limit}), field="limit")
    settings = load_settings(args.config)
    if args.workers:
        settings = settings.with_overrides(**{"evaluation.performance.parallel_workers": args.workers})
    # JSONL and CSV are streamed (scanned, then read row by row while scored): memory does not grow with the rows
    dataset = open_dataset(args.input, max_length=settings.evaluation.performance.max_text_length)
    metrics = Evaluator.plan_metrics(args.metrics)  # an unknown name is an error before any work
    if args.max_fallback is not None and not 0 <= args.max_fallback <= 1:
        raise InputError(Message("cli.bad_max_fallback", {"value": args.max_fallback}), field="max_fallback")
    store = _open_store(args)
    evaluator = Evaluator(settings, offline=args.offline)
    cluster = None
    try:
        cluster = _ray_cluster(args, settings, store)  # --engine ray: connected, the store checked, before the run
        claimed = claim_run(store, dataset, name=Path(args.input).name, evaluator=evaluator, offline=args.offline,
                            metrics=metrics, output=args.output, resume=args.resume or False)
    except BaseException:
        evaluator.close()
        if cluster is not None:
            cluster.__exit__(None, None, None)
        raise
    _announce(args, evaluator, dataset, store, claimed, metrics)
    started = time.perf_counter()
    try:  # the lifecycle releases the run: finished, partial (--limit), cancelled, interrupted (Ctrl-C) or failed
        outcome = claimed.execute(lambda: _score(args, evaluator, dataset, store, claimed.id, cluster, metrics))
    except KeyboardInterrupt:
        print("\n" + _say(args.language, "cli.interrupted", run=claimed.id, command=_resume_command(claimed.id)),
              file=sys.stderr)
        return 130
    finally:
        evaluator.close()
        if cluster is not None:
            cluster.__exit__(None, None, None)  # a cluster of this run stops; the work of a shared one is cancelled
    print(file=sys.stderr)
    return _report(args, store, evaluator, outcome, started)


def _announce(args, evaluator, dataset, store, claimed: ClaimedRun, metrics: list[str]) -> None:
    """What the run is about to do, on stderr: the metrics and their LLM cost, the data, the backends, the run."""
    lang = args.language
    if metrics:
        print(_say(lang, "cli.metrics_cost", metrics=", ".join(metrics),
                   calls=evaluator.llm_calls_per_sample(metrics)), file=sys.stderr)
    described = evaluator.backends.describe()
    encoding = _say(lang, "cli.announce_encoding", encoding=dataset.encoding) if dataset.encoding else ""
    print(_say(lang, "cli.announce", rows=dataset.row_count, input=str(args.input), encoding=encoding,
               invalid=len(dataset.invalid_row_numbers()), llm=described["llm"], embeddings=described["embeddings"],
               graph=described["graph"]), file=sys.stderr)
    for warning in getattr(dataset, "warnings", None) or ():
        print(_say(lang, "cli.warning", warning=shown(warning, lang)), file=sys.stderr)
    for backend, note in described["notes"].items():
        print(f"  {backend}: {shown(note, args.language)}", file=sys.stderr)
    print(_say(lang, "cli.run_resumed" if claimed.resumed else "cli.run_new", run=claimed.id, store=store.describe()),
          file=sys.stderr)


def _score(args, evaluator, dataset, store, run_id: str, cluster, metrics: list[str]) -> BatchProgress:
    """The rows of the run scored on the chosen engine: the Ray cluster, else the local process pool."""
    progress = partial(_progress, lang=args.language)
    if cluster is not None:
        print(_say(args.language, "cli.engine_ray", nodes=len(cluster.cpu_nodes()), cpus=f"{cluster.cpus():g}"),
              file=sys.stderr)
        return run_batch_ray(evaluator, dataset, store, run_id, cluster=cluster, workers=args.workers,
                             metrics=metrics or None, on_start=progress, on_progress=progress,
                             rescore=args.rescore, limit=args.limit)
    return run_batch(evaluator, dataset, store, run_id, metrics=metrics or None, on_start=progress,
                     on_progress=progress, rescore=args.rescore, limit=args.limit)


def _report(args, store, evaluator, outcome: RunOutcome, started: float) -> int:
    """After the run: the export (-o), time and LLM calls, the summary, the fallback share; the exit code (2 past
    --max-fallback or under --fail-under)."""
    run, progress, lang = outcome.run, outcome.progress, args.language
    if args.output:
        exported = export_run(store, run.id, args.output)  # rows in = rows out is checked there
        for note in exported["notes"]:
            print(_say(lang, "cli.note_file", output=str(args.output), note=shown(note, lang)), file=sys.stderr)
        if not exported["complete"]:
            print(_say(lang, "cli.export_partial", output=str(args.output), records=exported["records"],
                       total=exported["total_rows"], run=run.id), file=sys.stderr)
    elapsed = time.perf_counter() - started
    total = progress.total
    calls = getattr(evaluator.backends.llm, "calls", 0)
    print(_say(lang, "cli.time", elapsed=f"{elapsed:.2f}", per_sample=f"{elapsed / max(1, total):.3f}", calls=calls,
               calls_per_sample=f"{calls / max(1, total):.2f}"), file=sys.stderr)
    means = _summary(store, run.id, lang=lang)
    fell_back, judged = means.pop("_fallback_counts")
    ratio = means.pop("_fallback_ratio")
    if fell_back:
        limit = _say(lang, "cli.fallback_limit", limit=f"{args.max_fallback:.0%}") \
            if args.max_fallback is not None else ""
        print(_say(lang, "cli.fallback", count=fell_back, judged=judged, ratio=f"{ratio:.1%}", limit=limit,
                   run=run.id), file=sys.stderr)
    print(_say(lang, "cli.results_exported", run=run.id, output=str(args.output)) if args.output else
          _say(lang, "cli.results", run=run.id))
    code = 0
    if args.max_fallback is not None and ratio > args.max_fallback:
        print(_say(lang, "cli.fail_fallback", ratio=f"{ratio:.1%}", limit=f"{args.max_fallback:.0%}"),
              file=sys.stderr)
        code = 2
    if args.fail_under is not None:
        mean = means.get("overall", 0.0)
        if mean < args.fail_under:
            print(_say(lang, "cli.fail_under", mean=f"{mean:.3f}", threshold=str(args.fail_under)), file=sys.stderr)
            code = 2
    return code


def _ray_cluster(args, settings, store):
    """--engine ray (or evaluation.performance.engine: ray): the cluster, entered, with the store checked against
    it (SQLite refused across nodes); None for the local process pool."""
    perf = settings.evaluation.performance
    if (args.engine or perf.engine) != "ray":
        if args.ray_address:
            raise InputError(Message("cli.ray_address_alone"), field="ray_address")
        return None

    cluster = RayCluster(RayOptions(address=args.ray_address or perf.ray_address)).__enter__()
    try:
        cluster.check_store(store)
    except BaseException:
        cluster.__exit__(None, None, None)
        raise
    return cluster


EXPORT_SUFFIXES = (".jsonl", ".csv", ".xlsx")


def _check_output(args) -> None:
    """-o must be a .jsonl/.csv/.xlsx file that is not the input and whose folder can be written."""
    if not args.output:
        return
    out = Path(args.output)
    if out.is_dir():
        raise InputError(Message("cli.output_folder", {"output": str(args.output)}), field="output")
    if out.suffix.lower() not in EXPORT_SUFFIXES:
        raise InputError(Message("cli.output_suffix", {"output": str(args.output), "suffixes": ", ".join(EXPORT_SUFFIXES)}),
                         field="output")
    if Path(args.input).exists() and out.exists() and out.resolve() == Path(args.input).resolve():
        raise InputError(Message("cli.output_is_input", {"output": str(args.output)}), field="output")
    if not out.parent.exists():
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise InputError(Message("cli.output_mkdir", {"output": str(args.output), "detail": str(exc.strerror)}),
                             field="output") from None
    check_writable(out, f"-o {args.output}")  # a read-only target: a clear error now, not after every row


def _resume_command(run_id: str, argv: list[str] | None = None) -> str:
    """This run's command line with `--resume RUN_ID` instead of any --resume/--rescore (same input, output and
    options, so the settings match)."""
    args = list(sys.argv[1:] if argv is None else argv)
    out, i = [], 0
    while i < len(args):
        arg = args[i]
        if arg in ("--resume", "--rescore"):
            nxt = args[i + 1] if i + 1 < len(args) else ""
            takes_value = arg == "--rescore" or re.fullmatch(r"\d{8}-\d{6}-[0-9a-f]+", nxt)
            i += 2 if takes_value else 1
            continue
        if arg.startswith(("--resume=", "--rescore=")):
            i += 1
            continue
        out.append(arg)
        i += 1
    return "earag " + " ".join(shlex.quote(a) for a in [*out, "--resume", run_id])


def cmd_runs(args) -> int:
    store = _open_store(args)
    runs = store.list_runs(limit=args.limit)
    print(_say(args.language, "cli.runs_count", count=len(runs), store=store.describe()))
    for r in runs:
        mean = "—" if r.mean_overall is None else f"{r.mean_overall:.3f}"
        # what answered for the scored records, not what was configured when the run started
        llm_used = ", ".join(f"{name} ({n})" for name, n in sorted((r.backends_used.get("llm") or {}).items(),
                                                                    key=lambda kv: -kv[1])) or "—"
        print(_say(args.language, "cli.runs_row", id=r.id, status=pad(RunStatus.word(r.status, args.language), 11),
                   started=str(r.started), name=str(r.name), records=r.counts.get("records", 0), total=r.total_rows,
                   scored=r.counts.get("scored", 0), errors=r.counts.get("errors", 0),
                   fallback=r.counts.get("fallback", 0), mean=mean, llm=llm_used,
                   cost=format_usage(r.usage, args.language)))
    return 0


def cmd_export(args) -> int:
    if Path(args.output).suffix.lower() not in EXPORT_SUFFIXES:  # x.txt would get JSONL under another name
        raise InputError(Message("cli.output_suffix", {"output": str(args.output), "suffixes": ", ".join(EXPORT_SUFFIXES)}),
                         field="output")
    store = _open_store(args)
    result = export_run(store, args.run, args.output)
    lang = args.language
    note = "" if result["complete"] else _say(lang, "cli.export_not_complete", records=result["records"],
                                               total=result["total_rows"])
    print(_say(lang, "cli.export_written", records=result["records"], path=str(result["path"]), note=note))
    for line in result["notes"]:
        print(_say(lang, "cli.note", note=shown(line, lang)))
    return 0


def cmd_check(args) -> int:
    settings = load_settings(args.config)
    backends = build_backends(settings, offline=args.offline)
    try:
        rows = backend_status(settings, backends)
    finally:  # the judge's HTTP clients and the Neo4j driver are closed before the report is printed
        backends.close()
    lang = args.language
    for row in rows:
        state = _say(lang, "cli.check.fallback" if row["fallback"] else "cli.check.ok")
        print(_say(lang, "cli.check.row", state=pad(state, 8), backend=pad(str(row["backend"]), 11),
                   in_use=str(row["in_use"])))
        print(_say(lang, "cli.check.configured", configured=str(row["configured"])))
        for key in ("reachable", "version", "latency_ms", "size"):
            if row.get(key) is not None:
                print(f"           {key}: {row[key]}")
        if row.get("detail"):
            print(f"           {shown(row['detail'], args.language)}")
        for host in row.get("hosts") or []:  # backends.llm.hosts: one line per server
            state = _say(lang, "cli.check.up" if host["usable"] else "cli.check.down")
            latency = _say(lang, "cli.check.latency", ms=str(host["latency_ms"])) \
                if host.get("latency_ms") is not None else ""
            print(_say(lang, "cli.check.host", endpoint=str(host["endpoint"]), state=state, circuit=str(host["state"]),
                       latency=latency, served=str(host["served"]), cap=str(host["max_concurrency"]))
                  + (f" — {shown(host['detail'], lang)}" if host.get("detail") else ""))
    return 0


def cmd_graph_load(args) -> int:
    settings = load_settings(args.config)
    cfg = settings.backends.graph.neo4j
    if not args.neo4j:
        print(_say(args.language, "cli.graph_nothing_to_do"), file=sys.stderr)
        return 1
    user, password = credentials()
    label = args.label or (cfg.labels[-1] if cfg.labels else "Entity")
    counts = load_graph_into_neo4j(args.path, args.uri or cfg.uri, user, password,
                                   database=args.database or cfg.database, label=label, batch_size=args.batch_size)
    print(" ".join(f"{k}={v}" for k, v in counts.items()))
    return 0


def cmd_graph_stats(args) -> int:
    settings = load_settings(args.config)
    graph, note, _ = build_graph(settings)
    if note:
        print(_say(args.language, "cli.note", note=shown(note, args.language)), file=sys.stderr)
    if graph is None:
        print(_say(args.language, "cli.no_graph"))
        return 1
    try:
        print(f"{graph.name}: {graph.stats()}")
    finally:
        close = getattr(graph, "close", None)  # a Neo4j graph's driver
        if callable(close):
            close()
    return 0


def cmd_metrics(args) -> int:
    for m in available_metrics():
        needs = ", ".join(m["requires"]) or "-"
        print(_say(args.language, "cli.metrics_row", group=pad(str(m["group"]), 16), name=pad(str(m["name"]), 28),
                   calls=str(m["llm_calls_per_sample"]), needs=needs))
    return 0


def cmd_cache(args) -> int:
    # lazy: earag.backends.cache costs 3 ms at import (measured, benchmarks/import_costs.py),
    # with sqlite3: every `earag --help` would pay it
    from earag.backends.cache import ResponseCache

    cache = ResponseCache(load_settings(args.config).backends.cache.resolved_path())
    if args.action == "clear":
        report = cache.clear_report()
        damaged = _say(args.language, "cli.cache_damaged", files=", ".join(report["deleted_files"])) \
            if report["deleted_files"] else ""
        print(_say(args.language, "cli.cache_cleared", count=report["removed"], path=str(cache.path), damaged=damaged))
    else:
        s = cache.stats()
        print(_say(args.language, "cli.cache_stats", path=str(s["path"]), entries=s["entries"],
                   kib=f"{s['size_bytes'] / 1024:.1f}"))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="earag", description="EARAG-Eval: entity-aware evaluation of RAG answers")
    parser.add_argument("--lang", dest="cli_lang", choices=["zh", "en"],
                        help="language of the messages printed (errors, notes, level and status words); default "
                        "$EARAG_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG): zh* → zh, otherwise en")
    sub = parser.add_subparsers(dest="command", required=True)
    ev = sub.add_parser("evaluate", help="score a dataset (CSV, JSON, JSONL or Excel)")
    ev.add_argument("input")
    ev.add_argument("-o", "--output", help="results file: .jsonl (default), .csv or .xlsx")
    ev.add_argument("--config", help="configuration YAML (default config/earag_eval.yaml or $EARAG_CONFIG)")
    ev.add_argument("--offline", action="store_true", help="do not use the LLM judge")
    ev.add_argument("--workers", type=int, help="samples evaluated in parallel")
    ev.add_argument("--fail-under", type=float, help="exit 2 when the mean overall score is below this")
    ev.add_argument("--limit", type=int, help="evaluate at most N more rows in this call (the run stays resumable)")
    ev.add_argument("--metrics", help="extra metrics of seeds 001/003: 'all', a group (answer_quality, "
                    "context_support, retrieval, graph) or comma-separated names; see `earag metrics`")
    ev.add_argument("--resume", nargs="?", const=True, metavar="RUN_ID",
                    help="continue a run: the newest run of the same output (or of the same data and settings), or "
                    "RUN_ID; refused when the data or the settings differ")
    ev.add_argument("--rescore", choices=["fallback"], help="with --resume: also re-score the rows that fell back or "
                    "timed out (after an outage)")
    ev.add_argument("--max-fallback", type=float, metavar="RATIO",
                    help="exit 2 when more than this share of dimension scores fell back (0–1)")
    ev.add_argument("--db", help="run store: sqlite:///path or postgresql://… (default $EARAG_DB_URL, else "
                    "results/earag_runs.sqlite3)")
    ev.add_argument("--engine", choices=["local", "ray"], help="where rows are scored: local (process pool, default) "
                    "or ray (a Ray cluster; docs/ray.md); default evaluation.performance.engine")
    ev.add_argument("--ray-address", metavar="HOST:PORT", help="with --engine ray: a running cluster (`ray start "
                    "--head`), or 'auto'; default: a cluster of this machine, started for the run")
    ev.set_defaults(func=cmd_evaluate)
    ru = sub.add_parser("runs", help="list the runs in the run store, newest first")
    ru.add_argument("--db")
    ru.add_argument("--limit", type=int, default=50)
    ru.set_defaults(func=cmd_runs)
    ex = sub.add_parser("export", help="write a run's records to JSONL, CSV or Excel")
    ex.add_argument("run")
    ex.add_argument("-o", "--output", required=True)
    ex.add_argument("--db")
    ex.set_defaults(func=cmd_export)
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

    add_meta_eval(sub)  # `earag meta-eval FILE`: the judge-quality benchmark

    add_serve(sub)  # `earag serve`: seed 002's HTTP API

    add_report(sub)  # `earag report RUN|FILE -o report.html`: a self-contained HTML run report

    add_labels(sub)  # `earag labels import|export|fit`, `earag agreement RUN`: human labels of a run

    add_estimate(sub)  # `earag estimate DATA`: calls, tokens and time of a run before it starts (nothing sent)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    args.language = args.cli_lang or terminal_language()  # what every command prints its coded messages in
    try:
        return args.func(args)
    except EaragError as exc:
        print(_say(args.language, "cli.error", text=exc.text(args.language)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # before a run started (loading models, reading the file): nothing to keep
        print("\n" + _say(args.language, "cli.interrupted_early"), file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
