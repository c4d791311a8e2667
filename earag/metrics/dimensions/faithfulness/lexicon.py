"""The judge's word tables: policy synonyms, negation and exemption words, what a clause about the material
looks like, modal words, direction words by family, and the patterns built from them."""
from __future__ import annotations

import re
from collections.abc import Sequence

# Interchangeable policy wording: a word is found in the contexts when any word of its group is.
_SYNONYM_GROUPS = (
    "缴纳 交纳 上缴 征收 征税 缴费", "享受 适用 享有 可享 可享受", "免征 免除 免予征收 免收 免缴 免税 不征收", "减半征收 减半",
    "申请 申报 提出申请 申领", "提交 报送 递交 提供 上交 报", "办理 受理 处理", "须 需 需要 应当 应 必须 要 得",
    "可以 可 能够 能 允许 准予 得以", "规定 明确 要求 指出", "不超过 以下 以内 不高于 至多 最多 未超过 上限 不得超过 不能超过",
    "不低于 以上 至少 最少 不少于 下限 起码 最起码 最低限度 不得少于 不能少于 不得低于", "企业 公司 单位 市场主体", "个人 自然人", "期限 期间 时间 时限",
    "执行 实施 施行 实行", "截至 截止 至 到", "发布 印发 出台 颁布 公布", "部门 机关 机构", "资金 经费 款项 资金支持",
    "补贴 补助 资助 奖励 奖补", "条件 标准 要求 门槛", "审批 批准 核准 审核 审查", "登记 注册 备案",
    "降低 下调 减少 减 下降", "提高 上调 增加 增 提升 上升", "符合 满足 达到", "按照 依照 根据 依据 按 依",
    "用于 用来", "包括 包含 涵盖 含", "支持 扶持 鼓励 促进", "实行 采用 采取 推行", "开展 进行 从事",
    "取得 获得 得到 领取", "目前 当前 现在 现阶段", "之后 以后 后", "之前 以前 前", "每年 年度 每个年度 一年",
    "计算 计入 计", "税款 税额 税金", "退还 退回 返还 退", "抵扣 扣除 抵减 抵免", "小微企业 小型微利企业",
    "规模 数量", "负责 主管 管理", "向 到", "时 时候", "立即 马上", "同时 并且 并 且 还", "或 或者", "及 以及 和 与",
    "仍 仍然 继续", "延续 延长 继续执行", "不再 无需 不需要 不需 无须 不必 不用", "出资 出钱", "免于 免除", "认定 确认 评定",
    "所得 收入", "费用 支出 开支", "员工 职工 雇员", "居民 住户", "职工 从业人员 从业人数", "地区 区域 地方",
    "同比 去年同期 上年同期",   # a change against the same period last year (比去年同期低了 = 同比减少)
)


def _synonym_index(groups: Sequence[str]) -> dict[str, frozenset[str]]:
    index: dict[str, frozenset[str]] = {}
    for group in groups:
        words = frozenset(group.split())
        for word in words:
            index[word] = index.get(word, frozenset()) | words
    return index


# One way only: a bare comparative after a comparison (比去年同期少了12%, 比上月降了2%) says the change verb the
# contexts use, but a context's 少 or 高 (至少, 最高) says no change: the short word finds the verbs, not back.
_DOWN_VERBS = "下降 减少 降低 下调 下滑 下跌 回落 减小 缩减 走低"
_UP_VERBS = "上升 增加 提高 上调 增长 上涨 攀升 增多 提升 走高"
_ONE_WAY = {**{w: _DOWN_VERBS for w in "低少降跌"}, **{w: _UP_VERBS for w in "高多升涨"},
            "高出": _UP_VERBS, "多出": _UP_VERBS}


def _one_way_index(index: dict[str, frozenset[str]], one_way: dict[str, str]) -> dict[str, frozenset[str]]:
    out = dict(index)
    for word, targets in one_way.items():
        out[word] = out.get(word, frozenset()) | frozenset(targets.split())
    return out


_SYNONYMS = _one_way_index(_synonym_index(_SYNONYM_GROUPS), _ONE_WAY)

