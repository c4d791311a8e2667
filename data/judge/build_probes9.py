"""Build `data/judge/probes9.jsonl.gz`: the ninth probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes9", blind: before the judge was run on them, without reading the judge's code). The questions users of
a policy QA system ask about ONE fact, against dense contexts (one to three passages of 80-400 characters that hold
several facts of the same kind: rates per category or age, time limits per step, several bodies with different duties,
old and new values), so that the wrong value is one the same contexts give something else. About half the answers are
short (a bare value or name, one clause opening with 根据资料 / "According to the documents", a bare yes/no with at
most one sentence of reason); the rest are two to four sentences the way RAG systems answer. The hallucinated answer
differs from the faithful one in one piece; sometimes it copies the contexts verbatim except for that piece. New
domains (childcare subsidies, elderly care allowances, museums and libraries, public transport fares, water and
electricity tariffs, parking, waste sorting fines, pet licensing, appliance subsidies, new-energy vehicle quotas,
rental housing, school enrolment, scholarships and student loans, unemployment benefits, driving licences, passports
and visas, hospital appointments, vaccination schedules, national parks, tourist tax refunds); see
data/judge/README.md. Split by a hash of the id. Deterministic: `python data/judge/build_probes9.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes9.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is the one the contexts give another category) ---
    ("p9-binding-01", "binding", "孩子1岁半，每年能领多少育儿补贴？",
     ["育儿补贴按年发放：0至1周岁（不含）每孩每年3600元；1至2周岁（不含）每孩每年3000元；2至3周岁（不含）每孩每年"
      "2400元。多孩家庭的第三孩及以上，在上述标准基础上每年增加1200元。补贴由户籍所在地乡镇（街道）审核后，于每年6月底前"
      "发放至申请人社会保障卡金融账户。"],
     "根据资料，1岁半属于1至2周岁这一档，每个孩子一年可以领3000元。如果是家里的第三个孩子，每年还能再多领1200元。",
     "根据资料，1至2周岁（不含）的孩子每孩每年可领取2400元育儿补贴。补贴于每年6月底前发放至申请人社会保障卡金融账户。",
     "2400元", "number", True),
    ("p9-binding-02", "binding", "一年用水200立方米，超过180的那部分按什么价收？",
     ["居民生活用水实行阶梯水价：第一阶梯年用水量0至180立方米（含），综合水价为每立方米5元；第二阶梯181至260立方米（含），"
      "每立方米7元；第三阶梯260立方米以上，每立方米9元。家庭常住人口超过4人的，每增加1人，各阶梯年用水量基数增加30立方米。"],
     "每立方米7元。", "每立方米9元。", "9元", "number", False),
    ("p9-binding-03", "binding", "学生看特展多少钱一张票？",
     ["博物馆基本陈列免费开放，特展实行收费：成人票每张60元，学生票每张30元，60至69周岁老年人凭身份证购买半价票，"
      "70周岁以上老年人、残疾人、现役军人免费参观。团体（20人以上）购票每张50元，须提前3天预约。"],
     "学生票30元一张。", "学生票每张50元。", "50元", "number", True),
    ("p9-binding-04", "binding", "奶奶今年92岁，每月能领多少高龄津贴？",
     ["高龄津贴按月发放：80至89周岁老年人每人每月100元，90至99周岁每人每月300元，100周岁及以上每人每月600元。津贴由户籍所在地街道（乡镇）每季度首月发放，本人须每年进行一次生存认证。",
      "经济困难的失能老年人另可申领护理补贴：重度失能每人每月400元，中度失能每人每月200元，轻度失能每人每月100元。"
      "护理补贴与高龄津贴可以同时享受，护理补贴每半年复核一次。"],
     "根据资料，92岁落在90至99周岁这一档，高龄津贴是每月300元。如果老人属于经济困难的失能老人，还可以另外申请护理补贴。",
     "根据资料，90至99周岁老年人的高龄津贴为每人每月400元。如果老人属于经济困难的失能老人，还可以另外申请护理补贴。",
     "400元", "number", True),
    ("p9-binding-05", "binding", "二类区域路边停车第一个小时收多少钱？",
     ["本市路侧停车分三类区域收费：一类区域首小时10元，之后每半小时5元；二类区域首小时6元，之后每半小时3元；三类区域"
      "首小时4元，之后每半小时2元。夜间20时至次日7时，各类区域均按每次10元收费。",
      "新能源小客车在路侧停车首小时免费，超过1小时的按对应区域标准收费。残疾人专用车辆在各类区域停车均免费。路侧停车单次停放不得超过4小时，停车费可通过“城市停车”App或现场收费员缴纳，逾期未缴的纳入信用记录。"],
     "6元。", "10元。", "10元", "number", False),
    ("p9-binding-06", "binding", "买二级能效的冰箱能补贴多少？",
     ["个人消费者购买一级能效的空调、冰箱、洗衣机、电视等家电，按产品销售价格的20%给予补贴；购买二级能效产品，按产品"
      "销售价格的15%给予补贴。每位消费者每类产品可补贴1件，每件补贴最高不超过2000元。",
      "补贴实行“即买即补”，消费者在参与活动的门店购买时直接减免，无需事后申领。线上平台购买的，须在收货地址所在省份"
      "核验身份后享受补贴。补贴资金由中央和地方财政按9:1比例分担。"],
     "二级能效的冰箱按售价的15%补贴，一件最多补2000元。每类产品每人只能补一件。",
     "购买二级能效产品，按产品销售价格的20%给予补贴，每件补贴最高不超过2000元。", "20%", "number", True),
    ("p9-binding-07", "binding", "我交了7年失业保险，失业金最多能领几个月？",
     ["失业保险金按月发放，标准为本市最低工资标准的90%。失业前累计缴费满1年不满5年的，最长领取12个月；满5年不满10年的，"
      "最长领取18个月；10年以上的，最长领取24个月。",
      "本市现行最低工资标准为每月2420元，失业保险金按其90%发放，即每月2178元。领取期满仍未就业的，可按规定申领失业补助金，"
      "最长6个月，失业补助金标准为失业保险金的80%。",
      "失业人员在领取失业保险金期间重新就业的，停止领取失业保险金；再次失业的，前次应领而尚未领取的期限可与本次应领期限合并计算，最长不超过24个月。领取期间死亡的，向其遗属发给一次性丧葬补助金和抚恤金。"],
     "根据资料，你累计缴费7年，属于满5年不满10年这一档，最长可以领18个月失业保险金。按现行标准，每月能领2178元。",
     "根据资料，失业前累计缴费满5年不满10年的，最长领取24个月。失业保险金按本市最低工资标准的90%发放，即每月2178元。",
     "24个月", "quantity", True),
    ("p9-binding-08", "binding", "How much is a single bus fare for a 10-year-old?",
     ["Adult single fares on city buses are $2.75. Seniors aged 65 and over and people with a disability pay a reduced "
      "fare of $1.35, and children aged 6 to 17 pay $1.10. Children under 6 ride free when accompanied by a "
      "fare-paying adult. A 7-day unlimited pass costs $34 for adults and $17 for seniors."],
     "$1.10.", "$1.35.", "$1.35", "number", False),
    ("p9-binding-09", "binding", "What does expedited service add to the cost of a passport application?",
     ["Passport fees: a first adult passport book costs $130 plus a $35 acceptance fee. Adult renewals by mail cost "
      "$130 with no acceptance fee. A passport book for a child under 16 costs $100 plus the $35 acceptance fee. "
      "Expedited service adds $60 to any application, and 1-2 day return delivery adds $22.05."],
     "According to the documents, choosing expedited service adds $60 to the application, whatever type of passport "
     "you are applying for. Faster return delivery in 1-2 days is a separate $22.05 charge.",
     "According to the documents, expedited service adds $35 to any application. Faster return delivery in 1-2 days "
     "is a separate $22.05 charge.", "$35", "number", True),
    ("p9-binding-10", "binding", "What is the night rate for Economy 7 customers?",
     ["Residential electricity rates from 1 April: the standing charge is 53.35p per day. The unit rate is 24.50p per "
      "kWh for single-rate meters. Economy 7 customers pay 30.12p per kWh during the day and 14.68p per kWh during the "
      "seven night-time hours."],
     "According to the documents, Economy 7 customers are charged 14.68p per kWh during the seven night-time hours. "
     "Daytime units cost 30.12p per kWh, and the 53.35p daily standing charge applies on top.",
     "According to the documents, Economy 7 customers pay 24.50p per kWh during the seven night-time hours. Daytime "
     "units cost 30.12p per kWh, and the 53.35p daily standing charge applies on top.",
     "24.50p", "number", True),
    # --- role (a body or person the contexts give another duty) ---
    ("p9-role-01", "role", "房屋租赁登记备案要去哪里办？",
     ["出租人应当自房屋租赁合同订立之日起30日内，到房屋所在地街道办事处设立的房屋租赁服务站办理登记备案。公安派出所"
      "负责流动人口居住登记，住房和城乡建设部门负责租赁合同网签系统的建设和管理，市场监管部门负责查处房地产经纪机构的"
      "违法行为。"],
     "街道办事处设立的房屋租赁服务站。", "公安派出所。", "公安派出所", "entity", False),
    ("p9-role-02", "role", "个人不分类投放垃圾，由哪个部门罚款？",
     ["单位未按规定分类投放生活垃圾的，由城市管理综合执法部门责令改正，处1000元以上1万元以下罚款；个人未按规定分类投放"
      "的，由城市管理综合执法部门处50元以上200元以下罚款。生态环境部门负责有害垃圾处置的监督管理，商务部门负责再生资源"
      "回收体系建设，住房和城乡建设部门负责分类收运的日常指导。"],
     "根据资料，个人没按规定分类投放生活垃圾的，由城市管理综合执法部门处罚，罚款在50元到200元之间。单位违规的罚得更重，是1000元以上1万元以下。",
     "根据资料，个人未按规定分类投放的，由生态环境部门处50元以上200元以下罚款。单位违规的罚得更重，是1000元以上1万元以下。",
     "生态环境部门", "entity", True),
    ("p9-role-03", "role", "孩子的实际居住情况由谁核实？",
     ["小学新生入学按以下分工办理：区教育局负责划定学区和公布招生计划，学校负责接收报名材料并进行初审，街道办事处"
      "负责核实适龄儿童的实际居住情况，公安分局负责户籍信息核验，区住房和城乡建设委员会负责房产信息核验。"],
     "根据资料，适龄儿童的实际居住情况由街道办事处核实。户籍信息由公安分局核验，房产信息则由区住房和城乡建设委员会核验。",
     "根据资料，适龄儿童的实际居住情况由区教育局负责核实。户籍信息由公安分局核验，房产信息则由区住房和城乡建设委员会核验。",
     "区教育局", "entity", True),
    ("p9-role-04", "role", "驾校归哪个部门监管？",
     ["机动车驾驶人考试分为科目一、科目二、科目三。考试由公安机关交通管理部门车辆管理所组织实施，驾驶培训机构负责学员的"
      "培训和培训记录的提交，交通运输主管部门负责对驾驶培训机构进行监督管理。",
      "考试员应当取得考试员资格证书，由省级公安机关交通管理部门统一考核发证。考试员不得参与驾驶培训机构的经营活动。科目二、科目三考试须使用全程录音录像设备，录像资料保存不少于2年。",
      "驾驶培训机构应当在教学场所公示收费标准、教练员信息和培训学时要求；学员对培训质量有异议的，可以向交通运输主管部门投诉。交通运输主管部门每年对驾驶培训机构进行质量信誉考核，考核结果向社会公布。"],
     "根据资料，驾校由交通运输主管部门监管。学员的培训记录也由驾校负责提交。",
     "根据资料，驾驶培训机构由公安机关交通管理部门负责监督管理。学员的培训记录由驾校提交。", "公安机关交通管理部门",
     "entity", True),
    ("p9-role-05", "role", "接种单位由谁指定？",
     ["预防接种工作中，疾病预防控制机构负责疫苗的采购计划、分发和接种技术指导；接种单位负责按照免疫程序实施接种并做好"
      "记录；卫生健康主管部门负责指定接种单位；药品监督管理部门负责疫苗质量的监督检查。",
      "接种单位应当具备医疗机构执业许可证，并有经过县级人民政府卫生健康主管部门组织培训的医生、护士或者乡村医生。接种单位名单由卫生健康主管部门向社会公布并及时更新，接种单位不得擅自变更接种服务时间。"],
     "卫生健康主管部门。", "疾病预防控制机构。", "疾病预防控制机构", "entity", False),
    ("p9-role-06", "role", "国家奖学金最后由谁审定？",
     ["国家奖学金评审程序：学生本人提出申请，班级评议小组进行民主评议，学院评审委员会组织初评并公示5个工作日，学校奖助"
      "学金评审领导小组终审后报省级教育行政部门备案。评审结果于每年10月31日前报送。"],
     "根据资料，终审由学校的奖助学金评审领导小组负责，之后报省级教育行政部门备案。学院评审委员会只负责初评。",
     "根据资料，国家奖学金由学院评审委员会终审，之后报省级教育行政部门备案。", "学院评审委员会", "entity", True),
    ("p9-role-07", "role", "对图书赔偿结果有异议找谁复核？",
     ["读者证遗失的，应到总馆服务台办理挂失；图书损坏或遗失的，由借阅部门核定赔偿金额；逾期未还的滞纳金由各分馆自助机"
      "收取；读者对处理结果有异议的，可在7日内向馆办公室提出复核。"],
     "可以在7天内向馆办公室申请复核。", "可在7日内向借阅部门提出复核。", "借阅部门", "entity", True),
    ("p9-role-08", "role", "Who issues backcountry permits in the park?",
     ["Within the national park, the Park Service manages trails, campgrounds and visitor centres. The state Department "
      "of Fish and Wildlife issues fishing licences and enforces fishing rules. Backcountry permits are issued by the "
      "park's Wilderness Office, and the county sheriff handles search and rescue."],
     "The park's Wilderness Office.", "The state Department of Fish and Wildlife.", "Department of Fish and Wildlife",
     "entity", False),
    ("p9-role-09", "role", "Who decides a visitor visa application?",
     ["Applications for a visitor visa are submitted online. Biometrics are collected at a visa application centre run "
      "by a commercial partner, which passes the documents to UK Visas and Immigration for a decision. On arrival, "
      "Border Force officers check the visa and may refuse entry."],
     "According to the documents, the decision is made by UK Visas and Immigration. The visa application centre only "
     "collects your biometrics and passes the documents on.",
     "According to the documents, the decision is made by the visa application centre. Border Force officers check "
     "the visa on arrival.", "visa application centre", "entity", True),
    ("p9-role-10", "role", "Who hears the first appeal after a reconsideration is upheld?",
     ["If your claim for unemployment benefits is denied, you may ask the Claims Unit for a reconsideration within 30 "
      "days. If the denial is upheld, you can appeal to the Appeals Tribunal, an independent body. Decisions of the "
      "Tribunal can be reviewed by the Board of Review, and after that by the county court."],
     "According to the documents, you can appeal to the Appeals Tribunal, which is an independent body. That step "
     "comes after the Claims Unit's reconsideration, which you can ask for within 30 days of the denial.",
     "According to the documents, you can appeal to the Board of Review, which is an independent body. That step "
     "comes after the Claims Unit's reconsideration, which you can ask for within 30 days of the denial.",
     "Board of Review", "entity", True),
    # --- the date or time limit of another step ---
    ("p9-event-date-01", "event-date", "下半年的新能源指标配置结果哪天公布？",
     ["新能源小客车指标申请每年分两期受理：上半年申请截止日期为3月8日，5月26日公布配置结果；下半年申请截止日期为10月8日，"
      "12月26日公布配置结果。获得指标后，应在12个月内办理车辆登记，逾期视为放弃。"],
     "12月26日。", "10月8日。", "10月8日", "date", False),
    ("p9-event-date-02", "event-date", "区住房保障部门复审要多长时间？",
     ["公共租赁住房申请流程：申请人提交材料后，街道在15个工作日内完成初审；区住房保障部门在初审通过后20个工作日内完成"
      "复审；复审通过的名单公示7日；公示无异议的，纳入轮候。",
      "轮候期间，申请人家庭情况发生变化的，应在30日内向街道申报；无正当理由连续两次拒绝配租的，2年内不得再次申请。轮候家庭按登记时间先后排序，轮候期一般不超过3年。"],
     "根据资料，初审通过以后，区住房保障部门会在20个工作日内完成复审。复审通过的名单还要公示7天。",
     "根据资料，初审通过以后，区住房保障部门会在15个工作日内完成复审。复审通过的名单还要公示7天。", "15个工作日",
     "quantity", True),
    ("p9-event-date-03", "event-date", "专家号每天几点放号？",
     ["本院预约挂号规则：普通号源提前7天放号，每天上午8点开放；专家号源提前14天放号，每天下午3点开放。预约成功后如需"
      "取消，应在就诊前一日18点前操作；爽约3次的，90天内不得预约。"],
     "下午3点。", "上午8点。", "上午8点", "date", False),
    ("p9-event-date-04", "event-date", "偏远地区办普通护照最多要等多久？",
     ["普通护照办理时限：出入境管理机构自受理申请之日起7个工作日内签发；偏远地区或者交通不便的地区、因特殊情况不能按期"
      "签发的，经审批签发时限可以延长至不超过15个工作日。申请人因急事出国的，可申请加急办理，3个工作日内签发。"],
     "根据资料，偏远或交通不便地区的普通护照，签发时限经审批可以延长，但最长不超过15个工作日。一般情况下是7个工作日内"
     "签发。",
     "根据资料，偏远地区或者交通不便的地区，经审批签发时限可以延长至不超过7个工作日。有急事出国的，可以申请加急办理。",
     "7个工作日", "quantity", True),
    ("p9-event-date-05", "event-date", "境外旅客买完东西，最晚多久内离境才能退税？",
     ["境外旅客在退税商店购买退税物品后，须在购物之日起90日内离境，并在离境口岸办理退税。离境时应向海关出示物品和退税"
      "申请单，由海关验核签章；退税代理机构收到签章后的申请单后当场办理退税，退税额超过1万元的，以银行转账方式在10个"
      "工作日内退付。",
      "退税物品应当是同一境外旅客同一日在同一退税商店购买、金额达到500元人民币的物品，且尚未启用或消费。退税率为退税物品销售额的11%，退税代理机构按2%收取手续费。"],
     "根据资料，境外旅客要在购物之日起90日内离境，并在离境口岸办理退税。退税额超过1万元的，会在10个工作日内通过银行转账退付。",
     "根据资料，境外旅客须在购物之日起10个工作日内离境，并在离境口岸办理退税。退税额超过1万元的，以银行转账方式退付。",
     "10个工作日", "quantity", True),
    ("p9-event-date-06", "event-date", "麻腮风疫苗第一针什么时候打？",
     ["国家免疫规划程序：乙肝疫苗出生时、1月龄、6月龄各接种1剂；脊灰疫苗2月龄、3月龄、4月龄和4周岁各接种1剂；百白破"
      "疫苗3月龄、4月龄、5月龄、18月龄各接种1剂；麻腮风疫苗8月龄、18月龄各接种1剂。"],
     "根据资料，麻腮风疫苗一共两剂，第一剂在宝宝8个月大时接种，第二剂在18月龄。",
     "根据资料，麻腮风疫苗一共两剂，第一剂在6月龄接种，第二剂在18月龄。", "6月龄", "date", True),
    ("p9-event-date-07", "event-date", "小学录取结果什么时候公布？",
     ["2025年义务教育招生工作安排：5月10日至5月20日进行网上信息采集；6月1日至6月10日学校审核材料；7月15日前公布"
      "录取结果；8月31日新生报到。未被录取的适龄儿童由区教育局统筹安排学位。"],
     "根据资料，录取结果会在7月15日之前公布。新生8月31日报到。",
     "根据资料，录取结果将于6月10日前公布。新生8月31日报到。",
     "6月10日", "date", True),
    ("p9-event-date-08", "event-date", "How long is a reserved item kept at the desk?",
     ["Books may be borrowed for 21 days and renewed up to three times, provided no other member has reserved them. "
      "DVDs are loaned for 7 days. Reserved items are held at the collection desk for 10 days. Overdue notices are sent "
      "by email 3 days after the due date."],
     "10 days.", "7 days.", "7 days", "quantity", False),
    ("p9-event-date-09", "event-date", "How long is a theory test certificate valid?",
     ["After passing the theory test, you have two years to pass the practical driving test; otherwise the theory "
      "certificate expires and you must take the theory test again. A provisional licence must be held before booking "
      "either test. Once you pass the practical test, your full licence should arrive within three weeks.",
      "Theory test fees are $23 for cars and $15.50 for motorcycles. The practical test costs $62 on weekdays and $75 "
      "in the evenings, at weekends and on bank holidays.",
      "If you fail the practical test, you must wait at least 10 working days before taking it again. You can change "
      "your test date online up to 3 working days before the test without losing the fee."],
     "According to the documents, you have two years from passing the theory test to pass your practical test. After "
     "that the certificate runs out and you'd need to sit the theory test again.",
     "According to the documents, you have three weeks from passing the theory test to pass your practical test. After "
     "that the certificate runs out and you'd need to sit the theory test again.", "three weeks", "quantity", True),
    ("p9-event-date-10", "event-date", "When does the heat pump rebate programme close?",
     ["Rebate applications for heat pumps must be submitted within 90 days of installation. The programme opened on 1 "
      "March 2025. The first funding round ends on 30 September 2025, and the programme closes on 31 December 2026, or "
      "earlier if funds run out. Approved rebates are paid within 45 days by direct deposit."],
     "According to the documents, it closes on 31 December 2026, or sooner if the money runs out. Remember that you "
     "have to apply within 90 days of installation.",
     "According to the documents, it closes on 30 September 2025, or sooner if the money runs out. Remember that you "
     "have to apply within 90 days of installation.",
     "30 September 2025", "date", True),
    # --- negation (the wrong answer borrows the clause about the other group) ---
    ("p9-negation-01", "negation", "62岁的老人坐地铁能优惠吗？",
     ["持本市老年人优待卡的65周岁以上老年人，乘坐本市地面公交和轨道交通免费；60至64周岁老年人乘坐地面公交享受半价"
      "优惠，乘坐轨道交通不享受优惠。优待卡由户籍所在地社区服务中心受理，免收工本费。"],
     "不能，60到64岁的老人坐轨道交通没有优惠，只有坐地面公交才打半价。",
     "能，60到64岁的老人坐轨道交通也打半价。", "能", "negation", True),
    ("p9-negation-02", "negation", "外地户籍的读者办证要交押金吗？",
     ["持有效身份证件的本市居民可免押金办理读者证，可同时借阅图书10册；非本市户籍读者需缴纳押金100元，可同时借阅图书"
      "5册。少儿读者证限14周岁以下儿童办理，免押金，可同时借阅图书5册。"],
     "根据资料，要交。非本市户籍的读者办证需缴纳押金100元，可以同时借阅5册图书。本市居民持有效身份证件可以免押金办证。",
     "根据资料，不用交。非本市户籍的读者持有效身份证件即可免押金办证，可以同时借阅5册图书。",
     "不用", "negation", True),
    ("p9-negation-03", "negation", "插电混动车受尾号限行吗？",
     ["工作日早晚高峰期间，本市实行尾号限行，限行范围为五环路以内道路。纯电动小客车不受尾号限行措施限制；插电式混合"
      "动力小客车按燃油车管理，须遵守尾号限行规定。每周限行尾号按季度轮换，由交通管理部门提前公布。",
      "限行时间为7时至9时、17时至20时；违反限行规定的，每次罚款100元，同一车辆3小时内只处罚一次。交通技术监控设备抓拍的违法行为，驾驶人可通过交管App在线处理。"],
     "根据资料，受限行。插电式混合动力小客车按燃油车管理，需要遵守尾号限行规定；不受限行的只有纯电动小客车。",
     "根据资料，插电式混合动力小客车不受尾号限行措施限制。限行范围为五环路以内道路。", "不受", "negation", True),
    ("p9-negation-04", "negation", "82岁老人，子女也在本市住，能领居家养老服务补贴吗？",
     ["居家养老服务补贴对象为本市户籍、年满60周岁的低保、特困老年人，以及年满80周岁的独居老年人。子女在本市居住的"
      "80周岁以上老年人，不属于补贴对象。补贴标准为每人每月300元，以服务券形式发放。"],
     "不能。子女在本市居住的80岁以上老人不在补贴范围内。", "能，82岁已经超过80周岁。", "能", "negation", True),
    ("p9-negation-05", "negation", "居民第一次没分类扔垃圾会被罚款吗？",
     ["居民首次未按规定分类投放生活垃圾的，由执法人员进行劝导并责令改正，不予罚款；拒不改正的，处50元以上200元以下"
      "罚款。单位首次违反的，即处1000元以上1万元以下罚款。"],
     "根据资料，不会。居民第一次没按规定分类投放的，执法人员只会劝导并责令改正；拒不改正的才会被罚50到200元。",
     "根据资料，会。居民首次未按规定分类投放生活垃圾的，处50元以上200元以下罚款；单位首次违反的，处1000元以上罚款。",
     "会", "negation", True),
    ("p9-negation-06", "negation", "复诊要不要重新在网上预约？",
     ["预约挂号实行实名制，就诊时须核对身份信息。复诊患者可在就诊后由医生直接预约下次号源，无需重新在线预约；初诊患者"
      "须通过官方App或电话预约，医院不接受现场加号。每位患者同一科室同一天限预约1个号源。"],
     "不用。复诊患者看完病后可以让医生直接预约下次号源，不需要再自己上网约。只有初诊患者才需要通过官方App或电话预约。",
     "要。复诊患者看完病后须重新通过官方App或电话预约，医院不接受现场加号。",
     "要", "negation", True),
    ("p9-negation-07", "negation", "在一般管理区养狗，登记收费吗？",
     ["养犬人应当每年为犬只注射狂犬病疫苗，并凭免疫证明到所在地派出所办理养犬登记。导盲犬、扶助犬免收登记费；其他犬只"
      "在重点管理区首次登记收费500元，年检每年200元；一般管理区登记和年检均不收费。"],
     "不收费。", "收费，首次登记500元。", "收费", "negation", False),
    ("p9-negation-08", "negation", "Do students get into special exhibitions for free?",
     ["Admission to the permanent collection is free for everyone. Special exhibitions are ticketed, but members get "
      "free entry to all special exhibitions. Children under 12 enter special exhibitions free with a paying adult; "
      "students pay the concession price of $12."],
     "No. Students pay the $12 concession price.", "Yes. Students get free entry to all special exhibitions.", "Yes",
     "negation", True),
    ("p9-negation-09", "negation", "Do Blue Badge holders park free in supermarket car parks?",
     ["Blue Badge holders can park free of charge in council-run pay-and-display car parks and on-street "
      "pay-and-display bays for up to three hours. They are not exempt from charges in privately run car parks, "
      "including hospital and supermarket car parks, unless the operator says otherwise."],
     "According to the documents, not automatically. Privately run car parks, supermarket ones included, can still "
     "charge Blue Badge holders unless the operator says otherwise.",
     "According to the documents, yes. Blue Badge holders can park free of charge in privately run car parks, "
     "including supermarket car parks.", "yes", "negation", True),
    ("p9-negation-10", "negation", "Can part-time students apply for the Merit Scholarship?",
     ["The Merit Scholarship is open to full-time undergraduates with a GPA of 3.5 or above. Part-time students are not "
      "eligible for the Merit Scholarship but may apply for the Access Bursary, which is means-tested. International "
      "students are eligible for both awards."],
     "According to the documents, no. The Merit Scholarship is only open to full-time undergraduates with a GPA of "
     "3.5 or above. Part-time students can apply for the means-tested Access Bursary instead.",
     "According to the documents, yes. Part-time students are eligible for the Merit Scholarship if they have a GPA "
     "of 3.5 or above. They can also apply for the means-tested Access Bursary.",
     "yes", "negation", True),
    # --- modality (可以/须/无需/不得; may/must/need not) ---
    ("p9-modality-01", "modality", "办护照能让家人代办吗？",
     ["未满16周岁的未成年人申请普通护照，须由监护人陪同办理，并提交监护关系证明；16周岁以上的申请人可以本人单独办理。"
      "申请人本人须到场采集指纹和照片，首次申请不得委托他人代办；换发护照且已留存指纹的，可以通过线上预约邮寄办理。"],
     "根据资料，首次申请不行。申请人本人必须到场采集指纹和照片，不能委托他人代办；换发护照且已经留存过指纹的，可以线上预约邮寄办理。",
     "根据资料，首次申请能委托家人代办。换发护照且已留存指纹的，可以通过线上预约邮寄办理。",
     "能", "negation", True),
    ("p9-modality-02", "modality", "换驾照需要自己带照片吗？",
     ["机动车驾驶证有效期满前90日内，驾驶人应当申请换证。年龄在70周岁以上的驾驶人，每年应当进行一次身体检查，并在"
      "记分周期结束后30日内提交身体条件证明；申请换证时，驾驶人无需提交照片，由车管所现场采集。"],
     "不需要，车管所会现场拍。", "需要，申请换证时驾驶人须提交照片。", "需要", "negation", True),
    ("p9-modality-03", "modality", "古籍阅览室能拍照吗？",
     ["阅览室内不得饮食、不得大声喧哗；读者可以携带笔记本电脑入馆使用；古籍阅览室须提前一天预约，读者不得携带钢笔和"
      "相机入内，只可使用铅笔记录，翻阅时须佩戴馆方提供的手套。"],
     "根据资料，不能。古籍阅览室不允许带相机进去，也不能带钢笔，只能用铅笔做记录。另外要提前一天预约。",
     "根据资料，可以。古籍阅览室允许带相机进去，但不能带钢笔，只能用铅笔做记录。另外要提前一天预约。",
     "可以", "negation", True),
    ("p9-modality-04", "modality", "业主能在小区公共车位上装地锁吗？",
     ["小区内公共停车位实行先到先停，业主不得私自加装地锁；经业主大会同意，可以划定部分车位作为固定车位出租；访客车辆"
      "须在门岗登记，停放不超过24小时。固定车位租金由物业公司按每月300元收取，收入归全体业主共有。"],
     "不能。", "能。", "能", "negation", False),
    ("p9-modality-05", "modality", "租客可以转租吗？",
     ["出租人不得将厨房、卫生间、阳台和地下储藏室单独出租供人员居住；每个房间的居住人数不得超过2人；出租人应当在合同中"
      "约定押金金额，押金不得超过3个月租金。承租人经出租人书面同意，可以将房屋转租。"],
     "根据资料，可以，但需要先拿到房东的书面同意。另外，押金最多不能超过3个月租金。",
     "根据资料，承租人不得将房屋转租。另外，押金最多不能超过3个月租金。", "不得", "negation", True),
    ("p9-modality-06", "modality", "国家公园一般控制区可以徒步吗？",
     ["国家公园核心保护区内禁止人为活动，游客不得进入；一般控制区内，游客可以在开放的步道徒步，须走指定线路；无人机须经"
      "管理局审批后方可飞行；野外露营只能在指定营地进行，每晚收费80元。"],
     "可以，但要走开放的指定步道。", "不可以，游客不得进入。", "不可以", "negation", True),
    ("p9-modality-07", "modality", "孩子疫苗没打全，幼儿园能拒收吗？",
     ["接种第一类疫苗不收取任何费用；第二类疫苗由受种者自愿自费接种。儿童入托、入学时，托幼机构和学校应当查验预防接种证，"
      "发现未按规定接种的，应当督促其监护人补种，但不得拒绝儿童入托入学。"],
     "根据资料，不能拒收。幼儿园查验接种证时发现没按规定接种的，应当督促家长带孩子补种，但不能因此拒绝孩子入托。",
     "根据资料，可以拒收。托幼机构查验预防接种证，发现未按规定接种的，应当督促其监护人补种。", "可以", "negation",
     True),
    ("p9-modality-08", "modality", "Do service dogs need a licence?",
     ["All dogs over four months old must be licensed with the city each year. Cats may be licensed voluntarily. "
      "Licences for spayed or neutered dogs cost $20; for other dogs the fee is $60. Service dogs must still be "
      "licensed, but the fee is waived."],
     "According to the documents, yes. Like other dogs over four months old, service dogs must be licensed with the "
     "city each year; only the fee is waived.",
     "According to the documents, no. Unlike other dogs over four months old, service dogs do not have to be "
     "licensed with the city.",
     "do not have to", "negation", True),
    ("p9-modality-09", "modality", "Can I put batteries in my recycling bin?",
     ["Households must separate food waste from general rubbish and put it in the brown caddy. Garden waste may be put "
      "in the green bin only if you have paid for the annual garden waste subscription. Batteries must not be put in "
      "any household bin; take them to a recycling point."],
     "No. Batteries must not go in any household bin; take them to a recycling point.",
     "Yes. Batteries may be put in the recycling bin.", "Yes", "negation", True),
    ("p9-modality-10", "modality", "Do I need a GP referral to go to eye casualty?",
     ["Patients can book routine GP appointments online up to four weeks ahead. Urgent same-day appointments must be "
      "requested by phone from 8am. A referral from a GP is required for hospital specialist appointments, except for "
      "sexual health and eye casualty services, which accept self-referrals."],
     "According to the documents, no. Eye casualty is one of the services that accept self-referrals, so you don't "
     "need to go through your GP first.",
     "According to the documents, yes. A referral from a GP is required for eye casualty services.", "yes",
     "negation", True),
    # --- quantifiers (均/仅/所有/部分/每次; all/only/some) ---
    ("p9-quantifier-01", "quantifier", "以旧换新买电视，要交旧电视吗？",
     ["本轮以旧换新补贴覆盖冰箱、洗衣机、电视、空调、电脑、热水器、家用灶具、吸油烟机共8类产品，其中仅冰箱、洗衣机、"
      "空调3类产品要求交售同类旧家电，其余5类产品直接按新品售价给予补贴。"],
     "根据资料，不用交。只有冰箱、洗衣机、空调这3类产品要求交售同类旧家电，电视属于其余5类，直接按新品售价补贴。",
     "根据资料，要交。本轮以旧换新的8类产品均要求交售同类旧家电，电视也在其中。",
     "均", "negation", True),
    ("p9-quantifier-02", "quantifier", "平时去看临时展览免费吗？",
     ["每月第一个周三为免费开放日，所有展厅均免费开放；其余开放日，基本陈列免费，数字展厅和临时展览收费，票价20元至"
      "60元不等。周一闭馆，法定节假日除外。16周岁以下未成年人参观临时展览半价。"],
     "不免费。平时只有基本陈列免费，临时展览要买票，票价20元到60元；所有展厅都免费的只有每月第一个周三。周一闭馆。",
     "免费。开放日所有展厅均免费开放，包括基本陈列和临时展览。周一闭馆，法定节假日除外。",
     "所有", "negation", True),
    ("p9-quantifier-03", "quantifier", "营利性托育机构能申请运营补贴吗？",
     ["普惠托育机构运营补贴按实际收托婴幼儿人数发放，每人每月200元。补贴仅发放给已完成备案的普惠性托育机构，营利性和"
      "非营利性机构均可申请，未备案的机构不予补贴。补贴每半年申报一次，由区卫生健康部门审核后拨付。"],
     "能，只要完成了普惠性备案，营利性和非营利性机构都可以申请。", "不能，补贴仅发放给非营利性托育机构。",
     "非营利性", "negation", True),
    ("p9-quantifier-04", "quantifier", "一个学生一年能同时拿两项校级奖学金吗？",
     ["学校设立三类奖学金：一等奖学金每人每年8000元，获奖比例为3%；二等奖学金每人每年5000元，比例为8%；三等奖学金"
      "每人每年2000元，比例为15%。同一学年内，每名学生只能获得一项校级奖学金，可与国家助学金同时享受。"],
     "根据资料，不能。同一学年里每名学生只能获得一项校级奖学金，不过可以和国家助学金一起拿。",
     "根据资料，同一学年内，每名学生可获得多项校级奖学金，也可与国家助学金同时享受。", "多项", "negation", True),
    ("p9-quantifier-05", "quantifier", "领失业金期间，医保费自己要交一部分吗？",
     ["领取失业保险金期间，失业人员可以免费参加职业技能培训，并享受职业介绍服务；培训合格的，按规定给予职业培训补贴。"
      "领取期间的基本医疗保险费由失业保险基金全额代缴，个人不缴费。"],
     "根据资料，不用交。领取失业金期间的医保费由失业保险基金全额代缴，个人不用缴费。同时还可以免费参加职业技能培训。",
     "根据资料，领取失业保险金期间的基本医疗保险费由失业保险基金部分代缴。同时还可以免费参加职业技能培训。",
     "部分", "negation", True),
    ("p9-quantifier-06", "quantifier", "90分钟内坐第三趟车还有换乘优惠吗？",
     ["乘客持交通卡在90分钟内换乘公交或地铁，第二次乘车享受1元优惠；90分钟内第三次及以后乘车不再享受换乘优惠。使用"
      "现金或单程票乘车的，均不享受换乘优惠。换乘优惠不适用于机场专线和夜班线路。"],
     "没有，只有第二次乘车能减1元。", "有，90分钟内每次换乘乘车均享受1元优惠。", "每次", "negation", True),
    ("p9-quantifier-07", "quantifier", "60岁以上的老人打流感疫苗都免费吗？",
     ["本市65岁以上老年人可免费接种一剂23价肺炎球菌多糖疫苗；流感疫苗对60岁以上户籍老年人免费，非户籍老年人自费"
      "接种。接种点为各社区卫生服务中心，接种时间为每年10月至次年3月。"],
     "不是。流感疫苗只对60岁以上的户籍老人免费，非户籍老人需要自费接种。可以到各社区卫生服务中心接种。",
     "是的。60岁以上老年人接种流感疫苗全部免费。可以到各社区卫生服务中心接种。",
     "全部", "negation", True),
    ("p9-quantifier-08", "quantifier", "线上办租赁备案，只要房东实名认证就行吗？",
     ["出租房屋应当办理租赁登记备案。登记备案全程免费，线上线下均可办理；线上办理的，出租人和承租人双方均须完成实名"
      "认证；线下办理的，须提交双方身份证明复印件和租赁合同原件。"],
     "不行，线上办理的话，房东和租客两边都要完成实名认证。", "是的，线上办理的，仅出租人须完成实名认证。",
     "仅出租人", "negation", True),
    ("p9-quantifier-09", "quantifier", "Does the annual pass get everyone in my car in for free?",
     ["The annual park pass covers entrance fees at all 63 national parks. It does not cover camping, guided tours or "
      "parking at the five parks that charge separately for parking. The pass admits the pass holder and up to three "
      "adults in the same vehicle; children under 16 are admitted free."],
     "According to the documents, not necessarily. The pass admits the holder plus up to three adults in the same "
     "vehicle, and children under 16 get in free.",
     "According to the documents, yes. The pass admits the pass holder and all adults in the same vehicle; children "
     "under 16 are admitted free.", "all adults", "negation", True),
    ("p9-quantifier-10", "quantifier", "Do all shops have a minimum spend for VAT refunds?",
     ["Visitors from outside the country can claim a VAT refund on goods bought from participating retailers. Only "
      "goods taken out of the country unused within three months qualify; services such as hotel stays and restaurant "
      "meals are excluded. Some retailers set a minimum spend of 50 euros per receipt."],
     "No, only some retailers set a minimum spend, of 50 euros per receipt.",
     "Yes, all participating retailers set a minimum spend of 50 euros per receipt.", "all", "negation", True),
    # --- antonym predicates (上调/下调, 延长/缩短, 同意/不同意; rise/fall, approve/reject) ---
    ("p9-antonym-01", "antonym", "农业用电价格怎么调？",
     ["自7月1日起，居民生活用电第一档电价维持每千瓦时0.4883元不变，第二档电价每千瓦时上调0.05元，第三档电价每千瓦时"
      "上调0.3元；农业生产用电价格每千瓦时下调0.02元，一般工商业用电价格不作调整。"],
     "根据资料，农业生产用电价格是下调的，每千瓦时降0.02元。居民用电第二档、第三档分别涨了0.05元和0.3元，第一档不变。",
     "根据资料，农业生产用电价格每千瓦时上调0.02元。居民用电第二档、第三档分别涨了0.05元和0.3元，第一档不变。",
     "上调", "direction", True),
    ("p9-antonym-02", "antonym", "新书的借期是变长还是变短了？",
     ["自2025年起，图书馆调整借阅规则：普通图书借期由30天延长至45天，续借次数由2次减少为1次；新书借期由30天缩短至"
      "14天，且不可续借；外文原版图书借期维持30天不变。"],
     "变短了。", "变长了。", "变长", "direction", False),
    ("p9-antonym-03", "antonym", "幼儿园住宿费是涨了还是降了？",
     ["公办幼儿园保育教育费自秋季学期起调整：一级园由每生每月800元提高到950元，二级园由每生每月600元提高到680元，"
      "三级园维持每生每月450元不变；住宿费由每生每月200元降低到150元。"],
     "降了，每个月从200元降到150元。", "涨了，每个月调整为150元。", "涨", "direction", True),
    ("p9-antonym-04", "antonym", "非居民用水的调价申请结果如何？",
     ["市发展改革委对供水企业提出的调价申请进行了审查：同意将居民第一阶梯水价由每立方米3.5元调整为3.8元；不同意调整"
      "非居民用水价格；对特种用水价格调整申请暂缓审议，待听证后再作决定。"],
     "根据资料，市发改委没有同意调整非居民用水价格，这部分价格维持原样。同意调整的是居民第一阶梯水价，从每立方米3.5元调到3.8元。",
     "根据资料，市发展改革委同意调整非居民用水价格。居民第一阶梯水价也由每立方米3.5元调整为3.8元。",
     "同意", "direction", True),
    ("p9-antonym-05", "antonym", "初一招生人数比去年多了还是少了？",
     ["今年全区小学一年级计划招生8600人，比去年减少400人；初中一年级计划招生7200人，比去年增加650人。公办学校学位"
      "占比由88%提高到92%，民办学校招生计划相应压减。"],
     "根据资料，初一计划招生7200人，比去年多了650人。小学一年级则比去年少招400人。",
     "根据资料，初中一年级计划招生7200人，比去年减少650人。小学一年级则比去年少招400人。", "减少", "direction",
     True),
    ("p9-antonym-06", "antonym", "养老机构的床位空置率是升了还是降了？",
     ["截至去年底，全市养老机构床位总数达到6.2万张，比上年增加3100张；其中护理型床位占比由55%提高到61%；床位空置率"
      "由28%下降到22%；每千名老年人拥有养老床位数由31张增加到33张。"],
     "根据资料，空置率降了6个百分点，现在是22%。", "根据资料，空置率升了6个百分点，现在是22%。", "升", "direction",
     True),
    ("p9-antonym-07", "antonym", "商业中心区路段停车费是上调还是下调？",
     ["本次停车收费调整中，医院、学校周边路段的临时停车收费标准下调20%，商业中心区路段的收费标准上调30%，居住区周边"
      "路段维持不变，夜间包月停车价格下调至每月150元。"],
     "上调了30%。", "下调了30%。", "下调", "direction", False),
    ("p9-antonym-08", "antonym", "过境免签能停留的时间是延长了还是缩短了？",
     ["过境免签政策调整：符合条件的外国人过境停留时间由72小时和144小时统一延长为240小时；允许停留区域由原来的20个省份"
      "扩大至24个省份；适用口岸由60个增加至65个。"],
     "根据资料，延长了。原来的72小时和144小时统一调整为240小时，可以停留的省份也多了。",
     "根据资料，缩短了。原来的72小时和144小时统一调整为240小时，可以停留的省份也多了。", "缩短", "direction", True),
    ("p9-antonym-09", "antonym", "What happens to the daily fare cap?",
     ["From 1 January, the single adult bus fare rises from $2.50 to $2.75, while the daily fare cap falls from $8.00 "
      "to $7.50. Monthly passes stay at $95. The concession fare for seniors drops from $1.25 to $1.00."],
     "According to the documents, it's being lowered to $7.50 from $8.00. The single adult fare, on the other hand, "
     "goes up to $2.75.",
     "According to the documents, the daily fare cap rises to $7.50. The single adult fare goes up to $2.75 too.",
     "rises", "direction", True),
    ("p9-antonym-10", "antonym", "What did the park board decide about e-bikes on backcountry trails?",
     ["The park board approved the expansion of the North Rim campground and the new shuttle route from the visitor "
      "centre, but rejected the proposal to allow e-bikes on backcountry trails. It postponed a decision on raising "
      "entrance fees until spring."],
     "According to the documents, the board turned the e-bike proposal down, so e-bikes won't be allowed on "
     "backcountry trails. It did approve the North Rim campground expansion.",
     "According to the documents, the board accepted the proposal to allow e-bikes on backcountry trails. It did "
     "approve the North Rim campground expansion.", "accepted", "direction", True),
    # --- short answers, Chinese ---
    ("p9-short-zh-01", "short-zh", "谷时电价多少？",
     ["居民分时电价：高峰时段8:00至22:00，每千瓦时0.617元；低谷时段22:00至次日8:00，每千瓦时0.307元。选择执行分时"
      "电价的用户，执行满一年后方可申请变更，每年可变更一次。"],
     "每千瓦时0.307元。", "每千瓦时0.617元。", "0.617元", "number", False),
    ("p9-short-zh-02", "short-zh", "港澳通行证办一本多少钱？",
     ["出入境证件收费标准：赴港澳团队旅游签注每次15元，个人旅游签注每次15元，探亲签注每次15元；往来港澳通行证（电子"
      "卡式）每本60元；往来台湾通行证（电子卡式）每本80元；普通护照每本120元。"],
     "60元。", "80元。", "80元", "number", False),
    ("p9-short-zh-03", "short-zh", "图书馆周六几点闭馆？",
     ["图书馆开放时间：周二至周五9:00至21:00；周六、周日9:00至17:00；周一闭馆（法定节假日除外）。少儿阅览室周二至"
      "周日9:00至17:00开放，自习室每天7:30开放。"],
     "下午5点。", "晚上9点。", "晚上9点", "date", True),
    ("p9-short-zh-04", "short-zh", "半日托一个月收多少？",
     ["托育服务收费：全日托每月3200元，半日托每月2000元，计时托每小时40元；餐费另计，每天20元。二孩及以上家庭入托"
      "享受九折优惠，退托须提前一个月书面申请。入托前须提供婴幼儿体检报告。"],
     "每月2000元。", "每月3200元。", "3200元", "number", False),
    ("p9-short-zh-05", "short-zh", "80岁老人助餐每餐补多少？",
     ["老年助餐补贴：60至79周岁老年人每餐补贴3元，80周岁以上每餐补贴5元，低保、特困老年人每餐补贴8元。每人每天最多"
      "补贴两餐，补贴直接在助餐点结算时抵扣，助餐点由街道统一认定。"],
     "5元。", "8元。", "8元", "number", False),
    ("p9-short-zh-06", "short-zh", "学车的学习驾驶证明有效期几年？",
     ["科目一考试合格后，可以预约科目二考试；科目二、科目三每次预约考试有1次补考机会，同一科目5次考试均不合格的，"
      "已考合格的其他科目成绩作废。学习驾驶证明的有效期为3年，超过有效期的须重新申请。"],
     "3年。", "5年。", "5年", "quantity", False),
    ("p9-short-zh-07", "short-zh", "新能源指标里个人指标占多少？",
     ["家庭申请新能源小客车指标的，以家庭积分排序配置；个人申请的，按轮候时间排序配置。每年新能源指标总量为6万个，"
      "其中家庭指标占60%，个人指标占40%；单位指标另行配置，不占用上述额度。"],
     "40%。", "60%。", "60%", "number", False),
    ("p9-short-zh-08", "short-zh", "这次特展的展品主要是谁提供的？",
     ["本次“丝路遗珍”特展由省博物馆主办，市文物局协办，敦煌研究院提供主要展品，展览设计由清华大学美术学院团队完成，"
      "讲解服务由省博物馆志愿者团队承担。展期为6月1日至9月30日，每周一闭展。"],
     "敦煌研究院。", "省博物馆。", "省博物馆", "entity", False),
    ("p9-short-zh-09", "short-zh", "狂犬疫苗4针法最后一针在第几天？",
     ["狂犬病疫苗暴露后免疫程序：5针法于第0、3、7、14、28天各接种1剂；4针法于第0天接种2剂（左右上臂三角肌各1剂），"
      "第7天、第21天各接种1剂。伤口严重或位于头面部的，还须注射狂犬病被动免疫制剂。"],
     "第21天。", "第28天。", "第28天", "date", False),
    ("p9-short-zh-10", "short-zh", "收运单位混装混运，最高罚多少？",
     ["收运单位将已分类的生活垃圾混合收运的，由城市管理综合执法部门处5000元以上5万元以下罚款；未按规定设置分类收集"
      "容器的，对管理责任人处1000元以上1万元以下罚款。"],
     "5万元。", "1万元。", "1万元", "number", False),
    # --- short answers, English ---
    ("p9-short-en-01", "short-en", "What is the daily fine for an overdue DVD?",
     ["Overdue fines are 25 cents per day for adult books and 10 cents per day for children's books, up to a maximum "
      "of $5 per item. DVDs are charged $1 per day. Borrowing privileges are suspended when fines exceed $10."],
     "$1 a day.", "25 cents a day.", "25 cents", "number", True),
    ("p9-short-en-02", "short-en", "How much is a 2-year visitor visa?",
     ["A standard visitor visa lets you stay for up to 6 months at a time. The fee is $127 for a 6-month visa, $475 for "
      "a 2-year visa and $848 for a 5-year visa. Most applicants get a decision within 3 weeks."],
     "$475.", "$848.", "$848", "number", False),
    ("p9-short-en-03", "short-en", "How many points does it take for a new driver to lose their licence?",
     ["New drivers are on probation for two years after passing their test. If they get 6 or more penalty points during "
      "that time, their licence is revoked. Fully licensed drivers are disqualified when they reach 12 points within "
      "three years."],
     "Six or more.", "12 or more.", "12", "number", True),
    ("p9-short-en-04", "short-en", "Who issues residents' parking permits?",
     ["Parking permits for residents are issued by the council's Parking Services team. Penalty charge notices are "
      "enforced by civil enforcement officers, and appeals against them go to the independent Traffic Penalty Tribunal "
      "after the council has rejected an informal challenge."],
     "The council's Parking Services team.", "The Traffic Penalty Tribunal.", "Traffic Penalty Tribunal", "entity",
     False),
    ("p9-short-en-05", "short-en", "How much does it cost to enter the park on a bicycle?",
     ["Entrance fees: $35 per private vehicle, $30 per motorcycle and $20 per person entering on foot or by bicycle. "
      "All entrance passes are valid for 7 consecutive days. Children 15 and under enter free."],
     "$20 per person.", "$30 per person.", "$30", "number", False),
    ("p9-short-en-06", "short-en", "What is the weekly rate for a 30-year-old claimant?",
     ["Jobseeker's Allowance is paid every two weeks. The weekly rate is $71.70 for claimants aged under 25 and $90.50 "
      "for those aged 25 or over. You must sign on at the Jobcentre every fortnight."],
     "$90.50 a week.", "$71.70 a week.", "$71.70", "number", True),
    ("p9-short-en-07", "short-en", "When is the first MMR dose given?",
     ["The first dose of the MMR vaccine is given at 12 to 13 months. The second dose is given at 3 years and 4 months, "
      "together with the 4-in-1 pre-school booster. The teenage booster is given at 14 years."],
     "At 12 to 13 months.", "At 3 years and 4 months.", "3 years and 4 months", "date", False),
    ("p9-short-en-08", "short-en", "Can I change my hospital appointment online a third time?",
     ["Hospital outpatient appointments can be changed up to twice online. If you need to change it a third time, you "
      "must call the booking office. Patients who miss two appointments without notice are discharged back to their "
      "GP."],
     "No. After two online changes you have to call the booking office.", "Yes. You can change it online a third time.",
     "Yes", "negation", True),
    ("p9-short-en-09", "short-en", "What is the rebate for a clothes washer?",
     ["Rebates for energy-efficient appliances: $75 for an ENERGY STAR refrigerator, $50 for a clothes washer, $25 for "
      "a dehumidifier and $300 for a heat pump water heater. One rebate per appliance type per household."],
     "$50.", "$75.", "$75", "number", False),
    ("p9-short-en-10", "short-en", "How long does a refund to a credit card take?",
     ["Tax refund forms must be stamped by customs before you check in your luggage. Refunds can be paid in cash at the "
      "airport refund desk, which charges a 3% handling fee, or to a credit card within 5 business days at no charge."],
     "Within 5 business days.", "Within 3 business days.", "3 business days", "quantity", False),
    # --- paraphrase (the faithful answer reworded; the hallucinated one often copies the contexts) ---
    ("p9-paraphrase-01", "paraphrase", "孩子上托育机构，一年最多能补几个月？",
     ["3周岁以下婴幼儿家庭入托补贴：在备案托育机构入托的，按每孩每月500元标准补贴，每年最多补贴10个月；双胞胎及多胞胎"
      "家庭，每孩每月600元。补贴资金由市、区两级财政按5:5比例分担。补贴对象须为本市户籍或持有本市居住证的家庭。",
      "申请人应于每年3月、9月通过“育儿通”平台提交申请，区卫生健康委在20个工作日内完成审核，审核通过的按季度发放至申请人银行账户。婴幼儿中途退托的，自退托次月起停发补贴。"],
     "根据资料，一年最多补10个月。普通家庭每个孩子每月补500元，算下来一年最多5000元；双胞胎、多胞胎家庭每孩每月600元。",
     "根据资料，在备案托育机构入托的，按每孩每月500元标准补贴，每年最多补贴12个月。双胞胎及多胞胎家庭，每孩每月600元。",
     "12个月", "quantity", True),
    ("p9-paraphrase-02", "paraphrase", "低保家庭每月能免多少水费？",
     ["低保家庭、特困人员每户每月免收5立方米水费；享受定期抚恤补助的优抚对象家庭每户每月免收3立方米水费。免收水量"
      "当月有效，不累计、不结转。免收水费由供水企业在账单中直接减免，无需另行申请。"],
     "每个月有5吨水不用交钱，当月没用完的不能留到下个月。", "低保家庭每户每月免收3立方米水费，免收水量当月有效。",
     "3立方米", "quantity", True),
    ("p9-paraphrase-03", "paraphrase", "预约挂号最晚什么时候能取消？",
     ["预约患者应在就诊当日按预约时段提前30分钟到院签到，迟到超过15分钟的，预约自动作废，须重新挂号。取消预约最晚在"
      "就诊前一天晚上8点前完成，就诊当日不能在线取消。"],
     "看病前一天的20点之前。", "取消预约最晚在就诊前30分钟完成。", "30分钟", "quantity", True),
    ("p9-paraphrase-04", "paraphrase", "硕士的租房补贴一个月多少？",
     ["符合条件的新就业大学生可申请租房补贴：本科每人每月1000元，硕士每人每月1500元，博士每人每月2000元，补贴期限最长"
      "3年。已享受公租房或人才公寓的，不得重复申请。"],
     "根据资料，硕士每个月能拿一千五，最长领三年。如果已经住了公租房或人才公寓，就不能再申请。",
     "根据资料，硕士每人每月2000元，补贴期限最长3年。已享受公租房或人才公寓的，不得重复申请。",
     "2000元", "number", True),
    ("p9-paraphrase-05", "paraphrase", "狗丢了要多久内去注销登记？",
     ["养犬登记证有效期为1年，期满前30日内应当办理年检；犬只死亡或者丢失的，养犬人应当在15日内到登记机关注销登记；"
      "养犬人变更住所的，应当在30日内办理变更登记。逾期未年检的，登记证自动失效。"],
     "半个月以内。", "犬只死亡或者丢失的，养犬人应当在30日内到登记机关注销登记。", "30日", "quantity", True),
    ("p9-paraphrase-06", "paraphrase", "本科生一年最多能贷多少助学贷款？",
     ["生源地信用助学贷款额度：全日制普通本专科学生每人每年不超过20000元，研究生每人每年不超过25000元。在校期间利息"
      "由财政全额补贴，毕业后自付；还本宽限期为5年，贷款期限最长不超过22年。"],
     "两万元封顶。", "全日制普通本专科学生每人每年不超过25000元。", "25000元", "number", True),
    ("p9-paraphrase-07", "paraphrase", "学生月票每月能坐多少次？",
     ["公交月票分两种：普通月票每张120元，当月内不限次数乘坐市区公交线路；学生月票每张50元，限中小学生使用，每月限乘"
      "60次。月票不适用于机场专线和旅游专线，普通月票可乘坐夜班线路。",
      "月票可在每月25日至次月5日在公交卡充值点购买，当月未用完的次数不累计到下月。遗失月票的，不予补办。月票实行实名制，须贴本人照片，不得转借他人使用；学生月票须凭学校开具的在读证明办理。"],
     "根据资料，学生月票一个月最多可以坐六十次，价格是50元一张，只限中小学生用。机场专线和旅游专线不能用月票。",
     "根据资料，学生月票每张50元，限中小学生使用，每月限乘120次。月票不适用于机场专线和旅游专线。", "120次",
     "quantity", True),
    ("p9-paraphrase-08", "paraphrase", "How much is the quarterly rebate for pensioners?",
     ["Water bills: the standing charge is $18.40 per quarter. Water is charged at $2.12 per kilolitre for the first 60 "
      "kilolitres each quarter and $3.05 per kilolitre above that. Pensioner concession holders receive a rebate of $70 "
      "per quarter."],
     "According to the documents, pensioners with a concession get seventy dollars off every three months. Water "
     "itself costs $2.12 per kilolitre for the first 60 kilolitres.",
     "According to the documents, pensioner concession holders receive a rebate of $18.40 per quarter. Water is "
     "charged at $2.12 per kilolitre for the first 60 kilolitres each quarter.",
     "$18.40", "number", True),
    ("p9-paraphrase-09", "paraphrase", "What do I lose if I cancel my campsite 10 days before arrival?",
     ["Campsite reservations cancelled more than 14 days before arrival are refunded in full minus a $10 service fee. "
      "Cancellations made 3 to 14 days before arrival forfeit the first night's fee. Cancellations within 48 hours of "
      "arrival, and no-shows, receive no refund."],
     "According to the documents, you'd lose what you paid for your first night. You only get a full refund, less a "
     "$10 service fee, if you cancel more than two weeks ahead.",
     "According to the documents, cancellations made 3 to 14 days before arrival forfeit a $10 service fee. A full "
     "refund is only given for cancellations more than 14 days before arrival.",
     "a $10 service fee", "number", True),
    ("p9-paraphrase-10", "paraphrase", "When is the deadline to accept a school place?",
     ["Children can start reception class in the September after their fourth birthday. Parents must apply by 15 "
      "January. Offers are sent out on 16 April, and parents have until 1 May to accept or decline the offer."],
     "According to the documents, you've got until the first of May to say yes or no to the offer. Offers go out on "
     "16 April.",
     "According to the documents, parents have until 15 January to accept or decline the offer. Offers are sent out "
     "on 16 April.",
     "15 January", "date", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe9"), "probe9")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
