import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createFileStorage } from './storage/create-file-storage.ts';

describe('upload and identity settings', () => {
  it('keeps uploads on local disk under DATA_DIR by default, with the sandbox KYC', () => {
    const config = loadConfig({ DATA_DIR: '/srv/puente' });
    expect(config.uploadsDir).toBe('/srv/puente/uploads');
    expect(config.s3).toBeUndefined();
    expect(createFileStorage(config).kind).toBe('local');
    expect(config).toMatchObject({ kycProvider: 'sandbox', sandboxKycDelayMs: 1500 });
    expect(config.devicePackageList.length).toBeGreaterThan(0);
  });

  it('selects S3-compatible storage when S3_BUCKET is set, and needs its keys', () => {
    const config = loadConfig({
      S3_BUCKET: 'puente',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-1',
    });
    expect(config.s3).toMatchObject({ endpoint: 'https://s3.eu-west-1.amazonaws.com', pathStyle: true });
    expect(createFileStorage(config).kind).toBe('s3');
    expect(() => loadConfig({ S3_BUCKET: 'puente' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('has no identity provider in production mode unless one is chosen', () => {
    expect(loadConfig({ SANDBOX: 'false' })).toMatchObject({ kycProvider: 'none', devicePackageList: [] });
    expect(loadConfig({ SANDBOX: 'false', KYC_PROVIDER: 'sandbox' }).kycProvider).toBe('sandbox');
    expect(() => loadConfig({ KYC_PROVIDER: 'acme' })).toThrow(/KYC_PROVIDER/);
    expect(loadConfig({ DEVICE_PACKAGE_LIST: 'a.b, c.d' }).devicePackageList).toEqual(['a.b', 'c.d']);
  });
});
