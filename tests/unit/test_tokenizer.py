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
