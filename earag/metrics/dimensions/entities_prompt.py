"""The entity-extraction prompt and reply schema behind entity coverage and sufficiency (seed 000's entity types).

One call extracts the entities of the question, the answer and the contexts; the evaluator keeps only names that occur
in their text. The three texts are untrusted data, each in an escaped block (earag.metrics.prompt.data_block).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field

from earag.metrics.prompt import DATA_NOTICE, Prompt, data_block

# 1: 【问题】/【回答】/【上下文】 headings. 2: escaped data blocks and the data-not-instructions notice.
PROMPT_VERSION = "entities/2"

EntityType = Literal["政策名称", "机构组织", "地理位置", "法律条款", "行业领域"]


class ExtractedEntity(BaseModel):
    name: str = Field(min_length=1, max_length=60, description="实体在原文中的写法")
    type: EntityType


class SampleEntities(BaseModel):
    """Entities of the question, the answer and the contexts, from one call (seed 000's entity types)."""

    question_entities: list[ExtractedEntity]
    answer_entities: list[ExtractedEntity]
    context_entities: list[ExtractedEntity]


def entity_prompt(question: str, answer: str, contexts: Sequence[str], limit: int = 1000) -> Prompt[SampleEntities]:
    """Each text cut to `limit` characters (the configured max text length) and delimited."""
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
