function connect(cfg: { host: string; port: number }): void {
  console.log(cfg.host, cfg.port);
}
connect({ host: "db", port: 5432, ssl: true });
