/** What each avatar of public/avatars shows, in the words a child uses (issue 40: the picker said panda, tiger). */
const NAMES: Record<string, string> = {
  cat: '小猫',
  dino: '恐龙',
  fox: '狐狸',
  owl: '猫头鹰',
  panda: '熊猫',
  penguin: '企鹅',
  rabbit: '兔子',
  tiger: '老虎',
};

/** An avatar file's Chinese name (panda.svg → 熊猫); one not drawn yet is just 头像. */
export const avatarName = (file: string): string => NAMES[file.replace(/\.svg$/i, '')] ?? '头像';
