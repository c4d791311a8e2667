"""Answers for the dashboard's ask mode: a demo answerer over the shipped corpus, or the user's RAG endpoint."""
from __future__ import annotations

import json
import re
import threading
import time
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from earag.backends.embeddings.local import CharNgramEmbedder
from earag.backends.http import BackendHTTPError, map_error
from earag.backends.llm import complete
from earag.config import PROJECT_ROOT
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable, ConfigError, InputError
from earag.messages import CodedText, Message
from earag.nlp.entities import OfflineExtractor
from earag.nlp.text import normalize, split_sentences
from earag.nlp.tokenizer import STOPWORDS, cut
from earag.types import EvaluationSample
from earag.urls import redact
from earag.validation import DEFAULT_MAX_LENGTH, validate_question

DEFAULT_CORPUS = PROJECT_ROOT / "data" / "corpus" / "policy_corpus.jsonl"
EXTRACTIVE_NOTE = CodedText(Message("rag.note.extractive"))
NO_HITS_ANSWER = "语料中没有检索到与该问题相关的内容。"
NO_HITS_NOTE = CodedText(Message("rag.note.no_hits"))

_ASCII_END = re.compile(r"[A-Za-z0-9]$")
_SOFT_BREAKS = "，,、：:）)"


# --------------------------------------------------------------------------- result


