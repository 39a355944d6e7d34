interface Res {
  status: number;
}
declare function h(): Res | Promise<Res>;
declare function fetchRes(): Promise<Res>;
const a = async (): Promise<string> => h();
const c = async (): Promise<number> => "x";
const d = async (): Promise<Res> => ({ status: "ok" });
console.log(a, c, d);
