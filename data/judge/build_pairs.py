"""Builder of the judge benchmark: labelled faithful/hallucinated answer pairs from hand-written base items.

Run: python data/judge/build_pairs.py          (writes data/judge/pairs.jsonl.gz and data/judge/vague.jsonl)
     python data/judge/build_pairs.py --check  (exit 1 when the files on disk differ from a fresh build)

Inputs (hand-written): base_items.jsonl (question, contexts or corpus doc ids, an extractive faithful answer
`copy`, a reworded faithful answer `para`, optional hand-written hallucinations with their spans) and
vague_answers.jsonl. Everything mechanical below is deterministic: one seeded `random.Random` per base item,
files written in base-item order with fixed key order, so rebuilding gives identical bytes.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = ROOT / "data" / "corpus" / "policy_corpus.jsonl"
SEED = "earag-judge-v1"
DEV_SHARE = 0.6
PAIRS_PER_BASE = 4
KINDS = ("number", "date", "quantity", "entity", "negation", "direction", "unsupported-addition")

# ---------------------------------------------------------------- perturbation tables (hand-written)

# Real agencies absent from the corpus, used to swap a named agency for a wrong one.
OTHER_AGENCIES = ["民政部", "教育部", "生态环境部", "国家金融监督管理总局", "中国证监会", "国家知识产权局", "审计署",
                  "国务院国资委", "交通运输部", "国家医疗保障局", "住房和城乡建设部", "自然资源部", "应急管理部",
                  "国家移民管理局", "文化和旅游部"]
AGENCIES = ["上海市人力资源和社会保障局", "人力资源和社会保障部", "国家发展和改革委员会", "国家市场监督管理总局",
            "国家互联网信息办公室", "汕头华侨经济文化合作试验区管理委员会", "工业和信息化部", "国家发展改革委",
            "国家外汇管理局", "国家税务总局", "中国人民银行", "中国地震台网", "国家统计局", "国家网信部门",
            "中央气象台", "农业农村部", "海关总署", "财政部", "科技部", "商务部"]
# Agencies that get an invented multi-part name (real prefix + invented office): the whole name is the span.
INVENTABLE = ["国家税务总局", "财政部", "商务部", "工业和信息化部", "科技部", "国家互联网信息办公室",
              "国家市场监督管理总局", "国家外汇管理局", "人力资源和社会保障部", "国家发展改革委", "中国人民银行",
              "国家统计局", "海关总署"]
INVENTED_SUFFIXES = ["华侨专项办公室", "政策研究中心", "中小企业服务司", "跨境数据审查办公室", "税收优惠审核处",
                     "专项资金管理办公室"]
NAME_SWAPS = {
    # places
    "临港新片区": ["张江科学城", "虹桥商务区"], "西部地区": ["东北地区", "中部地区"], "四川省": ["云南省", "贵州省"],
    "广东省": ["福建省", "浙江省"], "雅安市": ["乐山市"], "芦山县": ["宝兴县"], "珠三角": ["长三角"],
    "上海": ["杭州", "南京"], "海南": ["广西", "福建"], "横琴": ["南沙", "平潭"], "珠海": ["中山", "江门"],
    "深圳": ["东莞", "佛山"], "前海": ["南沙", "蛇口"], "汕头": ["潮州", "揭阳"], "北京": ["天津", "石家庄"],
    "杭州": ["宁波", "绍兴"], "浙江": ["江苏", "安徽"], "苏州": ["无锡", "常州"], "福建": ["江西"],
    "江苏": ["山东"], "华北": ["华南"], "黄淮": ["江南"],
    # people and companies (written items)
    "李明远": ["李明达", "张明远"], "王浩": ["王涛"], "陈静怡": ["陈静雯", "林静怡"], "周雨桐": ["周雨欣"],
    "张海峰": ["张海涛", "王海峰"], "刘晓东": ["刘晓明"], "赵敏": ["赵倩", "钱敏"], "华泰新能源": ["华信新能源"],
    "苏州精锐机器人有限公司": ["苏州精工机器人有限公司"], "长江智能装备集团": ["黄河智能装备集团"],
    "京沪高速铁路股份有限公司": ["中国铁路上海局集团有限公司"],
    # laws
    "企业所得税法": ["个人所得税法"], "外商投资法": ["对外贸易法"], "个人信息保护法": ["网络安全法"],
    "政府采购法": ["招标投标法"], "中小企业促进法": ["乡镇企业法"], "公司法": ["合伙企业法"],
}
# (pattern, replacement, characters that must not precede, characters/strings that must not follow)
NEGATIONS = [
    ("不再需要", "仍需要", "", ()), ("不再要求", "仍要求", "", ()), ("不需要", "需要", "", ()),
    ("不可以", "可以", "", ()), ("无需", "需要", "", ()), ("不用", "需要", "", ()), ("不得", "可以", "", ()),
    ("不能", "可以", "", ()), ("不适用", "适用", "", ()), ("未超过", "超过", "", ()), ("不超过", "超过", "", ()),
    ("不低于", "低于", "", ()), ("不高于", "高于", "", ()), ("免征", "照常征收", "", ()), ("免收", "照常收取", "", ()),
    ("免试", "须经考试", "", ()), ("同样适用", "不适用", "", ()), ("不允许", "允许", "", ()),
    ("允许", "不允许", "不", ()), ("需要", "不需要", "不无", ()), ("可以", "不得", "不", ()),
    ("应当", "无需", "", ()),
]
DIRECTIONS = [
    ("提高到", "降低到", "", ()), ("提高至", "降低至", "", ()), ("提高", "降低", "", ()), ("降低", "提高", "", ()),
    ("上调", "下调", "", ()), ("下调", "上调", "", ()), ("调高", "调低", "", ()), ("增加", "减少", "", ()),
    ("减少", "增加", "", ()), ("上涨", "下跌", "", ()), ("下跌", "上涨", "", ()), ("收涨", "收跌", "", ()),
    ("涨幅", "跌幅", "", ()), ("增长", "下降", "", ()), ("下降", "上升", "", ()), ("高于", "低于", "不", ()),
    ("低于", "高于", "不", ()), ("扩大", "缩小", "", ()), ("放宽", "收紧", "", ()), ("延长", "缩短", "", ()),
    ("缩短", "延长", "", ()), ("上浮", "下浮", "", ()), ("压减", "增加", "", ()), ("翻倍", "减半", "", ()),
    ("减半", "加倍", "", ()), ("降至", "升至", "", ()), ("降到", "升到", "", ()), ("跌到", "升到", "", ()),
    ("多出", "少了", "", ()), ("多于", "少于", "", ()), ("少于", "多于", "", ()), ("最高", "最低", "", ()),
    ("最多", "最少", "", ()), ("至少", "至多", "", ()), ("超过", "低于", "不未", ()), ("超出", "低于", "", ()),
    ("高出", "低于", "", ()), ("以上", "以下", "", ("条件", "情形", "：")), ("以下", "以上", "", ("条件", "情形", "：")),
]
POLICY_ADDITIONS = [
    "申请时还需额外提交近三年的审计报告和纳税信用证明", "该政策仅适用于注册资本在1000万元以上的企业",
    "企业享受该优惠前须经省级财政部门逐一审核批准", "逾期未申报的企业将被处以5000元罚款",
    "此外，外资企业不得享受这项政策", "相关资金由中央财政和地方财政按7:3的比例分担",
    "符合条件的企业每年还可额外获得50万元的专项奖励", "该政策已于2025年6月30日提前终止",
    "首次申请的企业需先参加税务机关组织的专题培训", "享受优惠的企业须在每季度结束后10日内报送专项报表",
    "国有企业不适用上述规定", "该规定由国家市场监督管理总局负责解释", "享受优惠后3年内企业不得变更注册地",
    "同时，企业须为全部职工缴纳补充商业保险", "这项政策在东部沿海地区暂不实施",
    "未按时办理的，可在次年补办但须加收10%的滞纳金", "政策到期后将自动延续5年",
    "企业还需要在当地设立独立的研发中心", "该优惠与其他税收优惠不能同时享受",
    "违反规定的企业将被列入失信名单，5年内不得再次申请",
]
GENERAL_ADDITIONS = [
    "据悉，相关部门将于下周召开新闻发布会通报详细情况", "这一数据创下近十年来的最高纪录",
    "业内专家普遍认为这一趋势将持续到明年年底", "有关负责人表示，后续还将出台配套措施",
    "此前一年的同期数据仅为这一数字的一半", "当地已紧急调拨5000万元专项资金用于应对",
    "这是有关方面首次对外公布相关数据", "预计下半年相关指标还将进一步改善",
]

_NUM = re.compile(r"\d+(?:\.\d+)?")
_DATE = re.compile(r"\d{4}年(?:\d{1,2}月(?:\d{1,2}日)?)?|\d{1,2}月\d{1,2}日")
_QTY = re.compile(r"(\d+(?:\.\d+)?)(万|亿)?(平方公里|个工作日|个月|公里|千米|纳米|小时|元|人)")
_UNIT_SWAP = {"平方公里": "平方米", "个工作日": "个月", "个月": "年", "公里": "米", "千米": "米", "纳米": "微米",
              "小时": "天"}


# ---------------------------------------------------------------- helpers

def _load_jsonl(path: Path) -> list[dict]:
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise SystemExit(f"{path.name} line {n}: {exc}")
    return rows


def _rng(*parts: str) -> random.Random:
    # a str seed is hashed with SHA-512 by `random`, so this does not depend on PYTHONHASHSEED
    return random.Random(":".join((SEED, *parts)))


def _date_ranges(text: str) -> list[tuple[int, int]]:
    out = []
    for m in _DATE.finditer(text):
        if text[m.end():m.end() + 1] == "第":  # 公告2023年第12号: a document number, not a date
            continue
        out.append(m.span())
    return out


def _inside(pos: int, ranges) -> bool:
    return any(a <= pos < b for a, b in ranges)


def _fmt(value: float) -> str:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return text


def _replace(text: str, start: int, end: int, new: str, kind: str) -> tuple[str, list[dict]]:
    out = text[:start] + new + text[end:]
    return out, [{"text": new, "start": start, "end": start + len(new), "kind": kind}]


# ---------------------------------------------------------------- perturbations: each returns candidates

def _number_variants(s: str) -> list[str]:
    digits = [c for c in s if c.isdigit()]
    pos = [i for i, c in enumerate(s) if c.isdigit()]
    out = []
    for k in range(len(digits) - 1):  # adjacent digit swaps: 5.8→8.5, 25→52, 12.34→12.43
        if digits[k] == digits[k + 1]:
            continue
        chars = list(s)
        chars[pos[k]], chars[pos[k + 1]] = chars[pos[k + 1]], chars[pos[k]]
        new = "".join(chars)
        if new[0] == "0" and not new.startswith("0."):
            continue
        out.append(new)
    value = float(s)
    if "." not in s:
        lead = int(s[0])
        for delta in (1, 2, -1, 3):
            d = lead + delta
            if 1 <= d <= 9:
                out.append(str(d) + s[1:])
    else:
        out.append(_fmt(value * 2))
    return [o for o in dict.fromkeys(out) if o != s]


def perturb_number(text: str, ctx: str, rng: random.Random) -> list[tuple[str, list[dict]]]:
    dates = _date_ranges(text)
    cands = []
    for m in _NUM.finditer(text):
        if _inside(m.start(), dates) or text[m.end():m.end() + 1] in ("号", "‰") or text[m.start() - 1:m.start()] in ("第", "〔"):
            continue
        if text[m.end():m.end() + 1] == "年" and len(m.group()) == 4:
            continue
        options = _number_variants(m.group())
        fresh = [o for o in options if o not in ctx] or options
        if fresh:
            cands.append(_replace(text, m.start(), m.end(), rng.choice(fresh), "number"))
    return cands


def perturb_date(text: str, ctx: str, rng: random.Random) -> list[tuple[str, list[dict]]]:
    cands = []
    for a, b in _date_ranges(text):
        old = text[a:b]
        parts = re.match(r"(?:(\d{4})年)?(?:(\d{1,2})月)?(?:(\d{1,2})日)?", old)
        year, month, day = parts.group(1), parts.group(2), parts.group(3)
        options = []
        if year:
            for delta in (1, -1, 2, 3):
                options.append(old.replace(year + "年", str(int(year) + delta) + "年", 1))
        if month and not (day and int(day) > 28):  # no 6月31日
            for m2 in (int(month) % 12 + 1, (int(month) + 5) % 12 + 1):
                new = re.sub(r"(?<!\d)" + month + "月", f"{m2}月", old, count=1)
                options.append(new)
        if day:
            d2 = int(day) + 7 if int(day) <= 21 else int(day) - 10
            options.append(re.sub(r"(?<!\d)" + day + "日", f"{d2}日", old, count=1))
        options = [o for o in dict.fromkeys(options) if o != old]
        fresh = [o for o in options if o not in ctx] or options
        if fresh:
            cands.append(_replace(text, a, b, rng.choice(fresh), "date"))
    return cands


def perturb_quantity(text: str, ctx: str, rng: random.Random) -> list[tuple[str, list[dict]]]:
    dates = _date_ranges(text)
    cands = []
    for m in _QTY.finditer(text):
        if _inside(m.start(), dates):
            continue
        num, prefix, unit = m.group(1), m.group(2) or "", m.group(3)
        if unit in ("元", "人"):
            if prefix == "万":
                new_prefix = rng.choice(["亿", "千"]) if unit == "元" else ""
            elif prefix == "亿":
                new_prefix = "万"
            else:
                new_prefix = "万"
            new = num + new_prefix + unit
        else:
            new = num + prefix + _UNIT_SWAP[unit]
        cands.append(_replace(text, m.start(), m.end(), new, "quantity"))
    return cands


def convert_units(text: str) -> str | None:
    """The same quantities in other units (3万元 → 30000元, 15000元 → 1.5万元): a faithful rewording."""
    changed = False

    def sub(m: re.Match) -> str:
        nonlocal changed
        num, prefix, unit = float(m.group(1)), m.group(2) or "", m.group(3)
        if unit not in ("元", "人", "平方公里"):
            return m.group()
        if prefix == "万" and num * 10000 < 1e9 and (num * 10000).is_integer():
            changed = True
            return _fmt(num * 10000) + unit
        if prefix == "亿":
            changed = True
            return _fmt(num * 10000) + "万" + unit
        if not prefix and num >= 10000 and (num / 10000 * 10).is_integer():
            changed = True
            return _fmt(num / 10000) + "万" + unit
        return m.group()

    dates = _date_ranges(text)
    out, last = [], 0
    for m in _QTY.finditer(text):
        if _inside(m.start(), dates):
            continue
        out.append(text[last:m.start()])
        out.append(sub(m))
        last = m.end()
    out.append(text[last:])
    return "".join(out) if changed else None


def _name_occurrences(text: str, names) -> list[tuple[int, int, str]]:
    taken: list[tuple[int, int, str]] = []
    for name in sorted(names, key=len, reverse=True):  # longest first: 广东省 before 广东, 国家税务总局 before 税务总局
        for m in re.finditer(re.escape(name), text):
            if not any(a < m.end() and m.start() < b for a, b, _ in taken):
                taken.append((m.start(), m.end(), name))
    return sorted(taken)


def perturb_entity(text: str, ctx: str, rng: random.Random) -> list[tuple[str, list[dict]]]:
    cands = []
    for a, b, name in _name_occurrences(text, [*AGENCIES, *NAME_SWAPS]):
        if name in NAME_SWAPS:
            options = [o for o in NAME_SWAPS[name] if o not in ctx]
        else:
            options = [o for o in OTHER_AGENCIES if o not in ctx]
            if name in INVENTABLE and rng.random() < 0.5:
                options = [name + s for s in INVENTED_SUFFIXES if name + s not in ctx]
        if options:
            cands.append(_replace(text, a, b, rng.choice(options), "entity"))
    return cands


def _table_perturb(text: str, table, kind: str) -> list[tuple[str, list[dict]]]:
    cands, taken = [], []
    for pattern, repl, not_before, not_after in table:
        for m in re.finditer(re.escape(pattern), text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            if m.start() > 0 and text[m.start() - 1] in not_before:
                continue
            if any(text.startswith(s, m.end()) for s in not_after):
                continue
            taken.append(m.span())
            cands.append(_replace(text, m.start(), m.end(), repl, kind))
    return cands


def perturb_negation(text: str, ctx: str, rng: random.Random) -> list[tuple[str, list[dict]]]:
    return _table_perturb(text, NEGATIONS, "negation")


def perturb_direction(text: str, ctx: str, rng: random.Random) -> list[tuple[str, list[dict]]]:
    return _table_perturb(text, DIRECTIONS, "direction")


def perturb_addition(text: str, ctx: str, rng: random.Random, pool: list[str]) -> list[tuple[str, list[dict]]]:
    sentence = rng.choice([s for s in pool if s not in ctx])
    body = text.rstrip("。")
    cuts = [m.end() for m in re.finditer("。", body)]
    cands = []
    # appended as its own sentence at the end ...
    start = len(body) + 1
    cands.append((body + "。" + sentence + "。", [{"text": sentence, "start": start, "end": start + len(sentence),
                                                   "kind": "unsupported-addition"}]))
    # ... or between two sentences of the answer
    if cuts:
        cut = cuts[0]
        new = body[:cut] + sentence + "。" + body[cut:] + "。"
        cands.append((new, [{"text": sentence, "start": cut, "end": cut + len(sentence),
                             "kind": "unsupported-addition"}]))
    return [rng.choice(cands)]


PERTURB = {"number": perturb_number, "date": perturb_date, "quantity": perturb_quantity, "entity": perturb_entity,
           "negation": perturb_negation, "direction": perturb_direction}


def _candidates(text: str, ctx: str, kind: str, rng: random.Random, pool: list[str]):
    if kind == "unsupported-addition":
        return perturb_addition(text, ctx, rng, pool)
    return PERTURB[kind](text, ctx, rng)


# ---------------------------------------------------------------- building

def _locate(answer: str, spans: list[dict], where: str) -> list[dict]:
    """Offsets for hand-written spans: searched left to right, `occurrence` picks the n-th match."""
    out, pos = [], 0
    for span in spans:
        start = pos - 1
        for _ in range(int(span.get("occurrence", 1))):
            start = answer.find(span["text"], start + 1)
            if start < 0:
                raise SystemExit(f"{where}: span {span['text']!r} not found in the hallucinated answer")
        out.append({"text": span["text"], "start": start, "end": start + len(span["text"]), "kind": span["kind"]})
        pos = start + len(span["text"])
    return out


def load_base_items() -> list[dict]:
    corpus = {d["id"]: d for d in _load_jsonl(CORPUS)}
    items = []
    for item in _load_jsonl(HERE / "base_items.jsonl"):
        if "docs" in item:
            missing = [d for d in item["docs"] if d not in corpus]
            if missing:
                raise SystemExit(f"{item['id']}: unknown corpus documents {missing}")
            item["contexts"] = [corpus[d]["text"] for d in item["docs"]]
        items.append(item)
    return items


def split_of(base_ids: list[str]) -> dict[str, str]:
    """60 % of the base items to dev, the rest to heldout, by a hash of the id (not by file order)."""
    order = sorted(base_ids, key=lambda b: hashlib.sha256(f"{SEED}:{b}".encode()).hexdigest())
    n_dev = round(len(order) * DEV_SHARE)
    return {b: ("dev" if i < n_dev else "heldout") for i, b in enumerate(order)}


SCHEMES = (("copy", "copy"), ("para", "para"), ("para", "copy"), ("copy", "para"))  # (faithful, perturbed source)
SCHEME_WEIGHTS = (0.3, 0.3, 0.25, 0.15)


def build() -> tuple[list[dict], list[dict]]:
    items = load_base_items()
    splits = split_of([it["id"] for it in items])
    counts = {k: 0 for k in KINDS}
    pairs: list[dict] = []
    for item in items:
        bid = item["id"]
        rng = _rng(bid)
        ctx = "\n".join(item["contexts"])
        pool = GENERAL_ADDITIONS if item["source"] == "written" else POLICY_ADDITIONS
        texts = {"copy": item["copy"], "para": item["para"]}
        common = {"split": splits[bid], "base_id": bid, "question": item["question"], "contexts": item["contexts"]}
        made: list[dict] = []
        for h in item.get("halluc", []):
            spans = _locate(h["answer"], h["spans"], bid)
            made.append({"faithful": item["para"], "hallucinated": h["answer"], "kind": spans[0]["kind"],
                         "spans": spans, "paraphrase": True, "faithful_variant": "para", "method": "hand"})
        # mechanical pairs: the rarest kinds so far first, each kind once per base item
        by_kind = {k: {src: _candidates(texts[src], ctx, k, _rng(bid, k, src), pool) for src in texts} for k in KINDS}
        usable = [k for k in KINDS if by_kind[k]["copy"] or by_kind[k]["para"]]
        rng.shuffle(usable)
        usable.sort(key=lambda k: counts[k])
        for kind in usable[: max(0, PAIRS_PER_BASE - len(made))]:
            schemes = [(s, w) for s, w in zip(SCHEMES, SCHEME_WEIGHTS) if by_kind[kind][s[1]]]
            faithful_src, source = rng.choices([s for s, _ in schemes], [w for _, w in schemes])[0]
            new_text, spans = rng.choice(by_kind[kind][source])
            faithful, variant = texts[faithful_src], faithful_src
            converted = convert_units(item["copy"])
            # 3万元 in the context, 30000元 in the faithful answer: must count as equal (always for a quantity
            # pair perturbed from the copy, sometimes for the others)
            if converted and faithful_src == "copy" and (kind == "quantity" or rng.random() < 0.5):
                faithful, variant = converted, "unit-converted"
            elif converted and kind == "quantity" and source == "copy":
                faithful, variant = converted, "unit-converted"
            made.append({"faithful": faithful, "hallucinated": new_text, "kind": kind, "spans": spans,
                         "paraphrase": variant != "copy", "faithful_variant": variant,
                         "method": f"mechanical:{source}"})
        for n, pair in enumerate(made, 1):
            for kind in {s["kind"] for s in pair["spans"]}:
                counts[kind] += 1
            pairs.append({"id": f"{bid}-{n}", **common, **pair, "source": item["source"]})
    vague = []
    by_id = {it["id"]: it for it in items}
    for n, row in enumerate(_load_jsonl(HERE / "vague_answers.jsonl"), 1):
        item = by_id[row["base_id"]]
        vague.append({"id": f"vague-{n:03d}", "split": splits[item["id"]], "base_id": item["id"],
                      "question": item["question"], "contexts": item["contexts"], "answer": row["answer"],
                      "label": "vague", "hallucinated": False, "informative": False, "source": item["source"]})
    return pairs, vague


def _dump(rows: list[dict]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def _gzip(data: bytes) -> bytes:
    # mtime=0 and a fixed level: the same lines give the same bytes. Compressed because every line repeats its
    # contexts and data/ must stay under 1 MB (data/validate.py); read it with zcat or gzip.open.
    return gzip.compress(data, compresslevel=9, mtime=0)


def _plain(path: Path) -> bytes | None:
    if not path.exists():
        return None
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk instead of writing")
    args = parser.parse_args(argv)
    pairs, vague = build()
    outputs = {HERE / "pairs.jsonl.gz": _dump(pairs), HERE / "vague.jsonl": _dump(vague)}
    if args.check:  # compares the lines, not the compressed bytes (those may differ between zlib versions)
        stale = [p.name for p, data in outputs.items() if _plain(p) != data]
        print("up to date" if not stale else f"stale: {', '.join(stale)}")
        return 1 if stale else 0
    for path, data in outputs.items():
        path.write_bytes(_gzip(data) if path.suffix == ".gz" else data)
    kinds = {k: sum(1 for p in pairs for s in p["spans"] if s["kind"] == k) for k in KINDS}
    splits = {s: sum(1 for p in pairs if p["split"] == s) for s in ("dev", "heldout")}
    print(f"{len(pairs)} pairs ({splits}), {len(vague)} vague answers; spans per kind: {kinds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
