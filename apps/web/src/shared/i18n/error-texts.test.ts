import { MESSAGES, WISHLIST_MESSAGES } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { showIn } from '../../test/locale';
import { ApiError } from '../api/http-client';
import { errorText } from './error-texts';

describe("an error's words", () => {
  it('are the English the API and the domain wrote on an English page', () => {
    expect(errorText({ code: 'wishlist.listFull', message: WISHLIST_MESSAGES.listFull })).toBe(
      WISHLIST_MESSAGES.listFull,
    );
  });

  it('are Norwegian on a Norwegian page, by code or by the rule a form checked', async () => {
    await showIn('nb');
    expect(errorText({ code: 'wishlist.listFull', message: WISHLIST_MESSAGES.listFull })).toBe(
      'En liste kan ha høyst 250 steder: fjern ett eller bruk en annen liste',
    );
    expect(errorText({ code: 'too_small', message: MESSAGES.passwordTooShort })).toBe(
      'Passordet må ha minst 8 tegn',
    );
    const refused = new ApiError(409, [{ code: 'server.overlap', message: 'overlap' }]);
    expect(refused.firstMessage).toMatch(/^De valgte datoene og gjestene overlapper/);
    expect(refused.message).toBe(refused.firstMessage);
  });

  it("keep a message known only by its status as the server wrote it, else say the status's", async () => {
    await showIn('nb');
    expect(errorText({ code: 'status.notFound', message: 'No venue with this id' }, 404)).toBe(
      'No venue with this id',
    );
    expect(errorText({ message: '' }, 404)).toBe('Fant ikke det du lette etter');
  });
});
