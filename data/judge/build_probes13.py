"""Build `data/judge/probes13.jsonl.gz`: the thirteenth probe set of issue 19 (pairs written by hand on 2026-11-27 by
the helper "probes13", blind: before the judge was run on them, without reading the judge's code). FAITHFUL ANSWERS
THAT PARAPHRASE, the way RAG systems answer ordinary people: the faithful answer rarely copies the contexts but restates
them in plain words (免收 → 不用交; 须…方可 → …才能; 不超过 → 最多; 不满 → 不到; 之日起30日内 → 30天内; 由…负责 →
…来管; 50% → 一半; 6个月 → 半年; "must" → "has to"; "not more than" → "at most"), reorders and merges clauses, drops
boilerplate and sometimes opens with 可以。/不用。/Yes./No.; the hallucinated answer is the same paraphrase with ONE
wrong piece (a value from another clause, another body, a flipped negation or modality, the old value, the exception
read as the rule, a bound turned round 最多/至少, or a paraphrase that changes the meaning: 一分不用交 for 减半). Contexts
are dense (one to three passages of 80-400 characters with several values, bodies, deadlines, bands and exceptions).
New domains (kindergarten fees, after-school care, youth sports clubs, public rental housing and rent subsidies,
energy-saving retrofits, rooftop solar, EV charging points, shared bicycles, scenic-area tickets, crop and flood
insurance, earthquake rebuilding, temporary relief, rural pensions, long-term care insurance, children's dental care,
student glasses, hearing aids, sick leave and sick pay, small claims, tenancy deposits, voluntary tree planting,
Boiler Upgrade Scheme, Smart Export Guarantee, free school meals, Carer's Allowance, Canadian Dental Care Plan, EI
sickness benefits, housing vouchers); see data/judge/README.md. Split by a hash of the id.
Deterministic: `python data/judge/build_probes13.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes13.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is one the contexts give another band, body or the old rule) ---
    ("p13-binding-01", "binding", "省级示范幼儿园上全日制，保教费一个月多少钱？",
     ["关于调整公办幼儿园保教费标准的通知：自2025年秋季学期起，公办幼儿园全日制保教费按办园等级收取，省级示范幼儿园每生"
      "每月980元，市级示范幼儿园每生每月760元，一级幼儿园每生每月620元，二级及以下幼儿园每生每月480元。半日制按全日制"
      "标准的50%收取。住宿费另按每生每月200元收取。家庭经济困难幼儿、孤儿和残疾幼儿免收保教费。"],
     "省级示范园上全天的，每个孩子一个月980元；只上半天的，按全天的一半收。",
     "省级示范园上全天的，每个孩子一个月760元；只上半天的，按全天的一半收。",
     "760", "number", True),
    ("p13-binding-02", "binding", "我们家三口人，是城市低保户，公租房租赁补贴一个月能拿多少？",
     ["公共租赁住房租赁补贴按家庭收入类别发放：城市低保家庭每户每月补贴900元，低收入家庭每户每月补贴600元，中等偏下"
      "收入家庭每户每月补贴350元。家庭人口为1人的，按上述标准的70%发放。补贴按季度发放，每季度首月15日前打入申请人"
      "社会保障卡账户。申请由街道办事处受理，区住房保障中心审核。",
      "租赁补贴申请材料包括申请人身份证、户口簿、婚姻状况证明、家庭收入证明和房屋租赁合同。承租市场租赁住房的，租赁合同"
      "须经区房屋租赁管理服务站登记备案。补贴期限为一年，期满前30日内可申请续期；家庭收入、住房状况发生变化的，应在变"
      "化之日起30日内主动申报。"],
     "一个月能拿900块。钱是三个月发一次，打到申请人的社保卡上。",
     "一个月能拿600块。钱是三个月发一次，打到申请人的社保卡上。",
     "600", "number", True),
    ("p13-binding-03", "binding", "老小区外墙做保温改造，每平方米补助多少？",
     ["既有居住建筑节能改造资金补助标准：外墙外保温改造按建筑面积每平方米补助60元，外窗更换按窗户面积每平方米补助"
      "120元，屋面保温防水改造按屋面面积每平方米补助45元。补助资金由市级财政承担60%，区级财政承担40%。单个项目补助"
      "总额不超过800万元，补助资金在工程竣工验收合格后拨付。"],
     "外墙做保温的，按楼的建筑面积算，一平方米补60块，这笔钱市里出六成、区里出四成。",
     "外墙做保温的，按楼的建筑面积算，一平方米补45块，这笔钱市里出六成、区里出四成。",
     "45", "number", True),
    ("p13-binding-04", "binding", "我家屋顶装了光伏，自己用不完的电卖给电网，一度多少钱？",
     ["自然人户用分布式光伏项目可选择“全额上网”或“自发自用、余电上网”模式，上网电量按当地燃煤发电基准价每千瓦时0.3779"
      "元结算，自发自用电量免收政策性交叉补贴。工商业分布式光伏项目上网电量按市场化方式形成价格，参考价为每千瓦时0.35"
      "元。项目并网前须向供电公司提交申请，供电公司应在受理后10个工作日内完成并网验收。"],
     "家里用不完、送上电网的那部分电，一度按0.3779元跟您结算；自己用掉的电不收交叉补贴。",
     "家里用不完、送上电网的那部分电，一度按0.35元跟您结算；自己用掉的电不收交叉补贴。",
     "0.35元", "number", True),
    ("p13-binding-05", "binding", "我在小区车位装了自用充电桩，没申请峰谷电价，电费一度多少？",
     ["电动汽车充电电价：居民在住宅小区内报装的自用充电桩，执行居民合表用户电价每千瓦时0.5483元；执行峰谷分时电价的，"
      "谷段（23:00至次日7:00）电价为每千瓦时0.3元。经营性集中式充电设施执行一般工商业电价每千瓦时0.6745元，另可收取"
      "充电服务费，服务费上限为每千瓦时0.8元。"],
     "没办峰谷的话，您家的自用桩按居民合表电价交，一度电0.5483元。",
     "没办峰谷的话，您家的自用桩按居民合表电价交，一度电0.6745元。",
     "0.6745", "number", True),
    ("p13-binding-06", "binding", "62岁的老人逛市属公园，门票怎么算？",
     ["市属公园景区对老年人门票实行优惠：60周岁至64周岁的老年人凭身份证购票享受半价优惠；65周岁及以上老年人免费游览。"
      "上述优惠不分户籍，同等适用于外地游客。景区内的索道、游船、观光车等另行收费项目不在优惠范围内，但70周岁以上老年人"
      "乘坐观光车按半价收取。"],
     "62岁属于60到64岁这一档，带上身份证买票能打对折，外地老人也一样。",
     "62岁属于60到64岁这一档，带上身份证就能免费进园，外地老人也一样。",
     "免费进园", "number", True),
    ("p13-binding-07", "binding", "重度失能三级的老人住在定点护理机构，长护险一天给多少？",
     ["长期护理保险待遇：参保人经评估为重度失能一级、二级、三级的，入住定点护理机构的，基金按每人每天60元、50元、40元"
      "的标准支付；接受居家上门护理服务的，基金按月支付，标准分别为每月1200元、1000元、800元。护理费用超过支付标准的"
      "部分由个人负担。失能评估结论有效期为2年。"],
     "住在定点机构的三级重度失能老人，长护险一天给40块，超出这个数的护理费得自己出。",
     "住在定点机构的三级重度失能老人，长护险一天给60块，超出这个数的护理费得自己出。",
     "60", "number", True),
    ("p13-binding-08", "binding", "How much is Statutory Sick Pay a week?",
     ["Statutory Sick Pay (SSP) is paid by your employer for up to 28 weeks. From 6 April 2025 the weekly rate is "
      "£118.75, up from £116.75. To qualify you must have been off work sick for at least 4 days in a row, including "
      "non-working days, and earn an average of at least £125 per week before tax.",
      "If your employer does not pay you SSP, or you disagree with the amount, you can ask HM Revenue "
      "and Customs for a formal decision. You should first ask your employer for a written statement "
      "explaining why, which they must give you within 7 days."],
     "It's £118.75 a week at the moment, and your employer can pay it for as long as 28 weeks.",
     "It's £116.75 a week at the moment, and your employer can pay it for as long as 28 weeks.",
     "£116.75", "number", True),
    ("p13-binding-09", "binding", "My rent is 1,500 pounds a month. What's the most my landlord can take as a deposit?",
     ["Tenancy deposits in England are capped at 5 weeks' rent where the total annual rent is less than £50,000, and "
      "at 6 weeks' rent where it is £50,000 or more. Holding deposits are capped at 1 week's rent. Landlords must "
      "protect the deposit in a government-approved scheme within 30 days of receiving it."],
     "£1,500 a month comes to well under £50,000 a year, so the landlord can ask for five weeks' rent at most.",
     "£1,500 a month comes to well under £50,000 a year, so the landlord can ask for six weeks' rent at most.",
     "six weeks'", "number", True),
    ("p13-binding-10", "binding", "Our family income is $84,000. How much of the covered dental cost do we pay?",
     ["Canadian Dental Care Plan: there is no co-payment for eligible people with an adjusted family net income under "
      "$70,000. A 40% co-payment applies if it is between $70,000 and $79,999, and a 60% co-payment if it is between "
      "$80,000 and $89,999. Applicants with a family income of $90,000 or more are not eligible. Co-payments are paid "
      "directly to the oral health provider."],
     "At $84,000 you're in the $80,000 to $89,999 band, so you pay 60% of the covered cost to the dentist yourself.",
     "At $84,000 you're in the $80,000 to $89,999 band, so you pay 40% of the covered cost to the dentist yourself.",
     "40%", "number", True),
    # --- role (the wrong body or person is one the contexts give another duty) ---
    ("p13-role-01", "role", "课后服务收多少钱是谁定的？",
     ["中小学课后服务由学校具体组织实施，区教育局负责统筹指导和监督检查。服务性收费标准由市发展改革委会同市教育局制定，"
      "小学每生每学期不超过600元，初中每生每学期不超过800元。课后服务费由学校统一收取，纳入财政专户管理，不得由教师"
      "个人收取；家长对服务有意见的，可以向区教育局反映。"],
     "收费标准是市发改委和市教育局一起定的，小学一学期最多600块，初中最多800块。",
     "收费标准是学校自己定的，小学一学期最多600块，初中最多800块。",
     "学校自己定", "entity", True),
    ("p13-role-02", "role", "俱乐部认定成市级以后，运营补助由谁发？",
     ["青少年体育俱乐部申请认定，由俱乐部向所在区体育局提出申请，区体育局初审后报市体育局，市体育局组织专家评审并公布"
      "认定名单。认定为市级青少年体育俱乐部的，由市体育发展中心按每年5万元的标准给予运营补助，补助资金须专款用于训练"
      "和比赛，每年接受区体育局的年度检查。"],
     "认定下来后，运营补助由市体育发展中心来发，一年5万块，只能花在训练和比赛上。",
     "认定下来后，运营补助由区体育局来发，一年5万块，只能花在训练和比赛上。",
     "区体育局", "entity", True),
    ("p13-role-03", "role", "水稻受灾以后，谁来查勘定损？",
     ["政策性水稻种植保险每亩保费30元，其中中央财政补贴45%，省级财政补贴25%，县级财政补贴10%，农户自缴20%。发生保险"
      "事故后，投保农户应在48小时内向承保公司报案；承保公司会同乡镇农业服务中心进行查勘定损，定损结果在村务公开栏"
      "公示不少于3天，公示无异议后支付赔款。",
      "定损结果无异议的，承保公司应在公示期满后10日内将赔款直接支付到农户“一卡通”账户；农户对定损结果有异议的，可以"
      "在公示期内向县农业农村局申请第三方复核，复核费用由承保公司承担。"],
     "出险以后，保险公司会跟乡镇农业服务中心一起到田里查勘定损，定损结果要在村里公示至少3天。",
     "出险以后，保险公司会跟县财政局一起到田里查勘定损，定损结果要在村里公示至少3天。",
     "县财政局", "entity", True),
    ("p13-role-04", "role", "倒房重建补助的名单最后是谁定的？",
     ["地震灾区农村居民住房重建补助：房屋倒塌或严重损坏需重建的，每户补助4万元；一般损坏需维修加固的，每户补助1万元。"
      "补助对象由村民委员会组织评议并张榜公示，乡镇人民政府审核，县级住房城乡建设部门会同应急管理部门审定。补助资金"
      "由县级财政通过“一卡通”直接发放到户。"],
     "名单最后是县里的住建部门和应急管理部门一起审定的；村委会只管评议和公示，乡镇负责审核。",
     "名单最后是乡镇政府审定的；村委会只管评议和公示，县住建部门负责审核。",
     "乡镇政府审定", "entity", True),
    ("p13-role-05", "role", "因为看病花钱多申请临时救助，谁来批？",
     ["临时救助实行“先行救助”：对急难型救助对象，乡镇人民政府（街道办事处）可直接实施救助，救助金额在1000元以内的，"
      "事后补充说明情况即可；1000元以上的，事后报县级民政部门备案。支出型救助对象由申请人向户籍所在地乡镇（街道）提出"
      "申请，经乡镇（街道）审核后报县级民政部门审批，审批时限为10个工作日。",
      "临时救助标准：急难型救助一般按当地月低保标准的2至6倍确定；支出型救助根据家庭自付的医疗、教育等必需支出扣除可用"
      "收入后的缺口核定，一次救助金额最高不超过2万元。同一家庭一年内申请临时救助一般不超过2次。"],
     "看病这种属于支出型的，先到户口所在的乡镇或街道申请，乡镇审核完再报县民政部门批，10个工作日内批下来。",
     "看病这种属于支出型的，先到户口所在的乡镇或街道申请，由乡镇或街道直接批，10个工作日内批下来。",
     "由乡镇或街道直接批", "entity", True),
    ("p13-role-06", "role", "困难学生免费领的眼镜，钱是谁出？",
     ["中小学生近视防控惠民配镜：学校每学期组织一次视力筛查，筛查由区妇幼保健院承担；筛查发现视力异常的学生，凭学校"
      "出具的转诊单到定点眼科医院进行医学验光，验光费用由区财政承担。家庭经济困难学生可在定点眼镜店免费领取一副框架"
      "眼镜，每人每学年限一副，眼镜费用由区教育局与眼镜店结算。"],
     "困难学生在定点眼镜店免费拿的那副框架眼镜，钱由区教育局跟店里结，一学年只能领一副。",
     "困难学生在定点眼镜店免费拿的那副框架眼镜，钱由区财政跟店里结，一学年只能领一副。",
     "区财政", "entity", True),
    ("p13-role-07", "role", "助听器补贴是谁批、谁拨钱？",
     ["老年人助听器适配补贴：本市户籍60周岁以上、经听力评估为中度及以上听力障碍的老年人，可申请一次性助听器适配补贴，"
      "每人最高3000元。听力评估由市康复中心或其指定的医疗机构出具；申请人向社区居委会提交申请，街道社会事务办审核，"
      "区残联审批并拨付补贴。助听器须在区残联公布的定点适配机构购买。"],
     "补贴由区残联批，钱也是他们拨。申请先交给社区居委会，再由街道社会事务办审核。",
     "补贴由市康复中心批，钱也是他们拨。申请先交给社区居委会，再由街道社会事务办审核。",
     "市康复中心", "entity", True),
    ("p13-role-08", "role", "In a small claims case, who pays the fee to start the claim?",
     ["In a small claims case, the claimant (the person making the claim) pays the court fee when the claim is issued. "
      "If the defendant disputes the claim, the court usually refers it to the Small Claims Mediation Service, which is "
      "free. If mediation does not settle it, a district judge hears the case. The losing party may have to pay the "
      "winner's court fees, but normally not their legal costs."],
     "The person bringing the claim pays it up front, although if they win, the other side may have to pay it back.",
     "The defendant pays it up front, although if they win, the other side may have to pay it back.",
     "The defendant", "entity", True),
    ("p13-role-09", "role", "Who can tell me which flood zone my house is in?",
     ["Flood insurance under the National Flood Insurance Program is sold through private insurance agents, but the "
      "policies are backed by the Federal Emergency Management Agency (FEMA). Your community's floodplain "
      "administrator keeps the local flood maps and can tell you your flood zone. Lenders, not FEMA, decide whether a "
      "mortgage requires flood insurance.",
      "To buy a policy, contact the company that sells your home or car insurance; if it does not sell "
      "flood insurance, call the NFIP Direct Service Provider. FEMA does not sell flood insurance "
      "policies directly to the public."],
     "Ask your local floodplain administrator; they keep the community's flood maps and can look up your zone.",
     "Ask your insurance agent; they keep the community's flood maps and can look up your zone.",
     "your insurance agent", "entity", True),
    ("p13-role-10", "role", "If my landlord and I disagree about the deposit, who decides how it's split?",
     ["If you and your landlord cannot agree how much of the deposit should be returned, the scheme that protects it "
      "offers a free dispute resolution service. An independent adjudicator appointed by the scheme reviews evidence "
      "from both sides and decides how the deposit is split. The landlord must return any undisputed amount within 10 "
      "days of agreeing it."],
     "The deposit scheme's independent adjudicator weighs up what each of you sends in and makes the call, and it "
     "costs you nothing.",
     "Your landlord weighs up what each of you sends in and makes the call, and it costs you nothing.",
     "Your landlord", "entity", True),
    # --- the date or period of another step (or the old one) ---
    ("p13-event-date-01", "event-date", "公租房摇完号选好房以后，多长时间内要签合同？",
     ["公共租赁住房实物配租申请每年集中受理一次，受理时间为每年3月1日至3月31日。区住房保障中心自受理截止之日起45日内"
      "完成资格审核，审核结果在区政府网站公示15日。公示无异议的，纳入轮候名单，并于当年9月组织摇号选房。选房后，申请人"
      "应自收到入住通知之日起30日内签订租赁合同，逾期未签的视为放弃。",
      "轮候期间，申请家庭的人口、收入、住房等情况发生变化的，应在变化之日起20日内向街道办事处申报；连续两次摇号未选房"
      "的，取消其当年选房资格，自取消之日起一年内不得再次申请。"],
     "拿到入住通知以后30天内得把租赁合同签了，过了时间还没签就算您自己放弃了。",
     "拿到入住通知以后45天内得把租赁合同签了，过了时间还没签就算您自己放弃了。",
     "45天", "date", True),
    ("p13-event-date-02", "event-date", "对失能评估的结果不服，多久之内可以申请重新评估？",
     ["长期护理保险失能评估：参保人申请评估后，经办机构应在受理之日起5个工作日内组织评估，自评估完成之日起10个工作日"
      "内出具评估结论。评估结论有效期为2年，有效期满前60日内可申请复评。对评估结论有异议的，可在收到结论之日起15日内"
      "申请重新评估，重新评估结论为最终结论。",
      "复评结论与原结论不一致的，自复评结论作出之次月起按新的失能等级享受待遇；复评结论为不符合失能标准的，自次月起停止"
      "享受长期护理保险待遇。评估期间发生的护理费用按原等级结算。"],
     "不服的话，拿到结论后半个月内可以申请重评，重评出来的结果就是最终结果。",
     "不服的话，拿到结论后两个月内可以申请重评，重评出来的结果就是最终结果。",
     "两个月", "date", True),
    ("p13-event-date-03", "event-date", "供电公司受理我的充电桩报装以后，几天能通上电？",
     ["居民申请安装自用充电桩，应先取得物业服务企业出具的同意安装证明（物业应在收到申请后7个工作日内出具），再向供电"
      "公司申请报装。供电公司受理后3个工作日内完成现场勘查，低压居民充电桩自受理之日起10个工作日内完成装表接电。物业"
      "无正当理由拒绝出具证明的，业主可以向街道办事处反映。"],
     "从供电公司受理那天算，10个工作日内就能装好表、通上电，上门勘查在头3个工作日里就做完。",
     "从供电公司受理那天算，7个工作日内就能装好表、通上电，上门勘查在头3个工作日里就做完。",
     "7个工作日", "date", True),
    ("p13-event-date-04", "event-date", "跟保险公司谈好赔多少以后，赔款多久能到？",
     ["农业保险理赔时限：承保机构接到报案后，应在24小时内进行查勘；对损失金额确定的，应在与被保险人达成赔偿协议后10日"
      "内支付赔款；对损失金额一时不能确定的，应在收到索赔请求和有关证明材料之日起60日内，先按可以确定的数额预付赔款。"
      "理赔结果应在村级公示不少于5天。",
      "投保农户发生保险事故后，应在48小时内向承保机构报案；因不可抗力未能及时报案的，可以在障碍消除后72小时内补报。"
      "被保险人对理赔结果有异议的，可以在公示期内向县农业农村局反映。"],
     "双方把赔偿协议谈定以后，保险公司10天之内就得把钱打给您。",
     "双方把赔偿协议谈定以后，保险公司60天之内就得把钱打给您。",
     "60天", "date", True),
    ("p13-event-date-05", "event-date", "我缴费满15年了，城乡居民养老金从什么时候开始发？",
     ["城乡居民基本养老保险实行按年缴费，每年缴费时间为1月1日至12月31日，当年未缴的不得补缴。参保人年满60周岁、累计"
      "缴费满15年的，可按月领取养老金，从年满60周岁的次月起发放。新制度实施时已年满60周岁的，不用缴费，可直接领取基础"
      "养老金；距领取年龄不足15年的，应逐年缴费，也允许补缴，但累计缴费不超过15年。"],
     "交够15年的话，从您满60岁的下一个月开始，每个月都能领。",
     "交够15年的话，从您满60岁的那一个月开始，每个月都能领。",
     "那一个月", "date", True),
    ("p13-event-date-06", "event-date", "共享单车被人举报乱停，在中心城区多长时间要清走？",
     ["互联网租赁自行车管理：运营企业应在车辆被举报乱停放后，中心城区30分钟内、其他区域2小时内完成清理。用户连续3次"
      "违规停放的，企业应暂停其使用权限7天；累计违规停放10次的，暂停使用权限30天。企业投放车辆须提前15个工作日向市"
      "交通委备案。"],
     "在中心城区，企业接到举报后半小时内就得把车挪走。",
     "在中心城区，企业接到举报后两小时内就得把车挪走。",
     "两小时", "date", True),
    ("p13-event-date-07", "event-date", "我参加工作8年了，在现在这家公司干了6年，生病的话医疗期有多长？",
     ["职工因患病或非因工负伤停止工作治病休息的，根据本人实际参加工作年限和在本单位工作年限，给予3个月到24个月的医疗期："
      "实际工作年限10年以下，在本单位工作年限5年以下的为3个月，5年以上的为6个月；实际工作年限10年以上，在本单位工作"
      "年限5年以下的为6个月，5年以上10年以下的为9个月。"],
     "您参加工作还不到10年，在这家单位已经干了5年多，所以医疗期是半年。",
     "您参加工作还不到10年，在这家单位已经干了5年多，所以医疗期是9个月。",
     "9个月", "date", True),
    ("p13-event-date-08", "event-date", "My employer has no sickness reporting deadline. How long do I have to tell them?",
     ["You must tell your employer you are sick within their own deadline, or within 7 days if they do not have one. "
      "After 7 days off sick you may be asked for a fit note from a doctor. SSP is paid from the fourth qualifying day "
      "of sickness; the first three are 'waiting days'. Your employer must pay SSP on your normal pay day."],
     "With no deadline of their own, you have a week to let them know you're off sick.",
     "With no deadline of their own, you have three days to let them know you're off sick.",
     "three days", "date", True),
    ("p13-event-date-09", "event-date", "Once we agree the amount at the end of my tenancy, how soon should I get my deposit back?",
     ["Your landlord must put your deposit in a government-backed tenancy deposit scheme within 30 days of getting it, "
      "and within the same 30 days must give you details of the scheme. At the end of the tenancy, the deposit must be "
      "returned within 10 days of you both agreeing how much you'll get back."],
     "You should have it back no more than ten days after the two of you agree how much you're getting.",
     "You should have it back no more than thirty days after the two of you agree how much you're getting.",
     "thirty days", "date", True),
    ("p13-event-date-10", "event-date", "How long do I have to get a ground source heat pump fitted once the voucher is issued?",
     ["Boiler Upgrade Scheme: installers apply for the grant on the owner's behalf. Grants are £7,500 for an "
      "air source heat pump, £7,500 for a ground source heat pump and £5,000 for a biomass boiler. Once issued, a voucher "
      "is valid for 3 months for air source heat pumps and biomass boilers and 6 months for ground source heat pumps. "
      "The installation must be commissioned before the voucher expires."],
     "You have half a year: a ground source voucher stays valid that long, and the pump has to be commissioned before "
     "it runs out.",
     "You have three months: a ground source voucher stays valid that long, and the pump has to be commissioned before "
     "it runs out.",
     "three months", "date", True),
    # --- negation (a flipped negation, or the exception read as the rule) ---
    ("p13-negation-01", "negation", "孩子是低保家庭的，上公办幼儿园哪些钱不用交？",
     ["保育教育费减免：对在园的孤儿、残疾幼儿和城乡低保家庭幼儿，免收保教费；对二孩及以上家庭的第二个及以后在园幼儿，"
      "保教费减半收取。免收和减半仅针对保教费，伙食费、代办服务费照常收取。申请减免的家长应在每学期开学后一个月内向"
      "幼儿园提交证明材料，幼儿园审核后报区教育局备案。"],
     "低保家庭的孩子保教费不用交，但伙食费和代办的费用还得照常交。开学一个月内记得把证明材料交给幼儿园。",
     "低保家庭的孩子保教费不用交，伙食费和代办的费用也一样不用交。开学一个月内记得把证明材料交给幼儿园。",
     "也一样不用交", "negation", True),
    ("p13-negation-02", "negation", "申请公租房租赁补贴，哪些钱不算家庭收入？",
     ["申请公共租赁住房租赁补贴的家庭收入核定：家庭成员领取的抚恤金、见义勇为奖金、独生子女父母奖励金不计入家庭收入；"
      "工资薪金、离退休金、经营所得和出租房屋收入计入家庭收入；赡养费、抚养费按实际给付金额计入。家庭人均月收入低于"
      "上年度城镇居民人均可支配收入60%的，方可申请。"],
     "抚恤金、见义勇为奖金和独生子女奖励金都不算进去；工资、退休金、做生意和把房子租出去的收入要算。",
     "抚恤金、见义勇为奖金和独生子女奖励金都不算进去；工资、退休金、做生意的收入要算，把房子租出去的收入不用算。",
     "把房子租出去的收入不用算", "negation", True),
    ("p13-negation-03", "negation", "我们楼是1995年建的，已经列进危旧房改造计划了，还能拿节能改造补助吗？",
     ["既有建筑节能改造补助范围为2000年以前建成的多层住宅。已列入房屋征收范围或已纳入危旧房改造计划的住宅，不享受"
      "节能改造补助。改造实施前，须经专有部分面积占比三分之二以上且人数占比三分之二以上的业主同意；补助资金在工程竣工"
      "验收合格后拨付，未经验收的不予拨付。"],
     "拿不到。你们楼虽然是2000年前建的，可已经进了危旧房改造计划，这种就不享受节能改造补助。",
     "拿得到。你们楼是2000年前建的，进了危旧房改造计划也不影响享受节能改造补助。",
     "拿得到", "negation", True),
    ("p13-negation-04", "negation", "14岁的孩子能骑哪种共享车？",
     ["互联网租赁自行车仅限年满12周岁的用户注册使用；未满16周岁的用户不得骑行电动自行车类共享车辆。骑行人应在非机动车"
      "道内行驶，不得载人，但成年人可以在车辆加装的儿童座椅上搭载一名学龄前儿童。运营企业应当通过实名认证核验用户年龄。"],
     "14岁可以骑普通的共享单车，但共享电单车还骑不了，得满16岁。",
     "14岁可以骑普通的共享单车，共享电单车也能骑，满12岁就行。",
     "共享电单车也能骑", "negation", True),
    ("p13-negation-05", "negation", "老人住院期间的护理费，长护险能报吗？",
     ["长期护理保险基金不予支付的情形：应当由工伤保险、生育保险基金支付的；应当由第三人负担的；在境外发生的护理费用；"
      "参保人住院期间发生的护理费用（住院期间的护理费用由基本医疗保险按规定支付）。居家护理期间使用的辅助器具租赁费用，"
      "按每月最高200元纳入长护险支付范围。",
      "长期护理保险筹资标准为每人每年150元，其中个人缴纳60元，单位缴费或医保统筹基金划转90元。退休人员的个人缴费"
      "部分从其基本医疗保险个人账户中代扣，不足部分由本人补足。"],
     "长护险不报。住院那段时间的护理费，由基本医保按规定来报。",
     "长护险能报。住院那段时间的护理费，由基本医保按规定来报。",
     "长护险能报", "negation", True),
    ("p13-negation-06", "negation", "我爸是外地户口，在这边办居住证4年了，能申请助听器补贴吗？",
     ["助听器适配补贴对象为本市户籍、年满60周岁、经评估为中度及以上听力障碍的老年人；持本市居住证满3年的非本市户籍"
      "老年人，可以参照享受。已通过残疾人辅助器具适配项目领取过助听器的，5年内不得重复申请。补贴标准为每人最高3000元，"
      "须在定点适配机构配置。"],
     "能。外地户口的老人居住证办满3年就可以参照本地户籍享受，您父亲4年已经够了。",
     "不能。外地户口的老人就算居住证办满3年也不能参照本地户籍享受，您父亲4年也不行。",
     "不能。", "negation", True),
    ("p13-negation-07", "negation", "我在读研究生，景区门票能买学生半价票吗？",
     ["景区门票优惠政策：现役军人、消防救援人员、残疾人凭有效证件免费参观；全日制大学本科及以下学历学生凭学生证享受"
      "半价优惠；研究生、成人教育学生不享受学生票优惠。每年5月19日“中国旅游日”当天，本市户籍居民免费参观。",
      "景区实行分时预约，每日最大承载量为3.5万人次，节假日瞬时承载量不超过1.2万人次；享受免费或优惠政策的游客同样"
      "须提前实名预约，预约时段开始后1小时内入园有效，逾期须重新预约。",
      "学生票须在景区售票窗口凭学生证现场购买，网上购票渠道仅提供成人全价票和老年人优待票；学生证须加盖学校公章并贴有本"
      "人照片，缺少本学期注册章的学生证不予认可，也不能以学校开具的在读证明代替。"],
     "不能，学生半价只给本科及以下的全日制学生，研究生不在里面。",
     "能，学生半价给本科及以下的全日制学生，研究生也在里面。",
     "研究生也在里面", "negation", True),
    ("p13-negation-08", "negation", "I'm an agency worker. Can I get Statutory Sick Pay?",
     ["You cannot get Statutory Sick Pay if you earn less than £125 a week on average, or if you are already getting "
      "Statutory Maternity Pay. Agency workers are entitled to SSP. If you are self-employed you cannot get SSP, but "
      "you may be able to claim Employment and Support Allowance instead."],
     "Yes, agency workers do qualify, as long as your pay averages £125 a week or more.",
     "No, agency workers don't qualify, even if your pay averages £125 a week or more.",
     "don't qualify", "negation", True),
    ("p13-negation-09", "negation", "I get dental coverage through my province's social assistance program. Does that rule me out of the Canadian Dental Care Plan?",
     ["To qualify for the Canadian Dental Care Plan you must not have access to dental insurance. People who have dental "
      "coverage through a provincial or territorial social program can still qualify. People covered through an "
      "employer's or a pension plan's dental benefits cannot, even if they choose not to use them."],
     "No. Dental cover from a provincial social program doesn't stop you qualifying; it's employer or pension dental "
     "benefits that do.",
     "Yes. Dental cover from a provincial social program stops you qualifying, just as employer or pension dental "
     "benefits do.",
     "stops you qualifying", "negation", True),
    ("p13-negation-10", "negation", "My daughter is in Year 2 and we don't claim any benefits. Does she still get free school meals?",
     ["All children in Reception, Year 1 and Year 2 at state schools in England get free school meals, whatever their "
      "family's income. From Year 3, children only get free meals if the family receives a qualifying benefit, such as "
      "Universal Credit with household earnings under £7,400 a year. Children at independent schools are not covered."],
     "Yes. Up to Year 2 at a state school, free meals don't depend on benefits or on what the family earns.",
     "No. Up to Year 2 at a state school, free meals depend on benefits and on what the family earns.",
     "depend on benefits", "negation", True),
    # --- modality (须/可以/不得/无需; must/may/don't have to) ---
    ("p13-modality-01", "modality", "孩子参加课后服务，有事要提前走，家长得做什么？",
     ["课后服务坚持学生自愿参加原则，由家长向学校提出书面申请，学校不得以任何形式强制或变相强制学生参加。参加课后服务的"
      "学生确有特殊情况需要提前离校的，须由家长书面说明，并由家长本人或其书面委托的成年人到校接送。课后服务时间一般"
      "持续到下午5点30分，最晚不超过6点。"],
     "家长得先写个书面说明，然后自己来学校接，或者书面委托一个大人来接。",
     "家长得先写个书面说明，然后孩子可以自己走，不用大人来学校接。",
     "孩子可以自己走", "negation", True),
    ("p13-modality-02", "modality", "幼儿园开了个英语特色班，能另外收钱吗？",
     ["幼儿园不得以任何名义向幼儿家长收取赞助费、捐资助学费、建校费、教育成本补偿费等费用；不得在保教费之外以开办实验班、"
      "特色班、兴趣班为由另行收费。幼儿园为在园幼儿提供的伙食、校服等代办服务，家长可以自愿选择，费用按实结算，每学期"
      "结束时公布账目。"],
     "不能。保教费以外，幼儿园不许借开特色班、兴趣班的名义再多收钱。",
     "可以。保教费以外，幼儿园允许借开特色班、兴趣班的名义再多收钱。",
     "允许借开特色班", "negation", True),
    ("p13-modality-03", "modality", "住公租房，能自己简单装修一下吗？",
     ["公共租赁住房承租人不得将所承租的住房转借、转租或者擅自调换，不得改变房屋用途，不得破坏或者擅自装修。确需对房屋"
      "进行装修的，须经产权单位书面同意。承租人可以在租赁期内申请与其他承租人互换住房，但须报区住房保障中心备案。",
      "公共租赁住房租金按同地段市场租金的70%确定，每两年调整一次。承租人应按月缴纳租金，累计6个月以上未缴纳租金的，"
      "由产权单位解除租赁合同、收回住房，并记入个人信用记录。"],
     "能装，不过得先拿到产权单位的书面同意，不能自己想装就装。",
     "能装，也不用先拿产权单位的书面同意，自己想装就装。",
     "也不用先拿", "negation", True),
    ("p13-modality-04", "modality", "我在自己的固定车位装充电桩，物业能收管理费吗？",
     ["业主在自有或者长期租赁的固定车位安装自用充电桩的，物业服务企业应当配合，不得阻挠或者收取额外费用；安装前，业主须"
      "向物业提供车位产权证明或者一年以上的租赁合同，以及供电公司的报装确认单。充电桩须由具备资质的单位安装并可靠接地；"
      "私拉电线充电的，物业可以制止并报告消防救援机构。"],
     "不能收。您在自己的固定车位装自用桩，物业得配合，不能另外收钱；另外您得先把车位证明和报装确认单交给物业。",
     "可以收。您在自己的固定车位装自用桩，物业得配合，也能另外收钱；另外您得先把车位证明和报装确认单交给物业。",
     "也能另外收钱", "negation", True),
    ("p13-modality-05", "modality", "村里统一给大家投农业保险，每户都要签字吗？",
     ["政策性农业保险坚持农户自愿投保，任何单位和个人不得强制农户投保；以村为单位统一投保的，须逐户签字确认投保意愿，"
      "并在村务公开栏公示投保清单不少于5天。农户自缴保费可以由村集体经济组织代缴，但须经村民会议讨论同意。"],
     "要签。就算是村里统一投，也得一户一户签字确认愿意投保，投保清单还要在村里公示至少5天。",
     "不用签。村里统一投的话，不必一户一户签字确认愿意投保，投保清单在村里公示至少5天就行。",
     "不必一户一户签字", "negation", True),
    ("p13-modality-06", "modality", "今年工作太忙没法去种树，义务植树一定要亲自去吗？",
     ["适龄公民每人每年义务植树3至5棵，或者完成相应的劳动量；不能直接参加植树的，可以通过认种认养、捐资捐物、志愿服务"
      "等方式履行植树义务，捐资折算标准为每株30元（含三年管护费用）。通过“全民义务植树”网络平台获得的尽责证书，可以"
      "作为履行义务的证明。",
      "各单位应于每年3月至4月组织职工参加义务植树活动，并于5月底前向区绿化委员会报送尽责情况。年满11周岁的少年儿童"
      "可以参加力所能及的植树活动，但不作为义务植树的适龄对象。"],
     "不一定要亲自去。去不了的话，认种认养、捐钱捐物或者做志愿服务都算尽了义务，捐钱是一棵树折30块。",
     "一定要亲自去。去不了的话，认种认养、捐钱捐物或者做志愿服务都不算尽了义务，捐钱是一棵树折30块。",
     "一定要亲自去", "negation", True),
    ("p13-modality-07", "modality", "震后重建房子，能自己找人盖吗？",
     ["恢复重建的农房须按照抗震设防烈度8度进行设计和施工，农户可以自行选择自建、联建或者统建方式，但须使用县住房城乡"
      "建设局提供的通用图集或者经审查合格的设计图纸。重建须在规划选址范围内进行，不得在地质灾害隐患点建房；竣工后由"
      "乡镇组织验收。"],
     "可以，自己盖、几家合盖或者统一盖都行；不过图纸得用县住建局给的通用图集，或者审查过的图纸。",
     "可以，自己盖、几家合盖或者统一盖都行；图纸也不用非得是通用图集或者审查过的。",
     "不用非得是", "negation", True),
    ("p13-modality-08", "modality", "Can I apply for the Boiler Upgrade Scheme grant myself?",
     ["Boiler Upgrade Scheme: property owners cannot apply directly; the installer applies for the grant on their "
      "behalf and takes the grant off the price. You must have a valid Energy Performance Certificate with no "
      "outstanding recommendations for loft or cavity wall insulation, unless you have an exemption."],
     "No. Your installer applies for it for you and knocks it off the bill; owners can't apply directly.",
     "No. Your installer applies for it for you and knocks it off the bill, but owners can also apply directly.",
     "owners can also apply directly", "negation", True),
    ("p13-modality-09", "modality", "Can my brother speak for me at my small claims hearing?",
     ["You do not need a solicitor to make a small claim, and you can represent yourself at the hearing. If you want "
      "someone else, such as a friend or relative, to speak for you, you must ask the judge for permission at the "
      "hearing. Hearings are in person unless the court agrees to a video or phone hearing."],
     "Yes, but you'll have to ask the judge's permission at the hearing first.",
     "Yes, and you won't have to ask the judge's permission at the hearing first.",
     "won't have to ask", "negation", True),
    ("p13-modality-10", "modality", "My house is in a moderate-risk flood area. Do I have to buy flood insurance?",
     ["If your property is in a high-risk flood area and you have a mortgage from a federally regulated or insured "
      "lender, you must buy flood insurance. In moderate- to low-risk areas flood insurance is optional, although "
      "lenders may still require it. Renters may buy contents-only coverage."],
     "By law it's optional in a moderate-risk area, though your lender can still ask you to have it.",
     "By law it's compulsory in a moderate-risk area, and your lender can still ask you to have it.",
     "compulsory", "negation", True),
    # --- quantifiers and bounds (都/只有/一部分/全额; 最多/至少; all/only/some; at most/at least) ---
    ("p13-quantifier-01", "quantifier", "我家两个孩子都在上公办幼儿园，两个孩子的保教费都能减半吗？",
     ["保育教育费减免：对二孩及以上家庭的第二个及以后在园幼儿，保教费减半收取；第一个在园幼儿按标准收取。对在园的孤儿、"
      "残疾幼儿和城乡低保家庭幼儿，免收保教费。减免仅针对保教费，伙食费照常收取。家长应在每学期开学后一个月内向幼儿园"
      "提交户口簿等证明材料。"],
     "不是两个都减。能减半的只有老二，老大还是按原标准交。",
     "两个都能减。老大和老二都减半，都不按原标准交。",
     "老大和老二都减半", "negation", True),
    ("p13-quantifier-02", "quantifier", "孩子上小学，课后服务一学期收多少钱？",
     ["课后服务收费标准：小学每生每学期不超过600元，初中每生每学期不超过800元，具体标准由学校根据服务时长确定并报区"
      "教育局备案。家庭经济困难学生、残疾学生免收服务费。学生因病、事假连续请假两周以上的，按实际缺勤天数退费。"],
     "小学一学期最多600块，具体收多少看学校安排多长时间；家里困难的孩子不用交。",
     "小学一学期至少600块，具体收多少看学校安排多长时间；家里困难的孩子不用交。",
     "至少", "negation", True),
    ("p13-quantifier-03", "quantifier", "认定市级青少年体育俱乐部，对教练有什么要求？",
     ["申请认定市级青少年体育俱乐部，应当同时具备以下条件：注册运营满2年；有固定训练场地，面积不少于500平方米；专职"
      "教练员不少于5名，且均持有相应项目的教练员资格证书；注册青少年会员不少于200名，其中本市在校学生占比不低于60%。"],
     "专职教练最少要有5个，而且每个人都得有这个项目的教练员证。",
     "专职教练最少要有5个，其中一部分人有这个项目的教练员证就行。",
     "其中一部分人", "negation", True),
    ("p13-quantifier-04", "quantifier", "我们家只要有一个人在本市没房子，就能申请公租房吗？",
     ["公共租赁住房申请条件：申请家庭成员均须在本市无自有住房，且至少有1名成员具有本市户籍；非本市户籍家庭，须在本市"
      "连续缴纳社会保险满3年。申请人须年满18周岁，具有完全民事行为能力。家庭成员包括申请人及其配偶、未成年子女。"],
     "不行。家里每个人在本市都不能有自己的房子；户口倒是只要一个人是本市的就够了。",
     "可以。家里只要一个人在本市没有自己的房子就行；户口也是只要一个人是本市的就够了。",
     "只要一个人在本市没有", "negation", True),
    ("p13-quantifier-05", "quantifier", "我家房子震裂了要维修加固，补助怎么算？",
     ["因灾倒房重建补助：倒房户每户补助4万元，其中分散供养特困人员、低保户、贫困残疾人家庭每户增加补助1万元，但每户"
      "补助合计不超过5万元。一般损坏需维修加固的，按实际维修费用的50%核定补助，每户最高不超过1万元。补助资金由县级"
      "财政通过“一卡通”发放。",
      "补助申请由受灾农户在灾后30日内向村民委员会提出；村委会评议后报乡镇人民政府审核。维修加固补助须在维修完工并经乡"
      "镇组织验收合格后发放，倒房重建补助分开工、封顶、竣工三次拨付。"],
     "维修加固是按实际花的钱补一半，但一户最多补一万块。",
     "维修加固是按实际花的钱全额补，但一户最多补一万块。",
     "全额补", "quantity", True),
    ("p13-quantifier-06", "quantifier", "我家水稻这次损失了85%，一亩能赔多少？",
     ["水稻种植保险理赔：损失率在20%以下的不予赔付；损失率在20%（含）至80%的，按保险金额乘以损失率赔付；损失率达到"
      "80%及以上的，视为全部损失，按保险金额全额赔付。水稻保险金额为每亩1000元，每亩保费30元。"],
     "损失超过八成就当全损算，每亩1000块一分不少，全额赔给您。",
     "损失超过八成就当全损算，每亩1000块只赔八成五给您。",
     "只赔八成五", "quantity", True),
    ("p13-quantifier-07", "quantifier", "孩子这学年已经领过一副免费眼镜了，度数涨了150度，还能再领吗？",
     ["惠民配镜项目仅面向本区公办中小学在籍学生中的家庭经济困难学生；民办学校学生可以参加免费视力筛查，但不享受免费"
      "配镜。每名学生每学年限领一副框架眼镜；镜片度数变化超过100度的，可凭定点医院验光单在同一学年内再领一副。"],
     "能。度数变了超过100度的，拿着定点医院的验光单，同一学年还可以再领一副。",
     "不能。不管度数变了多少，同一学年都只能领一副。",
     "不管度数变了多少", "negation", True),
    ("p13-quantifier-08", "quantifier", "Does every electricity supplier have to offer me a tariff for the solar power I export?",
     ["Under the Smart Export Guarantee, licensed electricity suppliers with 150,000 or more domestic customers must "
      "offer at least one export tariff; smaller suppliers may choose to do so. Tariffs must be above zero at all "
      "times. Installations up to 5MW are eligible and must be certified under MCS (solar up to 50kW) or ROO-FIT."],
     "No. Suppliers with 150,000 or more customers have to offer one; smaller suppliers can choose.",
     "Yes. Suppliers with 150,000 or more customers have to offer one, and so do smaller suppliers.",
     "and so do smaller suppliers", "negation", True),
    ("p13-quantifier-09", "quantifier", "With a housing voucher, how much of our income goes on rent?",
     ["Housing Choice Voucher Program: the family generally pays 30% of its monthly adjusted income for rent and "
      "utilities, and the public housing agency pays the rest up to the payment standard. When a family first moves "
      "into a unit where the gross rent is higher than the payment standard, the family's share may not exceed 40% of "
      "its monthly adjusted income.",
      "Families must pay at least a minimum rent set by the housing agency, which can be up to $50 a "
      "month. Vouchers are portable, so a family can move to another area and keep its assistance."],
     "Usually about 30% of your adjusted monthly income. If you move into a pricier place, your share at the start "
     "can't go above 40%.",
     "Usually about 30% of your adjusted monthly income. If you move into a pricier place, your share at the start "
     "has to be at least 40%.",
     "has to be at least 40%", "negation", True),
    ("p13-quantifier-10", "quantifier", "Can anyone in Ireland get help with hearing aids under the Treatment Benefit Scheme?",
     ["Under the Treatment Benefit Scheme, the Department pays up to €500 towards the cost of a hearing aid, or up to "
      "€1,000 for a pair, once every 4 years. Repairs are covered up to €100 per repair. The scheme covers only insured "
      "workers and retired people who have enough PRSI contributions."],
     "No, only insured workers and retired people with enough PRSI contributions; for them it's up to €500 for one aid "
     "or €1,000 for a pair.",
     "Yes, everyone, whatever their PRSI contributions; for them it's up to €500 for one aid or €1,000 for a pair.",
     "whatever their PRSI contributions", "negation", True),
    # --- antonym predicates (上调/下调, 多了/少了, 取消/保留, 批准/驳回, rose/fell, extended/shortened) ---
    ("p13-antonym-01", "antonym", "一级幼儿园的保教费今年是涨了还是降了？",
     ["自2025年秋季学期起，市级示范幼儿园保教费由每生每月820元上调至980元；一级幼儿园由每生每月680元下调至620元；"
      "二级幼儿园维持每生每月480元不变。调整后，财政对公办幼儿园的生均公用经费补助标准由每生每年2400元提高到3000元。"],
     "一级园是往下调的，现在每个孩子一个月620块。",
     "一级园是往上调的，现在每个孩子一个月620块。",
     "往上调", "direction", True),
    ("p13-antonym-02", "antonym", "城乡居民养老保险每年交100元的那一档，今年还能选吗？",
     ["从2025年1月1日起，城乡居民基本养老保险基础养老金最低标准每人每月提高20元，由143元增至163元；本市在此基础上"
      "再提高130元，达到每人每月293元。个人缴费档次由12档调整为10档，取消每年100元和200元两个档次，最低缴费档次调整为"
      "每年300元。"],
     "选不了了。每年100块和200块这两档今年起都取消了，现在最低一档是300块。",
     "还能选。每年100块和200块这两档今年起都保留着，现在最低一档是300块。",
     "保留着", "direction", True),
    ("p13-antonym-03", "antonym", "长护险个人每年交的钱，是多了还是少了？",
     ["长期护理保险政策调整：参保职工入住定点机构护理的，基金支付比例由70%提高至75%；居家护理的，支付比例由80%调整为"
      "85%；城乡居民参保人的支付比例维持60%不变。个人缴费标准由每人每年90元降至60元，单位缴费标准维持每人每年90元。"],
     "少了，每人一年现在只要交60块。",
     "多了，每人一年现在要交60块。",
     "多了", "direction", True),
    ("p13-antonym-04", "antonym", "郊区新城今年的共享单车投放量怎么变？",
     ["今年中心城区共享单车投放总量控制在35万辆，比去年减少5万辆；郊区新城投放总量为15万辆，比去年增加3万辆。运营"
      "企业车辆日均周转率低于每车1次的，下一年度投放配额相应核减；日均周转率高于每车3次的，可申请增加配额。",
      "投放车辆应当安装北斗定位和电子围栏设备，车辆使用年限不超过3年。中心城区共享电单车暂不新增投放，现有车辆到期报废"
      "后不再更新；郊区新城的共享电单车投放量维持2万辆不变。"],
     "郊区新城比去年多放了3万辆，总共15万辆。",
     "郊区新城比去年少放了3万辆，总共15万辆。",
     "少放了", "direction", True),
    ("p13-antonym-05", "antonym", "夏天景区最晚几点还能进？跟以前比有变化吗？",
     ["夏季（5月1日至10月7日）景区开放时间由8:00—17:30延长至7:30—18:30，最晚入园时间由16:30推迟至17:30；冬季开放"
      "时间维持8:30—17:00，最晚入园时间为16:00。老年人优待票的网上预约通道每日开放时间提前至6:00。"],
     "有变化，夏天最晚入园往后推了一个小时，现在最晚下午五点半还能进。",
     "有变化，夏天最晚入园往前提了一个小时，现在最晚下午五点半还能进。",
     "往前提", "direction", True),
    ("p13-antonym-06", "antonym", "换节能窗的补助今年怎么变？",
     ["2025年起既有建筑节能改造补助标准调整：外墙保温改造补助由每平方米50元提高至60元，外窗改造补助由每平方米150元"
      "降至120元，屋面改造补助维持每平方米45元。项目申报截止时间由每年6月30日提前至5月31日。"],
     "换窗的补助少了，现在一平方米补120块；申报也提前到5月底截止了。",
     "换窗的补助多了，现在一平方米补120块；申报也提前到5月底截止了。",
     "补助多了", "direction", True),
    ("p13-antonym-07", "antonym", "家里财产超标的那几户，临时救助申请结果怎么样？",
     ["经入户调查和民主评议，街道对本季度申请临时救助的12户家庭作出如下处理：对因病致困的7户给予救助，每户3000元至"
      "8000元不等；对家庭财产超过规定标准的3户不予救助；对另外2户转介至慈善组织帮扶。处理结果在社区公示7天。"],
     "这3户的申请没批，街道没有给他们救助；因病困难的7户拿到了三千到八千块不等。",
     "这3户的申请批了，街道给了他们救助；因病困难的7户拿到了三千到八千块不等。",
     "申请批了", "direction", True),
    ("p13-antonym-08", "antonym", "What happened to the Carer's Allowance earnings limit in April 2025?",
     ["From 7 April 2025 the Carer's Allowance earnings limit rose from £151 to £196 a week after deductions. The weekly "
      "rate of Carer's Allowance went up from £81.90 to £83.30. You must spend at least 35 hours a week caring for "
      "someone who gets a qualifying disability benefit.",
      "Carer's Allowance is taxable and counts as income for Universal Credit. You can backdate a "
      "claim by up to 3 months. If you care for more than one person, you can still only get one "
      "Carer's Allowance."],
     "It was raised: you can now earn up to £196 a week after deductions and still get it.",
     "It was lowered: you can now earn up to £196 a week after deductions and still get it.",
     "lowered", "direction", True),
    ("p13-antonym-09", "antonym", "What happens to the flood premium for a home that's now rated lower-risk?",
     ["Under the NFIP's current rating method, annual premium increases for most existing policies are capped at 18%. "
      "Policies that had been discounted will rise gradually until they reach their full risk-based rate. About a "
      "quarter of policyholders, whose properties are now rated lower-risk, see their premiums fall, and the decrease "
      "is applied in full at their next renewal."],
     "It goes down, and the whole cut comes in at your next renewal.",
     "It goes up, and the whole cut comes in at your next renewal.",
     "goes up", "direction", True),
    ("p13-antonym-10", "antonym", "How did the length of EI sickness benefits change in December 2022?",
     ["Since December 18, 2022, the maximum number of weeks of Employment Insurance sickness benefits has increased "
      "from 15 to 26 weeks. The one-week waiting period still applies. Benefits are paid at 55% of average insurable "
      "weekly earnings, up to a maximum of $695 a week in 2025, up from $668 in 2024."],
     "It got longer: you can now be paid for up to 26 weeks instead of 15.",
     "It got shorter: you can now be paid for up to 26 weeks instead of 15.",
     "shorter", "direction", True),
    # --- short answers, Chinese (a bare value, body or band, reworded where the contexts allow) ---
    ("p13-short-zh-01", "short-zh", "公租房资格审核结果要公示几天？",
     ["公共租赁住房实物配租申请每年3月1日至3月31日集中受理。区住房保障中心自受理截止之日起45日内完成资格审核，审核"
      "结果在区政府网站公示15日；对公示结果有异议的，可在公示期内向区住房保障中心书面提出，中心应在10个工作日内复核。"],
     "半个月。", "45天。", "45天", "date", True),
    ("p13-short-zh-02", "short-zh", "助听器补贴最后是谁审批？",
     ["助听器适配补贴申请流程：申请人持身份证、户口簿和听力评估报告向社区居委会提出申请；街道社会事务办在5个工作日内"
      "完成审核；区残联在10个工作日内审批，审批通过的，补贴直接拨付至定点适配机构。听力评估报告由市康复中心出具。"],
     "区残联。", "街道社会事务办。", "街道社会事务办", "entity", False),
    ("p13-short-zh-03", "short-zh", "病假工资最低不能低于多少？",
     ["职工患病或非因工负伤停止劳动，在规定的医疗期内，企业应当按照劳动合同或集体合同的约定支付病假工资，约定的病假"
      "工资不得低于本市最低工资标准的80%。连续病假超过6个月的，由企业改发疾病救济费，标准不低于本市最低工资标准的60%。"],
     "最低工资的八成。", "最低工资的六成。", "六成", "number", True),
    ("p13-short-zh-04", "short-zh", "我63岁，逛市属公园门票怎么算？",
     ["市属公园老年人优待：60周岁至64周岁的老年人凭身份证购票享受半价优惠；65周岁及以上老年人凭身份证免费游览；70周岁"
      "以上老年人乘坐园内观光车按半价收取。上述优惠同等适用于外地老年游客，索道、游船等另行收费项目不在优惠范围内。"],
     "打对折。", "免费。", "免费", "number", True),
    ("p13-short-zh-05", "short-zh", "本市城乡居民的基础养老金现在每月多少？",
     ["从2025年1月1日起，城乡居民基本养老保险基础养老金全国最低标准由每人每月143元提高到163元；本市在此基础上再提高"
      "130元，本市城乡居民基础养老金达到每人每月293元。年满75周岁的，每人每月再增发50元高龄补贴。"],
     "每月293块。", "每月163块。", "163", "number", True),
    ("p13-short-zh-06", "short-zh", "节能改造的补助里，区财政出几成？",
     ["既有建筑节能改造补助资金由市级财政承担60%，区级财政承担40%；单个项目补助总额不超过800万元。补助资金分两次拨付："
      "开工后拨付30%，竣工验收合格后拨付剩余70%。改造实施主体为街道办事处或产权单位。"],
     "四成。", "六成。", "六成", "number", True),
    ("p13-short-zh-07", "short-zh", "共享单车连着违停3次，会被停用几天？",
     ["用户违规停放处理：用户连续3次违规停放的，运营企业应暂停其使用权限7天；累计违规停放10次的，暂停使用权限30天；"
      "在禁停区域停放的，每次加收调度费5元。企业应在每月10日前将上月违规用户处理情况报区交通管理部门。"],
     "一个星期。", "30天。", "30天", "date", True),
    ("p13-short-zh-08", "short-zh", "水稻受灾后多长时间内要报案？",
     ["政策性水稻种植保险出险报案：投保农户应在保险事故发生后48小时内向承保公司报案，承保公司接到报案后应在24小时内"
      "开展查勘；因不可抗力未能及时报案的，可以在障碍消除后72小时内补报。定损结果在村务公开栏公示不少于3天。"],
     "两天之内。", "24小时之内。", "24小时", "date", True),
    ("p13-short-zh-09", "short-zh", "小额诉讼的案子多长时间审完？",
     ["小额诉讼程序适用于标的额为省、自治区、直辖市上年度就业人员年平均工资50%以下的简单金钱给付民事案件，实行一审"
      "终审。小额诉讼案件应当在立案之日起两个月内审结；有特殊情况需要延长的，经本院院长批准，可以延长一个月。案件"
      "受理费减半交纳。",
      "下列案件不适用小额诉讼程序：人身关系、财产确权案件；涉外案件；需要评估、鉴定或者对诉前评估、鉴定结果有异议的案件"
      "；一方当事人下落不明的案件；当事人提出反诉的案件。"],
     "立案后两个月内。", "立案后一个月内。", "一个月", "date", True),
    ("p13-short-zh-10", "short-zh", "免费窝沟封闭给哪几个年级的孩子做？",
     ["儿童口腔疾病综合干预项目：为本市小学二年级至四年级学生免费提供窝沟封闭，为一年级学生免费提供局部涂氟，每学年"
      "两次。窝沟封闭由区牙病防治所组织实施，项目费用由市、区两级财政按1:1分担。家长不同意的，可填写书面告知书放弃。"],
     "小学二到四年级。", "小学一年级。", "一年级", "entity", True),
    # --- short answers, English ---
    ("p13-short-en-01", "short-en", "How much is the Boiler Upgrade grant for a biomass boiler?",
     ["Boiler Upgrade Scheme grants: £7,500 towards an air source heat pump, £7,500 towards a ground source heat pump "
      "(including water source and shared ground loops), and £5,000 towards a biomass boiler. Biomass boilers are only "
      "eligible in rural areas not connected to the gas grid."],
     "Five thousand pounds.", "£7,500.", "£7,500", "number", True),
    ("p13-short-en-02", "short-en", "What's the cap on a holding deposit?",
     ["A holding deposit, paid to reserve a property while checks are done, is capped at 1 week's rent. The tenancy "
      "deposit itself is capped at 5 weeks' rent if the annual rent is under £50,000, or 6 weeks' rent if it is "
      "£50,000 or more. A holding deposit must normally be repaid within 7 days."],
     "A week's rent.", "Five weeks' rent.", "Five weeks'", "number", True),
    ("p13-short-en-03", "short-en", "What's the small claims limit for a road traffic injury claim?",
     ["The small claims track is normally for claims of £10,000 or less. Personal injury claims go on the small claims "
      "track only if the damages for pain and suffering are £1,500 or less, or £5,000 or less for road traffic "
      "accident claims. Housing disrepair claims are small claims only if the repairs cost £1,000 or less.",
      "Court fees to issue a money claim online start at £35 fo"
      "r claims up to £300 and rise to £455 for claims between "
      "£5,000.01 and £10,000. A hearing fee of between £27 and "
      "£346 is also payable if the case goes to a hearing."],
     "Five thousand pounds for pain and suffering.", "£1,500 for pain and suffering.", "£1,500", "number", True),
    ("p13-short-en-04", "short-en", "What's the dental co-pay at a family income of $75,000?",
     ["Canadian Dental Care Plan co-payments by adjusted family net income: under $70,000, no co-payment; $70,000 to "
      "$79,999, 40% of the established fee; $80,000 to $89,999, 60%. Families with $90,000 or more do not qualify."],
     "Forty percent.", "Sixty percent.", "Sixty percent", "number", True),
    ("p13-short-en-05", "short-en", "How long before a new flood policy kicks in?",
     ["There is typically a 30-day waiting period before a new NFIP flood policy takes effect. There is no waiting "
      "period if the policy is bought in connection with making, increasing, extending or renewing a loan, and a "
      "1-day waiting period applies when a new flood map places the building in a high-risk area."],
     "Usually a thirty-day wait.", "Usually a one-day wait.", "one-day", "date", True),
    ("p13-short-en-06", "short-en", "What is the earnings limit for free school meals on Universal Credit?",
     ["From Year 3, a child gets free school meals in England if the family gets Universal Credit and the household's "
      "net earnings are under £7,400 a year, assessed over up to three monthly assessment periods. Families on income "
      "support or income-based Jobseeker's Allowance also qualify."],
     "Under £7,400 a year after tax.", "Under £7,400 a month after tax.", "a month", "number", True),
    ("p13-short-en-07", "short-en", "How many hours a week do I need to care for someone to get Carer's Allowance?",
     ["To get Carer's Allowance you must spend at least 35 hours a week caring for someone who gets a qualifying "
      "disability benefit, be 16 or over, not be in full-time education, and earn £196 or less a week after "
      "deductions. The allowance is £83.30 a week."],
     "Thirty-five or more.", "Thirty-five at most.", "at most", "number", True),
    ("p13-short-en-08", "short-en", "What's the biggest installation that can get a Smart Export Guarantee tariff?",
     ["Smart Export Guarantee eligibility: solar PV, wind, hydro and anaerobic digestion installations up to 5MW "
      "capacity, and micro combined heat and power up to 50kW. Solar installations up to 50kW must be certified under "
      "MCS; larger ones need ROO-FIT accreditation."],
     "Five megawatts.", "Fifty kilowatts.", "Fifty kilowatts", "number", True),
    ("p13-short-en-09", "short-en", "What's the most EI sickness benefits pay per week in 2025?",
     ["Employment Insurance sickness benefits are paid at 55% of your average insurable weekly earnings, up to a "
      "maximum amount. In 2025 the maximum is $695 a week, up from $668 in 2024. Benefits can be paid for up to 26 "
      "weeks after a one-week waiting period."],
     "$695 a week.", "$668 a week.", "$668", "number", False),
    ("p13-short-en-10", "short-en", "How long can Statutory Sick Pay be paid for?",
     ["Statutory Sick Pay is £118.75 a week and can be paid for up to 28 weeks. It is paid from the fourth qualifying "
      "day off sick. If you have been off sick for more than 7 days, your employer can ask you for a fit note."],
     "Up to twenty-eight weeks.", "Up to seven weeks.", "seven weeks", "date", True),
    # --- paraphrase (the wrong piece is itself a rewording that changes the meaning) ---
    ("p13-paraphrase-01", "paraphrase", "走小额诉讼程序，案件受理费要交吗？",
     ["小额诉讼程序适用于标的额为省、自治区、直辖市上年度就业人员年平均工资50%以下的简单金钱给付民事案件。小额诉讼"
      "案件实行一审终审，应当在立案之日起两个月内审结。小额诉讼案件的受理费减半交纳；当事人申请司法救助、确有困难的，"
      "可以申请缓交、减交或者免交。"],
     "要交，但只用交一半；真有困难的，还可以申请缓交、少交或者不交。",
     "不用交，受理费一分都不用出；真有困难的，还可以申请缓交、少交或者不交。",
     "受理费一分都不用出", "negation", True),
    ("p13-paraphrase-02", "paraphrase", "小区做节能改造，要多少业主同意？",
     ["既有建筑节能改造实施前，须经专有部分面积占比三分之二以上的业主且人数占比三分之二以上的业主同意；改造方案应在"
      "小区公示不少于7天。改造期间居民无需搬离，施工单位应在每日20时至次日7时停止产生噪声的作业。"],
     "得有三分之二以上的业主同意才能改，按面积算和按人数算都要够。",
     "得有一半以上的业主同意才能改，按面积算和按人数算都要够。",
     "一半以上", "number", True),
    ("p13-paraphrase-03", "paraphrase", "水稻保险每亩30块保费，农户自己要出多少？",
     ["政策性水稻种植保险每亩保费30元，其中中央财政补贴45%，省级财政补贴25%，县级财政补贴10%，农户自缴20%。农户"
      "自缴保费可以由村集体经济组织代缴，但须经村民会议讨论同意。保险金额为每亩1000元。"],
     "农户自己只掏两成，也就是每亩6块钱，剩下的都是各级财政补贴。",
     "农户自己要掏八成，也就是每亩6块钱，剩下的都是各级财政补贴。",
     "八成", "number", True),
    ("p13-paraphrase-04", "paraphrase", "我爸中风后治疗了4个月，现在能申请长护险的失能评估吗？",
     ["长期护理保险失能评估申请条件：参保人因年老、疾病、伤残等原因导致生活不能自理，经不少于6个月的治疗且病情基本"
      "稳定的，可以申请失能评估；治疗不满6个月的，经办机构暂不受理评估申请。申请时须提交二级及以上医疗机构出具的诊断"
      "证明和近期病历。",
      "失能评估由经办机构委托的第三方评估机构实施，评估人员应当上门评估，评估费用由长期护理保险基金支付。评估结论为重度"
      "失能一级至三级的，方可按对应等级享受长期护理保险待遇。"],
     "还不行。要治疗满半年、病情基本稳定才受理，您父亲才治了4个月。",
     "可以了。要治疗满一个季度、病情基本稳定才受理，您父亲已经治了4个月。",
     "一个季度", "date", True),
    ("p13-paraphrase-05", "paraphrase", "助听器补贴是每年都能领吗？",
     ["老年人助听器适配补贴为一次性补贴，每人最高3000元，实际配置费用低于3000元的按实际费用补贴。已通过残疾人辅助器具"
      "适配项目领取过助听器的，5年内不得重复申请。助听器须在区残联公布的定点适配机构购买。"],
     "不是，这是一次性的补贴，一个人最多3000块，花得少就按实际花的补。",
     "是的，这是每年都发的补贴，一个人最多3000块，花得少就按实际花的补。",
     "每年都发", "date", True),
    ("p13-paraphrase-06", "paraphrase", "孩子请了几天病假，课后服务费能退吗？",
     ["课后服务费按学期收取。学生因病、事假连续请假两周以上的，按实际缺勤天数退费；请假不足两周的不予退费。学期中途"
      "退出课后服务的，须由家长书面申请，自下月起停止收费。"],
     "几天的话退不了，要连着请假超过两周，才按实际缺的天数退钱。",
     "几天的话也能退，只要请了假，就按实际缺的天数退钱。",
     "只要请了假", "negation", True),
    ("p13-paraphrase-07", "paraphrase", "捐钱代替义务植树，一棵树30块，管护费要另交吗？",
     ["适龄公民不能直接参加植树的，可以通过认种认养、捐资捐物等方式履行植树义务，捐资折算标准为每株30元，含三年管护"
      "费用。捐资统一进入区绿化基金专户，由区园林绿化局组织栽植和管护，每年公布资金使用情况。"],
     "不用另交，30块里已经包括了三年的管护费用。",
     "要另交，30块里不包括三年的管护费用。",
     "不包括", "negation", True),
    ("p13-paraphrase-08", "paraphrase", "I had SSP five weeks ago and now I'm off sick again. Do the three waiting days apply again?",
     ["SSP is not paid for the first 3 qualifying days of a period of sickness ('waiting days'). Waiting days do not "
      "have to be served again if the new period of sickness starts within 8 weeks of the end of a previous period "
      "for which you got SSP; the two periods are then linked."],
     "No. Because your last SSP ended less than eight weeks ago, the two spells link up and you don't serve the "
     "waiting days again.",
     "No. Because your last SSP ended less than a year ago, the two spells link up and you don't serve the waiting "
     "days again.",
     "less than a year ago", "date", True),
    ("p13-paraphrase-09", "paraphrase", "My landlord never protected my deposit. What can a court order?",
     ["If your landlord did not protect your deposit in an approved scheme within 30 days, you can apply to your local "
      "county court. The court can order the landlord to repay the deposit or protect it, and to pay you compensation "
      "of between 1 and 3 times the amount of the deposit.",
      "You can apply for compensation during the tenancy or after it ends; after it ends you have 6 "
      "years to do so. A landlord who has not protected the deposit cannot normally use a section 21 "
      "notice to end the tenancy."],
     "The court can make the landlord give back or protect the deposit, and pay you anything from one to three times "
     "its amount on top.",
     "The court can make the landlord give back or protect the deposit, and pay you at least three times its amount "
     "on top.",
     "at least three times", "number", True),
    ("p13-paraphrase-10", "paraphrase", "Do I need an Energy Performance Certificate to get the Boiler Upgrade grant?",
     ["To get a Boiler Upgrade Scheme grant you must have a valid Energy Performance Certificate (EPC) issued in the "
      "last 10 years with no outstanding recommendations for loft or cavity wall insulation, unless you have an "
      "exemption. The property must have an installed capacity of up to 45kWth."],
     "Yes: a valid EPC from the last ten years, with no loft or cavity wall insulation still recommended, unless "
     "you're exempt.",
     "Yes: a valid EPC from the last ten years, and any loft or cavity wall insulation it still recommends doesn't "
     "matter.",
     "doesn't matter", "negation", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe13"), "probe13")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
