"""Build `data/judge/probes7.jsonl.gz`: the seventh probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes7", blind: before the judge was run on them, without reading the judge's code). New domains (hospital
registration, kindergarten fees, pet registration, noise complaints, parking permits, public bikes, waste sorting,
building energy, elevators, gas safety, taxis and ride-hailing, training vouchers, talent housing, startup loans, rural
e-commerce, volunteering, court fees, notarisation, marriage registration, adoption); see data/judge/README.md. Split by
a hash of the id. Deterministic: `python data/judge/build_probes7.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes7.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is the one the contexts give another subject) ---
    ("p7-bind-01", "binding", "主任医师专家号的挂号费是多少？",
     ["自2027年1月起，本院普通门诊诊察费每次15元；副主任医师专家号每次30元，主任医师专家号每次50元。",
      "知名专家特需门诊每次100元，医保按普通门诊标准报销，超出部分自付。",
      "夜间急诊诊察费每次20元。"],
     "主任医师专家号每次收50元。",
     "普通门诊诊察费每次15元。主任医师专家号每次收费30元。", "30元", "number", True),
    ("p7-bind-02", "binding", "公办幼儿园一级园的保教费每月多少钱？",
     ["公办幼儿园保教费标准：省级示范园每生每月1200元，一级园每生每月850元，二级园每生每月650元。",
      "住宿费另按每生每月200元收取。"],
     "一级园每个孩子每月交850元保教费。", "公办幼儿园一级园的保教费为每生每月650元。", "650", "number", True),
    ("p7-bind-03", "binding", "绝育后登记的犬只，年检费是多少？",
     ["犬只登记费每只500元；已绝育犬只登记费减半。",
      "犬只年检费每只每年200元，已绝育犬只每只每年100元；导盲犬、扶助犬免收。"],
     "做过绝育的狗，年检费一年一百元。", "已绝育犬只的年检费为每只每年200元。", "200元", "quantity", True),
    ("p7-bind-04", "binding", "新能源出租车每公里运价是多少？",
     ["本市巡游出租车起步价3公里13元，超出部分燃油车每公里2.3元，新能源车每公里2.0元；"
      "夜间（23时至次日5时）加收20%。"],
     "根据资料，新能源出租车超出起步里程后每公里收2.0元。",
     "根据资料，本市巡游出租车起步价3公里13元。新能源车超出部分每公里2.3元。", "2.3元", "number", False),
    ("p7-bind-05", "binding", "居住区夜间噪声限值是多少分贝？",
     ["《社会生活环境噪声排放标准》规定：以居住为主的1类区域，昼间限值55分贝，夜间45分贝；"
      "商住混合的2类区域，昼间60分贝，夜间50分贝。",
      "市民可拨打12345投诉噪声扰民。"],
     "以居住为主的区域，夜里不能超过45分贝。", "以居住为主的1类区域夜间噪声限值为50分贝。", "50分贝", "quantity", True),
    ("p7-bind-06", "binding", "硕士研究生的人才购房补贴是多少？",
     ["新引进人才购房补贴：博士研究生30万元，硕士研究生15万元，本科毕业生5万元，分五年发放。",
      "租房补贴：博士每月3000元，硕士每月2000元，本科每月1000元，最长发放三年。"],
     "硕士可以拿到十五万元购房补贴，分五年发完。",
     "根据资料，硕士研究生的购房补贴为30万元，分五年发放。", "30万元", "quantity", True),
    ("p7-bind-07", "binding", "What's the annual fee for a resident parking permit for a second car?",
     ["Resident parking permits cost £80 a year for the first vehicle in a household and £140 for a second "
      "vehicle. A third permit isn't available.",
      "Visitor permits are sold in books of 10 for £25."],
     "A second car's permit costs £140 a year, and visitor permits come in books of 10 for £25.",
     "Households can hold up to two permits. A permit for a second car costs £80 a year.", "£80", "number", True),
    ("p7-bind-08", "binding", "How often must a passenger lift in a hospital be inspected?",
     ["Passenger lifts must be thoroughly examined every six months; goods-only lifts must be examined every "
      "twelve months.",
      "Lifting equipment used to lift people is subject to the stricter interval."],
     "Every six months, since it carries people.",
     "According to the documents, passenger lifts must be examined every twelve months.", "twelve months",
     "quantity", True),
    ("p7-bind-09", "binding", "How much is the start-up loan for a team of three founders?",
     ["Individual founders can borrow up to 200,000 yuan in guaranteed start-up loans; partnerships or teams "
      "can borrow up to 200,000 yuan per member, capped at 1 million yuan in total.",
      "Interest is fully subsidised for the first two years."],
     "Up to 600,000 yuan: 200,000 for each of the three founders.",
     "A team of three founders can borrow up to 1 million yuan, with interest covered for two years.",
     "1 million yuan", "quantity", True),
    ("p7-bind-10", "binding", "Volunteers under 18 may log how many service hours per day?",
     ["Registered volunteers aged 18 or over may log up to 8 service hours per day; volunteers aged 14 to 17 "
      "may log up to 4 hours per day, and no more than 20 hours per month."],
     "Four hours a day, and no more than twenty a month.",
     "Volunteers aged 14 to 17 may log up to 8 service hours per day.", "8 service hours", "quantity", True),
    # --- a name in another's role ---
    ("p7-role-01", "role", "这起收养案件中，被收养人的生父是谁？",
     ["经民政局审查，收养人为周立明、韩雪夫妇，被收养人为9岁女孩周晓晓，其生父为周立明的弟弟周立新，"
      "生母已去世。本案由民政局工作人员邓佳经办。"],
     "孩子的亲生父亲是周立明的弟弟周立新。", "收养人为周立明、韩雪夫妇。被收养人的生父为邓佳。", "邓佳", "entity", True),
    ("p7-role-02", "role", "这份继承公证书由哪位公证员出具？",
     ["经申请人唐志远申请，明德公证处公证员吕芳出具了继承权公证书，公证处主任石磊审批。",
      "被继承人唐国华于2026年8月去世，遗留房产一套。"],
     "公证书是公证员吕芳出具的。", "该继承权公证书由明德公证处公证员石磊出具。", "石磊", "entity", False),
    ("p7-role-03", "role", "投诉网约车司机的乘客是谁？",
     ["2026年10月5日，乘客许婉婷投诉网约车司机樊勇绕路多收费，平台客服专员于洋受理并退还差价38元。"],
     "投诉人是乘客许婉婷。", "本次投诉由平台受理并退还差价。投诉司机的乘客是于洋。", "于洋", "entity", True),
    ("p7-role-04", "role", "电梯维保单位是哪家公司？",
     ["锦绣花园3号楼电梯由奥达电梯公司制造，安居物业公司作为使用管理单位，维护保养由通力维保公司负责；"
      "定期检验由市特种设备检验研究院实施。"],
     "负责日常维护保养的是通力维保公司。", "锦绣花园3号楼电梯的维保单位为奥达电梯公司。", "奥达电梯公司", "entity", True),
    ("p7-role-05", "role", "村里的电商服务站由谁负责运营？",
     ["柳溪村电商服务站由返乡青年龚晨负责运营，村党支部书记孟德华负责协调，快递由县邮政分公司统一配送。",
      "2026年服务站销售本地蜂蜜和笋干共计86万元。"],
     "柳溪村电商服务站的运营者是返乡青年龚晨，2026年服务站卖出了86万元的蜂蜜和笋干。", "根据资料，柳溪村电商服务站由村党支部书记孟德华负责运营。", "孟德华",
     "entity", False),
    ("p7-role-06", "role", "本案的原告是谁？",
     ["原告林秀英诉被告康明物业服务合同纠纷一案，由审判员郝建军独任审理，原告委托律师谢宁出庭。"],
     "起诉的一方是林秀英。", "本案由审判员郝建军独任审理。原告为谢宁。", "谢宁", "entity", True),
    ("p7-role-07", "role", "Who made the noise complaint about the bar?",
     ["Mrs. Janet Okoro, of 14 Elm Road, complained about amplified music from the neighbouring bar, The Red "
      "Lion, run by Mr. Derek Shaw. A noise abatement notice was served by environmental health officer Priya Nair."],
     "The complaint was made by Janet Okoro of 14 Elm Road.",
     "The noise complaint was made by Derek Shaw, about music from The Red Lion.", "Derek Shaw", "entity", True),
    ("p7-role-08", "role", "Who officiated at the wedding?",
     ["The marriage of Tom Baxter and Aisha Rahman was solemnised by registrar Helen Clarke at the Town Hall on "
      "3 May. The witnesses were Leo Baxter and Fatima Rahman."],
     "Registrar Helen Clarke conducted the ceremony.",
     "Tom Baxter and Aisha Rahman married at the Town Hall. The ceremony was conducted by Leo Baxter.", "Leo Baxter",
     "entity", True),
    ("p7-role-09", "role", "Who's the guarantor on the start-up loan?",
     ["The 300,000-yuan start-up loan to Chen Hao's bakery was issued by Rural Commercial Bank and is "
      "guaranteed by the city's Entrepreneurship Guarantee Fund; his business partner Liu Min co-signed."],
     "The city's Entrepreneurship Guarantee Fund.",
     "The loan's guaranteed by Rural Commercial Bank.", "Rural Commercial Bank", "entity", False),
    # --- the date of another event ---
    ("p7-date-01", "event-date", "结婚登记预约从哪天开始开放？",
     ["为满足“520”登记需求，市婚姻登记处自5月6日起开放网上预约，5月20日当天延长办公至19时。",
      "5月1日至5日劳动节假期暂停办理。"],
     "5月6日起可以在网上预约结婚登记。", "婚姻登记处将在5月20日延长办公。网上预约自5月1日起开放。", "5月1日",
     "date", False),
    ("p7-date-02", "event-date", "垃圾分类处罚从什么时候开始执行？",
     ["《生活垃圾分类管理条例》于2026年9月1日公布，2027年1月1日起施行，设半年宣传引导期，"
      "2027年7月1日起对违规投放行为依法处罚。"],
     "罚款要到二〇二七年七月一日才开始。", "根据资料，违规投放垃圾自2027年1月1日起将被处罚。", "2027年1月1日", "date",
     True),
    ("p7-date-03", "event-date", "燃气安全入户检查什么时候结束？",
     ["今年燃气安全入户检查自3月15日开始，至6月30日结束；4月1日至4月15日集中更换老旧橡胶软管。"],
     "入户检查到6月30日结束。", "燃气安全入户检查自3月15日开始。检查于4月15日结束。", "4月15日", "date", False),
    ("p7-date-04", "event-date", "职业技能培训券的申领截止日期是哪天？",
     ["2027年度职业技能培训券：申领时间为2月1日至3月31日，培训须在券面有效期内完成，券面有效期至11月30日。",
      "2026年度培训券已于12月31日全部失效。"],
     "二〇二七年度的培训券三月底前都能申领。", "2027年度职业技能培训券的申领截止日期为11月30日。", "11月30日", "date",
     True),
    ("p7-date-05", "event-date", "公共自行车新的收费标准何时执行？",
     ["市公共自行车管理中心于2026年11月10日发布公告，新收费标准自2026年12月1日起执行；"
      "旧版会员卡可使用至2027年3月31日。",
      "2025年12月1日起，系统已支持扫码借车。"],
     "2026年12月1日起按新标准收费。", "根据资料，公共自行车新的收费标准自2026年11月10日起执行。", "2026年11月10日",
     "date", False),
    ("p7-date-06", "event-date", "新的建筑节能设计标准适用于哪天以后报建的项目？",
     ["《居住建筑节能设计标准》（2026版）于2026年10月1日发布，自2027年4月1日起，"
      "新申报施工图审查的项目须执行新标准；此前已通过审查的项目可按原标准实施。"],
     "从2027年4月1日起送审施工图的项目，要按新标准设计。",
     "新标准已于2026年10月1日发布。自2026年10月1日起送审的项目须执行新标准。", "自2026年10月1日起送审", "date", True),
    ("p7-date-07", "event-date", "When was the adoption order granted?",
     ["The couple applied to adopt on 9 February 2026. The child was placed with them on 22 June 2026, and the "
      "adoption order was granted by the family court on 14 December 2026."],
     "The court granted it on 14 December 2026.",
     "The couple applied in February 2026. The adoption order was granted on 22 June 2026.", "22 June 2026", "date",
     False),
    ("p7-date-08", "event-date", "When do the new ride-hailing driver rules come into force?",
     ["The new rules for ride-hailing drivers were approved by the city council on 18 March 2027 and will come "
      "into force on 1 July 2027. Drivers who already hold a permit have until 31 December 2027 to comply."],
     "They'll apply from 1 July 2027, with existing permit holders given until the end of 2027.",
     "The rules were approved in March and will come into force on 31 December 2027.", "31 December 2027", "date",
     True),
    ("p7-date-09", "event-date", "When's the deadline for paying the court fee?",
     ["The claim was filed on 2 September 2026. The court fee must be paid within seven days of the court's "
      "notice, which was issued on 5 September 2026, so payment is due by 12 September 2026."],
     "By 12 September 2026.",
     "The court fee is due on 5 September 2026.", "5 September 2026", "date", False),
    # --- negation ---
    ("p7-neg-01", "negation", "导盲犬需要交年检费吗？",
     ["犬只年检费每只每年200元，已绝育犬只每只每年100元；导盲犬、扶助犬免收年检费，但仍须按时年检。"],
     "不用交，导盲犬的年检费是免收的，不过年检还是要按时做。",
     "导盲犬仍须按时年检。导盲犬的年检费照常收取。", "照常收取", "negation", True),
    ("p7-neg-02", "negation", "办理结婚登记需要提交户口本吗？",
     ["自2026年起，内地居民办理结婚登记，只需提交本人有效身份证件和无配偶及与对方无直系血亲和三代以内旁系血亲关系的"
      "签字声明，不再需要提交户口簿。"],
     "不用了，现在办结婚登记不再要求提交户口簿，带身份证并签声明就行。",
     "根据资料，办理结婚登记仍需提交户口簿和本人有效身份证件。", "仍需提交户口簿", "negation", True),
    ("p7-neg-03", "negation", "在小区公共区域给电动自行车充电被允许吗？",
     ["禁止在楼道、楼梯间、安全出口等公共区域停放电动自行车或为其充电；小区应设置集中充电设施。"],
     "不允许，楼道、楼梯间这些公共区域不能停车也不能充电。",
     "小区应设置集中充电设施。楼道等公共区域允许为电动自行车充电。", "允许为电动自行车充电", "negation", True),
    ("p7-neg-04", "negation", "经济困难的当事人交不起诉讼费怎么办？",
     ["当事人交纳诉讼费用确有困难的，可以向人民法院申请缓交、减交或者免交；"
      "但申请免交的，须提交民政部门出具的困难证明。"],
     "可以向法院申请缓交、减交或免交，申请免交的要附上民政部门的困难证明。",
     "可以向法院申请缓交、减交或免交诉讼费，申请免交的无须提交困难证明。", "无须提交", "negation", False),
    ("p7-neg-05", "negation", "居民自己可以改装燃气管道吗？",
     ["用户不得擅自安装、改装、拆除户内燃气设施；确需改装的，应向燃气企业申请，由其专业人员施工。"],
     "不行，自己动燃气管道是不允许的，要找燃气公司的专业人员来改。",
     "用户在告知燃气企业后可以自行改装户内燃气设施。", "可以自行改装", "negation", True),
    ("p7-neg-06", "negation", "公证处办理委托公证，当事人本人必须到场吗？",
     ["办理委托公证，委托人应当亲自到公证处办理，不得由他人代为申办；受托人可以不到场。"],
     "要，委托人得亲自去公证处，不能让别人代办。",
     "委托公证的受托人可以不到场。委托人也可以由他人代为申办。", "也可以由他人代为申办", "negation", True),
    ("p7-neg-07", "negation", "Are assistance dogs charged the annual licence fee?",
     ["The annual dog licence costs £40, or £20 for neutered dogs. Assistance dogs aren't charged the fee, but "
      "they must still be registered and microchipped."],
     "No. They're exempt from the fee, though they still have to be registered and chipped.",
     "Assistance dogs must be registered and microchipped. They're also charged the £20 reduced fee.",
     "They're also charged the £20 reduced fee", "negation", True),
    ("p7-neg-08", "negation", "Can I park in a bay marked for permit holders on Sundays without a permit?",
     ["Permit-holder bays in Zone C are enforced Monday to Saturday, 8 am to 6:30 pm. Outside these hours, "
      "including all day Sunday, the bays may be used by anyone without a permit."],
     "Yes, on Sundays anyone can use them; enforcement only runs Monday to Saturday.",
     "According to the documents, Zone C permit bays are enforced on Sundays as well, so you can't park there "
     "without a permit.", "are enforced on Sundays as well", "negation", True),
    ("p7-neg-09", "negation", "Is a lift taken out of service after failing its inspection allowed to be used?",
     ["A lift that fails its thorough examination because of a dangerous defect must be taken out of service "
      "immediately and must not be used until the defect has been repaired and the lift re-examined."],
     "No. It stays out of service until it's repaired and passes a re-examination.",
     "A lift with a dangerous defect must be taken out of service. It can still be used while the repair is "
     "being arranged.", "It can still be used", "negation", True),
    # --- modality ---
    ("p7-mod-01", "modality", "犬只登记需要提前预约吗？",
     ["养犬人可以通过“犬只管理”小程序预约登记，也可以直接到辖区派出所现场办理；犬只须同时到场植入电子标识。"],
     "不是必须预约，可以网上约，也可以直接去派出所办，但狗要一起带去。",
     "犬只登记必须先通过小程序预约，犬只须同时到场。", "必须先通过小程序预约", "modality", True),
    ("p7-mod-02", "modality", "人才住房补贴要本人申请吗？",
     ["人才住房补贴由用人单位统一申报，个人无需单独申请；补贴资金直接拨付至本人银行账户。"],
     "不用个人去申请，单位会统一报，钱直接打到本人卡上。",
     "人才住房补贴资金直接拨付至本人银行账户。但个人需单独提出申请。", "需单独提出申请", "modality", True),
    ("p7-mod-03", "modality", "网约车驾驶员必须取得什么证件？",
     ["从事网约车经营服务的驾驶员，应当取得《网络预约出租汽车驾驶员证》；车辆应当取得《网络预约出租汽车运输证》。",
      "巡游出租车驾驶员须取得从业资格证。"],
     "驾驶员应当取得《网络预约出租汽车驾驶员证》。",
     "网约车驾驶员可以选择取得《网络预约出租汽车驾驶员证》。", "可以选择取得", "modality", False),
    ("p7-mod-04", "modality", "幼儿园可以收取赞助费吗？",
     ["幼儿园除保教费、住宿费及经批准的代收费外，不得以任何名义向家长收取赞助费、捐资助学费等费用。"],
     "不行，不能以任何名义向家长收赞助费。",
     "根据资料，幼儿园在家长自愿的前提下可以收取赞助费。", "可以收取赞助费", "modality", True),
    ("p7-mod-05", "modality", "申请创业担保贷款需要提供反担保吗？",
     ["个人创业担保贷款额度在20万元以下的，免除反担保要求；超过20万元的，借款人须提供反担保。"],
     "二十万以内不用反担保，超过了才要提供。",
     "创业担保贷款在20万元以下的免除反担保。超过20万元的，借款人可自愿提供反担保。", "可自愿提供", "modality", True),
    ("p7-mod-06", "modality", "住宅小区的电梯多久必须维保一次？",
     ["电梯维护保养单位应当对电梯至少每15日进行一次清洁、润滑、调整和检查。",
      "电梯每年须进行一次定期检验。"],
     "维保单位至少每半个月要给电梯做一次清洁、润滑、调整和检查，另外每年还要定期检验一次。",
     "电梯每年须定期检验一次。维保单位可视情况每15日进行一次维护保养。", "可视情况", "modality", True),
    ("p7-mod-07", "modality", "Do ride-hailing drivers have to display their permit?",
     ["Licensed ride-hailing drivers must display their driver permit on the dashboard at all times while "
      "carrying passengers. They may also display the operator's logo on the rear window."],
     "Yes, it has to be on the dashboard whenever there's a passenger on board.",
     "Drivers may display their permit on the dashboard while carrying passengers.", "may display their permit",
     "modality", True),
    ("p7-mod-08", "modality", "Do I need a lawyer to file a small claim?",
     ["Small claims of up to £10,000 can be filed online by the claimant without a lawyer. Legal representation "
      "is allowed but not required."],
     "No, you can file it online yourself; representation's allowed but not required.",
     "Claims of up to £10,000 can be filed online. The claimant must be represented by a lawyer.",
     "must be represented", "modality", True),
    ("p7-mod-09", "modality", "Is a gas safety check compulsory for landlords?",
     ["Landlords must have every gas appliance they provide checked by a registered engineer every 12 months and "
      "must give tenants a copy of the record within 28 days. Tenants may request an extra check at any time."],
     "Yes: landlords have to get a registered engineer to check each gas appliance every year.",
     "Landlords may have gas appliances checked every 12 months and must give tenants a copy within 28 days.",
     "may have gas appliances checked", "modality", True),
    # --- quantifiers ---
    ("p7-quant-01", "quantifier", "哪些区实行生活垃圾强制分类？",
     ["全市16个区均已实行生活垃圾强制分类，其中东城、西城等8个区同时开展餐厨垃圾“定时定点”投放试点。"],
     "16个区全都实行了强制分类。", "全市仅东城、西城等8个区实行了生活垃圾强制分类。", "仅东城、西城等8个区", "quantifier",
     True),
    ("p7-quant-02", "quantifier", "市内的公共自行车站点都支持扫码借车吗？",
     ["全市1260个公共自行车站点均支持扫码借车，其中420个站点同时支持刷市民卡借车。"],
     "所有站点都可以扫码借车。", "根据资料，全市只有420个公共自行车站点支持扫码借车。", "只有420个", "quantifier",
     True),
    ("p7-quant-03", "quantifier", "二级以上医院都开通了预约挂号吗？",
     ["截至2026年底，全市二级以上公立医院全部开通分时段预约挂号，部分民营医院开通了预约挂号服务。"],
     "二级以上公立医院已全部开通分时段预约挂号。",
     "截至2026年底，全市二级以上公立医院部分开通了分时段预约挂号。", "部分开通", "quantifier", False),
    ("p7-quant-04", "quantifier", "今年抽检的老旧电梯有多少不合格？",
     ["今年对使用15年以上的老旧电梯抽检312台，其中27台不合格，已全部责令停用整改。"],
     "抽检了312台，有27台不合格，这些都已被责令停用整改。",
     "今年抽检老旧电梯312台，其中27台不合格。不合格电梯中部分已被责令停用整改。", "部分已被责令停用整改", "quantifier",
     True),
    ("p7-quant-05", "quantifier", "参加培训的学员都能领到补贴吗？",
     ["使用培训券参加培训的学员，取得职业资格证书或职业技能等级证书的，按培训费用的全额给予补贴；"
      "未取得证书的，不予补贴。"],
     "不是人人都有，只有拿到证书的学员才能按培训费全额补贴。",
     "使用培训券的学员均可按培训费用的全额领取补贴。", "均可", "quantifier", True),
    ("p7-quant-06", "quantifier", "哪些燃气用户要更换金属软管？",
     ["本次改造范围为2010年前建成的老旧小区，区内使用橡胶软管的居民用户均须更换为金属波纹管，费用由政府承担。"],
     "2010年前建成的老旧小区里，凡是用橡胶软管的居民户都要换成金属波纹管，不用自己出钱。",
     "2010年前建成的老旧小区中，部分使用橡胶软管的居民用户须更换金属波纹管。", "部分使用橡胶软管的居民用户", "quantifier",
     True),
    ("p7-quant-07", "quantifier", "Are all of the city's taxis electric?",
     ["Of the city's 9,400 licensed taxis, about 6,100 are fully electric; the rest are hybrids. All new taxi "
      "licences issued since 2025 have gone to electric vehicles."],
     "No. Around 6,100 of the 9,400 are; the others are hybrids.",
     "Yes, all of the city's 9,400 licensed taxis are fully electric.", "all of the city's 9,400 licensed taxis",
     "quantifier", True),
    ("p7-quant-08", "quantifier", "Who can apply for the rural e-commerce training grant?",
     ["The rural e-commerce training grant is open only to residents of the 12 pilot counties; applicants "
      "from other counties aren't eligible this year."],
     "Only people living in the 12 pilot counties can apply this year.",
     "The grant's aimed at rural e-commerce training. Residents of any county may apply.", "any county",
     "quantifier", True),
    ("p7-quant-09", "quantifier", "Were all the noise complaints resolved?",
     ["Of the 1,840 noise complaints received last year, 1,512 were resolved within 30 days; the remaining 328 "
      "were still under investigation at year end."],
     "Most were: 1,512 of 1,840 within 30 days, with 328 still open at year end.",
     "The council received 1,840 noise complaints last year. Every one of them was resolved within 30 days.",
     "Every one of them", "quantifier", True),
    # --- antonym predicates ---
    ("p7-ant-01", "antonym", "法院对缓交诉讼费的申请作出了什么决定？",
     ["原告王春梅以家庭经济困难为由申请缓交诉讼费，法院审查后予以批准；被告提出的延期举证申请被驳回。"],
     "法院同意了原告缓交诉讼费的申请。", "原告王春梅以家庭经济困难为由申请缓交诉讼费，法院审查后予以驳回。", "予以驳回",
     "antonym", True),
    ("p7-ant-02", "antonym", "今年全市噪声投诉量是增加还是减少了？",
     ["2026年全市受理噪声投诉4.3万件，较上年下降12%；其中建筑施工噪声投诉上升5%，社会生活噪声投诉下降18%。"],
     "总体减少了，全年4.3万件，比上年少了12%。",
     "2026年全市受理噪声投诉4.3万件，较上年上升12%。", "较上年上升12%", "antonym", True),
    ("p7-ant-03", "antonym", "这对夫妻的收养申请通过了吗？",
     ["经评估，申请人赵磊、苏琳夫妇符合收养条件，民政局准予收养登记；另一对申请人因未满30周岁被不予登记。"],
     "通过了，民政局给赵磊、苏琳夫妇办了收养登记。",
     "赵磊、苏琳夫妇接受了收养评估。民政局对其收养登记申请不予登记。", "不予登记", "antonym", True),
    ("p7-ant-04", "antonym", "今年幼儿园在园人数比去年多了还是少了？",
     ["受出生人口减少影响，2026年全区幼儿园在园幼儿2.1万人，比上年减少3400人；普惠性幼儿园覆盖率提高至92%。"],
     "少了，今年在园幼儿2.1万人，比上年减少3400人。",
     "今年全区幼儿园在园幼儿2.1万人，比上年增加3400人。", "增加3400人", "antonym", False),
    ("p7-ant-05", "antonym", "新的建筑节能标准对外墙传热系数的要求是提高还是放宽？",
     ["与2015版相比，新标准将外墙传热系数限值由0.45降低至0.35，外窗传热系数限值由2.0降低至1.5，对围护结构保温性能要求更严。"],
     "要求更严了，外墙传热系数限值从0.45降到了0.35。",
     "新标准的外墙传热系数限值由0.45调整为0.35。总体上对围护结构保温性能的要求有所放宽。", "有所放宽", "antonym",
     True),
    ("p7-ant-06", "antonym", "网约车平台对罚款决定申请行政复议，结果如何？",
     ["平台不服区交通局作出的罚款10万元的决定，向市交通局申请行政复议。市交通局经审理，维持原处罚决定。"],
     "复议维持了原来的罚款决定。",
     "平台向市交通局申请行政复议。市交通局经审理，撤销了原处罚决定。", "撤销了原处罚决定", "antonym", True),
    ("p7-ant-07", "antonym", "Did the number of registered dogs go up or down last year?",
     ["The number of registered dogs in the city rose by 9% last year to 318,000, while the number of stray-dog "
      "reports fell by 14%."],
     "It went up, by nine per cent, to 318,000.",
     "The number of registered dogs fell by 9% last year to 318,000.", "fell by 9%", "antonym", True),
    ("p7-ant-08", "antonym", "Was the residents' objection to the bike docking station upheld?",
     ["The residents' objection to the planned bike docking station on Mill Lane was upheld by the planning "
      "committee, and the station will be moved to Station Road. A separate objection from the bike operator was "
      "dismissed."],
     "Yes. The committee upheld it, so the docking station's being moved to Station Road.",
     "The committee considered the residents' objection. It was dismissed, and the station will be moved to "
     "Station Road.", "It was dismissed", "antonym", True),
    ("p7-ant-09", "antonym", "Has the notarisation fee for property transfers been raised?",
     ["From 1 March, the notarisation fee for property transfers has been lowered from 0.3% to 0.2% of the "
      "property value, with a minimum fee of 200 yuan."],
     "No, it's been cut, from 0.3% to 0.2% of the property's value.",
     "Yes: the notarisation fee for property transfers has been raised from 0.3% to 0.2% of the property value.",
     "has been raised", "antonym", True),
    # --- short answers (Chinese) ---
    ("p7-short-zh-01", "short-zh", "结婚登记要多少钱？",
     ["办理结婚登记不收取任何费用；补领结婚证每本收取工本费9元。"], "免费。", "9元。", "9元", "quantity", True),
    ("p7-short-zh-02", "short-zh", "市民卡借公共自行车，首小时收费多少？",
     ["持市民卡借车，首1小时免费，超过1小时不足2小时收费1元，2小时以上每小时3元；扫码借车每30分钟1.5元。"],
     "免费。", "持市民卡可以借车。首小时收费1.5元。", "1.5元", "number", True),
    ("p7-short-zh-03", "short-zh", "这次电梯定期检验由哪家单位实施？",
     ["锦绣花园3号楼电梯的定期检验由市特种设备检验研究院实施，维保单位通力维保公司配合。"],
     "市特种设备检验研究院。", "由通力维保公司实施。", "通力维保公司", "entity", False),
    ("p7-short-zh-04", "short-zh", "未按规定分类投放垃圾，个人罚多少？",
     ["个人未按规定分类投放生活垃圾的，经劝阻拒不改正的，处50元以上200元以下罚款；"
      "单位违规的，处5000元以上5万元以下罚款。"],
     "五十元到二百元。", "个人未按规定分类投放生活垃圾，拒不改正的，将被处以5000元以上5万元以下罚款。",
     "5000元以上5万元以下", "quantity", True),
    ("p7-short-zh-05", "short-zh", "高层次人才最高能拿多少安家费？",
     ["对引进的A类高层次人才给予安家费200万元，B类100万元，C类50万元。"],
     "两百万元。", "一百万元。", "一百万元", "quantity", True),
    ("p7-short-zh-06", "short-zh", "狗咬人后，养犬人最多罚多少？",
     ["犬只伤人的，由公安机关对养犬人处500元以上2000元以下罚款；情节严重的，没收犬只，吊销登记证。"],
     "最多罚两千。", "2万元。", "2万元", "quantity", True),
    ("p7-short-zh-07", "short-zh", "电商服务站今年卖了多少钱的农产品？",
     ["柳溪村电商服务站2026年销售农产品86万元，比2025年的52万元增长65%。"],
     "86万元。", "柳溪村电商服务站今年销售额比上年增长65%。销售额为52万元。", "52万元", "quantity", False),
    ("p7-short-zh-08", "short-zh", "公证处在哪个区？",
     ["明德公证处位于滨江区江南大道1288号，其受理点设在西湖区文三路。"],
     "滨江区。", "明德公证处有一个受理点。公证处本部位于西湖区。", "西湖区", "entity", False),
    ("p7-short-zh-09", "short-zh", "志愿服务时长累计多少小时可评为五星志愿者？",
     ["志愿服务时长累计达到100小时、300小时、600小时、1000小时、1500小时的，可分别评为一至五星志愿者。"],
     "一千五百小时。", "1000小时。", "1000小时", "quantity", True),
    # --- short answers (English) ---
    ("p7-short-en-01", "short-en", "How much does a visitor parking permit book cost?",
     ["Resident permits cost £80 a year; visitor permits are sold in books of 10 for £25."],
     "£25 for ten.", "£80.", "£80", "number", True),
    ("p7-short-en-02", "short-en", "Who inspects the lifts in the building?",
     ["Thorough examinations of the building's lifts are carried out by Allied Inspection Services; day-to-day "
      "maintenance is done by Liftcare Ltd."],
     "Allied Inspection Services.", "Liftcare Ltd.", "Liftcare Ltd", "entity", False),
    ("p7-short-en-03", "short-en", "What's the fine for not sorting household waste correctly?",
     ["Households that repeatedly fail to sort their waste can be issued a fixed penalty of £60, rising to £100 "
      "if it isn't paid within 14 days."],
     "£60.", "Households that repeatedly fail to sort their waste get a fixed penalty. It's £100.", "£100", "number", False),
    ("p7-short-en-04", "short-en", "How long does a noise complaint take to be investigated?",
     ["Noise complaints are acknowledged within 2 working days and are normally investigated within 10 working "
      "days."],
     "Usually within ten working days.", "Two working days.", "Two working days", "quantity", True),
    ("p7-short-en-05", "short-en", "When does the marriage register office open on Saturdays?",
     ["The register office is open 9 am to 5 pm on weekdays and 9:30 am to 12:30 pm on Saturdays."],
     "9:30 am.", "It's open on Saturdays. Doors open at 9 am.", "9 am", "number", False),
    ("p7-short-en-06", "short-en", "Which bank issues the start-up loans?",
     ["Guaranteed start-up loans are issued by Rural Commercial Bank and backed by the city's Entrepreneurship "
      "Guarantee Fund."],
     "Rural Commercial Bank.", "They're issued by the Entrepreneurship Guarantee Fund.", "the Entrepreneurship Guarantee Fund",
     "entity", False),
    ("p7-short-en-07", "short-en", "How many volunteer hours did the group log last year?",
     ["The Riverside volunteer group logged 12,400 service hours last year, up from 9,800 the year before."],
     "Just over twelve thousand: 12,400.", "Their hours were up on the year before. They logged 9,800.", "9,800", "number", True),
    ("p7-short-en-08", "short-en", "How long's a dog licence valid for?",
     ["Dog licences are valid for 12 months from the date of issue and must be renewed annually; the microchip "
      "record is kept for life."],
     "A year.", "For life.", "For life", "quantity", True),
    # --- paraphrase (the faithful answer reworded; the hallucination copies words but changes the meaning) ---
    ("p7-para-01", "paraphrase", "预约挂号后未按时就诊会怎样？",
     ["患者预约挂号后爽约累计3次的，90天内不能再通过平台预约挂号；因病情变化可在就诊前24小时取消预约，不计爽约。"],
     "失约满三次，九十天里就没法在平台上约号了；病情有变化、提前一天取消的不算失约。",
     "患者预约挂号后爽约累计3次的，90天内仍可通过平台预约挂号。", "仍可", "negation", True),
    ("p7-para-02", "paraphrase", "幼儿园保教费怎么退？",
     ["幼儿因病因事连续请假超过15天（含）的，按实际请假天数退还保教费；未满15天的不予退还。"],
     "连着请假半个月及以上的，按实际缺勤天数退；不到半个月的不退。",
     "幼儿因病因事连续请假超过15天的，按实际请假天数的一半退还保教费。", "一半", "number", True),
    ("p7-para-03", "paraphrase", "乘坐出租车夜间怎么收费？",
     ["本市巡游出租车夜间（23时至次日5时）运价在日间标准基础上加收20%。"],
     "晚上十一点到早上五点之间，车费按白天价格的1.2倍收。",
     "本市巡游出租车夜间（23时至次日5时）运价在日间标准基础上减收20%。", "减收", "direction", True),
    ("p7-para-04", "paraphrase", "燃气热水器装在哪里不行？",
     ["燃气热水器不得安装在浴室、卧室内；直排式燃气热水器禁止使用。"],
     "浴室和卧室里不能装燃气热水器，直排式的热水器也禁止用。",
     "直排式燃气热水器禁止使用。燃气热水器可以安装在浴室、卧室内。", "可以安装在浴室、卧室内", "negation", True),
    ("p7-para-05", "paraphrase", "离婚冷静期是多长时间？",
     ["自婚姻登记机关收到离婚登记申请之日起三十日内，任何一方不愿意离婚的，可以向登记机关撤回申请。"
      "期间届满后三十日内，双方应当亲自到登记机关申请发给离婚证；未申请的，视为撤回离婚登记申请。"],
     "登记机关收到申请后有三十天的冷静期，这期间任何一方反悔都能撤回申请。",
     "根据资料，自婚姻登记机关收到离婚登记申请之日起六十日内，任何一方不愿意离婚的，可以撤回申请。", "六十日",
     "number", True),
    ("p7-para-06", "paraphrase", "How many points do you need to get a talent housing subsidy?",
     ["Applicants for the talent housing subsidy must score at least 60 points under the points scheme, and must "
      "have paid local social insurance for at least six consecutive months."],
     "Sixty or more, plus half a year of local social insurance contributions without a break.",
     "Applicants must score at least 60 points. They must also have paid local social insurance for at least twelve "
     "consecutive months.", "twelve", "number", True),
    ("p7-para-07", "paraphrase", "How is a bike returned to a full docking station handled?",
     ["If the docking station is full, riders can end their trip by parking within 50 metres of it and taking a "
      "photo in the app; no extra charge is made."],
     "If there's no free dock, leave it within 50 m of the station, snap a photo in the app, and you won't be "
     "charged extra.",
     "If the docking station is full, riders can end their trip by parking within 50 metres of it and paying an "
     "extra charge in the app.", "paying an extra charge", "negation", True),
    ("p7-para-08", "paraphrase", "What's the energy performance requirement for new homes?",
     ["From April 2027, new homes must be designed to use at least 30% less energy for heating and cooling than "
      "homes built to the 2016 standard."],
     "New homes from April 2027 have to be designed to need no more than seventy per cent of the heating and cooling "
     "energy of 2016-standard homes.",
     "From April 2027, new homes must be designed to use at least 30% more energy for heating and cooling than "
     "homes built to the 2016 standard.", "30% more", "direction", True),
    ("p7-para-09", "paraphrase", "Can an adopted child's birth records be accessed?",
     ["Adopted people can apply for access to their original birth records once they're 18. Birth parents "
      "cannot apply for access to the adoption records."],
     "Yes, by the adopted person themselves from the age of 18; birth parents aren't allowed to.",
     "Adopted people can apply for access to their original birth records once they're 18. Birth parents can "
     "also apply for access to the adoption records.", "can also apply", "negation", True),
    ("p7-para-10", "paraphrase", "电梯困人后维保人员多久要到场？",
     ["接到电梯困人报警后，维保单位救援人员应当在30分钟内抵达现场，偏远地区不超过1小时。"],
     "一般半小时内要赶到，偏远的地方最迟一个钟头。",
     "接到电梯困人报警后，维保单位救援人员应当在30分钟内抵达现场。偏远地区不超过2小时。", "2小时", "quantity", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe7"), "probe7")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
