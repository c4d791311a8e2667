"""The one circuit breaker: opens on unreachable or repeated timeouts, lets one probe through, closes on success."""
import pytest

from earag.backends.http import BackendHTTPError, BackendUnreachable
from earag.backends.llm.breaker import CircuitBreaker, JudgeIdentity, breaker_for, judge_identity
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


@pytest.fixture
def clock():
    return Clock()


def test_unreachable_opens_then_one_probe_then_success_closes(clock):
    b = CircuitBreaker("judge", cooldown=5, clock=clock)
    assert b.allow() == (True, "") and b.state == "closed"
    b.record_failure(BackendUnreachable("Ollama at http://h:1 is unreachable (ConnectError)"))
    assert b.state == "open" and b.is_open()
    ok, why = b.allow()
    assert not ok and "skipped" in why and "unreachable" in why
    with pytest.raises(BackendUnavailable, match="circuit open"):
        b.check()
    clock.now += 5.1
    assert b.status().state == "half_open"  # reading takes no probe slot
    assert b.allow() == (True, "")  # the probe
    ok, why = b.allow()
    assert not ok and "probe" in why  # everyone else waits for the probe
    b.record_success()
    assert b.state == "closed" and b.allow() == (True, "")


def test_a_failed_probe_opens_again_for_a_full_cooldown(clock):
    b = CircuitBreaker("judge", cooldown=5, clock=clock)
    b.record_failure(BackendUnreachable("down"))
    clock.now += 6
    assert b.allow()[0]
    b.record_failure(BackendTimeout("slow"))  # one timeout is enough while probing
    assert b.state == "open" and b.status().reason == "slow"
    clock.now += 4
    assert not b.allow()[0]
    clock.now += 1.5
    assert b.allow()[0]


def test_three_timeouts_in_a_row_open_and_a_success_resets_the_count(clock):
    b = CircuitBreaker("judge", clock=clock, timeouts_to_open=3)
    b.record_failure(BackendTimeout("t1"))
    b.record_failure(BackendTimeout("t2"))
    b.record_success()
    b.record_failure(BackendTimeout("t3"))
    b.record_failure(BackendTimeout("t4"))
    assert b.state == "closed"
    b.record_failure(BackendTimeout("t5"))
    assert b.state == "open" and b.status().reason == "t5"


def test_http_error_answers_and_bad_output_leave_it_closed_but_close_a_probe(clock):
    b = CircuitBreaker("judge", clock=clock)
    b.record_failure(BackendHTTPError("answered HTTP 500", 500))
    b.record_failure(BackendOutputError("unusable JSON twice"))
    assert b.state == "closed"
    b.record_failure(BackendUnavailable("unreachable"))
    clock.now += 60
    assert b.allow()[0]
    b.record_failure(BackendHTTPError("answered HTTP 404", 404))  # it answered: reachable again
    assert b.state == "closed"


def test_a_lost_probe_frees_its_slot_after_the_lease(clock):
    b = CircuitBreaker("judge", cooldown=1, probe_lease=30, clock=clock)
    b.record_failure(BackendUnreachable("down"))
    clock.now += 2
    assert b.allow()[0]  # the probe's caller never reports back
    assert not b.allow()[0]
    clock.now += 31
    assert b.allow()[0]


class Judge:
    def __init__(self, host, model="qwen2.5:7b"):
        self.host, self.model, self.name = host, model, f"ollama:{model}"

    def complete_json(self, prompt, schema, *, timeout=None):  # pragma: no cover - not called here
        raise AssertionError


def test_one_breaker_per_provider_endpoint_and_model():
    a, b = Judge("http://127.0.0.1:1/"), Judge("HTTP://user:pw@127.0.0.1:1")
    assert judge_identity(a) == JudgeIdentity("ollama", "http://127.0.0.1:1", "qwen2.5:7b") == judge_identity(b)
    assert breaker_for(a) is breaker_for(b)  # the evaluator and the metrics see the same state
    assert breaker_for(Judge("http://127.0.0.1:2")) is not breaker_for(a)
    assert breaker_for(Judge("http://127.0.0.1:1", "other")) is not breaker_for(a)
    assert "pw" not in repr(breaker_for(b))


def test_objects_without_an_endpoint_get_their_own_breaker():
    class Fake:
        name = "fake"

    one, two = Fake(), Fake()
    assert breaker_for(one) is breaker_for(one) and breaker_for(one) is not breaker_for(two)
