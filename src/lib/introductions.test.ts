import { describe, expect, it } from 'vitest';
import { INTRODUCTION_STATES, INTRODUCTION_TRANSITIONS } from './catalogue';
import { ageOf, introductionTransitionError, isOpenIntroduction, nextIntroductionState, staffMovesFrom } from './introductions';

describe('the introduction state machine', () => {
  it('lets staff start work and record either outcome on a new request', () => {
    expect(nextIntroductionState('requested', 'in_progress', 'staff')).toEqual({ ok: true, state: 'in_progress' });
    expect(nextIntroductionState('requested', 'introduced', 'staff')).toEqual({ ok: true, state: 'introduced' });
    expect(nextIntroductionState('in_progress', 'declined', 'staff')).toEqual({ ok: true, state: 'declined' });
  });

  it('lets the member withdraw only while the request is open', () => {
    expect(nextIntroductionState('requested', 'withdrawn', 'member')).toEqual({ ok: true, state: 'withdrawn' });
    expect(nextIntroductionState('in_progress', 'withdrawn', 'member')).toEqual({ ok: true, state: 'withdrawn' });
    expect(introductionTransitionError('introduced', 'withdrawn', 'member')).toMatch(/closed \(introduced\)/);
  });

  it('keeps each side to its own moves', () => {
    expect(introductionTransitionError('requested', 'introduced', 'member')).toBe('You can only withdraw a request.');
    expect(introductionTransitionError('requested', 'withdrawn', 'staff')).toBe('Only the member can withdraw their request.');
  });

  it('refuses every move out of an outcome, and repeating a state', () => {
    for (const from of ['introduced', 'declined', 'withdrawn'] as const) {
      for (const to of ['in_progress', 'introduced', 'declined'] as const) {
        const r = nextIntroductionState(from, to, 'staff');
        expect(r.ok, `${from} → ${to}`).toBe(false);
      }
    }
    expect(introductionTransitionError('in_progress', 'in_progress', 'staff')).toBe('This request is already in progress.');
  });

  it('allows exactly the catalogue transitions for the side that may make them', () => {
    for (const from of INTRODUCTION_STATES) {
      for (const to of INTRODUCTION_STATES) {
        const actor = to === 'withdrawn' ? 'member' : 'staff';
        expect(nextIntroductionState(from, to, actor).ok, `${from} → ${to}`).toBe(INTRODUCTION_TRANSITIONS[from].includes(to));
      }
    }
  });

  it('offers staff the next moves of an open request and none of a closed one', () => {
    expect(staffMovesFrom('requested')).toEqual(['in_progress', 'introduced', 'declined']);
    expect(staffMovesFrom('in_progress')).toEqual(['introduced', 'declined']);
    expect(staffMovesFrom('declined')).toEqual([]);
    expect(isOpenIntroduction('in_progress')).toBe(true);
    expect(isOpenIntroduction('withdrawn')).toBe(false);
  });

  it('says how long a request has waited', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(ageOf('2026-11-22T11:30:00Z', now)).toBe('under an hour');
    expect(ageOf('2026-11-22T07:00:00Z', now)).toBe('5 hours');
    expect(ageOf('2026-11-19T12:00:00Z', now)).toBe('3 days');
  });
});
