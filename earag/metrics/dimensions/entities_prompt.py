"""The entity-extraction prompt and reply schema behind entity coverage and sufficiency (seed 000's entity types).

One call extracts the entities of the question, the answer and the contexts; the evaluator keeps only names that occur
in their text. The three texts are untrusted data, each in an escaped block (earag.metrics.prompt.data_block).

An English answer (language "en", earag.nlp.language) gets English instructions and an English schema
(`SampleEntitiesEn`, types policy/organization/place/law/sector); `entity_type` maps those back to seed 000's types.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field

from earag.metrics.prompt import DATA_NOTICE, DATA_NOTICE_EN, Prompt, data_block

# 1: 【问题】/【回答】/【上下文】 headings. 2: escaped data blocks and the data-not-instructions notice.
PROMPT_VERSION = "entities/2"
PROMPT_VERSION_EN = "entities.en/1"

EntityType = Literal["政策名称", "机构组织", "地理位置", "法律条款", "行业领域"]
EntityTypeEn = Literal["policy", "organization", "place", "law", "sector"]
# The English schema's types as seed 000's (what the entity analysis and the graph check read)
EN_TYPES = {"policy": "政策名称", "organization": "机构组织", "place": "地理位置", "law": "法律条款", "sector": "行业领域"}


def entity_type(name: str) -> str:
    """Seed 000's type of an extracted entity's type, whichever schema it came from."""
    return EN_TYPES.get(name, name)


class ExtractedEntity(BaseModel):
    name: str = Field(min_length=1, max_length=60, description="实体在原文中的写法")
    type: EntityType


class SampleEntities(BaseModel):
    """Entities of the question, the answer and the contexts, from one call (seed 000's entity types)."""

    question_entities: list[ExtractedEntity]
    answer_entities: list[ExtractedEntity]
    context_entities: list[ExtractedEntity]


class ExtractedEntityEn(BaseModel):
    name: str = Field(min_length=1, max_length=60, description="the entity exactly as written in the text")
    type: EntityTypeEn


class SampleEntitiesEn(BaseModel):
    """The English schema of SampleEntities (same field names, English descriptions and types)."""

    question_entities: list[ExtractedEntityEn]
    answer_entities: list[ExtractedEntityEn]
    context_entities: list[ExtractedEntityEn]


ENTITY_RULES_EN = (
    "Entity types: policy, organization, place, law, sector.\n"
    "Rules: copy every entity exactly as written in its text, without rewording and without adding entities the "
    "text does not contain; write organization names in full as the text does, never split them or keep only a part "
    "(drop a leading \"the\" and possessives); numbers, amounts and dates are not entities; give each entity a type.\n"
)


def entity_prompt(question: str, answer: str, contexts: Sequence[str], limit: int = 1000,
                  language: str = "zh") -> Prompt[SampleEntities] | Prompt[SampleEntitiesEn]:
    """Each text cut to `limit` characters (the configured max text length) and delimited; English instructions
    and schema when the answer's `language` is "en"."""
    if language == "en":
        return Prompt(
            "You extract the key policy entities for a policy and regulation QA check. Extract them separately from "
            "the three data blocks below: [Question], [Answer] and [Contexts].\n"
            f"{ENTITY_RULES_EN}{DATA_NOTICE_EN}\n"
            "Output only a JSON object that follows the given JSON schema.\n\n"
            f"{data_block('Question', question, limit, 'en')}\n\n"
            f"{data_block('Answer', answer, limit, 'en')}\n\n"
            f"{data_block('Contexts', chr(10).join(contexts), limit, 'en')}\n",
            SampleEntitiesEn, PROMPT_VERSION_EN)
    text = (
        "你是政策法规领域的实体抽取助手。请分别从下面的[问题][回答][上下文]三个数据块中抽取关键政策实体。\n"
        "实体类型：政策名称、机构组织、地理位置、法律条款、行业领域。\n"
        "要求：实体必须按原文写法逐字抽取，不要改写、不要补充原文没有的实体；机构名称按原文完整写出，"
        "不要拆开，也不要只取其中一部分；数字、金额、日期不是实体；每个实体标注类型。\n"
        f"{DATA_NOTICE}\n"
        "只输出符合给定JSON schema的JSON对象。\n\n"
        f"{data_block('问题', question, limit)}\n\n"
        f"{data_block('回答', answer, limit)}\n\n"
        f"{data_block('上下文', chr(10).join(contexts), limit)}\n"
    )
    return Prompt(text, SampleEntities, PROMPT_VERSION)
