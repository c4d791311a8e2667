"""A run or file name is shown as written where the dashboard renders Markdown: an image beacon in a run name
(`![x](http://…)`) must not become an image."""
from __future__ import annotations

import re

import streamlit.testing.v1  # noqa: F401  (the UI package needs streamlit importable)

from ui.layout import md_text


def test_a_markdown_image_in_a_name_is_escaped():
    name = "![beacon](http://127.0.0.1:9/b.png) *bold* [link](x) `code` # 1."
    shown = md_text(name)
    assert not re.search(r"(?<!\\)!\[", shown) and not re.search(r"(?<!\\)\]\(", shown)
    assert re.sub(r"\\(.)", r"\1", shown) == name  # nothing lost: unescaping gives the name back


def test_plain_names_and_chinese_stay_readable():
    assert md_text("政策问答 2026") == "政策问答 2026"
    assert md_text("set_v2.jsonl") == "set\\_v2\\.jsonl"
