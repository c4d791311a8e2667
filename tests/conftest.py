"""Test-wide settings: nothing may reach the network or a model hub, and no test shares the user's cache."""
import atexit
import os
import shutil
import tempfile

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.pop("OLLAMA_HOST", None)  # tests point the clients at their own scripted servers
_CACHE_DIR = tempfile.mkdtemp(prefix="earag-test-cache-")
atexit.register(shutil.rmtree, _CACHE_DIR, ignore_errors=True)
os.environ["EARAG_CACHE_PATH"] = os.path.join(_CACHE_DIR, "responses.sqlite")
# runs go to a throw-away store unless a test points EARAG_RESULTS_DIR / EARAG_DB_URL elsewhere
os.environ["EARAG_RESULTS_DIR"] = os.path.join(_CACHE_DIR, "results")
os.environ.pop("EARAG_DB_URL", None)
# the CLI prints its coded messages in the locale's language (docs/cli.md, "Language"): English here, whatever the
# machine's locale, unless a test chooses (`--lang`, or EARAG_LANG through monkeypatch)
os.environ["EARAG_LANG"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _fresh_breakers():
    """Breakers are per endpoint for the whole process: a stub port reused by a later test must start closed."""
    from earag.backends.llm.breaker import reset_breakers

    reset_breakers()
    yield


# The test command runs the suite on two xdist workers (`-n 2 --dist loadgroup`, scripts/test.sh). Each file is one
# group, so a module's fixtures (servers, stores) start once and its tests keep their order; the files that start a
# Ray cluster or a browser share a group, so that no two clusters or browsers compete for the two cores.
_SHARED_GROUPS = {"test_ray_engine.py": "ray", "test_ray_nodes.py": "ray",
                  "test_browser.py": "browser", "test_demo_browser.py": "browser",
                  "test_labels_browser.py": "browser", "test_report_browser.py": "browser"}


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        name = item.path.name
        item.add_marker(pytest.mark.xdist_group(_SHARED_GROUPS.get(name, name)))
