"""The indexed paths (names, judge candidates, POS blocks, extraction cache) give exactly what all pairs gave."""
from __future__ import annotations

import random
import threading

import pytest
from rapidfuzz import fuzz, process

from earag.metrics.dimensions.faithfulness import judge as J
from earag.nlp.entities import merge_entities
from earag.nlp.matching import GENERIC_AFFIXES, NameIndex, NameMatcher, _strip_affixes, find_match, names_match
from earag.nlp.text import bigram_recall, normalize

CORES = ["税务", "总局", "研发", "费用", "加计", "扣除", "小微", "企业", "横琴", "合作区", "数据", "出境", "管理", "委员会",
         "增值税", "留抵", "退税", "财政部", "人社", "社保", "公积金"]
NOISE = ["", " ", "《", "》", "（", "）", "·", "Ａ", "a", "1"]


def _random_names(rng: random.Random, n: int) -> list[str]:
    names = []
    for _ in range(n):
        parts = rng.sample(CORES, rng.randint(1, 4))
        if rng.random() < 0.4:
            parts.insert(0, rng.choice(GENERIC_AFFIXES))
        if rng.random() < 0.4:
            parts.append(rng.choice(GENERIC_AFFIXES))
        name = "".join(parts)
        if rng.random() < 0.3:  # a typo: one character dropped or changed (the fuzzy remainder)
            i = rng.randrange(len(name))
            name = name[:i] + rng.choice(["", "税", "局", name[i]]) + name[i + 1 :]
        if rng.random() < 0.2:
            name = rng.choice(NOISE) + name + rng.choice(NOISE)
        names.append(name if rng.random() > 0.02 else rng.choice(NOISE))
    return names


def _old_merge(names, mode="fuzzy", threshold=85.0):
    out = []
    for name in names:
        if name and find_match(name, out, mode, threshold) is None:
            out.append(name)
    return out


def _old_lookup(index: NameIndex, mention: str):
    """NameIndex.lookup as a scan of every key in order (the implementation before the indexes)."""
    if index.mode == "exact":
        return index._exact.get(mention)
    key = normalize(mention)
    if not key:
        return None
    if key in index._exact:
        return index._exact[key]
    stripped = _strip_affixes(key)
    best, best_len = None, 0
    for k, s in zip(index._keys, index._stripped):
        if s == stripped:
            return index._exact[k]
        short, long_ = (stripped, s) if len(stripped) <= len(s) else (s, stripped)
        if len(short) >= 2 and short in long_ and len(short) / len(long_) >= 0.6 and len(s) > best_len:
            best, best_len = index._exact[k], len(s)
    if best is not None:
        return best
    hit = process.extractOne(key, index._keys, scorer=fuzz.ratio, score_cutoff=index.threshold)
    return index._exact[hit[0]] if hit else None


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("mode,threshold", [("fuzzy", 85.0), ("fuzzy", 60.0), ("exact", 85.0)])
def test_name_matcher_is_find_match_on_every_name(seed, mode, threshold):
    rng = random.Random(seed)
    candidates = _random_names(rng, 120)
    queries = _random_names(rng, 200) + candidates[:40]
    matcher = NameMatcher(candidates, mode, threshold)
    for q in queries:
        expected = find_match(q, candidates, mode, threshold)
        assert matcher.first(q) == expected, q
        assert matcher.matches(q) == (expected is not None), q


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("mode,threshold", [("fuzzy", 85.0), ("fuzzy", 70.0), ("exact", 85.0)])
def test_merge_entities_is_the_pairwise_merge(seed, mode, threshold):
    names = _random_names(random.Random(100 + seed), 400)
    assert merge_entities(names, mode, threshold) == _old_merge(names, mode, threshold)


@pytest.mark.parametrize("seed", range(6))
def test_name_index_lookup_is_the_scan(seed):
    rng = random.Random(200 + seed)
    names = _random_names(rng, 150)
    aliases = {n: _random_names(rng, rng.randint(0, 2)) for n in names if n.strip()}
    for mode in ("fuzzy", "exact"):
        for source in (names, aliases):
            index = NameIndex(source, mode=mode)
            for q in _random_names(rng, 150) + names[:30]:
                assert index.lookup(q) == _old_lookup(index, q), (mode, q)


