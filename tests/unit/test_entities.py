"""Offline extraction, fuzzy matching and the entity analysis, on literal Chinese text."""
import pytest

from earag.nlp.entities import OfflineExtractor, analyse_entities, merge_entities
from earag.nlp.matching import NameIndex, names_match


@pytest.fixture(scope="module")
def extractor():
    return OfflineExtractor(lexicon=None, graph_names={"国家税务总局": "机构组织", "中小企业": "行业领域",
                                                       "增值税": "政策名称", "华侨经济文化合作试验区": "地理位置"})


def names(entities):
    return [e.name for e in entities]


def test_patterns_titles_articles_and_graph_names(extractor):
    text = "根据《中华人民共和国公司法》第二十六条，国家税务总局对中小企业实行增值税优惠。"
    found = {e.name: e.type for e in extractor.extract(text)}
    assert found["中华人民共和国公司法"] == "政策名称"
    assert found["第二十六条"] == "法律条款"
    assert found["国家税务总局"] == "机构组织"
    assert "中小企业" in found and "增值税" in found


def test_noun_chains_with_a_policy_head_become_entities(extractor):
    found = names(extractor.extract("企业研发费用加计扣除政策如何申请？"))
    assert any(n.endswith("扣除政策") for n in found)
    assert "企业" not in found and "申请" not in found  # generic words are not entities


def test_numbers_are_not_entities(extractor):
    assert names(extractor.extract("税率为25%，限额100万元，2023年1月1日起")) == []


@pytest.mark.parametrize("a,b,same", [
    ("税收优惠政策", "税收优惠", True),
    ("《中华人民共和国公司法》", "中华人民共和国公司法", True),
    ("ＡＢＣ公司", "abc公司", True),
    ("国家税务总局", "国家税务局", True),
    ("企业", "中小企业", False),
    ("增值税", "个人所得税", False),
])
def test_fuzzy_matching(a, b, same):
    assert names_match(a, b) is same


def test_exact_mode_is_the_seeds_set_intersection():
    assert not names_match("税收优惠政策", "税收优惠", mode="exact")
    assert names_match("税收优惠", "税收优惠", mode="exact")


def test_name_index_resolves_aliases():
    ix = NameIndex({"国家税务总局": ["税务总局"], "国家发展和改革委员会": ["国家发改委", "发改委"]})
    assert ix.lookup("税务总局") == "国家税务总局"
    assert ix.lookup("发改委") == "国家发展和改革委员会"
    assert ix.lookup("财政部") is None
    assert merge_entities(["税收优惠", "税收优惠政策", "增值税"]) == ["税收优惠", "增值税"]


def test_analysis_flags_missing_unverified_and_unsupported():
    ea = analyse_entities(
        ["中小企业", "税收优惠政策"], ["中小企业", "国家中小企业税收管理局"], ["中小企业", "税收优惠"],
        answer="中小企业由国家中小企业税收管理局负责。", contexts=["中小企业可享受税收优惠。"],
        graph_lookup={"中小企业": "中小企业", "国家中小企业税收管理局": None},
        answer_entity_types={"中小企业": "行业领域", "国家中小企业税收管理局": "机构组织"},
    )
    assert ea.covered_entities == ["中小企业"] and ea.missing_entities == ["税收优惠政策"]
    assert ea.context_covered == ["中小企业", "税收优惠政策"]
    assert ea.unverified_entities == ["国家中小企业税收管理局"]
    assert ea.unsupported_entities == ["国家中小企业税收管理局"]
    assert ea.unmatched_ratio == 0.5
    checks = {c["entity"]: (c["in_context"], c["in_graph"]) for c in ea.answer_entity_checks}
    assert checks == {"中小企业": (True, True), "国家中小企业税收管理局": (False, False)}


def test_graph_check_uses_sample_entities_and_the_graph_and_skips_concepts():
    kw = dict(answer="财政部发布，研发活动适用。", contexts=[], mode="fuzzy",
              answer_entity_types={"财政部": "机构组织", "研发活动": "", "税务总局": "机构组织"})
    # known to the graph though not in the sample's list: verified (either source suffices)
    ea = analyse_entities([], ["财政部", "研发活动"], [], graph_lookup={"财政部": "财政部", "研发活动": None},
                          sample_graph_entities=["税务总局"], **kw)
    assert ea.unverified_entities == []
    checks = {c["entity"]: c["in_graph"] for c in ea.answer_entity_checks}
    assert checks == {"财政部": True, "研发活动": None}  # a concept is not checked against the graph
    assert ea.unmatched_ratio == 0.0
    # the seed's exact mode checks every answer entity against the sample's graph entities
    exact = analyse_entities([], ["财政部", "研发活动"], [], graph_lookup=None, sample_graph_entities=["税务总局"],
                             **{**kw, "mode": "exact"})
    assert exact.unverified_entities == ["财政部", "研发活动"] and exact.unmatched_ratio == 1.0


