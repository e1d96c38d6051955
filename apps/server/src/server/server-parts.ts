import type { FastifyInstance } from 'fastify';
import { Tick, type TickStep, type TickStepName } from '../jobs/tick.ts';
import { registerStaffRoutes, type StaffRoute } from '../modules/staff/staff-route.ts';
import type { StaffSessions } from '../modules/staff/staff-sessions.ts';
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
  private readonly staff: StaffRoute[] = [];

  constructor(
    private readonly protocol: ProtocolDeps,
    private readonly staffSessions: StaffSessions,
  ) {}

  /** Routes of the staff console's API (under /staff-api), each with the permission it needs. */
  addStaffRoutes(app: FastifyInstance, routes: StaffRoute[]): void {
    registerStaffRoutes(app, routes, this.staffSessions);
    this.staff.push(...routes);
  }

  /** Every staff route added so far: the authorization sweep and /staff-api/docs read it. */
  staffRoutes(): readonly StaffRoute[] {
    return this.staff;
  }

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
