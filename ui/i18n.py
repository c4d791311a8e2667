"""Dashboard texts in Chinese (default) and English: `t(key, lang, **fields)`."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from earag.enums import Level, ProvenanceStatus, RunStatus
from earag.errors import EaragError
from earag.messages import CodedText, Message
from earag.messages import join as join_messages
from earag.messages import render as render_message

LANGUAGES = {"zh": "中文", "en": "English"}

ZH: dict[str, str] = {
    # navigation and page headers
    "nav.home": "首页", "nav.evaluate": "单条评估", "nav.batch": "批量评估", "nav.tuning": "权重调优",
    "nav.compare": "对比分析", "nav.graph": "知识图谱", "nav.settings": "系统设置",
    "home.title": "EARAG Studio",
    "home.caption": "面向政策法规问答的实体感知 RAG 答案评估",
    "evaluate.title": "单条评估",
    "batch.title": "批量评估", "batch.caption": "上传数据集（CSV/JSON/JSONL/Excel），逐条评估并保存，筛选、下钻与导出结果",
    "tuning.title": "权重调优", "tuning.caption": "调整权重与阈值即时重新评分（不调用 LLM），对照人工标注拟合权重并保存",
    "compare.title": "对比分析", "compare.caption": "比较两次评估结果：各维度均值与置信区间、逐题配对差异",
    "graph.title": "知识图谱", "graph.caption": "查看当前使用的知识图谱、搜索实体、浏览样本实体周围的子图",
    "settings.title": "系统设置", "settings.caption": "当前配置、后端状态与延迟、会话内覆盖设置与缓存",
    # home
    "home.status": "后端状态", "home.status_note": "状态每 30 秒刷新一次；在「系统设置」中可立即刷新或更换后端。",
    "home.try": "快速体验", "home.single_title": "评估一条示例问答",
    "home.single_desc": "载入示例集中的第一条问答，打开「单条评估」页并预填所有字段。",
    "home.load_single": "载入示例问答", "home.set_title": "批量评估示例数据集",
    "home.load_set": "载入示例数据集", "home.pages": "功能页面",
    # backends and status
    "backend.llm": "LLM 评审", "backend.embeddings": "嵌入模型", "backend.graph": "知识图谱",
    "backend.entities": "实体抽取", "backend.faithfulness_judge": "忠实度评审",
    "status.card_ok": "已连接", "status.card_fallback": "使用回退方案",
    "status.in_use": "使用中", "status.configured": "配置", "status.latency": "延迟",
    "status.reason": "说明", "status.graph_size": "节点 {nodes} 个，边 {edges} 条",
    "side.backends": "后端", "side.in_use": "已连接",
    "side.offline_mode": "离线模式：不调用 LLM，使用规则抽取与句子重合度评审。",
    "spinner.backends": "正在准备评估器与后端…",
    # errors
    "err.somewhere": "本页", "err.field": "字段 {field}", "err.row": "第 {row} 行",
    "err.input": "输入有误（{where}，位置：{loc}）：{msg}",
    "err.earag": "{where}失败（{kind}）：{msg}",
    "err.evaluator_released": "{where}已中断：设置在评估过程中被更改，本页使用的评估器已被释放。请重新运行——已评估完成的结果都已保存，批量评估可从中断处继续。",
    "err.unexpected": "{where}出现意外错误（{kind}）：{msg}。页面其余部分仍可使用。",
    "err.where_config": "读取配置", "err.where_backends": "连接后端", "err.where_samples": "载入示例数据",
    "err.where_evaluate": "评估", "err.where_ask": "获取答案", "err.where_dataset": "读取数据集 {name}",
    "err.where_upload": "读取上传文件 {name}",
    # dimensions, levels, risk
    "dim.entity_coverage": "实体覆盖率", "dim.faithfulness": "事实忠实度", "dim.relevancy": "答案相关性",
    "dim.sufficiency": "上下文充分性", "dim.hallucination": "幻觉率", "dim.overall": "整体评分",
    "yes": "有", "no": "无",
    # single evaluation
    "eval.mode": "输入方式", "eval.mode.manual": "手动输入", "eval.mode.sample": "从示例集选择",
    "eval.mode.ask": "提问生成答案",
    "eval.load_example": "载入示例答案", "eval.question": "问题", "eval.answer": "答案",
    "eval.entities": "图谱实体（可选，逗号分隔）",
    "eval.entities_help": "留空时使用配置的知识图谱核验答案实体；填写后以这些实体为准（与种子文档一致）。",
    "eval.pick": "选择样本", "eval.human_label": "人工标注：{level}（{score}）",
    "eval.ask_source": "答案来源", "eval.ask.demo": "内置演示问答（政策语料检索）",
    "eval.ask.endpoint": "我的 RAG 接口", "eval.endpoint_url": "RAG 接口地址（POST {\"question\": ...}）",
    "eval.ask_button": "获取答案", "eval.asking": "正在检索并生成答案…", "eval.note": "说明",
    "eval.run": "评估", "eval.running": "正在评估…", "eval.answer_source": "答案来源：{source}", "eval.result_for": "评估结果 ·",
    # result views
    "res.overall": "整体评分", "res.overall_help": "加权求和后截断到 0–1。后端：{backends}",
    "res.profile": "评分方案：{profile}（等级线 优秀 ≥ {a} · 良好 ≥ {b} · 一般 ≥ {c}）",
    "profile.seed": "种子方案（种子 000 的权重）", "profile.calibrated": "校准方案（按人工标注交叉验证拟合，按忠实度门控）",
    "profile.custom": "自定义权重",
    "res.level": "质量等级", "res.time": "处理耗时",
    "res.warning_on": "质量警告：整体评分低于阈值，建议改进后再使用",
    "res.warning_off": "无质量警告",
    "res.dim_help": "后端：{backend}；状态：{status}；回退原因：{reason}",
    "res.gauge_caption": "分区：低 < 0.2 · 中 0.2–0.5 · 高 > 0.5；蓝线为配置阈值。评审：{backend}",
    "res.backends_used": "各维度使用的后端",
    "res.entity_diff": "实体覆盖对比", "res.entity_source": "实体抽取：{source} · 图谱核验：{graph}",
    "res.sentences": "答案逐句核验", "res.sentences_source": "绿色=有上下文支持，红色=缺少支持；标记处为无依据的片段，理由写在句子下方。评审：{judge}",
    "res.reasons": "逐句判定理由", "res.context_usage": "上下文句子：答案用到的与未用到的",
    "col.metric": "指标",
    "batch.any": "全部", "tune.col_old_score": "原评分", "tune.col_new_score": "新评分", "tune.col_change": "变化",
    "tune.col_old_level": "原等级", "tune.col_new_level": "新等级", "set.llm_provider": "评审提供方",
    "set.base_url": "OpenAI 兼容接口地址", "batch.file_caption": "文件：{name} · 编码：{encoding}",
    "res.diagnosis": "诊断与建议", "res.no_recs": "无改进建议。", "res.download_json": "下载完整结果 JSON",
    "col.dimension": "维度", "col.backend": "后端", "col.status": "状态", "col.reason": "原因",
    "col.sentence": "句子", "col.supported": "支持", "col.evidence": "最接近的证据", "col.question": "问题",
    "col.human_score": "人工评分", "col.human_level": "人工等级", "col.time": "耗时", "col.error": "错误",
    "ent.question_entities": "问题实体", "ent.answer_entities": "答案实体",
    "ent.cat.both": "答案与上下文均覆盖", "ent.cat.context_only": "仅上下文覆盖（答案遗漏）",
    "ent.cat.answer_only": "仅答案覆盖（上下文缺失）", "ent.cat.neither": "均未覆盖",
    "ent.verified": "已核验（上下文或图谱支持）", "ent.unverified": "未核验（上下文与图谱均无）",
    "ent.ctx": "上下文", "ent.graph": "图谱", "ent.marks": "✓ 找到 ✗ 未找到 — 不做图谱核验（通用术语或无图谱）",
    "ent.none": "（无）",
    "sent.supported": "有支持", "sent.unsupported": "缺少支持", "sent.unjudged": "未判定（无上下文）", "sent.not_counted": "不计入（套话，无可核对内容）", "sent.none": "（没有可判定的句子）",
    "ctx.none": "（没有上下文）", "ctx.passage": "第 {n} 段", "ctx.used": "答案用到", "ctx.unused": "答案未用到",
    # charts
    "chart.scores": "维度得分",
    "chart.thresholds": "阈值", "chart.radar_title": "维度雷达图（越大越好）", "chart.risk_title": "幻觉风险",
    "chart.mean": "平均得分", "chart.mean_radar_title": "平均维度雷达图", "chart.hist_title": "得分分布",
    "chart.levels_title": "质量等级分布", "chart.count": "数量", "chart.corr_title": "维度相关系数",
    "chart.level_dist_title": "调整前后的等级分布", "chart.confusion_title": "混淆矩阵",
    "chart.confusion_hover": "人工 %{y} · 预测 %{x}: %{z}", "chart.predicted": "预测等级", "chart.human": "人工等级",
    "chart.compare_means_title": "各维度均值（误差线为 {pct}% 置信区间）", "chart.paired_title": "逐题配对差异 B − A",
    "chart.scatter_title": "逐题整体评分 A → B（对角线以上为变好）",
    # batch
    "batch.upload": "上传数据集（CSV / TSV / JSON / JSONL / Excel）", "batch.load_sample": "载入示例数据集",
    "batch.mapping": "列映射", "batch.mapping_help": "列名与标准字段不同时在此指定；问题列与答案列（*）必填。",
    "batch.rows": "总行数", "batch.valid": "有效", "batch.invalid": "无效",
    "batch.labels": "人工标注", "batch.bad_rows": "{n} 行无法评估（按行号列出原因），其余行照常评估：",
    "batch.run": "开始评估", "batch.resume": "继续评估（跳过已完成）", "batch.cancel": "取消",
    "batch.starting": "正在启动…",
    "batch.empty": "上传一个数据集，或点击「载入示例数据集」。",
    "batch.results": "评估结果 · {name}", "batch.n_records": "记录数", "batch.n_scored": "已评分",
    "batch.n_errors": "错误", "batch.mean_overall": "平均整体评分", "batch.n_warning": "质量警告",
    "batch.fallback_counts": "回退次数：", "batch.tab_table": "结果表与详情", "batch.tab_charts": "汇总图表",
    "batch.tab_export": "导出", "batch.filter_level": "按质量等级筛选", "batch.filter_below": "未达阈值的维度",
    "batch.filter_text": "搜索 ID / 问题 / 答案", "batch.shown": "显示 {n} / {total} 条；点击列标题排序，选中一行查看详情。",
    "batch.drill": "查看单条详情", "batch.no_scored": "还没有评分成功的结果。",
    "batch.export_help": "导出全部结果记录（CSV 与 Excel 为扁平表，JSONL 保留完整评估）。",
    "batch.export_as": "导出 {fmt}",
    # tuning
    "tune.upload": "上传结果 JSONL", "tune.use_batch": "使用批量评估结果", "tune.run_sample": "离线运行示例数据集",
    "tune.running_sample": "正在离线评估示例数据集…",
    "tune.empty": "先在「批量评估」运行一个数据集，或上传结果 JSONL，或点击「离线运行示例数据集」。",
    "tune.source": "结果来源：{source} · 已评分 {n} 条", "tune.weights": "维度权重",
    "tune.reset": "恢复配置值",
    "tune.mean_before": "平均整体评分（原始）", "tune.mean_after": "平均整体评分（调整后）",
    "tune.warnings_after": "质量警告（调整后）", "tune.changed": "等级变化的样本",
    "tune.changed_rows": "等级发生变化的样本", "tune.before": "调整前", "tune.after": "调整后",
    "tune.agreement": "与人工标注的一致性", "tune.before_was": "调整前：{v}",
    "tune.agreement_note": "等级指标基于 {n} 条带等级的样本，相关系数基于 {n_scored} 条带人工评分的样本；箭头为相对原始评分的变化。",
    "tune.confusion_before": "混淆矩阵（调整前）", "tune.confusion_after": "混淆矩阵（调整后）",
    "tune.fit": "按人工标注拟合权重", "tune.apply_fit": "应用拟合的权重",
    "tune.fit_note": "有界最小二乘拟合（幻觉率权重限定为负，其余为正），共 {n} 条。「交叉验证」为 {folds} 折留出样本上的一致性，是对新数据的合理预期；「样本内」偏乐观。各折标准差大说明该权重不稳定。",
    "tune.no_labels": "这些结果没有人工标注（human_score / human_level），无法计算一致性或拟合权重。",
    "tune.save": "保存配置", "tune.download": "下载 YAML", "tune.write_tuned": "写入 {path}",
    "tune.confirm_overwrite": "我确认要覆盖 {path}（会保留 .bak 备份）", "tune.overwrite": "覆盖 {path}",
    "tune.written": "已写入 {path}", "tune.yaml_preview": "预览 YAML",
    "fit.train": "拟合权重·样本内", "fit.cross_validated": "拟合权重·交叉验证",
    "fit.original": "当前", "fit.fitted": "拟合", "fit.fold_std": "各折标准差", "fit.evaluation": "评估方式",
    "agr.accuracy": "等级准确率", "agr.kappa": "Cohen's κ", "agr.weighted_kappa": "加权 κ",
    "agr.spearman": "Spearman ρ", "agr.kendall": "Kendall τ",
    # compare
    "cmp.source": "结果来源", "cmp.source.upload": "上传两个 JSONL",
    "cmp.run_a": "结果 A（基准）", "cmp.run_b": "结果 B（对比）", "cmp.load": "读取结果",
    "cmp.compare": "对比", "cmp.matched": "配对题数",
    "cmp.key": "按 {key} 配对", "cmp.mean_a": "A 平均整体评分", "cmp.mean_b": "B 平均整体评分",
    "cmp.better": "B 更好的题", "cmp.worse": "B 更差的题", "cmp.backends": "A 后端：{a} ｜ B 后端：{b}",
    "cmp.better_list": "变好的题（{n}）", "cmp.same_n": "不变", "cmp.level_a": "A 等级", "cmp.level_b": "B 等级", "cmp.worse_list": "变差的题（{n}）",
    "cmp.unmatched": "未配对：仅 A 有 {a} 条，仅 B 有 {b} 条。",
    # graph
    "graph.none": "当前没有可用的知识图谱：{reason}", "graph.where": "读取知识图谱", "graph.source": "图谱来源",
    "graph.nodes": "实体数", "graph.edges": "关系数", "graph.chunks": "文本块", "graph.n_labels": "实体类型数", "graph.labels": "实体类型：",
    "graph.fallback": "配置的图谱不可用，正在使用回退图谱：{reason}",
    "graph.search": "实体搜索", "graph.search_box": "输入实体名称或别名", "graph.no_hits": "没有匹配的实体。",
    "graph.subgraph": "子图浏览", "graph.seed_from": "围绕哪些实体",
    "graph.seed.result": "当前评估结果", "graph.seed.sample": "示例样本", "graph.seed.search": "搜索结果",
    "graph.result_q": "问题：{q}", "graph.depth": "扩展跳数",
    "graph.no_focus": "这些实体在图谱中都找不到。", "graph.sub_size": "子图：{nodes} 个实体，{edges} 条关系；中心实体：{focus}",
    "graph.verified": "答案实体·已核验", "graph.unverified": "答案实体·图谱中未找到",
    "graph.not_in_graph": "图谱中没有这个实体",
    "graph.marks_note": "绿色外环：答案实体在图谱中得到核验；红色叉号：答案实体在图谱中找不到。",
    # extra metrics (earag.metrics): names, groups, the picker and the result views
    "metric.em": "精确匹配 EM", "metric.f1": "F1 分数", "metric.response_coherence": "答案连贯性",
    "metric.factual_consistency": "事实一致性", "metric.answer_comprehensiveness": "答案全面性",
    "metric.answer_supported_precision": "回答句子支持率", "metric.context_supported_precision": "上下文句子支持率",
    "metric.retrieval_precision": "检索精确率", "metric.retrieval_utilization": "检索利用率",
    "metric.retrieval_latency": "检索延迟", "metric.chunk_utilization": "文本块利用率",
    "metric.graph_entity_coverage": "图实体覆盖率", "metric.graph_coverage": "图覆盖率",
    "metric.relationship_utilization": "关系利用率", "metric.subgraph_quality": "子图质量",
    "metric.community_relevance": "社区相关性", "metric.earag_overall": "EARAG 综合评分",
    "mgroup.answer_quality": "答案质量", "mgroup.context_support": "上下文支持", "mgroup.retrieval": "检索",
    "mgroup.graph": "图谱", "mgroup.earag": "EARAG 维度", "mgroup.other": "其他",
    "layer.rule": "规则", "layer.llm": "LLM", "layer.none": "无得分",
    "llm_status.not_needed": "未触发 LLM", "llm_status.no_llm": "未配置 LLM", "llm_status.ok": "LLM 已评分",
    "llm_status.unavailable": "LLM 不可用", "llm_status.timeout": "LLM 超时", "llm_status.error": "LLM 输出无效",
    "mpick.expander": "附加指标 · 已选 {n} 项 · 每个样本最多 {calls} 次 LLM 调用",
    "mpick.label": "与每次评估一起计算的指标（可按分组或全部选择）", "mpick.placeholder": "不计算附加指标",
    "mpick.all": "全部指标（{n} 项）", "mpick.group": "{group} · 整组（{n} 项）", "mpick.item": "{group} · {label}",
    "mpick.cost": "每个样本最多 {n} 次 LLM 调用", "mpick.cost_detail": "核心评估 {core} 次 + 附加指标 {metrics} 次",
    "mpick.cost_offline": "离线模式：不调用 LLM，附加指标全部使用规则层",
    "mpick.none": "未选择附加指标：只计算五个 EARAG 维度。",
    "mpick.missing_note": "「缺少字段」为缺少该指标所需字段的样本数；这些样本上该指标显示为「不可用」。",
    "mpick.or": " 或 ", "mpick.nothing": "（无）",
    "col.group": "分组", "col.needs": "所需字段", "col.llm_calls": "LLM 调用/样本", "col.missing": "缺少字段",
    "col.layer": "来源", "col.rank": "排名",
    "mres.title": "更多指标",
    "mres.caption": "每个指标的得分、由哪一层得出（规则或 LLM）、LLM 状态、规则分与 LLM 分，以及原因。",
    "mres.lower_better": "越低越好", "mres.unavailable": "不可用：需要 {needs}",
    "mres.rule_llm": "规则 {rule} · LLM {llm}", "mres.group_head": "{group} · {n} 项",
    "mres.pooled": "合并得分", "mres.rank_weighted": "排名加权得分",
    "mres.pooled_help": "所有句子合并计算的支持比例", "mres.rank_weighted_help": "各文档得分按检索排名加权（{weighting}）",
    "mres.per_document": "各文档得分（按检索排名）", "mres.doc": "文档 {rank}", "mres.weight": "权重 {w}",
    "mres.verdicts": "逐句判定 · {label}", "mres.judge": "评审：{judge}",
    "mres.means_note": "均值只计有得分的样本；「不可用」的样本不计为 0。",
    "chart.metric_means_title": "附加指标均值（按分组）", "chart.metric_mean": "均值",
    "batch.load_graphrag": "载入 GraphRAG 示例", "eval.sample_file": "示例文件", "eval.ground_truth": "参考答案：{text}",
    "graph.metrics": "图谱指标", "graph.metrics_note": "当前评估结果中的图谱指标（由样本的引用实体与关系计算）。",
    "graph.colour_by": "节点着色", "graph.colour.label": "按实体类型", "graph.colour.community": "按社区",
    "graph.community": "社区 {id}", "graph.no_community": "无社区",
    # settings
    "set.overrides": "本次会话的设置", "set.overrides_help": "只作用于当前浏览器会话，不修改配置文件。",
    "set.judge_model": "评审模型（Ollama 或 OpenAI 兼容接口的模型名）", "set.llm_host": "Ollama 地址",
    "set.llm_hosts": "Ollama 地址（多个，逗号分隔）",
    "set.llm_hosts_help": "配置了 backends.llm.hosts：评审调用分摊到这些服务器（在途最少者优先），故障的会被暂时移出。在这里修改的是这份列表，只对本会话生效。",
    "set.offline": "离线模式（不调用 LLM）", "set.offline_help": "开启后实体抽取与忠实度评审使用离线规则。",
    "set.embeddings": "嵌入模型提供方",
    "set.embeddings_help": "auto：本地有 BGE-M3 则用之，否则回退；minilm：随包附带的 MiniLM；char-ngram：无需模型。",
    "set.graph_source": "知识图谱来源", "set.apply": "应用", "set.reset": "恢复配置文件的设置",
    "set.active_overrides": "生效中的覆盖：", "set.status": "后端状态与延迟", "set.refresh": "刷新状态",
    "set.cache": "缓存与统计", "set.llm_calls": "LLM 调用次数", "set.llm_calls_help": "当前评估器成功得到 LLM 回答的次数（失败与重试不计）。",
    "set.mode": "运行模式", "set.mode_offline": "离线", "set.mode_online": "在线",
    "set.clear_resource": "清空评估器缓存", "set.clear_data": "清空数据缓存",
    "set.response_cache": "模型响应缓存", "set.response_cache_off": "模型响应缓存已关闭（backends.cache.enabled）。",
    "set.rc_clear": "清空模型响应缓存",
    "set.config": "当前配置", "set.config_path": "配置文件：{path} · 调优结果写入：{tuned}",
}

EN: dict[str, str] = {
    "nav.home": "Home", "nav.evaluate": "Evaluate one", "nav.batch": "Batch", "nav.tuning": "Weight tuning",
    "nav.compare": "Compare", "nav.graph": "Knowledge graph", "nav.settings": "Settings",
    "home.title": "EARAG Studio",
    "home.caption": "Entity-aware evaluation of RAG answers for policy and regulation QA",
    "evaluate.title": "Evaluate one answer",
    "batch.title": "Batch evaluation",
    "batch.caption": "Upload a data set (CSV/JSON/JSONL/Excel), evaluate and save row by row, filter, drill down and export",
    "tuning.title": "Weight tuning",
    "tuning.caption": "Re-score instantly with new weights and thresholds (no LLM call), fit weights to human labels, save",
    "compare.title": "Compare runs", "compare.caption": "Two result sets: per-dimension means with intervals, paired per-question differences",
    "graph.title": "Knowledge graph", "graph.caption": "The graph in use, entity search and the subgraph around a sample's entities",
    "settings.title": "Settings", "settings.caption": "Configuration in effect, backend status and latency, session overrides and caches",
    "home.intro": "EARAG Studio scores answers of policy/regulation RAG systems on entity coverage, faithfulness, relevancy, context sufficiency and hallucination, "
                  "and combines them into a weighted overall score with a quality level and advice. "
                  "Every number says which backend produced it (LLM judge, embeddings, knowledge graph or offline rules); when a backend is unavailable the tool falls back and says why.",
    "home.status": "Backend status", "home.status_note": "Refreshed every 30 seconds; refresh now or change backends under Settings.",
    "home.try": "Try it", "home.single_title": "Evaluate a sample QA pair",
    "home.single_desc": "Loads the first sample and opens 'Evaluate one' with every field filled in.",
    "home.load_single": "Load sample QA", "home.set_title": "Run the sample data set",
    "home.load_set": "Load sample data set", "home.pages": "Pages",
    "backend.llm": "LLM judge", "backend.embeddings": "Embeddings", "backend.graph": "Knowledge graph",
    "backend.entities": "Entity extraction", "backend.faithfulness_judge": "Faithfulness judge",
    "status.card_ok": "Connected", "status.card_fallback": "Fallback in use",
    "status.in_use": "In use", "status.configured": "Configured", "status.latency": "Latency",
    "status.reason": "Note", "status.graph_size": "{nodes} nodes, {edges} edges",
    "side.backends": "Backends", "side.in_use": "connected",
    "side.offline_mode": "Offline mode: no LLM calls; rule-based extraction and sentence-overlap judge.",
    "spinner.backends": "Preparing the evaluator and backends…",
    "err.somewhere": "this page", "err.field": "field {field}", "err.row": "row {row}",
    "err.input": "Invalid input ({where}, at: {loc}): {msg}",
    "err.earag": "{where} failed ({kind}): {msg}",
    "err.evaluator_released": "{where} was interrupted: the settings changed while it ran, and the evaluator this page used was released. Run it again — every result already scored is kept, and a batch resumes where it stopped.",
    "err.unexpected": "Unexpected error in {where} ({kind}): {msg}. The rest of the page still works.",
    "err.where_config": "reading the configuration", "err.where_backends": "connecting the backends",
    "err.where_samples": "loading the sample data", "err.where_evaluate": "evaluation",
    "err.where_ask": "getting an answer", "err.where_dataset": "reading data set {name}",
    "err.where_upload": "reading upload {name}",
    "dim.entity_coverage": "Entity coverage", "dim.faithfulness": "Faithfulness", "dim.relevancy": "Relevancy",
    "dim.sufficiency": "Context sufficiency", "dim.hallucination": "Hallucination", "dim.overall": "Overall score",
    "yes": "yes", "no": "no",
    "eval.mode": "Input", "eval.mode.manual": "By hand", "eval.mode.sample": "From the sample set",
    "eval.mode.ask": "Ask a question",
    "eval.load_example": "Load sample answer", "eval.question": "Question", "eval.answer": "Answer",
    "eval.entities": "Graph entities (optional, comma-separated)",
    "eval.entities_help": "Empty: answer entities are checked against the configured knowledge graph; filled: these entities are used instead (as in the seed).",
    "eval.pick": "Sample", "eval.human_label": "Human label: {level} ({score})",
    "eval.ask_source": "Answer from", "eval.ask.demo": "Built-in demo QA (policy corpus retrieval)",
    "eval.ask.endpoint": "My RAG endpoint", "eval.endpoint_url": "RAG endpoint URL (POST {\"question\": ...})",
    "eval.ask_button": "Get answer", "eval.asking": "Retrieving and answering…", "eval.note": "Note",
    "eval.run": "Evaluate", "eval.running": "Evaluating…", "eval.answer_source": "Answer source: {source}", "eval.result_for": "Result ·",
    "res.overall": "Overall score", "res.overall_help": "Weighted sum clamped to 0–1. Backends: {backends}",
    "res.profile": "Scoring profile: {profile} (levels: excellent ≥ {a} · good ≥ {b} · fair ≥ {c})",
    "profile.seed": "seed (seed 000's weights)", "profile.calibrated": "calibrated (fitted on human labels, cross-validated; gated on faithfulness)",
    "profile.custom": "custom weights",
    "res.level": "Quality level", "res.time": "Processing time",
    "res.warning_on": "Quality warning: the overall score is below the threshold; improve before use",
    "res.warning_off": "No quality warning",
    "res.dim_help": "Backend: {backend}; status: {status}; fallback reason: {reason}",
    "res.gauge_caption": "Bands: low < 0.2 · medium 0.2–0.5 · high > 0.5; blue line = configured threshold. Judge: {backend}",
    "res.backends_used": "Backend per dimension",
    "res.entity_diff": "Entity coverage", "res.entity_source": "Entities: {source} · graph check: {graph}",
    "res.sentences": "Answer, sentence by sentence",
    "res.sentences_source": "Green = supported by the contexts, red = unsupported; marked text has no support, its reason is written under the sentence. Judge: {judge}",
    "res.reasons": "Reasons per sentence", "res.context_usage": "Context sentences the answer used and did not use",
    "col.metric": "Metric",
    "batch.any": "any", "tune.col_old_score": "old score", "tune.col_new_score": "new score", "tune.col_change": "change",
    "tune.col_old_level": "old level", "tune.col_new_level": "new level", "set.llm_provider": "Judge provider",
    "set.base_url": "OpenAI-compatible base URL", "batch.file_caption": "File: {name} · encoding: {encoding}",
    "res.diagnosis": "Diagnosis and advice", "res.no_recs": "No recommendations.", "res.download_json": "Download full result JSON",
    "col.dimension": "Dimension", "col.backend": "Backend", "col.status": "Status", "col.reason": "Reason",
    "col.sentence": "Sentence", "col.supported": "Supported", "col.evidence": "Closest evidence", "col.question": "Question",
    "col.human_score": "Human score", "col.human_level": "Human level", "col.time": "Time", "col.error": "Error",
    "ent.question_entities": "Question entities", "ent.answer_entities": "Answer entities",
    "ent.cat.both": "covered by answer and contexts", "ent.cat.context_only": "contexts only (answer misses it)",
    "ent.cat.answer_only": "answer only (contexts lack it)", "ent.cat.neither": "covered by neither",
    "ent.verified": "verified (contexts or graph)", "ent.unverified": "unverified (neither contexts nor graph)",
    "ent.ctx": "ctx", "ent.graph": "graph", "ent.marks": "✓ found ✗ not found — not checked against the graph (generic term, or no graph)",
    "ent.none": "(none)",
    "sent.supported": "supported", "sent.unsupported": "unsupported", "sent.unjudged": "not judged (no contexts)", "sent.not_counted": "not counted (a formula, nothing to check)", "sent.none": "(no sentence to judge)",
    "ctx.none": "(no contexts)", "ctx.passage": "Passage {n}", "ctx.used": "used by the answer", "ctx.unused": "not used",
    "chart.scores": "Dimension scores",
    "chart.thresholds": "Thresholds", "chart.radar_title": "Dimensions (bigger is better)", "chart.risk_title": "Hallucination risk",
    "chart.mean": "Mean score", "chart.mean_radar_title": "Mean dimension scores", "chart.hist_title": "Score distributions",
    "chart.levels_title": "Quality levels", "chart.count": "Count", "chart.corr_title": "Correlation between dimensions",
    "chart.level_dist_title": "Levels before and after", "chart.confusion_title": "Confusion matrix",
    "chart.confusion_hover": "human %{y} · predicted %{x}: %{z}", "chart.predicted": "Predicted level", "chart.human": "Human level",
    "chart.compare_means_title": "Means per dimension (error bars: {pct}% interval)", "chart.paired_title": "Paired difference B − A",
    "chart.scatter_title": "Overall score per question A → B (above the diagonal = better)",
    "batch.upload": "Upload a data set (CSV / TSV / JSON / JSONL / Excel)", "batch.load_sample": "Load sample data set",
    "batch.mapping": "Column mapping", "batch.mapping_help": "Map your columns to the standard fields when the names differ; the question and answer columns (*) are required.",
    "batch.rows": "Rows", "batch.valid": "Valid", "batch.invalid": "Invalid",
    "batch.labels": "Human labels", "batch.bad_rows": "{n} rows cannot be evaluated (reasons by row number); the others are evaluated as usual:",
    "batch.run": "Start", "batch.resume": "Resume (skip finished rows)", "batch.cancel": "Cancel",
    "batch.starting": "Starting…",
    "batch.empty": "Upload a data set or click 'Load sample data set'.",
    "batch.results": "Results · {name}", "batch.n_records": "Records", "batch.n_scored": "Scored",
    "batch.n_errors": "Errors", "batch.mean_overall": "Mean overall score", "batch.n_warning": "Quality warnings",
    "batch.fallback_counts": "fallbacks: ", "batch.tab_table": "Table and details", "batch.tab_charts": "Charts",
    "batch.tab_export": "Export", "batch.filter_level": "Quality level", "batch.filter_below": "Below threshold in",
    "batch.filter_text": "Search id / question / answer", "batch.shown": "{n} of {total} shown; click a header to sort, select a row for details.",
    "batch.drill": "Details of", "batch.no_scored": "No scored result yet.",
    "batch.export_help": "Exports every record (CSV and Excel are flat tables; JSONL keeps the full evaluation).",
    "batch.export_as": "Export {fmt}",
    "tune.upload": "Upload results JSONL", "tune.use_batch": "Use batch results", "tune.run_sample": "Run sample set offline",
    "tune.running_sample": "Evaluating the sample set offline…",
    "tune.empty": "Run a data set on the Batch page, upload a results JSONL, or click 'Run sample set offline'.",
    "tune.source": "Results: {source} · {n} scored", "tune.weights": "Weights",
    "tune.reset": "Back to the configured values",
    "tune.mean_before": "Mean overall (original)", "tune.mean_after": "Mean overall (tuned)",
    "tune.warnings_after": "Quality warnings (tuned)", "tune.changed": "Samples changing level",
    "tune.changed_rows": "Samples whose level changed", "tune.before": "before", "tune.after": "after",
    "tune.agreement": "Agreement with human labels", "tune.before_was": "before: {v}",
    "tune.agreement_note": "Level metrics over {n} samples with a level, correlations over {n_scored} with a human score; arrows show the change from the original scores.",
    "tune.confusion_before": "Confusion matrix (before)", "tune.confusion_after": "Confusion matrix (after)",
    "tune.fit": "Fit weights to human labels", "tune.apply_fit": "Apply the fitted weights",
    "tune.fit_note": "Bounded least squares (hallucination weight ≤ 0, the others ≥ 0) over {n} samples. 'cross-validated' is the {folds}-fold held-out agreement — what to expect on new data; 'in-sample' is optimistic. A large std over folds means that weight is unstable.",
    "tune.no_labels": "These results have no human labels (human_score / human_level): no agreement, no fit.",
    "tune.save": "Save configuration", "tune.download": "Download YAML", "tune.write_tuned": "Write {path}",
    "tune.confirm_overwrite": "I confirm overwriting {path} (a .bak copy is kept)", "tune.overwrite": "Overwrite {path}",
    "tune.written": "Written to {path}", "tune.yaml_preview": "YAML preview",
    "fit.train": "fitted · in-sample", "fit.cross_validated": "fitted · cross-validated",
    "fit.original": "current", "fit.fitted": "fitted", "fit.fold_std": "std over folds", "fit.evaluation": "Evaluation",
    "agr.accuracy": "Level accuracy", "agr.kappa": "Cohen's κ", "agr.weighted_kappa": "Weighted κ",
    "agr.spearman": "Spearman ρ", "agr.kendall": "Kendall τ",
    "cmp.source": "Result sets", "cmp.source.upload": "Upload two JSONL",
    "cmp.run_a": "Run A (baseline)", "cmp.run_b": "Run B (candidate)", "cmp.load": "loading results",
    "cmp.compare": "comparison", "cmp.matched": "Paired questions",
    "cmp.key": "paired on {key}", "cmp.mean_a": "A mean overall", "cmp.mean_b": "B mean overall",
    "cmp.better": "Better in B", "cmp.worse": "Worse in B", "cmp.backends": "A backends: {a} | B backends: {b}",
    "cmp.better_list": "Improved ({n})", "cmp.same_n": "Same", "cmp.level_a": "A level", "cmp.level_b": "B level", "cmp.worse_list": "Got worse ({n})",
    "cmp.unmatched": "Unpaired: {a} only in A, {b} only in B.",
    "graph.none": "No knowledge graph is available: {reason}", "graph.where": "reading the knowledge graph", "graph.source": "Source",
    "graph.nodes": "Entities", "graph.edges": "Relations", "graph.chunks": "Chunks", "graph.n_labels": "Entity types", "graph.labels": "Entity types: ",
    "graph.fallback": "The configured graph is unavailable; a fallback is in use: {reason}",
    "graph.search": "Entity search", "graph.search_box": "Entity name or alias", "graph.no_hits": "No matching entity.",
    "graph.subgraph": "Subgraph", "graph.seed_from": "Around",
    "graph.seed.result": "the current result", "graph.seed.sample": "a sample", "graph.seed.search": "the search hits",
    "graph.result_q": "Question: {q}", "graph.depth": "Hops",
    "graph.no_focus": "None of these entities is in the graph.", "graph.sub_size": "Subgraph: {nodes} entities, {edges} relations; centred on {focus}",
    "graph.verified": "answer entity · verified", "graph.unverified": "answer entity · not in graph",
    "graph.not_in_graph": "not in the graph",
    "graph.marks_note": "Green ring: an answer entity verified in the graph; red cross: an answer entity the graph does not know.",
    "metric.em": "Exact match (EM)", "metric.f1": "F1 score", "metric.response_coherence": "Coherence",
    "metric.factual_consistency": "Factual consistency", "metric.answer_comprehensiveness": "Comprehensiveness",
    "metric.answer_supported_precision": "Answer sentences supported", "metric.context_supported_precision": "Context sentences reflected",
    "metric.retrieval_precision": "Retrieval precision", "metric.retrieval_utilization": "Retrieval utilization",
    "metric.retrieval_latency": "Retrieval latency", "metric.chunk_utilization": "Chunk utilization",
    "metric.graph_entity_coverage": "Graph entity coverage", "metric.graph_coverage": "Graph coverage",
    "metric.relationship_utilization": "Relationship utilization", "metric.subgraph_quality": "Subgraph quality",
    "metric.community_relevance": "Community relevance", "metric.earag_overall": "EARAG overall score",
    "mgroup.answer_quality": "Answer quality", "mgroup.context_support": "Context support", "mgroup.retrieval": "Retrieval",
    "mgroup.graph": "Graph", "mgroup.earag": "EARAG dimensions", "mgroup.other": "Other",
    "layer.rule": "rule", "layer.llm": "LLM", "layer.none": "no score",
    "llm_status.not_needed": "LLM not triggered", "llm_status.no_llm": "no LLM configured", "llm_status.ok": "LLM scored",
    "llm_status.unavailable": "LLM unavailable", "llm_status.timeout": "LLM timed out", "llm_status.error": "unusable LLM output",
    "mpick.expander": "Extra metrics · {n} selected · at most {calls} LLM calls per sample",
    "mpick.label": "Metrics computed with every evaluation (pick groups or all)", "mpick.placeholder": "no extra metrics",
    "mpick.all": "All metrics ({n})", "mpick.group": "{group} · whole group ({n})", "mpick.item": "{group} · {label}",
    "mpick.cost": "At most {n} LLM calls per sample", "mpick.cost_detail": "core evaluation {core} + extra metrics {metrics}",
    "mpick.cost_offline": "offline: no LLM calls, every extra metric uses its rule layer",
    "mpick.none": "No extra metric selected: only the five EARAG dimensions are computed.",
    "mpick.missing_note": "'Missing fields' counts the samples lacking a field the metric needs; there it shows as unavailable.",
    "mpick.or": " or ", "mpick.nothing": "(none)",
    "col.group": "Group", "col.needs": "Needs fields", "col.llm_calls": "LLM calls/sample", "col.missing": "Missing fields",
    "col.layer": "Layer", "col.rank": "Rank",
    "mres.title": "More metrics",
    "mres.caption": "Each metric's score, which layer produced it (rule or LLM), the LLM status, rule vs LLM score, and why.",
    "mres.lower_better": "lower is better", "mres.unavailable": "unavailable: needs {needs}",
    "mres.rule_llm": "rule {rule} · LLM {llm}", "mres.group_head": "{group} · {n}",
    "mres.pooled": "Pooled score", "mres.rank_weighted": "Rank-weighted score",
    "mres.pooled_help": "Share of supported sentences over all documents", "mres.rank_weighted_help": "Per-document scores weighted by retrieval rank ({weighting})",
    "mres.per_document": "Per document (by retrieval rank)", "mres.doc": "doc {rank}", "mres.weight": "weight {w}",
    "mres.verdicts": "Sentence verdicts · {label}", "mres.judge": "Judge: {judge}",
    "mres.means_note": "Means count scored samples only; unavailable ones are left out, not counted as 0.",
    "chart.metric_means_title": "Extra metric means by group", "chart.metric_mean": "mean",
    "batch.load_graphrag": "Load GraphRAG example", "eval.sample_file": "Sample file", "eval.ground_truth": "Reference answer: {text}",
    "graph.metrics": "Graph metrics", "graph.metrics_note": "Graph metrics of the current result (from the sample's cited entities and relationships).",
    "graph.colour_by": "Colour nodes by", "graph.colour.label": "entity type", "graph.colour.community": "community",
    "graph.community": "community {id}", "graph.no_community": "no community",
    "set.overrides": "Settings for this session", "set.overrides_help": "Applies to this browser session only; the configuration file is not changed.",
    "set.judge_model": "Judge model (Ollama or OpenAI-compatible model name)", "set.llm_host": "Ollama host",
    "set.llm_hosts": "Ollama hosts (several, comma-separated)",
    "set.llm_hosts_help": "backends.llm.hosts is configured: judge calls are spread over these servers (fewest in flight first) and a failing one is taken out for a while. Editing here changes that list, for this session only.",
    "set.offline": "Offline (no LLM calls)", "set.offline_help": "Entity extraction and the faithfulness judge use offline rules.",
    "set.embeddings": "Embedding provider",
    "set.embeddings_help": "auto: BGE-M3 when it is in the local cache, else a fallback; minilm: the packaged MiniLM; char-ngram: no model.",
    "set.graph_source": "Knowledge-graph source", "set.apply": "Apply", "set.reset": "Back to the configuration file",
    "set.active_overrides": "Active overrides: ", "set.status": "Backend status and latency", "set.refresh": "Refresh status",
    "set.cache": "Caches and counters", "set.llm_calls": "LLM calls", "set.llm_calls_help": "Answers the current evaluator received from the LLM (failed calls and retries not counted).",
    "set.mode": "Mode", "set.mode_offline": "offline", "set.mode_online": "online",
    "set.clear_resource": "Clear evaluator cache", "set.clear_data": "Clear data cache",
    "set.response_cache": "model response cache", "set.response_cache_off": "The model response cache is off (backends.cache.enabled).",
    "set.rc_clear": "Clear the model response cache",
    "set.config": "Configuration in effect", "set.config_path": "Config file: {path} · tuned values go to: {tuned}",
}

# Provenance, spans, issues and finding codes (records with `provenance`, `unsupported_spans` and `findings`).
ZH.update({
    "bk.offline": "离线", "bk.none": "—",
    "prov.cache": "缓存命中：原后端 {backend}，缓存时间 {at}",
    "prov.partial": "评审只判定了 {judged}/{total} 句，其余由离线评审补齐",
    "prov.ran": "实际运行",
    "res.dim_caption": "{backend} · {status}",
    "issues.title": "发现的问题", "issues.none": "未发现编造的实体、数字或缺少支持的句子。",
    "issues.invented_entities": "编造的实体：{names}", "issues.invented_values": "与上下文不符的数字/日期：{texts}",
    "issues.other_spans": "其他无依据的片段：{texts}", "issues.missing_entities": "答案未回应的问题实体：{names}",
    "issues.unsupported_sentences": "缺少支持的句子：{n}/{total}",
    "issues.no_contexts": "没有可核对的上下文（未提供，或只有链接）：无法核验答案是否有依据，不作幻觉判定。",
    "span.kind.number": "数字", "span.kind.date": "日期", "span.kind.quantity": "数量", "span.kind.entity": "名称",
    "span.kind.name": "名称", "span.kind.negation": "否定", "span.kind.direction": "方向",
    "span.kind.unsupported-addition": "无依据的补充",
    "sent.score": "支持度 {score}", "sent.judge": "评审 {judge}", "sent.unlocated": "（片段位置与句子不符，未标记）",
    "col.score_graded": "支持度", "col.spans": "无依据片段",
    "set.mode_help": "在线=配置的 LLM 评审可达并在使用；离线=离线模式，或配置的 LLM 不可达而回退到离线规则。",
    "batch.partial_counts": "部分评审：", "batch.cache_counts": "缓存：",
})
EN.update({
    "bk.offline": "offline", "bk.none": "—",
    "prov.cache": "cache hit: originally {backend}, cached at {at}",
    "prov.partial": "the judge decided {judged}/{total} sentences; the offline judge filled in the rest",
    "prov.ran": "Actually ran",
    "res.dim_caption": "{backend} · {status}",
    "issues.title": "Issues found", "issues.none": "No invented entity, number or unsupported sentence found.",
    "issues.invented_entities": "Invented entities: {names}", "issues.invented_values": "Numbers/dates that differ from the contexts: {texts}",
    "issues.other_spans": "Other unsupported text: {texts}", "issues.missing_entities": "Question entities the answer does not address: {names}",
    "issues.unsupported_sentences": "Unsupported sentences: {n}/{total}",
    "issues.no_contexts": "No context text to check against (none given, or only links): the answer cannot be checked, so no hallucination verdict is made.",
    "span.kind.number": "number", "span.kind.date": "date", "span.kind.quantity": "quantity", "span.kind.entity": "name",
    "span.kind.name": "name", "span.kind.negation": "negation", "span.kind.direction": "direction",
    "span.kind.unsupported-addition": "unsupported addition",
    "sent.score": "support {score}", "sent.judge": "judge {judge}", "sent.unlocated": "(span offsets do not fall in this sentence; not marked)",
    "col.score_graded": "Support", "col.spans": "Unsupported spans",
    "set.mode_help": "online = the configured LLM judge is reachable and in use; offline = offline mode, or the configured LLM is unreachable and offline rules are used.",
    "batch.partial_counts": "partial judge: ", "batch.cache_counts": "cached: ",
})

# LLM/offline judge disagreements, run captions, compare summaries, graph-free settings texts.
ZH.update({
    "sent.v_yes": "支持", "sent.v_no": "不支持",
    "eval.stale": "输入已更改：下面是上一次评估的结果，点击「评估」更新。",
    "sent.disagree": "LLM 与离线判定不一致：LLM {llm} / 离线 {offline}",
    "sent.disagree_mark": "LLM 评审与离线评审对这句的判定不一致",
    "sent.dropped_spans": "LLM 标出的 {n} 个片段不在其句子中或类型未知，已丢弃（未标记）。",
    "mpick.cost_unreachable": "配置的 LLM 不可达：不调用 LLM，附加指标全部使用规则层",
    "set.mode_unreachable_short": "离线",
    "set.mode_reason_offline": "离线模式：不调用 LLM", "set.mode_reason_unreachable": "LLM 不可达，已回退到离线规则",
    "cmp.summary": "{metric}：B−A {diff}{ci}{p}；B 更好 {better}，更差 {worse}，不变 {same}",
    "cmp.summary_ci": "（{pct}% 置信区间 {low} … {high}）", "cmp.summary_p": "，Wilcoxon p={p}",
    "cmp.summary_none": "{metric}：没有配对的题",
})
EN.update({
    "sent.v_yes": "supported", "sent.v_no": "unsupported",
    "eval.stale": "The inputs changed: the result below is for the previous inputs; press Evaluate to update it.",
    "sent.disagree": "LLM and offline judges disagree: LLM {llm} / offline {offline}",
    "sent.disagree_mark": "the LLM judge and the offline judge disagree on this sentence",
    "sent.dropped_spans": "{n} span(s) the LLM marked were not in their sentence or of an unknown kind and were dropped (not marked).",
    "mpick.cost_unreachable": "the configured LLM is unreachable: no LLM calls, every extra metric uses its rule layer",
    "set.mode_unreachable_short": "offline",
    "set.mode_reason_offline": "offline mode: no LLM calls", "set.mode_reason_unreachable": "LLM unreachable; offline rules in use",
    "cmp.summary": "{metric}: B−A {diff}{ci}{p}; B better {better}, worse {worse}, same {same}",
    "cmp.summary_ci": " ({pct}% CI {low} … {high})", "cmp.summary_p": ", Wilcoxon p={p}",
    "cmp.summary_none": "{metric}: no paired rows",
})

# The result and tuning views: contexts editor, issue links, reports, tuning counts and cut-offs, table headers.
ZH.update({
    "eval.contexts": "检索上下文（每段一个文本框，可增删）", "eval.passage": "第 {n} 段上下文",
    "eval.passage_placeholder": "粘贴第 {n} 段检索到的文本…", "eval.remove_passage": "删除第 {n} 段",
    "eval.add_passage": "添加一段上下文", "eval.clear_stale": "清除旧结果",
    "issues.insufficient_context": "上下文覆盖不足（充分性 {score}）",
    "res.download_report": "下载 HTML 报告", "res.download_run_report": "下载 HTML 报告（整次运行）",
    "res.download_report_help": "一个自包含的 HTML 文件：可离线打开、发给不使用本工具的人。",
    "col.title": "标题", "col.text": "内容", "col.name": "名称", "col.label": "类型", "col.aliases": "别名",
    "col.description": "描述", "col.score": "得分",
    "tune.thresholds": "各维度阈值（幻觉率为上限，其余为下限；整体阈值决定质量警告）",
    "tune.cutoffs": "质量等级分界（整体评分的下限）",
    "tune.cut_excellent": "优秀 ≥", "tune.cut_good": "良好 ≥", "tune.cut_fair": "一般 ≥",
    "tune.cutoffs_order": "分界须满足 优秀 ≥ 良好 ≥ 一般；当前仍按 0.8 / 0.7 / 0.6 计算等级。",
    "tune.cutoffs_note": "等级分界只用于本页的重新评分与一致性，不写入配置（评估器按种子 002 的 0.8 / 0.7 / 0.6）。",
    "tune.pass_fail": "各维度达标的样本：当前阈值下达标数 / 有得分的样本数（与配置阈值相比的翻转写在下方）",
    "tune.pass_of": "{passed} / {n}", "tune.flip_delta": "转为达标 {to_pass} · 转为未达标 {to_fail}",
    "tune.pass_help": "当前阈值 {threshold}（配置 {before}）；未达标 {failed}；无得分 {missing}",
    "tune.no_flips": "与配置阈值相比，没有样本在任何维度上改变达标状态。",
    "tune.flips": "阈值变化导致达标状态翻转的样本：{n} 个样本，{k} 处翻转",
    "tune.now_pass": "转为达标", "tune.now_fail": "转为未达标", "tune.col_now": "现在",
    "tune.col_config_threshold": "配置阈值", "tune.col_new_threshold": "当前阈值",
    "fit.baseline": "拟合时的滑块权重", "fit.current_sliders": "当前滑块", "fit.change_needed": "拟合 − 当前",
    "tune.fit_applied": "已应用：当前滑块就是拟合的权重。",
    "tune.zeroed.bound": "拟合把「{dim}」的权重设为 0（原为 {was}）：这组标注里它与人工评分的相关方向与设计的符号相反"
                         "（Spearman ρ = {corr}），而权重的符号是固定的，所以最多只能取 0。这通常说明该维度在这批数据上的得分不可靠，值得检查，而不是说明它不重要。",
    "tune.zeroed.redundant": "拟合把「{dim}」的权重设为 0（原为 {was}）：在其他维度之外它不再帮助解释人工评分"
                             "（与人工评分的 Spearman ρ = {corr}）。样本较少时这可能只是偶然，保存前请看交叉验证的一致性。",
    "tune.zeroed.no_signal": "拟合把「{dim}」的权重设为 0（原为 {was}）：在带人工评分的样本上它的得分全都相同或缺失，无法从数据中估计它的权重。",
    "home.intro": "EARAG Studio 从实体覆盖率、事实忠实度、答案相关性、上下文充分性和幻觉率五个维度为政策法规 RAG 问答的答案打分，并给出加权整体评分、质量等级和改进建议。"
                  "每个分数都标明由哪个后端（LLM 评审、嵌入模型、知识图谱或离线规则）得出，后端不可用时自动回退并说明原因。",
    "evaluate.caption": "手动输入、从示例集中选择，或提问后自动获取答案，再从五个维度评估",
    "home.set_desc": "载入带人工标注的示例数据集并打开「批量评估」页，点「开始评估」即可运行。",
    "set.rc_hits": "命中/未命中", "set.rc_cleared_now": "已清空：删除了 {n} 条缓存响应。",
    "set.rc_hits_help": "本进程内的命中与未命中次数（命中 / 未命中）",
    "res.reason_empty": "（未给出原因）", "chart.per_doc_one": "只有一个文档：排名加权得分等于该文档的得分",
    "ctx.overlap": "重合度 {v}",
    "field.id": "ID 列", "field.question": "问题列", "field.answer": "答案列", "field.contexts": "上下文列",
    "field.ground_truth": "参考答案列", "field.graph_entities": "图谱实体列", "field.human_score": "人工评分列",
    "field.human_level": "人工等级列", "set.response_cache_head": "模型响应缓存（评审与嵌入的回答，按后端、模型与提示缓存）",
    "set.rc_entries": "条目", "set.rc_size": "大小", "chart.hallucination_inverted": "幻觉率（反向）<br>原值 {raw}", "chart.no_score": "无得分", "upl.limit": "可拖放文件到此处 · 单个文件不超过 200MB",
    "upl.browse": "上传", "set.cleared_resource": "已清空评估器缓存：下次评估时重新连接后端。",
    "set.cleared_data": "已清空数据缓存：数据集与结果文件会重新读取。",
    "mres.em_reason": "与参考答案的分词 Jaccard 相似度 {jaccard}，按种子 003 的规则折算为得分 {score}（J < 0.8 时得分 = 0.875 × J）",
})
EN.update({
    "eval.contexts": "Retrieved contexts (one text box per passage; add or remove)", "eval.passage": "Passage {n}",
    "eval.passage_placeholder": "Paste retrieved passage {n}…", "eval.remove_passage": "Remove passage {n}",
    "eval.add_passage": "Add a passage", "eval.clear_stale": "Clear old result",
    "issues.insufficient_context": "The contexts do not cover the question (sufficiency {score})",
    "res.download_report": "Download HTML report", "res.download_run_report": "Download HTML report (whole run)",
    "res.download_report_help": "One self-contained HTML file: opens offline, for people who do not use this tool.",
    "col.title": "Title", "col.text": "Text", "col.name": "Name", "col.label": "Type", "col.aliases": "Aliases",
    "col.description": "Description", "col.score": "Score",
    "tune.thresholds": "Thresholds per dimension (hallucination is an upper bound, the others lower bounds; overall sets the quality warning)",
    "tune.cutoffs": "Quality level cut-offs (lower bounds of the overall score)",
    "tune.cut_excellent": "Excellent ≥", "tune.cut_good": "Good ≥", "tune.cut_fair": "Fair ≥",
    "tune.cutoffs_order": "Cut-offs must satisfy excellent ≥ good ≥ fair; levels still use 0.8 / 0.7 / 0.6.",
    "tune.cutoffs_note": "Cut-offs only drive this page's re-scoring and agreement; they are not saved (the evaluator uses seed 002's 0.8 / 0.7 / 0.6).",
    "tune.pass_fail": "Samples passing each dimension: passing now / samples with a score (flips against the configured thresholds below)",
    "tune.pass_of": "{passed} / {n}", "tune.flip_delta": "{to_pass} now pass · {to_fail} now fail",
    "tune.pass_help": "threshold now {threshold} (configured {before}); failing {failed}; no score {missing}",
    "tune.no_flips": "Against the configured thresholds, no sample changes pass/fail on any dimension.",
    "tune.flips": "Samples whose pass/fail flips with these thresholds: {n} samples, {k} flips",
    "tune.now_pass": "now passes", "tune.now_fail": "now fails", "tune.col_now": "Now",
    "tune.col_config_threshold": "Configured threshold", "tune.col_new_threshold": "Threshold now",
    "fit.baseline": "sliders at fit time", "fit.current_sliders": "sliders now", "fit.change_needed": "fitted − now",
    "tune.fit_applied": "Applied: the sliders now hold the fitted weights.",
    "tune.zeroed.bound": "The fit set the weight of '{dim}' to 0 (was {was}): in these labels it moves against the human "
                         "score in the opposite direction to its designed sign (Spearman ρ = {corr}), and a weight's sign is fixed, "
                         "so 0 is as far as it can go. That usually means this dimension's scores are unreliable on this data — worth a look — not that it does not matter.",
    "tune.zeroed.redundant": "The fit set the weight of '{dim}' to 0 (was {was}): beyond the other dimensions it adds nothing "
                             "to explain the human scores (Spearman ρ with them = {corr}). With few samples this may be chance; check the cross-validated agreement before saving.",
    "tune.zeroed.no_signal": "The fit set the weight of '{dim}' to 0 (was {was}): its score is the same (or missing) on every labelled sample, so the data cannot estimate its weight.",
    "evaluate.caption": "Type a sample, pick one from the sample set, or ask a question and get an answer — then score it on five dimensions",
    "home.set_desc": "Loads the labelled sample data set and opens 'Batch'; press Start to run it.",
    "set.rc_hits": "Hits/misses", "set.rc_cleared_now": "Cleared: {n} cached responses removed.",
    "set.rc_hits_help": "hits and misses in this process (hits / misses)",
    "res.reason_empty": "(no reason given)", "chart.per_doc_one": "one document only: the rank-weighted score equals its score",
    "ctx.overlap": "overlap {v}",
    "field.id": "ID column", "field.question": "Question column", "field.answer": "Answer column",
    "field.contexts": "Contexts column", "field.ground_truth": "Reference answer column",
    "field.graph_entities": "Graph entities column", "field.human_score": "Human score column",
    "field.human_level": "Human level column", "set.response_cache_head": "Model response cache (judge and embedder answers, keyed by backend, model and prompt)",
    "set.rc_entries": "Entries", "set.rc_size": "Size", "chart.hallucination_inverted": "Hallucination<br>(inverted)<br>raw {raw}", "chart.no_score": "no score", "upl.limit": "drop a file here · 200MB per file",
    "upl.browse": "Upload", "set.cleared_resource": "Evaluator cache cleared: the backends reconnect on the next evaluation.",
    "set.cleared_data": "Data cache cleared: data sets and results files are read again.",
    "mres.em_reason": "token Jaccard with the reference answer {jaccard}, mapped to the score {score} by seed 003's rule (below J = 0.8 the score is 0.875 × J)",
})

TABLES = {"zh": ZH, "en": EN}


def t(key: str, lang: str = "zh", /, **fields: Any) -> str:
    """The text for `key` in `lang` (Chinese when the language or key is unknown), with {fields} filled in."""
    table = TABLES.get(lang, ZH)
    text = table.get(key) or ZH.get(key) or key
    if fields:
        try:
            return text.format(**fields)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def level_description(level: str | None, lang: str = "zh") -> str | None:
    """English description of a quality level (an id or seed 002's word), from the library catalogue's level texts;
    None in Chinese, where the result's own text is shown."""
    found = Level.parse(level or "") if lang == "en" else None
    if found is None:
        return None
    desc = render_message(Message(f"level_desc.{found.id}"), "en")
    return f"{desc[:1].upper()}{desc[1:]} — {render_message(Message(f'level_advice.{found.id}'), 'en')}"


def dim_label(dim: str, lang: str = "zh") -> str:
    return t(f"dim.{dim}", lang)


def metric_label(name: str, lang: str = "zh") -> str:
    """A metric's display name: its own text, an EARAG dimension's label, or the name itself."""
    if f"metric.{name}" in ZH:
        return t(f"metric.{name}", lang)
    if f"dim.{name}" in ZH:
        return dim_label(name, lang)
    return name


def metric_group_label(group: str, lang: str = "zh") -> str:
    return t(f"mgroup.{group}", lang) if f"mgroup.{group}" in ZH else group


def level_label(level: str | None, lang: str = "zh") -> str:
    """A quality level, given as an id (excellent/good/fair/poor) or as seed 002's Chinese word: the library
    catalogue's word (earag.enums.Level, codes level.*), capitalised in English as a word shown alone
    (Level.heading: a badge, an axis, a button)."""
    if not level:
        return "—"
    found = Level.parse(level)
    return found.heading(lang) if found is not None else str(level)


def status_label(status: str | None, lang: str = "zh") -> str:
    """A number's provenance status (earag.enums.ProvenanceStatus: the library catalogue's status.*), or the
    dashboard's own "offline" (the designed offline default, ui.backend_notice); anything else as stored."""
    if ProvenanceStatus.parse(status) is None and f"status.{status}" in ZH:
        return t(f"status.{status}", lang)
    return ProvenanceStatus.word(status, lang)


def run_status_label(status: str | None, lang: str = "zh") -> str:
    """A run's status (earag.enums.RunStatus: the library catalogue's run.status.*); an unknown one as stored."""
    return RunStatus.word(status, lang)


# --- library texts in the reader's language -------------------------------------------------------------------
# The library writes every reason, note and error with its message code (earag/messages/catalogue.py) beside the
# stored text; `say` renders the code in the UI language. A text without a code (a record written by an earlier
# version) is shown as it was stored: nothing here parses library text back (docs/development.md, "Messages").


def say(text: Any, lang: str = "zh", messages: Any = None) -> str:
    """A stored library text in `lang`: rendered from its message code(s) through the library's catalogue when the
    record or error has them (`messages`: a Message, a {"code", "params"} dict — an error dict holding them too —
    or a list of those; a CodedText note carries its own), else the text as stored."""
    if messages is None and isinstance(text, CodedText):  # a library note that kept its code
        messages = text.message
    found = _messages_of(messages)
    if found:
        return join_messages(found, lang)
    return "" if text is None else str(text)


def _messages_of(messages: Any) -> list[Message] | None:
    """The known messages of `messages`, or None when there are none or one of them is unknown."""
    if isinstance(messages, (Message, Mapping)):
        messages = [messages]
    if not isinstance(messages, (list, tuple)) or not messages:
        return None
    out = [m if isinstance(m, Message) else Message.from_dict(m) if isinstance(m, Mapping) else None
           for m in messages]
    return None if any(m is None for m in out) else [m for m in out if m is not None]


def error_text(exc: BaseException, lang: str = "zh") -> str:
    """An exception's message in `lang`: from its message code when earag raised it with one, else as raised."""
    if isinstance(exc, EaragError) and exc.message is not None:
        return exc.text(lang)
    return str(exc)


def as_stored(text: str | None, lang: str = "zh") -> str | None:
    """A diagnosis or recommendation of a record written before finding codes: shown as stored, with a short note
    in the English UI that it predates translated reasons."""
    if not text or lang == "zh":
        return text
    return f"{text} {t('old.as_stored', lang)}"


# The run store on the batch, compare and settings pages.
ZH.update({
    "batch.store": "结果逐条写入运行 {run}（{db}）：已完成 {done}/{total} 行；中断后点击「继续评估」只评估剩下的行。",
    "batch.store_new": "结果将逐条写入运行库 {db}；中断、刷新或崩溃都不会丢失已完成的行。",
    "batch.finished": "完成：本次评估 {done} 条，此前已完成 {skipped} 条，无效行 {invalid} 条，评估出错 {errors} 条，用时 {elapsed}；共 {rows_done}/{rows} 行有记录",
    "batch.progress": "已完成 {rows_done}/{rows} 行 · 本次 {done}/{total} · 错误 {errors} · 用时 {elapsed} · 预计剩余 {eta}",
    "batch.interrupted": "上次运行被取消或中断；已完成的 {done}/{total} 行已保存，点击「继续评估」只评估剩下的行。",
    "batch.restart": "删除这次运行", "batch.restart_help": "删除当前数据集在当前设置下的运行及其全部结果",
    "batch.restart_confirm": "确认删除运行 {run} 的 {n} 条结果", "batch.deleted": "已删除运行 {run}（{n} 条结果）。",
    "batch.metrics_changed": "附加指标的选择与上次不同：这些设置下还没有运行，开始评估会重新评估全部 {n} 行（每行最多 {calls} 次 LLM 调用）。",
    "batch.no_contexts": "没有识别出上下文列（contexts）：上下文充分性与忠实度将无法依据检索内容评分。请在「列映射」中指定上下文列。",
    "batch.large_set": "该数据集有 {n} 行。仪表盘会把上传的文件整个读入内存；这么大的数据集建议用命令行评估（它逐行流式读取 JSONL/CSV，内存不随行数增长）：`{cmd}`。结果写入同一个运行库，会出现在下方的「历史运行」中。",
    "runs.title": "历史运行", "runs.caption": "运行库 {db} 中的 {n} 次运行（刷新页面不会丢失）；选择一次运行查看其结果。",
    "runs.open": "打开运行", "runs.none": "运行库里还没有运行。", "runs.col.started": "开始时间", "runs.col.name": "数据集",
    "runs.col.status": "状态", "runs.col.rows": "行数", "runs.col.scored": "已评分", "runs.col.errors": "错误",
    "runs.col.fallback": "回退行", "runs.col.mean": "平均分", "runs.col.llm": "LLM", "runs.col.embeddings": "嵌入模型",
    "runs.col.id": "运行 ID", "runs.col.row": "行号", "runs.col.field": "字段", "runs.col.message": "原因",
    "runs.label": "{name} · {started} · {status} · {scored}/{rows} 行 · 均分 {mean}",
    "cmp.source.files": "运行库中的运行", "cmp.files_in": "运行库 {path} 中有 {n} 次运行",
    "cmp.need_two": "至少需要两次运行：用不同设置（如更换嵌入模型或评审模型）再运行一次批量评估，或上传两个 JSONL。",
    "cmp.same": "A 与 B 是同一次运行。",
    "cmp.other_dataset": "A 与 B 来自不同的数据（内容哈希不同），只能按 ID 配对相同的题。",
    "cmp.default_same": "默认选择同一数据集最近的两次运行。",
    "set.results_files": "运行库中的运行",
})
EN.update({
    "batch.store": "Each result is written to run {run} ({db}) as it is computed: {done}/{total} rows done; after an interruption Resume evaluates only the rest.",
    "batch.store_new": "Results will be written row by row to the run store {db}; a cancel, reload or crash loses no finished row.",
    "batch.finished": "Done: {done} evaluated now, {skipped} finished before, {invalid} invalid rows, {errors} evaluation errors, {elapsed}; {rows_done}/{rows} rows have a record",
    "batch.progress": "{rows_done}/{rows} rows · this run {done}/{total} · {errors} errors · {elapsed} elapsed · about {eta} left",
    "batch.interrupted": "The last run was cancelled or cut off; {done}/{total} finished rows are saved — Resume evaluates only the rest.",
    "batch.restart": "Delete this run", "batch.restart_help": "Deletes the run of this data set under the current settings, with all its results",
    "batch.restart_confirm": "Yes, delete the {n} results of run {run}", "batch.deleted": "Deleted run {run} ({n} results).",
    "batch.metrics_changed": "The extra-metric selection differs from the last run: there is no run with these settings yet, so Start re-evaluates all {n} rows (up to {calls} LLM calls each).",
    "batch.no_contexts": "No contexts column was recognised: sufficiency and faithfulness cannot be judged against retrieved text. Map a contexts column under 'Column mapping'.",
    "batch.large_set": "This data set has {n} rows. The dashboard reads an upload whole into memory; for a set this large use the command line, which streams JSONL/CSV row by row (memory does not grow with the rows): `{cmd}`. Its run goes into the same run store and shows under past runs below.",
    "runs.title": "Past runs", "runs.caption": "{n} runs in the run store {db} (a reload loses nothing); pick one to see its results.",
    "runs.open": "Open run", "runs.none": "No run in the store yet.", "runs.col.started": "Started", "runs.col.name": "Data set",
    "runs.col.status": "Status", "runs.col.rows": "Rows", "runs.col.scored": "Scored", "runs.col.errors": "Errors",
    "runs.col.fallback": "Fell back", "runs.col.mean": "Mean", "runs.col.llm": "LLM", "runs.col.embeddings": "Embeddings",
    "runs.col.id": "Run id", "runs.col.row": "Row", "runs.col.field": "Field", "runs.col.message": "Reason",
    "runs.label": "{name} · {started} · {status} · {scored}/{rows} rows · mean {mean}",
    "cmp.source.files": "Runs in the run store", "cmp.files_in": "{n} runs in the run store {path}",
    "cmp.need_two": "Two runs are needed: run the batch again with other settings (e.g. another embedder or judge model), or upload two JSONL files.",
    "cmp.same": "A and B are the same run.",
    "cmp.other_dataset": "A and B come from different data (content hashes differ); only questions with the same id are paired.",
    "cmp.default_same": "By default the two newest runs of the same data set are picked.",
    "set.results_files": "Runs in the store",
})

# The labelling page (标注) and the fit on stored labels (earag.labels; ui/labelling.py).
ZH.update({
    "nav.labels": "人工标注", "labels.title": "人工标注",
    "labels.caption": "逐条标注答案的等级、评分、句子判定与无依据片段；查看评审与标注者、标注者之间的一致性",
    "lab.run": "运行", "lab.n_labels": "{n} 条标注", "lab.no_runs": "运行库中还没有已评分的运行：先在「批量评估」运行一个数据集。",
    "lab.annotator": "标注者", "lab.annotator_ph": "你的名字（保存在每条标注上）",
    "lab.need_annotator": "请先填写标注者名字，再开始标注。",
    "lab.view": "视图", "lab.view.label": "标注", "lab.view.agreement": "一致性报告",
    "lab.queue": "队列", "lab.queue.all": "全部", "lab.queue.uncertain": "评审最不确定",
    "lab.queue.judges": "评审之间分歧", "lab.queue.stratified": "按等级分层随机",
    "lab.unlabelled_only": "只看我未标注的", "lab.seed": "随机种子",
    "lab.progress": "我已标注 {mine}/{n} 条 · 本运行共 {all} 条标注（{annotators} 位标注者）",
    "lab.queue_empty": "队列中没有待标注的答案。", "lab.prev": "上一条", "lab.next": "下一条",
    "lab.position": "队列第 {pos}/{n} 条（输入第 {row} 行）",
    "lab.shortcuts": "快捷键：1–4 等级 · S 保存 · Ctrl+Enter 保存并下一条 · J/K 下一条/上一条 · U 撤销 · A 添加片段 · X 删除片段",
    "lab.item": "第 {row} 行 · {id}", "lab.contexts": "检索上下文（{n} 段）",
    "lab.judge_says": "评审结论：{level}（整体评分 {score}）", "lab.level": "人工等级", "lab.score": "人工评分（可选）",
    "lab.sentences": "逐句：是否同意评审的判定", "lab.verdict": "判定", "lab.agree": "同意", "lab.disagree": "不同意",
    "lab.v_supported": "评审：有支持", "lab.v_unsupported": "评审：缺少支持", "lab.v_none": "评审：未判定",
    "lab.spans": "无依据片段", "lab.spans_help": "黄色底为你的片段，红色下划线为评审的片段，蓝框为当前选区。用鼠标在答案中选中文字、输入文字查找或拖动范围滑块来选择，然后添加；选中已有片段可移动或删除。",
    "lab.span_pick": "编辑片段", "lab.span_new": "（新片段）", "lab.find": "查找要标记的文字",
    "lab.find_ph": "粘贴或输入答案中的一段文字", "lab.find_go": "选中", "lab.not_found": "答案中找不到这段文字。",
    "lab.range": "选区（字符位置）", "lab.selected": "选中：「{text}」（{start}–{end}）",
    "lab.kind": "类型", "lab.span_note": "片段备注", "lab.span_add": "添加片段", "lab.span_move": "移动到选区",
    "lab.span_remove": "删除片段", "lab.reviewed": "我已核对无依据片段",
    "lab.reviewed_help": "勾选后，保存的片段计入片段一致性；未勾选则视为未核对。编辑片段会自动勾选。",
    "lab.note": "备注", "lab.save_next": "保存并下一条", "lab.save": "保存", "lab.undo": "撤销",
    "lab.saved": "已保存第 {row} 行的标注。", "lab.save_failed": "保存失败：{msg}",
    "lab.undone": "已撤销：第 {row} 行恢复为上一版标注。", "lab.undone_empty": "已撤销：第 {row} 行回到未标注。",
    "lab.history": "本条的标注历史（{n} 次保存）",
    "lab.no_labels": "这个运行还没有标注。",
    "lab.judge_vs_humans": "评审与人工标注的一致性", "lab.all_annotators": "全部标注者",
    "lab.col.who": "标注者", "lab.col.ci": "95% 区间", "lab.col.sentences": "逐句准确率",
    "lab.col.span_p": "片段精确率", "lab.col.span_r": "片段召回率", "lab.col.span_f1": "片段 F1",
    "lab.agreement_note": "区间为自助法（{boot} 次重采样，种子 {seed}）；Spearman/Kendall 比较评审整体评分与人工评分（只给等级时取该等级区间的中点）。",
    "lab.inter": "标注者之间的一致性", "lab.alpha_nominal": "Krippendorff α（名义）",
    "lab.alpha_interval": "Krippendorff α（等距）", "lab.inter_items": "有两位以上标注的答案",
    "lab.col.a": "标注者 A", "lab.col.b": "标注者 B", "lab.one_annotator": "只有一位标注者：请另一位标注者标注同样的答案。",
    "lab.disagreements": "分歧的答案（{n}）", "lab.row": "行", "lab.judge": "评审", "lab.open": "打开",
    "lab.kind_judge": "评审与人工不同", "lab.kind_annotators": "标注者之间不同",
    "lab.fit_title": "用已存标注拟合权重与等级分界", "lab.fit_run": "标注所在的运行",
    "lab.fit_who": "使用谁的标注", "lab.fit_go": "拟合", "lab.fit_failed": "无法拟合：{msg}",
    "lab.fit_few": "只有 {n} 条已标注的答案（建议至少 {trust} 条）：拟合结果不可靠，请对照交叉验证的数值。",
    "lab.fit_no_cv": "标注太少，无法做交叉验证：只显示样本内的数值。",
    "lab.fit_current": "当前权重", "lab.fit_train": "样本内（拟合）", "lab.fit_cv": "交叉验证",
    "lab.fit_result": "拟合的权重：{weights}；等级分界（优秀/良好/一般）：{cutoffs} · {n} 条标注，{folds} 折交叉验证",
    "lab.fit_apply": "应用到滑块", "lab.agree_rate": "一致率",
    "lab.mouse": "鼠标选区（起-止）", "lab.mouse_help": "在上面的答案中用鼠标选中文字，这里会填入它的字符位置并更新选区；也可以直接输入，如 6-11。",
})
EN.update({
    "nav.labels": "Labelling", "labels.title": "Labelling",
    "labels.caption": "Label answers (level, score, sentence verdicts, unsupported spans); see how the judge and the annotators agree",
    "lab.run": "Run", "lab.n_labels": "{n} labels", "lab.no_runs": "No scored run in the run store yet: run a data set on the Batch page first.",
    "lab.annotator": "Annotator", "lab.annotator_ph": "your name (kept with every label)",
    "lab.need_annotator": "Enter the annotator's name to start labelling.",
    "lab.view": "View", "lab.view.label": "Label", "lab.view.agreement": "Agreement report",
    "lab.queue": "Queue", "lab.queue.all": "All", "lab.queue.uncertain": "Judge least certain",
    "lab.queue.judges": "Judges disagree", "lab.queue.stratified": "Stratified by level",
    "lab.unlabelled_only": "Only those I have not labelled", "lab.seed": "Random seed",
    "lab.progress": "I labelled {mine}/{n} · {all} labels in this run ({annotators} annotators)",
    "lab.queue_empty": "Nothing left to label in this queue.", "lab.prev": "Previous", "lab.next": "Next",
    "lab.position": "Queue item {pos}/{n} (input row {row})",
    "lab.shortcuts": "Keys: 1–4 level · S save · Ctrl+Enter save and next · J/K next/previous · U undo · A add span · X remove span",
    "lab.item": "Row {row} · {id}", "lab.contexts": "Retrieved contexts ({n})",
    "lab.judge_says": "Judge: {level} (overall score {score})", "lab.level": "Human level", "lab.score": "Human score (optional)",
    "lab.sentences": "Per sentence: do you agree with the judge's verdict?", "lab.verdict": "Verdict",
    "lab.agree": "Agree", "lab.disagree": "Disagree",
    "lab.v_supported": "judge: supported", "lab.v_unsupported": "judge: unsupported", "lab.v_none": "judge: not judged",
    "lab.spans": "Unsupported spans", "lab.spans_help": "Yellow: your spans; red underline: the judge's; blue box: the selection. Select text in the answer with the mouse, find it, or drag the range slider, then add; pick a span to move or remove it.",
    "lab.span_pick": "Edit span", "lab.span_new": "(new span)", "lab.find": "Find the text to mark",
    "lab.find_ph": "paste or type a piece of the answer", "lab.find_go": "Select", "lab.not_found": "That text is not in the answer.",
    "lab.range": "Selection (character offsets)", "lab.selected": "Selected: “{text}” ({start}–{end})",
    "lab.kind": "Kind", "lab.span_note": "Span note", "lab.span_add": "Add span", "lab.span_move": "Move to selection",
    "lab.span_remove": "Remove span", "lab.reviewed": "I reviewed the spans",
    "lab.reviewed_help": "When ticked the saved spans count in span agreement; unticked means not reviewed. Editing a span ticks it.",
    "lab.note": "Note", "lab.save_next": "Save and next", "lab.save": "Save", "lab.undo": "Undo",
    "lab.saved": "Saved the label of row {row}.", "lab.save_failed": "Could not save: {msg}",
    "lab.undone": "Undone: row {row} is back to its previous label.", "lab.undone_empty": "Undone: row {row} is unlabelled again.",
    "lab.history": "Label history of this answer ({n} saves)",
    "lab.no_labels": "This run has no labels yet.",
    "lab.judge_vs_humans": "The judge against the human labels", "lab.all_annotators": "All annotators",
    "lab.col.who": "Annotator", "lab.col.ci": "95% interval", "lab.col.sentences": "Sentence accuracy",
    "lab.col.span_p": "Span precision", "lab.col.span_r": "Span recall", "lab.col.span_f1": "Span F1",
    "lab.agreement_note": "Bootstrap intervals ({boot} resamples, seed {seed}); Spearman/Kendall compare the judge's overall score with the human score (the middle of the level's band when only a level was given).",
    "lab.inter": "Annotators against each other", "lab.alpha_nominal": "Krippendorff's α (nominal)",
    "lab.alpha_interval": "Krippendorff's α (interval)", "lab.inter_items": "Answers with ≥ 2 labels",
    "lab.col.a": "Annotator A", "lab.col.b": "Annotator B", "lab.one_annotator": "One annotator only: ask another to label the same answers.",
    "lab.disagreements": "Answers with disagreement ({n})", "lab.row": "Row", "lab.judge": "Judge", "lab.open": "Open",
    "lab.kind_judge": "judge and human differ", "lab.kind_annotators": "annotators differ",
    "lab.fit_title": "Fit weights and level cut-offs on stored labels", "lab.fit_run": "Run with the labels",
    "lab.fit_who": "Whose labels", "lab.fit_go": "Fit", "lab.fit_failed": "Cannot fit: {msg}",
    "lab.fit_few": "Only {n} labelled answers (at least {trust} advised): the fit is not to be trusted — compare the cross-validated figures.",
    "lab.fit_no_cv": "Too few labels to cross-validate: in-sample figures only.",
    "lab.fit_current": "Current weights", "lab.fit_train": "In-sample (fitted)", "lab.fit_cv": "Cross-validated",
    "lab.fit_result": "Fitted weights: {weights}; level cut-offs (excellent/good/fair): {cutoffs} · {n} labels, {folds}-fold cross-validation",
    "lab.fit_apply": "Apply to the sliders", "lab.agree_rate": "Agreement",
    "lab.mouse": "Mouse selection (start-end)", "lab.mouse_help": "Select text in the answer above with the mouse: its character offsets appear here and set the selection; you can also type them, e.g. 6-11.",
})

# Languages of answers and the English sample (docs/languages.md)
ZH.update({
    "lang.zh": "中文", "lang.en": "英文", "lang.mixed": "中英混合", "lang.": "未识别",
    "res.language": "答案语言：{language}", "res.language_sentences": "（逐句：{sentences}）",
    "res.language_nth": "第{n}句 {language}",
    "home.sample_lang": "界面为英文时，示例按钮载入英文示例集（32 条公共部门问答，带人工标注）。",
})
EN.update({
    "lang.zh": "Chinese", "lang.en": "English", "lang.mixed": "mixed Chinese and English", "lang.": "undetermined",
    "res.language": "Answer language: {language}", "res.language_sentences": " (by sentence: {sentences})",
    "res.language_nth": "{n}: {language}",
    "home.sample_lang": "With the interface in English, the sample buttons load the English sample set (32 labelled public-sector answers).",
})
# --- the designed offline default, said once (ui/backend_notice.py) -----------------------------------------
ZH.update({
    "notice.offline": "正在使用离线评审（规则实体抽取 + 句子重合度评审）：每个分数都可用，并标明由哪个后端给出。原因：{reasons}。接入在线后端请到「系统设置」。",
    "notice.llm.not_running": "没有运行中的 LLM 服务（{target} 未响应）",
    "notice.llm.offline_mode": "已开启离线模式",
    "notice.embeddings.not_installed": "本机没有嵌入模型（{target}），改用字符 n-gram 嵌入",
    "status.offline": "离线默认", "status.card_offline": "离线默认",
    "res.offline_reason": "离线默认（见首页说明）",
})
EN.update({
    "notice.offline": "The offline judge is in use (rule-based entity extraction + sentence-overlap judge): every score is available and names the backend that produced it. Why: {reasons}. Connect a server under Settings.",
    "notice.llm.not_running": "no LLM server is running ({target} did not answer)",
    "notice.llm.offline_mode": "offline mode is on",
    "notice.embeddings.not_installed": "no embedding model on this machine ({target}); the char-ngram embedder is used",
    "status.offline": "offline default", "status.card_offline": "Offline default",
    "res.offline_reason": "offline default (see Home)",
})
ZH.update({
    "tune.rel_calibrated": "这些结果的答案相关性来自已校准的嵌入模型，阈值为 {threshold}（configuration 的 calibration.relevancy_thresholds）；保存的 YAML 不改写 thresholds.relevancy（那是 BGE-M3 的刻度）。",
})
EN.update({
    "tune.rel_calibrated": "These rows' relevancy comes from a calibrated embedder whose threshold is {threshold} (calibration.relevancy_thresholds in the configuration); the saved YAML leaves thresholds.relevancy (the BGE-M3 scale) as it is.",
})
ZH.update({
    "set.llm_requests": "共发出 {attempts} 次请求（含重试）：{calls} 次得到回答，{unanswered} 次未得到回答",
    "set.llm_failed_calls": "；{failures} 次评审调用在重试后仍失败",
    "set.llm_skipped": "；{skipped} 次因熔断未发出",
})
EN.update({
    "set.llm_requests": "{attempts} requests sent (retries included): {calls} answered, {unanswered} not answered",
    "set.llm_failed_calls": "; {failures} judge calls failed after their retries",
    "set.llm_skipped": "; {skipped} not sent (circuit breaker open)",
})
ZH.update({
    "tune.pick_run": "运行库中的运行", "tune.pick_placeholder": "选择一次运行（共 {n} 次）",
})
EN.update({
    "tune.pick_run": "Runs in the run store", "tune.pick_placeholder": "Pick a run ({n} stored)",
})
ZH.update({"ui.choose": "请选择…"})  # every selectbox's placeholder (Streamlit's own reads "Choose an option")
EN.update({"ui.choose": "Choose…"})
ZH.update({
    "cmp.differs": "**两次运行的差别**：{what}", "cmp.differs_none": "**两次运行的差别**：记录的数据、设置与后端都相同。",
    "cmp.diff.data": "数据", "cmp.diff.settings": "设置", "cmp.diff.backends": "后端",
})
EN.update({
    "cmp.differs": "**What differs between the runs**: {what}",
    "cmp.differs_none": "**What differs between the runs**: nothing recorded — same data, settings and backends.",
    "cmp.diff.data": "data", "cmp.diff.settings": "settings", "cmp.diff.backends": "backends",
})
ZH.update({"res.thresholds": "阈值"})
EN.update({"res.thresholds": "Thresholds"})
ZH.update({  # what the judge cost: before a run (the estimate) and after it (the records' usage)
    "runs.col.calls": "LLM 调用", "runs.col.calls_help": "评审实际发出的调用 · 每个样本的调用（缓存命中不算）；— 表示这次运行的记录没有记下",
    "runs.col.tokens": "令牌（输入 + 输出）", "runs.col.tokens_help": "服务器报告的输入与输出令牌数；— 表示未知（离线或较早的记录）",
    "usage.line": "{calls} 次调用（每样本 {per}）· 输入 {prompt} + 输出 {output} 令牌 · 缓存命中 {cached}",
    "cmp.usage": "**评审开销** — A：{a}；B：{b}",
    "batch.estimate": "**预计开销**（尚未发出任何请求）：{calls} 次调用（每样本 {per}），约 {prompt} 输入 + {output} 输出令牌（{method}）",
    "batch.estimate_time": "；按{source}约 {time}",
    "batch.estimate_time_measured": "上次运行测得的每次调用 {latency:.2f} 秒",
    "batch.estimate_max": "；每个样本的时间预算最多允许 {time}",
    "batch.estimate_none": "**预计开销**：0 次 LLM 调用（没有可用的 LLM 评审，全部离线评估）。",
})
EN.update({
    "runs.col.calls": "LLM calls", "runs.col.calls_help": "Calls the judge actually answered · per sample (cache hits not counted); — when the run's records did not record them",
    "runs.col.tokens": "Tokens (prompt + output)", "runs.col.tokens_help": "Prompt and output tokens the server reported; — when unknown (offline, or older records)",
    "usage.line": "{calls} calls ({per} per sample) · {prompt} prompt + {output} output tokens · {cached} cache hits",
    "cmp.usage": "**Judge cost** — A: {a}; B: {b}",
    "batch.estimate": "**Estimated cost** (nothing sent yet): {calls} calls ({per} per sample), about {prompt} prompt + {output} output tokens ({method})",
    "batch.estimate_time": "; ~{time} at {source}",
    "batch.estimate_time_measured": "{latency:.2f} s per call measured in the last run",
    "batch.estimate_max": "; the per-sample time budget allows at most {time}",
    "batch.estimate_none": "**Estimated cost**: 0 LLM calls (no LLM judge available: everything is scored offline).",
})
ZH.update({"old.as_stored": "（较早版本写出的记录：按保存时的文字显示）"})  # records without message codes
EN.update({"old.as_stored": "(a record of an earlier version, shown as stored: it predates translated reasons)"})
# --- labelfit: the fit on stored labels is profile_fit's nested CV (ui/labelling.py render_label_fit) ---
ZH.update({
    "lab.fit_running": "正在拟合（嵌套交叉验证，重复 {repeats} 个折分种子）……",
    "lab.fit_choice": "内层交叉验证选定 λ = {shrink}（权重向种子配置收缩，0 即种子权重）、κ = {cut_shrink}（等级分界向 0.8/0.7/0.6 收缩）· 方法与内置的校准配置相同",
    "lab.fit_seed_stands": "没有数据可用来选择 λ 与 κ：沿用种子配置的权重与等级分界。",
    "lab.fit_compare": "同样 {n} 行上的对比：{folds} 折嵌套交叉验证，折分种子 {seeds}；均值（最小–最大）",
    "lab.fit_row_fitted": "拟合（交叉验证）", "lab.fit_row_seed": "种子配置（固定分界）",
    "lab.fit_row_seed_cv_cutoffs": "种子配置（交叉验证拟合分界）", "lab.fit_row_current": "当前权重（固定分界）",
    "lab.fit_row_bigram": "二元字重叠（固定分界）", "lab.fit_row_bigram_cv_cutoffs": "二元字重叠（交叉验证拟合分界）",
    "lab.fit_col_scorer": "评分方式", "lab.fit_col_accuracy": "等级准确率", "lab.fit_col_wkappa": "加权 κ",
    "lab.fit_col_spearman": "Spearman",
})
EN.update({
    "lab.fit_running": "Fitting (nested cross-validation, repeated over {repeats} fold seeds)…",
    "lab.fit_choice": "Chosen by the inner CV: λ = {shrink} (weights shrunk toward the seed's; 0 is the seed's weights), κ = {cut_shrink} (cut-offs toward 0.8/0.7/0.6) · the procedure of the shipped calibrated profile",
    "lab.fit_seed_stands": "Nothing to choose λ and κ on: the seed's weights and level cut-offs stand.",
    "lab.fit_compare": "On the same {n} rows: {folds}-fold nested cross-validation, fold seeds {seeds}; mean (min–max)",
    "lab.fit_row_fitted": "Fitted (cross-validated)", "lab.fit_row_seed": "Seed profile (fixed cut-offs)",
    "lab.fit_row_seed_cv_cutoffs": "Seed profile, CV-fitted cut-offs", "lab.fit_row_current": "Current weights (fixed cut-offs)",
    "lab.fit_row_bigram": "Bigram overlap (fixed cut-offs)", "lab.fit_row_bigram_cv_cutoffs": "Bigram overlap, CV-fitted cut-offs",
    "lab.fit_col_scorer": "Scorer", "lab.fit_col_accuracy": "Level accuracy", "lab.fit_col_wkappa": "Weighted κ",
    "lab.fit_col_spearman": "Spearman",
})
# texts of a dimension's or metric's details, rendered from their codes (earag.messages; ui.records.coded_detail)
ZH.update({"mres.trigger": "何时调用LLM：{trigger}", "res.detail_note": "{dim}：{text}"})
EN.update({"mres.trigger": "When the LLM is asked: {trigger}", "res.detail_note": "{dim}: {text}"})
# --- labels: what an answer entity was checked against, and names/values bound to another subject or role ---
ZH.update({
    "ent.unverified_no_graph": "上下文中没有（未与知识图谱核对：未配置或图谱与本题无关）",
    "ent.not_counted": "上下文中没有（非专有名称，不计为编造）",
    "issues.wrong_binding": "上下文中属于其他主体或角色的名称/数值：{texts}",
    "span.bound_elsewhere": "上下文中有，但属于其他主体或角色",
})
EN.update({
    "ent.unverified_no_graph": "not in the contexts (not checked against a knowledge graph: none configured, or it is about something else)",
    "ent.not_counted": "not in the contexts (no proper name: not counted as invented)",
    "issues.wrong_binding": "Names/values the contexts bind to another subject or role: {texts}",
    "span.bound_elsewhere": "in the contexts, but bound to another subject or role",
})
# --- review3: answer names the contexts lack that the graph holds or was not asked about (not called invented) ---
ZH.update({"issues.names_not_in_contexts": "上下文中没有的名称（知识图谱中有或未核对，不算编造）：{names}"})
EN.update({"issues.names_not_in_contexts":
           "Names the contexts do not hold (the knowledge graph holds them or was not checked; not called invented): {names}"})
