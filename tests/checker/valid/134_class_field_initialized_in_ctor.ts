class Connection {
  host: string;
  port: number;
  constructor(url: string) {
    const [h, p] = url.split(":");
    this.host = h;
    this.port = Number(p ?? 80);
  }
}
const conn = new Connection("db:5432");
console.log(conn.host, conn.port);
