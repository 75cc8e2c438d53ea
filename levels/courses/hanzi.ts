import type { Course } from '../../contract/levels';

// Being written: the full course replaces this outline.
const course: Course = {
  id: 'hanzi',
  name: '汉字',
  description: '汉字课程',
  color: '#ff7a2f',
  icon: '⌨️',
  sections: [{ id: 'hanzi-1', name: '第一单元', vip: false, lessons: [{ id: 'hanzi-1-1', name: '第一课', chapters: [{ id: 'hanzi-1-1-1', name: '练习', lesson_type: 'practice', is_game: false, activity: { render_engine: 'logographic', text: '大小' } }] }] }],
};
export default course;