def test_no_graph_means_no_penalty():
    no_graph = analyse_entities([], ["财政部"], [], graph_lookup=None, answer="财政部发布。", contexts=[],
                                answer_entity_types={"财政部": "机构组织"})
    assert no_graph.unmatched_ratio == 0.0 and not no_graph.graph_available
    assert no_graph.unsupported_entities == ["财政部"]  # neither context nor graph backs it


def test_split_long_term_counts_as_mentioned():
    from earag.nlp.matching import mentioned_in

    assert mentioned_in("研发费用加计扣除", "实际发生的研发费用，再按100%在税前加计扣除")
    assert not mentioned_in("研发费用加计扣除", "研发人员的工资")


@pytest.fixture(scope="module")
def lexicon_extractor():
    return OfflineExtractor()  # the shipped policy lexicon, as the evaluator uses it


def test_an_invented_agency_is_one_entity_and_its_real_prefix_is_not_extracted_apart(extractor):
    found = names(extractor.extract("由国家税务总局华侨专项办公室负责审批。"))
    assert "国家税务总局华侨专项办公室" in found
    assert "国家税务总局" not in found and "华侨" not in found
    # the real agency mentioned on its own elsewhere in the text is still an entity
    found = names(extractor.extract("国家税务总局华侨专项办公室与国家税务总局联合发文。"))
    assert "国家税务总局华侨专项办公室" in found and "国家税务总局" in found


@pytest.mark.parametrize("text,junk,wanted", [
    ("按25%的税率征收企业所得税。", "税率征收企业所得税", "企业所得税"),
    ("该项目需经财政部审批。", "项目需经财政部审批", "财政部"),
    ("根据国家数据出境管理总局规定，数据出境需申报。", "国家数据出境管理总局规定", "国家数据出境管理总局"),
])
def test_chains_do_not_swallow_verbs_or_clauses(lexicon_extractor, text, junk, wanted):
    found = names(lexicon_extractor.extract(text))
    assert wanted in found
    assert junk not in found and not any("需经" in n or n.endswith("规定") and "总局" in n for n in found)


def test_name_spans_find_people_agencies_places_and_laws_with_offsets():
    from earag.nlp.entities import name_spans
    from earag.nlp.tokenizer import tokenizer_for

    tok = tokenizer_for(None)
    text = "张伟表示，深圳市科技创新委员会和海关总署税收优惠审核处参照对外贸易法执行；线路长1318公里。"
    found = name_spans(text, tok)
    assert [(n, t) for n, t, _, _ in found] == [("张伟", "人名"), ("深圳市科技创新委员会", "机构组织"),
                                               ("海关总署税收优惠审核处", "机构组织"), ("对外贸易法", "法律条款")]
    assert all(text[s:e] == n for n, _, s, e in found)
    assert name_spans("企业依法办理，按照规定的方法申请。", tok) == []


@pytest.mark.parametrize("text,name,junk", [
    ("本市的大病保险交给商业保险公司承办。", "商业保险公司", "大病保险交给商业保险公司"),
    ("企业年金的受托管理交由养老保险公司负责。", "养老保险公司", "受托管理交由养老保险公司"),
    ("案件材料移交区人民检察院审查。", "区人民检察院", "案件材料移交区人民检察院"),
])
def test_a_verb_of_handing_over_ends_what_precedes_the_body(text, name, junk):
    from earag.nlp.entities import name_spans
    from earag.nlp.tokenizer import tokenizer_for

    found = [n for n, _, _, _ in name_spans(text, tokenizer_for(None))]
    assert name in found and junk not in found


@pytest.mark.parametrize("text", ["低保家庭子女就读民办幼儿园的，不享受保教费补助。", "困难家庭子女考入公办学校的，发放补助。",
                                  "本届博览会的主办单位为市商务局。"])
def test_ban_as_a_verb_ends_no_organisation(text):
    # 办 ends an office's abbreviation (市政府办), not 民办 / 公办 / 主办: 家庭子女就读民办 is no organisation
    from earag.nlp.entities import name_spans
    from earag.nlp.tokenizer import tokenizer_for

    found = [n for n, _, _, _ in name_spans(text, tokenizer_for(None))]
    assert not any(n.endswith(("民办", "公办", "主办")) for n in found), found