# Negations, with the 免 words (免征 is "not levied") and 否则; 不 before a comparison (不超过, 不到) is a bound,
# handled as a direction word.
_NEG_RE = re.compile(r"否则|不得|不予|不再|不需要|不需|无需|无须|无法|无从|无人(?!机|驾驶|车|艇|船|超市|零售|配送)|毫无|并无|尚无|暂无|不必|不能|不可以|不可|不会|不是|并非|没有|未能|未|不要|不用"
                     r"|不应|不宜|禁止|严禁|免于|免予|免征|免除|免收|免缴|免税|免费|免申|不属于|不包括|不含|没|不"
                     r"|无(?!论|偿|锡|线|疑|数|限|比|障碍|人|理由|关|奈|穷|私|畏|辜|意|形|聊|视|缘|效|所|非|机|损|菌|害|息|业|罪|纸|条件|固定)"
                     r"(?=[\u4e00-\u9fff]{1,4}(?:[，,。；;！!？?]|$))")
_NOT_NEGATION_AFTER_BU = ("断", "同", "仅", "少", "良", "足", "但", "过", "论", "管", "久", "妨", "如", "止", "等", "超过",
                          "低于", "少于", "高于", "大于", "小于", "多于", "到", "满", "动产", "定期", "得不", "一定", "变", "利", "超出", "超标",
                          # (words, not denials: 不竭动力, 不懈努力, 不朽, 矢志不渝, 不屈, 不愧, 不遗余力, 不乏, 不时)
                          "竭", "懈", "朽", "渝", "屈", "愧", "遗余力", "乏", "时")
_NOT_NEGATION_AFTER_WEI = ("来",)
# A negated exceeding is a bound, as 不超过 is (没有超出国家标准 = 在标准以内): compared as a direction word.
_EXCEEDING = ("超过", "超出", "超标")
_BOUND_NEGATIONS = ("未", "没有", "没", "并未")
# "Not only" is not a negation: 不能只备案 / 不仅 / 不只 keep the statement and add to it.
_NOT_ONLY = ("只", "仅", "光", "单单")
# Exemptions negate the levy, not the tax: 免征增值税 is the opposite of 征收增值税, not of a clause that merely names
# 增值税. A polarity difference made only of these words needs the levy itself on the other side.
_EXEMPTIONS = ("免于", "免予", "免征", "免除", "免收", "免缴", "免税", "免费", "免申")
_LEVY_WORDS = frozenset({"征收", "征税", "缴纳", "交纳", "缴", "征", "收取", "加征", "缴税", "纳税", "收费", "扣缴", "代扣代缴",
                         "收", "缴费", "交费", "收钱", "交钱", "付费"})
# A clause about what the material does (not) say is a statement about the material, not a claim to check:
# 资料中没有…的具体规定, 上下文未提及…, 根据资料.
_MATERIAL = r"(?:资料|材料|上下文|文中|原文|文本|参考内容|检索内容|所给内容|提供的内容|提供的信息|现有信息|给定信息|已知信息)"
_ABSENCE_RE = re.compile(_MATERIAL + r"[^，,；;。]{0,6}?(?:中|里|内)?[^，,；;。]{0,4}?(?:没有|未|并未|无|不包含|不含|找不到|缺少|尚无)"
                         r"|(?:没有|未|并未)[^，,；;。]{0,4}?(?:提及|提到|载明|找到)"
                         # (verbs said of things as well as of the material: only with no subject of their own —
                         # 未说明具体金额 is the material's silence, 金融机构没有提供金融服务 a claim)
                         r"|^\s*(?:但是|但|并|也|且|而|其中|此外)?\s*(?:没有|未|并未)[^，,；;。]{0,4}?(?:涉及|说明|给出|提供|包含)"
                         r"|^\s*(?:根据|依据|按照|结合)(?:以上|上述|所给|提供的)?" + _MATERIAL + r"\s*$")
_POSITIVE_MODALS = ("需要", "需经", "需", "须", "要", "应当", "应", "必须", "可以", "可", "有", "经", "仍需", "仍")

