import { z } from 'zod';
import { CODE_ALPHABET } from './certificates';
import { createRoleBody } from './roles';

/**
 * The school edition (issue 42, docs/API-school.md): students a teacher makes for a class, their
 * printed login cards (登录卡), the class sign-in (班级登录) and a parent adopting a class child.
 */

/** The nine pictures of a picture password, in the order the pad shows them: things a 6-year-old names at a glance. */
export const PICTURES = [
  { id: 'apple', name: '苹果' },
  { id: 'fish', name: '小鱼' },
  { id: 'sun', name: '太阳' },
  { id: 'car', name: '汽车' },
  { id: 'flower', name: '花朵' },
  { id: 'star', name: '星星' },
  { id: 'house', name: '房子' },
  { id: 'balloon', name: '气球' },
  { id: 'umbrella', name: '雨伞' },
] as const;
export type PictureId = (typeof PICTURES)[number]['id'];
/** A picture password is this many different pictures, tapped in order (9 × 8 × 7 = 504 of them). */
export const PICTURE_COUNT = 3;
/** Wrong picture passwords of one card before it locks until the teacher unlocks it. */
export const CARD_MISS_MAX = 5;
/** Students made from one list at most (the class's own cap, GROUP_MEMBER_MAX, also holds). */
export const IMPORT_MAX = 100;
/** A file of at most this many bytes (a class list of 100 rows is a few KiB even as .xlsx). */
export const IMPORT_FILE_MAX = 150 * 1024;
/** 学号 as stored: at most this many characters. */
export const STUDENT_NO_MAX = 20;

/** The class code of 班级登录: six digits a child types on a PC's number row. */
export const CLASS_CODE_LENGTH = 6;
export const classCodePattern = new RegExp(`^\\d{${CLASS_CODE_LENGTH}}$`);
/** The written code of a card (8 characters of the certificates' unambiguous alphabet, printed as XXXX-XXXX). */
export const CARD_CODE_LENGTH = 8;
export const cardCodePattern = new RegExp(`^[${CODE_ALPHABET}]{${CARD_CODE_LENGTH}}$`);
/** A typed card code as the server compares it: spaces and dashes out, upper case. */
export const normaliseCardCode = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();
export const printedCardCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The name rule of a made student is the role name rule (contract/roles.ts). */
export const studentNameSchema = createRoleBody.shape.roleName;

/** POST school/:groupId/students/preview: the typed or pasted text, or a file (.csv, .txt, .xlsx) as base64. */
export const importPreviewBody = z
  .object({
    text: z.string().max(IMPORT_FILE_MAX, '名单太长了').optional(),
    file: z
      .object({
        name: z.string().max(200),
        data: z.string().max(Math.ceil((IMPORT_FILE_MAX * 4) / 3) + 4, '文件太大了：请只放学生名单，不超过150KB'),
      })
      .optional(),
  })
  .refine((b) => b.text !== undefined || b.file !== undefined, { message: '请输入学生名字或选择文件' });
export type ImportPreviewBody = z.infer<typeof importPreviewBody>;

/** One row of the preview: what will be made, or why not (`problem`, '' when fine). */
export interface ImportRow {
  /** the row of the list or file, from 1 */
  line: number;
  name: string;
  studentNo: string | null;
  problem: string;
}
export interface ImportPreview {
  rows: ImportRow[];
  /** true when every row can be made (and the class has room): the 确认添加 button opens */
  ok: boolean;
  /** a problem of the whole list (too many, the class full, a file that could not be read), else '' */
  problem: string;
}

/** POST school/:groupId/students/create: the previewed rows, made all at once or not at all. */
export const createStudentsBody = z.object({
  students: z
    .array(z.object({ name: z.string().max(100), studentNo: z.string().max(STUDENT_NO_MAX).nullable().optional() }), { error: '请先添加学生名单' })
    .min(1, '请先添加学生名单')
    .max(IMPORT_MAX, `一次最多添加${IMPORT_MAX}个学生`),
});
export type CreateStudentsBody = z.infer<typeof createStudentsBody>;

/** A card as the teacher's card page prints it. */
export interface LoginCard {
  cardId: string;
  roleId: string;
  roleName: string;
  avatar: string;
  studentNo: string | null;
  /** the written code, 8 characters (print with printedCardCode) */
  code: string;
  /** the QR's content: the path with the signed token in its fragment, `/card#<token>` */
  qrPath: string;
  /** the picture password, PICTURE_COUNT picture ids in order */
  pictures: PictureId[];
  locked: boolean;
}
export interface ClassCards {
  groupId: string;
  className: string;
  classCode: string;
  cards: LoginCard[];
}

/** POST school/login/roster {classCode}: given names and avatars only. */
export const rosterBody = z.object({ classCode: z.string({ error: '请输入班级码' }).trim().regex(classCodePattern, `班级码是${CLASS_CODE_LENGTH}位数字`) });
export interface Roster {
  className: string;
  students: Array<{ cardId: string; name: string; avatar: string }>;
}
export const pictureLoginBody = rosterBody.extend({
  cardId: z.string().min(1).max(40),
  pictures: z.array(z.enum(PICTURES.map((p) => p.id) as [PictureId, ...PictureId[]]), { error: '请点三张图片' }).length(PICTURE_COUNT, '请点三张图片'),
});
/** POST school/login/card and school/adopt: the QR's token, or the written code typed. */
export const cardBody = z
  .object({ token: z.string().max(200).optional(), code: z.string().max(20).optional() })
  .refine((b) => !!b.token || !!b.code, { message: '请扫描登录卡或输入卡片上的登录码' });

/** What a class sign-in answers: a LoginResult of the child's own sign-in-less account, and the role. */
export interface ClassLoginResult {
  accessToken: string;
  mobile: null;
  visitId: null;
  roleId: string;
  roleName: string;
}

/** Texts the pages show as they come (the server's refusals). */
export const SchoolMessages = {
  classCodeUnknown: '没有找到这个班级，请看看班级码对不对',
  pictureWrong: '图片密码不对，再想一想，慢慢点',
  cardLocked: '这张卡片先休息一下啦。请找老师帮你解开，就可以继续登录了',
  cardRevoked: '这张登录卡已经不能用了，请找老师要一张新的',
  cardCodeUnknown: '没有找到这张登录卡，请看看登录码对不对',
  /** a card's own account: binding a phone, WeChat or password (docs/API-school.md) */
  cardAccountNoLogin: '这是班级登录卡的账号，用登录卡登录就好，不用绑定手机号、微信或密码。想在家里接着练，请家长登录自己的账号后扫描登录卡，把孩子加入家庭账户',
  cardAccountRoles: '班级登录卡的同学由老师管理，不能在这里添加或删除角色',
  cardAccountLeave: '班级登录卡的同学由老师管理，不能自己退出班级',
  cardAccountVip: '班级登录卡的账号不能开通会员，请家长用自己的账号开通',
} as const;
