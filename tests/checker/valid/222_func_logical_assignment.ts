const opts: { retries?: number; name?: string; enabled?: boolean } = {};
opts.retries ??= 3;
opts.name ||= "default";
opts.enabled &&= false;
console.log(opts);
