interface Config {
  port: number;
  host: string;
}
const cfg: Config = { port: "8080", host: "localhost" };
