"""Build `data/judge/probes16.jsonl.gz`: the sixteenth probe set of issue 19 (pairs written by hand on 2026-11-28 by
the helper "probes16", blind: before the judge was run on them, without reading the judge's code). SHORT ANSWERS AND
ONE-CLAUSE ANSWERS, in the style of real policy QA: the faithful answer is a bare value or name (一万二; 市商务局;
"£252 a year"), a yes/no with a few words (不用，免开; 不行，得满16岁; "No, it's free") or one clause that says
something of a value or subject (从下个月起停发; 只有智力和精神残疾的; "No, only one per household."), about half in words
of its own (两万 for 2万元; 下个月 for 次月; 六个星期 for 30个工作日; "half" for $1 in every $2); the hallucinated
answer is just as short with ONE thing wrong (another step's, group's or band's value or date, a negation or modality
flipped in other words, a quantifier, the body of another step, an antonym, a condition read the wrong way), about
half of them in the passage's own words. Contexts are one dense passage (19 passages of 245-504 characters, each
shared by three to eight pairs) with several values, dates, bodies and conditions for different steps or groups, and
in 8 pairs a second passage (162-170 characters, on the same topic, with values of its own); some questions are generic
(根据材料，下面的说法对吗？ / "Is the following right?") with the statement as the answer.
New domains (individual pension accounts, simplified enterprise deregistration, rural land-management-right
transfers, rewards for parents of only children, leaving public rental housing, consumption vouchers, car trade-in
subsidies, residence permits, veterans' preferential cards, the two disability allowances, e-bike registration,
recognition of acts of bravery; English: US SNAP, US Social Security retirement age, UK Winter Fuel Payment, UK
Marriage Allowance, AU Family Tax Benefit, Canada OAS, Ireland Fuel Allowance); see data/judge/README.md. Split by a
hash of the id. Deterministic: `python data/judge/build_probes16.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes16.jsonl.gz"

# Passages that several pairs are asked against (each pair names its passage in its tuple).
PENSION = ("参加城镇职工基本养老保险或者城乡居民基本养老保险的劳动者，可以通过国家社会保险公共服务平台、全国人社政务服务平台"
           "或者商业银行渠道开立个人养老金账户。参加人每年缴纳个人养老金的上限为12000元，可以按月、分次或者按年度缴纳，缴费额度"
           "按自然年度累计，次年重新计算。缴费环节，在12000元限额内据实在综合所得或者经营所得中扣除；投资环节，账户内的投资收益"
           "暂不征收个人所得税；领取环节，领取的个人养老金单独按照3%的税率计算缴纳个人所得税。参加人达到领取基本养老金年龄、完全"
           "丧失劳动能力、出国（境）定居，或者符合国家规定的其他情形的，可以按月、分次或者一次性领取个人养老金，资金转入本人社会"
           "保障卡银行账户。参加人身故的，账户资金可以依法继承。")
CANCEL = ("未发生债权债务或者已将债权债务清偿完结的有限责任公司、非公司企业法人、个人独资企业和合伙企业，可以申请简易注销登记。"
          "企业应当通过国家企业信用信息公示系统公示全体投资人承诺书，公示期为20日；公示期内无异议的，企业可以在公示期满之日起20日"
          "内向登记机关申请注销登记，公示期满后未在规定时间内申请的，视为放弃本次简易注销。被列入经营异常名录或者严重违法失信名单、"
          "股权被冻结、正在被立案调查的企业，不适用简易注销。未办理过涉税事宜的纳税人，免予到税务部门出具清税证明；办理过涉税事宜"
          "但未领用发票、无欠税和罚款的，税务机关即时出具清税文书。登记机关应当在3个工作日内作出是否准予注销的决定。选择一般注销的"
          "企业，清算组应当自成立之日起10日内通知债权人，并于60日内在报纸上或者公示系统公告；债权人应当自接到通知之日起30日内，"
          "未接到通知的自公告之日起45日内申报债权。")
LAND = ("承包方可以自主决定依法采取出租（转包）、入股或者其他方式向他人流转土地经营权，并向发包方备案。流转期限不得超过承包期"
        "的剩余期限；流转期限为五年以上的，当事人可以向县级农业农村部门申请登记。在同等条件下，本集体经济组织成员享有优先权。"
        "工商企业等社会资本通过流转取得土地经营权的，流转面积在100亩以下的由乡镇人民政府审查，100亩至1000亩的由县级农业农村"
        "部门审查，1000亩以上的报市级农业农村部门审查。受让方再流转土地经营权的，须经承包方书面同意，并向发包方备案。流转费用"
        "原则上按年支付；受让方连续两年以上弃耕抛荒的，承包方可以单方解除合同。土地经营权流转不得改变土地所有权的性质和土地的"
        "农业用途。")
ONECHILD = ("本市农村户籍的独生子女父母，以及城镇户籍中未享受过企业退休一次性奖励的独生子女父母，年满60周岁后，每人每月可领取奖励"
            "扶助金100元，直至亡故。独生子女三级以上残疾的家庭，父母年满49周岁后每人每月可领取特别扶助金600元；独生子女死亡的家庭，"
            "每人每月可领取800元。符合条件的，应于每年3月1日至3月31日向户籍所在地村（居）委会提出申请，乡镇人民政府（街道办事处）"
            "初审并公示7天，县卫生健康局审批。扶助金自审批通过的次月起按月发放，通过本人社会保障卡发放到户。已领取特别扶助金的，"
            "不再重复领取奖励扶助金。")
EXIT = ("公共租赁住房承租家庭有下列情形之一的，应当退出：通过购买、受赠、继承等方式在本市取得其他住房的，应当自取得住房之日起"
        "3个月内腾退；家庭收入连续两年超过本市规定标准的，给予6个月过渡期，过渡期内按同地段市场租金的70%计收租金，过渡期满仍"
        "不腾退的，按同地段市场租金全额计收；累计拖欠租金6个月以上的，由区住房保障中心书面催告，催告后30日内仍不缴纳的，解除租赁"
        "合同。擅自转租、转借或者改变房屋用途的，收回房屋，记入个人诚信档案，5年内不得再次申请住房保障。承租人主动退出的，应当"
        "提前1个月告知区住房保障中心，房屋验收合格后，租赁保证金在15个工作日内无息退还。")
COUPON = ("本轮消费券分餐饮券和零售券两类：餐饮券为满100元减30元，零售券为满300元减50元。每人每轮各限领1张，领取后当日起7日内"
          "有效，逾期未使用的自动作废，并回流至下一轮发放。消费券通过云闪付平台发放，每周五上午10点开抢，共发放4轮，活动期为5月9日"
          "至5月31日。本市常住居民和来本市的游客均可领取，但须完成实名认证。消费券不得用于购买烟酒、金银珠宝和预付卡，不找零、不"
          "兑现；发生退货的，已使用的消费券不予退还。活动由市商务局组织，具体规则由各合作银行执行，消费者投诉可拨打12345热线。")
PENSION_B = ("个人养老金资金账户内的资金，可以用于购买符合规定的储蓄存款、理财产品、商业养老保险和公募基金等金融产品，由参加人"
             "自主选择。参加人同一时间只能开立一个资金账户，可以在不同商业银行之间变更，变更时原账户资金须全部转入新账户，原账户随即"
             "注销。未达到领取条件的，账户资金不得提前支取；参加人在领取前可以随时调整所购产品，开立和变更账户均不收取费用。")
COUPON_B = ("除市级消费券外，本区另行发放家电消费券：单件商品满2000元减300元，每人限领1张，领取后15日内有效，仅限在区内参与活动的"
            "家电门店使用。家电消费券不得与市级零售券叠加使用，由区商务局负责组织，领取渠道同为云闪付平台，每周三上午10点开抢，共"
            "发放2轮。使用家电消费券的商品发生退货的，优惠金额从退款中扣除，消费券不再返还。")
TRADEIN = ("个人消费者报废本人名下符合条件的燃油乘用车或者新能源乘用车，并购买新能源乘用车的，补贴2万元；购买2.0升及以下排量燃油"
           "乘用车的，补贴1.5万元。转让本人名下旧乘用车并购买新车（置换更新）的，购买新能源乘用车补贴1.5万元，购买燃油乘用车补贴"
           "1.3万元。申请人应当在购车之日起30日内通过汽车以旧换新信息平台提交申请，旧车须在购车前登记在本人名下满一年。报废补贴"
           "由商务部门会同财政部门审核，置换补贴由市商务局审核，补贴资金在审核通过后15个工作日内拨付至申请人银行账户。同一辆旧车"
           "只能享受一次补贴，报废补贴与置换补贴不得同时申请。政策执行期为1月1日至12月31日，资金用完即止。")
RESID = ("在本市居住半年以上，并符合有合法稳定就业、合法稳定住所、连续就读条件之一的非本市户籍人员，可以申领居住证。申领人应当向"
         "居住地派出所或者社区警务室提交申请，材料齐全的，公安机关应当在15日内制发居住证；未满16周岁的未成年人可以由监护人代为"
         "申领。居住证有效期为1年，持证人应当在期满前30日内到居住地派出所办理签注手续，逾期未签注的，居住证自动失效，居住年限重新"
         "计算。首次申领居住证不收费，遗失、损坏换领或者补领的，收取工本费20元。持证人按规定享受子女义务教育、公共就业服务、基本"
         "公共卫生服务等权益；连续持证满3年的，可以申请积分落户。")
VET = ("退役军人、其他优抚对象可以申领退役军人优待证。申请人可以通过“退役军人之家”小程序线上申请，也可以到户籍所在地村（社区）"
       "退役军人服务站现场申请。村（社区）服务站负责初审，县级退役军人事务局负责审核，省级退役军人事务厅统一制证，制证周期一般为"
       "30个工作日。优待证有效期为6年，有效期满前3个月内可以申请换领；遗失的可以申请补领，补领不收取费用。持证人凭证免费乘坐市内"
       "公交车和城市轨道交通，游览政府投资主办的公园免收门票，乘坐火车、飞机享受优先购票、优先安检。上述优待仅限持证人本人，其"
       "家属不享受。")
TWOSUB = ("困难残疾人生活补贴的对象为最低生活保障家庭中的残疾人，标准为每人每月100元；低保边缘家庭中的一级、二级重度残疾人也可以"
          "申领，标准为每人每月80元。重度残疾人护理补贴的对象为残疾等级为一级、二级且需要长期照护的残疾人，以及三级、四级智力、"
          "精神残疾人，一级、二级每人每月120元，三级、四级每人每月90元。申请人向户籍所在地乡镇人民政府（街道办事处）提出申请，"
          "县级残联审核，县级民政部门审定。补贴自审定通过的次月起发放；补贴对象死亡、户籍迁出或者不再符合条件的，自次月起停发。"
          "两项补贴可以同时享受，但已享受工伤保险生活护理费的，不再享受护理补贴。")
EBIKE = ("在本市道路上行驶的电动自行车应当依法登记，取得号牌后方可上路。新购买的电动自行车，应当自购买之日起15日内到公安交通管理"
         "部门设立的登记点或者指定销售网点办理登记，登记免收费用。办理登记须提交所有人身份证明、车辆出厂合格证和购车发票，车辆须"
         "列入国家《电动自行车产品目录》。已登记的非标车辆发放临时号牌，临时号牌有效期至2026年12月31日，期满后不得上路行驶。驾驶"
         "电动自行车应当年满16周岁，只能搭载一名12周岁以下的未成年人，驾驶人和乘坐人应当佩戴安全头盔。未悬挂号牌上路的，处警告"
         "或者50元罚款；未佩戴安全头盔的，处警告或者20元罚款。")
HERO = ("公民在法定职责、法定义务之外，为保护国家利益、社会公共利益或者他人人身财产安全挺身而出的，可以申请确认见义勇为。本人、"
        "近亲属或者知情人应当自行为发生之日起1年内，向行为发生地的县级见义勇为工作协调小组提出申请；协调小组应当自受理之日起30日"
        "内作出确认决定，情况复杂的可以延长至60日。经确认的，由县级人民政府给予表彰并发放奖金5000元；被市人民政府授予“见义勇为"
        "英雄”称号的，奖金为5万元，授予“见义勇为先进分子”称号的，奖金为2万元。见义勇为人员因此受伤的，医疗费用由侵害人依法承担；"
        "侵害人逃逸或者无力承担的，由见义勇为基金先行垫付。见义勇为牺牲人员的子女，在义务教育阶段免收学费和杂费。")
SNAP = ("SNAP households must pass a gross income test (130% of the poverty line) and a net income test (100%); households "
        "with a member aged 60+ or disabled only need the net test. Resources may not exceed $3,000, or "
        "$4,500 with a member aged 60+ or disabled; your home is not counted. Adults aged 18 to 54 without dependents get "
        "only 3 months of benefits in 36 months unless they work 80 hours a month. The agency decides within 30 "
        "days, or 7 days for expedited cases. The EBT card cannot buy hot prepared food.")
SSA = ("For people born in 1960 or later, full retirement age is 67. You can start benefits as early as 62, but they are "
       "permanently reduced by up to 30%. For each year you wait past full retirement age, benefits rise by 8%, up to age "
       "70. If you work before full retirement age, $1 is withheld for every $2 you earn above $23,400 a year; in the year "
       "you reach it, $1 for every $3 above $62,160. You can apply up to 4 months before you want benefits to start.")
WFP = ("For winter 2025 to 2026 you get £200 if you were born before 22 September 1959, or £300 if someone in your "
       "household is aged 80 or over. The qualifying week is 15 to 21 September 2025. Most payments are made "
       "automatically in November or December. If your taxable income is over £35,000, HMRC takes the payment back "
       "through PAYE or Self Assessment. People living in a care home who get Pension Credit do not qualify.")
MARRIAGE = ("Marriage Allowance lets you transfer £1,260 of your Personal Allowance to your husband, wife or civil partner, "
            "cutting their tax by up to £252 a year. You must earn less than your partner, usually under £12,570, and "
            "your partner must pay tax at the basic rate, usually on income between £12,571 and £50,270. You can "
            "backdate a claim for up to 4 previous tax years. Applying online is free; by phone, allow 2 weeks.")
FTB = ("Family Tax Benefit Part A is paid per child; Part B gives extra help to single parents and to couples with one "
       "main income. You get the maximum rate of Part A if your family's adjusted taxable income is $65,189 or less; "
       "above that it drops by 20 cents for each dollar. For Part B, the higher earner's income must be $117,194 or "
       "less. You can be paid fortnightly, or claim a lump sum within 12 months after the financial year ends.")
OAS = ("You can get the Old Age Security pension from age 65 if you lived in Canada for at least 10 years after turning "
       "18; a full pension needs 40 years. You can defer it for up to 60 months, and each month adds 0.6%, up to 36% "
       "at age 70. At 75 the pension rises by another 10%. If your net income is above $93,454, you repay 15% of the "
       "excess through the recovery tax. Service Canada enrols many people automatically; others must apply.")
FUEL = ("Fuel Allowance is €33 a week, paid for 28 weeks from late September to April, to people getting a long-term "
        "social welfare payment. Only one allowance is paid per household. If you are not on a qualifying payment, you "
        "may still qualify if your household income is no more than €120 a week above the State Pension (Contributory) "
        "rate, or €500 a week if you are aged 70 or over. You can take it weekly or in two lump sums, in December and "
        "April.")

ZH_CHECK = "根据材料，下面的说法对吗？"
EN_CHECK = "Is the following right?"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- binding: the value of another group, band or step of the same passage ---
    ("p16-binding-01", "binding", "我家孩子没了，我们老两口每月能领多少扶助金？", [ONECHILD],
     "一个人每月800块。", "每人每月600元。", "600元", "number", True),
    ("p16-binding-02", "binding", "把旧车报废了再买台新能源车，能补多少？", [TRADEIN],
     "能补两万。", "补贴1.5万元。", "1.5万元", "number", True),
    ("p16-binding-03", "binding", "旧车卖给别人，再买辆燃油车，补多少钱？", [TRADEIN],
     "1.3万元。", "能补一万五。", "一万五", "number", False),
    ("p16-binding-04", "binding", "我爸三级精神残疾，护理补贴每月多少钱？", [TWOSUB],
     "每月90块。", "每人每月120元。", "120元", "number", True),
    ("p16-binding-05", "binding", ZH_CHECK, [EXIT],
     "过渡期里房租按市场价的七成收。", "过渡期内按同地段市场租金全额计收。", "全额", "number", True),
    ("p16-binding-06", "binding", "被市里评为见义勇为先进分子，奖金有多少？", [HERO],
     "两万元。", "奖金为5万元。", "5万元", "number", True),
    ("p16-binding-07", "binding", "零售券是满多少减多少？", [COUPON, COUPON_B],
     "满300减50。", "满100元减30元。", "满100元减30元", "number", False),
    ("p16-binding-08", "binding", "My mom is 72 and lives with us. What's our asset limit for SNAP?", [SNAP],
     "It's $4,500 for your household.", "It's $3,000 for your household.", "$3,000", "number", False),
    ("p16-binding-09", "binding", "How low does our income have to be for the top rate of Part A?", [FTB],
     "$65,189 or less.", "$117,194 or less.", "$117,194", "number", False),
    ("p16-binding-10", "binding", "My husband is 82. How much Winter Fuel Payment do we get?", [WFP],
     "You'd get £300.", "You'd get £200.", "£200", "number", False),
    # --- role: the body or person of another step ---
    ("p16-role-01", "role", "两项补贴最后是谁拍板？", [TWOSUB],
     "县民政部门定。", "由县级残联审定。", "县级残联", "entity", True),
    ("p16-role-02", "role", "扶助金的申请最后由谁批？", [ONECHILD],
     "县卫健局。", "乡镇人民政府审批。", "乡镇人民政府", "entity", True),
    ("p16-role-03", "role", "优待证是谁制作的？", [VET],
     "省里的退役军人事务厅。", "县级退役军人事务局统一制证。", "县级退役军人事务局", "entity", True),
    ("p16-role-04", "role", "置换补贴归哪个部门审？", [TRADEIN],
     "市商务局。", "由财政部门审核。", "财政部门", "entity", False),
    ("p16-role-05", "role", "简易注销的承诺书在哪里公示？", [CANCEL],
     "国家企业信用信息公示系统上。", "在报纸上公示。", "报纸", "entity", False),
    ("p16-role-06", "role", "公司要来村里流转500亩地，谁来审查？", [LAND],
     "县里的农业农村部门。", "由乡镇人民政府审查。", "乡镇人民政府", "entity", True),
    ("p16-role-07", "role", "居住证去哪儿办？", [RESID],
     "居住地的派出所或社区警务室。", "户籍地派出所。", "户籍地", "entity", False),
    ("p16-role-08", "role", "Who takes the payment back from higher earners?", [WFP],
     "HMRC does, through PAYE or Self Assessment.", "The DWP does, through PAYE or Self Assessment.",
     "The DWP", "entity", False),
    ("p16-role-09", "role", "Which of us has to be a basic-rate taxpayer?", [MARRIAGE],
     "Your partner, the higher earner.", "You, the lower earner.", "You", "entity", True),
    ("p16-role-10", "role", "Who enrols people in OAS automatically?", [OAS],
     "Service Canada.", "The Canada Revenue Agency.", "Canada Revenue Agency", "entity", False),
    # --- event-date: the date or period of another step ---
    ("p16-event-date-01", "event-date", "公示完了，多久之内要去申请注销？", [CANCEL],
     "20天内。", "公示期满之日起45日内申请。", "45日", "date", True),
    ("p16-event-date-02", "event-date", "交了注销申请，多久能出结果？", [CANCEL],
     "三个工作日内。", "登记机关在30日内作出决定。", "30日", "date", True),
    ("p16-event-date-03", "event-date", "买了房以后，多久得搬出公租房？", [EXIT],
     "三个月之内。", "取得住房之日起6个月内腾退。", "6个月", "date", True),
    ("p16-event-date-04", "event-date", "退房以后押金多久能退？", [EXIT],
     "验收合格后15个工作日内。", "验收合格后30日内退还。", "30日", "date", False),
    ("p16-event-date-05", "event-date", "批下来以后从什么时候开始发钱？", [ONECHILD],
     "批准后的下个月。", "自申请的次月起发放。", "申请", "date", True),
    ("p16-event-date-06", "event-date", "非标车的临时牌照能用到什么时候？", [EBIKE],
     "到2026年底。", "有效期至2025年12月31日。", "2025年12月31日", "date", True),
    ("p16-event-date-07", "event-date", "I was born in 1963. When's my full retirement age?", [SSA],
     "At 67.", "At 62.", "62", "date", False),
    ("p16-event-date-08", "event-date", "When's the qualifying week for the Winter Fuel Payment?", [WFP],
     "15 to 21 September 2025.", "15 to 21 November 2025.", "November", "date", False),
    ("p16-event-date-09", "event-date", "If I take Fuel Allowance as lump sums, when are they paid?", [FUEL],
     "In December and April.", "In September and April.", "September", "date", False),
    ("p16-event-date-10", "event-date", "How quickly is an expedited SNAP case decided?", [SNAP],
     "Within a week.", "Within 30 days.", "30 days", "date", True),
    # --- negation: yes/no and 收/不收, 享受/不享受 flipped in other words ---
    ("p16-negation-01", "negation", "账户里投资赚的钱要交税吗？", [PENSION, PENSION_B],
     "暂时不用交。", "要交个税。", "要交", "negation", True),
    ("p16-negation-02", "negation", "第一次办居住证收钱吗？", [RESID],
     "不收，免费。", "收，工本费20元。", "收", "negation", False),
    ("p16-negation-03", "negation", "已经领工伤护理费了，还给护理补贴吗？", [TWOSUB],
     "不给了。", "照样发放护理补贴。", "照样发放", "negation", True),
    ("p16-negation-04", "negation", "家属也享受这些优待吗？", [VET],
     "不享受，只限本人。", "享受，家属同样免费乘车。", "享受", "negation", False),
    ("p16-negation-05", "negation", "退货的话，用掉的券还退吗？", [COUPON, COUPON_B],
     "不退。", "退，已使用的消费券一并退还。", "一并退还", "negation", True),
    ("p16-negation-06", "negation", "电动车上牌要花钱吗？", [EBIKE],
     "不要钱，免费办。", "登记收取工本费。", "收取工本费", "negation", True),
    ("p16-negation-07", "negation", "见义勇为牺牲人员的孩子上学交学杂费吗？", [HERO],
     "义务教育阶段不用交。", "义务教育阶段学费杂费照常收取。", "照常收取", "negation", True),
    ("p16-negation-08", "negation", "Does our house count toward the SNAP asset limit?", [SNAP],
     "No, your home isn't counted.", "Yes, your home counts toward it.", "Yes", "negation", False),
    ("p16-negation-09", "negation", "Is there a fee to apply online?", [MARRIAGE],
     "No, it's free.", "Yes, there's a fee.", "Yes", "negation", False),
    ("p16-negation-10", "negation", "I'm in a care home and get Pension Credit. Do I qualify?", [WFP],
     "No, you don't.", "Yes, you still qualify.", "Yes", "negation", False),
    # --- modality: 需要/不用, 可以/不能, must/may flipped ---
    ("p16-modality-01", "modality", "从没办过税的公司注销，要去开清税证明吗？", [CANCEL],
     "不用，免开。", "需要先到税务部门出具清税证明。", "需要", "negation", True),
    ("p16-modality-02", "modality", "承包户把地租给别人，得村里同意吗？", [LAND],
     "不用，向发包方备案就行。", "须经发包方书面同意。", "须经", "negation", True),
    ("p16-modality-03", "modality", "租地的人想再转给别人，能直接转吗？", [LAND],
     "不能，得承包户书面同意。", "可以，向发包方备案即可。", "可以", "negation", True),
    ("p16-modality-04", "modality", "孩子15岁，能骑电动自行车吗？", [EBIKE],
     "不行，得满16岁。", "能骑，不用满16岁。", "能骑", "negation", True),
    ("p16-modality-05", "modality", "主动退公租房要提前打招呼吗？", [EXIT],
     "要，得提前一个月说。", "不用提前告知，验收后即可退。", "不用提前告知", "negation", True),
    ("p16-modality-06", "modality", "孩子14岁，家长能替他办居住证吗？", [RESID],
     "可以，监护人能代办。", "不行，须本人到派出所办理。", "不行", "negation", False),
    ("p16-modality-07", "modality", "Can I start my benefits at 62?", [SSA],
     "Yes, but they're permanently reduced.", "No, not before 67.", "No", "negation", False),
    ("p16-modality-08", "modality", "Do I need to claim the Winter Fuel Payment?", [WFP],
     "Usually not; it's paid automatically.", "Yes, you must claim it each winter.", "must", "negation", True),
    ("p16-modality-09", "modality", "Can I buy a hot rotisserie chicken with my EBT card?", [SNAP],
     "No, hot prepared food isn't allowed.", "Yes, hot prepared food is allowed.", "Yes", "negation", True),
    ("p16-modality-10", "modality", "Do I have to start OAS at 65?", [OAS],
     "No, you can wait up to five years.", "Yes, you must start it at 65.", "must", "negation", True),
    # --- quantifier: 都/只有/一律/全部, all/only/every ---
    ("p16-quantifier-01", "quantifier", "城镇户口的独生子女父母都能领奖励扶助金吗？", [ONECHILD],
     "不是，领过退休一次性奖励的不行。", "都能，城乡一样领。", "都能", "negation", True),
    ("p16-quantifier-02", "quantifier", "消费券买什么都行吗？", [COUPON, COUPON_B],
     "不是，烟酒珠宝和预付卡不行。", "是的，所有商品都能用。", "所有商品", "negation", True),
    ("p16-quantifier-03", "quantifier", "三级残疾的都能领护理补贴吗？", [TWOSUB],
     "不是，只有智力和精神残疾的。", "是的，三级、四级残疾人都能领。", "都能领", "negation", True),
    ("p16-quantifier-04", "quantifier", "一辆旧车能领几次补贴？", [TRADEIN],
     "只能领一次。", "每年可领一次。", "每年", "negation", False),
    ("p16-quantifier-05", "quantifier", ZH_CHECK, [LAND],
     "本村人只在条件相同时优先。", "本集体经济组织成员一律享有优先权。", "一律", "negation", True),
    ("p16-quantifier-06", "quantifier", "有居住证就能申请积分落户吗？", [RESID],
     "不是，要连续持证满三年。", "是的，持证人都可以申请积分落户。", "都可以", "negation", False),
    ("p16-quantifier-07", "quantifier", "见义勇为受了伤，医药费都由基金出吗？", [HERO],
     "不是，由侵害人承担。", "是的，医疗费用全部由基金承担。", "全部", "negation", False),
    ("p16-quantifier-08", "quantifier", "My wife and I both get the State Pension. Do we each get Fuel Allowance?",
     [FUEL], "No, only one per household.", "Yes, each of you gets it.", "each of you", "negation", False),
    ("p16-quantifier-09", "quantifier", "Do all households have to pass both income tests?", [SNAP],
     "No, not those with someone 60+ or disabled.", "Yes, every household must pass both.", "every household",
     "negation", True),
    ("p16-quantifier-10", "quantifier", EN_CHECK, [FTB],
     "Part B isn't just for single parents.", "Part B is only for single parents.", "only", "negation", True),
    # --- antonym: 解除/继续, 放弃/确认, 停发/继续发放, 扣除/计入, rise/drop ---
    ("p16-antonym-01", "antonym", "擅自转租被查到会怎样？", [EXIT],
     "房子收回，五年内不能再申请。", "可继续承租，但记入诚信档案。", "可继续承租", "direction", True),
    ("p16-antonym-02", "antonym", "欠房租被催告以后一个月还不交呢？", [EXIT],
     "合同就解除了。", "租赁合同继续履行。", "继续履行", "direction", True),
    ("p16-antonym-03", "antonym", "租地的人连着两年多撂荒，承包户能怎么办？", [LAND],
     "可以单方面解约。", "承包方可以单方续订合同。", "续订", "direction", True),
    ("p16-antonym-04", "antonym", "公示期满过了20天才去申请，会怎样？", [CANCEL],
     "等于放弃这次简易注销。", "视为确认本次简易注销。", "确认", "direction", True),
    ("p16-antonym-05", "antonym", "补贴对象户口迁走了，补贴怎么办？", [TWOSUB],
     "从下个月起停发。", "自次月起继续发放。", "继续发放", "direction", True),
    ("p16-antonym-06", "antonym", ZH_CHECK, [PENSION, PENSION_B],
     "存进去的钱一万二以内可以抵税。", "缴费在12000元限额内计入应纳税所得额。", "计入", "direction", True),
    ("p16-antonym-07", "antonym", "情况复杂的，确认期限会怎样？", [HERO],
     "可以延到60天。", "可以缩短到60天。", "缩短", "direction", True),
    ("p16-antonym-08", "antonym", "What happens to my OAS at 75?", [OAS],
     "It goes up another 10%.", "It drops by 10%.", "drops", "direction", True),
    ("p16-antonym-09", "antonym", "What if I claim Social Security at 62?", [SSA],
     "You get less, for good.", "Your benefit is permanently increased.", "increased", "direction", True),
    ("p16-antonym-10", "antonym", EN_CHECK, [SSA],
     "Waiting past 67 raises benefits 8% a year.", "Waiting past 67 lowers benefits 8% a year.", "lowers",
     "direction", True),
    # --- short answers, Chinese: a bare value, period or name ---
    ("p16-short-zh-01", "short-zh", "个人养老金一年最多存多少？", [PENSION, PENSION_B],
     "一万二。", "一万元。", "一万元", "number", True),
    ("p16-short-zh-02", "short-zh", "简易注销要公示几天？", [CANCEL],
     "20天。", "45天。", "45天", "date", True),
    ("p16-short-zh-03", "short-zh", "公租房欠租多久会被催告？", [EXIT],
     "累计六个月以上。", "累计三个月以上。", "三个月", "date", False),
    ("p16-short-zh-04", "short-zh", "见义勇为英雄奖金多少？", [HERO],
     "五万块。", "两万块。", "两万", "number", True),
    ("p16-short-zh-05", "short-zh", "优待证多久换一次？", [VET],
     "6年一换。", "3年一换。", "3年", "date", True),
    ("p16-short-zh-06", "short-zh", "优待证线下去哪儿申请？", [VET],
     "村（社区）退役军人服务站。", "县级退役军人事务局。", "县级退役军人事务局", "entity", False),
    ("p16-short-zh-07", "short-zh", "电动车没挂牌上路罚多少？", [EBIKE],
     "50元。", "20元。", "20元", "number", False),
    ("p16-short-zh-08", "short-zh", "独生子女残疾的，父母几岁能领特别扶助金？", [ONECHILD],
     "49岁。", "60岁。", "60岁", "number", False),
    ("p16-short-zh-09", "short-zh", "以旧换新补贴得在买车后多久内申请？", [TRADEIN],
     "30天内。", "15个工作日内。", "15个工作日", "date", True),
    ("p16-short-zh-10", "short-zh", "消费券每周几开抢？", [COUPON],
     "周五上午10点。", "周一上午10点。", "周一", "date", False),
    # --- short answers, English: a bare value or period ---
    ("p16-short-en-01", "short-en", "What's the SNAP gross income cap?", [SNAP],
     "130% of the poverty line.", "100% of the poverty line.", "100%", "number", False),
    ("p16-short-en-02", "short-en", "How many hours a month must I work to avoid the time limit?", [SNAP],
     "80 hours.", "36 hours.", "36", "number", False),
    ("p16-short-en-03", "short-en", "By how much can my husband's tax drop at most?", [MARRIAGE],
     "£252 a year.", "£1,260 a year.", "£1,260", "number", False),
    ("p16-short-en-04", "short-en", "How far back can I backdate a Marriage Allowance claim?", [MARRIAGE],
     "Four tax years.", "Two tax years.", "Two", "date", True),
    ("p16-short-en-05", "short-en", "Above what income does HMRC take the Winter Fuel Payment back?", [WFP],
     "Over £35,000.", "Over £50,270.", "£50,270", "number", False),
    ("p16-short-en-06", "short-en", "How many years in Canada do I need for a full OAS pension?", [OAS],
     "Forty.", "Ten.", "Ten", "number", True),
    ("p16-short-en-07", "short-en", "What's the OAS recovery tax rate?", [OAS],
     "15% of the excess.", "0.6% of the excess.", "0.6%", "number", False),
    ("p16-short-en-08", "short-en", "How much is Fuel Allowance a week?", [FUEL],
     "€33.", "€120.", "€120", "number", False),
    ("p16-short-en-09", "short-en", "How fast does Part A shrink above the income limit?", [FTB],
     "20 cents per dollar.", "50 cents per dollar.", "50 cents", "number", False),
    ("p16-short-en-10", "short-en", "What's the earnings limit in the year I reach full retirement age?", [SSA],
     "$62,160.", "$23,400.", "$23,400", "number", False),
    # --- paraphrase: a rewording that changes the meaning ---
    ("p16-paraphrase-01", "paraphrase", "啥时候能把个人养老金取出来？", [PENSION, PENSION_B],
     "到了领基本养老金的年龄。", "年满60岁就能取。", "60岁", "date", False),
    ("p16-paraphrase-02", "paraphrase", "收入超标了，还能在公租房住多久？", [EXIT],
     "有半年过渡期。", "有半个月过渡期。", "半个月", "date", True),
    ("p16-paraphrase-03", "paraphrase", "消费券活动到哪天结束？", [COUPON, COUPON_B],
     "5月底。", "5月中旬。", "中旬", "date", True),
    ("p16-paraphrase-04", "paraphrase", "我二级残疾需要长期照护，护理补贴一年能拿多少？", [TWOSUB],
     "一年1440块。", "一年1200块。", "1200", "number", True),
    ("p16-paraphrase-05", "paraphrase", "旧车要在我名下多久才行？", [TRADEIN],
     "买车前至少满一年。", "买车前满半年就行。", "半年", "date", True),
    ("p16-paraphrase-06", "paraphrase", "见义勇为要在多久内申请？", [HERO],
     "事发后一年之内。", "事发后一个月之内。", "一个月", "date", True),
    ("p16-paraphrase-07", "paraphrase", "优待证办下来要多久？", [VET],
     "一般六个星期左右。", "一般30天左右。", "30天", "date", True),
    ("p16-paraphrase-08", "paraphrase", "How much is held back if I earn over the limit before full retirement age?",
     [SSA], "Half of what you earn above it.", "A third of what you earn above it.", "A third", "number", True),
    ("p16-paraphrase-09", "paraphrase", "How much more is OAS if I wait until 70?", [OAS],
     "Just over a third more.", "Nearly two thirds more.", "two thirds", "number", True),
    ("p16-paraphrase-10", "paraphrase", "How often is FTB paid if I don't take a lump sum?", [FTB],
     "Every two weeks.", "Twice a week.", "Twice a week", "date", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe16"), "probe16")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
