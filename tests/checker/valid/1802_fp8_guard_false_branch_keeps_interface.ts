// A type guard to a string-index object type keeps interface and array members in its false branch
interface Tag { name: string; color: string }
type Field = string | Tag | Tag[] | { [lang: string]: string };

const isTranslations = (f: Field): f is { [lang: string]: string } =>
  typeof f === "object" && !Array.isArray(f) && !("color" in f);

function label(f: Field): string {
  if (typeof f === "string") return f;
  if (isTranslations(f)) return f.en ?? Object.values(f)[0] ?? "";
  if (Array.isArray(f)) return f.map((t) => t.name).join(", ");
  return `${f.name} (${f.color})`;
}

const fields: Field[] = ["plain", { name: "urgent", color: "red" }, [{ name: "a", color: "b" }], { de: "Hallo", en: "Hello" }];
console.log(fields.map(label));
