import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrationCount } from '../../db/migrations.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

describe('health, readiness and the API document', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite');
  });
  afterAll(() => s.close());

  it('is alive and ready once migrations are applied', async () => {
    expect((await s.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await s.app.inject({ url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      engine: 'pglite',
      migrations: shippedMigrationCount(),
    });
  });

  it('is not ready when the migrations are missing', async () => {
    await s.database.executeSql('delete from drizzle.__drizzle_migrations');
    const response = await s.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('migrating');
  });

  it('describes every call with its decrypted payload, answer and the error catalogue', async () => {
    const doc = (await s.app.inject({ url: '/api/docs' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/api/security/login'].post;
    expect(login['x-payload'].properties).toHaveProperty('mobile');
    expect(
      login.responses['200'].content['application/json'].schema.properties.data.properties,
    ).toHaveProperty('token');
    expect(
      doc.paths['/api/security/getUserInfo'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('Authorization');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/upload/curp/front', '/api/user/consent']),
    );
    expect(doc.paths['/api/user/saveFaceImage'].post.requestBody.content).toHaveProperty(
      'multipart/form-data',
    );
    expect(doc['x-error-codes'].map((e: { code: number }) => e.code)).toContain(10010304);
  });
});
