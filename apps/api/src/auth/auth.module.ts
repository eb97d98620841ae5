import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TOO_MANY_ATTEMPTS } from '@profileproof/contracts';
import type Redis from 'ioredis';
import { authConfig } from '../config';
import { MailModule } from '../mail/mail.module';
import { REDIS_CLIENT } from '../shared-state/redis-client';
import { UsersModule } from '../users/users.module';
import { AuditModule } from '../audit/audit.module';
import { AccessTokensService, accessTokenJwtOptions } from './access-tokens.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailTokensRepository } from './email-tokens.repository';
import { EmailTokensService } from './email-tokens.service';
import { EmailToken } from './entities/email-token.entity';
import { RefreshToken } from './sessions/entities/refresh-token.entity';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleAuthService } from './google/google-auth.service';
import { GoogleIdentityService } from './google/google-identity.service';
import { OidcNonces } from './google/oidc-nonce';
import { AccessTokenGuard } from './guards/access-token.guard';
import { RolesGuard } from './guards/roles.guard';
import { LoginAttemptsService } from './login-attempts.service';
import { SessionCheckService } from './sessions/session-check.service';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { TwoStepController } from './two-step/two-step.controller';
import { TwoStepRepository } from './two-step/two-step.repository';
import { TwoStepService } from './two-step/two-step.service';

/**
 * Signing in and sessions: e-mail and password sign-up with verification, login, refresh-token
 * rotation, logout, password reset, Google sign-in; and the global guards every route passes
 * (access token unless @Public, then @Roles); two-step sign-in (TOTP and backup codes). The
 * signed-in user's own account (the Account page) is AccountModule's.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshToken, EmailToken]),
    UsersModule,
    MailModule,
    AuditModule,
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (auth: ConfigType<typeof authConfig>) => accessTokenJwtOptions(auth),
    }),
    // Counters per route and client IP: in Redis (REDIS_URL), shared by every instance; else in this
    // process's memory (the throttler's default store), right for one instance only.
    ThrottlerModule.forRootAsync({
      inject: [authConfig.KEY, REDIS_CLIENT],
      useFactory: (auth: ConfigType<typeof authConfig>, redis: Redis | null) => ({
        throttlers: [{ limit: auth.rateLimit.limit, ttl: auth.rateLimit.ttlSeconds * 1000 }],
        errorMessage: TOO_MANY_ATTEMPTS,
        storage: redis ? new ThrottlerStorageRedisService(redis) : undefined,
      }),
    }),
  ],
  controllers: [AuthController, GoogleAuthController, TwoStepController],
  providers: [
    AuthService,
    SessionsService,
    SessionsRepository,
    SessionCheckService,
    AccessTokensService,
    EmailTokensService,
    EmailTokensRepository,
    GoogleIdentityService,
    OidcNonces,
    GoogleAuthService,
    LoginAttemptsService,
    TwoStepService,
    TwoStepRepository,
    // In this order: who is calling, then whether they may.
    { provide: APP_GUARD, useClass: AccessTokenGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  // The account's self-service (AccountModule) uses the sessions, the e-mail links and the login limits.
  exports: [
    AccessTokensService,
    SessionCheckService,
    TwoStepRepository,
    SessionsService,
    SessionsRepository,
    EmailTokensService,
    LoginAttemptsService,
  ],
})
export class AuthModule {}
