"""Build `data/judge/probes11.jsonl.gz`: the eleventh probe set of issue 19 (pairs written by hand on 2026-11-27 by the
helper "probes11", blind: before the judge was run on them, without reading the judge's code). The questions users of
a policy QA system ask about PROCEDURE and ELIGIBILITY, often stating their own circumstances ("我今年58岁，以前献过三次
血…", "I'm a sole trader who started in March…", "先交材料还是先预约？", "Who signs the form, the school or the
council?"), against dense contexts (one or two passages of 80-400 characters holding several steps, documents,
deadlines, bodies and eligibility conditions with their exceptions), so that the wrong answer is one the same contexts
give another step, band or body, the exception read as the rule (or the rule read without its exception), or two steps
in the wrong order. About half the answers are short (a bare value or name, one clause opening with 根据资料 /
"According to the documents", a bare yes/no with at most one sentence of reason); the rest are two to four sentences
the way RAG systems answer, faithful ones often reworded and sometimes concluding from the asker's circumstances. The
hallucinated answer differs from the faithful one in one piece. New domains (talent residence permits, start-up grants,
funerals and ashes storage, blood donation, second-hand car transfer, outdoor advertising and shop signs, lift
installation in old buildings, adoption, name changes, people's assessors and jury service, tree felling, fireworks,
street stalls and street trading, community elections, patents and trade marks, lottery prizes, home renovation,
conscription, wells and water abstraction, volunteer hours, organ donation, child performance licences, shotgun
certificates, consumer complaints, burial rights); see data/judge/README.md. Split by a hash of the id.
Deterministic: `python data/judge/build_probes11.py [--check]`."""
from __future__ import annotations

import sys
from pathlib import Path

from build_probes import (  # the sibling builder (this script's folder is on sys.path when it runs)
    check_probes,
    rows,
    split_by_class,
    write,
)

OUT = Path(__file__).resolve().parent / "probes11.jsonl.gz"

