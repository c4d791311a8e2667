"""Configuration values are validated with a message naming the key, the bad value and, for a value from the
environment, the variable (issue 9, "config values are validated with a message naming the key")."""
import pytest

from earag.config import load_settings, settings_from_dict, settings_from_yaml
from earag.errors import ConfigError, EaragError


@pytest.mark.parametrize("data, key, says", [
    ({"evaluation": {"weights": {"faithfulness": "abc"}}}, "evaluation.weights.faithfulness", '"abc" is not a number'),
    ({"evaluation": {"performance": {"timeout_seconds": -1}}}, "evaluation.performance.timeout_seconds",
     "-1 must be > 0"),
    ({"backends": {"llm": {"timeout_seconds": 0}}}, "backends.llm.timeout_seconds", "0 must be > 0"),
    ({"backends": {"llm": {"provider": "gpt"}}}, "backends.llm.provider", "\"gpt\" is not one of 'ollama'"),
    ({"backends": {"cache": {"enabled": "maybe"}}}, "backends.cache.enabled", '"maybe" is not true or false'),
    ({"evaluation": {"performance": {"parallel_workers": 2.5}}}, "evaluation.performance.parallel_workers",
     "2.5 is not a whole number"),
    ({"evaluation": {"weights": {"faithfulness": float("nan")}}}, "evaluation.weights.faithfulness",
     "nan is not a finite number"),
    ({"evaluation": {"calibration": {"relevancy_thresholds": {"MiniLM": 7}}}},
     "evaluation.calibration.relevancy_thresholds.MiniLM", "7 must be <= 1"),
    ({"evaluation": {"weightz": {}}}, "evaluation.weightz", "unknown key"),
    ({"evaluation": 5}, "evaluation", "5 must be a mapping"),
])
def test_a_bad_value_is_a_config_error_naming_the_key(data, key, says):
    with pytest.raises(ConfigError) as info:
        settings_from_dict(data)
    assert isinstance(info.value, EaragError) and info.value.key == key
    assert f"{key}: {says}" in str(info.value)


def test_a_bad_environment_value_names_the_variable():
    with pytest.raises(ConfigError, match=r'backends.llm.provider \(from EARAG_LLM_PROVIDER\): "foo" is not one of'):
        load_settings(environ={"EARAG_LLM_PROVIDER": "foo"})
    with pytest.raises(ConfigError, match=r"EARAG_CACHE_ENABLED"):
        load_settings(environ={"EARAG_CACHE_ENABLED": "perhaps"})


def test_every_bad_key_is_named_and_no_credentials_are_echoed():
    with pytest.raises(ConfigError) as info:
        settings_from_yaml("evaluation:\n  weights:\n    relevancy: x\nbackends:\n  llm:\n"
                           "    retries: [1]\n    host: {url: 'http://admin:hunter2@h:1'}\n")
    text = str(info.value)
    assert "evaluation.weights.relevancy" in text and "backends.llm.retries" in text and "backends.llm.host" in text
    assert "hunter2" not in text


def test_an_override_is_validated_like_the_file():
    with pytest.raises(ConfigError, match=r"evaluation.thresholds.overall: 1.5 must be <= 1"):
        load_settings(environ={}).with_overrides(**{"evaluation.thresholds.overall": 1.5})


def test_the_cli_prints_the_message_not_a_traceback(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    bad = tmp_path / "bad.yaml"
    bad.write_text("evaluation:\n  weights:\n    faithfulness: abc\n", encoding="utf-8")
    env = {**os.environ, "EARAG_RESULTS_DIR": str(tmp_path)}
    for args, extra, says in (
        (["check", "--config", str(bad)], {}, 'evaluation.weights.faithfulness: "abc" is not a number'),
        (["check"], {"EARAG_LLM_PROVIDER": "gpt"}, "backends.llm.provider (from EARAG_LLM_PROVIDER)"),
    ):
        run = subprocess.run([sys.executable, "-m", "earag", *args], cwd=root, env={**env, **extra},
                             capture_output=True, text=True, timeout=120)
        assert run.returncode != 0 and "Traceback" not in run.stderr, run.stderr
        assert "error: invalid configuration: " in run.stderr and says in run.stderr, run.stderr
