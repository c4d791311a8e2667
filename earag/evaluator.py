"""Orchestration: calls the backends, feeds the dimensions, returns results; keeps no per-sample state."""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any

import numpy as np

from earag.metrics import dimensions as dims
from earag.backends.embeddings.local import CharNgramEmbedder
from earag.backends.factory import BackendSet, build_backends
from earag.config import Settings, load_settings
from earag.diagnosis import dimension_findings, overall_diagnosis, recommendations
from earag.nlp.entities import OfflineExtractor, analyse_entities, merge_entities
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable, EaragError, InputError
from earag.nlp.matching import mentioned_in
from earag.metrics.prompts import entity_prompt, support_prompt
from earag.scoring import level_info, overall_score, quality_level
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.text import normalize, split_sentences
from earag.types import (
    DIMENSIONS,
    BatchEvaluationResult,
    DimensionResult,
    EvaluationResult,
    EvaluationSample,
    SentenceVerdict,
)

ALGORITHM_VERSION = "EARAG-Eval-1.0"
_BREAKER_SECONDS = 20.0       # after the LLM is found unreachable, skip it this long instead of failing every sample
_BREAKER_TIMEOUTS = 3         # consecutive timeouts that count as unreachable


def validate_sample(sample: EvaluationSample, max_length: int) -> EvaluationSample:
    """Seed 002's input rules: question 1–max_length characters, a non-empty answer, contexts a list of text."""
    if not isinstance(sample.question, str) or not sample.question.strip():
        raise InputError("问题内容不能为空 (the question is empty)", field="question", value="")
    if len(sample.question) > max_length:
        raise InputError(f"问题长度超过限制，请限制在{max_length}字符内 (question has {len(sample.question)} characters)",
                         field="question")
    if not isinstance(sample.answer, str) or not sample.answer.strip():
        raise InputError("答案内容不能为空 (the answer is empty)", field="answer", value="")
    if not isinstance(sample.contexts, list) or not all(isinstance(c, str) for c in sample.contexts):
        raise InputError("contexts 必须是文本列表 (contexts must be a list of strings)", field="contexts")
    if sample.graph_entities is not None and not all(isinstance(e, str) for e in sample.graph_entities):
        raise InputError("graph_entities 必须是文本列表 (graph_entities must be a list of strings)", field="graph_entities")
    return sample


@dataclass
class _LLMOutcome:
    value: Any = None
    status: str = "ok"          # ok | fallback | timeout | offline
    reason: str = ""


