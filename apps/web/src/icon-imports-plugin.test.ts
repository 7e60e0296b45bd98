// The build's icon imports (icon-imports-plugin.ts): each icon from its own module, so it travels with the code
// that uses it, and nothing else in the import changes meaning.
import { describe, expect, it } from "vitest";
import { iconImports } from "../icon-imports-plugin";

const transform = (code: string) => {
  const hook = iconImports().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, "/shop/apps/web/src/features/example.tsx")?.code ?? null;
};

describe("icon imports", () => {
  it("imports each icon from its own file, an older name (alias) from the file it stands for", () => {
    const code = transform('import { Heart, X as Close, AlertCircle } from "lucide-react";\nuse(Heart, Close);');
    expect(code).toContain('import Heart from "lucide-react/icons/heart";');
    expect(code).toContain('import Close from "lucide-react/icons/x";');
    expect(code).toContain('import AlertCircle from "lucide-react/icons/circle-exclamation-point";');
    expect(code).not.toMatch(/from "lucide-react";/);
  });

  it("leaves a type and what is not an icon with the package, on as many lines as before", () => {
    const before =
      'import {\n  ChevronDown,\n  type LucideIcon,\n  LucideProvider,\n} from "lucide-react";\nconst line6 = 1;';
    const code = transform(before) ?? "";
    expect(code).toContain('import ChevronDown from "lucide-react/icons/chevron-down";');
    expect(code).toContain('import { type LucideIcon, LucideProvider } from "lucide-react";');
    expect(code.split("\n").indexOf("const line6 = 1;")).toBe(5);
  });

  it("touches no other import, and no file of a package", () => {
    expect(transform('import { useState } from "react";')).toBeNull();
    const hook = iconImports().transform as (code: string, id: string) => unknown;
    expect(hook('import { Heart } from "lucide-react";', "/shop/node_modules/some-package/index.tsx")).toBeNull();
  });
});
