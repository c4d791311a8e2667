"""Cost of whole batch runs in N, as a user starts them: `earag evaluate --offline -o out.jsonl`, then `earag export`.

Run: .venv/bin/python benchmarks/bench_runs.py [N ...] [--json]      (default: 1000 10000)

The rows: the shipped sample set (data/samples/policy_qa.jsonl, 52 rows) cycled to N rows, each made distinct — the
row number is written into its question (`…（编号17）`) and into its answer (after the first sentence,
`（见第17号答复）`), so no row is a repeat of another and every per-text cache (an answer's entities, the judge's
per-sample work) misses on every row. The contexts repeat every 52 rows, as a retriever's passages from one corpus
do. Only the answers' other sentences repeat too (the per-clause jieba tag cache hits on them), so the time per
sample is somewhat below that of answers never seen (see bench_scaling.py's "cold" figures for that cost).

Each size is measured by a fresh process (`bench_runs.py --child N`): it writes the dataset, starts the CLI into a
fresh SQLite run store and waits for it. Printed per size:
- wall time, ms per sample, and the CPU time per sample of the CLI and its worker processes together (both
  include the start-up: imports, jieba, lexicon and graph, 2–3 s, which dominates at 100 rows); "CLI CPU s" is the
  CLI process's own share (reading the input, the run store, the output; as last sampled, within 0.5 s) — near
  the wall time, it would be the serial part that keeps the workers waiting;
- peak RSS: `getrusage(RUSAGE_CHILDREN).ru_maxrss` of the measuring process after the CLI ended — on Linux the
  largest peak RSS of any single process among the CLI and its worker processes (not their sum). The measuring
  process is a child subreaper, so a worker outliving the CLI is still waited for and counted;
- the tree's peak PSS: the CLI and its workers' proportional set size summed (pages shared copy-on-write counted
  once), sampled every 0.5 s from /proc/PID/smaps_rollup — the machine's memory the run really holds — and the
  most processes seen in that tree at once;
- the run store's size per record, and the time of `earag export RUN -o again.csv` in its own fresh process.
"""
from __future__ import annotations

import argparse
import ctypes
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "data" / "samples" / "policy_qa.jsonl"
DEFAULT_SIZES = (1000, 10000)
PR_SET_CHILD_SUBREAPER = 36


def distinct_row(row: dict, i: int) -> dict:
    """Row i of the benchmark dataset: `row` with the row number inside its question and answer."""
    out = dict(row)
    out["id"] = f"r{i}"
    out["question"] = f"{row['question']}（编号{i}）"
    answer = row["answer"]
    cut = answer.find("。") + 1  # after the first sentence (or at the start when there is no full stop)
    out["answer"] = f"{answer[:cut]}（见第{i}号答复）{answer[cut:]}"
    return out


def write_dataset(path: Path, n: int) -> None:
    rows = [json.loads(line) for line in SAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            fh.write(json.dumps(distinct_row(rows[i % len(rows)], i), ensure_ascii=False) + "\n")


def _descendants(root: int) -> list[int]:
    parents: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as fh:
                stat = fh.read()
        except OSError:
            continue
        ppid = int(stat[stat.rfind(b")") + 2:].split()[1])
        parents.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(parents.get(pid, ()))
    return out


def _cpu_s(pid: int) -> float | None:
    """User + system CPU seconds of one process so far (/proc/PID/stat), None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read()
    except OSError:
        return None
    fields = stat[stat.rfind(b")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _pss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class TreePss:
    """Samples the summed PSS of a process and its descendants until stopped; keeps the peak (kB), the most
    processes at once and the root process's own CPU time as last seen (its workers' is not in it)."""

    def __init__(self, pid: int, every: float = 0.5):
        self.pid, self.every, self.peak, self.processes, self.root_cpu = pid, every, 0, 0, 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            pids = _descendants(self.pid)
            self.root_cpu = _cpu_s(self.pid) or self.root_cpu
            self.processes = max(self.processes, len(pids))
            self.peak = max(self.peak, sum(_pss_kb(p) for p in pids))
            self._stop.wait(self.every)

    def stop(self) -> float:
        self._stop.set()
        self._thread.join()
        return self.peak / 1024


def _reap_orphans(limit: float = 30.0) -> None:
    """Wait (up to `limit` s) for any descendant re-parented to this subreaper process, so its rusage is counted."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.05)


