import { sql } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/database";
import { seedDemoCatalogue } from "../apps/server/src/db/seed/seed";
import { generateProducts } from "./generate-catalogue";
const db = await openDatabase({ kind: "pglite", dataDir: "memory://" } as never);
await db.migrate();
await seedDemoCatalogue(db.db);
await generateProducts(db.db, 10000);
await db.db.execute(sql`analyze products`);
const terms = ["gold", "pearl", "jhumka", "ruby ring", "silver chain", "anklet", "emerald", "rose", "kada", "temple"];
const current = (t: string) => [
  sql`select id from products where is_active and name ilike ${`%${t}%`} order by name ilike ${`${t}%`} desc, name, id limit 20`,
  sql`select id from products where is_active and name not ilike ${`%${t}%`} and description ilike ${`%${t}%`} order by name, id limit 20`,
];
const union = (t: string) => [
  sql`(select id, 0 as g, name from products where is_active and name ilike ${`${t}%`} order by name, id limit 20)
   union all (select id, 1, name from products where is_active and name ilike ${`%${t}%`} and name not ilike ${`${t}%`} order by name, id limit 20)
   union all (select id, 2, name from products where is_active and name not ilike ${`%${t}%`} and description ilike ${`%${t}%`} order by name, id limit 20)
   order by g, name, id limit 20`,
];
async function time(label: string, make: (t: string) => ReturnType<typeof sql>[]) {
  const out: string[] = [];
  let total = 0;
  for (const t of terms) {
    const s = performance.now();
    const ids: unknown[] = [];
    for (let i = 0; i < 30; i++) { ids.length = 0; for (const q of make(t)) { const r: any = await db.db.execute(q); ids.push(...r.rows.map((x: any) => x.id)); } }
    const ms = (performance.now() - s) / 30;
    total += ms;
    out.push(`${t}:${ms.toFixed(2)}`);
    if (label.startsWith("union") || label === "current") out.push(`[${ids.slice(0, 20).join(",").slice(0, 40)}]`);
  }
  console.log(label, "mean", (total / terms.length).toFixed(2), out.join(" "));
}
await time("current", current);
await time("union-noidx", union);
await db.db.execute(sql`create index products_name_idx on products (name, id)`);
await db.db.execute(sql`analyze products`);
await time("current+idx", current);
await time("union+idx", union);
for (const t of ["gold", "kada"]) {
  const r: any = await db.db.execute(sql`explain analyze ${union(t)[0]}`);
  console.log(r.rows.map((x: any) => Object.values(x)[0]).join("\n"));
}
await db.close();
