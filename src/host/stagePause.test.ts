import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { closeDialog, covering, openDialog } from '../state/dialogs';
import { stagePause, type Pausable, type PausePage, type StagePauseOptions } from './stagePause';

/** A small engine: ready → (start) playing ⇄ paused, as the chapter session and the game machine are. */
const machine = createMachine({
  initial: 'ready',
  states: {
    ready: { on: { start: 'playing' } },
    playing: { on: { 'session.pause': 'paused' } },
    paused: { on: { 'session.resume': 'playing' } },
  },
});

/** A stage host over the engine: it pauses only a running engine (a game refuses before its start). */
function stageOf(actor: AnyActorRef, refuseBeforeStart = false): Pausable & { pauses: number; resumes: number } {
  return {
    actor,
    pauses: 0,
    resumes: 0,
    pause() {
      if (refuseBeforeStart && actor.getSnapshot().value === 'ready') return false;
      this.pauses++;
      actor.send({ type: 'session.pause' });
      return true;
    },
    resume() {
      this.resumes++;
      actor.send({ type: 'session.resume' });
    },
  };
}

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setUp(options: Partial<StagePauseOptions> & Pick<StagePauseOptions, 'hiddenTab'>, refuseBeforeStart = false) {
  const actor = createActor(machine).start();
  const doc = new FakeDocument();
  const page: PausePage = { document: doc, window: new EventTarget() };
  const held: boolean[] = [];
  const pause = stagePause({ ...options, page, onHeld: (h) => held.push(h) });
  const stop = pause.listen();
  const stage = stageOf(actor, refuseBeforeStart);
  stopping.push(stop);
  return { actor, doc, page, pause, stage, held };
}

/** valtio tells its subscribers a microtask later */
const settle = () => new Promise((r) => setTimeout(r, 0));
const stopping: (() => void)[] = [];
const state = (a: AnyActorRef) => a.getSnapshot().value;

afterEach(() => {
  stopping.splice(0).forEach((stop) => stop());
  covering.count = 0;
  closeDialog('fingering');
  closeDialog('vip');
  closeDialog('points');
});

describe('stagePause', () => {
  it('holds a running stage under a dialog, reads the paused state from the engine, and lets it go on when the dialog closes', async () => {
    const { actor, pause, stage, held } = setUp({ hiddenTab: 'cover' });
    pause.attach(stage);
    actor.send({ type: 'start' });
    expect(pause.isPaused()).toBe(false);
    expect(pause.inputEnabled()).toBe(true);
    covering.count = 1;
    await settle();
    expect(state(actor)).toBe('paused');
    expect(pause.isPaused()).toBe(true);
    expect(pause.held).toBe(true);
    expect(pause.inputEnabled()).toBe(false);
    covering.count = 0;
    await settle();
    expect(state(actor)).toBe('playing');
    expect(pause.isPaused()).toBe(false);
    expect(held).toEqual([true, false]);
    expect(pause.inputEnabled()).toBe(true);
  });

  it('pauses under the fingering lookup asked for before its box is up, and keys are not typing meanwhile', async () => {
    const { actor, pause, stage } = setUp({ hiddenTab: 'cover' });
    pause.attach(stage);
    actor.send({ type: 'start' });
    openDialog('fingering');
    expect(pause.inputEnabled()).toBe(false);
    await settle();
    expect(pause.isPaused()).toBe(true);
    closeDialog('fingering');
    await settle();
    expect(pause.isPaused()).toBe(false);
  });

  it('leaves a pause the child made alone: a dialog over it neither takes it nor resumes it', async () => {
    const { actor, pause, stage } = setUp({ hiddenTab: 'stop' });
    pause.attach(stage);
    actor.send({ type: 'start' });
    pause.toggle();
    expect(pause.isPaused()).toBe(true);
    openDialog('vip');
    await settle();
    expect(pause.held).toBe(false);
    closeDialog('vip');
    await settle();
    expect(pause.isPaused()).toBe(true);
    expect(stage.pauses).toBe(1);
    pause.toggle();
    expect(pause.isPaused()).toBe(false);
  });

  it('holds a chapter while its tab is hidden and lets it go on when the tab is back', () => {
    const { actor, doc, pause, stage } = setUp({ hiddenTab: 'cover' });
    pause.attach(stage);
    actor.send({ type: 'start' });
    doc.setHidden(true);
    expect(pause.isPaused()).toBe(true);
    expect(pause.held).toBe(true);
    doc.setHidden(false);
    expect(pause.isPaused()).toBe(false);
  });

  it('stops a game when its tab is hidden until the child goes on, and Escape pauses and resumes', () => {
    const resumed: number[] = [];
    const { actor, doc, page, pause, stage } = setUp({ hiddenTab: 'stop', escapeToggles: true, onResumed: () => resumed.push(1) });
    pause.attach(stage);
    actor.send({ type: 'start' });
    doc.setHidden(true);
    expect(pause.isPaused()).toBe(true);
    expect(pause.held).toBe(false);
    doc.setHidden(false);
    expect(pause.isPaused()).toBe(true);
    const escape = () => page.window.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Escape' }));
    escape();
    expect(pause.isPaused()).toBe(false);
    expect(resumed).toEqual([1]);
    escape();
    expect(pause.isPaused()).toBe(true);
  });

  it('a round that refused the pause before its start is held once it begins (follow), and a page overlay only stops the keys', async () => {
    let blocked = false;
    const { actor, pause, stage } = setUp({ hiddenTab: 'stop', blocked: () => blocked }, true);
    covering.count = 1;
    await settle();
    pause.attach(stage);
    expect(pause.held).toBe(false);
    actor.send({ type: 'start' });
    pause.follow();
    expect(pause.isPaused()).toBe(true);
    expect(pause.held).toBe(true);
    covering.count = 0;
    await settle();
    expect(pause.isPaused()).toBe(false);
    blocked = true;
    expect(pause.inputEnabled()).toBe(false);
    expect(pause.isPaused()).toBe(false);
  });

  it('does nothing once detached', async () => {
    const { actor, pause, stage } = setUp({ hiddenTab: 'cover' });
    pause.attach(stage);
    actor.send({ type: 'start' });
    pause.detach();
    covering.count = 1;
    await settle();
    expect(state(actor)).toBe('playing');
  });
});
