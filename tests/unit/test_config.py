"""Configuration: the shipped YAML, validation messages naming the key, environment overrides."""
import pytest

from earag.config import DEFAULT_CONFIG_PATH, load_settings, settings_from_dict
from earag.errors import ConfigError


def test_shipped_config_has_the_seed_values():
    s = load_settings(DEFAULT_CONFIG_PATH, environ={})
    assert s.weights == {"entity_coverage": 0.30, "faithfulness": 0.25, "relevancy": 0.15, "sufficiency": 0.15,
                         "hallucination": -0.15}
    assert s.thresholds["overall"] == 0.7 and s.thresholds["hallucination"] == 0.2
    perf = s.evaluation.performance
    assert (perf.timeout_seconds, perf.max_text_length, perf.parallel_workers) == (5, 1000, 4)


def test_unknown_key_is_rejected_with_its_name(tmp_path):
    p = tmp_path / "c.yaml"
    p.write_text("evaluation:\n  weights:\n    entity_coverag: 0.3\n", encoding="utf-8")
    with pytest.raises(ConfigError) as exc:
        load_settings(p, environ={})
    assert "evaluation.weights.entity_coverag" in str(exc.value)
    assert exc.value.key == "evaluation.weights.entity_coverag"


def test_out_of_range_value_is_rejected_with_its_name():
    with pytest.raises(ConfigError, match=r"evaluation\.thresholds\.relevancy"):
        settings_from_dict({"evaluation": {"thresholds": {"relevancy": 1.5}}})
    with pytest.raises(ConfigError, match=r"evaluation\.performance\.parallel_workers"):
        settings_from_dict({"evaluation": {"performance": {"parallel_workers": 0}}})


def test_environment_overrides_hosts_and_models(tmp_path):
    s = load_settings(DEFAULT_CONFIG_PATH, environ={"OLLAMA_HOST": "127.0.0.1:9999", "EARAG_LLM_MODEL": "qwen2.5:14b",
                                                     "EARAG_EMBEDDING_MODEL": "/models/bge"})
    assert s.backends.llm.host == "http://127.0.0.1:9999"
    assert s.backends.llm.model == "qwen2.5:14b"
    assert s.backends.embeddings.model == "/models/bge"


def test_bad_yaml_and_missing_file_are_clear(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("evaluation: [1, 2\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_settings(p, environ={})
    with pytest.raises(ConfigError, match="not found"):
        load_settings(tmp_path / "nope.yaml", environ={})


def test_with_overrides_validates():
    s = load_settings(DEFAULT_CONFIG_PATH, environ={})
    assert s.with_overrides(**{"evaluation.weights.relevancy": 0.2}).weights["relevancy"] == 0.2
    with pytest.raises(ConfigError):
        s.with_overrides(**{"evaluation.weights.nope": 0.2})


def test_environment_lookups_of_the_dashboard_and_cli(tmp_path):
    from earag.config import (
        PROJECT_ROOT,
        active_config_path,
        build_settings,
        offline_default,
        results_dir,
        tuned_config_path,
    )

    assert offline_default({"EARAG_OFFLINE": " Yes "}) and not offline_default({"EARAG_OFFLINE": "0"})
    assert not offline_default({})
    assert results_dir({}) == PROJECT_ROOT / "results"  # not the working folder: every page finds the same runs
    assert results_dir({"EARAG_RESULTS_DIR": str(tmp_path)}) == tmp_path
    env = {"EARAG_CONFIG": str(tmp_path / "mine.yaml")}
    assert active_config_path({}) == DEFAULT_CONFIG_PATH and active_config_path(env) == tmp_path / "mine.yaml"
    assert tuned_config_path(env) == tmp_path / "mine.tuned.yaml"
    s = build_settings({"evaluation.weights.relevancy": 0.2, "backends.llm.model": ""}, environ={})
    assert s.weights["relevancy"] == 0.2 and s.backends.llm.model == load_settings(environ={}).backends.llm.model


def test_settings_yaml_is_validated_before_it_is_saved(tmp_path):
    from earag.config import save_config_yaml, settings_from_yaml

    with pytest.raises(ConfigError, match="not valid YAML"):
        settings_from_yaml("evaluation: [1, 2\n")
    with pytest.raises(ConfigError, match="mapping"):
        settings_from_yaml("- 1\n")
    active = tmp_path / "earag_eval.yaml"
    active.write_text("evaluation: {}\n", encoding="utf-8")
    env = {"EARAG_CONFIG": str(active)}
    text = "evaluation:\n  weights:\n    relevancy: 0.2\n"
    with pytest.raises(ConfigError, match="in use"):
        save_config_yaml(text, active, environ=env)
    save_config_yaml(text, active, confirm_overwrite=True, environ=env)
    assert active.read_text(encoding="utf-8") == text
    assert (tmp_path / "earag_eval.yaml.bak").read_text(encoding="utf-8") == "evaluation: {}\n"
    with pytest.raises(ConfigError, match="nonsense"):
        save_config_yaml("evaluation:\n  weights:\n    nonsense: 1\n", tmp_path / "x.yaml", environ=env)
    assert not (tmp_path / "x.yaml").exists()
