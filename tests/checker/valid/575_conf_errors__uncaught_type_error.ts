// exit: 1
// An uncaught engine TypeError: output before it is kept, the report goes to stderr.
console.log("before");
console.error("an error line before the crash");
const cfg: any = {};
console.log(cfg.server.port);
console.log("never printed");