# Direction words by family: (words that go up, words that go down). Longest first when matching.
_DIRECTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "change": (("上涨", "上升", "增加", "增长", "提高", "提升", "升高", "上调", "加大", "增多", "增强", "加快", "扩大",
                "增大", "攀升", "走高", "调高", "加码", "加倍", "翻番", "上浮", "收涨", "涨幅", "涨", "升到", "升至", "回升",
                "调增", "核增", "越来越多", "越来越高", "越来越大", "往上调", "向上调整"),
               ("下跌", "下降", "减少", "降低", "下调", "减小", "减弱", "放缓", "缩小", "回落", "下滑", "减低", "走低",
                "调低", "缩减", "削减", "压减", "压缩", "减半", "下浮", "收跌", "跌幅", "跌", "降到", "降至", "降幅",
                "扣减", "核减", "调减", "越来越少", "越来越低", "越来越小", "往下调", "向下调整")),
    # whether a thing changes (急剧变化 there, 静止不变 here)
    "stability": (("变化", "变动", "改变", "变迁", "变革"), ("不变", "静止", "一成不变", "停滞", "原地踏步", "毫无变化")),
    "time": (("延长", "推迟", "延后", "延迟", "放宽", "延续", "顺延", "晚于"), ("缩短", "提前", "收紧", "早于")),
    "compare": (("高于", "多于", "大于", "超过", "超出", "超标", "以上", "不低于", "不少于", "不小于", "最小", "至少", "最少", "起码", "最低", "不得低于", "不能低于",
                 "下限"),
                ("低于", "少于", "小于", "以下", "不超过", "不高于", "不多于", "不大于", "最大", "以内", "至多", "未超过", "不到", "不足",
                 "最多", "最高", "不得超过", "不能超过", "上限", "不满", "不超出", "不超标", "没有超过",
                 "没超过", "并未超过", "未超出", "没有超出", "没超出", "并未超出", "未超标", "没有超标", "没超标")),
    "levy": (("征收", "加征", "增税", "收取"), ("免征", "减征", "减税", "免税", "免收", "免缴", "免于征收", "免予征收")),
    "balance": (("盈利", "顺差", "流入", "买入", "升值", "扩张", "宽松", "涨价", "加息"),
                ("亏损", "逆差", "流出", "卖出", "贬值", "收缩", "紧缩", "降价", "降息")),
    # antonym predicates: said of the same thing, one is the other's contradiction (同意 there, 拒绝 here)
    "consent": (("同意", "批准", "核准", "准予", "接受", "允许", "赞成", "支持", "通过", "承认", "认可", "答应"),
                ("拒绝", "驳回", "否决", "不予批准", "拒不", "禁止", "反对", "否认", "不认可", "拒收")),
    "outcome": (("成功", "胜利", "获胜", "赢得", "达标", "合格", "及格", "完成"),
                ("失败", "失利", "落败", "输掉", "未达标", "不合格", "不及格", "未完成")),
    "validity": (("有效", "合法", "合规", "生效", "真实"), ("无效", "违法", "违规", "失效", "虚假")),
    # whether a place or service is open or running (开放 there, 闭馆 here): 开放时间 is a time, not the state
    "operation": (("开放", "营业", "开业", "开通", "通车", "开馆", "开园", "开门", "启用", "运营", "通航"),
                  ("闭馆", "关闭", "停业", "歇业", "停运", "停航", "关门", "休馆", "闭园", "停用", "封闭", "停办")),
    "stance": (("喜欢", "热爱", "满意", "信任", "乐观", "积极", "平安", "安全", "容易", "简单", "活泼", "热情"),
               ("讨厌", "厌恶", "不满", "怀疑", "悲观", "消极", "出事", "危险", "困难", "复杂", "安静", "冷淡")),
    # quantifiers and modality: all against some or only, obligation against permission
    "scope": (("全部", "所有", "一律", "全体", "均", "全都", "一切", "各类", "各种"), ("部分", "仅", "只有", "个别", "少数", "一些", "其中")),
    "modality": (("必须", "应当", "须", "强制", "务必"), ("可以", "自愿", "可自行", "可由", "酌情", "有权")),
}
# A modal negation before an exceeding is a bound as well (不可超出10%, 不应超标 = 不得超过)
_MODAL_NEGATIONS = ("不得", "不能", "不可", "不应", "不宜", "不会", "不准", "不要")
_DIRECTIONS["compare"] = (
    tuple(dict.fromkeys(_DIRECTIONS["compare"][0] + tuple(n + v for n in _MODAL_NEGATIONS
                                                          for v in ("少于", "低于", "小于")))),
    tuple(dict.fromkeys(_DIRECTIONS["compare"][1] + tuple(n + v for n in _MODAL_NEGATIONS
                                                          for v in ("超过", "超出", "超标", "高于", "多于", "大于")))))
