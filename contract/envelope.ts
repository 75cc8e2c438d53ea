/** The response envelope of every API answer (SPEC.md §8, API.md). */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** Business status codes carried in the envelope (API.md "Status codes"). */
export const Status = {
  ok: 200,
  notSignedIn: 10000,
  tokenExpired: 10001,
  signedInElsewhere: 10002,
  invalid: 40000,
  badCredentials: 40100,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  tooMany: 42900,
  notEnoughPoints: 60001,
  serverError: 50000,
} as const;

/** Statuses that mean the session is gone: the client shows the 确认退出？ dialog. */
export const sessionEndedStatuses: readonly number[] = [Status.notSignedIn, Status.tokenExpired, Status.signedInElsewhere];

/** Fixed user-facing texts of SPEC.md §5 and §8. */
export const Messages = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入有效的手机号',
  codeRequired: '请输入验证码',
  usernameRule: '用户名必须以字母开头，且只能包含字母和数字',
  passwordRequired: '请输入密码',
  passwordLength: '密码长度为5-20个字符',
  checkPassRequired: '请再次输入密码',
  checkPassMismatch: '两次输入密码不一致!',
  newPasswordRule: '请输入密码,长度6-20个字符',
  tradeNoRequired: '请输入商家订单号',
  codeSent: '发送验证码成功',
  mobileBound: '成功绑定手机号！',
  mobileUnbound: '你已解绑手机号！',
  usernameSet: '当前已成功设置用户名',
  passwordSet: '密码设置成功！',
  alreadyDrawn: '已经领取',
  wechatUnbound: '已成功解绑了微信！',
  copyOk: '复制成功',
  copyFailed: '复制失败',
  notEnoughPoints: '您的学习积分不够了',
  userInfoEmpty: 'Verification failed, please Login again.',
  fullscreenUnsupported: 'you browser can not work',
  confirmLogoutTitle: '确认退出？',
  // a session that ended under the child (SPEC §8's 确认退出？ read as "do you want to sign out?", issue 40)
  sessionEndedTitle: '请重新登录',
  sessionEndedHint: '重新登录后，会回到刚才的地方。',
  // SPEC §4's '步骤：[我的] - 手机号 -> 绑定' said in plain words; the notice's 去绑定 button goes there (issue 40)
  bindPhoneWarning: '请绑定手机号，以防账号丢失！绑定后换手机、换电脑也能找回会员。',
  vipCta: '开通会员，解锁课程',
  vipRenew: '会员续费',
  // a class login card's child is sold nothing (its account cannot buy, vip/open → 40300): said calmly instead
  vipAtHome: '会员课程：请家长在家里开通',
} as const;
