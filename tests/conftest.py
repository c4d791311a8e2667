"""Test-wide settings: nothing may reach the network or a model hub, and no test shares the user's cache."""
import os
import tempfile

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.pop("OLLAMA_HOST", None)  # tests point the clients at their own scripted servers
os.environ["EARAG_CACHE_PATH"] = os.path.join(tempfile.mkdtemp(prefix="earag-test-cache-"), "responses.sqlite")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _fresh_breakers():
    """Breakers are per endpoint for the whole process: a stub port reused by a later test must start closed."""
    from earag.backends.llm.breaker import reset_breakers

    reset_breakers()
    yield
