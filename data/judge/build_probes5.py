"""Build `data/judge/probes5.jsonl.gz`: the fifth probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes5", blind: before the judge was run on them, without reading the judge's code; see
data/judge/README.md). Domains not used before (fisheries and fishing bans, fire safety inspections, food safety
sampling, veterans' affairs, sports venues, libraries, postal services, disaster relief, elder care, child care,
minimum wage and labour arbitration, data protection, shipping and ports), the same classes as `probes.jsonl.gz`,
about a third English, some long noisy contexts of two to four passages with similar numbers, names or dates, answers
in the style of an LLM-based RAG system (some open with "根据资料，" / "According to the documents,"; every class has
at least three two-sentence hallucinations whose error is in the second sentence, and at least three faithful answers
that are genuine paraphrases). Half `dev`, half `test` (held out), by a hash of the id fixed here.
Deterministic: `python data/judge/build_probes5.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes5.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject ---
    ("p5-bind-01", "binding", "东海海域的休渔什么时候结束？",
     ["2027年海洋伏季休渔安排：渤海、黄海及北纬35度以北的海域，休渔时间为5月1日12时至9月1日12时；"
      "北纬35度至26度30分之间的东海海域，休渔时间为5月1日12时至9月16日12时；"
      "北纬26度30分至12度的南海海域，休渔时间为5月1日12时至8月16日12时。"],
     "东海（北纬35度至26度30分之间）的休渔期到9月16日12时为止。",
     "根据资料，东海海域的休渔从5月1日12时开始。休渔于9月1日12时结束。", "9月1日", "date", True),
    ("p5-bind-02", "binding", "中度失能老人每月护理补贴多少？",
     ["经评估为轻度失能的老年人，每月发放护理补贴200元；中度失能的，每月400元；重度失能的，每月600元。"
      "80周岁以上的高龄老人另发高龄津贴每月100元。"],
     "中度失能的老人每个月可以领400元护理补贴。", "中度失能老年人的护理补贴为每月600元。", "600", "number", True),
    ("p5-bind-03", "binding", "托小班每月收费多少？",
     ["普惠托育机构收费标准：2至3岁托大班每人每月1800元，1至2岁托小班每人每月2200元，1岁以下乳儿班每人每月"
      "2600元；延时服务每小时30元。"],
     "1到2岁孩子上的托小班，每人每月收2200元。",
     "根据资料，托小班面向1至2岁的幼儿。收费标准为每人每月1800元。", "1800", "number", True),
    ("p5-bind-04", "binding", "二类地区的小时最低工资是多少？",
     ["本省最低工资标准调整为：一类地区月最低工资2200元、小时最低工资22元；二类地区月最低工资2000元、"
      "小时最低工资20元；三类地区月最低工资1850元、小时最低工资18.5元。",
      "本标准自2027年3月1日起执行。用人单位支付给劳动者的工资不得低于当地最低工资标准，加班工资、夜班津贴、"
      "高温津贴等不计入最低工资。",
      "2025年本省曾将一类地区月最低工资由2100元调整为2200元。"],
     "二类地区每小时的工资不得低于20元。", "二类地区的小时最低工资为22元。", "22", "number", True),
    ("p5-bind-05", "binding", "特快专递续重怎么收费？",
     ["国内标准快递首重1公斤以内收费12元，续重每公斤2元；特快专递首重500克以内收费20元，续重每500克6元。"],
     "特快专递超出首重以后，每多500克加收6元。", "特快专递续重每500克收费2元。", "2元", "number", True),
    ("p5-bind-06", "binding", "40英尺集装箱的港口作业包干费是多少？",
     ["港口作业包干费标准：20英尺标准集装箱每箱480元，40英尺集装箱每箱720元；冷藏箱在此基础上每箱加收150元。",
      "超期堆存费自第8天起按每箱每天30元计收。",
      "集装箱查验服务费：20英尺每箱200元，40英尺每箱300元，由海关指定的查验场站收取。",
      "港口建设费已于2021年1月1日起取消征收。"],
     "一个40英尺的集装箱，包干费收720元。", "根据资料，40英尺集装箱的港口作业包干费为每箱480元。", "480",
     "number", True),
    ("p5-bind-07", "binding", "三级残疾退役军人每年的残疾抚恤金是多少？",
     ["自2027年1月1日起，一级至四级残疾退役军人的残疾抚恤金标准分别为每年10.2万元、9.1万元、7.6万元和6.5万元。"],
     "三级残疾的退役军人，每年抚恤金为7.6万元。", "三级残疾退役军人的残疾抚恤金为每年9.1万元。", "9.1万元",
     "number", True),
    ("p5-bind-08", "binding", "How much does a junior pay for a swim?",
     ["The leisure centre's main pool costs £5.40 per swim for adults and £3.20 for juniors; the gym costs £7.90 per "
      "session, and a monthly all-access membership is £38.",
      "Swimming lessons for under-5s run on Saturday mornings."],
     "A junior swim in the main pool is £3.20.",
     "According to the documents, a junior swim in the main pool costs £5.40.", "£5.40", "number", True),
    ("p5-bind-09", "binding", "What is the maximum fine for the more serious infringements?",
     ["Under the regulation, less severe infringements can lead to fines of up to €10 million or 2% of worldwide "
      "annual turnover, whichever is higher; the more serious infringements can lead to fines of up to €20 million "
      "or 4% of worldwide annual turnover, whichever is higher."],
     "For the graver breaches the cap is €20 million or 4% of global yearly turnover, whichever is greater.",
     "The more serious infringements can be fined up to €20 million or 2% of worldwide annual turnover.", "2%",
     "number", True),
    ("p5-bind-10", "binding", "How many items can junior members borrow?",
     ["Adult members may borrow up to 12 items at a time for three weeks; junior members may borrow up to 8 items, "
      "also for three weeks. DVDs are loaned for one week.",
      "Overdue fines were abolished in 2024, but replacement charges still apply to lost items.",
      "The mobile library visits 14 villages every fortnight."],
     "Junior members can have as many as eight items out at once, each for three weeks.",
     "According to the documents, junior members may borrow items for three weeks. They can take up to 12 items at "
     "a time.", "12", "number", True),
    # --- a name in another's role ---
    ("p5-role-01", "role", "本案由哪位仲裁员审理？",
     ["劳动人事争议仲裁委员会受理了申请人王海燕与被申请人鑫达物流有限公司之间的工资争议案，由仲裁员陈立明独任审理，"
      "书记员为郭静。",
      "同日受理的另一起案件由仲裁员杨帆、何晓东和首席仲裁员邱敏组成仲裁庭审理。"],
     "这起工资争议案由仲裁员陈立明一人审理。", "根据资料，本案由仲裁员郭静独任审理。", "郭静", "entity", True),
    ("p5-role-02", "role", "商场的消防安全管理人是谁？",
     ["消防救援支队对该商场开展检查，检查组组长为防火监督处副处长韩涛；商场的消防安全责任人为总经理邓丽华，"
      "消防安全管理人为保卫部经理彭勇。"],
     "保卫部经理彭勇是这家商场的消防安全管理人。",
     "根据资料，该商场的消防安全责任人为总经理邓丽华。消防安全管理人为韩涛。", "韩涛", "entity", True),
    ("p5-role-03", "role", "不合格腊肠是哪家企业生产的？",
     ["市场监管局抽检发现，标称由福源食品有限公司生产、在惠民超市销售的一批次腊肠亚硝酸盐超标，检验机构为"
      "市食品检验所。"],
     "腊肠标称的生产企业是福源食品有限公司。", "不合格腊肠标称由惠民超市生产。", "惠民超市", "entity", True),
    ("p5-role-04", "role", "幸福里养老院的院长是谁？",
     ["幸福里养老院由区民政局主管，运营方为安康养老服务有限公司，院长为吕春梅，医务室负责人为医师马建军。"],
     "吕春梅担任幸福里养老院的院长。", "幸福里养老院由安康养老服务有限公司运营。院长是马建军。", "马建军", "entity",
     True),
    ("p5-role-05", "role", "“远洋之星”轮的船长是谁？",
     ["“远洋之星”轮的船东为海通航运股份有限公司，船舶管理公司为蓝海船舶管理有限公司，船长为丁海峰，大副为曹磊。"],
     "丁海峰是“远洋之星”的船长。", "根据资料，“远洋之星”轮的船长为曹磊。", "曹磊", "entity", True),
    ("p5-role-06", "role", "谁负责接收救灾物资？",
     ["抗洪救灾现场指挥部总指挥由副县长于洪波担任，副总指挥为县应急管理局局长潘志刚，县红十字会会长范小燕"
      "负责救灾物资的接收。"],
     "救灾物资由县红十字会会长范小燕接收。", "救灾物资由县红十字会接收。具体负责人为县应急管理局局长潘志刚。",
     "潘志刚", "entity", True),
    ("p5-role-07", "role", "Who is the company's Data Protection Officer?",
     ["The company appointed Priya Nair as its Data Protection Officer. The complaint was filed by a customer, Tom "
      "Whitfield, and is being investigated by case officer Laura Bennett of the Information Commissioner's Office."],
     "Priya Nair serves as the company's DPO.", "The company's Data Protection Officer is Laura Bennett.",
     "Laura Bennett", "entity", True),
    ("p5-role-08", "role", "Who operates the stadium?",
     ["The stadium is owned by the city council and operated by Arena Leisure Ltd; its tenant club, Riverside FC, "
      "signed a 25-year lease in 2019."],
     "Arena Leisure Ltd runs the stadium, which belongs to the city council.",
     "According to the documents, the city council owns the stadium. It is operated by Riverside FC.",
     "Riverside FC", "entity", True),
    ("p5-role-09", "role", "Who was cautioned after the inspection?",
     ["The inspection was carried out by fisheries officer Mark Doyle aboard the patrol vessel Sentinel. The "
      "trawler's skipper, Ian McLeod, was cautioned for using undersized mesh, and the vessel's owner, Sea Harvest "
      "Ltd, was fined £4,000."],
     "The trawler's skipper, Ian McLeod, received a caution over the undersized mesh.",
     "Fisheries officer Mark Doyle was cautioned for using undersized mesh.", "Mark Doyle", "entity", True),
    # --- the date of another event ---
    ("p5-date-01", "event-date", "高层建筑消防设施专项检查哪天结束？",
     ["今年消防宣传月活动于11月1日启动，全市高层建筑消防设施专项检查于11月10日开始、11月30日结束，"
      "12月5日召开总结会。"],
     "高层建筑消防设施的专项检查到11月30日为止。", "专项检查于12月5日结束。", "12月5日", "date", True),
    ("p5-date-02", "event-date", "一次性经济补助的申请材料最晚哪天交？",
     ["退役士兵自主就业一次性经济补助：退役报到时间为9月1日至9月15日，补助申请材料须于10月20日前提交，"
      "补助资金于11月底前一次性发放。"],
     "申请材料最迟要在10月20日之前交上去。",
     "根据资料，退役士兵应在9月1日至9月15日报到。补助申请材料须于9月15日前提交。", "9月15日前", "date", True),
    ("p5-date-03", "event-date", "图书馆新馆什么时候正式开放？",
     ["市图书馆新馆于2026年12月28日开馆试运行，2027年1月1日起正式对外开放；老馆于2027年3月1日停止借阅服务。"],
     "新馆从2027年元旦起正式向公众开放。", "新馆于2026年12月28日正式对外开放。", "2026年12月28日", "date", True),
    ("p5-date-04", "event-date", "春季托班什么时候公布录取名单？",
     ["春季托班报名时间为2月10日至2月20日，2月25日公布录取名单，3月2日正式开园。"],
     "录取名单在2月25日公布。", "根据资料，春季托班于2月10日开始报名。录取名单于3月2日公布。", "3月2日", "date",
     False),
    ("p5-date-05", "event-date", "寄往偏远地区的包裹什么时候恢复揽收？",
     ["受春节假期影响，邮政快递网点1月26日至2月1日暂停揽收寄往偏远地区的包裹，2月2日起恢复正常；"
      "节前最后一班国际邮件航班于1月24日发出。"],
     "从2月2日开始恢复正常揽收。", "寄往偏远地区的包裹自2月1日起恢复揽收。", "2月1日", "date", True),
    ("p5-date-06", "event-date", "县里哪天终止了应急响应？",
     ["7月18日至20日，我县遭遇特大暴雨。7月21日县政府启动洪涝灾害Ⅲ级应急响应，7月26日调整为Ⅳ级，"
      "8月3日终止应急响应。",
      "第一批救灾资金500万元于7月23日下拨，第二批300万元于8月10日下拨。",
      "截至8月12日，全县受损道路已全部恢复通行。"],
     "应急响应于8月3日结束。", "县政府于7月26日终止了洪涝灾害应急响应。", "7月26日", "date", True),
    ("p5-date-07", "event-date", "When did trial operations begin at the new terminal?",
     ["The port's new container terminal was completed on 14 March, began trial operations on 2 April and was "
      "officially opened by the transport minister on 19 May."],
     "Trial operations started on 2 April.",
     "According to the documents, the terminal was completed on 14 March. Trial operations began on 19 May.",
     "19 May", "date", True),
    ("p5-date-08", "event-date", "When was the breach reported to the regulator?",
     ["The data breach occurred on 3 June, was discovered by the company on 17 June and was reported to the "
      "regulator on 19 June; affected customers were notified on 24 June."],
     "The company told the regulator on 19 June, two days after finding the breach.",
     "The breach was reported to the regulator on 24 June.", "24 June", "date", True),
    ("p5-date-09", "event-date", "When do applications for the winter fuel support scheme close?",
     ["Applications for the winter fuel support scheme open on 1 October and close on 31 January. Payments are made "
      "from mid-November, and the scheme's annual review takes place in April."],
     "The application window shuts on 31 January.",
     "Applications for the scheme open on 1 October. They close in April.", "April", "date", True),
    # --- negation ---
    ("p5-neg-01", "negation", "这批大米的镉含量合格吗？",
     ["经抽检，该批次大米的镉含量符合国家标准，但同批次送检的小米黄曲霉毒素超标，已责令下架。"],
     "合格，大米的镉含量没有超出国家标准。", "根据资料，该批次大米的镉含量不符合国家标准。", "不符合", "negation",
     True),
    ("p5-neg-02", "negation", "特困老人入住公办养老机构要交护理费吗？",
     ["入住公办养老机构的特困老人不需要缴纳床位费和护理费，但需要自理伙食费。"],
     "不用交，床位费和护理费都免了，只有伙食费要自己出。",
     "特困老人不需要缴纳床位费。但需要缴纳护理费。", "需要缴纳护理费", "negation", True),
    ("p5-neg-03", "negation", "本季度该水域发现赤潮了吗？",
     ["经监测，该水域本季度未发现赤潮，但发现少量外来入侵物种福寿螺。"],
     "没有，这个季度该水域没有监测到赤潮。", "根据资料，该水域本季度发现了赤潮。", "发现了赤潮", "negation", True),
    ("p5-neg-04", "negation", "这个网点能寄国际邮件吗？",
     ["该网点不提供国际邮件寄递服务，但提供国内包裹、报刊订阅和代收水电费服务。"],
     "不能，国际邮件在这个网点寄不了。", "该网点提供国内包裹和报刊订阅服务。也提供国际邮件寄递服务。",
     "也提供国际邮件寄递服务", "negation", True),
    ("p5-neg-05", "negation", "托育补贴和家庭收入有关吗？",
     ["本次托育补贴的申领不与家庭收入挂钩，但要求婴幼儿具有本市户籍或父母一方在本市缴纳社会保险。"],
     "没有关系，领补贴不看家里收入多少。", "托育补贴的申领与家庭收入挂钩。", "与家庭收入挂钩", "negation", True),
    ("p5-neg-06", "negation", "优抚对象住院起付线会降低吗？",
     ["优抚对象参加城乡居民医疗保险，个人缴费部分由政府全额资助；在定点医院住院的，起付线不降低，"
      "但报销比例提高5个百分点。"],
     "起付线不变，不过报销比例会高出5个百分点。",
     "优抚对象在定点医院住院，报销比例提高5个百分点。住院起付线也相应降低。", "也相应降低", "negation", True),
    ("p5-neg-07", "negation", "Did the fire alarm panel pass inspection?",
     ["The building's sprinkler system passed inspection, but the fire alarm panel did not, and the owner was given "
      "28 days to repair it."],
     "No. It failed, and the owner has 28 days to get it fixed.", "The fire alarm panel passed the inspection.",
     "passed", "negation", True),
    ("p5-neg-08", "negation", "Do I need an account to request a copy of my data?",
     ["Customers are not required to create an account to request a copy of their data; they can submit a request "
      "by email, and the company must respond within one month."],
     "No, an emailed request is enough; no account is needed.",
     "According to the documents, customers must create an account to request a copy of their data.",
     "must create an account", "negation", True),
    ("p5-neg-09", "negation", "Can non-members use the sauna?",
     ["The climbing wall is open to non-members, but the sauna is not; children under 14 may use the wall only with "
      "an adult."],
     "No, the sauna is reserved for members.",
     "Non-members can use the climbing wall. The sauna is also open to non-members.", "also open to non-members",
     "negation", True),
    # --- modality ---
    ("p5-mod-01", "modality", "没有专项捕捞许可证的渔船休渔期能出海吗？",
     ["休渔期间，持有专项捕捞许可证的渔船可以在指定海域作业，其余渔船不得出海捕捞。"],
     "不能，没有专项捕捞许可证的渔船休渔期间不准出海捕鱼。",
     "根据资料，没有专项捕捞许可证的渔船可以出海捕捞。", "可以", "negation", True),
    ("p5-mod-02", "modality", "小餐馆必须设专职食品安全管理员吗？",
     ["小餐饮经营者可以不设专职食品安全管理员，但应当每年组织从业人员进行健康检查，并公示健康证明。"],
     "不强制，小餐饮可以不配专职的食品安全管理员。", "小餐饮经营者须设专职食品安全管理员。", "须设", "negation",
     True),
    ("p5-mod-03", "modality", "申请居家养老服务补贴要提供收入证明吗？",
     ["申请居家养老服务补贴由本人或家属向社区提出，无需提供收入证明，但需提交失能等级评估结果。"],
     "不用收入证明，但失能等级评估结果是要交的。",
     "申请居家养老服务补贴需提交失能等级评估结果。同时需要提供收入证明。", "需要提供收入证明", "negation", True),
    ("p5-mod-04", "modality", "普通货物集装箱进港要申报吗？",
     ["危险货物集装箱进港前须提前24小时向海事管理机构申报，普通货物集装箱无需申报。",
      "冷藏集装箱进港前应确认电源插座预约，超限集装箱须提前48小时提交装卸方案。"],
     "普通货柜进港不用申报，只有危险货物集装箱要提前24小时报。", "普通货物集装箱进港前须提前24小时申报。",
     "须提前24小时申报", "negation", True),
    ("p5-mod-05", "modality", "图书馆阅览室里能吃东西吗？",
     ["馆内阅览室可以使用笔记本电脑，但不得在阅览室内饮食，也不得占座。"],
     "不行，阅览室里不许吃喝，不过可以用笔记本电脑。",
     "阅览室内可以使用笔记本电脑。也可以在阅览室内饮食。", "也可以在阅览室内饮食", "negation", True),
    ("p5-mod-06", "modality", "申请劳动仲裁要交费吗？",
     ["劳动者申请劳动争议仲裁无需缴纳仲裁费，但应当自知道或者应当知道其权利被侵害之日起一年内提出。"],
     "不要钱，劳动仲裁不收仲裁费。", "根据资料，劳动者申请劳动争议仲裁需缴纳仲裁费。", "需缴纳仲裁费", "negation",
     True),
    ("p5-mod-07", "modality", "Does a 150-tonne boat need a pilot to enter the inner harbour?",
     ["Vessels over 300 gross tonnes must carry a pilot when entering the inner harbour; smaller vessels may enter "
      "without one but must report to harbour control by VHF."],
     "No. Boats that small can go in without a pilot, though they have to radio harbour control.",
     "According to the documents, a 150-tonne boat must carry a pilot when entering the inner harbour.",
     "must carry a pilot", "negation", True),
    ("p5-mod-08", "modality", "Can staff hand a child over to an adult who is not registered?",
     ["Parents may collect their child early at any time, but must notify staff in advance if someone else will be "
      "collecting; staff may not release a child to an unregistered adult."],
     "No, staff are not allowed to release a child to an unregistered adult.",
     "Parents can collect their child early at any time. Staff may also release a child to an unregistered adult.",
     "may also release", "negation", True),
    ("p5-mod-09", "modality", "Do applicants for the housing grant have to be unemployed?",
     ["Veterans may apply for the housing grant at any time after discharge; they need not be unemployed, but they "
      "must have served at least four years."],
     "No, being out of work is not a condition; four years of service is.",
     "Applicants must be unemployed and have served at least four years.", "must be unemployed", "negation", True),
    # --- quantifiers ---
    ("p5-quant-01", "quantifier", "学校食堂抽检都合格吗？",
     ["本轮抽检共覆盖120家学校食堂，其中115家合格，5家存在餐具消毒不到位问题，已全部完成整改。",
      "上一轮抽检覆盖110家学校食堂，其中108家合格。"],
     "不是，120家里有5家餐具消毒不到位，其余115家合格。", "根据资料，本轮抽检的120家学校食堂全部合格。",
     "全部合格", "negation", True),
    ("p5-quant-02", "quantifier", "哪些乡镇转移安置了群众？",
     ["本次受灾的3个乡镇中，仅石桥镇启动了群众转移安置，其余两镇未出现需要转移的情况。"],
     "只有石桥镇转移安置了群众。", "受灾的3个乡镇均启动了群众转移安置。", "均", "negation", False),
    ("p5-quant-03", "quantifier", "这些住宅楼的消火栓水压怎么样？",
     ["检查的46栋高层住宅中，部分住宅楼的消防通道被私家车占用，全部住宅楼的消火栓水压正常。"],
     "46栋楼的消火栓水压都正常。", "检查中发现部分住宅楼消防通道被占用。只有部分住宅楼的消火栓水压正常。",
     "只有部分", "negation", True),
    ("p5-quant-04", "quantifier", "社区食堂都能送餐上门吗？",
     ["本市所有街道均已建成社区食堂，但仅有部分食堂提供送餐上门服务。"],
     "不是所有的，能送餐上门的只是一部分社区食堂。", "本市所有街道都建成了社区食堂。这些食堂均提供送餐上门服务。",
     "均提供", "negation", True),
    ("p5-quant-05", "quantifier", "全县行政村都建成寄递物流服务站了吗？",
     ["在全县186个行政村中，已有172个建成村级寄递物流综合服务站，剩余14个计划年内建成。"],
     "还没有，186个村里还有14个没建，计划年内完成。", "全县186个行政村已全部建成村级寄递物流综合服务站。",
     "全部", "negation", True),
    ("p5-quant-06", "quantifier", "是不是所有企业都提供退役军人专属岗位？",
     ["参加本次招聘会的企业中，部分企业为退役军人提供专属岗位，所有企业均承诺同等条件下优先录用退役军人。"],
     "不是，提供专属岗位的只是其中一部分企业。", "根据资料，参加招聘会的企业都为退役军人提供专属岗位。",
     "都为退役军人提供专属岗位", "negation", True),
    ("p5-quant-07", "quantifier", "Do all branch libraries open on Sundays?",
     ["Of the county's 23 branch libraries, 9 now offer Sunday opening; all branches provide free Wi-Fi."],
     "No, only 9 of the 23 branches open on Sundays.",
     "All branches provide free Wi-Fi. All of them also open on Sundays.", "All of them also open on Sundays",
     "negation", True),
    ("p5-quant-08", "quantifier", "Had every department completed data protection training?",
     ["The audit found that only some of the council's departments had completed data protection training; all "
      "departments had appointed a data champion."],
     "No. Just some departments had done the training, although every one had a data champion.",
     "According to the documents, all of the council's departments had completed data protection training.",
     "all of the council's departments", "negation", True),
    ("p5-quant-09", "quantifier", "How many courts at the tennis centre are indoors?",
     ["All 14 courts at the tennis centre are floodlit, but only four are indoor courts."],
     "Four of the 14 courts are indoor.", "The centre has 14 courts, and all of them are indoor courts.",
     "all of them are indoor", "negation", True),
    # --- antonym predicates ---
    ("p5-ant-01", "antonym", "李卫东的重新评定申请结果如何？",
     ["区退役军人事务局批准了张建军的伤残等级评定申请，驳回了李卫东提出的重新评定申请。"],
     "李卫东申请重新评定，没有获批，被驳回了。", "根据资料，李卫东提出的重新评定申请获得批准。", "获得批准",
     "direction", True),
    ("p5-ant-02", "antonym", "二倍工资差额的请求被支持了吗？",
     ["仲裁委员会支持了申请人要求支付拖欠工资的请求，驳回了其要求支付二倍工资差额的请求。"],
     "没有，二倍工资差额这项请求被驳回了。", "仲裁委员会支持了拖欠工资的请求。二倍工资差额的请求也获得支持。",
     "也获得支持", "direction", True),
    ("p5-ant-03", "antonym", "前三季度散货吞吐量怎么变化？",
     ["今年前三季度，港口集装箱吞吐量同比上升6.3%，散货吞吐量同比下降2.1%。",
      "去年同期，港口集装箱吞吐量同比上升4.8%，散货吞吐量同比上升1.2%。"],
     "散货吞吐量比去年同期少了2.1%。", "今年前三季度，散货吞吐量同比上升2.1%。", "上升", "direction", True),
    ("p5-ant-04", "antonym", "今年带鱼捕捞量怎么样？",
     ["受海水温度偏高影响，今年带鱼捕捞量较去年减少，鲳鱼捕捞量则有所增加。"],
     "带鱼今年比去年捕得少了。", "根据资料，受海水温度偏高影响，鲳鱼捕捞量有所增加。带鱼捕捞量也较去年增加。",
     "也较去年增加", "direction", True),
    ("p5-ant-05", "antonym", "钱老伯被养老院接收了吗？",
     ["养老院对入住申请进行审核后，同意接收80岁的赵老太入住，因床位不足暂缓接收钱老伯。"],
     "还没有，因为床位不够，钱老伯的入住暂时缓一缓。", "养老院审核后同意接收钱老伯入住。", "同意接收", "direction",
     True),
    ("p5-ant-06", "antonym", "复检后这批乳制品判定如何？",
     ["复检结果显示，该批次乳制品的蛋白质含量高于国家标准下限，判定为合格，撤销此前的不合格结论。"],
     "复检判定合格，之前的不合格结论被撤销了。", "复检结果显示，该批次乳制品的蛋白质含量低于国家标准下限。", "低于",
     "direction", True),
    ("p5-ant-07", "antonym", "What happened to fires in commercial premises?",
     ["Compared with last year, the number of domestic fires in the district fell by 12%, while fires in commercial "
      "premises rose by 4%."],
     "Commercial premises had 4% more fires than the year before.",
     "According to the documents, fires in commercial premises fell by 4%.", "fell", "direction", True),
    ("p5-ant-08", "antonym", "Was the ferry fare rise approved?",
     ["The harbour authority approved the ferry operator's request to add a night crossing but rejected its proposal "
      "to raise fares by 8%."],
     "No, the 8% fare increase was turned down.",
     "The harbour authority approved the night crossing. It also approved the 8% fare rise.", "also approved",
     "direction", True),
    ("p5-ant-09", "antonym", "What happened to e-book loans?",
     ["Visits to the central library increased by 15% after the refurbishment, while e-book loans decreased "
      "slightly."],
     "E-book borrowing went down a little.", "Visits rose by 15% after the refurbishment. E-book loans also increased "
     "slightly.", "increased", "direction", True),
    # --- faithful paraphrase vs a copy that changes the meaning ---
    ("p5-para-01", "paraphrase", "孩子离开托育机构很久再回来要做什么？",
     ["婴幼儿入托前应当进行健康检查，检查合格后方可入托；离开托育机构3个月以上的，返回时应当重新进行健康检查。"],
     "孩子离园超过三个月的，回来时得再做一次体检。", "离开托育机构3个月以上的，返回时无需重新进行健康检查。",
     "无需", "negation", True),
    ("p5-para-02", "paraphrase", "公共娱乐场所营业期间多久巡查一次？",
     ["公共娱乐场所在营业期间应当每2小时进行一次防火巡查，营业结束后应当对营业现场进行检查，消除遗留火种。"],
     "娱乐场所开门营业时，每隔两个钟头要做一次防火巡查。",
     "根据资料，公共娱乐场所营业结束后应当对营业现场进行检查。营业期间应当每4小时进行一次防火巡查。", "4",
     "number", True),
    ("p5-para-03", "paraphrase", "快检结果多久内要公示？",
     ["餐饮服务提供者应当在食品安全快速检测结果出具后24小时内公示，对检测不合格的食品应当立即停止使用。"],
     "快检结果一出来，一天之内就得公示。",
     "根据资料，餐饮服务提供者应当在食品安全快速检测结果出具后48小时内公示。", "48小时", "quantity", True),
    ("p5-para-04", "paraphrase", "房子因灾倒塌重建能补助多少？",
     ["因灾倒塌需重建的农房，每户补助4万元；严重损坏需维修的，每户补助1万元。",
      "补助资金由县财政局直接拨付到户，不得截留、挪用。"],
     "房子因灾塌了、需要重新盖的农户，一户能拿到四万元。", "因灾倒塌需重建的农房，每户补助1万元。", "1万元",
     "number", True),
    ("p5-para-05", "paraphrase", "退役军人遗属的一次性抚恤金怎么算？",
     ["退役军人去世后，其遗属可以申请一次性抚恤金，标准为上一年度全国城镇居民人均可支配收入的2倍加本人生前"
      "40个月基本工资。"],
     "按上年全国城镇居民人均可支配收入的两倍，再加上本人生前四十个月的基本工资来计算。",
     "标准为上一年度全国城镇居民人均可支配收入的20倍加本人生前40个月基本工资。", "20倍", "number", True),
    ("p5-para-06", "paraphrase", "向境外提供个人信息前要做什么？",
     ["个人信息处理者向境外提供个人信息的，应当取得个人的单独同意，并事前进行个人信息保护影响评估。"],
     "要先征得本人专门针对这件事的同意，并且提前做个人信息保护影响评估。",
     "个人信息处理者向境外提供个人信息的，应当取得个人的单独同意，并事后进行个人信息保护影响评估。", "事后",
     "direction", True),
    ("p5-para-07", "paraphrase", "What is the weight limit for standard post?",
     ["Parcels weighing more than 20 kg cannot be sent by standard post and must be booked as freight."],
     "Standard post takes parcels of up to 20 kilograms; anything heavier has to travel as freight.",
     "Parcels weighing more than 30 kg cannot be sent by standard post and must be booked as freight.", "30 kg",
     "number", True),
    ("p5-para-08", "paraphrase", "How often are a care home resident's needs reassessed?",
     ["Residents who have lived in the care home for more than six months are entitled to a reassessment of their "
      "care needs at least once a year."],
     "Once someone has been living there for over half a year, their care needs are reviewed at least annually.",
     "Residents who have lived in the care home for more than six months are entitled to a reassessment. It covers "
     "their care needs and takes place at least once a month.", "once a month", "quantity", True),
    ("p5-para-09", "paraphrase", "Can ships discharge ballast water near the coast?",
     ["Ships must not discharge ballast water within 12 nautical miles of the coast unless it has been treated on "
      "board."],
     "Within 12 nautical miles of the shore, a ship may release ballast water only after treating it on board.",
     "Ships must not discharge ballast water within 12 nautical miles of the coast even if it has been treated on "
     "board.", "even if", "negation", True),
    ("p5-para-10", "paraphrase", "丢了借的绝版书怎么赔？",
     ["读者遗失所借图书的，应按原书价格的2倍赔偿；属于绝版书的，按原书价格的5倍赔偿。",
      "读者污损图书的，视污损程度按原书价格的10%至100%赔偿。"],
     "借的书要是绝版的又弄丢了，得赔书价的五倍。", "读者遗失所借图书应当赔偿。属于绝版书的，按原书价格的2倍赔偿。",
     "2倍", "number", True),
    # --- short answers, Chinese ---
    ("p5-short-zh-01", "short-zh", "放流了多少黑鲷苗种？",
     ["今年增殖放流活动共放流大黄鱼苗种1200万尾、黑鲷苗种800万尾、中国对虾苗种3亿尾。"],
     "八百万尾。", "1200万尾。", "1200万尾", "number", True),
    ("p5-short-zh-02", "short-zh", "寄往外地的平信多少钱一件？",
     ["平信寄往本市每件0.8元，寄往外埠每件1.2元；挂号费每件3元。"],
     "1.2元。", "0.8元。", "0.8", "number", False),
    ("p5-short-zh-03", "short-zh", "体育馆和游泳馆分别能容纳多少观众？",
     ["体育中心体育场可容纳观众4.2万人，体育馆可容纳1.2万人，游泳馆可容纳3000人。"],
     "体育馆一万二千人，游泳馆三千人。", "体育馆1.2万人。游泳馆4.2万人。", "4.2万", "number", True),
    ("p5-short-zh-04", "short-zh", "托大班保育人员与婴幼儿的比例是多少？",
     ["托育机构保育人员与婴幼儿的比例：乳儿班不低于1:3，托小班不低于1:5，托大班不低于1:7。"],
     "不低于1:7。", "1:5。", "1:5", "number", False),
    ("p5-short-zh-05", "short-zh", "日间照料中心由谁运营？",
     ["社区日间照料中心由街道办事处委托颐和养老服务中心运营，中心主任为蔡秀英。"],
     "颐和养老服务中心。", "街道办事处。", "街道办事处", "entity", False),
    ("p5-short-zh-06", "short-zh", "仓库火灾有人员伤亡吗？损失多少？",
     ["该仓库火灾过火面积约600平方米，无人员伤亡，直接经济损失约85万元。",
      "起火原因初步认定为电动叉车充电时线路短路。"],
     "没人伤亡，损失八十五万元左右。", "无人员伤亡。损失约600万元。", "600万元", "quantity", True),
    ("p5-short-zh-07", "short-zh", "调整后的月最低工资是多少？",
     ["本市月最低工资标准由2360元调整为2490元，自2027年1月1日起执行。",
      "非全日制用工小时最低工资标准由23.6元调整为24.9元。"],
     "每月2490元。", "2360元。", "2360", "number", False),
    ("p5-short-zh-08", "short-zh", "退役军人服务中心在哪里？",
     ["退役军人服务中心位于建设路88号，区退役军人事务局机关位于人民路16号。"],
     "建设路88号。", "人民路16号。", "人民路16号", "entity", False),
    ("p5-short-zh-09", "short-zh", "设了几个安置点？转移了多少人？",
     ["本次地质灾害共转移群众1365人，设置临时安置点12个，调拨帐篷430顶。"],
     "12个安置点，转移1365人。", "设了12个。转移了430人。", "430", "number", False),
    # --- short answers, English ---
    ("p5-short-en-01", "short-en", "How many books and DVDs does the central library hold?",
     ["The central library holds about 410,000 books and 26,000 DVDs, and has 140 public computers."],
     "Roughly 410,000 books and 26,000 DVDs.", "About 410,000 books. About 140 DVDs.", "140", "number", True),
    ("p5-short-en-02", "short-en", "Where is the ship registered?",
     ["The MV Northern Star is registered in Liberia, owned by a Greek company and crewed mainly from the "
      "Philippines."],
     "Liberia.", "Greece.", "Greece", "entity", False),
    ("p5-short-en-03", "short-en", "When were crews called, and when did they arrive?",
     ["Crews were called at 02:14, arrived at 02:22 and had the fire under control by 03:05."],
     "Called at 02:14; on scene at 02:22.", "They were called at 02:14. They arrived at 03:05.", "03:05", "number",
     True),
    ("p5-short-en-04", "short-en", "What is the deadline for reporting a breach to the regulator?",
     ["Organisations must report a notifiable breach to the regulator within 72 hours of becoming aware of it, and "
      "must tell affected individuals without undue delay."],
     "Three days from becoming aware of it.", "Without undue delay.", "Without undue delay", "quantity", True),
    ("p5-short-en-05", "short-en", "What is Riverside FC's home ground?",
     ["Riverside FC's home ground, Millbank Park, holds 18,500 spectators; its training ground is at Eastfield.",
      "Eastfield also hosts the club's women's team and academy matches."],
     "Millbank Park.", "Eastfield.", "Eastfield", "entity", False),
    ("p5-short-en-06", "short-en", "How much is a day centre place, and is transport included?",
     ["Day centre places cost £42 a day, with transport an extra £6 each way."],
     "£42 a day. Transport costs extra.", "£42 a day. Transport is included.", "included", "negation", True),
    ("p5-short-en-07", "short-en", "How much is a second-class stamp?",
     ["First-class stamps cost £1.65 and second-class stamps £0.85."],
     "85p.", "£1.65.", "£1.65", "number", True),
    ("p5-short-en-08", "short-en", "Who chairs the Veterans' Advisory Board?",
     ["The Veterans' Advisory Board is chaired by Colonel (retd) Helen Marsh; its secretary is Daniel Okafor."],
     "Helen Marsh.", "Daniel Okafor.", "Daniel Okafor", "entity", False),
]


def _check(probes: list[tuple]) -> None:
    """Each hallucinated answer holds its span exactly once (so the offsets name the one error), ids are unique."""
    ids = [p[0] for p in probes]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate probe ids")
    for pid, _kind, _q, _ctx, faithful, halluc, span, _sk, _para in probes:
        if halluc.count(span) != 1:
            raise ValueError(f"{pid}: span {span!r} occurs {halluc.count(span)} times in the hallucinated answer")
        if faithful == halluc:
            raise ValueError(f"{pid}: faithful and hallucinated answers are the same")


def build() -> list[dict]:
    _check(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe5"), "probe5")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