class Evaluator:
    """EARAG-Eval over pluggable backends. Thread-safe: one instance serves a whole dashboard."""

    def __init__(self, settings: Settings | None = None, backends: BackendSet | None = None, *, offline: bool = False,
                 secrets: Any = None):
        self.settings = settings or load_settings()
        self.backends = backends or build_backends(self.settings, offline=offline, secrets=secrets)
        graph_names = {}
        if self.backends.graph is not None:
            graph_names = {name: "" for name in self.backends.graph.entity_names()}
            nodes = getattr(self.backends.graph, "nodes", None)
            if isinstance(nodes, dict):
                graph_names = {n.name: n.label for n in nodes.values()}
        self.extractor = OfflineExtractor(graph_names=graph_names)
        workers = self.settings.evaluation.performance.parallel_workers
        self._llm_pool = ThreadPoolExecutor(max_workers=max(2, 2 * workers), thread_name_prefix="earag-llm")
        self._lock = threading.Lock()
        self._llm_down_until = 0.0
        self._llm_down_reason = ""
        self._timeouts_in_row = 0
        self.metrics: list = []   # extra metrics (seeds 001/003) computed with every evaluation

    def select_metrics(self, names) -> list[str]:
        """Compute these registry metrics with every evaluation (\"all\", a group, or names); returns their names.

        The `earag` group is the core result itself and is skipped here. Raises KeyError for an unknown name.
        """
        from earag.metrics.registry import build_metrics, resolve

        classes = [c for c in resolve(names) if c.group != "earag"] if names else []
        self.metrics = build_metrics([c.name for c in classes], evaluator=self) if classes else []
        return [m.name for m in self.metrics]

    def metrics_llm_cost(self) -> int:
        """LLM calls per sample: the core evaluation's two plus those of the selected metrics."""
        from earag.metrics.registry import llm_cost

        core = 2 if self.backends.llm is not None else 0
        return core + (llm_cost([m.name for m in self.metrics]) if self.metrics and self.backends.llm else 0)

    @classmethod
    def from_config(cls, path: str | None = None, *, offline: bool = False) -> "Evaluator":
        return cls(load_settings(path), offline=offline)

    # --- LLM calls with the time budget -------------------------------------------------------------------
    def _llm_available(self) -> tuple[bool, str]:
        if self.backends.llm is None:
            return False, self.backends.notes.get("llm", "LLM judge disabled")
        with self._lock:
            if time.monotonic() < self._llm_down_until:
                return False, f"LLM judge skipped: {self._llm_down_reason}"
        return True, ""

    def _note_llm_failure(self, exc: Exception) -> None:
        with self._lock:
            if isinstance(exc, BackendTimeout):
                self._timeouts_in_row += 1
                if self._timeouts_in_row < _BREAKER_TIMEOUTS:
                    return
            elif not isinstance(exc, BackendUnavailable):
                return
            self._llm_down_until = time.monotonic() + _BREAKER_SECONDS
            self._llm_down_reason = str(exc)

    def _note_llm_success(self) -> None:
        with self._lock:
            self._timeouts_in_row = 0

    def _submit(self, fn: Callable[[], Any]) -> Future | None:
        ok, _ = self._llm_available()
        return self._llm_pool.submit(fn) if ok else None

    def _collect(self, future: Future | None, deadline: float) -> _LLMOutcome:
        if future is None:
            _, reason = self._llm_available()
            return _LLMOutcome(status="offline" if self.backends.llm is None else "fallback", reason=reason)
        try:
            value = future.result(timeout=max(0.0, deadline - time.monotonic()))
        except FutureTimeout:
            future.cancel()  # abandoned: the HTTP call ends by its own client timeout, nobody waits for it
            self._note_llm_failure(BackendTimeout("budget exceeded"))
            budget = self.settings.evaluation.performance.timeout_seconds
            return _LLMOutcome(status="timeout", reason=f"LLM judge exceeded the {budget:g} s budget")
        except BackendTimeout as exc:
            self._note_llm_failure(exc)
            return _LLMOutcome(status="timeout", reason=str(exc))
        except (BackendUnavailable, BackendOutputError) as exc:
            self._note_llm_failure(exc)
            return _LLMOutcome(status="fallback", reason=str(exc))
        self._note_llm_success()
        return _LLMOutcome(value=value)

    def _file_graph(self, exclude):
        """The file graph of the settings, built once, as the stand-in when the configured graph store fails."""
        with self._lock:
            if not hasattr(self, "_fallback_graph"):
                from earag.backends.graph.file import FileGraph

                cfg, match = self.settings.backends.graph, self.settings.evaluation.matching
                try:
                    self._fallback_graph = FileGraph(cfg.resolved_path(), match.mode, match.fuzzy_threshold)
                except EaragError:
                    self._fallback_graph = None
            g = self._fallback_graph
        return None if g is None or g is exclude or getattr(exclude, "path", None) == g.path else g

    # --- one sample --------------------------------------------------------------------------------------
    def evaluate(self, sample: EvaluationSample) -> EvaluationResult:
        perf = self.settings.evaluation.performance
        match = self.settings.evaluation.matching
        weights, thresholds = self.settings.weights, self.settings.thresholds
        validate_sample(sample, perf.max_text_length)
        started = time.perf_counter()
        deadline = time.monotonic() + perf.timeout_seconds
        llm = self.backends.llm
        sentences = split_sentences(sample.answer) or [sample.answer.strip()]
        limit = perf.max_text_length

        ent_future = self._submit(lambda: llm.complete_json(*_unpack(entity_prompt(sample.question, sample.answer, sample.contexts, limit))))
        sup_future = self._submit(lambda: llm.complete_json(*_unpack(support_prompt(sentences, sample.contexts, limit))))

        # Offline work runs while the judge thinks; it is the fallback and gives the context-usage view.
        embedder = self.backends.embedder
        emb_status = "fallback" if self.backends.fallback.get("embeddings") else "ok"
        emb_reason = self.backends.notes.get("embeddings", "") if emb_status == "fallback" else ""
        try:
            vecs = embedder.embed([sample.question, sample.answer])
        except EaragError as exc:  # e.g. Ollama's /api/embed went away mid-run: this sample uses the offline embedder
            embedder = CharNgramEmbedder()
            emb_status, emb_reason = "fallback", f"{exc}; used the offline char-ngram embedder"
            vecs = embedder.embed([sample.question, sample.answer])
        relevancy_score = dims.relevancy(vecs[0], vecs[1])
        answer_extracted = self.extractor.extract(sample.answer)
        offline_types = {e.name: e.type for e in answer_extracted}
        offline_entities = {
            "question": [e.name for e in self.extractor.extract(sample.question)],
            "answer": [e.name for e in answer_extracted],
            "context": merge_entities(e.name for c in sample.contexts for e in self.extractor.extract(c)),
        }
        offline_verdicts, context_usage = judge_sentences(
            sample.answer, sample.contexts, sentences=sentences, embed=None,
            sentence_entities=lambda s: [e.name for e in self.extractor.extract(s)],
        )

        ent_out = self._collect(ent_future, deadline)
        sup_out = self._collect(sup_future, deadline)

        # Entities
        entity_backend = self.extractor.name
        if ent_out.value is not None:
            entities, dropped = _entities_from_llm(ent_out.value, sample)
            entity_types = {e.name.strip().strip("《》"): e.type for e in ent_out.value.answer_entities}
            entity_backend = llm.name
        else:
            entities, dropped, entity_types = offline_entities, [], offline_types
        # Faithfulness judge
        if sup_out.value is not None:
            try:
                verdicts, judge_note = _verdicts_from_llm(sup_out.value, sentences, offline_verdicts)
                judge_backend = llm.name
            except BackendOutputError as exc:
                sup_out = _LLMOutcome(status="fallback", reason=str(exc))
        if sup_out.value is None:
            verdicts, judge_note, judge_backend = offline_verdicts, "", "offline:sentence-overlap"

        graph = self.backends.graph
        graph_lookup = None
        sources = ["sample graph_entities"] if sample.graph_entities is not None else []
        if graph is not None:
            try:
                graph_lookup = graph.find_entities(entities["answer"])
                sources.append(graph.name)
            except EaragError as exc:
                fallback = self._file_graph(exclude=graph)
                if fallback is not None:
                    graph_lookup = fallback.find_entities(entities["answer"])
                    sources.append(f"{fallback.name} (fallback: {graph.name} failed: {exc})")
                else:
                    sources.append(f"{graph.name} unavailable ({exc})")
        graph_source = " + ".join(sources) or "none"
        analysis = analyse_entities(
            entities["question"], entities["answer"], entities["context"],
            answer=sample.answer, contexts=sample.contexts, graph_lookup=graph_lookup,
            sample_graph_entities=sample.graph_entities, mode=match.mode, threshold=match.fuzzy_threshold,
            match_text=match.match_text, source=entity_backend, answer_entity_types=entity_types,
        )
        ratio = analysis.unmatched_ratio
        judge_score = dims.supported_share([v.supported for v in verdicts])
        faith = dims.faithfulness(judge_score, ratio)
        scores = {
            "entity_coverage": dims.entity_coverage(analysis.question_entities, analysis.covered_entities),
            "faithfulness": faith,
            "relevancy": relevancy_score,
            "sufficiency": dims.sufficiency(analysis.question_entities, analysis.context_covered),
            "hallucination": dims.hallucination(faith, ratio),
        }
        findings = dimension_findings(scores, thresholds, missing=analysis.missing_entities,
                                      context_missing=analysis.context_missing,
                                      unverified=analysis.unverified_entities, unmatched_ratio=ratio)
        ent_status = _status(ent_out)
        sup_status = _status(sup_out)
        results = {
            "entity_coverage": DimensionResult(
                "entity_coverage", scores["entity_coverage"], ent_status, findings["entity_coverage"],
                {"covered_entities": analysis.covered_entities, "missing_entities": analysis.missing_entities,
                 **_reason(ent_out)}, entity_backend),
            "faithfulness": DimensionResult(
                "faithfulness", faith, sup_status, findings["faithfulness"],
                {"llm_score": judge_score, "judge": judge_backend, "unmatched_ratio": ratio,
                 "graph_penalty": dims.faithfulness(judge_score, 0) - faith, "graph_source": graph_source,
                 "supported_sentences": sum(v.supported for v in verdicts), "total_sentences": len(verdicts),
                 **({"note": judge_note} if judge_note else {}), **_reason(sup_out)}, judge_backend),
            "relevancy": DimensionResult(
                "relevancy", relevancy_score, emb_status, findings["relevancy"],
                {"embedding_backend": embedder.name, **({"fallback_reason": emb_reason} if emb_reason else {})},
                embedder.name),
            "sufficiency": DimensionResult(
                "sufficiency", scores["sufficiency"], ent_status, findings["sufficiency"],
                {"context_covered_entities": analysis.context_covered,
                 "context_missing_entities": analysis.context_missing, **_reason(ent_out)}, entity_backend),
            "hallucination": DimensionResult(
                "hallucination", scores["hallucination"], sup_status, findings["hallucination"],
                {"risk_level": dims.risk_band(scores["hallucination"]), "unmatched_ratio": ratio,
                 "unsupported_entities": analysis.unsupported_entities,
                 "unsupported_sentences": [v.sentence for v in verdicts if not v.supported]}, judge_backend),
        }
        overall = overall_score(scores, weights)
        level = quality_level(overall)
        ea = analysis.to_dict()
        if dropped:
            ea["dropped_llm_entities"] = dropped
        ea["context_usage"] = context_usage
        extra: dict[str, Any] = {}
        advice_scores: dict[str, Any] = dict(scores)
        if self.metrics:
            from earag.metrics.registry import evaluate_metrics

            computed = evaluate_metrics(sample, self.metrics)
            extra = {name: r.to_dict() for name, r in computed.items()}
            advice_scores.update(computed)
        recs = recommendations(overall, level, thresholds, findings, advice_scores)
        return EvaluationResult(
            overall_score=overall,
            quality_level=level,
            quality_description=level_info(level)[0],
            quality_warning=overall < thresholds["overall"],
            dimensions=results,
            diagnosis=overall_diagnosis(overall, level, findings),
            recommendations=recs,
            entity_analysis=ea,
            weights_used=dict(weights),
            processing_time=round(time.perf_counter() - started, 4),
            backends={"llm": llm.name if llm else "offline", "entities": entity_backend,
                      "faithfulness_judge": judge_backend, "embeddings": embedder.name, "graph": graph_source},
            algorithm_version=ALGORITHM_VERSION,
            sentence_verdicts=verdicts,
            extra_metrics=extra,
        )

    # --- many samples ------------------------------------------------------------------------------------
    def iter_evaluate(
        self, samples: Iterable[EvaluationSample], *, workers: int | None = None, continue_on_error: bool = True,
    ) -> Iterator[tuple[int, EvaluationResult | None, dict | None]]:
        """Yield (index, result, error) as samples finish, so callers can save each one at once."""
        workers = workers or self.settings.evaluation.performance.parallel_workers
        samples = list(samples)
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="earag-sample") as pool:
            futures = {pool.submit(self.evaluate, s): i for i, s in enumerate(samples)}
            try:
                for fut in as_completed(futures):
                    i = futures[fut]
                    try:
                        yield i, fut.result(), None
                    except InputError as exc:
                        if not continue_on_error:
                            raise
                        yield i, None, exc.to_dict()
                    except Exception as exc:  # one bad sample must not lose the others
                        if not continue_on_error:
                            raise
                        yield i, None, {"error": "SystemError", "message": f"EARAG-Eval评估失败: {type(exc).__name__}: {exc}"}
            finally:
                for fut in futures:
                    fut.cancel()

    def evaluate_batch(
        self, samples: Sequence[EvaluationSample], continue_on_error: bool = True, *, workers: int | None = None,
        on_result: Callable[[int, EvaluationResult | None, dict | None], None] | None = None,
    ) -> BatchEvaluationResult:
        results: list[EvaluationResult | None] = [None] * len(samples)
        errors: list[dict | None] = [None] * len(samples)
        for i, res, err in self.iter_evaluate(samples, workers=workers, continue_on_error=continue_on_error):
            results[i], errors[i] = res, err
            if on_result:
                on_result(i, res, err)
        return summarise(results, errors)

    def close(self) -> None:
        self._llm_pool.shutdown(wait=False, cancel_futures=True)


