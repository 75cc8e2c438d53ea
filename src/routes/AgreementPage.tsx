import { useState, type ReactNode } from 'react';
import { PERMANENT_VIP_DAYS, ROLE_LIMIT_VIP } from '../../contract/constants';
import styles from './AgreementPage.module.css';
import { hasContact, useHelpContact } from '../api/help';
import { ContactDetails } from '../ui/ContactDetails';

const UPDATED = '2026 年 11 月 21 日';

interface Article {
  id: string;
  title: string;
  clauses: ReactNode[];
}

/** The agreement itself: numbered articles of numbered clauses; the key terms for guardians in bold. */
const articles: Article[] = [
  {
    id: 'parties',
    title: '协议双方和适用范围',
    clauses: [
      <>本协议是你（“用户”）与“小键盘侠”服务提供方（“我们”）之间，关于小键盘侠会员服务的约定。用户未满 18 周岁的，“你”也包括孩子的父母或其他监护人（“监护人”）。</>,
      <><strong>开通会员前，请监护人仔细阅读本协议，特别是加粗的条款。</strong>勾选“已阅读并同意《会员服务协议》”并完成支付，即表示你已阅读、理解并同意本协议的全部内容。</>,
      <>本协议只适用于会员服务。免费内容（基础课程、键盘指法查询、每日打卡等）也遵守本协议中关于未成年人、个人信息和账号安全的约定。</>,
    ],
  },
  {
    id: 'service',
    title: '会员服务的内容',
    clauses: [
      <>会员在有效期内可以享受：全部打字课程和关卡；在一个账号下建立最多 {ROLE_LIMIT_VIP} 个角色（孩子档案），但同一时间只能使用其中一个角色；经典游戏模式、游戏道具和学习统计。</>,
      <>未开通会员时，你仍然可以免费使用每门课程的免费单元、键盘指法查询、每日打卡、学习积分和成绩报告等基础功能。</>,
      <>会员权益只属于开通会员的账号，<strong>不得出租、出借、转让或出售</strong>。</>,
    ],
  },
  {
    id: 'types',
    title: '会员类型和有效期',
    clauses: [
      <><strong>限期会员：</strong>自支付成功之时起生效，有效期为所购套餐的天数。会员有效期内再次购买的，新购天数从原到期日起顺延；已过期后购买的，从支付成功之时起计算。</>,
      <><strong>永久会员：</strong>套餐天数为 {PERMANENT_VIP_DAYS} 天及以上的为永久会员，在本服务持续运营期间长期有效，无需续费。</>,
      <>会员类型和到期日以“我的”菜单中显示的为准。会员到期后，账号恢复为普通账户；孩子的学习记录、星星和学习积分都会保留，再次开通后可以继续使用全部角色。</>,
    ],
  },
  {
    id: 'price',
    title: '价格和支付',
    clauses: [
      <>各套餐的价格以开通页面显示的为准。页面同时显示原价和优惠价的，按实际支付的优惠价结算。</>,
      <>目前支持微信支付和支付宝扫码支付。支付成功后会员立即生效；如果没有及时生效，请刷新页面，或把支付记录中的“商家订单号”发给客服，我们会帮你找回。</>,
      <>我们可能调整套餐和价格，调整只对调整后的新订单有效，不影响你已经购买的会员。</>,
      <>请只在小键盘侠的官方页面内付款。通过其他渠道购买“代充”“共享账号”等造成的损失，我们无法承担。</>,
    ],
  },
  {
    id: 'renewal',
    title: '不会自动续费',
    clauses: [
      <><strong>本服务没有自动续费，到期时不会自动扣款。</strong>会员到期前后，我们可能在产品内提醒你；是否续费由你自己决定，需要你主动再次购买。</>,
    ],
  },
  {
    id: 'refund',
    title: '退款',
    clauses: [
      <><strong>支付成功后 7 日内，如果还没有使用过任何会员专属内容（没有进入会员课程、没有使用会员游戏模式或道具），可以申请全额退款。</strong></>,
      <>重复支付，或因我们的系统原因导致会员没有到账又无法补开的，我们核实后全额退还相应款项。</>,
      <><strong>未成年人未经监护人同意付款的，监护人可以联系客服</strong>，提供商家订单号和情况说明，我们核实后依法办理退款。</>,
      <>除上述情形和法律另有规定外，会员开通后，已经提供的服务不予退款。</>,
      <>退款原路退回到付款账户，一般在 7 个工作日内完成，实际到账时间以支付渠道为准。</>,
    ],
  },
  {
    id: 'minors',
    title: '未成年人和监护人',
    clauses: [
      <>小键盘侠是为 6–12 岁儿童设计的打字学习产品。<strong>开通会员、付款等操作，应当由监护人完成，或在监护人同意下进行。</strong></>,
      <>请监护人为孩子注册和管理账号、保管好登录方式，并陪伴孩子合理安排上网时间。我们建议每次连续练习不超过 20–30 分钟，中间起来活动、远眺。</>,
      <>产品内没有广告，没有聊天室，也没有陌生人之间的私信功能。</>,
    ],
  },
  {
    id: 'privacy',
    title: '个人信息和孩子档案的数据',
    clauses: [
      <>我们只收集提供服务所必需的信息：<strong>账号信息</strong>（手机号、用户名、微信昵称，用于登录和找回账号）；<strong>角色信息</strong>（角色名、头像、学生或教师身份）；<strong>学习记录</strong>（练习结果、速度、正确率、按键统计、星星、积分和打卡记录）；<strong>订单信息</strong>（套餐、金额、订单号和支付状态）。</>,
      <><strong>我们不需要孩子的真实姓名、照片、学校或住址</strong>——角色名用小名或昵称就可以。</>,
      <>这些信息只用于提供学习服务、保存进度、生成成绩报告、处理订单和客服。<strong>我们不会把孩子的信息用于广告，也不会出售给任何人。</strong></>,
      <>只有在付款时，我们会把完成支付所必需的订单信息交给微信支付或支付宝；法律法规另有要求的除外。孩子加入老师创建的群组后，老师能看到该角色的角色名、头像和群组内的学习情况。</>,
      <>我们采取加密传输、密码加密保存、访问控制等措施保护数据安全。每个角色的学习记录分开保存。</>,
      <>监护人可以查看和修改孩子的角色信息，可以删除角色（<strong>删除后该角色的学习记录一并删除，无法恢复</strong>），也可以联系客服注销账号。我们会在核实身份后 15 个工作日内处理。</>,
    ],
  },
  {
    id: 'account',
    title: '账号安全',
    clauses: [
      <>一个账号同一时间只能在一处登录。在新的设备上登录后，其他设备上的登录会自动退出。</>,
      <>会员账号请绑定手机号，以免账号丢失后无法找回。请不要把验证码和密码告诉别人。</>,
    ],
  },
  {
    id: 'changes',
    title: '服务的变更、中断和终止',
    clauses: [
      <>我们会持续更新和改进课程、游戏和功能。调整会明显影响会员权益的，我们会提前在产品内公告。</>,
      <>系统维护或升级需要暂停服务的，我们会尽量提前通知，并尽量安排在夜间进行。因不可抗力或第三方原因（如网络、支付渠道故障）导致服务中断的，我们会尽快恢复。</>,
      <><strong>如果我们决定停止运营本服务，会至少提前 30 日公告</strong>；对有效期内的限期会员，按剩余天数退还费用；对永久会员，按届时公告的方案给予合理补偿。</>,
      <>用户转售账号、利用漏洞刷取积分、干扰服务正常运行或违反法律法规的，我们可以暂停或终止其会员服务，并依法处理。</>,
    ],
  },
  {
    id: 'amend',
    title: '协议的修改',
    clauses: [
      <>我们可能根据法律法规或服务的变化修改本协议。修改后的协议会在本页面公布；有重大变化时，我们会在产品内显著提醒你。</>,
      <>如果你不同意修改后的内容，可以停止使用会员服务，并按本协议联系我们处理；继续使用会员服务的，视为接受修改后的协议。</>,
    ],
  },
  {
    id: 'law',
    title: '法律适用和争议解决',
    clauses: [
      <>本协议适用中华人民共和国法律。因本协议发生争议的，双方应友好协商；协商不成的，可以向服务提供方所在地有管辖权的人民法院提起诉讼。</>,
    ],
  },
  {
    id: 'contact',
    title: '联系我们',
    clauses: [
      <>
        对本协议、会员服务或孩子的个人信息有任何疑问、意见或投诉，请通过本服务公布的客服渠道联系我们，我们一般在 1 个工作日内回复，个人信息相关的请求在 15 个工作日内处理完毕。
        <AgreementContact />
      </>,
    ],
  },
];

