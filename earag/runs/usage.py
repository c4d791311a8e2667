"""What a run spent on its LLM judge: each record's `usage`, summed per run.

A record written with a judge carries `usage = {"llm_calls", "prompt_tokens", "output_tokens", "cached_calls"}`
(the chat calls actually sent — a cache hit counts in cached_calls, not in llm_calls — and the tokens the server
reported; None when unknown, e.g. offline). It sits at the top of the record or inside `earag_evaluation`; both are
read. Records written before usage was recorded have none: their run shows "—", never a guessed 0.

Usage::

    from earag.runs.usage import record_usage, sum_usage, format_usage
    total = sum_usage(record_usage(r) for r in records)
    format_usage(total)   # "16 calls (2.00/sample) · 5,210 prompt + 830 output tokens · 0 cached"
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from earag.messages import Message

USAGE_FIELDS = ("llm_calls", "prompt_tokens", "output_tokens", "cached_calls")
NONE_SHOWN = "—"


def _count(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value or value < 0:
        return None
    return int(value)


def record_usage(record: Mapping[str, Any]) -> dict[str, int | None] | None:
    """The record's usage with every field a non-negative int or None; None when the record has no usage."""
    usage = record.get("usage")
    if usage is None:
        usage = (record.get("earag_evaluation") or {}).get("usage")
    if not isinstance(usage, Mapping):
        return None
    return {k: _count(usage.get(k)) for k in USAGE_FIELDS}


def sum_usage(usages: Iterable[Mapping[str, Any] | None]) -> dict[str, Any]:
    """Totals over records: `records` (how many carry usage), each field's sum — None when no record knew it —
    `<field>_known` (records that knew it, for the token fields) and `calls_per_sample`."""
    records = 0
    sums: dict[str, int | None] = dict.fromkeys(USAGE_FIELDS)
    known = dict.fromkeys(USAGE_FIELDS, 0)
    for usage in usages:
        if usage is None:
            continue
        records += 1
        for k in USAGE_FIELDS:
            v = _count(usage.get(k))
            if v is not None:
                sums[k] = (sums[k] or 0) + v
                known[k] += 1
    return usage_totals(records, sums, known)


def usage_totals(records: int, sums: Mapping[str, int | None], known: Mapping[str, int]) -> dict[str, Any]:
    """The run-level usage dict from aggregates (the run store computes them in SQL)."""
    if not records:
        return {}
    out: dict[str, Any] = {"records": records, **{k: sums.get(k) for k in USAGE_FIELDS}}
    for k in ("prompt_tokens", "output_tokens"):
        out[f"{k}_known"] = int(known.get(k) or 0)
    calls = out["llm_calls"]
    out["calls_per_sample"] = None if calls is None else calls / records
    return out


def _n(value: int | None) -> str:
    return NONE_SHOWN if value is None else f"{value:,}"


def format_usage(usage: Mapping[str, Any] | None, lang: str = "en") -> str:
    """One line for a run list, Compare or a report, in `lang` (the catalogue's usage.*); "—" for a run without
    recorded usage."""
    if not usage or not usage.get("records"):
        return NONE_SHOWN
    calls, per = usage.get("llm_calls"), usage.get("calls_per_sample")
    out = Message("usage.calls", {"calls": _n(calls)}).text(lang)
    if per is not None:
        out += Message("usage.per_sample", {"per": f"{per:.2f}"}).text(lang)
    out += Message("usage.tokens", {"prompt": _n(usage.get("prompt_tokens")),
                                    "output": _n(usage.get("output_tokens"))}).text(lang)
    partial = [k for k in ("prompt_tokens", "output_tokens")
               if usage.get(k) is not None and usage.get(f"{k}_known", 0) < usage["records"]]
    if partial:
        out += Message("usage.known", {"known": min(usage.get(f"{k}_known", 0) for k in partial),
                                       "records": usage["records"]}).text(lang)
    return out + Message("usage.cached", {"cached": _n(usage.get("cached_calls"))}).text(lang)


def usage_cells(usage: Mapping[str, Any] | None) -> dict[str, Any]:
    """Table cells (calls, calls/sample, prompt tokens, output tokens, cached): None where unknown (shown as —)."""
    usage = usage or {}
    return {"llm_calls": usage.get("llm_calls"), "calls_per_sample": usage.get("calls_per_sample"),
            "prompt_tokens": usage.get("prompt_tokens"), "output_tokens": usage.get("output_tokens"),
            "cached_calls": usage.get("cached_calls")}


def usage_columns(usage: Mapping[str, Any] | None) -> dict[str, str]:
    """A run list's two cells: calls ("16 (2.00/sample)" without the word: "16 · 2.00") and tokens ("prompt +
    output"), "—" for what is unknown."""
    if not usage or not usage.get("records"):
        return {"calls": NONE_SHOWN, "tokens": NONE_SHOWN}
    per = usage.get("calls_per_sample")
    calls = _n(usage.get("llm_calls")) + (f" · {per:.2f}" if per is not None else "")
    prompt, output = usage.get("prompt_tokens"), usage.get("output_tokens")
    tokens = NONE_SHOWN if prompt is None and output is None else f"{_n(prompt)} + {_n(output)}"
    return {"calls": calls, "tokens": tokens}
