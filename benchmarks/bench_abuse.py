"""Issue 22's abuse cases against `earag serve` (a separate process, offline, as in production), timed.

Run: .venv/bin/python benchmarks/bench_abuse.py [--paths 3000] [--xlsx-rows 1000000] [--skip-kill]
     [--skip-deadline | --only-deadline]
Prints one line per case:
  huge-answer    a 100,000-character answer (no punctuation) and a normal request sent together: each one's status
                 and seconds (done when: the huge one answered or refused within 10 s, the normal one within 2 s);
  worst-allowed  four samples at the limits (10,000 entity-dense characters) and a normal request beside them;
  unknown-paths  N unknown unauthenticated paths: the size of /api/system/stats before and after (same size);
  xlsx           an .xlsx of a million rows uploaded: status, seconds, the server's peak RSS growth (done when:
                 refused in under 5 s and 200 MB);
  kill-9         `kill -9` of the server mid-batch: worker processes alive 10 s later (done when: 0);
  sigterm        SIGTERM while four 20-second evaluations run: seconds until the process is gone.
With the size limits raised (× 100) so that only the in-thread CPU deadline stops the work:
  deadline       evaluation.limits.sample_cpu_seconds 1: four 10,000-character entity-dense samples and a normal
                 request beside them: statuses, the slowest stop, the normal one's seconds;
  deadline-100k  the same deadline, a 100,000-character answer and a normal request beside it;
  disconnect     a client that disconnects 1 s into an evaluation of 150 sentences against 1,000 passages: seconds
                 until the server's slot is free (the work stopped at a checkpoint: `stopped_running` in
                 /api/system/stats), and the same evaluation run to its end for comparison.
Timings depend on the machine; the figures in docs/security.md are from a 2-core CI-class VM.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from tests.support.api_server import ApiProcess  # noqa: E402

SAMPLE = {"question": "企业注册资本要求", "answer": "注册资本最低100万元。需要验资报告。",
          "contexts": ["根据《中华人民共和国公司法》，有限责任公司注册资本实行认缴制，一般不再规定最低注册资本。"]}
ENTITIES = "中华人民共和国公司法国家税务总局广东省深圳市前海"


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


KEY = "bench-abuse-key"


def _timed_post(url: str, body: dict, out: dict, name: str) -> None:
    started = time.perf_counter()
    with httpx.Client(timeout=120, headers={"Authorization": f"Bearer {KEY}"}) as c:
        r = c.post(url, json=body)
    out[name] = (r.status_code, time.perf_counter() - started)


def concurrent(url: str, bodies: dict[str, dict]) -> dict[str, tuple[int, float]]:
    out: dict[str, tuple[int, float]] = {}
    threads = [threading.Thread(target=_timed_post, args=(url, b, out, n)) for n, b in bodies.items()]
    for t in threads:
        t.start()
        time.sleep(0.05 if t is threads[0] else 0)  # the abusive ones first, the normal one beside them
    for t in threads:
        t.join()
    return out


def huge_answer(proc: ApiProcess) -> None:
    bodies = {"huge": {**SAMPLE, "answer": "华侨经济文化合作试验区税收优惠" * 6700}, "normal": SAMPLE}
    res = concurrent(proc.url + "/api/evaluate", bodies)
    print(f"huge-answer    huge {res['huge'][0]} in {res['huge'][1]:.2f} s · normal {res['normal'][0]} in "
          f"{res['normal'][1]:.2f} s")


def worst_allowed(proc: ApiProcess) -> None:
    heavy = {**SAMPLE, "answer": ENTITIES * (9_990 // len(ENTITIES))}
    bodies = {f"heavy{i}": heavy for i in range(4)}
    bodies["normal"] = SAMPLE
    res = concurrent(proc.url + "/api/evaluate", bodies)
    worst = max(res[f"heavy{i}"][1] for i in range(4))
    print(f"worst-allowed  4 heavy: statuses {sorted({res[f'heavy{i}'][0] for i in range(4)})}, slowest {worst:.2f} s"
          f" · normal {res['normal'][0]} in {res['normal'][1]:.2f} s")


def unknown_paths(proc: ApiProcess, n: int, key: str) -> None:
    auth = {"Authorization": f"Bearer {key}"}
    with httpx.Client(base_url=proc.url, timeout=60) as c:
        c.get("/api/system/stats", headers=auth)
        before = len(c.get("/api/system/stats", headers=auth).content)
        started = time.perf_counter()
        for i in range(n):
            c.get(f"/api/random-{i}-{os.urandom(8).hex()}")
        spent = time.perf_counter() - started
        after = len(c.get("/api/system/stats", headers=auth).content)
    print(f"unknown-paths  {n} paths in {spent:.1f} s · /api/system/stats {before} → {after} bytes")


def xlsx_upload(proc: ApiProcess, rows: int, key: str) -> None:
    from tests.integration.test_api_abuse import xlsx_bytes

    data = xlsx_bytes(rows)
    assert proc.proc is not None
    peak0 = _peak_rss_mb(proc.proc.pid)
    started = time.perf_counter()
    r = httpx.post(proc.url + "/api/evaluate/batch", files={"file": ("big.xlsx", data, "application/x")},
                   headers={"Authorization": f"Bearer {key}"}, timeout=300)
    spent = time.perf_counter() - started
    grew = _peak_rss_mb(proc.proc.pid) - peak0
    print(f"xlsx           {rows:,} rows ({len(data) / 1e6:.1f} MB zipped): {r.status_code} "
          f"{r.json().get('limit_key')} in {spent:.2f} s · server peak RSS +{grew:.0f} MB")


def kill_9(tmp: str) -> None:
    from tests.integration.test_api_abuse import _alive, _descendants

    rows = [{"id": f"r{i}", "question": "企业注册资本要求", "answer": "注册资本最低100万元。" * 100,
             "contexts": ["有限责任公司注册资本实行认缴制。" * 30]} for i in range(300)]
    with ApiProcess(env={"EARAG_OFFLINE": "1", "EARAG_DB_URL": f"{tmp}/kill.sqlite3"}) as proc:
        assert proc.proc is not None
        httpx.post(proc.url + "/api/evaluate/batch", json={"rows": rows}, timeout=60)
        workers: set[int] = set()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(workers) < 4:  # resource tracker, fork server, 2 workers
            workers = _descendants(proc.proc.pid)
            time.sleep(0.2)
        os.kill(proc.proc.pid, signal.SIGKILL)
        proc.proc.wait(timeout=10)
        time.sleep(10)
        survivors = [p for p in workers if _alive(p)]
        for p in survivors:
            os.kill(p, signal.SIGKILL)
    print(f"kill-9         {len(workers)} processes under the server; alive 10 s after kill -9: {len(survivors)}")


def sigterm(tmp: str) -> None:
    """Limits raised so that four 100,000-character answers run (about 20 s of CPU each), then SIGTERM: the process
    exits within api.graceful_shutdown_seconds (2 here) instead of waiting for the work."""
    import yaml

    cfg = yaml.safe_load((ROOT / "config" / "earag_eval.yaml").read_text(encoding="utf-8"))
    cfg["evaluation"]["limits"].update({"max_answer_chars": 1_000_000, "max_total_chars": 10_000_000,
                                        "max_work_chars": 100_000_000})
    cfg["api"]["graceful_shutdown_seconds"] = 2
    path = Path(tmp) / "sigterm.yaml"
    path.write_text(yaml.safe_dump(cfg, allow_unicode=True), encoding="utf-8")
    env = {"EARAG_OFFLINE": "1", "EARAG_DB_URL": f"{tmp}/term.sqlite3", "EARAG_CONFIG": str(path),
           "EARAG_API_KEY": KEY, "EARAG_CACHE_ENABLED": "false"}
    with ApiProcess(env=env) as proc:
        assert proc.proc is not None
        body = {**SAMPLE, "answer": "华侨经济文化合作试验区税收优惠" * 6700}
        out: dict = {}
        for i in range(4):
            threading.Thread(target=_timed_post, args=(proc.url + "/api/evaluate", body, out, f"h{i}"),
                             daemon=True).start()
        time.sleep(3)
        started = time.perf_counter()
        proc.proc.send_signal(signal.SIGTERM)
        proc.proc.wait(timeout=300)
        print(f"sigterm        4 requests of ~20 s CPU running: exited {time.perf_counter() - started:.1f} s after "
              "SIGTERM (api.graceful_shutdown_seconds=2)")


def _raised_config(tmp: str, name: str, cpu_seconds: float, graceful: float | None = None) -> dict[str, str]:
    """The environment of an `earag serve` whose size limits are 100 × the defaults (so they stop nothing here)
    and whose sample_cpu_seconds is `cpu_seconds`."""
    import yaml

    cfg = yaml.safe_load((ROOT / "config" / "earag_eval.yaml").read_text(encoding="utf-8"))
    cfg["evaluation"]["limits"].update({"max_answer_chars": 1_000_000, "max_total_chars": 10_000_000,
                                        "max_work_chars": 100_000_000, "max_contexts": 100_000,
                                        "sample_cpu_seconds": cpu_seconds})
    if graceful is not None:
        cfg["api"]["graceful_shutdown_seconds"] = graceful
    path = Path(tmp) / f"{name}.yaml"
    path.write_text(yaml.safe_dump(cfg, allow_unicode=True), encoding="utf-8")
    return {"EARAG_OFFLINE": "1", "EARAG_DB_URL": f"{tmp}/{name}.sqlite3", "EARAG_CONFIG": str(path),
            "EARAG_API_KEY": KEY, "EARAG_CACHE_ENABLED": "false"}


def deadline(tmp: str) -> None:
    with ApiProcess(env=_raised_config(tmp, "deadline", 1.0)) as proc:
        url = proc.url + "/api/evaluate"
        _timed_post(url, SAMPLE, {}, "warm")  # the models load before the budgets count
        heavy = {**SAMPLE, "answer": ENTITIES * (9_990 // len(ENTITIES))}
        normal = {**SAMPLE, "answer": SAMPLE["answer"] + "（一）"}  # not in the embedding cache: real work
        res = concurrent(url, {**{f"heavy{i}": heavy for i in range(4)}, "normal": normal})
        worst = max(res[f"heavy{i}"][1] for i in range(4))
        print(f"deadline       4 heavy: statuses {sorted({res[f'heavy{i}'][0] for i in range(4)})}, slowest "
              f"{worst:.2f} s · normal {res['normal'][0]} in {res['normal'][1]:.2f} s (sample_cpu_seconds 1)")
        normal = {**SAMPLE, "answer": SAMPLE["answer"] + "（二）"}
        res = concurrent(url, {"huge": {**SAMPLE, "answer": "华侨经济文化合作试验区税收优惠" * 6700}, "normal": normal})
        print(f"deadline-100k  huge {res['huge'][0]} in {res['huge'][1]:.2f} s · normal {res['normal'][0]} in "
              f"{res['normal'][1]:.2f} s (size limits raised, sample_cpu_seconds 1)")


def disconnect(tmp: str) -> None:
    import socket

    with ApiProcess(env=_raised_config(tmp, "disconnect", 600)) as proc, \
            httpx.Client(base_url=proc.url, timeout=120, headers={"Authorization": f"Bearer {KEY}"}) as c:
        c.post("/api/evaluate", json=SAMPLE)
        long = {**SAMPLE, "answer": "企业所得税减按百分之十五征收。" * 150,  # 150 sentences × 1,000 passages
                "contexts": [f"第{i}条 试验区企业所得税减按百分之{i}征收，高新技术企业另行规定。" for i in range(1000)]}
        started = time.perf_counter()
        full = c.post("/api/evaluate", json={**long, "question": "企业所得税优惠"})  # the same work, not stopped
        full_s = time.perf_counter() - started
        body = json.dumps(long, ensure_ascii=False).encode()
        sock = socket.create_connection(("127.0.0.1", proc.port))
        sock.sendall(f"POST /api/evaluate HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {KEY}\r\n"
                     f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)
        while c.get("/api/system/stats").json()["concurrency"]["running"] < 1:
            time.sleep(0.05)
        time.sleep(1.0)  # well into its work
        started = time.perf_counter()
        sock.close()
        while (gate := c.get("/api/system/stats").json()["concurrency"])["running"] > 0:
            time.sleep(0.05)
        print(f"disconnect     slot free {time.perf_counter() - started:.2f} s after the client left, 1 s into its "
              f"work · stopped_running {gate['stopped_running']} · the same evaluation run to its end: "
              f"{full.status_code} in {full_s:.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--paths", type=int, default=3000)
    parser.add_argument("--xlsx-rows", type=int, default=1_000_000)
    parser.add_argument("--skip-kill", action="store_true")
    parser.add_argument("--skip-deadline", action="store_true")
    parser.add_argument("--only-deadline", action="store_true", help="only the deadline and disconnect cases")
    args = parser.parse_args()
    key = KEY
    with tempfile.TemporaryDirectory() as tmp:
        env = {"EARAG_OFFLINE": "1", "EARAG_DB_URL": f"{tmp}/runs.sqlite3", "EARAG_API_KEY": key,
               "EARAG_CACHE_ENABLED": "false"}
        if args.only_deadline:
            deadline(tmp)
            disconnect(tmp)
            print(json.dumps({"python": sys.version.split()[0], "cpus": os.cpu_count()}))
            return 0
        with ApiProcess(env=env) as proc:
            huge_answer(proc)
            worst_allowed(proc)
            unknown_paths(proc, args.paths, key)
            xlsx_upload(proc, args.xlsx_rows, key)
        if not args.skip_kill:
            kill_9(tmp)
            sigterm(tmp)
        if not args.skip_deadline:
            deadline(tmp)
            disconnect(tmp)
    print(json.dumps({"python": sys.version.split()[0], "cpus": os.cpu_count()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
