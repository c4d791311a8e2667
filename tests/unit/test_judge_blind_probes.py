"""The blind probe sets (issue 19, data/judge/probes4.jsonl.gz to probes19.jsonl.gz): written
without running the judge or reading its code, so these tests check the files only — each loads, matches its builder,
every span sits once in its hallucinated answer, and every class is in both halves. No test here runs the judge on the
pairs."""
from __future__ import annotations

import gzip
import hashlib
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from earag.analysis.meta_eval import load_pairs

ROOT = Path(__file__).resolve().parents[2]
JUDGE_DATA = ROOT / "data" / "judge"
CLASSES = {"binding", "role", "event-date", "negation", "modality", "quantifier", "antonym", "short-zh", "short-en",
           "paraphrase"}
# probes19 imitates pairs.jsonl.gz instead: all Chinese, the labelled set's classes, weighted to the judge's weakest
CLASSES19 = {"direction": 20, "negation": 20, "date": 16, "number": 14, "quantity": 10, "entity": 10,
             "unsupported-addition": 10}
# (set number, a span that occurs twice in the first probe's hallucinated answer: the builder must refuse it)
SETS = [
    (4, "0"),      # "0" occurs more than once in 超速30%…2000元
    (5, "12时"),   # …5月1日12时开始。休渔于9月1日12时结束。
    (6, "补偿"),   # …按货币方式补偿。补偿标准为每平方米3100元。
    (7, "每次"),   # 普通门诊诊察费每次15元。主任医师专家号每次收费30元。
    (8, "收取票价"),  # …收取票价20%的退票费。起飞前7天（含）以上申请的，收取票价5%。
    (9, "每年"),   # …的孩子每孩每年可领取2400元育儿补贴。补贴于每年6月底前发放…
    (10, "补贴"),  # 大豆种植面积每亩补贴105元。补贴面积以农户承包地确权面积为基础…
    (11, "人才服务"),  # …先在“人才服务”平台预约并上传材料，再带原件到区人才服务中心窗口核验。
    (12, "每千瓦时"),  # 调整后峰段电价为每千瓦时0.588元，谷段电价为每千瓦时0.288元。
    (13, "全天"),  # 省级示范园上全天的，每个孩子一个月760元；只上半天的，按全天的一半收。
    (14, "最多买"),  # 一个人一年加起来最多买5000元，每一单也最多买这么多。
    (15, "11月1"),  # …应于11月1日8:00至11月10日24:00登录报名网站…
    (16, "每"),    # 每人每月600元。
    (17, "0方"),   # 前180方按每方3.45元算，多出来的20方落在第二档…
    (18, "2025年"),  # 您是2025年12月28日开的票，按2024到2025年那一档走…
    (19, "失业"),  # 顺序是先申请失业金，再到街道的公共就业服务机构做失业登记。
]
pytestmark = pytest.mark.parametrize("n,twice", SETS, ids=[f"probes{n}" for n, _ in SETS])


def _classes(n: int) -> set[str]:
    return set(CLASSES19) if n == 19 else CLASSES


def _rows(n: int) -> list[dict]:
    return [json.loads(line) for line in
            gzip.decompress((JUDGE_DATA / f"probes{n}.jsonl.gz").read_bytes()).decode("utf-8").splitlines()]


def test_the_set_loads_with_every_class_in_both_halves(n, twice):
    pairs = load_pairs(JUDGE_DATA / f"probes{n}.jsonl.gz")
    assert len(pairs) >= 90
    assert {p["kind"] for p in pairs} == _classes(n)
    splits = [p["split"] for p in pairs]
    assert set(splits) == {"dev", "test"} and 0.4 <= splits.count("dev") / len(pairs) <= 0.6
    for kind in _classes(n):
        assert {p["split"] for p in pairs if p["kind"] == kind} == {"dev", "test"}, kind
        count = sum(1 for p in pairs if p["kind"] == kind)
        assert count == CLASSES19[kind] if n == 19 else 8 <= count <= 12, kind
    english = sum(1 for p in pairs if p["question"].isascii())
    if n == 19:
        assert english == 0
    else:
        assert 0.25 <= english / len(pairs) <= 0.4


def test_every_span_is_its_one_place_in_the_hallucinated_answer(n, twice):
    rows = _rows(n)
    assert len({r["id"] for r in rows}) == len(rows)
    for row in rows:
        assert row["id"].startswith(f"p{n}-") and row["source"] == f"probe{n}" and row["method"] == "hand"
        assert row["faithful"] != row["hallucinated"], row["id"]
        (span,) = row["spans"]
        assert span["text"] and row["hallucinated"][span["start"]:span["end"]] == span["text"], row["id"]
        assert row["hallucinated"].count(span["text"]) == 1, row["id"]


def test_the_split_is_the_salted_hash_order_within_each_class(n, twice):
    rows = _rows(n)
    for kind in _classes(n):
        ids = sorted((r["id"] for r in rows if r["kind"] == kind),
                     key=lambda i: hashlib.sha256(f"probe{n}:{i}".encode()).hexdigest())
        want = {i: ("dev", "test")[k % 2] for k, i in enumerate(ids)}
        assert {r["id"]: r["split"] for r in rows if r["kind"] == kind} == want, kind


def test_the_set_matches_its_builder(n, twice):
    check = subprocess.run([sys.executable, str(JUDGE_DATA / f"build_probes{n}.py"), "--check"])
    assert check.returncode == 0


def test_the_builder_refuses_a_span_missing_from_or_repeated_in_its_answer(n, twice, monkeypatch):
    monkeypatch.syspath_prepend(str(JUDGE_DATA))
    builder = importlib.import_module(f"build_probes{n}")
    good = builder.PROBES[0]
    for span in ("不在答案里", twice):
        bad = (*good[:6], span, *good[7:])
        monkeypatch.setattr(builder, "PROBES", [bad])
        with pytest.raises(ValueError):
            builder.build()
