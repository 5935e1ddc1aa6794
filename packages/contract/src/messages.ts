import { MIN_WITHDRAWAL_YUAN } from './withdrawal-limits.ts';

/**
 * Every text the rules and the server answer with, grouped by domain. Texts the spec gives in Chinese
 * are verbatim (full-width and half-width punctuation exactly as written, e.g. '网络连接超时，请重试!');
 * texts it gives only in English are rendered in natural Simplified Chinese. Texts marked "ours" are not
 * in the spec (server answers it leaves open).
 */
export const messages = {
  common: {
    /** Part 1 §8 balance-list failure; also red-packet grab exception and the free-transfer switch. */
    serverError: '服务器异常，请稍后再试！',
    networkTimeout: '网络连接超时，请重试!',
    networkError: '网络异常，请检查当前网络后重试！',
    copySuccess: '复制成功！',
    /** 'operation succeeded' (profile save and other plain successes). */
    operationSuccess: '操作成功',
    /** Balance placeholder while the list refreshes. */
    reading: '读取中..',
    loginInvite: '精彩内容等你来体验，快来登录吧！',
    alreadyHere: '已在当前页面！',
    empty: '空空如也',
    noMore: '没有更多了',
  },
  login: {
    credentialsRequired: '请输入您的账号和密码！',
    captchaRequired: '请输入验证码！',
    captchaMismatch: '验证码错误！',
    networkError: '网络异常，请检查当前网络后重试！',
  },
  register: {
    /** 'username not shorter than 6, letters and digits combined'. */
    account: '用户名不能少于6位，须为字母和数字组合',
    /** 'password at least 8 characters, letters and digits combined'. */
    password: '密码至少8位，须为字母和数字组合',
    /** 'the two passwords do not match'. */
    confirmMismatch: '两次输入的密码不一致',
    /** 'name format incorrect, may be Chinese or English'. */
    realname: '姓名格式不正确，可为中文或英文',
    /** 'payment password must be 6 digits'. */
    payPassword: '支付密码必须为6位数字',
    /** 'captcha error!': the captcha step fails with the login's text. */
    captcha: '验证码错误！',
    /** 'read and agree to the rules and privacy terms'. */
    agreement: '请阅读并同意相关规则和隐私条款',
    /** 'network abnormal, check network and retry': same wording as the login's. */
    networkError: '网络异常，请检查当前网络后重试！',
  },
  auth: {
    loginRequired: '请登录！',
    expiredTitle: '认证失败',
    expiredBody: '您的账号登陆过期，请重新登陆',
    blacklisted: '您已被设为黑名单，暂不能登录，请联系管理员！',
    disabled: '该用户已被禁用，请联系管理员！',
    logoutConfirm: '您确定要退出登录吗?',
  },
  /** Ours (issue 10): limits on guessing secrets, and the back office ending a member's access. */
  sessions: {
    /** HTTP 429 once a member has used up the wrong payment passwords of the window (withdraw, bindcard, delcard, editPayPassword). */
    payPasswordLocked: (minutes: number) => `支付密码错误次数过多，请${minutes}分钟后再试`,
    /** HTTP 429 on /admin/api once a client address has sent too many wrong admin credentials. */
    adminLocked: (minutes: number) => `管理员凭证错误次数过多，请${minutes}分钟后再试`,
    memberBlacklisted: '会员已加入黑名单，其全部登录和游戏链接已失效',
    memberDisabled: '会员已禁用，其全部登录和游戏链接已失效',
    memberRestored: '会员已恢复正常，可以重新登录',
    /** Printed once on the terminal at start (never into the JSON log) when ADMIN_TOKEN is unset. */
    adminTokenGenerated: (token: string) => `未设置 ADMIN_TOKEN：本次运行的后台凭证为 ${token}（仅在此显示一次，停止服务后失效）`,
  },
  profile: {
    mobile: '请输入正确的手机号码',
    email: '请输入正确的邮箱',
    birthday: '请输入正确的日期格式：YYYY-MM-DD',
    saved: '操作成功',
  },
  password: {
    oldRequired: '请输入旧密码',
    newRequired: '请输入新密码',
    oldLength: '请输入正确的旧密码长度',
    newLength: '请输入正确的新密码长度',
    confirmRequired: '请输入确认密码',
    mismatch: '两次输入的密码不一致！',
    sameAsOld: '新旧密码不能相同！',
    changed: '密码修改成功！',
    /** Ours: the server's answer when the current password is wrong. */
    wrongOld: '旧密码错误',
  },
  card: {
    /** Unbind dialog. */
    payPasswordSixDigits: '请输入6位数字支付密码',
    unbound: '解绑成功',
    bound: '绑定成功',
    walletAddressRequired: '请输入钱包地址',
    /** The separate USDT screen names USDT. */
    usdtAddressRequired: '请输入USDT钱包地址',
    protocolRequired: '请选择钱包协议',
    payPasswordRequired: '请输入支付密码',
    /** Ours: the 26-42 length the server checks. */
    walletAddressLength: '请输入正确的钱包地址（26-42位）',
    holderRequired: '请输入姓名',
    bankRequired: '请输入银行',
    bankAddressRequired: '请输入开户行地址',
    cardNumberRequired: '请输入银行卡号',
    cardNumberLength: '请输入正确的卡号长度',
    /** 'please enter payment password length'. */
    payPasswordLength: '请输入正确的支付密码长度',
    /** Ours: the cardholder name is limited to 50 characters. */
    holderTooLong: '姓名不能超过50个字符',
    /** Ours: the server refuses a sixth entry in a list. */
    limitReached: '最多只能绑定5个',
    /** Ours: unknown card id on unbind. */
    notFound: '该卡不存在',
    /** Ours: wrong payment password on bind and unbind. */
    wrongPayPassword: '支付密码错误',
    /** Ours: the same number or address is already saved. */
    duplicate: '该账号已绑定',
  },
  deposit: {
    depositorRequired: '请输入存款人姓名',
    bankTypeRequired: '请输入银行类型',
    cardNumberRequired: '请输入银行卡号',
    bankAddressRequired: '请输入银行地址',
    amountBetween: (min: number | string, max: number | string): string => `请输入${min}-${max}之间的金额！`,
    /** 'submitted, waiting for back-office review'. */
    submitted: '提交成功，请等待后台审核',
    /** 'you have not bound any wallet card, please go bind'. */
    noWallet: '您还没有绑定任何钱包卡，请前往绑定',
    /** Ours: the server's answer to an unknown deposit number. */
    unknownOrder: '订单不存在',
    /** Ours: a method the server has switched off. */
    methodDisabled: '该支付方式暂未开放',
  },
  withdrawal: {
    selectBankCard: '请选择要提现的银行卡',
    selectWallet: '请选择钱包地址',
    minAmount: `单笔提现不能低于${MIN_WITHDRAWAL_YUAN}元`,
    passwordRequired: '请输入您的支付密码',
    /** 'submitted, awaiting back-office review'. */
    submitted: '提交成功，请等待后台审核',
    /** Ours. */
    insufficientBalance: '余额不足',
    /** Ours. */
    wrongPayPassword: '支付密码错误',
    /** Ours: the wagering requirement (打码量) is not met yet. */
    turnoverNotMet: '打码量不足，暂不能提现',
    /** Ours: an amount with more than 2 decimals. */
    amountInvalid: '请输入正确的金额',
    /** Ours: the chosen account is not one of the member's. */
    accountNotFound: '提现账户不存在',
    /** Ours: the turnover still required, in yuan (a clearer form of turnoverNotMet). */
    turnoverRemaining: (amount: number | string): string => `打码量不足，还需完成${amount}元有效投注才能提现`,
    /** Ours: a crypto withdrawal whose converted amount does not cover the fee. */
    belowFee: '提现金额不足以支付手续费',
  },
  transfer: {
    amountRequired: '请输入操作金额！',
    /** 'in-venue wallets do not support transfers between each other'. */
    venueToVenue: '场馆钱包之间不支持互相转账',
    targetRequired: '请选择转入平台',
    /** Ours: the source side is missing. */
    sourceRequired: '请选择转出平台',
    /** 'the two accounts must not be the same' (stated in the UI, text ours). */
    sameAccount: '转出和转入账户不能相同',
    /** Ours: amount not a positive number with at most 2 decimals. */
    amountInvalid: '请输入正确的金额',
    /** Ours. */
    insufficientBalance: '余额不足',
    /** Ours: manual transfers are refused while free-transfer mode is on. */
    freeTransferOn: '免转模式已开启，无需手动转账',
    /** Ours: unknown venue code. */
    unknownPlatform: '平台不存在',
    /** Ours. */
    success: '转账成功',
  },
  agent: {
    mobile: '请输入正确的手机号',
    reasonRequired: '请输入申请理由',
    /** Ours. */
    submitted: '申请已提交，请等待审核',
    /** Ours: already an agent or an application is pending. */
    alreadyApplied: '您已提交过代理申请',
  },
  rebate: {
    nothingToClaim: '暂无领取额度！',
    notClaimed: '暂未领取',
    /** Ours. */
    claimed: '领取成功',
    /** Ours: the claim's answer, with the amount paid in yuan. */
    claimedAmount: (amount: number | string): string => `领取成功，${amount}元返水已到账`,
  },
  redPacket: {
    closed: '红包已关闭',
    /** 'you have not yet met the conditions, go complete them!'. */
    notMet: '您还未满足条件，快去完成吧！',
    /** Popup 'not started' (text ours). */
    notStarted: '活动尚未开始',
    /** Popup 'ended' (text ours). */
    ended: '活动已结束',
    /** Popup 'won', with the amount (text ours). */
    won: (amount: number | string): string => `恭喜您抢到${amount}元红包`,
    /** Ours: today's grabs are all used. */
    noGrabsLeft: '今日抢红包次数已用完',
    /** Ours: the campaign's pool is spent. */
    poolEmpty: '红包已被抢完，请下次再来',
  },
  game: {
    loginRequired: '请登录！',
    networkTimeout: '网络连接超时，请重试!',
    opening: '跳转中...',
    /** Ours: unknown platform code. */
    unknownPlatform: '游戏平台不存在',
    /** Ours: /api/transall done. */
    recovered: '所有场馆余额已回收至中心钱包',
  },
  /** Ours: the reference server's playable demo venue page (a three-reel slot). */
  demoVenue: {
    slotName: '幸运老虎机',
    balance: '场馆余额',
    yuan: '元',
    betAmount: '下注金额',
    spin: '开始旋转',
    spinning: '旋转中...',
    won: (amount: number | string): string => `恭喜中奖，派彩${amount}元！`,
    push: '对子，退还本金',
    lost: '未中奖，再接再厉',
    paytable: '三个7派20倍 · 其他三连派10倍 · 任意对子退还本金',
    returnRate: '演示游戏厅：理论返还率96%，请理性娱乐',
    backToLobby: '返回大厅',
    amountInvalid: '请输入正确的下注金额',
    ticketInvalid: '游戏链接已失效，请返回大厅重新进入',
  },
  activity: {
    /** Ours: 'promotion amount digits only'. */
    amountDigits: '请输入正确的金额',
    /** Ours. */
    applied: '申请成功，请等待审核',
    /** Ours. */
    notFound: '活动不存在',
    /** Ours: can_apply is 0. */
    notApplicable: '该活动暂不可申请',
    /** Ours. */
    alreadyApplied: '您已申请过该活动',
  },
  content: {
    /** Ours: /api/gamelistBycode with a code outside PROVIDER_CODES. */
    unknownProvider: '该游戏厂商不存在',
    /** Ours: /api/article with a type outside ARTICLE_TYPES. */
    unknownArticle: '文章不存在',
    /** Ours: /api/game/list with a category outside GAME_CATEGORIES. */
    unknownCategory: '游戏分类不存在',
  },
  avatar: {
    /** Ours: avatar upload accepts gif/png only. */
    invalidType: '头像图片只能是 GIF 或 PNG 格式！',
    /** Ours: see AVATAR_MAX_BYTES. */
    tooLarge: '头像图片大小不能超过2MB！',
    /** Ours. */
    uploaded: '上传成功',
  },
  records: {
    empty: '空空如也',
    noMore: '没有更多了',
    allPlatforms: '全平台',
    notClaimed: '暂未领取',
    /** Deposit and withdraw states 0..3. */
    moneyOrderState: { 0: '未定义', 1: '待审核', 2: '审核通过', 3: '审核拒绝' },
    /** Transfer-in/out states 0..3. */
    transferState: { 0: '失败', 1: '成功', 2: '待结算', 3: '未定义' },
    /** Activity application states 1..3 (0 and 4 unspecified). */
    activityState: { 1: '待审核', 2: '审核通过', 3: '审核拒绝' },
    /** Bet status labels 'invalid bet, settled, unsettled'. */
    betStatus: { invalid: '无效注单', settled: '已结算', unsettled: '未结算' },
    transactionType: { 1: '存款记录', 2: '取款记录', 3: '转入记录', 4: '转出记录' },
    /** Date tabs of the record pages (codes 1..4). */
    dateTabs: { 1: '今天', 2: '昨天', 3: '近七天', 4: '本月' },
    /** The popup's reading of the same codes. */
    dateDays: { 1: '今天', 2: '近7天', 3: '近15天', 4: '近30天' },
    vipReached: '已达标',
    vipNotReached: '未达标',
  },
  server: {
    /** One message for an unknown account and a wrong password (no account probing). */
    invalidCredentials: '账号或密码错误',
    tooManyAttempts: '登录尝试过于频繁，请稍后再试',
    accountTaken: '该账号已被注册',
    unknownDeposit: '订单不存在',
    insufficientBalance: '余额不足',
    generic: '服务器异常，请稍后再试！',
    /** The 401 answer: the client shows expiredTitle / expiredBody. */
    unauthorized: '您的账号登陆过期，请重新登陆',
    unauthorizedTitle: '认证失败',
    loginRequired: '请登录！',
    blacklisted: '您已被设为黑名单，暂不能登录，请联系管理员！',
    disabled: '该用户已被禁用，请联系管理员！',
    success: '操作成功',
    loginSuccess: '登录成功',
    registerSuccess: '注册成功',
    logoffSuccess: '退出成功',
    badRequest: '参数错误',
    notFound: '请求的资源不存在',
    rateLimited: '请求过于频繁，请稍后再试',
    /** Site in maintenance and no repair_tips set. */
    maintenance: '系统维护中，请稍后访问',
    /** Unknown introducer id on registration. */
    unknownIntroducer: '推荐人不存在',
    /** Ours: the balance push (GET /api/push/balances) cannot take a stream now; the app keeps polling. */
    pushUnavailable: '实时余额推送暂不可用，请稍后再试',
    /** Ours: the database cannot be reached (restarting, failing over); nothing was done, a retry may succeed. */
    unavailable: '服务暂时不可用，请稍后再试',
    /** Ours: the call waited too long for a row another operation holds; nothing was done, a retry may succeed. */
    busy: '系统繁忙，请稍后再试',
  },
  /** Ours: the reference server's sandbox payment provider page and its callback answers. */
  paymentSandbox: {
    title: '模拟支付收银台',
    notice: '这是用于测试的模拟支付通道，不会产生真实扣款',
    orderNo: '订单号',
    amount: '支付金额',
    usdtAmount: '约合USDT',
    method: '支付方式',
    protocol: '钱包协议',
    address: '收款地址',
    deadline: '支付截止时间',
    yuan: '元',
    pay: '确认支付',
    cancel: '取消支付',
    processing: '处理中...',
    paid: '支付成功，款项已到账',
    cancelled: '订单已取消',
    expired: '订单已超过支付时限',
    closed: '订单已关闭',
    alreadyPaid: '订单已支付，无法取消',
    invalidSignature: '签名校验失败',
    unknownOrder: '订单不存在或支付链接已失效',
    methods: { antoken: 'AnToken', usdt: 'USDT', wxpay: '微信支付', alipay: '支付宝', bank: '银行卡' },
    /** PAYMENT_SANDBOX off: the sandbox methods, pages and callback refuse (issue 10). */
    disabled: '在线支付通道暂未开放，请使用银行卡转账充值',
  },
  /** Ours: answers of the back-office API and CLI. */
  backOffice: {
    unauthorized: '管理员凭证无效',
    notFound: '订单不存在',
    notPending: '该订单已处理，不能重复审核',
    depositApproved: '存款已审核通过并入账',
    depositRejected: '存款已拒绝',
    withdrawalApproved: '提现已审核通过',
    withdrawalRejected: '提现已拒绝，金额已退回',
    /** Agent and activity applications (issue 5). */
    applicationNotFound: '申请不存在',
    applicationNotPending: '该申请已处理，不能重复审核',
    agentApproved: '代理申请已通过，该会员已成为代理',
    agentRejected: '代理申请已拒绝',
    activityApproved: '活动申请已通过',
    activityRejected: '活动申请已拒绝',
    /** Announcements and in-site messages (issue 5). */
    announced: '公告已发布',
    messageSent: '站内信已发送',
    memberNotFound: '会员不存在',
    textRequired: '标题和内容不能为空',
    /** Promotion and help-article content (issue 6). */
    activityNotFound: '活动不存在',
    articleNotFound: '文章不存在',
    contentRequired: '内容不能为空',
    activityContentSaved: '活动内容已更新',
    articleContentSaved: '文章内容已更新',
  },
  /** Ours: refusals of malformed input, whatever the call (issue 10). */
  /** Ours: fields as a member knows them, named by the text-length refusal (input.tooLong, TEXT_LIMITS). */
  fields: {
    account: '账号',
    password: '密码',
    captcha: '验证码',
    realname: '姓名',
    introducer: '推荐人',
    payPassword: '支付密码',
    mobile: '手机号',
    email: '邮箱',
    birthday: '生日',
    bankName: '银行名称',
    bankBranch: '开户行地址',
    cardNumber: '卡号或钱包地址',
    applyInfo: '申请理由',
    parameter: '参数',
    title: '标题',
    announcement: '公告内容',
    content: '内容',
  },
  input: {
    /** A NUL character (U+0000) anywhere in the request's text. */
    nul: '请求内容包含非法字符',
    /** A JSON body nested deeper than the server reads (arrays or objects within each other). */
    tooDeep: '请求内容层级过深',
    /** A field longer than its limit (TEXT_LIMITS), naming the field. */
    tooLong: (label: string, max: number): string => `${label}不能超过${max}个字符`,
    /** An amount that is not a JSON number or plain digits (no sign, exponent, hex, spaces or arrays). */
    amountFormat: '请输入正确的金额',
    /** A birthday outside 1980-01-01 .. today (Beijing time). */
    birthdayRange: (earliest: string): string => `生日须在${earliest}至今天之间`,
    /** A URL that cannot be decoded (a stray or broken %-escape). */
    badUrl: '请求地址格式错误',
    /** A path segment over the router's limit (HTTP 414). */
    urlTooLong: '请求地址过长',
    /** Request headers over Node's limit (HTTP 431). */
    headersTooLarge: '请求头过大',
    /** The connection sent something that is not HTTP, or stalled (HTTP 400 / 408). */
    badConnection: '请求格式错误或已超时',
  },
  /** Idempotency-Key refusals (issue 10): a reused key never moves money twice. */
  idempotency: {
    /** The same key came with another request (another amount, another target): nothing was done. */
    keyReused: '重复提交的请求与首次内容不一致，本次操作未执行，请重新提交',
    /** The first request with this key is still running: its outcome will show in the records. */
    inProgress: '该操作正在处理中，请勿重复提交，稍后可在记录中查看结果',
  },
  /** Ours (issue 10): what the app shows when a page's code or data does not arrive, and how it recovers. */
  recovery: {
    /** A page's code failed to download twice, or a page failed to render. */
    pageFailedTitle: '页面加载失败',
    pageFailedBody: '网络不稳定或网站刚刚更新，请重新加载页面。',
    renderFailedBody: '页面出现异常，请重新加载页面。',
    reload: '重新加载',
    /** A screen's data did not arrive: the button asks again. */
    retry: '重试',
    /** Maintenance: the way to customer service, and that the page returns by itself. */
    contactService: '联系在线客服',
    maintenanceAutoReturn: '维护结束后页面将自动恢复',
    /** A visitor submitting the agent application logs in first; the form is kept. */
    loginToApplyAgent: '请先登录，登录后将返回并保留您填写的内容',
  },
} as const;

