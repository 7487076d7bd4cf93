import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ok } from '../../test/api';
import { renderWithSession } from '../../test/render';
import { server } from '../../test/server';
import { profileOf, profileRead } from '../../test/handlers/profiles';
import { storeSession } from '../../test/session';
import { useChooseLanguage } from './choose-language';
import { useSession } from './use-session';

function Chooser() {
  const choose = useChooseLanguage();
  return (
    <button type="button" onClick={() => choose('nb')}>
      Norsk
    </button>
  );
}

describe('choosing a language', () => {
  beforeEach(() => {
    document.cookie = 'holidaze_lang=; path=/; max-age=0';
  });

  it('keeps it in this browser and on a signed-in person’s profile, for their mails', async () => {
    storeSession('kari');
    const sent: unknown[] = [];
    server.use(
      http.put(api('/holidaze/profiles/kari'), async ({ request }) => {
        sent.push(await request.json());
        return ok({});
      }),
    );
    renderWithSession(<Chooser />);
    await userEvent.click(screen.getByRole('button', { name: 'Norsk' }));
    expect(document.cookie).toContain('holidaze_lang=nb');
    await expect.poll(() => sent).toEqual([{ language: 'nb' }]);
  });

  it('keeps it in this browser alone for someone signed out', async () => {
    renderWithSession(<Chooser />);
    await userEvent.click(screen.getByRole('button', { name: 'Norsk' }));
    // An unanswered request would fail the test (src/test-setup.ts): none is sent.
    expect(document.cookie).toContain('holidaze_lang=nb');
  });
});

/** The signed-in person's language as the session read it from their profile. */
function ProfileLanguage() {
  const { profile } = useSession();
  return <p>{profile ? `profile: ${profile.language}` : 'loading'}</p>;
}

describe('a signed-in person’s language', () => {
  beforeEach(() => {
    document.cookie = 'holidaze_lang=; path=/; max-age=0';
    storeSession('kari');
    server.use(profileRead(profileOf('kari', { language: 'nb' })));
  });

  it('becomes this browser’s choice when it has none, so their next pages open in it', async () => {
    renderWithSession(<ProfileLanguage />);
    await screen.findByText('profile: nb');
    expect(document.cookie).toContain('holidaze_lang=nb');
  });

  it('leaves a choice the browser already keeps', async () => {
    document.cookie = 'holidaze_lang=en; path=/';
    renderWithSession(<ProfileLanguage />);
    await screen.findByText('profile: nb');
    expect(document.cookie).toContain('holidaze_lang=en');
  });
});