# (id, class, question, contexts, faithful, hallucinated, span text in hallucinated, span kind, faithful reworded?)
PROBES: list[tuple[str, str, str, list[str], str, str, str, str, bool]] = [
    # --- value bound to its subject (the wrong value is one the contexts give another band, category or step) ---
    ("p11-binding-01", "binding", "我今年32岁，硕士毕业，在本市公司上班，社保要连续交满多久才能申请人才居住证？",
     ["申请条件：在本市合法稳定就业，并符合下列条件之一的，可以申领人才居住证：（一）具有博士学位的，不受社会保险缴纳期限"
      "限制；（二）具有硕士学位、年龄在40周岁以下的，须在本市连续缴纳社会保险满6个月；（三）具有全日制本科学历、年龄在35"
      "周岁以下的，须在本市连续缴纳社会保险满12个月；（四）具有中级以上专业技术职称的，须连续缴纳社会保险满3个月。但在本市"
      "有刑事犯罪记录的除外。",
      "办理流程：申请人先通过“人才服务”平台在线预约并上传材料，再于预约时间携带材料原件到区人才服务中心窗口核验。受理后10个"
      "工作日内完成审核，审核通过的，5个工作日内制证，申请人可选择邮寄或窗口领取。人才居住证有效期3年，期满前30日内申请续签。"],
     "根据资料，您有硕士学位、年龄在40周岁以下，需要在本市连续缴纳社会保险满6个月。满足后先在“人才服务”平台预约并上传材料，"
     "再带原件到区人才服务中心窗口核验。",
     "根据资料，您有硕士学位、年龄在40周岁以下，需要在本市连续缴纳社会保险满12个月。满足后先在“人才服务”平台预约并上传材料，"
     "再带原件到区人才服务中心窗口核验。",
     "12个月", "number", True),
    ("p11-binding-02", "binding", "我是返乡农民工，去年9月在老家开了个小饭馆，一直正常经营、交着社保，一次性创业补贴能拿多少？",
     ["一次性创业补贴：在本市首次创办小微企业或从事个体经营，正常经营6个月以上并依法缴纳社会保险的，可申领一次性创业补贴。"
      "其中，毕业5年内高校毕业生补贴5000元，返乡创业农民工、退役军人补贴3000元，就业困难人员补贴4000元。创业带动就业3人以上"
      "的，每多带动1人另给予2000元，最高不超过2万元。同一人只能享受一次。申请人向经营场所所在地街道（乡镇）公共就业服务机构"
      "提交申请，区人社局审核后拨付。"],
     "根据资料，返乡创业农民工的一次性创业补贴是3000元。申请时向经营场所所在地街道（乡镇）公共就业服务机构提交，区人社局审核后拨付。",
     "根据资料，返乡创业农民工的一次性创业补贴是4000元。申请时向经营场所所在地街道（乡镇）公共就业服务机构提交，区人社局审核后拨付。",
     "4000元", "number", False),
    ("p11-binding-03", "binding", "我父亲是本市户口，上周在本市殡仪馆火化了，他不是低保户，最多能减免多少钱？",
     ["基本殡葬服务费用减免：本市户籍居民死亡后在本市殡仪馆火化的，免除遗体接运（市内）、暂存（3日内）、火化、骨灰盒（限价300"
      "元以内）四项基本殡葬服务费用，每人最高减免1500元。低保对象、特困人员在此基础上，再减免骨灰寄存费3年，每人最高合计减免"
      "2000元。非本市户籍人员不享受减免，但在本市死亡的无名遗体除外。丧属凭死亡证明、逝者户口簿和火化证明，于火化后90日内向"
      "逝者户籍所在地街道（乡镇）民政部门申请，逾期不予受理。"],
     "根据资料，您父亲是本市户籍、在本市殡仪馆火化，可以免除遗体接运、暂存、火化和骨灰盒四项基本费用，每人最高减免1500元。"
     "他不是低保对象或特困人员，所以不能再减免骨灰寄存费。记得在火化后90日内到他户籍所在地的街道（乡镇）民政部门申请。",
     "根据资料，您父亲是本市户籍、在本市殡仪馆火化，可以免除遗体接运、暂存、火化和骨灰盒四项基本费用，每人最高减免2000元。"
     "他不是低保对象或特困人员，所以不能再减免骨灰寄存费。记得在火化后90日内到他户籍所在地的街道（乡镇）民政部门申请。",
     "2000元", "number", True),
    ("p11-binding-04", "binding", "我上个月刚献了400毫升全血，现在想去献血小板，最快要隔多久？",
     ["献血间隔：全血献血间隔不少于6个月；单采血小板献血间隔不少于2周，且一年内不超过24次；单采血小板后献全血，间隔不少于4周；"
      "全血献血后献单采血小板，间隔不少于3个月。献血前一晚应保证充足睡眠，避免饮酒和进食油腻食物。"],
     "根据资料，全血献血后献单采血小板，间隔不少于3个月。献血前一晚要睡好，别喝酒，也别吃油腻的东西。",
     "根据资料，全血献血后献单采血小板，间隔不少于6个月。献血前一晚要睡好，别喝酒，也别吃油腻的东西。",
     "6个月", "date", False),
    ("p11-binding-05", "binding", "我买了邻居一辆二手摩托车，过户要换新号牌，号牌工本费多少钱？",
     ["机动车转移登记收费标准：号牌工本费，汽车每副100元，摩托车每副35元，挂车每面50元；行驶证工本费每本10元；机动车登记证书"
      "工本费每本10元。转入地与转出地在同一车管所辖区、且申请保留原号牌的，免收号牌工本费。二手车交易后，现机动车所有人应当"
      "于交付之日起30日内向车管所申请转移登记。"],
     "每副35元。",
     "每副100元。",
     "100元", "number", False),
    ("p11-binding-06", "binding", "我们店想在门口挂条促销横幅搞周年庆，最长能挂多久？要提前多久申请？",
     ["户外广告设施设置期限：大型户外广告设施设置期限一般不超过3年；LED电子显示屏设置期限不超过5年；商业促销、节庆等临时性户外"
      "广告（含横幅、气拱门、彩旗）设置期限不超过30日，同一地点一年内累计不超过60日。设置临时性户外广告的，应当提前5个工作日"
      "向区城市管理部门申请，经批准后方可设置，期满后3日内自行拆除。"],
     "横幅属于临时性户外广告，一次最长可以挂30天。需要提前5个工作日向区城市管理部门申请，批准后才能挂，到期后3天内要自己拆掉。",
     "横幅属于临时性户外广告，一次最长可以挂60天。需要提前5个工作日向区城市管理部门申请，批准后才能挂，到期后3天内要自己拆掉。",
     "60天", "number", True),
    ("p11-binding-07", "binding", "我们单元是6层的老楼，大家已经商量好要装电梯了，政府每台补多少钱？",
     ["既有多层住宅加装电梯财政补助：4层至5层住宅每台补助15万元，6层及以上住宅每台补助20万元；同一单元只补助一台。补助资金在"
      "电梯竣工验收合格并完成使用登记后，由区住房城乡建设部门一次性拨付至申请人账户。",
      "加装电梯应当经本单元专有部分面积占比三分之二以上的业主且人数占比三分之二以上的业主同意，并由本单元业主推选的代表作为"
      "申请人，向区住房城乡建设部门提交申请。建设费用由本单元业主按楼层高低分摊，一层住户可以不分摊。"],
     "根据资料，6层及以上的住宅每台补助20万元，一个单元只补一台。这笔钱要等电梯竣工验收合格、办完使用登记后，由区住房城乡"
     "建设部门一次性打到申请人账户。",
     "根据资料，6层及以上的住宅每台补助15万元，一个单元只补一台。这笔钱要等电梯竣工验收合格、办完使用登记后，由区住房城乡"
     "建设部门一次性打到申请人账户。",
     "15万元", "number", True),
    ("p11-binding-08", "binding",
     "I registered as a sole trader in March and I'm based in the borough. What's the most I can get from the "
     "start-up grant?",
     ["New Business Start-up Grant: sole traders may receive up to £2,000 and limited companies up to £5,000 towards "
      "equipment, software or marketing costs. Companies that create at least one full-time job within six months may "
      "claim a further £1,500. The grant covers up to 50% of eligible costs; you must have been trading for less than "
      "12 months and be based in the borough."],
     "Up to £2,000.",
     "Up to £5,000.",
     "£5,000", "number", False),
    ("p11-binding-09", "binding",
     "I'm applying online to register my bakery's logo as a trade mark in three classes. What will the application "
     "fee be?",
     ["Fees for a UK trade mark application: applying online costs £170 for one class, plus £50 for each additional "
      "class. Applying by post costs £200 for one class, plus £50 for each additional class. If you use the Right "
      "Start service, you pay £100 upfront and a further £100 once you receive the examination report. Renewal costs "
      "£200 for one class online."],
     "According to the documents, an online application costs £170 for the first class and £50 for each extra class. "
     "With three classes, that comes to £270 in total.",
     "According to the documents, an online application costs £170 for the first class and £50 for each extra class. "
     "With three classes, that comes to £300 in total.",
     "£300", "number", True),
    ("p11-binding-10", "binding",
     "I'm a woman and I last gave blood on 6 January. How long do I have to wait before I can give whole blood again?",
     ["How often can you give blood? Men can give whole blood every 12 weeks and women every 16 weeks. Platelet donors "
      "can give every 2 weeks, up to 24 times a year. You must wait at least 4 months after a tattoo or piercing, and "
      "7 days after finishing a course of antibiotics."],
     "According to the documents, women can give whole blood every 16 weeks, so you'll have to wait that long after "
     "your donation on 6 January.",
     "According to the documents, women can give whole blood every 12 weeks, so you'll have to wait that long after "
     "your donation on 6 January.",
     "12 weeks", "date", True),
    # --- role (the body, signatory or step the contexts give another part of the procedure) ---
    ("p11-role-01", "role", "我和爱人都是本地人，想收养市儿童福利院的一个孩子，收养登记要去哪里办？",
     ["收养登记：中国公民在境内收养子女的，收养人应当向被收养人户口所在地（被收养人为儿童福利机构抚养的，为该机构所在地）的县级"
      "人民政府民政部门申请登记。收养查找不到生父母的未成年人的，办理登记的民政部门应当在登记前公告查找其生父母，自公告之日起满"
      "60日未被认领的，视为查找不到。收养能力评估由县级以上民政部门委托的第三方专业机构开展。华侨以及居住在香港、澳门、台湾"
      "地区的中国公民收养的，向省级人民政府民政部门申请登记。"],
     "根据资料，孩子由儿童福利机构抚养，您需要向市儿童福利院所在地的县级人民政府民政部门申请收养登记。另外，收养能力评估"
     "由民政部门委托的第三方专业机构来做。",
     "根据资料，孩子由儿童福利机构抚养，您需要向省级人民政府民政部门申请收养登记。另外，收养能力评估由民政部门委托的第三方"
     "专业机构来做。",
     "省级人民政府民政部门", "entity", True),
    ("p11-role-02", "role", "我今年26岁，想把名字改了，最后是哪个部门审批？",
     ["变更姓名：18周岁以上公民变更姓名，由本人向常住户口所在地公安派出所提出申请；不满18周岁的，由父母双方或其他监护人共同"
      "申请。派出所受理后进行初审，并于5个工作日内报县级公安机关户政管理部门审批，审批期限为15个工作日。审批同意的，由派出所"
      "办理变更并换发户口簿，本人再持户口簿到派出所申领新身份证。"],
     "县级公安机关户政管理部门。",
     "常住户口所在地公安派出所。",
     "常住户口所在地公安派出所", "entity", False),
    ("p11-role-03", "role", "我被抽中当人民陪审员候选人了，如果最后选上，是谁任命我？",
     ["人民陪审员选任程序：司法行政机关会同基层人民法院、公安机关，从辖区内年满28周岁的常住居民名单中随机抽选拟任人民陪审员"
      "数5倍以上的候选人，对候选人进行资格审查，征求候选人意见。司法行政机关会同基层人民法院从通过资格审查的候选人中随机抽选"
      "确定人民陪审员人选，由基层人民法院院长提请同级人民代表大会常务委员会任命。人民陪审员的任期为5年，一般不得连任。"],
     "根据资料，人选确定后由基层人民法院院长提请，最终由同级人民代表大会常务委员会任命。任期是5年。",
     "根据资料，人选确定后由基层人民法院院长提请，最终由同级司法行政机关任命。任期是5年。",
     "同级司法行政机关", "entity", True),
    ("p11-role-04", "role", "我们小区楼下一棵普通的槐树快倒了，想申请砍掉，不是古树，找哪个部门批？",
     ["城市树木砍伐、迁移审批：单位和个人因建设或者树木危及安全等原因需要砍伐、迁移城市树木的，向区园林绿化主管部门提出申请；"
      "涉及古树名木或者一次砍伐胸径30厘米以上树木10株以上的，由区园林绿化主管部门初审后报市园林绿化主管部门审批。审批机关应当"
      "在受理后10个工作日内到现场查勘。经批准砍伐的，申请人应当按照规定补植或者缴纳绿化补偿费。住宅小区内树木的砍伐申请，须附"
      "业主委员会或物业服务企业的意见。"],
     "根据资料，向区园林绿化主管部门申请就行，还要附上业委会或者物业的意见。受理后10个工作日内会有人到现场查勘，批准砍伐后还要补植或者缴纳绿化补偿费。",
     "根据资料，向市园林绿化主管部门申请就行，还要附上业委会或者物业的意见。受理后10个工作日内会有人到现场查勘，批准砍伐后还要补植或者缴纳绿化补偿费。",
     "市园林绿化主管部门", "entity", True),
    ("p11-role-05", "role", "我想春节前在村口开个烟花爆竹零售点，许可证找谁批？",
     ["烟花爆竹经营许可：批发企业的经营许可证由设区的市级应急管理部门审批；零售经营者的经营许可证由县级应急管理部门审批，有效期"
      "不超过2年。申请零售许可的，应当向所在地县级应急管理部门提交申请书、零售场所平面图和安全管理制度，并经所在地乡镇人民政府"
      "或街道办事处出具场所安全意见。县级应急管理部门应当自受理之日起20日内进行现场核查，符合条件的核发《烟花爆竹经营（零售）"
      "许可证》。"],
     "根据资料，零售点的经营许可证由县级应急管理部门审批。您要提交申请书、零售场所平面图和安全管理制度，另外需要乡镇政府或"
     "街道办出具场所安全意见。",
     "根据资料，零售点的经营许可证由设区的市级应急管理部门审批。您要提交申请书、零售场所平面图和安全管理制度，另外需要乡镇"
     "政府或街道办出具场所安全意见。",
     "设区的市级应急管理部门", "entity", True),
    ("p11-role-06", "role", "我打算在街道划的夜市里摆个卖烤串的摊，食品摊贩登记卡找谁办？",
     ["临时摊点管理：街道办事处会同区城市管理部门划定夜市、便民疏导点等临时摊点区域，并负责摊位分配和日常管理；从事食品经营的"
      "摊贩，应当持身份证和健康证明向所在地市场监管所申请办理《食品摊贩登记卡》，市场监管所当场或3个工作日内发放，不收取费用；"
      "区城市管理部门负责对摊点区域外占道经营行为进行查处。"],
     "所在地市场监管所。",
     "街道办事处。",
     "街道办事处", "entity", False),
    ("p11-role-07", "role", "我们社区今年要换届了，主持选举的选举委员会是怎么产生的？",
     ["社区居民委员会换届选举：居民委员会的选举工作由居民选举委员会主持。居民选举委员会由居民会议、居民代表会议或者各居民小组"
      "推选产生，成员一般5至9人。选举委员会负责选民登记并在选举日20日前公布选民名单；候选人由本社区有选举权的居民直接提名。"
      "选举结果由选举委员会当场公布，并报不设区的市、市辖区人民政府或者其派出机关（街道办事处）备案。"],
     "根据资料，选举委员会由居民会议、居民代表会议或者各居民小组推选出来，一般5到9个人。之后由它负责选民登记，并主持整个选举。",
     "根据资料，选举委员会由街道办事处推选出来，一般5到9个人。之后由它负责选民登记，并主持整个选举。",
     "街道办事处", "entity", True),
    ("p11-role-08", "role",
     "My son has been cast in a touring play and will miss a week of school. Who signs the form to agree to the "
     "absence, the school or the council?",
     ["Child performance licences: a licence is issued by the council where the child lives, not where the "
      "performance takes place. The production company completes part 1 of the application form and the parent "
      "completes part 2. If the child will miss school, the head teacher must sign part 3 to agree to the absence. "
      "Applications must reach the council at least 21 days before the first performance."],
     "The head teacher at his school signs part 3 to agree to the absence.",
     "The council where you live signs part 3 to agree to the absence.",
     "The council where you live", "entity", True),
    ("p11-role-09", "role",
     "The council refused my application to fell an oak with a Tree Preservation Order on it. Who do I appeal to, "
     "and how long do I have?",
     ["Work on protected trees: to prune or fell a tree covered by a Tree Preservation Order you must apply to the "
      "local planning authority. The council's tree officer will inspect the tree and the council should decide "
      "within 8 weeks.",
      "Appeals: if consent is refused, or granted with conditions you disagree with, you can appeal to the "
      "Planning Inspectorate within 28 days of the decision. Dead or dangerous trees can be removed without consent, "
      "but you must give the council 5 working days' notice."],
     "According to the documents, you can appeal to the Planning Inspectorate. You have 28 days from the date of the "
     "decision to do so.",
     "According to the documents, you can appeal to the council's tree officer. You have 28 days from the date of the "
     "decision to do so.",
     "the council's tree officer", "entity", True),
    ("p11-role-10", "role", "I'm applying for a shotgun certificate. Who has to countersign my photo, my GP or a referee?",
     ["Applying for a shotgun certificate: send the application to the chief officer of police for the area where you "
      "live. One referee must countersign the application and your photograph; the referee must have known you for at "
      "least 2 years and must not be a member of your family or a police employee.",
      "Checks: the police will also write to your "
      "GP, who is asked to confirm whether you have any relevant medical conditions. The certificate lasts 5 years."],
     "A referee, who must have known you for at least 2 years and can't be a family member.",
     "Your GP, who must have known you for at least 2 years and can't be a family member.",
     "Your GP", "entity", True),
    # --- event-date (the time limit or date the contexts give another step) ---
    ("p11-event-date-01", "event-date", "我的发明专利上周收到了第一次审查意见通知书，多久之内要答复？",
     ["发明专利申请实质审查：申请人应当自申请日起3年内提出实质审查请求并缴纳实质审查费，期满未提出的，该申请被视为撤回。审查员"
      "发出第一次审查意见通知书的，申请人应当自收到通知之日起4个月内答复；再次审查意见通知书的答复期限为2个月。因正当理由不能"
      "在期限内答复的，可以在期限届满前请求延长，延长期限为1个月或2个月，并缴纳延长期请求费。"],
     "根据资料，第一次审查意见通知书要在收到通知之日起4个月内答复。如果有正当理由赶不上，可以在期限届满前请求延长，并缴纳"
     "延长期请求费。",
     "根据资料，第一次审查意见通知书要在收到通知之日起2个月内答复。如果有正当理由赶不上，可以在期限届满前请求延长，并缴纳"
     "延长期请求费。",
     "2个月", "date", True),
    ("p11-event-date-02", "event-date", "我的商标注册明年8月到期，最早什么时候可以办续展？",
     ["注册商标的有效期为10年，自核准注册之日起计算。有效期满需要继续使用的，商标注册人应当在期满前12个月内按照规定办理续展"
      "手续；在此期间未能办理的，可以给予6个月的宽展期，宽展期内续展须加收延迟费。期满未办理续展手续的，注销其注册商标。每次"
      "续展注册的有效期为10年，自该商标上一届有效期满次日起计算。"],
     "根据资料，在有效期满前12个月内可以办理续展。",
     "根据资料，在有效期满前6个月内可以办理续展。",
     "6个月", "date", False),
    ("p11-event-date-03", "event-date", "我5月3日从二手车市场提的车，最晚什么时候要去车管所办过户？",
     ["二手车交易登记：二手车交易完成后，现机动车所有人应当自机动车交付之日起30日内，持身份证明、机动车登记证书、行驶证和"
      "二手车销售统一发票，到车管所申请转移登记。转移登记前，买卖双方应当将车辆送至机动车登记服务站查验。机动车交通事故责任"
      "强制保险的被保险人变更的，应当在交付之日起15日内到保险公司办理批改手续。"],
     "根据资料，要在车辆交付之日起30日内到车管所申请转移登记，您就从5月3日开始算。办理前记得先把车送到机动车登记服务站查验。",
     "根据资料，要在车辆交付之日起15日内到车管所申请转移登记，您就从5月3日开始算。办理前记得先把车送到机动车登记服务站查验。",
     "15日", "date", True),
    ("p11-event-date-04", "event-date", "我上个月买的双色球中了5000块，一直忘了兑，从开奖那天算起最多能拖多少天？",
     ["兑奖规定：中奖者应当自开奖之日起60个自然日内兑奖，最后一天为法定节假日的顺延至节假日后第一个工作日；逾期未兑奖的视为"
      "弃奖，弃奖奖金纳入彩票公益金。单注奖金1万元以下的，可在任一销售网点兑奖；单注奖金1万元以上的，须持中奖彩票和本人身份证"
      "到省福利彩票发行中心兑奖，奖金于核验后30个工作日内转入中奖者账户。"],
     "60个自然日。",
     "30个工作日。",
     "30个工作日", "date", False),
    ("p11-event-date-05", "event-date", "我父亲的骨灰在殡仪馆寄存，上周刚到期，我在外地工作，最晚多久之内要回去办续存？",
     ["骨灰寄存：殡仪馆骨灰寄存期限一般为3年，期满可以续存，每次续存不超过3年。寄存期满前1个月，殡仪馆通过预留电话或短信提醒"
      "寄存人。寄存人应当在期满后30日内办理续存或者领回手续；期满后超过180日仍未办理且无法联系寄存人的，殡仪馆可以按规定将"
      "骨灰进行生态安葬，并保留档案。"],
     "根据资料，寄存期满后30日内要办理续存或者领回手续，您最好尽快安排时间回去。每次续存最长3年。",
     "根据资料，寄存期满后180日内要办理续存或者领回手续，您最好尽快安排时间回去。每次续存最长3年。",
     "180日", "date", True),
    ("p11-event-date-06", "event-date", "我家装修只是刷墙换地板，申报材料已经交给物业了，物业多久给答复？",
     ["住宅室内装饰装修管理：装修人在开工前应当向物业服务企业申报登记，提交房屋所有权证明、装修方案和施工单位资质证明。物业服务"
      "企业应当在收到申报材料之日起3个工作日内作出答复，并告知装修禁止行为。涉及拆改承重结构或者超过设计标准增加楼面荷载的，"
      "须经原设计单位或具有相应资质的设计单位提出方案，报区住房城乡建设部门审批，审批期限为20个工作日。装修施工时间为工作日"
      "8:00至12:00、14:00至18:00，法定节假日不得进行产生噪声的施工。"],
     "根据资料，物业应当在收到申报材料之日起3个工作日内答复。您只是刷墙换地板，不涉及拆改承重结构，不需要再报区住房城乡建设部门审批。",
     "根据资料，物业应当在收到申报材料之日起20个工作日内答复。您只是刷墙换地板，不涉及拆改承重结构，不需要再报区住房城乡建设部门审批。",
     "20个工作日", "date", False),
    ("p11-event-date-07", "event-date", "我是男生，今年满18岁，还没做兵役登记，截止到哪天？",
     ["兵役登记与征集：每年12月31日以前年满18周岁的男性公民，应当在当年1月1日至6月30日期间，通过“全国征兵网”进行初次兵役"
      "登记。应征入伍的，可在网上报名，上半年征集报名截止时间为2月10日，下半年征集报名截止时间为8月10日。上半年征集体检于2月"
      "中旬开始，下半年征集体检于8月1日开始。全日制大学生入伍年龄可放宽至24周岁，研究生可放宽至26周岁。"],
     "根据资料，您今年满18周岁，初次兵役登记要在当年6月30日前通过“全国征兵网”完成。如果想入伍，还要另外在网上报名。",
     "根据资料，您今年满18周岁，初次兵役登记要在当年8月10日前通过“全国征兵网”完成。如果想入伍，还要另外在网上报名。",
     "8月10日", "date", True),
    ("p11-event-date-08", "event-date", "My jury summons arrived yesterday. How long do I have to reply?",
     ["Jury summons: you must reply within 7 days of receiving your summons, even if you want to be excused. If you "
      "need to defer, you can ask to move your jury service to another date within 12 months. Jury service usually "
      "lasts up to 10 working days. You'll be told the court and the start date at least 6 weeks in advance."],
     "7 days from receiving it.",
     "6 weeks from receiving it.",
     "6 weeks", "date", False),
    ("p11-event-date-09", "event-date",
     "My street trading licence for my crepe stall expires on 30 September. When's the latest I can send in the "
     "renewal?",
     ["Street trading licences are issued for 12 months. Renewal applications must be received at least 6 weeks "
      "before the current licence expires; late applications are treated as new applications and may take up to 28 "
      "days to decide. A temporary licence for a single event lasts up to 7 days. The fee must be paid in full before "
      "a licence is issued."],
     "According to the documents, renewals have to arrive at least six weeks before the licence runs out, so yours "
     "needs to be in by 19 August. If it's late, it's treated as a new application.",
     "According to the documents, renewals have to arrive at least six weeks before the licence runs out, so yours "
     "needs to be in by 2 September. If it's late, it's treated as a new application.",
     "2 September", "date", True),
    ("p11-event-date-10", "event-date", "Until what time can we set off fireworks in our garden on Bonfire Night?",
     ["You must not set off fireworks between 11pm and 7am, except: on Bonfire Night (5 November), when the cut-off is "
      "midnight; and on New Year's Eve, Diwali and Chinese New Year, when the cut-off is 1am. Breaking the curfew can "
      "lead to a fine of up to £5,000. Public displays must be notified to the council at least 28 days before the "
      "event."],
     "Until midnight.",
     "Until 1am.",
     "1am", "date", False),
    # --- negation (the rule read without its exception, or the other group's clause) ---
    ("p11-negation-01", "negation", "我之前献过两次血，一共400毫升，以后我自己要是需要输血，是不是终身免费？",
     ["无偿献血者用血优待：无偿献血者累计献血量达到1000毫升以上的，本人终身免费用血；累计献血量不足1000毫升的，本人可免费使用"
      "献血量5倍的血液。献血者的配偶和直系亲属，可以免费使用与献血者献血量等量的血液。报销时须持献血证、用血发票和身份证明，在"
      "出院后1年内到市中心血站或医院输血科办理。"],
     "根据资料，您累计献血400毫升，本人不享受终身免费用血。报销时持献血证、用血发票和身份证明，在出院后1年内到市中心血站或"
     "医院输血科办理。",
     "根据资料，您累计献血400毫升，本人享受终身免费用血。报销时持献血证、用血发票和身份证明，在出院后1年内到市中心血站或"
     "医院输血科办理。",
     "享受", "negation", True),
    ("p11-negation-02", "negation", "我上周参加了社区组织的4小时志愿者岗前培训，这4小时算志愿服务时长吗？",
     ["志愿服务时长记录：志愿服务时长是指志愿者实际提供志愿服务的时间，以小时为单位，由志愿服务组织如实记录。志愿者参加志愿"
      "服务组织安排的岗前培训、会议、往返交通的时间，不计入志愿服务时长；但参加应急救援类志愿服务的集结待命时间，计入志愿服务"
      "时长。志愿服务组织应当在服务结束后10个工作日内将时长录入“志愿汇”平台。"],
     "根据资料，岗前培训的时间不计入志愿服务时长。志愿服务时长只算实际提供服务的时间，由志愿服务组织如实记录。",
     "根据资料，岗前培训的时间计入志愿服务时长。志愿服务时长只算实际提供服务的时间，由志愿服务组织如实记录。",
     "计入", "negation", False),
    ("p11-negation-03", "negation", "我拿人才居住证已经两年了，这两年能算进落户要求的连续居住年限吗？",
     ["人才居住证待遇：持证人可以在本市申请公共租赁住房、办理机动车登记，子女可以按规定在本市参加中考。持证人的配偶和未满18"
      "周岁的子女可以随同申办。持有人才居住证的年限计入居住证积分的居住年限，但不计入申请本市户籍所需的连续居住年限；申请落户"
      "的，另按本市人才引进落户政策执行。"],
     "根据资料，持证年限计入居住证积分的居住年限，但不计入申请本市户籍所需的连续居住年限。想落户的话，要按本市人才引进落户"
     "政策另外申请。",
     "根据资料，持证年限计入居住证积分的居住年限，也计入申请本市户籍所需的连续居住年限。想落户的话，要按本市人才引进落户"
     "政策另外申请。",
     "也计入", "negation", False),
    ("p11-negation-04", "negation", "我网上申请的商标被驳回了，交的270块申请费能退吗？",
     ["商标注册申请费：纸质申请每件300元（限定本类10个商品，超过的每个加收30元），网上申请每件270元（超过的每个加收27元）。"
      "商标注册申请被驳回或者部分驳回的，已缴纳的申请费不予退还；申请人撤回申请且商标局尚未受理的，可以申请退费。对驳回决定不服"
      "的，可以自收到通知之日起15日内申请复审，复审费每件750元。"],
     "根据资料，申请被驳回的，已缴纳的申请费不予退还。如果对驳回决定不服，可以在收到通知之日起15日内申请复审，复审费每件750元。",
     "根据资料，申请被驳回的，已缴纳的申请费予以退还。如果对驳回决定不服，可以在收到通知之日起15日内申请复审，复审费每件750元。",
     "予以退还", "negation", False),
    ("p11-negation-05", "negation", "我打算把自己开了5年的家用车卖给一个朋友，我个人卖车要交增值税吗？",
     ["二手车交易税费：个人销售自己使用过的二手车，免征增值税；从事二手车经销的纳税人销售其收购的二手车，减按0.5%征收增值税。"
      "二手车交易不征收车辆购置税，但车辆购置税完税证明应当随车移交。交易市场收取的交易服务费由买卖双方协商承担，最高不超过"
      "成交价的1%。"],
     "根据资料，您个人卖自己用过的车，免征增值税。二手车交易也不征收车辆购置税，但购置税完税证明要随车交给朋友。",
     "根据资料，您个人卖自己用过的车，应当缴纳增值税。二手车交易也不征收车辆购置税，但购置税完税证明要随车交给朋友。",
     "应当缴纳", "negation", True),
    ("p11-negation-06", "negation", "我开了家面馆，门头上就写了店名和logo，这个算户外广告吗？",
     ["户外广告设施是指利用建筑物、构筑物、场地等设置的霓虹灯、展示牌、电子显示屏、灯箱、条幅等。单位在其办公或经营场所建筑物"
      "上设置的、仅标明单位名称、字号、标识的招牌，不属于户外广告设施，无需办理户外广告设置许可，但应当符合招牌设置规范，并在"
      "设置前向区城市管理部门备案；招牌中含有商品或服务宣传内容的，按户外广告设施管理。"],
     "根据资料，只写了店名和标识的招牌不属于户外广告设施，设置前向区城市管理部门备案就行。不过招牌上如果加了商品或服务的宣传内容，就要按户外广告设施管理。",
     "根据资料，只写了店名和标识的招牌属于户外广告设施，设置前向区城市管理部门备案就行。不过招牌上如果加了商品或服务的宣传内容，就要按户外广告设施管理。",
     "属于", "negation", True),
    ("p11-negation-07", "negation", "我母亲是外地户口，在本市持居住证住了5年，上个月在这边去世火化，能享受殡葬费减免吗？",
     ["惠民殡葬政策：本市户籍居民去世后在本市殡仪馆火化的，免除遗体接运、暂存、火化、普通骨灰盒四项基本殡葬服务费用。非本市户籍"
      "人员在本市去世的，不享受上述减免，但持本市居住证满3年的，可以享受遗体火化费减免。实行生态安葬（树葬、海葬、草坪葬）的，"
      "不分户籍，每例给予2000元奖励。"],
     "根据资料，非本市户籍一般不享受四项基本殡葬服务费减免，但您母亲持本市居住证满3年，可以享受遗体火化费的减免。另外，如果"
     "选择树葬、海葬这类生态安葬，不分户籍，每例还有2000元奖励。",
     "根据资料，非本市户籍一般不享受四项基本殡葬服务费减免，您母亲虽然持本市居住证满3年，也不能减免遗体火化费。另外，如果"
     "选择树葬、海葬这类生态安葬，不分户籍，每例还有2000元奖励。",
     "也不能减免", "negation", True),
    ("p11-negation-08", "negation",
     "I've lived in England for five years and haven't registered any decision. Will my family still be asked before "
     "my organs are donated?",
     ["Organ donation: in England, all adults are considered to have agreed to donate their organs when they die "
      "unless they have recorded a decision not to donate or are in an excluded group. Excluded groups are people "
      "under 18, people who have lived in England for less than 12 months before their death, and people who lack "
      "the mental capacity to understand the change.",
      "What happens at the time: your family will still be consulted before organ donation goes ahead, and a "
      "specialist nurse will talk them through the process."],
     "According to the documents, your family will still be consulted before donation goes ahead.",
     "According to the documents, your family will not be consulted before donation goes ahead.",
     "will not be consulted", "negation", True),
    ("p11-negation-09", "negation",
     "My manager says my two weeks of jury service will come out of my holiday allowance. Is jury service counted "
     "as annual leave?",
     ["Jury service and work: your employer must let you have time off for jury service, but they do not have to pay "
      "you. Time spent on jury service does not count as annual leave, and you cannot be dismissed for doing it. If "
      "your employer does not pay you, you can claim loss of earnings from the court of up to £64.95 a day for the "
      "first 10 days."],
     "According to the documents, time spent on jury service does not count as annual leave. Your employer has to "
     "give you the time off but doesn't have to pay you; if they don't, you can claim up to £64.95 a day from the "
     "court for the first 10 days.",
     "According to the documents, time spent on jury service does count as annual leave. Your employer has to "
     "give you the time off but doesn't have to pay you; if they don't, you can claim up to £64.95 a day from the "
     "court for the first 10 days.",
     "does count", "negation", True),
    ("p11-negation-10", "negation",
     "I complained to my energy supplier three weeks ago and yesterday they sent me a deadlock letter. Do I still "
     "have to wait until eight weeks are up before going to the ombudsman?",
     ["Complaining to an ombudsman: you must complain to the trader first. The ombudsman will not normally look at "
      "your complaint until 8 weeks have passed since you complained to the trader, unless the trader has already "
      "sent you a final response (sometimes called a deadlock letter). You then have 6 months from the date of the "
      "final response to refer your complaint. The service is free for consumers."],
     "According to the documents, you don't have to wait, because the supplier has already sent you a final "
     "response. You have 6 months from the date of that letter to refer your complaint.",
     "According to the documents, you still have to wait, even though the supplier has already sent you a final "
     "response. You have 6 months from the date of that letter to refer your complaint.",
     "still have to wait", "negation", True),
    # --- modality (可以/不得/须/无需; may/must) ---
    ("p11-modality-01", "modality", "我今年58岁，以前献过三次血，每次都没什么反应，身体也挺好，还能去献血吗？",
     ["献血年龄与健康要求：献血者年龄为18周岁至55周岁；既往无献血反应、符合健康检查要求的多次献血者主动要求再次献血的，年龄可"
      "延长至60周岁。体重男性不低于50千克，女性不低于45千克。献血前须进行健康征询和血液初筛，患有高血压、心脏病等疾病的不得"
      "献血。"],
     "可以。根据资料，没有献血反应的多次献血者年龄可延长至60周岁，您58岁还在范围内。",
     "不可以。根据资料，献血者年龄为18周岁至55周岁，您58岁已经超出范围。",
     "不可以", "negation", True),
    ("p11-modality-02", "modality", "我和丈夫今年都40岁，已经有两个孩子了，想收养福利院里一个有残疾的孩子，可以吗？",
     ["收养人应当同时具备下列条件：（一）无子女或者只有一名子女；（二）有抚养、教育和保护被收养人的能力；（三）未患有在医学上"
      "认为不应当收养子女的疾病；（四）无不利于被收养人健康成长的违法犯罪记录；（五）年满30周岁。无子女的收养人可以收养两名"
      "子女，有子女的收养人只能收养一名子女。收养孤儿、残疾未成年人或者儿童福利机构抚养的查找不到生父母的未成年人，可以不受"
      "前款第一项和收养人数的限制。"],
     "可以。根据资料，收养残疾未成年人不受“无子女或者只有一名子女”的限制，你们已有两个孩子也能收养，但仍要具备抚养教育能力"
     "等其他条件。",
     "不可以。根据资料，收养人应当无子女或者只有一名子女，你们已有两个孩子，不符合这个条件。",
     "不可以", "negation", True),
    ("p11-modality-03", "modality", "我在村里自家院子想打一口井，就给家里做饭洗衣用，要办取水许可证吗？我们村不在禁采区和限采区。",
     ["取水许可：直接从江河、湖泊或者地下取用水资源的单位和个人，应当申请领取取水许可证，并缴纳水资源费。下列情形不需要申请领取"
      "取水许可：农村集体经济组织及其成员使用本集体经济组织的水塘、水库中的水的；家庭生活和零星散养、圈养畜禽饮用等少量取水"
      "的。但在地下水禁止开采区内，任何单位和个人不得新建取水井；在限制开采区内新建取水井的，须经县级水行政主管部门批准。"],
     "根据资料，家庭生活等少量取水不需要申请取水许可证。您村也不在禁止开采区和限制开采区，所以打井不用另外报批。",
     "根据资料，家庭生活等少量取水也需要申请取水许可证。您村也不在禁止开采区和限制开采区，所以打井不用另外报批。",
     "也需要", "negation", True),
    ("p11-modality-04", "modality", "我家住在五环外的村里，正月初三能在自家院子放鞭炮吗？",
     ["烟花爆竹燃放管理：本市五环路以内区域（含五环路）全年禁止燃放烟花爆竹。五环路以外区域，除夕至正月初一、正月十五可以燃放，"
      "燃放时间为7时至24时（除夕当日延长至次日2时），其他时间禁止燃放。任何区域内，文物保护单位、医院、学校、加油站周边100米"
      "范围内，禁止燃放。"],
     "不能，五环路以外区域只有除夕至正月初一、正月十五可以燃放。",
     "能，五环路以外区域从除夕到正月十五都可以燃放。",
     "能", "negation", True),
    ("p11-modality-05", "modality", "我前几年已经改过一次名，可现在名字里有个字公安系统录不进去，办事很麻烦，还能再改吗？",
     ["变更姓名的限制：成年人变更姓名，原则上一生只能变更一次；但有下列情形之一的除外：（一）姓名中含有生僻字、无法录入公安信息"
      "系统的；（二）姓名与他人重名，且在同一单位或社区造成不便的；（三）因被收养、认领等原因需要随父姓或母姓的。变更姓名的，"
      "申请人须提交书面申请、居民户口簿、居民身份证以及相关证明材料。正在被刑事追诉或者服刑的人员不得申请变更姓名。"],
     "可以。根据资料，成年人原则上一生只能改一次名，但姓名中有生僻字、无法录入公安信息系统的属于例外。您需要准备书面申请、"
     "户口簿、身份证和相关证明材料。",
     "不可以。根据资料，成年人变更姓名一生只能变更一次，您已经改过一次了。",
     "不可以", "negation", True),
    ("p11-modality-06", "modality", "我在便民疏导点卖自家种的黄瓜西红柿，需要办食品摊贩登记卡吗？",
     ["食品摊贩管理：在划定区域内从事食品经营的摊贩，应当办理《食品摊贩登记卡》并亮卡经营；农民在集贸市场、便民疏导点销售自产"
      "的食用农产品的，无需办理登记卡，但应当服从摊点区域管理。食品摊贩不得经营生食水产品、自制生鲜乳饮品和散装白酒。"],
     "不需要，农民卖自产的食用农产品无需办理登记卡，但要服从摊点区域管理。另外，生食水产品、自制生鲜乳饮品和散装白酒不能卖。",
     "需要，在划定区域内卖食用农产品也要办理登记卡并亮卡经营。另外，生食水产品、自制生鲜乳饮品和散装白酒不能卖。",
     "需要", "negation", True),
    ("p11-modality-07", "modality", "我想把厨房和餐厅之间那堵非承重墙打掉，做成开放式厨房，可以直接动工吗？",
     ["装修禁止和限制行为：装修人不得拆改承重墙、梁、柱、楼板，不得扩大承重墙上原有的门窗尺寸，不得将没有防水要求的房间或者阳台"
      "改为卫生间、厨房。拆改非承重墙体的，须在开工前向物业服务企业书面告知并提交施工方案；更换外窗的，不得改变外窗原有的颜色、"
      "形式和分格。违反规定的，由区住房城乡建设部门责令改正，处5000元以上1万元以下罚款。"],
     "根据资料，非承重墙可以拆，但开工前须书面告知物业服务企业并提交施工方案。注意不能动承重墙、梁、柱和楼板。",
     "根据资料，非承重墙可以拆，开工前无需书面告知物业服务企业或提交施工方案。注意不能动承重墙、梁、柱和楼板。",
     "无需", "negation", True),
    ("p11-modality-08", "modality",
     "I'm divorced and want to change my 10-year-old daughter's surname to mine. Her father has parental "
     "responsibility but won't agree. Can I go ahead anyway?",
     ["Changing a child's name: if you want to change the name of a child under 16, everyone with parental "
      "responsibility must agree, usually by signing the deed poll. If someone with parental responsibility does not "
      "agree, you must apply to a court for a Specific Issue Order before the change can go ahead. Children aged 16 "
      "or 17 can change their own name but should get everyone's consent."],
     "No. Everyone with parental responsibility has to agree, so without her father's consent you'd first need a "
     "Specific Issue Order from a court.",
     "Yes. Only children aged 16 or 17 need the consent of everyone with parental responsibility, so your consent "
     "is enough.",
     "Yes", "negation", True),
    ("p11-modality-09", "modality", "I'm a self-employed plumber. Can I claim loss of earnings while I'm on jury service?",
     ["Claiming for jury service: you can claim travel, food and drink, and loss of earnings. Employees whose employer "
      "won't pay them can claim up to £64.95 a day for the first 10 days. Self-employed people can also claim loss of "
      "earnings, but must send evidence such as recent invoices or a tax return. You must claim within 12 months of "
      "the end of your jury service."],
     "Yes, as long as you send evidence such as recent invoices or a tax return. You must claim within 12 months of "
     "the end of your jury service.",
     "No, only employees whose employer won't pay them can claim loss of earnings. You must claim within 12 months "
     "of the end of your jury service.",
     "No", "negation", True),
    ("p11-modality-10", "modality",
     "I'm 16 and want to sell my own handmade jewellery at the Saturday market. Can I get a street trading licence "
     "in my own name?",
     ["Who can apply: you must be 17 or over to hold a street trading licence. Young people aged 14 to 16 may help on "
      "a licensed pitch, but only while the licence holder is present and for no more than 2 hours on a school day. "
      "Applicants must provide two passport photographs and, for food stalls, a food hygiene certificate."],
     "No, you must be 17 or over to hold a street trading licence.",
     "Yes, young people aged 14 to 16 may hold a street trading licence.",
     "may hold", "negation", False),
    # --- quantifier (全部/均/任一/只能; all/every/each/only) ---
    ("p11-quantifier-01", "quantifier", "我是本科毕业，学历在学信网能查到，办人才居住证的时候所有材料都要带原件吗？",
     ["申领人才居住证须提交下列材料：（一）申请表；（二）身份证；（三）学历学位证书；（四）劳动合同；（五）社会保险缴费证明。"
      "以上材料均须提供原件并在窗口核验；其中，学历学位证书可在学信网查询验证的，免于提交原件；社会保险缴费证明由窗口通过系统"
      "核查，无需申请人提供。外籍人员另须提交护照及工作许可证明。"],
     "根据资料，申请表、身份证和劳动合同要带原件到窗口核验；您的学历学位证书能在学信网查到，可以免交原件。社保缴费证明由窗口"
     "在系统里核查，不用您提供。",
     "根据资料，申请表、身份证、学历学位证书和劳动合同全部要带原件到窗口核验。社保缴费证明由窗口在系统里核查，不用您提供。",
     "全部", "negation", True),
    ("p11-quantifier-02", "quantifier", "我的创业项目入选了，资助协议也签了，钱是一次性全部到账吗？",
     ["创业项目资助：经评审入选的创业项目，给予5万元至20万元资助。资助资金分两期拨付：签订资助协议后拨付50%，项目中期考核"
      "合格后拨付剩余50%；中期考核不合格的，停止拨付并收回未使用资金。同一创业者只能申报一个项目，已获得市级其他创业资助的项目"
      "不得重复申报。"],
     "根据资料，签订资助协议后拨付50%，中期考核合格后再拨付剩余50%。如果中期考核不合格，会停止拨付并收回没用完的资金。",
     "根据资料，签订资助协议后一次性拨付全部资助资金。如果中期考核不合格，会停止拨付并收回没用完的资金。",
     "全部", "negation", False),
    ("p11-quantifier-03", "quantifier", "我们单元12户，有9户同意装电梯，但这9户加起来的面积只占一半，这样够条件了吗？",
     ["既有住宅加装电梯申请条件：加装电梯应当经本单元专有部分面积占比三分之二以上的业主且人数占比三分之二以上的业主同意，并在"
      "本单元显著位置公示同意书不少于10日。公示期间有异议的，由街道办事处组织协商。涉及占用小区公共用地的，还须经全体业主共同"
      "决定事项表决通过。申请人为本单元业主推选的代表。"],
     "根据资料，面积占比和人数占比两项都要达到三分之二以上。你们9户人数占了四分之三，但面积只占一半，还不够。",
     "根据资料，面积占比和人数占比任一达到三分之二以上即可。你们9户人数占了四分之三，已经够了。",
     "任一", "negation", True),
    ("p11-quantifier-04", "quantifier", "我在学校参加的志愿活动有50个小时没录进平台，这些也能算进星级认定吗？",
     ["志愿者星级认定：志愿者在“志愿汇”平台记录的志愿服务时长累计达到100小时、300小时、600小时、1000小时、1500小时的，可依次"
      "认定为一星至五星志愿者。星级认定仅以平台记录的时长为依据，未录入平台的服务时长不予认定。时长记录有误的，志愿者可在录入后"
      "30日内向志愿服务组织申请更正。"],
     "不能，星级认定只看“志愿汇”平台记录的时长。",
     "能，所有志愿服务时长都计入星级认定。",
     "所有", "negation", True),
    ("p11-quantifier-05", "quantifier", "我中了800块，必须回我买彩票的那家店兑奖吗？",
     ["兑奖地点：单注奖金在1万元以下（含1万元）的，中奖者可以在本省任一福利彩票销售网点兑奖；单注奖金在1万元以上的，须到省福利"
      "彩票发行中心或者指定的市级兑奖点兑奖。兑奖时须出示完整的中奖彩票，彩票污损、残缺无法识别的不予兑奖；单注奖金1万元以上"
      "的，还须出示本人有效身份证件。"],
     "不用，1万元以下的奖金在本省任一福利彩票销售网点都能兑。兑奖时带上完整的中奖彩票，污损到无法识别的不能兑。",
     "是的，1万元以下的奖金只能在购买彩票的销售网点兑奖。兑奖时带上完整的中奖彩票，污损到无法识别的不能兑。",
     "只能", "negation", True),
    ("p11-quantifier-06", "quantifier", "我一个人申请发明专利，去年月收入4000多，批了费减以后，所有专利费用都能减85%吗？",
     ["专利费用减缴：上年度月均收入低于5000元（年收入6万元）的个人，或者上年度企业应纳税所得额低于100万元的企业，可以请求减缴"
      "专利费用。个人或企业单独请求的，减缴85%；两个以上个人或者个人与单位共同申请专利的，减缴70%。可以减缴的费用包括申请费"
      "（不含公布印刷费、申请附加费）、发明专利申请实质审查费、年费（自授予专利权当年起10年内的年费）和复审费。"],
     "根据资料，您上年度月均收入低于5000元，个人单独请求可以减缴85%。但不是所有费用都能减，只包括申请费（不含公布印刷费和"
     "申请附加费）、实质审查费、授权当年起10年内的年费和复审费。",
     "根据资料，您上年度月均收入低于5000元，个人单独请求可以减缴85%。而且所有专利费用都能减，包括申请费、实质审查费、年费"
     "和复审费。",
     "所有专利费用", "negation", True),
    ("p11-quantifier-07", "quantifier", "过户那天我在外地出差，必须买卖双方本人都到车管所吗？",
     ["二手车转移登记办理：买卖双方可以本人办理，也可以委托代理人办理；委托办理的，须提交委托书和代理人身份证明。卖方为单位的，"
      "须提交加盖单位公章的委托书。车辆须送至机动车登记服务站查验，查验合格后当场办理转移登记，当日即可领取新的行驶证和登记"
      "证书。"],
     "不用，双方都可以委托代理人办理，带上委托书和代理人身份证明就行。车要先送到机动车登记服务站查验，合格后当场就能办完过户。",
     "是的，买卖双方都必须本人到场办理。车要先送到机动车登记服务站查验，合格后当场就能办完过户。",
     "都必须", "negation", True),
    ("p11-quantifier-08", "quantifier",
     "I'm opening a bakery. Do all shop signs need advertisement consent, even a plain painted sign with just the "
     "name?",
     ["Advertisement consent: some adverts can be displayed without applying, because they have 'deemed consent'. "
      "This includes most non-illuminated signs on shop fronts showing the business name, provided no character is "
      "taller than 0.75 metres.",
      "All illuminated signs on shop fronts, and any advert on a hoarding or free-standing "
      "board, need express consent from the local planning authority. Applications are usually decided within 8 "
      "weeks and consent normally lasts 5 years."],
     "According to the documents, no. A plain, non-illuminated sign on the shop front showing the business name "
     "usually has deemed consent, as long as no letter is taller than 0.75 metres. You'd only need express consent "
     "if the sign were illuminated.",
     "According to the documents, yes. All shop signs, including a plain, non-illuminated one showing the business "
     "name, need express consent from the local planning authority.",
     "All shop signs", "negation", True),
    ("p11-quantifier-09", "quantifier",
     "My husband is domiciled in the UK but I'm not. We've both lived here for three years. Can we apply to adopt?",
     ["Adopting as a couple: if you are applying with a partner, you both need to attend the preparation course and "
      "be assessed, and both of you must be at least 21. Only one of you needs to be domiciled in the UK, Channel "
      "Islands or Isle of Man, and both of you must have lived here for at least 12 months before applying."],
     "Yes. According to the documents, only one of you needs to be domiciled in the UK, and you've both lived here "
     "for more than 12 months.",
     "No. According to the documents, each of you needs to be domiciled in the UK, even though you've both lived "
     "here for more than 12 months.",
     "each of you", "negation", True),
    ("p11-quantifier-10", "quantifier",
     "I bought a faulty sofa from an online furniture shop. Does the shop have to belong to an ombudsman scheme?",
     ["Alternative dispute resolution: energy suppliers, telecoms providers and financial services firms must belong "
      "to an approved ombudsman scheme. Other traders, such as retailers and builders, may join an ADR scheme "
      "voluntarily but are not required to. If the trader isn't a member of any scheme, you may need to take your "
      "claim to the small claims court, which handles claims up to £10,000."],
     "No. Retailers aren't required to; only energy, telecoms and financial services firms must belong to one. If the shop isn't in any scheme, you may need to use the small claims court.",
     "Yes. Every trader, including retailers, must belong to an approved ombudsman scheme. If the shop isn't in any scheme, you may need to use the small "
     "claims court.",
     "Every trader", "negation", True),
    # --- antonym predicates (before/after, above/below, raised/lowered, approved/refused, original/new) ---
    ("p11-antonym-01", "antonym", "办人才居住证，先交材料还是先预约？",
     ["办理流程：申请人先通过“人才服务”平台在线预约并上传材料，再于预约时间携带材料原件到区人才服务中心窗口核验。受理后10个"
      "工作日内完成审核，审核通过的，5个工作日内制证，申请人可选择邮寄或窗口领取。人才居住证有效期3年，期满前30日内申请续签。"],
     "先在“人才服务”平台在线预约并上传材料，再带原件到窗口核验。",
     "先带材料原件到窗口核验，再到“人才服务”平台在线预约。",
     "先带材料原件到窗口核验", "direction", False),
    ("p11-antonym-02", "antonym", "我们单元装电梯的政府补贴是开工前就给，还是装好以后才给？",
     ["既有住宅加装电梯补助：补助资金在电梯竣工验收合格并取得使用登记证后，由区住房城乡建设部门一次性拨付至申请人账户，开工前"
      "不预拨。施工单位应当在开工前向区市场监管部门办理施工告知；电梯安装完成后，由特种设备检验机构进行监督检验，检验合格后方可"
      "办理使用登记。补助标准为每台15万元至20万元。"],
     "根据资料，补贴在电梯竣工验收合格后拨付，由区住房城乡建设部门一次性打到申请人账户。补助标准是每台15万元到20万元。",
     "根据资料，补贴在电梯开工前拨付，由区住房城乡建设部门一次性打到申请人账户。补助标准是每台15万元到20万元。",
     "开工前", "direction", True),
    ("p11-antonym-03", "antonym", "我的商标在初审公告期间被别人提了异议，商标局最后认定异议不成立，那我的商标怎么样？",
     ["商标异议：对初步审定公告的商标，自公告之日起3个月内，在先权利人、利害关系人可以向商标局提出异议。商标局应当听取异议人和"
      "被异议人陈述事实和理由，经调查核实后，自公告期满之日起12个月内作出是否准予注册的决定。商标局认为异议不成立的，准予注册，"
      "发给商标注册证，并予公告；认为异议成立的，不予注册。被异议人对不予注册决定不服的，可以向商标评审委员会请求复审。"],
     "根据资料，异议不成立的，商标局准予注册，会发给您商标注册证并予公告。",
     "根据资料，异议不成立的，商标局不予注册，您可以向商标评审委员会请求复审。",
     "不予注册", "direction", True),
    ("p11-antonym-04", "antonym", "我们厂在地下水超采区，用的是自己打的井，今年水资源费是涨了还是降了？",
     ["水资源费调整：自2025年1月1日起，地下水超采区取用地下水的，水资源费标准由每立方米1.5元上调至每立方米2元；非超采区取用"
      "地下水的，标准维持每立方米1元不变；取用地表水的，标准由每立方米0.4元下调至0.3元。农业生产取水在规定限额内的，免征水资源"
      "费。"],
     "根据资料，超采区取用地下水的水资源费上调了，现在是每立方米2元。非超采区的地下水还是每立方米1元，没有变。",
     "根据资料，超采区取用地下水的水资源费下调了，现在是每立方米2元。非超采区的地下水还是每立方米1元，没有变。",
     "下调", "direction", True),
    ("p11-antonym-05", "antonym", "我看中的门面离一所小学80米，能开烟花爆竹零售点吗？",
     ["烟花爆竹零售点设置要求：零售点应当与学校、幼儿园、医院等人员密集场所保持100米以上的安全距离，与加油站等易燃易爆场所保持"
      "50米以上距离；零售点面积不小于10平方米，存放的烟花爆竹总药量不超过200千克。零售点不得与居民居住场所设置在同一建筑物内。"],
     "不能，零售点与学校要保持100米以上的距离。",
     "能，零售点与学校保持100米以内的距离就行。",
     "以内", "direction", True),
    ("p11-antonym-06", "antonym", "我大二入伍，退役后复学想换个专业，可以吗？学费按原专业还是新专业收？",
     ["大学生入伍优待：在校大学生应征入伍的，学校保留其学籍至退役后2年；退役后复学的，可以申请转入本校其他专业学习，学费按新专业"
      "标准执行，入伍前已缴纳的学费不予退还，服役期间学费予以免除。退役大学生士兵考研初试总分加10分，招收退役大学生士兵专项硕士"
      "研究生计划每年5000名。"],
     "根据资料，退役后复学可以申请转到本校其他专业，学费按新专业的标准收。服役期间的学费是免除的。",
     "根据资料，退役后复学可以申请转到本校其他专业，学费按原专业的标准收。服役期间的学费是免除的。",
     "原专业", "direction", True),
    ("p11-antonym-07", "antonym", "我是单身男士，今年46岁，想收养一个8岁的女孩，年龄差够吗？",
     ["无配偶者收养异性子女的，收养人与被收养人的年龄应当相差40周岁以上。收养三代以内旁系同辈血亲的子女，可以不受收养人无子女或者"
      "只有一名子女的限制。继父或者继母经继子女的生父母同意，可以收养继子女，并可以不受年满30周岁等条件的限制。"],
     "不够。根据资料，无配偶者收养异性子女的，年龄应当相差40周岁以上，您和孩子相差38岁，不符合要求。",
     "够了。根据资料，无配偶者收养异性子女的，年龄应当相差40周岁以下，您和孩子相差38岁，符合要求。",
     "以下", "direction", True),
    ("p11-antonym-08", "antonym",
     "I applied to fell a tree with a Tree Preservation Order 9 weeks ago and have heard nothing. Is my application "
     "treated as approved?",
     ["If the council has not decided your application for work on a tree covered by a Tree Preservation Order within "
      "8 weeks, the application is treated as refused and you can appeal to the Planning Inspectorate. This is "
      "different from trees in a conservation area that are not covered by an order: there, if the council has not "
      "responded within 6 weeks of your notice, you may go ahead with the work."],
     "According to the documents, after 8 weeks with no decision it is treated as refused. The 6-week rule only applies to trees in a conservation area "
     "that aren't covered by an order.",
     "According to the documents, after 8 weeks with no decision it is treated as approved. The 6-week rule only applies to trees in a conservation area "
     "that aren't covered by an order.",
     "approved", "direction", False),
    ("p11-antonym-09", "antonym",
     "I've just had my start-up grant offer letter. Will I get the money before I buy the laptop and coffee machine?",
     ["How the grant is paid: the grant is paid in arrears. You buy the approved items first, then submit paid "
      "invoices and bank statements within 3 months of your offer letter, and we reimburse up to 50% of the cost "
      "within 30 days. Items bought before the date of your offer letter cannot be funded. You must keep the items "
      "for at least 2 years."],
     "According to the documents, the grant is paid after you buy the items: you send in paid invoices and bank "
     "statements within 3 months of your offer letter, and up to 50% of the cost is reimbursed within 30 days.",
     "According to the documents, the grant is paid before you buy the items: you send in paid invoices and bank "
     "statements within 3 months of your offer letter, and up to 50% of the cost is reimbursed within 30 days.",
     "before you buy", "direction", True),
    ("p11-antonym-10", "antonym",
     "My trial is expected to last three weeks. What happens to the daily limit on loss of earnings after the "
     "tenth day?",
     ["Loss of earnings: you can claim up to £64.95 a day for the first 10 days of jury service if you sit for more "
      "than 4 hours a day, or £32.47 if you sit for 4 hours or less. From day 11 the daily limit increases to £129.91 "
      "(more than 4 hours) or £64.95 (4 hours or less). Travel by car is paid at 31p a mile."],
     "According to the documents, it goes up from day 11, to £129.91 for a full day.",
     "According to the documents, it goes down from day 11, to £129.91 for a full day.",
     "goes down", "direction", True),
    # --- short answers, Chinese (a bare value, name or step, sometimes opening with 根据资料) ---
    ("p11-short-zh-01", "short-zh", "人才居住证审批要多少个工作日？",
     ["办理流程：申请人先通过“人才服务”平台在线预约并上传材料，再于预约时间携带材料原件到区人才服务中心窗口核验。受理后10个"
      "工作日内完成审核，审核通过的，5个工作日内制证，申请人可选择邮寄或窗口领取。人才居住证有效期3年，期满前30日内申请续签。"],
     "10个工作日。",
     "5个工作日。",
     "5个工作日", "number", False),
    ("p11-short-zh-02", "short-zh", "到了献血车上，先填登记表还是先做血液初筛？",
     ["献血流程：献血者到达献血点后，先出示身份证件并填写《献血登记表》，再进行健康征询和体格检查，然后做血液初筛（血型、血红"
      "蛋白、转氨酶等快速检测），初筛合格后采血。采血后在休息区休息15分钟，领取献血证和纪念品。全血献血量一般为200至400毫升。"],
     "先填《献血登记表》。",
     "先做血液初筛。",
     "血液初筛", "entity", False),
    ("p11-short-zh-03", "short-zh", "收养福利院里查找不到生父母的孩子，民政部门公告查找要多少天？",
     ["收养查找不到生父母的未成年人的，民政部门应当在登记前公告查找其生父母；自公告之日起满60日，未被认领的，视为查找不到生"
      "父母。收养登记机关收到申请材料后，应当在30日内进行审查，符合规定的予以登记，发给收养登记证。收养关系自登记之日起成立。"],
     "60日。",
     "30日。",
     "30日", "number", False),
    ("p11-short-zh-04", "short-zh", "我申请的是一款水杯的外观设计专利，保护期是多少年？",
     ["专利权期限：发明专利权的期限为20年，实用新型专利权的期限为10年，外观设计专利权的期限为15年，均自申请日起计算。专利权人"
      "应当自被授予专利权的当年开始缴纳年费。因发明专利授权过程中的不合理延迟，可以请求给予期限补偿。"],
     "根据资料，15年，从申请日起算。",
     "根据资料，10年，从申请日起算。",
     "10年", "number", True),
    ("p11-short-zh-05", "short-zh", "我已经当过一届人民陪审员了，一个人最多能当几次？",
     ["人民陪审员的任期为五年，一般不得连任。公民担任人民陪审员不得超过两次。人民陪审员每年参加审判案件数量上限一般不超过30件，"
      "由基层人民法院根据本院情况确定。人民陪审员参加审判活动期间，所在单位不得克扣或者变相克扣其工资、奖金及其他福利待遇。"],
     "两次。",
     "一次。",
     "一次", "number", False),
    ("p11-short-zh-06", "short-zh", "我给母亲订的是殡仪馆中档骨灰格位，一年多少钱？",
     ["殡仪馆骨灰寄存收费：普通格位每年100元，中档格位每年200元，高档格位每年300元；低保对象、特困人员寄存普通格位的，前3年"
      "免收寄存费。骨灰寄存一次最长3年，期满可续存，续存按届时收费标准执行。"],
     "每年200元。",
     "每年100元。",
     "100元", "number", False),
    ("p11-short-zh-07", "short-zh", "我们单元要表决装电梯，至少要多少业主参加投票？",
     ["加装电梯表决规则：加装电梯应当由本单元专有部分面积占比三分之二以上且人数占比三分之二以上的业主参与表决，并经参与表决专有"
      "部分面积四分之三以上且参与表决人数四分之三以上的业主同意。表决可以采用书面或电子投票方式，表决结果在本单元公示不少于"
      "10日。"],
     "面积和人数都占三分之二以上的业主。",
     "面积和人数都占四分之三以上的业主。",
     "四分之三", "number", True),
    ("p11-short-zh-08", "short-zh", "二手车过户用的《二手车销售统一发票》在哪开？",
     ["二手车转移登记流程：买卖双方签订二手车买卖合同后，先到二手车交易市场开具《二手车销售统一发票》，再将车辆送到机动车登记"
      "服务站查验，然后到车管所办理转移登记；车辆涉及抵押的，须先到原抵押权人处办理解除抵押登记。交强险变更到保险公司办理。"],
     "二手车交易市场。",
     "车管所。",
     "车管所", "entity", False),
    ("p11-short-zh-09", "short-zh", "周三在夜市摆摊，晚上几点要收摊？",
     ["临时摊点经营时间：早市为每日6:00至9:00，夜市为每日17:00至23:00（周五、周六延长至次日0:30），节假日按街道办事处公告"
      "执行。摊贩应在经营结束后30分钟内清理场地、撤离摊位，不得在摊点区域外占道经营。"],
     "晚上11点。",
     "次日0:30。",
     "0:30", "date", True),
    ("p11-short-zh-10", "short-zh", "在地下水限采区打新井，找哪个部门审批？",
     ["新建取水井审批：在地下水限制开采区新建取水井的，由申请人向县级水行政主管部门提出申请，县级水行政主管部门应当自受理之日"
      "起20个工作日内作出决定；取水井建成后，由乡镇人民政府组织验收，并报县级水行政主管部门备案。凿井施工单位应当具备相应资质。"],
     "根据资料，县级水行政主管部门。",
     "根据资料，乡镇人民政府。",
     "乡镇人民政府", "entity", False),
    # --- short answers, English (a bare value, name or yes/no) ---
    ("p11-short-en-01", "short-en", "How much is a 12-month street trading licence for a hot food van?",
     ["Street trading fees 2025/26: food stalls £1,150 for 12 months or £620 for 6 months; non-food stalls £780 for "
      "12 months or £420 for 6 months; temporary event licence £95 per day. A 20% discount applies to registered "
      "charities."],
     "£1,150.",
     "£780.",
     "£780", "number", False),
    ("p11-short-en-02", "short-en", "I'm 17. Can I enrol a deed poll to change my own name?",
     ["Enrolling a deed poll: you must be 18 or over to enrol your own name change, and the fee is £42.44. "
      "Applications go to the Royal Courts of Justice and take about 6 weeks. An unenrolled deed poll is also legally "
      "valid and is accepted by most organisations."],
     "No.",
     "Yes.",
     "Yes", "negation", False),
    ("p11-short-en-03", "short-en", "I filed my patent application in January. How long do I have to request the search?",
     ["Filing a UK patent: you must request the search and pay the search fee within 12 months of your filing date. "
      "The application is published about 18 months after filing. You must request substantive examination within "
      "6 months of publication."],
     "12 months from your filing date.",
     "18 months from your filing date.",
     "18 months", "date", False),
    ("p11-short-en-04", "short-en", "I'm 68 and last gave blood 18 months ago. Can I still donate?",
     ["Who can give blood: you must be aged 17 to 65 (up to 70 if you've given blood in the last 2 years, or older "
      "with your doctor's approval) and weigh between 7 stone 12 pounds (50kg) and 25 stone (160kg). You cannot "
      "give blood if you're pregnant or gave birth in the last 6 months."],
     "Yes.",
     "No.",
     "No", "negation", False),
    ("p11-short-en-05", "short-en", "What's the oldest age at which you can be summoned for jury service?",
     ["Who can be summoned: you can be summoned if you are aged 18 to 75, registered to vote, and have lived in the UK "
      "for at least 5 years since the age of 13. If you are 65 or over you may ask to be excused if serving would "
      "cause you hardship. People on bail in criminal proceedings cannot serve."],
     "75.",
     "65.",
     "65", "number", False),
    ("p11-short-en-06", "short-en", "Once I get advertisement consent for my shop sign, how long does it last?",
     ["Advertisement consent: the council aims to decide applications within 8 weeks. Consent normally lasts for 5 "
      "years, unless a shorter period is set as a condition. The fee for an advert on a shop front is £165, and £578 "
      "for other adverts."],
     "Normally 5 years.",
     "Normally 8 weeks.",
     "8 weeks", "date", False),
    ("p11-short-en-07", "short-en", "We bought the right of burial for my grandmother's grave in 1998. When does it run out?",
     ["Exclusive rights of burial are sold for 50 years and can be extended by 25 years at a time, up to 100 years in "
      "total. The registered owner must apply for an extension before the right expires. Memorials need a separate "
      "permit, valid for 10 years."],
     "In 2048.",
     "In 2023.",
     "2023", "date", True),
    ("p11-short-en-08", "short-en", "How long after the draw do I have to claim my lottery prize?",
     ["Claiming a prize: prizes must be claimed within 180 days of the draw. Prizes of up to £500 can be claimed at "
      "any retailer; prizes over £50,000 must be claimed by phone, and the winner will be visited within 14 days to "
      "validate the claim."],
     "180 days.",
     "14 days.",
     "14 days", "date", False),
    ("p11-short-en-09", "short-en", "My new boiler was installed badly. Who should I complain to first?",
     ["How to complain: first, complain to the trader and give them a chance to put things right. If that doesn't "
      "work, contact the Citizens Advice consumer helpline, who can pass your complaint to Trading Standards. If the "
      "trader belongs to an ombudsman scheme, you can go to the ombudsman after 8 weeks."],
     "The trader who installed it.",
     "Trading Standards.",
     "Trading Standards", "entity", True),
    ("p11-short-en-10", "short-en",
     "How deep can I drill a borehole before I have to notify the British Geological Survey?",
     ["Taking water from a borehole: you need an abstraction licence if you take more than 20 cubic metres of water a "
      "day. You must notify the British Geological Survey before drilling any borehole deeper than 15 metres. "
      "Applications for a licence usually take up to 4 months."],
     "15 metres.",
     "20 metres.",
     "20 metres", "quantity", False),
    # --- paraphrase (the faithful answer reworded: 两天 for 48小时, 半个月 for 15日, "a fortnight" for 2 weeks) ---
    ("p11-paraphrase-01", "paraphrase", "我在“志愿汇”上累计记录了350小时志愿服务，能评几星？",
     ["志愿者星级认定：志愿者在“志愿汇”平台记录的志愿服务时长累计达到100小时、300小时、600小时、1000小时、1500小时的，可依次"
      "认定为一星至五星志愿者。星级认定仅以平台记录的时长为依据，未录入平台的服务时长不予认定。"],
     "根据资料，您平台上的时长已经超过三百小时、还不到六百小时，可以认定为二星志愿者。",
     "根据资料，您平台上的时长已经超过三百小时、还不到六百小时，可以认定为三星志愿者。",
     "三星", "number", True),
    ("p11-paraphrase-02", "paraphrase", "我今年29岁，硕士，刚被作为人才引进过来，安家补贴一共多少？怎么发？",
     ["人才安家补贴：新引进的全职博士每人10万元，硕士每人3万元，全日制本科每人1万元，分3年按每年三分之一发放；引进时年龄须在"
      "博士45周岁、硕士35周岁、本科30周岁以下。享受补贴期间离开本市的，停止发放。"],
     "根据资料，您是硕士，年龄也没超过35岁，安家补贴一共三万块，分三年平均发放。中途离开本市就不再发了。",
     "根据资料，您是硕士，年龄也没超过35岁，安家补贴一共十万块，分三年平均发放。中途离开本市就不再发了。",
     "十万块", "number", True),
    ("p11-paraphrase-03", "paraphrase", "我刚买了辆二手车，交强险的被保险人要多久之内改过来？",
     ["二手车交易登记：二手车交易完成后，现机动车所有人应当自机动车交付之日起30日内，持身份证明、机动车登记证书、行驶证和"
      "二手车销售统一发票，到车管所申请转移登记。机动车交通事故责任强制保险的被保险人变更的，应当在交付之日起15日内到保险公司"
      "办理批改手续。"],
     "根据资料，要在车交到您手上后半个月内去保险公司办批改手续。",
     "根据资料，要在车交到您手上后一个月内去保险公司办批改手续。",
     "一个月", "date", True),
    ("p11-paraphrase-04", "paraphrase", "我爷爷在家里去世了，遗体多久之内要送到殡仪馆？",
     ["遗体处理：在医院死亡的，遗体应当在24小时内运往殡仪馆；在家中死亡的，应当在48小时内运往殡仪馆。遗体在殡仪馆暂存一般不"
      "超过7日，其中3日内免收暂存费。丧属应当持死亡证明办理遗体接运手续。"],
     "根据资料，在家中去世的，要在两天之内送到殡仪馆。遗体在殡仪馆暂存，头三天不收费。",
     "根据资料，在家中去世的，要在一天之内送到殡仪馆。遗体在殡仪馆暂存，头三天不收费。",
     "一天之内", "date", True),
    ("p11-paraphrase-05", "paraphrase", "我们店的LED屏正对着一个小区，晚上几点必须关？",
     ["LED显示屏管理：户外LED电子显示屏播放时间为每日7:00至22:00，毗邻住宅的显示屏应当于21:00前关闭，且不得播放声音。显示屏"
      "亮度应当随环境自动调节，夜间亮度不得超过每平方米300坎德拉。"],
     "根据资料，挨着住宅的显示屏晚上九点前就得关，而且不能放声音。",
     "根据资料，挨着住宅的显示屏晚上十点前就得关，而且不能放声音。",
     "十点", "date", True),
    ("p11-paraphrase-06", "paraphrase", "我的专利年费忘交了，已经过了两个月，还能补吗？滞纳金怎么算？",
     ["专利年费：专利年费应当在上一年度期满前缴纳；未按时缴纳的，可以在期满之日起6个月内补缴，同时缴纳滞纳金；滞纳金按每超过"
      "1个月加收当年全额年费的5%计算。期满6个月仍未缴纳的，专利权自应当缴纳年费期满之日起终止。"],
     "根据资料，可以补，期满后半年内都能补缴。滞纳金是每晚一个月多交当年年费的百分之五，您晚了两个月，就是百分之十。",
     "根据资料，可以补，期满后一年内都能补缴。滞纳金是每晚一个月多交当年年费的百分之五，您晚了两个月，就是百分之十。",
     "一年内", "date", True),
    ("p11-paraphrase-07", "paraphrase", "装修队工作日中午能干活吗？下午几点可以开工？",
     ["住宅室内装饰装修管理：装修施工时间为工作日8:00至12:00、14:00至18:00，法定节假日不得进行产生噪声的施工。装修人应当在"
      "开工前向物业服务企业申报登记，物业服务企业应当在收到申报材料之日起3个工作日内作出答复。装修垃圾应当袋装后堆放到指定地点。"],
     "根据资料，中午十二点到两点不能施工，下午两点以后才能开工，一直可以干到六点。",
     "根据资料，中午十二点到两点不能施工，下午一点以后才能开工，一直可以干到六点。",
     "一点", "date", True),
    ("p11-paraphrase-08", "paraphrase", "How often can I give platelets?",
     ["How often can you give blood? Men can give whole blood every 12 weeks and women every 16 weeks. Platelet donors "
      "can give every 2 weeks, up to 24 times a year. You must wait at least 4 months after a tattoo or piercing."],
     "According to the documents, every fortnight, up to two dozen times a year.",
     "According to the documents, every fortnight, up to a dozen times a year.",
     "a dozen", "number", True),
    ("p11-paraphrase-09", "paraphrase", "How long does jury service usually last? I need to tell my boss.",
     ["Jury summons: you must reply within 7 days of receiving your summons, even if you want to be excused. If you "
      "need to defer, you can ask to move your jury service to another date within 12 months. Jury service usually "
      "lasts up to 10 working days. You'll be told the court and the start date at least 6 weeks in advance."],
     "According to the documents, it usually lasts up to two working weeks. You'll be told which court and the start date in advance.",
     "According to the documents, it usually lasts up to six weeks. You'll be told which court and the start date in advance.",
     "six weeks", "date", True),
    ("p11-paraphrase-10", "paraphrase",
     "I run a corner shop and want to sell fireworks all year round. What does the licence cost?",
     ["Selling fireworks: you need a licence from the council. A licence to sell only during the permitted periods "
      "(around Bonfire Night, New Year, Diwali and Chinese New Year) costs £20 a year; a licence to sell all year "
      "round costs £500 a year. Fireworks must not be sold to anyone under 18."],
     "According to the documents, five hundred pounds a year.",
     "According to the documents, twenty pounds a year.",
     "twenty pounds", "number", True),
]


def build() -> list[dict]:
    check_probes(PROBES)
    return rows(PROBES, split_by_class(PROBES, "probe11"), "probe11")


def main(argv: list[str]) -> int:
    return write(OUT, build(), argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
