type Ev = { type: `${string}Success`; data: number } | { type: `${string}Failure`; error: string };
function h(e: Ev) {
  if (e.type === "loadSuccess") { console.log(e.data); }
  if ("data" in e) console.log(e.data);
}
const e: Ev = { type: "fetchSuccess", data: 1 };
h(e);
h({ type: "xFailure", error: "bad" });
type Route = `/${string}`;
const r: Route = "/home";
function go(x: Route) { return x.length; }
go("/a");
type Ver = `v${number}`;
const v: Ver = "v1";
console.log(r, v);
