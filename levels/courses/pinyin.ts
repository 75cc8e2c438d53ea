import type { Course } from '../../contract/levels';

// Being written: the full course replaces this outline.
const course: Course = {
  id: 'pinyin',
  name: '拼音',
  description: '拼音课程',
  color: '#ff7a2f',
  icon: '⌨️',
  sections: [{ id: 'pinyin-1', name: '第一单元', vip: false, lessons: [{ id: 'pinyin-1-1', name: '第一课', chapters: [{ id: 'pinyin-1-1-1', name: '练习', lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_pinyin', items: [{ hanzi: '大', pinyin: 'dà' }] } }] }] }],
};
export default course;
