import type { ThirdPartyKey } from '../utils/configured-third-parties';

/** The binding English description of each third party the settings can enable (see configuredThirdParties). */
export const THIRD_PARTY_TEXT: Record<ThirdPartyKey, { name: string; purpose: string }> = {
  pixel: {
    name: 'Meta Pixel (Meta Platforms)',
    purpose: 'Measures our advertising, such as visits that come from an ad. It may set the cookies _fbp and _fbc.',
  },
  affiliate: {
    name: 'Affiliate tracking script',
    purpose: 'Credits the partner who referred you. It may set cookies of its own.',
  },
  chat: {
    name: 'Chat widget',
    purpose: 'Lets you chat with our team from any page except the admin area. It may set cookies of its own.',
  },
  booking: {
    name: 'Booking calendar',
    purpose:
      'The embedded calendar for booking a demo. It loads when the booking section or popup is shown and receives what you enter in it.',
  },
  video: {
    name: 'Video player',
    purpose: 'Plays the introduction video. It loads only when you press play.',
  },
};
