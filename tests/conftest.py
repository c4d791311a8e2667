"""Test-wide settings: nothing may reach the network or a model hub."""
import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.pop("OLLAMA_HOST", None)  # tests point the client at their own scripted servers
