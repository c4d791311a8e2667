"""Build `data/judge/probes18.jsonl.gz`: the eighteenth probe set of issue 19 (pairs written by hand by the helper
"probes18", blind: before the judge was run on them, without reading the judge's code). RETRIEVAL-LIKE CONTEXTS: every
pair is asked against two or three passages the way a retriever returns them (84 pairs have two, 16 three; in 12 a
near passage is ranked first): one dense on-topic passage with several values, dates, bodies and conditions for
different groups or steps, and one or two NEAR-topic passages with values of their own (another city's or province's
version of the rule: 温州 beside 宁波, 河南 beside 山东, 芜湖 beside 合肥, 湖南 beside 江西, 亳州 beside 宿州, Wales and
Northern Ireland beside England; the previous year's or an older superseded rule: the 2024-2025 purchase-tax relief, the
2021 family-doctor rule, the 2022 home-adaptation rule, the 2019-2022 deduction amounts, the 2023 critical-illness
thresholds, the 2019 shared-ownership pilot, tuition compensation before autumn 2023, tax year 2023, children born before
July 2025, the levy rules before April 2024; the neighbouring procedure: the trade-in subsidy beside the purchase tax,
the medical-expense deduction beside the other deductions, the provincial scheme beside the central one, the New York
credit beside the federal one, the Junior ISA beside Help to Save, the unpaid leave of the employment standards beside
Parental Leave Pay). The question says which city, province, year or group it asks about. The faithful answer (one to
three sentences, the way a RAG assistant answers; 85 in words of their own: 1.5万元 → 一万五千元, 20000元 → 两万元, 60% →
六成, 70% → 七成, 6个月 → 半年, 30日 → 一个月, 12周 → 12个星期, 次日 → 第二天, "28 days" → "four weeks", "24 months" →
"two years", "£30,000" → "thirty thousand pounds", "£50" → "fifty pounds", "0.5%" → "half a percent") is supported
by the on-topic passage, in a few pairs together with a near one. The hallucinated twin is the same answer with exactly
ONE thing wrong in ONE sentence; in 47 pairs the wrong text is written in a near passage, bound there to another
city, year, group or step (3万元 of the 2024-2025 relief for 2026, 个人自付10元 of 温州 for 宁波, 1.8万元 of the 2023
threshold, 50% of the 2019 pilot, 5月20日 of 亳州, 就医地医保经办机构 of 河南, 县级人力资源社会保障部门 of the provincial
scheme, 30日内 of the trade-in subsidy for the tax return, "$6,604" of tax year 2023, "22 weeks" for a child born
before July 2025, "£36,000" of Wales, "Form IT-215" of New York State, "Skills Development Scotland", "10 weeks" of
the unpaid-leave notice); the others turn a direction or bound round (上浮/下浮, 放宽/收紧, 要多/能少, 高/低, 之前/之后,
低于/超过, "at most"/"at least", "less than"/"more than"), flip a negation or modality in other words (不予免除, 允许透支,
也可以转让, 要全部追回, 可以出租, 免于出资, 另外还须单独缴费, 不能各扣一半，必须, "the usual means test still applies",
"you must pay in every month", "you're free to go back to work", "the council will still pay"), change a quantifier
(可以跨省使用, 只有特困人员, 只在重点时段, 全国任何地区, 按人头翻倍, "the whole year", "All of your annual funds", "as many
days as you like"), give the date of another event (当年12月31日之前 for the annual settlement, "four years" for the first
bonus, "365 days" for the two-year expiry) or, in `paraphrase`, reword a value so that it no longer holds (2026年起的
三年里 for two years, 差不多是半年的量 for 12 weeks, 四分之三 for 70%, 在此基础上每亩再加40元 for 40元 in all, 一万二 for
12 times 2000元, "up to £600 a year" for £50 a month, "after two years" for 365 days, "with each fortnightly payment"
for a lump sum after the financial year). The two short classes are a bare value, yes/no or short clause ("一万五千元。",
"每吨50元。", "No, it isn't.", "Four years."). Passages: 14 on-topic (9 Chinese of 287-347 characters, 5 English of
208-229 words) and 24 near-topic (15 Chinese of 101-148 characters, 9 English of 61-77 words). New domains (purchase-tax
relief for new-energy cars, family-doctor contracts, family sharing of medical-insurance personal accounts, home
adaptations for elderly people, individual income tax special additional deductions, critical-illness insurance for
urban and rural residents, shared-ownership housing, crop-straw burning bans and straw subsidies, tuition compensation
for graduates working at grassroots level; English: the Disabled Facilities Grant, the US Earned Income Tax Credit, UK
Help to Save, Australian Parental Leave Pay, the UK Apprenticeship Levy); see data/judge/README.md. The passages are
written for the probes: their figures are plausible, not checked against any real regulation. Split by a hash of the
id. Deterministic: `python data/judge/build_probes18.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes18.jsonl.gz"

# On-topic passages (dense) and their near-topic neighbours (another city, year, group or step, values of their own).
NEV = ("根据财政部、税务总局、工业和信息化部公告，对购置日期在2026年1月1日至2027年12月31日期间的新能源汽车减半征收车辆"
       "购置税，其中每辆新能源乘用车减税额不超过1.5万元。购置日期以机动车销售统一发票或者海关关税专用缴款书上注明的日期为准。"
       "享受减税的车型应当列入工业和信息化部发布的《减免车辆购置税的新能源汽车车型目录》：纯电动乘用车续驶里程不低于200公里，"
       "插电式混合动力（含增程式）乘用车纯电续驶里程不低于100公里，并应当满足相应的电耗限值要求。纳税人应当自购车之日起60日内"
       "申报缴纳车辆购置税，可以通过电子税务局办理，也可以到车辆登记地主管税务机关办税服务厅办理。已享受减税的车辆转让给他人的，"
       "受让人不需补缴税款；车辆经改装后不再属于新能源汽车的，应当补缴已减免的税款。")
NEV_OLD = ("对购置日期在2024年1月1日至2025年12月31日期间的新能源汽车免征车辆购置税，其中每辆新能源乘用车免税额不超过3万元；"
           "插电式混合动力乘用车纯电续驶里程应当不低于43公里。2023年12月31日前购置的新能源汽车免征车辆购置税，不设免税额上限。")
NEV_TRADE = ("2026年，个人消费者报废旧车并购买新能源乘用车的，可以申请汽车报废更新补贴2万元；转让本人名下旧车并购买新能源乘用车"
             "的，可以申请置换更新补贴1.2万元。补贴申请应当自新车购置之日起30日内通过“汽车以旧换新”平台提交，由车辆注册登记地"
             "商务主管部门审核，审核通过后15个工作日内拨付到申请人账户。")
FAMDOC = ("宁波市居民可以与户籍地或者居住地所在社区卫生服务中心、乡镇卫生院的家庭医生团队签订服务协议，每位居民同一时间只能与"
          "一个家庭医生团队签约，签约周期为1年，期满前30日内未提出解约的自动续约。基础包签约服务费为每人每年120元，由医保基金"
          "支付60元、基本公共卫生服务经费支付40元，个人自付20元；65周岁以上老年人、计划生育特殊家庭成员和低保对象的个人自付部分"
          "予以免除。签约居民经家庭医生转诊到二级以上医院就诊的，可以优先预约专家号源，住院起付标准降低200元。签约居民在签约机构"
          "就诊的，一般诊疗费个人自付部分减半收取，慢性病患者可以一次开具最长12周的长期处方。居民要求更换家庭医生团队的，可以在"
          "签约满6个月后提出，每个签约周期内限更换一次。")
FAMDOC_WZ = ("温州市家庭医生签约服务费为每人每年100元，其中个人自付10元，70周岁以上老年人免于自付。签约周期为1年，期满后需重新"
             "签约，不自动续约。签约居民经转诊住院的，住院起付标准降低300元；慢性病长期处方最长可以开具8周。")
FAMDOC_OLD = ("2021年宁波市曾规定：家庭医生签约服务费为每人每年100元，其中个人自付30元；签约满3个月后即可申请更换家庭医生团队，"
              "每个签约周期内可以更换两次。该规定已于2024年1月1日起废止，按现行办法执行。")
GONGJI = ("山东省职工基本医疗保险参保人员的个人账户可以在本省范围内家庭共济使用，共济范围为参保人的配偶、父母和子女，共济人员"
          "应当参加本省基本医疗保险。个人账户可以用于支付共济人员在定点医疗机构就医发生的由个人负担的医疗费用，在定点零售药店购买"
          "药品、医用耗材发生的个人负担费用，以及参加城乡居民基本医疗保险的个人缴费，但不得用于支付健身保健、美容等非医疗费用。"
          "参保人通过“国家医保服务平台”APP或者到参保地医保经办机构办理共济绑定，绑定后次日生效；解除绑定的，即时生效，每个"
          "自然年度内最多可以变更共济关系2次。个人账户余额为零时，不得透支使用。参保人死亡的，个人账户余额可以依法继承。")
GONGJI_HN = ("河南省职工医保个人账户的家庭共济范围为配偶、父母、子女，以及共同生活的兄弟姐妹、祖父母和外祖父母，可以跨省使用。"
             "共济绑定可以通过手机APP办理，也可以到就医地医保经办机构办理，自申请当日生效；每个自然年度内可以变更1次共济关系。")
AGED = ("合肥市对具有本市户籍、年满60周岁的特殊困难老年人家庭实施居家适老化改造补贴。分散供养特困老年人、低保家庭中的失能或者"
        "高龄老年人，每户补贴标准为5000元，由市、区两级财政按6:4比例承担，个人无需出资；低保边缘家庭中的失能老年人，每户补贴"
        "3000元，超出部分由个人承担。改造内容包括地面防滑、安装扶手、配置坐便椅和紧急呼叫设备等。老年人或者其家属向户籍地街道"
        "（乡镇）提出申请，街道（乡镇）在10个工作日内完成入户评估，评估结果公示5个工作日无异议后，报区民政局审核。改造完成后，"
        "由区民政局会同街道在30日内组织验收，验收合格后补贴资金直接拨付给施工单位。已享受过同类补贴的家庭，5年内不得重复申请。")
AGED_OLD = ("2022年合肥市居家适老化改造补贴对象为年满70周岁的本市户籍低保老年人，每户补贴3500元；街道入户评估时限为15个"
            "工作日，改造验收由街道组织，验收合格后补贴资金发放给老年人本人。享受补贴后3年内不得重复申请。")
AGED_WH = ("芜湖市对年满60周岁的特困、低保及低保边缘家庭老年人实施居家适老化改造，每户补贴最高6000元，个人按改造费用的10%"
           "出资，特困老年人免于出资。评估由县（区）民政局委托第三方机构进行，验收合格后60日内拨付资金。")
TAX = ("自2023年1月1日起，纳税人的子女接受全日制学历教育或者处于学前教育阶段的，按照每个子女每月2000元的标准定额扣除；纳税人"
       "照护3岁以下婴幼儿子女的相关支出，同样按照每个婴幼儿每月2000元的标准扣除，父母可以选择由其中一方按100%扣除，也可以"
       "双方分别按50%扣除。纳税人赡养一位及以上年满60周岁父母的，独生子女按照每月3000元标准扣除；非独生子女与兄弟姐妹分摊每月"
       "3000元的扣除额度，每人分摊的额度不能超过每月1500元。纳税人在主要工作城市没有自有住房而租房的，直辖市、省会城市等城市"
       "按每月1500元扣除，市辖区户籍人口超过100万的城市按每月1100元扣除，其他城市按每月800元扣除。上述扣除纳税人可以在预扣"
       "预缴时享受，也可以在次年3月1日至6月30日办理汇算清缴时申报扣除。")
TAX_OLD = ("2019年1月1日至2022年12月31日，子女教育专项附加扣除标准为每个子女每月1000元；3岁以下婴幼儿照护专项附加扣除自"
           "2022年1月1日起按每月1000元执行；赡养老人的，独生子女按每月2000元扣除，非独生子女每人分摊的额度不能超过每月1000元。")
TAX_MED = ("在一个纳税年度内，纳税人发生的与基本医保相关的医药费用支出，扣除医保报销后个人负担累计超过15000元的部分，由纳税人"
           "在办理年度汇算清缴时，在80000元限额内据实扣除。纳税人接受学历继续教育的，在学历教育期间按照每月400元定额扣除，"
           "同一学历继续教育的扣除期限不能超过48个月。")
DABING = ("江西省城乡居民大病保险以参保人一个年度内经基本医保报销后个人负担的合规医疗费用为保障对象。2025年度大病保险起付线为"
          "1.5万元，起付线以上、10万元（含）以内的部分按60%比例支付，10万元以上的部分按70%比例支付，年度最高支付限额为40万元。"
          "特困人员、低保对象和返贫致贫人口的起付线降低50%，各段支付比例提高5个百分点，并取消年度最高支付限额。参保人在省外就医"
          "且未办理异地就医备案的，支付比例降低10个百分点。大病保险由商业保险公司承办，参保人无需单独缴费，所需资金从城乡居民基本"
          "医保基金中划拨。符合条件的费用在定点医疗机构“一站式”结算；未能即时结算的，参保人应当在出院之日起6个月内持发票和费用"
          "清单到参保地医保经办机构申请报销。")
DABING_OLD = ("2023年度江西省大病保险起付线为1.8万元，起付线以上部分统一按60%比例支付，年度最高支付限额为30万元；特困人员、"
              "低保对象起付线降低50%，支付比例提高5个百分点，年度最高支付限额为35万元。未能即时结算的，应当在出院之日起3个月内"
              "申请报销。")
DABING_HN = ("湖南省2025年度城乡居民大病保险起付线为1.2万元，1.2万元至5万元的部分支付60%，5万元以上的部分支付75%，年度最高支付"
             "限额为50万元；低保对象起付线降低30%。省外就医未备案的，支付比例降低20个百分点。湖南省大病保险由各市医保经办机构"
             "直接经办。")
GONGYOU = ("南京市共有产权住房面向本市户籍无房家庭和在本市连续缴纳社会保险满3年的非户籍无房家庭供应。购房人产权份额不低于60%，"
           "其余份额由区住房保障部门代表政府持有。购房家庭取得不动产权证满5年后，可以按市场价格转让所购住房的全部产权，政府产权份额"
           "部分的收益按份额比例上缴；不满5年的，不得转让，确需退出的，由区住房保障部门按原价格回购。购房家庭也可以在取得不动产权证"
           "满3年后，按届时市场评估价格购买政府持有的产权份额，一次性购买的，价格下浮5%。共有产权住房不得出租，不得改变房屋用途；"
           "违规出租的，由区住房保障部门责令限期改正，逾期不改正的，按原价格回购。申请家庭应当向户籍地或者就业地街道提交申请，街道"
           "在20个工作日内完成初审。")
GONGYOU_OLD = ("南京市2019年试点办法规定：购房人产权份额不低于50%，政府份额由市住房保障中心持有；取得不动产权证满10年后方可上市"
               "转让；非户籍家庭须在本市连续缴纳社会保险满5年。试点期间，取得不动产权证满5年的共有产权住房可以出租；购房家庭购买"
               "政府份额的，按届时市场评估价格上浮5%执行。")
JIEGAN = ("宿州市行政区域内全年全域禁止露天焚烧农作物秸秆。夏季秸秆禁烧重点时段为每年5月25日至6月25日，秋季重点时段为9月25日"
          "至11月10日。发现露天焚烧的，由县（区）生态环境分局责令改正，对个人处200元以上500元以下罚款，对农业生产经营主体处1000元"
          "以上3000元以下罚款。对秸秆还田作业，市财政按每亩20元给予补助，其中深翻还田每亩补助提高到40元；秸秆离田收储的，按每吨"
          "50元补助收储主体。补助面积由乡镇人民政府核实后在村内公示7日，县（区）农业农村局复核后于作业结束后3个月内拨付。一个重点"
          "时段内发现火点的乡镇，扣减该乡镇当年秸秆综合利用奖补资金的10%，火点超过3个的扣减30%。")
JIEGAN_BZ = ("亳州市秸秆禁烧夏季重点时段为每年5月20日至6月30日。露天焚烧秸秆的，由乡镇人民政府责令改正，对个人处50元以上200元"
             "以下罚款。秸秆还田作业每亩补助30元，离田收储每吨补助80元，补助资金在作业结束后6个月内拨付。")
XUEFEI = ("中央部属高校毕业生自愿到中西部地区和艰苦边远地区县以下基层单位就业、服务期在3年以上（含3年）的，实行学费补偿和国家"
          "助学贷款代偿。自2023年秋季学期起，本专科生每人每年补偿代偿的金额最高不超过16000元，研究生每人每年最高不超过20000元。"
          "学费和贷款金额高于上述标准的，按上述标准执行；低于的，按实际金额执行。补偿代偿资金分3年完成，毕业生在基层单位工作满1年"
          "后，由中央财政按总额的1/3给予补偿代偿，第二年、第三年依此类推。毕业生应当在到基层单位就业的当年9月30日前，向毕业学校"
          "提出申请。服务期内离开基层单位的，不再享受补偿代偿，已补偿的资金不予追回；但因个人原因被单位辞退的，应当退还已补偿代偿"
          "的资金。")
XUEFEI_OLD = ("2023年秋季学期以前，中央部属高校毕业生到中西部地区和艰苦边远地区基层单位就业的，本专科生每人每年补偿代偿金额"
              "最高不超过12000元，研究生每人每年最高不超过16000元，申请时限为到基层单位就业当年的10月31日前。")
XUEFEI_SC = ("四川省省属高校毕业生到省内艰苦边远地区县以下基层单位就业、服务满3年的，本专科生每人每年补偿代偿最高不超过8000元，"
             "研究生最高不超过12000元，由省财政在服务期满后一次性给予补偿代偿，毕业生向县级人力资源社会保障部门提出申请。")
DFG = ("A Disabled Facilities Grant helps pay for changes to your home in England if you or someone living with you is "
       "disabled, such as widening doors, fitting a stairlift or adding a downstairs bathroom. You can get up to "
       "£30,000. You apply to your local council, and you must own the property or be a tenant and intend to live "
       "there for at least 5 years after the work is done; landlords can also apply on behalf of a disabled tenant. An "
       "occupational therapist from the council usually visits to assess what work is needed. For adults the grant is "
       "means-tested: the council looks at your household income and at savings over £6,000, and you may have to pay "
       "towards the cost. There is no means test if the application is for a disabled child or young person under 19, "
       "and you will not need to contribute if you get Universal Credit, Income Support or Pension Credit. The council "
       "must give you a decision within 6 months of receiving your full application, and the work should be finished "
       "within 12 months of approval. Do not start the work before the grant is approved, because the council will not "
       "pay for work that has already begun. If you sell or move within 10 years, you may have to repay grants of more "
       "than £5,000, up to a limit of £10,000.")
DFG_WALES = ("In Wales, Disabled Facilities Grants are available up to £36,000, and since 2021 small and medium "
             "adaptations costing up to £10,000 are no longer means-tested. The council should make a decision within 4 "
             "months of a full application. If you move within 5 years, the council can ask you to repay grants of more "
             "than £5,000. Work must still not start before approval.")
DFG_NI = ("In Northern Ireland you do not apply to your council: Disabled Facilities Grants are handled by the Northern "
          "Ireland Housing Executive, which arranges the occupational therapy assessment through your local health "
          "trust. The maximum grant is £25,000. As in England, the grant for adults is means-tested, and you must intend "
          "to live in the property for at least 5 years after the work is done.")
EITC = ("For tax year 2024, the Earned Income Tax Credit (EITC) is worth up to $632 if you have no qualifying children, "
        "$4,213 with one child, $6,960 with two children and $7,830 with three or more. To qualify, you must have earned "
        "income and your investment income must be $11,600 or less for the year. If you have no qualifying children, you "
        "must be at least 25 but under 65 at the end of the year, and you cannot be claimed as a dependent on someone "
        "else's return. A qualifying child must have lived with you in the United States for more than half of the year "
        "and generally be under 19, or under 24 if a full-time student; there is no age limit for a child who is "
        "permanently and totally disabled. Married couples must normally file a joint return to claim the credit, "
        "although a spouse who is separated may claim it if they lived apart for the last 6 months of the year. The IRS "
        "cannot issue refunds that include the EITC before mid-February, even if you file early. You can claim the "
        "credit for up to 3 previous years by filing an amended return. If your claim is denied after an audit, you must "
        "file Form 8862 before you can claim it again.")
EITC_2023 = ("For tax year 2023, the maximum Earned Income Tax Credit was $600 with no qualifying children, $3,995 with "
             "one child, $6,604 with two and $7,430 with three or more. Investment income had to be $11,000 or less. The "
             "age rules for workers without a qualifying child were the same as in 2024: at least 25 but under 65 at "
             "the end of the year.")
EITC_NY = ("New York State's Earned Income Credit is equal to 30% of the federal credit you are allowed, and New York "
           "City residents can also claim a city credit of between 10% and 30% of the federal credit, depending on "
           "income. You claim both on your state return with Form IT-215, and you must claim the federal credit first. "
           "Part-year residents get a share based on their New York income.")
HTS = ("Help to Save is a savings account for people on low incomes who get Universal Credit, Working Tax Credit or Child "
       "Tax Credit. If you get Universal Credit, you qualify if you and your partner earned at least £1 in your last "
       "monthly assessment period. You can save between £1 and £50 each calendar month, and you do not have to pay in "
       "every month. The account lasts 4 years from the day you open it. The government pays a bonus of 50p for every £1 "
       "you save, in two parts: a first bonus after 2 years, based on the highest balance you have reached, and a final "
       "bonus after 4 years, which is 50% of the amount by which your highest balance in years 3 and 4 exceeds your "
       "highest balance in the first 2 years. This means you can get up to £1,200 in each bonus, £2,400 in total. You "
       "can withdraw money at any time, but taking money out may reduce your bonus. Your bonus is paid into your bank "
       "account, not into the Help to Save account, within 2 weeks of the bonus date. If you stop getting benefits, you "
       "can keep your account open and keep saving. After the account closes, you cannot open another one.")
HTS_JISA = ("A Junior ISA is a long-term tax-free savings account for children under 18 who live in the UK. Parents, "
            "family and friends can pay in up to £9,000 a year in total, and there is no government bonus. The child can "
            "take control of the account at 16 but cannot withdraw the money until they turn 18, when the account "
            "becomes an adult ISA. A child cannot have both a Junior ISA and a Child Trust Fund.")
PPL = ("For children born or adopted on or after 1 July 2025, Parental Leave Pay provides up to 24 weeks (120 payable "
       "days) of payments at the national minimum wage, which can be shared between both parents. Each parent can claim "
       "up to 10 days at the same time as the other parent. The government also pays superannuation on Parental Leave "
       "Pay, at 12% of the payment, into your super fund as a lump sum after the end of the financial year. To be "
       "eligible you must meet the work test: you must have worked for at least 10 of the 13 months before the birth or "
       "before your first day of leave, and for at least 330 hours in those 10 months, with no more than a 12-week gap "
       "between two working days. You must also meet the income test: an individual adjusted taxable income of $168,865 "
       "or less in the previous financial year, or a family income of $350,000 or less. You can lodge your claim up to "
       "97 days before the expected date of birth, and you should claim within 28 days of the birth to avoid losing "
       "payments. Payments must be used within 2 years of the birth. You must not return to work on a day you claim "
       "Parental Leave Pay, but you can do up to 10 keeping in touch days.")
PPL_2024 = ("For children born or adopted between 1 July 2024 and 30 June 2025, Parental Leave Pay covered up to 22 weeks "
            "(110 payable days), and the individual income test limit was $163,054. Superannuation was not paid on "
            "Parental Leave Pay for these children. From 1 July 2026, the scheme will rise to 26 weeks, and each parent "
            "will be able to take up to 4 weeks at the same time as the other.")
PPL_NES = ("Separately, the National Employment Standards give employees with at least 12 months of continuous service "
           "the right to up to 12 months of unpaid parental leave, and to request up to a further 12 months. Employees "
           "must give their employer at least 10 weeks' written notice before starting leave, and confirm the dates at "
           "least 4 weeks before. Employer-paid parental leave can be taken before, after or at the same time as "
           "Parental Leave Pay.")
LEVY = ("The Apprenticeship Levy is paid by employers in the UK with an annual pay bill of more than £3 million. It is "
        "charged at 0.5% of the total pay bill and paid monthly to HMRC through PAYE, alongside Income Tax and National "
        "Insurance. Every employer receives an allowance of £15,000 a year to offset against its levy payment, so only "
        "employers with a pay bill over £3 million actually pay. Employers in England who pay the levy can use the funds "
        "in their apprenticeship service account to pay for apprenticeship training and assessment, and the government "
        "adds a 10% top-up to the monthly funds entering the account. Funds expire if they are not used within 24 months "
        "of entering the account. Levy-paying employers can transfer up to 50% of their annual funds to other employers, "
        "such as businesses in their supply chain. Employers that do not pay the levy pay 5% of the cost of training and "
        "the government pays the remaining 95%, and the government pays the full cost for apprentices aged 16 to 21 at "
        "employers with fewer than 50 employees. Employers also receive £1,000 for each apprentice aged 16 to 18 they "
        "take on, paid in two equal instalments after 90 days and 365 days.")
LEVY_DEV = ("Employers in Scotland, Wales and Northern Ireland also pay the Apprenticeship Levy to HMRC at the same rate, "
            "but they cannot use an apprenticeship service account. In Scotland, apprenticeship funding is managed by "
            "Skills Development Scotland, and in Wales by Medr; employers there do not pay towards the training of their "
            "apprentices. Any levy they do not spend is not refunded.")
LEVY_OLD = ("Until April 2024, employers that did not pay the levy paid 5% of training costs for all apprentices, and the "
            "government paid the full cost only for apprentices aged 16 to 18 at employers with fewer than 50 "
            "employees. Levy payers could transfer up to 25% of their annual funds. The £1,000 incentive payment for "
            "taking on a 16 to 18 year old was the same as it is now.")

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- binding: the value of another year, city, group or step (mostly the one a near passage gives) ---
    ("p18-binding-01", "binding", "我的新能源车购车发票是2025年12月28日开的，2026年1月5日才上牌，购置税按哪年的政策？",
     [NEV, NEV_OLD, NEV_TRADE],
     "看发票上的日期。您是2025年12月28日开的票，按2024到2025年那一档走：免征，每辆最多免3万元。",
     "看发票上的日期。您是2025年12月28日开的票，按2024到2025年那一档走：免征，每辆最多免1.5万元。",
     "1.5万元", "number", True),
    ("p18-binding-02", "binding", "在宁波签家庭医生，一年的签约费我自己要掏多少？", [FAMDOC, FAMDOC_WZ],
     "宁波的基础包一年120元，医保基金出60、公卫经费出40，您自己只出20元。",
     "宁波的基础包一年120元，医保基金出60、公卫经费出40，您自己只出10元。",
     "10元", "number", True),
    ("p18-binding-03", "binding", "2024年我赡养父母，我还有一个哥哥，我每月最多能扣多少？", [TAX, TAX_OLD],
     "您不是独生子女，得和哥哥一起分每月3000元的额度，您这份每个月最多1500元。",
     "您不是独生子女，得和哥哥一起分每月3000元的额度，您这份每个月最多1000元。",
     "1000元", "number", True),
    ("p18-binding-04", "binding", "江西2025年度的大病保险，起付线多少？超过10万的部分报多少？", [DABING_OLD, DABING, DABING_HN],
     "2025年度的起付线是1.5万元，超过10万元的那部分按七成报。",
     "2025年度的起付线是1.8万元，超过10万元的那部分按七成报。",
     "1.8万元", "number", True),
    ("p18-binding-05", "binding", "南京现在的共有产权房，买房人的产权份额最少要占多少？", [GONGYOU, GONGYOU_OLD],
     "按南京现行规定，买房人的份额不能低于六成，剩下的由区住房保障部门代表政府持有。",
     "按南京现行规定，买房人的份额不能低于50%，剩下的由区住房保障部门代表政府持有。",
     "50%", "number", True),
    ("p18-binding-06", "binding", "在宿州，个人露天烧秸秆被查到，罚多少钱？", [JIEGAN, JIEGAN_BZ],
     "在宿州，发现露天焚烧的，由县（区）生态环境分局责令改正，对个人处200元以上500元以下罚款。",
     "在宿州，发现露天焚烧的，由县（区）生态环境分局责令改正，对个人处50元以上200元以下罚款。",
     "50元以上200元以下", "number", False),
    ("p18-binding-07", "binding", "我是部属高校的研究生，2024年毕业去西部一个县的基层单位，每年学费补偿最多多少？",
     [XUEFEI, XUEFEI_OLD, XUEFEI_SC],
     "研究生每年最多补偿代偿两万元，学费或贷款比这个少的，就按实际金额给。",
     "研究生每年最多补偿代偿16000元，学费或贷款比这个少的，就按实际金额给。",
     "16000元", "number", True),
    ("p18-binding-08", "binding", "I have two qualifying children. What is the most EITC I can get for tax year 2024?",
     [EITC, EITC_2023],
     "With two qualifying children, the 2024 credit tops out at $6,960. Your investment income also has to stay at "
     "$11,600 or below.",
     "With two qualifying children, the 2024 credit tops out at $6,604. Your investment income also has to stay at "
     "$11,600 or below.",
     "$6,604", "number", True),
    ("p18-binding-09", "binding", "Our baby is due in September 2025. How many weeks of Parental Leave Pay can we get?",
     [PPL_2024, PPL],
     "For a child born after 1 July 2025 you can get up to 24 weeks between the two of you, paid at the national "
     "minimum wage. Each of you can take up to 10 days at the same time as the other.",
     "For a child born after 1 July 2025 you can get up to 22 weeks between the two of you, paid at the national "
     "minimum wage. Each of you can take up to 10 days at the same time as the other.",
     "22 weeks", "number", True),
    ("p18-binding-10", "binding", "I live in England. What is the most I can get from a Disabled Facilities Grant?",
     [DFG, DFG_WALES, DFG_NI],
     "In England the grant goes up to thirty thousand pounds, and you apply to your local council.",
     "In England the grant goes up to £36,000, and you apply to your local council.",
     "£36,000", "number", True),

    # --- role: a body swapped with another one (often the body of a near passage's city or province) ---
    ("p18-role-01", "role", "在山东，医保个人账户的家庭共济绑定去哪里办？", [GONGJI, GONGJI_HN],
     "在山东可以直接用“国家医保服务平台”APP办，也可以去参保地的医保经办机构办，绑好后第二天生效。",
     "在山东可以直接用“国家医保服务平台”APP办，也可以去就医地的医保经办机构办，绑好后第二天生效。",
     "就医地", "entity", True),
    ("p18-role-02", "role", "合肥的适老化改造补贴谁来审核？钱打给谁？", [AGED, AGED_OLD],
     "先向户籍地街道（乡镇）申请，入户评估、公示以后报区民政局审核。验收合格后，补贴直接拨给施工单位。",
     "先向户籍地街道（乡镇）申请，入户评估、公示以后报区民政局审核。验收合格后，补贴直接拨给老年人本人。",
     "老年人本人", "entity", True),
    ("p18-role-03", "role", "部属高校毕业生到中西部基层工作，学费补偿向谁申请？", [XUEFEI_SC, XUEFEI],
     "要在去基层单位就业那年的9月30日前，向自己的毕业学校提出申请。",
     "要在去基层单位就业那年的9月30日前，向县级人力资源社会保障部门提出申请。",
     "县级人力资源社会保障部门", "entity", True),
    ("p18-role-04", "role", "江西的城乡居民大病保险是谁在经办？", [DABING, DABING_HN],
     "江西的大病保险交给商业保险公司承办，钱从城乡居民医保基金里划过去。",
     "江西的大病保险由医保经办机构直接经办，钱从城乡居民医保基金里划过去。",
     "医保经办机构直接经办", "entity", True),
    ("p18-role-05", "role", "宿州有人在地里烧秸秆，归哪个部门管？", [JIEGAN, JIEGAN_BZ],
     "在宿州，露天烧秸秆的由县（区）生态环境分局责令改正并罚款，个人罚200到500块。",
     "在宿州，露天烧秸秆的由乡镇人民政府责令改正并罚款，个人罚200到500块。",
     "乡镇人民政府", "entity", True),
    ("p18-role-06", "role", "南京现行的共有产权房，政府那部分产权由谁持有？", [GONGYOU_OLD, GONGYOU],
     "现在南京政府那部分份额由区住房保障部门代表政府持有；拿证不满5年要退出的，也是它按原价回购。",
     "现在南京政府那部分份额由市住房保障中心代表政府持有；拿证不满5年要退出的，也是它按原价回购。",
     "市住房保障中心", "entity", True),
    ("p18-role-07", "role", "我住在宁波，可以找哪里的家庭医生签约？", [FAMDOC, FAMDOC_WZ, FAMDOC_OLD],
     "可以找户籍地或者居住地的社区卫生服务中心、乡镇卫生院的家庭医生团队签，同一时间只能签一个团队。",
     "可以找户籍地或者居住地的二级以上医院的家庭医生团队签，同一时间只能签一个团队。",
     "二级以上医院", "entity", True),
    ("p18-role-08", "role", "We are an employer in England paying the Apprenticeship Levy. Who do we pay it to, and where "
     "do we spend the funds?", [LEVY, LEVY_DEV],
     "You pay it to HMRC every month through PAYE. In England you then spend the funds through your apprenticeship "
     "service account on training and assessment.",
     "You pay it to Skills Development Scotland every month through PAYE. In England you then spend the funds through "
     "your apprenticeship service account on training and assessment.",
     "Skills Development Scotland", "entity", True),
    ("p18-role-09", "role", "I live in England. Who do I apply to for a Disabled Facilities Grant, and who checks what "
     "work I need?", [DFG, DFG_NI, DFG_WALES],
     "You apply to your local council, and an occupational therapist from the council usually comes round to assess "
     "what needs doing.",
     "You apply to the Northern Ireland Housing Executive, and an occupational therapist from the council usually "
     "comes round to assess what needs doing.",
     "the Northern Ireland Housing Executive", "entity", True),
    ("p18-role-10", "role", "My 2023 EITC claim was denied after an audit. What do I need to file before claiming it "
     "for 2024?", [EITC, EITC_NY],
     "You need to file Form 8862 before you can claim the credit again.",
     "You need to file Form IT-215 before you can claim the credit again.",
     "Form IT-215", "entity", False),

    # --- event-date: the date or period of another step, event, year or city ---
    ("p18-event-date-01", "event-date", "2026年买了新能源车，车辆购置税要在多长时间内申报？", [NEV_TRADE, NEV, NEV_OLD],
     "从买车那天算起60天之内要申报缴纳，在电子税务局上就能办。",
     "从买车那天算起30日内要申报缴纳，在电子税务局上就能办。",
     "30日内", "date", True),
    ("p18-event-date-02", "event-date", "在宁波签了家庭医生，签多久以后才能换团队？", [FAMDOC_OLD, FAMDOC],
     "签满半年以后可以提出更换，一个签约周期里只能换一次。",
     "签满3个月以后可以提出更换，一个签约周期里只能换一次。",
     "3个月", "date", True),
    ("p18-event-date-03", "event-date", "合肥现在申请适老化改造，街道多长时间内来入户评估？", [AGED, AGED_OLD],
     "街道（乡镇）要在10个工作日内上门评估，评估结果公示5个工作日没有异议，再报区民政局审核。",
     "街道（乡镇）要在15个工作日内上门评估，评估结果公示5个工作日没有异议，再报区民政局审核。",
     "15个工作日", "date", False),
    ("p18-event-date-04", "event-date", "宿州夏季秸秆禁烧的重点时段是哪几天？", [JIEGAN_BZ, JIEGAN],
     "宿州夏季是每年5月25日到6月25日，秋季则是9月25日到11月10日。",
     "宿州夏季是每年5月20日到6月25日，秋季则是9月25日到11月10日。",
     "5月20日", "date", False),
    ("p18-event-date-05", "event-date", "江西2025年度大病保险出院时没能一站式结算，多久之内要去报销？", [DABING, DABING_OLD, DABING_HN],
     "出院后半年之内，带上发票和费用清单去参保地医保经办机构申请。",
     "出院后3个月内，带上发票和费用清单去参保地医保经办机构申请。",
     "3个月内", "date", True),
    ("p18-event-date-06", "event-date", "2025年的专项附加扣除，平时工资里没扣的，什么时候还能补报？", [TAX, TAX_MED],
     "可以等到第二年3月1日到6月30日办年度汇算的时候再申报扣除。",
     "可以等到当年12月31日之前办年度汇算的时候再申报扣除。",
     "当年12月31日之前", "date", True),
    ("p18-event-date-07", "event-date", "部属高校毕业生今年去西部基层就业，学费补偿最晚什么时候申请？", [XUEFEI, XUEFEI_OLD],
     "最晚在就业当年的9月30日前，向毕业学校提出申请。",
     "最晚在就业当年的10月31日前，向毕业学校提出申请。",
     "10月31日", "date", True),
    ("p18-event-date-08", "event-date", "Our baby is due on 1 December 2025. When should I claim Parental Leave Pay?",
     [PPL, PPL_NES],
     "You can lodge the claim up to 97 days before the due date, and you should get it in within four weeks of the "
     "birth so you don't lose any payments.",
     "You can lodge the claim up to 97 days before the due date, and you should get it in within 10 weeks of the "
     "birth so you don't lose any payments.",
     "10 weeks", "date", True),
    ("p18-event-date-09", "event-date", "When do I get my first Help to Save bonus, and where is it paid?", [HTS, HTS_JISA],
     "The first bonus comes after two years, and it goes into your bank account, not the Help to Save account, within "
     "two weeks of the bonus date.",
     "The first bonus comes after four years, and it goes into your bank account, not the Help to Save account, within "
     "two weeks of the bonus date.",
     "four years", "date", True),
    ("p18-event-date-10", "event-date", "We pay the levy in England. How long do funds stay in our apprenticeship "
     "service account?", [LEVY, LEVY_OLD, LEVY_DEV],
     "Funds expire if they aren't used within two years of entering the account.",
     "Funds expire if they aren't used within 365 days of entering the account.",
     "365 days", "date", True),

    # --- negation: a negation flipped in other words ---
    ("p18-negation-01", "negation", "我妈68岁，在宁波签家庭医生，个人那部分钱能免吗？", [FAMDOC, FAMDOC_WZ],
     "在宁波，65岁以上老人个人自付的那20元予以免除。签约以后在签约机构看病，一般诊疗费自付部分还能减半。",
     "在宁波，65岁以上老人个人自付的那20元不予免除。签约以后在签约机构看病，一般诊疗费自付部分还能减半。",
     "不予免除", "negation", True),
    ("p18-negation-02", "negation", "山东的医保个人账户钱用完了还能刷吗？人去世了余额怎么办？", [GONGJI, GONGJI_HN],
     "山东的个人账户余额为零时不能透支。参保人去世的，账户里剩下的钱可以依法继承。",
     "山东的个人账户余额为零时允许透支。参保人去世的，账户里剩下的钱可以依法继承。",
     "允许透支", "negation", True),
    ("p18-negation-03", "negation", "合肥的分散供养特困老人做适老化改造，自己要出钱吗？", [AGED, AGED_WH],
     "分散供养特困老人每户补5000元，由市、区两级财政按6比4分担，老人自己无需出钱。",
     "分散供养特困老人每户补5000元，由市、区两级财政按6比4分担，老人自己需要出10%。",
     "需要出10%", "negation", True),
    ("p18-negation-04", "negation", "2025年子女教育扣除能在每月发工资预扣的时候就扣吗？", [TAX, TAX_OLD],
     "子女教育扣除在每月预扣预缴时就能享受，不必等到第二年汇算。",
     "子女教育扣除在每月预扣预缴时不能享受，必须等到第二年汇算。",
     "不能享受，必须等到", "negation", True),
    ("p18-negation-05", "negation", "江西2025年度，低保对象的大病保险有没有封顶？", [DABING_HN, DABING, DABING_OLD],
     "2025年度特困人员、低保对象和返贫致贫人口取消了年度最高支付限额，普通参保人的封顶是40万元。",
     "2025年度特困人员、低保对象和返贫致贫人口的年度最高支付限额为35万元，普通参保人的封顶是40万元。",
     "年度最高支付限额为35万元", "number", True),
    ("p18-negation-06", "negation", "南京现行的共有产权房，拿证不满5年能卖吗？", [GONGYOU, GONGYOU_OLD],
     "不满5年不能转让；确实要退出的，由区住房保障部门按原价回购。",
     "不满5年也可以转让；确实要退出的，由区住房保障部门按原价回购。",
     "也可以转让", "negation", True),
    ("p18-negation-07", "negation", "部属高校毕业生在西部基层干了两年就走了，已经拿的学费补偿要退吗？", [XUEFEI, XUEFEI_SC],
     "服务期内离开的，以后就不再补偿了，但已经补的钱不会追回。要是因为个人原因被单位辞退，那就得把已补偿代偿的钱退回去。",
     "服务期内离开的，以后就不再补偿了，而且已经补的钱要全部追回。要是因为个人原因被单位辞退，那就得把已补偿代偿的钱退回去。",
     "要全部追回", "negation", True),
    ("p18-negation-08", "negation", "My son is 12 and disabled, and we live in England. Will a Disabled Facilities Grant "
     "look at our income?", [DFG, DFG_WALES],
     "In England there's no means test when the grant is for a disabled child or young person under 19. You still "
     "apply through your local council.",
     "In England the usual means test still applies when the grant is for a disabled child or young person under 19. "
     "You still apply through your local council.",
     "the usual means test still applies", "negation", True),
    ("p18-negation-09", "negation", "My son is 30, permanently and totally disabled, and lives with me. Can he be my "
     "qualifying child for the 2024 EITC?", [EITC, EITC_2023],
     "A qualifying child usually has to be under 19, or under 24 if a full-time student, but there's no age limit for "
     "a child who is permanently and totally disabled.",
     "A qualifying child usually has to be under 19, or under 24 if a full-time student, and that age limit also "
     "applies to a child who is permanently and totally disabled.",
     "and that age limit also applies", "negation", True),
    ("p18-negation-10", "negation", "My Universal Credit stopped last month. What happens to my Help to Save account?",
     [HTS, HTS_JISA],
     "You can keep the account open and keep paying in, even though your Universal Credit has stopped. It still runs "
     "for four years from when you opened it.",
     "You can keep the account open, but you can't pay in any more now that your Universal Credit has stopped. It "
     "still runs for four years from when you opened it.",
     "but you can't pay in any more", "negation", True),

    # --- modality: must / need not / may / may not said in other words ---
    ("p18-modality-01", "modality", "宁波的家庭医生签约一年到期了，我需要重新签吗？", [FAMDOC, FAMDOC_WZ],
     "在宁波，签约周期是一年，期满前30天内没提解约的会自动续约，不用您再去重新签。",
     "在宁波，签约周期是一年，期满前30天内没提解约的会自动续约，但您还得再去重新签一次。",
     "但您还得再去重新签一次", "negation", True),
    ("p18-modality-02", "modality", "山东的医保个人账户，能给家里人付健身卡吗？", [GONGJI, GONGJI_HN],
     "山东的个人账户可以给家人付看病、在定点药店买药和交居民医保的钱；健身保健、美容这类非医疗费用则不能付。",
     "山东的个人账户可以给家人付看病、在定点药店买药和交居民医保的钱；健身保健、美容这类非医疗费用也能付。",
     "也能付", "negation", True),
    ("p18-modality-03", "modality", "合肥低保边缘家庭的失能老人，适老化改造花了4000元，自己要出多少？", [AGED, AGED_WH],
     "合肥低保边缘家庭的失能老人每户补3000元，超出的1000元要自己承担。",
     "合肥低保边缘家庭的失能老人每户补3000元，超出的1000元本人免于出资。",
     "免于出资", "negation", True),
    ("p18-modality-04", "modality", "2024年我家孩子2岁，婴幼儿照护扣除我和我爱人能各扣一半吗？", [TAX, TAX_OLD],
     "每个孩子每月扣2000元；你们俩可以各扣一半，也可以由一方全扣。",
     "每个孩子每月扣2000元；你们俩不能各扣一半，必须由一方全扣。",
     "不能各扣一半，必须", "negation", True),
    ("p18-modality-05", "modality", "江西的城乡居民大病保险要另外交钱买吗？", [DABING, DABING_HN, DABING_OLD],
     "大病保险的钱是从城乡居民医保基金里划拨的，参保人无需单独缴费。",
     "大病保险的钱是从城乡居民医保基金里划拨的，参保人另外还须单独缴费。",
     "另外还须单独缴费", "negation", False),
    ("p18-modality-06", "modality", "宿州的秸秆还田补助，面积核实后要公示吗？", [JIEGAN, JIEGAN_BZ],
     "乡镇政府核实面积后，要在村里公示7天，之后县（区）农业农村局复核，作业结束后3个月内拨钱。",
     "乡镇政府核实面积后，不用在村里公示，之后县（区）农业农村局复核，作业结束后3个月内拨钱。",
     "不用在村里公示", "negation", True),
    ("p18-modality-07", "modality", "南京现行的共有产权房能不能租出去？", [GONGYOU, GONGYOU_OLD],
     "南京现行规定共有产权住房不得出租，违规出租的由区住房保障部门责令限期改正。",
     "南京现行规定共有产权住房可以出租，违规出租的由区住房保障部门责令限期改正。",
     "可以出租", "negation", False),
    ("p18-modality-08", "modality", "I'm in England. Can I start the building work while my Disabled Facilities Grant is "
     "being decided?", [DFG, DFG_WALES],
     "Wait for approval first, because the council won't pay for work that began before the grant was approved.",
     "Wait for approval first, although the council will still pay for work that began before the grant was approved.",
     "although the council will still pay", "negation", True),
    ("p18-modality-09", "modality", "Do I have to pay into my Help to Save account every month?", [HTS_JISA, HTS],
     "You can save anything from £1 to £50 in a calendar month, and you don't have to pay in every month.",
     "You can save anything from £1 to £50 in a calendar month, but you must pay in every month to keep the account.",
     "but you must pay in every month to keep the account", "negation", False),
    ("p18-modality-10", "modality", "Can I do some work while I'm on Parental Leave Pay for my baby born in August 2025?",
     [PPL, PPL_NES],
     "You can do up to 10 keeping in touch days, but you mustn't go back to work on a day you're claiming Parental "
     "Leave Pay.",
     "You can do up to 10 keeping in touch days, and you're free to go back to work on a day you're claiming Parental "
     "Leave Pay.",
     "and you're free to go back to work", "negation", True),

    # --- quantifier: scope, all / only / each read another way ---
    ("p18-quantifier-01", "quantifier", "山东的职工医保个人账户，能给在外省参保的父母用吗？", [GONGJI, GONGJI_HN],
     "山东的家庭共济只在本省范围内用，被共济的父母也得参加本省的基本医保。",
     "山东的家庭共济可以跨省使用，被共济的父母也得参加本省的基本医保。",
     "可以跨省使用", "negation", True),
    ("p18-quantifier-02", "quantifier", "在山东，我的医保个人账户能给我弟弟用吗？", [GONGJI_HN, GONGJI],
     "山东的共济范围是配偶、父母和子女，不包括兄弟姐妹。",
     "山东的共济范围是配偶、父母和子女，也包括共同生活的兄弟姐妹。",
     "共同生活的兄弟姐妹", "negation", True),
    ("p18-quantifier-03", "quantifier", "江西2025年度大病保险，哪些人的起付线能降低？", [DABING, DABING_HN],
     "特困人员、低保对象和返贫致贫人口的起付线都降一半，各段报销比例再高5个百分点。",
     "只有特困人员的起付线降一半，各段报销比例再高5个百分点。",
     "只有特困人员", "negation", True),
    ("p18-quantifier-04", "quantifier", "合肥的适老化改造，哪些老人能拿每户5000元的补贴？", [AGED, AGED_OLD],
     "5000元这一档给的是分散供养的特困老人，以及低保家庭里失能或者高龄的老人。",
     "5000元这一档给的是分散供养的特困老人，以及低保家庭里所有年满60周岁的老人。",
     "所有年满60周岁的老人", "negation", True),
    ("p18-quantifier-05", "quantifier", "2024年我是独生子女，父母都过了60岁，赡养老人一个月能扣多少？", [TAX, TAX_OLD],
     "您是独生子女，按每月3000元扣，父母两个人也是这一个额度，不按人头翻倍。",
     "您是独生子女，按每月3000元扣，父母两个人就按人头翻倍，一共6000元。",
     "就按人头翻倍，一共6000元", "negation", True),
    ("p18-quantifier-06", "quantifier", "宿州是不是只有重点时段才禁止烧秸秆？", [JIEGAN, JIEGAN_BZ],
     "宿州全年全域禁止露天焚烧秸秆；夏季5月25日到6月25日、秋季9月25日到11月10日是重点时段。",
     "宿州只在重点时段禁止露天焚烧秸秆；夏季5月25日到6月25日、秋季9月25日到11月10日是重点时段。",
     "只在重点时段", "negation", True),
    ("p18-quantifier-07", "quantifier", "部属高校毕业生去东部沿海一个县的基层单位工作，能享受学费补偿吗？",
     [XUEFEI, XUEFEI_SC, XUEFEI_OLD],
     "这项政策针对的是去中西部地区和艰苦边远地区县以下基层单位就业的，服务期还得3年以上。",
     "这项政策对到全国任何地区县以下基层单位就业的都适用，服务期还得3年以上。",
     "全国任何地区", "negation", True),
    ("p18-quantifier-08", "quantifier", "For tax year 2024, how long must my niece have lived with me to be my qualifying "
     "child for the EITC?", [EITC, EITC_NY],
     "She must have lived with you in the US for more than half of the year, and generally be under 19, or under 24 "
     "if she's a full-time student.",
     "She must have lived with you in the US for the whole year, and generally be under 19, or under 24 if she's a "
     "full-time student.",
     "the whole year", "negation", True),
    ("p18-quantifier-09", "quantifier", "We pay the Apprenticeship Levy in England. How much of our funds can we pass to "
     "a supplier?", [LEVY, LEVY_OLD],
     "Up to half of your annual funds can be transferred to other employers, such as businesses in your supply chain.",
     "All of your annual funds can be transferred to other employers, such as businesses in your supply chain.",
     "All of your annual funds", "negation", True),
    ("p18-quantifier-10", "quantifier", "Our baby is due in October 2025. Can my partner and I both be on Parental Leave "
     "Pay at the same time?", [PPL, PPL_2024],
     "You can overlap for up to 10 days each; the 24 weeks are shared between you.",
     "You can overlap for as many days as you like; the 24 weeks are shared between you.",
     "as many days as you like", "negation", True),

    # --- antonym: a direction or bound turned round ---
    ("p18-antonym-01", "antonym", "在宁波签了家庭医生，经转诊住院的话，起付线有什么变化？", [FAMDOC, FAMDOC_WZ],
     "经家庭医生转诊到二级以上医院住院的，住院起付线能少200块。",
     "经家庭医生转诊到二级以上医院住院的，住院起付线要多200块。",
     "要多200块", "direction", True),
    ("p18-antonym-02", "antonym", "新能源车购置税优惠，2026年跟2025年比是放宽了还是收紧了？", [NEV, NEV_OLD],
     "收紧了：2025年底前买是免征、每辆最多免3万元，2026年起改成减半征收、每辆最多减1.5万元。",
     "放宽了：2025年底前买是免征、每辆最多免3万元，2026年起改成减半征收、每辆最多减1.5万元。",
     "放宽了", "direction", True),
    ("p18-antonym-03", "antonym", "江西2025年度，低保对象的大病保险报销比例和普通人比怎么样？", [DABING, DABING_OLD],
     "低保对象各段的报销比例都比普通人高5个百分点，而且起付线减半、不设封顶。",
     "低保对象各段的报销比例都比普通人低5个百分点，而且起付线减半、不设封顶。",
     "低5个百分点", "direction", True),
    ("p18-antonym-04", "antonym", "南京共有产权房拿证满3年了，想把政府那部分份额一次性买下来，价格怎么算？",
     [GONGYOU, GONGYOU_OLD],
     "按当时的市场评估价，一次性买断的话价格还能下浮5%。",
     "按当时的市场评估价，一次性买断的话价格还要上浮5%。",
     "上浮5%", "direction", True),
    ("p18-antonym-05", "antonym", "我是部属高校本科生，每年学费只有5000元，去西部基层工作每年补多少？", [XUEFEI, XUEFEI_OLD],
     "您每年学费5000元，比16000元的上限低，就按实际的5000元补偿。",
     "您每年学费5000元，比16000元的上限低，就按上限16000元补偿。",
     "按上限16000元", "direction", True),
    ("p18-antonym-06", "antonym", "部属高校毕业生去西部基层，补偿代偿的钱从什么时候开始给？", [XUEFEI, XUEFEI_SC],
     "分三年给：在基层单位干满1年之后，先给总额的三分之一，第二年、第三年再各给三分之一。",
     "分三年给：到基层单位报到之前，先给总额的三分之一，第二年、第三年再各给三分之一。",
     "报到之前", "direction", True),
    ("p18-antonym-07", "antonym", "2024年在外地租房，个税的住房租金扣除在不同城市分别是多少？", [TAX, TAX_MED, TAX_OLD],
     "直辖市、省会这类城市每月扣1500元，市辖区户籍人口超过100万的城市每月扣1100元，其他城市每月扣800元。",
     "直辖市、省会这类城市每月扣1500元，市辖区户籍人口低于100万的城市每月扣1100元，其他城市每月扣800元。",
     "低于100万", "direction", True),
    ("p18-antonym-08", "antonym", "What work history do I need for Parental Leave Pay for a baby born in 2025?",
     [PPL, PPL_NES],
     "You need to have worked in at least 10 of the 13 months before the birth or your leave, and at least 330 hours "
     "in those 10 months.",
     "You need to have worked in at least 10 of the 13 months before the birth or your leave, and at most 330 hours "
     "in those 10 months.",
     "at most 330 hours", "direction", True),
    ("p18-antonym-09", "antonym", "Is there a limit on investment income for the 2024 EITC?", [EITC, EITC_2023],
     "Yes: your investment income for 2024 has to be $11,600 or less.",
     "Yes: your investment income for 2024 has to be at least $11,600.",
     "at least $11,600", "direction", True),
    ("p18-antonym-10", "antonym", "If I move house 4 years after getting a Disabled Facilities Grant in England, will I "
     "have to pay anything back?", [DFG, DFG_WALES],
     "You might: if you sell or move within 10 years, grants of more than £5,000 may have to be repaid, up to £10,000.",
     "You might: if you sell or move within 10 years, grants of less than £5,000 may have to be repaid, up to £10,000.",
     "less than £5,000", "direction", True),

    # --- short-zh: a bare value or a short clause ---
    ("p18-short-zh-01", "short-zh", "2026年买新能源乘用车，每辆最多能减多少购置税？", [NEV, NEV_OLD],
     "一万五千元。", "3万元。", "3万元", "number", True),
    ("p18-short-zh-02", "short-zh", "宁波家庭医生的签约服务费一年多少？", [FAMDOC, FAMDOC_WZ],
     "一百二十元。", "100元。", "100元", "number", True),
    ("p18-short-zh-03", "short-zh", "山东的医保共济关系一年最多能改几次？", [GONGJI, GONGJI_HN],
     "两次。", "1次。", "1次", "number", True),
    ("p18-short-zh-04", "short-zh", "合肥低保边缘家庭的失能老人，适老化改造每户补多少？", [AGED, AGED_WH],
     "三千块。", "6000元。", "6000元", "number", True),
    ("p18-short-zh-05", "short-zh", "2024年独生子女赡养老人每月扣多少？", [TAX, TAX_OLD],
     "每月3000元。", "每月2000元。", "2000元", "number", False),
    ("p18-short-zh-06", "short-zh", "江西2025年度大病保险一年最多付多少？", [DABING, DABING_HN],
     "40万元。", "50万元。", "50万元", "number", False),
    ("p18-short-zh-07", "short-zh", "南京现在非户籍家庭申请共有产权房，社保要连续缴满几年？", [GONGYOU, GONGYOU_OLD],
     "三年。", "满5年。", "满5年", "number", True),
    ("p18-short-zh-08", "short-zh", "宿州秸秆离田收储每吨补多少？", [JIEGAN, JIEGAN_BZ],
     "每吨50元。", "每吨80元。", "80元", "number", False),
    ("p18-short-zh-09", "short-zh", "2023年秋季学期起，部属高校本专科生到西部基层，每年最多补偿多少？", [XUEFEI, XUEFEI_OLD],
     "一万六千元。", "12000元。", "12000元", "number", True),
    ("p18-short-zh-10", "short-zh", "宁波签约居民在签约机构看病，一般诊疗费怎么收？", [FAMDOC, FAMDOC_OLD],
     "自付部分减半。", "自付部分全免。", "全免", "negation", True),

    # --- short-en: a bare value, yes/no or a short clause ---
    ("p18-short-en-01", "short-en", "What is the maximum EITC for tax year 2024 with one child?", [EITC, EITC_2023],
     "$4,213.", "$3,995.", "$3,995", "number", False),
    ("p18-short-en-02", "short-en", "What is the investment income limit for the 2024 EITC?", [EITC_2023, EITC, EITC_NY],
     "$11,600.", "$11,000.", "$11,000", "number", False),
    ("p18-short-en-03", "short-en", "What is the most bonus I can get from Help to Save over the whole account?",
     [HTS, HTS_JISA],
     "£2,400 in total.", "£1,200 in total.", "£1,200", "number", True),
    ("p18-short-en-04", "short-en", "How long does a Help to Save account last?", [HTS, HTS_JISA],
     "Four years.", "Two years.", "Two years", "date", True),
    ("p18-short-en-05", "short-en", "What is the individual income limit for Parental Leave Pay for a baby born in "
     "August 2025?", [PPL, PPL_2024, PPL_NES],
     "$168,865.", "$163,054.", "$163,054", "number", False),
    ("p18-short-en-06", "short-en", "For a baby born in 2025, how far ahead of the due date can I lodge a Parental "
     "Leave Pay claim?", [PPL, PPL_NES],
     "Up to 97 days.", "Up to 28 days.", "28 days", "date", False),
    ("p18-short-en-07", "short-en", "In England, is a Disabled Facilities Grant for an adult means-tested?",
     [DFG, DFG_WALES],
     "Yes, it is.", "No, it isn't.", "No", "negation", True),
    ("p18-short-en-08", "short-en", "In England, how long does the council have to decide on a Disabled Facilities "
     "Grant?", [DFG_WALES, DFG],
     "Six months.", "4 months.", "4 months", "date", True),
    ("p18-short-en-09", "short-en", "What is the Apprenticeship Levy rate?", [LEVY, LEVY_DEV],
     "Half a percent of the pay bill.", "5% of the pay bill.", "5%", "number", True),
    ("p18-short-en-10", "short-en", "How big is the levy allowance each employer gets in a year?", [LEVY, LEVY_OLD],
     "£15,000.", "£1,000.", "£1,000", "number", False),

    # --- paraphrase: the hallucinated answer rewords a value so that it no longer holds ---
    ("p18-paraphrase-01", "paraphrase", "新能源车购置税减半的政策，哪几年买的车能享受？", [NEV, NEV_TRADE],
     "2026年和2027年这两年里买的车，都能按减半征收。",
     "2026年起的三年里买的车，都能按减半征收。",
     "2026年起的三年里", "date", True),
    ("p18-paraphrase-02", "paraphrase", "我在宁波签了家庭医生，有高血压，一次能开多久的药？", [FAMDOC, FAMDOC_WZ],
     "慢性病患者在签约机构一次最长能开12个星期的长期处方，差不多是三个月的量。",
     "慢性病患者在签约机构一次最长能开12个星期的长期处方，差不多是半年的量。",
     "差不多是半年的量", "date", True),
    ("p18-paraphrase-03", "paraphrase", "在山东办了医保个人账户共济绑定，什么时候能用？解绑呢？", [GONGJI, GONGJI_HN],
     "绑定是第二天才生效，解绑则是马上生效。",
     "绑定是申请当日生效，解绑则是马上生效。",
     "申请当日生效", "date", True),
    ("p18-paraphrase-04", "paraphrase", "合肥的适老化改造做完以后，多久会来验收？", [AGED, AGED_WH],
     "改造完成后一个月之内，区民政局会同街道来验收，合格了钱直接给施工单位。",
     "改造完成后60日内，区民政局会同街道来验收，合格了钱直接给施工单位。",
     "60日内", "date", True),
    ("p18-paraphrase-05", "paraphrase", "2024年我家老大上小学，子女教育一年能扣多少？", [TAX, TAX_OLD],
     "每月2000元，一年下来就是两万四。",
     "每月2000元，一年下来就是一万二。",
     "一万二", "number", True),
    ("p18-paraphrase-06", "paraphrase", "江西2025年度大病保险，费用超过10万元的部分报多少？", [DABING, DABING_HN],
     "超过10万元的那部分按七成报，普通参保人一年最多报40万元。",
     "超过10万元的那部分按四分之三报，普通参保人一年最多报40万元。",
     "四分之三", "number", True),
    ("p18-paraphrase-07", "paraphrase", "宿州的秸秆深翻还田每亩补多少？", [JIEGAN, JIEGAN_BZ],
     "普通还田每亩20元，深翻还田翻一番，每亩40元。",
     "普通还田每亩20元，深翻还田在此基础上每亩再加40元。",
     "在此基础上每亩再加40元", "number", True),
    ("p18-paraphrase-08", "paraphrase", "How much can I put into Help to Save?", [HTS, HTS_JISA],
     "You can pay in anything from a pound up to fifty pounds each calendar month.",
     "You can pay in anything from a pound up to £600 a year, spread however you like.",
     "up to £600 a year, spread however you like", "number", True),
    ("p18-paraphrase-09", "paraphrase", "We're taking on a 17-year-old apprentice in England. What extra payment do we get, "
     "and when?", [LEVY, LEVY_OLD, LEVY_DEV],
     "You get £1,000, paid in two halves: one after the apprentice has been with you 90 days and the other after a "
     "full year.",
     "You get £1,000, paid in two halves: one after the apprentice has been with you 90 days and the other after two "
     "years.",
     "after two years", "date", True),
    ("p18-paraphrase-10", "paraphrase", "Is super paid on Parental Leave Pay for a baby born in November 2025?",
     [PPL, PPL_2024],
     "Yes. The government adds 12% of your Parental Leave Pay to your super fund as one lump sum once the financial "
     "year is over.",
     "Yes. The government adds 12% of your Parental Leave Pay to your super fund with each fortnightly payment.",
     "with each fortnightly payment", "date", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe18"), "probe18")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
