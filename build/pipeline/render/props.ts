import { NonSerializablePropError } from '../errors.ts';

/**
 * The only code that checks and encodes island props. Props cross from build time to the browser
 * as plain JSON in an attribute, so only JSON's own types are allowed: anything else (functions,
 * class instances, Dates, Maps, NaN, undefined in arrays) would arrive changed or not at all.
 */
export type SerializableProps = Record<string, unknown>;

function describe(value: unknown): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `the number ${value}`;
    case 'function':
      return 'a function';
    case 'undefined':
      return 'undefined';
    case 'bigint':
      return 'a bigint';
    case 'symbol':
      return 'a symbol';
    default:
      if (Array.isArray(value)) return null;
      {
        const proto = Object.getPrototypeOf(value);
        if (proto === Object.prototype || proto === null) return null;
        const name = (proto?.constructor as { name?: string } | undefined)?.name;
        return name ? `an instance of ${name}` : 'a non-plain object';
      }
  }
}

function check(value: unknown, at: string, seen: Set<object>): void {
  const problem = describe(value);
  if (problem) throw new NonSerializablePropError(`${at} is ${problem}`);
  if (typeof value !== 'object' || value === null) return;
  if (seen.has(value)) throw new NonSerializablePropError(`${at} refers back to itself`);
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, `${at}[${i}]`, seen));
  } else {
    for (const [key, item] of Object.entries(value)) {
      // An absent optional prop is fine: JSON drops the key and the island sees undefined again.
      if (item === undefined) continue;
      const safeKey = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
      check(item, `${at}${safeKey}`, seen);
    }
  }
  seen.delete(value);
}

/**
 * Checks props and returns their JSON. Throws NonSerializablePropError naming the path,
 * e.g. "Gallery.props.items[3].onClick is a function".
 */
export function encodeProps(islandName: string, props: unknown): string {
  check(props, `${islandName}.props`, new Set());
  return JSON.stringify(props);
}
