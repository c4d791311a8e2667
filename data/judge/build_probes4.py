"""Build `data/judge/probes4.jsonl.gz`: the fourth probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes4", blind: before the judge was run on them; see data/judge/README.md). Domains not used before
(traffic rules and fines, medical insurance reimbursement, electricity and water tariffs, school enrolment,
unemployment benefits, public procurement, legal aid, tourism and museums, science funding, financial regulation,
telecoms, railways and aviation), the same classes as `probes.jsonl.gz`, about a third English, some long noisy
contexts of two to three passages, answers in the style of an LLM-based RAG system (some open with "根据资料，" /
"According to the documents,", some put the error in the second sentence). Half `dev`, half `test` (held out), by a
hash of the id fixed here. Deterministic: `python data/judge/build_probes4.py [--check]`."""
from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from build_probes import rows, write  # the sibling builder (this script's folder is on sys.path when it runs)

OUT = Path(__file__).resolve().parent / "probes4.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject ---
    ("p4-bind-01", "binding", "超速30%罚多少钱？",
     ["驾驶机动车超过规定时速未达20%的，处200元罚款，记3分；超过20%未达50%的，处1000元罚款，记6分；"
      "超过50%的，处2000元罚款，记12分。"],
     "超速在20%到50%之间的，罚款1000元并记6分。", "根据资料，超速30%属于超过20%未达50%的情形，处2000元罚款。",
     "2000", "number", True),
    ("p4-bind-02", "binding", "第二档电价是多少？",
     ["居民阶梯电价：第一档年用电量2760千瓦时以内，电价每千瓦时0.4883元；第二档2761至4800千瓦时，每千瓦时0.5383元；"
      "第三档超过4800千瓦时，每千瓦时0.7883元。"],
     "第二档每度电0.5383元。", "第二档电价为每千瓦时0.7883元。", "0.7883", "number", True),
    ("p4-bind-03", "binding", "缴费7年的失业人员最多能领几个月失业金？",
     ["失业保险金按月发放，标准为当地最低工资标准的90%。累计缴费满1年不足5年的，领取期限最长为12个月；"
      "满5年不足10年的，最长为18个月；10年以上的，最长为24个月。",
      "领取失业保险金期间，参加职工基本医疗保险应缴纳的费用从失业保险基金中支付，个人不缴纳。",
      "本市2026年最低工资标准为每月2490元，非全日制用工小时最低工资为26.4元。"],
     "根据资料，缴费满5年不足10年的，最长可领18个月，7年正好在这一档。",
     "根据资料，缴费7年属于满5年不足10年的情况。领取期限最长为24个月。", "24", "number", True),
    ("p4-bind-04", "binding", "育才小学计划招多少人？",
     ["今年秋季学区内小学计划招生：实验小学招收6个班270人，育才小学招收4个班180人，新华小学招收5个班225人。"],
     "育才小学今年秋季计划招4个班，共180名学生。", "育才小学计划招收4个班，共225人。", "225", "number", True),
    ("p4-bind-05", "binding", "索道往返票多少钱？",
     ["景区旺季门票每人120元，淡季每人80元；索道单程票45元，往返票80元。"],
     "坐索道来回一共80元。", "索道往返票为45元。", "45", "number", True),
    ("p4-bind-06", "binding", "青年科学基金项目每项资助多少？",
     ["本年度面上项目直接费用资助强度约为每项50万元，青年科学基金项目为每项30万元，重点项目为每项250万元左右。"],
     "青年基金每个项目给30万元。", "青年科学基金项目资助强度约为每项50万元。", "50", "number", True),
    ("p4-bind-07", "binding", "套餐超出后通话怎么收费？",
     ["该套餐月费59元，含国内通用流量30GB、通话300分钟；超出后流量按每GB 3元、通话按每分钟0.15元计费。"],
     "超出套餐的通话，每分钟收0.15元。", "套餐外通话按每分钟3元计费。", "3", "number", True),
    ("p4-bind-08", "binding", "How much is an anytime return?",
     ["An adult off-peak return ticket from Leeds to York costs £14.20, while an anytime return costs £22.80 and a "
      "weekly season ticket costs £71.50."],
     "An anytime return between Leeds and York is £22.80.", "An anytime return ticket costs £14.20.", "£14.20",
     "number", True),
    ("p4-bind-09", "binding", "How large is the extra buffer for systemically important banks?",
     ["Under the new rules, banks must hold a leverage ratio of at least 3.25%, and systemically important banks an "
      "additional buffer of 1.5%.",
      "The consultation closed in March and received 84 responses, most of them from building societies."],
     "According to the documents, systemically important banks must hold an extra 1.5% on top of the 3.25% minimum "
     "leverage ratio.", "Systemically important banks must hold an additional buffer of 3.25%.", "3.25%", "number",
     True),
    ("p4-bind-10", "binding", "What is the wastewater charge for businesses?",
     ["Households pay $2.10 per cubic metre for water and $1.65 per cubic metre for wastewater; businesses pay $2.45 "
      "and $1.90 respectively."],
     "Businesses are charged $1.90 per cubic metre for wastewater.",
     "According to the documents, businesses pay $1.65 per cubic metre for wastewater.", "$1.65", "number", True),
    # --- a name in another's role ---
    ("p4-role-01", "role", "中标供应商是谁？",
     ["本项目采购人为市教育局，采购代理机构为华信招标咨询有限公司，经评审，中标供应商为启明教学设备有限公司，"
      "中标金额386.5万元。"],
     "启明教学设备有限公司中标，金额386.5万元。", "经评审，华信招标咨询有限公司中标，中标金额386.5万元。",
     "华信招标咨询有限公司", "entity", True),
    ("p4-role-02", "role", "援助律师是谁？",
     ["法律援助中心指派律师周明为申请人刘桂兰提供法律援助，被申请人为某建筑公司，案件由区人民法院审理。"],
     "负责的援助律师是周明。", "法律援助中心指派刘桂兰律师提供法律援助。", "刘桂兰", "entity", True),
    ("p4-role-03", "role", "调查组组长是谁？",
     ["事故调查组由民航地区管理局牵头组成，组长为管理局副局长孙立新，副组长为航空公司安全总监蒋波。",
      "调查组下设飞行运行、适航维修、空管三个小组，其中空管组由空管分局何静负责。初步调查报告将在30日内发布。"],
     "根据资料，调查组由管理局副局长孙立新任组长。", "根据资料，调查组由民航地区管理局牵头组成。组长为航空公司安全总监蒋波。",
     "蒋波", "entity", True),
    ("p4-role-04", "role", "项目负责人是谁？",
     ["该重点研发项目由清源大学牵头，项目负责人为王志远教授，参与单位包括省农科院和华禾种业公司，"
      "课题一负责人为李晓梅研究员。"],
     "项目负责人是王志远教授，牵头单位是清源大学。", "项目负责人为李晓梅研究员。", "李晓梅", "entity", True),
    ("p4-role-05", "role", "谁负事故全部责任？",
     ["经交警部门认定，轿车驾驶人赵某未按规定让行，负事故全部责任；电动自行车骑行人钱某无责任。"],
     "全部责任由轿车驾驶人赵某承担。", "电动自行车骑行人钱某负事故全部责任。", "钱某", "entity", True),
    ("p4-role-06", "role", "现在的教务处主任是谁？",
     ["新学期学校任命吴丽华为教务处主任，原教务处主任冯建国调任德育处主任，徐凯担任教务处副主任。"],
     "现任教务处主任是吴丽华，冯建国已调到德育处。", "教务处主任仍由冯建国担任。", "冯建国", "entity", True),
    ("p4-role-07", "role", "Who was fined?",
     ["The telecoms regulator fined Brightline Mobile £1.2 million after a complaint brought by the consumer group "
      "FairCall, and ordered Brightline to refund affected customers."],
     "Brightline Mobile received the £1.2 million fine.", "FairCall was fined £1.2 million.", "FairCall", "entity",
     True),
    ("p4-role-08", "role", "Who curated the exhibition?",
     ["The exhibition was curated by Dr Amara Osei, designed by studio Lumen & Grey, and opened by the mayor, "
      "Peter Holm."],
     "Dr Amara Osei was the curator.", "According to the documents, the exhibition was curated by Peter Holm.",
     "Peter Holm", "entity", True),
    ("p4-role-09", "role", "Which company won the contract?",
     ["The council awarded the road maintenance contract to Kestrel Civil Ltd, which outbid Norland Works and "
      "Ashby Paving.",
      "The contract runs for four years from April and is worth £18 million. Norland Works has asked for a debrief."],
     "According to the documents, Kestrel Civil Ltd won the road maintenance contract, worth £18 million over four "
     "years.",
     "According to the documents, the contract is worth £18 million over four years. It was awarded to Norland Works.",
     "Norland Works", "entity", True),
    # --- the date of another event ---
    ("p4-date-01", "event-date", "什么时候发录取通知书？",
     ["小学一年级网上报名时间为5月20日至5月31日，资料审核于6月10日前完成，7月15日发放录取通知书。"],
     "录取通知书在7月15日发。", "录取通知书将于6月10日发放。", "6月10日", "date", True),
    ("p4-date-02", "event-date", "新的失业保险金标准从哪天起执行？",
     ["失业人员应在终止劳动关系之日起60日内到户籍地或常住地公共就业服务机构办理失业登记。",
      "自2026年1月1日起，失业保险金标准调整为每月2241元；2025年10月1日起施行的线上申领服务继续有效。",
      "咨询电话：12333，工作时间周一至周五9:00-17:00。"],
     "根据资料，每月2241元的新标准从2026年1月1日开始执行。",
     "根据资料，新的失业保险金标准为每月2241元。该标准自2025年10月1日起执行。", "2025年10月1日", "date", True),
    ("p4-date-03", "event-date", "这条高铁哪天开通？",
     ["该高铁线路于2023年6月开工建设，2026年9月完成联调联试，计划于2026年12月26日开通运营。"],
     "计划2026年12月26日开通运营。", "该线路计划于2026年9月开通运营。", "2026年9月", "date", True),
    ("p4-date-04", "event-date", "2027年度居民医保什么时候开始享受待遇？",
     ["2027年度城乡居民医保集中缴费期为2026年9月1日至12月31日，待遇享受期为2027年1月1日至12月31日。"],
     "从2027年1月1日起可以享受医保待遇。", "参保人自2026年9月1日起享受待遇。", "2026年9月1日", "date", True),
    ("p4-date-05", "event-date", "中标结果什么时候公示？",
     ["招标公告发布日期为3月2日，投标截止时间为3月23日上午9时30分，开标时间同投标截止时间，中标结果于3月28日公示。"],
     "3月28日公示中标结果。", "中标结果将于3月23日公示。", "3月23日", "date", True),
    ("p4-date-06", "event-date", "这个办法什么时候施行？",
     ["该办法于2025年11月公开征求意见，2026年4月经委务会议审议通过，自2026年7月1日起施行。"],
     "根据资料，办法从2026年7月1日开始施行。", "根据资料，该办法经委务会议审议通过。自2025年11月起施行。",
     "2025年11月", "date", True),
    ("p4-date-07", "event-date", "When does the Lisbon route start?",
     ["The airline will launch its Lisbon route on 14 May, with tickets going on sale on 3 February; the Porto route "
      "follows on 2 June."],
     "Flights to Lisbon begin on 14 May.", "The Lisbon route starts on 3 February.", "3 February", "date", True),
    ("p4-date-08", "event-date", "When does the museum reopen?",
     ["The museum closes for refurbishment on 6 January and reopens on 21 March; the café will stay open throughout, "
      "and the new wing opens on 30 April."],
     "It reopens on 21 March after the refurbishment.",
     "According to the documents, the museum closes for refurbishment on 6 January. It reopens on 30 April.",
     "30 April", "date", True),
    ("p4-date-09", "event-date", "What is the application deadline?",
     ["Applications for the Early Career Fellowship open on 1 September and close on 15 October; shortlisted "
      "applicants will be interviewed in January and awards announced on 28 February."],
     "Applications must be in by 15 October.", "The deadline for applications is 28 February.", "28 February",
     "date", True),
    # --- negation ---
    ("p4-neg-01", "negation", "在国外看病的费用医保能报吗？",
     ["参保人员在境外发生的医疗费用，基本医疗保险基金不予支付。"],
     "不能，境外的医疗费用医保基金不支付。", "能，参保人员在境外发生的医疗费用由基本医疗保险基金支付。", "能", "negation",
     True),
    ("p4-neg-02", "negation", "记满12分后分数会自动清除吗？",
     ["驾驶人在一个记分周期内累积记分未满12分，且无尚未缴纳的罚款，记分予以清除；累积记分达到12分的，"
      "应当参加满分学习和考试。"],
     "不会自动清除，记满12分的要参加满分学习和考试。", "会，累积记分达到12分的，周期结束后记分自动清除。", "会",
     "negation", True),
    ("p4-neg-03", "negation", "养老院执行阶梯电价吗？",
     ["执行居民阶梯电价的用户，一户一表；学校、养老院等执行居民合表电价，不执行阶梯电价。"],
     "不执行，养老院用的是居民合表电价。", "执行，养老院按居民阶梯电价计费。", "执行", "negation", True),
    ("p4-neg-04", "negation", "5岁的孩子要买门票吗？",
     ["景区实行实名制预约，游客须提前一天在官方平台预约购票。",
      "6周岁以下或身高1.2米以下的儿童免票入园，但须由成人陪同；60周岁以上老人凭身份证享受半价优惠。",
      "景区开放时间为8:00至17:30，16:30停止入园。"],
     "根据资料，不用买，6周岁以下儿童免票，但要有成人陪同。", "根据资料，5岁儿童需要购买全价门票，并须由成人陪同。", "需要",
     "negation", True),
    ("p4-neg-05", "negation", "法律援助要收费吗？",
     ["经济困难的申请人经审查符合条件的，法律援助机构应当提供法律援助，不收取任何费用。"],
     "不收，符合条件的免费提供。", "要收费，法律援助机构按标准收取一定费用。", "要收费", "negation", True),
    ("p4-neg-06", "negation", "重新就业后还能继续领失业金吗？",
     ["领取失业保险金期间重新就业的，停止领取失业保险金。"],
     "不能，一旦重新就业就停发。", "可以，重新就业后仍可继续领取失业保险金。", "可以", "negation", True),
    ("p4-neg-07", "negation", "Do I pay a termination fee if I cancel within 14 days?",
     ["Customers who leave within the 14-day cooling-off period will not be charged an early termination fee."],
     "No, leaving within the 14-day cooling-off period carries no early termination fee.",
     "Yes, customers who leave within the 14-day cooling-off period are charged an early termination fee.",
     "are charged", "negation", True),
    ("p4-neg-08", "negation", "Does Delay Repay cover delays from planned engineering works announced well in advance?",
     ["Delay Repay does not apply to delays caused by planned engineering works announced at least 12 weeks in "
      "advance."],
     "No. Delays caused by engineering works announced at least 12 weeks ahead are excluded.",
     "Yes, Delay Repay applies to delays caused by planned engineering works announced at least 12 weeks in advance.",
     "applies", "negation", True),
    ("p4-neg-09", "negation", "Is money in the stocks and shares ISA covered by the deposit guarantee?",
     ["Deposits with the bank are protected up to £85,000 per person, but investments in its stocks and shares ISA "
      "are not covered by the deposit guarantee."],
     "No — the guarantee covers deposits up to £85,000, not the stocks and shares ISA.",
     "Yes, investments in the stocks and shares ISA are covered by the deposit guarantee up to £85,000.",
     "are covered", "negation", True),
    # --- modality ---
    ("p4-mod-01", "modality", "跨省看病需要先备案吗？",
     ["参保人员在本市定点医疗机构就医，无需办理备案；跨省异地就医的，应当先办理异地就医备案。"],
     "需要，跨省异地就医得先办备案。", "不需要，跨省异地就医无需办理备案。", "不需要", "negation", True),
    ("p4-mod-02", "modality", "持小型自动挡驾驶证能开手动挡车吗？",
     ["持小型汽车驾驶证的，可以驾驶小型自动挡汽车；持小型自动挡汽车驾驶证的，不得驾驶手动挡汽车。"],
     "不能，自动挡驾照不允许开手动挡车。", "可以，持小型自动挡汽车驾驶证的也能驾驶手动挡汽车。", "可以", "negation", True),
    ("p4-mod-03", "modality", "本市户籍的孩子入学要交社保证明吗？",
     ["非本市户籍适龄儿童申请入学，须提供父母在本市连续缴纳社会保险满1年的证明；本市户籍儿童无需提供社保证明。"],
     "不用，本市户籍儿童不需要提供社保证明。", "要，本市户籍儿童须提供父母连续缴纳社保满1年的证明。", "要", "negation",
     True),
    ("p4-mod-04", "modality", "采购人可以对供应商设特定条件吗？",
     ["采购人不得以不合理的条件对供应商实行差别待遇，但可以根据采购项目的特殊要求规定供应商的特定条件。"],
     "可以，按项目特殊要求能规定特定条件，但不能不合理地差别对待。", "不可以，采购人不得规定供应商的特定条件。", "不可以",
     "negation", True),
    ("p4-mod-05", "modality", "领失业金期间必须参加职业培训吗？",
     ["失业人员在领取失业保险金期间，应当每月通过线上平台或到经办机构进行一次就业状况确认。",
      "失业人员可以自愿参加免费职业培训，培训期间照常领取失业保险金。",
      "经办机构应在受理申请之日起10个工作日内作出核定。"],
     "根据资料，不是必须的，职业培训自愿参加，而且培训期间失业金照发。",
     "根据资料，领取失业保险金期间每月要确认一次就业状况。失业人员必须参加职业培训。", "必须", "negation", True),
    ("p4-mod-06", "modality", "刚转网的用户能马上再转吗？",
     ["用户办理携号转网，须结清在原运营商的所有费用；携入后120天内不得再次携号转网。"],
     "不能，转入后120天内不允许再次携转。", "可以，携入后用户可随时再次办理携号转网。", "可以", "negation", True),
    ("p4-mod-07", "modality", "Can I put my power bank in my checked bag?",
     ["Passengers may carry one power bank of up to 100Wh in their hand luggage; power banks must not be placed in "
      "checked baggage."],
     "No, power banks go in hand luggage only, never in checked baggage.",
     "Yes, power banks may be placed in checked baggage.", "may", "negation", True),
    ("p4-mod-08", "modality", "Is industry co-funding required?",
     ["Applicants must have a PhD; industry co-funding is welcome but not required."],
     "No, co-funding from industry is optional though welcome.", "Yes, applicants must secure industry co-funding.",
     "must", "negation", True),
    ("p4-mod-09", "modality", "Can visitors take photos in the temporary exhibition?",
     ["Photography without flash is permitted in the permanent galleries; in the temporary exhibition, photography "
      "is not allowed."],
     "No, photos are not allowed in the temporary exhibition.",
     "Yes, visitors may take photos without flash in the temporary exhibition.", "may", "negation", True),
    # --- quantifiers ---
    ("p4-quant-01", "quantifier", "这批药品全部能医保报销吗？",
     ["本批集采药品共62种，其中58种为国家谈判药品纳入医保报销，4种为自费药品。"],
     "不是，62种里有4种是自费的。", "是的，本批62种药品全部纳入医保报销。", "全部", "negation", True),
    ("p4-quant-02", "quantifier", "查处的违法行为都是电子警察拍的吗？",
     ["本次专项整治共查处交通违法行为1.2万起，其中部分违法行为通过电子警察抓拍，其余由民警现场查处。"],
     "不都是，只有一部分是电子警察抓拍，其他是民警现场查的。", "是的，这些违法行为均由电子警察抓拍。", "均", "negation",
     True),
    ("p4-quant-03", "quantifier", "所有居民用户都执行分时电价吗？",
     ["今年夏季本市对居民用户实施分时电价，峰段为8:00-22:00，谷段为22:00至次日8:00。",
      "分时电价仅适用于已安装智能电表的居民用户，未安装的用户仍执行原电价。",
      "全市已有约86%的居民用户完成智能电表改造，剩余用户将于明年底前完成。"],
     "根据资料，不是，只有装了智能电表的居民用户才执行，没装的仍按原电价。",
     "根据资料，分时电价峰段为8:00-22:00。全市居民用户均执行分时电价。", "均", "negation", True),
    ("p4-quant-04", "quantifier", "新建学校9月都能投用吗？",
     ["今年全区新建的5所学校中，仅2所将于9月投入使用，另外3所明年启用。"],
     "不能，5所里只有2所9月投用，剩下3所要到明年。", "能，全区新建的5所学校均将于9月投入使用。", "均", "negation",
     True),
    ("p4-quant-05", "quantifier", "黄金周所有A级景区都半价吗？",
     ["黄金周期间，全市A级景区中有部分景区实行门票半价，博物馆、纪念馆全部免费开放。"],
     "不是，只有部分A级景区门票半价。", "是的，全市A级景区全部实行门票半价。", "全部", "negation", True),
    ("p4-quant-06", "quantifier", "大型企业能享受稳岗返还吗？",
     ["本市失业保险稳岗返还政策仅面向中小微企业，大型企业不在返还范围内。"],
     "不能，稳岗返还只给中小微企业。", "能，大中小微企业均可享受稳岗返还。", "均可", "negation", True),
    ("p4-quant-07", "quantifier", "Will all Northern line services run with four carriages?",
     ["Some services on the Northern line will run with only four carriages during the strike; all other lines will "
      "operate a normal timetable."],
     "No, only some Northern line services will be shortened to four carriages.",
     "Yes, all Northern line services will run with four carriages during the strike.", "all", "negation", True),
    ("p4-quant-08", "quantifier", "Were all bids scored on price?",
     ["Of the 14 bids received, only three met the technical threshold and were scored on price."],
     "No, just 3 of the 14 bids passed the technical threshold and were scored on price.",
     "Yes, all 14 bids received were scored on price.", "all", "negation", True),
    ("p4-quant-09", "quantifier", "Did every lender meet the affordability rules?",
     ["The regulator reviewed 40 lenders; most met the affordability rules, but six were told to change how they "
      "assess income."],
     "No, six of the 40 lenders were told to change how they assess income.",
     "Yes, all 40 lenders met the affordability rules.", "all", "negation", True),
    # --- antonym predicates ---
    ("p4-ant-01", "antonym", "康宁医院的申请结果如何？",
     ["市医保局批准了仁和医院新增的3个医疗服务项目，驳回了康宁医院的同类申请。"],
     "被驳回了，没获批。", "市医保局批准了康宁医院的同类申请。", "批准", "direction", True),
    ("p4-ant-02", "antonym", "水电发电量怎么变化？",
     ["受来水偏枯影响，今年前三季度全省水电发电量同比下降12.4%，火电发电量同比上升8.7%。"],
     "水电比去年同期少发了12.4%。", "全省水电发电量同比上升12.4%。", "上升", "direction", True),
    ("p4-ant-03", "antonym", "农民工讨薪类援助案件数量如何变化？",
     ["2025年全市法律援助机构共受理案件2.3万件，同比增长9%。",
      "其中，农民工讨薪类援助案件4100件，同比下降15%；未成年人援助案件1800件，同比增长22%。",
      "全市已建成村（社区）法律援助工作站1260个。"],
     "根据资料，农民工讨薪类案件有4100件，比上年减少了15%。", "根据资料，农民工讨薪类援助案件共4100件。同比增长15%。",
     "增长", "direction", True),
    ("p4-ant-04", "antonym", "阳光小学增设国际部的请求结果如何？",
     ["区教育局同意了阳光小学扩大招生规模的申请，但拒绝了其增设国际部的请求。"],
     "没同意，教育局拒绝了增设国际部的请求。", "区教育局同意了阳光小学增设国际部的请求。", "同意", "direction", True),
    ("p4-ant-05", "antonym", "新规适用于转售企业吗？",
     ["根据新规，该规定适用于基础电信企业，不适用于转售企业和互联网信息服务提供者。"],
     "不适用，新规只针对基础电信企业。", "适用，新规同样覆盖转售企业。", "适用", "negation", True),
    ("p4-ant-06", "antonym", "贷款增速比上月是高了还是低了？",
     ["上月末，人民币贷款余额同比增长7.2%，增速比上月末低0.3个百分点。"],
     "增速回落了0.3个百分点，为7.2%。", "人民币贷款余额同比增长7.2%，增速比上月末高0.3个百分点。", "高", "direction",
     True),
    ("p4-ant-07", "antonym", "What happened to cargo volumes?",
     ["Passenger numbers at the airport rose 6% last year, while cargo volumes fell 3%."],
     "Cargo dropped by 3%.", "Cargo volumes rose 3% last year.", "rose", "direction", True),
    ("p4-ant-08", "antonym", "What happened to Castell's challenge?",
     ["The tribunal upheld Norvik's challenge to the award and dismissed the challenge brought by Castell Ltd."],
     "Castell Ltd's challenge was dismissed.", "The tribunal upheld the challenge brought by Castell Ltd.", "upheld",
     "direction", True),
    ("p4-ant-09", "antonym", "What happened to the marine institute's proposal?",
     ["The funding council approved 38 of the project proposals and rejected 112, including the proposal from the "
      "marine institute."],
     "According to the documents, it was one of the 112 rejected proposals.",
     "According to the documents, the marine institute's proposal was approved.", "approved", "direction", True),
    # --- short answers, Chinese ---
    ("p4-short-zh-01", "short-zh", "在人行横道停车罚多少？",
     ["违反禁止停车标志停车的，罚款150元；在人行横道上停车的，罚款200元。"],
     "200元", "150元", "150", "number", False),
    ("p4-short-zh-02", "short-zh", "退休人员门诊统筹一年最多报多少？",
     ["本市职工医保门诊统筹起付标准为每年1800元，在职职工报销比例为50%，退休人员为70%。",
      "年度门诊统筹最高支付限额：在职职工4000元，退休人员5000元。",
      "定点药店购药可纳入门诊统筹报销。"],
     "5000元。", "4000元。", "4000", "number", False),
    ("p4-short-zh-03", "short-zh", "中标价是多少？",
     ["本项目最高限价为520万元，预算金额为560万元，中标价为498.6万元。"],
     "498.6万元", "520万元", "520", "number", False),
    ("p4-short-zh-04", "short-zh", "航班实际几点起飞？",
     ["航班CA1832原定14:05起飞，因天气原因延误至16:40起飞，最终于19:12抵达。"],
     "16:40", "19:12", "19:12", "number", False),
    ("p4-short-zh-05", "short-zh", "哪家律所承办该案？",
     ["申请人张秀英通过12348热线申请法律援助，区法律援助中心指派北辰律师事务所承办该案。"],
     "北辰律师事务所。", "区法律援助中心。", "区法律援助中心", "entity", False),
    ("p4-short-zh-06", "short-zh", "初一计划招多少人？",
     ["2026年本区小学一年级计划招生4820人，初中一年级计划招生3960人。"],
     "3960人", "4820人", "4820", "number", False),
    ("p4-short-zh-07", "short-zh", "5G用户有多少？",
     ["截至9月末，全国移动电话用户总数达17.9亿户，其中5G移动电话用户达10.2亿户。"],
     "10.2亿户", "17.9亿户", "17.9", "number", False),
    ("p4-short-zh-08", "short-zh", "面上项目资助率是多少？",
     ["本年度共资助青年项目1.2万项、面上项目2.1万项，资助率分别为17.8%和16.5%。"],
     "16.5%", "17.8%", "17.8%", "number", False),
    ("p4-short-zh-09", "short-zh", "博物馆有多少件珍贵文物？",
     ["市博物馆藏品总数约18万件，其中珍贵文物2.6万件，常设展览展出文物3400余件。"],
     "2.6万件。", "18万件。", "18", "number", False),
    # --- short answers, English ---
    ("p4-short-en-01", "short-en", "What is the weekly standard rate?",
     ["The standard rate of unemployment benefit is $412 a week, and claimants with dependants receive an extra $96."],
     "$412", "$96", "$96", "number", False),
    ("p4-short-en-02", "short-en", "When does boarding close?",
     ["Flight BA274 departs from Gate 23 at 10:15; boarding closes at Gate 23 at 09:55."],
     "09:55", "10:15", "10:15", "number", False),
    ("p4-short-en-03", "short-en", "Who won the tender?",
     ["The tender was won by Harlow Systems; the runner-up was Pinefield Tech, and the evaluation panel was chaired "
      "by Ruth Adeyemi."],
     "Harlow Systems.", "Pinefield Tech.", "Pinefield Tech", "entity", False),
    ("p4-short-en-04", "short-en", "What was the liquidity coverage ratio?",
     ["The bank's common equity tier 1 ratio was 14.3% at year end, up from 13.8% a year earlier.",
      "Its liquidity coverage ratio stood at 152%, and its net stable funding ratio at 131%.",
      "The board proposed a final dividend of 21 pence per share."],
     "152%", "131%", "131%", "number", False),
    ("p4-short-en-05", "short-en", "What is the off-peak rate?",
     ["Peak electricity costs 34p per kWh and off-peak 12p per kWh; the standing charge is 53p a day."],
     "12p per kWh.", "34p per kWh.", "34p", "number", False),
    ("p4-short-en-06", "short-en", "Which floor is the Roman gallery on?",
     ["The museum's Egyptian gallery is on the second floor; the Roman gallery is on the ground floor and the shop is "
      "on the first floor."],
     "The ground floor.", "The second floor.", "second", "entity", False),
    ("p4-short-en-07", "short-en", "When is the interim report due?",
     ["Grant holders must submit an interim report after 18 months and a final report within 3 months of the project "
      "end."],
     "After 18 months.", "Within 3 months of the project end.", "3 months", "quantity", False),
    ("p4-short-en-08", "short-en", "What is the fine for using a phone while driving?",
     ["A fine of $150 applies for running a red light, and $250 for using a phone while driving."],
     "$250.", "$150.", "$150", "number", False),
    # --- heavy paraphrase against a one-edit copy ---
    ("p4-para-01", "paraphrase", "一级医院住院报销多少？",
     ["参保人员在一级医疗机构住院，起付标准为300元，政策范围内费用报销比例为90%。"],
     "在一级医院住院，先自付300元门槛费，符合政策的部分可以报九成。",
     "参保人员在一级医疗机构住院，起付标准为300元，政策范围内费用报销比例为80%。", "80%", "number", True),
    ("p4-para-02", "paraphrase", "饮酒驾驶怎么处罚？",
     ["驾驶人饮酒后驾驶机动车的，处暂扣六个月机动车驾驶证，并处一千元以上二千元以下罚款。"],
     "喝酒开车会被扣驾照半年，还要罚1000到2000元。",
     "驾驶人饮酒后驾驶机动车的，处暂扣三个月机动车驾驶证，并处一千元以上二千元以下罚款。", "三个月", "quantity", True),
    ("p4-para-03", "paraphrase", "居民水价调成多少？",
     ["居民生活用水价格由每立方米3.45元调整为3.80元，污水处理费标准不变。"],
     "每立方米水从3块4毛5涨到3块8，污水处理费没动。",
     "居民生活用水价格由每立方米3.45元调整为3.80元，污水处理费标准同步上调。", "同步上调", "direction", True),
    ("p4-para-04", "paraphrase", "转学怎么办理？",
     ["学生在校期间如需转学，应由家长向转入学校提出申请，经转出学校和转入学校同意后，报区教育局备案。"],
     "家长先找要转去的学校申请，两边学校都点头后，再到区教育局备个案。",
     "学生在校期间如需转学，应由家长向转出学校提出申请，经转出学校和转入学校同意后，报区教育局备案。", "向转出学校",
     "entity", True),
    ("p4-para-05", "paraphrase", "领失业金期间去世了怎么办？",
     ["失业人员领取失业保险金期间死亡的，参照当地对在职职工死亡的规定，向其遗属发给一次性丧葬补助金和抚恤金。"],
     "家属能一次性拿到丧葬补助金和抚恤金，标准参照在职职工去世的规定。",
     "失业人员领取失业保险金期间死亡的，参照当地对退休人员死亡的规定，向其遗属发给一次性丧葬补助金和抚恤金。",
     "退休人员", "entity", True),
    ("p4-para-06", "paraphrase", "博物馆几点停止入馆？",
     ["博物馆每周一闭馆（法定节假日除外），周二至周日9:00至17:00开放，16:00停止入馆。"],
     "下午4点以后就不让进了，5点闭馆。", "博物馆每周一闭馆（法定节假日除外），周二至周日9:00至17:00开放，16:30停止入馆。",
     "16:30", "number", True),
    ("p4-para-07", "paraphrase", "对单一借款人的贷款有什么限制？",
     ["商业银行对同一借款人的贷款余额与商业银行资本净额的比例不得超过10%。"],
     "贷给同一个借款人的钱，余额不能超出银行资本净额的十分之一。",
     "商业银行对同一借款人的贷款余额与商业银行资本净额的比例不得低于10%。", "低于", "direction", True),
    ("p4-para-08", "paraphrase", "What do children pay?",
     ["Children under five travel free; those aged five to fifteen pay half the adult fare."],
     "Under-fives ride for nothing, and 5–15 year-olds get 50% off the adult price.",
     "Children under five travel free; those aged five to fifteen pay the full adult fare.", "full", "number", True),
    ("p4-para-09", "paraphrase", "What happens if I don't pay my bill?",
     ["If your bill is not paid within 28 days of its issue date, we may suspend outgoing calls until the balance is "
      "cleared."],
     "Leave it unpaid for four weeks after it's issued and outgoing calls can be cut off until you settle up.",
     "If your bill is not paid within 14 days of its issue date, we may suspend outgoing calls until the balance is "
     "cleared.", "14 days", "quantity", True),
    ("p4-para-10", "paraphrase", "Who can get legal aid for family cases?",
     ["Legal aid for family cases is available only to applicants whose disposable income is below £733 a month."],
     "You qualify only if your monthly disposable income is under £733.",
     "Legal aid for family cases is available only to applicants whose disposable income is above £733 a month.",
     "above", "direction", True),
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


def _split(probes: list[tuple]) -> dict[str, str]:
    """Half dev, half test (held out) within each class: a class's ids ordered by SHA-256 of `probe4:<id>`,
    alternately dev and test, so every class is in both splits and nobody chose where a pair goes."""
    out: dict[str, str] = {}
    for kind in sorted({p[1] for p in probes}):
        ids = sorted((p[0] for p in probes if p[1] == kind),
                     key=lambda i: hashlib.sha256(f"probe4:{i}".encode()).hexdigest())
        out.update({i: ("dev", "test")[n % 2] for n, i in enumerate(ids)})
    return out


def build() -> list[dict]:
    _check(PROBES)
    return rows(PROBES, _split(PROBES), "probe4")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