def test_an_entrusted_body_keeps_its_name():
    from earag.nlp.entities import name_spans
    from earag.nlp.tokenizer import tokenizer_for

    found = [n for n, _, _, _ in name_spans("审核通过后，由受委托银行办理资金划转。", tokenizer_for(None))]
    assert any(n.endswith("委托银行") for n in found)   # (jieba leaves 受 apart: 委托银行)


@pytest.mark.parametrize("text,wanted", [
    ("根据国家税务总局华侨专项办公室和财政部乡村振兴特别司的规定，企业需提交申请。",
     ["国家税务总局华侨专项办公室", "财政部乡村振兴特别司"]),
    ("根据国家税务总局华侨专项办公室和财政部乡村振兴特别司联合发布的最新补充规定，企业还需每季度报送经营情况。",
     ["国家税务总局华侨专项办公室", "财政部乡村振兴特别司"]),
])
def test_two_invented_agencies_are_both_kept_whole(lexicon_extractor, text, wanted):
    from earag.metrics.dimensions.faithfulness.words import _pos, _tokenizer
    from earag.nlp.entities import name_spans

    found = names(lexicon_extractor.extract(text))
    assert all(w in found for w in wanted)
    assert "财政部" not in found and "华侨" not in found  # the real prefixes are not shown apart (as verified)
    assert [n for n, _, _, _ in name_spans(text, _tokenizer(), _pos(text))] == wanted


@pytest.mark.parametrize("text,junk", [
    ("横琴岛位于珠海市，与澳门隔河相望。", "横琴岛位于珠海市"),
    ("企业税负会有所降低。", "税负会有所"),
    ("也可以在线上平台办，但同一个人不能重复申请。", "平台办"),
])
def test_bridging_to_an_agency_head_only_follows_an_agency(lexicon_extractor, text, junk):
    assert junk not in names(lexicon_extractor.extract(text))


def test_generic_procedures_are_not_entities(lexicon_extractor):
    found = names(lexicon_extractor.extract("需要提交相关材料进行审批。该项目需经财政部审批，再办理备案。"))
    assert "审批" not in found and "备案" not in found
    assert "财政部" in found  # named things stay



# The extraction as one pass over a text's tokens (before it went run by run between punctuation, memoised per run).
from earag.nlp.entities import (  # noqa: E402
    _CHAIN_BREAKERS,
    _CHAIN_TAGS,
    _GENERIC,
    _HEADS,
    _LIGHT_VERBS,
    _PATTERNS,
    _QUESTION_WORDS,
    _SINGLE_HEAD_FLAGS,
    _SINGLE_HEADS,
    _STOP,
    _TAG_TYPES,
    Entity,
    _after_agency,
    _is_org_token,
    all_generic,
    bridges_to_head,
    head_type,
)
from earag.nlp.text import normalize  # noqa: E402


