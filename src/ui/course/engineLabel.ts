import { engineFacts } from '../../../engines/registry';

/** What a child is told a chapter is, by its render engine (engines/engineFacts.ts). */
export const engineLabel = (engine: string) => {
  const facts = engineFacts(engine);
  return facts ? { label: facts.label, icon: facts.icon, tone: facts.tone as string } : { label: '练习', icon: '⌨️', tone: '' };
};
