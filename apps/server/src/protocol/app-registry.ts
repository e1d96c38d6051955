import { type AppInfo, appsOfMarkets, type MarketId } from '@puente/domain';

/** Which apps may call the service: package id → name, market, default language. */
export class AppRegistry {
  private readonly apps = new Map<string, AppInfo>();

  constructor(apps: AppInfo[]) {
    for (const app of apps) this.apps.set(app.packageName, app);
  }

  /** The apps of the markets the service lends in (MARKETS, decision 052), in either mode. */
  static forMarkets(markets: readonly MarketId[]): AppRegistry {
    return new AppRegistry(appsOfMarkets(markets));
  }

  find(packageName: unknown): AppInfo | undefined {
    return typeof packageName === 'string' ? this.apps.get(packageName) : undefined;
  }

  list(): AppInfo[] {
    return [...this.apps.values()];
  }

  /** The markets served, each once. */
  markets(): MarketId[] {
    return [...new Set(this.list().map((app) => app.market))];
  }
}
