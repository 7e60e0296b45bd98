import { describe, expect, it } from "vitest";
import {
  COURIERS,
  checkTrackingNumber,
  isTrackingUrlPattern,
  KNOWN_COURIER_IDS,
  normaliseTrackingNumber,
  trackingNumberHint,
  trackingUrl,
} from "./couriers";

describe("couriers", () => {
  it("takes each known courier's own example number, and links to its tracking page with it", () => {
    for (const id of KNOWN_COURIER_IDS) {
      const courier = COURIERS[id];
      const example = courier.shape?.example ?? "SR1234567890";
      expect(checkTrackingNumber(id, example), id).toEqual({ ok: true, number: example });
      const url = trackingUrl(courier.trackingUrl, example);
      expect(url, id).toContain(example);
      expect(url?.startsWith("https://"), id).toBe(true);
    }
  });

  it("reads a number as typed from the slip: spaces gone, upper case, dashes between digits dropped", () => {
    expect(normaliseTrackingNumber(" ee 1234 5678 9in ")).toBe("EE123456789IN");
    expect(checkTrackingNumber("india_post", "ee 123456789 in")).toEqual({ ok: true, number: "EE123456789IN" });
    expect(checkTrackingNumber("blue_dart", "1234-5678-901")).toEqual({ ok: true, number: "12345678901" });
  });

  it("refuses a number that cannot be the courier's, saying its shape and an example", () => {
    expect(checkTrackingNumber("blue_dart", "1234567890")).toEqual({
      ok: false,
      message: "A Blue Dart AWB number is 11 digits, like 12345678901",
    });
    expect(checkTrackingNumber("india_post", "EE123456789US")).toEqual({
      ok: false,
      message: "An India Post article number is 2 letters, 9 digits and IN, like EE123456789IN",
    });
    expect(checkTrackingNumber("delhivery", "123456789012")).toMatchObject({ ok: false });
    expect(checkTrackingNumber("delhivery", "12345678901234")).toMatchObject({ ok: true });
    expect(checkTrackingNumber("xpressbees", "ABC")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^An Xpressbees AWB number is/),
    });
  });

  it("takes any plausible number for other and for an aggregator, but not nothing or hidden characters", () => {
    expect(checkTrackingNumber("other", "pr-2231/88")).toEqual({ ok: true, number: "PR-2231/88" });
    expect(checkTrackingNumber("shiprocket", "77889900112")).toMatchObject({ ok: true });
    expect(checkTrackingNumber("other", "  ")).toMatchObject({ ok: false });
    expect(checkTrackingNumber("other", "AB")).toMatchObject({ ok: false });
    expect(checkTrackingNumber("other", "ABC\u200b123")).toMatchObject({ ok: false });
    expect(checkTrackingNumber("other", "A".repeat(41))).toMatchObject({ ok: false });
  });

  it("puts the number into the link URL-encoded, and keeps a link with no place for it as it is", () => {
    expect(trackingUrl("https://track.example/?awb={number}", "AB/12&3")).toBe(
      "https://track.example/?awb=AB%2F12%263",
    );
    expect(trackingUrl("https://track.example/search", "123")).toBe("https://track.example/search");
    expect(trackingUrl(null, "123")).toBeNull();
  });

  it("takes only http(s) addresses as a tracking link pattern", () => {
    expect(isTrackingUrlPattern("https://track.example/{number}")).toBe(true);
    expect(isTrackingUrlPattern("javascript:alert(1)//{number}")).toBe(false);
    expect(isTrackingUrlPattern("track.example/{number}")).toBe(false);
  });

  it("hints at the number's shape where the courier has one", () => {
    expect(trackingNumberHint("blue_dart")).toBe("11 digits, like 12345678901");
    expect(trackingNumberHint("other")).toBeNull();
  });
});