def measure(n: int) -> dict:
    """One size, in this process (it must be fresh: RUSAGE_CHILDREN covers every child it ever waited for)."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except (OSError, AttributeError):
        pass
    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench_runs_") as tmp:
        tmp = Path(tmp)
        data = tmp / "in.jsonl"
        write_dataset(data, n)
        env = {**os.environ, "EARAG_OFFLINE": "1", "EARAG_RESULTS_DIR": str(tmp / "results"),
               "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
        env.pop("EARAG_DB_URL", None)
        started = time.perf_counter()
        with (tmp / "stderr.txt").open("w+", encoding="utf-8") as err:
            proc = subprocess.Popen([sys.executable, "-m", "earag", "evaluate", str(data), "--offline",
                                     "-o", str(tmp / "out.jsonl")], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                    stderr=err)
            pss = TreePss(proc.pid)
            code = proc.wait()
            wall = time.perf_counter() - started
            tree_pss = pss.stop()
            _reap_orphans()
            err.seek(0)
            stderr = err.read()
        if code != 0:
            raise SystemExit(f"earag evaluate failed for N={n} (exit {code}):\n{stderr[-3000:]}")
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        peak = usage.ru_maxrss / 1024  # Linux: kilobytes
        cpu = usage.ru_utime + usage.ru_stime
        store = tmp / "results"
        size = sum(p.stat().st_size for p in store.glob("earag_runs.sqlite3*"))
        run_id = next(line.split()[1] for line in stderr.splitlines() if line.startswith("run "))
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "earag", "export", run_id, "-o", str(tmp / "again.csv")], cwd=ROOT,
                       env=env, check=True, capture_output=True)
        export = time.perf_counter() - t0
        lines = sum(1 for _ in (tmp / "out.jsonl").open(encoding="utf-8"))
        if lines != n:
            raise SystemExit(f"rows in {n} != rows out {lines}")
    return {"rows": n, "wall_s": round(wall, 2), "ms_per_sample": round(wall / n * 1000, 3),
            "cpu_ms_per_sample": round(cpu / n * 1000, 3), "cpu_s": round(cpu, 2),
            "peak_rss_mb": round(peak, 1), "tree_pss_mb": round(tree_pss, 1), "processes": pss.processes,
            "cli_cpu_s": round(pss.root_cpu, 1),
            "store_kb_per_record": round(size / n / 1024, 2), "export_s": round(export, 2),
            "load_before": [round(x, 2) for x in load]}


def figures(n: int) -> dict:
    """measure(n) in a fresh process."""
    proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", str(n)], cwd=ROOT,
                          capture_output=True, text=True)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode or not lines:
        raise RuntimeError(f"bench_runs N={n} failed:\n{proc.stdout[-1000:]}\n{proc.stderr[-3000:]}")
    return json.loads(lines[-1])


HEAD = (f"{'rows':>8} {'wall s':>8} {'ms/sample':>10} {'CPU ms/sample':>14} {'CLI CPU s':>10} {'peak RSS MB':>12} "
        f"{'tree PSS MB':>12} {'processes':>10} {'store KB/rec':>13} {'export s':>9} {'load before':>12}")


def line(r: dict) -> str:
    cli = f"{r['cli_cpu_s']:.1f}" if r.get("cli_cpu_s") is not None else "-"
    return (f"{r['rows']:>8} {r['wall_s']:>8.1f} {r['ms_per_sample']:>10.2f} {r['cpu_ms_per_sample']:>14.2f} "
            f"{cli:>10} "
            f"{r['peak_rss_mb']:>12.0f} {r['tree_pss_mb']:>12.0f} {r.get('processes', 0):>10} "
            f"{r['store_kb_per_record']:>13.1f} "
            f"{r['export_s']:>9.1f} {r['load_before'][0]:>12.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int,
                        help=f"rows per run (default: {' '.join(map(str, DEFAULT_SIZES))})")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(measure(args.child)))
        return 0
    rows = []
    if not args.json:
        print("earag evaluate --offline -o out.jsonl, one fresh process per size; peak RSS = the largest single "
              "process (CLI or worker), tree PSS = all of them together")
        print(HEAD)
    for n in args.sizes or DEFAULT_SIZES:
        rows.append(figures(n))
        if not args.json:
            print(line(rows[-1]), flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
