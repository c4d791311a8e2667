"""Build `data/judge/probes15.jsonl.gz`: the fifteenth probe set of issue 19 (pairs written by hand on 2026-11-28 by
the helper "probes15", blind: before the judge was run on them, without reading the judge's code). DATES, PERIODS,
FREQUENCIES AND AMOUNTS SAID IN OTHER WORDS, in the style of policy QA: one dense passage (shared by a few pairs) with
several dates, deadlines, periods, frequencies, amounts and rates that belong to different steps, groups or events;
the faithful answer paraphrases in plain words and restates a date, period or value in another correct form
(24:00 → 当天夜里12点之前; 36小时 → 一天半; 每3个月 → 一个季度; 6个月 → 半年; 48小时 → 两天; 42天 → 六个星期;
18000元 → 一万八; "7 days" → "a week"; "every 2 years" → "every other year"; "by 31 January" → "by the end of
January"); the hallucinated answer is either a near-copy of the passage's sentence with ONE date, period or value
changed (another clause's value, 届满90日前 → 90日后, 发生/终止, 每年 for 每2年, a body of another step) or the faithful
paraphrase with one wrong piece (another group's value, a unit change that is not equal: 15个工作日 → 半个月,
6个月 → 每个季度, "every 2 years" → "twice a year", "12 semesters" → "six semesters").
New domains (civil-service exam registration, graduate admission adjustment, the population census, vehicle emission
tests, presale housing contracts, pesticide registration, railway ticket refunds and changes, gaokao score re-checks,
pension adjustment, maternity allowance and leave, housing provident fund withdrawals, flood-season rules, school-year
calendars, Putonghua proficiency tests, credit reports; English: US FAFSA, US passport renewal, UK student loan
repayment, Australian Medicare claims and Safety Net, Canadian passports, NZ driver licences); see
data/judge/README.md. Split by a hash of the id. Deterministic: `python data/judge/build_probes15.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes15.jsonl.gz"

# Passages that several pairs are asked against (each pair names its passage in its tuple).
CSE = ("2026年度中央机关及其直属机构考试录用公务员网上报名时间为2025年10月15日8:00至10月24日18:00。招录机关应在10月26日"
       "18:00前完成资格审查，报考者可在10月27日8:00至10月29日24:00查询是否通过资格审查。通过资格审查的报考者应于11月1日8:00"
       "至11月7日24:00登录报名网站进行报名确认并缴纳考务费，逾期未确认缴费的视为自动放弃。笔试公共科目于11月30日举行，上午"
       "9:00至11:00为行政职业能力测验，下午14:00至17:00为申论。城乡最低生活保障家庭的报考者可申请减免考务费，须先在报名确认期"
       "内网上确认，再于11月10日前到考区考试机构办理减免手续。笔试成绩和合格分数线于2026年1月中下旬公布。")
GRAD = ("考生可于4月8日起登录全国硕士生招生调剂服务系统填报调剂志愿，每次最多可同时填报3个平行志愿，志愿提交后36小时内不能"
        "修改；招生单位超过36小时仍未作出答复的，志愿锁定自动解除。考生收到复试通知后，须在招生单位规定的时间内（一般为12小时）"
        "在系统中确认，逾期视为放弃。拟录取通知须在收到后24小时内确认，考生接受一个单位的拟录取后不能再接受其他单位的拟录取。"
        "调剂系统开放时间原则上不少于10天，各招生单位应于4月30日前完成全部复试录取工作。")
CENSUS = ("第八次全国人口普查的标准时点为2030年11月1日零时。普查登记分两个阶段：11月1日至12月10日为普查员入户登记阶段，"
          "其间住户也可在11月1日至11月7日通过手机自主填报；12月11日至12月31日为复查阶段，由乡镇（街道）普查机构按5%的比例"
          "随机抽取住户进行质量抽查。普查短表由全部住户填报，长表按10%的比例抽取住户填报。普查员和普查指导员的劳务补助按每人"
          "每天120元计发，由县级普查机构按月发放。主要数据公报于2031年4月底前发布。")
EMISSION = ("非营运小型、微型载客汽车注册登记6年以内（含6年）的免予上线排放检验，每2年提交一次定期检验资料即可；超过6年不满10年"
            "的，每2年上线检验一次；超过10年的，每年上线检验一次。营运载客汽车5年以内每年检验一次，超过5年的每6个月检验一次。"
            "检验不合格的，车主应在15日内完成维修并复检，期限内复检的免收检验费，逾期复检的按首次检验收费。检验合格的，检验机构"
            "在1个工作日内将结果上传至生态环境部门，公安机关交通管理部门凭检验结果核发检验合格标志。排放检验收费标准为每车次"
            "汽油车80元、柴油车150元。")
PRESALE = ("房地产开发企业取得商品房预售许可证后方可对外销售，并应自取得许可证之日起10日内一次性公开全部准售房源及每套房屋价格。"
           "买卖双方签订预售合同后，开发企业应当在30日内办理网签备案。开发企业收取的定金不得超过房价总额的20%，购房款应全部存入"
           "预售资金监管账户。交房逾期不超过90日的，开发企业按日向买受人支付已付房款万分之一的违约金；逾期超过90日的，买受人有权"
           "解除合同，开发企业应自解除通知送达之日起30日内退还全部已付房款，并按已付房款的3%支付违约金。")
PESTICIDE = ("农药登记证有效期为5年。有效期届满需要继续生产农药或者向中国出口农药的，应当在有效期届满90日前申请延续；逾期未申请"
             "延续的，应当重新申请登记。农药登记评审委员会每年至少召开两次全体会议，农业农村部自收到评审意见之日起20个工作日内"
             "作出审批决定。登记试验中的药效试验应当在我国2个以上省级行政区、至少2年进行，残留试验应当在至少2个省级行政区进行。"
             "新农药的登记试验须经审查批准，审查时限为40个工作日，批准后有效期为5年。")
RAIL = ("旅客在开车前8天（含）以上退票的，不收退票费；票面乘车站开车时间前48小时以上的，按票价5%计；24小时以上、不足48小时"
        "的，按票价10%计；不足24小时的，按票价20%计。开车前48小时至8天期间内改签或变更到站至距开车8天以上的其他列车，又在距"
        "开车8天前退票的，仍核收5%的退票费。退票费按元计算，尾数以5角为界，不足5角的舍去，5角以上的进为1元；退票费最低按2元"
        "计收。改签只能办理一次，开车后改签的，须在开车当日24时之前办理，且只能改签当日其他列车。")
REMARK = ("考生对本人高考成绩有异议的，可在成绩公布后3日内（6月25日至6月27日）通过省教育考试院网站申请复核，每科只能申请一次"
          "，复核不收取费用，复核申请须由考生本人提交，不接受他人代办。复核内容限于是否漏评、合分是否有误、登分是否有误，不对评分宽"
          "严进行复评。复核结果于7月2日前通过网站反馈，成绩有变动的，以复核后成绩为准。普通类本科批志愿填报时间为6月28日至7月"
          "3日，专科批为7月20日至7月22日，志愿填报不受复核进度影响。")
PENSION = ("2026年退休人员基本养老金调整自2026年1月1日起执行，总体调整水平为2025年退休人员月人均基本养老金的2%。调整采取定额"
           "调整、挂钩调整与适当倾斜相结合的办法：定额调整每人每月增加25元；挂钩调整部分，缴费年限每满1年每月增加1.5元，另按"
           "本人2025年12月基本养老金的0.6%增加；年满70周岁不满80周岁的每人每月再增加30元，年满80周岁的再增加50元。增加的养老金"
           "由社会保险经办机构于7月底前发放到位，1月至6月的差额一次性补发。")
MATERNITY = ("职工生育津贴按照职工所在用人单位上年度职工月平均工资除以30再乘以产假天数计发。女职工生育享受98天产假，其中产前"
             "可以休假15天；难产的，增加产假15天；生育多胞胎的，每多生育1个婴儿，增加产假15天。女职工怀孕未满4个月流产的，享受"
             "15天产假；怀孕满4个月流产的，享受42天产假。本省另给予延长产假60天，延长产假期间由用人单位按原工资标准发放工资。"
             "用人单位应在职工产假结束后1年内申领生育津贴，医保经办机构自受理之日起15个工作日内拨付至单位账户。")
HPF = ("职工租住商品住房的，可每3个月提取一次住房公积金，每次提取金额不超过3个月的实际房租，每年提取总额不超过18000元；无房屋"
       "租赁合同的，按每月1500元的标准提取。职工购买自住住房的，可在购房合同签订之日起2年内提取本人及配偶的住房公积金，提取"
       "总额不超过购房款。偿还住房贷款本息的，每年可提取一次，提取额不超过上一年度实际还款额。职工离职后在本市未重新就业、且"
       "离职满6个月的，可申请销户提取。申请材料齐全的，公积金管理中心于3个工作日内办结，资金于办结后次个工作日到账。")
FLOOD = ("本市每年6月1日至9月30日为汛期，其中7月15日至8月15日为主汛期。汛期内各级防汛责任人实行24小时值班。水库水位超过汛限"
         "水位的，由水库管理单位在48小时内降至汛限水位以下，水务部门负责监督。主汛期内，城区地下空间管理单位每日巡查不少于2次，"
         "汛期其他时段每周不少于1次。气象部门发布暴雨红色预警后，建筑工地应在2小时内停止露天作业，中小学、幼儿园当日停课。"
         "防汛物资应于每年5月31日前完成清点补充。")
CALENDAR = ("本市中小学2026—2027学年第一学期于2026年9月1日开学，2027年1月22日结束，共20周，期末考试安排在1月"
            "18日至20日；寒假自1月23日起至2月21日，共30天。第二学期于2027年2月22日开学，7月2日结束，共19周；暑"
            "假自7月3日开始。国庆节放假7天，10月10日（星期六）上课。中考定于2027年6月21日至23日，初三年级可于6月19"
            "日提前结束学业。期中考试一般安排在每学期第10周。")
PTH = ("本站普通话水平测试每月举行一次，一般安排在当月第二周的周六。报名于测试日前20天开放，前7天截止，名额满即止。测试费每人"
       "每次50元，补证费每本20元。测试当天须携带身份证原件，迟到15分钟以上的不得入场。测试结束后25个工作日内可在网上查询"
       "成绩，纸质证书于成绩公布后1个月内由报名点发放；成绩达到一级乙等及以上的，需报省语委复审，发证时间顺延15个工作日。同一"
       "考生两次报名间隔不得少于3个月。")
CREDIT = ("个人每年可通过征信中心网站免费查询本人信用报告2次，第3次起每次收费10元；通过商业银行网点的自助查询机查询的，不收费、"
          "不限次数。个人认为信用报告中的信息有错误的，可以向征信中心或者数据提供机构提出异议。征信中心应当自收到异议之日起2个工作"
          "日内进行内部核查，需要数据提供机构核查的，应当自收到异议之日起20日内书面答复异议人；异议处理期间，征信中心对异议信息予"
          "以标注。不良信息自不良行为或者事件终止之日起保存5年，超过5年的予以删除。")
FAFSA = ("The 2027–28 FAFSA opens on October 1, 2026; the federal deadline to submit it is June 30, 2028. Many "
         "states set much earlier deadlines, and some state grant programs need the form by March 1, 2027. You "
         "receive your FAFSA Submission Summary within 1 to 3 days if you file online, or in about 3 weeks for "
         "a paper form. Corrections can be made until September 2028. The maximum Federal Pell Grant for the "
         "award year is $7,395, and Pell eligibility is limited to the equivalent of 12 full-time semesters, or"
         " six years.")
USPASS = ("You can renew a U.S. passport by mail if it was issued when you were 16 or older, within the last 15"
          " years, and is undamaged. A passport book costs $130, a card $30, and both together $160. Routine "
          "service takes 4 to 6 weeks; expedited service costs $60 more and takes 2 to 3 weeks. Processing "
          "times do not include mailing time, which can add up to 2 weeks each way. With international travel "
          "within 14 days you may book a passport agency appointment; for a life-or-death emergency within 3 "
          "business days, ask for an emergency appointment.")
UKLOAN = ("On Plan 2 you repay 9% of your income over £28,470 a year (£2,372 a month or £547 a week); on Plan "
          "5, 9% over £25,000 a year. Postgraduate Loans are repaid at 6% of income over £21,000. If you are "
          "employed, your employer takes repayments through PAYE each pay period; if you are self-employed, you"
          " repay through Self Assessment, due by 31 January. Repayments start in the April after you leave "
          "your course. Plan 2 loans are written off 30 years after the April you were first due to repay, Plan"
          " 5 loans after 40 years.")
MEDICARE = ("You can claim a Medicare benefit up to 2 years after the date of service. Most online claims are "
            "paid into your bank account within 7 days; by mail, allow up to 21 days. The 2026 Safety Net "
            "thresholds are $560.40 for concessional singles and families and $2,544.30 for everyone else. Once"
            " you reach your threshold, you get a higher share of your out-of-hospital costs back for the rest "
            "of the calendar year. Families and couples must register for the Safety Net once; individuals are "
            "registered automatically.")
CANPASS = ("An adult passport costs $120 for 5 years or $160 for 10 years; a child passport (under 16) costs "
           "$57 and is valid for 5 years. Standard processing is 10 business days in person at a Service Canada"
           " passport office and 20 business days by mail, plus mailing time. Urgent service (select offices, "
           "$110 extra) gets you the passport by the end of the next business day; express service (2 to 9 "
           "business days) costs $50 extra. You can use the simplified renewal if your last passport was issued"
           " in the last 15 years and you were 16 or older when you applied.")
NZLIC = ("You can keep a car learner licence as long as you like, but must hold it for at least 6 months before"
         " the restricted test. The restricted licence must then be held for at least 18 months before the full"
         " test, or 12 months with an approved advanced driving course; if you are 25 or older, 6 months, or 3 "
         "months with the course. A full licence is renewed every 10 years; from 75 you renew at 75, 80 and "
         "every 2 years after that, with a medical certificate each time. The theory test costs $93.90 and the "
         "restricted test $148.00.")
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- the date, period or value of another step ---
    ("p15-event-date-01", "event-date", "国考报名确认缴费哪天截止？", [CSE],
     "11月7号当天夜里12点之前都能确认缴费，过了就算自动放弃。",
     "通过资格审查的报考者应于11月1日8:00至11月10日24:00登录报名网站进行报名确认并缴纳考务费。",
     "11月10日", "date", True),
    ("p15-event-date-02", "event-date", "调剂的复试录取最晚什么时候全部结束？", [GRAD],
     "4月底之前，各个学校都要把复试录取办完。",
     "各招生单位应于4月8日前完成全部复试录取工作。",
     "4月8日", "date", True),
    ("p15-event-date-03", "event-date", "人口普查时住户自己用手机填报能填到哪天？", [CENSUS],
     "到11月7号为止，也就是入户登记开始后的头一个星期。",
     "其间住户可在11月1日至12月10日通过手机自主填报。",
     "12月10日", "date", True),
    ("p15-event-date-04", "event-date", "开发商拿到预售证以后，多久之内要把房源公开？", [PRESALE],
     "拿证以后10天之内，要把能卖的房子和每套的价格一次性全部亮出来。",
     "开发企业应自取得许可证之日起30日内一次性公开全部准售房源及每套房屋价格。",
     "30日内", "date", True),
    ("p15-event-date-05", "event-date", "火车开了以后还能改签吗？最晚什么时候？", [RAIL],
     "能，不过要在开车当天半夜12点以前办，而且只能换当天的其他车次。",
     "能，不过要在开车后48小时以内办，而且只能换当天的其他车次。",
     "开车后48小时以内", "date", True),
    ("p15-event-date-06", "event-date", "高考成绩复核的结果什么时候出来？", [REMARK],
     "7月2号之前会在考试院网站上告诉你。",
     "复核结果于7月3日前通过网站反馈，成绩有变动的，以复核后成绩为准。",
     "7月3日", "date", True),
    ("p15-event-date-07", "event-date", "今年中小学寒假放到哪天？", [CALENDAR],
     "放到2月21号，第二天22号就开学了。",
     "寒假自1月23日起至2月22日，共30天。",
     "2月22日", "date", True),
    ("p15-event-date-08", "event-date", "What is the federal deadline for the 2027-28 FAFSA?", [FAFSA],
     "You have until the end of June 2028.",
     "The federal deadline to submit it is March 1, 2027.",
     "March 1, 2027", "date", True),
    ("p15-event-date-09", "event-date", "When do I have to start paying back my student loan?", [UKLOAN],
     "Not until the April after you finish your course.",
     "From the January after you finish your course.",
     "January", "date", True),
    ("p15-event-date-10", "event-date", "How long after a GP visit can I still claim from Medicare?", [MEDICARE],
     "You've got two years from the date of the visit.",
     "You can claim a Medicare benefit up to 21 days after the date of service.",
     "21 days", "date", True),
    # --- a value bound to another step, group or band ---
    ("p15-binding-01", "binding", "国考的申论考多长时间？", [CSE],
     "申论在下午考，两点考到五点，整整三个钟头。",
     "笔试公共科目于11月30日举行，下午14:00至16:00为申论。",
     "16:00", "number", True),
    ("p15-binding-02", "binding", "调剂的拟录取通知要在多长时间内确认？", [GRAD],
     "收到以后一整天之内要在系统里确认。",
     "拟录取通知须在收到后12小时内确认。",
     "12小时", "number", True),
    ("p15-binding-03", "binding", "我的私家车上牌8年了，多久要上线检一次排放？", [EMISSION],
     "你的车超过6年、还不到10年，两年上线检一次就行。",
     "超过6年不满10年的，每年上线检验一次。",
     "每年", "date", True),
    ("p15-binding-04", "binding", "期房交房拖了100天，我能拿到什么赔偿？", [PRESALE],
     "已经超过90天了，你有权解除合同；开发商要在收到解约通知后30天之内把已付的房款全退给你，另外再按已付房款的3%赔违约金。",
     "已经超过90天了，你有权解除合同；开发商要在收到解约通知后30天之内把已付的房款全退给你，另外再按已付房款每天万分之一赔违约金。",
     "每天万分之一", "number", True),
    ("p15-binding-05", "binding", "离开车还有30个小时，现在退火车票扣多少？", [RAIL],
     "还剩一天多、不到两天，要扣票价的一成。",
     "24小时以上、不足48小时的，按票价5%计。",
     "5%", "number", True),
    ("p15-binding-06", "binding", "怀孕五个月流产了，能休几天产假？", [MATERNITY],
     "已经满4个月了，可以休42天，差不多六个星期。",
     "已经满4个月了，可以休半个月。",
     "半个月", "date", True),
    ("p15-binding-07", "binding", "还房贷的话多久能提一次公积金？", [HPF],
     "一年提一次，最多提上一年实际还掉的钱。",
     "偿还住房贷款本息的，每3个月可提取一次，提取额不超过上一年度实际还款额。",
     "每3个月", "date", True),
    ("p15-binding-08", "binding", "我今年82岁，这次养老金调整的高龄倾斜每个月多给多少？", [PENSION],
     "你已经过了80岁，每个月再多五十块。",
     "你已经过了80岁，每个月再多三十块。",
     "三十块", "number", True),
    ("p15-binding-09", "binding", "How much extra does expedited passport renewal cost?", [USPASS],
     "Sixty dollars on top of the normal fee.",
     "Thirty dollars on top of the normal fee.",
     "Thirty dollars", "number", True),
    ("p15-binding-10", "binding", "What rate do I pay back a Postgraduate Loan at?", [UKLOAN],
     "Six per cent of whatever you earn above £21,000.",
     "Postgraduate Loans are repaid at 9% of income over £21,000.",
     "9%", "number", True),
    ("p15-binding-11", "binding", "I'm 30 and not doing the advanced course. How long must I stay on my restricted licence?",
     [NZLIC],
     "Half a year, because you're over 25.",
     "A year and a half, because you're over 25.",
     "A year and a half", "date", True),
    # --- the body of another step ---
    ("p15-role-01", "role", "低保家庭减免国考考务费的手续到哪儿办？", [CSE],
     "到考区的考试机构去办，最晚11月10号。",
     "城乡最低生活保障家庭的报考者须于11月10日前到招录机关办理减免手续。",
     "招录机关", "entity", True),
    ("p15-role-02", "role", "普查员的劳务补助由哪一级发？", [CENSUS],
     "县里的普查机构发，一个月发一次。",
     "普查员的劳务补助由乡镇（街道）普查机构按月发放。",
     "乡镇（街道）普查机构", "entity", True),
    ("p15-role-03", "role", "排放检验合格标志是谁发的？", [EMISSION],
     "交警部门看了检验结果以后发的。",
     "检验合格的，生态环境部门凭检验结果核发检验合格标志。",
     "生态环境部门", "entity", True),
    ("p15-role-04", "role", "签完预售合同，网签备案由谁去办？", [PRESALE],
     "开发商去办，签完合同30天之内办好。",
     "买卖双方签订预售合同后，买受人应当在30日内办理网签备案。",
     "买受人", "entity", True),
    ("p15-role-05", "role", "本省多休的那60天产假，工资谁出？", [MATERNITY],
     "单位出，照原来的工资标准发。",
     "延长产假期间由医保经办机构按原工资标准发放工资。",
     "医保经办机构", "entity", True),
    ("p15-role-06", "role", "生育津贴由谁去申领？", [MATERNITY],
     "单位去领，产假结束以后一年之内要申请。",
     "女职工本人应在产假结束后1年内申领生育津贴。",
     "女职工本人", "entity", True),
    ("p15-role-07", "role", "水库水位超了汛限，谁负责把水位降下来？", [FLOOD],
     "水库管理单位自己负责，两天之内降到汛限以下，水务部门盯着。",
     "由水务部门在48小时内降至汛限水位以下。",
     "水务部门", "entity", True),
    ("p15-role-08", "role", "普通话考到一级乙等，谁来复审？", [PTH],
     "要报到省语委去复审，拿证会再晚15个工作日。",
     "由报名点复审，拿证会再晚15个工作日。",
     "报名点", "entity", True),
    ("p15-role-09", "role", "对信用报告提了异议，谁先做那两个工作日的内部核查？", [CREDIT],
     "征信中心自己先查，收到异议后两个工作日内查完。",
     "数据提供机构先查，收到异议后两个工作日内查完。",
     "数据提供机构", "entity", True),
    ("p15-role-10", "role", "I'm employed. Who takes my student loan repayments?", [UKLOAN],
     "Your employer deducts them from your pay through PAYE every pay period.",
     "You pay them yourself through your Self Assessment return each January.",
     "You pay them yourself", "entity", True),
    # --- negation ---
    ("p15-negation-01", "negation", "过了11月7号还没缴国考考务费，还能补交吗？", [CSE],
     "补不了，过了期限没确认缴费的就当自己放弃了。",
     "能补，过了期限没确认缴费的还可以接着交。",
     "能补", "negation", True),
    ("p15-negation-02", "negation", "我已经确认了一个学校的拟录取，还能再接受别的学校的吗？", [GRAD],
     "不行，一旦接受了一家的拟录取，别家的就不能再接了。",
     "可以，考生接受一个单位的拟录取后仍可接受其他单位的拟录取。",
     "仍可", "negation", True),
    ("p15-negation-03", "negation", "排放检验不合格，修好后复检还要交钱吗？", [EMISSION],
     "半个月之内去复检就不用再交钱；拖过了期限，就跟头一回检一样收费。",
     "检验不合格的，车主应在15日内完成维修并复检，期限内复检的照常收取检验费。",
     "照常收取", "negation", True),
    ("p15-negation-04", "negation", "农药登记证过期了没申请延续，还能补办延续吗？", [PESTICIDE],
     "不能，过期没申请延续的只能重新申请登记。",
     "能，逾期未申请延续的仍可申请延续。",
     "仍可申请延续", "negation", True),
    ("p15-negation-05", "negation", "高考成绩复核会重新看作文给分松不松吗？", [REMARK],
     "不会，只查有没有漏评、分数加没加错、登没登错，不会重新评宽严。",
     "复核内容包括是否漏评、合分和登分是否有误，也对评分宽严进行复评。",
     "也对评分宽严进行复评", "negation", True),
    ("p15-negation-06", "negation", "一年里在网上查第三次信用报告要收钱吗？", [CREDIT],
     "要，一年里前两次免费，第三次开始每次十块。",
     "不要，网上查多少次都不收钱。",
     "不要", "negation", True),
    ("p15-negation-07", "negation", "Can I still fix mistakes after I've submitted the FAFSA?", [FAFSA],
     "Yes, you can make corrections up to September 2028.",
     "No, corrections cannot be made once the form is submitted.",
     "cannot", "negation", True),
    ("p15-negation-08", "negation", "Does the 4 to 6 weeks for a passport renewal include mailing time?", [USPASS],
     "No, the post comes on top of that and can add up to two weeks each way.",
     "Yes, processing times include mailing time.",
     "include", "negation", True),
    ("p15-negation-09", "negation", "Are Medicare claims by mail paid as quickly as online ones?", [MEDICARE],
     "No, online claims usually arrive within a week, but by mail you should allow up to three weeks.",
     "Yes, mail claims are also paid within a week.",
     "Yes", "negation", True),
    ("p15-negation-10", "negation", "Do I need a medical certificate to renew my full licence at 60?", [NZLIC],
     "No, the medical certificate only comes in from 75.",
     "Yes, every renewal needs a medical certificate.",
     "Yes", "negation", True),
    # --- modality (须/可/无需; must/may) ---
    ("p15-modality-01", "modality", "低保家庭想减免国考考务费，要先在网上确认吗？", [CSE],
     "要的，得先在确认期内网上确认，然后11月10号以前去考区的考试机构办减免。",
     "城乡最低生活保障家庭的报考者无需网上确认，可直接于11月10日前到考区考试机构办理减免手续。",
     "无需网上确认", "negation", True),
    ("p15-modality-02", "modality", "开发商还没拿到预售证，可以先卖房吗？", [PRESALE],
     "不可以，必须先拿到预售许可证才能对外卖。",
     "可以，房地产开发企业可先对外销售，再取得商品房预售许可证。",
     "可以", "negation", True),
    ("p15-modality-03", "modality", "高考成绩复核结果还没出来，我能先填本科志愿吗？", [REMARK],
     "能，填志愿不看复核进度，6月28号就可以开始填。",
     "不能，志愿填报须待复核结果反馈后方可进行。",
     "不能", "negation", True),
    ("p15-modality-04", "modality", "发了暴雨红色预警，学校要停课吗？", [FLOOD],
     "要，中小学和幼儿园当天就得停课。",
     "气象部门发布暴雨红色预警后，中小学、幼儿园可自行决定是否停课。",
     "可自行决定", "negation", True),
    ("p15-modality-05", "modality", "这个月普通话没考好，下个月能马上再报吗？", [PTH],
     "不能，两次报名中间至少得隔三个月。",
     "能，下个月就可以再报。",
     "能", "negation", True),
    ("p15-modality-06", "modality", "我离职四个月了，在本市没再找工作，能销户把公积金取出来吗？", [HPF],
     "还不行，要离职满半年、又没在本市重新就业，才能申请销户提取。",
     "职工离职后在本市未重新就业的，即可申请销户提取。",
     "即可", "negation", True),
    ("p15-modality-07", "modality", "Do I have to file the FAFSA by March 1 to get federal aid?", [FAFSA],
     "No. The federal deadline is the end of June 2028; March 1 is only what some state grant programs ask for.",
     "Yes, the form has to be in by March 1 for federal aid.",
     "Yes", "negation", True),
    ("p15-modality-08", "modality", "I fly abroad in 10 days. Can I book a passport agency appointment?", [USPASS],
     "Yes, travel within two weeks lets you make an appointment at a passport agency.",
     "No, agency appointments are only for travel within 3 business days.",
     "No", "negation", True),
    ("p15-modality-09", "modality", "I'm single. Do I need to register for the Medicare Safety Net?", [MEDICARE],
     "No, single people are registered automatically; only families and couples have to register, and just once.",
     "Yes, you have to register once, like families and couples.",
     "Yes", "negation", True),
    ("p15-modality-10", "modality", "I was 14 when I applied for my last passport. Can I use the simplified renewal?",
     [CANPASS],
     "No, you need to have been at least 16 when you applied for the previous one.",
     "You can use the simplified renewal if your last passport was issued in the last 15 years, whatever your age "
     "when you applied.",
     "whatever your age", "negation", True),
    # --- quantifiers and counts (每次/全部/仅/至少/至多; all/either) ---
    ("p15-quantifier-01", "quantifier", "一次能填几个调剂志愿？", [GRAD],
     "每次最多能同时填3个平行志愿。",
     "每次至少须同时填报3个平行志愿。",
     "至少", "direction", True),
    ("p15-quantifier-02", "quantifier", "人口普查的短表是每家都要填吗？", [CENSUS],
     "是的，短表家家都要填，长表才是抽一部分人家填。",
     "不是，普查短表按10%的比例抽取住户填报。",
     "短表按10%的比例抽取", "quantity", True),
    ("p15-quantifier-03", "quantifier", "农药登记评审委员会多久开一次全体会议？", [PESTICIDE],
     "一年起码开两次。",
     "农药登记评审委员会每年最多召开两次全体会议。",
     "最多", "direction", True),
    ("p15-quantifier-04", "quantifier", "火车票能改签几次？", [RAIL],
     "只能改一回；要是开车后才改，得在当天夜里12点前办，而且只能改当天的其他车。",
     "改签不限次数，开车后改签的，须在开车当日24时之前办理，且只能改签当日其他列车。",
     "不限次数", "quantity", True),
    ("p15-quantifier-05", "quantifier", "高考成绩一门课能申请几次复核？", [REMARK],
     "每门只能申请一回，而且不收钱。",
     "考生可在6月25日至6月27日申请复核，每科可申请多次。",
     "多次", "quantity", True),
    ("p15-quantifier-06", "quantifier", "生三胞胎，产假比生一个孩子多几天？", [MATERNITY],
     "多30天，每多生一个孩子就多15天。",
     "多15天，不管多生几个都只加一次。",
     "不管多生几个都只加一次", "quantity", True),
    ("p15-quantifier-07", "quantifier", "买房能提我爱人的公积金吗？", [HPF],
     "能，你和配偶的都能提，加起来不超过房款就行，签合同后两年内办。",
     "职工购买自住住房的，可在购房合同签订之日起2年内提取本人的住房公积金，配偶的不能提取。",
     "配偶的不能提取", "quantity", True),
    ("p15-quantifier-08", "quantifier", "去银行自助机查信用报告有次数限制吗？", [CREDIT],
     "没有，在银行自助机上查不花钱，想查几次都行。",
     "通过商业银行网点的自助查询机查询的，不收费，每年限查2次。",
     "每年限查2次", "quantity", True),
    ("p15-quantifier-09", "quantifier", "On Plan 2, is the 9% taken from all of my income?", [UKLOAN],
     "No, only from the part you earn above £28,470 a year.",
     "Yes, from all your income once you earn more than £28,470 a year.",
     "all your income", "quantity", True),
    ("p15-quantifier-10", "quantifier", "Can my 10-year-old get a 10-year passport?", [CANPASS],
     "No, child passports only come as 5-year ones, for $57.",
     "Yes, children can choose either a 5-year or a 10-year passport.",
     "either a 5-year or a 10-year", "quantity", True),
    # --- antonyms (以内/以上, 前/后, 发生/终止, higher/lower) ---
    ("p15-antonym-01", "antonym", "私家车是上牌6年以内免上线检排放，还是6年以上免？", [EMISSION],
     "6年以内（满6年也算）的不用上线检，过了6年就得上线检了。",
     "非营运小型、微型载客汽车注册登记6年以上的免予上线排放检验。",
     "6年以上", "direction", True),
    ("p15-antonym-02", "antonym", "农药登记证要在到期前还是到期后申请延续？", [PESTICIDE],
     "到期前，而且至少要提前90天提出申请。",
     "应当在有效期届满90日后申请延续。",
     "90日后", "direction", True),
    ("p15-antonym-03", "antonym", "防汛物资是在汛期前还是汛期后清点？", [FLOOD],
     "汛期前，5月底以前就得清点补齐。",
     "防汛物资应于每年汛期结束后完成清点补充。",
     "汛期结束后", "direction", True),
    ("p15-antonym-04", "antonym", "初三是在中考之前还是之后结束学业？", [CALENDAR],
     "之前，6月19号就可以结束，比中考早两天。",
     "之后，等中考考完才结束学业。",
     "之后", "direction", True),
    ("p15-antonym-05", "antonym", "信用报告里的逾期记录要多久才删掉？", [CREDIT],
     "从不良行为结束那天算起，满5年就删。",
     "不良信息自不良行为或者事件发生之日起保存5年。",
     "发生", "direction", True),
    ("p15-antonym-06", "antonym", "高考成绩复核后分数变了，以哪个分数为准？", [REMARK],
     "以复核以后的分数为准。",
     "成绩有变动的，以复核前成绩为准。",
     "复核前", "direction", True),
    ("p15-antonym-07", "antonym", "Are state FAFSA deadlines later than the federal one?", [FAFSA],
     "No, many states set much earlier ones; some state grants want the form by March 1, 2027.",
     "Many states set much later deadlines than the federal one.",
     "later", "direction", True),
    ("p15-antonym-08", "antonym", "Is the Plan 5 repayment threshold higher or lower than Plan 2's?", [UKLOAN],
     "Lower: Plan 5 kicks in above £25,000 a year, Plan 2 above £28,470.",
     "Higher than Plan 2's.",
     "Higher", "direction", True),
    ("p15-antonym-09", "antonym", "What changes once I reach my Medicare Safety Net threshold?", [MEDICARE],
     "You get a bigger share of your out-of-hospital costs back until the end of that calendar year.",
     "Once you reach your threshold, you get a lower share of your out-of-hospital costs back for the rest of the "
     "calendar year.",
     "lower", "direction", True),
    ("p15-antonym-10", "antonym", "Is the 6 months on a learner licence the minimum or the maximum?", [NZLIC],
     "The minimum; you can stay on it as long as you like.",
     "The maximum; after that you must sit the restricted test.",
     "The maximum", "direction", True),
    # --- short answers, Chinese ---
    ("p15-short-zh-01", "short-zh", "国考资格审查结果哪几天能查？", [CSE],
     "10月27号到29号。", "10月15号到24号。", "10月15号到24号", "date", True),
    ("p15-short-zh-02", "short-zh", "柴油车检一次排放多少钱？", [EMISSION],
     "一百五十块。", "八十块。", "八十块", "number", True),
    ("p15-short-zh-03", "short-zh", "农药药效试验至少要做几年？", [PESTICIDE],
     "起码两年。", "起码五年。", "五年", "number", True),
    ("p15-short-zh-04", "short-zh", "高考成绩复核申请在哪几天提交？", [REMARK],
     "6月25号到27号，出分后的三天里。", "6月28号到7月3号。", "6月28号到7月3号", "date", True),
    ("p15-short-zh-05", "short-zh", "缴费年限每满一年，养老金每月加多少？", [PENSION],
     "一块五。", "二十五块。", "二十五块", "number", True),
    ("p15-short-zh-06", "short-zh", "单位最晚什么时候要申领生育津贴？", [MATERNITY],
     "产假结束后一年之内。", "产假结束后15个工作日之内。", "15个工作日", "date", True),
    ("p15-short-zh-07", "short-zh", "没有租房合同，每个月按多少提公积金？", [HPF],
     "一个月一千五。", "一个月一万八。", "一万八", "number", True),
    ("p15-short-zh-08", "short-zh", "水库超汛限水位后多长时间内要降下来？", [FLOOD],
     "两天以内。", "两个小时以内。", "两个小时", "date", True),
    ("p15-short-zh-09", "short-zh", "国庆放假后哪天要补课？", [CALENDAR],
     "10月10号，周六。", "10月9号，周六。", "10月9号", "date", True),
    ("p15-short-zh-10", "short-zh", "普通话证书补一本多少钱？", [PTH],
     "二十块。", "五十块。", "五十块", "number", True),
    # --- short answers, English ---
    ("p15-short-en-01", "short-en", "When does the 2027-28 FAFSA open?", [FAFSA],
     "October 1, 2026.", "October 1, 2027.", "October 1, 2027", "date", False),
    ("p15-short-en-02", "short-en", "What's the maximum Pell Grant?", [FAFSA],
     "$7,395 for the year.", "$7,395 per semester.", "per semester", "number", True),
    ("p15-short-en-03", "short-en", "How much for a U.S. passport book and card together?", [USPASS],
     "$160.", "$130.", "$130", "number", False),
    ("p15-short-en-04", "short-en", "How long does routine U.S. passport renewal take?", [USPASS],
     "About a month to a month and a half.", "Two to three weeks.", "Two to three weeks", "date", True),
    ("p15-short-en-05", "short-en", "What's the Plan 5 repayment threshold?", [UKLOAN],
     "£25,000 a year.", "£28,470 a year.", "£28,470", "number", False),
    ("p15-short-en-06", "short-en", "When is the Self Assessment return due for student loan repayments?", [UKLOAN],
     "By the end of January.", "By the end of April.", "April", "date", True),
    ("p15-short-en-07", "short-en", "How quickly are online Medicare claims paid?", [MEDICARE],
     "Within a week.", "Within 21 days.", "21 days", "date", True),
    ("p15-short-en-08", "short-en", "What's the Safety Net threshold for concession card holders?", [MEDICARE],
     "$560.40.", "$2,544.30.", "$2,544.30", "number", False),
    ("p15-short-en-09", "short-en", "How much is a 10-year adult Canadian passport?", [CANPASS],
     "$160.", "$120.", "$120", "number", False),
    ("p15-short-en-10", "short-en", "What does the NZ restricted test cost?", [NZLIC],
     "$148.", "$93.90.", "$93.90", "number", True),
    # --- a rewording that changes the date, period, frequency or amount ---
    ("p15-paraphrase-01", "paraphrase", "调剂志愿交上去以后多久能改？", [GRAD],
     "交上去一天半之内改不了；一天半过了学校还没回复，就自动解锁了。",
     "交上去半天之内改不了；过了这段时间学校还没回复，就自动解锁了。",
     "半天", "date", True),
    ("p15-paraphrase-02", "paraphrase", "跑运营的客车用了7年，多久检一次排放？", [EMISSION],
     "营运车过了5年，每半年就要检一次。",
     "营运车过了5年，每个季度就要检一次。",
     "每个季度", "date", True),
    ("p15-paraphrase-03", "paraphrase", "开发商收定金最多能收多少？", [PRESALE],
     "最多收总房价的两成。",
     "最多收首付款的两成。",
     "首付款", "quantity", True),
    ("p15-paraphrase-04", "paraphrase", "生育津贴多久能打到单位账上？", [MATERNITY],
     "医保经办机构受理以后，15个工作日之内就打到单位账上。",
     "医保经办机构受理以后，半个月之内就打到单位账上。",
     "半个月之内", "date", True),
    ("p15-paraphrase-05", "paraphrase", "租房提公积金多久能提一次？", [HPF],
     "一个季度提一回，一回最多提三个月房租，一年加起来不超过一万八。",
     "一个月提一回，一回最多提三个月房租，一年加起来不超过一万八。",
     "一个月提一回", "date", True),
    ("p15-paraphrase-06", "paraphrase", "今年1到6月少发的养老金怎么补？", [PENSION],
     "这半年的差额一次补齐，7月底之前到账。",
     "这半年的差额分几个月慢慢补上。",
     "分几个月慢慢补上", "quantity", True),
    ("p15-paraphrase-07", "paraphrase", "How long can I get a Pell Grant for?", [FAFSA],
     "Up to the equivalent of six years of full-time study, which is twelve semesters.",
     "Up to the equivalent of six semesters of full-time study.",
     "six semesters", "number", True),
    ("p15-paraphrase-08", "paraphrase", "My passport was issued 12 years ago when I was 30. Can I renew by mail?", [USPASS],
     "Yes, it's within the 15-year window and you were over 16, so mail works as long as it isn't damaged.",
     "No, it has to have been issued within the last decade to renew by mail.",
     "within the last decade", "date", True),
    ("p15-paraphrase-09", "paraphrase", "What's the Plan 2 repayment threshold in monthly terms?", [UKLOAN],
     "Roughly £2,370 a month.",
     "Roughly £2,370 a week.",
     "a week", "date", True),
    ("p15-paraphrase-10", "paraphrase", "How long does the higher Medicare Safety Net rebate last once I hit the threshold?",
     [MEDICARE],
     "Until the end of that calendar year.",
     "For twelve months from the day you reach it.",
     "twelve months from the day you reach it", "date", True),
    ("p15-paraphrase-11", "paraphrase", "How often do I renew my NZ licence once I'm over 80?", [NZLIC],
     "Every other year, with a medical certificate each time.",
     "Twice a year, with a medical certificate each time.",
     "Twice a year", "date", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe15"), "probe15")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
