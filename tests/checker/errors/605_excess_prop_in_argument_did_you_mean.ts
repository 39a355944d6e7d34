interface Req { method: string; headers: Record<string, string> }
function send(r: Req) { return r.method; }
send({ method: "GET", header: {} });
