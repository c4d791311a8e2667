"""The one jieba loader: shared instances, user words with tags, offsets into the text, safe from threads."""
from concurrent.futures import ThreadPoolExecutor

from earag.nlp import tokenizer
from earag.nlp.tokenizer import STOPWORDS, cut, default_tokenizer, pos_cut, tokenizer_for

TEXT = "小微企业可以申请创业担保贷款，不需要验资报告。"


def test_the_plain_instance_is_shared_and_cuts_without_changing_the_text():
    assert tokenizer_for(None) is tokenizer_for({}) is default_tokenizer()
    words = cut(TEXT)
    assert "".join(words) == TEXT and "贷款" in words
    assert [w for w, _ in pos_cut(TEXT)] == words
    assert set(cut("研究生命起源", search=True)) >= {"研究", "生命", "起源"}


def test_user_words_are_kept_whole_with_their_tag_and_instances_are_reused_by_content():
    words = {"创业担保贷款": (20000, "zc")}
    tok = tokenizer_for(words)
    assert tok is tokenizer_for(dict(words)) and tok is not default_tokenizer()
    assert ("创业担保贷款", "zc") in tok.pos_cut(TEXT)
    assert "创业担保贷款" not in default_tokenizer().cut(TEXT)  # the shared plain instance is untouched


def test_pos_spans_are_offsets_into_the_text():
    spans = tokenizer_for({"创业担保贷款": (20000, "zc")}).pos_spans(TEXT)
    assert all(TEXT[s:e] == w for w, _, s, e in spans)
    assert ("创业担保贷款", "zc", 8, 14) in spans


def test_concurrent_calls_give_the_serial_answer():
    texts = [TEXT, "企业所得税减按20%征收。", "退休以后可以提取住房公积金吗？"] * 20
    serial = [cut(t) for t in texts]
    with ThreadPoolExecutor(8) as pool:
        assert list(pool.map(cut, texts)) == serial


def test_one_stopword_list_keeps_negations_and_content_characters():
    assert {"的", "了", "如何", "the"} <= STOPWORDS
    assert not {"不", "没有", "未", "无", "税", "费"} & STOPWORDS
    from earag import answerer
    from earag.metrics import answer_quality

    assert answerer.STOPWORDS is STOPWORDS is answer_quality.STOPWORDS is tokenizer.STOPWORDS


def _corpus_texts():
    import gzip
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "data"
    texts = [json.loads(line)["text"] for line in (root / "corpus" / "policy_corpus.jsonl").read_text(
        encoding="utf-8").splitlines() if line.strip()]
    for line in gzip.decompress((root / "judge" / "pairs.jsonl.gz").read_bytes()).decode("utf-8").splitlines()[:150]:
        pair = json.loads(line)
        texts += [pair["faithful"], pair["hallucinated"], *pair["contexts"]]
    return texts


def _noise(texts, n, seed=3):
    """Random strings of the corpus's characters with letters, digits, spaces and full-width forms: many runs of
    characters jieba's dictionary does not know (its hidden-Markov path) and odd block boundaries."""
    import random

    rng = random.Random(seed)
    chars = "".join(texts[:20]) + "abcXYZ123.5_+#&  \r\n\t，。、％１２３ＡＢ鿐䶵"
    return ["".join(rng.choice(chars) for _ in range(rng.randint(0, 30))) for _ in range(n)]


def test_tags_are_jiebas_own_on_the_corpus_and_on_noise():
    """The block tagger (word graph, best route and hidden-Markov step re-implemented) against jieba.posseg itself,
    with and without user words, on every corpus text and on random strings."""
    from earag.nlp.entities import OfflineExtractor

    texts = _corpus_texts()
    texts += _noise(texts, 400)
    for tok in (OfflineExtractor().tokenizer, default_tokenizer()):
        tok._blocks.clear()
        tok._hmm.clear()
        reference = tok._pos   # jieba.posseg.POSTokenizer over the same dictionary and user words
        expected: dict[str, list[tuple[str, str]]] = {}  # jieba's tags per distinct text (the judge pairs repeat
        for text in texts:                               # contexts: 478 texts, 247 distinct); ours cut every time
            if text not in expected:
                expected[text] = [(p.word, p.flag) for p in reference.cut(text)]
            assert tok.pos_cut(text) == expected[text], text


def test_viterbi_route_is_jiebas_on_random_runs():
    """_HMMTagger.route is jieba.posseg.viterbi.viterbi's route: same states, ties broken the same way."""
    import random

    from jieba.posseg import char_state_tab_P, emit_P, start_P, trans_P
    from jieba.posseg.viterbi import viterbi

    tagger = tokenizer._HMMTagger()
    chars = [c for c in "".join(_corpus_texts()[:30]) if "\u4e00" <= c <= "\u9fd5"] + ["鿐", "龥", "㐀"]
    rng = random.Random(7)
    for _ in range(400):
        run = "".join(rng.choice(chars) for _ in range(rng.randint(1, 10)))
        assert tagger.route(run) == viterbi(run, char_state_tab_P, start_P, trans_P, emit_P)[1], run


def test_hmm_memo_is_bounded():
    tagger = tokenizer._HMMTagger(cache_size=3)
    runs = ["鿐䶵", "龥鿐", "䶵龥鿐", "鿐鿐", "龥龥"]
    first = [tagger.cut(r) for r in runs]
    assert len(tagger._memo) == 3
    assert [tagger.cut(r) for r in runs] == first
