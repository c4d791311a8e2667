"""Build `data/judge/probes8.jsonl.gz`: the eighth probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes8", blind: before the judge was run on them, without reading the judge's code). Answers written the way
RAG systems answer (mostly two to five sentences, often opening with 根据资料 / "According to the documents", some
ending with the same closing formula on both sides, faithful answers mostly reworded; the hallucinated answer differs
in one piece of one sentence). New domains (civil aviation passenger rights, railway tickets, express delivery,
telecom number porting, consumer returns, food labelling, drug prices, student medical insurance, disability benefits,
veterans, minimum wage, overtime pay, work injury, maternity insurance, housing provident fund, property tax pilots,
vehicle inspection, fishing licences, drones, hunting); see data/judge/README.md. Split by a hash of the id.
Deterministic: `python data/judge/build_probes8.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes8.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is the one the contexts give another subject) ---
    ("p8-binding-01", "binding", "起飞前3天申请自愿退票，退票费怎么收？",
     ["旅客自愿退票的，按以下标准收取退票费：航班起飞前7天（含）以上申请的，收取票价5%的退票费；起飞前7天至48小时（含）"
      "之间申请的，收取票价10%；起飞前48小时至4小时（含）之间申请的，收取票价20%；起飞前4小时以内及起飞后申请的，"
      "收取票价30%。",
      "旅客因病不能乘机的，凭县级以上医疗单位出具的诊断证明办理退票，不收取退票费；患病旅客的陪伴人员同时办理退票的，"
      "也不收取退票费。"],
     "根据资料，起飞前3天落在“7天至48小时之间”这一档，退票费是票价的10%。如果提前7天以上退，只收5%。"
     "具体以航空公司客规为准。",
     "根据资料，旅客在起飞前3天申请自愿退票的，收取票价20%的退票费。起飞前7天（含）以上申请的，收取票价5%。"
     "具体以航空公司客规为准。", "20%", "number", True),
    ("p8-binding-02", "binding", "学生优惠票按什么比例计算？",
     ["铁路旅客票价优惠办法规定：儿童优惠票按照相应客票票价的50%计算，学生优惠票按照硬座、二等座公布票价的75%计算，"
      "动车组列车学生优惠票限二等座。",
      "学生购买优惠票时，须出示附有学生火车票优惠卡的学生证；每学年可购买4次单程学生优惠票，乘车区间限于家庭居住地与院校所在地之间。"],
     "根据资料，学生优惠票是按硬座或二等座公布票价的75%来算的，相当于打七五折。儿童票则是半价。",
     "根据资料，学生优惠票按照相应客票票价的50%计算。购票时须出示附有学生火车票优惠卡的学生证。", "50%", "number", True),
    ("p8-binding-03", "binding", "寄跨省快递，首重多少钱？",
     ["本公司国内标准快递资费如下：首重1公斤以内，省内件12元，跨省件18元；续重每公斤省内件2元，跨省件6元。续重不足1公斤的按1公斤计算，港澳台地区及国际快件另行计费。",
      "体积较大的快件按体积重量计费，体积重量（公斤）＝长×宽×高（厘米）÷8000，取实际重量与体积重量两者中较大者作为计费重量。"],
     "按资料中的价目，跨省件首重（1公斤以内）收18元。超出1公斤的部分，每公斤再加6元。",
     "根据资料，跨省快件首重1公斤以内收费12元。续重每公斤跨省件6元。", "12元", "number", True),
    ("p8-binding-04", "binding", "第二档地区的月最低工资标准是多少？",
     ["经省政府同意，自2027年3月1日起调整全省最低工资标准：月最低工资标准第一档2690元，第二档2500元，第三档2320元；"
      "非全日制用工小时最低工资标准第一档25元，第二档23元，第三档21元。",
      "最低工资标准不包括劳动者延长工作时间的工资报酬，中班、夜班、高温、低温、井下、有毒有害等特殊工作环境条件下的津贴，"
      "以及法律法规规定的劳动者福利待遇。"],
     "根据资料，第二档地区调整后的月最低工资是2500元；非全日制用工的，每小时不低于23元。"
     "具体执行区域以当地人社部门公布为准。",
     "根据资料，调整后第二档地区的月最低工资标准为2320元。非全日制用工小时最低工资标准第二档为23元。"
     "具体执行区域以当地人社部门公布为准。", "2320元", "number", True),
    ("p8-binding-05", "binding", "周六加班又不能补休，加班工资怎么算？",
     ["用人单位安排劳动者延长工作时间的，支付不低于工资的150%的工资报酬；休息日安排劳动者工作又不能安排补休的，"
      "支付不低于工资的200%的工资报酬；法定休假日安排劳动者工作的，支付不低于工资的300%的工资报酬。"],
     "根据资料，周六属于休息日。单位安排加班又没法补休的，至少要按工资的两倍支付加班费。",
     "根据资料，周六属于休息日。休息日安排劳动者工作又不能安排补休的，用人单位应支付不低于工资的300%的工资报酬。",
     "300%", "number", True),
    ("p8-binding-06", "binding", "大学生参加居民医保一年交多少钱？",
     ["2027年度城乡居民基本医疗保险个人缴费标准为：中小学生和大学生每人每年350元，其他城乡居民每人每年400元。"
      "各级财政对居民医保的补助标准为每人每年不低于670元。",
      "在校大学生原则上在学校所在地参加城乡居民医保，由学校统一组织参保缴费，个人缴费可通过学校指定渠道或税务缴费平台完成，集中缴费期内未缴费的视为放弃当年参保。"],
     "根据资料，大学生2027年度的居民医保个人缴费是每人每年350元，一般由学校统一组织缴费。此外财政每人每年补助不低于670元。",
     "根据资料，2027年度大学生参加城乡居民医保的个人缴费标准为每人每年400元。各级财政的补助标准为每人每年不低于670元。",
     "400元", "number", True),
    ("p8-binding-07", "binding", "剖宫产的生育医疗费用能报多少？",
     ["参保女职工住院分娩的生育医疗费用实行定额支付：顺产3000元，剖宫产4500元，多胞胎生育的每多生育一个婴儿增加1000元。"
      "实际发生费用低于定额标准的，按实际费用支付。"],
     "根据资料，剖宫产按定额支付4500元，顺产是3000元；实际花费低于定额的，按实际费用报。如有疑问，请咨询当地社保经办机构。",
     "根据资料，生育医疗费用实行定额支付，剖宫产为3000元。实际发生费用低于定额标准的，按实际费用支付。"
     "如有疑问，请咨询当地社保经办机构。", "3000元", "number", True),
    ("p8-binding-08", "binding", "What is the enhanced rate of the mobility component?",
     ["The daily living component is paid at a standard rate of £72.65 a week or an enhanced rate of £108.55 a week. "
      "The mobility component is paid at a standard rate of £28.70 a week or an enhanced rate of £75.75 a week.",
      "Payments are usually made every 4 weeks into a bank or building society account."],
     "According to the documents, the higher mobility rate is £75.75 a week, compared with £28.70 at the standard "
     "rate. Payments usually arrive every four weeks.",
     "According to the documents, the mobility component is paid at an enhanced rate of £108.55 a week. The standard "
     "rate of the mobility component is £28.70 a week.", "£108.55", "number", True),
    ("p8-binding-09", "binding", "What is the most a test centre can charge for a motorcycle MOT?",
     ["The maximum fee for an MOT test is £54.85 for a car and £29.65 for a standard motorcycle. Test centres can "
      "charge less than the maximum, and many offer discounts at quieter times of year."],
     "According to the documents, the cap for a standard motorcycle is £29.65, and centres are free to charge less "
     "than that. Please check with your local test centre for details.",
     "According to the documents, the maximum fee for an MOT test on a standard motorcycle is £54.85. Test centres "
     "can charge less than the maximum. Please check with your local test centre for details.", "£54.85", "number",
     True),
    ("p8-binding-10", "binding", "How much is a 12-month fishing licence for a 70-year-old angler?",
     ["A 1-day rod fishing licence costs £6.60 and an 8-day licence costs £13.20. A 12-month licence costs £35.80, "
      "or £23.85 for people aged 66 or over and for disabled anglers.",
      "Children under 13 do not need a licence. Licences for 13 to 16 year olds are free."],
     "According to the documents, anglers aged 66 or over pay the concessionary price, so a 12-month licence "
     "would cost £23.85 rather than the full £35.80.",
     "According to the documents, a 12-month rod fishing licence for people aged 66 or over costs £35.80. "
     "Please check with your local office for details.", "£35.80", "number", True),
    # --- role swap (a party the contexts give another role) ---
    ("p8-role-01", "role", "谁负责对航班延误处置工作进行监督检查？",
     ["航班出现延误或者取消时，承运人应当通过售票渠道、机场广播、短信等方式及时向旅客发布航班信息；"
      "机场管理机构负责协调驻场单位做好旅客餐食、住宿等保障服务；民航地区管理局负责对辖区内航班延误处置工作进行监督检查。"],
     "根据资料，航班延误处置的监督检查由民航地区管理局负责。航空公司负责及时发布航班信息，机场管理机构则负责协调餐食、住宿等保障。",
     "根据资料，机场管理机构负责对辖区内航班延误处置工作进行监督检查。承运人应当及时向旅客发布航班信息。", "机场管理机构",
     "entity", True),
    ("p8-role-02", "role", "工伤认定申请应当向哪个部门提出？",
     ["职工发生事故伤害，所在单位应当自事故伤害发生之日起30日内，向统筹地区社会保险行政部门提出工伤认定申请。"
      "用人单位未按规定提出的，工伤职工或者其近亲属、工会组织在事故伤害发生之日起1年内，可以直接提出工伤认定申请。",
      "劳动能力鉴定由用人单位、工伤职工或者其近亲属向设区的市级劳动能力鉴定委员会提出申请，并提供工伤认定决定和职工工伤医疗的有关资料。"],
     "根据资料，工伤认定申请要向统筹地区的社会保险行政部门提出，单位应在事故发生之日起30日内申请。单位不申请的，"
     "职工本人、近亲属或工会可以在1年内自己去申请。",
     "根据资料，职工发生事故伤害，所在单位应当自事故伤害发生之日起30日内，向设区的市级劳动能力鉴定委员会提出工伤认定申请。"
     "具体以当地规定为准。", "设区的市级劳动能力鉴定委员会", "entity", True),
    ("p8-role-03", "role", "七天无理由退货的运费谁出？",
     ["消费者通过网络购买商品，有权自收到商品之日起七日内退货，且无需说明理由。退回商品的运费由消费者承担；"
      "经营者和消费者另有约定的，按照约定。网络交易平台提供者应当督促平台内经营者履行退货义务。"],
     "根据资料，一般是消费者自己承担退货运费，除非和商家另有约定。平台会督促商家履行退货义务。",
     "根据资料，消费者自收到商品之日起七日内可以无理由退货。退回商品的运费由经营者承担，双方另有约定的按照约定。",
     "经营者", "entity", True),
    ("p8-role-04", "role", "提取住房公积金的申请交给谁？",
     ["职工本人、配偶及双方父母、子女购买自住住房的，可以申请提取住房公积金账户余额。申请人应向住房公积金管理中心"
      "提交提取申请及购房合同、发票等材料，管理中心审核通过后，由受委托银行办理资金划转。"],
     "根据资料，提取申请要交给住房公积金管理中心，同时附上购房合同、发票等材料。审核通过后，银行负责把钱划过来。"
     "具体以当地规定为准。",
     "根据资料，购买自住住房可以申请提取住房公积金账户余额，申请人应向受委托银行提交提取申请及购房合同、发票等材料。"
     "具体以当地规定为准。", "受委托银行", "entity", True),
    ("p8-role-05", "role", "仲裁委裁决由谁支付18.6万元？",
     ["申请人王某某系某物流公司驾驶员，2026年3月在运输途中受伤，经认定为工伤、鉴定为八级伤残。被申请人某物流公司"
      "未为其缴纳工伤保险费。劳动人事争议仲裁委员会裁决：被申请人向申请人支付一次性伤残补助金、停工留薪期工资等共计18.6万元。"],
     "根据资料，仲裁委裁决由被申请人某物流公司向王某某支付一次性伤残补助金、停工留薪期工资等，共18.6万元。"
     "物流公司此前没有为他缴纳工伤保险费。",
     "根据资料，这是一起工伤待遇纠纷，被申请人为某物流公司。仲裁委员会裁决由王某某支付一次性伤残补助金、停工留薪期工资等"
     "共计18.6万元。", "王某某", "entity", True),
    ("p8-role-06", "role", "中型无人机的操控员执照由谁颁发？",
     ["微型、轻型无人驾驶航空器的操控员无需取得操控员执照；操控小型、中型、大型民用无人驾驶航空器飞行的人员，"
      "应当取得民用无人驾驶航空器操控员执照，执照由国务院民用航空主管部门颁发。",
      "在管制空域内实施飞行活动的，应当于飞行前1日12时前向空中交通管理机构提出飞行活动申请；空中交通管理机构应当在飞行前1日21时前"
      "作出批准或者不予批准的决定。"],
     "根据资料，操控中型无人机要有操控员执照，这个执照由国务院民用航空主管部门颁发。微型、轻型无人机的操控员不需要执照。",
     "根据资料，操控中型民用无人驾驶航空器的人员应当取得操控员执照，执照由空中交通管理机构颁发。"
     "微型、轻型无人驾驶航空器的操控员无需取得操控员执照。", "空中交通管理机构",
     "entity", True),
    ("p8-role-07", "role", "产权人是未成年人的，房产税由谁缴纳？",
     ["试点期间，房产税的纳税人为应税住房产权所有人。产权出典的，承典人为纳税人；产权所有人为未成年人的，"
      "由其法定监护人代为缴纳；产权所有人、承典人不在住房所在地的，由代管人或者使用人代为缴纳。"],
     "根据资料，房产登记在未成年人名下的，由他的法定监护人代缴房产税。具体以当地规定为准。",
     "根据资料，应税住房产权所有人为纳税人，产权所有人为未成年人的，由承典人代为缴纳。具体以当地规定为准。", "承典人",
     "entity", True),
    ("p8-role-08", "role", "Who do I claim Delay Repay compensation from?",
     ["Delay Repay claims must be made to the train company that operated the delayed service, not to the company "
      "that sold you the ticket. Claims must be made within 28 days of travel.",
      "Network Rail is responsible for the track, signalling and most large stations."],
     "According to the documents, you claim from the operator that ran the late train, even if another company sold "
     "you the ticket. You have 28 days from the date of travel to claim.",
     "According to the documents, Delay Repay claims must be made to the company that sold you the ticket. Claims "
     "must be made within 28 days of travel.", "the company that sold you the ticket", "entity", True),
    ("p8-role-09", "role", "Who sets the season dates for deer hunting?",
     ["Applications for a deer hunting licence are made to the county wildlife office. The state Department of "
      "Natural Resources sets the season dates and bag limits each year, and conservation officers enforce them."],
     "According to the documents, season dates and bag limits are decided every year by the state Department of "
     "Natural Resources. Licence applications go to the county wildlife office.",
     "According to the documents, the county wildlife office sets the season dates and bag limits each year. "
     "Conservation officers enforce them.", "the county wildlife office", "entity", True),
    ("p8-role-10", "role", "Who pays Statutory Maternity Pay?",
     ["Statutory Maternity Pay (SMP) is paid by your employer, usually in the same way as your wages. If you do not "
      "qualify for SMP, you may be able to get Maternity Allowance, which is paid by Jobcentre Plus."],
     "According to the documents, it comes from your employer, normally the same way your wages are paid. "
     "Maternity Allowance, for people who don't qualify for SMP, is the one paid by Jobcentre Plus. Please check "
     "with your local office for details.",
     "According to the documents, Statutory Maternity Pay is paid by Jobcentre Plus. If you do not qualify for SMP, "
     "you may be able to get Maternity Allowance. Please check with your local office for details.",
     "Jobcentre Plus", "entity", True),
    # --- the date of another event ---
    ("p8-event-date-01", "event-date", "2027年春运从哪天开始？",
     ["2027年春运自1月14日起至2月22日止，共40天。春运期间铁路互联网售票预售期为15天，"
      "1月1日起可购买1月15日的车票，候补购票服务同步开放。"],
     "根据资料，2027年春运1月14日开始、2月22日结束，为期40天。期间网上购票的预售期是15天。",
     "根据资料，2027年春运自1月1日起至2月22日止。春运期间铁路互联网售票预售期为15天。", "1月1日", "date", True),
    ("p8-event-date-02", "event-date", "2026年度居民医保集中缴费什么时候截止？",
     ["2026年度城乡居民基本医疗保险集中缴费期为2025年9月1日至2025年12月31日，待遇享受期为2026年1月1日至"
      "2026年12月31日。集中缴费期后参保的，设置3个月待遇等待期。"],
     "根据资料，2026年度居民医保的集中缴费到2025年12月31日截止，错过的话会有3个月等待期。如有疑问，请咨询当地社保经办机构。",
     "根据资料，2026年度城乡居民医保集中缴费期从2025年9月1日开始，截止日期为2026年12月31日。"
     "如有疑问，请咨询当地社保经办机构。", "2026年12月31日", "date", True),
    ("p8-event-date-03", "event-date", "新的最低工资标准从什么时候开始执行？",
     ["《关于调整全省最低工资标准的通知》于2026年12月15日经省政府常务会议审议通过，2027年1月10日印发，"
      "新标准自2027年3月1日起执行。各地不得低于本通知规定的标准执行。"],
     "根据资料，新标准2027年3月1日起施行。通知是2027年1月10日印发的，此前已在2026年12月15日经省政府常务会议通过。",
     "根据资料，调整后的最低工资标准自2027年1月10日起执行。该通知于2026年12月15日经省政府常务会议审议通过。",
     "2027年1月10日", "date", True),
    ("p8-event-date-04", "event-date", "春节期间快递什么时候恢复正常收派？",
     ["受春节假期影响，本公司自2月3日起暂停偏远地区快件揽收，自2月5日起全网暂停揽收（派送正常进行），"
      "2月12日起全网恢复正常收派服务。", "节假日期间部分线路运力紧张，寄递时限可能延长，请客户合理安排寄件时间；如需查询快件状态，可拨打客服热线或登录官方网站、官方小程序查询。"],
     "根据公告，2月12日起全网恢复正常收派。在这之前，从2月5日开始全网暂停揽收，但派送不停。",
     "根据公告，受春节假期影响，全网将于2月5日起恢复正常收派服务。偏远地区快件自2月3日起暂停揽收。", "2月5日", "date", True),
    ("p8-event-date-05", "event-date", "私家车第几年需要第一次上线检验？",
     ["非营运小型、微型载客汽车6年以内免予上线检验，每2年向公安机关交通管理部门申领检验标志；"
      "第6年、第10年各上线检验1次；超过10年的，每年检验1次；超过15年的，每6个月检验1次。"],
     "根据资料，私家车前6年免于上线检验，只需每两年领一次检验标志。第6年要第一次上线检验，第10年再检一次。",
     "根据资料，非营运小型、微型载客汽车6年以内免予上线检验，每2年申领检验标志。私家车需在第10年首次上线检验。",
     "第10年", "date", True),
    ("p8-event-date-06", "event-date", "集采药品的中选价格从什么时候开始执行？",
     ["第十一批国家组织药品集中采购于2026年11月在上海开标，拟中选结果于2026年12月公示，"
      "各地自2027年3月起陆续执行中选价格。", "中选结果执行后，患者可在公立医疗机构使用中选药品，按规定享受医保报销；医疗机构应当优先配备和使用中选药品，不得以费用控制、药占比等为由影响中选药品的合理使用。"],
     "根据资料，这批集采的中选价格从2027年3月起在各地陆续执行；开标是2026年11月，12月公示了拟中选结果。"
     "执行后患者可以在公立医疗机构使用中选药品并按规定报销。",
     "根据资料，第十一批国家组织药品集中采购于2026年11月开标，各地自2026年12月起陆续执行中选价格。"
     "中选结果执行后，患者可在公立医疗机构使用中选药品，按规定享受医保报销。",
     "2026年12月", "date", True),
    ("p8-event-date-07", "event-date", "2026年的退役士兵从哪天开始离队？",
     ["2026年度退役士兵自9月1日起陆续离队。退役士兵应当自离队之日起30日内，持退役证件到安置地县级退役军人事务部门报到。"
      "各地应于12月31日前完成年度退役士兵安置工作。"],
     "根据资料，2026年度退役士兵9月1日起陆续离队，离队后30天内要到安置地县级退役军人事务部门报到。具体以当地规定为准。",
     "根据资料，2026年度退役士兵自12月31日起陆续离队，应当自离队之日起30日内到安置地县级退役军人事务部门报到。"
     "具体以当地规定为准。", "12月31日", "date", True),
    ("p8-event-date-08", "event-date", "When do the new passenger rights rules take effect?",
     ["The revised passenger rights regulations were published on 14 June 2026 and take effect on 1 January 2027. "
      "Airlines have until 31 March 2027 to update their complaint-handling procedures."],
     "According to the documents, the new rules apply from 1 January 2027. They were published in June 2026, and "
     "airlines get until the end of March 2027 to update how they handle complaints.",
     "According to the documents, the revised passenger rights regulations take effect on 31 March 2027. They were "
     "published on 14 June 2026.", "31 March 2027", "date", True),
    ("p8-event-date-09", "event-date", "When does the coarse fishing close season on rivers end?",
     ["The coarse fishing close season on rivers runs from 15 March to 15 June inclusive. The brown trout season on "
      "rivers opens on 1 April. There is no close season for coarse fish on most stillwaters and canals."],
     "According to the documents, the river close season finishes on 15 June (inclusive), having started on "
     "15 March. Most stillwaters and canals have no close season for coarse fish.",
     "According to the documents, the coarse fishing close season on rivers ends on 1 April. It starts on 15 March.",
     "1 April", "date", True),
    ("p8-event-date-10", "event-date", "When did drone registration become a legal requirement?",
     ["The online registration service for drone operators opened on 5 November 2019, and registration became a "
      "legal requirement on 30 November 2019. Operator IDs must be renewed every year."],
     "According to the documents, registering became compulsory on 30 November 2019, a few weeks after the online "
     "service opened. An operator ID has to be renewed every year.",
     "According to the documents, drone registration became a legal requirement on 5 November 2019. Operator IDs "
     "must be renewed every year.", "5 November 2019", "date", True),
    # --- negation (the wrong answer flips the polarity of one clause) ---
    ("p8-negation-01", "negation", "因为天气原因航班延误，航空公司会免费安排住宿吗？",
     ["由于天气、突发事件、空中交通管制、安检以及旅客等非承运人原因，造成航班在始发地延误或者取消，"
      "承运人应当协助旅客安排餐食和住宿，费用由旅客自理。",
      "由于机务维护、航班调配、机组等承运人自身原因造成航班延误或取消的，承运人应当向旅客提供餐食或者住宿等服务，并按照其客运服务规定给予补偿。"],
     "根据资料，不会免费安排。天气属于非承运人原因，航空公司只负责协助安排餐食和住宿，费用需要旅客自己承担。",
     "根据资料，天气属于非承运人原因。航班在始发地因此延误的，承运人应当协助旅客安排餐食和住宿，费用由承运人承担。",
     "由承运人承担", "negation", True),
    ("p8-negation-02", "negation", "网上买的生鲜水果能七天无理由退货吗？",
     ["下列商品不适用七日无理由退货规定：（一）消费者定作的；（二）鲜活易腐的；（三）在线下载或者消费者拆封的音像制品、"
      "计算机软件等数字化商品；（四）交付的报纸、期刊。"],
     "根据资料，不能。生鲜水果属于鲜活易腐的商品，不在七日无理由退货的范围内。具体以平台规则为准。",
     "根据资料，生鲜水果属于鲜活易腐的商品，适用七日无理由退货规定。具体以平台规则为准。", "适用", "negation", True),
    ("p8-negation-03", "negation", "瓶装矿泉水需要标示营养成分表吗？",
     ["预包装食品应当在标签上标示营养成分表，强制标示能量、蛋白质、脂肪、碳水化合物和钠的含量。"
      "下列预包装食品豁免强制标示营养标签：生鲜食品；包装饮用水；每日食用量不超过10克或10毫升的预包装食品；现制现售的食品。"],
     "根据资料，瓶装矿泉水属于包装饮用水，可以豁免强制标示营养标签，不需要标营养成分表。"
     "其他一般的预包装食品才要强制标示能量、蛋白质、脂肪、碳水化合物和钠的含量。",
     "根据资料，瓶装矿泉水属于包装饮用水，应当强制标示营养成分表。"
     "营养成分表需标示能量、蛋白质、脂肪、碳水化合物和钠的含量。", "应当强制标示", "negation", True),
    ("p8-negation-04", "negation", "大学生暑假回老家看病，医疗费能报销吗？",
     ["在校大学生在学校所在地参加城乡居民医保的，寒暑假、休学期间以及因病回原籍治疗期间在异地发生的住院医疗费用，"
      "按规定可以报销，不需办理异地就医备案。",
      "在校大学生实习期间已由实习单位为其参加职工基本医疗保险的，在职工医保参保期间不再重复享受城乡居民医保待遇，"
      "已缴纳的居民医保个人缴费不予退还。"],
     "能。根据资料，在校大学生寒暑假在外地住院的医疗费用可以按规定报销，也不用办异地就医备案。"
     "如有疑问，请咨询当地社保经办机构。",
     "根据资料，在校大学生寒暑假期间在异地发生的住院医疗费用不能报销。如有疑问，请咨询当地社保经办机构。", "不能报销",
     "negation", True),
    ("p8-negation-05", "negation", "低保家庭的一级残疾人，两项补贴能同时领吗？",
     ["困难残疾人生活补贴的对象为低保家庭中的残疾人；重度残疾人护理补贴的对象为残疾等级被评定为一级、二级且需要长期照护的残疾人。"
      "符合条件的残疾人可以同时申领两项补贴。"],
     "根据资料，可以同时领。低保家庭的残疾人能领生活补贴，一级且需要长期照护的还能领护理补贴。具体以当地民政部门规定为准。",
     "根据资料，困难残疾人生活补贴和重度残疾人护理补贴不能同时申领。具体以当地民政部门规定为准。", "不能同时申领",
     "negation", True),
    ("p8-negation-06", "negation", "合约没到期能办携号转网吗？",
     ["办理携号转网的用户，应当在携出方入网满120日，号码状态正常且无欠费；与携出方签订的在网协议尚未到期的，"
      "应当先与携出方协商解约，否则不能办理携号转网。"],
     "根据资料，不能直接办。合约没到期的，要先和原运营商协商解约。另外还得在网满120日、号码状态正常且没有欠费。",
     "根据资料，与携出方签订的在网协议尚未到期的，也可以直接办理携号转网。办理时须在携出方入网满120日，且号码无欠费。",
     "也可以直接办理", "negation", True),
    ("p8-negation-07", "negation", "首套住房要交房产税吗？",
     ["试点城市对本市居民家庭新购的第二套及以上普通住房和非本市居民家庭新购的住房征收房产税，税率为0.6%；"
      "居民家庭唯一住房、新购首套住房免征房产税。",
      "为保障基本居住需求，本市居民家庭新购第二套及以上住房的，家庭人均60平方米以内的面积免税，超出部分按规定计税；"
      "家庭人口以户籍登记为准。"],
     "根据资料，首套住房是免征房产税的，要征税的是新购的第二套及以上住房。具体以当地规定为准。",
     "根据资料，试点城市对居民家庭新购首套住房照常征收房产税。具体以当地规定为准。", "照常征收", "negation", True),
    ("p8-negation-08", "negation", "Can I use my railcard to buy a season ticket?",
     ["Railcards give a third off most Anytime, Off-Peak and Advance fares. Railcards cannot be used to buy season "
      "tickets, and some fares have a minimum fare in the morning peak."],
     "No. According to the documents, railcard discounts don't cover season tickets; they apply to most Anytime, "
     "Off-Peak and Advance fares.",
     "According to the documents, railcards can be used to buy season tickets. Railcards give a third off most "
     "Anytime, Off-Peak and Advance fares.", "can be used", "negation", True),
    ("p8-negation-09", "negation", "Does a veteran with a 60% disability rating pay copays for outpatient care?",
     ["Veterans with a service-connected disability rating of 50% or higher are not charged copays for VA outpatient "
      "care. Veterans with lower ratings may need to pay copays for care that is not related to their "
      "service-connected conditions."],
     "According to the documents, no. A rating of 60% is above the 50% threshold, so VA outpatient care comes "
     "without copays. Please check with your local VA office for details.",
     "According to the documents, veterans with a service-connected disability rating of 50% or higher are charged "
     "copays for VA outpatient care. Please check with your local VA office for details.", "are charged", "negation",
     True),
    ("p8-negation-10", "negation", "Are non-exempt employees entitled to overtime pay?",
     ["Employees who are exempt under the salary-level test are not entitled to overtime pay. Non-exempt employees "
      "must receive one and a half times their regular rate of pay for hours worked over 40 in a workweek."],
     "According to the documents, yes. Non-exempt employees get time and a half for every hour over 40 in a "
     "workweek; it's the exempt employees who don't.",
     "According to the documents, non-exempt employees are not entitled to overtime pay for hours worked over 40 in "
     "a workweek. Please check with your local labor office for details.", "are not entitled", "negation", True),
    # --- modality (可以/不得/须/无需; may/must) ---
    ("p8-modality-01", "modality", "130Wh的充电宝能带上飞机吗？",
     ["旅客可随身携带额定能量不超过100Wh的充电宝，无需航空公司批准；额定能量超过100Wh但不超过160Wh的，"
      "须经航空公司批准后方可携带，每名旅客不得超过两个；超过160Wh的充电宝严禁携带。充电宝严禁托运。"],
     "根据资料，130Wh介于100Wh和160Wh之间，要经航空公司批准后才能随身带，每人最多两个。充电宝不能托运。",
     "根据资料，130Wh的充电宝无需航空公司批准即可随身携带。充电宝严禁托运。", "无需航空公司批准", "negation", True),
    ("p8-modality-02", "modality", "火车开车后还能在网上改签吗？",
     ["开车前48小时以上，旅客可以通过12306网站改签预售期内的其他列车；开车前48小时以内，可改签开车前的其他列车，"
      "也可改签开车后至票面日期当日24时之间的其他列车。开车后，旅客仍可改签当日其他列车，但只能在车站办理。"],
     "根据资料，开车后不能在网上改签了。开车后仍可改签当天其他车次，但必须到车站办理。",
     "根据资料，开车前48小时以内，可改签开车前的其他列车。开车后旅客仍可改签当日其他列车，可以通过12306网站办理。", "可以通过12306网站办理", "negation", True),
    ("p8-modality-03", "modality", "寄件人不让验视，快递员能收件吗？",
     ["寄件人交寄物品时，应当如实填写快递运单。快递企业收寄时应当当场验视内件，寄件人拒绝验视的，快递企业不得收寄；"
      "经验视仍不能确定安全性的，不得收寄。"],
     "不能。根据资料，快递企业收件时要当场验视，寄件人拒绝验视的，快递企业不得收寄。",
     "根据资料，快递企业收寄时应当当场验视内件。寄件人拒绝验视的，快递企业可以收寄。", "可以收寄", "negation", True),
    ("p8-modality-04", "modality", "微型无人机在适飞空域飞行需要申请吗？",
     ["在管制空域内实施无人驾驶航空器飞行活动的，应当提前1日向空中交通管理机构提出飞行活动申请。"
      "微型无人驾驶航空器在适飞空域内飞行无需提出申请，但不得在机场净空保护区、军事禁区等管制区域飞行。"],
     "根据资料，不需要申请。微型无人机在适飞空域飞是免申请的，不过不能进入机场净空保护区、军事禁区这些管制区域。",
     "根据资料，微型无人驾驶航空器在适飞空域内飞行须提前1日提出申请。同时不得在机场净空保护区、军事禁区等管制区域飞行。",
     "须提前1日提出申请", "negation", True),
    ("p8-modality-05", "modality", "还有没还清的公积金贷款，还能再申请公积金贷款吗？",
     ["借款人及其配偶名下均无未结清住房公积金贷款的，方可申请住房公积金个人住房贷款；"
      "借款人或其配偶名下有未结清住房公积金贷款的，不得再次申请。", "住房公积金贷款最长期限为30年，贷款期限不得超过借款人法定退休年龄后5年；首套住房公积金贷款最低首付款比例为20%，二套住房最低首付款比例为30%。"],
     "根据资料，不能。只有本人和配偶名下都没有未还清的公积金贷款，才可以申请。具体以当地规定为准。",
     "根据资料，借款人或其配偶名下有未结清住房公积金贷款的，可以再次申请。具体以当地规定为准。", "可以再次申请",
     "negation", True),
    ("p8-modality-06", "modality", "普通食品的标签上能写“有降血压作用”吗？",
     ["食品标签、说明书不得含有虚假内容，不得涉及疾病预防、治疗功能。保健食品可以声称经注册或者备案的保健功能，"
      "但应当声明“本品不能代替药物”。"],
     "不能。根据资料，食品标签不能涉及疾病预防、治疗功能，说降血压就属于这一类。",
     "根据资料，普通食品标签可以涉及疾病预防、治疗功能。保健食品应当声明“本品不能代替药物”。", "可以涉及", "negation",
     True),
    ("p8-modality-07", "modality", "猎捕非国家重点保护野生动物需要狩猎证吗？",
     ["猎捕非国家重点保护野生动物的，应当依法取得县级以上地方人民政府野生动物保护主管部门核发的狩猎证，"
      "并服从猎捕量限额管理。禁止在禁猎区、禁猎期或者使用禁用的工具、方法猎捕。"],
     "根据资料，需要。要先取得县级以上野生动物保护主管部门核发的狩猎证，还要遵守猎捕量限额；禁猎区和禁猎期不能猎捕。",
     "根据资料，猎捕非国家重点保护野生动物无需取得狩猎证，但应当服从猎捕量限额管理。禁止在禁猎区、禁猎期猎捕。",
     "无需取得狩猎证", "negation", True),
    ("p8-modality-08", "modality", "Do I need a flyer ID for an 80g drone?",
     ["You must have an operator ID to fly a drone weighing 250g or more, or any drone with a camera. You do not "
      "need a flyer ID to fly a drone weighing less than 100g, but you must still follow the Drone Code."],
     "No. According to the documents, a drone under 100g doesn't require a flyer ID, though you still have to follow "
     "the Drone Code.",
     "According to the documents, you must have a flyer ID to fly a drone weighing less than 100g. You must also "
     "follow the Drone Code.", "must have a flyer ID", "negation", True),
    ("p8-modality-09", "modality", "Can the seller take money off my refund if I used the item?",
     ["If you bought goods online, you can cancel the order within 14 days of receiving them without giving a reason. "
      "The seller must refund you within 14 days of receiving the goods back. Sellers may deduct money from the "
      "refund if the goods have been used more than was needed to inspect them."],
     "According to the documents, yes, if you used the item more than you would need to just to inspect it. The "
     "refund itself is due within 14 days of the seller getting the goods back.",
     "According to the documents, the seller must refund you within 14 days of receiving the goods back. Sellers may "
     "not deduct money from the refund if the goods have been used more than was needed to inspect them.",
     "may not deduct", "negation", True),
    ("p8-modality-10", "modality", "Can I get my MOT done early without changing my renewal date?",
     ["Cars must have their first MOT by the third anniversary of their registration. You can get an MOT up to a "
      "month (minus a day) before your current certificate runs out and keep the same renewal date."],
     "According to the documents, yes: up to a month minus a day before the current certificate expires, and "
     "your renewal date stays as it is. Cars need their first MOT by the third anniversary of registration.",
     "According to the documents, you cannot get an MOT before your current certificate runs out without changing "
     "the renewal date. Cars must have their first MOT by the third anniversary of their registration.",
     "cannot get an MOT", "negation", True),
    # --- quantifiers (全部/部分/均/仅; all/only some) ---
    ("p8-quantifier-01", "quantifier", "这批集采的药品都降价了吗？",
     ["本批国家组织药品集中采购共有62个品种采购成功，其中55个品种中选价格平均降幅为58%；"
      "另有7个品种为首次纳入的短缺药品，中选价格与原挂网价格持平。"],
     "不是都降了。根据资料，62个品种里有55个平均降价58%，另外7个首次纳入的短缺药品价格没有变化。",
     "根据资料，本批集采共有62个品种采购成功。中选价格全部下降，其中55个品种平均降幅为58%。", "全部下降", "negation",
     True),
    ("p8-quantifier-02", "quantifier", "全省都执行第一档最低工资标准吗？",
     ["本次调整后，全省14个设区市中，省会城市等9个设区市执行第一档标准，其余5个设区市执行第二档标准；"
      "各设区市所辖县（市）执行档次由设区市人民政府确定。"],
     "不是。根据资料，全省14个设区市里有9个执行第一档，剩下5个执行第二档。具体执行区域以当地人社部门公布为准。",
     "根据资料，本次调整后，全省14个设区市均执行第一档标准。具体执行区域以当地人社部门公布为准。", "均执行第一档标准",
     "negation", True),
    ("p8-quantifier-03", "quantifier", "所有建制村都能把快递直接送到村里吗？",
     ["截至2026年底，全省建制村快递服务通达率达到100%，其中快递直接投递到村的建制村占比为87%，"
      "其余建制村通过乡镇快递网点或村级寄递物流综合服务站代收代投。"],
     "还没有全部做到。根据资料，全省建制村都通了快递，但直接投递到村的占87%，其余的要靠乡镇网点或村级服务站代收代投。",
     "根据资料，截至2026年底，全省建制村快递服务通达率达到100%。所有建制村均已实现快递直接投递到村。", "均已实现",
     "negation", True),
    ("p8-quantifier-04", "quantifier", "参加生育保险的女职工都能领生育津贴吗？",
     ["参加生育保险的女职工，均可按规定享受生育医疗费用待遇；生育津贴仅限于用人单位为其连续缴纳生育保险费满12个月的女职工享受，"
      "按照职工所在用人单位上年度职工月平均工资计发。"],
     "不一定。根据资料，参保女职工都能享受生育医疗费用待遇，但生育津贴只有单位连续缴费满12个月的才能领。"
     "如有疑问，请咨询当地社保经办机构。",
     "根据资料，参加生育保险的女职工均可按规定享受生育医疗费用待遇和生育津贴。如有疑问，请咨询当地社保经办机构。",
     "和生育津贴", "negation", True),
    ("p8-quantifier-05", "quantifier", "这些建筑企业都给职工上了工伤保险吗？",
     ["市人社局开展建筑施工企业工伤保险专项检查，共检查建筑施工企业326家，其中298家已为全部在岗职工办理工伤保险，"
      "其余28家存在漏缴情况，已被责令限期整改。"],
     "没有全部办理。根据资料，326家企业中298家已为全部在岗职工参保，另外28家存在漏缴，已被责令限期整改。",
     "根据资料，市人社局本次专项检查共检查建筑施工企业326家。这些企业均已为在岗职工办理工伤保险。", "均已", "negation", True),
    ("p8-quantifier-06", "quantifier", "抽查的食品标签都合格吗？",
     ["市市场监管局本季度共抽查预包装食品标签120批次，其中标签标识不合格的15批次，"
      "主要问题为营养成分表标示不规范、生产日期标示不清晰，相关生产经营者已被责令整改。"],
     "不是。根据资料，120批次里有15批次标签不合格，主要是营养成分表不规范、生产日期标示不清。",
     "根据资料，市市场监管局本季度共抽查预包装食品标签120批次。抽查的标签全部合格。", "全部合格", "negation", True),
    ("p8-quantifier-07", "quantifier", "三家运营商都能在线上预约携号转网吗？",
     ["自2027年1月1日起，本省三家基础电信企业的自有营业厅均可办理携号转网业务。目前线上渠道仅中国移动开通了携号转网预约服务，"
      "其他两家企业的线上预约功能计划于年内上线。"],
     "还不行。根据资料，三家的营业厅都能办，但线上预约目前只有中国移动开通了，另外两家计划今年内上线。",
     "根据资料，自2027年1月1日起，三家基础电信企业的自有营业厅均可办理携号转网业务。线上渠道三家企业都已开通携号转网预约服务。",
     "三家企业都已开通", "negation", True),
    ("p8-quantifier-08", "quantifier", "Do all claimants get an ongoing award?",
     ["Most people on the benefit have their award reviewed every 1 to 3 years. Only claimants with the highest "
      "needs, whose condition is not expected to change, receive an ongoing award with a light-touch review every "
      "10 years."],
     "No. According to the documents, ongoing awards are limited to people with the highest needs whose condition "
     "isn't expected to change; most people are reviewed every one to three years.",
     "According to the documents, all claimants receive an ongoing award with a light-touch review every 10 years. "
     "Please check with your local office for details.", "all claimants", "negation", True),
    ("p8-quantifier-09", "quantifier", "Do all stations on the line have staff who can help with a ramp?",
     ["All stations on the line have step-free access from the street to the platforms. Only some stations have "
      "staff available to help passengers board with a ramp, so passengers needing a ramp should book assistance "
      "at least 2 hours before travelling."],
     "According to the documents, no, only some of them do, although every station is step-free from street to "
     "platform. If you need a ramp, book assistance at least two hours before you travel.",
     "According to the documents, all stations on the line have step-free access from the street to the platforms. "
     "Every station also has staff available to help passengers board with a ramp.", "Every station also",
     "negation", True),
    ("p8-quantifier-10", "quantifier", "Can I keep any of the fish I catch in the lake?",
     ["Anglers may keep up to 2 fish per day from the river, provided each fish is at least 30cm long. All fish "
      "caught in the lake must be returned alive, and barbless hooks must be used there."],
     "According to the documents, no. Every fish caught in the lake has to go back alive; the two-a-day allowance "
     "is for the river only.",
     "According to the documents, anglers may keep up to 2 fish per day from the river. Some fish caught in the lake "
     "may also be kept, and barbless hooks must be used there.", "Some fish", "negation", True),
    # --- antonym predicates ---
    ("p8-antonym-01", "antonym", "这种抗肿瘤药的价格怎么变了？",
     ["经国家医保药品目录谈判，该抗肿瘤药平均降价61%，自2027年1月1日起纳入医保报销范围。"
      "同期，一种罕见病用药因原料成本上涨，挂网价格上调8%。"],
     "根据资料，这款抗肿瘤药通过医保谈判平均降了61%，并且从2027年1月1日起可以走医保报销。同期涨价8%的是一种罕见病用药。",
     "根据资料，经国家医保药品目录谈判，该抗肿瘤药平均涨价61%。该药自2027年1月1日起纳入医保报销范围。", "涨价",
     "direction", True),
    ("p8-antonym-02", "antonym", "快件丢失短少的申诉量怎么变化？",
     ["2026年全年，邮政管理部门共受理快递服务申诉8.6万件，同比下降14.2%。其中，快件延误申诉同比下降20.5%，"
      "快件丢失短少申诉同比上升3.7%，快件损毁申诉与上年基本持平。"],
     "根据资料，快件丢失短少的申诉比上年多了3.7%，而申诉总量和延误类申诉都在下降。",
     "根据资料，2026年快递服务申诉总量同比下降14.2%。其中快件丢失短少申诉同比下降3.7%。", "下降3.7%", "direction", True),
    ("p8-antonym-03", "antonym", "赵某再次鉴定的结果怎样？",
     ["市劳动能力鉴定委员会对两起再次鉴定申请作出结论：对赵某，维持原鉴定结论，伤残等级仍为九级；"
      "对钱某，撤销原鉴定结论，伤残等级由十级改定为八级。"],
     "根据资料，赵某的再次鉴定维持了原结论，仍然是九级伤残。具体以鉴定结论书为准。",
     "根据资料，市劳动能力鉴定委员会对赵某撤销了原鉴定结论。具体以鉴定结论书为准。", "撤销", "direction", True),
    ("p8-antonym-04", "antonym", "一次性经济补助支出比上年有什么变化？",
     ["今年本市安排退役军人就业创业扶持资金比上年增加1200万元；由于年度退役人数减少，"
      "自主就业退役士兵一次性经济补助支出比上年减少300万元。"],
     "根据资料，因为今年退役的人少了，一次性经济补助支出比上年少了300万元。就业创业扶持资金则多了1200万元。",
     "根据资料，今年本市退役军人就业创业扶持资金比上年多安排1200万元。由于年度退役人数减少，"
     "自主就业退役士兵一次性经济补助支出比上年增加300万元。", "增加", "direction", True),
    ("p8-antonym-05", "antonym", "公积金个人住房贷款发放额怎么变化？",
     ["今年1至9月，本市住房公积金归集额同比增长4.9%，提取额同比增长11.3%，个人住房贷款发放额同比下降6.8%。"
      "提取额中用于租房的占比为23%。"],
     "根据资料，今年前三季度公积金个人住房贷款发放额比去年同期少了6.8%，提取额则增长了11.3%。",
     "根据资料，今年1至9月本市住房公积金个人住房贷款发放额同比增长6.8%。提取额同比增长11.3%。", "增长6.8%",
     "direction", True),
    ("p8-antonym-06", "antonym", "这批车的一氧化碳排放超标了吗？",
     ["机动车排放检验结果显示，该批次送检车辆尾气中一氧化碳浓度低于国家排放限值，颗粒物排放高于国家排放限值，"
      "综合判定为排放检验不合格，车主应维修后复检。"],
     "没有超标。根据资料，一氧化碳浓度在国家限值以下，判为不合格是因为颗粒物超过了限值。",
     "根据资料，该批次送检车辆尾气中一氧化碳浓度超过国家排放限值。综合判定为排放检验不合格，车主应维修后复检。", "超过", "direction", True),
    ("p8-antonym-07", "antonym", "春运期间民航发送旅客量怎么变化？",
     ["今年春运40天，全国铁路累计发送旅客5.1亿人次，同比增长5.2%；民航累计发送旅客8900万人次，同比下降1.3%；"
      "公路人员流动量与上年基本持平。"],
     "根据资料，今年春运民航发送旅客8900万人次，比去年同期少了1.3%。铁路则增长了5.2%。",
     "根据资料，今年春运民航累计发送旅客8900万人次，同比增长1.3%。全国铁路累计发送旅客5.1亿人次，同比增长5.2%。",
     "增长1.3%", "direction", True),
    ("p8-antonym-08", "antonym", "How did the number of workers on the minimum wage change last year?",
     ["The National Living Wage will rise by 4.1% to £12.71 an hour from April 2027. The number of workers paid at "
      "the minimum rate fell by 40,000 last year, to around 1.5 million."],
     "According to the documents, it went down by 40,000 last year, leaving about 1.5 million people on the "
     "minimum rate.",
     "According to the documents, the number of workers paid at the minimum rate rose by 40,000 last year, to around "
     "1.5 million. The National Living Wage will rise by 4.1% to £12.71 an hour from April 2027.", "rose by 40,000",
     "direction", True),
    ("p8-antonym-09", "antonym", "What happened to complaints about lost baggage?",
     ["The aviation regulator received 31,000 passenger complaints in 2026. Complaints about flight delays dropped "
      "18% compared with 2025, but complaints about lost baggage increased by 9%."],
     "According to the documents, lost-baggage complaints went up by 9% in 2026. Delay complaints, by contrast, "
     "fell 18% on 2025.",
     "According to the documents, complaints about flight delays dropped 18% in 2026. Complaints about lost baggage "
     "also dropped by 9%.", "also dropped by 9%", "direction", True),
    ("p8-antonym-10", "antonym", "What was the outcome of Oak Valley Outfitters' appeal?",
     ["At its March hearing the wildlife licensing board considered two appeals against permit decisions. It granted "
      "the appeal from the Redfield Hunting Club and refused the appeal from Oak Valley Outfitters."],
     "According to the documents, the board turned down Oak Valley Outfitters' appeal at its March hearing. It was "
     "the Redfield Hunting Club whose appeal succeeded.",
     "According to the documents, the board granted the appeal from Oak Valley Outfitters at its March hearing. "
     "Please check with your local office for details.", "granted", "direction", True),
    # --- short answers, Chinese (bare values and short statements; the wrong one from the neighbouring clause) ---
    ("p8-short-zh-01", "short-zh", "公务舱免费托运行李额是多少？",
     ["国内航班旅客的免费托运行李额：头等舱40公斤，公务舱30公斤，经济舱20公斤。按成人票价10%购票的婴儿无免费行李额，"
      "可免费托运一辆折叠式婴儿车。"],
     "30公斤。", "20公斤。", "20公斤", "quantity", False),
    ("p8-short-zh-02", "short-zh", "轻型无人机的空机重量上限是多少？",
     ["微型无人驾驶航空器，是指空机重量小于0.25千克的无人驾驶航空器；轻型无人驾驶航空器，是指空机重量不超过4千克，"
      "且最大起飞重量不超过7千克的无人驾驶航空器。"],
     "4千克。", "0.25千克。", "0.25千克", "quantity", False),
    ("p8-short-zh-03", "short-zh", "延长停工留薪期要由谁确认？",
     ["停工留薪期一般不超过12个月。伤情严重或者情况特殊，经设区的市级劳动能力鉴定委员会确认，可以适当延长，"
      "但延长不得超过12个月。工伤认定由社会保险行政部门负责。"],
     "设区的市级劳动能力鉴定委员会。", "社会保险行政部门。", "社会保险行政部门", "entity", False),
    ("p8-short-zh-04", "short-zh", "产前可以休几天？",
     ["女职工生育享受98天产假，其中产前可以休假15天；难产的，增加产假15天；生育多胞胎的，每多生育1个婴儿，"
      "增加产假15天。女职工怀孕未满4个月流产的，享受15天产假。"],
     "15天。", "98天。", "98天", "quantity", False),
    ("p8-short-zh-05", "short-zh", "同城快件最长多久送到？",
     ["快递服务标准规定：同城快件投递时限不超过24小时；省内异地和省际快件投递时限不超过72小时。"
      "因不可抗力造成延误的，不计入投递时限。"],
     "24小时内。", "72小时内。", "72小时", "quantity", False),
    ("p8-short-zh-06", "short-zh", "试点地区房产税的基本税率是多少？",
     ["试点地区房产税税率暂定为0.6%。应税住房每平方米市场交易价格低于本市上年度新建商品住房平均销售价格2倍（含）的，"
      "税率暂减为0.4%。"],
     "0.6%。", "0.4%。", "0.4%", "number", False),
    ("p8-short-zh-07", "short-zh", "二类地区非全日制用工的小时最低工资是多少？",
     ["本省非全日制用工小时最低工资标准为：一类地区24.5元，二类地区22元，三类地区20元。"
      "小时最低工资标准已包含用人单位应缴纳的基本养老保险费和基本医疗保险费。"],
     "每小时22元。", "每小时24.5元。", "24.5元", "number", False),
    ("p8-short-zh-08", "short-zh", "预包装食品营养标签通则的标准编号是什么？",
     ["预包装食品的标签应当符合《食品安全国家标准 预包装食品标签通则》（GB 7718）的规定，"
      "营养标签应当符合《食品安全国家标准 预包装食品营养标签通则》（GB 28050）的规定。"],
     "GB 28050。", "GB 7718。", "GB 7718", "entity", False),
    ("p8-short-zh-09", "short-zh", "住房公积金缴存比例最低是多少？",
     ["住房公积金缴存比例为5%至12%，单位和职工缴存比例原则上相同；月缴存基数上限为上年度全市职工月平均工资的3倍，"
      "下限为本市最低工资标准。"],
     "最低5%。", "最低12%。", "12%", "number", False),
    ("p8-short-zh-10", "short-zh", "办退役军人优待证要交钱吗？",
     ["退役军人优待证由退役军人事务部门统一制发，实行免费办理，制作费用由财政承担；"
      "已办理的优待证遗失的，可以申请补领，补领同样免费。"],
     "不要钱，免费办理。", "要交制作费。", "要交制作费", "negation", True),
    # --- short answers, English ---
    ("p8-short-en-01", "short-en", "How much is a second class stamp?",
     ["From 7 April, a first class stamp costs £1.65 and a second class stamp costs 85p for a standard letter. "
      "Large letters cost more."],
     "85p.", "£1.65.", "£1.65", "number", False),
    ("p8-short-en-02", "short-en", "What compensation is due for a long delay on a 2,000 km flight?",
     ["Passengers on flights of 1,500 km or less are entitled to €250 compensation for delays of 3 hours or more; "
      "for flights between 1,500 and 3,500 km the amount is €400."],
     "€400.", "€250.", "€250", "number", False),
    ("p8-short-en-03", "short-en", "Who runs the drone registration service?",
     ["The Drone and Model Aircraft Registration and Education Service is run by the Civil Aviation Authority. "
      "Flight restriction zones around airports are set by the Department for Transport."],
     "The Civil Aviation Authority.", "The Department for Transport.", "Department for Transport", "entity", False),
    ("p8-short-en-04", "short-en", "How long do I have to appeal an industrial injuries decision?",
     ["You can claim industrial injuries benefit up to 3 months after your accident. If you disagree with the "
      "decision, an appeal must be lodged within 1 month of the date on the decision letter."],
     "One month from the date on the decision letter.", "3 months.", "3 months", "quantity", True),
    ("p8-short-en-05", "short-en", "When is the winter fuel payment paid?",
     ["The basic State Pension is reviewed each April. Most winter fuel payments are paid automatically in November "
      "or December."],
     "In November or December.", "In April.", "April", "date", False),
    ("p8-short-en-06", "short-en", "Who issues rod fishing licences?",
     ["Rod fishing licences are issued by the Environment Agency. You also need permission to fish from whoever owns "
      "the fishing rights, usually the landowner or an angling club."],
     "The Environment Agency.", "The landowner.", "landowner", "entity", False),
    ("p8-short-en-07", "short-en", "For how many weeks is Statutory Maternity Pay paid?",
     ["Statutory Maternity Pay is paid for up to 39 weeks. Shared Parental Leave lets parents share up to 50 weeks "
      "of leave between them."],
     "Up to 39 weeks.", "Up to 50 weeks.", "50 weeks", "quantity", False),
    ("p8-short-en-08", "short-en", "How much is an anytime return from Leeds to York?",
     ["Fares from Leeds to York: an off-peak return costs £14.20 and an anytime return costs £21.50. A railcard "
      "gives a third off either fare."],
     "£21.50.", "£14.20.", "£14.20", "number", False),
    ("p8-short-en-09", "short-en", "What rate is paid for work on a public holiday?",
     ["Hours over 40 in a workweek are paid at 1.5 times the regular rate. Under the state rule, hours worked on a "
      "public holiday are paid at 2 times the regular rate."],
     "Double the regular rate.", "1.5 times the regular rate.", "1.5 times", "number", True),
    ("p8-short-en-10", "short-en", "Can I return a personalised item I bought online?",
     ["For most goods bought online you have 14 days to cancel. You don't have the right to cancel orders for "
      "personalised or custom-made goods."],
     "No.", "Yes, within 14 days.", "Yes", "negation", False),
    # --- paraphrase (a reworded faithful answer against a one-edit copy of the contexts) ---
    ("p8-paraphrase-01", "paraphrase", "航班超售时航空公司应该怎么做？",
     ["航班超售时，承运人应当首先征询自愿放弃座位的旅客，并给予补偿；没有足够的自愿者时，承运人可以根据优先登机规则"
      "拒绝旅客登机，并应当在30分钟内向被拒绝登机的旅客提供补偿方案。"],
     "根据资料，航空公司得先找愿意让出座位的乘客，并给他们补偿。愿意的人不够时，才能按优先登机规则拒载，"
     "而且半小时内要把补偿方案告诉被拒载的旅客。",
     "根据资料，航班超售时，承运人应当首先征询自愿放弃座位的旅客，并给予补偿。没有足够的自愿者时，承运人可以根据优先登机规则"
     "拒绝旅客登机，并应当在2小时内向被拒绝登机的旅客提供补偿方案。", "2小时", "quantity", True),
    ("p8-paraphrase-02", "paraphrase", "车站捡到的遗失物品保管多久？",
     ["旅客在车站或列车上遗失物品，可拨打12306客服电话登记查找。车站对拾到的遗失物品保管期限为7天，"
      "期满无人认领的，移交当地公安机关；易腐物品不予保管。"],
     "根据资料，车站会替失主保管一个星期，过期还没人认领就交给当地公安机关。丢了东西可以打12306登记查找。",
     "根据资料，旅客在车站或列车上遗失物品，可拨打12306客服电话登记查找。车站对拾到的遗失物品保管期限为15天，"
     "期满无人认领的，移交当地公安机关。", "15天", "quantity", True),
    ("p8-paraphrase-03", "paraphrase", "退货以后多久能拿到退款？",
     ["经营者应当自收到退回商品之日起七日内返还消费者支付的商品价款。退款方式与消费者付款方式相同；"
      "具体方式有约定的，按照约定。"],
     "根据资料，商家收到你退回的东西后，一周之内就要把货款退给你，一般是原路返回。如果对退款方式另有约定，按约定办。",
     "根据资料，经营者应当自收到退回商品之日起十五日内返还消费者支付的商品价款。退款方式与消费者付款方式相同。", "十五日",
     "quantity", True),
    ("p8-paraphrase-04", "paraphrase", "三级伤残每月的伤残津贴是多少？",
     ["职工因工致残被鉴定为一级至四级伤残的，保留劳动关系，退出工作岗位，从工伤保险基金按月支付伤残津贴，"
      "标准为：一级伤残为本人工资的90%，二级伤残为85%，三级伤残为80%，四级伤残为75%。"],
     "根据资料，三级伤残的职工保留劳动关系、退出工作岗位。伤残津贴由工伤保险基金按月发放，相当于本人工资的八成。",
     "根据资料，职工因工致残被鉴定为三级伤残的，保留劳动关系，退出工作岗位。由用人单位按月支付伤残津贴，三级伤残为本人工资的80%。",
     "用人单位", "entity", True),
    ("p8-paraphrase-05", "paraphrase", "在药店买国家谈判药能报销吗？",
     ["参保患者在“双通道”定点零售药店购买国家谈判药品，可按规定享受医保报销，报销比例与定点医疗机构一致，"
      "不设起付线。购药时须持定点医疗机构开具的处方。"],
     "能。根据资料，在“双通道”定点药店买国家谈判药也可以走医保，报销比例和在定点医院一样，而且没有起付线。"
     "买药时要带上定点医院开的处方。",
     "根据资料，参保患者在“双通道”定点零售药店购买国家谈判药品，可按规定享受医保报销，报销比例低于定点医疗机构，不设起付线。"
     "购药时须持定点医疗机构开具的处方。", "低于定点医疗机构", "direction", True),
    ("p8-paraphrase-06", "paraphrase", "车辆年检可以提前多久办理？",
     ["机动车所有人可以在机动车检验有效期满前3个月内向登记地车辆管理所申请检验合格标志；"
      "检验合格后，公安机关交通管理部门核发检验合格标志。"],
     "根据资料，检验有效期到期前三个月之内就可以去申请年检，检验合格后由交管部门发检验合格标志。具体以当地规定为准。",
     "根据资料，机动车所有人可以在机动车检验有效期满前6个月内申请检验合格标志。检验合格后，公安机关交通管理部门核发检验合格标志。"
     "具体以当地规定为准。", "6个月", "quantity", True),
    ("p8-paraphrase-07", "paraphrase", "残疾人两项补贴到哪里申请？",
     ["残疾人两项补贴由申请人或其监护人向户籍所在地乡镇人民政府（街道办事处）提出书面申请，"
      "也可以通过全国残疾人两项补贴“跨省通办”平台在线申请。县级残联负责审核残疾等级等信息。"],
     "根据资料，可以到户口所在地的乡镇政府或者街道办书面申请。也可以直接在全国“跨省通办”平台上网上申请。",
     "根据资料，残疾人两项补贴由申请人或其监护人向户籍所在地县级残联提出书面申请。也可以通过全国残疾人两项补贴“跨省通办”平台"
     "在线申请。",
     "县级残联", "entity", True),
    ("p8-paraphrase-08", "paraphrase", "What happens if my flight is cancelled?",
     ["If your flight is cancelled, the airline must offer you a choice between a full refund and an alternative "
      "flight to your destination. If you choose a refund, it must be paid within 7 days."],
     "According to the documents, you get to choose: your money back in full or a seat on another flight to where "
     "you're going. A refund has to reach you within a week.",
     "According to the documents, if your flight is cancelled, the airline must offer you a choice between a full "
     "refund and an alternative flight to your destination. If you choose a refund, it must be paid within 30 days.",
     "30 days", "quantity", True),
    ("p8-paraphrase-09", "paraphrase", "Do I pay full council tax if I live alone?",
     ["If you're the only adult living in your home, you can get a 25% discount on your council tax bill. Full-time "
      "students do not count as adults for council tax, so a home occupied only by students is exempt."],
     "According to the documents, no. As the only adult in the home you get a quarter taken off the bill.",
     "According to the documents, if you're the only adult living in your home, you can get a 50% discount on your "
     "council tax bill. Full-time students do not count as adults for council tax.", "50%", "number", True),
    ("p8-paraphrase-10", "paraphrase", "How long does Tracked 48 take?",
     ["Parcels sent by Royal Mail Tracked 48 are usually delivered within 2 to 3 working days. Compensation of up to "
      "£150 is included for loss or damage, and you can buy extra cover up to £250."],
     "According to the documents, it normally takes two to three working days. Cover of up to £150 for loss or "
     "damage comes as standard.",
     "According to the documents, parcels sent by Royal Mail Tracked 48 are usually delivered within 2 to 3 working "
     "days. Compensation of up to £500 is included for loss or damage.", "£500", "number", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe8"), "probe8")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