def test_containment_and_affixes_cases_by_hand():
    # one name inside another (≥ 0.6 of it), affix-stripped twins, a fuzzy typo, nothing
    cands = ["国家税务总局", "研发费用加计扣除政策", "横琴粤澳深度合作区", "小微企业"]
    m = NameMatcher(cands)
    assert m.first("税务总局") == "国家税务总局" == find_match("税务总局", cands)
    assert m.first("相关研发费用加计扣除") == "研发费用加计扣除政策"
    assert m.first("横琴粤澳深度合作") == find_match("横琴粤澳深度合作", cands)
    assert m.first("完全无关的名字") is None
    assert names_match("小微企业", "小微企业政策") and m.matches("小微企业政策")


def _dense_similarities(sentence: str, ctx) -> list[tuple[int, int, list[float]]]:
    """_aligned_clauses as it was: every answer clause against every context clause."""
    out = []
    for lo, hi in J._clauses(sentence):
        norm = normalize(sentence[lo:hi])
        if len(norm) < 4 or not ctx.clauses:
            continue
        grams = J._clause_grams(sentence[lo:hi])   # the clause's bigrams without its own negations
        words = [w for w, _, _ in J._content_words(sentence, lo, hi)]
        out.append((lo, hi, [J._clause_similarity(grams, words, c) for c in ctx.clauses]))
    return out


def _samples():
    from benchmarks.scaling_data import synthetic_sample

    return [synthetic_sample(p, s, seed=seed) for p, s, seed in ((5, 5, 0), (30, 8, 1), (60, 4, 2))]


@pytest.mark.parametrize("sample", _samples(), ids=["5x5", "30x8", "60x4"])
def test_judge_candidates_through_the_index_are_all_pairs(sample):
    ctx = J._prepare(tuple(sample.contexts))
    for sent in J.split_sentences(sample.answer):
        sparse = J._aligned_clauses(sent, ctx, groups=False)
        dense = _dense_similarities(sent, ctx)
        # the bound-group filter only leaves clauses out, never changes a similarity
        for (_, _, grouped), (_, _, raw) in zip(J._aligned_clauses(sent, ctx), sparse):
            kept = grouped.at_least(0.0)
            assert kept.items() <= raw.at_least(0.0).items()
        assert [(lo, hi) for lo, hi, _ in sparse] == [(lo, hi) for lo, hi, _ in dense]
        for (_, _, sims), (_, _, full) in zip(sparse, dense):
            expanded = [0.0] * len(full)
            for k, x in sims.at_least(0.0).items():
                expanded[k] = x
            assert expanded == full  # same floats, not merely close
            assert sims.top() == max(full)
            asides = [0.0 if c.aside else x for x, c in zip(full, ctx.clauses)]
            assert sims.top(ctx.asides) == max(asides)
        # the evidence sentences: the two best by bigram recall, ties in context order
        sgrams = J._grams(normalize(sent))
        per = [len(sgrams & J._grams(n)) / len(sgrams) if sgrams else 0.0 for n in ctx.sent_norms]
        order = sorted(range(len(per)), key=lambda j: -per[j])
        shared = ctx.sent_index.counts(sgrams)
        assert shared.tolist() == [len(sgrams & J._grams(n)) for n in ctx.sent_norms]
        hit = [j for j in order[:2] if per[j] > 0]
        got = [j for j in sorted(range(len(per)), key=lambda j: (-shared[j], j))[:2] if shared[j] > 0]
        assert got == hit
    # the context-usage recall, all sentences at once
    pool = J.bigram_pool(sample.answer)
    found, sizes = ctx.sent_index.counts(pool).tolist(), ctx.sent_index.sizes.tolist()
    assert [f / s for f, s in zip(found, sizes)] == [bigram_recall(cs.text, sample.answer) for cs in ctx.sentences]


@pytest.mark.parametrize("sample", _samples(), ids=["5x5", "30x8", "60x4"])
def test_words_found_in_clauses_match_the_substring_test(sample):
    ctx = J._prepare(tuple(sample.contexts))
    words = {w for s in J.split_sentences(sample.answer) for w, _, _ in J._content_words(s)} | {"税", "企业", "不超过"}
    for w in words:
        expected = [k for k, c in enumerate(ctx.clauses)
                    if w in c.norm or any(x in c.norm for x in J._SYNONYMS.get(w, ()))]
        assert J._clauses_saying(w, ctx).tolist() == expected, w