/** The operator's configured contact details under the 联系我们 clause; nothing when none is configured. */
function AgreementContact() {
  const contact = useHelpContact();
  return hasContact(contact) ? <ContactDetails contact={contact} /> : null;
}

const numerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五'];

const summary = [
  '基础课程免费；会员解锁全部课程，分限期会员和永久会员。',
  '不会自动续费，到期不扣钱。',
  '付款后 7 日内、还没用过会员内容的，可以全额退款。',
  '孩子开通会员要有家长同意；孩子未经同意付款的，家长可以申请退款。',
  '孩子的学习数据只用来学习，不做广告，不卖给任何人。',
];

/** /agreement — 会员服务协议, opened in a new tab from the VIP dialog; reads well on screen and on paper. */
export default function AgreementPage() {
  // the contents start open beside the text, folded above it on a phone
  const [tocOpen] = useState(() => typeof window === 'undefined' || window.matchMedia('(min-width: 861px)').matches);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.kicker}>小键盘侠</p>
        <h1>会员服务协议</h1>
        <p className={styles.dates}>
          <span>更新日期：{UPDATED}</span>
          <span>生效日期：{UPDATED}</span>
        </p>
      </header>

      <section className={styles.summary} aria-labelledby="agreement-summary">
        <h2 id="agreement-summary">写给家长的要点</h2>
        <ul>
          {summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p className={styles.note}>要点只是帮助理解，具体以下面的协议正文为准。</p>
      </section>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="协议目录">
          <details open={tocOpen}>
            <summary>目录</summary>
            <ol>
              {articles.map((a, i) => (
                <li key={a.id}>
                  <a href={`#${a.id}`}>
                    {numerals[i]}、{a.title}
                  </a>
                </li>
              ))}
            </ol>
          </details>
          <button type="button" className={`btn btn-ghost ${styles.print}`} onClick={() => window.print()}>
            打印协议
          </button>
        </nav>

        <article className={styles.body}>
          {articles.map((a, i) => (
            <section key={a.id} id={a.id} className={styles.article} aria-labelledby={`${a.id}-title`}>
              <h2 id={`${a.id}-title`}>
                {numerals[i]}、{a.title}
              </h2>
              {a.clauses.map((c, j) => (
                <p key={j} className={styles.clause}>
                  <span className={styles.no}>
                    {i + 1}.{j + 1}
                  </span>
                  <span>{c}</span>
                </p>
              ))}
            </section>
          ))}
          <p className={styles.end}>（正文完）</p>
        </article>
      </div>
    </div>
  );
}
