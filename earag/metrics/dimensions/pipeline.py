"""The per-sample work every EARAG dimension reads — judge calls, entities, sentence verdicts, embeddings, graph
lookup — computed once per sample under one time budget, with the provenance of each piece."""
from __future__ import annotations

import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field, replace
from typing import Any

from earag.backends.embeddings.local import CharNgramEmbedder
from earag.backends.graph.file import FileGraph
from earag.backends.llm import complete
from earag.backends.llm.usage import Usage, usage_of_error
from earag.deadline import checkpoint
from earag.enums import ProvenanceStatus
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable, EaragError
from earag.messages import CodedText, Message
from earag.metrics.dimensions.combined_prompt import CombinedPrompt, combined_prompt, split_reply
from earag.metrics.dimensions.entities_prompt import entity_prompt, entity_type
from earag.metrics.dimensions.faithfulness.judge import (
    JUDGE_NAME,
    LINKS_ONLY_REASON,
    NO_CONTEXT_REASON,
    judge_sentences,
)
from earag.metrics.dimensions.faithfulness.llm import merge_llm_verdicts
from earag.metrics.dimensions.faithfulness.prompt import SupportPrompt, support_prompt
from earag.metrics.dimensions.relevancy import score_relevancy
from earag.nlp.entities import EntityAnalysis, OfflineExtractor, analyse_entities, merge_entities
from earag.nlp.language import sentence_languages, text_language
from earag.nlp.links import links_only, mask_links
from earag.nlp.matching import mentioned_in
from earag.nlp.multilingual import MultilingualExtractor, make_extractor
from earag.nlp.text import normalize, split_sentences
from earag.types import EvaluationSample, SentenceVerdict


@dataclass
class LLMCall:
    """One judge call's outcome. status: ok | cache | fallback | timeout (earag.enums.ProvenanceStatus) | offline (no
    judge configured)."""

    value: Any = None
    status: ProvenanceStatus | str = "offline"
    reason: str = ""
    backend: str = ""            # the judge that produced the value (for a cache hit: the one that answered then)
    cached_at: str | None = None
    endpoint: str | None = None  # the server that answered now (one of backends.llm.hosts); None for a cache hit
    usage: Usage = field(default_factory=Usage)   # what this call cost (calls answered, tokens, cache hits)
    unusable: bool = False       # the server answered, but nothing usable (unusable JSON twice, no verdict at all)
    messages: list[Message] = field(default_factory=list)  # the codes of `reason`, when it has them

    @property
    def answered(self) -> bool:
        return self.value is not None


# one shared instance for every sample without contexts (nothing changes it)
_NO_CONTEXTS = LLMCall(status="offline", reason=NO_CONTEXT_REASON, messages=[Message("judge.no_contexts")])
# Unusable combined replies in a row after which a pipeline asks every later sample the two-call way
COMBINED_STRIKES = 3


@dataclass
class _JudgeJobs:
    """The judge calls of one sample in flight: the combined call, or the two-call path's entity and support calls."""

    entity: Future | LLMCall
    support: Future | LLMCall
    support_prompt: SupportPrompt | None
    combined: Future | LLMCall | None = None
    combined_prompt: CombinedPrompt | None = None


@dataclass
class _Merged:
    """The judge's verdicts merged with the offline ones (earag.metrics.dimensions.faithfulness.llm)."""

    verdicts: list[SentenceVerdict]
    judged: int
    note: str
    details: dict[str, Any]


@dataclass
class _Judged:
    """The outcome of a sample's judge calls: entity and verdict calls, the merged verdicts, usage, which path."""

    entity_call: LLMCall
    judge_call: LLMCall
    merged: _Merged | None
    usage: Usage
    mode: dict[str, Any]


def _messages_of(exc: EaragError) -> list[Message]:
    """The message code an error was raised with, as a reason's codes (none for a plain-text error)."""
    return [exc.message] if exc.message is not None else []


