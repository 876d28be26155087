import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, searchUniversity, youtubeEmbedUrl } from './university';

const playlists = [
  {
    title: 'Growing your reviews',
    description: 'More five-star reviews.',
    videos: [
      { title: 'Request reviews after each job', description: 'A Google review link by text.' },
      { title: 'Reply in minutes', description: 'Templates.' },
    ],
  },
  { title: 'Primeros pasos', description: 'Configura tu cuenta.', videos: [{ title: 'Reseñas', description: '' }] },
];

describe('searchUniversity', () => {
  it('keeps the videos that match every word, in the video or its playlist, ignoring case and accents', () => {
    expect(searchUniversity(playlists, 'REVIEW google').map((p) => p.videos.map((v) => v.title))).toEqual([
      ['Request reviews after each job'],
    ]);
    expect(searchUniversity(playlists, 'growing')[0]?.videos).toHaveLength(2);
    expect(searchUniversity(playlists, 'resenas').map((p) => p.title)).toEqual(['Primeros pasos']);
    expect(searchUniversity(playlists, 'nothing like this')).toEqual([]);
    expect(searchUniversity(playlists, '   ')).toEqual(playlists);
  });
});

describe('durations', () => {
  it('reads and writes m:ss and h:mm:ss', () => {
    expect(formatDuration(222)).toBe('3:42');
    expect(formatDuration(3900)).toBe('1:05:00');
    expect(parseDuration('8:04')).toBe(484);
    expect(parseDuration('1:05:00')).toBe(3900);
    for (const bad of ['', '99', '4:7', '1:75:00', 'a:bc', '4:60']) expect(parseDuration(bad), bad).toBeNull();
  });
});

it('embeds YouTube from its privacy-enhanced host, autoplaying on the press that created it', () => {
  expect(youtubeEmbedUrl('nFIGLj5M7YY')).toBe('https://www.youtube-nocookie.com/embed/nFIGLj5M7YY?autoplay=1');
});