def test_stated_facts_through_families_are_the_full_scan():
    from earag.nlp.facts import extract_facts, same_value

    sample = _samples()[1]
    ctx = J._prepare(tuple(sample.contexts))
    probes = "5%、5成、百分之五、第12条、12条、3年、36个月、三个、2024年、2024年3月1日、300万元、100、20%、二〇二四年、5.8级"
    for fact in extract_facts(sample.answer + probes):
        assert J._stated(fact, ctx) == any(same_value(fact, c, ctx.years) for c in ctx.facts), fact


def test_pos_blocks_give_jiebas_own_tags():
    from earag.nlp.entities import OfflineExtractor

    tok = OfflineExtractor().tokenizer
    plain = tok._pos   # jieba's POS tokenizer of this dictionary, cutting the whole text at once
    texts = [s.answer for s in _samples()] + [c for s in _samples() for c in s.contexts[:5]] + [
        "", " ", "1.研发费用加计扣除 2024年 abc def\r\n  x", "Hello, 世界 3.5% ＡＢＣ", "a_b#c&d+e.f 国家税务总局"]
    for text in texts + texts:  # the second time every block comes from the cache
        assert tok.pos_cut(text) == [(p.word, p.flag) for p in plain.cut(text)]


def test_extraction_cache_returns_fresh_equal_lists_across_threads():
    from earag.nlp.entities import OfflineExtractor

    ex = OfflineExtractor()
    text = "企业可享受研发费用加计扣除政策，由国家税务总局负责。"
    first = ex.extract(text)
    first.append("changed by the caller")
    results = []
    threads = [threading.Thread(target=lambda: results.append(ex.extract(text))) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r == first[:-1] for r in results) and first[:-1]
    ex.CACHE_SIZE = 2
    for k in range(5):
        ex.extract(f"第{k}条规定由财政部负责。")
    assert len(ex._cache) <= 2


def test_facts_found_from_their_first_characters_are_finditers():
    """extract_facts tries its regex only where a match can begin: the same matches as finditer everywhere."""
    import gzip
    import json
    from pathlib import Path

    from earag.nlp import facts as F

    root = Path(__file__).resolve().parents[2] / "data"
    texts = [json.loads(line)["text"] for line in (root / "corpus" / "policy_corpus.jsonl").read_text(
        encoding="utf-8").splitlines() if line.strip()]
    for line in gzip.decompress((root / "judge" / "pairs.jsonl.gz").read_bytes()).decode("utf-8").splitlines():
        pair = json.loads(line)
        texts += [pair["faithful"], pair["hallucinated"]]
    rng = random.Random(11)
    alphabet = "0123456789０１２.,%％-~至到年月日号第条款项万亿千百十一二两三四五六七八九零〇半元个天周小时（）〔〕[]【】 税率百分之点级"
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40))) for _ in range(3000)]
    for text in texts:
        src = text.translate(F._WIDTH)
        assert [(m.span(), m.groupdict()) for m in F._fact_matches(src)] == \
            [(m.span(), m.groupdict()) for m in F._FACT_RE.finditer(src)], text


def test_prepared_contexts_are_kept_by_characters():
    """Repeated contexts are prepared once; the cache holds as many as fit its character budget, newest first."""
    cache = J._PreparedCache(budget=100)
    a, b, c = ("甲" * 40,), ("乙" * 40,), ("丙" * 40,)
    first = cache(a)
    assert cache(a) is first and len(cache) == 1
    cache(b)
    assert len(cache) == 2
    cache(c)   # 123 characters with a: the oldest goes
    assert len(cache) == 2 and cache(b) is not None and a not in cache._items
    big = ("丁" * 500,)
    assert cache(big).text == big[0] and len(cache) == 1   # a sample larger than the budget is still kept alone
    cache.cache_clear()
    assert len(cache) == 0


def test_char_ngram_vectors_are_the_cell_by_cell_sums():
    """The embedder sums a text's n-gram weights per cell before writing them: the float32 cells of adding them
    one by one (the earlier code), on samples of every size."""
    import numpy as np

    from earag.backends.embeddings.local import _STOP_CHARS, CharNgramEmbedder, _normalise_rows

    emb = CharNgramEmbedder()
    texts = [s.answer for s in _samples()] + [c for s in _samples() for c in s.contexts[:3]] + ["", "税", "ab"]
    out = np.zeros((len(texts), emb.dim), dtype=np.float32)
    for row, text in enumerate(texts):
        norm = "".join(ch for ch in normalize(text) if ch not in _STOP_CHARS)
        for n, weight in ((1, 0.5), (2, 1.0), (3, 1.0)):
            for i in range(len(norm) - n + 1):
                out[row, emb._index(norm[i : i + n])] += weight
    np.log1p(out, out=out)
    assert np.array_equal(emb.embed(texts), _normalise_rows(out))