@dataclass
class SampleWork:
    """Everything the five dimensions need for one sample, computed once."""

    sample: EvaluationSample
    sentences: list[str]
    llm_configured: str
    entities: dict[str, list[str]]
    entity_types: dict[str, str]
    dropped_entities: list[str]
    entity_call: LLMCall
    entity_backend: str
    verdicts: list[SentenceVerdict]
    judge_call: LLMCall
    judge_backend: str
    judged: int | None                     # sentences the LLM judged (None: the offline judge did all)
    judge_note: str
    relevancy: float
    embedder: str
    embedding_status: ProvenanceStatus
    embedding_reason: str
    analysis: EntityAnalysis
    graph_source: str
    context_usage: list[dict]
    llm_details: dict[str, Any] = field(default_factory=dict)
    language: str = ""                      # the answer's: zh | en | mixed ("" without letters)
    sentence_languages: list[str] = field(default_factory=list)   # one per sentence of `sentences`
    relevancy_info: dict[str, Any] = field(default_factory=dict)   # cosine, language, scale, short-answer support
    usage: Usage = field(default_factory=Usage)   # the core judge calls' cost (earag.backends.llm.usage)

    @property
    def no_contexts(self) -> bool:
        """No evidence to judge against: no contexts, or contexts that are only links (earag.nlp.links)."""
        return not any(c.strip() for c in self.sample.contexts) or links_only(self.sample.contexts)

    @property
    def llm_used(self) -> str:
        """The judge that actually answered for this sample, "<judge> (cache)" when only stored answers of it were
        used, else "offline"."""
        answered = [c for c in (self.judge_call, self.entity_call) if c.answered]
        if not answered:
            return "offline"
        fresh = [c for c in answered if c.status != ProvenanceStatus.CACHE]
        return fresh[0].backend if fresh else f"{answered[0].backend} (cache)"


def _complete(llm, prompt, timeout: float) -> LLMCall:
    """One call through the judge (and its circuit breaker), keeping who answered and whether it was cached."""
    c = complete(llm, prompt.text, prompt.schema, timeout=timeout, prompt_version=getattr(prompt, "version", ""))
    return LLMCall(c.value, ProvenanceStatus.CACHE if c.cached else ProvenanceStatus.OK, "", c.backend, c.cached_at,
                   getattr(c, "endpoint", None), Usage.of(c))


def _merge(call: LLMCall, sample: EvaluationSample, sentences: list[str], offline: list[SentenceVerdict],
           prompt: SupportPrompt | CombinedPrompt | None) -> _Merged | LLMCall:
    """The judge's verdicts merged with the offline ones, or the call marked unusable (no verdict for any sentence)."""
    try:
        merged, info = merge_llm_verdicts(call.value, sample.answer, sentences, offline,
                                          sent=getattr(prompt, "sentences_sent", None))
    except BackendOutputError as exc:
        return LLMCall(status=ProvenanceStatus.FALLBACK, reason=str(exc), unusable=True, messages=_messages_of(exc))
    return _Merged(merged, info.judged, info.note(), {"llm_merge": info.to_dict()})


def _labelled(call: LLMCall, note: Message) -> LLMCall:
    """The call with `note` in its reason (shown in the provenance of the dimensions it produced); its codes when
    the reason it had is coded too (or empty)."""
    coded = [note, *call.messages] if call.messages or not call.reason else []
    return replace(call, reason=f"{note}; {call.reason}" if call.reason else str(note), messages=coded)


