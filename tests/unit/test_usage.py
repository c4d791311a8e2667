"""The usage of judge calls (earag.backends.llm.usage): sums where an unknown token count stays unknown."""
from concurrent.futures import ThreadPoolExecutor
from contextvars import copy_context

from earag.backends.llm import Completion
from earag.backends.llm.usage import Usage, metering, record_usage, usage_of_error


def test_a_completion_a_cache_hit_and_their_sum():
    fresh = Usage.of(Completion(None, "ollama:m", calls=2, prompt_tokens=100, output_tokens=20))
    hit = Usage.of(Completion(None, "ollama:m", cached=True, cache="hit", calls=0))
    assert fresh == Usage(2, 100, 20, 0) and hit == Usage(0, None, None, 1)
    assert fresh.plus(hit).to_dict() == {"llm_calls": 2, "prompt_tokens": 100, "output_tokens": 20,
                                         "cached_calls": 1}


def test_unknown_is_none_never_zero_by_guess():
    assert Usage().to_dict() == {"llm_calls": 0, "prompt_tokens": None, "output_tokens": None, "cached_calls": 0}
    unknown = Usage.of(Completion(None, "judge"))   # an LLM object that does not report tokens: 1 call, unknown
    assert unknown == Usage(1, None, None, 0)
    assert Usage(1, 10, 2).plus(unknown).prompt_tokens is None   # one call unknown: the total is unknown
    assert Usage(1, 10, 2).plus(Usage()).prompt_tokens == 10     # no call adds nothing
    assert Usage.from_dict(Usage(3, 7, None, 1).to_dict()) == Usage(3, 7, None, 1)


def test_a_failed_call_keeps_what_it_spent_and_the_meter_sums_threads():
    exc = RuntimeError("unusable")
    assert usage_of_error(exc) == Usage()
    exc.usage = Usage(2, 50, 10)
    assert usage_of_error(exc) == Usage(2, 50, 10)
    record_usage(Usage(5, 5, 5))   # no meter open: nothing to add to, no error
    with metering() as meter, ThreadPoolExecutor(4) as pool:
        jobs = [pool.submit(copy_context().run, record_usage, Usage(1, 10, 1)) for _ in range(8)]
        for job in jobs:
            job.result()
        record_usage(Usage(cached_calls=1))
    assert meter.total == Usage(8, 80, 8, 1)
