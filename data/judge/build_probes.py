"""Build `data/judge/probes.jsonl.gz`: the probe set of issue 19 (pairs written by hand on 2026-11-26, before the
judge was run on them; see data/judge/README.md). Deterministic: `python data/judge/build_probes.py [--check]`."""
from __future__ import annotations

import gzip
import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "probes.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is the one the contexts give another subject) ---
    ("bind-01", "binding", "海淀区今年新增了多少个口袋公园？",
     ["今年全市新增口袋公园86个，其中海淀区新增21个，朝阳区新增17个，丰台区新增9个。"],
     "今年海淀区一共新建了21个口袋公园。", "海淀区今年新增了17个口袋公园。", "17", "number", True),
    ("bind-02", "binding", "一级消防工程师考试的报名费是多少？",
     ["一级消防工程师考试每科报名费为68元，二级消防工程师考试每科报名费为52元。", "报名时间为8月1日至8月20日。"],
     "一级考试每个科目收费68元。", "一级消防工程师考试每科报名费为52元。", "52", "number", True),
    ("bind-03", "binding", "退休人员的门诊报销比例是多少？",
     ["在职职工在一级医院门诊就医的报销比例为70%，退休人员为80%。", "年度门诊报销上限为4000元。"],
     "退休人员在一级医院看门诊可以报销80%。", "退休人员在一级医院门诊就医可报销70%。", "70%", "number", True),
    ("bind-04", "binding", "小李的月薪是多少？",
     ["小王入职第一年的月薪是8500元，小李比他晚一年入职，月薪是7200元。", "两人都在市场部工作。"],
     "小李每月工资7200元。", "小李的月薪是8500元。", "8500", "number", True),
    ("bind-05", "binding", "新能源货车的通行费优惠幅度是多少？",
     ["自明年起，新能源客车通行费按八折收取，新能源货车通行费按九五折收取。", "燃油车辆通行费标准不变。"],
     "新能源货车的通行费打九五折。", "新能源货车的通行费按八折收取。", "八折", "number", True),
    ("bind-06", "binding", "这家餐厅周末几点开门？",
     ["这家餐厅工作日上午11点开门，周末提前到上午10点开门，每天晚上10点打烊。"],
     "周末是上午10点开门。", "这家餐厅周末上午11点开门。", "11点", "number", True),
    ("bind-07", "binding", "二孩家庭每月能领多少育儿补贴？",
     ["一孩家庭每月可领取育儿补贴500元，二孩家庭每月可领取800元，三孩及以上家庭每月可领取1000元。", "补贴发放至孩子满三周岁。"],
     "生二孩的家庭每个月可以拿到800元补贴。", "二孩家庭每月可领取1000元育儿补贴。", "1000", "number", True),
    ("bind-08", "binding", "乙班的数学平均分是多少？",
     ["期中考试中，甲班数学平均分为86.5分，乙班为82.3分，丙班为79.8分。"],
     "乙班数学平均分82.3分。", "乙班数学平均分为86.5分。", "86.5", "number", True),
    ("bind-09", "binding", "What is the deductible for the gold plan?",
     ["The silver plan has an annual deductible of $2,500, while the gold plan's deductible is $1,200.",
      "Both plans cover preventive care at no cost."],
     "The gold plan comes with a yearly deductible of $1,200.", "The gold plan has an annual deductible of $2,500.",
     "$2,500", "number", True),
    ("bind-10", "binding", "How many employees does the Leeds office have?",
     ["The company's Leeds office employs 340 people and its Bristol office employs 210.", "Both offices opened in 2015."],
     "The Leeds office has 340 staff.", "The Leeds office employs 210 people.", "210", "number", True),
    # --- role swap (a name the contexts give another role) ---
    ("role-01", "role", "谁主持了签约仪式？",
     ["签约仪式由副市长刘建国主持，省商务厅厅长许晓梅致辞，企业代表黄振宇发言。"],
     "签约仪式的主持人是副市长刘建国。", "签约仪式由许晓梅主持。", "许晓梅", "entity", True),
    ("role-02", "role", "这起纠纷中谁是原告？",
     ["在这起合同纠纷中，恒达公司作为原告起诉了远航物流公司，要求赔偿货损12万元。", "法院一审支持了原告的部分诉求。"],
     "原告是恒达公司，被告是远航物流公司。", "远航物流公司起诉了恒达公司，要求赔偿货损12万元。", "远航物流公司", "entity", True),
    ("role-03", "role", "谁负责这次晚会的摄影？",
     ["这次毕业晚会由赵晴负责主持，孙磊负责摄影，周洋负责音响调试。"],
     "摄影由孙磊负责。", "赵晴负责这次晚会的摄影。", "赵晴", "entity", True),
    ("role-04", "role", "谁最终审批了该项目？",
     ["该项目由区住房和城乡建设局初审，市规划和自然资源局最终审批，区财政局负责资金拨付。"],
     "最终审批该项目的是市规划和自然资源局。", "该项目由区财政局最终审批。", "区财政局", "entity", True),
    ("role-05", "role", "谁向谁借了钱？",
     ["去年三月，老陈向邻居老吴借了两万元用于装修，约定年底归还。", "年底老陈按时还清了借款。"],
     "老陈找老吴借了两万块钱。", "老吴向老陈借了两万元用于装修。", "老吴", "entity", True),
    ("role-06", "role", "谁获得了女单冠军？",
     ["在昨晚的女单决赛中，林晓彤以2比1战胜吴佳怡夺得冠军，吴佳怡获得亚军。", "本届比赛共有64名选手参加。"],
     "林晓彤以2比1击败吴佳怡，拿下了冠军。", "吴佳怡以2比1战胜林晓彤夺得冠军。", "吴佳怡", "entity", True),
    ("role-07", "role", "Who chaired the review committee?",
     ["The review committee was chaired by Dr. Elena Park, and Professor James Holt served as its secretary.",
      "The committee met four times in 2023."],
     "Dr. Elena Park was the committee's chair.", "Professor James Holt chaired the review committee.",
     "James Holt", "entity", True),
    ("role-08", "role", "Which company bought the other?",
     ["Northwind Systems acquired the smaller start-up Brightpath Labs for $45 million in March.",
      "Brightpath's founders joined Northwind as advisers."],
     "Northwind Systems bought Brightpath Labs for $45 million.",
     "Brightpath Labs acquired Northwind Systems for $45 million.", "Brightpath Labs", "entity", True),
    # --- the date of another event ---
    ("date-01", "event-date", "新学期什么时候开学？",
     ["本学期期末考试安排在1月8日至1月12日，寒假从1月15日开始，新学期于2月24日开学。"],
     "2月24日新学期开学。", "新学期于1月15日开学。", "1月15日", "date", True),
    ("date-02", "event-date", "年度汇算的截止日期是哪天？",
     ["纳税人应于3月1日至6月30日办理年度汇算，税务机关将在7月15日前完成退税审核。"],
     "办理年度汇算最晚到6月30日。", "年度汇算的截止日期是7月15日。", "7月15日", "date", True),
    ("date-03", "event-date", "农业博览会什么时候闭幕？",
     ["本届农业博览会于9月18日开幕，9月22日闭幕，配套的招商推介会安排在9月20日举行。"],
     "农业博览会9月22日结束。", "本届农业博览会于9月20日闭幕。", "9月20日", "date", True),
    ("date-04", "event-date", "该办法从哪天起施行？",
     ["该办法于2024年11月5日经市政府常务会议审议通过，2024年12月1日公布，自2025年1月1日起施行。"],
     "新办法2025年1月1日开始实施。", "该办法自2024年12月1日起施行。", "2024年12月1日", "date", True),
    ("date-05", "event-date", "小区哪天停水？",
     ["因管道检修，本小区将于5月12日上午停水，5月14日晚间停电两小时。", "请居民提前做好准备。"],
     "5月12日上午小区要停水。", "小区将于5月14日停水。", "5月14日", "date", True),
    ("date-06", "event-date", "张伟是哪年加入公司的？",
     ["张伟于2012年大学毕业，2015年加入本公司，2020年晋升为部门经理。"],
     "张伟2015年进入这家公司。", "张伟于2012年加入本公司。", "2012年", "date", True),
    ("date-07", "event-date", "When does the application window close?",
     ["Applications open on 3 February and close on 28 February.",
      "Shortlisted candidates will be interviewed on 15 March."],
     "You can apply until 28 February.", "The application window closes on 15 March.", "15 March", "date", True),
    ("date-08", "event-date", "When was the bridge opened to traffic?",
     ["Construction of the bridge began in 2016, it was completed in 2019, and it opened to traffic in 2020."],
     "Traffic started using the bridge in 2020.", "The bridge was opened to traffic in 2019.", "2019", "date", True),
    # --- negation (the wrong answer shares words with the clause about the other group) ---
    ("neg-01", "negation", "持有居住证的外地儿童能就近入学吗？",
     ["持有居住证的非本市户籍儿童可以在本市就近入学，未办理居住证的需通过统筹安排入学。"],
     "能，有居住证的非本市户籍儿童可以就近入学。", "不能，持有居住证的非本市户籍儿童需要统筹安排入学。", "不能", "negation", True),
    ("neg-02", "negation", "会员买生鲜有折扣吗？",
     ["本次促销活动中，会员购买生鲜商品享受九折，非会员购买生鲜商品不享受折扣。", "活动期间为本月10日至20日。"],
     "有，会员买生鲜打九折。", "会员购买生鲜商品不享受折扣。", "不享受", "negation", True),
    ("neg-03", "negation", "单位缴纳的职业年金要计入个人工资收入吗？",
     ["单位缴纳的职业年金部分不计入个人当期的工资收入，个人缴费部分在不超过本人缴费工资计税基数4%的标准内，暂从应纳税所得额中扣除。"],
     "不用，单位缴的职业年金不算进个人当期工资收入。", "要，单位缴纳的职业年金部分计入个人当期的工资收入。", "要", "negation", True),
    ("neg-04", "negation", "夜里货车能走这条路吗？",
     ["该路段白天允许货车通行，夜间22点至次日6点禁止货车通行。"],
     "不能，夜间22点到次日6点货车禁止通行。", "能，该路段夜间允许货车通行。", "能", "negation", True),
    ("neg-05", "negation", "小美能吃辣吗？",
     ["小美喜欢吃辣，她的室友小静一点辣都不能吃。"],
     "能，小美喜欢吃辣。", "小美一点辣都不能吃。", "不能", "negation", True),
    ("neg-06", "negation", "今年的体检包含胃镜吗？",
     ["今年的年度体检包含胸部CT检查，但不包含胃镜检查，需要的员工可自费加做。"],
     "不包含，想做胃镜需要自己付费加做。", "包含，今年的年度体检包含胃镜检查。", "包含", "negation", True),
    ("neg-07", "negation", "城西片区停电了吗？",
     ["此次停电影响城东片区，城西片区供电正常。", "抢修预计在下午3点前完成。"],
     "没有，城西供电正常，停电的是城东片区。", "城西片区受到此次停电影响。", "受到", "negation", True),
    ("neg-08", "negation", "劳务派遣人员享受本单位的带薪年假吗？",
     ["签订劳动合同的员工享受带薪年假，劳务派遣人员不享受本单位的带薪年假，由派遣单位另行安排。"],
     "不享受，派遣人员的年假由派遣单位另外安排。", "享受，劳务派遣人员与签订劳动合同的员工一样享受带薪年假。", "享受", "negation", True),
    ("neg-09", "negation", "Do residents have to pay to park in zone A?",
     ["Residents of the city can park for free in zone A; visitors must pay a daily fee of $12.",
      "Zone B is reserved for deliveries."],
     "No, residents park in zone A for free.", "Yes, residents must pay a daily fee of $12 in zone A.",
     "Yes", "negation", True),
    ("neg-10", "negation", "Is the museum open on Mondays in winter?",
     ["The museum is open on Mondays during the summer, but it is not open on Mondays in winter."],
     "No, it is closed on Mondays in winter.", "Yes, the museum is open on Mondays in winter.", "Yes", "negation", True),
    # --- modality (可以/不得/需/无需; may/must) ---
    ("mod-01", "modality", "孕妇可以使用这种药吗？",
     ["该药品孕妇禁用，哺乳期妇女慎用，儿童应在医生指导下使用。"],
     "不可以，孕妇禁止使用这种药。", "可以，孕妇在医生指导下使用即可。", "可以", "negation", True),
    ("mod-02", "modality", "申请人需要提供纸质户口本吗？",
     ["申请人无需提供纸质户口本，只需在线上传身份证照片；代办人则须提交本人身份证原件。"],
     "不需要，申请人在线上传身份证照片就行。", "需要，申请人须提交纸质户口本。", "需要", "negation", True),
    ("mod-03", "modality", "公务员在职时可以在企业兼职吗？",
     ["公务员在职期间不得在企业兼任职务，离职三年后可以到与原工作业务直接相关的企业任职。"],
     "不可以，在职公务员不能到企业兼任职务。", "可以，公务员在职期间可以在企业兼任职务。", "可以", "negation", True),
    ("mod-04", "modality", "考生能带手机进考场吗？",
     ["参加考试的考生须携带身份证和准考证，可以携带黑色签字笔，不得携带手机等通讯工具。"],
     "不能，手机这类通讯工具禁止带入。", "考生可以携带手机等通讯工具。", "可以", "negation", True),
    ("mod-05", "modality", "卖掉住满五年的唯一住房要交个税吗？",
     ["个人出售自有住房满五年且是家庭唯一住房的，无需缴纳个人所得税；不满五年的，应按规定缴纳。"],
     "不用交，满五年的家庭唯一住房出售时不必缴纳个人所得税。", "要交，出售自有住房应按规定缴纳个人所得税。", "要交", "negation", True),
    ("mod-06", "modality", "大型犬能进儿童游乐区吗？",
     ["宠物犬在小区内须牵绳，大型犬不得进入儿童游乐区，小型犬可以在草坪区域活动。"],
     "不能，大型犬禁止进入儿童游乐区。", "能，大型犬可以进入儿童游乐区。", "能", "negation", True),
    ("mod-07", "modality", "地接导游需要领队证吗？",
     ["出境旅游团的领队必须持有领队证，地接导游无需持有领队证，但应当持有导游证。"],
     "不需要，地接导游持有导游证就行。", "需要，地接导游必须持有领队证。", "需要", "negation", True),
    ("mod-08", "modality", "Can interns work from home?",
     ["Employees may work from home up to two days a week; managers must be in the office every Monday.",
      "Interns are not permitted to work remotely."],
     "No, interns are not allowed to work remotely.", "Yes, interns may work from home up to two days a week.",
     "Yes", "negation", True),
    ("mod-09", "modality", "Do children under five need a ticket?",
     ["Visitors must show a valid ticket at the entrance; children under five do not need a ticket.",
      "Re-entry is not allowed."],
     "No, children under five get in without a ticket.", "Yes, children under five must show a valid ticket.",
     "Yes", "negation", True),
    # --- quantifiers (全部/部分/均/仅; all/some/only) ---
    ("quant-01", "quantifier", "这次抽检的食品都合格吗？",
     ["本次抽检的20批次食品中，18批次合格，2批次菌落总数超标。"],
     "不是，20批次里有2批次菌落总数超标。", "是的，本次抽检的20批次食品全部合格。", "全部", "negation", True),
    ("quant-02", "quantifier", "老旧小区都装上电梯了吗？",
     ["辖区内部分老旧小区已完成电梯加装，其余小区将在明年分批实施。"],
     "还没有，只有一部分完成了，剩下的明年分批装。", "辖区内老旧小区已全部完成电梯加装。", "全部", "negation", True),
    ("quant-03", "quantifier", "入职培训有选修课吗？",
     ["新职工入职培训共五门课程，均为必修课，其中三门需要线下考试。"],
     "没有，五门课程全都是必修课。", "有，五门课程中部分为选修课。", "部分为选修课", "negation", True),
    ("quant-04", "quantifier", "非本市户籍的首次购房家庭能领补贴吗？",
     ["本次补贴仅面向首次购房的本市户籍家庭，非首次购房家庭和非本市户籍家庭均不在补贴范围内。"],
     "不能，补贴只给首次购房的本市户籍家庭。", "能，首次购房家庭均可领取补贴。", "均可", "negation", True),
    ("quant-05", "quantifier", "所有队伍都进了复赛吗？",
     ["参赛的12支队伍都完成了初赛，其中8支进入复赛。"],
     "没有，12支队伍中只有8支晋级复赛。", "是的，参赛的12支队伍全部进入复赛。", "全部", "negation", True),
    ("quant-06", "quantifier", "业主们都同意换物业吗？",
     ["该小区业主中约六成支持更换物业公司，其余业主持反对或观望态度。"],
     "不是，大约六成业主支持，其余的反对或观望。", "是的，该小区业主均支持更换物业公司。", "均", "negation", True),
    ("quant-07", "quantifier", "民营医院都接入了电子病历共享平台吗？",
     ["本市所有公立医院均已接入电子病历共享平台，民营医院仅有少数接入。"],
     "没有，只有少数民营医院接入了。", "是的，民营医院均已接入电子病历共享平台。", "均", "negation", True),
    ("quant-08", "quantifier", "Are all upper-floor rooms wheelchair accessible?",
     ["All ground-floor rooms have step-free access; only some upper-floor rooms are wheelchair accessible."],
     "No, only some of the upper-floor rooms are.", "Yes, all upper-floor rooms are wheelchair accessible.",
     "Yes", "negation", True),
    ("quant-09", "quantifier", "Did every respondent recommend the service?",
     ["Of the 40 survey respondents, 31 said they would recommend the service; the rest were undecided."],
     "No, 31 of the 40 respondents would recommend it.",
     "Yes, every one of the 40 respondents said they would recommend the service.", "every one", "negation", True),
    # --- antonym predicates ---
    ("ant-01", "antonym", "新房成交量怎么变化？",
     ["上月本市二手房成交量环比上升12%，新房成交量环比下降5%。"],
     "新房成交量比上月减少了5%。", "新房成交量环比上升5%。", "上升", "direction", True),
    ("ant-02", "antonym", "西片区的拆迁申请结果如何？",
     ["区政府批准了东片区的改造方案，驳回了西片区提交的拆迁申请。"],
     "西片区的拆迁申请没有通过，被驳回了。", "区政府批准了西片区的拆迁申请。", "批准", "direction", True),
    ("ant-03", "antonym", "董事会对加薪方案的态度是什么？",
     ["工会提出的加薪方案被董事会否决，但员工提出的弹性工作制获得了董事会同意。"],
     "工会的加薪方案没有获得董事会通过。", "董事会同意了工会提出的加薪方案。", "同意", "direction", True),
    ("ant-04", "antonym", "南部沿海气温如何变化？",
     ["受冷空气影响，北部山区气温明显下降，南部沿海地区气温小幅回升。"],
     "南部沿海的气温略有回升。", "南部沿海地区气温明显下降。", "下降", "direction", True),
    ("ant-05", "antonym", "小张面试结果怎样？",
     ["小刘在面试中表现出色被录用了，小张因为迟到被淘汰。"],
     "小张没被录用，因为他迟到了。", "小张在面试中被录用了。", "录用", "direction", True),
    ("ant-06", "antonym", "进口额同比怎么变？",
     ["今年一季度，该市出口额同比增长8.2%，进口额同比减少3.1%。"],
     "进口额比去年同期少了3.1%。", "该市进口额同比增长3.1%。", "增长", "direction", True),
    ("ant-07", "antonym", "房东愿意承担搬家费用吗？",
     ["经调解，房东同意退还押金，但拒绝承担搬家费用。"],
     "不愿意，房东不肯出搬家费，只答应退押金。", "愿意，房东同意承担搬家费用。", "同意", "direction", True),
    ("ant-08", "antonym", "How did sales in Asia change?",
     ["Sales in Europe rose by 6% last quarter, while sales in Asia fell by 4%."],
     "Asian sales dropped 4% last quarter.", "Sales in Asia rose by 4% last quarter.", "rose", "direction", True),
    ("ant-09", "antonym", "What happened to the Market Street proposal?",
     ["The council approved the new cycle lane on Hill Road but rejected the proposal to close Market Street to cars."],
     "The council turned down the plan to close Market Street to cars.",
     "The council approved the proposal to close Market Street to cars.", "approved", "direction", True),
    # --- short answers, Chinese (bare values and short statements) ---
    ("short-zh-01", "short-zh", "女子组冠军成绩是多少？",
     ["本次马拉松男子组冠军成绩为2小时11分05秒，女子组冠军成绩为2小时28分40秒。"],
     "2小时28分40秒", "2小时11分05秒", "2小时11分05秒", "number", False),
    ("short-zh-02", "short-zh", "套内面积多少？",
     ["这套房子建筑面积为96平方米，套内面积为78平方米，公摊面积18平方米。"],
     "78平方米。", "96平方米。", "96平方米", "quantity", False),
    ("short-zh-03", "short-zh", "哪个部门牵头制定预算方案？",
     ["会议决定由财务部牵头制定预算方案，人事部负责组织培训。"],
     "财务部。", "人事部。", "人事部", "entity", False),
    ("short-zh-04", "short-zh", "研发中心在哪里？",
     ["该公司注册地在杭州，研发中心位于深圳，生产基地设在合肥。"],
     "深圳", "合肥", "合肥", "entity", False),
    ("short-zh-05", "short-zh", "专业型硕士招多少人？",
     ["今年研究生招生中，学术型硕士招收320人，专业型硕士招收540人。"],
     "专硕招540人。", "招收320人。", "320", "number", True),
    ("short-zh-06", "short-zh", "王磊获得几等奖？",
     ["王磊在本次技能大赛中获得二等奖，赵敏获得一等奖。"],
     "王磊拿了二等奖。", "王磊获得一等奖。", "一等奖", "number", True),
    ("short-zh-07", "short-zh", "这项补贴最长能领多久？",
     ["本项补贴的申请对象为高校毕业生，补贴标准为每人每月1500元，最长发放12个月。"],
     "12个月", "24个月", "24", "number", False),
    ("short-zh-08", "short-zh", "首批试点城市有哪些？",
     ["首批试点城市为成都和西安，第二批试点城市为郑州和长沙。"],
     "成都、西安。", "郑州、长沙。", "郑州、长沙", "entity", False),
    # --- short answers, English ---
    ("short-en-01", "short-en", "Where is the largest factory?",
     ["The firm's headquarters are in Rotterdam, and its largest factory is in Lyon."],
     "Lyon", "Rotterdam", "Rotterdam", "entity", False),
    ("short-en-02", "short-en", "How much is the suite per night?",
     ["The standard room costs $140 per night and the suite costs $260 per night.", "Breakfast is included."],
     "$260.", "$140.", "$140", "number", False),
    ("short-en-03", "short-en", "Who was elected treasurer?",
     ["Maria Lopez was elected chair of the board, and Tom Reed was elected treasurer."],
     "Tom Reed", "Maria Lopez", "Maria Lopez", "entity", False),
    ("short-en-04", "short-en", "How long is the first phase of the metro line?",
     ["The first phase of the metro line is 18 kilometres long; the second phase will add 9 kilometres."],
     "18 kilometres.", "9 kilometres.", "9 kilometres", "quantity", False),
    ("short-en-05", "short-en", "When do tickets go on sale?",
     ["The festival starts on 12 July and ends on 16 July; tickets go on sale on 1 May."],
     "On 1 May.", "On 12 July.", "12 July", "date", False),
    ("short-en-06", "short-en", "What place did Ben finish in?",
     ["Anna finished third in the race, and her brother Ben finished fifth."],
     "Ben came fifth.", "Ben finished third.", "third", "number", True),
    # --- faithful paraphrase against a one-edit copy (the paraphrase must not be flagged) ---
    ("para-01", "paraphrase", "小规模纳税人月销售额多少以内免征增值税？",
     ["对符合条件的小规模纳税人，月销售额不超过10万元的，免征增值税。", "小规模纳税人适用3%的征收率。"],
     "月销售额在10万元以内的小规模纳税人不用交增值税。", "月销售额不超过15万元的小规模纳税人免征增值税。", "15万元", "quantity", True),
    ("para-02", "paraphrase", "公积金提取多久到账？",
     ["市民可通过政务服务网或者线下窗口提交公积金提取申请，审核通过后资金在3个工作日内到账。"],
     "审核通过以后，最多3个工作日钱就到账了。", "审核通过后资金在30个工作日内到账。", "30", "number", True),
    ("para-03", "paraphrase", "他早上几点起床？",
     ["他每天早上六点半起床，先跑步半小时，再吃早饭。"],
     "他每天六点半就起来了。", "他每天早上七点半起床。", "七点半", "number", True),
    ("para-04", "paraphrase", "图书馆周一开放吗？",
     ["该图书馆周一闭馆，周二至周日上午9点至晚上9点开放。"],
     "不开，周一图书馆休息。", "开放，周一上午9点至晚上9点开放。", "开放", "negation", True),
    ("para-05", "paraphrase", "新建小区充电桩配建比例有什么要求？",
     ["新建住宅小区应当按照不低于总车位数10%的比例建设充电桩。"],
     "充电桩数量至少要达到总车位数的10%。", "新建住宅小区应当按照不低于总车位数20%的比例建设充电桩。", "20%", "number", True),
    ("para-06", "paraphrase", "个人账户在药店买药每年能用多少？",
     ["参保人员在定点药店购药，可以使用个人账户余额支付，每人每年限额3000元。"],
     "每人每年用个人账户在定点药店买药最多3000块。", "参保人员在定点药店购药，每人每年限额5000元。", "5000", "number", True),
    ("para-07", "paraphrase", "校运会什么时候举行？",
     ["受台风影响，原定周五举行的校运会推迟到下周三举行。"],
     "因为台风，校运会改到下周三了。", "校运会按原计划在周五举行。", "周五", "date", True),
    ("para-08", "paraphrase", "外国人来中国工作需要什么证件？",
     ["外国人来华工作，需取得工作许可和工作类居留证件。"],
     "要办工作许可，还有工作类的居留证件。", "外国人来华工作，只需取得工作许可即可。", "只需取得工作许可即可",
     "unsupported-addition", True),
    ("para-09", "paraphrase", "How long can I keep a borrowed book?",
     ["The library lends up to eight books at a time for a period of three weeks."],
     "You can keep each book for three weeks.", "The library lends books for a period of four weeks.",
     "four weeks", "quantity", True),
    ("para-10", "paraphrase", "Is the tap water safe to drink?",
     ["Tap water in the building is safe to drink after the filter replacement completed on Tuesday."],
     "Yes, since the filters were replaced on Tuesday it can be drunk safely.",
     "No, tap water in the building is not safe to drink.", "not safe", "negation", True),
]


