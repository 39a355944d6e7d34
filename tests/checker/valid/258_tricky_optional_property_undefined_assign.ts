interface Draft {
  title: string;
  subtitle?: string;
}
const d: Draft = { title: "t", subtitle: undefined };
const d2: Draft = { title: "u" };
console.log(d.subtitle ?? "-", d2.subtitle ?? "-");
