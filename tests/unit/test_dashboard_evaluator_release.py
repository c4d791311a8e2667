"""The dashboard's cached evaluators are closed when the cache lets them go (st.cache_resource on_release): on
"Clear evaluator cache" and when a fifth settings variant pushes the oldest out (max_entries=4). The demo answerer
is keyed by the evaluator's own LLM and graph objects, so a rebuilt evaluator never hands it a closed client."""
from __future__ import annotations

import streamlit as st

from earag.config import Settings
from ui import state


def _yaml(n: int) -> str:
    settings = Settings().with_overrides(**{"backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram",
                                            "evaluation.performance.parallel_workers": 1 + n})
    return settings.to_yaml()


def test_clearing_the_cache_closes_the_evaluator():
    st.cache_resource.clear()
    evaluator = state._evaluator(_yaml(0), True)
    assert not evaluator.closed
    assert state._evaluator(_yaml(0), True) is evaluator   # cached
    st.cache_resource.clear()                             # what Settings → "Clear evaluator cache" does
    assert evaluator.closed


def test_an_evaluator_pushed_out_of_the_cache_is_closed():
    st.cache_resource.clear()
    first = state._evaluator(_yaml(0), True)
    others = [state._evaluator(_yaml(n), True) for n in range(1, 5)]   # max_entries=4: the first one goes
    assert first.closed and not any(ev.closed for ev in others)
    st.cache_resource.clear()
    assert all(ev.closed for ev in others)


def test_the_demo_answerer_follows_the_evaluator_that_replaced_a_closed_one():
    st.cache_resource.clear()
    old = state._evaluator(_yaml(0), True)
    first = state.demo_answerer(old)
    assert state.demo_answerer(old) is first and first.graph is old.backends.graph   # cached per evaluator
    state._evaluator.clear()   # the evaluator cache lets it go (as an eviction does); the answerer cache keeps its own
    assert old.closed
    new = state._evaluator(_yaml(0), True)   # the same settings: a new evaluator with its own clients
    second = state.demo_answerer(new)
    assert second is not first and second.graph is new.backends.graph
    st.cache_resource.clear()
