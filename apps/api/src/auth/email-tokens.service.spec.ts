import { newTestService, type ServiceMocks } from '../../test/support/new-test-service';
import { EmailTokensRepository } from './email-tokens.repository';
import { EMAIL_TOKEN_LIFETIME_MS, EmailTokensService } from './email-tokens.service';
import { hashSecretToken } from './secret-tokens';

describe(EmailTokensService.name, () => {
  let sut: EmailTokensService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<EmailTokensRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(EmailTokensService));
    repository = mocks.get(EmailTokensRepository);
  });

  it.each([
    ['verify_email', 24 * 3_600_000],
    ['password_reset', 3_600_000],
  ] as const)(
    'issues a %s token stored as a hash, working for its lifetime',
    async (purpose, ms) => {
      expect(EMAIL_TOKEN_LIFETIME_MS[purpose]).toBe(ms);
      const before = Date.now();
      const token =
        purpose === 'verify_email'
          ? await sut.issue(8, purpose, 'carried-hash')
          : await sut.issue(8, purpose);
      const [userId, stored] = repository.insert.mock.calls[0];
      expect(userId).toBe(8);
      expect(stored).toMatchObject({
        purpose,
        tokenHash: hashSecretToken(token),
        passwordHash: purpose === 'verify_email' ? 'carried-hash' : null,
      });
      expect(stored.tokenHash).not.toBe(token);
      expect(stored.expiresAt.getTime()).toBeGreaterThanOrEqual(before + ms);
      expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + ms);
    },
  );

  it("sends the very same insert for nobody, in the caller's transaction", async () => {
    await sut.issueUnlessNobody(null, 'password_reset', null, mocks.manager);
    expect(repository.insertUnlessNobody).toHaveBeenCalledWith(
      mocks.manager,
      null,
      expect.objectContaining({ purpose: 'password_reset', passwordHash: null }),
    );
  });

  it('looks tokens up and spends them by their hash only', async () => {
    repository.consume.mockResolvedValue(8);
    await expect(sut.consume('secret', 'verify_email', mocks.manager, 8)).resolves.toBe(8);
    expect(repository.consume).toHaveBeenCalledWith(
      mocks.manager,
      hashSecretToken('secret'),
      'verify_email',
      expect.any(Date),
      8,
    );
    repository.findUsable.mockResolvedValue({ id: 1, userId: 8, passwordHash: null });
    await expect(sut.find('secret', 'verify_email', mocks.manager)).resolves.toEqual({
      userId: 8,
      passwordHash: null,
    });
    expect(repository.findUsable).toHaveBeenCalledWith(
      mocks.manager,
      hashSecretToken('secret'),
      'verify_email',
      expect.any(Date),
    );
  });
});
