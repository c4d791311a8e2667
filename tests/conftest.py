"""Test-wide settings: nothing may reach the network or a model hub, and no test shares the user's cache."""
import os
import tempfile

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.pop("OLLAMA_HOST", None)  # tests point the clients at their own scripted servers
os.environ["EARAG_CACHE_PATH"] = os.path.join(tempfile.mkdtemp(prefix="earag-test-cache-"), "responses.sqlite")
