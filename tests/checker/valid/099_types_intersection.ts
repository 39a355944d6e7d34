interface Timestamped {
  createdAt: number;
}
interface Named {
  name: string;
}
type Doc = Named & Timestamped & { body: string };
const d: Doc = { name: "readme", createdAt: 0, body: "hello" };
console.log(d.name, d.createdAt, d.body.length);
