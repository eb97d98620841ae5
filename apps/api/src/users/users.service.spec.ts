import { newTestService, type ServiceMocks } from '../../test/support/new-test-service';
import { User } from './entities/user.entity';
import { RefusedPasswordError } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const EMAIL = 'ops@example.com';
const PASSWORD = 'violet-harbour-lantern-42';
const account = (fields: Partial<User>): User =>
  Object.assign(new User(), { id: 4, email: EMAIL, role: 'user', isVerified: true, ...fields });

describe(UsersService.name, () => {
  let sut: UsersService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<UsersRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(UsersService));
    repository = mocks.get(UsersRepository);
    repository.transaction.mockImplementation((work) => work(mocks.manager));
  });

  it('finds an address by its canonical form (trimmed, lower-cased, look-alikes folded)', async () => {
    repository.findByEmail.mockResolvedValue(null);
    await sut.findByEmail('  \u212Aate@Example.com ');
    expect(repository.findByEmail).toHaveBeenCalledWith('kate@example.com', undefined);
  });

  it('creates a sign-up trimmed, answering null when the address is taken', async () => {
    repository.insertUnlessTaken.mockResolvedValue(null);
    await expect(sut.createWithPassword(' new@example.com ', 'hash')).resolves.toBeNull();
    expect(repository.insertUnlessTaken).toHaveBeenCalledWith(
      { email: 'new@example.com', passwordHash: 'hash' },
      undefined,
    );
    expect(repository.getById).not.toHaveBeenCalled();
  });

  describe('ensureAdmin', () => {
    it('refuses a password sign-up would refuse, before touching the database', async () => {
      await expect(sut.ensureAdmin(EMAIL, 'password123')).rejects.toBeInstanceOf(
        RefusedPasswordError,
      );
      expect(repository.transaction).not.toHaveBeenCalled();
    });

    it('creates a verified admin under the lock, and runs onChange in its transaction', async () => {
      const created = account({ role: 'admin' });
      repository.findByEmailForUpdate.mockResolvedValue(null);
      repository.insertUnlessTaken.mockResolvedValue(created.id);
      repository.getById.mockResolvedValue(created);
      const onChange = jest.fn().mockResolvedValue(undefined);

      await expect(sut.ensureAdmin(` ${EMAIL} `, PASSWORD, onChange)).resolves.toEqual({
        user: created,
        outcome: 'created',
      });
      expect(repository.findByEmailForUpdate).toHaveBeenCalledWith(mocks.manager, EMAIL);
      const [values, manager] = repository.insertUnlessTaken.mock.calls[0];
      expect(manager).toBe(mocks.manager);
      expect(values).toMatchObject({ email: EMAIL, role: 'admin', isVerified: true });
      expect(await verifyPassword(values.passwordHash as string, PASSWORD)).toBe(true);
      expect(onChange).toHaveBeenCalledWith(mocks.manager, {
        user: created,
        outcome: 'created',
        passwordChanged: true,
      });
    });

    it('changes nothing and runs nothing for an admin who already has this password', async () => {
      const existing = account({ role: 'admin', passwordHash: await hashPassword(PASSWORD) });
      repository.findByEmailForUpdate.mockResolvedValue(existing);
      const onChange = jest.fn();

      await expect(sut.ensureAdmin(EMAIL, PASSWORD, onChange)).resolves.toEqual({
        user: existing,
        outcome: 'unchanged',
      });
      expect(repository.update).not.toHaveBeenCalled();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('promotes and verifies a user, keeping a matching password', async () => {
      const existing = account({ isVerified: false, passwordHash: await hashPassword(PASSWORD) });
      const promoted = account({ role: 'admin' });
      repository.findByEmailForUpdate.mockResolvedValue(existing);
      repository.getById.mockResolvedValue(promoted);
      const onChange = jest.fn().mockResolvedValue(undefined);

      await expect(sut.ensureAdmin(EMAIL, PASSWORD, onChange)).resolves.toEqual({
        user: promoted,
        outcome: 'promoted',
      });
      expect(repository.update).toHaveBeenCalledWith(
        existing.id,
        { role: 'admin', isVerified: true },
        mocks.manager,
      );
      expect(onChange).toHaveBeenCalledWith(mocks.manager, {
        user: promoted,
        outcome: 'promoted',
        passwordChanged: false,
      });
    });

    it('sets a new password on an admin whose password differs', async () => {
      const existing = account({ role: 'admin', passwordHash: await hashPassword('other-x') });
      repository.findByEmailForUpdate.mockResolvedValue(existing);
      repository.getById.mockResolvedValue(existing);
      const onChange = jest.fn().mockResolvedValue(undefined);

      await expect(sut.ensureAdmin(EMAIL, PASSWORD, onChange)).resolves.toMatchObject({
        outcome: 'password-updated',
      });
      const [, changes] = repository.update.mock.calls[0];
      expect(Object.keys(changes)).toEqual(['passwordHash']);
      expect(await verifyPassword(changes.passwordHash as string, PASSWORD)).toBe(true);
      expect(onChange).toHaveBeenCalledWith(
        mocks.manager,
        expect.objectContaining({ outcome: 'password-updated', passwordChanged: true }),
      );
    });

    it('starts again when a concurrent instance took the address between the lock and the insert', async () => {
      const created = account({ role: 'admin', passwordHash: await hashPassword(PASSWORD) });
      repository.findByEmailForUpdate.mockResolvedValueOnce(null).mockResolvedValueOnce(created);
      repository.insertUnlessTaken.mockResolvedValue(null);
      const onChange = jest.fn();

      await expect(sut.ensureAdmin(EMAIL, PASSWORD, onChange)).resolves.toEqual({
        user: created,
        outcome: 'unchanged',
      });
      expect(repository.transaction).toHaveBeenCalledTimes(2);
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
