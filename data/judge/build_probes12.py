"""Build `data/judge/probes12.jsonl.gz`: the twelfth probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes12", blind: before the judge was run on them, without reading the judge's code). LONGER answers the way
RAG systems write them (summaries, explanations, comparisons, numbered steps, "首先…其次…", "In short, …") where ONE
piece, often in the second or third sentence, is wrong. The questions compare and choose ("A和B哪个期限更长？",
"Which costs less…?"), ask what changes from next year (the wrong answer gives the old value as the new one), what is
needed and how long it takes, which body is responsible, or need two facts combined (a count of listed items,
both/neither, the later of two dates). Contexts are dense (one to three passages of 80-400 characters holding old and
new values, several bodies, deadlines and exceptions), so the wrong piece is one the same contexts give the old rule,
the other option, another body or the exception. About a third of the answers are short (a bare value, name or
choice, optionally after 根据资料 / "According to the documents"). New domains (electricity time-of-use and water
tariffs, accountancy, law and professional exams, continuing education credits, gig-worker injury cover, campsites,
broadband compensation, swimming pools, taxi and ride-hailing licences, gas safety checks, cosmetics filing, school
buses, clinical trials, rural homesteads, veterinary prescriptions, hotel guest registration, seafarers' certificates,
amateur radio, online marketplaces, aquaculture, sports venue subsidies, forest replanting, seed varieties, grassland
grazing, plant passports, beekeeping, medical devices); see data/judge/README.md. Split by a hash of the id.
Deterministic: `python data/judge/build_probes12.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes12.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is one the contexts give the old rule or another option) ---
    ("p12-binding-01", "binding", "从7月起，居民峰谷电价的谷段比峰段每度便宜多少？",
     ["关于调整居民峰谷分时电价的通知：自2025年7月1日起，峰段（8:00—22:00）电价由每千瓦时0.568元调整为0.588元，谷段"
      "（22:00—次日8:00）电价由每千瓦时0.288元调整为0.298元。未申请峰谷分时电价的居民用户继续执行每千瓦时0.538元的"
      "平段电价。申请峰谷电价须通过供电公司营业厅或“网上国网”App办理，每年可变更一次。"],
     "7月1日调整以后，峰段每度电0.588元，谷段每度电0.298元。两者相比，谷段每度便宜0.29元。具体以供电公司公布的标准为准。",
     "根据资料，调整后峰段电价为每千瓦时0.588元，谷段电价为每千瓦时0.288元。两者相比，谷段每度便宜0.29元。具体以供电公司公布的标准为准。",
     "0.288", "number", True),
    ("p12-binding-02", "binding", "我家户口上5口人，去年用了280立方米水，超出第一阶梯的部分按每立方米多少钱算？",
     ["居民生活用水实行阶梯水价：第一阶梯为年用水量0—180立方米（含），水价每立方米3.45元；第二阶梯为180—260立方米"
      "（含），每立方米4.83元；第三阶梯为260立方米以上，每立方米9.00元。", "户籍人口超过4人的家庭，每增加1人，各阶梯年用水量"
      "基数增加30立方米。以上水价均含污水处理费每立方米1.36元。申请增加阶梯水量基数的，须持户口簿到供水企业营业厅办理，自次月起执行；集体户、合表用户另行核定。"],
     "您家5口人，比4人多1人，各阶梯的水量基数都加30立方米，第一阶梯变成210立方米以内，第二阶梯上限变成290立方米。去年用了"
     "280立方米，没有进入第三阶梯，所以超过210立方米的70立方米按第二阶梯每立方米4.83元计算。",
     "您家5口人，比4人多1人，各阶梯的水量基数都加30立方米，第一阶梯变成210立方米以内，第二阶梯上限变成290立方米。去年用了"
     "280立方米，没有进入第三阶梯，所以超过210立方米的70立方米按第二阶梯每立方米9.00元计算。",
     "9.00元", "number", True),
    ("p12-binding-03", "binding", "初级会计和中级会计考试，哪个报名费贵？全部科目都报的话各要多少钱？",
     ["2025年度会计专业技术资格考试报名费标准：初级资格每科56元，中级资格每科68元，高级资格每科88元。初级资格考试科目为"
      "2科，中级资格考试科目为3科，高级资格考试科目为1科并须参加评审。报名时间为2月18日至3月7日，初级资格考试于5月17日"
      "举行，中级资格考试于9月6日举行。",
      "会计专业技术资格考试合格标准：初级资格、中级资格各科目合格分数线均为60分（满分100分）；高级资格考试合格分数线为60分，考试合格后3年内参加评审有效，评审由省人力资源社会保障厅会同省财政厅组织。",
      "报名流程：考生登录全国会计资格评价网报名，上传本人近期照片，经资格审核通过后网上缴费；缴费截止时间为3月10日，未在规定时间内缴费的视为放弃报名。审核未通过的，可以在报名截止前修改信息重新提交。"],
     "中级贵一些：中级每科68元，初级每科56元，每科多12元。如果所有科目一起报，初级2科共112元，中级3科共204元。",
     "中级贵一些：中级每科68元，初级每科56元，每科多12元。如果所有科目一起报，初级2科共112元，中级3科共264元。",
     "264元", "number", True),
    ("p12-binding-04", "binding", "我有一辆纯电动车，开了7万公里，今年还能申请网约车运输证吗？车的轴距有什么要求？",
     ["网约车车辆运输证申领条件：车辆为本市号牌的7座及以下乘用车；燃油车辆轴距不小于2650毫米，纯电动车辆轴距不小于2600毫米；"
      "车辆首次申请入网时行驶里程不超过5万公里。", "自2025年1月1日起，新能源车辆首次入网的行驶里程上限放宽至10万公里，燃油车辆"
      "仍执行5万公里。网约车使用年限达到8年或者行驶里程达到60万公里的，强制退出营运。"],
     "可以申请。从2025年起，新能源车第一次入网的里程上限放宽到了10万公里，您开了7万公里，没有超。纯电动车的轴距要求是不小于"
     "2600毫米，也就是2.6米以上。",
     "可以申请。从2025年起，新能源车第一次入网的里程上限放宽到了10万公里，您开了7万公里，没有超。纯电动车的轴距要求是不小于"
     "2650毫米。",
     "2650毫米", "number", True),
    ("p12-binding-05", "binding", "会计人员继续教育一年要修多少学分？参加市财政局组织的培训每天能折多少学分？",
     ["会计专业技术人员继续教育：每年参加继续教育取得的学分不少于90学分，其中专业科目一般不少于总学分的三分之二。参加省级"
      "以上财政部门组织的会计业务培训，每天折算10学分；参加市级财政部门或者所在单位组织的会计业务培训，每天折算6学分；参加"
      "全国会计专业技术资格考试，每通过一科视同取得当年90学分。"],
     "每年至少要90学分，专业科目一般要占三分之二以上。市级财政部门组织的培训每天折6学分，省级以上财政部门组织的才是每天10学分。",
     "每年至少要90学分，专业科目一般要占三分之二以上。市级财政部门组织的培训每天折10学分。",
     "10学分", "number", True),
    ("p12-binding-06", "binding", "外卖骑手的职业伤害保障费怎么交？骑手自己要出钱吗？",
     ["新就业形态人员职业伤害保障试点：职业伤害保障费由平台企业按单缴纳，出行类平台每单0.04元，外卖类平台每单0.06元，即时"
      "配送类平台每单0.07元，同城货运类平台每单0.2元。从业人员个人不缴费。", "发生职业伤害的，平台企业应当在事故发生之日起30日"
      "内向社会保险经办机构报告，从业人员或其近亲属可以在1年内提出职业伤害确认申请。职业伤害确认由人力资源社会保障部门负责，劳动能力鉴定由设区的市级劳动能力鉴定委员会负责。"],
     "根据资料，骑手自己不出钱，由外卖平台按单交，每单6分钱。",
     "根据资料，骑手自己不出钱，由外卖平台按单缴纳，每单0.07元。",
     "0.07元", "number", True),
    ("p12-binding-07", "binding", "周六晚上自带帐篷去森林公园露营，一晚要多少钱？比租帐篷便宜多少？",
     ["市郊森林公园露营地收费标准（2025年5月1日起执行）：自带帐篷营位每晚80元（原为60元）；租赁帐篷营位每晚220元，含帐篷、"
      "防潮垫；房车营位每晚260元，含水电接驳。周五、周六晚及法定节假日前一晚，以上价格上浮20%。营地不设明火区域，烧烤须在"
      "指定炉台进行，炉台使用费每次30元。"],
     "自带帐篷的营位现在平时每晚80元，周六晚上浮20%，要96元；租帐篷的营位周六要264元。算下来自带帐篷便宜168元。",
     "自带帐篷的营位现在平时每晚80元，周六晚上浮20%，要72元；租帐篷的营位周六要264元。算下来自带帐篷便宜168元。",
     "72元", "number", True),
    ("p12-binding-08", "binding",
     "My engineer didn't show up for the appointment, and my new line also started 3 days late. What compensation am I owed?",
     ["Automatic compensation: if your broadband stops working and is not fixed within two full working days, your "
      "provider must pay you £9.76 for each calendar day it is not fixed.", "If an engineer does not turn up for a "
      "scheduled appointment, or it is cancelled with less than 24 hours' notice, you get £30.25. If your new service "
      "does not start on the promised date, you get £6.10 for each calendar day of delay. The amounts rise with "
      "inflation each April.",
      "Compensation is paid as a credit on your next bill within 30 days of the problem being fixed. Providers that have not signed up to the automatic compensation scheme must still handle complaints, and you can take an unresolved complaint to an ADR scheme after 8 weeks."],
     "According to the documents, you're owed two separate payments. The missed engineer visit is worth £30.25. The "
     "late start is paid at £6.10 for every day of delay, which comes to £18.30 for three days. In short, about £48.55 "
     "altogether.",
     "According to the documents, you're owed two separate payments. The missed engineer visit is worth £9.76. The "
     "late start is paid at £6.10 for every day of delay, which comes to £18.30 for three days. In short, about £48.55 "
     "altogether.",
     "£9.76", "number", True),
    ("p12-binding-09", "binding", "I run a small hotel pool. Which water tests do I have to do, and how often?",
     ["Pool water testing: free chlorine and pH must be tested every 2 hours while the pool is open and the results "
      "recorded. A microbiological sample must be sent to an accredited laboratory every month. The filter sand must be "
      "inspected every 6 months and replaced when it is worn. Records must be kept for at least 2 years and shown to "
      "an inspector on request."],
     "According to the documents, there are three routine checks. First, free chlorine and pH every two hours while the "
     "pool is open. Second, a microbiological sample sent to an accredited lab once a month. Third, an inspection of the "
     "filter sand twice a year.",
     "According to the documents, there are three routine checks. First, free chlorine and pH every two hours while the "
     "pool is open. Second, a microbiological sample sent to an accredited lab every 6 months. Third, an inspection of "
     "the filter sand twice a year.",
     "every 6 months", "date", True),
    ("p12-binding-10", "binding",
     "From April, how much more will a new hackney carriage driver pay than a private hire driver for the licence itself?",
     ["Taxi and private hire licence fees from 1 April 2025: a hackney carriage driver licence costs £285 for three "
      "years (previously £255); a private hire driver licence costs £245 for three years (previously £220); a vehicle "
      "licence costs £190 a year for either type. The knowledge test costs £45 per attempt and is taken only by "
      "hackney carriage applicants."],
     "From 1 April the hackney carriage driver licence is £285 and the private hire one is £245, both for three years. "
     "So the hackney licence costs £40 more, not counting the £45 knowledge test that only hackney applicants take.",
     "From 1 April the hackney carriage driver licence is £285 and the private hire one is £245, both for three years. "
     "So the hackney licence costs £40 more, not counting the £190 knowledge test that only hackney applicants take.",
     "£190", "number", False),
    # --- role (the body or person the contexts give another duty) ---
    ("p12-role-01", "role", "家里燃气管道上的阀门坏了，是燃气公司还是物业负责换？钱谁出？",
     ["燃气安全入户检查：城镇燃气经营企业负责对居民用户每年至少开展一次入户安全检查，检查不收取费用；用户户内燃气管道、阀门的"
      "维修更换由燃气经营企业实施，费用由用户承担；燃气报警器由用户自行选购安装。", "物业服务企业负责督促用户配合入户检查。住房"
      "城乡建设部门负责对燃气经营企业的检查工作进行监督考核，市场监管部门负责燃气具产品质量监督。用户擅自改装、拆除户内燃气设施的，由燃气管理部门责令限期改正，对个人可处1000元以上1万元以下罚款。"],
     "阀门要由燃气公司来换，换的费用需要您自己出。物业只负责督促住户配合安全检查，不管维修。",
     "根据资料，户内燃气阀门的维修更换由物业服务企业实施，费用由用户承担。燃气公司每年上门安全检查一次，不收费。",
     "物业服务企业", "entity", True),
    ("p12-role-02", "role", "我们公司要上市一款国产防晒霜和一款国产洗面奶，分别向哪里办手续？",
     ["国产普通化妆品实行备案管理，备案人在上市销售前通过化妆品注册备案信息服务平台向所在地省级药品监督管理部门备案；进口普通"
      "化妆品由境内责任人向国家药品监督管理局备案。特殊化妆品（用于染发、烫发、祛斑美白、防晒、防脱发的化妆品）须经国家药品"
      "监督管理局注册后方可生产、进口。省级药品监督管理部门应当自备案之日起3个月内组织技术核查。"],
     "两款产品手续不一样。防晒霜属于特殊化妆品，要先经国家药品监督管理局注册才能生产；洗面奶是普通化妆品，上市前向你们所在地"
     "的省级药品监督管理部门备案就可以。",
     "两款产品手续不一样。防晒霜属于特殊化妆品，要先经省药监局注册才能生产；洗面奶是普通化妆品，上市前向你们所在地"
     "的省级药品监督管理部门备案就可以。",
     "省药监局", "entity", True),
    ("p12-role-03", "role", "校车驾驶人的资格由谁审核？校车使用许可最后是谁批？",
     ["校车安全管理：学校或者校车服务提供者申请取得校车使用许可，由县级人民政府教育行政部门受理，会同公安机关交通管理部门和"
      "交通运输部门审查，报县级人民政府批准。校车驾驶人资格由公安机关交通管理部门审查，取得资格的在驾驶证上签注准许驾驶校车。"
      "学校应当指派照管人员随车照管学生，负责学生上下车时清点人数。"],
     "驾驶人资格归公安机关交通管理部门审查，通过以后会在驾驶证上签注准许驾驶校车。使用许可先由县级教育部门受理，再会同交管、"
     "交通运输部门审查，最后报县级人民政府批准。",
     "驾驶人资格归公安机关交通管理部门审查，通过以后会在驾驶证上签注准许驾驶校车。使用许可先由县级教育部门受理，再会同交管、"
     "交通运输部门审查，最后由县级交通运输部门批准。",
     "县级交通运输部门", "entity", True),
    ("p12-role-04", "role", "药物临床试验由谁到平台上登记？致死的严重不良反应要在多久内报告？",
     ["药物临床试验登记与报告：申办者应当在药物临床试验登记与信息公示平台进行登记，在第一例受试者入组前完成首次登记。临床试验"
      "机构负责受试者的知情同意和试验实施，伦理委员会负责审查试验方案并进行跟踪审查。", "试验过程中发生可疑且非预期严重不良反应的，"
      "申办者应当在获知后15日内向国家药品审评机构快速报告，其中致死或者危及生命的，应当在获知后7日内报告。其他潜在的严重安全性风险信息，申办者应当尽快向国家药品审评机构报告，并同时告知研究者和伦理委员会。"],
     "登记是申办者的事，要在第一位受试者入组之前完成。至于致死或危及生命的可疑且非预期严重不良反应，申办者要在知道后一周内报告。",
     "登记是临床试验机构的事，要在第一位受试者入组之前完成。至于致死或危及生命的可疑且非预期严重不良反应，申办者要在知道后一周内"
     "报告。",
     "临床试验机构", "entity", True),
    ("p12-role-05", "role", "农村申请宅基地建房，最后是县里批还是乡镇批？村里要公示几天？",
     ["农村宅基地审批：符合申请条件的农户，以户为单位向所在村民小组提出书面申请，村民小组会议讨论通过后在本小组范围内公示，公示"
      "期不少于5个工作日；村级组织审查后报乡镇人民政府，由乡镇人民政府审核批准，涉及占用农用地的，应当依法先行办理农用地转用"
      "审批手续。县级农业农村部门负责宅基地改革和管理有关工作，县级自然资源部门负责国土空间规划和用地指标。"],
     "村民小组讨论通过后，要在本小组范围内公示，时间不少于5个工作日。之后由村级组织审查，报乡镇人民政府审核批准；占用农用地的"
     "还要先办农用地转用审批。",
     "村民小组讨论通过后，要在本小组范围内公示，时间不少于5个工作日。之后由村级组织审查，报县级农业农村部门审核批准；占用农用地"
     "的还要先办农用地转用审批。",
     "县级农业农村部门", "entity", True),
    ("p12-role-06", "role", "执业兽医资格考试由谁组织？考过以后去哪注册？",
     ["兽医管理：国家实行执业兽医资格考试制度，执业兽医资格考试由农业农村部组织，考试合格的由省级农业农村部门颁发执业兽医资格"
      "证书。取得资格证书从事动物诊疗活动的，应当向县级以上地方人民政府农业农村主管部门申请执业注册。乡村兽医由县级农业农村部门"
      "登记，可以在乡村从事动物诊疗活动。"],
     "农业农村部组织考试；考过后到县级以上地方农业农村主管部门注册。",
     "省级农业农村部门组织考试；考过后到县级以上地方农业农村主管部门注册。",
     "省级农业农村部门", "entity", True),
    ("p12-role-07", "role", "开民宿要办特种行业许可证和卫生许可，分别找哪个部门？",
     ["旅馆业治安管理：旅馆接待旅客住宿必须查验旅客身份证件，按规定项目如实登记，并在旅客入住后2小时内通过系统向公安机关上传"
      "住宿信息。开办旅馆须取得特种行业许可证，由所在地县级公安机关审批；公共场所卫生许可由县级卫生健康部门核发；开业前的消防"
      "安全检查由消防救援机构负责。",
      "民宿管理：乡村民宿开办前应当向所在地乡镇人民政府备案，由县级文化和旅游部门组织等级评定；民宿接待旅客同样须查验身份证件，并在入住后2小时内上传住宿信息，与旅馆执行同一标准。"],
     "这两个证不是同一个部门办：特种行业许可证找所在地县级公安机关审批，卫生许可找县级卫生健康部门。另外开业前还要通过消防安全"
     "检查。",
     "这两个证不是同一个部门办：特种行业许可证找所在地消防救援机构审批，卫生许可找县级卫生健康部门。另外开业前还要通过消防安全"
     "检查。",
     "消防救援机构", "entity", True),
    ("p12-role-08", "role", "Who signs off my sea service, and who issues the medical certificate I need for my certificate of competency?",
     ["Certificates of competency for merchant navy officers are issued by the Maritime and Coastguard Agency (MCA). "
      "Before applying you must pass an oral examination conducted by an MCA examiner and hold a valid ENG1 medical "
      "certificate issued by an MCA-approved doctor.", "Sea service must be verified by the ship's master or the shipping "
      "company. Training courses are delivered by approved nautical colleges, which also issue the course completion "
      "certificates."],
     "According to the documents, your sea service has to be confirmed by the ship's master or your shipping company. "
     "The ENG1 medical certificate comes from a doctor approved by the MCA.",
     "According to the documents, your sea service has to be confirmed by an approved nautical college. The ENG1 medical "
     "certificate comes from a doctor approved by the MCA.",
     "an approved nautical college", "entity", True),
    ("p12-role-09", "role", "Who runs the amateur radio exams, and who gives me my callsign?",
     ["Amateur radio licences are issued by Ofcom and are free if you apply online; paper applications cost £20.", "Before "
      "applying you must pass the Foundation, Intermediate or Full exam, which is run by the Radio Society of Great "
      "Britain (RSGB) on Ofcom's behalf. Your callsign is assigned by Ofcom when the licence is issued. Complaints "
      "about interference are investigated by Ofcom's Spectrum Enforcement team."],
     "The RSGB runs the exams; Ofcom itself assigns your callsign.",
     "The RSGB runs the exams and also assigns your callsign.",
     "also assigns your callsign", "entity", True),
    ("p12-role-10", "role",
     "I bought a lamp from a third-party seller on the marketplace and want to return it. Who refunds me, the seller or the marketplace?",
     ["Returns: if you buy from a third-party seller on the marketplace, the seller is responsible for accepting the "
      "return and must refund you within 14 days of receiving the item back.", "If the seller does not respond to your "
      "return request within 3 working days, you can open a claim; the marketplace will then decide the claim and may "
      "refund you directly under its Buyer Guarantee. Items sold and dispatched by the marketplace itself are refunded "
      "by the marketplace's returns centre."],
     "In short, the seller. A third-party seller has to accept the return and refund you within 14 days of getting the "
     "lamp back. The marketplace only steps in if the seller ignores your request for 3 working days and you open a "
     "claim.",
     "In short, the seller. A third-party seller has to accept the return and refund you within 14 days of getting the "
     "lamp back. The returns centre only steps in if the seller ignores your request for 3 working days and you open a "
     "claim.",
     "The returns centre", "entity", True),
    # --- the date or period of another event, or the old rule's date given as the new one ---
    ("p12-event-date-01", "event-date", "法考客观题报名和缴费分别哪天截止？主观题什么时候考？",
     ["2025年国家统一法律职业资格考试安排：客观题考试报名时间为6月10日至6月25日，网上缴费截止时间为6月27日；客观题考试于"
      "9月13日至14日举行，成绩于10月中旬公布。", "主观题考试于10月19日举行，通过客观题考试的考生须在9月30日前确认报考主观题并"
      "缴费。上一年度客观题成绩合格但主观题未通过的，本年度可以直接报名参加主观题考试。",
      "法律职业资格考试报名条件：具有完全民事行为能力，具备全日制普通高等学校法学类本科学历并获得学士学位，或者全日制普通高等学校非法学类本科及以上学历并获得法律硕士、法学硕士及以上学位；普通高等学校全日制在校生在最后一学年可以报名参加考试。"],
     "客观题报名6月25日截止，网上缴费可以晚两天，到6月27日。主观题考试安排在10月19日。",
     "客观题报名6月25日截止，网上缴费可以晚两天，到6月27日。主观题考试安排在9月30日。",
     "9月30日", "date", True),
    ("p12-event-date-02", "event-date", "明年起工商业用电的谷段是几点到几点？中午有什么变化？",
     ["关于调整工商业分时电价时段的通知：自2026年1月1日起，工商业用户峰段由8:00—11:00、18:00—23:00调整为16:00—24:00；"
      "谷段由23:00—次日7:00调整为0:00—8:00；新增午间深谷时段11:00—14:00，电价在谷段电价基础上再下浮20%。居民用户分时"
      "时段不变。2025年12月31日前仍执行原时段。"],
     "从2026年1月1日起，工商业谷段改成凌晨0点到早上8点。中午还新增了一个11点到14点的深谷时段，电价在谷段基础上再降20%。",
     "从2026年1月1日起，工商业谷段改成晚上23点到次日早上7点。中午还新增了一个11点到14点的深谷时段，电价在谷段基础上再降20%。",
     "晚上23点到次日早上7点", "date", True),
    ("p12-event-date-03", "event-date", "我的养殖证2026年3月31日到期，最晚哪天前要申请延续？办下来要多久？",
     ["水域滩涂养殖证有效期为5年（2024年以前核发的为3年）。养殖证有效期届满需要延续的，持证人应当在有效期届满60日前向原发证"
      "机关提出申请，发证机关应当自收到申请之日起20个工作日内作出是否准予延续的决定。养殖证依法转让的，受让方应当自转让之日起"
      "30日内办理变更登记。"],
     "要在到期前60天提出，按3月31日到期倒推，最晚是2026年1月30日，向原发证机关申请。发证机关收到申请后20个工作日内给出决定。",
     "要在到期前60天提出，按3月31日到期倒推，最晚是2026年3月1日，向原发证机关申请。发证机关收到申请后20个工作日内给出决定。",
     "2026年3月1日", "date", True),
    ("p12-event-date-04", "event-date", "体育场馆的免费开放补助什么时候到账？申报材料最晚哪天交？",
     ["公共体育场馆免费或低收费开放补助资金管理：申报单位应于每年3月1日至3月31日提交上一年度开放情况材料；市体育局会同市财政局"
      "于5月31日前完成审核，审核结果公示7天；补助资金于7月15日前拨付到位。自2025年起，全年免费开放时间不少于330天的场馆，"
      "补助标准由每平方米每年20元提高到25元。"],
     "申报材料在3月1日到3月31日之间交，最晚3月31日。体育局和财政局5月底前审核完并公示7天，补助资金在7月15日前拨付到位。",
     "申报材料在3月1日到3月31日之间交，最晚3月31日。体育局和财政局审核完并公示7天后，补助资金在5月31日前拨付到位。",
     "5月31日", "date", True),
    ("p12-event-date-05", "event-date", "我的林木采伐许可证有效期到2025年11月30日，今年10月已经采伐完了。更新造林最晚什么时候要完成？",
     ["林木采伐管理：采伐许可证的有效期由发证机关根据采伐面积和作业条件确定，最长不超过1年。采伐作业应当在许可证载明的期限内"
      "完成，确需延期的，应当在期限届满前15日内申请延期一次，延期不超过6个月。采伐林木的单位和个人应当在采伐当年或者次年内"
      "完成更新造林，更新造林的面积不得少于采伐的面积。"],
     "您是2025年采伐的，按“采伐当年或者次年内完成”的要求，更新造林最晚要在2026年底前完成。而且造林面积不能少于这次采伐的面积。",
     "您是2025年采伐的，更新造林要在许可证有效期内完成，也就是最晚2025年11月30日前。而且造林面积不能少于这次采伐的面积。",
     "2025年11月30日", "date", True),
    ("p12-event-date-06", "event-date", "今年的继续教育学时，我最晚哪天要在系统里登记好？",
     ["关于做好2025年度专业技术人员继续教育工作的通知：2025年度继续教育学时须于2025年12月31日前完成；学时登记系统于2026年"
      "1月15日关闭，逾期未登记的学时不予认定。参加2025年度职称评审的，须提供近三年（2022—2024年度）继续教育合格证明，评审"
      "材料报送截止时间为2025年9月30日。",
      "职称评审材料报送：申报人须于2025年9月30日前通过职称评审系统提交材料，经所在单位审核、公示5个工作日后报主管部门，主管部门于10月31日前报送市人力资源社会保障局；逾期不再受理。"],
     "根据资料，学时要在2025年12月31日前学完，系统登记最晚到2026年1月15日，过期没登记的学时不算数。",
     "根据资料，学时要在2025年12月31日前学完，系统登记最晚到2025年9月30日，过期没登记的学时不予认定。",
     "2025年9月30日", "date", True),
    ("p12-event-date-07", "event-date", "我们的玉米品种今年12月省里初审通过了，最晚什么时候能公告？",
     ["主要农作物品种审定：申请者应于每年3月1日至4月30日向省种子管理站提交区域试验申请，区域试验一般不少于2个生长周期，生产"
      "试验不少于1个生长周期。省农作物品种审定委员会每年12月召开初审会议，初审通过的品种在省农业农村厅网站公示30日，公示期满"
      "无异议的，由省农业农村厅于次年2月底前公告。"],
     "根据资料，最晚明年2月底前公告。",
     "根据资料，最晚明年4月30日前公告。",
     "4月30日", "date", True),
    ("p12-event-date-08", "event-date",
     "If I miss the standard deadline, what's the last day I can enter the June exams, and when will I get my results?",
     ["Exam sessions: professional accountancy exams are held in March, June, September and December. Standard entry for "
      "the June session closes on 5 May; late entry closes on 19 May and carries a late fee of £60. Results for the June "
      "session are released on 14 July. Students must complete the ethics module before their first professional-level "
      "exam."],
     "19 May, and the results come out on 14 July.",
     "5 May, and the results come out on 14 July.",
     "5 May", "date", True),
    ("p12-event-date-09", "event-date", "From next year, in which months will I need a camping permit in the park, and what does it cost?",
     ["Camping management zones: from 1 March 2026, a permit is required to camp in the management zones between 1 March "
      "and 30 September each year (until 2025 the permit season ran from 1 March to 31 October). Permits cost £3 per "
      "tent per night and can be booked up to 4 days in advance. Outside the permit season you may camp without a "
      "permit, but not for more than 2 nights in the same place."],
     "From 2026 you'll need one from the start of March to the end of September. It costs £3 per tent per night, and you "
     "can book up to four days ahead.",
     "From 2026 you'll need one from 1 March to 31 October. It costs £3 per tent per night, and you can book up to four "
     "days ahead.",
     "31 October", "date", True),
    ("p12-event-date-10", "event-date",
     "I sent my home-to-school transport application in on time. When will I get a decision, and how long do I have to appeal?",
     ["Home-to-school transport: applications for the September intake must be submitted by 31 March, and applicants "
      "will be told the decision by 31 May. Applications received after 31 March are processed within 20 school days, "
      "but transport may not be in place for the start of term. If you disagree with the decision you can ask for a "
      "review within 20 working days of receiving it."],
     "By 31 May; after that you have 20 working days to ask for a review.",
     "By 31 March; after that you have 20 working days to ask for a review.",
     "31 March", "date", True),
    # --- negation (yes/no, both/neither: the wrong answer reads the other product's, group's or option's rule) ---
    ("p12-negation-01", "negation", "我们代理一款进口普通润肤霜和一款进口染发剂，两个都要先拿注册证才能进口吗？",
     ["进口普通化妆品实行备案管理，由境内责任人向国家药品监督管理局备案，备案后即可进口；进口特殊化妆品须经国家药品监督管理局"
      "注册，取得注册证后方可进口。境内责任人应当为在我国境内依法设立的企业法人。", "特殊化妆品包括用于染发、烫发、祛斑美白、防晒、防脱发的化妆品以及宣称新功效的化妆品，宣称新功效的须提交功效宣称评价资料。儿童"
      "化妆品不论国产或者进口，均应当在销售包装展示面标注“小金盾”标志。"],
     "不是两个都要。润肤霜是普通化妆品，由境内责任人向国家药监局备案后就能进口，不需要注册证。染发剂属于特殊化妆品，必须先经"
     "国家药监局注册，拿到注册证才能进口。",
     "不是两个都要。润肤霜是普通化妆品，由境内责任人向国家药监局备案后就能进口，不需要注册证。染发剂虽然属于特殊化妆品，也只需"
     "备案即可进口。",
     "也只需备案即可进口", "negation", True),
    ("p12-negation-02", "negation", "燃气公司上门安检要收钱吗？查出问题必须买他们的配件吗？",
     ["燃气经营企业应当每年至少对居民用户开展一次入户安全检查，检查不收取任何费用。检查中发现安全隐患需要更换配件的，由用户"
      "自愿选择购买渠道，燃气经营企业不得强制用户购买其指定的产品。对拒绝入户检查的用户，燃气经营企业应当书面告知安全风险；"
      "连续两次拒绝检查且存在重大隐患的，可以依法暂停供气。"],
     "根据资料，安检不收钱，查出隐患换配件也不用买他们指定的产品。",
     "根据资料，安检不收钱，但查出隐患换配件须购买燃气企业指定的产品。",
     "须购买", "negation", True),
    ("p12-negation-03", "negation", "我是平台的兼职外卖骑手，出事后停工那段时间的收入损失能赔吗？",
     ["新就业形态人员职业伤害保障：平台企业为从业人员按单缴纳职业伤害保障费，从业人员个人不缴费。与平台或合作企业签订劳动合同"
      "并已参加工伤保险的从业人员，不再纳入职业伤害保障范围。发生职业伤害的，从业人员可以享受医疗费、住院伙食补助费、伤残待遇"
      "等，由职业伤害保障基金支付；停工期间的收入损失不在保障范围内。"],
     "停工期间的收入损失赔不了，它不在保障范围内。能报的是医疗费、住院伙食补助费、伤残待遇这些，由职业伤害保障基金支付。保障费"
     "也不用您交，由平台按单缴纳。",
     "停工期间的收入损失可以赔，它属于保障范围。能报的还有医疗费、住院伙食补助费、伤残待遇这些，都由职业伤害保障基金支付。保障费"
     "也不用您交，由平台按单缴纳。",
     "可以赔", "negation", True),
    ("p12-negation-04", "negation", "我带10岁的孩子住酒店，孩子也要登记吗？",
     ["旅馆接待旅客住宿必须查验身份证件并如实登记。未成年人随同父母或者其他监护人入住的，应当同时登记未成年人和随行成年人的"
      "信息；未成年人单独入住的，旅馆应当询问其父母或者其他监护人的联系方式并记录备查，发现异常的立即向公安机关报告。旅客无身份"
      "证件的，不得为其办理入住，但可以协助其到派出所开具临时身份证明后入住。"],
     "要登记。孩子跟着父母入住的，酒店要把孩子和随行大人的信息都登记上。",
     "不用登记。孩子跟着父母入住的，酒店登记随行大人的信息就可以。",
     "不用登记", "negation", True),
    ("p12-negation-05", "negation", "兽药店能在网上卖兽用处方药吗？非处方药呢？",
     ["兽药经营企业销售兽用处方药的，应当凭执业兽医开具的处方销售，并保存处方2年以上；销售兽用非处方药的，不需要处方，但应当"
      "建立购销记录。兽用处方药不得通过网络零售；兽用非处方药可以通过网络销售，网络销售者应当取得兽药经营许可证。"],
     "根据资料，处方药不能在网上零售，非处方药可以，但网上卖的要有兽药经营许可证。线下卖处方药还得凭执业兽医开的处方，处方要保存"
     "2年以上。",
     "根据资料，兽用处方药可以通过网络零售，非处方药也可以，但网上卖的要有兽药经营许可证。线下卖处方药还得凭执业兽医开的处方，"
     "处方要保存2年以上。",
     "兽用处方药可以通过网络零售", "negation", False),
    ("p12-negation-06", "negation", "我们小区会所的泳池只给业主用，可以不配救生员、无人值守开放吗？",
     ["游泳场所开放期间，水面面积在250平方米及以下的，应当至少配备2名救生员；水面面积超过250平方米的，每增加250平方米增加1名"
      "救生员。酒店、住宅小区内仅供住客或者业主使用的游泳池同样适用上述规定，不得以无人值守方式开放。救生员应当持有有效的游泳"
      "救生员国家职业资格证书。"],
     "不可以。只给业主用的小区泳池也要按规定配救生员，不能无人值守开放。水面250平方米以内的至少要配2名，救生员还要持证上岗。",
     "可以。只给业主用的小区泳池不适用救生员配备规定，可以无人值守开放。",
     "不适用救生员配备规定", "negation", True),
    ("p12-negation-07", "negation", "我家选了峰谷电价，用了半年觉得不划算，现在能改回去吗？峰谷电价还要算阶梯吗？",
     ["居民用户可以自愿选择执行峰谷分时电价，通过“网上国网”App或者供电营业厅申请，次月起执行。选择执行后12个月内不得变更，"
      "满12个月后可以申请恢复执行原电价。执行峰谷分时电价的用户仍然执行阶梯电价，即在峰谷电价基础上按年用电量分档加价。"],
     "现在还改不了：选了之后12个月内不能变更，用满12个月才能申请恢复。另外，选了峰谷电价也还是要算阶梯，会按全年用电量分档加价。",
     "现在还改不了：选了之后12个月内不能变更，用满12个月才能申请恢复。另外，选了峰谷电价就不再执行阶梯电价。",
     "不再执行阶梯电价", "negation", True),
    ("p12-negation-08", "negation",
     "My broadband bill is going up by 3 pounds a month, exactly the rise written in my contract. Can I leave without an exit fee?",
     ["Mid-contract price rises: providers must set out any price rise in pounds and pence at the point of sale.", "If your "
      "provider raises the price by more than what was set out in your contract, you can leave without paying an exit "
      "fee within 30 days of being notified. Price rises that were clearly set out in your contract do not give you a "
      "right to leave penalty-free. If you are out of contract, you can leave at any time with 30 days' notice."],
     "No, not for a rise your contract already set out.",
     "Yes, within 30 days of being notified.",
     "Yes", "negation", True),
    ("p12-negation-09", "negation",
     "We sell tomato seedlings to home gardeners at our garden centre and also by mail order. Does either need a plant passport?",
     ["Plant passports: businesses moving plants for planting between professional operators within Great Britain need "
      "a plant passport.", "A plant passport is not needed for plants sold directly to final users, such as private "
      "gardeners buying in person at a garden centre, unless the plants are sold by distance contract (online or by mail "
      "order), in which case a passport is required. Seed potatoes always need a passport, whoever they are sold to."],
     "The seedlings you sell in person at the garden centre don't need one, because they go directly to final users. "
     "The mail-order sales do need a plant passport, since they are distance contracts.",
     "The seedlings you sell in person at the garden centre don't need one, because they go directly to final users. "
     "The mail-order sales are exempt as well, since they also go to final users.",
     "are exempt as well", "negation", True),
    ("p12-negation-10", "negation", "Do solicitors and newly qualified barristers both still have a minimum number of CPD hours?",
     ["Continuing professional development: solicitors no longer need to record a minimum of 16 hours of CPD each year; "
      "since November 2016 they must instead reflect on their practice, undertake regular learning and confirm this "
      "when renewing their practising certificate each October.", "Barristers remain subject to hours-based requirements "
      "in their first three years of practice: they must complete 45 hours within those three years, including 9 hours "
      "of advocacy training."],
     "Only the new barristers. Solicitors dropped the 16-hour yearly minimum in November 2016 and now confirm their "
     "learning when they renew each October. Barristers in their first three years must complete 45 hours, including "
     "9 hours of advocacy training.",
     "Only the new barristers. Solicitors still have to record at least 16 hours a year and confirm this when they "
     "renew each October. Barristers in their first three years must complete 45 hours, including 9 hours of advocacy "
     "training.",
     "still have to record at least 16 hours a year", "negation", True),
    # --- modality (可以/不得/须/无需; may/must: the rule for the other group or the exception read as the rule) ---
    ("p12-modality-01", "modality", "我们村的乡村兽医能给我家的猪开兽用处方药的处方吗？",
     ["乡村兽医可以在乡村从事动物诊疗活动，但不得开具兽用处方药处方，省级农业农村部门公布的乡村兽医可以使用的兽用处方药除外。"
      "执业助理兽医师可以在执业兽医师指导下开具处方。兽药经营企业应当凭执业兽医开具的处方销售兽用处方药，处方保存2年以上。"],
     "一般不能。乡村兽医不得开具兽用处方药处方，只有省级农业农村部门公布的、乡村兽医可以使用的那部分处方药例外。其他处方药还是"
     "要找执业兽医开。",
     "一般能。乡村兽医在乡村从事动物诊疗活动时可以开具兽用处方药处方。其他处方药也可以找执业兽医开。",
     "可以开具", "negation", True),
    ("p12-modality-02", "modality", "我们的国产护手霜备案以后，要等省药监局3个月的技术核查结束才能卖吗？",
     ["国产普通化妆品应当在上市销售前完成备案，备案完成后即可上市销售，无需等待药品监督管理部门审批。省级药品监督管理部门自"
      "备案之日起3个月内对备案资料组织技术核查，发现不符合规定的，责令限期改正。普通化妆品备案人应当于每年1月1日至3月31日"
      "报告上一年度生产、进口情况。"],
     "根据资料，普通化妆品备案完成后就可以上市销售，不用等审批。省药监局会在备案之日起3个月内做技术核查，但这不影响先上市。另外"
     "每年1月1日到3月31日之间，要报告上一年度的生产情况。",
     "根据资料，普通化妆品备案完成后须等技术核查结束才能上市销售。省药监局会在备案之日起3个月内做技术核查。另外每年1月1日到3月"
     "31日之间，要报告上一年度的生产情况。",
     "须等技术核查结束才能上市销售", "negation", True),
    ("p12-modality-03", "modality", "外国朋友来我农村老家，就住在我家里，不住民宿，需要去派出所登记吗？",
     ["境外人员住宿登记：旅馆、民宿接待境外人员住宿的，应当在24小时内向当地公安机关报送境外人员住宿登记表；在农村地区，可以"
      "向当地派出所或者公安机关指定的机构报送。境外人员在亲友家中住宿的，应当由本人或者留宿人在24小时内到当地派出所办理住宿"
      "登记。"],
     "需要。外国人住在亲友家里，也要由他本人或者您这个留宿人在24小时内到当地派出所办理住宿登记。",
     "不需要。外国人住在亲友家里无需办理住宿登记，只有旅馆、民宿接待时才要在24小时内报送登记表。",
     "无需办理住宿登记", "negation", True),
    ("p12-modality-04", "modality", "我是在校大三学生，可以在学校所在地报名中级会计考试吗？",
     ["报名参加会计专业技术资格考试的人员，原则上在其工作单位所在地报名；无工作单位的，在户籍所在地或者居住证发放地报名。全日制"
      "在校学生可以在就读学校所在地报名参加初级资格考试，但不得报名参加中级资格考试。中级资格报名须具备大学本科学历并从事会计"
      "工作满4年等条件。"],
     "不可以。在校学生只能在学校所在地报初级，中级资格考试不能报；中级要本科毕业并且做满4年会计工作等条件。",
     "可以。在校学生在学校所在地既可以报初级，也能报中级资格考试。",
     "也能报中级资格考试", "negation", True),
    ("p12-modality-05", "modality", "网约车司机可以在街上巡游揽客吗？能不能进火车站的出租车候客区？",
     ["网约车经营服务管理：网约车应当通过网络预约方式提供运营服务，不得巡游揽客，不得进入巡游出租汽车专用候客区揽客；可以在"
      "机场、火车站等交通枢纽设置的网约车专用上客点接送乘客。巡游出租汽车可以在道路上巡游揽客，也可以通过网络预约方式提供"
      "服务。"],
     "都不行。网约车只能通过网络预约接单，不能在街上巡游揽客，也不能进出租车专用候客区；在火车站要到网约车专用上客点接人。",
     "都不行。网约车只能通过网络预约接单，不能在街上巡游揽客；不过在火车站可以进出租车专用候客区接人。",
     "可以进出租车专用候客区", "negation", True),
    ("p12-modality-06", "modality", "我家在村里已经有一处宅基地，儿子结婚了还能以我家的名义再申请一处吗？",
     ["农村村民一户只能拥有一处宅基地，其面积不得超过省级规定的标准。农村村民出卖、出租、赠与住宅后，再申请宅基地的，不予批准。"
      "已经成年并且符合分户条件的子女，可以按规定分户后以新户名义申请宅基地。城镇户籍人员不得到农村申请宅基地建房。"],
     "以您家的名义不行，一户只能有一处宅基地。您儿子成年了，如果符合分户条件，可以分户后以新户的名义申请。",
     "以您家的名义可以再申请一处。您儿子成年了，如果符合分户条件，也可以分户后以新户的名义申请。",
     "以您家的名义可以再申请一处", "negation", True),
    ("p12-modality-07", "modality", "参加药物临床试验以后，中途想退出要说明理由吗？退出会不会影响我以后看病？",
     ["受试者权益保护：受试者参加临床试验应当签署知情同意书。受试者可以在任何阶段无理由退出试验，退出后其医疗待遇和权益不受"
      "影响。研究者应当向受试者说明试验目的、过程、可能的风险和受益，以及发生与试验相关的损害时可以获得的治疗和补偿。"],
     "不用说明理由，退出也不影响您的医疗待遇。",
     "需要说明理由，退出不影响您的医疗待遇。",
     "需要说明理由", "negation", True),
    ("p12-modality-08", "modality", "校车上学生多的时候可以让他们站着吗？照管人员一定要跟车吗？",
     ["校车载人不得超过核定的人数，不得以任何理由超员；校车驾驶人驾驶校车上道路行驶前，应当对校车的制动、转向、外部照明、轮胎、"
      "安全出口等进行检查。学校和校车服务提供者应当指派照管人员随校车全程照管乘车学生。校车运载学生，应当按照规定悬挂校车标牌。"],
     "都有硬性规定：校车不能超员，不管什么理由都不能让学生站着多坐。照管人员也必须跟车，全程照管学生。",
     "都有硬性规定：校车不能超员，不管什么理由都不能让学生站着多坐。照管人员则可以根据学生人数决定是否跟车。",
     "可以根据学生人数决定是否跟车", "negation", True),
    ("p12-modality-09", "modality", "Do I have to register my beehives, and what must I do if I suspect foulbrood?",
     ["Beekeeping: registering your apiaries on BeeBase, the National Bee Unit's database, is voluntary in England but "
      "strongly encouraged, as it lets bee inspectors warn you about disease outbreaks nearby. American foulbrood and "
      "European foulbrood are notifiable diseases: if you suspect either, you must report it to the National Bee Unit "
      "and must not move the affected colonies or equipment."],
     "Registering on BeeBase isn't compulsory in England, though it's strongly encouraged so inspectors can warn you "
     "about outbreaks nearby. Foulbrood is different: both kinds are notifiable, so you must report a suspected case to "
     "the National Bee Unit and leave the colonies and equipment where they are.",
     "Registering on BeeBase is a legal requirement in England, so inspectors can warn you about outbreaks nearby. "
     "Foulbrood is different: both kinds are notifiable, so you must report a suspected case to the National Bee Unit "
     "and leave the colonies and equipment where they are.",
     "is a legal requirement", "negation", True),
    ("p12-modality-10", "modality", "We make a Class IIa medical device. Can we self-declare conformity like our Class I products?",
     ["Medical devices: manufacturers of Class I devices (non-sterile, non-measuring) can self-declare conformity and "
      "register the device with the regulator before placing it on the market. Class IIa, IIb and III devices must be "
      "assessed by an approved body, which issues a certificate before the UKCA mark can be applied. All device "
      "classes must be registered with the regulator."],
     "No. Self-declaration is only for Class I devices. A Class IIa device has to be assessed by an approved body, which "
     "issues a certificate before you can apply the UKCA mark, and it still has to be registered with the regulator.",
     "Yes. Self-declaration is open to Class I and Class IIa devices alike, and the device still has to be registered "
     "with the regulator before you apply the UKCA mark.",
     "Class I and Class IIa devices alike", "negation", True),
    # --- quantifiers and counts (全部/部分/均/仅; all/some/only; how many of the listed items) ---
    ("p12-quantifier-01", "quantifier", "染发、防晒、美白、保湿这四类化妆品里，有几类上市前要注册？",
     ["化妆品分类管理：特殊化妆品是指用于染发、烫发、祛斑美白、防晒、防脱发的化妆品以及宣称新功效的化妆品，国产特殊化妆品须经"
      "国家药品监督管理局注册后方可生产。特殊化妆品以外的为普通化妆品，如清洁、保湿、护发类产品，实行备案管理。"],
     "根据资料，三类：染发、防晒、美白。",
     "根据资料，全部四类。",
     "全部四类", "quantity", True),
    ("p12-quantifier-02", "quantifier", "森林公园露营地的营位都可以带宠物吗？我们想住亲子区。",
     ["露营地管理规定：营地分为A、B、C、D四个区。A区、B区营位可以携带宠物，宠物须全程牵绳；C区为亲子区，禁止携带宠物；房车"
      "营位仅设在D区，D区可以携带宠物。全部营位均禁止明火，每个营位限住6人。"],
     "不是全部都可以。亲子区就是C区，那里禁止带宠物；A、B、D区可以带，但宠物要全程牵绳。如果要带宠物，就不能住亲子区。",
     "是的，四个区的营位都可以带宠物，宠物全程牵绳就行，亲子区也不例外。",
     "四个区的营位都可以带宠物", "negation", True),
    ("p12-quantifier-03", "quantifier", "中级会计三科我去年过了两科，今年还要考几科？",
     ["中级会计专业技术资格考试设《中级会计实务》《财务管理》《经济法》3个科目，以2年为一个周期，参加考试的人员须在连续的2个"
      "考试年度内通过全部科目。初级资格考试也以2年为一个周期，须在连续2个考试年度内通过《初级会计实务》《经济法基础》2个科目。"],
     "只需要考剩下的那一科。中级考试2年为一个周期，去年通过的两科今年仍然有效，只要今年把第三科考过，就算在连续2个考试年度内"
     "通过了全部科目。",
     "三科都要重新考。中级考试2年为一个周期，去年通过的两科今年仍然有效，只要今年把第三科考过，就算在连续2个考试年度内通过了"
     "全部科目。",
     "三科都要重新考", "quantity", True),
    ("p12-quantifier-04", "quantifier", "学校和养老院用水也都按阶梯水价收费吗？",
     ["阶梯水价执行范围：居民生活用水实行阶梯水价。学校、养老机构、社会福利机构等执行居民水价的非居民用户，不实行阶梯水价，"
      "统一按第一阶梯水价每立方米3.45元计收。合表用户按户数核定阶梯水量。工商业用水执行非居民水价每立方米5.80元。"],
     "都不按阶梯。学校和养老院虽然执行居民水价，但不实行阶梯水价，一律按第一阶梯的每立方米3.45元收费。",
     "都按阶梯。学校和养老院执行居民水价，和居民家庭一样实行阶梯水价，起步按第一阶梯的每立方米3.45元收费。",
     "和居民家庭一样实行阶梯水价", "negation", True),
    ("p12-quantifier-05", "quantifier", "我平时在网约车平台开车，周末在家政平台接单，这两份工作都在职业伤害保障试点范围里吗？",
     ["新就业形态人员职业伤害保障试点范围：首批试点覆盖出行、外卖、即时配送、同城货运4个行业的7家平台企业，在试点平台注册并接单"
      "的骑手、司机等从业人员均纳入保障。家政服务、网络直播等其他平台暂未纳入试点，待试点评估后逐步扩大。",
      "首批试点平台企业名单：出行类为曹操出行、T3出行、滴滴出行；外卖类为美团、饿了么；即时配送类为闪送；同城货运类为货拉拉。名单以外的平台企业暂不参加试点，其从业人员可以按规定以灵活就业人员身份参加社会保险。"],
     "只有网约车那份在。出行是首批试点的4个行业之一，您在出行平台接单会纳入保障；家政服务平台暂时还没纳入试点，要等评估后再逐步"
     "扩大。",
     "两份都在。出行是首批试点的4个行业之一，您在出行平台接单会纳入保障；家政服务平台也在首批试点之中。",
     "家政服务平台也在首批试点之中", "negation", True),
    ("p12-quantifier-06", "quantifier", "我家草场在草畜平衡区，是不是一年到头都不能放牧？",
     ["草原禁牧和草畜平衡：禁牧区全年禁止放牧，牧户按每亩每年7.5元领取禁牧补助；草畜平衡区实行季节性休牧，每年4月1日至5月31日"
      "为休牧期，休牧期间禁止放牧，其余时间按核定载畜量放牧，牧户按每亩每年2.5元领取草畜平衡奖励。"],
     "不是全年都不能放。草畜平衡区只是季节性休牧，每年4月1日到5月31日这两个月不能放，其他时间按核定的载畜量可以放牧。另外每亩"
     "每年还能领2.5元的草畜平衡奖励。",
     "是的，草畜平衡区全年禁止放牧，每年4月1日到5月31日之外也不能放。另外每亩每年还能领2.5元的草畜平衡奖励。",
     "草畜平衡区全年禁止放牧", "negation", True),
    ("p12-quantifier-07", "quantifier", "专业技术人员继续教育的学时能全部在网上学吗？",
     ["继续教育学时要求：专业技术人员每年参加继续教育的时间累计不少于90学时，其中专业科目一般不少于总学时的三分之二。公需科目可以"
      "全部通过网络学习完成；专业科目通过网络学习取得的学时不得超过专业科目学时的50%，其余须参加面授、学术会议或者实践活动。"],
     "不能全部网上学。公需科目可以都在网上完成，但专业科目通过网络学习取得的学时最多一半，剩下的要参加面授、学术会议或者实践活动。"
     "一年累计至少90学时。",
     "能全部网上学。公需科目和专业科目都可以通过网络学习完成。一年累计至少90学时。",
     "公需科目和专业科目都可以", "negation", True),
    ("p12-quantifier-08", "quantifier", "电价调整后，所有居民用户的电价都变了吗？",
     ["关于调整居民峰谷分时电价的通知：自2025年7月1日起，执行峰谷分时电价的居民用户，峰段电价由每千瓦时0.568元调整为0.588元，"
      "谷段电价由每千瓦时0.288元调整为0.298元。未选择峰谷分时电价的居民用户，继续执行每千瓦时0.538元的平段电价，不作调整。"],
     "没有都变。这次只调整了选择峰谷分时电价的居民用户：峰段从0.568元涨到0.588元，谷段从0.288元涨到0.298元。没选峰谷电价的"
     "用户还是每度0.538元。",
     "都变了。这次调整覆盖全部居民用户：峰段从0.568元涨到0.588元，谷段从0.288元涨到0.298元。没选峰谷电价的用户还是每度0.538元。",
     "覆盖全部居民用户", "negation", True),
    ("p12-quantifier-09", "quantifier", "I bought a personalised mug, a sealed DVD and a jumper online. Can I return all three within 30 days?",
     ["Returns policy: most items can be returned within 30 days of delivery for a full refund. The following cannot be "
      "returned unless faulty: personalised or made-to-order items, perishable goods, and audio, video or software "
      "that has been unsealed. Items must be returned in their original condition."],
     "Not all three. The personalised mug can't be returned unless it's faulty. The jumper can go back within 30 days, "
     "and so can the DVD as long as it's still sealed.",
     "Not all three. The personalised mug can't be returned unless it's faulty. The jumper can go back within 30 days, "
     "and so can the DVD even if you've opened it.",
     "even if you've opened it", "negation", True),
    ("p12-quantifier-10", "quantifier",
     "Can every new accountancy student sit a professional-level exam straight away, or do some need to do something first?",
     ["Exam entry rules: students must complete the ethics module before sitting their first professional-level exam. "
      "Students who hold a relevant accredited degree may be exempt from up to 9 applied-knowledge and applied-skills "
      "exams, but no student is exempt from the ethics module. Professional-level exams are held four times a year."],
     "Nobody can. Every student has to finish the ethics module before their first professional-level exam, and even "
     "students with an accredited degree aren't exempt from it. A degree can only exempt you from up to 9 of the earlier "
     "exams.",
     "Nobody can. Every student has to finish the ethics module before their first professional-level exam, although "
     "students with an accredited degree are exempt from it. A degree can also exempt you from up to 9 of the earlier "
     "exams.",
     "students with an accredited degree are exempt from it", "negation", True),
    # --- antonym predicates (raised/lowered, widened/tightened, approved/revoked: the other item's direction) ---
    ("p12-antonym-01", "antonym", "明年起工商业用电的峰段和谷段电价分别怎么变？",
     ["关于完善工商业分时电价机制的通知：自2026年1月1日起，工商业用户峰段电价在平段电价基础上上浮比例由60%提高到70%，谷段电价"
      "在平段电价基础上下浮比例由60%调整为65%，尖峰电价在峰段电价基础上上浮20%的规定不变。居民用户分时电价政策不作调整。"],
     "峰段和谷段的差距拉大了：峰段在平段电价基础上的上浮比例从60%提高到70%，谷段的下浮比例从60%加大到65%，也就是谷段更便宜了。"
     "尖峰电价的规定不变。",
     "峰段和谷段的差距拉大了：峰段在平段电价基础上的上浮比例从60%提高到70%，谷段的下浮比例从60%缩小到65%，也就是谷段更便宜了。"
     "尖峰电价的规定不变。",
     "缩小", "direction", True),
    ("p12-antonym-02", "antonym", "这次水价调整，污水处理费和第三阶梯水价分别是涨了还是降了？",
     ["关于调整居民生活用水价格的通知：自2025年10月1日起，居民生活用水第一阶梯水价维持每立方米3.45元不变；第三阶梯水价由每立方米"
      "9.00元调整为每立方米10.20元；污水处理费由每立方米1.36元调整为每立方米1.16元，由供水企业随水费代征。",
      "同时，第二阶梯水价由每立方米4.83元调整为每立方米5.10元；非居民用水价格维持每立方米5.80元不变；洗车、洗浴等特种行业用水价格由每立方米30元下调为每立方米25元。调整后的价格自2025年10月抄表周期起执行。"],
     "两个方向相反：第三阶梯水价上调了，从每立方米9元涨到10.2元；污水处理费反而下调了，从1.36元降到1.16元。第一阶梯水价没变。",
     "两个方向相反：第三阶梯水价上调了，从每立方米9元涨到10.2元；污水处理费也上调了，从1.36元调到1.16元。第一阶梯水价没变。",
     "污水处理费也上调了", "direction", True),
    ("p12-antonym-03", "antonym", "今年网约车和巡游出租车的运力指标各是增加还是减少？",
     ["关于2025年出租汽车运力调控的通告：2025年全市新增网约车运力指标3000个，较上年增加500个；巡游出租汽车运力指标较上年减少"
      "800个，减少部分通过到期不再续期的方式逐步退出。申请网约车运力指标的，须为新能源车辆。"],
     "一个增一个减。网约车今年新增3000个指标，比去年多500个；巡游出租车则比去年少了800个，通过到期不续期的方式逐步退出。",
     "一个增一个减。网约车今年新增3000个指标，比去年少500个；巡游出租车则比去年少了800个，通过到期不续期的方式逐步退出。",
     "比去年少500个", "direction", True),
    ("p12-antonym-04", "antonym", "省里这次对那两个玉米品种的审定结果是什么？",
     ["省农作物品种审定委员会第十二次会议审议通过了“金穗518”等23个玉米品种的审定；对“丰禾9号”，因在生产中出现严重倒伏、"
      "抗病性明显下降，决定撤销其审定，自公告之日起停止推广销售，已销售的种子由经营者负责召回。"],
     "结果正好相反：“金穗518”审定通过了；“丰禾9号”因为出现严重倒伏、抗病性下降，被撤销了审定，公告之日起停止推广销售。",
     "结果正好相反：“金穗518”审定通过了；“丰禾9号”因为出现严重倒伏、抗病性下降，被暂缓了审定，公告之日起停止推广销售。",
     "暂缓", "direction", True),
    ("p12-antonym-05", "antonym", "去年本省登记的药物临床试验数量是增加还是减少？境外申办者的呢？",
     ["2024年度本省药物临床试验登记情况：全年在登记平台完成首次登记的药物临床试验共1268项，较上年增长12.4%，其中境内申办者"
      "登记1093项，同比增长16.1%；境外申办者登记175项，同比下降6.9%。"],
     "总数增加，境外申办者的减少。",
     "总数增加，境外申办者的也增加。",
     "也增加", "direction", True),
    ("p12-antonym-06", "antonym", "新修订的校车标准，对座位和车龄的要求是放宽了还是收紧了？",
     ["关于修订本市校车技术条件的通知：自2026年3月1日起，专用校车最低座位数由19座放宽至10座，以便农村小规模学校使用；校车使用"
      "年限由15年缩短至10年，到期车辆须强制报废；车内视频监控存储时间由7天延长至30天。"],
     "座位要求放宽了，最低从19座降到10座，方便农村小学校用；车龄要求则收紧了，使用年限从15年缩短到10年。视频存储时间也延长到了"
     "30天。",
     "座位要求放宽了，最低从19座降到10座，方便农村小学校用；车龄要求同样放宽了，使用年限从15年缩短到10年。视频存储时间也延长到了"
     "30天。",
     "同样放宽了", "direction", True),
    ("p12-antonym-07", "antonym", "今年蜂蜜收购价怎么走？蜂王浆呢？",
     ["今年春季蜂产品收购行情：受花期提前和阴雨天气影响，洋槐蜜产量减少，收购价每公斤由28元上涨至34元；油菜蜜收购价基本持平，"
      "每公斤22元左右；蜂王浆因出口订单减少，收购价每公斤由480元回落至430元。"],
     "蜂蜜里洋槐蜜涨了，每公斤从28元涨到34元；油菜蜜基本没变，22元左右。蜂王浆则是降价，每公斤从480元落到430元。",
     "蜂蜜里洋槐蜜涨了，每公斤从28元涨到34元；油菜蜜基本没变，22元左右。蜂王浆也在涨价，每公斤从480元落到430元。",
     "蜂王浆也在涨价", "direction", True),
    ("p12-antonym-08", "antonym", "新规出台后，宅基地面积标准和审批时限有什么变化？",
     ["本省农村宅基地管理办法（修订）：自2025年起，平原地区每户宅基地面积标准由不超过200平方米收紧为不超过160平方米，山区丘陵"
      "地区维持不超过200平方米；乡镇人民政府审批宅基地申请的时限由30个工作日压缩为20个工作日。"],
     "平原地区的面积标准收紧了，从每户不超过200平方米降到160平方米，山区丘陵还是200平方米。审批时限缩短了，乡镇从30个工作日压缩到"
     "20个工作日。",
     "平原地区的面积标准放宽了，从每户不超过200平方米变成160平方米，山区丘陵还是200平方米。审批时限缩短了，乡镇从30个工作日压缩到"
     "20个工作日。",
     "放宽", "direction", True),
    ("p12-antonym-09", "antonym", "How did average broadband speeds change last year, and what about upload speeds on copper lines?",
     ["Connected Nations report: average download speeds for home broadband rose by 14% last year to 91 Mbit/s, driven by "
      "full-fibre take-up. Average upload speeds on full-fibre lines also rose, by 21%, while upload speeds on older "
      "copper-based lines fell by 3% as those networks were wound down."],
     "According to the documents, average download speeds went up 14% to 91 Mbit/s, helped by full fibre. Upload speeds "
     "moved in opposite directions: up 21% on full fibre but down 3% on the older copper lines.",
     "According to the documents, average download speeds went up 14% to 91 Mbit/s, helped by full fibre. Upload speeds "
     "moved in opposite directions: up 21% on full fibre but up 3% on the older copper lines.",
     "up 3%", "direction", True),
    ("p12-antonym-10", "antonym", "What did the regulator decide about the two glucose monitor applications?",
     ["Approvals bulletin: the regulator granted market authorisation to the GlucoTrack 3 continuous glucose monitor "
      "after reviewing data from 412 patients. The application for the SenseLine patch was refused because its accuracy "
      "fell below the required standard at low glucose levels; the manufacturer may reapply with new data."],
     "The two went opposite ways. GlucoTrack 3 was approved after a review of data from 412 patients. The SenseLine "
     "patch was turned down because it wasn't accurate enough at low glucose levels, though the maker can reapply.",
     "The two went opposite ways. GlucoTrack 3 was approved after a review of data from 412 patients. The SenseLine "
     "patch was approved as well, though it wasn't accurate enough at low glucose levels and the maker can reapply.",
     "approved as well", "direction", True),
    # --- short answers, Chinese (a bare value, name or choice, sometimes after 根据资料) ---
    ("p12-short-zh-01", "short-zh", "养殖证和采伐许可证，哪个有效期更长？",
     ["水域滩涂养殖证有效期为5年（2024年以前核发的为3年），届满需要延续的，应当在届满60日前提出申请；发证机关应当自收到申请之日起20个工作日内作出决定，转让的受让方应当在30日内办理变更登记。",
      "林木采伐许可证的有效期由发证机关根据采伐面积和作业条件确定，最长不超过1年，确需延期的可以申请延期一次，延期不超过6个月。采伐后应当在当年或者次年内完成更新造林。"],
     "养殖证。", "采伐许可证。", "采伐许可证", "entity", False),
    ("p12-short-zh-02", "short-zh", "现在新核发的养殖证有效期几年？",
     ["水域滩涂养殖证有效期为5年（2024年以前核发的为3年）。养殖证有效期届满需要延续的，持证人应当在有效期届满60日前向原发证"
      "机关提出申请，发证机关应当自收到申请之日起20个工作日内作出决定。"],
     "根据资料，5年。", "根据资料，3年。", "3年", "date", False),
    ("p12-short-zh-03", "short-zh", "周五晚上订房车营位要多少钱？",
     ["市郊森林公园露营地收费标准（2025年5月1日起执行）：自带帐篷营位每晚80元（原为60元）；租赁帐篷营位每晚220元；房车营位"
      "每晚260元，含水电接驳。周五、周六晚及法定节假日前一晚，以上价格上浮20%。炉台使用费每次30元。"],
     "312元一晚。", "260元一晚。", "260元", "number", True),
    ("p12-short-zh-04", "short-zh", "境外旅客入住后，旅馆要在多长时间内报送住宿登记？",
     ["旅馆接待境内旅客住宿的，应当在旅客入住后2小时内通过系统向公安机关上传住宿信息；接待境外旅客住宿的，应当在24小时内向"
      "当地公安机关报送境外人员住宿登记表。旅客退房离店的，旅馆应当及时在系统中登记离店时间。",
      "境外人员在亲友家中住宿的，应当由本人或者留宿人在24小时内到当地派出所办理住宿登记；旅馆、民宿应当对境外人员住宿登记信息保存1年以上；农村地区可以向当地派出所或者公安机关指定的机构报送。"],
     "一天以内。", "2小时内。", "2小时", "date", True),
    ("p12-short-zh-05", "short-zh", "兽用处方药的处方，兽药店至少要保存多久？",
     ["兽药经营企业销售兽用处方药的，应当凭执业兽医开具的处方销售，并保存处方2年以上；兽药经营企业应当建立购销记录，购销记录"
      "保存至兽药有效期满后1年以上，且不少于3年。"],
     "2年以上。", "3年以上。", "3年", "date", False),
    ("p12-short-zh-06", "short-zh", "宅基地申请在村民小组公示，最少几天？",
     ["村民小组会议讨论通过后，在本小组范围内公示宅基地申请，公示期不少于5个工作日；乡镇人民政府应当在受理之日起20个工作日"
      "内作出批准或者不予批准的决定，批准后在本村公开，公开期不少于10日。"],
     "根据资料，至少5个工作日。", "根据资料，至少10日。", "10日", "date", False),
    ("p12-short-zh-07", "short-zh", "初级会计考试和中级会计考试，哪个先考？",
     ["2025年度会计专业技术资格考试安排：报名时间为2月18日至3月7日；初级资格考试于5月17日举行，中级资格考试于9月6日举行，"
      "高级资格考试与中级资格考试同日举行。"],
     "初级先考，5月17日。", "中级先考，9月6日。", "中级", "entity", False),
    ("p12-short-zh-08", "short-zh", "法考客观题的网上缴费最晚到哪天？",
     ["2025年国家统一法律职业资格考试：客观题考试报名时间为6月10日至6月25日，网上缴费截止时间为6月27日；客观题考试于9月13日"
      "至14日举行。通过客观题考试的考生须在9月30日前确认报考主观题并缴费。"],
     "6月27日。", "6月25日。", "6月25日", "date", False),
    ("p12-short-zh-09", "short-zh", "燃气公司给居民入户安检，一年最少几次？",
     ["城镇燃气经营企业负责对居民用户每年至少开展一次入户安全检查，对商业用户每年至少开展两次安全检查；检查不收取费用。连续"
      "两次拒绝入户检查且存在重大隐患的，可以依法暂停供气。"],
     "根据资料，每年至少一次。", "根据资料，每年至少两次。", "两次", "number", False),
    ("p12-short-zh-10", "short-zh", "中午新增的深谷时段是几点到几点？",
     ["自2026年1月1日起，工商业用户峰段调整为16:00—24:00，谷段调整为0:00—8:00，新增午间深谷时段11:00—14:00，电价在谷段电价"
      "基础上再下浮20%；原峰段8:00—11:00同时取消。"],
     "中午11点到下午2点。", "上午8点到11点。", "8点到11点", "date", True),
    # --- short answers, English (a bare value, name or choice, sometimes after "According to the documents") ---
    ("p12-short-en-01", "short-en", "Which costs less for an amateur radio licence, applying online or on paper?",
     ["Amateur radio licences are issued by Ofcom and are free if you apply online; paper applications cost £20. A "
      "licence is valid for life but must be revalidated at least every 5 years."],
     "Online.", "On paper.", "On paper", "entity", False),
    ("p12-short-en-02", "short-en", "How much is the late fee for entering the June exams?",
     ["Standard entry for the June session closes on 5 May; late entry closes on 19 May and carries a late fee of £60. "
      "Entries after 19 May are accepted only for the September session, at the standard fee of £45 per exam."],
     "According to the documents, £60.", "According to the documents, £45.", "£45", "number", False),
    ("p12-short-en-03", "short-en", "What does a new hackney carriage driver licence cost from 1 April 2025?",
     ["Licence fees from 1 April 2025: a hackney carriage driver licence costs £285 for three years (previously £255); a "
      "private hire driver licence costs £245 for three years (previously £220)."],
     "Two hundred and eighty-five pounds, for three years.", "£255 for three years.", "£255", "number", True),
    ("p12-short-en-04", "short-en", "How much do I get for each day my broken broadband isn't fixed?",
     ["If your broadband stops working and is not fixed within two full working days, your provider must pay you £9.76 "
      "for each calendar day it is not fixed. If your new service does not start on the promised date, you get £6.10 "
      "for each calendar day of delay."],
     "£9.76 a day.", "£6.10 a day.", "£6.10", "number", False),
    ("p12-short-en-05", "short-en", "Who verifies my sea service?",
     ["Sea service must be verified by the ship's master or the shipping company. Your Notice of Eligibility is then "
      "issued by the MCA's Seafarer Training and Certification branch."],
     "The ship's master or the company.", "The MCA's certification branch.", "The MCA's certification branch", "entity",
     True),
    ("p12-short-en-06", "short-en", "How many hours of CPD must a new barrister complete in the first three years?",
     ["Barristers in their first three years of practice must complete 45 hours of CPD within those three years, "
      "including 9 hours of advocacy training. Established practitioners plan their own CPD with no set minimum."],
     "45 hours.", "9 hours.", "9 hours", "number", False),
    ("p12-short-en-07", "short-en", "How old must someone be to supervise children under 8 in the pool?",
     ["Children under 8 must be accompanied in the water by a person aged 16 or over, who may supervise no more than two "
      "such children at a time. Children aged 8 to 12 may swim unaccompanied if they can swim 25 metres."],
     "Sixteen or older.", "12 or older.", "12", "number", True),
    ("p12-short-en-08", "short-en", "Which body decides a claim if the seller doesn't answer my return request?",
     ["If the seller does not respond to your return request within 3 working days, you can open a claim; the "
      "marketplace will decide the claim and may refund you directly under its Buyer Guarantee. Card disputes are "
      "handled by your card issuer."],
     "The marketplace.", "Your card issuer.", "Your card issuer", "entity", False),
    ("p12-short-en-09", "short-en", "By what date must home-to-school transport applications for September be in?",
     ["Applications for the September intake must be submitted by 31 March, and applicants will be told the decision by "
      "31 May. Late applications are processed within 20 school days."],
     "31 March.", "31 May.", "31 May", "date", False),
    ("p12-short-en-10", "short-en", "Which is longer: the camping permit season from 2026, or the old one?",
     ["From 1 March 2026, a permit is required to camp in the management zones between 1 March and 30 September each "
      "year; until 2025 the permit season ran from 1 March to 31 October."],
     "The old one, by a month.", "The 2026 one, by a month.", "The 2026 one", "entity", True),
    # --- paraphrase (the faithful answer rewords the values; the wrong one rewords another value of the contexts) ---
    ("p12-paraphrase-01", "paraphrase", "我想考中级会计，需要什么条件？考试周期多长？",
     ["中级会计专业技术资格报名条件：具备大学专科学历，从事会计工作满5年；具备大学本科学历或学士学位，从事会计工作满4年；具备"
      "第二学士学位或研究生班毕业，从事会计工作满2年；具备硕士学位，从事会计工作满1年；具备博士学位。中级资格考试设3个科目，以"
      "2年为一个周期，须在连续的2个考试年度内通过全部科目。"],
     "看学历：本科要做满四年会计工作，专科要满五年，硕士满一年，博士直接可以报。考试一共三科，要在连续两个考试年度内全部考过。",
     "看学历：本科要做满五年会计工作，专科要满五年，硕士满一年，博士直接可以报。考试一共三科，要在连续两个考试年度内全部考过。",
     "本科要做满五年", "number", True),
    ("p12-paraphrase-02", "paraphrase", "申请网约车驾驶员证要准备什么，多久能办下来？",
     ["网约车驾驶员证申请：申请人须取得相应准驾车型机动车驾驶证并具有3年以上驾驶经历，无交通肇事犯罪、危险驾驶犯罪记录，无吸毒"
      "记录，最近连续3个记分周期内没有记满12分记录。申请人通过全国公共科目和区域科目考试后，向市交通运输主管部门提交申请，主管"
      "部门自受理之日起20日内作出决定；考试成绩有效期为1年。"],
     "首先，驾龄要满三年，而且最近连续三个记分周期都没扣满12分，没有肇事、危险驾驶犯罪和吸毒记录。其次，要考过全国公共科目和区域"
     "科目，成绩一年内有效。交上申请后，交通运输主管部门在受理后二十天内给结果。",
     "首先，驾龄要满三年，而且最近连续三个记分周期都没扣满12分，没有肇事、危险驾驶犯罪和吸毒记录。其次，要考过全国公共科目和区域"
     "科目，成绩三年内有效。交上申请后，交通运输主管部门在受理后二十天内给结果。",
     "成绩三年内有效", "date", True),
    ("p12-paraphrase-03", "paraphrase", "宅基地从申请到批下来，大概要经过哪些步骤、多长时间？",
     ["宅基地审批程序：农户向村民小组提出书面申请，村民小组会议讨论通过后公示，公示期不少于5个工作日；村级组织审查后报乡镇人民"
      "政府。乡镇人民政府应当自受理之日起20个工作日内作出批准或者不予批准的决定，批准后在本村公开，公开期不少于10日。农户取得"
      "批准书后，应当在1年内开工建设。"],
     "大致分三步：先向村民小组交书面申请，讨论通过后公示，至少一个工作周；再由村里审查后报乡镇；乡镇受理后四个星期左右（20个工作日）"
     "内决定批不批。批下来以后要在一年内动工。",
     "大致分三步：先向村民小组交书面申请，讨论通过后公示，至少一个工作周；再由村里审查后报乡镇；乡镇受理后两个星期左右（10个工作日）"
     "内决定批不批。批下来以后要在一年内动工。",
     "两个星期左右（10个工作日）", "date", True),
    ("p12-paraphrase-04", "paraphrase", "游泳馆水面500平方米，开放时至少要几个救生员？",
     ["游泳场所开放期间，水面面积在250平方米及以下的，应当至少配备2名救生员；水面面积超过250平方米的，每增加250平方米增加1名"
      "救生员，不足250平方米的按250平方米计算。救生员应当持有有效的游泳救生员国家职业资格证书。"],
     "根据资料，前250平方米配两个，超出的250平方米再加一个，所以500平方米至少要三个持证救生员。",
     "根据资料，前250平方米配两个，超出的250平方米再加一个，所以500平方米至少要四个持证救生员。",
     "四个", "number", True),
    ("p12-paraphrase-05", "paraphrase", "化妆品备案以后，省药监局多久内会来核查？年度报告什么时候交？",
     ["普通化妆品备案管理：省级药品监督管理部门应当自备案之日起3个月内对备案资料组织技术核查，发现不符合规定的，责令限期改正。"
      "普通化妆品备案人应当于每年1月1日至3月31日，通过信息服务平台报告上一年度的生产、进口情况和执行法规的情况。"],
     "备案后一个季度之内，省药监局会对资料做技术核查。年度报告是每年第一季度交，也就是1月初到3月底，报上一年的生产情况。",
     "备案后半年之内，省药监局会对资料做技术核查。年度报告是每年第一季度交，也就是1月初到3月底，报上一年的生产情况。",
     "半年", "date", True),
    ("p12-paraphrase-06", "paraphrase", "燃气报警器是要自己买，还是燃气公司送？燃气公司多久来查一次？",
     ["城镇燃气经营企业负责对居民用户每年至少开展一次入户安全检查，对商业用户每季度至少开展一次安全检查，检查不收取费用。燃气"
      "报警器由用户自行选购安装，燃气经营企业不得强制用户购买指定产品。"],
     "报警器得您自己挑着买、自己装，燃气公司不能逼您买它指定的牌子。安检方面，居民家里燃气公司一年至少免费上门一回。",
     "报警器得您自己挑着买、自己装，燃气公司不能逼您买它指定的牌子。安检方面，居民家里燃气公司每三个月至少免费上门一回。",
     "每三个月", "date", True),
    ("p12-paraphrase-07", "paraphrase", "采伐证到期前砍不完，能延期多久？要提前多久申请？",
     ["林木采伐许可证的有效期最长不超过1年。采伐作业应当在许可证载明的期限内完成，确需延期的，应当在期限届满前15日内向原发证机关"
      "申请延期一次，延期不超过6个月。采伐后应当在当年或者次年内完成更新造林。"],
     "可以延一次，最长半年。申请要在到期前的半个月之内向原发证机关提出。",
     "可以延一次，最长一年。申请要在到期前的半个月之内向原发证机关提出。",
     "最长一年", "date", True),
    ("p12-paraphrase-08", "paraphrase", "What do I need before I can apply for a certificate of competency, and how long is the ENG1 valid?",
     ["Before applying for a certificate of competency you must pass an oral examination conducted by an MCA examiner and "
      "hold a valid ENG1 medical certificate. An ENG1 is normally valid for 2 years, or 1 year for seafarers under 18. "
      "You must also have completed at least 12 months of qualifying sea service."],
     "According to the documents, you need three things: a pass in the oral exam with an MCA examiner, a valid ENG1, and "
     "at least a year of qualifying sea service. For an adult, the ENG1 normally lasts two years.",
     "According to the documents, you need three things: a pass in the oral exam with an MCA examiner, a valid ENG1, and "
     "at least a year of qualifying sea service. For an adult, the ENG1 normally lasts one year.",
     "one year", "date", True),
    ("p12-paraphrase-09", "paraphrase", "How long does a seller have to refund me once they get my return, and when can I open a claim?",
     ["Returns: the seller must refund you within 14 days of receiving the item back. If the seller does not respond to "
      "your return request within 3 working days, you can open a claim with the marketplace. Claims must be opened "
      "within 30 days of the estimated delivery date."],
     "The seller has a fortnight from getting the item back to refund you. If they ignore your return request for three "
     "working days, you can open a claim, as long as it's within a month of the estimated delivery date.",
     "The seller has a month from getting the item back to refund you. If they ignore your return request for three "
     "working days, you can open a claim, as long as it's within 30 days of the estimated delivery date.",
     "a month", "date", True),
    ("p12-paraphrase-10", "paraphrase", "Which pays more per day: compensation for a broadband fault or for a late start?",
     ["Automatic compensation: £9.76 for each calendar day a loss of service is not fixed after two full working days; "
      "£6.10 for each calendar day a new service is delayed; £30.25 for a missed engineer appointment."],
     "A fault pays more: just under ten pounds a day, against about six pounds for each day of a delayed start. In "
     "short, the fault pays roughly three pounds sixty-six more per day.",
     "A fault pays more: just under ten pounds a day, against about thirty pounds for each day of a delayed start. In "
     "short, the fault pays roughly three pounds sixty-six more per day.",
     "about thirty pounds", "number", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe12"), "probe12")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
