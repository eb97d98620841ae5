import type { Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource, type EntityManager } from 'typeorm';

/** A class's methods, each a jest mock (its other members left out). */
export type Stub<T> = jest.Mocked<T>;

/** Every method of the class (own prototype and inherited), as a fresh jest mock. */
function stubOf(token: Type<unknown>): Record<string, jest.Mock> {
  const stub: Record<string, jest.Mock> = {};
  for (let proto = token.prototype; proto && proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (name !== 'constructor' && typeof descriptor?.value === 'function' && !(name in stub)) {
        stub[name] = jest.fn();
      }
    }
    proto = Object.getPrototypeOf(proto);
  }
  return stub;
}

/**
 * The transaction's manager the stubbed DataSource hands to every `transaction` callback: an empty
 * object, only ever passed on to the stubbed repositories (a test asserts it was).
 */
export const TX_MANAGER = { transactionManager: true } as unknown as EntityManager;

export interface TestService<T> {
  sut: T;
  /** The stub of one of the service's dependencies, by its class. */
  stub<D>(token: Type<D>): Stub<D>;
  /** The DataSource: `transaction(fn)` runs `fn(TX_MANAGER)` (a throw in it rejects, as a rollback would). */
  dataSource: { transaction: jest.Mock; manager: EntityManager };
}

/**
 * A service built by Nest with every dependency stubbed: each class it injects becomes an object of
 * jest mocks of the class's methods (repositories, other services, AuditLog, LiveEvents), the
 * DataSource one whose transactions run their callback at once. For fast unit tests of a
 * service's rules, with no database: the integration tests (apps/api/test) cover the SQL.
 */
export async function newTestService<T>(service: Type<T>): Promise<TestService<T>> {
  const dataSource = {
    manager: { defaultManager: true } as unknown as EntityManager,
    transaction: jest.fn((work: (manager: EntityManager) => Promise<unknown>) => work(TX_MANAGER)),
  };
  const stubs = new Map<unknown, unknown>();
  const module = await Test.createTestingModule({ providers: [service] })
    .useMocker((token) => {
      if (token === DataSource) return dataSource;
      if (typeof token !== 'function') throw new Error(`No stub for ${String(token)}`);
      const stub = stubOf(token as Type<unknown>);
      stubs.set(token, stub);
      return stub;
    })
    .compile();
  return {
    sut: module.get(service),
    stub<D>(token: Type<D>): Stub<D> {
      const stub = stubs.get(token);
      if (!stub) throw new Error(`${token.name} is not a dependency of ${service.name}`);
      return stub as Stub<D>;
    },
    dataSource,
  };
}
