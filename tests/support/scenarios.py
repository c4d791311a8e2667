"""Shared scenario of the LLM-judge tests: one sample, the scripted judge's entities and verdicts, and a router."""
import re

from earag.types import EvaluationSample
from tests.support.ollama_stub import Reply

MODEL = "qwen2.5:7b"
SAMPLE = EvaluationSample(
    question="企业注册资本要求",
    answer="注册资本最低100万元。需要验资报告。",
    contexts=["根据《中华人民共和国公司法》，有限责任公司注册资本实行认缴制，一般不再规定最低注册资本，也不再要求验资报告。"],
)
ENTITIES = {
    "question_entities": [{"name": "注册资本", "type": "法律条款"}],
    "answer_entities": [{"name": "注册资本", "type": "法律条款"}, {"name": "验资报告", "type": "法律条款"},
                        {"name": "国家注册资本管理局", "type": "机构组织"}],  # not in the answer: must be dropped
    "context_entities": [{"name": "中华人民共和国公司法", "type": "法律条款"}, {"name": "注册资本", "type": "法律条款"}],
}
VERDICTS = {"verdications": [
    {"index": 1, "sentence": "注册资本最低100万元。", "sentence_supported_reasoning": "上下文说不再规定最低注册资本", "sentence_supported_verdication": 0},
    {"index": 2, "sentence": "需要验资报告。", "sentence_supported_reasoning": "上下文说不再要求验资报告", "sentence_supported_verdication": 0},
]}


def prompt_sentences(request) -> list[str]:
    """The numbered answer sentences of a sentence-support prompt (what a model reads in its answer block)."""
    text = "\n".join(m.get("content", "") for m in request.get("messages") or [] if isinstance(m, dict))
    block = re.search(r"\[(?:回答-开始|Answer-begin)\]\n(.*?)\n\[(?:回答-结束|Answer-end)\]", text, re.S)
    return [m.group(1) for m in re.finditer(r"^\d+\. (.*)$", block.group(1), re.M)] if block else []


def verdicts_for(request) -> dict:
    """VERDICTS for this scenario's sentences; any other sentence is judged supported — as a model reading the
    prompt would answer, each verdict echoes the sentence it is about."""
    known = {v["sentence"]: v for v in VERDICTS["verdications"]}
    out = []
    for i, sentence in enumerate(prompt_sentences(request), 1):
        v = dict(known.get(sentence) or {"sentence": sentence, "sentence_supported_reasoning": "上下文支持该句",
                                          "sentence_supported_verdication": 1})
        v["index"] = i
        out.append(v)
    return {"verdications": out}


def entities_for(request) -> dict:
    """ENTITIES with the types of the schema asked for: an English prompt's schema has English entity types."""
    if "ExtractedEntityEn" not in (request.get("format") or {}).get("$defs", {}):
        return ENTITIES
    from earag.metrics.dimensions.entities_prompt import EN_TYPES

    english = {zh: en for en, zh in EN_TYPES.items()}
    return {k: [{**e, "type": english[e["type"]]} for e in v] for k, v in ENTITIES.items()}


def route(request):
    """Answer by the schema the client asked for, as a real model constrained by `format=` would: the combined
    schema (entities and verdicts, one call) gets both, each two-call schema its part."""
    props = (request.get("format") or {}).get("properties", {})
    if "question_entities" in props and "verdications" in props:
        return Reply.json({**entities_for(request), **verdicts_for(request)})
    if "question_entities" in props:
        return Reply.json(entities_for(request))
    if "verdications" in props:
        return Reply.json(verdicts_for(request))
    return Reply.error(400, "unexpected request")


def combined_router(router):
    """`router` (which answers the two-call path's entity and verdict schemas) also answering the combined schema
    of the one-call path: its entity reply and its verdict reply in one JSON object, as a model asked for both
    would write them. An error or other non-JSON reply of either part is returned as it is."""
    import json

    def answer(request):
        fmt = request.get("format") or {}
        props = fmt.get("properties", {})
        if not ("question_entities" in props and "verdications" in props):
            return router(request)
        merged: dict = {}
        for verdicts in (False, True):
            part = {k: v for k, v in props.items() if (k == "verdications") == verdicts}
            reply = router({**request, "format": {**fmt, "properties": part}})
            if reply.kind != "content":
                return reply
            try:
                merged.update(json.loads(reply.content))
            except ValueError:
                return reply
        return Reply.json(merged)

    return answer
