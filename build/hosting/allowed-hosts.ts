import { isIP } from 'node:net';

/**
 * Which Host headers the dev server answers. Its pages and build errors (file paths, stacks) are
 * for the maintainer: a page elsewhere that points its own domain at 127.0.0.1 (DNS rebinding)
 * must not be able to read them, so only names that cannot be rebound are answered: IP addresses,
 * localhost and its subdomains, and the host the server was told to listen on (as Vite does).
 */
export function isAllowedHost(hostHeader: string | undefined, configured: string[]): boolean {
  if (!hostHeader) return false;
  // `name:port`, `[v6]:port`, `[v6]`.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hostHeader);
  const name = (bracketed ? bracketed[1]! : hostHeader.replace(/:\d+$/, '')).toLowerCase();
  if (isIP(name) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return configured.some((host) => host.toLowerCase() === name);
}