# the comparisons a modal negation makes a bound of (不得超过3年 = 最多3年, 不得少于20日 = 至少20日)
_BOUNDED = ("超过", "超出", "超标", "少于", "低于", "小于", "高于", "多于", "大于")
# the rest of a whole (其余均为…, 剩下的都…): a universal word after these is said of a part, not of the whole
_REST_RE = re.compile(r"(?:其余|其他|其它|剩余|剩下|另外|余下)[^，,；;。：:]{0,6}$")
_DIR_INDEX = {w: (fam, pol) for fam, (up, down) in _DIRECTIONS.items() for pol, ws in (("up", up), ("down", down))
              for w in ws}
# 开放 inside 放开放宽 is 放开 + 放宽: read there, it would hide the 放宽 it overlaps
_DIR_BEFORE = {"开放": "(?<!放)"}
# 最大 and 最小 bound only a number right after them (最大六十平方米; not 最大限度, 最小的孩子)
_DIR_AFTER = {w: r"(?=\s*[\d零〇一二两三四五六七八九十百千万])" for w in ("最大", "最小")}
_DIR_RE = re.compile("|".join(_DIR_BEFORE.get(w, "") + re.escape(w) + _DIR_AFTER.get(w, "")
                              for w in sorted(_DIR_INDEX, key=len, reverse=True)))
# A bare comparative after a comparison's standard (比去年同期低了, 较上月少收了, 比9月降了) is a change word; read
# only there (see clauses._directions), since 多, 少 and 高 alone are everywhere. Not in _DIR_RE.
_COMPARATIVES = {**{w: ("change", "down") for w in "低少降跌减"}, **{w: ("change", "up") for w in "高多升涨增"}}
_COMPARATIVE_RE = re.compile(r"(?<![对相评好])[比较](?![例重率如赛较])[^，,；;。！？!?比较]{1,8}?([低少降跌减高多升涨增])"
                             r"(?=了|出|[\d一二三四五六七八九十两几百千万]|[\u4e00-\u9fff]了|[，,。；;！？!?]|$)")
# 多 and 少 right after a modal and before an amount are a change as well (起付线能少200块, 每月要多交100元)
_AMOUNT_CHANGE_RE = re.compile(r"(?<=[能要会可就再])([多少])(?=[交缴付收给领补扣]?[\d一二两三四五六七八九十百千万])")
_DIR_INDEX.update(_COMPARATIVES)
# Meeting a standard or a limit is staying within it (符合国家标准 = 没有超出国家标准; against 超出, a flip): a bound
# word only before 标准 / 限值 / 限量 (符合条件 is no bound). Not in _DIR_RE, read in clauses._directions.
_WITHIN_RE = re.compile(r"(符合|满足)(?=[^，,；;。！？!?]{0,8}?(?:标准|限值|限量))")
_DIR_INDEX.update({"符合": ("compare", "down"), "满足": ("compare", "down")})
_BOUND_WORDS = ("以上", "以下", "以内")   # only a bound after a number (10万元以下), not 以上政策
# A predicate that grants the policy as a whole: "…的企业不适用" denies whatever the answer says that group may do.
_GRANTS_POLICY = frozenset({"适用"})
_NUMERIC_RE = re.compile(r"[\d.%]+")
# (the comma or colon inside a number is no cut: £50,000, 9:30)
_CLAUSE_RE = re.compile(r"(?:[^，,；;：:（）()\n。！？!?]|(?<=\d)[,:](?=\d))+")


_PLACE_SUFFIX_RE = re.compile(r"[省市县]")
