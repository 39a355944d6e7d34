async function isReady(): Promise<boolean> {
  return true;
}
async function main() {
  if (isReady()) {
    console.log("ready");
  }
}
