// The tap keeper as the page runs it: its sent text, on a small stand-in for the page (no DOM here). The browser
// test e2e/no-tap-lost.spec.ts runs it in Chromium on a throttled phone.
import { describe, expect, it } from "vitest";
import { compactScript, tapKeeperScript } from "./tap-keeper";

type Listener = (event: unknown) => void;

class StandInElement {
  readonly attributes = new Map<string, string>();
  isConnected = true;
  clicks = 0;
  textContent = "";
  className = "";
  parent: StandInElement | null = null;
  form: object | null = null;
  type = "submit";
  readonly children: StandInElement[] = [];

  constructor(
    readonly localName: string,
    private readonly onAttributeChange: (name: string) => void = () => {},
  ) {}

  hasAttribute = (name: string) => this.attributes.has(name);
  getAttribute = (name: string) => this.attributes.get(name) ?? null;
  setAttribute = (name: string, value: string) => {
    this.attributes.set(name, value);
    this.onAttributeChange(name);
  };
  removeAttribute = (name: string) => {
    this.attributes.delete(name);
  };
  /** Only the one selector the keeper asks for: the nearest button, itself included. */
  closest = (selector: string): StandInElement | null => {
    if (selector !== "button") throw new Error(`unexpected selector ${selector}`);
    for (let at: StandInElement | null = this; at; at = at.parent) if (at.localName === "button") return at;
    return null;
  };
  appendChild = (child: StandInElement) => {
    child.parent = this;
    this.children.push(child);
    child.isConnected = true;
    return child;
  };
  append = (child: StandInElement) => {
    this.appendChild(child);
  };
  remove = () => {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
    this.isConnected = false;
  };
  click = () => {
    this.clicks++;
    // A click() goes through the document's listeners like any click.
    page.dispatchClick(this);
  };
}

/** A page with the keeper's script run in it, as it is sent. */
class StandInPage {
  readonly listeners = new Set<Listener>();
  readonly observers: Array<{ callback: (records: unknown[], observer: unknown) => void; filter: string[] }> = [];
  readonly html = new StandInElement("html", (name) => this.attributeChanged(name));
  readonly body = this.html.appendChild(new StandInElement("body"));

  /** What reached the app: clicks no listener stopped. */
  readonly reachedTheApp: StandInElement[] = [];

  constructor() {
    const page = this;
    const document = {
      documentElement: this.html,
      body: this.body,
      createElement: (name: string) => Object.assign(new StandInElement(name), { isConnected: false }),
      addEventListener: (type: string, listener: Listener, capture: boolean) => {
        if (type === "click" && capture) page.listeners.add(listener);
      },
      removeEventListener: (type: string, listener: Listener, capture: boolean) => {
        if (type === "click" && capture) page.listeners.delete(listener);
      },
    };
    class MutationObserver {
      constructor(private readonly callback: (records: unknown[], observer: unknown) => void) {}
      observe(target: StandInElement, options: { attributeFilter: string[] }) {
        if (target !== page.html) throw new Error("observes <html>");
        page.observers.push({ callback: this.callback, filter: options.attributeFilter });
      }
      disconnect() {
        page.observers.splice(
          page.observers.findIndex((o) => o.callback === this.callback),
          1,
        );
      }
    }
    new Function("document", "MutationObserver", tapKeeperScript)(document, MutationObserver);
  }

  button(options: { popover?: boolean; inForm?: "submit" | "button" } = {}): StandInElement {
    const button = this.body.appendChild(new StandInElement("button"));
    button.type = options.inForm ?? "button";
    if (options.inForm) button.form = {};
    if (options.popover) button.attributes.set("popovertarget", "menu");
    return button;
  }

  /** A tap on `target`: whether something stopped it before it reached the app. */
  tap(target: StandInElement): { stopped: boolean } {
    return this.dispatchClick(target);
  }

  dispatchClick(target: StandInElement): { stopped: boolean } {
    let stopped = false;
    const event = {
      target,
      stopImmediatePropagation: () => {
        stopped = true;
      },
    };
    for (const listener of [...this.listeners]) {
      listener(event);
      if (stopped) break;
    }
    if (!stopped) this.reachedTheApp.push(target);
    return { stopped };
  }

