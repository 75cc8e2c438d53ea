import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'wouter';
import { openDialog } from '../state/dialogs';
import { GAME_COST, ROLE_LIMIT_VIP } from '../../contract/constants';
import styles from './HelpPage.module.css';
import { hasContact, useHelpContact } from '../api/help';
import { ContactDetails } from '../ui/ContactDetails';


interface Topic {
  id: string;
  title: string;
  colour: string;
  questions: { q: string; a: ReactNode }[];
}

const K = ({ children }: { children: ReactNode }) => <kbd className={styles.kbd}>{children}</kbd>;

const topics: Topic[] = [
  {
    id: 'start',
    title: '开始学习',
    colour: 'var(--c-primary)',
    questions: [
      {
        q: '第一次来，要怎么开始？',
        a: (
          <ol>
            <li>点右上角的「登录/注册」，用手机号收验证码登录。想先看看，也可以点「游客体验」。</li>
            <li>给孩子建一个角色：起个名字，挑一个喜欢的小动物头像。</li>
            <li>打开「打字课程」，从「键盘指法」的第一课开始，一关一关往下闯。</li>
          </ol>
        ),
      },
      { q: '需要下载软件吗？', a: <p>不需要。用电脑上的浏览器（推荐 Chrome 或 Edge）打开就能学。点顶部的「添加到桌面」，以后像软件一样一点就开。</p> },
      { q: '用手机或平板可以吗？', a: <p>可以看课程、查指法。但学打字最好用有实体键盘的电脑；平板接一个蓝牙键盘也行。</p> },
      { q: '孩子几岁开始合适？', a: <p>6–12 岁都合适。认识 26 个英文字母就能学键盘指法；学过拼音以后，再学拼音课和汉字课。</p> },
    ],
  },
  {
    id: 'posture',
    title: '坐姿和指法',
    colour: 'var(--c-grass)',
    questions: [
      {
        q: '打字时怎样坐才对？',
        a: (
          <div className={styles.withArt}>
            <ul>
              <li>坐正，背挺直，两只脚平放在地上。</li>
              <li>眼睛离屏幕大约一臂远，屏幕上沿和眼睛差不多高。</li>
              <li>键盘放在身体正前方，手腕放松，不要压在桌沿上。</li>
              <li>每练 20 分钟，站起来走一走，看看远处。</li>
            </ul>
            <img src="/help/posture.svg" alt="正确坐姿：背挺直，脚放平，眼睛离屏幕一臂远" width="220" height="180" />
          </div>
        ),
      },
      {
        q: '十根手指放在哪里？',
        a: (
          <p>
            左手食指放在 <K>F</K>，右手食指放在 <K>J</K>——这两个键上有小横线，闭着眼也能摸到。其余手指挨着排开：左手 <span className={styles.keys}><K>A</K> <K>S</K> <K>D</K> <K>F</K></span>，右手 <span className={styles.keys}><K>J</K> <K>K</K> <K>L</K> <K>;</K></span>，两个大拇指轻轻搭在空格键上。每打完一个键，手指就回到自己的“家”。
          </p>
        ),
      },
      {
        q: '记不住哪个键用哪根手指，怎么办？',
        a: (
          <p>
            练习时，屏幕上的小手会亮起该用的那根手指。也可以随时打开<Link to="/fingering">键盘指法</Link>
            查一查，不用登录。
          </p>
        ),
      },
      { q: '打字时可以看键盘吗？', a: <p>刚开始可以偷偷看一眼，但要慢慢学会只看屏幕。慢一点没关系：先打准，再打快。</p> },
    ],
  },
  {
    id: 'ime',
    title: '拼音和汉字',
    colour: 'var(--c-berry)',
    questions: [
      {
        q: '汉字课要怎么切换输入法？',
        a: (
          <>
            <p>汉字课用电脑自带的中文输入法来打字（比如微软拼音、搜狗拼音）。</p>
            <ul>
              <li>
                Windows：按 <K>Shift</K> 在中文和英文之间切换；没有中文输入法时，按 <K>Win</K> + <K>空格</K> 换一个。
              </li>
              <li>
                Mac：按 <K>Control</K> + <K>空格</K>，或按 <K>Caps Lock</K> 切换。
              </li>
            </ul>
            <p>输入法显示“中”就对了。打完汉字课记得切回英文，不然英文课会打出中文来。</p>
          </>
        ),
      },
      {
        q: '拼音课需要中文输入法吗？',
        a: (
          <p>
            不需要。拼音课在英文状态下直接打字母，不用打声调；ü 用 <K>V</K> 键来打。
          </p>
        ),
      },
      { q: '打拼音时能听到读音吗？', a: <p>能。打开练习页上方的「跟读」开关，字词和古诗会被读出来。请打开电脑的声音。</p> },
    ],
  },
  {
    id: 'stars',
    title: '星星、积分和打卡',
    colour: '#e0a100',
    questions: [
      { q: '星星是怎么得的？', a: <p>完成一关得 1 颗星；正确率达到目标得 2 颗；又准又快，速度也达到目标，就能得 3 颗。可以反复练，留下最好的成绩。</p> },
      { q: '学习积分有什么用？', a: <p>闯关拿新星星、复习练过的章节、每日打卡、每天领积分，都能得到学习积分。玩一局打字游戏要用 {GAME_COST} 积分（老师布置的作业游戏不花积分）。积分不够了，就去练几节课吧！每样能得多少、每天最多多少，在「学习积分」页面都写着。</p> },
      { q: '每日打卡是什么？', a: <p>每天来练习，再到「打卡签到」点一下，日历上就会亮起这一天。天天坚持，比一次练很久更管用。</p> },
      { q: '成绩报告里能看到什么？', a: <p>每天和每个季度的打字速度、正确率，还有哪些键最容易打错。家长可以和孩子一起看，找到下一步要练的地方。</p> },
    ],
  },
  {
    id: 'vip',
    title: '会员',
    colour: 'var(--c-vip)',
    questions: [
      { q: '哪些内容是免费的？', a: <p>每门课程的前几个单元都免费，可以反复练。开通会员后，解锁全部课程、最多 {ROLE_LIMIT_VIP} 个孩子档案、经典游戏模式、道具和学习统计。</p> },
      {
        q: '会员有几种？怎么开通？',
        a: (
          <p>
            有按时间的会员（在到期日之前都能用）和永久会员。点「开通会员，解锁课程」，选好套餐，用微信或支付宝扫码付款；付款成功后页面会自动刷新。开通前请家长先读一读
            <a href="/agreement" target="_blank" rel="noopener">
              会员服务协议
            </a>
            。
          </p>
        ),
      },
      { q: '会自动续费吗？', a: <p>不会。到期后不会自动扣钱；想继续用，可以自己再续费。</p> },
      { q: '付了钱，却没有变成会员？', a: <p>先刷新一下页面。还不行的话，用「帮助」菜单里的「找回会员账号」，或者把支付记录里的“商家订单号”发给客服，我们会帮你找回会员账户。</p> },
    ],
  },
  {
    id: 'class',
    title: '在教室里用',
    colour: 'var(--c-sky)',
    questions: [
      {
        q: '怎样在教室投影上用？',
        a: (
          <p>
            练习页右上角有「全屏」按钮，点一下，练习画面就铺满整个屏幕，后排同学也看得清；按 <K>Esc</K> 退出。其他页面可以按 <K>F11</K> 全屏，按 <K>Ctrl</K> + <K>+</K> 把字放大。
          </p>
        ),
      },
      { q: '老师怎么带全班一起练？', a: <p>老师登录后建一个“教师”角色，在「群组」里为班级建一个群组，再把邀请链接发给同学。同学们用自己的账号加入，就能一起练习了。</p> },
      { q: '一个账号可以给几个孩子用？', a: <p>普通账号可以建 1 个角色；会员最多可以建 {ROLE_LIMIT_VIP} 个孩子档案，每个孩子的进度分开保存。同一时间只能有一个角色在用。</p> },
    ],
  },
];

