import { describe, it, expect } from 'vitest';
import {
  FRIEND_DISCOUNT,
  REFERRAL_TIERS,
  discountText,
  discountedPrice,
  inviteRecipients,
  invitesSentMessage,
  referralLink,
  shareLinks,
  tierFor,
  tiersReached,
  nextTier,
  rewardEffect,
  rewardDiscountText,
  tierReferralsLabel,
  tierRewardText,
  tierValue,
} from './referral';

const planName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

describe('referralLink', () => {
  it('is the site origin + /subscribe?ref={code}', () => {
    expect(referralLink('https://careerpivot.example', 'ANA123')).toBe('https://careerpivot.example/subscribe?ref=ANA123');
  });

  it('does not double the slash when the origin ends with one', () => {
    expect(referralLink('http://localhost:4321/', 'ANA123')).toBe('http://localhost:4321/subscribe?ref=ANA123');
  });

  it('is plain /subscribe when there is no code', () => {
    expect(referralLink('https://careerpivot.example', null)).toBe('https://careerpivot.example/subscribe');
    expect(referralLink('https://careerpivot.example', '  ')).toBe('https://careerpivot.example/subscribe');
  });

  it('trims and encodes the code so the link stays one URL', () => {
    expect(referralLink('https://x.example', ' a b&c ')).toBe('https://x.example/subscribe?ref=a%20b%26c');
  });
});

describe('inviteRecipients', () => {
  it('ignores empty and blank entries', () => {
    expect(inviteRecipients(['', '  ', 'a@b.co', ''])).toEqual(['a@b.co']);
    expect(inviteRecipients(['', '', ''])).toEqual([]);
  });

  it('trims entries and sends a repeated address once, whatever its case', () => {
    expect(inviteRecipients([' a@b.co ', 'A@B.CO', 'c@d.co'])).toEqual(['a@b.co', 'c@d.co']);
  });
});

describe('invitesSentMessage', () => {
  it('uses the singular for one friend', () => {
    expect(invitesSentMessage(1)).toBe('Your invitation has been sent to 1 friend!');
  });

  it('uses the plural for several friends', () => {
    expect(invitesSentMessage(2)).toBe('Your invitations have been sent to 2 friends!');
    expect(invitesSentMessage(5)).toBe('Your invitations have been sent to 5 friends!');
  });
});

describe('shareLinks', () => {
  const links = shareLinks('https://careerpivot.example');

  it('builds each provider share link with the URL encoded', () => {
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcareerpivot.example');
    expect(links.twitter).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fcareerpivot.example');
    expect(links.linkedin).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fcareerpivot.example');
  });

  it('gives the shared URL back unchanged when the provider decodes it', () => {
    const url = 'http://localhost:4321';
    for (const href of Object.values(shareLinks(url))) {
      const params = new URL(href).searchParams;
      expect(params.get('u') ?? params.get('url')).toBe(url);
    }
  });
});

describe('friend discount', () => {
  it('reads "20% off for 3 months"', () => {
    expect(discountText(FRIEND_DISCOUNT)).toBe('20% off for 3 months');
  });

  it('takes 20% off the monthly price to the cent (Pivot $14 → $11.20, Premium $34 → $27.20)', () => {
    expect(discountedPrice(14)).toBe(11.2);
    expect(discountedPrice(34)).toBe(27.2);
    expect(discountedPrice(62)).toBe(49.6);
  });
});

describe('reward tiers', () => {
  const [one, three, five, ten] = REFERRAL_TIERS;

  it('has the four tiers of the programme, lowest first', () => {
    expect(REFERRAL_TIERS.map(tierReferralsLabel)).toEqual(['1 Referral', '3 Referrals', '5+ Referrals', '10+ Referrals']);
  });

  it('describes each reward', () => {
    expect(tierRewardText(one!, planName)).toBe('20% off for 3 months');
    expect(tierRewardText(three!, planName)).toBe('3 months free plus a Premium upgrade');
    expect(tierRewardText(five!, planName)).toBe('5 months free');
    expect(tierRewardText(ten!, planName)).toBe('10 months free plus a lifetime 15% discount');
    expect(ten!.title).toBe('Power Referrer');
    expect(ten!.badge).toBe('ELITE');
  });

  it('values tiers against the Premium monthly price ($34): $20.40, $102, $170, none stated for 10+', () => {
    expect(REFERRAL_TIERS.map((t) => tierValue(t, 34))).toEqual([20.4, 102, 170, null]);
  });

  it('finds the tier a number of qualifying referrals reaches', () => {
    expect(tierFor(0)).toBeNull();
    expect(tierFor(1)).toBe(one);
    expect(tierFor(2)).toBe(one);
    expect(tierFor(3)).toBe(three);
    expect(tierFor(4)).toBe(three);
    expect(tierFor(5)).toBe(five);
    expect(tierFor(9)).toBe(five);
    expect(tierFor(10)).toBe(ten);
    expect(tierFor(25)).toBe(ten);
  });

  it('lists every tier reached, so a member who jumps from 0 to 3 earns the 1 and the 3 tier', () => {
    expect(tiersReached(0)).toEqual([]);
    expect(tiersReached(3).map((t) => t.minReferrals)).toEqual([1, 3]);
    expect(tiersReached(25).map((t) => t.minReferrals)).toEqual([1, 3, 5, 10]);
  });

  it('says how far the next tier is, and nothing past the last', () => {
    expect(nextTier(0)).toEqual({ tier: one, needed: 1 });
    expect(nextTier(1)).toEqual({ tier: three, needed: 2 });
    expect(nextTier(7)).toEqual({ tier: ten, needed: 3 });
    expect(nextTier(10)).toBeNull();
  });

  it('turns a tier into credit, an upgrade and discounts on the referrer’s plan', () => {
    const monthly = (plan: string) => ({ pivot: 1400, premium: 3400, elite: 4900 })[plan]!;
    expect(rewardEffect(one!, 'pivot', monthly)).toEqual({ creditCents: 0, upgradeTo: null, discounts: [{ percent: 20, months: 3 }] });
    // A Pivot member moves up to Premium, and the 3 free months are Premium months ($102).
    expect(rewardEffect(three!, 'pivot', monthly)).toEqual({ creditCents: 10200, upgradeTo: 'premium', discounts: [] });
    // Premium and Elite members keep their plan; the free months are of their own plan.
    expect(rewardEffect(three!, 'elite', monthly)).toEqual({ creditCents: 14700, upgradeTo: null, discounts: [] });
    expect(rewardEffect(five!, 'premium', monthly).creditCents).toBe(17000);
    expect(rewardEffect(ten!, 'pivot', monthly)).toEqual({ creditCents: 14000, upgradeTo: null, discounts: [{ percent: 15, months: null }] });
    expect(rewardDiscountText({ percent: 15, months: null })).toBe('a lifetime 15% discount');
    expect(rewardDiscountText({ percent: 20, months: 3 })).toBe('20% off for 3 months');
  });
});
