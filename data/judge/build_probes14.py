"""Build `data/judge/probes14.jsonl.gz`: the fourteenth probe set of issue 19 (pairs written by hand on 2026-11-27 by
the helper "probes14", blind: before the judge was run on them, without reading the judge's code). DIRECTION,
NEGATION AND MODALITY SAID IN OTHER WORDS, in the style of policy QA: one dense passage (sometimes shared by a few
pairs) with several rates, thresholds, bands, dates, bodies and exceptions; the faithful answer paraphrases in plain
words with its own correct direction, negation and bound words (不超过 → 以内/最多; 减半 → 只收一半; 提高到 → 涨到;
无需 → 不用; 不得 → 不能; 下浮20% → 打八折; "not required" → "don't have to"; "at least" → "or more"); the
hallucinated answer is either a near-copy of the passage with ONE direction, negation or modality word flipped
(上浮/下浮, 届满前/届满后, 不得/可以, 无需/需要, 不少于/不多于, "reduced"/"increased", "don't need"/"need") or the
faithful paraphrase with one wrong piece (a value of another clause, another body, a bound read the wrong way, the
exception read as the rule, a rewording that changes the meaning: 一分钱不用交 for 减半, 就封顶了 for 不低于).
New domains (bonded-zone cross-border e-commerce, tobacco retail licences, organic certification, hospital beds and
ambulance fees, nurse registration, notary fees, archive access, ship registration, IP pledge loans, wine labels,
rural road maintenance, village collective income, small hydropower, cold-chain food, pharmacy licences, pawnshops,
pollutant discharge permits, prepaid cards, private tutoring prepayments, construction waste, security guard
certificates, small food workshops; English: Canada GST/HST credit, RRSP, Canada Child Benefit, KiwiSaver, NZ IRD
returns and student loans, Singapore CPF, Ireland Help to Buy and Rent Tax Credit, Scottish Child Payment, Welsh EMA,
UK TV Licence and Lifetime ISA); see data/judge/README.md. Split by a hash of the id.
Deterministic: `python data/judge/build_probes14.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes14.jsonl.gz"

# Passages that several pairs are asked against (each pair's own passage is written in its tuple).
CBEC = ("跨境电子商务零售进口商品的单次交易限值为人民币5000元，个人年度交易限值为人民币26000元。在限值以内进口的跨境电子商务零售进口"
        "商品，关税税率暂设为0%；进口环节增值税、消费税取消免征税额，暂按法定应纳税额的70%征收。超过单次限值、累加后超过个人年度"
        "限值的单次交易，以及完税价格超过5000元单次交易限值但低于26000元年度交易限值且订单下仅一件商品时，按照货物税率全额征收关税"
        "和进口环节增值税、消费税。综合保税区内的网购保税进口商品，不得在区内线下自提，已购商品不得再次销售。")
TOBACCO = ("烟草专卖零售许可证的有效期限为5年。持证人需要延续的，应当在有效期届满30日前向原发证机关提出申请；逾期未申请延续的，许可证"
           "有效期届满后自动失效。持证人的经营场所、负责人等事项发生变更的，应当自变更之日起15日内办理变更手续。发证机关应当自受理"
           "申请之日起20个工作日内作出决定，需要实地核查的，核查时间不计入上述期限。中小学校周边100米范围内不予发放零售许可证。同一经营场所只核发一个零售许可证，"
           "许可证不得转让、出租、出借。")
ORGANIC = ("有机产品认证证书有效期为1年。认证机构应当在证书有效期内对获证组织至少实施1次现场检查；对风险较高的获证组织，每年增加不少于"
           "1次不通知检查。有机转换期：一年生作物不少于24个月，多年生作物不少于36个月。转换期内生产的产品不得以有机产品名义销售，也不得"
           "标注“有机转换”字样。获证产品的有机码实行一品一码，不得重复使用。证书到期需要延续的，获证组织应当在证书"
           "有效期届满前3个月提出再认证申请。进口有机产品须经境内认证机构认证。")
HOSPITAL = ("本市公立医院普通病房床位费标准为：三人间每床日45元，双人间每床日70元，单人间每床日120元；重症监护病房床位费每床日260元。"
            "院前急救（120）车辆收费实行起步价加里程费，起步价40元，含3公里；超过3公里的部分每公里加收5元，往返按实际里程计算。车内"
            "急救处置费另按项目收取；病人在转运途中死亡的，不收取起步价。重症监护病房床位费已包含监护费，不得另收；陪护床"
            "每床日10元，由患者自愿选择。急救车空驶不收费。")
NURSE = ("护士执业注册有效期为5年。护士执业注册有效期届满需要继续执业的，应当在有效期届满前30日向执业地卫生健康主管部门申请延续注册。护士"
         "在执业注册有效期内变更执业地点的，应当办理变更注册；但承担卫生健康主管部门交办或者批准的任务以及履行医疗卫生机构职责的护理"
         "活动除外。护士执业资格考试成绩合格后，应当在3年内申请执业注册；超过3年申请的，还应当提交在教学、综合医院接受3个月临床护理"
         "培训并考核合格的证明。护士注销执业注册后重新执业的，按照首次注册的规定办理。")
NOTARY = ("公证收费标准：证明继承、赠与、遗赠按受益额收费，20万元以下部分按1%收取，不足200元的按200元收取；20万元至50万元部分按0.8%"
          "收取；50万元至500万元部分按0.5%收取。证明遗嘱每件300元；办理保全证据每件500元。对符合法律援助条件的当事人，公证机构应当"
          "免收公证费；60周岁以上老年人办理遗嘱公证的，减半收取。办理涉外公证的，按上述标准加收50%；上门"
          "办理公证的，另收交通费每次100元。")
ARCHIVE = ("国家档案馆保管的档案，一般应当自形成之日起满25年向社会开放。经济、教育、科技、文化等类档案，可以少于25年向社会开放；涉及国家"
           "安全或者重大利益以及其他到期不宜开放的档案，可以多于25年向社会开放。单位和个人持合法证明，可以利用已经开放的档案。档案馆"
           "应当自收到利用申请之日起10个工作日内作出答复；需要延长的，延长期限最长不超过20个工作日。利用未开放档案的，须经档案馆同意。档案馆提供档案复制件的，按每页0.5元"
           "收取复制费，本人查阅与自己有关的档案不收费。")
IP_LOAN = ("知识产权质押融资风险补偿资金由市财政局设立，委托市知识产权局管理。合作银行发放的知识产权质押贷款发生损失的，由风险补偿资金"
           "承担50%，合作银行承担30%，合作担保机构承担20%；未引入担保机构的，由风险补偿资金和合作银行各承担50%。企业按时还本付息的，"
           "可按贷款实际支付利息的50%申请贴息，单户年度贴息不超过30万元。贴息申请由区市场监管部门初审，市知识产权局复核。风险补偿资金单笔代偿金额不超过"
           "200万元。")
ROAD = ("农村公路养护实行县道县管、乡道乡管、村道村管：县道由县级交通运输主管部门负责养护，乡道由乡镇人民政府负责养护，村道由村民委员会"
        "在乡镇人民政府指导下负责养护。省级财政对农村公路日常养护给予补助，补助标准为县道每公里每年1万元、乡道每公里每年5000元、村道"
        "每公里每年3000元；列养率低于90%的县，次年补助下调10%。养护资金不得用于新建项目。县级交通运输主管部门每年对乡道、村道养护质量进行考核，考核"
        "结果与下一年度补助挂钩。")
VILLAGE = ("村集体经济组织年度收益分配方案由村集体经济组织理事会拟订，经成员（代表）大会讨论通过后，报乡镇农村经营管理部门备案。分配前"
           "应当先弥补以前年度亏损，再提取不低于当年可分配收益10%的公积公益金，其余部分按股份向成员分配；当年无可分配收益的，不得举债"
           "分配。村务监督委员会负责对分配方案的执行进行监督，分配情况每年公开不少于2次。成员对分配方案有异议的，可以在公示之日起15日内向乡镇人民"
           "政府申请复核。复核期间暂停分配。")
HYDRO = ("小水电站生态流量泄放由电站业主负责落实，电站应当安装生态流量泄放设施和在线监测装置，监测数据实时传输至县级水行政主管部门。县级"
         "水行政主管部门负责日常监督检查；生态环境部门负责对电站所在河段水生态状况进行监测。生态流量原则上不低于坝址多年平均流量的10%，"
         "鱼类产卵期等敏感期不低于20%。未按要求泄放的，责令限期整改，整改期间暂停并网发电。对连续两年生态流量达标率低于80%的电站，由县级人民政府依法组织"
         "退出。")
HYDRO_PRICE = ("小水电上网电价实行丰枯分时：丰水期（6月至9月）上网电价在基准价基础上下浮20%，枯水期（12月至次年2月）上浮30%，其他月份执行"
               "基准价每千瓦时0.28元。对完成生态流量改造并通过验收的电站，上网电价每千瓦时提高0.01元；对未按要求泄放生态流量的电站，"
               "暂停执行丰枯分时电价，按基准价下浮10%结算。上述电价自2026年1月1日起执行，装机容量5万千瓦以上的水电站不适用"
               "本办法，仍执行省统一的上网电价。")
PHARMACY = ("开办药品零售企业，应当向所在地设区的市级药品监督管理部门或者县级人民政府确定的部门申请药品经营许可证，许可部门应当自受理申请"
            "之日起20个工作日内作出决定。药品零售企业应当配备依法经过资格认定的执业药师，负责处方审核；处方药必须凭执业药师审核后的处方"
            "销售，不得采用开架自选的方式陈列和销售。药品经营许可证有效期为5年，需要继续经营的，应当在有效期届满前6个月至2个月期间申请"
            "重新审查发证。药品零售连锁门店由总部统一配送药品，不得自行采购。")
PHARMACY_NEW = ("本市调整药品零售企业设置规定：中心城区新开办药店与已有药店的距离由不少于300米缩短为不少于200米，郊区由不少于500米放宽为"
                "不作限制。执业药师在岗要求由营业时间内全程在岗调整为每日在岗不少于8小时，其余时间可以通过远程审方。夜间24小时营业药店的"
                "补助标准由每年2万元提高至3万元，补助资金由区财政承担。新规自2026年3月1日起施行，施行前已取得许可证的药店不受距离调整"
                "影响，迁址的按新开办药店审查。")
COLD = ("进口冷链食品应当在入境后24小时内完成信息登记，并上传至省级冷链食品追溯平台。冷库经营者应当在食品入库前查验检验检疫证明和消毒"
        "证明，食品出库后48小时内上传出库信息。冷链食品贮存温度：冷冻食品不高于-18℃，冷藏食品在0℃至4℃之间。追溯记录保存期限不少于"
        "产品保质期满后6个月；没有明确保质期的，保存期限不少于2年。冷库经营者未按规定上传信息的，由市场监管部门责令"
        "改正；拒不改正的，处5000元以上5万元以下罚款。")
PAWN = ("典当期限由双方约定，最长不得超过6个月。典当期限或者续当期限届满后，当户应当在5日内赎当或者续当；逾期不赎当也不续当的，为绝当。"
        "绝当物品估价金额在3万元以上的，典当行可以按照担保法的有关规定处理，也可以双方事先约定绝当后由典当行委托拍卖行公开拍卖；估价"
        "金额不足3万元的，典当行可以自行变卖或者折价处理，损溢自负。续当一次的期限最长为6个月。典当综合费用月费率不得超过当金的4.2%，当期不足5日的按5日"
        "收取。")
DISCHARGE = ("排污许可证有效期为5年。排污单位需要延续依法取得的排污许可证的，应当在排污许可证有效期届满60日前向审批部门提出申请。审批部门"
             "应当自受理申请之日起20日内作出审批决定；需要进行现场核查的，应当自受理申请之日起30日内作出决定。排污单位变更名称、住所、"
             "法定代表人的，应当自变更之日起30日内申请办理变更手续。实行简化管理的排污单位，审批期限缩短为10日。排污"
             "许可证遗失的，应当在30日内申请补领。排污许可证不得涂改、出租、出借。")
PREPAID = ("单张记名预付卡资金限额不得超过5000元，不记名预付卡资金限额不得超过1000元。记名预付卡不得设置有效期；不记名预付卡有效期不得"
           "少于3年，超过有效期尚有资金余额的，发卡企业应当提供激活、换卡等配套服务。发卡企业应当在购卡人办理退卡后的3个工作日内将余额"
           "退还。单位一次性购卡金额达5000元以上或者个人一次性购卡金额达5万元以上的，应当通过银行转账方式购买。发卡企业不得发行面值低于100元的预付卡。")
TUTORING = ("校外培训机构预收费须全部进入资金监管专用账户，不得使用本机构其他账户收取培训费用。机构预收培训费用周期不得超过3个月或60课时，"
            "收费时间与教学安排相一致，不得在开课前1个月以上提前收取。学员申请退费的，机构应当在学员提交申请之日起7个工作日内完成退费；"
            "已完成课时按实际单价扣除，未开课的部分全额退还。机构一次性收费超过5000元的，应当与学员签订书面合同；因机构原因"
            "停止培训的，由监管银行从专用账户中划拨退款。")
WASTE = ("建筑垃圾运输车辆应当密闭运输，安装卫星定位装置，并按照核准的路线和时间行驶，核准运输时间为每日22时至次日5时；高考、中考期间，"
         "考点周边500米范围内全天禁止建筑垃圾运输车辆通行。运输单位未取得处置核准的，不得承运建筑垃圾；一年内两次被查处超限超载的车辆，"
         "取消其运输核准。居民装修垃圾单次不超过1立方米的，可以自行送至小区装修垃圾暂存点，无需办理核准。违反规定运输建筑垃圾的，由城市管理部门处5000元以上3万元以下罚款。")
GUARD = ("保安从业单位招用保安员，应当查验保安员证；未取得保安员证的人员不得从事保安服务。年满18周岁、身体健康、品行良好、具有初中以上"
         "学历的中国公民，可以申领保安员证。申请人应当参加保安员考试，考试合格的，由设区的市级公安机关在15日内核发保安员证。保安员不得"
         "限制他人人身自由、搜查他人身体，不得扣押他人证件和财物。保安员证全国通用，无需年检。保安员证遗失的，可以向原发证公安机关申请补发；被吊销保安员证的，3年内不得"
         "重新申领。")
WORKSHOP = ("食品小作坊应当依法取得登记证后方可从事食品生产加工活动，登记证有效期为3年。小作坊不得生产加工婴幼儿配方食品、保健食品、特殊"
            "医学用途配方食品以及国家和省规定禁止生产的其他食品。小作坊生产的食品可以在本县（市、区）范围内销售，也可以通过网络销售，"
            "但不得进入大型商场超市。从业人员应当每年进行健康检查，取得健康证明后方可上岗。登记证到期需要延续的，应当在届满前30日提出申请；小作坊应当在"
            "生产场所醒目位置公示登记证和从业人员健康证明。")
GST = ("For the July 2025 to June 2026 payment period, the GST/HST credit can be up to $533 if you are single, $698 if you "
       "are married or have a common-law partner, and $184 for each child under the age of 19. The credit is reduced by 5% "
       "of your adjusted family net income above $45,521. Payments are issued four times a year, in July, October, "
       "January and April. If your annual entitlement is less than $50, you get it all in a single payment in July.")
KIWISAVER = ("KiwiSaver employees can choose to contribute 3%, 4%, 6%, 8% or 10% of their before-tax pay. From 1 April 2026 "
             "the default employee rate rises from 3% to 3.5%, and from 1 April 2028 to 4%. Employers must contribute at least "
             "the default rate for employees aged 18 and over, but are not required to contribute for members under 18. The "
             "government contribution is 25 cents for each dollar a member contributes, up to $260.72 a year, and is not "
             "paid to members earning over $180,000.")
CPF = ("For employees aged 55 and below earning more than $750 a month, the total CPF contribution rate is 37% of wages: 17% "
       "from the employer and 20% from the employee. For employees above 55 to 60, the rates from 1 January 2025 are 15.5% "
       "from the employer and 17% from the employee, 32.5% in all. For employees above 60 to 65, the employer pays 12% and "
       "the employee 11.5%. Ordinary wages attract CPF contributions only up to a ceiling of $7,400 a month.")
HELP_TO_BUY = ("The Help to Buy incentive refunds income tax and DIRT paid over the previous four years, up to EUR 30,000 or 10% of "
               "the purchase price, whichever is lower. First-time buyers apply through Revenue's myAccount, and the claim is "
               "then verified by a qualifying contractor or developer approved by Revenue. For a self-build home the refund is "
               "paid into the buyer's mortgage account with the lender, not to the buyer directly; for a new home bought from a "
               "developer it is paid to the developer.")
SCP = ("Scottish Child Payment is paid by Social Security Scotland, not the Department for Work and Pensions, at £27.15 a "
       "week for each child under 16. To get it you or your partner must already get a qualifying benefit such as "
       "Universal Credit, which is paid by the DWP. If you disagree with a decision, you first ask Social Security Scotland "
       "to look at it again (a re-determination); after that you can appeal to the First-tier Tribunal for Scotland.")
EMA = ("Education Maintenance Allowance in Wales is £40 a week, paid fortnightly to students aged 16 to 18 in further "
       "education whose household income is £23,400 or less (£25,974 with more than one child). Students apply to Student "
       "Finance Wales; the school or college confirms attendance every fortnight under a learning agreement, and a payment "
       "is made only if the college confirms full attendance. Student Finance Wales pays into the student's own account.")
RRSP = ("Contributions to your RRSP made in the first 60 days of the year can be deducted on either the previous year's or "
        "the current year's return; for the 2025 tax year the contribution deadline is 2 March 2026. Under the Home Buyers' "
        "Plan you may withdraw up to $60,000, and repayments start in the fifth year after the year of withdrawal. You must "
        "convert your RRSP into a RRIF or an annuity by 31 December of the year you turn 71.")
IRD = ("If you file your own individual income tax return (IR3), it is due by 7 July after the end of the tax year on 31 "
       "March. If you have a tax agent, you usually get an extension to 31 March of the following year. Any tax to pay is "
       "due on 7 February following the end of the tax year, or 7 April if you have a tax agent. Late filing penalties do "
       "not apply to individuals with income under $100,000, but interest is charged on unpaid tax from the day after it "
       "was due.")
LISA = ("You can open a Lifetime ISA if you're 18 or over but under 40, and pay in up to £4,000 each tax year until you turn "
        "50. The government adds a 25% bonus, up to £1,000 a year. You can use the savings towards your first home, "
        "provided the account was opened at least 12 months before you buy, or withdraw them without a charge from age 60. "
        "Withdrawals for any other reason incur a 25% charge.")
TV = ("You need a TV Licence to watch or record programmes as they're being shown on any channel, or to watch or download "
      "programmes on BBC iPlayer. You don't need one to watch other on-demand services such as Netflix, or clips on YouTube "
      "that aren't live. A colour licence costs £174.50 a year. If you're 75 or over and you or your partner get Pension "
      "Credit, you can get a free licence; being 75 alone does not make you eligible. Blind people get a 50% concession.")
CCB = ("The Canada Child Benefit is a tax-free monthly payment to eligible families to help with the cost of raising "
       "children under 18. It is not taxable income and does not need to be reported on your return. Both you and your "
       "spouse or common-law partner must file a tax return every year to keep getting it, even if one of you had no "
       "income. Parents with shared custody each receive 50% of the amount they would get with full custody.")
NZ_LOAN = ("From 1 April 2025 the repayment threshold for New Zealand-based student loan borrowers was frozen at $24,128 a "
           "year rather than rising with inflation, and the repayment rate stays at 12 cents for every dollar earned over "
           "the threshold. Overseas-based borrowers' annual repayment obligations rose, and the late payment interest "
           "rate for overseas borrowers increased from 4.9% to 5.9%. Loans stay interest-free for borrowers living in New "
           "Zealand.")
RENT_CREDIT = ("The Rent Tax Credit was increased from EUR 750 to EUR 1,000 per person for 2024 and 2025, and jointly assessed "
               "couples can claim up to EUR 2,000. It is worth 20% of the rent paid, up to that maximum, and has been "
               "extended to the end of 2028. Parents who pay rent for a child's student accommodation can also claim, but "
               "the tenancy must be registered with the Residential Tenancies Board.")

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (a value, rate or limit the passage gives another band or clause) ---
    ("p14-binding-01", "binding", "通过跨境电商买进口商品，一个人一年最多能买多少钱的？", [CBEC],
     "一个人一年加起来最多买26000元，每一单最多买5000元。",
     "一个人一年加起来最多买5000元，每一单也最多买这么多。",
     "5000", "number", True),
    ("p14-binding-02", "binding", "烟草零售店换了负责人，多少天内要去办变更？", [TOBACCO,
     "烟草专卖零售许可证的申请、变更和延续，可以在政务服务网上提交，也可以到县级烟草专卖局窗口办理；材料齐全、符合法定形式的，当场受理。"],
     "从变更那天算起，半个月之内去办就行。",
     "持证人的经营场所、负责人等事项发生变更的，应当自变更之日起30日内办理变更手续。",
     "30日", "number", True),
    ("p14-binding-03", "binding", "种果树这种多年生作物，有机转换期要多长？", [ORGANIC],
     "多年生作物的转换期起码三年，也就是36个月或更久。",
     "多年生作物不少于24个月。",
     "24个月", "number", True),
    ("p14-binding-04", "binding", "住双人间的话，床位费一天多少？", [HOSPITAL],
     "双人间每张床一天收70块。",
     "普通病房双人间每床日120元。",
     "120", "number", True),
    ("p14-binding-05", "binding", "护士资格考试过了以后，多久之内要去注册？", [NURSE],
     "考过以后三年内去申请注册就行；拖过三年的，还得先做三个月临床护理培训并考核合格。",
     "护士执业资格考试成绩合格后，应当在5年内申请执业注册。",
     "5年内", "number", True),
    ("p14-binding-06", "binding", "公证一份遗嘱要多少钱？", [NOTARY],
     "遗嘱公证一件300块，60岁以上的老人只收一半。",
     "证明遗嘱每件500元；60周岁以上老年人办理遗嘱公证的，减半收取。",
     "500", "number", True),
    ("p14-binding-07", "binding", "档案馆收到查档申请后多久要答复？", [ARCHIVE],
     "一般十个工作日内答复；要延长的话，最多再延20个工作日。",
     "档案馆应当自收到利用申请之日起20个工作日内作出答复；需要延长的，可以再延长。",
     "20个工作日", "number", True),
    ("p14-binding-08", "binding", "How much GST/HST credit can a married couple get?", [GST],
     "A couple can get as much as $698 for the year, plus $184 for each child under 19.",
     "A couple can get as much as $533 for the year, plus $184 for each child under 19.",
     "$533", "number", True),
    ("p14-binding-09", "binding", "What is the default KiwiSaver employee rate from April 2026?", [KIWISAVER],
     "From 1 April 2026 the default goes up to three and a half per cent of your pay before tax.",
     "From 1 April 2026 the default employee rate rises from 3% to 4%.",
     "4%", "number", True),
    ("p14-binding-10", "binding", "I'm 58. How much of my salary goes to CPF from my side?", [CPF],
     "At 58 you're in the above-55-to-60 band, so you pay 17% and your employer adds 15.5%.",
     "At 58 you're in the above-55-to-60 band, so you pay 20% and your employer adds 15.5%.",
     "20%", "number", True),
    # --- role: which body or party does it (the body or party the passage gives another duty) ---
    ("p14-role-01", "role", "网购保税进口的商品，谁能再卖？", [CBEC],
     "谁都不能，买到的网购保税进口商品不许再拿去卖，在综保区里也不能线下自提。",
     "综合保税区内的网购保税进口商品，不得在区内线下自提，已购商品可由区内企业再次销售。",
     "可由区内企业", "entity", True),
    ("p14-role-02", "role", "药店卖处方药，谁来审核处方？", [PHARMACY],
     "处方得先由药店里有资格认定的执业药师审过，才能卖。",
     "处方药必须凭药品监督管理部门审核后的处方销售。",
     "药品监督管理部门", "entity", True),
    ("p14-role-03", "role", "知识产权质押贷款的贴息申请，先交给谁审？", [IP_LOAN],
     "先由区市场监管部门初审，再由市知识产权局复核。",
     "先由市知识产权局初审，再由区市场监管部门复核。",
     "先由市知识产权局初审", "entity", True),
    ("p14-role-04", "role", "村道坏了谁负责修？", [ROAD],
     "村道归村委会管，乡镇政府在旁边指导。",
     "村道由乡镇人民政府负责养护。",
     "由乡镇人民政府负责", "entity", True),
    ("p14-role-05", "role", "村集体收益分配方案由谁拍板？", [VILLAGE],
     "理事会先拿方案，成员（代表）大会讨论通过才算数，最后报乡镇农经部门备案。",
     "村集体经济组织年度收益分配方案由村集体经济组织理事会拟订，经村务监督委员会讨论通过后，报乡镇农村经营管理部门备案。",
     "村务监督委员会", "entity", True),
    ("p14-role-06", "role", "小水电站的生态流量在线监测数据要传给哪个部门？", [HYDRO],
     "要实时传到县里的水行政主管部门。",
     "电站应当安装生态流量泄放设施和在线监测装置，监测数据实时传输至县级生态环境部门。",
     "生态环境部门", "entity", True),
    ("p14-role-07", "role", "保安员证由哪个部门发？", [GUARD,
     "设立保安服务公司须经省级公安机关许可；保安培训单位应当向所在地设区的市级公安机关备案，培训合格的由培训单位出具结业证明。"],
     "考试过了，由设区的市级公安机关在半个月内发证。",
     "考试过了，由保安从业单位在半个月内发证。",
     "保安从业单位", "entity", True),
    ("p14-role-08", "role", "For a self-build, who receives the Help to Buy refund?", [HELP_TO_BUY],
     "It goes into your mortgage account with your lender, not to you directly.",
     "For a self-build home the refund is paid to the developer, not to the buyer directly.",
     "the developer", "entity", True),
    ("p14-role-09", "role", "Who pays Scottish Child Payment?", [SCP],
     "Social Security Scotland pays it, not the DWP; the DWP only pays the Universal Credit you need to qualify.",
     "The DWP pays it, not Social Security Scotland.",
     "The DWP pays it", "entity", True),
    ("p14-role-10", "role", "Who confirms attendance for Welsh EMA?", [EMA],
     "Your school or college does, every two weeks, under your learning agreement.",
     "Student Finance Wales confirms attendance every fortnight under a learning agreement.",
     "Student Finance Wales confirms", "entity", True),
    # --- the date or time limit of another step, or a before/after flipped ---
    ("p14-event-date-01", "event-date", "烟草零售许可证快到期了，最晚什么时候申请延续？", [TOBACCO],
     "最晚要在到期前一个月向原发证机关申请；过了这个期限不申请，证到期就作废了。",
     "持证人需要延续的，应当在有效期届满30日后向原发证机关提出申请。",
     "届满30日后", "date", True),
    ("p14-event-date-02", "event-date", "冷库的食品出库以后，多久要把出库信息传上去？", [COLD],
     "出库后两天之内要传上去。",
     "食品出库后24小时内上传出库信息。",
     "24小时内", "date", True),
    ("p14-event-date-03", "event-date", "进口葡萄酒的中文标签什么时候起必须在入境前贴好？",
     ["葡萄酒标签应当标示酒精度、原料与辅料、生产日期和贮藏条件。标示葡萄品种的，该品种葡萄的含量应当不低于75%；标示年份或者产地的，"
      "该年份或产地葡萄酿制的酒含量应当不低于80%。进口葡萄酒应当有中文标签，自2026年1月1日起，中文标签须在入境前加贴，不得在海关"
      "监管仓库内加贴；此前已入境的产品可以继续销售至2026年12月31日。标签标示的酒精度与实测值"
      "允许相差±1.0%vol，起泡葡萄酒还应当标示含糖量。"],
     "从2026年元旦起就得在入境前贴好，不能再到海关监管仓库里贴；之前已经进来的货能卖到2026年底。",
     "自2026年12月31日起，中文标签须在入境前加贴，不得在海关监管仓库内加贴。",
     "2026年12月31日", "date", True),
    ("p14-event-date-04", "event-date", "当期到了，多长时间内要去赎当？", [PAWN],
     "当期满了以后5天内得去赎回或者续当，过了这几天就算绝当。",
     "典当期限或者续当期限届满后，当户应当在6个月内赎当或者续当；逾期不赎当也不续当的，为绝当。",
     "6个月内", "date", True),
    ("p14-event-date-05", "event-date", "排污许可证延续，最晚要提前多久申请？", [DISCHARGE],
     "至少要在到期前两个月向审批部门提出。",
     "排污单位需要延续排污许可证的，应当在排污许可证有效期届满30日前向审批部门提出申请。",
     "30日前", "date", True),
    ("p14-event-date-06", "event-date", "退了预付卡，余额多久能退回来？", [PREPAID,
     "购卡人可以凭发票到发卡企业任一门店办理退卡，不记名卡退卡还需提供有效身份证件；退卡手续费不得超过余额的1%。"],
     "办完退卡，三个工作日之内就该把钱退给你。",
     "发卡企业应当在购卡人办理退卡后的3年内将余额退还。",
     "3年内", "date", True),
    ("p14-event-date-07", "event-date", "培训机构最早能在开课前多久收费？", [TUTORING],
     "最多提前一个月收，再早就不行了。",
     "机构不得在开课前3个月以上提前收取培训费用。",
     "3个月", "date", True),
    ("p14-event-date-08", "event-date", "What's the last day to contribute to an RRSP for 2025?", [RRSP],
     "You have until 2 March 2026.",
     "You have until 31 December 2025.",
     "31 December 2025", "date", True),
    ("p14-event-date-09", "event-date", "I do my own IR3 with no agent. When is any tax I owe due?", [IRD],
     "Without an agent, you pay it by 7 February after the tax year ends.",
     "Any tax to pay is due on 7 April following the end of the tax year.",
     "7 April", "date", True),
    ("p14-event-date-10", "event-date", "When can I take money out of a Lifetime ISA without a charge if I'm not buying a home?",
     [LISA],
     "Once you reach 60 you can take it out without the charge.",
     "Once you reach 50 you can take it out without the charge.",
     "50", "date", True),
    # --- negation (不/没/not flipped, or said in other words: 照收 for 不收取, 不影响 for 暂停) ---
    ("p14-negation-01", "negation", "病人在去医院的路上去世了，急救车起步价还收吗？", [HOSPITAL],
     "不收，转运途中去世的免掉起步价，车上的急救处置费按项目另算。",
     "照收，转运途中去世的起步价也要交，车上的急救处置费按项目另算。",
     "照收", "negation", True),
    ("p14-negation-02", "negation", "有机转换期里产的东西，能标“有机转换”吗？", [ORGANIC],
     "不能，转换期里的产品既不能当有机产品卖，也不能标“有机转换”。",
     "转换期内生产的产品不得以有机产品名义销售，但可以标注“有机转换”字样。",
     "但可以标注", "negation", True),
    ("p14-negation-03", "negation", "村里往年的亏损还没补完，今年的收益能直接分给成员吗？", [VILLAGE],
     "不能，得先把往年的亏损补上，再提至少一成的公积公益金，剩下的才按股分。",
     "能，往年的亏损不用先补，提够一成的公积公益金后剩下的就按股分。",
     "不用先补", "negation", True),
    ("p14-negation-04", "negation", "药店能把处方药摆在开放货架上让顾客自己拿吗？", [PHARMACY],
     "不能，处方药不许开架自选，得凭执业药师审过的处方卖。",
     "处方药必须凭执业药师审核后的处方销售，可以采用开架自选的方式陈列和销售。",
     "可以采用", "negation", True),
    ("p14-negation-05", "negation", "家里装修垃圾不到1立方米，要办核准吗？", [WASTE,
     "小区装修垃圾暂存点由物业服务企业负责管理，每周至少清运两次；暂存点不得混入生活垃圾。"],
     "不用办，这么少的可以自己送到小区的装修垃圾暂存点。",
     "居民装修垃圾单次不超过1立方米的，可以自行送至小区装修垃圾暂存点，但需办理核准。",
     "但需办理核准", "negation", True),
    ("p14-negation-06", "negation", "经济类档案一定要满25年才开放吗？", [ARCHIVE],
     "不一定，经济、教育、科技、文化这几类不到25年也可以开放。",
     "经济、教育、科技、文化等类档案，不得少于25年向社会开放。",
     "不得少于", "negation", True),
    ("p14-negation-07", "negation", "生态流量没放够被责令整改，整改期间电站还能并网发电吗？", [HYDRO],
     "不能，整改这段时间要停止并网发电。",
     "未按要求泄放的，责令限期整改，整改期间不影响并网发电。",
     "不影响", "negation", True),
    ("p14-negation-08", "negation", "Do I need a TV licence just to watch Netflix?", [TV],
     "No, on-demand services like Netflix don't call for one; only live TV and BBC iPlayer do.",
     "Yes, on-demand services like Netflix call for one, as do live TV and BBC iPlayer.",
     "Yes", "negation", True),
    ("p14-negation-09", "negation", "Do I have to report the Canada Child Benefit as income?", [CCB],
     "No. It's tax-free, so it doesn't go on your return as income.",
     "The Canada Child Benefit is taxable income and needs to be reported on your return.",
     "is taxable", "negation", True),
    ("p14-negation-10", "negation", "My wife had no income last year. Does she still need to file for us to keep the CCB?",
     [CCB],
     "Yes, both of you have to file every year, even when one of you earned nothing.",
     "No, only the partner who had income has to file each year.",
     "only the partner who had income", "negation", True),
    # --- modality (可以/不得/需要/无需; may/must/don't have to), often said in other words ---
    ("p14-modality-01", "modality", "网购保税进口的商品，能在综保区里自己去提货吗？", [CBEC],
     "不行，综保区里的网购保税商品不能在区内现场提货。",
     "综合保税区内的网购保税进口商品，可以在区内线下自提。",
     "可以", "negation", True),
    ("p14-modality-02", "modality", "离中学校门50米的小卖部，能办烟草零售许可证卖烟吗？", [TOBACCO],
     "不能，50米在中小学校周边100米以内，这个范围不会发零售许可证。",
     "能，中小学校周边100米以内也可以发零售许可证，办下来就能卖。",
     "也可以发", "negation", True),
    ("p14-modality-03", "modality", "护士换了执业的医院，一定要办变更注册吗？", [NURSE],
     "一般要办；只有承担卫生健康部门交办或批准的任务、履行医疗卫生机构职责的护理活动才不用办。",
     "一般不用办；只有承担卫生健康部门交办或批准的任务、履行医疗卫生机构职责的护理活动才要办。",
     "一般不用办", "negation", True),
    ("p14-modality-04", "modality", "保安员证需要每年年审吗？", [GUARD],
     "不用，保安员证全国都能用，也不用年检。",
     "保安员证全国通用，需要每年年检。",
     "需要每年年检", "negation", True),
    ("p14-modality-05", "modality", "商场保安能搜查顾客的身体吗？", [GUARD],
     "不能，保安没有权力搜别人的身，也不能扣人家的证件和财物。",
     "能，保安必要时可以搜别人的身，但不能扣人家的证件和财物。",
     "可以搜别人的身", "negation", True),
    ("p14-modality-06", "modality", "小作坊做的食品能在网上卖吗？", [WORKSHOP],
     "可以，除了在本县卖，也能在网上卖，只是进不了大型商场超市。",
     "小作坊生产的食品可以在本县（市、区）范围内销售，不得通过网络销售，也不得进入大型商场超市。",
     "不得通过网络销售", "negation", True),
    ("p14-modality-07", "modality", "小作坊能做保健食品吗？", [WORKSHOP],
     "不能，婴幼儿配方食品、保健食品、特医食品这些小作坊都不能做。",
     "能，有登记证就可以做保健食品，婴幼儿配方食品和特医食品才不能做。",
     "可以做保健食品", "negation", True),
    ("p14-modality-08", "modality", "I'm 17 and in KiwiSaver. Does my employer have to contribute?", [KIWISAVER],
     "No, employers don't have to pay in for members under 18.",
     "Yes, employers must contribute at least the default rate for members under 18 too.",
     "must contribute", "negation", True),
    ("p14-modality-09", "modality", "Can I watch BBC iPlayer without a TV licence?", [TV],
     "No, iPlayer needs a licence, even if you only watch on demand.",
     "You don't need a TV Licence to watch or download programmes on BBC iPlayer.",
     "don't need", "negation", True),
    ("p14-modality-10", "modality", "I'm 41. Can I still open a Lifetime ISA?", [LISA],
     "No, you have to open one before you turn 40.",
     "Yes, you can open one at any point until you turn 50.",
     "until you turn 50", "negation", True),
    # --- quantifier and bound (全部/都/至少/至多; all/every/only), often read the wrong way ---
    ("p14-quantifier-01", "quantifier", "继承了一套估值30万的房子，公证费是不是全按1%收？", [NOTARY],
     "不是，20万以内的部分按1%收，超出的那10万按0.8%收。",
     "是的，30万元的受益额整笔按1%收取。",
     "整笔", "negation", True),
    ("p14-quantifier-02", "quantifier", "冷冻食品和冷藏食品都放在0到4度就行吗？", [COLD],
     "不是，0到4度只适用于冷藏食品；冷冻的得在零下18度或更冷。",
     "冷链食品贮存温度：冷冻食品和冷藏食品均在0℃至4℃之间。",
     "均在", "negation", True),
    ("p14-quantifier-03", "quantifier", "村集体分配情况一年公开一次就够了吧？", [VILLAGE],
     "不够，一年起码要公开两回。",
     "村务监督委员会负责对分配方案的执行进行监督，分配情况每年公开不多于2次。",
     "不多于", "negation", True),
    ("p14-quantifier-04", "quantifier", "省里对各级农村公路的养护补助是一个标准吗？", [ROAD],
     "不是，县道每公里一年1万，乡道5000，村道3000。",
     "补助标准为县道、乡道、村道每公里每年均为1万元。",
     "均为1万元", "negation", True),
    ("p14-quantifier-05", "quantifier", "有担保机构的知识产权质押贷款出了损失，是不是都由风险补偿资金兜底？", [IP_LOAN,
     "合作担保机构为知识产权质押贷款提供担保的，担保费率不超过1%，市财政按实际担保费的50%给予补贴。"],
     "不是，补偿资金担一半，银行担三成，担保机构担两成。",
     "是的，合作银行发放的知识产权质押贷款发生损失的，全部由风险补偿资金承担。",
     "全部", "negation", True),
    ("p14-quantifier-06", "quantifier", "有机认证机构一年去一次现场检查就够了吗？", [ORGANIC],
     "一般起码一次；风险高的企业，每年还得再加至少一次不打招呼的检查。",
     "认证机构应当在证书有效期内对获证组织至多实施1次现场检查。",
     "至多", "negation", True),
    ("p14-quantifier-07", "quantifier", "公司一次买5000元的预付卡发员工福利，要走银行转账吗？", [PREPAID],
     "要，单位一次买到5000元及以上，就得通过银行转账买。",
     "不用，单位一次性购卡金额达5万元以上的才应当通过银行转账方式购买。",
     "5万元以上", "number", True),
    ("p14-quantifier-08", "quantifier", "I earn $9,000 a month. Is all of it subject to CPF?", [CPF],
     "No, ordinary wages only attract CPF up to $7,400 a month, so the rest is outside it.",
     "Yes, all of your ordinary wages attract CPF, with no monthly ceiling.",
     "no monthly ceiling", "negation", True),
    ("p14-quantifier-09", "quantifier", "Does every family get the full GST/HST credit?", [GST],
     "No, it's reduced by 5% of adjusted family net income above $45,521.",
     "Yes, every family gets the full amount, whatever its income.",
     "whatever its income", "negation", True),
    ("p14-quantifier-10", "quantifier", "Do I get my EMA for a fortnight where I attend most of my classes?", [EMA],
     "No, you're paid only if the college confirms full attendance.",
     "Yes, a payment is made if the college confirms you attended most classes.",
     "most classes", "negation", True),
    # --- antonym / direction (上浮/下浮, 提高/降低, 缩短/延长, 涨/降; rise/fall, up/down) ---
    ("p14-antonym-01", "antonym", "一级医院的床位费这次怎么调？",
     ["自2025年7月1日起，本市三级公立医院普通病房床位费上调，三人间由每床日40元提高到每床日55元；二级医院维持不变；一级及以下"
      "医疗机构下调10%。诊查费同步调整：三级医院副主任医师诊查费由每次20元提高至30元。调整后，城乡居民医保对床位费的支付限额由"
      "每日30元提高至40元，超出部分由个人负担。一级及以下医疗机构调整后的床位费每床日"
      "不低于20元；二级医院诊查费维持每次15元不变，特需病房床位费实行市场调节价。"],
     "一级及以下的医疗机构床位费便宜了一成。",
     "一级及以下医疗机构上调10%。",
     "上调", "direction", True),
    ("p14-antonym-02", "antonym", "丰水期小水电的上网电价怎么算？", [HYDRO_PRICE],
     "丰水期（6到9月）按基准价打八折。",
     "丰水期（6月至9月）上网电价在基准价基础上上浮20%。",
     "上浮20%", "direction", True),
    ("p14-antonym-03", "antonym", "完成生态流量改造的电站，电价有什么变化？", [HYDRO_PRICE],
     "验收通过后，每千瓦时多给1分钱。",
     "对完成生态流量改造并通过验收的电站，上网电价每千瓦时降低0.01元。",
     "降低", "direction", True),
    ("p14-antonym-04", "antonym", "首次贷款的企业，知识产权质押贷款利率会怎么样？",
     ["为支持知识产权质押融资，合作银行对知识产权质押贷款利率在贷款市场报价利率（LPR）基础上加点不超过50个基点，对首贷企业再"
      "下调不低于20个基点。贷款期限一般不超过3年，对专利产业化项目可以延长至5年。质押物评估值下降超过20%的，银行可以要求企业追加"
      "担保，但不得提前收回贷款。对国家知识产权示范企业，贷款额度可以提高到"
      "质押物评估值的60%，其他企业一般不超过40%；贷款到期后可以续贷一次，续贷期限不超过1年。"],
     "首贷企业的利率还能再往下降，至少降20个基点。",
     "对首贷企业再上调不低于20个基点。",
     "上调", "direction", True),
    ("p14-antonym-05", "antonym", "冷冻食品应该存在多少度？", [COLD],
     "零下18度或者更冷。",
     "零下18度或者更暖一些。",
     "更暖", "direction", True),
    ("p14-antonym-06", "antonym", "中心城区新开药店，跟别的药店的距离要求怎么变了？", [PHARMACY_NEW],
     "放宽了：以前得隔300米以上，现在隔200米以上就行。",
     "收紧了：以前隔200米以上就行，现在得隔300米以上。",
     "收紧了", "direction", True),
    ("p14-antonym-07", "antonym", "夜间24小时药店现在一年补多少？", [PHARMACY_NEW],
     "现在一年补3万，之前是2万。",
     "夜间24小时营业药店的补助标准由每年3万元降低至2万元。",
     "降低", "direction", True),
    ("p14-antonym-08", "antonym", "What happens to the Ordinary Account allocation in 2026?",
     ["From 1 January 2026, CPF contribution rates for employees above 55 to 60 will increase by 1.5 percentage points: "
      "the employer's share rises by 0.5 point and the employee's share by 1 point. For employees above 60 to 65, rates "
      "rise by 1.5 points, all from the employer. Rates for employees aged 55 and below are unchanged. The extra "
      "contributions go to the Special or Retirement Account, and the share allocated to the Ordinary Account goes "
      "down."],
     "Its share shrinks, because the extra money goes to the Special or Retirement Account.",
     "Its share grows, even though the extra money goes to the Special or Retirement Account.",
     "Its share grows", "direction", True),
    ("p14-antonym-09", "antonym", "What happened to the late payment interest rate for overseas student loan borrowers?",
     [NZ_LOAN],
     "It went up, from 4.9% to 5.9%.",
     "The late payment interest rate for overseas borrowers decreased from 4.9% to 5.9%.",
     "decreased", "direction", True),
    ("p14-antonym-10", "antonym", "Was the Rent Tax Credit cut for 2024?", [RENT_CREDIT],
     "No, it went up, from EUR 750 to EUR 1,000 a person.",
     "Yes, it was cut, from EUR 1,000 to EUR 750 a person.",
     "it was cut", "direction", True),
    # --- short answers, Chinese (a bare value, bound or yes/no) ---
    ("p14-short-zh-01", "short-zh", "跨境电商限值以内的进口商品，关税交多少？", [CBEC],
     "暂时不交，税率是0。", "按货物税率全额交。", "全额", "negation", True),
    ("p14-short-zh-02", "short-zh", "不记名预付卡最多能充多少钱？", [PREPAID],
     "1000元以内。", "5000元以内。", "5000元", "number", True),
    ("p14-short-zh-03", "short-zh", "档案一般满多少年向社会开放？", [ARCHIVE],
     "满25年。", "满20年。", "20年", "number", False),
    ("p14-short-zh-04", "short-zh", "绝当物品估价多少以内，典当行可以自己变卖？", [PAWN],
     "不到3万元的。", "3万元以上的。", "以上", "direction", True),
    ("p14-short-zh-05", "short-zh", "枯水期小水电上网电价怎么调？", [HYDRO_PRICE],
     "涨三成。", "下浮30%。", "下浮", "direction", True),
    ("p14-short-zh-06", "short-zh", "排污单位改了名字，多久内要办变更？", [DISCHARGE],
     "一个月内。", "两个月内。", "两个月", "date", True),
    ("p14-short-zh-07", "short-zh", "保安员证要年检吗？", [GUARD],
     "不用。", "每年都要。", "每年都要", "negation", True),
    ("p14-short-zh-08", "short-zh", "按时还款的企业，贴息按多少算？", [IP_LOAN],
     "实付利息的一半。", "实付利息的两成。", "两成", "number", True),
    ("p14-short-zh-09", "short-zh", "建筑垃圾车什么时候可以上路运输？", [WASTE],
     "晚上10点到第二天早上5点。", "早上5点到晚上10点。", "早上5点到晚上10点", "date", True),
    ("p14-short-zh-10", "short-zh", "郊区新开药店，离别的药店还有距离要求吗？", [PHARMACY_NEW],
     "没有了。", "至少500米。", "至少500米", "negation", True),
    # --- short answers, English ---
    ("p14-short-en-01", "short-en", "How often is the GST/HST credit paid?", [GST],
     "Every three months.", "Every month.", "Every month", "date", True),
    ("p14-short-en-02", "short-en", "What if my yearly GST/HST credit comes to under $50?", [GST],
     "You get it in one go in July.", "You don't get it at all.", "don't get it at all", "negation", True),
    ("p14-short-en-03", "short-en", "What is the Lifetime ISA government bonus?", [LISA],
     "A quarter of what you pay in, at most £1,000 a year.", "A quarter of what you pay in, at most £4,000 a year.",
     "£4,000", "number", True),
    ("p14-short-en-04", "short-en", "Is the TV licence cheaper for blind people?", [TV],
     "Yes, half price.", "Yes, it's free.", "free", "number", True),
    ("p14-short-en-05", "short-en", "Up to what age is Scottish Child Payment paid for a child?", [SCP],
     "Until they turn 16.", "Until they turn 18.", "18", "number", True),
    ("p14-short-en-06", "short-en", "By what age must an RRSP be converted?", [RRSP],
     "By the end of the year you turn 71.", "By the end of the year you turn 65.", "65", "date", True),
    ("p14-short-en-07", "short-en", "Do late filing penalties apply to me if I earn $80,000?", [IRD],
     "No, just interest on any unpaid tax.", "Yes, plus interest on any unpaid tax.", "Yes", "negation", True),
    ("p14-short-en-08", "short-en", "What interest do I pay on my student loan while living in New Zealand?", [NZ_LOAN],
     "None, it's interest-free.", "5.9% a year.", "5.9%", "number", True),
    ("p14-short-en-09", "short-en", "How much is Welsh EMA and how is it paid?", [EMA],
     "£40 a week, paid every two weeks.", "£40 a week, paid monthly.", "monthly", "date", True),
    ("p14-short-en-10", "short-en", "What is the most a jointly assessed couple can get from the Rent Tax Credit?",
     [RENT_CREDIT],
     "Two thousand euro.", "One thousand euro.", "One thousand", "number", True),
    # --- paraphrase that changes the meaning (只收一半 → 一分不用交, 至少 → 就封顶, 每年 → 入职时一次) ---
    ("p14-paraphrase-01", "paraphrase", "一单超过5000元的跨境电商商品，税怎么交？", [CBEC],
     "超过单笔5000元就不享受优惠了，关税、增值税和消费税都按货物税率全额交。",
     "超过单笔5000元的，关税照样免，增值税和消费税按七成交。",
     "关税照样免", "negation", True),
    ("p14-paraphrase-02", "paraphrase", "急救车跑了5公里，要多少钱？", [HOSPITAL],
     "起步40块管3公里，多出的2公里每公里5块，一共50块；车上的急救处置费另算。",
     "起步40块管3公里，多出的2公里每公里5块，一共50块；车上的急救处置费也包在里面了。",
     "也包在里面了", "negation", True),
    ("p14-paraphrase-03", "paraphrase", "老人做遗嘱公证有优惠吗？", [NOTARY,
     "法律援助对象办理公证的，凭法律援助机构出具的证明免收公证费；公证机构不得以任何名义加收其他费用。"],
     "有，60岁以上的老人做遗嘱公证只收一半。",
     "有，60岁以上的老人做遗嘱公证一分钱不用交。",
     "一分钱不用交", "number", True),
    ("p14-paraphrase-04", "paraphrase", "小水电站的生态流量最少要放多少？", [HYDRO],
     "一般至少要放多年平均流量的一成，鱼类产卵期这类敏感时段至少两成。",
     "一般放到多年平均流量的一成就封顶了，鱼类产卵期这类敏感时段至少两成。",
     "就封顶了", "direction", True),
    ("p14-paraphrase-05", "paraphrase", "培训机构能一次收半年的学费吗？", [TUTORING],
     "不能，一次最多收3个月或者60课时的钱。",
     "不能，一次至少要收3个月或者60课时的钱。",
     "至少", "direction", True),
    ("p14-paraphrase-06", "paraphrase", "培训退费的话，没上的课能退多少？", [TUTORING],
     "交了退费申请，7个工作日内办完；上过的按实际单价扣，没上的课全退。",
     "交了退费申请，7个工作日内办完；上过的按实际单价扣，没上的课退一半。",
     "退一半", "number", True),
    ("p14-paraphrase-07", "paraphrase", "小作坊的工人要体检吗？", [WORKSHOP],
     "要，每年都得体检，拿到健康证才能上岗。",
     "要，入职时体检一次，拿到健康证就能一直干下去。",
     "入职时体检一次", "date", True),
    ("p14-paraphrase-08", "paraphrase", "How much does the government put into KiwiSaver?", [KIWISAVER],
     "A quarter of a dollar for every dollar you put in, capped at $260.72 a year, and nothing if you earn over $180,000.",
     "A dollar for every 25 cents you put in, capped at $260.72 a year, and nothing if you earn over $180,000.",
     "A dollar for every 25 cents", "number", True),
    ("p14-paraphrase-09", "paraphrase", "We share custody 50/50. How much CCB does each of us get?", [CCB],
     "Each of you gets half of what you'd get with full custody.",
     "Each of you gets the whole amount you'd get with full custody.",
     "the whole amount", "number", True),
    ("p14-paraphrase-10", "paraphrase", "I opened my Lifetime ISA six months ago. Can I use it to buy my first home now?",
     [LISA],
     "Not yet; the account has to have been open for at least a year before you buy.",
     "Yes; the account just has to be opened within a year before you buy.",
     "within a year", "direction", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe14"), "probe14")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