class DimensionPipeline:
    """Computes the SampleWork of a sample from settings and backends. Thread-safe; keeps no per-sample state:
    whoever needs the work computes it once (`compute`) and hands it on (the Evaluator to the dimension formulas,
    earag.metrics.registry to the EARAG registry metrics of a selection)."""

    def __init__(self, settings, backends, extractor: OfflineExtractor | MultilingualExtractor | None = None):
        self.settings = settings
        self.backends = backends
        if extractor is None:
            graph_names: dict[str, str] = {}
            if backends.graph is not None:
                graph_names = {name: "" for name in backends.graph.entity_names()}
                nodes = getattr(backends.graph, "nodes", None)
                if isinstance(nodes, dict):
                    graph_names = {n.name: n.label for n in nodes.values()}
            extractor = make_extractor(graph_names=graph_names)
        self.extractor = extractor
        workers = settings.evaluation.performance.parallel_workers
        self._pool = ThreadPoolExecutor(max_workers=max(2, 2 * workers), thread_name_prefix="earag-llm")
        self._lock = threading.Lock()
        self.combined_calls = 0       # samples judged by the one combined call (entities + verdicts)
        self.combined_fallbacks = 0   # samples whose combined reply was unusable: asked again with two calls
        self._unusable_streak = 0     # combined replies unusable in a row (a success resets it)
        self.combined_off = ""        # why this pipeline stopped asking the combined call (COMBINED_STRIKES in a row)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    @property
    def llm_configured(self) -> str:
        llm = self.backends.llm
        return getattr(llm, "name", "llm") if llm is not None else "offline"

    # --- judge calls under the budget and the breaker ---------------------------------------------------------
    def _submit(self, prompt) -> Future | LLMCall:
        """The judge call on the pool, or the LLMCall saying why there is none (`prompt` is None without a judge)."""
        llm = self.backends.llm
        if llm is None or prompt is None:  # "offline" when no judge is configured; "fallback" when a configured one could not be built
            status = ProvenanceStatus.FALLBACK if self.backends.fallback.get("llm") else "offline"
            note = self.backends.notes["llm"] if "llm" in self.backends.notes else CodedText(Message("judge.disabled"))
            return LLMCall(status=status, reason=note, messages=[note.message] if isinstance(note, CodedText) else [])
        timeout = self.settings.evaluation.performance.timeout_seconds
        return self._pool.submit(_complete, llm, prompt, timeout)

    def _collect(self, job: Future | LLMCall, deadline: float) -> LLMCall:
        """The call's outcome by the sample's deadline. The judge's own breaker has recorded its failures."""
        if isinstance(job, LLMCall):
            return job
        try:
            return job.result(timeout=max(0.0, deadline - time.monotonic()))
        except FutureTimeout:
            job.cancel()  # abandoned: the HTTP call ends by its own timeout (the same budget), nobody waits for it
            over = Message("judge.over_budget", {"seconds": self.settings.evaluation.performance.timeout_seconds})
            return LLMCall(status=ProvenanceStatus.TIMEOUT, reason=str(over), messages=[over])
        except BackendTimeout as exc:
            return LLMCall(status=ProvenanceStatus.TIMEOUT, reason=str(exc), messages=_messages_of(exc))
        except BackendOutputError as exc:   # answered, but unusable: what the replies cost still counts
            return LLMCall(status=ProvenanceStatus.FALLBACK, reason=str(exc), usage=usage_of_error(exc), unusable=True,
                           messages=_messages_of(exc))
        except BackendUnavailable as exc:
            return LLMCall(status=ProvenanceStatus.FALLBACK, reason=str(exc), usage=usage_of_error(exc),
                           messages=_messages_of(exc))

    # --- the work ---------------------------------------------------------------------------------------------
    def compute(self, sample: EvaluationSample) -> SampleWork:
        """The work of a sample, computed now under its own time budget. The caller has validated the sample
        (earag.validation.validate_sample): the Evaluator once per sample, a registry metric used on its own once
        per sample (earag.metrics.dimensions.metrics)."""
        perf = self.settings.evaluation.performance
        match = self.settings.evaluation.matching
        deadline = time.monotonic() + perf.timeout_seconds
        sentences = split_sentences(sample.answer) or [sample.answer.strip()]
        languages = sentence_languages(sentences)
        language = text_language(sample.answer, sentences)
        # a link is where evidence could be read, not evidence: contexts made only of links are no contexts
        link_only = links_only(sample.contexts)
        has_contexts = any(c.strip() for c in sample.contexts) and not link_only
        jobs = self._start_judge(sample, sentences, language, has_contexts)
        if link_only:  # no support call either way; the reason says why
            jobs = replace(jobs, support=LLMCall(status="offline", reason=LINKS_ONLY_REASON,
                                                  messages=[Message("judge.links_only")]))

        # Offline work runs while the judge thinks; it is the fallback and gives the context-usage view.
        embedder = self.backends.embedder
        emb_status = ProvenanceStatus.FALLBACK if self.backends.fallback.get("embeddings") else ProvenanceStatus.OK
        emb_reason = self.backends.notes.get("embeddings", "") if emb_status == ProvenanceStatus.FALLBACK else ""
        try:
            rel = score_relevancy(embedder, sample.question, sample.answer, sample.contexts)
        except EaragError as exc:  # e.g. Ollama's /api/embed went away mid-run: this sample uses the offline embedder
            embedder = CharNgramEmbedder()
            emb_status = ProvenanceStatus.FALLBACK
            emb_reason = CodedText(Message("embed.fell_back", {"detail": exc.message or str(exc)}))
            rel = score_relevancy(embedder, sample.question, sample.answer, sample.contexts)
        checkpoint()  # the sample's CPU deadline (earag.deadline), between the steps and inside their loops
        answer_extracted = self.extractor.extract(sample.answer)
        offline_types = {e.name: e.type for e in answer_extracted}
        offline_entities = {
            "question": [e.name for e in self.extractor.extract(sample.question)],
            "answer": [e.name for e in answer_extracted],
            "context": merge_entities(e.name for c in sample.contexts for e in self.extractor.extract(c)),
        }
        offline_verdicts, context_usage = judge_sentences(
            sample.answer, sample.contexts, sentences=sentences, embed=None, question=sample.question,
            sentence_entities=lambda s: [e.name for e in self.extractor.extract(s)],
        )

        judged_out = self._finish_judge(jobs, sample, sentences, language, offline_verdicts, deadline)
        ent_call, sup_call = judged_out.entity_call, judged_out.judge_call
        if ent_call.answered:
            entities, dropped = _entities_from_llm(ent_call.value, sample)
            entity_types = {e.name.strip().strip("《》"): entity_type(e.type) for e in ent_call.value.answer_entities}
            entity_backend = ent_call.backend
        else:
            entities, dropped, entity_types = offline_entities, [], offline_types
            entity_backend, ent_call = _offline_entity_backend(self.extractor, sample, language, ent_call)

        verdicts, judge_backend = offline_verdicts, JUDGE_NAME
        if not has_contexts:  # nothing to judge against: the sentences are not judged, not "unsupported"
            verdicts = [replace(v, score=None, judge="none", reason=LINKS_ONLY_REASON if link_only else NO_CONTEXT_REASON,
                                unsupported_spans=[],
                                reason_messages=[Message("judge.links_only" if link_only else "judge.no_contexts")])
                        for v in offline_verdicts]
        merged = judged_out.merged
        if merged is not None:
            verdicts, judge_backend = merged.verdicts, sup_call.backend
        llm_details = dict(merged.details) if merged is not None else {}
        if judged_out.mode:   # which path, and the core's own calls (the record's `usage` adds the extra metrics')
            llm_details["judge_call"] = {**judged_out.mode, "llm_calls": judged_out.usage.llm_calls,
                                         "cached_calls": judged_out.usage.cached_calls}

        # the question's entities too: whether the graph knows the sample's subject at all (entities.graph_unrelated)
        graph_lookup, graph_source = self._graph_lookup(
            list(dict.fromkeys([*entities["answer"], *entities["question"]])), sample)
        checkpoint()
        analysis = analyse_entities(
            entities["question"], entities["answer"], entities["context"],
            answer=sample.answer, contexts=sample.contexts, graph_lookup=graph_lookup,
            sample_graph_entities=sample.graph_entities, mode=match.mode, threshold=match.fuzzy_threshold,
            match_text=match.match_text, source=entity_backend, answer_entity_types=entity_types,
        )
        return SampleWork(
            sample=sample, sentences=sentences, llm_configured=self.llm_configured, entities=entities,
            entity_types=entity_types, dropped_entities=dropped, entity_call=ent_call, entity_backend=entity_backend,
            verdicts=verdicts, judge_call=sup_call, judge_backend=judge_backend,
            judged=merged.judged if merged is not None else None, judge_note=merged.note if merged is not None else "",
            relevancy=rel.score, relevancy_info=rel.details(), embedder=embedder.name, embedding_status=emb_status,
            embedding_reason=emb_reason, analysis=analysis, graph_source=graph_source,
            context_usage=context_usage, llm_details=llm_details, language=language,
            sentence_languages=languages, usage=judged_out.usage,
        )

    # --- the judge: one combined call, or the two-call path ---------------------------------------------------
    @property
    def combined(self) -> bool:
        """Whether the core asks one combined call per sample (backends.llm.combined_call, default true)."""
        return bool(getattr(self.settings.backends.llm, "combined_call", True))

    def _start_judge(self, sample: EvaluationSample, sentences: list[str], language: str,
                     has_contexts: bool) -> _JudgeJobs:
        """The judge calls of a sample, started: the combined call (with contexts), else the two-call path's."""
        limit = self.settings.evaluation.performance.max_text_length
        if self.backends.llm is None:   # prompts are built only for a judge that exists (not on the offline hot path)
            none = self._submit(None)
            return _JudgeJobs(none, none if has_contexts else _NO_CONTEXTS, None)
        if self.combined and has_contexts and not self.combined_off:
            prompt = combined_prompt(sample.question, sentences, sample.contexts, limit, language=language)
            waiting = LLMCall(status="offline", reason="the combined call answers for it")
            return _JudgeJobs(waiting, waiting, None, self._submit(prompt), prompt)
        # With no contexts there is nothing to judge support against: no judge call, no hallucination verdict.
        return self._two_call_jobs(sample, sentences, language, has_contexts)

    def _two_call_jobs(self, sample: EvaluationSample, sentences: list[str], language: str,
                       has_contexts: bool) -> _JudgeJobs:
        limit = self.settings.evaluation.performance.max_text_length
        sup_prompt = support_prompt(sentences, sample.contexts, limit, language=language) if has_contexts else None
        ent_job = self._submit(entity_prompt(sample.question, sample.answer, sample.contexts, limit, language))
        return _JudgeJobs(ent_job, self._submit(sup_prompt) if has_contexts else _NO_CONTEXTS, sup_prompt)

    def _finish_judge(self, jobs: _JudgeJobs, sample: EvaluationSample, sentences: list[str], language: str,
                      offline: list[SentenceVerdict], deadline: float) -> _Judged:
        """The entity and verdict calls' outcomes by the deadline. A combined reply that cannot be used (unusable
        JSON twice, or no verdict for any sentence) is asked again the two-call way, and labelled so."""
        usage = Usage()
        mode: dict[str, Any] = {}
        if jobs.combined is not None:
            call = self._collect(jobs.combined, deadline)
            usage = usage.plus(call.usage)
            if call.answered:
                ents, verdicts = split_reply(call.value)
                sup_call = replace(call, value=verdicts, usage=Usage())
                checked = _merge(sup_call, sample, sentences, offline, jobs.combined_prompt)
                if isinstance(checked, _Merged):
                    with self._lock:
                        self.combined_calls += 1
                        self._unusable_streak = 0
                    return _Judged(replace(call, value=ents, usage=Usage()), sup_call, checked, usage,
                                   {"mode": "combined"})
                call = checked   # the reply had no usable verdict
            if not call.unusable:   # down, timed out, breaker open: the two-call path would fare no better
                with self._lock:
                    self.combined_calls += 1
                return _Judged(call, call, None, usage, {"mode": "combined"})
            with self._lock:
                self.combined_fallbacks += 1
                self._unusable_streak += 1
                if self._unusable_streak >= COMBINED_STRIKES and not self.combined_off:
                    # a model that cannot write the combined schema would cost two wasted calls per sample
                    self.combined_off = (f"the combined reply was unusable for {COMBINED_STRIKES} samples in a row "
                                         f"(last: {call.reason}); two calls per sample from then on")
            mode = {"mode": "two-call", "combined_unusable": call.reason}
            jobs = self._two_call_jobs(sample, sentences, language, True)
        ent_call = self._collect(jobs.entity, deadline)
        sup_call = self._collect(jobs.support, deadline)
        usage = usage.plus(ent_call.usage).plus(sup_call.usage)
        merged: _Merged | None = None
        if sup_call.answered:
            outcome = _merge(sup_call, sample, sentences, offline, jobs.support_prompt)
            if isinstance(outcome, LLMCall):
                sup_call = outcome
            else:
                merged = outcome
        if mode:
            note = Message("judge.two_call_unusable", {"detail": str(mode["combined_unusable"])})
            ent_call, sup_call = _labelled(ent_call, note), _labelled(sup_call, note)
        elif self.backends.llm is not None:   # the two-call path, or the entity call alone (no contexts)
            mode = {"mode": "two-call" if jobs.support_prompt is not None else "entities-only"}
            if jobs.support_prompt is not None and self.combined and self.combined_off:
                mode["combined_off"] = self.combined_off
                note = Message("judge.two_call", {"detail": str(self.combined_off)})
                ent_call, sup_call = _labelled(ent_call, note), _labelled(sup_call, note)
        return _Judged(ent_call, sup_call, merged, usage, mode)

    def _graph_lookup(self, names: list[str], sample: EvaluationSample) -> tuple[dict | None, str]:
        """The graph's canonical entity for each name (the answer's and the question's entities), and which graph(s)
        answered."""
        graph = self.backends.graph
        graph_lookup = None
        sources = ["sample graph_entities"] if sample.graph_entities is not None else []
        if graph is not None:
            try:
                graph_lookup = graph.find_entities(names)
                sources.append(graph.name)
            except EaragError as exc:
                fallback = self._file_graph(exclude=graph)
                if fallback is not None:
                    graph_lookup = fallback.find_entities(names)
                    sources.append(f"{fallback.name} (fallback: {graph.name} failed: {exc})")
                else:
                    sources.append(f"{graph.name} unavailable ({exc})")
        return graph_lookup, " + ".join(sources) or "none"

    def _file_graph(self, exclude):
        """The file graph of the settings, built once, as the stand-in when the configured graph store fails."""
        with self._lock:
            if not hasattr(self, "_fallback_graph"):
                cfg, match = self.settings.backends.graph, self.settings.evaluation.matching
                try:
                    self._fallback_graph: FileGraph | None = FileGraph.from_settings(
                        cfg, match.mode, match.fuzzy_threshold)
                except EaragError:
                    self._fallback_graph = None
            g = self._fallback_graph
        return None if g is None or g is exclude or getattr(exclude, "path", None) == g.path else g


def _offline_entity_backend(extractor, sample: EvaluationSample, language: str, call: LLMCall
                            ) -> tuple[str, LLMCall]:
    """The offline extractors that ran for this sample's languages, and the entity call marked "fallback" (with
    why) when a model of one of those languages was missing and rules stood in for it."""
    # the languages of the texts the extractors read (links are masked: a URL is no English text)
    langs = {language, text_language(sample.question)} | {text_language(mask_links(c)) for c in sample.contexts
                                                           if mask_links(c).strip()}
    langs.discard("")
    backend_for = getattr(extractor, "backend_for", None)
    if backend_for is None:
        return extractor.name, call
    reason = extractor.fallback_for(langs)
    if reason and call.status == "offline":
        missing = Message("entities.model_missing", {"reason": reason})
        call = LLMCall(status=ProvenanceStatus.FALLBACK, reason=str(missing), messages=[missing])
    return backend_for(langs), call


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
