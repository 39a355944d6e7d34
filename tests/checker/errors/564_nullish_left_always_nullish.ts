const config: { retries?: number } = {};
const retries = null ?? config.retries ?? 3;
const timeout = undefined ?? 1000;
console.log(retries, timeout);
