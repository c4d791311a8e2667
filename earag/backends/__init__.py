"""Backends: the only place in earag that does I/O (LLM judges, embeddings, knowledge graphs)."""
