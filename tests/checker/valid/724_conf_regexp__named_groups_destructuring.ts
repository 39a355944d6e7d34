// Destructuring named groups from match results.
const parse = (s: string) => {
  const m = /^(?<user>[^@]+)@(?<host>[^:]+)(?::(?<port>\d+))?$/.exec(s);
  if (!m) return null;
  const { user, host, port = "22" } = m.groups!;
  return { user, host, port: Number(port) };
};
console.log(parse("ann@example.com:2222"), parse("bob@host"), parse("bad"));
