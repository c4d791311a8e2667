"""Prompts for the LLM judge, each kept with the pydantic schema its answer must satisfy."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from pydantic import BaseModel, Field

from earag.nlp.text import truncate

EntityType = Literal["政策名称", "机构组织", "地理位置", "法律条款", "行业领域"]
M = TypeVar("M", bound=BaseModel)


class ExtractedEntity(BaseModel):
    name: str = Field(min_length=1, max_length=60, description="实体在原文中的写法")
    type: EntityType


class SampleEntities(BaseModel):
    """Entities of the question, the answer and the contexts, from one call (seed 000's entity types)."""

    question_entities: list[ExtractedEntity]
    answer_entities: list[ExtractedEntity]
    context_entities: list[ExtractedEntity]


class SentenceSupportVerdict(BaseModel):
    """Seed 001's Sentence_Support_Verdication, with the sentence number so verdicts align with our split."""

    index: int = Field(ge=1, description="句子编号")
    sentence: str = Field(description="回答的某个句子的原始内容。")
    sentence_supported_reasoning: str = Field(description="分析该句子是否能得到上下文中任意一句话的支持。")
    sentence_supported_verdication: int = Field(ge=0, le=1, description="如果该句子能得到上下文中任意一句话的支持,为1,否则为0。")


class SentenceSupportVerdicts(BaseModel):
    verdications: list[SentenceSupportVerdict] = Field(description="一组句子和对应的是否被上下文支持的判断")


@dataclass(frozen=True)
class Prompt(Generic[M]):
    text: str
    schema: type[M]


def entity_prompt(question: str, answer: str, contexts: Sequence[str], limit: int = 1000) -> Prompt[SampleEntities]:
    ctx = truncate("\n".join(contexts), limit)
    text = (
        "你是政策法规领域的实体抽取助手。请分别从下面的【问题】【回答】【上下文】中抽取关键政策实体。\n"
        "实体类型：政策名称、机构组织、地理位置、法律条款、行业领域。\n"
        "要求：实体必须按原文写法逐字抽取，不要改写、不要补充原文没有的实体；数字、金额、日期不是实体；"
        "每个实体标注类型。只输出符合给定JSON schema的JSON对象。\n\n"
        f"【问题】\n{truncate(question, limit)}\n\n【回答】\n{truncate(answer, limit)}\n\n【上下文】\n{ctx}\n"
    )
    return Prompt(text, SampleEntities)


def support_prompt(sentences: Sequence[str], contexts: Sequence[str], limit: int = 1000) -> Prompt[SentenceSupportVerdicts]:
    """Seed 001's prompt: judge every numbered answer sentence against the context."""
    ctx = truncate("\n".join(contexts), limit * 3)
    numbered = "\n".join(f"{i}. {s}" for i, s in enumerate(sentences, 1))
    text = (
        "给定一段上下文和一个回答，分析回答的每个语句，并判断该语句是否得到上下文的支持，"
        "若得到支持则判断为1，若没有得到支持则判断为0。数字、日期、机构名称与上下文不一致，"
        "或上下文中找不到依据的语句，都判断为0。对每个编号的语句各给出一个判断，index 与编号一致。\n"
        "只输出符合给定JSON schema的JSON对象。\n\n"
        f"[上下文-开始]\n{ctx}\n[上下文-结束]\n\n[回答-开始]\n{numbered}\n[回答-结束]\n"
    )
    return Prompt(text, SentenceSupportVerdicts)
