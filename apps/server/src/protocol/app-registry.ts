import { type AppInfo, DEFAULT_APP, SANDBOX_APPS } from '@puente/domain';

/** Which apps may call the service: package id → name, market, default language. */
export class AppRegistry {
  private readonly apps = new Map<string, AppInfo>();

  constructor(apps: AppInfo[]) {
    for (const app of apps) this.apps.set(app.packageName, app);
  }

  static forMode(sandbox: boolean): AppRegistry {
    return new AppRegistry(sandbox ? [DEFAULT_APP, ...SANDBOX_APPS] : [DEFAULT_APP]);
  }

  find(packageName: unknown): AppInfo | undefined {
    return typeof packageName === 'string' ? this.apps.get(packageName) : undefined;
  }

  list(): AppInfo[] {
    return [...this.apps.values()];
  }
}
