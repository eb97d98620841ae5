import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/**
 * The OpenAPI document of the API, from its controllers and DTOs (their class-validator and
 * Swagger decorators): served at /api/docs when `API_DOCS` is on, and written to
 * libs/contracts/openapi.json, from which the front ends' types are generated (`npm run openapi`).
 */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('ProfileProof API')
      .setDescription('Profile submissions, their review by admins, and subscription tiers.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
}
