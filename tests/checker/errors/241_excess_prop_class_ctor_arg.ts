class Server {
  constructor(private opts: { port: number }) {}
}
const s = new Server({ port: 80, host: "0.0.0.0" });