@dataclass
class AskResult:
    """One answered question, ready to be evaluated."""

    question: str
    answer: str
    contexts: list[str]
    entities: list[str] | None
    source: str                     # "demo:extractive", "demo:ollama:<model>" or "endpoint:<url>"
    note: str = ""                  # why a fallback happened, or what kind of answer this is
    retrieved: list[dict] = field(default_factory=list)   # [{"doc_id", "title", "score", "text", ...}]
    elapsed: float = 0.0
    raw: Any = None                 # the endpoint's parsed JSON reply (None for the demo answerer)

    def to_sample(self) -> EvaluationSample:
        meta: dict[str, Any] = {"answer_source": self.source}
        if self.note:
            meta["answer_note"] = self.note
        return EvaluationSample(
            question=self.question,
            answer=self.answer,
            contexts=list(self.contexts),
            graph_entities=None if self.entities is None else list(self.entities),
            metadata=meta,
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# --------------------------------------------------------------------------- corpus


@dataclass(frozen=True)
class Chunk:
    """A passage of at most about `max_chars` characters, cut at sentence boundaries."""

    doc_id: str
    title: str
    source: str
    index: int                      # position of the chunk within its document
    sentences: tuple[str, ...]

    @property
    def text(self) -> str:
        return _join_sentences(self.sentences)


def _join_sentences(sentences: Iterable[str]) -> str:
    out = ""
    for s in sentences:
        out += (" " if out and _ASCII_END.search(out) and s[:1].isascii() else "") + s
    return out


def _cut_long(sentence: str, max_chars: int) -> list[str]:
    """A sentence longer than `max_chars`, cut after a comma-like mark near the limit (or hard at the limit)."""
    pieces = []
    while len(sentence) > max_chars:
        window = sentence[:max_chars]
        cut = max(window.rfind(ch) for ch in _SOFT_BREAKS)
        cut = cut + 1 if cut >= max_chars // 3 else max_chars
        pieces.append(sentence[:cut])
        sentence = sentence[cut:]
    if sentence.strip():
        pieces.append(sentence)
    return pieces


def chunk_text(text: str, max_chars: int = 300) -> list[tuple[str, ...]]:
    """Sentences packed greedily into chunks of at most `max_chars` characters."""
    chunks: list[tuple[str, ...]] = []
    current: list[str] = []
    size = 0
    for sentence in split_sentences(text):
        for piece in _cut_long(sentence, max_chars):
            if current and size + len(piece) > max_chars:
                chunks.append(tuple(current))
                current, size = [], 0
            current.append(piece)
            size += len(piece)
    if current:
        chunks.append(tuple(current))
    return chunks


class Corpus:
    """Policy documents ({"id", "title", "source", "text"}) and their sentence-bounded chunks."""

    def __init__(self, documents: Sequence[dict[str, str]], max_chars: int = 300, name: str = "corpus"):
        self.name = name
        self.documents = list(documents)
        self.max_chars = max_chars
        self.chunks: list[Chunk] = []
        for doc in self.documents:
            for i, sentences in enumerate(chunk_text(doc["text"], max_chars)):
                self.chunks.append(Chunk(doc["id"], doc.get("title", ""), doc.get("source", ""), i, sentences))
        if not self.chunks:
            raise InputError(Message("corpus.no_text", {"name": name}), field="corpus")

    def __len__(self) -> int:
        return len(self.chunks)

    @classmethod
    def load(cls, path: str | Path, max_chars: int = 300) -> "Corpus":
        """Read a JSONL corpus; a bad line raises InputError naming the file and the line number."""
        path = Path(path)
        if not path.is_file():
            raise InputError(Message("corpus.not_found", {"path": str(path)}), field="corpus")
        try:
            lines = path.read_text(encoding="utf-8-sig").splitlines()
        except UnicodeDecodeError as exc:
            raise InputError(Message("corpus.not_utf8", {"name": path.name, "detail": str(exc)}), field="corpus") from None
        docs: list[dict[str, str]] = []
        first_line: dict[str, int] = {}
        for lineno, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            where = {"name": path.name, "line": lineno}
            try:
                raw = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(Message("corpus.bad_json", {**where, "detail": exc.msg, "column": exc.colno}),
                                 field="corpus", row=lineno) from None
            if not isinstance(raw, dict):
                raise InputError(Message("corpus.not_object", {**where, "type": type(raw).__name__}), field="corpus",
                                 row=lineno)
            text = raw.get("text")
            if not isinstance(text, str) or not text.strip():
                keys = [str(k) for k in raw] or Message("corpus.no_keys")
                raise InputError(Message("corpus.no_doc_text", {**where, "keys": keys}), field="text", row=lineno)
            doc_id = str(raw.get("id") or f"line{lineno}")
            if doc_id in first_line:
                raise InputError(Message("corpus.repeated_id", {**where, "id": doc_id, "first": first_line[doc_id]}),
                                 field="id", row=lineno)
            first_line[doc_id] = lineno
            docs.append({"id": doc_id, "title": str(raw.get("title") or ""), "source": str(raw.get("source") or ""),
                         "text": text})
        if not docs:
            raise InputError(Message("corpus.no_documents", {"name": path.name}), field="corpus")
        return cls(docs, max_chars=max_chars, name=path.name)


# --------------------------------------------------------------------------- retrieval


def tokenize(text: str) -> list[str]:
    """jieba search-mode tokens (long words also yield their parts), lower case, without stopwords and punctuation."""
    words = cut(unicodedata.normalize("NFKC", text or "").lower(), search=True)
    out = []
    for w in words:
        w = w.strip()
        if w and normalize(w) and w not in STOPWORDS:
            out.append(w)
    return out


class Retriever:
    """BM25 (jieba tokens, k1=1.5, b=0.75) fused with character n-gram cosine by reciprocal rank fusion."""

    def __init__(self, chunks: Sequence[Chunk], embedder=None, k1: float = 1.5, b: float = 0.75, rrf_k: int = 60,
                 min_cosine: float = 0.05):
        self.chunks = list(chunks)
        self.k1, self.b, self.rrf_k = k1, b, rrf_k
        # Hashed n-grams collide: unrelated texts still score a few hundredths, which is no evidence at all.
        self.min_cosine = min_cosine
        self.embedder = embedder or CharNgramEmbedder()
        # The title is indexed with every chunk: it often holds the policy's name the question asks about.
        texts = [f"{c.title}\n{c.text}" for c in self.chunks]
        vocab: dict[str, int] = {}
        postings: list[dict[int, int]] = []
        lengths = np.zeros(len(texts), dtype=np.float64)
        for row, text in enumerate(texts):
            tokens = tokenize(text)
            lengths[row] = len(tokens)
            for tok in tokens:
                col = vocab.setdefault(tok, len(vocab))
                if col == len(postings):
                    postings.append({})
                postings[col][row] = postings[col].get(row, 0) + 1
        self.vocab = vocab
        self._docs = [np.fromiter(p.keys(), dtype=np.int64, count=len(p)) for p in postings]
        self._tf = [np.fromiter(p.values(), dtype=np.float64, count=len(p)) for p in postings]
        n = len(texts)
        df = np.array([len(p) for p in postings], dtype=np.float64)
        self._idf = np.log((n - df + 0.5) / (df + 0.5) + 1.0)  # the "+1" keeps very common terms non-negative
        avgdl = float(lengths.mean()) if n and lengths.mean() > 0 else 1.0
        self._norm = k1 * (1.0 - b + b * lengths / avgdl)
        self._vectors = self.embedder.embed(texts) if texts else np.zeros((0, 1), dtype=np.float32)

    def bm25(self, query: str) -> np.ndarray:
        scores = np.zeros(len(self.chunks), dtype=np.float64)
        for tok in set(tokenize(query)):
            col = self.vocab.get(tok)
            if col is None:
                continue
            docs, tf = self._docs[col], self._tf[col]
            scores[docs] += self._idf[col] * tf * (self.k1 + 1.0) / (tf + self._norm[docs])
        return scores

    def cosine(self, query: str) -> np.ndarray:
        if not self.chunks:
            return np.zeros(0)
        q = self.embedder.embed([query])[0]
        return np.asarray(self._vectors @ q, dtype=np.float64)

    def scored(self, query: str, k: int = 3) -> list[tuple[Chunk, float, float, float]]:
        """Top k as (chunk, fused score, bm25, cosine)."""
        if k < 1 or not self.chunks:
            return []
        bm, cos = self.bm25(query), self.cosine(query)
        fused = np.zeros(len(self.chunks), dtype=np.float64)
        for scores, floor in ((bm, 0.0), (cos, self.min_cosine)):
            hits = np.flatnonzero(scores > floor)
            order = hits[np.argsort(-scores[hits], kind="stable")]
            fused[order] += 1.0 / (self.rrf_k + np.arange(1, len(order) + 1))
        # Ties in rank fusion (first in one list, second in the other) go to the larger normalised raw scores.
        tiebreak = bm / (bm.max() or 1.0) + cos / (cos.max() if cos.max() > 0 else 1.0)
        candidates = np.flatnonzero(fused > 0)
        ranked = sorted(candidates, key=lambda i: (-fused[i], -tiebreak[i], i))[:k]
        return [(self.chunks[i], float(fused[i]), float(bm[i]), float(cos[i])) for i in ranked]

    def search(self, query: str, k: int = 3) -> list[tuple[Chunk, float]]:
        return [(chunk, score) for chunk, score, _, _ in self.scored(query, k)]


# --------------------------------------------------------------------------- demo answerer


class AnswerText(BaseModel):
    """The demo answerer's LLM output."""

    answer: str = Field(min_length=1, description="只依据检索段落写出的中文回答")


def answer_prompt(question: str, passages: Sequence[Chunk]) -> str:
    numbered = "\n\n".join(
        f"[{i}] {('《' + c.title + '》') if c.title else ''}\n{c.text}" for i, c in enumerate(passages, start=1)
    )
    return (
        "你是政策法规问答助手。请只根据下面编号的检索段落回答用户的问题，不要使用段落以外的知识，"
        "不要编造段落中没有的数字、金额、日期、机构或文件名称。\n"
        "如果检索段落不足以回答，请回答“根据检索到的资料无法回答该问题”。\n"
        "用简体中文作答，简洁准确，尽量沿用段落中的原文表述；不要在回答中写段落编号。"
        '只输出符合给定JSON schema的JSON对象，例如 {"answer": "……"}。\n\n'
        f"【检索段落】\n{numbered}\n\n【问题】\n{question}\n"
    )


class DemoAnswerer:
    """Retrieves passages from a JSONL corpus and answers with an LLM, or extractively without one."""

    def __init__(self, corpus_path: str | Path | Corpus = DEFAULT_CORPUS, graph=None, llm=None, top_k: int = 3,
                 timeout: float = 20.0, *, embedder=None, extractor=None, max_sentences: int = 4,
                 max_question_length: int = DEFAULT_MAX_LENGTH):
        self.corpus = corpus_path if isinstance(corpus_path, Corpus) else Corpus.load(corpus_path)
        self.retriever = Retriever(self.corpus.chunks, embedder=embedder)
        self.graph = graph
        self.llm = llm
        self.top_k = top_k
        self.timeout = timeout
        self.max_sentences = max(2, max_sentences)
        self.max_question_length = max_question_length
        self._extractor = extractor
        self._graph_forms: list[tuple[str, str]] | None = None
        self._lock = threading.Lock()

    # -- answering
    def ask(self, question: str) -> AskResult:
        question = validate_question(question, self.max_question_length)
        t0 = time.perf_counter()
        hits = self.retriever.scored(question, self.top_k)
        passages = [c for c, *_ in hits]
        contexts = [c.text for c in passages]
        retrieved = [{"doc_id": c.doc_id, "title": c.title, "source": c.source, "chunk": c.index,
                      "score": round(s, 6), "bm25": round(bm, 4), "cosine": round(cos, 4), "text": c.text}
                     for c, s, bm, cos in hits]
        entities = self.entities_for(question, contexts)
        if not passages:
            return AskResult(question, NO_HITS_ANSWER, [], entities, "demo:extractive", NO_HITS_NOTE, [],
                             time.perf_counter() - t0)
        note: str = EXTRACTIVE_NOTE
        if self.llm is not None:
            try:
                answer, llm_note = self._llm_answer(question, passages)
                return AskResult(question, answer, contexts, entities, f"demo:{self.llm.name}", llm_note, retrieved,
                                 time.perf_counter() - t0)
            except (BackendUnavailable, BackendOutputError) as exc:  # BackendTimeout is a BackendUnavailable
                error = exc.message if exc.message is not None else str(exc)
                note = CodedText(Message("rag.note.llm_failed", {"name": self.llm.name, "error": error}))
        answer = self.extractive_answer(question, passages)
        return AskResult(question, answer, contexts, entities, "demo:extractive", note, retrieved,
                         time.perf_counter() - t0)

    def _llm_answer(self, question: str, passages: Sequence[Chunk]) -> tuple[str, str]:
        """The LLM's answer and a note on where it came from ("" for a fresh answer, the cache time for a hit)."""
        prompt = answer_prompt(question, passages)
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["value"] = complete(self.llm, prompt, AnswerText, timeout=self.timeout)
            except BaseException as exc:  # handed to the caller's thread below
                box["error"] = exc

        # A daemon thread enforces the budget even for clients that ignore `timeout` and never blocks shutdown.
        worker = threading.Thread(target=run, daemon=True, name="earag-ask-llm")
        worker.start()
        worker.join(self.timeout)
        if worker.is_alive():
            raise BackendTimeout(Message("backend.timeout.answer", {"where": self.llm.name, "seconds": self.timeout}))
        if "error" in box:
            raise box["error"]
        done = box["value"]
        answer = (done.value.answer or "").strip()
        if not answer:
            raise BackendOutputError(Message("rag.empty_answer", {"backend": done.backend}))
        note = CodedText(Message("rag.note.cached", {"backend": done.backend, "time": done.cached_at})) if done.cached else ""
        return answer, note

    def extractive_answer(self, question: str, passages: Sequence[Chunk]) -> str:
        """2–4 retrieved sentences most similar to the question, de-duplicated, in reading order."""
        candidates = [(rank, pos, s) for rank, c in enumerate(passages) for pos, s in enumerate(c.sentences)]
        if not candidates:
            return NO_HITS_ANSWER
        texts = [s for _, _, s in candidates]
        vecs = self.retriever.embedder.embed([question, *texts])
        cos = vecs[1:] @ vecs[0]
        q_tokens = set(tokenize(question))
        overlap = np.array([len(q_tokens & set(tokenize(s))) / len(q_tokens) if q_tokens else 0.0 for s in texts])
        # Earlier passages ranked higher by the retriever: a small bonus breaks ties in their favour.
        scores = 0.5 * cos + 0.5 * overlap + np.array([0.02 * (len(passages) - r) for r, _, _ in candidates])
        order = np.argsort(-scores, kind="stable")
        best = float(scores[order[0]])
        chosen: list[int] = []
        for i in order:
            if len(chosen) >= self.max_sentences:
                break
            if len(chosen) >= 2 and scores[i] < 0.5 * best:
                break
            if any(_near_duplicate(texts[i], texts[j], float(vecs[1 + i] @ vecs[1 + j])) for j in chosen):
                continue
            chosen.append(int(i))
        chosen.sort(key=lambda i: candidates[i][:2])
        return "".join(_with_end(texts[i]) for i in chosen)

    # -- entities
    def entities_for(self, question: str, contexts: Sequence[str]) -> list[str] | None:
        """Graph entities named in the question and the retrieved text (None without a graph)."""
        if self.graph is None:
            return None
        texts = [question, *contexts]
        found: list[str] = []
        extractor = self._get_extractor()
        mentions = [e.name for t in texts for e in extractor.extract(t)]
        lookup = self.graph.find_entities(list(dict.fromkeys(mentions))) if mentions else {}
        for name in mentions:
            if lookup.get(name):
                found.append(lookup[name])
        norm_texts = [normalize(t) for t in texts]
        for canonical, form in self._get_graph_forms():
            if any(form in t for t in norm_texts):
                found.append(canonical)
        return list(dict.fromkeys(found))

    def _get_extractor(self):
        with self._lock:
            if self._extractor is None:
                nodes = getattr(self.graph, "nodes", None)
                if isinstance(nodes, dict):
                    names = {n.name: n.label for n in nodes.values()}
                else:
                    names = {name: "" for name in self.graph.entity_names()}
                self._extractor = OfflineExtractor(graph_names=names)
            return self._extractor

    def _get_graph_forms(self) -> list[tuple[str, str]]:
        with self._lock:
            if self._graph_forms is None:
                forms = []
                for canonical, aliases in self.graph.entity_names().items():
                    for form in (canonical, *aliases):
                        key = normalize(form)
                        if len(key) >= 2:
                            forms.append((canonical, key))
                self._graph_forms = forms
            return self._graph_forms


def _near_duplicate(a: str, b: str, cosine: float) -> bool:
    na, nb = normalize(a), normalize(b)
    return na == nb or na in nb or nb in na or cosine > 0.9


def _with_end(sentence: str) -> str:
    return sentence if sentence[-1:] in "。！？!?；;." else sentence + "。"


# --------------------------------------------------------------------------- RAG endpoint


class EndpointHTTPError(BackendHTTPError):
    """The RAG endpoint answered with an HTTP error; `status_code` and the parsed `body` are kept."""


_TEXT_KEYS = ("snippet", "text", "content", "page_content", "chunk")


def _as_text(item: Any) -> str:
    if isinstance(item, str):
        return item.strip()
    if isinstance(item, dict):
        for key in _TEXT_KEYS:
            if isinstance(item.get(key), str) and item[key].strip():
                return item[key].strip()
    return ""


def _is_graph_source(src: dict) -> bool:
    # Seed 002's example repeats "type" in a graph source, so JSON parsers keep the entity type ("POLICY_ZONE"):
    # a source with a name and relations but no text is an entity too.
    return src.get("type") == "graph_entity" or ("name" in src and "relations" in src and not _as_text(src))


def parse_rag_response(data: Any, where: str = "the RAG endpoint"
                       ) -> tuple[str, list[str], list[str] | None, list[dict]]:
    """Answer, contexts, entities and retrieved passages from a seed-002-style /api/ask reply."""
    if not isinstance(data, dict):
        raise BackendOutputError(Message("rag.not_object", {"where": where, "type": type(data).__name__}))
    if "answer" not in data:
        raise BackendOutputError(Message("rag.no_answer", {"where": where, "keys": ", ".join(map(str, data)) or "none"}))
    answer = data["answer"]
    if not isinstance(answer, str):
        raise BackendOutputError(Message("rag.answer_not_string", {"where": where, "type": type(answer).__name__}))

    sources = [s for s in listed if isinstance(s, dict)] if isinstance(listed := data.get("sources"), list) else []
    contexts: list[str] = []
    for key in ("context", "contexts"):
        value = data.get(key)
        if isinstance(value, str) and value.strip():
            contexts = [value.strip()]
            break
        if isinstance(value, list) and value:
            contexts = [t for t in map(_as_text, value) if t]
            break
    else:
        for src in sources:
            text = _as_text(src) if src.get("type") == "document" else (src.get("snippet") or "")
            if isinstance(text, str) and text.strip():
                contexts.append(text.strip())

    entities: list[str] | None = None
    for key in ("entities", "question_entities"):
        if isinstance(data.get(key), list):
            entities = [n for n in (e.get("name") if isinstance(e, dict) else e for e in data[key])
                        if isinstance(n, str) and n.strip()]
            break
    graph_names = [str(s["name"]) for s in sources if _is_graph_source(s) and s.get("name")]
    if graph_names:
        entities = list(dict.fromkeys([*(entities or []), *graph_names]))

    retrieved = []
    for i, src in enumerate(sources):
        text = _as_text(src)
        if text and not _is_graph_source(src):
            score = src.get("relevance", src.get("score"))
            retrieved.append({"doc_id": str(src.get("id") or src.get("doc_id") or i + 1),
                              "title": str(src.get("title") or ""),
                              "score": score if isinstance(score, (int, float)) else None, "text": text})
    return answer, contexts, entities, retrieved


class RagEndpoint:
    """A user's RAG service that answers POST {"question": ...} the way seed 002's /api/ask does."""

    def __init__(self, url: str, timeout: float = 30.0, question_field: str = "question",
                 extra: dict[str, Any] | None = None, headers: dict[str, str] | None = None,
                 max_question_length: int = DEFAULT_MAX_LENGTH):
        url = (url or "").strip()
        if not re.match(r"https?://[^/\s]+", url):
            raise ConfigError(Message("rag.bad_url", {"url": url}), key="endpoint.url")
        self.url = url  # used for the request only; messages, names and records show `endpoint`
        self.endpoint = redact(url)
        self.timeout = timeout
        self.question_field = question_field or "question"
        self.max_question_length = max_question_length
        self.extra = dict(extra or {})
        self.headers = dict(headers or {})
        self._secrets = tuple(v.split()[-1] for k, v in self.headers.items()
                              if k.lower() in ("authorization", "x-api-key", "api-key") and v.strip())
        self.name = f"endpoint:{self.endpoint}"

    def ask(self, question: str) -> AskResult:
        import httpx  # lazy: httpx costs 36 ms at import (measured, benchmarks/import_costs.py)

        question = validate_question(question, self.max_question_length)
        body = {**self.extra, self.question_field: question}
        where = f"RAG endpoint {self.endpoint}"
        t0 = time.perf_counter()
        try:
            response = httpx.post(self.url, json=body, headers=self.headers, timeout=self.timeout)
        except Exception as exc:  # every transport failure, mapped once (earag.backends.http)
            raise map_error(exc, where, timeout=self.timeout, secrets=self._secrets) from None
        elapsed = time.perf_counter() - t0
        try:
            data = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            data = None
            parsed = False
        else:
            parsed = True
        if response.status_code >= 400:
            said = {"where": redact(where, self._secrets), "status": response.status_code,
                    "detail": redact(str(_error_text(response, data)), self._secrets)}
            raise EndpointHTTPError(Message("backend.http_status_message", said), response.status_code, data)
        if not parsed:
            ctype = response.headers.get("content-type", "no content type")
            raise BackendOutputError(Message("rag.not_json", {"where": where, "status": response.status_code,
                                                              "ctype": ctype, "body": response.text[:200]}))
        answer, contexts, entities, retrieved = parse_rag_response(data, where)
        note = "" if contexts else CodedText(Message("rag.no_contexts"))
        return AskResult(question, answer, contexts, entities, self.name, note, retrieved, elapsed, raw=data)


def _error_text(response, data: Any) -> str:
    """Seed 002's error body ("error", "message", "field") in one line, or the start of a non-JSON body."""
    if isinstance(data, dict):
        parts = [str(data[k]) for k in ("error", "message") if data.get(k)]
        if data.get("field"):
            parts.append(f"field={data['field']}")
        if parts:
            return " — ".join(parts)
        return json.dumps(data, ensure_ascii=False)[:300]
    return (response.text or response.reason_phrase or "").strip()[:300]
