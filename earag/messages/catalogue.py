"""The one catalogue of library messages: per code the Chinese and English template and the stored language.

`stored` is the language the library writes the message in (records, str(exception), the API's default answer):
"zh", "en", "pair" ("中文 (english)", seed 002's bilingual input errors) or "legacy" (its own `legacy` template,
for a text that was neither). Templates use str.format fields;
numbers go through earag.messages.number (a format spec such as {v:.2f} is kept), lists are joined with 、 or ", " (lists of
messages with ；/"; ", and a list field written {name:comma} with ，/", ").
Add a code with `_add`; a code defined twice fails at import, and tests/unit/test_messages.py fails when a code
lacks a language or no source file emits it.
"""
from __future__ import annotations

from dataclasses import dataclass

LANGS = ("zh", "en")


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
        raise ValueError(f"message code {code!r} is defined twice in earag/messages/catalogue.py")
    if stored not in (*LANGS, "pair", "legacy") or (stored == "legacy") != bool(legacy):
        raise ValueError(f"message code {code!r}: stored must be zh, en, pair or legacy (with its template)")
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

# --- input files and rows (earag/runs/datasets.py) --------------------------------------------------------------
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
_add("span.value_missing", "上下文中没有{answer}", "not in the contexts: {answer}", "zh")
_add("span.quoted_differs", "上下文为“{context}”，答案为“{answer}”", "the contexts say “{context}”, the answer says “{answer}”",
     "zh")
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
_add("graph.coverage_part", "{name} {value:.2f}", "{name} {value:.2f}", "zh")
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

# --- result files and sample data (earag/runs/exports.py, earag/report.py, earag/samples) ------------------------
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
_add("rag.no_contexts", "接口未返回检索上下文（查找了 context、contexts、sources）",
     "the endpoint returned no contexts (looked for context, contexts, sources)", "legacy",
     legacy="接口未返回检索上下文 / the endpoint returned no contexts (looked for context, contexts, sources)")
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
