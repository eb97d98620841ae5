import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A constructor parameter's token: its class, or the token of its `@Inject(…)`. */
type Token = unknown;

/** A class's methods, each a jest mock. */
export type Stub<T> = jest.Mocked<T>;

/**
 * The manager of every transaction a test service opens: what its writes must be given (a test
 * asserts they were). It looks like a manager inside a transaction, as far as the services look
 * (AuditLog checks it).
 */
export const TX_MANAGER = {
  queryRunner: { isTransactionActive: true },
} as unknown as EntityManager;

export interface ServiceMocks {
  /** The mock built (or the value given) for this class (a repository, another service). */
  get<T>(type: Type<T>): jest.Mocked<T>;
  /** The manager of every transaction the service opens: what its writes must be given. */
  manager: EntityManager;
  /** The data source the service got: `transaction(work)` runs `work` with `manager`. */
  dataSource: jest.Mocked<Pick<DataSource, 'transaction'>> & { manager: EntityManager };
}

export interface TestService<T> {
  sut: T;
  mocks: ServiceMocks;
  /** The mock of one of the service's dependencies, by its class (`mocks.get`). */
  stub<D>(type: Type<D>): Stub<D>;
  dataSource: ServiceMocks['dataSource'];
}

/**
 * The service under test (`sut`), built as Nest would build it but from jest mocks: every
 * constructor parameter whose type is a class gets an object with a `jest.fn()` for each of the
 * class's methods; a `DataSource` gets one whose transactions run at once with `mocks.manager`.
 * Parameters injected by a token (configuration) take their value from `values`, as does any
 * class that should not be mocked. No database, no module: the service's rules alone.
 */
export function newTestService<T>(
  Service: Type<T>,
  values: ReadonlyArray<readonly [Token, unknown]> = [],
): TestService<T> {
  const given = new Map<Token, unknown>(values);
  const manager = TX_MANAGER;
  const dataSource = {
    transaction: jest.fn((...args: unknown[]) => {
      const work = args[args.length - 1] as (manager: EntityManager) => Promise<unknown>;
      return work(manager);
    }),
    manager: {} as EntityManager,
  };
  const built = new Map<Token, unknown>();
  const parameters = constructorTokens(Service).map((token, index) => {
    if (given.has(token)) return given.get(token);
    if (token === DataSource) return dataSource;
    if (typeof token !== 'function' || token === Object)
      throw new Error(
        `newTestService(${Service.name}): give a value for constructor parameter ${index} (${String(token)})`,
      );
    const mock = built.get(token) ?? mockOf(token as Type<unknown>);
    built.set(token, mock);
    return mock;
  });
  const mocks: ServiceMocks = {
    get: <M>(type: Type<M>) => {
      const mock = built.get(type) ?? (given.has(type) ? given.get(type) : undefined);
      if (!mock) throw new Error(`${Service.name} takes no ${type.name}`);
      return mock as jest.Mocked<M>;
    },
    manager,
    dataSource: dataSource as unknown as ServiceMocks['dataSource'],
  };
  return {
    sut: new Service(...parameters),
    mocks,
    stub: mocks.get,
    dataSource: mocks.dataSource,
  };
}

/** What Nest injects for each parameter: the `@Inject` token where there is one, else the type. */
function constructorTokens(Service: Type<unknown>): Token[] {
  const types = (Reflect.getMetadata('design:paramtypes', Service) ?? []) as Token[];
  const injected = (Reflect.getMetadata('self:paramtypes', Service) ?? []) as {
    index: number;
    param: Token;
  }[];
  const tokens = [...types];
  for (const { index, param } of injected) tokens[index] = param;
  return tokens;
}

/** An object with a jest.fn() for every method of the class and of its ancestors. */
function mockOf<T>(type: Type<T>): jest.Mocked<T> {
  const mock: Record<string, jest.Mock> = {};
  for (
    let prototype: object | null = type.prototype as object;
    prototype && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype) as object | null
  ) {
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
      if (name !== 'constructor' && typeof descriptor?.value === 'function' && !(name in mock))
        mock[name] = jest.fn();
    }
  }
  return mock as unknown as jest.Mocked<T>;
}
