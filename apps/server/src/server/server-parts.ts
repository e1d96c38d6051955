import type { FastifyInstance } from 'fastify';
import { Tick, type TickStep, type TickStepName } from '../jobs/tick.ts';
import type { CallDefinition } from '../protocol/call.ts';
import { buildOpenApi } from '../protocol/openapi.ts';
import { type ProtocolDeps, registerCalls } from '../protocol/register-calls.ts';
import type { SharedServices } from './shared-services.ts';

/**
 * What each module plugin adds to the server besides plain routes: its calls (mounted through the
 * protocol and listed for /api/docs, in the order the modules are registered) and its tick steps.
 */
export class ServerParts {
  readonly tick = new Tick();
  private readonly calls: CallDefinition[] = [];

  constructor(private readonly protocol: ProtocolDeps) {}

  addCalls(app: FastifyInstance, calls: CallDefinition[]): void {
    registerCalls(app, calls, this.protocol);
    this.calls.push(...calls);
  }

  addTickStep(name: TickStepName, step: TickStep): void {
    this.tick.add(name, step);
  }

  /** The OpenAPI document of every call added so far. */
  openApi(): ReturnType<typeof buildOpenApi> {
    return buildOpenApi(this.calls);
  }
}

/** What every module plugin is given: the shared services, the parts list and the settings. */
export interface ModuleOptions {
  shared: SharedServices;
  parts: ServerParts;
}
