"""Data files shipped inside the package (found with importlib.resources): the jieba policy lexicon."""
