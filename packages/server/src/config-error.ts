/**
 * The configuration cannot be served safely (the message says why): main.ts prints it as
 * `Folio cannot start: …`. A module of its own, so the database modules can refuse a setting
 * without importing config.ts (which imports the store).
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
