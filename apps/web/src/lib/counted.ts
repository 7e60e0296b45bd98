// A count with its noun, singular for one: "1 photo", "3 photos", "1 stock change". Said in one place so that no
// screen says "1 photos" again; `many` for a plural that is not the singular with "s" ("1 colour" needs none, "1
// category" does: "2 categories").
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
