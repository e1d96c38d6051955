const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** A secret string that does not print: JSON, template strings, console.log and pino all see `[redacted]`. */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself, for the one place that signs or verifies with it. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return '[redacted]';
  }

  toString(): string {
    return '[redacted]';
  }

  [INSPECT](): string {
    return 'Secret([redacted])';
  }
}
