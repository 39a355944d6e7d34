let status = "idle" as const;
function start(): void {
  status = "running";
}
start();
console.log(status);
