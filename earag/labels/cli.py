"""`earag labels import FILE --run RUN`, `earag labels export RUN -o FILE`, `earag labels fit RUN` and
`earag agreement RUN`: the labels of a run from the command line."""
from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any

from earag.config import load_settings
from earag.enums import Level
from earag.errors import InputError
from earag.messages import Message
from earag.messages.terminal import pad, terminal_language


def _say(args: Any, code: str, **params: Any) -> str:
    """One of these commands' lines (a catalogue code) in the command's language (`earag --lang`)."""
    return Message(code, params).text(getattr(args, "language", None) or terminal_language())


def _f(value: Any, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _interval(stat: Mapping[str, Any]) -> str:
    if stat.get("low") is None:
        return f"{_f(stat.get('value'))}"
    return f"{_f(stat.get('value'))} [{_f(stat['low'])}, {_f(stat['high'])}]"


def _level(value: Any, lang: str | None) -> str:
    """A level word as stored (lang None) or in `lang` (the catalogue's word of its enum)."""
    level = Level.parse(value) if lang is not None else None
    return level.label(lang) if level is not None and lang is not None else str(value)


def format_agreement(report: Mapping[str, Any], lang: str | None = None) -> str:
    """The agreement report as text (the CLI's output); level words in `lang` (None: as stored)."""
    lines = [f"run {report.get('run', '—')}: {report['n_labels']} labels of {report['n_items']} answers by "
             f"{len(report['annotators'])} annotator(s): " +
             ", ".join(f"{a} ({n})" for a, n in report["annotators"].items())]
    boot = report.get("bootstrap") or {}
    lines.append(f"\njudge vs humans (intervals: 95% bootstrap, {boot.get('n_boot')} resamples, seed "
                 f"{boot.get('seed')})")
    lines.append(f"{'who':<16}{'n':>4}{'accuracy':>10}{'kappa':>8}{'w.kappa':>9}  {'spearman':<24}{'kendall':<24}"
                 f"{'sent.acc':>9}{'span P/R/F1':>18}{'IoU':>7}")
    judge = report["judge"]
    for who, j in [("all", judge["all"]), *judge["by_annotator"].items()]:
        sp = j["spans"]
        lines.append(f"{who[:15]:<16}{j['n']:>4}{_f(j['level_accuracy']):>10}{_f(j['kappa']):>8}"
                     f"{_f(j['weighted_kappa']):>9}  {_interval(j['spearman']):<24}{_interval(j['kendall']):<24}"
                     f"{_f(j['sentences']['accuracy']):>9}"
                     f"{_f(sp['precision'], 2) + '/' + _f(sp['recall'], 2) + '/' + _f(sp['f1'], 2):>18}"
                     f"{_f(sp['iou']):>7}")
    inter = report["inter"]
    lines.append(f"\nannotator vs annotator: Krippendorff's alpha nominal {_f(inter['alpha_nominal'])}, interval "
                 f"{_f(inter['alpha_interval'])} over {inter['n_items']} answers with ≥ 2 labels")
    for p in inter["pairs"]:
        lines.append(f"  {p['a']} vs {p['b']}: n {p['n']}  agreement {_f(p['agreement'])}  kappa {_f(p['kappa'])}  "
                     f"weighted kappa {_f(p['weighted_kappa'])}")
    if report["disagreements"]:
        lines.append(f"\ndisagreements ({len(report['disagreements'])}, largest gap first):")
        for d in report["disagreements"][:20]:
            humans = ", ".join(f"{a}={_level(lv, lang)}" for a, lv in d["human_levels"].items())
            lines.append(f"  row {d['row']} ({d['id']}): judge={_level(d['judge_level'], lang)} {humans}  "
                         f"[{', '.join(d['kinds'])}]")
    return "\n".join(lines)


def _store(args):
    # lazy: earag.runs.store costs 17 ms at import (measured, benchmarks/import_costs.py)
    from earag.runs.store import open_store

    return open_store(getattr(args, "db", None))


def cmd_import(args) -> int:
    # lazy: earag.labels.transfer costs 22 ms at import (measured, benchmarks/import_costs.py)
    from earag.labels.transfer import import_labels, read_labels

    store = _store(args)
    try:
        n = import_labels(store, args.run, read_labels(args.file, args.run))
    finally:
        store.close()
    print(_say(args, "cli.labels_imported", count=n, run=args.run))
    return 0


def cmd_export(args) -> int:
    # lazy: earag.labels.transfer costs 22 ms at import (measured, benchmarks/import_costs.py)
    from earag.labels.transfer import export_lines, write_jsonl

    store = _store(args)
    try:
        if store.get_run(args.run) is None:
            raise InputError(Message("store.no_run_in", {"run": args.run, "store": store.describe()}), field="run")
        n = write_jsonl(export_lines(store, args.run, history=args.history), args.output)
    finally:
        store.close()
    print(_say(args, "cli.labels_exported", count=n, run=args.run, output=str(args.output)))
    return 0


def cmd_fit(args) -> int:
    # lazy: earag.labels.fit costs 595 ms at import (measured, benchmarks/import_costs.py)
    from earag.analysis.tuning import MIN_FIT_ROWS
    from earag.labels.fit import fit_run

    settings = load_settings(getattr(args, "config", None))
    store = _store(args)
    try:
        fit = fit_run(store, args.run, settings.weights, annotator=args.annotator, folds=args.folds, seed=args.seed,
                      repeats=args.repeats)
    finally:
        store.close()
    if args.json:
        print(json.dumps(fit.to_dict(), ensure_ascii=False, indent=2, default=str))
        return 0
    print(_say(args, "cli.fit_head", n=fit.n, folds=fit.folds))
    print(_say(args, "cli.fit_weights", weights=", ".join(f"{d} {w:+.3f}" for d, w in fit.weights.weights.items())))
    print(_say(args, "cli.fit_cutoffs", cutoffs=" / ".join(f"{c:.2f}" for c in fit.cutoffs)))
    for code, agr in (("cli.fit_current", fit.baseline), ("cli.fit_in_sample", fit.train),
                      ("cli.fit_cross_validated", fit.cross_validated)):
        if agr:
            print(_say(args, "cli.fit_agreement", name=pad(_say(args, code), 16), accuracy=_f(agr["accuracy"]),
                       kappa=_f(agr["kappa"]), weighted_kappa=_f(agr["weighted_kappa"]),
                       spearman=_f(agr["spearman"])))
    _print_compare(args, fit)
    if "few_labels" in fit.warnings:
        print(_say(args, "cli.fit_few_labels", n=fit.n), file=sys.stderr)
    if "no_cv" in fit.warnings:
        print(_say(args, "cli.fit_no_cv", n=fit.n, min=MIN_FIT_ROWS), file=sys.stderr)
    return 0


# the catalogue names of the comparison rows (earag.labels.fit.COMPARE_ORDER)
COMPARE_NAMES = {"fitted": "cli.fit_row_fitted", "seed": "cli.fit_row_seed",
                 "seed_cv_cutoffs": "cli.fit_row_seed_cv_cutoffs", "current": "cli.fit_current",
                 "bigram": "cli.fit_row_bigram", "bigram_cv_cutoffs": "cli.fit_row_bigram_cv_cutoffs"}


def _print_compare(args: Any, fit: Any) -> None:
    """λ and κ the inner CV chose, then every scorer on the same rows: mean (min–max) over the fold seeds."""
    # lazy: earag.labels.fit costs 595 ms at import (measured, benchmarks/import_costs.py); loaded by `fit` already
    from earag.labels.fit import COMPARE_ORDER, spread_text

    print(_say(args, "cli.fit_choice", shrink=f"{fit.shrink:g}", cut_shrink=f"{fit.cut_shrink:g}"))
    if fit.fold_seeds:
        print(_say(args, "cli.fit_compare_head", n=fit.n, folds=fit.folds,
                   seeds=", ".join(str(s) for s in fit.fold_seeds)))
    for key in COMPARE_ORDER:
        code, cell = COMPARE_NAMES[key], fit.compare.get(key)
        if cell:
            print(_say(args, "cli.fit_compare_row", name=pad(_say(args, code), 36), accuracy=spread_text(cell["accuracy"]),
                       weighted_kappa=spread_text(cell["weighted_kappa"]), spearman=spread_text(cell["spearman"])))


def cmd_agreement(args) -> int:
    # lazy: earag.labels.agreement costs 401 ms at import (measured, benchmarks/import_costs.py)
    from earag.labels.agreement import run_agreement

    store = _store(args)
    try:
        if store.get_run(args.run) is None:
            raise InputError(Message("store.no_run_in", {"run": args.run, "store": store.describe()}), field="run")
        report = run_agreement(store, args.run, n_boot=args.boot, seed=args.seed)
    finally:
        store.close()
    print(json.dumps(report, ensure_ascii=False, indent=2) if args.json
          else format_agreement(report, getattr(args, "language", None)))
    return 0


def add_parser(subparsers) -> None:
    """Register `labels {import,export,fit}` and `agreement` on the earag command's subparsers."""
    db_help = "run store: sqlite:///path or postgresql://… (default $EARAG_DB_URL, else results/earag_runs.sqlite3)"
    lab = subparsers.add_parser("labels", help="human labels of a run: import, export, fit weights on them")
    sub = lab.add_subparsers(dest="labels_command", required=True)
    im = sub.add_parser("import", help="add labels from a JSONL file to a run (one transaction: all or nothing)")
    im.add_argument("file")
    im.add_argument("--run", required=True, help="the run id the labels belong to")
    im.add_argument("--db", help=db_help)
    im.set_defaults(func=cmd_import)
    ex = sub.add_parser("export", help="write a run's labels (in force, or --history every save) as JSONL")
    ex.add_argument("run")
    ex.add_argument("-o", "--output", required=True)
    ex.add_argument("--history", action="store_true", help="every saved label, relabels and undos included")
    ex.add_argument("--db", help=db_help)
    ex.set_defaults(func=cmd_export)
    fi = sub.add_parser("fit", help="fit weights and level cut-offs on a run's labels, cross-validated")
    fi.add_argument("run")
    fi.add_argument("--annotator", help="only this annotator's labels (default: the mean over annotators)")
    fi.add_argument("--folds", type=int, default=5)
    fi.add_argument("--seed", type=int, default=0, help="first fold seed (default 0)")
    fi.add_argument("--repeats", type=int, default=5,
                    help="fold seeds seed … seed+repeats−1: the CV figures are a mean and range over them (default 5)")
    fi.add_argument("--json", action="store_true")
    fi.add_argument("--config", help="configuration YAML whose weights are the baseline")
    fi.add_argument("--db", help=db_help)
    fi.set_defaults(func=cmd_fit)
    ag = subparsers.add_parser("agreement", help="how the judge agrees with the human labels of a run, and the "
                               "annotators with each other")
    ag.add_argument("run")
    ag.add_argument("--json", action="store_true", help="the report as JSON")
    ag.add_argument("--boot", type=int, default=1000, help="bootstrap resamples for the intervals (default 1000)")
    ag.add_argument("--seed", type=int, default=0, help="bootstrap seed (default 0)")
    ag.add_argument("--db", help=db_help)
    ag.set_defaults(func=cmd_agreement)