def summarise(results: Sequence[EvaluationResult | None], errors: Sequence[dict | None]) -> BatchEvaluationResult:
    ok = [r for r in results if r is not None]
    means: dict[str, float] = {}
    for dim in DIMENSIONS:
        values = [r.dimensions[dim].score for r in ok if r.dimensions[dim].score is not None]
        if values:
            means[dim] = float(np.mean(values))
    if ok:
        means["overall"] = float(np.mean([r.overall_score for r in ok]))
    return BatchEvaluationResult(list(results), list(errors), means, len(results), sum(e is not None for e in errors))


def _unpack(prompt):
    return prompt.text, prompt.schema


def _status(outcome: _LLMOutcome) -> str:
    return {"offline": "ok"}.get(outcome.status, outcome.status)


def _reason(outcome: _LLMOutcome) -> dict:
    return {"fallback_reason": outcome.reason} if outcome.status in ("fallback", "timeout") and outcome.reason else {}


def _entities_from_llm(value, sample: EvaluationSample) -> tuple[dict[str, list[str]], list[str]]:
    """Keep only entities that occur in their text: a repair that cannot add meaning, it only removes inventions."""
    dropped: list[str] = []

    def keep(items, text: str) -> list[str]:
        out = []
        for item in items:
            name = item.name.strip().strip("《》")
            if normalize(name) and (mentioned_in(name, text) or normalize(name) in normalize(text)):
                out.append(name)
            else:
                dropped.append(name)
        return merge_entities(out)

    ctx = "\n".join(sample.contexts)
    return {
        "question": keep(value.question_entities, sample.question),
        "answer": keep(value.answer_entities, sample.answer),
        "context": keep(value.context_entities, ctx),
    }, dropped


def _verdicts_from_llm(value, sentences: Sequence[str], offline: Sequence[SentenceVerdict]):
    by_index = {v.index: v for v in value.verdications}
    verdicts, filled = [], []
    for i, sent in enumerate(sentences, 1):
        v = by_index.get(i)
        if v is None:
            off = offline[i - 1]
            verdicts.append(SentenceVerdict(sent, off.supported, "[离线判定] " + off.reason, off.score, off.evidence))
            filled.append(i)
        else:
            verdicts.append(SentenceVerdict(sent, int(v.sentence_supported_verdication), v.sentence_supported_reasoning))
    if len(filled) == len(sentences):
        raise BackendOutputError("the LLM judge returned no verdict for any answer sentence")
    note = f"the judge gave no verdict for sentences {filled}; the offline judge filled them" if filled else ""
    return verdicts, note
