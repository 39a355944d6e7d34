type Method = "GET" | "POST";
const req: { method: Method; url: string } = { method: "POST", url: "/submit" };
function send(r: { method: Method; url: string }): string {
  return r.method;
}
console.log(send(req), send({ method: "GET", url: "/" }));