/** /help — questions from children and parents, grouped, each one opens on a click. */
export default function HelpPage() {
  const contact = useHelpContact();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <img src="/logo.svg" alt="" width="112" height="112" className={styles.mascot} />
        <div>
          <h1>使用帮助</h1>
          <p>小朋友和家长常问的问题都在这里。点一下问题，就能看到答案。</p>
        </div>
      </header>

      <nav className={styles.chips} aria-label="问题分类">
        {topics.map((t) => (
          <a key={t.id} href={`#${t.id}`} style={{ '--accent': t.colour } as CSSProperties}>
            {t.title}
          </a>
        ))}
        {hasContact(contact) && (
          <a href="#contact" style={{ '--accent': 'var(--c-grape)' } as CSSProperties}>
            联系我们
          </a>
        )}
      </nav>

      <div className={styles.layout}>
        <div className={styles.topics}>
          {topics.map((t) => (
            <section key={t.id} id={t.id} className={styles.topic} aria-labelledby={`${t.id}-title`} style={{ '--accent': t.colour } as CSSProperties}>
              <h2 id={`${t.id}-title`}>{t.title}</h2>
              {t.questions.map((item, i) => (
                <details key={item.q} className={styles.qa} open={t.id === 'start' && i === 0}>
                  <summary>{item.q}</summary>
                  <div className={styles.answer}>{item.a}</div>
                </details>
              ))}
            </section>
          ))}
        </div>

        <aside className={styles.side}>
          <section className={styles.fingering} aria-labelledby="help-fingering">
            <h2 id="help-fingering">键盘指法图</h2>
            <p>哪个键用哪根手指？大键盘和小数字键盘都能查。</p>
            <button type="button" className="btn btn-sky" onClick={() => openDialog('fingering')}>
              打开指法图
            </button>
            <Link to="/fingering" className={styles.sideLink}>
              去指法页面 →
            </Link>
          </section>

          <section className={styles.fingering} aria-labelledby="help-latency" data-testid="help-latency">
            <h2 id="help-latency">给老师和家长</h2>
            <p>这台电脑打字跟不跟手？按键延迟测试量一量每个键从按下到画面变化要多久。</p>
            <Link to="/latency" className={styles.sideLink}>
              按键延迟测试 →
            </Link>
          </section>

          {hasContact(contact) && (
            <section id="contact" className={styles.contact} aria-labelledby="help-contact">
              <h2 id="help-contact">还有问题？找我们</h2>
              <ContactDetails contact={contact} />
              <p className={styles.tip}>找回会员账户时，请写明付款时的“商家订单号”，以及你记得的手机号或用户名；说一说用的是什么电脑和浏览器、在哪一关遇到了问题，我们能更快帮到你。</p>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
