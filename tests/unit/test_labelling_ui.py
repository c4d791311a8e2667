"""The labelling page's pure helpers: the mouse-selection field, finding text, the marked answer, judge spans."""
from __future__ import annotations

from ui.labelling import answer_html, find_text, judge_spans, parse_pick


def test_the_mouse_selection_field_is_read_as_offsets_inside_the_answer():
    assert parse_pick("6-11", 20) == (6, 11)
    assert parse_pick(" 0 - 20 ", 20) == (0, 20)
    for bad in ("", "6", "11-6", "6-6", "6-21", "-1-3", "a-b", "3-x"):
        assert parse_pick(bad, 20) is None, bad


def test_find_text_prefers_the_match_after_the_cursor():
    answer = "需要A，不需要B，需要C"
    assert find_text(answer, "需要") == (0, 2)
    assert find_text(answer, "需要", after=3) == (5, 7)
    assert find_text(answer, "需要", after=99) == (0, 2)
    assert find_text(answer, "  ") is None and find_text(answer, "没有") is None


def test_the_marked_answer_keeps_every_character_once_and_escapes_it():
    answer = "a<b>&c de"
    html = answer_html(answer, [{"start": 1, "end": 4}], [{"start": 3, "end": 6}], (0, 2))
    assert "<b>" not in html and all(e in html for e in ("&lt;", "&gt;", "&amp;"))
    # per character: selected a | selected+human < | human b | human+judge > | judge & c | plain " de"
    assert html.count('class="lab-span"') == 5


def test_judge_spans_come_from_the_sentence_verdicts_in_answer_offsets():
    record = {"earag_evaluation": {"sentence_verdicts": [
        {"unsupported_spans": [{"start": 6, "end": 11, "kind": "quantity"}, {"start": 3, "end": 3}]},
        {"unsupported_spans": [{"start": 1, "end": 2}]}]}}
    assert judge_spans(record) == [{"start": 1, "end": 2, "kind": "unsupported-addition", "note": ""},
                                   {"start": 6, "end": 11, "kind": "quantity", "note": ""}]
