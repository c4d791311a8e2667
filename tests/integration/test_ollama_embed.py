"""Ollama embeddings through the real `ollama` client against the scripted Ollama server; the embedding cache."""
import numpy as np
import pytest

from earag.backends.base import Embedder
from earag.backends.cache import CachedEmbedder, ResponseCache
from earag.backends.embeddings.ollama import OllamaEmbedder, ollama_model_name
from earag.errors import BackendUnavailable
from tests.support.ollama_stub import OllamaStub, embedding_for

MODEL = "bge-m3"
DIM = 16
TEXTS = ["企业注册资本要求", "有限责任公司注册资本实行认缴制", "验资报告"]


def expected(texts):
    m = np.asarray([embedding_for(t, DIM) for t in texts], dtype=np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


@pytest.fixture
def stub():
    with OllamaStub(models=("qwen2.5:7b", MODEL), embed_dim=DIM) as s:
        yield s


def test_vectors_are_the_servers_normalised_float32_rows(stub):
    emb = OllamaEmbedder(stub.url, MODEL, timeout=5)
    assert isinstance(emb, Embedder) and emb.name == "ollama-embed:bge-m3"
    out = emb.embed(TEXTS)
    assert out.dtype == np.float32 and out.shape == (3, DIM)
    np.testing.assert_allclose(out, expected(TEXTS), atol=1e-6)
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)
    (body,) = stub.calls("/api/embed")
    assert body["model"] == MODEL and body["input"] == TEXTS


def test_large_inputs_go_in_batches_in_order(stub):
    texts = [f"第{i}条" for i in range(5)]
    emb = OllamaEmbedder(stub.url, MODEL, timeout=5, batch_size=2)
    np.testing.assert_allclose(emb.embed(texts), expected(texts), atol=1e-6)
    assert [b["input"] for b in stub.calls("/api/embed")] == [texts[:2], texts[2:4], texts[4:]]
    assert emb.calls == 3


def test_no_texts_makes_no_request(stub):
    assert OllamaEmbedder(stub.url, MODEL, timeout=5).embed([]).shape[0] == 0
    assert stub.calls("/api/embed") == []


def test_missing_model_says_run_ollama_pull(stub):
    emb = OllamaEmbedder(stub.url, "nomic-embed-text", timeout=5)
    with pytest.raises(BackendUnavailable, match="ollama pull nomic-embed-text"):
        emb.embed(["x"])
    ping = emb.ping()
    assert ping["reachable"] and not ping["model_available"] and "ollama pull nomic-embed-text" in ping["error"]


def test_ping_reports_version_and_model(stub):
    ping = OllamaEmbedder(stub.url, MODEL, timeout=5).ping()
    assert ping["reachable"] and ping["model_available"] and ping["version"] == stub.version
    assert "bge-m3:latest" in ping["models"] and "error" not in ping


def test_server_down_is_unavailable(stub):
    url = stub.url
    stub.kill()
    emb = OllamaEmbedder(url, MODEL, timeout=2)
    with pytest.raises(BackendUnavailable, match="unreachable"):
        emb.embed(["x"])
    assert emb.ping()["reachable"] is False


def test_hugging_face_names_map_to_ollama_names():
    assert ollama_model_name("BAAI/bge-m3") == "bge-m3"
    assert ollama_model_name("bge-m3") == "bge-m3"
    assert ollama_model_name("jeffh/intfloat-multilingual-e5-large:f16") == "jeffh/intfloat-multilingual-e5-large:f16"


def test_cached_embedder_sends_only_unseen_texts(stub, tmp_path):
    emb = CachedEmbedder(OllamaEmbedder(stub.url, MODEL, timeout=5), ResponseCache(tmp_path / "c.sqlite"))
    assert isinstance(emb, Embedder) and emb.name == "ollama-embed:bge-m3"
    first = emb.embed(TEXTS[:2])
    np.testing.assert_allclose(first, expected(TEXTS[:2]), atol=1e-6)
    asked = [TEXTS[1], TEXTS[2], TEXTS[0], TEXTS[2]]
    out = emb.embed(asked)
    assert out.dtype == np.float32 and out.shape == (4, DIM)
    np.testing.assert_allclose(out, expected(asked), atol=1e-6)
    assert [b["input"] for b in stub.calls("/api/embed")] == [TEXTS[:2], [TEXTS[2]]]  # one batch of the unseen
    assert (emb.hits, emb.misses, emb.sent) == (3, 3, 3)
    emb.embed(TEXTS)
    assert len(stub.calls("/api/embed")) == 2  # all seen now


def test_cached_vectors_survive_a_new_instance(stub, tmp_path):
    path = tmp_path / "c.sqlite"
    CachedEmbedder(OllamaEmbedder(stub.url, MODEL, timeout=5), ResponseCache(path)).embed(TEXTS)
    again = CachedEmbedder(OllamaEmbedder(stub.url, MODEL, timeout=5), ResponseCache(path))
    np.testing.assert_allclose(again.embed(TEXTS[::-1]), expected(TEXTS[::-1]), atol=1e-6)
    assert len(stub.calls("/api/embed")) == 1 and again.inner.calls == 0


def test_cached_embedder_works_offline_once_filled(stub, tmp_path):
    emb = CachedEmbedder(OllamaEmbedder(stub.url, MODEL, timeout=2), ResponseCache(tmp_path / "c.sqlite"))
    emb.embed(TEXTS)
    stub.kill()
    np.testing.assert_allclose(emb.embed(TEXTS[:1]), expected(TEXTS[:1]), atol=1e-6)
    with pytest.raises(BackendUnavailable):
        emb.embed(["从未见过的句子"])


def test_evaluator_falls_back_per_sample_when_the_embedding_server_dies(tmp_path):
    from earag.backends.factory import BackendSet
    from earag.config import Settings
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    with OllamaStub(models=("bge-m3",)) as stub:
        emb = OllamaEmbedder(stub.url, "bge-m3", timeout=5)
        ev = Evaluator(Settings(), BackendSet(None, emb, None))
        sample = EvaluationSample("小微企业所得税优惠？", "减按25%计入应纳税所得额。", ["减按25%计入应纳税所得额。"])
        first = ev.evaluate(sample)
        assert first.backends["embeddings"] == "ollama-embed:bge-m3" and first.dimensions["relevancy"].status == "ok"
        stub.kill()
        second = ev.evaluate(sample)
        rel = second.dimensions["relevancy"]
        assert rel.status == "fallback" and rel.backend == "char-ngram" and rel.score is not None
        assert "char-ngram" in rel.details["fallback_reason"]
