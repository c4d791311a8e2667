"""The dashboard's own input errors are coded (earag/messages/catalogue.py, `# --- status ---`): a person reads
them in the UI's language, and the text stored with them is the English one they always had."""
from __future__ import annotations

import pandas as pd
import pytest

from earag.errors import InputError
from ui.i18n import error_text
from ui.runs import below_mask
from ui.state import sample_set_bytes


def test_a_missing_sample_file_says_so_in_both_languages(tmp_path):
    missing = tmp_path / "nope.jsonl"
    with pytest.raises(InputError) as caught:
        sample_set_bytes(path=missing)
    assert caught.value.message is not None and caught.value.field == "file"
    assert str(caught.value) == f"sample file not found: {missing}"
    assert error_text(caught.value, "en") == f"sample file not found: {missing}"
    assert error_text(caught.value, "zh") == f"找不到示例文件：{missing}"


def test_an_unknown_threshold_flag_is_a_coded_error():
    df = pd.DataFrame({"faithfulness": [0.2, 0.9]})
    with pytest.raises(InputError) as caught:
        below_mask(df, ["nonsense"], {"faithfulness": 0.5})
    assert caught.value.field == "thresholds" and caught.value.message is not None
    assert "nonsense" in error_text(caught.value, "en") and "no threshold flag" in error_text(caught.value, "en")
    assert "没有" in error_text(caught.value, "zh") and "nonsense" in error_text(caught.value, "zh")
