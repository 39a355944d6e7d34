function create(tag: "a"): { href: string };
function create(tag: "img"): { src: string };
function create(tag: string): Record<string, string>;
function create(tag: string): Record<string, string> {
  return tag === "a" ? { href: "#" } : { src: "" };
}
const link = create("a");
const img = create("img");
console.log(link.href, img.src, create("div"));
