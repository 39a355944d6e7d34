const config = { mode: "prod", retries: 3, hosts: ["a", "b"] } as const;
type Mode = typeof config.mode;
const m: Mode = "prod";
console.log(m, config.retries * 2, config.hosts.length);