def _split(probes: list[tuple]) -> dict[str, str]:
    """Half dev, half test within each class: a class's ids ordered by SHA-256 of `probe:<id>`, alternately dev and
    test (so every class is in both splits and nobody chose which pair goes where)."""
    out: dict[str, str] = {}
    for kind in sorted({p[1] for p in probes}):
        ids = sorted((p[0] for p in probes if p[1] == kind),
                     key=lambda i: hashlib.sha256(f"probe:{i}".encode()).hexdigest())
        out.update({i: ("dev", "test")[n % 2] for n, i in enumerate(ids)})
    return out


def rows(probes: list[tuple], split: dict[str, str], source: str) -> list[dict]:
    """The pair records of `probes` (shared with build_probes2.py): the span located in the hallucinated answer."""
    out = []
    for pid, kind, question, contexts, faithful, halluc, span, span_kind, para in probes:
        start = halluc.find(span)
        if start < 0:
            raise ValueError(f"{pid}: span {span!r} not in the hallucinated answer")
        out.append({"id": pid, "split": split[pid], "question": question, "contexts": contexts,
                    "faithful": faithful, "hallucinated": halluc, "kind": kind,
                    "spans": [{"text": span, "start": start, "end": start + len(span), "kind": span_kind}],
                    "paraphrase": para, "method": "hand", "source": source})
    return out


