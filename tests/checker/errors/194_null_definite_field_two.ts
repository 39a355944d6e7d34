class Connection {
  host: string;
  port: number;
  constructor() {
    console.log("created");
  }
}