def _old_spread_in(name: str, text: str) -> bool:
    """_spread_in as a loop over the occurrences of the first character (before the regex)."""
    if len(name) < 3:
        return False
    limit = 2 * len(name) + 2
    start = text.find(name[0])
    while start >= 0:
        pos, ok = start + 1, True
        for ch in name[1:]:
            pos = text.find(ch, pos, start + limit)
            if pos < 0:
                ok = False
                break
            pos += 1
        if ok:
            return True
        start = text.find(name[0], start + 1)
    return False


def test_spread_names_found_by_regex_are_the_loops():
    rng = random.Random(13)
    alphabet = "国家税务总局横琴合作区财政部]^-\\\\.*"
    for _ in range(4000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 80)))
        name = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 7)))
        assert J._spread_in(name, text) == _old_spread_in(name, text), (name, text)
    for sample in _samples():
        ctx = normalize("\n".join(sample.contexts))
        for name in ("国家税务总局", "横琴合作区", "财政部税务司", "数据出境管理局", "研发费用扣除"):
            assert J._spread_in(name, ctx) == _old_spread_in(name, ctx)


@pytest.mark.parametrize("sample", _samples(), ids=["5x5", "30x8", "60x4"])
def test_counts_of_many_keys_are_the_set_intersections(sample):
    """Table.counts with a whole text's bigrams (the vectorised path) and with a sentence's (the small path)."""
    ctx = J._prepare(tuple(sample.contexts))
    for keys in (J.bigram_pool("".join(sample.contexts[:3]) + sample.answer), J._grams(normalize(sample.answer[:20]))):
        expected = [len(keys & J._grams(n)) for n in ctx.sent_norms]
        assert ctx.sent_index.counts(keys).tolist() == expected
    assert len(J.bigram_pool("".join(sample.contexts[:3]) + sample.answer)) >= 256


@pytest.mark.parametrize("mode,threshold", [("fuzzy", 85.0), ("fuzzy", 60.0), ("exact", 85.0)])
def test_merge_of_repeated_names_is_the_pairwise_merge(mode, threshold):
    """Context entity lists repeat names (the same terms in many passages): names met again are skipped, with the
    same result as matching each again (also for names that normalise to nothing)."""
    rng = random.Random(300)
    names = _random_names(rng, 150)
    repeated = [rng.choice(names) for _ in range(600)] + NOISE * 3
    rng.shuffle(repeated)
    assert merge_entities(repeated, mode, threshold) == _old_merge(repeated, mode, threshold)


def test_abbreviation_scan_finds_what_the_pattern_found():
    """clause_values._abbreviated (a scan) gives the starts re.finditer gave with the per-word pattern it replaced,
    on random clauses of a few characters (repeats, negations, the edges of the CJK block, non-Chinese)."""
    import re

    from earag.metrics.dimensions.faithfulness.detectors.clause_values import _abbreviated

    rng = random.Random(19)
    alphabet = "重新评估复核审查非不无未，a1" + "\u4e00\u9fff\u4dff\ua000"
    cjk = [ch for ch in alphabet if "\u4e00" <= ch <= "\u9fff"]
    for _ in range(20000):
        first, last = rng.choice(cjk), rng.choice(cjk)
        clause = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        pattern = re.escape(first) + r"[\u4e00-\u9fff]{1,2}" + re.escape(last)
        assert list(_abbreviated(first, last, clause)) == [m.start() for m in re.finditer(pattern, clause)], clause


def test_content_words_are_the_same_cached():
    """words._all_content_words memoised per text returns what the uncached reading of the POS tokens gives."""
    from earag.metrics.dimensions.faithfulness import words as W

    for text in ("小微企业可以享受增值税留抵退税政策。", "研发费用加计扣除比例为100%，不含3家。", "", "Tax 税务总局"):
        assert W._all_content_words(text) == W._all_content_words.__wrapped__(text)
        assert W._all_content_words(text) is W._all_content_words(text)