  goLive() {
    this.html.setAttribute("data-interactive", "");
  }

  private attributeChanged(name: string) {
    for (const observer of [...this.observers]) {
      if (observer.filter.includes(name)) observer.callback([], { disconnect: () => this.disconnect(observer) });
    }
  }

  private disconnect(observer: (typeof this.observers)[number]) {
    this.observers.splice(this.observers.indexOf(observer), 1);
  }

  /** The screen reader's polite message, if any. */
  get status() {
    return this.body.children.find((child) => child.getAttribute("role") === "status");
  }
}

let page: StandInPage;

describe("the tap keeper", () => {
  it("keeps a tap on a button before the page is live, shows it is working, and carries it out once, when live", async () => {
    page = new StandInPage();
    const addToCart = page.button();
    expect(page.tap(addToCart).stopped).toBe(true);
    expect(page.reachedTheApp).toEqual([]);
    expect(addToCart.getAttribute("aria-busy")).toBe("true");
    expect(page.status?.className).toBe("sr-only");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(page.status?.textContent).toBe("Just a moment…");

    // A second tap on the same dead button: she meant one add.
    expect(page.tap(addToCart).stopped).toBe(true);
    page.goLive();
    expect(addToCart.clicks).toBe(1);
    expect(page.reachedTheApp).toEqual([addToCart]);
    expect(addToCart.hasAttribute("aria-busy")).toBe(false);
    expect(page.status).toBeUndefined();
  });

  it("carries out one kept tap per button, in the order they came", () => {
    page = new StandInPage();
    const [heart, plus] = [page.button(), page.button()];
    const insideHeart = heart.appendChild(new StandInElement("svg"));
    page.tap(insideHeart);
    page.tap(plus);
    page.tap(heart);
    page.goLive();
    expect(page.reachedTheApp).toEqual([heart, plus]);
  });

  it("leaves links, popover buttons and a form's submit button to the browser", () => {
    page = new StandInPage();
    const link = page.body.appendChild(new StandInElement("a"));
    const menu = page.button({ popover: true });
    const search = page.button({ inForm: "submit" });
    for (const target of [link, menu, search]) expect(page.tap(target).stopped, target.localName).toBe(false);
    expect(page.reachedTheApp).toEqual([link, menu, search]);
    expect(page.status).toBeUndefined();
    // A button inside a form that is not its submit button still needs the app.
    expect(page.tap(page.button({ inForm: "button" })).stopped).toBe(true);
  });

  it("does nothing once the page is live: the app takes every tap itself", () => {
    page = new StandInPage();
    page.goLive();
    const addToCart = page.button();
    expect(page.tap(addToCart).stopped).toBe(false);
    expect(page.reachedTheApp).toEqual([addToCart]);
    expect(addToCart.hasAttribute("aria-busy")).toBe(false);
  });

  it("does not tap a button the app drew anew in the meantime", () => {
    page = new StandInPage();
    const replaced = page.button();
    page.tap(replaced);
    replaced.remove();
    page.goLive();
    expect(replaced.clicks).toBe(0);
    expect(replaced.hasAttribute("aria-busy")).toBe(false);
  });

  it("is sent small, on one line, and cannot end its <script> element early", () => {
    expect(tapKeeperScript).not.toMatch(/\n|<\/script/i);
    expect(tapKeeperScript).toMatch(/^\(function/);
    expect(tapKeeperScript.length).toBeLessThan(1_200);
  });
});

describe("compactScript", () => {
  it("drops comments and spaces a browser does not need, keeping strings and words apart", () => {
    const source = `function a ( b ) {
      // a comment
      const c = "two  words // not a comment" ; /* another */
      return typeof b === 'string' && b === 'x  y' ? c : null ;
    }`;
    const compact = compactScript(source);
    expect(compact).toBe(
      `function a(b){const c="two  words // not a comment";return typeof b==='string'&&b==='x  y'?c:null;}`,
    );
    expect(new Function(`${compact}; return a("x  y");`)()).toBe("two  words // not a comment");
  });
});
