// Which addresses the shop treats as its own machine, and which TRUST_PROXY entries it accepts (decision 065).
// Both are read by parsing addresses (node:net), never by looking at how a name begins: "127.0.0.1.nip.io" is a name
// that resolves wherever its owner likes, and "0.0.0.0/0" names every address on the internet as the shop's proxy.
import { BlockList, isIP } from "node:net";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/**
 * Whether `host` (a HOST to listen on, or a URL's hostname) is this machine only: an IPv4 address in 127.0.0.0/8,
 * ::1 (bracketed or not, or IPv4-mapped 127.x), or the name "localhost" itself. Any other name may resolve anywhere.
 */
export function isLoopbackHost(host: string): boolean {
  if (host === "localhost") return true;
  const address = host.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1; the others are private ranges). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * The broadest range a production shop may name as its proxy: a /8 of IPv4 (10.0.0.0/8, a whole private network),
 * a /32 of IPv6 (a provider's whole allocation). Anything broader takes in addresses on the internet.
 */
const NARROWEST_BROAD_PREFIX = { 4: 8, 6: 32 } as const;

/** An IPv4 netmask ("255.255.0.0") as its prefix length, or undefined when its ones are not contiguous. */
function netmaskPrefix(mask: string): number | undefined {
  const bits = mask
    .split(".")
    .map((part) => Number(part).toString(2).padStart(8, "0"))
    .join("");
  return /^1*0*$/.test(bits) ? (bits.indexOf("0") === -1 ? 32 : bits.indexOf("0")) : undefined;
}

/** One TRUST_PROXY entry read: a range name, or an address with the prefix it covers (32 or 128 for one address). */
export type TrustedProxy =
  | { kind: "name" }
  | { kind: "range"; family: 4 | 6; prefix: number }
  | { kind: "invalid"; problem: string };

/** Reads one comma-separated TRUST_PROXY entry as proxy-addr (Fastify's trustProxy) will, without throwing. */
export function readTrustedProxy(entry: string): TrustedProxy {
  if (RANGE_NAMES.has(entry)) return { kind: "name" };
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if ((family !== 4 && family !== 6) || rest.length > 0) {
    return {
      kind: "invalid",
      problem: `"${entry}" is not an IP address, a range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal (a proxy is named by its address, not its host name)`,
    };
  }
  const bits = family === 4 ? 32 : 128;
  let prefix = bits;
  if (range !== undefined) {
    const read = family === 4 && isIP(range) === 4 ? netmaskPrefix(range) : /^\d+$/.test(range) ? Number(range) : NaN;
    if (read === undefined || !Number.isInteger(read) || read < 1 || read > bits) {
      const covers = read === 0 ? "covers every address on the internet" : `needs a prefix from 1 to ${bits}`;
      return { kind: "invalid", problem: `"${entry}" ${covers}: name the proxy's own address or network` };
    }
    prefix = read;
  }
  if (family === 6) {
    // proxy-addr compares an IPv4 client with an IPv6 range as ::ffff:a.b.c.d, so an IPv6 range that holds all of
    // ::ffff:0:0/96 (::/80 does) trusts every IPv4 address, and one inside it is as broad as its IPv4 part.
    const range = new BlockList();
    range.addSubnet(address, prefix, "ipv6");
    if (range.check("::ffff:0.0.0.0", "ipv6") && range.check("::ffff:255.255.255.255", "ipv6")) {
      return { kind: "range", family: 4, prefix: 0 };
    }
    if (/^::ffff:/i.test(address) && prefix >= 96) return { kind: "range", family: 4, prefix: prefix - 96 };
  }
  return { kind: "range", family, prefix };
}

/** Why a range is too broad to trust in production, or undefined when it is narrow enough. */
export function broadRangeProblem(entry: string, proxy: TrustedProxy): string | undefined {
  if (proxy.kind !== "range" || proxy.prefix >= NARROWEST_BROAD_PREFIX[proxy.family]) return undefined;
  return `"${entry}" takes in addresses on the internet (IPv${proxy.family} ranges broader than /${NARROWEST_BROAD_PREFIX[proxy.family]} are refused in production): anyone there could dodge the rate limits or pose as another address; name the proxy's own address or network (e.g. 10.0.0.5, or uniquelocal)`;
}