def _single_pass(self, text):
    found: dict[str, Entity] = {}
    found_keys: set[str] = set()             # the normalised names in `found`
    where: list[tuple[str, int, int]] = []   # (name, start, end) of every mention, to drop names inside names

    def add(name: str, etype: str, start: int = -1, end: int = -1, titled: bool = False) -> None:
        name = name.strip()
        key = normalize(name)
        if len(key) < 2 or name in _STOP or key in _STOP:
            return
        if key in _GENERIC and etype not in ("政策名称", "机构组织", "地理位置", "法律条款"):
            return  # 审批 alone is a procedure, not a named thing
        if (etype == "政策名称" and len(key) >= 4 and not titled and key not in self._known_norm
                and all_generic(key)):
            return  # 法律规定: generic words only, no policy named
        where.append((name, start, end))
        if key not in found_keys:
            found[name] = Entity(name, etype)
            found_keys.add(key)

    text = text or ""
    for pattern, etype in _PATTERNS:
        for m in pattern.finditer(text):
            add(m.group(0).strip("《》"), etype, m.start(), m.end(), m.group(0).startswith("《"))
    pairs = self.tokenizer.pos_spans(text)
    chain: list[tuple[str, str, int, int]] = []

    def flush() -> None:
        while chain and chain[-1][1] == "v" and not chain[-1][0].endswith(_HEADS):
            chain.pop()  # a term does not end in a plain verb
        # an agency's name ends at its head: 国家数据出境管理总局规定 → 国家数据出境管理总局
        org_end = max((k for k, (w, _, _, _) in enumerate(chain)
                       if _is_org_token(w) or (k >= 2 and w in _SINGLE_HEADS)), default=-1)
        if org_end >= 1 and org_end < len(chain) - 1:
            del chain[org_end + 1 :]
        while chain and (chain[0][1] in ("v", "vn") or chain[0][0] in _STOP and chain[0][0] != "国家"
                         and len(chain) > 2):
            chain.pop(0)  # nor does it start with a verb
        # A chain made only of terms already extracted adds nothing but a duplicate of them.
        novel = [w for w, _, _, _ in chain if normalize(w) not in self._known_norm and w not in _STOP]
        if len(chain) >= 2 and novel:
            s, e = chain[0][2], chain[-1][3]
            words = text[s:e]
            agency = org_end == len(chain) - 1 >= 1
            if len(words) <= 24 and (words.endswith(_HEADS) or agency) and not words.startswith(_QUESTION_WORDS):
                add(words, head_type(words) or "机构组织", s, e)
        chain.clear()

    for k, (word, flag, start, end) in enumerate(pairs):
        norm = normalize(word)
        if norm.startswith(_QUESTION_WORDS) or word in _CHAIN_BREAKERS:
            flush()
            continue
        if norm in self._known_norm:
            add(word, self._known_norm[norm], start, end)
        elif flag in _TAG_TYPES and len(norm) >= 2:
            add(word, _TAG_TYPES[flag], start, end)
        nxt = pairs[k + 1] if k + 1 < len(pairs) else None
        # a verb followed by a known term is a verb and its object (税率 征收 企业所得税), not part of a name
        takes_object = nxt is not None and (normalize(nxt[0]) in self._known_norm or nxt[1] in _TAG_TYPES)
        inner_verb = flag == "v" and len(word) == 2 and word not in _LIGHT_VERBS and chain and not takes_object
        bridge = _after_agency(chain) and (bridges_to_head(pairs, k)
                                           or (word in _SINGLE_HEADS and flag in _SINGLE_HEAD_FLAGS))
        if flag == "v" and takes_object and not bridge:
            flush()
        elif flag in _CHAIN_TAGS or inner_verb or bridge:
            chain.append((word, flag, start, end))
        else:
            flush()
    flush()
    # a name inside a longer extracted name is not a mention of its own (the real prefix of an invented agency)
    # (only inside names of agencies and places: 增值税 stays an entity of its own inside 增值税优惠)
    spans = [(s, e) for n, s, e in where if s >= 0 and head_type(n) in ("机构组织", "地理位置")]
    alone = {name for name, s, e in where
             if s < 0 or not any(ls <= s and e <= le and le - ls > e - s for ls, le in spans)}
    return [ent for name, ent in found.items() if name in alone]


def _texts():
    import gzip
    import json
    import random
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "data"
    texts = [json.loads(line)["text"] for line in (root / "corpus" / "policy_corpus.jsonl").read_text(
        encoding="utf-8").splitlines() if line.strip()]
    for line in gzip.decompress((root / "judge" / "pairs.jsonl.gz").read_bytes()).decode("utf-8").splitlines():
        pair = json.loads(line)
        texts += [pair["faithful"], pair["hallucinated"], *pair["contexts"]]
    rng = random.Random(5)   # passages cut anywhere, so runs start and end mid-sentence
    joined = "".join(texts[:40])
    texts += [joined[i : i + rng.randint(1, 120)] for i in (rng.randrange(len(joined)) for _ in range(400))]
    return texts + ["", "。", "，，", "国家税务总局。", "由财政部乡村振兴特别司负责，国家数据出境管理总局规定"]


@pytest.mark.parametrize("graph", [False, True], ids=["lexicon", "lexicon+graph"])
def test_extraction_run_by_run_is_the_single_pass(graph):
    from earag.backends.graph.file import FileGraph
    from earag.config import load_settings

    names = {}
    if graph:
        nodes = FileGraph(load_settings().backends.graph.resolved_path()).nodes
        names = {n.name: n.label for n in nodes.values()}
    ex = OfflineExtractor(graph_names=names)
    for text in _texts():
        ex._cache.clear()
        assert ex.extract(text) == _single_pass(ex, text), text
    assert ex._runs   # the runs were memoised ...
    for text in _texts()[:200]:
        ex._cache.clear()
        assert ex.extract(text) == _single_pass(ex, text), text   # ... and the memo gives the same terms


def test_a_lexicon_entry_of_punctuation_falls_back_to_one_run(tmp_path):
    lexicon = tmp_path / "terms.txt"
    lexicon.write_text("——\n研发费用加计扣除 20000 zc\n", encoding="utf-8")
    ex = OfflineExtractor(lexicon=lexicon)
    assert "" in ex._known_norm
    text = "企业享受研发费用加计扣除，税率征收——由国家税务总局负责。"
    assert ex.extract(text) == _single_pass(ex, text)
    assert len(list(ex._segments(ex.tokenizer.pos_spans(text)))) == 1
