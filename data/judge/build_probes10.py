"""Build `data/judge/probes10.jsonl.gz`: the tenth probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes10", blind: before the judge was run on them, without reading the judge's code). The questions users of
a policy QA system ask about ONE fact, against dense contexts (one to three passages of 80-400 characters that hold
several facts of the same kind: fees per tier, amounts per category, time limits per step, several bodies with
different duties, old and new values), so that the wrong value is one the same contexts give something else. About
half the answers are short (a bare value or name, one clause opening with 根据资料 / "According to the documents", a
bare yes/no with at most one sentence of reason); the rest are two to four sentences the way RAG systems answer. The
hallucinated answer differs from the faithful one in one piece; sometimes it copies the contexts verbatim except for
that piece. New domains (marriage registration, company registration and deregistration, tenders and public
procurement, farm subsidies and grain prices, forest and grassland rules, sports venues, teacher and professional
exams, legal aid, court fees, notarisation and apostilles, veterans' housing, disaster relief, heating, broadband
universal service, customs allowances, pet import, charity donations, cultural heritage, boating, e-bikes, building
permits, noise); see data/judge/README.md. Split by a hash of the id. Deterministic:
`python data/judge/build_probes10.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes10.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is one the contexts give another category, tier or region) ---
    ("p10-binding-01", "binding", "种大豆每亩能拿多少耕地地力保护补贴？",
     ["2025年耕地地力保护补贴标准：小麦、水稻、玉米等粮食作物种植面积每亩补贴105元，大豆种植面积每亩补贴150元，"
      "蔬菜、果树等经济作物及撂荒地不予补贴。补贴面积以农户承包地确权面积为基础，由村委会公示7天无异议后，"
      "经乡镇审核报县农业农村局汇总，资金通过“一卡通”直接发放到户。",
      "同一地块一年种植两季的，按一季计算补贴面积，不重复补贴。已改变用途的耕地、长年抛荒地、占补平衡中“占”的耕地，"
      "以及已纳入退耕还林还草范围的耕地，不纳入补贴范围。"],
     "根据资料，种大豆每亩能拿150元。补贴面积按承包地的确权面积来算，村委会公示7天没有异议后，"
     "钱会通过“一卡通”直接发到户。",
     "根据资料，大豆种植面积每亩补贴105元。补贴面积以农户承包地确权面积为基础，由村委会公示7天无异议后发放到户。",
     "105元", "number", True),
    ("p10-binding-02", "binding", "我家是低保边缘户，一个供暖期能领多少取暖补贴？",
     ["冬季取暖补贴按供暖期发放：城市低保对象每户每个供暖期补贴1800元，特困供养人员每人每个供暖期补贴2200元，"
      "低保边缘家庭每户每个供暖期补贴900元。享受“煤改电”政策的农村家庭，另按每户每年1200元给予电费补贴。"
      "各类取暖补贴于每年11月15日前发放到位，同一家庭符合多项条件的按就高原则享受一项。"],
     "根据资料，取暖补贴是按供暖期发的，每年11月15日之前到位。像你们这样的低保边缘家庭，每户每个供暖期能领900元。",
     "根据资料，取暖补贴按供暖期发放，于每年11月15日前发放到位。低保边缘家庭每户每个供暖期补贴1800元。",
     "1800元", "number", True),
    ("p10-binding-03", "binding", "劳动争议案件的诉讼费是多少？",
     ["离婚案件每件交纳受理费50元至300元；涉及财产分割，财产总额不超过20万元的，不另行交纳；超过20万元的部分，"
      "按照0.5%交纳。侵害姓名权、名誉权、肖像权等人格权的案件，每件交纳100元至500元。劳动争议案件每件交纳10元。"
      "行政案件中，商标、专利、海事行政案件每件交纳100元，其他行政案件每件交纳50元。"],
     "每件10元。",
     "每件50元至300元。",
     "50元至300元", "number", False),
    ("p10-binding-04", "binding", "教师资格证面试报名费多少钱？",
     ["2025年下半年中小学教师资格考试笔试报名时间为9月5日至8日，笔试时间为11月1日。笔试每科报名费为70元，"
      "面试报名费为每人次200元。考生须按科目缴费，未按时缴费的视为放弃报名。享受城乡最低生活保障的考生，"
      "可凭相关证明减免笔试考务费。"],
     "根据资料，面试是按人次收费的，每次200元。笔试则按科目交钱，每科70元。",
     "根据资料，面试报名费为每人次70元。考生须按科目缴费，未按时缴费的视为放弃报名。",
     "70元", "number", True),
    ("p10-binding-05", "binding", "房子被洪水冲坏了，鉴定为严重损坏，重建能补助多少？",
     ["自然灾害倒塌损坏住房恢复重建补助标准：全倒户每户补助4万元，严重损坏户每户补助1.5万元，一般损坏户每户补助5000"
      "元。因灾死亡人员家属抚慰金为每人2万元。过渡期生活救助标准为每人每天20元，救助期限一般不超过3个月。"],
     "根据资料，严重损坏户每户可获得1.5万元补助。",
     "根据资料，严重损坏户每户可获得4万元补助。",
     "4万元", "number", False),
    ("p10-binding-06", "binding", "施工招标的投标保证金最高是多少？",
     ["投标保证金不得超过招标项目估算价的2%。勘察设计招标的投标保证金最高不得超过10万元，施工招标最高不得超过80万元"
      "，重要设备、材料等货物招标最高不得超过50万元。投标保证金有效期应当与投标有效期一致。",
      "招标人应当在书面合同签订后5日内退还投标保证金及银行同期存款利息。投标人在投标有效期内撤销投标文件的，"
      "招标人可以不退还投标保证金；中标人不与招标人订立合同的，投标保证金不予退还。"],
     "施工类项目的投标保证金上限是80万元，同时也不能超过项目估算价的2%。合同签订以后，招标人要在5天内把保证金连同利"
     "息退回来。",
     "施工招标的投标保证金最高不得超过50万元，同时不得超过招标项目估算价的2%。招标人应当在书面合同签订后5日内退还投"
     "标保证金及银行同期存款利息。",
     "50万元", "number", True),
    ("p10-binding-07", "binding", "草畜平衡区每亩每年奖励多少钱？",
     ["新一轮草原生态保护补助奖励政策：禁牧区按每亩每年7.5元给予禁牧补助，草畜平衡区按每亩每年2."
      "5元给予草畜平衡奖励。禁牧期间发现放牧的，首次给予警告，再次发现的扣减当年补助奖励资金的50%。"
      "补奖资金按照“一卡通”方式于每年9月底前发放到户。"],
     "2.5元。",
     "7.5元。",
     "7.5元", "number", False),
    ("p10-binding-08", "binding", "How much beer can I bring in without paying duty?",
     ["Travellers arriving from outside the country may bring in, duty-free: 200 cigarettes or 250g of tobacco; 4 "
      "litres of still wine; 16 litres of beer; and either 1 litre of spirits over 22% alcohol or 2 litres of "
      "fortified wine under 22%. Other goods worth up to £390 are also duty-free, or up to £270 if you arrive by "
      "private plane or boat. You must be 17 or over to bring in alcohol or tobacco."],
     "16 litres.",
     "4 litres.",
     "4 litres", "number", False),
    ("p10-binding-09", "binding", "How much extra can a charity claim on each pound donated under Gift Aid?",
     ["Under Gift Aid, a charity can claim an extra 25p for every £1 donated by a UK taxpayer. Donors who pay tax "
      "at the higher rate of 40% can claim back the difference between their rate and the basic rate of 20% on the "
      "gross value of the donation; additional-rate taxpayers, who pay 45%, can claim back 25%. Donors must have "
      "paid at least as much tax in the year as all charities claim on their gifts."],
     "According to the documents, the charity gets another 25 pence on top of every pound a UK taxpayer gives. "
     "Higher-rate taxpayers can also claim some relief back themselves.",
     "According to the documents, a charity can claim an extra 20p for every £1 donated by a UK taxpayer. "
     "Higher-rate taxpayers can also claim some relief back themselves.",
     "20p", "number", True),
    ("p10-binding-10", "binding", "How much is a 5-a-side pitch on a Saturday?",
     ["Hourly hire charges at council leisure centres: a full badminton court costs £12 for adults and £7.50 for "
      "juniors; a 5-a-side pitch costs £45 at peak times (after 5pm on weekdays and all day at weekends) and £32 "
      "off-peak. Holders of a Leisure Card get 30% off all off-peak bookings. Bookings can be made up to 14 days "
      "in advance."],
     "According to the documents, a 5-a-side pitch costs £45 an hour on a Saturday, because the whole weekend "
     "counts as peak time. The cheaper off-peak rate only applies on weekdays before 5pm.",
     "According to the documents, a 5-a-side pitch costs £32 an hour on a Saturday. Peak times are after 5pm on "
     "weekdays and all day at weekends.",
     "£32", "number", True),
    # --- role swap (a body or person the contexts give another duty) ---
    ("p10-role-01", "role", "和香港居民结婚，去哪个机关登记？",
     ["内地居民办理结婚登记，由一方当事人常住户口所在地的婚姻登记机关办理；在“跨省通办”试点地区，"
      "也可以在一方经常居住地办理。涉外、涉港澳台以及华侨的婚姻登记，由省级人民政府民政部门或者其确定的机关办理。"
      "婚姻登记档案由婚姻登记机关负责保管，当事人可凭身份证件申请查询本人的婚姻登记档案。"],
     "根据资料，和香港居民结婚属于涉港婚姻登记，要到省级民政部门或者它确定的机关去办。普通的内地居民之间结婚，"
     "才是在一方户口所在地的婚姻登记机关办理。",
     "根据资料，涉港婚姻登记由一方常住户口所在地的婚姻登记机关办理。婚姻登记档案由婚姻登记机关负责保管。",
     "一方常住户口所在地的婚姻登记机关", "entity", True),
    ("p10-role-02", "role", "政府采购项目由谁确定中标人？",
     ["政府采购项目的采购需求由采购人负责编制并对其合法性负责，采购代理机构负责组织开标、评标活动，"
      "评标委员会负责对投标文件进行评审并推荐中标候选人，采购人依据评标报告确定中标人。",
      "供应商对采购文件、采购过程或中标结果有异议的，应当先向采购人或其委托的采购代理机构提出质疑；"
      "对质疑答复不满意的，可以在答复期满后15个工作日内向同级财政部门投诉。"],
     "采购人。",
     "评标委员会。",
     "评标委员会", "entity", False),
    ("p10-role-03", "role", "对法律援助机构不给援助的决定不服，可以向谁提异议？",
     ["申请法律援助，由申请人向办案机关所在地的法律援助机构提出；被羁押的犯罪嫌疑人、被告人申请的，"
      "可以通过办案机关或者监管场所转交申请。法律援助机构应当自收到申请之日起7日内进行审查，"
      "作出是否给予法律援助的决定。申请人对不予法律援助的决定有异议的，可以向设立该法律援助机构的司法行政部门提出。"],
     "根据资料，法律援助机构一般在收到申请后7天内作出决定。要是对不给援助的决定有意见，可以找设立这家法律援助机构的"
     "司法行政部门提。",
     "根据资料，法律援助机构应当自收到申请之日起7日内作出是否给予法律援助的决定。对不予法律援助的决定有异议的，"
     "可以向办案机关提出。",
     "办案机关", "entity", True),
    ("p10-role-04", "role", "建设工程规划许可证由哪个部门核发？",
     ["建设单位在开工前应当向项目所在地县级以上住房和城乡建设主管部门申请领取施工许可证；建设工程规划许可证由自然资"
      "源和规划主管部门核发；竣工验收由建设单位组织勘察、设计、施工、监理等单位进行，验收合格后报住房和城乡建设主管"
      "部门备案；特殊建设工程的消防验收由消防设计审查验收主管部门负责。"],
     "自然资源和规划主管部门。",
     "住房和城乡建设主管部门。",
     "住房和城乡建设主管部门", "entity", False),
    ("p10-role-05", "role", "在全国重点文物保护单位保护范围内钻探，要经谁批准？",
     ["在全国重点文物保护单位的保护范围内进行其他建设工程或者爆破、钻探、挖掘等作业的，须经省级人民政府批准，"
      "批准前应当征得国务院文物行政部门同意。在省级、设区的市级、县级文物保护单位的保护范围内进行上述作业的，"
      "须经核定公布该文物保护单位的人民政府批准，批准前应当征得上一级人民政府文物行政部门同意。"],
     "根据资料，这种情况要由省级人民政府批准。批准之前，还得先取得国务院文物行政部门的同意。",
     "根据资料，须经核定公布该文物保护单位的人民政府批准。批准前应当征得国务院文物行政部门同意。",
     "核定公布该文物保护单位的人民政府", "entity", True),
    ("p10-role-06", "role", "楼上装修噪音太大，归哪个部门管？",
     ["建筑施工噪声污染由住房和城乡建设主管部门负责监督管理；社会生活噪声中，文化娱乐场所、商业经营活动产生的噪声由"
      "生态环境主管部门查处，居民住宅区内家庭装修、饲养宠物、室内娱乐等产生的噪声由公安机关处理；机动车、"
      "铁路等交通运输噪声由交通运输、铁路监管等部门按职责监管。"],
     "根据资料，住宅小区里家庭装修产生的噪声由公安机关负责处理。商场、娱乐场所这类经营活动的噪声才归生态环境部门查"
     "处。",
     "根据资料，居民住宅区内家庭装修产生的噪声由生态环境主管部门处理。文化娱乐场所、商业经营活动产生的噪声也由该部"
     "门查处。",
     "生态环境主管部门", "entity", True),
    ("p10-role-07", "role", "这家公司的法定代表人是谁？",
     ["某科技有限公司于2024年3月设立，注册资本500万元。股东王建平认缴出资300万元，担任执行董事兼法定代表人；"
      "股东刘芳认缴出资200万元，担任监事；经理由外聘的李文涛担任，财务负责人为陈敏。公司登记机关为市市场监督管理局"
      "高新区分局。"],
     "王建平。",
     "李文涛。",
     "李文涛", "entity", False),
    ("p10-role-08", "role", "Who makes the final award decision on a tender?",
     ["Above the threshold, the contracting authority publishes the tender notice and sets the evaluation criteria."
      " Bids are opened by the procurement officer in the presence of two witnesses. An evaluation panel of at "
      "least three members scores the bids, and the final award decision is made by the Head of Finance. "
      "Unsuccessful bidders may appeal to the Procurement Review Board within 10 days."],
     "The Head of Finance.",
     "The evaluation panel.",
     "evaluation panel", "entity", False),
    ("p10-role-09", "role", "Who decides a defended small claim?",
     ["In the small claims track, the claimant files the claim form and pays the issue fee, and the defendant has "
      "14 days to respond. If the claim is defended, a district judge decides the case, usually at a hearing of "
      "under an hour. Free mediation is offered by the Small Claims Mediation Service before the hearing, and the "
      "court's bailiffs enforce any judgment that is not paid."],
     "According to the documents, a district judge decides it, normally at a short hearing of less than an hour. "
     "Before that you'll be offered free mediation.",
     "According to the documents, the Small Claims Mediation Service decides it, usually at a hearing of under an "
     "hour. Free mediation is offered before the hearing.",
     "the Small Claims Mediation Service", "entity", True),
    ("p10-role-10", "role", "Who issues the boat safety certificate?",
     ["On the canal network, boat licences are issued by the Waterways Trust. Safety certificates must be renewed "
      "every four years and are issued by an approved examiner. Moorings on private land are let by the landowner, "
      "while visitor moorings are managed by the local lock-keeper, who may move boats that overstay the 48-hour "
      "limit."],
     "An approved examiner, and it has to be renewed every four years.",
     "The Waterways Trust, and it has to be renewed every four years.",
     "The Waterways Trust", "entity", True),
    # --- the date or time limit of another step ---
    ("p10-event-date-01", "event-date", "企业年报最晚哪天要报？",
     ["企业应当于每年1月1日至6月30日，通过国家企业信用信息公示系统报送上一年度年度报告，并向社会公示。"
      "个体工商户年度报告的时间与企业相同。企业登记事项发生变更的，应当自作出变更决议、决定之日起30日内申请变更登记"
      "。企业未按规定期限公示年度报告的，列入经营异常名录。"],
     "6月30日。",
     "1月1日。",
     "1月1日", "date", False),
    ("p10-event-date-02", "event-date", "对公证书有异议，多长时间内可以申请复查？",
     ["公证机构受理公证申请后，应当自受理之日起15个工作日内向当事人出具公证书；因不可抗力、补充证明材料或者需要核实"
      "有关情况的，所需时间不计算在期限内。当事人认为公证书有错误的，可以自收到公证书之日起60日内向出具该公证书的公"
      "证机构提出复查申请，公证机构应当自收到复查申请之日起30日内作出复查决定。"],
     "根据资料，收到公证书后的六十天内，可以向出具公证书的那家公证机构申请复查。公证机构会在收到申请后30日内给出复"
     "查决定。",
     "根据资料，当事人可以自收到公证书之日起15个工作日内向出具该公证书的公证机构提出复查申请。"
     "公证机构应当在收到申请后30日内作出复查决定。",
     "15个工作日内", "number", True),
    ("p10-event-date-03", "event-date", "教资笔试成绩什么时候能查？",
     ["2026年上半年中小学教师资格考试安排：笔试网上报名时间为1月9日至12日，准考证打印时间为3月2日至7日，"
      "笔试时间为3月7日，笔试成绩查询时间为4月15日；面试网上报名时间为4月17日至20日，面试时间为5月16日至17日，"
      "面试成绩查询时间为6月12日。"],
     "4月15日。",
     "4月17日。",
     "4月17日", "date", False),
    ("p10-event-date-04", "event-date", "12月中旬买的拖拉机，农机补贴最晚什么时候申请？",
     ["2026年农机购置与应用补贴实行常态化受理：购机者应在购机后于当年11月30日前提出补贴申请；"
      "县级农业农村部门应在受理申请后15个工作日内完成核验，财政部门在收到资金申请后15个工作日内兑付。"
      "当年12月1日至12月31日购买的机具，可在次年3月31日前申请补贴。"],
     "根据资料，12月份买的机具可以放到第二年申请，最晚在次年3月底之前提交就行。提交以后，县级农业农村部门会在15个工"
     "作日内完成核验。",
     "根据资料，12月份买的机具可以放到第二年申请，最晚在次年11月30日之前提交就行。县级农业农村部门应在受理申请后15"
     "个工作日内完成核验。",
     "11月30日", "date", True),
    ("p10-event-date-05", "event-date", "暖气费最晚哪天交？",
     ["本市供暖期为每年11月15日至次年3月15日，遇气温异常可提前或延长供暖。供热单位应于每年10月31日前完成供热设施检"
      "修，11月1日起开始试供暖。居民供暖费缴费截止日期为11月10日，逾期未缴的，供热单位可按日加收欠费金额0."
      "1%的滞纳金。",
      "享受取暖补贴的低保、特困家庭，补贴资金于11月15日前发放到位，可先用于缴纳供暖费；缴费确有困难的，"
      "可向所在街道申请缓交，缓交期限最长不超过3个月，缓交期间不加收滞纳金。"],
     "根据资料，居民供暖费要在11月10日前交清。晚交的话，供热单位可以每天按欠费金额的0.1%加收滞纳金。",
     "根据资料，居民供暖费缴费截止日期为10月31日。逾期未缴的，供热单位可按日加收欠费金额0.1%的滞纳金。",
     "10月31日", "date", False),
    ("p10-event-date-06", "event-date", "体育中心游泳馆夏季开放到哪天？",
     ["公共体育场馆免费或低收费开放时段：室外场地全年免费开放；室内场馆每周免费开放时间不少于28小时。"
      "全民健身日（8月8日）当天所有场馆免费开放。游泳馆夏季开放期为6月1日至9月15日，冬季闭馆维护时间为1月10日至2月1"
      "0日，其余时间开放室内恒温池。"],
     "根据资料，游泳馆的夏季开放从6月1日开始，一直到9月15日结束。另外8月8日全民健身日那天所有场馆都免费。",
     "根据资料，游泳馆夏季开放期为6月1日至8月8日。全民健身日当天所有场馆免费开放。",
     "8月8日", "date", True),
    ("p10-event-date-07", "event-date", "冬春救助从几月开始？",
     ["自然灾害发生后，应急管理部门应在12小时内向受灾人员提供食品、饮用水、衣被、临时住所等基本生活救助；"
      "过渡期生活救助自灾后第4天起发放，期限一般为3个月；冬春救助于每年12月至次年5月实施，主要帮助受灾群众解决冬令"
      "春荒期间的口粮、衣被和取暖困难。"],
     "12月。",
     "5月。",
     "5月", "date", False),
    ("p10-event-date-08", "event-date", "How long after the notice period ends do we have to get married?",
     ["You must give notice of your intention to marry at your local register office at least 29 days before the "
      "ceremony. The notice is displayed publicly for 28 days. Once the notice period ends, the marriage must take "
      "place within 12 months. If either partner is subject to immigration control, the notice period may be "
      "extended to 70 days."],
     "Within 12 months.",
     "Within 28 days.",
     "28 days", "number", False),
    ("p10-event-date-09", "event-date", "After the first year, when are a private company's accounts due?",
     ["A private company must file its first accounts with Companies House within 21 months of the date it was "
      "incorporated. After that, accounts are due 9 months after the end of the company's financial year. A "
      "confirmation statement must be filed at least once every 12 months, within 14 days of the end of the review "
      "period. Late filing penalties start at £150."],
     "According to the documents, only the very first accounts get the longer deadline of 21 months from "
     "incorporation. After that they're due nine months after the end of each financial year.",
     "According to the documents, a private company's first accounts are due within 21 months of incorporation. "
     "After that, accounts are due 14 days after the end of the company's financial year.",
     "14 days", "number", True),
    ("p10-event-date-10", "event-date", "How long after the rabies vaccination must I wait before travelling with "
                                        "my dog?",
     ["Dogs, cats and ferrets entering the country must be microchipped before they are vaccinated against rabies. "
      "You must wait 21 days after the primary vaccination before travelling. Dogs must also be treated for "
      "tapeworm between 24 hours and 5 days (120 hours) before arrival. The animal health certificate is valid for "
      "entry for 10 days after it is issued."],
     "According to the documents, you have to wait three weeks after the first rabies jab before you travel. Your "
     "dog will also need a tapeworm treatment one to five days before you arrive.",
     "According to the documents, you must wait 10 days after the primary vaccination before travelling. Your dog "
     "will also need a tapeworm treatment one to five days before you arrive.",
     "10 days", "number", True),
    # --- negation (the wrong answer takes the polarity the contexts give another group) ---
    ("p10-negation-01", "negation", "我们俩都是外省户口，能在本省办结婚登记吗？",
     ["在婚姻登记“跨省通办”试点地区，一方或者双方为本省户籍的，可凭身份证在本省任一婚姻登记机关办理结婚登记，"
      "无需出具户口簿；双方均为外省户籍的，不适用跨省通办，仍须到一方常住户口所在地办理。申请补领结婚证的，"
      "须出具身份证和户口簿。"],
     "不能，双方都是外省户籍的要回一方户口所在地办。",
     "能，可以凭身份证在本省任一婚姻登记机关办理。",
     "能", "negation", True),
    ("p10-negation-02", "negation", "公司交不起诉讼费，能申请免交吗？",
     ["当事人交纳诉讼费用确有困难的，可以依照规定向人民法院申请缓交、减交或者免交。诉讼费用的免交只适用于自然人；"
      "法人或者其他组织确有困难的，可以申请缓交或者减交，但不得申请免交。追索劳动报酬的案件，"
      "人民法院应当准许当事人缓交诉讼费用。"],
     "根据资料，不能。免交只适用于自然人，公司这样的法人确实有困难的，只能申请缓交或者减交。",
     "根据资料，公司确有困难的，可以向人民法院申请免交诉讼费用。",
     "可以", "negation", True),
    ("p10-negation-03", "negation", "我直接把钱捐给了一户困难家庭，能在个税前扣除吗？",
     ["企业发生的公益性捐赠支出，在年度利润总额12%以内的部分，准予在计算应纳税所得额时扣除；"
      "超过部分准予结转以后三年内扣除。个人通过境内公益性社会组织、县级以上人民政府及其部门进行的公益捐赠，"
      "捐赠额未超过应纳税所得额30%的部分可以扣除。个人直接向受赠人的捐赠，不得在税前扣除。"],
     "根据资料，不能。个人直接把钱给受赠人的捐赠不能在税前扣除；只有通过境内公益性社会组织或县级以上政府及其部门捐"
     "的，才能在应纳税所得额30%以内扣除。",
     "根据资料，能。个人捐赠额未超过应纳税所得额30%的部分可以扣除。",
     "能", "negation", True),
    ("p10-negation-04", "negation", "电动自行车后座能带成年人吗？",
     ["电动自行车应当在非机动车道内行驶，没有非机动车道的，靠车行道右侧行驶，最高时速不得超过15公里。"
      "驾驶电动自行车应当年满16周岁，驾驶人和乘坐人员应当佩戴安全头盔。电动自行车可以在后座搭载一名12周岁以下的未成"
      "年人，不得搭载成年人。"],
     "不能，后座只能带一个12岁以下的孩子。",
     "能，后座可以搭载一名成年人。",
     "能", "negation", True),
    ("p10-negation-05", "negation", "我们自然村只有15户，在这次4G覆盖范围内吗？",
     ["电信普遍服务试点项目支持行政村通光纤和4G网络建设。已通光纤的行政村，运营商应提供不低于100Mbps的宽带接入能力"
      "；20户以上的自然村纳入4G网络覆盖范围，20户以下的自然村暂不纳入本期支持范围。项目建成后，"
      "运营商须保证网络持续运营不少于5年。"],
     "根据资料，不在。这一期只支持20户以上的自然村覆盖4G，不到20户的自然村暂时没有纳入。",
     "根据资料，20户以下的自然村也纳入本期4G网络覆盖范围。项目建成后，运营商须保证网络持续运营不少于5年。",
     "也纳入", "negation", True),
    ("p10-negation-06", "negation", "草畜平衡区7月份能放牧吗？",
     ["禁牧区内全年禁止放牧。草畜平衡区实行季节性休牧，每年4月1日至5月31日为休牧期，休牧期内禁止放牧，"
      "其余时间可以在核定载畜量以内放牧。打草场每年8月10日以后方可打草，每年留茬高度不低于5厘米。"],
     "可以，但不能超过核定的载畜量。",
     "不可以，草畜平衡区禁止放牧。",
     "不可以", "negation", True),
    ("p10-negation-07", "negation", "三级伤残的退役军人申请公租房，需要排队轮候吗？",
     ["符合条件的退役军人家庭申请公共租赁住房的，在同等条件下优先配租；其中，伤残等级为一至四级的退役军人家庭，"
      "不受轮候限制，直接配租。已享受过军队住房补贴并购买经济适用住房的退役军人，不再纳入公共租赁住房保障范围。"
      "退役军人家庭配租后，租金按市场租金的50%收取。"],
     "根据资料，退役军人家庭申请公租房在同等条件下可以优先配租。三级伤残在一至四级的范围内，不用排队轮候，"
     "可以直接配租。",
     "根据资料，退役军人家庭申请公共租赁住房的，在同等条件下优先配租。三级伤残的退役军人家庭也要排队轮候。",
     "要排队轮候", "negation", True),
    ("p10-negation-08", "negation", "Do I need insurance for a 250-watt e-bike that stops assisting at 15.5 mph?",
     ["Electrically assisted pedal cycles (EAPCs) can be ridden on roads and cycle paths without a licence, "
      "registration or insurance, provided the motor is no more than 250 watts and stops assisting at 15.5 mph. "
      "Riders must be at least 14. E-bikes that exceed these limits, or that can be propelled without pedalling, "
      "are classed as mopeds and need registration, a licence and insurance."],
     "No, a bike within those limits needs no insurance, licence or registration.",
     "Yes, a bike within those limits needs insurance, a licence and registration.",
     "Yes", "negation", True),
    ("p10-negation-09", "negation", "I'm 82 and on Pension Credit but live in a care home. Can I get the Winter "
                                    "Fuel Payment?",
     ["The Winter Fuel Payment is £200 for households where the oldest person is under 80 and £300 where someone "
      "is 80 or over. From winter 2024 it is paid only to people who receive Pension Credit or certain other "
      "means-tested benefits. People who live in a care home for the whole qualifying week and receive Pension "
      "Credit are not eligible."],
     "According to the documents, no. Anyone who lives in a care home for the whole qualifying week and gets "
     "Pension Credit can't receive it.",
     "According to the documents, yes. As you are over 80 and receive Pension Credit, you would get £300.",
     "yes", "negation", True),
    ("p10-negation-10", "negation", "Can the council deal with noise from traffic on the main road?",
     ["Councils can investigate complaints about noise from homes, businesses, vehicles left in the street and "
      "construction sites. They cannot deal with noise from traffic on public roads, aircraft in flight or "
      "military activity. Construction work that can be heard at the site boundary is normally allowed from 8am to "
      "6pm on weekdays and 8am to 1pm on Saturdays."],
     "No, councils can't act on noise from traffic on public roads.",
     "Yes, councils can investigate noise from traffic on public roads.",
     "Yes", "negation", False),
    # --- modality (可以/须/不得/无需; may/must/need not) ---
    ("p10-modality-01", "modality", "办遗嘱公证可以找人代办吗？",
     ["申办委托、声明、赠与、遗嘱公证的，应当由本人亲自到公证机构办理；确有困难的，公证员可以到当事人所在地办理。"
      "申办其他公证事项，可以委托他人代理，但身份关系、收养关系公证除外。公证机构收费按照省级价格主管部门核定的标准"
      "执行，经济困难的当事人可以申请减免公证费。"],
     "不可以，遗嘱公证得本人亲自办；实在去不了，可以请公证员上门。",
     "可以，遗嘱公证可委托他人代理。",
     "可以", "negation", True),
    ("p10-modality-02", "modality", "开网店只卖预包装食品，要办食品经营许可证吗？",
     ["个体工商户可以不设立字号，经营者可以是一人或者家庭。从事网络经营的个体工商户，可以将网络经营场所作为经营场所"
      "登记。从事食品销售的，还须取得食品经营许可证；仅销售预包装食品的，无需取得许可，但应当向所在地县级市场监督管"
      "理部门备案。"],
     "根据资料，不需要。只卖预包装食品的话不用办许可证，但要向所在地县级市场监管部门备案。",
     "根据资料，需要。从事食品销售的个体工商户，须取得食品经营许可证。",
     "需要", "negation", True),
    ("p10-modality-03", "modality", "只有两家公司投标，招标人能直接定中标人吗？",
     ["依法必须进行招标的项目，自招标文件开始发出之日起至投标人提交投标文件截止之日止，最短不得少于20日。"
      "招标人对已发出的招标文件进行必要的澄清或者修改的，应当在投标截止时间至少15日前以书面形式通知所有获取招标文件"
      "的潜在投标人。投标人少于3个的，招标人应当依法重新招标，不得直接确定中标人。"],
     "根据资料，不能。投标的不到3家，招标人得依法重新招标，不能直接确定中标人。",
     "根据资料，投标人少于3个的，招标人可以直接确定中标人。",
     "可以", "negation", True),
    ("p10-modality-04", "modality", "破格申报高级职称需要专家推荐吗？",
     ["申报高级职称，一般应具备博士学位并取得中级职称后从事专业技术工作满2年，或具备硕士学位、"
      "大学本科学历并取得中级职称后满5年。在艰苦边远地区基层一线工作满10年的专业技术人员，可不受学历限制；"
      "业绩特别突出的，可破格申报，破格申报须经2名以上同行正高级专家推荐。"],
     "需要，得有2名以上同行正高级专家推荐。",
     "不用，业绩特别突出的可以直接破格申报。",
     "不用", "negation", True),
    ("p10-modality-05", "modality", "游客在文物保护单位开放区域拍照要审批吗？",
     ["在文物保护单位内拍摄电影、电视剧、广告或者举办大型活动的，应当事先报文物行政部门审批；"
      "游客在开放区域进行非商业性拍照、摄像的，无需审批，但不得使用闪光灯、三脚架和无人机。禁止在文物建筑内吸烟和使"
      "用明火。"],
     "根据资料，游客在开放区域拍照、摄像只要不是商业用途，就不用审批。不过要注意，闪光灯、三脚架和无人机都不能用。",
     "根据资料，游客在开放区域进行非商业性拍照、摄像的，应当事先报文物行政部门审批。不过要注意，闪光灯、"
     "三脚架和无人机都不能用。",
     "应当事先报文物行政部门审批", "negation", True),
    ("p10-modality-06", "modality", "在自家宅基地上盖两层楼，要办乡村建设规划许可吗？",
     ["工程投资额在30万元以下或者建筑面积在300平方米以下的建筑工程，可以不申请办理施工许可证。"
      "农民在自有宅基地上自建低层住房的，无需办理施工许可证，但应当向乡镇人民政府申请乡村建设规划许可。"
      "抢险救灾工程、临时性房屋建筑也无需办理施工许可证。"],
     "需要，得向乡镇政府申请。",
     "不需要，农民自建低层住房无需办理。",
     "不需要", "negation", True),
    ("p10-modality-07", "modality", "开一家攀岩馆需要申请体育部门的许可吗？",
     ["经营游泳、攀岩、潜水、滑雪等高危险性体育项目的，应当向县级以上地方人民政府体育主管部门申请行政许可；"
      "社会体育指导人员须持证上岗，游泳场所每250平方米水面至少配备1名救生员。经营一般健身项目的，无需许可，"
      "依法办理营业执照即可。"],
     "根据资料，需要。攀岩属于高危险性体育项目，要向县级以上体育主管部门申请行政许可。",
     "根据资料，攀岩馆无需许可，依法办理营业执照即可。",
     "无需许可", "negation", True),
    ("p10-modality-08", "modality", "Does my pet rabbit coming from France need a rabies vaccination?",
     ["Pet rabbits and rodents from EU countries do not need a pet passport or rabies vaccination, but they must "
      "be declared at the border. Dogs, cats and ferrets must have a microchip, a valid rabies vaccination and an "
      "animal health certificate or pet passport. Pet birds must be accompanied by a health certificate and may "
      "have to be quarantined for 30 days."],
     "No, but it must be declared at the border.",
     "Yes, and it must be declared at the border.",
     "Yes", "negation", False),
    ("p10-modality-09", "modality", "Do adults have to wear a lifejacket while the boat is moving?",
     ["All vessels must carry one approved lifejacket for each person on board. Children under 12 must wear a "
      "lifejacket at all times while the boat is under way; adults are not required to wear one unless the skipper "
      "tells them to. Boats over 7 metres must also carry a VHF radio and distress flares."],
     "According to the documents, the boat has to carry a lifejacket for everyone on board. But adults don't have "
     "to wear one while it's moving unless the skipper tells them to; only children under 12 must.",
     "According to the documents, every vessel must carry one approved lifejacket for each person on board. Adults "
     "must wear a lifejacket at all times while the boat is under way.",
     "Adults must wear", "negation", True),
    ("p10-modality-10", "modality", "Do I need planning permission for a 3-metre single-storey rear extension on "
                                    "my semi-detached house?",
     ["You do not need planning permission for a single-storey rear extension that extends no more than 3 metres "
      "beyond the rear wall of a semi-detached house, or 4 metres for a detached house, and is no higher than 4 "
      "metres. Extensions to listed buildings always need consent, and any extension facing a highway requires "
      "planning permission."],
     "No, as long as it's no higher than 4 metres.",
     "Yes, you need planning permission for it.",
     "Yes", "negation", True),
    # --- quantifiers (全部/部分/均/仅/都; all/some/only) ---
    ("p10-quantifier-01", "quantifier", "把地流转出去的农户也能领种粮补贴吗？",
     ["实际种粮农民一次性补贴的发放对象为实际承担种粮成本的农民，包括利用自有承包地种粮的农民，"
      "以及流转土地种粮的大户、家庭农场、农民合作社等新型农业经营主体。土地流转后的原承包户如未实际种粮，"
      "不纳入补贴范围。补贴标准为每亩10元，由县级财政部门通过“一卡通”发放。"],
     "不能，地流转出去、自己没种粮的原承包户不在补贴范围内。",
     "能，原承包户和种粮大户都可以领。",
     "都", "negation", True),
    ("p10-quantifier-02", "quantifier", "所有申请法律援助的人都要核查经济困难情况吗？",
     ["有下列情形之一的，当事人申请法律援助不受经济困难条件的限制：英雄烈士近亲属为维护英雄烈士的人格权益；"
      "因见义勇为行为主张相关民事权益；再审改判无罪请求国家赔偿；遭受虐待、遗弃或者家庭暴力的受害人主张相关权益。"
      "其他情形申请法律援助的，法律援助机构均须核查申请人的经济困难状况。"],
     "根据资料，不是每个人都要查。像见义勇为主张权益、家暴受害人主张权益等几种情形，不受经济困难条件限制；"
     "除此以外的申请才要核查。",
     "根据资料，是的，所有申请法律援助的人均须由法律援助机构核查经济困难状况。",
     "所有", "negation", True),
    ("p10-quantifier-03", "quantifier", "倒塌房屋的326户都已经重建完了吗？",
     ["今年7月的洪涝灾害共造成全县12个乡镇、87个行政村受灾，倒塌房屋326户，严重损坏房屋512户。截至10月底，"
      "已有280户完成重建并入住，其余46户预计于春节前完成重建。",
      "所有倒塌房屋户均已纳入冬春救助范围，每户发放棉被2床、取暖补助500元；严重损坏房屋户的维修补助资金已于9月底前"
      "拨付到户，一般损坏房屋户由乡镇统一组织维修并给予适当补助。"],
     "没有，完成了280户，还剩46户预计春节前完工。",
     "是的，326户已全部完成重建并入住。",
     "全部", "negation", True),
    ("p10-quantifier-04", "quantifier", "幼儿园、小学、中学教师资格笔试都要考《学科知识与教学能力》吗？",
     ["教师资格考试笔试科目中，幼儿园类别考《综合素质》《保教知识与能力》两科，小学类别考《综合素质》《教育教学知识"
      "与能力》两科，中学类别考《综合素质》《教育知识与能力》《学科知识与教学能力》三科。各科笔试成绩均合格后，"
      "方可报名参加面试。"],
     "不是，只有中学类别考这一科。",
     "是的，三个类别都要考这一科。",
     "都", "negation", True),
    ("p10-quantifier-05", "quantifier", "外商投资企业设立登记能全程网上办吗？",
     ["本市企业开办实现“一网通办”：有限责任公司、个人独资企业、合伙企业设立登记均可全程网上办理，1个工作日内办结；"
      "外商投资企业设立登记的部分事项仍需到登记窗口现场核验身份。营业执照、公章、发票和社保登记可一次领取，"
      "新办企业免费刻制首套印章。"],
     "根据资料，还不能完全在网上办完。外商投资企业设立登记时，有部分事项仍然要到窗口现场核验身份；"
     "能全程网办的是有限责任公司、个人独资企业和合伙企业。",
     "根据资料，可以。各类企业设立登记均可全程网上办理，1个工作日内办结。",
     "各类企业", "negation", True),
    ("p10-quantifier-06", "quantifier", "城郊的老旧小区都通上集中供暖了吗？",
     ["今年全市新增集中供暖面积260万平方米，其中城区新建小区已全部接入集中供热管网；城郊结合部的老旧小区中，"
      "仅有部分完成了管网改造，未完成改造的小区继续实行“煤改气”分户采暖，由燃气公司负责入户安全检查。"],
     "根据资料，还没有全部通上。城郊结合部的老旧小区只有一部分完成了管网改造，没改造的继续用“煤改气”分户采暖。",
     "根据资料，城郊结合部的老旧小区已全部完成管网改造，接入了集中供热管网。今年全市新增集中供暖面积260万平方米。",
     "全部", "negation", True),
    ("p10-quantifier-07", "quantifier", "300万元的服务类采购项目必须全部面向中小企业吗？",
     ["采购限额标准以上、200万元以下的货物和服务采购项目，以及400万元以下的工程采购项目，适宜由中小企业提供的，"
      "采购人应当专门面向中小企业采购。超过上述金额的项目，应当预留该部分采购项目预算总额的30%以上专门面向中小企业"
      "采购，其中预留给小微企业的比例不低于60%。"],
     "根据资料，不用全部。300万元已经超过服务类200万元的标准，只要预留预算总额的30%以上专门给中小企业就行，"
     "其中给小微企业的不低于60%。",
     "根据资料，是的。300万元的服务采购项目应当全部专门面向中小企业采购，其中预留给小微企业的比例不低于60%。",
     "全部", "negation", True),
    ("p10-quantifier-08", "quantifier", "农村居民砍自家的树都不用办采伐许可证吗？",
     ["采伐林木必须申请采伐许可证，按照许可证的规定进行采伐。农村居民采伐自留地和房前屋后个人所有的零星林木，"
      "不需要申请采伐许可证；采伐自留山和个人承包集体林地上的林木，仍须申请采伐许可证。采伐后应当在当年或者次年内完"
      "成更新造林。"],
     "不是，只有自留地和房前屋后的零星林木不用办，自留山上的林木仍然要办证。",
     "是的，农村居民采伐个人所有的林木一律不需要采伐许可证。",
     "一律", "negation", True),
    ("p10-quantifier-09", "quantifier", "Were all the surveyed listed buildings in good condition?",
     ["Of the 48 listed buildings surveyed in the district this year, 39 were in good condition, 6 needed minor "
      "repairs and 3 were placed on the Heritage at Risk register. The owners of all 3 at-risk buildings have been "
      "offered repair grants of up to £20,000, and the next survey is due in 2028."],
     "According to the documents, no. 39 of the 48 were in good condition, while 6 needed minor repairs and 3 were "
     "put on the Heritage at Risk register.",
     "According to the documents, yes, all 48 surveyed listed buildings were in good condition. The next survey is "
     "due in 2028.",
     "all 48", "negation", True),
    ("p10-quantifier-10", "quantifier", "Our club has 80 members and needs 4,000 pounds of new equipment. How much "
                                        "would the grant cover?",
     ["Grants from the Community Sports Fund cover up to 50% of the cost of new equipment. For clubs with fewer "
      "than 100 members, the grant covers all of the cost up to £5,000. Only clubs affiliated to a national "
      "governing body may apply; school teams and private gyms are not eligible."],
     "According to the documents, the grant would pay for the whole £4,000, since clubs under 100 members get the "
     "full cost covered up to £5,000. Your club does need to be affiliated to a national governing body.",
     "According to the documents, the grant would pay for half of the £4,000. Your club does need to be affiliated "
     "to a national governing body.",
     "half", "negation", True),
    # --- antonym predicates (提高/降低, 支持/驳回, 取消/保留; rise/fall, approve/reject) ---
    ("p10-antonym-01", "antonym", "今年早籼稻最低收购价比去年是涨了还是降了？",
     ["2026年生产的小麦（三等）最低收购价为每50公斤119元，比上年提高1元；早籼稻（三等）最低收购价为每50公斤127元，"
      "比上年降低2元；中晚籼稻和粳稻最低收购价分别为每50公斤129元和131元，保持上年水平不变。"],
     "根据资料，比去年降了，每50公斤少了2元，现在是127元。",
     "根据资料，早籼稻最低收购价为每50公斤127元，比上年提高2元。",
     "提高", "direction", True),
    ("p10-antonym-02", "antonym", "发包方提出的反诉，一审结果怎样？",
     ["在该起建设工程施工合同纠纷中，一审法院支持了施工方要求发包方支付工程款380万元的诉讼请求，"
      "驳回了其要求支付逾期付款利息的请求；对发包方以工程质量不合格为由提出的反诉请求，一审法院全部予以驳回。"
      "双方均在法定期限内提起上诉。"],
     "根据资料，发包方就工程质量提出的反诉被一审法院全部驳回了。之后双方都在法定期限内提起了上诉。",
     "根据资料，对发包方以工程质量不合格为由提出的反诉请求，一审法院全部予以支持。双方均在法定期限内提起上诉。",
     "支持", "direction", True),
    ("p10-antonym-03", "antonym", "审批改革后，施工合同备案这个环节还有吗？",
     ["工程建设项目审批制度改革后，一般社会投资项目从立项到竣工验收的审批时间由原来的120个工作日压缩至60个工作日以"
      "内；政府投资项目审批时间控制在90个工作日以内；施工许可的申请材料由18项减少到9项，同时取消了施工合同备案环节"
      "，保留了质量安全监督登记环节并与施工许可合并办理。"],
     "根据资料，没有了。改革后施工合同备案环节已经取消，施工许可的申请材料也从18项减到了9项。",
     "根据资料，改革后施工合同备案环节予以保留。施工许可的申请材料由18项减少到9项。",
     "保留", "direction", True),
    ("p10-antonym-04", "antonym", "去年离婚登记数量是增加了还是减少了？",
     ["2025年全市办理结婚登记4.2万对，比上年下降6.3%；办理离婚登记1.1万对，比上年上升2.8%，其中通过婚姻登记机关协议"
      "离婚的占68%。初婚平均年龄为29.6岁，比上年推迟0.4岁。"],
     "根据资料，去年全市办了1.1万对离婚登记，其中68%是在婚姻登记机关协议离婚的。和前一年比，离婚登记多了2.8%。",
     "根据资料，2025年全市办理离婚登记1.1万对，其中通过婚姻登记机关协议离婚的占68%。离婚登记数量比上年减少2.8%。",
     "减少", "direction", True),
    ("p10-antonym-05", "antonym", "恒远信息技术公司的投标结果如何？",
     ["本项目共有5家供应商投标。经评审，华信科技有限公司综合得分最高，被推荐为第一中标候选人；"
      "恒远信息技术有限公司因投标报价超过最高限价，其投标被否决；其余3家供应商均通过符合性审查，按得分排序。"
      "中标结果公示期为1个工作日。"],
     "被否决了，因为报价超过了最高限价。",
     "根据资料，恒远信息技术有限公司的投标通过了符合性审查。",
     "通过", "direction", True),
    ("p10-antonym-06", "antonym", "去年鲜草产量比上一年怎么样？",
     ["草原监测结果显示，2025年全区草原综合植被盖度达到46.8%，较上年提高0.9个百分点；天然草原鲜草产量每亩287公斤，"
      "较上年减少12公斤；退化草原面积比例较上年下降1.5个百分点；草原鼠害发生面积较上年增加8%。"],
     "根据资料，比前一年少了，每亩减少12公斤，现在是287公斤。不过草原综合植被盖度比上年提高了0.9个百分点。",
     "根据资料，天然草原鲜草产量每亩287公斤，较上年增加12公斤。草原综合植被盖度达到46.8%，较上年提高0.9个百分点。",
     "增加", "direction", True),
    ("p10-antonym-07", "antonym", "在古城墙边建观景平台的申请批了吗？",
     ["市文物局近日审查了三项申请：同意对城隍庙大殿进行屋面修缮，要求使用传统材料和工艺；不同意在古城墙保护范围内新"
      "建观景平台；对老街民居外立面改造方案，要求补充材料后再审。"],
     "根据资料，没有批。市文物局不同意在古城墙保护范围内新建观景平台。老街民居的外立面改造方案还需要补材料。",
     "根据资料，市文物局同意在古城墙保护范围内新建观景平台。老街民居外立面改造方案则要求补充材料后再审。",
     "同意", "direction", True),
    ("p10-antonym-08", "antonym", "农村宽带资费优惠2025年底到期后还继续吗？",
     ["自2026年1月起，农村地区100M宽带月资费由50元下调至40元，1000M宽带月资费保持99元不变。原定于2025年底到期的农村"
      "宽带资费优惠政策延长至2027年底；城市地区新装宽带首月免费的优惠于2025年底终止。"],
     "根据资料，会继续。原定2025年底到期的农村宽带资费优惠已经延长到2027年底，而且从2026年1月起100M宽带月费降到了40"
     "元。",
     "根据资料，原定于2025年底到期的农村宽带资费优惠政策到期终止。自2026年1月起，农村地区100M宽带月资费由50元下调至"
     "40元。",
     "终止", "direction", True),
    ("p10-antonym-09", "antonym", "What's happening to the small claims hearing fee?",
     ["From 1 April, the fee to issue a money claim of up to £300 rises from £35 to £40, while the hearing fee for "
      "small claims falls from £27 to £25. The fee for applying to set aside a judgment is unchanged at £303, and "
      "fee remissions remain available for people on low incomes."],
     "According to the documents, it's going down by £2, from £27 to £25. The fee to issue a claim of up to £300 "
     "goes up to £40, though.",
     "According to the documents, the hearing fee for small claims rises to £25 from 1 April. The issue fee for "
     "claims up to £300 goes up from £35 to £40.",
     "rises", "direction", True),
    ("p10-antonym-10", "antonym", "What happened to Eastgate Sports Association's request?",
     ["The Relief Fund panel met on 3 March. It approved the application from Riverside Food Bank for £12,000, "
      "deferred the Hillcrest Youth Club application pending audited accounts, and rejected the request from "
      "Eastgate Sports Association because it fell outside the fund's flood-recovery criteria."],
     "According to the documents, the panel turned it down because it didn't meet the fund's flood-recovery "
     "criteria. Riverside Food Bank's application, by contrast, got £12,000.",
     "According to the documents, the panel approved the request from Eastgate Sports Association. The Hillcrest "
     "Youth Club application was deferred pending audited accounts.",
     "approved", "direction", True),
    # --- short answers, Chinese (bare values, names, one clause) ---
    ("p10-short-zh-01", "short-zh", "适用简易程序的案件，受理费怎么收？",
     ["财产案件根据诉讼请求的金额或者价额，按照下列比例分段累计交纳受理费：不超过1万元的，每件交纳50元；"
      "超过1万元至10万元的部分，按照2.5%交纳；超过10万元至20万元的部分，按照2%交纳；超过20万元至50万元的部分，"
      "按照1.5%交纳。以调解方式结案或者当事人申请撤诉的，减半交纳案件受理费；适用简易程序审理的案件减半交纳案件受理"
      "费。"],
     "根据资料，减半交纳。",
     "根据资料，按照2%交纳。",
     "2%", "number", False),
    ("p10-short-zh-02", "short-zh", "结婚登记要带几张合影照片？",
     ["结婚年龄，男不得早于22周岁，女不得早于20周岁。办理结婚登记的当事人须携带本人户口簿、身份证和近期半身免冠合影"
      "照片3张；补领结婚证的，还须提交近期2寸单人照片1张。婚姻登记机关办理结婚登记不收取费用，"
      "颁发结婚证的工本费为每对9元。"],
     "3张。",
     "1张。",
     "1张", "number", False),
    ("p10-short-zh-03", "short-zh", "幼儿园的室内温度最低要达到多少度？",
     ["供暖期内，供热单位应当保证居民卧室、起居室室内温度不低于18℃，厨房、卫生间不低于16℃；老年人集中居住场所、"
      "幼儿园、医院病房等室内温度不低于20℃。室内温度检测应在门窗关闭4小时后进行，测点设在距地面1.4米处。"],
     "20℃。",
     "18℃。",
     "18℃", "number", False),
    ("p10-short-zh-04", "short-zh", "体育中心的游泳馆是谁在经营？",
     ["市体育中心体育场由市体育局直属的体育中心管理处负责运营，游泳馆委托华体运营管理有限公司经营，"
      "综合训练馆由市体育运动学校使用，全民健身广场由所在区文化和旅游体育局负责日常管理。"],
     "华体运营管理有限公司。",
     "体育中心管理处。",
     "体育中心管理处", "entity", False),
    ("p10-short-zh-05", "short-zh", "因灾死亡多少人以上启动省级Ⅳ级救助响应？",
     ["达到下列条件之一的，启动省级自然灾害救助Ⅳ级响应：一次灾害过程造成因灾死亡5人以上；紧急转移安置或需紧急生活救"
      "助1万人以上；倒塌和严重损坏房屋1000间或300户以上。因灾死亡10人以上的，启动Ⅲ级响应；因灾死亡20人以上的，"
      "启动Ⅱ级响应。"],
     "5人以上。",
     "10人以上。",
     "10人", "number", False),
    ("p10-short-zh-06", "short-zh", "决定给予法律援助以后，几天内指派律师？",
     ["法律援助机构收到申请后，对申请材料齐全的，应当在7日内作出是否给予法律援助的决定；决定给予法律援助的，"
      "应当自作出决定之日起3日内指派律师、基层法律服务工作者或者法律援助志愿者；申请材料不齐全的，"
      "应当一次性告知申请人在5日内补充。"],
     "根据资料，3日内。",
     "根据资料，7日内。",
     "7日内", "number", False),
    ("p10-short-zh-07", "short-zh", "农村居民采伐自留山上的林木，谁核发采伐许可证？",
     ["国有林业企业事业单位、机关、团体、部队、学校和其他国有企业事业单位采伐林木，由所在地县级以上林业主管部门核发"
      "采伐许可证；农村集体经济组织采伐林木，由县级林业主管部门核发；农村居民采伐自留山和个人承包集体的林木，"
      "由县级林业主管部门或者其委托的乡镇人民政府核发。"],
     "县级林业主管部门或者它委托的乡镇政府。",
     "所在地县级以上林业主管部门。",
     "所在地县级以上林业主管部门", "entity", True),
    ("p10-short-zh-08", "short-zh", "从港澳回来的内地旅客，免税香烟能带多少支？",
     ["进境旅客可免税携带酒精饮料1500毫升（12度以上），香烟400支或雪茄100支或烟丝500克。港澳地区居民及因私往来港澳"
      "地区的内地旅客，免税香烟限量200支或雪茄50支或烟丝250克，酒精饮料限量1000毫升。超出限量的，由海关依法征税。"],
     "200支。",
     "400支。",
     "400支", "number", False),
    ("p10-short-zh-09", "short-zh", "2024年以前成立的公司，出资期限要在哪天前调整好？",
     ["有限责任公司全体股东认缴的出资额，由股东按照公司章程的规定自公司成立之日起5年内缴足。"
      "股份有限公司发起人应当在公司成立前按照其认购的股份全额缴纳股款。2024年6月30日前登记设立的公司，"
      "出资期限超过5年的，应当在2027年6月30日前将剩余出资期限调整至5年内。"],
     "2027年6月30日前。",
     "2024年6月30日前。",
     "2024年6月30日", "date", False),
    ("p10-short-zh-10", "short-zh", "景区的脚踏船一条能坐几个人？",
     ["景区游船实行定员管理：手划船每船限载4人，脚踏船每船限载2人，电瓶船每船限载8人，画舫每船限载20人。"
      "12周岁以下儿童须由成年人陪同乘船，所有乘客须全程穿着救生衣，遇5级以上大风停止售票。"],
     "根据资料，每条限坐2个人。",
     "根据资料，每条限坐4个人。",
     "4个人", "number", True),
    # --- short answers, English ---
    ("p10-short-en-01", "short-en", "What's the online court fee for a claim of 1,200 pounds?",
     ["Court fees for money claims issued online: £35 for claims up to £300; £50 for £300.01 to £500; £70 for £500."
      "01 to £1,000; £80 for £1,000.01 to £1,500; £115 for £1,500.01 to £3,000. Claims issued on paper cost £35 to "
      "£205 depending on the amount."],
     "£80.",
     "£70.",
     "£70", "number", False),
    ("p10-short-en-02", "short-en", "How much does a marriage certificate cost on the day?",
     ["Giving notice of marriage costs £42 per person, or £47 if either partner is subject to immigration control. "
      "A ceremony at the register office costs £56; ceremonies at approved venues are charged by the local council,"
      " typically between £400 and £600. A marriage certificate on the day costs £12.50."],
     "£12.50.",
     "£42.",
     "£42", "number", False),
    ("p10-short-en-03", "short-en", "What does the premium apostille service cost per document?",
     ["The standard apostille service costs £45 per document and takes up to 5 working days, not counting postage. "
      "The premium same-day service costs £75 per document and is available by appointment only. Documents must be "
      "signed by a solicitor or notary public before they are submitted."],
     "According to the documents, it's £75 per document.",
     "According to the documents, it's £45 per document.",
     "£45", "number", False),
    ("p10-short-en-04", "short-en", "How much is an annual river licence for an 8-metre motor cruiser?",
     ["Annual licence fees for powered boats on the river: under 6 metres £420; 6 to 10 metres £690; over 10 "
      "metres £950. Unpowered craft such as canoes and rowing boats pay £55 a year. A 7-day visitor licence costs "
      "£75 for any powered boat."],
     "£690 a year.",
     "£950 a year.",
     "£950", "number", False),
    ("p10-short-en-05", "short-en", "Who handles appeals against a refused householder planning application?",
     ["Householder planning applications are decided by the council's planning officers under delegated powers. "
      "Applications with more than five objections, or those submitted by councillors, are referred to the "
      "Planning Committee. Appeals against a refusal go to the Planning Inspectorate and must be lodged within 12 "
      "weeks."],
     "The Planning Inspectorate.",
     "The Planning Committee.",
     "Planning Committee", "entity", False),
    ("p10-short-en-06", "short-en", "From what age can you ride an e-bike?",
     ["E-scooter trial rentals are open to riders aged 18 or over who hold a provisional or full driving licence. "
      "Electrically assisted pedal cycles can be ridden from age 14 without a licence. Privately owned e-scooters "
      "remain illegal on public roads and pavements."],
     "14.",
     "18.",
     "18", "number", False),
    ("p10-short-en-07", "short-en", "What share of listed buildings are Grade II*?",
     ["Grade I listed buildings are of exceptional interest and make up about 2.5% of listed buildings; Grade II* "
      "buildings are particularly important buildings of more than special interest (5.8%); Grade II buildings are "
      "of special interest and make up 91.7% of listings."],
     "About 5.8%.",
     "About 2.5%.",
     "2.5%", "number", False),
    ("p10-short-en-08", "short-en", "How much is the flood resettlement grant?",
     ["Households affected by flooding can claim a £500 emergency payment from the council. Those whose homes are "
      "uninhabitable can also claim a £1,000 resettlement grant. Businesses can apply for up to £2,500 in recovery "
      "support, and property owners can receive up to £5,000 for flood resilience measures."],
     "According to the documents, it's £1,000.",
     "According to the documents, it's £500.",
     "£500", "number", False),
    ("p10-short-en-09", "short-en", "How much does it cost to retake one section of the teacher certification exam?",
     ["The teacher certification exam fee is $120 for the written test and $150 for the performance assessment. "
      "Candidates who need to retake a section pay $60 per section. Fee waivers are available for candidates "
      "receiving income-based benefits."],
     "$60.",
     "$120.",
     "$120", "number", False),
    ("p10-short-en-10", "short-en", "What minimum download speed does the broadband Universal Service Obligation "
                                    "guarantee?",
     ["Under the broadband Universal Service Obligation, eligible premises can request a connection with a "
      "download speed of at least 10 Mbps and an upload speed of at least 1 Mbps. The provider covers the first £3,"
      "400 of installation costs; premises with higher costs can pay the excess or share it with neighbours."],
     "At least 10 Mbps.",
     "At least 1 Mbps.",
     "1 Mbps", "number", False),
    # --- paraphrase (the faithful answer reworded: numbers in words, 半公里 for 500米, "half past seven" ...) ---
    ("p10-paraphrase-01", "paraphrase", "5月20日赶上周六，婚姻登记处几点下班？",
     ["婚姻登记机关周一至周五的工作时间为上午9:00至12:00、下午13:30至17:00。每年2月14日、5月20日、"
      "七夕节等特殊日期，如逢周末，婚姻登记机关照常办公，办公时间为上午9:00至下午15:00，当天可通过网上预约分时段办"
      "理。"],
     "根据资料，这种特殊日子就算碰上周末也照常开门，从早上九点一直办到下午三点。",
     "根据资料，特殊日期如逢周末，婚姻登记机关照常办公，办公时间为上午9:00至17:00。",
     "17:00", "date", True),
    ("p10-paraphrase-02", "paraphrase", "种大豆每亩有多少生产者补贴？",
     ["2026年玉米和大豆生产者补贴：玉米每亩补贴120元，大豆每亩补贴350元，补贴对象为在本省行政区域内实际种植玉米、"
      "大豆的合法耕地经营者。补贴面积以乡镇核实、县级公示的实际种植面积为准，补贴资金于当年10月底前一次性发放。"],
     "根据资料，大豆的生产者补贴是一亩三百五十块钱，当年十月底以前一次发完。补贴面积按乡镇核实、"
     "县里公示的实际种植面积来算。",
     "根据资料，大豆每亩补贴120元，补贴资金于当年10月底前一次性发放。补贴面积以乡镇核实、县级公示的实际种植面积为准"
     "。",
     "120元", "number", True),
    ("p10-paraphrase-03", "paraphrase", "教师资格考试合格证明的有效期是几年？",
     ["教师资格考试笔试单科成绩有效期为2年。笔试和面试均合格的，由教育部教育考试院颁发考试合格证明，有效期为3年。"
      "考生须在合格证明有效期内，向户籍或居住地的教育行政部门申请认定教师资格。"],
     "根据资料，笔试、面试都通过后拿到的合格证明可以用三年，得在这三年里去申请认定教师资格。",
     "根据资料，笔试和面试均合格的，由教育部教育考试院颁发考试合格证明，有效期为2年。考生须在有效期内申请认定教师资"
     "格。",
     "2年", "number", True),
    ("p10-paraphrase-04", "paraphrase", "家里不想供暖，最晚什么时候申请停暖？",
     ["因供热单位原因造成连续停止供热超过24小时的，供热单位应当按停热天数退还热费；一个供暖期内累计停热超过5天的，"
      "除退还热费外，还应按停热天数热费的2倍予以赔偿，由供热主管部门监督落实。",
      "用户申请停暖的，须于每年10月15日前向供热单位提出书面申请，停暖用户应按基本热价的30%交纳供热设施运行维护费；"
      "已办理停暖的，当年供暖期内不得擅自恢复用热，确需恢复的应提前3日申请。"],
     "根据资料，想停暖的话，要在每年十月中旬、也就是十月十五号以前跟供热单位提出来。停暖的用户还要按基本热价的百分"
     "之三十交运行维护费。",
     "根据资料，用户申请停暖的，须于每年11月15日前向供热单位提出。停暖用户应按基本热价的30%交纳供热设施运行维护费。",
     "11月15日", "date", True),
    ("p10-paraphrase-05", "paraphrase", "高考那几天，考点附近多大范围内不准施工？",
     ["在噪声敏感建筑物集中区域，禁止夜间（22时至次日6时）进行产生环境噪声污染的建筑施工作业，但抢修、"
      "抢险作业和因生产工艺要求必须连续施工的除外。中考、高考期间（每年6月7日至9日及中考日），考点周边500米范围内全"
      "天禁止产生噪声的施工作业，考点周边1000米范围内的娱乐场所不得使用室外音响。"],
     "根据资料，考点周围半公里以内，高考那几天整天都不能施工。考点一公里内的娱乐场所也不能用室外音响。",
     "根据资料，中、高考期间，考点周边1000米范围内全天禁止施工。考点周边的娱乐场所也不得使用室外音响。",
     "1000米", "number", True),
    ("p10-paraphrase-06", "paraphrase", "个人捐款后忘了要票据，多久内可以补开？",
     ["公益性社会组织接受捐赠后，应当按规定开具公益事业捐赠票据。个人捐赠人可以在捐赠之日起90日内向受赠单位补开票据"
      "；企业在税前扣除公益性捐赠支出须取得票据，超过年度利润总额12%的部分，可以结转以后3年内扣除。"],
     "根据资料，个人捐款以后九十天以内都能找接受捐赠的单位补开票据。",
     "根据资料，个人捐赠人可在捐赠之日起3年内向受赠单位补开票据。",
     "3年内", "number", True),
    ("p10-paraphrase-07", "paraphrase", "简易注销要公告多少天？",
     ["企业申请简易注销登记的，应当通过国家企业信用信息公示系统进行公告，公告期为20日。普通注销须成立清算组，"
      "清算组应当自成立之日起10日内通知债权人，并于60日内在报纸上或者国家企业信用信息公示系统上公告；"
      "债权人应当自接到通知之日起30日内申报债权。"],
     "根据资料，走简易注销的话，在国家企业信用信息公示系统上公示二十天就行。要是走普通注销，就得先成立清算组，"
     "再通知债权人并公告。",
     "根据资料，企业申请简易注销登记的，应当通过国家企业信用信息公示系统进行公告，公告期为60日。"
     "普通注销则须成立清算组，并在10日内通知债权人。",
     "60日", "number", True),
    ("p10-paraphrase-08", "paraphrase", "Coming from an unlisted country, how long must my cat wait after the "
                                        "blood test before travelling?",
     ["Cats and dogs from listed countries can enter without quarantine if they meet the pet travel rules. Animals "
      "from unlisted countries must have a rabies blood test at least 30 days after vaccination and then wait 3 "
      "calendar months from the date the blood sample was taken before travelling.",
      "Animals that do not meet the rules may be quarantined for up to 4 months at the owner's expense."],
     "According to the documents, the blood test can't be done until thirty days after the rabies jab. After that "
     "your cat has to wait three calendar months, counted from the day the sample was taken.",
     "According to the documents, the blood test must be at least 30 days after the rabies vaccination. Your cat "
     "must then wait 4 months from the date the blood sample was taken before travelling.",
     "4 months", "number", True),
    ("p10-paraphrase-09", "paraphrase", "What time does the pool close on a Saturday?",
     ["The Civic Sports Centre is open 6:30am to 10pm Monday to Friday and 8am to 8pm at weekends. The swimming "
      "pool closes 30 minutes before the centre. On bank holidays the centre opens from 9am to 5pm, and it is "
      "closed on 25 and 26 December."],
     "According to the documents, the pool shuts half an hour before the centre does, so at half past seven in the "
     "evening on Saturdays.",
     "According to the documents, the pool closes 30 minutes before the centre, so at 9:30pm on Saturdays.",
     "9:30pm", "date", True),
    ("p10-paraphrase-10", "paraphrase", "When is the deadline for submitting tenders?",
     ["Suppliers may submit clarification questions until 12 noon on 4 June. Answers will be published to all "
      "bidders by 11 June. The deadline for tenders is 2pm on 18 June, and tenders will be opened at 3pm the same "
      "day. The contract is expected to start on 1 September."],
     "According to the documents, bids have to be in by two in the afternoon on the eighteenth of June. They'll be "
     "opened an hour later.",
     "According to the documents, the deadline for tenders is 12 noon on 18 June. Tenders will be opened at 3pm "
     "the same day.",
     "12 noon", "date", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe10"), "probe10")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
