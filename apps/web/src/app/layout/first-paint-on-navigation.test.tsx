import { screen } from '@testing-library/react';
import { FIRST_PHOTO_ID, FIRST_WORDS_ID } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt } from '../../test/render';
import { AppLayout } from './app-layout';

describe('the layout and what the server drew first (Home’s photo, Browse’s words)', () => {
  it('keeps it on the page it was drawn for and takes it away at the first navigation', async () => {
    const copy = document.body.appendChild(document.createElement('div'));
    copy.id = FIRST_PHOTO_ID;
    const words = document.body.appendChild(document.createElement('div'));
    words.id = FIRST_WORDS_ID;
    const router = renderRoutesAt(
      [
        {
          path: '/',
          element: <AppLayout />,
          children: [
            { index: true, element: <p>home</p> },
            { path: 'about', element: <p>about</p> },
          ],
        },
      ],
      '/',
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(document.getElementById(FIRST_PHOTO_ID)).toBe(copy);
    expect(document.getElementById(FIRST_WORDS_ID)).toBe(words);
    await router.navigate('/about');
    expect(await screen.findByText('about')).toBeInTheDocument();
    expect(document.getElementById(FIRST_PHOTO_ID)).toBeNull();
    expect(document.getElementById(FIRST_WORDS_ID)).toBeNull();
  });
});
