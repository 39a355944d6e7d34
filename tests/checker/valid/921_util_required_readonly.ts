type Draft = { title?: string; body?: string; tags?: string[] };
function publish(d: Required<Draft>): Readonly<Required<Draft>> {
  return Object.freeze({ ...d });
}
const p = publish({ title: "Hi", body: "text", tags: ["a"] });
console.log(p.title.length, p.tags.join(","));
