"""Kept so old imports work: retrying lives in earag.backends.http with the one HTTP-error map."""
from earag.backends.http import MAX_DELAY, backoff_delay, retry_call

__all__ = ["MAX_DELAY", "backoff_delay", "retry_call"]