def build() -> list[dict]:
    return rows(PROBES, _split(PROBES), "probe")


def write(out: Path, records: list[dict], argv: list[str]) -> int:
    """Write the records gzipped (temp file + rename), or with --check compare them with the file (exit 1 if not)."""
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    if "--check" in argv:
        old = gzip.decompress(out.read_bytes()).decode("utf-8") if out.is_file() else ""
        return 0 if old == text else 1
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    tmp.replace(out)
    return 0


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


def split_by_class(probes: list[tuple], salt: str) -> dict[str, str]:
    """Half dev, half test (held out) within each class: a class's ids ordered by SHA-256 of `<salt>:<id>`,
    alternately dev and test, so every class is in both splits and nobody chose where a pair goes (the third and
    fourth probe sets)."""
    out: dict[str, str] = {}
    for kind in sorted({p[1] for p in probes}):
        ids = sorted((p[0] for p in probes if p[1] == kind),
                     key=lambda i: hashlib.sha256(f"{salt}:{i}".encode()).hexdigest())
        out.update({i: ("dev", "test")[n % 2] for n, i in enumerate(ids)})
    return out


def check_probes(probes: list[tuple]) -> None:
    """Each hallucinated answer holds its span exactly once (so the offsets name the one error), ids are unique, and
    no faithful answer equals its hallucinated twin (the fourth and fifth probe sets' builders)."""
    ids = [p[0] for p in probes]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate probe ids")
    for pid, _kind, _q, _ctx, faithful, halluc, span, _sk, _para in probes:
        if halluc.count(span) != 1:
            raise ValueError(f"{pid}: span {span!r} occurs {halluc.count(span)} times in the hallucinated answer")
        if faithful == halluc:
            raise ValueError(f"{pid}: faithful and hallucinated answers are the same")
