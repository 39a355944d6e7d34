function connect({ host = "localhost", port = 80, secure = false }: { host?: string; port?: number; secure?: boolean } = {}): string {
  return `${secure ? "https" : "http"}://${host}:${port}`;
}
console.log(connect(), connect({ port: 8443, secure: true }));
