interface Headers { "content-type": string; [name: string]: string }
const h: Headers = { "content-type": "application/json", accept: "*/*" };
h["x-trace"] = "1";
for (const k in h) console.log(k, h[k].length);
