"""The offline pipeline end to end on the shipped sample set, the seed's three scenarios, and the CLI."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from earag.cli import main as cli_main
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.runs.inputs import load_dataset
from earag.types import DIMENSIONS, EvaluationSample

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "data" / "samples" / "policy_qa.jsonl"


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings(), offline=True)
    yield ev
    ev.close()


@pytest.fixture(scope="module")
def sample_rows():
    return {json.loads(line)["id"]: json.loads(line) for line in SAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()}


def _sample(row):
    return EvaluationSample(row["question"], row["answer"], row["contexts"], row.get("ground_truth"))


def test_seed_scenario_entity_missing_answer_is_flagged(evaluator, sample_rows):
    r = evaluator.evaluate(_sample(sample_rows["qa-002"]))
    assert r.dimension_scores["entity_coverage"] < 0.8
    assert r.dimensions["entity_coverage"].diagnosis and "遗漏" in r.dimensions["entity_coverage"].diagnosis[0]
    assert r.entity_analysis["missing_entities"]


def test_seed_scenario_invented_answer_is_flagged_for_hallucination(evaluator, sample_rows):
    r = evaluator.evaluate(_sample(sample_rows["qa-003"]))
    assert r.dimension_scores["hallucination"] > 0.2
    assert "检测到潜在幻觉" in r.dimensions["hallucination"].diagnosis
    unsupported = [v for v in r.sentence_verdicts if not v.supported]
    assert any("100万元" in v.reason for v in unsupported)
    assert r.quality_warning


def test_seed_scenario_good_answer_beats_the_flawed_ones(evaluator, sample_rows):
    good, missing, invented = (evaluator.evaluate(_sample(sample_rows[k])) for k in ("qa-001", "qa-002", "qa-003"))
    assert good.overall_score > missing.overall_score
    assert good.overall_score > invented.overall_score
    assert good.dimension_scores["hallucination"] < invented.dimension_scores["hallucination"]


def test_result_follows_seed_002_shape(evaluator, sample_rows):
    d = evaluator.evaluate(_sample(sample_rows["qa-001"])).to_dict()
    for key in ("overall_score", "quality_level", "quality_warning", "dimension_scores", "diagnosis", "entity_analysis",
                "detailed_analysis", "processing_time", "algorithm_version", "backends"):
        assert key in d
    assert set(d["dimension_scores"]) == set(DIMENSIONS)
    for key in ("question_entities", "answer_entities", "context_entities", "missing_entities", "unverified_entities",
                "unsupported_entities"):
        assert isinstance(d["entity_analysis"][key], list)
    overall = d["detailed_analysis"]["overall"]
    assert overall["weights_used"]["hallucination"] == -0.15 and "recommendations" in overall
    assert d["algorithm_version"] == "EARAG-Eval-1.1"
    assert d["backends"]["llm"] == "offline" and d["backends"]["graph"].startswith("file:")
    json.dumps(d, ensure_ascii=False)  # serialisable as the API returns it


def test_whole_sample_set_offline_separates_good_from_bad(evaluator):
    ds = load_dataset(SAMPLES)
    assert len(ds.valid) >= 40 and not ds.errors
    batch = evaluator.evaluate_batch([r.sample for r in ds.valid])
    assert batch.error_count == 0 and batch.sample_count == len(ds.valid)
    cats = [r.sample.metadata.get("category") for r in ds.valid]
    by_cat = {}
    for cat, res in zip(cats, batch.results):
        by_cat.setdefault(cat, []).append(res)
    mean = lambda cat, key: sum(getattr(r, "overall_score") if key == "overall" else r.dimension_scores[key]
                                for r in by_cat[cat]) / len(by_cat[cat])
    assert mean("complete", "overall") > mean("invented_facts", "overall")
    assert mean("complete", "overall") > mean("off_topic", "overall")
    assert mean("invented_facts", "hallucination") > mean("complete", "hallucination")
    assert mean("insufficient_context", "sufficiency") < mean("complete", "sufficiency")
    assert mean("missing_entities", "entity_coverage") < mean("complete", "entity_coverage")
    assert mean("off_topic", "relevancy") < mean("complete", "relevancy")


def test_empty_and_overlong_questions_are_rejected_clearly(evaluator):
    from earag.errors import InputError

    with pytest.raises(InputError, match="不能为空") as exc:
        evaluator.evaluate(EvaluationSample("  ", "答案", []))
    assert exc.value.to_dict()["field"] == "question"
    with pytest.raises(InputError, match="1000"):
        evaluator.evaluate(EvaluationSample("问" * 1001, "答案", []))
    batch = evaluator.evaluate_batch([EvaluationSample("", "a", []), EvaluationSample("小微企业优惠？", "减按25%。", ["减按25%。"])])
    assert batch.error_count == 1 and batch.results[1] is not None and batch.errors[0]["field"] == "question"


def test_cli_scores_a_dataset_writes_records_and_gates(tmp_path, capsys):
    data = tmp_path / "in.jsonl"
    lines = SAMPLES.read_text(encoding="utf-8").splitlines()[:6]
    lines.append(json.dumps({"id": "bad", "question": "", "answer": "x", "contexts": []}, ensure_ascii=False))
    data.write_text("\n".join(lines), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert cli_main(["evaluate", str(data), "-o", str(out), "--offline"]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["row"] for r in records] == list(range(1, 8))
    assert records[-1]["error"]["field"] == "question" and records[-1]["earag_evaluation"] is None
    assert all(r["earag_evaluation"]["overall_score"] >= 0 for r in records[:-1])
    printed = capsys.readouterr()
    assert "overall" in printed.out and "levels:" in printed.out and "row 7" in printed.out
    assert cli_main(["evaluate", str(data), "-o", str(tmp_path / "o.csv"), "--offline", "--fail-under", "0.99"]) == 2
    assert (tmp_path / "o.csv").read_text(encoding="utf-8-sig").startswith("id,row,question")


def test_cli_check_and_module_entry_point():
    proc = subprocess.run([sys.executable, "-m", "earag", "check", "--offline"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "llm" in proc.stdout and "FALLBACK" in proc.stdout and "graph" in proc.stdout
    assert "embeddings" in proc.stdout


def test_cli_resume_skips_rows_already_scored(tmp_path, capsys):
    data = tmp_path / "in.jsonl"
    data.write_text("\n".join(SAMPLES.read_text(encoding="utf-8").splitlines()[:5]), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    db = ["--db", str(tmp_path / "runs.sqlite3")]
    assert cli_main(["evaluate", str(data), "-o", str(out), "--offline", "--limit", "2", *db]) == 0
    first = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(first) == 2
    capsys.readouterr()
    assert cli_main(["evaluate", str(data), "-o", str(out), "--offline", "--resume", *db]) == 0
    err = capsys.readouterr().err
    assert " 3/3 " in err  # only the three rows not yet scored were evaluated
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["row"] for r in records] == [1, 2, 3, 4, 5]
    assert records[0]["earag_evaluation"] == first[0]["earag_evaluation"]
    assert cli_main(["runs", *db]) == 0
    listed = capsys.readouterr().out
    assert "1 runs in" in listed and "rows 5/5" in listed and "finished" in listed  # one run, resumed, finished


def test_installed_console_script_works_outside_the_checkout(tmp_path):
    """After the README's install (`bash scripts/setup.sh`, i.e. `pip install -e .`), `earag` runs from any folder."""
    script = Path(sys.executable).with_name("earag")
    if not script.exists():
        pytest.skip(f"the earag console script is not installed beside {sys.executable}: run bash scripts/setup.sh")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "EARAG_CONFIG")}
    small = ROOT / "data" / "samples" / "policy_qa_small.jsonl"
    proc = subprocess.run([str(script), "evaluate", str(small), "-o", "out.jsonl", "--offline"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-3000:]
    records = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(records) == 8 and all(r["earag_evaluation"] for r in records)
    # the shipped graph was found although the working folder is not the checkout
    assert all(r["earag_evaluation"]["backends"]["graph"].endswith("file:policy_kg.json + en_public_kg.json")
               for r in records)
    assert "exported to out.jsonl" in proc.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.jsonl"]  # the run lives in the store, not here
    where = subprocess.run([sys.executable, "-c", "import earag, sys; print(earag.__file__)"], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=120)
    assert where.stdout.strip() == str(ROOT / "earag" / "__init__.py")


def test_a_regular_install_without_the_checkout_uses_the_built_in_defaults(tmp_path):
    """A wheel carries only the package: no config/ or data/ beside it. It must still evaluate, with the defaults
    (the values of config/earag_eval.yaml), relative paths under the current folder, and say what it fell back to."""
    import shutil

    site = tmp_path / "site"
    shutil.copytree(ROOT / "earag", site / "earag", ignore=shutil.ignore_patterns("__pycache__"))
    work = tmp_path / "work"
    work.mkdir()
    data = work / "in.jsonl"
    data.write_text((ROOT / "data/samples/policy_qa_small.jsonl").read_text(encoding="utf-8"), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(site), "HF_HUB_OFFLINE": "1"}
    env.pop("EARAG_CONFIG", None)
    env.pop("EARAG_CACHE_PATH", None)
    where = subprocess.run([sys.executable, "-c", "import earag; print(earag.__file__)"], cwd=work, env=env,
                           capture_output=True, text=True, timeout=60)
    assert where.stdout.strip().startswith(str(site)), where.stdout + where.stderr
    run = subprocess.run([sys.executable, "-m", "earag", "evaluate", "in.jsonl", "-o", "out.jsonl", "--offline"],
                         cwd=work, env=env, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    records = [json.loads(line) for line in (work / "out.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(records) == 8 and all(r["earag_evaluation"] for r in records)
    assert "graph" in run.stderr  # no data/kg beside the package: the graph fallback is named, not hidden
    assert not (site / ".earag_cache").exists()  # nothing is written into the installed package