def test_bound_values_read_once_per_text_are_the_same():
    """values._bound_values over the clauses read once per text (`_valued_clauses`) gives the values the clause by
    clause reading gave (the code before the memo, kept here)."""
    from earag.metrics.dimensions.faithfulness.detectors import values as V
    from earag.nlp.facts import extract_facts

    def before(fact, sentence, texts, family, per_unit=False):
        start, end = V._clause_of(fact, sentence)
        own = sentence[start:end]
        mine = V._digitless_grams(own)
        if len(mine) < 2:
            mine = V._digitless_grams(sentence)
        best, top = [], 0
        for text in texts:
            cuts = [0, *(m.end() for m in V._CUT.finditer(text)), len(text) + 1]
            for a, b in zip(cuts, cuts[1:]):
                clause = text[a:b - 1]
                vals = [float(f.value) for f in extract_facts(clause) if f.family == family
                        and isinstance(f.value, (int, float)) and not V._OLD_BEFORE.search(clause[:f.start])]
                if not vals or clause.strip() == own.strip() or (per_unit and not V._PER_UNIT.search(clause)):
                    continue
                got = len(mine & V._digitless_grams(clause))
                if got > top:
                    best, top = vals, got
                elif got == top and got > 0:
                    best += vals
        return best

    texts = ("初级每科56元，中级每科68元，高级每科88元（原为60元）。", "住院报销80%，门诊报销50%；每人每年最多3次。",
             "考试费：初级2科共112元, 中级3科共204元。", "The studio flat rents for $1,150 a month and the one-bedroom for $1,480.",
             "上浮20%后为96元，原来为80元", "")
    sentences = ["初级2科共112元，中级3科共204元。", "上浮20%，为每晚96元", "每科多12元，住院报销80%", "$1,480 a month"]
    for sentence in sentences:
        for fact in extract_facts(sentence):
            for family in {fact.family, "percent", "discount", "bare"}:
                for per_unit in (False, True):
                    assert V._bound_values(fact, sentence, texts, family, per_unit) == \
                        before(fact, sentence, texts, family, per_unit), (sentence, fact, family)


def test_literal_scans_find_what_the_patterns_found():
    """text.occurrences and items._apart (scans) give what re.finditer(re.escape(word)) and the pattern of two
    characters with two to six of one clause between them gave, on random texts (stops, repeats, the empty word)."""
    import re

    from earag.metrics.dimensions.faithfulness.detectors.items import _apart
    from earag.nlp.text import occurrences

    rng = random.Random(5)
    alphabet = "累计向境外提供超过不，,；;。\na"
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 16)))
        first, last = rng.choice(alphabet), rng.choice(alphabet)
        pattern = f"{re.escape(first)}[^，,；;。]{{2,6}}?{re.escape(last)}"
        assert _apart(first, last, text) == bool(re.search(pattern, text)), (first, last, text)
        word = "".join(rng.choice(alphabet[:8]) for _ in range(rng.randint(0, 3)))
        assert occurrences(word, text) == [m.start() for m in re.finditer(re.escape(word), text)], (word, text)


def test_substitution_prefilter_drops_only_what_the_alignment_drops():
    """substitution._replaced counts the characters two texts share before aligning them: no alignment matches more,
    so a pair that count leaves short of the copy's shares is one the alignment leaves short too."""
    from collections import Counter
    from difflib import SequenceMatcher

    from earag.metrics.dimensions.faithfulness.detectors import substitution as S

    rng = random.Random(7)
    alphabet = "向统筹地区社会保险行政部门提出设区的市级劳动能力鉴定委员会不未"
    for _ in range(3000):
        theirs = "".join(rng.choice(alphabet) for _ in range(rng.randint(6, 30)))
        ours = "".join(ch for ch in theirs if rng.random() > 0.2) + "".join(rng.choice(alphabet)
                                                                            for _ in range(rng.randint(0, 6)))
        matched = sum(b.size for b in SequenceMatcher(None, ours, theirs, autojunk=False).get_matching_blocks())
        assert matched <= sum((Counter(ours) & Counter(theirs)).values())
        if matched < S.MIN_COPIED * len(ours) or matched < S.MIN_COVERED * len(theirs):
            assert S._replaced(ours, theirs) == []


def test_binding_word_lookup_is_the_same_cached():
    """subjects._says memoised per (word, clause) answers as the uncached lookup does."""
    from earag.metrics.dimensions.faithfulness.detectors.subjects import _says

    for word, text in (("局长", "李四担任副局长"), ("副局长", "李四担任副局长"), ("补贴", "王芳每月补贴600元"),
                       ("tax", "The Tax Office"), ("罚款", "处以罚款"), ("", "任何")):
        assert _says(word, text) == _says.__wrapped__(word, text)
