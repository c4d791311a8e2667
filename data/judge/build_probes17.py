"""Build `data/judge/probes17.jsonl.gz`: the seventeenth probe set of issue 19 (pairs written by hand by the helper
"probes17", blind: before the judge was run on them, without reading the judge's code). ANSWERS OF TWO TO FOUR
SENTENCES, the way a RAG assistant really answers a policy question: the faithful answer restates several facts of the
passage, mostly in words of its own (reordered, abbreviated, colloquial, values written differently: 15日 → 半个月, 次月
→ 下个月, 10% → 一成, 10个工作日 → 两个星期, 6个月 → 半年, "7 days" → "a week", "every 2 years" → "every other year");
the hallucinated twin is the same answer with exactly ONE thing wrong in ONE sentence: a direction or an antonym
(开工 for 完工, 以后 for 之前, 超过6个月 for 不足6个月, "band above" for "band below", "whichever happens last"), a
negation or modality flipped in other words (照样可以再领, 也可以由村集体代领代管, 最好由监护人陪同, 尽量保证, "can choose
to put", "is optional"),
the value or date of another step, band or group of the same passage (1200毫升 for the spouse's 400, 11月30号 for 10月31号,
"£129.91" for the first ten days' £64.95, "October 15 to December 7" for the General Enrollment Period), a quantifier
(只有第一阶梯, 逐户全部复核, 任何一人, "any one of the people", "just for your first year"), the body of another step
(区民政局 for 区供热管理办公室, 人社部门 for 担保机构, "the Food Standards Agency" for the lead food safety officer) or, in
`paraphrase`, a rewording that changes the meaning (每个季度 for 每两个月, 10天 for 10个工作日, 当年年底之前 for 1年内,
整整五个月 for 11月15日至次年3月15日). The two short classes are one sentence in the same domains.
Contexts: 16 dense passages (10 Chinese of 303-377 characters, 6 English of 184-222 words), each shared by four to eight
pairs, and in 9 pairs a second passage on the same topic with values of its own (142-144 characters, 75 words).
New domains (residential water tariffs, blood-donation benefits and honours, rural toilet subsidies, winter heating
subsidies and heating quality, business start-up guaranteed loans for graduates, rural housing flood insurance, dog
registration, ordinary passports, organ donation registration, school buses; English: jury service in England and
Wales, Council Tax discounts, the Food Hygiene Rating Scheme, Medicare enrolment periods, tenancy deposit protection,
rod fishing licences); see data/judge/README.md. Split by a hash of the id. Deterministic:
`python data/judge/build_probes17.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes17.jsonl.gz"

# Passages that several pairs are asked against (each pair names its passage in its tuple).
WATER = ("本市居民生活用水实行年度阶梯水价：年用水量180立方米（含）以内的部分为第一阶梯，水价每立方米3.45元；181至260立方米"
         "的部分为第二阶梯，每立方米4.83元；超过260立方米的部分为第三阶梯，每立方米9.07元。以上价格均含污水处理费每立方米1.36"
         "元。户籍人口5人（含）以上的家庭，每增加1人，各阶梯年用水量基数相应增加30立方米，由户主持户口簿向供水企业申请核定。"
         "最低生活保障家庭每户每月免收5立方米水费。供水企业每两个月抄表一次，用户应当自账单发出之日起15日内缴清水费，逾期未缴"
         "的，自逾期之日起按日加收欠费金额千分之一的违约金。用户对水表计量有异议的，可以向供水企业申请校验；校验误差超出允许范围"
         "的，校验费由供水企业承担，并退还多收的水费；未超出允许范围的，校验费由申请人承担。")
WATER_B = ("非居民用水价格为每立方米5.80元，洗车、洗浴、纯净水生产等特种行业用水价格为每立方米28.00元。非居民用户月用水量超过"
           "核定计划的，超计划10%（含）以内的部分按水价的1倍加价收费，超计划10%以上的部分按水价的2倍加价收费。学校、养老机构"
           "的生活用水执行居民水价，但不实行阶梯计价。")
BLOOD = ("年满18周岁至55周岁，男性体重不低于50公斤、女性不低于45公斤的健康公民可以献血；既往无献血不良反应、符合健康检查要求的"
         "多次献血者主动要求再次献血的，年龄可以延长至60周岁。两次献全血的间隔不少于6个月，两次单采血小板的间隔不少于2周，献全血"
         "后献血小板的间隔不少于3个月。献血者本人累计献血量达到800毫升以上的，终身免费用血；不足800毫升的，自献血之日起5年内可以"
         "免费使用献血量3倍的血液，5年后按献血量等量免费用血。献血者的配偶和直系亲属可以按献血量等量免费用血。在本省医疗机构临床"
         "用血的，出院结算时直接减免；在省外用血的，应当自出院之日起1年内，持身份证、用血发票和献血证向献血地血液中心申请报销。"
         "累计献全血20次以上的，可获国家无偿献血奉献奖铜奖，30次以上获银奖，40次以上获金奖；获金奖的献血者凭证免费游览本市政府"
         "投资主办的公园和景区。")
TOILET = ("农户新建或者改造户用卫生厕所，经验收合格后给予奖补：三格式化粪池厕所每户补助1200元，双瓮式厕所每户补助900元，接入村"
          "污水管网的水冲式厕所每户补助600元。已享受过农村危房改造厕所补助的农户，不再重复享受。农户向村民委员会提出申请，由村民"
          "委员会汇总后报乡镇人民政府；乡镇人民政府应当自农户完工之日起15日内组织验收，县农业农村局按不低于10%的比例抽查复核。"
          "奖补资金由县级财政部门通过“一卡通”直接拨付到户，不得由村集体代领代管，于验收合格后的次月底前发放到位。改厕后出现渗漏、"
          "堵塞等质量问题的，施工单位应当自接到报修之日起7日内免费维修，保修期为2年；保修期满后的维修费用由农户自行承担，村级"
          "管护员负责日常巡查。")
HEAT = ("本市城市最低生活保障家庭、特困供养人员和低保边缘家庭可以享受冬季取暖补贴：低保家庭每户每个采暖期1500元，特困供养人员"
        "每人每个采暖期1800元，低保边缘家庭每户每个采暖期800元。补贴名单由区民政局核定，区财政局于每年11月30日前一次性发放到户主"
        "的社会保障卡。本市采暖期为每年11月15日至次年3月15日。居民供热价格按建筑面积每平方米每个采暖期24元计收，用户应当于10月"
        "31日前缴纳采暖费。供热期间，供热单位应当保证卧室、起居室室温不低于18℃；用户认为室温不达标的，可以向区供热管理办公室投诉，"
        "区供热管理办公室接到投诉后应当在24小时内会同供热单位上门检测。经检测室温低于16℃的，供热单位应当按不达标天数退还相应热费；"
        "室温在16℃至18℃之间的，供热单位应当限期整改。")
LOAN = ("毕业5年内的高校毕业生在本市自主创业的，可以申请创业担保贷款，个人最高30万元；合伙创业的，可以按每人不超过30万元、总额"
        "不超过200万元申请。贷款期限最长3年。个人创业担保贷款第一年由财政全额贴息，第二年贴息三分之二，第三年贴息三分之一，其余"
        "利息由借款人承担。申请人向创业所在地区人力资源和社会保障局提交申请，人社部门在10个工作日内完成资格审核，担保机构在收到"
        "审核结果后5个工作日内出具担保意见，经办银行在收到担保意见后7个工作日内放款。借款人按期还款、带动就业3人以上的，可以申请"
        "再次贷款，最多可再获两次支持。借款人逾期未还的，经办银行应当在逾期之日起30日内通知担保机构，担保机构核实后代为偿还，并"
        "向借款人追偿。")
LOAN_B = ("当年新招用符合条件人员达到现有在职职工人数15%（超过100人的企业达到8%）、并与其签订1年以上劳动合同的小微企业，可以申请"
          "创业担保贷款，额度最高不超过400万元，贷款期限最长不超过2年，财政按贷款合同利率的50%给予贴息。小微企业贷款由市人力资源"
          "和社会保障局审核，不实行再次贷款政策。")
FLOOD = ("本县政策性农村住房保险以户为单位投保，保费每户每年30元，由省级财政补贴50%、县级财政补贴30%，农户自缴20%；低保户、特困"
         "供养户的自缴部分由县级财政全额承担。保险期间为每年1月1日至12月31日。因暴雨、洪水、台风、山体滑坡等自然灾害造成房屋损失"
         "的，房屋全部倒塌的按每平方米600元赔付，每户最高5万元；部分损坏的按实际损失核定赔付，每户最高1万元。屋内家具、家电等"
         "财产损失不在保障范围内。出险后，农户应当在48小时内向村委会或者保险公司报案；保险公司接到报案后应当在24小时内到现场查勘，"
         "与农户达成赔付协议后10日内将赔款支付到农户账户。对赔付结果有异议的，农户可以自收到结果之日起30日内向县应急管理局申请"
         "复核。")
PET = ("在本市重点管理区内饲养犬只的，养犬人应当自取得犬只之日起30日内，持犬只狂犬病免疫证明到居住地公安派出所办理养犬登记，"
       "领取犬牌。首次登记每只收费100元，已绝育的犬只减半收取，最低生活保障家庭饲养的犬只免收登记费。养犬登记有效期为1年，养犬人"
       "应当在有效期满前30日内办理延续手续。重点管理区内每户限养一只犬，禁止饲养烈性犬和大型犬；导盲犬、扶助犬不受此限。携犬出户"
       "应当为犬只束犬链，犬链长度不得超过1.5米，并由成年人牵领；不得携犬进入学校、医院、商场等公共场所。犬只走失的，养犬人应当"
       "在3日内向登记地派出所报告；犬只死亡的，应当在7日内办理注销登记。犬只伤人的，养犬人应当立即将伤者送医，并承担医疗费用。")
PASSPORT = ("中国内地居民可以在全国任一出入境管理机构申请普通护照。未满16周岁的申请人，护照有效期为5年；16周岁以上的，有效期为"
            "10年。护照有效期不足6个月，或者签证页即将使用完毕的，可以申请换发；护照损毁、被盗或者遗失的，可以申请补发。护照遗失"
            "的，应当先向出入境管理机构报失，报失后原护照作废，找回后也不得继续使用。出入境管理机构应当自收到申请材料之日起7个工作日"
            "内签发护照；偏远地区或者交通不便的地区，经省级出入境管理机构批准，签发时间可以延长至15个工作日。护照的证件费为每本120"
            "元，换发和补发的收费标准相同。未满16周岁的申请人应当由监护人陪同办理，并提交监护关系证明。申请人可以选择窗口领取或者"
            "邮寄送达，邮寄费用由申请人承担。")
ORGAN = ("年满18周岁、具有完全民事行为能力的公民，可以通过中国人体器官捐献管理中心网站、“中国人体器官捐献”微信公众号，或者到县级"
         "以上红十字会办理人体器官捐献志愿登记。登记人可以随时变更或者撤销登记，无需说明理由，撤销后原登记信息即行删除。公民生前"
         "表示不同意捐献的，任何组织或者个人不得捐献、摘取其器官；公民生前未表示不同意捐献的，其死亡后，其配偶、成年子女、父母可以"
         "共同以书面形式表示同意捐献。获取器官前，医疗机构应当向捐献者近亲属告知，并取得书面同意。红十字会对经济困难的捐献者家庭"
         "给予人道救助，救助金额最高2万元，由家属在捐献完成后6个月内向省红十字会申请。捐献者的配偶、父母和子女在本省公立医疗机构"
         "就医的，免收普通门诊诊察费。")
SCHOOLBUS = ("校车驾驶人应当取得相应准驾车型驾驶证并具有3年以上驾驶经历，年龄在25周岁以上、不超过60周岁，最近连续3个记分周期内"
             "没有被记满分记录。校车驾驶资格由学校或者校车服务提供者向县级公安机关交通管理部门申请，公安机关交通管理部门应当自受理"
             "申请之日起5个工作日内审查完毕。载有学生的校车在高速公路上行驶的最高时速不得超过80公里，在其他道路上不得超过60公里；"
             "遇有大雾、雨雪等恶劣天气的，最高时速不得超过20公里。校车载人不得超过核定载人数。每辆校车应当配备至少一名随车照管人员，"
             "学生上下车时，随车照管人员应当清点人数，确认学生全部下车后方可离开。校车每半年应当接受一次机动车安全技术检验，检验"
             "合格后方可继续载运学生。")
JURY = ("You can be summoned for jury service in England and Wales if you are aged 18 to 75, are on the electoral register "
        "and have lived in the UK for at least 5 years since you turned 13. You must reply to the summons within 7 days of "
        "receiving it. Jury service usually lasts up to 10 working days, but can be longer for complex trials. If the dates "
        "are a problem, you can ask once to defer your service to another date within 12 months; you will only be excused "
        "entirely if you can show you cannot serve at any time in the next year. Your employer must let you have the time "
        "off but does not have to pay you. You can claim for loss of earnings: up to £64.95 a day for the first 10 days if "
        "you are at court for more than 4 hours, or up to £32.47 a day if you are there for 4 hours or less; from day 11 "
        "the limits rise to £129.91 and £64.95. If you travel by car you can claim 31.4p a mile, and food and drink of up to "
        "£5.71 a day if you are away for up to 10 hours. You must send in your expense claim form within 12 months of the "
        "end of your service.")
COUNCIL = ("A full Council Tax bill assumes at least two adults live in a home. If you are the only adult, you get a 25% "
           "discount. Some people are 'disregarded' and not counted as adults, including full-time students, student "
           "nurses, apprentices and people who are severely mentally impaired; if everyone living in the property is "
           "disregarded, you get a 50% discount, but if all of them are full-time students the home is exempt and no bill "
           "is payable. Under the Disabled Band Reduction Scheme, if your home has a room, an extra bathroom or extra space "
           "needed by a disabled person who lives there, your bill is charged at the band below yours; homes already in "
           "band A get a reduction of one ninth of the band D charge instead. Councils may charge a premium of up to 100% "
           "on homes that have been empty and unfurnished for 1 year or more, rising to 200% after 5 years and 300% after "
           "10 years. You must tell your council within 21 days if something changes that means you should no longer get "
           "a discount; otherwise it can fine you £70.")
HYGIENE = ("Under the Food Hygiene Rating Scheme, local authority food safety officers inspect businesses and give them a "
           "rating from 0 (urgent improvement necessary) to 5 (very good). How often a business is inspected depends on "
           "its risk: high-risk businesses can be inspected every 6 months, low-risk ones as rarely as every 2 years. The "
           "business gets its rating in writing within 14 days of the inspection. If it thinks the rating is unfair, it can "
           "appeal to the local authority's lead food safety officer within 21 days of being notified, and the appeal is "
           "decided within 21 days of being received. A business can also ask for a re-visit once it has made the "
           "improvements the officer asked for; the officer will visit unannounced within 3 months of the request, and the "
           "rating can go up or down. Businesses also have a 'right to reply', which is published online next to their "
           "rating. In Wales and Northern Ireland businesses must display their sticker at the entrance; in England "
           "displaying it is voluntary, but the rating is still published on the Food Standards Agency website.")
MEDICARE = ("Your Initial Enrollment Period for Medicare is 7 months long: it starts 3 months before the month you turn 65, "
            "includes your birthday month, and ends 3 months after it. If you sign up for Part B before your birthday "
            "month, coverage starts on the first day of your birthday month; if you sign up in your birthday month or "
            "later, coverage starts on the first day of the month after you sign up. If you miss your Initial Enrollment "
            "Period and do not qualify for a Special Enrollment Period, you can sign up during the General Enrollment "
            "Period, from January 1 to March 31 each year, with coverage starting the month after you sign up. If you or "
            "your spouse are still working and have group health coverage through that employer, you have a Special "
            "Enrollment Period of 8 months, which begins the month after the employment or the coverage ends, whichever "
            "happens first. The Part B late enrollment penalty adds 10% to your monthly premium for each full 12-month "
            "period you could have had Part B but did not, and you generally pay it for as long as you have Part B. "
            "During Open Enrollment, from October 15 to December 7, you can join, switch or drop a Medicare Advantage or "
            "drug plan, with changes taking effect on January 1.")
MEDICARE_B = ("If you go 63 days or more in a row without Part D or other creditable drug coverage after your Initial "
              "Enrollment Period ends, you may owe a Part D late enrollment penalty. It is 1% of the national base "
              "beneficiary premium for each full month you went without coverage, rounded to the nearest 10 cents, and "
              "it is added to your monthly Part D premium for as long as you have Medicare drug coverage.")
DEPOSIT = ("If you rent your home on an assured shorthold tenancy that started after 6 April 2007, your landlord must put "
           "your deposit in a government-approved tenancy deposit protection scheme within 30 days of receiving it, and "
           "must also give you the scheme's 'prescribed information' within those 30 days. For tenancies that started "
           "after 1 June 2019, the deposit is capped at 5 weeks' rent if the total annual rent is less than £50,000, or 6 "
           "weeks' rent if it is £50,000 or more. At the end of the tenancy, you and your landlord should agree how much of "
           "the deposit will be returned; once you have agreed, the landlord must return it within 10 days. If you cannot "
           "agree, the scheme holds the disputed amount until the dispute is settled, and you can use its free "
           "alternative dispute resolution service; you must raise the dispute within 3 months of the tenancy ending. If "
           "your landlord did not protect your deposit, you can apply to a county court, which can order the landlord to "
           "repay the deposit or protect it and to pay you compensation of 1 to 3 times the deposit. The landlord also "
           "cannot use a section 21 notice to evict you until the deposit is protected or returned.")
ROD = ("You need a rod fishing licence to fish for salmon, trout, freshwater fish, smelt or eel in England with a rod and "
       "line. Children under 13 do not need one. Junior licences for 13 to 16 year olds are free, but you still need to "
       "get one. A 1-day licence for trout and coarse fish costs £7.10 and an 8-day licence costs £15.20; a 12-month "
       "licence costs £35.80, or £23.85 if you are 66 or over or get Disability Living Allowance or Personal Independence "
       "Payment. A salmon and sea trout licence covers all fish and costs £96.25 for 12 months. A trout and coarse "
       "licence lets you use up to 2 rods at a time, or up to 3 rods for coarse fish if you buy the 3-rod version for "
       "£53.70. A 12-month licence is valid for 365 days from the start date you choose, which can be up to 60 days after "
       "you buy it. You must carry your licence when fishing and show it to an Environment Agency enforcement officer if "
       "asked; fishing without a licence can lead to a fine of up to £2,500.")

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- binding: the value of another group, band, step or person of the same passage ---
    ("p17-binding-01", "binding", "我家一年用了200方水，水费怎么算？", [WATER],
     "前180方按每方3.45元算，多出来的20方落在第二档，每方4.83元。这些价格里都已经含了每方1.36元的污水处理费，不用另交。",
     "前180方按每方3.45元算，多出来的20方落在第二档，每方9.07元。这些价格里都已经含了每方1.36元的污水处理费，不用另交。",
     "9.07元", "number", True),
    ("p17-binding-02", "binding", "我爱人献过400毫升血，我住院用血能免多少？", [BLOOD],
     "配偶和直系亲属是按她献的量等量免费用血的，也就是400毫升以内不用掏钱。在本省医院用的话，出院结算时直接就减掉了。",
     "配偶和直系亲属是按她献的量等量免费用血的，也就是1200毫升以内不用掏钱。在本省医院用的话，出院结算时直接就减掉了。",
     "1200毫升", "number", True),
    ("p17-binding-03", "binding", "我家准备建双瓮式厕所，能补多少钱？钱怎么给？", [TOILET],
     "双瓮式厕所每户补助900元，需经验收合格。奖补资金由县级财政部门通过“一卡通”直接拨付到户，于验收合格后的次月底"
     "前发放到位。",
     "双瓮式厕所每户补助1200元，需经验收合格。奖补资金由县级财政部门通过“一卡通”直接拨付到户，于验收合格后的次月"
     "底前发放到位。",
     "1200元", "number", False),
    ("p17-binding-04", "binding", "我是特困供养人员，冬天的取暖补贴有多少？什么时候发？", [HEAT],
     "特困供养人员每人每个采暖期1800元。补贴名单由区民政局核定，区财政局于每年11月30日前一次性发放到社会保障卡。",
     "特困供养人员每人每个采暖期1500元。补贴名单由区民政局核定，区财政局于每年11月30日前一次性发放到社会保障卡。",
     "1500元", "number", False),
    ("p17-binding-05", "binding", "我刚毕业两年，一个人创业，创业担保贷款能贷多少？利息怎么算？", [LOAN],
     "你毕业没满5年，可以申请，个人最多能贷30万，期限最长3年。利息第一年财政全包，第二年财政补三分之二，第三年补三分之一，"
     "剩下的自己出。",
     "你毕业没满5年，可以申请，个人最多能贷200万，期限最长3年。利息第一年财政全包，第二年财政补三分之二，第三年补三分之一，"
     "剩下的自己出。",
     "200万", "number", True),
    ("p17-binding-06", "binding", "发大水房子冲坏了一部分，没全倒，农房保险能赔多少？", [FLOOD],
     "部分损坏的按实际损失核定赔付，每户最高1万元。屋内家具、家电等财产损失不在保障范围内。",
     "部分损坏的按实际损失核定赔付，每户最高5万元。屋内家具、家电等财产损失不在保障范围内。",
     "5万元", "number", False),
    ("p17-binding-07", "binding", "孩子12岁，想办护照，有效期几年？要多少钱？", [PASSPORT],
     "未满16周岁的，护照有效期为5年，证件费每本120元。孩子需要由监护人陪同办理，并提交监护关系证明。",
     "未满16周岁的，护照有效期为10年，证件费每本120元。孩子需要由监护人陪同办理，并提交监护关系证明。",
     "10年", "number", False),
    ("p17-binding-08", "binding", "I'm on a two-week trial and in court full days. How much can I claim for lost earnings?",
     [JURY],
     "Because you're there more than 4 hours a day, you can claim up to £64.95 a day for the first 10 days. Your "
     "employer "
     "has to give you the time off but doesn't have to pay you, so keep a note of what you lose. Send the claim "
     "form in "
     "within 12 months of finishing.",
     "Because you're there more than 4 hours a day, you can claim up to £129.91 a day for the first 10 days. Your "
     "employer "
     "has to give you the time off but doesn't have to pay you, so keep a note of what you lose. Send the claim "
     "form in "
     "within 12 months of finishing.",
     "£129.91", "number", True),
    ("p17-binding-09", "binding", "My rent is 55,000 pounds a year. How big can the deposit be, and when must it be protected?",
     [DEPOSIT],
     "Since your annual rent is £50,000 or more, the cap is six weeks' rent. Whatever you pay, the landlord has "
     "30 days "
     "from receiving it to put it in an approved scheme and give you the prescribed information.",
     "Since your annual rent is £50,000 or more, the cap is five weeks' rent. Whatever you pay, the landlord has "
     "30 days "
     "from receiving it to put it in an approved scheme and give you the prescribed information.",
     "five weeks'", "number", True),
    ("p17-binding-10", "binding", "I'm 70. What does a year's trout and coarse licence cost me?", [ROD],
     "At 70 you get the concession price, so a 12-month trout and coarse licence is £23.85 instead of £35.80. It "
     "lets you "
     "use up to 2 rods, and the start date can be up to 60 days after you buy it.",
     "At 70 you get the concession price, so a 12-month trout and coarse licence is £15.20 instead of £35.80. It "
     "lets you "
     "use up to 2 rods, and the start date can be up to 60 days after you buy it.",
     "£15.20", "number", True),

    # --- role: a body or person swapped with another one named in the passage (who pays, who checks, whom to ask) ---
    ("p17-role-01", "role", "申请水表校验，校验费谁出？", [WATER],
     "看校验结果。误差超出允许范围的，校验费由供水企业出，多收你的水费也要退给你；没超出的话，校验费就由你自己承担。",
     "看校验结果。误差超出允许范围的，校验费由供水企业出，多收你的水费也要退给你；没超出的话，校验费也是供水企业承担。",
     "也是供水企业承担", "entity", True),
    ("p17-role-02", "role", "改厕完工以后谁来验收？", [TOILET],
     "你先向村委会提申请，村委会汇总后报乡镇政府。完工后15天内由乡镇政府组织验收，县农业农村局再按至少一成的比例抽查复核。",
     "你先向村委会提申请，村委会汇总后报乡镇政府。完工后15天内由县农业农村局组织验收，县农业农村局再按至少一成的比例抽查复核。",
     "由县农业农村局组织验收", "entity", True),
    ("p17-role-03", "role", "家里暖气一直不热，我该找谁？", [HEAT],
     "可以向区供热管理办公室投诉。他们接到投诉后24小时内会和供热单位一起上门测室温。测出来低于16度的，供热单位要按不达标的"
     "天数退热费。",
     "可以向区民政局投诉。他们接到投诉后24小时内会和供热单位一起上门测室温。测出来低于16度的，供热单位要按不达标的"
     "天数退热费。",
     "区民政局", "entity", True),
    ("p17-role-04", "role", "创业担保贷款要是到期还不上会怎么样？", [LOAN],
     "逾期以后，经办银行要在30天内通知担保机构，担保机构核实后先替你把钱还上。不过这笔钱不是白还的，担保机构之后会找你追偿。",
     "逾期以后，经办银行要在30天内通知担保机构，人社部门核实后先替你把钱还上。不过这笔钱不是白还的，担保机构之后会找你追偿。",
     "人社部门", "entity", True),
    ("p17-role-05", "role", "房子受灾后怎么报案？对赔多少不满意能找谁？", [FLOOD],
     "出险后48小时内向村委会或者保险公司报案，保险公司24小时内会来现场查勘。要是对赔付结果有意见，收到结果30天内可以向县"
     "应急管理局申请复核。",
     "出险后48小时内向村委会或者保险公司报案，保险公司24小时内会来现场查勘。要是对赔付结果有意见，收到结果30天内可以向"
     "保险公司申请复核。",
     "向保险公司申请复核", "entity", True),
    ("p17-role-06", "role", "邻居家的狗把我孩子咬了，医药费谁出？", [PET],
     "狗伤了人，养狗的人得马上把伤者送医院，医药费也由养狗的人承担。另外狗主人本来就应该给狗拴绳、由大人牵着出门。",
     "狗伤了人，养狗的人得马上把伤者送医院，医药费则由伤者自己承担。另外狗主人本来就应该给狗拴绳、由大人牵着出门。",
     "由伤者自己承担", "entity", True),
    ("p17-role-07", "role", "捐献器官的家庭经济困难，能申请救助吗？", [ORGAN],
     "可以。红十字会对经济困难的捐献者家庭给予人道救助，最高2万元。家属需要在捐献完成后6个月内向省红十字会申请。",
     "可以。红十字会对经济困难的捐献者家庭给予人道救助，最高2万元。家属需要在捐献完成后6个月内向医疗机构申请。",
     "医疗机构", "entity", False),
    ("p17-role-08", "role", "A restaurant got a 2 and thinks that's unfair. Who can it appeal to?", [HYGIENE],
     "It can appeal to the local authority's lead food safety officer within 21 days of being told its rating, and the "
     "appeal should be decided within 21 days of being received. Separately, it can write a 'right to reply' that is "
     "shown online next to the rating.",
     "It can appeal to the Food Standards Agency within 21 days of being told its rating, and the "
     "appeal should be decided within 21 days of being received. Separately, it can write a 'right to reply' that is "
     "shown online next to the rating.",
     "the Food Standards Agency", "entity", True),
    ("p17-role-09", "role", "My landlord and I can't agree on deductions from the deposit. What happens to the money?",
     [DEPOSIT],
     "If you cannot agree, the scheme holds the disputed amount until the dispute is settled, and you can use its "
     "free alternative dispute resolution service. You must raise the dispute within 3 months of the tenancy "
     "ending.",
     "If you cannot agree, the landlord holds the disputed amount until the dispute is settled, and you can use "
     "the scheme's free alternative dispute resolution service. You must raise the dispute within 3 months of the "
     "tenancy ending.",
     "the landlord holds", "entity", False),
    ("p17-role-10", "role", "My landlord never protected my deposit. What can I do about it?", [DEPOSIT],
     "You can take it to the county court. It can order the landlord to repay the deposit or protect it, and to "
     "pay you "
     "compensation of one to three times the deposit. Until the deposit is protected or returned, the landlord "
     "also can't "
     "evict you with a section 21 notice.",
     "You can take it to the tenancy deposit scheme. It can order the landlord to repay the deposit or protect "
     "it, and to "
     "pay you compensation of one to three times the deposit. Until the deposit is protected or returned, the landlord "
     "also can't evict you with a section 21 notice.",
     "the tenancy deposit scheme", "entity", True),

    # --- event-date: the date or period of another step or event of the same passage ---
    ("p17-event-date-01", "event-date", "水费多久交一次？晚交了怎么办？", [WATER, WATER_B],
     "供水公司两个月抄一次表，账单发出后半个月内交清就行。过期没交的，从逾期那天起每天加收欠费千分之一的违约金。",
     "供水公司两个月抄一次表，账单发出后两个月内交清就行。过期没交的，从逾期那天起每天加收欠费千分之一的违约金。",
     "两个月内", "date", True),
    ("p17-event-date-02", "event-date", "献完全血以后，多久能去献血小板？", [BLOOD],
     "献全血之后至少要隔3个月才能献血小板。要是两次都献全血，得隔半年以上；光献血小板的话，两次之间隔两周就行。",
     "献全血之后至少要隔两周才能献血小板。要是两次都献全血，得隔半年以上；光献血小板的话，两次之间隔两周就行。",
     "至少要隔两周", "date", True),
    ("p17-event-date-03", "event-date", "取暖费什么时候交？暖气哪天开始供？", [HEAT],
     "采暖费要在10月31号之前交，按建筑面积每平方米24块算。暖气从11月15号开始供，一直到第二年3月15号。",
     "采暖费要在11月30号之前交，按建筑面积每平方米24块算。暖气从11月15号开始供，一直到第二年3月15号。",
     "11月30号", "date", True),
    ("p17-event-date-04", "event-date", "创业担保贷款从申请到放款要多久？", [LOAN],
     "人社部门先用10个工作日审资格，担保机构拿到审核结果后5个工作日内出担保意见，银行收到担保意见后7个工作日内放款。"
     "都顺利的话，前后不超过22个工作日。",
     "人社部门先用10个工作日审资格，担保机构拿到审核结果后30日内出担保意见，银行收到担保意见后7个工作日内放款。"
     "都顺利的话，前后不超过22个工作日。",
     "30日内", "date", True),
    ("p17-event-date-05", "event-date", "房子出险以后，多久内要报案？赔款多久能到？", [FLOOD],
     "出险后，农户应当在48小时内向村委会或者保险公司报案。保险公司接到报案后应当在24小时内到现场查勘，与农户达成赔"
     "付协议后10日内将赔款支付到农户账户。",
     "出险后，农户应当在48小时内向村委会或者保险公司报案。保险公司接到报案后应当在24小时内到现场查勘，与农户达成赔"
     "付协议后30日内将赔款支付到农户账户。",
     "30日内", "date", False),
    ("p17-event-date-06", "event-date", "刚领养了一只狗，多久内要去登记？", [PET],
     "养犬人应当自取得犬只之日起30日内，持犬只狂犬病免疫证明到居住地公安派出所办理养犬登记。养犬登记有效期为1年，应"
     "当在有效期满前30日内办理延续手续。",
     "养犬人应当自取得犬只之日起7日内，持犬只狂犬病免疫证明到居住地公安派出所办理养犬登记。养犬登记有效期为1年，应当"
     "在有效期满前30日内办理延续手续。",
     "7日内", "date", False),
    ("p17-event-date-07", "event-date", "护照快到期了，换发的话多久能拿到？", [PASSPORT],
     "护照有效期不足6个月或者签证页即将使用完毕的，可以申请换发。出入境管理机构应当自收到申请材料之日起7个工作日内签"
     "发；偏远地区经省级出入境管理机构批准可以延长。",
     "护照有效期不足6个月或者签证页即将使用完毕的，可以申请换发。出入境管理机构应当自收到申请材料之日起15个工作日内"
     "签发；偏远地区经省级出入境管理机构批准可以延长。",
     "15个工作日", "date", False),
    ("p17-event-date-08", "event-date",
     "I missed my Initial Enrollment Period and I'm not working. When can I sign up for Part B now?",
     [MEDICARE, MEDICARE_B],
     "You'd use the General Enrollment Period, which runs from January 1 to March 31 each year. Coverage then "
     "starts the "
     "month after you sign up. Be aware you may owe a late penalty of 10% for every full 12 months you went "
     "without Part B.",
     "You'd use the General Enrollment Period, which runs from October 15 to December 7 each year. Coverage then "
     "starts "
     "the month after you sign up. Be aware you may owe a late penalty of 10% for every full 12 months you went "
     "without "
     "Part B.",
     "October 15 to December 7", "date", True),
    ("p17-event-date-09", "event-date", "I just got a jury summons. How long do I have to reply, and how long does it last?",
     [JURY],
     "You have to reply within a week of getting the summons. Service normally lasts up to 10 working days, though a "
     "complex trial can run longer.",
     "You have to reply within 12 months of getting the summons. Service normally lasts up to 10 working days, "
     "though a "
     "complex trial can run longer.",
     "within 12 months", "date", True),
    ("p17-event-date-10", "event-date",
     "We were inspected last week. When do we get the rating, and how long do we have to appeal?", [HYGIENE],
     "You should get the rating in writing within 14 days of the inspection. Once you've been notified, you have "
     "21 days "
     "to appeal to the lead food safety officer.",
     "You should get the rating in writing within 3 months of the inspection. Once you've been notified, you have "
     "21 days "
     "to appeal to the lead food safety officer.",
     "within 3 months", "date", False),

    # --- negation: a negation flipped in other words ---
    ("p17-negation-01", "negation", "前几年危房改造时拿过厕所补助，这次改厕还能再领吗？", [TOILET],
     "之前危房改造时已经拿过厕所补助的，这次就不能重复领了。没拿过的农户，验收合格后按厕所类型每户补600到1200元。",
     "之前危房改造时已经拿过厕所补助的，这次照样可以再领。没拿过的农户，验收合格后按厕所类型每户补600到1200元。",
     "照样可以再领", "negation", True),
    ("p17-negation-02", "negation", "我在本省献过血，以后在本省医院用血怎么报？", [BLOOD],
     "在本省医院用血的，出院结算时就直接减免了，不用再跑。只有在外省用的血，才需要出院后一年内拿身份证、用血发票和献血证去"
     "献血地的血液中心报销。",
     "在本省医院用血的，出院结算时不能直接减免，也得事后去报。只有在外省用的血，才需要出院后一年内拿身份证、用血发票和献血证去"
     "献血地的血液中心报销。",
     "不能直接减免", "negation", True),
    ("p17-negation-03", "negation", "测出来家里17度，能退热费吗？", [HEAT],
     "17度的话热费是不退的，供热单位要限期整改。只有测出来低于16度，才按不达标的天数退热费。",
     "17度的话热费是要退的，供热单位要限期整改。只有测出来低于16度，才按不达标的天数退热费。",
     "是要退的", "negation", True),
    ("p17-negation-04", "negation", "我是盲人，家里已经有一只狗了，还能再养导盲犬吗？", [PET],
     "重点管理区内一般每户只能养一只狗，烈性犬和大型犬也不让养。不过导盲犬、扶助犬不受这些限制。",
     "重点管理区内一般每户只能养一只狗，烈性犬和大型犬也不让养。导盲犬、扶助犬也受这些限制。",
     "也受这些限制", "negation", True),
    ("p17-negation-05", "negation", "我爸生前说过不愿意捐器官，现在家里人商量好了想捐，可以吗？", [ORGAN],
     "本人生前明确表示不同意的，任何组织和个人都不能捐献、摘取他的器官。只有生前没表过态的，去世后才可以由配偶、"
     "成年子女和父母一起书面同意捐献。",
     "本人生前明确表示不同意的，只要家属一致书面同意也能捐。只有生前没表过态的，去世后才可以由配偶、"
     "成年子女和父母一起书面同意捐献。",
     "只要家属一致书面同意也能捐", "negation", True),
    ("p17-negation-06", "negation", "家里的冰箱电视被洪水泡坏了，农房保险赔吗？", [FLOOD],
     "屋内家具、家电等财产损失不在保障范围内。房屋全部倒塌的按每平方米600元赔付，部分损坏的按实际损失核定赔付。",
     "屋内家具、家电等财产损失也在保障范围内。房屋全部倒塌的按每平方米600元赔付，部分损坏的按实际损失核定赔付。",
     "也在保障范围内", "negation", False),
    ("p17-negation-07", "negation", "护照丢了已经报失，后来又找到了，还能用吗？", [PASSPORT],
     "护照遗失的，报失后原护照作废，找回后也不得继续使用。可以申请补发，证件费每本120元，与换发的收费标准相同。",
     "护照遗失的，报失后原护照作废，但找回后可以继续使用。可以申请补发，证件费每本120元，与换发的收费标准相同。",
     "找回后可以继续使用", "negation", False),
    ("p17-negation-08", "negation", "I live with my son, who's a full-time university student. Do we pay the full bill?",
     [COUNCIL],
     "Your son is a full-time student, so he's disregarded and isn't counted as an adult. That makes you the only "
     "adult in "
     "the home, so you get the 25% single person discount.",
     "Your son is a full-time student, so he's disregarded and isn't counted as an adult. That makes you the only "
     "adult in "
     "the home, but you don't get the 25% single person discount.",
     "don't get", "negation", True),
    ("p17-negation-09", "negation", "Do my kids need fishing licences? They're 11 and 14.", [ROD],
     "Your 11-year-old doesn't need one, because under-13s are exempt. Your 14-year-old does need a junior "
     "licence, but it "
     "costs nothing.",
     "Your 11-year-old doesn't need one, because under-13s are exempt. Your 14-year-old doesn't need one either, "
     "as junior "
     "licences cost nothing.",
     "doesn't need one either", "negation", True),
    ("p17-negation-10", "negation", "Do food businesses in England have to put their hygiene sticker up?", [HYGIENE],
     "No. In England displaying the sticker is voluntary; in Wales and Northern Ireland businesses must display "
     "it at the entrance. The rating is still published on the Food Standards Agency website.",
     "No. In England displaying the sticker is voluntary; in Wales and Northern Ireland businesses must display "
     "it at the entrance. The rating is not published on the Food Standards Agency website.",
     "is not published", "negation", False),

    # --- modality: an obligation, a permission or a "need not" read another way ---
    ("p17-modality-01", "modality", "登记了器官捐献以后想撤销，需要什么手续？", [ORGAN],
     "登记人可以随时变更或者撤销登记，无需说明理由。撤销后原登记信息即行删除。",
     "登记人可以随时变更或者撤销登记，但需要书面说明理由。撤销后原登记信息即行删除。",
     "但需要书面说明理由", "negation", False),
    ("p17-modality-02", "modality", "校车上的随车照管员要做什么？", [SCHOOLBUS],
     "每辆校车至少要配一名随车照管员。学生上下车时他必须清点人数，确认孩子全都下车了才能离开。",
     "每辆校车至少要配一名随车照管员。学生上下车时他可以视情况清点人数，确认孩子全都下车了才能离开。",
     "可以视情况清点人数", "negation", True),
    ("p17-modality-03", "modality", "我家6口人，阶梯水量的基数能加吗？", [WATER],
     "能加。5口人以上的家庭每多1口人，每一档的年用水量基数都加30方，你家6口人就是每档多30方。不过要户主拿户口簿去供水企业"
     "申请核定。",
     "能加。5口人以上的家庭每多1口人，每一档的年用水量基数都加30方，你家6口人就是每档多30方。这个不用专门申请，供水企业"
     "会自动核定。",
     "不用专门申请", "negation", True),
    ("p17-modality-04", "modality", "带狗出门有什么规定？", [PET],
     "携犬出户应当为犬只束犬链，犬链长度不得超过1.5米，并由成年人牵领。不得携犬进入学校、医院、商场等公共场所。",
     "携犬出户应当为犬只束犬链，犬链长度不得超过1.5米，并尽量由成年人牵领。不得携犬进入学校、医院、商场等公共场所。",
     "尽量由成年人牵领", "negation", False),
    ("p17-modality-05", "modality", "冬天供暖，室温有没有标准？", [HEAT],
     "有。供热单位必须保证卧室和客厅不低于18度。要是测出来不到16度，还得按不达标的天数退热费；16到18度之间的要限期整改。",
     "有。供热单位尽量保证卧室和客厅不低于18度。要是测出来不到16度，还得按不达标的天数退热费；16到18度之间的要限期整改。",
     "尽量保证", "negation", True),
    ("p17-modality-06", "modality", "改厕补助的钱是发给村里还是发给我们自己？", [TOILET],
     "奖补资金由县级财政部门通过“一卡通”直接拨付到户，不得由村集体代领代管。资金于验收合格后的次月底前发放到位。",
     "奖补资金由县级财政部门通过“一卡通”直接拨付到户，也可以由村集体代领代管。资金于验收合格后的次月底前发放到位。",
     "也可以由村集体代领代管", "negation", False),
    ("p17-modality-07", "modality", "孩子14岁，办护照家长要去吗？", [PASSPORT],
     "未满16周岁的申请人应当由监护人陪同办理，还要提交监护关系证明。护照有效期5年，证件费120元。",
     "未满16周岁的申请人最好由监护人陪同办理，还要提交监护关系证明。护照有效期5年，证件费120元。",
     "最好由监护人陪同", "negation", False),
    ("p17-modality-08", "modality", "Will my employer keep paying me while I'm on jury service?", [JURY],
     "Your employer has to give you the time off, but it doesn't have to pay you while you're away. You can claim for "
     "lost earnings instead: up to £64.95 a day for the first 10 days if you're in court more than 4 hours.",
     "Your employer has to give you the time off, and it must keep paying you while you're away. You can claim for "
     "lost earnings instead: up to £64.95 a day for the first 10 days if you're in court more than 4 hours.",
     "it must keep paying you", "negation", True),
    ("p17-modality-09", "modality", "I run a cafe in Cardiff. Do I need to put my hygiene rating up?", [HYGIENE],
     "In Wales you have to display the sticker at your entrance. The rating is also published online, and once you've "
     "made the improvements the officer asked for you can ask for a re-visit.",
     "In Wales displaying the sticker at your entrance is optional. The rating is also published online, and once "
     "you've "
     "made the improvements the officer asked for you can ask for a re-visit.",
     "is optional", "negation", True),
    ("p17-modality-10", "modality", "I paid my deposit five weeks ago. Should it be protected by now?", [DEPOSIT],
     "Your landlord must put your deposit in a government-approved tenancy deposit protection scheme within 30 "
     "days of receiving it, and must also give you the prescribed information within those 30 days. So yes, it "
     "should be protected by now.",
     "Your landlord can choose to put your deposit in a government-approved tenancy deposit protection scheme "
     "within 30 days of receiving it, and must also give you the prescribed information within those 30 days. So "
     "yes, it should be protected by now.",
     "can choose to put", "negation", False),

    # --- quantifier: all / only / some / each read another way ---
    ("p17-quantifier-01", "quantifier", "水费里的污水处理费是另外收的吗？", [WATER, WATER_B],
     "不另外收。阶梯水价均含污水处理费每立方米1.36元：第一阶梯每立方米3.45元，第二阶梯4.83元，第三阶梯9.07元。",
     "不另外收。只有第一阶梯水价含污水处理费每立方米1.36元：第一阶梯每立方米3.45元，第二阶梯4.83元，第三阶"
     "梯9.07元。",
     "只有第一阶梯", "negation", False),
    ("p17-quantifier-02", "quantifier", "改厕验收合格以后还会有人来查吗？", [TOILET],
     "完工后15天内乡镇政府先来验收。之后县农业农村局还会抽查复核，抽查比例不低于一成。验收合格的，补助下个月底前到账。",
     "完工后15天内乡镇政府先来验收。之后县农业农村局还会逐户全部复核一遍。验收合格的，补助下个月底前到账。",
     "逐户全部复核一遍", "negation", True),
    ("p17-quantifier-03", "quantifier", "天气不好的时候，校车最快能开多快？", [SCHOOLBUS],
     "平时载着学生，高速上最快80公里，其他路上最快60公里。碰上大雾、雨雪这种恶劣天气，不管走什么路都不能超过20公里。",
     "平时载着学生，高速上最快80公里，其他路上最快60公里。碰上大雾、雨雪这种恶劣天气，只有在高速上才不能超过20公里。",
     "只有在高速上", "negation", True),
    ("p17-quantifier-04", "quantifier", "住在重点管理区，能养什么狗？", [PET],
     "重点管理区内每户限养一只犬，禁止饲养烈性犬和大型犬。导盲犬、扶助犬不受此限。",
     "重点管理区内每户限养一只犬，仅禁止饲养烈性犬。导盲犬、扶助犬不受此限。",
     "仅禁止饲养烈性犬", "negation", False),
    ("p17-quantifier-05", "quantifier", "人去世以后，家属怎样才能同意捐献器官？", [ORGAN],
     "公民生前未表示不同意捐献的，其死亡后，其配偶、成年子女、父母可以共同以书面形式表示同意捐献。获取器官前，医疗机构"
     "应当向捐献者近亲属告知，并取得书面同意。",
     "公民生前未表示不同意捐献的，其死亡后，其配偶、成年子女、父母中任何一人可以书面表示同意捐献。获取器官前，医疗机构"
     "应当向捐献者近亲属告知，并取得书面同意。",
     "任何一人", "negation", False),
    ("p17-quantifier-06", "quantifier", "我毕业八年了，还能申请大学生创业担保贷款吗？", [LOAN, LOAN_B],
     "这个贷款是给毕业5年以内的高校毕业生的，你已经超过了。符合条件的话个人最多30万，期限最长3年。",
     "这个贷款只要是高校毕业生，不管毕业多久都能申请。符合条件的话个人最多30万，期限最长3年。",
     "不管毕业多久", "negation", True),
    ("p17-quantifier-07", "quantifier", "农房保险的保费要自己交多少？低保户也要交吗？", [FLOOD],
     "一户一年30块，省里补一半，县里补三成，自己掏两成，也就是6块钱。低保户和特困供养户的这6块钱也由县财政全包。",
     "一户一年30块，省里补一半，县里补三成，自己掏两成，也就是6块钱。低保户和特困供养户的这6块钱县财政只补一部分。",
     "只补一部分", "negation", True),
    ("p17-quantifier-08", "quantifier", "If I pay the Part B late penalty, how long does it last?", [MEDICARE, MEDICARE_B],
     "Usually for as long as you have Part B. It adds 10% to your monthly premium for each full 12 months you "
     "could have "
     "had Part B but didn't sign up.",
     "Usually just for your first year of Part B. It adds 10% to your monthly premium for each full 12 months you "
     "could "
     "have had Part B but didn't sign up.",
     "just for your first year", "negation", True),
    ("p17-quantifier-09", "quantifier", "Three of us share a house and we're all full-time students. Do we pay council tax?",
     [COUNCIL],
     "No. If all of the people living there are full-time students, the home is exempt and no bill is payable. If "
     "only some of you were students, the others would still count as adults.",
     "No. If any one of the people living there is a full-time student, the home is exempt and no bill is "
     "payable. If only some of you were students, the others would still count as adults.",
     "any one of the people", "negation", False),
    ("p17-quantifier-10", "quantifier", "What's the difference between the salmon licence and the trout and coarse one?",
     [ROD],
     "The salmon and sea trout licence covers all fish and costs £96.25 for 12 months. The trout and coarse licence is "
     "cheaper at £35.80 a year and lets you use up to 2 rods at a time.",
     "The salmon and sea trout licence covers only salmon and sea trout and costs £96.25 for 12 months. The trout and "
     "coarse licence is cheaper at £35.80 a year and lets you use up to 2 rods at a time.",
     "covers only salmon and sea trout", "negation", False),

    # --- antonym: a predicate or a direction turned round (before/after, above/below, first/last, rise/fall) ---
    ("p17-antonym-01", "antonym", "申请水表校验后，结果不同怎么处理？", [WATER, WATER_B],
     "误差超出允许范围的话，校验费由供水企业出，多收你的水费还要退给你。没超出范围的，校验费就得你自己承担。",
     "误差在允许范围内的话，校验费由供水企业出，多收你的水费还要退给你。没超出范围的，校验费就得你自己承担。",
     "在允许范围内", "direction", True),
    ("p17-antonym-02", "antonym", "献血多久能献一次？", [BLOOD],
     "两次献全血之间至少要隔半年。献血小板的间隔短一些，两次之间不少于两周；献完全血再献血小板，要隔3个月以上。",
     "两次献全血之间最多只能隔半年。献血小板的间隔短一些，两次之间不少于两周；献完全血再献血小板，要隔3个月以上。",
     "最多只能隔半年", "direction", True),
    ("p17-antonym-03", "antonym", "改厕什么时候验收？补助什么时候到？", [TOILET],
     "乡镇人民政府应当自农户完工之日起15日内组织验收。验收合格后，奖补资金于次月底前通过“一卡通”发放到位。",
     "乡镇人民政府应当自农户开工之日起15日内组织验收。验收合格后，奖补资金于次月底前通过“一卡通”发放到位。",
     "开工", "direction", False),
    ("p17-antonym-04", "antonym", "集中供暖的采暖费怎么交？", [HEAT],
     "采暖费要在10月31号之前交，按建筑面积每平方米一个采暖期24块，比如100平的房子就是2400块。",
     "采暖费在10月31号以后交就行，按建筑面积每平方米一个采暖期24块，比如100平的房子就是2400块。",
     "以后交就行", "direction", True),
    ("p17-antonym-05", "antonym", "创业担保贷款还清以后还能再贷吗？", [LOAN],
     "可以。借款人按期还款、带动就业3人以上的，可以申请再次贷款，最多可再获两次支持。",
     "可以。借款人按期还款、带动就业3人以下的，可以申请再次贷款，最多可再获两次支持。",
     "3人以下", "direction", False),
    ("p17-antonym-06", "antonym", "撤销了器官捐献登记，以前的信息还留着吗？", [ORGAN],
     "登记人可以随时撤销，不用说理由。撤销以后，原来的登记信息会立即删除。",
     "登记人可以随时撤销，不用说理由。撤销以后，原来的登记信息还会保留在系统里。",
     "保留在系统里", "direction", True),
    ("p17-antonym-07", "antonym", "护照还有一年多才到期，现在能换吗？", [PASSPORT],
     "护照有效期不足6个月，或者签证页即将使用完毕的，才可以申请换发。可以在全国任一出入境管理机构申请，证件费每本120元。",
     "护照有效期超过6个月，或者签证页即将使用完毕的，才可以申请换发。可以在全国任一出入境管理机构申请，证件费每本120元。",
     "超过6个月", "direction", False),
    ("p17-antonym-08", "antonym", "My daughter uses a wheelchair and we needed an extra downstairs bathroom. Does that "
     "change our council tax?", [COUNCIL],
     "It can. If your home has an extra bathroom or space needed by a disabled person who lives there, your bill is "
     "charged at the band below yours. If you're already in band A, you get a reduction of one ninth of the band "
     "D charge "
     "instead.",
     "It can. If your home has an extra bathroom or space needed by a disabled person who lives there, your bill is "
     "charged at the band above yours. If you're already in band A, you get a reduction of one ninth of the band "
     "D charge "
     "instead.",
     "band above", "direction", True),
    ("p17-antonym-09", "antonym", "I'm 67 and covered through my job. When can I enroll in Part B after I retire?",
     [MEDICARE],
     "You have a Special Enrollment Period of 8 months, which begins the month after the employment or the "
     "coverage ends, whichever happens first.",
     "You have a Special Enrollment Period of 8 months, which begins the month after the employment or the "
     "coverage ends, whichever happens last.",
     "whichever happens last", "direction", False),
    ("p17-antonym-10", "antonym", "How do the loss-of-earnings limits change on a long trial?", [JURY],
     "For the first 10 days you can claim up to £64.95 a day if you're in court more than 4 hours, or £32.47 for "
     "4 hours "
     "or less. From day 11 the limits go up, to £129.91 and £64.95.",
     "For the first 10 days you can claim up to £64.95 a day if you're in court more than 4 hours, or £32.47 for "
     "4 hours "
     "or less. From day 11 the limits go down, to £129.91 and £64.95.",
     "go down", "direction", False),

    # --- short-zh: one sentence, same domains ---
    ("p17-short-zh-01", "short-zh", "第三档水价多少钱一方？", [WATER, WATER_B],
     "九块零七。", "五块八。", "五块八", "number", True),
    ("p17-short-zh-02", "short-zh", "献多少次全血能拿银奖？", [BLOOD],
     "累计献全血30次以上。", "累计献全血40次以上。", "40次", "number", False),
    ("p17-short-zh-03", "short-zh", "改厕补助验收合格后多久到账？", [TOILET],
     "下个月月底之前。", "15天之内。", "15天之内", "date", True),
    ("p17-short-zh-04", "short-zh", "低保边缘家庭能领取暖补贴吗？", [HEAT],
     "能，每户每个采暖期800元。",
     "不能，只有低保家庭和特困人员才有。",
     "不能", "negation", False),
    ("p17-short-zh-05", "short-zh", "大学生个人创业担保贷款最长能贷几年？", [LOAN, LOAN_B],
     "最长三年。", "最长两年。", "两年", "number", True),
    ("p17-short-zh-06", "short-zh", "农房保险一年自己要交多少钱？", [FLOOD],
     "一户一年自己只掏6块钱。", "一户一年自己要掏30块钱。", "30块钱", "number", True),
    ("p17-short-zh-07", "short-zh", "狗死了几天内要去办注销？", [PET],
     "一个星期之内。", "三天之内。", "三天之内", "date", True),
    ("p17-short-zh-08", "short-zh", "成年人的普通护照有效期多长？", [PASSPORT],
     "16周岁以上的是10年。", "16周岁以上的是5年。", "5年", "number", False),
    ("p17-short-zh-09", "short-zh", "器官捐献者的家人看病有什么优惠？", [ORGAN],
     "配偶、父母和子女在本省公立医院看普通门诊免诊察费。", "配偶、父母和子女在本省公立医院看病全部免费。",
     "看病全部免费", "negation", True),
    ("p17-short-zh-10", "short-zh", "校车在普通道路上最高能开多快？", [SCHOOLBUS],
     "不得超过每小时60公里。",
     "不得超过每小时80公里。",
     "80公里", "number", False),

    # --- short-en: one sentence, same domains ---
    ("p17-short-en-01", "short-en", "Can I postpone jury service?", [JURY],
     "Yes, once, to a date within the next year.", "Yes, as many times as you need, within the next year.",
     "as many times as you need", "negation", True),
    ("p17-short-en-02", "short-en", "What's the mileage rate if I drive to court for jury service?", [JURY],
     "31.4p a mile.", "£5.71 a mile.", "£5.71", "number", False),
    ("p17-short-en-03", "short-en", "How much is the single person discount on council tax?", [COUNCIL],
     "A quarter off the bill.", "Half off the bill.", "Half", "number", True),
    ("p17-short-en-04", "short-en", "How long do I have to tell the council my discount no longer applies?", [COUNCIL],
     "Three weeks.", "A year.", "A year", "date", True),
    ("p17-short-en-05", "short-en", "How soon after I ask for a hygiene re-visit will the officer come?", [HYGIENE],
     "Within three months.", "Within 21 days.", "21 days", "date", True),
    ("p17-short-en-06", "short-en", "When is Medicare Open Enrollment?", [MEDICARE],
     "October 15 to December 7.", "January 1 to March 31.", "January 1 to March 31", "date", False),
    ("p17-short-en-07", "short-en", "How long is the Special Enrollment Period after my job ends?", [MEDICARE],
     "8 months.",
     "7 months.",
     "7 months", "number", False),
    ("p17-short-en-08", "short-en", "Once we've agreed, how soon must my landlord give the deposit back?", [DEPOSIT],
     "Within 10 days.", "Within 30 days.", "30 days", "date", False),
    ("p17-short-en-09", "short-en", "Does my 10-year-old need a fishing licence?", [ROD],
     "No, under-13s don't need one.", "Yes, a free junior licence.", "Yes", "negation", True),
    ("p17-short-en-10", "short-en", "How much is an 8-day fishing licence?", [ROD],
     "£15.20.", "£7.10.", "£7.10", "number", False),

    # --- paraphrase: the hallucinated answer rewords a value so that it no longer holds ---
    ("p17-paraphrase-01", "paraphrase", "多久抄一次水表？水费什么时候交？", [WATER],
     "供水公司两个月抄一次表，账单出来后半个月内交清就行，晚交的每天加收欠费的千分之一。",
     "供水公司每个季度抄一次表，账单出来后半个月内交清就行，晚交的每天加收欠费的千分之一。",
     "每个季度", "date", True),
    ("p17-paraphrase-02", "paraphrase", "在外省住院用了血，怎么报销？", [BLOOD],
     "外省用血的，出院后一年之内带上身份证、用血发票和献血证，去献血地的血液中心申请报销。本省医院是出院结算时直接减免的。",
     "外省用血的，当年年底之前带上身份证、用血发票和献血证，去献血地的血液中心申请报销。本省医院是出院结算时直接减免的。",
     "当年年底之前", "date", True),
    ("p17-paraphrase-03", "paraphrase", "改完厕所漏水了怎么办？", [TOILET],
     "出了渗漏、堵塞这种问题，施工单位接到报修后一个星期内要免费修好，保修两年。过了保修期，修理费就得自己出了。",
     "出了渗漏、堵塞这种问题，施工单位接到报修后7个工作日内要免费修好，保修两年。过了保修期，修理费就得自己出了。",
     "7个工作日内", "date", True),
    ("p17-paraphrase-04", "paraphrase", "我们这儿暖气供多长时间？", [HEAT],
     "从11月15号供到第二年3月15号，整整四个月。采暖费要在10月底前交。",
     "从11月15号供到第二年3月15号，整整五个月。采暖费要在10月底前交。",
     "整整五个月", "date", True),
    ("p17-paraphrase-05", "paraphrase", "创业担保贷款的资格审核要多久？", [LOAN, LOAN_B],
     "资格由创业所在地的区人社局审，两个星期内审完。之后担保机构5个工作日内出意见，银行再7个工作日内放款。",
     "资格由创业所在地的区人社局审，10天内审完。之后担保机构5个工作日内出意见，银行再7个工作日内放款。",
     "10天内", "date", True),
    ("p17-paraphrase-06", "paraphrase", "农房保险的保费是怎么分摊的？", [FLOOD],
     "一户一年30块钱保费，省里出一半，县里出三成，自己只掏两成，也就是6块钱。",
     "一户一年30块钱保费，省里出一半，县里出三成，自己只掏两成，也就是10块钱。",
     "10块钱", "number", True),
    ("p17-paraphrase-07", "paraphrase", "校车多久检验一次？司机资格找谁申请？", [SCHOOLBUS],
     "校车一年要做两次安全技术检验，合格了才能继续接送学生。司机的驾驶资格由学校或者校车服务提供者向县公安交管部门申请，"
     "5个工作日内审完。",
     "校车一年要做一次安全技术检验，合格了才能继续接送学生。司机的驾驶资格由学校或者校车服务提供者向县公安交管部门申请，"
     "5个工作日内审完。",
     "一年要做一次", "date", True),
    ("p17-paraphrase-08", "paraphrase", "I turn 65 in August. When is my Initial Enrollment Period?", [MEDICARE],
     "It runs for seven months, May through November: the three months before August, August itself and the three "
     "months after.",
     "It runs for seven months, May through October: the three months before August, August itself and the three "
     "months after.",
     "May through October", "date", True),
    ("p17-paraphrase-09", "paraphrase", "My rent is 1,300 pounds a month. What's the most the deposit can be?", [DEPOSIT],
     "That's £15,600 a year, well under £50,000, so the deposit is capped at five weeks' rent, which comes to £1,500.",
     "That's £15,600 a year, well under £50,000, so the deposit is capped at a month's rent, which comes to £1,300.",
     "a month's rent, which comes to £1,300", "number", True),
    ("p17-paraphrase-10", "paraphrase", "How often will the hygiene inspectors come round?", [HYGIENE],
     "It depends on risk. A high-risk place can be inspected twice a year, while a low-risk one might only see an "
     "inspector every other year.",
     "It depends on risk. A high-risk place can be inspected twice a year, while a low-risk one might only see an "
     "inspector once a year.",
     "once a year", "date", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe17"), "probe17")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
