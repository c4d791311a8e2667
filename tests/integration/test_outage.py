"""A short outage of the judge costs the rows during it and a short pause, not the rest of the run (issue 9 §7):
the circuit breaker lets one probe through after its cool-down, the probe finds the server back, and every later
row is judged by the LLM again — with each row's provenance saying which backend produced it."""
import time

from earag.backends.factory import build_backends
from earag.backends.llm.breaker import COOLDOWN_SECONDS, breaker_for, reset_breakers
from earag.config import load_settings
from earag.evaluator import Evaluator
from earag.types import EvaluationSample
from tests.support.ollama_stub import OllamaStub
from tests.support.scenarios import MODEL, SAMPLE, route

OUTAGE = 3.0     # seconds the server is gone
HANG = 90.0      # a run that has not recovered after this long never will


def _sample(i: int) -> EvaluationSample:
    # a distinct question per row, so no row reuses another's evaluation
    return EvaluationSample(question=f"{SAMPLE.question}（第{i}行）", answer=SAMPLE.answer, contexts=SAMPLE.contexts)


def _judged_by(result) -> str:
    return result.provenance["faithfulness"].backend


def test_a_three_second_outage_costs_a_few_rows_then_the_llm_judges_again(tmp_path):
    reset_breakers()
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        settings = load_settings(environ={"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}).with_overrides(**{
            "backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram",
            "backends.llm.retries": 0, "evaluation.performance.parallel_workers": 1})
        ev = Evaluator(settings, build_backends(settings))
        rows: list[tuple[str, str, str]] = []  # (phase, backend of faithfulness, its reason)

        def run(i: int, phase: str):
            r = ev.evaluate(_sample(i))
            p = r.provenance["faithfulness"]
            rows.append((phase, p.backend, p.reason))
            return r

        for i in range(3):
            run(i, "before")
        stub.kill()                               # the outage starts: connections refused
        went_down = time.monotonic()
        i = 3
        # (at least five rows however slow the machine: the first ones find the server gone, the next the breaker open)
        while time.monotonic() - went_down < OUTAGE or i < 8:
            run(i, "down")
            i += 1
            time.sleep(0.2)
        stub.start()                              # same port: "Ollama came back"
        back = time.monotonic()
        recovered_at = None
        while time.monotonic() - back < HANG:
            r = run(i, "after")
            i += 1
            if recovered_at is None and _judged_by(r) == f"ollama:{MODEL}":
                recovered_at = len(rows)
            if recovered_at is not None and len(rows) - recovered_at >= 5:
                break
            time.sleep(0.2)
        ev.close()

    before = [b for phase, b, _ in rows if phase == "before"]
    down = [(b, why) for phase, b, why in rows if phase == "down"]
    after = [b for phase, b, _ in rows if phase == "after"]
    assert before == [f"ollama:{MODEL}"] * 3
    # during the outage: offline numbers, labelled as such, with the reason (unreachable, then "circuit open")
    assert down and all(b.startswith("offline") and why for b, why in down)
    assert any("circuit open" in why for _, why in down), down
    # the breaker probed and closed: the run judges with the LLM again, and stays on it
    assert recovered_at is not None, f"never recovered: {rows[-3:]}"
    first = after.index(f"ollama:{MODEL}")
    assert all(b == f"ollama:{MODEL}" for b in after[first:])
    # the rows lost after the server came back are those of one cool-down at most (rows are paced at ≥ 0.2 s)
    assert first <= COOLDOWN_SECONDS / 0.2 + 1
    assert breaker_for(ev.backends.llm).state == "closed"
    print(f"outage {OUTAGE:g} s: {len(down)} rows during it and {first} after it offline, "
          f"{len(after) - first} judged by the LLM again")
    reset_breakers()
