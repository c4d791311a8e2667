"""Relevancy, seed 000 dimension 3: max(0, cosine(question, answer))."""
from __future__ import annotations

import numpy as np


def relevancy(question_vec: np.ndarray, answer_vec: np.ndarray) -> float:
    nq, na = float(np.linalg.norm(question_vec)), float(np.linalg.norm(answer_vec))
    if nq == 0 or na == 0:
        return 0.0
    return max(0.0, min(1.0, float(np.dot(question_vec, answer_vec)) / (nq * na)))
